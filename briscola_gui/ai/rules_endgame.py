"""The expert's endgame with the opponents answering by ``hard``'s rules (2 and 3 players).

Why: the endgame searches (``Solver2`` in two players, ``SolverMaxN`` in three) solve
each sampled world as if every seat saw every hand and played its best with it. The
opponents do not: each sees its own hand and the public game. In the 3-player middle
game, answering as ``hard``'s rules would from the opponent's own seat in each world
(``team_midgame.rules_answer``) was measured better than the open-handed minimax; here
the same model plays the endgame out. In each sampled world (the hidden hands, and while
the stock lasts its order: ``draws``, the winner of a trick drawing first) every line is
played to the end: this seat chooses its best card at each of its turns, each opponent
answers (or leads) by the rules from the view it would have then (this seat's public
view with the tricks of the line added to the history, the draws made, its hand in that
world). A line's value is this seat's points from now on plus ``win_bonus`` for a won
smazzata (half for a tie at the top), as the solvers count it. Measured in docs/ai.md
(*The endgame against the rules*): in 3 players better against ``hard``, ``medium`` and
no worse against the expert as it was; in 2 players better against ``hard`` but worse
against the expert as it was when used alone, so 2 players mix its value with
``Solver2``'s by how likely the opponent is to play by these rules (``opponent_2p.py``).

A rules answer costs about 0.08 ms and charges ``ANSWER_NODES`` to the decision's node
limit, so a seed still reproduces a game. In a world every card's place is known, so the
state of a line (the hands, the leader, the table, the cards drawn) fixes the cards played:
``hard``'s answer depends on nothing else (not the order of the tricks, not the points), so
answers are kept by that state, and a line's outcome by it and the points (transpositions:
the same tricks in another order). Exact: the same values at half the cost with 8 cards in
the stock (docs/ai.md, session 14).
"""
from __future__ import annotations

from ..engine.deal import trick_winner
from ..engine.records import Trick
from .knowledge import Knowledge
from .rules_player import HardPlayer, evaluate

ANSWER_NODES = 40           # what one rules answer charges to the node limit (about its cost)


def changed_view(view, **changes):
    """``dataclasses.replace(view, **changes)`` for a SeatView (a frozen dataclass with no
    ``__post_init__``: a copy of its fields) at a third of the cost: the rules lines ask
    for thousands of answers a decision."""
    unknown = changes.keys() - view.__dict__.keys()
    if unknown:
        raise TypeError(f"SeatView has no field {sorted(unknown)[0]!r}")
    seen = object.__new__(type(view))
    seen.__dict__.update(view.__dict__)
    seen.__dict__.update(changes)
    return seen


def hard_answer(view, seat: int, hand: tuple, legal, **changes) -> int:
    """The card ``hard``'s rules play for ``seat`` holding ``hand`` (from a sampled
    world): its view is this seat's public view with ``changes`` (the table, the hand
    sizes, a later history); ties go to the lowest card, as ``hard`` plays."""
    if len(legal) == 1:
        return legal[0]
    seen = changed_view(view, seat=seat, hand=hand, legal=tuple(legal), to_act=seat,
                        exchanges=(), allowed=(), **changes)
    scores = evaluate(seen, Knowledge(seen, HardPlayer.memory, HardPlayer.learned_partner),
                      HardPlayer.refined, HardPlayer.params)
    return max(legal, key=lambda c: (scores[c], -c))


class RulesEndgame:
    """One sampled world's endgame for ``view.seat``; ``hands`` per seat as card lists."""

    def __init__(self, view, hands, cp, st, trump: int, win_bonus: float, draws=()):
        self.view = view
        self.n = view.players
        self.draws = tuple(draws)
        self.me = view.seat
        self.cp, self.st, self.trump = cp, st, trump
        self.win = win_bonus
        self.hands = [tuple(h) for h in hands]
        self.nodes = 0
        self.cache: dict = {}        # rules answers by (seat, hands, leader, table, d)
        self.lines: dict = {}        # final points by (hands, leader, table, points, d)

    def root_value(self, card: int) -> float:
        """This seat's value of playing ``card`` now: its points from here plus the
        bonus for a won smazzata."""
        v = self.view
        hands = list(self.hands)
        hands[self.me] = tuple(c for c in hands[self.me] if c != card)
        final = self._line(tuple(hands), v.leader, tuple(v.table) + (card,), (), tuple(v.points), 0)
        return self._judge(final)

    def _judge(self, final: tuple) -> float:
        me = self.me
        best_other = max(x for s, x in enumerate(final) if s != me)
        won = 1.0 if final[me] > best_other else (0.5 if final[me] == best_other else 0.0)
        return final[me] - self.view.points[me] + self.win * won

    def _line(self, hands: tuple, leader: int, table: tuple, done: tuple, points: tuple,
              d: int) -> tuple:
        """The final points per seat when the game goes on from here (this seat
        choosing its best, the opponents by the rules); ``d`` cards of ``draws`` drawn."""
        key = (hands, leader, table, points, d)
        final = self.lines.get(key)
        if final is None:
            final = self.lines[key] = self._play_on(hands, leader, table, done, points, d)
        return final

    def _play_on(self, hands: tuple, leader: int, table: tuple, done: tuple, points: tuple,
                 d: int) -> tuple:
        self.nodes += 1
        n = self.n
        if len(table) == n:
            w = (leader + trick_winner(table, self.trump, self.st)) % n
            pts = sum(self.cp[c] for c in table)
            points = tuple(p + pts if s == w else p for s, p in enumerate(points))
            done = done + (Trick(leader, table, w, pts),)
            if d < len(self.draws):             # each draws, the winner first
                hands = list(hands)
                for i in range(n):
                    s = (w + i) % n
                    hands[s] = hands[s] + (self.draws[d + i],)
                hands, d = tuple(hands), d + n
            if not any(hands):
                return points
            return self._line(hands, w, (), done, points, d)
        seat = (leader + len(table)) % n
        if seat == self.me:
            best = best_key = None
            for c in sorted(hands[seat]):
                nh = list(hands)
                nh[seat] = tuple(x for x in hands[seat] if x != c)
                final = self._line(tuple(nh), leader, table + (c,), done, points, d)
                key = self._judge(final)
                if best is None or key > best_key:
                    best, best_key = final, key
            return best
        card = self._answer(seat, hands, leader, table, done, points, d)
        nh = list(hands)
        nh[seat] = tuple(x for x in hands[seat] if x != card)
        return self._line(tuple(nh), leader, table + (card,), done, points, d)

    def _answer(self, seat: int, hands: tuple, leader: int, table: tuple, done: tuple,
                points: tuple, d: int = 0) -> int:
        hand = hands[seat]
        if len(hand) == 1:
            return hand[0]
        key = (seat, hands, leader, table, d)
        hit = self.cache.get(key)
        if hit is not None:
            return hit
        self.nodes += ANSWER_NODES
        card = hard_answer(self.view, seat, hand, hand, table=table, leader=leader,
                           tricks=tuple(self.view.tricks) + done, points=points,
                           hand_sizes=tuple(len(h) for h in hands),
                           stock=len(self.draws) - d)
        self.cache[key] = card
        return card
