"""What each legal card is worth to one seat, judged from that seat's view only.

``evaluate_moves`` is the entry point the move analysis uses (``briscola_gui/analysis``;
keep its shape stable). For a fixed number of worlds drawn from the view
(``ai/worlds.py``) it plays every legal card and finishes the deal: every seat then
plays ``expert``'s own rules (its tuned weights, no search) on its own view of that
world until the position is small enough for the exact solvers the expert searches
with (two players: 8 cards or fewer left in the stock; four to six: no stock and 12
cards or fewer in the hands), which settle the rest. Three players are played to the
end by the rules (the solvers maximise one side against the rest, which cannot say
which of two opponents finishes ahead). All cards of one world are played out in the
same world, so the differences between cards are not blurred by different deals.

The seed and the view fix every random draw, so the same view, worlds and seed give
the same values on every run and machine.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..engine.actions import Exchange
from ..engine.deal import Deal
from ..engine.shuffle import SplitMix64
from ..engine.view import SeatView
from .base import Cancelled, is_cancelled
from .expert import ExpertPlayer, WORLDS_2P
from .team_search import MAX_CARDS_N
from .knowledge import Knowledge, mix64, view_key
from .rules_player import HardPlayer
from .solver import Solver2, SolverN
from .worlds import sample_world, world_deal

SOLVE_STOCK_2P = max(WORLDS_2P)      # two players: solve exactly from this stock size down


@dataclass(frozen=True)
class MoveValue:
    """One legal card's worth, averaged over the worlds. ``points``: the final points of
    the seat's side; ``diff``: those minus the other side's (three players: minus the
    best of the two others); ``win``: the chance (0..1) the seat's side wins the deal.
    ``world_points`` and ``world_wins``: the same per world, in world order (the worlds
    are the same for every card of one view, so two cards can be compared world by world)."""
    card: int
    points: float
    diff: float
    win: float
    worlds: int
    world_points: tuple = ()
    world_wins: tuple = ()


@dataclass(frozen=True)
class Outcome:
    """How one played-out world ended for the judged seat's side."""
    mine: int
    diff: int
    win: float


class _ExpertRules(ExpertPlayer):
    """The expert's rules and weights without its search: the play-out policy."""

    def play(self, view, cancel=None):
        return HardPlayer.play(self, view, cancel)


def evaluate_moves(view: SeatView, worlds: int, seed: int, cancel=None) -> list[MoveValue]:
    """The value of each card in ``view.legal`` (in that order) over ``worlds`` sampled
    worlds. Used by the move analysis of a finished smazzata. Raises Cancelled when
    ``cancel`` (a threading.Event) is set; ValueError for a view that is not a turn to play."""
    legal = list(view.legal)
    if view.phase != "play" or not legal or view.to_act != view.seat:
        raise ValueError(f"seat {view.seat} has no card to play in this view")
    if worlds < 1:
        raise ValueError(f"worlds must be at least 1, not {worlds}")
    knowledge = Knowledge(view, "full", learned_partner=True)
    policy = _ExpertRules(seed=seed)
    base_key = mix64(seed, view_key(view))
    outcomes: dict[int, list[Outcome]] = {c: [] for c in legal}
    for w in range(worlds):
        if is_cancelled(cancel):
            raise Cancelled()
        rng = SplitMix64(mix64(base_key, w))
        start = world_deal(view, sample_world(view, rng, knowledge))
        for c in legal:
            deal = start.copy()
            deal._play(view.seat, c)
            outcomes[c].append(play_out(deal, view.seat, policy, cancel))
    return [_average(c, outcomes[c]) for c in legal]


def _average(card: int, outs: list[Outcome]) -> MoveValue:
    k = len(outs)
    return MoveValue(card, sum(o.mine for o in outs) / k, sum(o.diff for o in outs) / k,
                     sum(o.win for o in outs) / k, k, tuple(o.mine for o in outs),
                     tuple(o.win for o in outs))


def play_out(deal: Deal, me: int, policy, cancel=None) -> Outcome:
    """Finish ``deal`` (a world: every hand known) with ``policy`` on each seat's view,
    then the exact solver once it can; how it ends for ``me``'s side."""
    n = deal.players
    while deal.phase != "done":
        if n == 2 and deal.stock_count <= SOLVE_STOCK_2P:
            return _solve2(deal, me, cancel)
        if n in (4, 5, 6) and deal.stock_count == 0 and \
                sum(len(h) for h in deal.hands) <= MAX_CARDS_N:
            return _solve_n(deal, me, cancel)
        seat = deal.to_act
        move = policy.play(deal.view(seat))
        if isinstance(move, Exchange):
            deal.exchange(seat, move.card)
        else:
            deal._play(seat, move)
    return _finished(deal, me)


def _side(deal: Deal, me: int) -> tuple:
    return next(team for team in deal.teams if me in team)


def _remaining(deal: Deal) -> int:
    cp = deal.card_points_table
    cards = [c for h in deal.hands for c in h] + list(deal.table)
    cards += getattr(deal, "stock", [])
    return sum(cp[c] for c in cards)


def _outcome(deal: Deal, me: int, mine: int, theirs: int) -> Outcome:
    if deal.players == 5:
        caller_side = me in _side(deal, deal.caller)
        caller_points = mine if caller_side else theirs
        won = caller_points >= deal.target
        return Outcome(mine, mine - theirs, 1.0 if won == caller_side else 0.0)
    win = 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
    return Outcome(mine, mine - theirs, win)


def _mask(cards) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def _solve2(deal: Deal, me: int, cancel) -> Outcome:
    opp = 1 - me
    draws = list(reversed(deal.stock))
    solver = Solver2(deal.trump, deal.card_points_table, deal.strength, draws, cancel=cancel)
    leader = 0 if deal.leader == me else 1
    lead = deal.table[0] if deal.table else -1
    taken = solver.value(_mask(deal.hands[me]), _mask(deal.hands[opp]), 0, leader, lead, -1, 1000)
    mine = deal.points[me] + taken
    theirs = deal.points[opp] + _remaining(deal) - taken
    return _outcome(deal, me, mine, theirs)


def _solve_n(deal: Deal, me: int, cancel) -> Outcome:
    n = deal.players
    side = _side(deal, me)
    solver = SolverN(n, deal.trump, deal.card_points_table, deal.strength,
                     tuple(s in side for s in range(n)), cancel=cancel)
    hands = tuple(_mask(h) for h in deal.hands)
    taken = solver.value(hands, deal.leader, tuple(deal.table), deal.must_follow, -1, 1000)
    mine = sum(deal.points[s] for s in side) + taken
    theirs = sum(deal.points) + _remaining(deal) - mine
    return _outcome(deal, me, mine, theirs)


def _finished(deal: Deal, me: int) -> Outcome:
    points = deal.points
    if deal.players == 3:
        best_other = max(points[s] for s in range(3) if s != me)
        mine = points[me]
        win = 1.0 if mine > best_other else 0.5 if mine == best_other else 0.0
        return Outcome(mine, mine - best_other, win)
    side = _side(deal, me)
    mine = sum(points[s] for s in side)
    return _outcome(deal, me, mine, sum(points) - mine)
