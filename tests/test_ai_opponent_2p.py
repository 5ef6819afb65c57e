"""Which opponent the two-player expert meets (ai/opponent_2p.py): the evidence of the
opponent's plays raises the share of the rules-answer value against ``hard`` and lowers
it against a player that plays otherwise; at the two ends of the share the expert plays
the rules endgame's card or Solver2's. No strength assertions: strength is measured by
``build/screen_team.py`` and ``sim`` (docs/ai.md)."""
from __future__ import annotations

import pytest

from briscola_gui.ai import make_player, opponent_2p
from briscola_gui.ai.knowledge import Knowledge
from briscola_gui.ai.rules_endgame import RulesEndgame
from briscola_gui.ai.rules_player import HardPlayer
from briscola_gui.commands.sim import deal_seed
from briscola_gui.engine import Rules, Smazzata, shuffled_deck


class Contrary(HardPlayer):
    """Plays the card hard's rules like least."""

    def play(self, view, cancel=None):
        scores = self.scores(view)
        return min(view.legal, key=lambda c: (scores[c], c))


def deal_until(opponent, stock: int, d: int):
    """A deal (seat 0 ``hard``, seat 1 ``opponent``) run until seat 0 is to act with
    ``stock`` cards or fewer in the stock."""
    hard = make_player("hard", seed=3)
    deal = Smazzata(2, d % 2, shuffled_deck(2, deal_seed(17, d), "2C"), Rules())
    while not (deal.to_act == 0 and len(deal.stock) <= stock):
        seat = deal.to_act
        deal.play(seat, (hard if seat == 0 else opponent).play(deal.view(seat)))
    return deal


def share_in_true_world(opponent, d: int) -> float:
    deal = deal_until(opponent, 0, d)
    evidence = opponent_2p.Evidence(deal.view(0))
    evidence.read(tuple(deal.hands[1]))
    return evidence.rules_share()


def test_the_rules_share_follows_the_opponents_plays():
    hard = [share_in_true_world(make_player("hard", seed=5), d) for d in range(6)]
    other = [share_in_true_world(Contrary(seed=5), d) for d in range(6)]
    assert min(hard) > opponent_2p.PRIOR > max(other)


@pytest.mark.parametrize("prior", [0.0, 1.0])
def test_the_ends_of_the_share_play_solver2_or_the_rules_endgame(monkeypatch, prior):
    monkeypatch.setattr(opponent_2p, "ADAPTIVE", False)
    monkeypatch.setattr(opponent_2p, "PRIOR", prior)
    expert, solver_only = make_player("expert", seed=3), make_player("expert", seed=3)
    differ = 0
    for d in range(12):
        deal = deal_until(make_player("hard", seed=5), 0, d)
        view = deal.view(0)
        if len(view.legal) < 2:
            continue
        card = expert.play(view)
        if prior:                   # every card is known: one world, the true one
            k = Knowledge(view, "full")
            game = RulesEndgame(view, [tuple(h) for h in deal.hands], k.cp, k.st, view.trump, 100.0)
            best = max(view.legal, key=lambda c: (game.root_value(c), -c))
            assert card == best
        stock = opponent_2p.RULES_STOCK_2P
        monkeypatch.setattr(opponent_2p, "RULES_STOCK_2P", -1)
        plain = solver_only.play(view)
        monkeypatch.setattr(opponent_2p, "RULES_STOCK_2P", stock)
        if not prior:
            assert card == plain
        differ += card != plain
    assert prior == 0.0 or differ > 0


def test_with_six_cards_in_the_stock_the_rules_lines_are_mixed_in_every_world(monkeypatch):
    """The mixture starts with 6 cards in the stock (session 14; 4 before): mixed, each
    sampled world is played out by the rules and solved by Solver2 (the last one dropped
    when the node limit ends it); a seed reproduces the card and the search."""
    monkeypatch.setattr(opponent_2p, "ADAPTIVE", False)
    built = []
    real_init = RulesEndgame.__init__

    def counting_init(self, *args, **kwargs):
        built.append(self)
        real_init(self, *args, **kwargs)
    monkeypatch.setattr(RulesEndgame, "__init__", counting_init)
    checked = 0
    for d in range(6):
        view = deal_until(make_player("hard", seed=5), 6, d).view(0)
        if view.stock != 6 or len(view.legal) < 2:
            continue
        assert opponent_2p.applies(view)
        built.clear()
        expert = make_player("expert", seed=3)
        card = expert.play(view)
        # the last world is dropped when Solver2 runs out of nodes in it
        assert 0 < expert.last_search.worlds <= len(built) <= expert.last_search.worlds + 1
        again = make_player("expert", seed=3)
        assert again.play(view) == card and again.last_search == expert.last_search
        checked += 1
    assert checked >= 3


def test_the_lead_answer_is_the_card_hard_plays():
    """In the true world, the middle game's rules answer to this seat's lead is the card
    ``hard`` then plays (the view it answers from rebuilt from this seat's)."""
    hard, other = make_player("hard", seed=3), make_player("hard", seed=5)
    checked = 0
    for d in range(4):
        deal = Smazzata(2, d % 2, shuffled_deck(2, deal_seed(19, d), "2C"), Rules())
        while len(deal.stock) > 8:
            seat = deal.to_act
            view = deal.view(seat)
            card = (hard if seat == 0 else other).play(view)
            if seat == 0 and not view.table:
                answer = opponent_2p.LeadAnswer(view, tuple(deal.hands[1]))
                deal.play(seat, card)
                assert answer(card) == other.play(deal.view(1))
                checked += 1
                continue
            deal.play(seat, card)
    assert checked > 10


def test_the_middle_game_lead_values_mix_the_rules_answer():
    """With the share at 1 a lead's value is the trick answered by the rules, at 0 the
    worst answer's; in between, the mixture."""
    from briscola_gui.ai.midgame import ShallowSearch
    from briscola_gui.ai.value_model import load_model
    from briscola_gui.ai.two_player_worlds import card_mask

    deal = Smazzata(2, 0, shuffled_deck(2, deal_seed(23, 0), "2C"), Rules())
    view = deal.view(0)
    k = Knowledge(view, "full")
    fast = load_model().evaluator(k.trump, k.cp, k.st)
    h0, h1 = card_mask(deal.hands[0]), card_mask(deal.hands[1])
    answer = opponent_2p.LeadAnswer(view, tuple(deal.hands[1]))
    rows = {}
    for share in (0.0, 0.5, 1.0):
        search = ShallowSearch(fast, k.trump, k.cp, k.st, list(deal.stock))
        rows[share] = search.root_values(h0, h1, 0, -1, view.legal, 1, answer, share)
    search = ShallowSearch(fast, k.trump, k.cp, k.st, list(deal.stock))
    for c in view.legal:
        a = answer(c)
        ruled = search.after_trick(h0 ^ (1 << c), h1 ^ (1 << a), 0, 0, c, a, 1)
        assert rows[1.0][c] == pytest.approx(ruled)
        assert rows[0.0][c] <= ruled + 1e-9
        assert rows[0.5][c] == pytest.approx((rows[0.0][c] + ruled) / 2)
