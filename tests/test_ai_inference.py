"""What the expert reads from the opponent's plays in two players (ai/inference_2p.py):
the views of past tricks are rebuilt as they were, the likelihood of a world's hand
favours the hand the opponent really holds, and the expert weighs its sampled worlds by
it. No strength assertions: strength is measured by ``sim`` (docs/ai.md)."""
from __future__ import annotations

import math

from briscola_gui.ai import inference_2p, make_player
from briscola_gui.ai.inference_2p import likelihood_for, view_before
from briscola_gui.ai.knowledge import Knowledge
from briscola_gui.ai.two_player_worlds import sample_worlds_2p, unknowns_2p
from briscola_gui.commands.sim import deal_seed
from briscola_gui.engine import Rules, Smazzata, shuffled_deck


def games(deals: int, seed: int = 9):
    """Yield (deal number, deal, seat to act, its view) through ``deals`` games of two
    ``hard``."""
    player = make_player("hard", seed=1)
    for d in range(deals):
        deal = Smazzata(2, d % 2, shuffled_deck(2, deal_seed(seed, d), "2C"), Rules())
        while deal.phase != "done":
            seat = deal.to_act
            view = deal.view(seat)
            yield d, deal, seat, view
            deal.play(seat, player.play(view))


def test_view_before_is_the_view_the_opponent_had_then():
    """Rebuilt from a later view, the public part of the opponent's view when it played
    to trick i is what the engine showed it then."""
    then = {}           # (deal number, trick, seat) -> the view that seat played from
    checked = 0
    for number, _, seat, view in games(4):
        then[(number, len(view.tricks), seat)] = view
        if seat != 0 or not view.tricks:
            continue
        for i in range(len(view.tricks)):
            was = then[(number, i, 1)]
            rebuilt = view_before(view, i)
            assert rebuilt.tricks == was.tricks
            assert rebuilt.points == was.points
            assert rebuilt.stock == was.stock
            assert rebuilt.leader == was.leader
            assert rebuilt.hand_sizes == was.hand_sizes
            checked += 1
    assert checked > 500


def test_the_hand_the_opponent_holds_is_likelier_than_sampled_ones():
    """Against ``hard`` (the model the likelihood uses) the true hand's likelihood beats
    the mean over sampled worlds' hands, by the lead on the table and by the last trick
    alone."""
    for history in (0, 1):
        old = inference_2p.HISTORY_TRICKS
        inference_2p.HISTORY_TRICKS = history
        try:
            logs = []
            for _, deal, seat, view in games(6, seed=11):
                if seat != 0 or not view.stock or (history == 0) != bool(view.table):
                    continue
                if not view.table and not view.tricks:
                    continue
                k = Knowledge(view, "full")
                u = unknowns_2p(view, k)
                like = likelihood_for(view, 6.0)
                assert like is not None
                rng = make_player("expert", seed=3).rng_for(view, 9)
                sampled = [like(w.opp_hand) for w in sample_worlds_2p(view, u, rng, 20)]
                logs.append(math.log(like(tuple(deal.hands[1])) / (sum(sampled) / len(sampled))))
        finally:
            inference_2p.HISTORY_TRICKS = old
        assert len(logs) > 30
        assert sum(logs) / len(logs) > 0.1


def test_nothing_to_read_without_a_lead_or_history():
    view = next(v for _, _, _, v in games(1) if not v.table and not v.tricks)
    assert likelihood_for(view, 6.0) is None
    old = inference_2p.HISTORY_TRICKS
    inference_2p.HISTORY_TRICKS = 0
    try:
        later = next(v for _, _, s, v in games(1) if s == 0 and not v.table and v.tricks)
        assert likelihood_for(later, 6.0) is None
    finally:
        inference_2p.HISTORY_TRICKS = old
    with_history = next(v for _, _, s, v in games(1) if s == 0 and not v.table and v.tricks)
    assert likelihood_for(with_history, 6.0) is not None
