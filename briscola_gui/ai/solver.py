"""Exact search of small perfect-information positions.

``Solver2`` is the two-player endgame: both hands and the order of the stock are
known (a sampled world, or the real position once the stock is gone). It returns
the points the maximising seat takes from here on, by alpha-beta with a
transposition table keyed on (hands, cards drawn, leader, card on the table) and
move ordering. The points still to come only depend on that key, so a value
found once is reused in every line that reaches it.

``SolverN`` does the same for 3 to 6 players: the maximising side against
everybody else, with no cards left to draw or the stock's order known (``draws``:
after each trick every seat draws one, the winner first).
"""
from __future__ import annotations

import time

from ..engine.deal import trick_winner
from .base import Cancelled, OutOfNodes

CHECK_EVERY = 1024          # nodes between two looks at the clock and the cancel event
ORDERS_KEPT = 100_000       # Solver2's move orders kept (by trump and tables) before a fresh start
_ORDERS: dict = {}


def stored_bounds(entry, best: int, a0: int, b0: int) -> tuple[int, int]:
    """The transposition-table bounds after a search of the window (a0, b0) returned
    ``best``: an upper bound when it failed low, a lower bound when it failed high,
    the exact value otherwise (narrowing what ``entry`` already knew)."""
    lo, hi = entry if entry is not None else (0, 1000)
    if best <= a0:
        return lo, min(hi, best)
    if best >= b0:
        return max(lo, best), hi
    return best, best


def bits(mask: int):
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


class _Search:
    """What both solvers share: the card tables, the transposition table, the node count
    and the stop conditions: ``max_nodes`` (a fixed count: raises OutOfNodes, the same on
    every machine), a deadline on perf_counter and a cancel Event (both raise Cancelled,
    looked at every CHECK_EVERY nodes)."""

    def __init__(self, trump, cp, st, deadline=None, cancel=None, max_nodes=None):
        self.trump = trump
        self.cp = cp
        self.st = st
        self.tt: dict = {}
        self.nodes = 0
        self.deadline = deadline
        self.cancel = cancel
        self.max_nodes = max_nodes
        self._next_check = 0
        self._schedule()

    def _schedule(self):
        nxt = self.nodes + CHECK_EVERY
        if self.max_nodes is not None:
            nxt = min(nxt, self.max_nodes + 1)
        self._next_check = nxt

    def _check(self):
        """Called when ``nodes`` reaches the next checkpoint."""
        if self.max_nodes is not None and self.nodes > self.max_nodes:
            raise OutOfNodes()
        if self.deadline is not None and time.perf_counter() > self.deadline:
            raise Cancelled()
        if self.cancel is not None and self.cancel.is_set():
            raise Cancelled()
        self._schedule()


