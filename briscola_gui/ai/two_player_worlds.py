"""Sampled two-player worlds: the opponent's hand and the order of the stock, drawn
consistently with everything the seat has seen.

Both of the expert's two-player searches (the exact endgame in ``expert.py``, the
shallow middle-game search in ``midgame.py``) look at the same kind of world: the cards
whose place the seat does not know dealt between the opponent's hand and the stock, the
face-up briscola last in the stock while it is there (then in the hand of the seat that
drew it), a card taken by scambio in its taker's hand, and no card of a suit the
opponent showed void in under follow_suit (no draw since). Worlds are drawn without
repeats from the player's per-decision random generator, so a seed fixes them.
"""
from __future__ import annotations

from dataclasses import dataclass

from .knowledge import Knowledge


@dataclass(frozen=True)
class World2:
    """One sampled world: the opponent's hand and the stock in drawing order (the
    face-up card last while it is in the stock)."""
    opp_hand: list
    draws: list


@dataclass(frozen=True)
class Unknowns2:
    """What the seat does not know, and the constraints a world must meet."""
    unknown: list       # cards whose place is unknown (opponent's hand or stock)
    fixed: list         # opponent's cards known to the seat (scambio, the drawn face-up card)
    need: int           # unknown cards in the opponent's hand
    voids: frozenset    # suits the opponent cannot hold
    face_in_stock: bool


def unknowns_2p(view, k: Knowledge) -> Unknowns2 | None:
    """The unknowns of a two-player view, or None when they do not add up (a view this
    sampler does not understand: the caller then plays its rules)."""
    opp = 1 - view.seat
    unknown = sorted(k.true_pool)
    fixed = [c for c, s in k.known_in_hands.items() if s == opp]   # taken by scambio
    tc = view.trump_card
    if k.holder_of_face_up == opp and tc not in k.played:
        fixed.append(tc)
    need = view.hand_sizes[opp] - len(fixed)
    face_in_stock = view.stock > 0
    stock_unknown = view.stock - (1 if face_in_stock else 0)
    if need < 0 or need + stock_unknown != len(unknown):
        return None
    return Unknowns2(unknown, fixed, need, frozenset(k.voids.get(opp, ())), face_in_stock)


def sample_worlds_2p(view, u: Unknowns2, rng, count: int):
    """Yield up to ``count`` distinct worlds (fewer when few exist: at most 4 x count
    draws are tried). The caller may stop early (its node budget)."""
    tc = view.trump_card
    need, voids = u.need, u.voids
    seen = set()
    attempts = yielded = 0
    while yielded < count and attempts < count * 4:
        attempts += 1
        pool = u.unknown[:]
        rng.shuffle(pool)
        if voids:
            ok = [c for c in pool if c // 10 not in voids]
            bad = [c for c in pool if c // 10 in voids]
            if len(ok) < need:
                ok, bad = pool, []
            hand = ok[:need]
            rest = ok[need:] + bad
            rng.shuffle(rest)
        else:
            hand = pool[:need]
            rest = pool[need:]
        key = (tuple(sorted(hand)), tuple(rest))
        if key in seen:
            continue
        seen.add(key)
        yielded += 1
        yield World2(hand + u.fixed, rest + ([tc] if u.face_in_stock else []))


def card_mask(cards) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def weighted_worlds(view, u: Unknowns2, rng, count: int, likelihood=None):
    """Yield up to ``count`` worlds (``sample_worlds_2p``) with each one's weight: 1, or
    with ``likelihood`` (a function of the opponent's hand: how likely its plays were
    with that hand, ``inference_2p.py``) that likelihood, computed once per hand."""
    cache: dict = {}
    for w in sample_worlds_2p(view, u, rng, count):
        if likelihood is None:
            yield w, 1.0
            continue
        key = tuple(sorted(w.opp_hand))
        if key not in cache:
            cache[key] = likelihood(w.opp_hand)
        yield w, cache[key]
