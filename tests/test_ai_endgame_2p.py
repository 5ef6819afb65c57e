"""The two-player expert's endgame window (ai/expert.py): with 8 cards in the stock it leads
by ``hard``'s rules and answers by the search; a won game weighs ``WIN_POINTS_2P`` card
points in the search's values. No strength assertions: strength is measured by
``build/screen_team.py`` and ``sim`` (docs/ai.md, session 16)."""
from __future__ import annotations

import pytest

from briscola_gui.ai import expert as expert_module
from briscola_gui.ai import make_player, opponent_2p
from briscola_gui.commands.sim import deal_seed
from briscola_gui.engine import Rules, Smazzata, shuffled_deck


def views_at(stock: int, deals: int = 12):
    """Seat 0's views with ``stock`` cards in the stock and a choice to make, in deals
    played by two ``hard``."""
    hard = make_player("hard", seed=3)
    for d in range(deals):
        deal = Smazzata(2, d % 2, shuffled_deck(2, deal_seed(19, d), "2C"), Rules())
        while deal.stock or deal.hands[deal.to_act]:
            seat = deal.to_act
            view = deal.view(seat)
            if seat == 0 and view.stock == stock and len(view.legal) > 1:
                yield view
            deal.play(seat, hard.play(view))
            if len(deal.stock) < stock:
                break


def test_with_8_cards_in_the_stock_the_expert_leads_by_the_rules_and_answers_by_search():
    hard = make_player("hard", seed=3)
    led = answered = 0
    for view in views_at(8):
        expert = make_player("expert", seed=3)
        card = expert.play(view)
        if view.table:              # answering: the endgame search, as from 6 cards down
            assert expert.last_search.worlds > 0
            answered += 1
        else:                       # leading: hard's card, no world searched
            assert card == hard.play(view)
            assert expert.last_search.worlds == 0
            led += 1
    assert led >= 3 and answered >= 3
    for view in views_at(6, 4):     # with 6 cards the expert leads by the search
        if not view.table:
            expert = make_player("expert", seed=3)
            expert.play(view)
            assert expert.last_search.worlds > 0


@pytest.mark.parametrize("win_points, played", [(100.0, "sure"), (50.0, "rich")])
def test_a_won_game_weighs_win_points_in_the_endgame_values(monkeypatch, win_points, played):
    """A card that wins in every sampled world against one that wins in 4 worlds of 5 with
    20 more points in those: at 100 points a win (shipped) the first, at 50 the second."""
    view = next(v for v in views_at(8) if v.table)
    cards = {"sure": view.legal[0], "rich": view.legal[1]}
    need = 61 - view.points[0]          # the card points from here that win the game
    calls = []

    class Fake:
        """Solver2's stand-in: the points of each card in the n-th world solved."""
        nodes = 1

        def __init__(self, *args, **kwargs):
            calls.append(self)

        def root_values(self, h0, opp, leader, lead, legal):
            lost = len(calls) % 5 == 0
            rich = need - 3 if lost else need + 20
            return {c: need if c == cards["sure"] else rich if c == cards["rich"] else 0
                    for c in legal}

    monkeypatch.setattr(expert_module, "Solver2", Fake)
    monkeypatch.setattr(expert_module, "WIN_POINTS_2P", win_points)
    monkeypatch.setattr(opponent_2p, "read_share",
                        lambda view, worlds, applies: ([(w, 1.0) for w, _ in worlds], 0.0))
    player = make_player("expert", seed=3)
    assert player.play(view) == cards[played]
    assert player.last_search.worlds == len(calls) == 20
