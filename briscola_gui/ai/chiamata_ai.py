"""Bidding and calling in briscola chiamata, from the strength of the hand.

The estimate of the points the caller's side will take, for a call of card X:
a share of the points in hand, plus every briscola the side would hold (the
caller's cards of X's suit and X itself), the high ones worth more, plus the
aces of the other suits. A seat bids the least committing rank it may when the
estimate clears the target (61, or the points of a bid at the 2); at the 2 it
raises the points while the estimate allows; it goes "carichi" with a hand full
of aces and threes.
"""
from __future__ import annotations

from ..engine.cards import make_card, tables
from .base import gauss

BASE = 30.0


def side_estimate(hand, called: int, cp, st) -> float:
    """Points the caller's side may expect when the card ``called`` is called."""
    trump = called // 10
    alone = called in hand
    side = set(hand) | {called}
    est = BASE + 0.6 * sum(cp[c] for c in hand)
    for c in side:
        if c // 10 == trump:
            est += 1.5 + 0.65 * st[c]
    n_trumps = sum(1 for c in side if c // 10 == trump)
    est += 1.5 * max(0, n_trumps - 3)
    for c in hand:
        if c // 10 != trump and st[c] == 9:
            est += 2.0
    if alone:
        est -= 14.0            # no partner's cards to add
    return est


def best_call(hand, rank_: int, cp, st):
    """(estimate, card) of the best suit to call rank ``rank_`` in."""
    best = None
    for s in range(4):
        card = make_card(rank_, s)
        e = side_estimate(hand, card, cp, st)
        if best is None or e > best[0]:
            best = (e, card)
    return best


def choose_bid(view, style: dict, rng) -> str:
    allowed = list(view.allowed)
    if not allowed:
        raise ValueError("no bid allowed in this view")
    cp, st = tables(view.rules.piemonte)
    hand = list(view.hand)
    margin = 3.0 - style.get("boldness", 0.0) + style.get("noise", 0.0) * gauss(rng)
    carichi = sum(1 for c in hand if cp[c] >= 10)
    if "carichi" in allowed and carichi >= 6:
        return "carichi"
    ranks = [b for b in allowed if b.isdigit()]
    if ranks:
        r = ranks[0]
        est, _card = best_call(hand, int(r), cp, st)
        if est >= 61 + margin:
            return r
        return "pass"
    twos = [b for b in allowed if b.startswith("2:")]
    if twos:
        est, _card = best_call(hand, 2, cp, st)
        target = int(twos[0][2:])
        if est >= target + 4 + margin:
            return twos[0]
    return "pass"


def choose_call(view, style: dict, rng) -> int:
    allowed = list(view.allowed)
    if not allowed:
        raise ValueError("no call allowed in this view")
    cp, st = tables(view.rules.piemonte)
    hand = list(view.hand)
    noise = style.get("noise", 0.0)
    best = None
    for card in sorted(allowed):
        e = side_estimate(hand, card, cp, st) + 0.5 * noise * gauss(rng)
        if best is None or e > best[0]:
            best = (e, card)
    return best[1]
