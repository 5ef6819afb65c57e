"""The exact solvers agree with brute force: Solver2 (2 players), SolverN with draws (teams)
and SolverMaxN (3 players, each for himself), on small random endgames."""
from __future__ import annotations

import random

import pytest

from briscola_gui.ai.solver import Solver2
from briscola_gui.engine import Rules

from enginehelpers import new_deal


def brute_side(deal, side):
    """The card points ``side`` (a set of seats) takes from here on, that side maximising."""
    if deal.phase == "done":
        return 0
    best = None
    for c in deal.legal_moves():
        d = deal.copy()
        before = sum(d.card_points[s] for s in side)
        d._play(d.to_act, c)
        v = sum(d.card_points[s] for s in side) - before + brute_side(d, side)
        if best is None or (v > best if deal.to_act in side else v < best):
            best = v
    return best


@pytest.mark.parametrize("seed", range(12))
def test_solver2_matches_brute_force(seed):
    rng = random.Random(seed)
    deal = new_deal(2, 900 + seed, Rules(piemonte=seed % 3 == 0))
    target = rng.choice((0, 2, 4))
    while deal.stock_count > target:
        deal._play(deal.to_act, rng.choice(deal.legal_moves()))
    if rng.random() < 0.5:
        deal._play(deal.to_act, rng.choice(deal.legal_moves()))
    me = deal.to_act
    s = Solver2(deal.trump, deal.card_points_table, deal.strength, deal.stock[::-1])
    h0 = sum(1 << c for c in deal.hands[me])
    h1 = sum(1 << c for c in deal.hands[1 - me])
    values = s.root_values(h0, h1, 0 if deal.leader == me else 1,
                           deal.table[0] if deal.table else -1, deal.legal_moves())
    for c, v in values.items():
        d = deal.copy()
        before = d.card_points[me]
        d._play(me, c)
        assert v == d.card_points[me] - before + brute_side(d, {me})


@pytest.mark.parametrize("n,seed", [(3, 0), (3, 1), (3, 2), (4, 3), (4, 4)])
def test_solver_n_with_draws_matches_brute_force(n, seed):
    """At the last drawing trick (the face-up card drawn by the seat before the winner)
    the team solver with the stock's order agrees with playing every line out."""
    from briscola_gui.ai.solver import SolverN
    from briscola_gui.ai.team_search import finish_trick
    rng = random.Random(seed)
    deal = new_deal(n, 700 + seed, Rules(piemonte=seed % 2 == 1))
    while deal.stock_count > n or len(deal.table) < {3: 0, 4: 2}[n]:
        deal._play(deal.to_act, rng.choice(deal.legal_moves()))
    me = deal.to_act
    side = next(t for t in deal.teams if me in t)
    s = SolverN(n, deal.trump, deal.card_points_table, deal.strength,
                tuple(x in side for x in range(n)), draws=deal.stock[::-1])
    hands = [sum(1 << c for c in deal.hands[x]) for x in range(n)]
    for c in deal.legal_moves():
        nh = list(hands)
        nh[me] ^= 1 << c
        table = tuple(deal.table) + (c,)
        if len(table) < n:
            v = s.value(tuple(nh), deal.leader, table, False, -1, 1000)
        else:
            v = finish_trick(s, tuple(nh), deal.leader, table, False)
        d = deal.copy()
        before = sum(d.card_points[x] for x in side)
        d._play(me, c)
        assert v == sum(d.card_points[x] for x in side) - before + brute_side(d, side)


def brute_each_for_himself(deal, me):
    """Points per seat from here on when every seat plays for its own points (ties: the
    move worst for ``me``; for ``me``: the one leaving the best other seat lowest)."""
    n = deal.players
    if deal.phase == "done":
        return (0,) * n
    best = best_key = None
    seat = deal.to_act
    for c in sorted(deal.legal_moves()):
        d = deal.copy()
        before = list(d.card_points)
        d._play(seat, c)
        rest = brute_each_for_himself(d, me)
        v = tuple(d.card_points[s] - before[s] + rest[s] for s in range(n))
        key = (v[me], -max(x for s, x in enumerate(v) if s != me)) if seat == me else (v[seat], -v[me])
        if best is None or key > best_key:
            best, best_key = v, key
    return best


@pytest.mark.parametrize("seed", range(6))
def test_three_player_solver_matches_brute_force(seed):
    """Each for himself, with no stock (seeds 0-3) and at the last drawing trick (4, 5)."""
    from briscola_gui.ai.solver import SolverMaxN
    rng = random.Random(seed)
    deal = new_deal(3, 800 + seed, Rules(follow_suit=seed == 3))
    stock = 3 if seed >= 4 else 0
    while deal.stock_count > stock or len(deal.table) < seed % 3:
        deal._play(deal.to_act, rng.choice(deal.legal_moves()))
    me = deal.to_act
    s = SolverMaxN(3, deal.trump, deal.card_points_table, deal.strength, me,
                   draws=deal.stock[::-1])
    hands = tuple(sum(1 << c for c in deal.hands[x]) for x in range(3))
    assert s.points(hands, deal.leader, tuple(deal.table), seed == 3) == \
        brute_each_for_himself(deal, me)


def test_solver2_sorts_each_hand_once_and_later_solvers_reuse_the_orders(monkeypatch):
    """The move order is a function of the hand and the card led only: each is sorted
    once, kept for the next world's solver, and the values do not change."""
    from briscola_gui.ai import solver as solver_module
    monkeypatch.setattr(solver_module, "_ORDERS", {})
    sorts = []
    real = Solver2._sorted
    monkeypatch.setattr(Solver2, "_sorted", lambda self, m, lead: sorts.append((m, lead))
                        or real(self, m, lead))
    deal = new_deal(2, 905, Rules())
    while deal.stock_count > 4:
        deal._play(deal.to_act, deal.legal_moves()[0])
    me = deal.to_act
    h0 = sum(1 << c for c in deal.hands[me])
    h1 = sum(1 << c for c in deal.hands[1 - me])
    args = (h0, h1, 0 if deal.leader == me else 1, -1, deal.legal_moves())
    first = Solver2(deal.trump, deal.card_points_table, deal.strength, deal.stock[::-1])
    values = first.root_values(*args)
    assert sorts and len(sorts) == len(set(sorts)) < first.nodes
    count = len(sorts)
    again = Solver2(deal.trump, deal.card_points_table, deal.strength, deal.stock[::-1])
    assert again.root_values(*args) == values and len(sorts) == count