class Solver2(_Search):
    """Two players, seat 0 maximises. ``draws`` is the stock in drawing order."""

    def __init__(self, trump, cp, st, draws, deadline=None, cancel=None, max_nodes=None):
        super().__init__(trump, cp, st, deadline, cancel, max_nodes)
        self.draws = draws
        # the move orders of this trump and these tables, kept for every later solver
        self.orders = _ORDERS.setdefault((trump, tuple(cp), tuple(st)), {})
        if len(self.orders) > ORDERS_KEPT:
            self.orders.clear()

    def _order(self, mask: int, lead: int):
        """The cards of ``mask`` in the order tried (a function of the mask and the lead
        only, so each is sorted once)."""
        key = (mask, lead)
        cards = self.orders.get(key)
        if cards is None:
            cards = self.orders[key] = tuple(self._sorted(mask, lead))
        return cards

    def _sorted(self, mask: int, lead: int):
        cp, st, trump = self.cp, self.st, self.trump
        cards = list(bits(mask))
        if lead < 0:
            # leading: cheap non-trumps first, then trumps, carichi last
            cards.sort(key=lambda c: (cp[c] >= 10, c // 10 == trump, cp[c], st[c]))
        else:
            ls = lead // 10

            def key(c):
                wins = (c // 10 == ls and st[c] > st[lead]) or (c // 10 == trump and ls != trump)
                if wins:
                    return (0, c // 10 == trump, -cp[c], st[c])
                return (1, cp[c], c // 10 == trump, st[c])
            cards.sort(key=key)
        return cards

    def value(self, h0: int, h1: int, d: int, leader: int, lead: int, alpha: int, beta: int) -> int:
        """Points seat 0 takes from now on; ``lead`` is the card on the table or -1."""
        if not h0 and not h1:
            return 0
        self.nodes += 1
        if self.nodes >= self._next_check:
            self._check()
        key = (h0, h1, d, leader, lead)
        entry = self.tt.get(key)
        if entry is not None:
            lo, hi = entry
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            alpha = max(alpha, lo)
            beta = min(beta, hi)
        a0, b0 = alpha, beta
        to_move = leader if lead < 0 else 1 - leader
        mask = h0 if to_move == 0 else h1
        maximise = to_move == 0
        best = -1 if maximise else 1000
        order = self.orders.get((mask, lead)) or self._order(mask, lead)
        for c in order:
            if lead < 0:
                if to_move == 0:
                    v = self.value(h0 ^ (1 << c), h1, d, leader, c, alpha, beta)
                else:
                    v = self.value(h0, h1 ^ (1 << c), d, leader, c, alpha, beta)
            else:
                st = self.st
                ls = lead // 10
                if c // 10 == ls:
                    follower_wins = st[c] > st[lead]
                else:
                    follower_wins = c // 10 == self.trump
                winner = to_move if follower_wins else leader
                pts = self.cp[c] + self.cp[lead]
                n0 = h0 ^ (1 << c) if to_move == 0 else h0
                n1 = h1 ^ (1 << c) if to_move == 1 else h1
                nd = d
                draws = self.draws
                if d < len(draws):
                    w_card, l_card = draws[d], draws[d + 1]
                    if winner == 0:
                        n0 |= 1 << w_card
                        n1 |= 1 << l_card
                    else:
                        n1 |= 1 << w_card
                        n0 |= 1 << l_card
                    nd = d + 2
                v = self.value(n0, n1, nd, winner, -1, alpha - (pts if winner == 0 else 0),
                               beta - (pts if winner == 0 else 0))
                if winner == 0:
                    v += pts
            if maximise:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
            else:
                if v < best:
                    best = v
                    if v < beta:
                        beta = v
            if alpha >= beta:
                break
        self.tt[key] = stored_bounds(entry, best, a0, b0)
        return best

    def root_values(self, h0: int, h1: int, leader: int, lead: int, moves) -> dict[int, int]:
        """Exact points seat 0 takes from now on, for each of seat 0's moves."""
        out = {}
        for c in moves:
            out[c] = self._after_move(h0, h1, leader, lead, c)
        return out

    def _after_move(self, h0, h1, leader, lead, c) -> int:
        if lead < 0:
            return self.value(h0 ^ (1 << c), h1, 0, leader, c, -1, 1000)
        # seat 0 answers ``lead``
        st = self.st
        ls = lead // 10
        if c // 10 == ls:
            wins = st[c] > st[lead]
        else:
            wins = c // 10 == self.trump
        winner = 0 if wins else 1
        pts = self.cp[c] + self.cp[lead]
        n0 = h0 ^ (1 << c)
        n1 = h1
        nd = 0
        if self.draws:
            w_card, l_card = self.draws[0], self.draws[1]
            if winner == 0:
                n0 |= 1 << w_card
                n1 |= 1 << l_card
            else:
                n1 |= 1 << w_card
                n0 |= 1 << l_card
            nd = 2
        v = self.value(n0, n1, nd, winner, -1, -1, 1000)
        return v + (pts if winner == 0 else 0)


class SolverN(_Search):
    """3 to 6 players. ``side`` is a tuple of bools per seat (True for the maximising
    side); hands are tuples of bit masks. ``draws``: the stock in drawing order (the
    face-up card last), empty once it is gone; ``d`` in ``value`` counts the cards
    already drawn from it."""

    def __init__(self, n, trump, cp, st, side, deadline=None, cancel=None, max_nodes=None,
                 draws=()):
        super().__init__(trump, cp, st, deadline, cancel, max_nodes)
        self.n = n
        self.side = side
        self.draws = tuple(draws)

    def draw_after(self, hands: tuple, winner: int, d: int) -> tuple[tuple, int]:
        """The hands after every seat drew one card, the trick's winner first."""
        n = self.n
        nh = list(hands)
        for i in range(n):
            nh[(winner + i) % n] |= 1 << self.draws[d + i]
        return tuple(nh), d + n

    def legal(self, mask: int, table: tuple, follow: bool):
        cards = list(bits(mask))
        if follow and table:
            ls = table[0] // 10
            same = [c for c in cards if c // 10 == ls]
            if same:
                return same
        return cards

    def value(self, hands: tuple, leader: int, table: tuple, follow: bool, alpha: int, beta: int,
              d: int = 0) -> int:
        n = self.n
        if not table and not any(hands):
            return 0
        self.nodes += 1
        if self.nodes >= self._next_check:
            self._check()
        key = (hands, leader, table, d)
        entry = self.tt.get(key)
        if entry is not None:
            lo, hi = entry
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            alpha = max(alpha, lo)
            beta = min(beta, hi)
        a0, b0 = alpha, beta
        seat = (leader + len(table)) % n
        maximise = self.side[seat]
        best = -1 if maximise else 1000
        cp, st, trump = self.cp, self.st, self.trump
        moves = self.legal(hands[seat], table, follow)
        moves.sort(key=lambda c: (cp[c], st[c]))
        for c in moves:
            nh = list(hands)
            nh[seat] ^= 1 << c
            nh = tuple(nh)
            t2 = table + (c,)
            if len(t2) < n:
                v = self.value(nh, leader, t2, follow, alpha, beta, d)
            else:
                winner = (leader + trick_winner(t2, trump, st)) % n
                pts = sum(cp[x] for x in t2)
                gain = pts if self.side[winner] else 0
                nd = d
                if d < len(self.draws):
                    nh, nd = self.draw_after(nh, winner, d)
                v = self.value(nh, winner, (), follow, alpha - gain, beta - gain, nd) + gain
            if maximise:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
            else:
                if v < best:
                    best = v
                    if v < beta:
                        beta = v
            if alpha >= beta:
                break
        self.tt[key] = stored_bounds(entry, best, a0, b0)
        return best


class SolverMaxN(SolverN):
    """3 players, each for himself: every seat plays for its own card
    points from here on, and between moves worth the same to it takes the one worst for
    ``me`` (for ``me`` itself: the one that leaves the best of the others lowest).
    ``value`` returns the points each seat takes from here on. No pruning: with three
    cards a hand the tree is a few hundred nodes, and the transposition table shares it."""

    def __init__(self, n, trump, cp, st, me, deadline=None, cancel=None, max_nodes=None,
                 draws=()):
        super().__init__(n, trump, cp, st, tuple(s == me for s in range(n)), deadline, cancel,
                         max_nodes, draws)
        self.me = me

    def points(self, hands: tuple, leader: int, table: tuple, follow: bool, d: int = 0) -> tuple:
        n, me = self.n, self.me
        if not table and not any(hands):
            return (0,) * n
        self.nodes += 1
        if self.nodes >= self._next_check:
            self._check()
        key = (hands, leader, table, d)
        hit = self.tt.get(key)
        if hit is not None:
            return hit
        seat = (leader + len(table)) % n
        best = None
        best_key = None
        for c in self.legal(hands[seat], table, follow):
            nh = list(hands)
            nh[seat] ^= 1 << c
            nh = tuple(nh)
            t2 = table + (c,)
            if len(t2) < n:
                v = self.points(nh, leader, t2, follow, d)
            else:
                v = self.after_trick(nh, leader, t2, follow, d)
            if seat == me:
                k = (v[me], -max(x for s, x in enumerate(v) if s != me))
            else:
                k = (v[seat], -v[me])
            if best is None or k > best_key:
                best, best_key = v, k
        self.tt[key] = best
        return best

    def after_trick(self, hands: tuple, leader: int, table: tuple, follow: bool,
                    d: int = 0) -> tuple:
        """The points per seat of a position whose trick ``table`` is complete (the draws
        after it made, while the stock lasts)."""
        winner = (leader + trick_winner(table, self.trump, self.st)) % self.n
        if d < len(self.draws):
            hands, d = self.draw_after(hands, winner, d)
        rest = self.points(hands, winner, (), follow, d)
        gain = sum(self.cp[x] for x in table)
        return tuple(x + gain if s == winner else x for s, x in enumerate(rest))
