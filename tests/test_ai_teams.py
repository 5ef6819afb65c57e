"""The expert in the team games (4 and 6 players): what its search counts and what its rules
weigh at the last drawing trick. No strength assertions: those are `sim` runs (docs/ai.md)."""
from __future__ import annotations

import random

from briscola_gui.ai import make_player
from briscola_gui.ai.knowledge import Knowledge
from briscola_gui.ai.rules_player import HardPlayer, evaluate
from briscola_gui.ai.team_search import WIN_BONUS, _add_win, sides_in_world
from briscola_gui.engine.deal import trick_winner

from enginehelpers import new_deal


def test_a_won_smazzata_counts_in_the_team_search():
    """The value of a card in a world is the side's points from here on plus the bonus
    exactly when the side then ends with 61 or more (half of it at 60)."""
    for n, seed in ((4, 3), (4, 8), (6, 5)):
        rng = random.Random(seed)
        deal = new_deal(n, 300 + seed)
        while deal.stock_count > 0 or len(deal.table) < 2:
            deal._play(deal.to_act, rng.choice(deal.legal_moves()))
        view = deal.view(deal.to_act)
        hands = [list(h) for h in deal.hands]
        side = sides_in_world(view, hands, None)
        have = sum(view.points[s] for s in range(n) if side[s])
        values = {c: float(v) for c, v in zip(view.legal, range(58 - have, 64 - have))}
        raw = dict(values)
        _add_win(values, view, hands, (), side, Knowledge(view).cp, WIN_BONUS[n])
        for c, v in raw.items():
            total = have + v
            bonus = WIN_BONUS[n] if total >= 61 else (WIN_BONUS[n] / 2 if total == 60 else 0)
            assert values[c] == v + bonus


def _last_drawing_trick_positions(n: int, deals: int):
    """Views of the last seat to play at the last drawing trick: the face-up card the Asso
    or the 3 of trumps, an opponent winning a trick of at most 15 points, the seat holding
    a card that would take it and a plain liscio that would not."""
    rng = random.Random(n)
    for seed in range(deals):
        deal = new_deal(n, 500 + seed)
        while deal.stock_count > n or len(deal.table) < n - 1:
            deal._play(deal.to_act, rng.choice(deal.legal_moves()))
        view = deal.view(deal.to_act)
        k = Knowledge(view, "full", True)
        table = list(view.table)
        winner = (view.leader + trick_winner(table, view.trump, k.st)) % n
        if k.st[view.trump_card] < 8 or sum(k.cp[c] for c in table) > 15 or \
                (winner - view.seat) % 2 == 0:
            continue
        wins = [c for c in view.legal if trick_winner(table + [c], view.trump, k.st) == n - 1]
        loses = [c for c in view.legal if c not in wins and k.cp[c] == 0 and c // 10 != view.trump]
        if wins and loses:
            yield view, k, wins, loses


def test_six_player_expert_lets_a_trick_go_to_get_the_face_up_briscola():
    """At the last drawing trick the seat before the trick's winner draws the face-up card:
    in 4 and 6 players always an opponent of the winner. With the face-up Asso or 3 of
    trumps and at most 15 points on the table, the expert's rules (6 players) let the
    opponents' trick go, so that the face-up card comes to its side; hard's rules take
    such tricks."""
    expert = make_player("expert", seed=1)
    positions = hard_takes = 0
    for view, k, wins, loses in _last_drawing_trick_positions(6, 400):
        scores = evaluate(view, k, True, expert.params_for(view))
        assert max(scores[c] for c in loses) > max(scores[c] for c in wins)
        hard = evaluate(view, k, True, HardPlayer.params)
        hard_takes += max(hard[c] for c in wins) > max(hard[c] for c in loses)
        positions += 1
    assert positions >= 10 and hard_takes >= 5
