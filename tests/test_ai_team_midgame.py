"""The expert's middle game in 3 and 4 players (ai/team_midgame.py): the search plays out
the rest of the trick in each sampled world and adds the learned value of the position
after the draws; checked against the engine playing every line; the expert really uses it
there and leaves the last drawing trick to the exact search. The model trainer's labels.
No strength assertions: strength is measured by ``sim`` (docs/ai.md)."""
from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from briscola_gui.ai import make_player
from briscola_gui.ai.team_midgame import BLEND, WORLDS, TrickSearch, covers
from briscola_gui.ai.value_model import SIZE, ValueModel, load_model
from briscola_gui.engine.deal import trick_winner

from enginehelpers import new_deal

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "build"))


def mask(cards) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def _position(n: int, seed: int, stock: int, on_table: int):
    rng = random.Random(seed)
    deal = new_deal(n, 400 + seed)
    while deal.stock_count > stock or len(deal.table) < on_table:
        deal._play(deal.to_act, rng.choice(deal.legal_moves()))
    return deal


def _side(deal, me):
    if deal.players == 3:
        return tuple(s == me for s in range(3))
    return tuple((s - me) % 2 == 0 for s in range(deal.players))


def _brute(deal, side, fast, lost):
    """Minimax of the rest of the trick by the engine: the side maximises; a leaf is the
    trick's points (+ taken, - lost x ``lost``) plus the model's value after the draws."""
    if not deal.table and deal.tricks:
        t = deal.tricks[-1]
        mine = theirs = 0
        for s in range(deal.players):
            if side[s]:
                mine |= mask(deal.hands[s])
            else:
                theirs |= mask(deal.hands[s])
        pts = t.points if side[t.winner] else -lost * t.points
        return pts + fast.value(mine, theirs, mine | theirs | mask(deal.stock), side[t.winner],
                                len(deal.stock))
    values = []
    for c in deal.legal_moves():
        d = deal.copy()
        d._play(d.to_act, c)
        values.append(_brute(d, side, fast, lost))
    return max(values) if side[deal.to_act] else min(values)


@pytest.mark.parametrize("n,seed,stock,on_table", [(4, 1, 12, 0), (4, 2, 16, 1), (4, 3, 8, 3),
                                                   (3, 4, 15, 0), (3, 5, 6, 2), (3, 6, 3, 1)])
def test_trick_search_is_the_engines_trick_plus_the_model_after_the_draws(n, seed, stock, on_table):
    deal = _position(n, seed, stock, on_table)
    model = load_model(n)
    fast = model.evaluator(deal.trump, deal.card_points_table, deal.strength)
    me = deal.to_act
    side = _side(deal, me)
    search = TrickSearch(n, fast, deal.trump, deal.card_points_table, deal.strength, side,
                         tuple(deal.stock[::-1]), False)
    hands = [mask(h) for h in deal.hands]
    for c in deal.legal_moves():
        nh = list(hands)
        nh[me] ^= 1 << c
        got = search.value(nh, deal.leader, tuple(deal.table) + (c,))
        d = deal.copy()
        d._play(me, c)
        assert got == pytest.approx(_brute(d, side, fast, 0.5 if n == 3 else 1.0))


def test_a_zero_model_leaves_the_tricks_points_alone():
    deal = _position(4, 7, 12, 1)
    zero = ValueModel({s: [0.0] * SIZE for s in (4, 8, 12, 16, 20)})
    fast = zero.evaluator(deal.trump, deal.card_points_table, deal.strength)
    me = deal.to_act
    side = _side(deal, me)
    search = TrickSearch(4, fast, deal.trump, deal.card_points_table, deal.strength, side,
                         tuple(deal.stock[::-1]), False)
    hands = [mask(h) for h in deal.hands]
    c = deal.legal_moves()[0]
    nh = list(hands)
    nh[me] ^= 1 << c
    table = tuple(deal.table) + (c,)
    # the last two seats: best for this side among the partner's answers to the worst
    # of the opponent's
    best = None
    opp, mate = (deal.leader + 2) % 4, (deal.leader + 3) % 4
    for o in deal.hands[opp]:
        worst = None
        for m in deal.hands[mate]:
            t = table + (o, m)
            w = (deal.leader + trick_winner(t, deal.trump, deal.strength)) % 4
            v = sum(deal.card_points_table[x] for x in t) * (1 if side[w] else -1)
            worst = v if worst is None else max(worst, v)
        best = worst if best is None else min(best, worst)
    assert search.value(nh, deal.leader, table) == best


def test_the_shipped_models_cover_the_middle_game():
    assert set(load_model(4).weights) == {4, 8, 12, 16, 20, 24}
    assert set(load_model(3).weights) == set(range(0, 28, 3))


