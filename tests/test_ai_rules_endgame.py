"""The endgame with the opponents answering by ``hard``'s rules (ai/rules_endgame.py):
in the true world, the answers it predicts are the cards ``hard`` really plays, from
the later views it rebuilds from this seat's view (the tricks of the line added to the
history, the draws made); a line ends with every card played. No strength assertions:
strength is measured by ``sim`` and ``build/screen_team.py`` (docs/ai.md)."""
from __future__ import annotations

import pytest

from briscola_gui.ai import make_player, rules_endgame
from briscola_gui.ai.knowledge import Knowledge
from briscola_gui.ai.rules_endgame import RulesEndgame
from briscola_gui.commands.sim import deal_seed
from briscola_gui.engine import Rules, Smazzata, shuffled_deck


def endgame_at(n: int, stock: int, seed: int, d: int):
    """A deal of ``hard`` players run until seat 0 is to act with ``stock`` cards or
    fewer in the stock, and the endgame of its true world (hands, the stock's order)."""
    hard = make_player("hard", seed=3)
    deal = Smazzata(n, d % n, shuffled_deck(n, deal_seed(seed, d), "2C"), Rules())
    while not (deal.to_act == 0 and len(deal.stock) <= stock):
        deal.play(deal.to_act, hard.play(deal.view(deal.to_act)))
    view = deal.view(0)
    k = Knowledge(view, "full")
    game = RulesEndgame(view, [tuple(h) for h in deal.hands], k.cp, k.st, view.trump, 100.0,
                        draws=tuple(reversed(deal.stock)))
    return hard, deal, view, game


@pytest.mark.parametrize("n, stock", [(2, 4), (3, 0)])
def test_the_predicted_answers_are_the_cards_hard_plays(n, stock):
    checked = 0
    for d in range(10):
        hard, deal, view, game = endgame_at(n, stock, 5, d)
        start, drawn = len(deal.tricks), view.stock
        while deal.phase != "done":
            seat = deal.to_act
            now = deal.view(seat)
            card = hard.play(now)
            if seat != 0 and len(now.hand) > 1:
                assert game._answer(seat, tuple(tuple(h) for h in deal.hands), now.leader,
                                    tuple(now.table), tuple(deal.tricks[start:]),
                                    tuple(now.points), drawn - now.stock) == card
                checked += 1
            deal.play(seat, card)
    assert checked > 15


@pytest.mark.parametrize("n, stock", [(2, 2), (3, 0)])
def test_a_line_ends_with_every_card_played_and_the_points_shared_out(n, stock):
    _, deal, view, game = endgame_at(n, stock, 8, 1)
    cp = game.cp
    left = sum(cp[c] for h in deal.hands for c in h) + sum(cp[c] for c in view.table) + \
        sum(cp[c] for c in deal.stock)
    for c in view.legal:
        hands = tuple(tuple(x for x in h if x != c) if s == 0 else tuple(h)
                      for s, h in enumerate(deal.hands))
        final = game._line(hands, view.leader, tuple(view.table) + (c,), (), tuple(view.points), 0)
        assert sum(final) == sum(view.points) + left
        assert 0 <= game.root_value(c) <= left + 100


class Forgetful(dict):
    """A cache that keeps nothing: every answer and every line computed afresh."""

    def __setitem__(self, key, value):
        pass


@pytest.mark.parametrize("n, stock", [(2, 8), (3, 3)])
def test_a_state_is_answered_once_and_the_values_are_those_of_a_search_that_keeps_nothing(
        monkeypatch, n, stock):
    """``hard``'s answer depends on the state of a line (the hands, the leader, the table,
    the cards drawn), not on the order of the tricks before it: a transposition (the same
    tricks in another order) is not answered again, and the values do not change."""
    asked = []
    real = rules_endgame.hard_answer

    def counted(view, seat, hand, legal, **changes):
        played = frozenset(c for t in changes["tricks"] for c in t.cards)
        asked.append((seat, tuple(sorted(hand)), changes["table"], changes["leader"], played))
        return real(view, seat, hand, legal, **changes)
    monkeypatch.setattr(rules_endgame, "hard_answer", counted)
    transposed = 0
    for d in range(3):
        _, _, view, game = endgame_at(n, stock, 11, d)
        plain = RulesEndgame(view, game.hands, game.cp, game.st, game.trump, game.win, game.draws)
        plain.cache, plain.lines = Forgetful(), Forgetful()
        asked.clear()
        values = [game.root_value(c) for c in view.legal]
        assert len(asked) == len(set(asked))
        once = len(asked)
        assert values == [plain.root_value(c) for c in view.legal]
        transposed += len(set(asked)) < len(asked) - once
    assert transposed > 0                       # the plain search met transpositions


def test_three_players_play_the_rules_endgame_from_the_last_drawing_trick():
    """3 players: the endgame search (with the rules answers) decides from the last drawing
    trick, not under follow_suit (whose voids the answers do not follow)."""
    from dataclasses import replace

    from briscola_gui.ai import team_search
    _, deal, view, _ = endgame_at(3, 3, 8, 2)
    assert view.stock == 3 and team_search.RULES_3P >= 3
    assert team_search.searchable(view)
    assert not team_search.searchable(replace(view, rules=Rules(follow_suit=True)))
    expert = make_player("expert", seed=1)
    expert.play(view)
    assert 0 < expert.last_search.worlds <= team_search.WORLDS_DRAW


def test_changed_view_is_the_view_replace_makes():
    """hard_answer's cheap copy of the view: the fields ``dataclasses.replace`` would give,
    the original untouched, an unknown field refused."""
    from dataclasses import replace
    _, _, view, _ = endgame_at(2, 4, 5, 1)
    changes = dict(seat=1, hand=(3, 14), legal=(3, 14), to_act=1, table=(22,), stock=2)
    seen = rules_endgame.changed_view(view, **changes)
    assert seen == replace(view, **changes) and seen != view and view.seat == 0
    with pytest.raises(TypeError):
        rules_endgame.changed_view(view, trumps=1)