@pytest.mark.parametrize("n", sorted(BLEND))
def test_expert_searches_the_middle_game_and_leaves_the_last_drawing_trick(n):
    deal = new_deal(n, 61)
    expert = make_player("expert", seed=5)
    hard = make_player("hard", seed=6)
    seen = {}
    while deal.stock_count > 0:
        seat = deal.to_act
        view = deal.view(seat)
        if seat == 0 and len(view.legal) > 1:
            card = expert.play(view)
            seen[view.stock] = expert.last_search.worlds
            again = make_player("expert", seed=5)
            assert again.play(view) == card and again.last_search == expert.last_search
        else:
            card = hard.play(view)
        deal.play(seat, card)
    for stock, worlds in seen.items():
        if stock == n:                              # the last drawing trick: the endgame
            assert 0 < worlds <= 16                 # search (3 players: rules_endgame.py)
        else:
            assert worlds == WORLDS, stock
    assert len(seen) >= 4


def test_no_search_without_a_blend_or_a_model():
    deal = _position(6, 1, 12, 0)
    assert not covers(deal.view(deal.to_act), load_model(4))
    deal = _position(4, 1, 12, 0)
    assert covers(deal.view(deal.to_act), load_model(4))
    assert not covers(deal.view(deal.to_act), None)


def test_trainer_labels_each_side_against_the_other():
    from train_value import side_diff, value_sides
    assert value_sides(4) == [(0, 2), (1, 3)]
    assert value_sides(6) == [(0, 2, 4), (1, 3, 5)]
    assert value_sides(3) == [(0,), (1,), (2,)]
    assert side_diff([10, 20, 30, 5], (0, 2)) == 15
    assert side_diff([40, 20, 30], (0,)) == 15.0


def test_screen_patches_a_dict_entry_with_an_integer_key(monkeypatch):
    from screen_team import apply_patch
    from briscola_gui.ai import team_midgame
    monkeypatch.setattr(team_midgame, "BLEND", dict(BLEND))
    apply_patch("team_midgame.BLEND.3=3.5")
    assert team_midgame.BLEND[3] == 3.5 and "3" not in team_midgame.BLEND
    assert team_midgame.BLEND[4] == BLEND[4]


@pytest.mark.parametrize("seed,stock,on_table", [(21, 24, 0), (22, 15, 1), (23, 6, 0), (24, 3, 1),
                                                 (25, 12, 0), (26, 9, 1)])
def test_three_player_opponents_answer_as_hard_would_from_their_own_seat(seed, stock, on_table):
    """In 3 players the search's opponents answer by hard's rules from their view rebuilt
    with the world's hand: in the real deal as the world, that is the card hard plays
    from the engine's own view of that seat, and the value is the engine's trick plus
    the model after the draws."""
    from briscola_gui.ai.team_midgame import RULES_ANSWER, answered_value
    assert 3 in RULES_ANSWER
    deal = _position(3, seed, stock, on_table)
    model = load_model(3)
    fast = model.evaluator(deal.trump, deal.card_points_table, deal.strength)
    me = deal.to_act
    side = _side(deal, me)
    view = deal.view(me)
    search = TrickSearch(3, fast, deal.trump, deal.card_points_table, deal.strength, side,
                         tuple(deal.stock[::-1]), False)
    hard = make_player("hard", seed=3)
    hands = [mask(h) for h in deal.hands]
    for c in deal.legal_moves():
        nh = list(hands)
        nh[me] ^= 1 << c
        got = answered_value(view, nh, tuple(deal.table) + (c,), search)
        d = deal.copy()
        d._play(me, c)
        while d.table:
            d._play(d.to_act, hard.play(d.view(d.to_act)))
        t = d.tricks[-1]
        mine = mask(d.hands[me])
        theirs = mask(d.hands[(me + 1) % 3]) | mask(d.hands[(me + 2) % 3])
        pts = t.points if t.winner == me else -0.5 * t.points
        want = pts + fast.value(mine, theirs, mine | theirs | mask(d.stock), t.winner == me,
                                len(d.stock))
        assert got == pytest.approx(want)


@pytest.mark.parametrize("n", sorted(BLEND))
def test_only_three_players_search_with_rules_answers(n, monkeypatch):
    from briscola_gui.ai import team_midgame
    calls = []
    real = team_midgame.answered_value

    def counting(*args):
        calls.append(1)
        return real(*args)
    monkeypatch.setattr(team_midgame, "answered_value", counting)
    deal = _position(n, 8, 15 if n == 3 else 16, 0)
    make_player("expert", seed=5).play(deal.view(deal.to_act))
    assert bool(calls) == (n == 3)
