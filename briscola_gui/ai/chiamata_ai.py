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

import json
import logging
import math
from functools import lru_cache
from pathlib import Path

from ..engine.cards import make_card, tables
from .noise import gauss

log = logging.getLogger(__name__)

BASE = 30.0
BIDDING_MODEL_FILE = Path(__file__).with_name("bidding_model.json")


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


def call_features(hand, called: int, cp, st, position: int) -> list[float]:
    """What the learned estimate (``build/train_bidding.py``) reads of a hand and a call:
    the side's trumps (how many, how strong, their points, the ace and three among them),
    the plain points, aces and threes in hand, calling one's own card, the called card's
    strength, and the caller's place in the first trick (0 leads)."""
    trump = called // 10
    side = set(hand) | {called}
    trumps = [c for c in side if c // 10 == trump]
    plain = [c for c in hand if c // 10 != trump]
    out = [1.0, float(sum(cp[c] for c in plain)), float(len(trumps)),
           float(sum(st[c] for c in trumps)), float(sum(cp[c] for c in trumps)),
           float(sum(1 for c in trumps if st[c] >= 8)),
           float(sum(1 for c in plain if st[c] == 9)), float(sum(1 for c in plain if st[c] == 8)),
           float(called in hand), float(st[called]), float(max(0, len(trumps) - 3))]
    out.extend(1.0 if position == p else 0.0 for p in range(1, 5))
    return out


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


# -- the learned estimate (expert) -------------------------------------------------
@lru_cache(maxsize=1)
def bidding_model() -> tuple[tuple[float, ...], float] | None:
    """(weights, sigma) of build/train_bidding.py's fit, or None when the file is unusable."""
    try:
        data = json.loads(BIDDING_MODEL_FILE.read_text(encoding="utf-8"))
        weights = tuple(float(x) for x in data["weights"])
        sigma = float(data["sigma"])
    except (OSError, ValueError, KeyError, TypeError) as exc:
        log.error("bidding model %s unreadable (%s): the expert bids by the hand-made estimate",
                  BIDDING_MODEL_FILE, exc)
        return None
    return weights, sigma


def make_chance(hand, called: int, target: int, cp, st, position: int, model) -> float:
    """Chance that the caller's side takes at least ``target`` card points with this call
    (the fitted estimate, normal spread of the fit's residuals)."""
    weights, sigma = model
    est = sum(w * x for w, x in zip(weights, call_features(hand, called, cp, st, position)))
    return 0.5 * (1.0 + math.erf((est - target + 0.5) / (sigma * math.sqrt(2.0))))


def expected_game_points(hand, called: int, target: int, cp, st, position: int, model) -> float:
    """The caller's expected game points for this call and target (cappotto left out)."""
    p = make_chance(hand, called, target, cp, st, position, model)
    stake = 4 if called in hand else 2
    mult = 3 if target >= 81 else 2 if target >= 71 else 1
    return stake * mult * (2.0 * p - 1.0)


def _position(view) -> int:
    return (view.seat - view.dealer - 1) % 5


def _best_expectation(view, rank_: int, target: int, cp, st, model) -> float:
    hand = list(view.hand)
    return max(expected_game_points(hand, make_card(rank_, s), target, cp, st, _position(view),
                                    model) for s in range(4))


def choose_bid_learned(view, pass_value: float) -> str | None:
    """The expert's bid: the least committing allowed bid whose best call is expected to
    earn more game points than passing (``pass_value``); None without a model."""
    model = bidding_model()
    if model is None:
        return None
    allowed = list(view.allowed)
    cp, st = tables(view.rules.piemonte)
    if "carichi" in allowed and sum(1 for c in view.hand if cp[c] >= 10) >= 6:
        return "carichi"
    ranks = [b for b in allowed if b.isdigit()]
    if ranks:
        r = ranks[0]
        ev = _best_expectation(view, int(r), 60, cp, st, model)
        return r if ev > pass_value else "pass"
    twos = [b for b in allowed if b.startswith("2:")]
    if twos:
        target = int(twos[0][2:])
        ev = _best_expectation(view, 2, target, cp, st, model)
        return twos[0] if ev > pass_value else "pass"
    return "pass"


def choose_call_learned(view) -> int | None:
    """The expert's call: the allowed card with the best expected game points."""
    model = bidding_model()
    if model is None:
        return None
    cp, st = tables(view.rules.piemonte)
    hand = list(view.hand)
    target = view.target if view.target is not None else 60
    high = next((b for s, b in reversed(view.auction) if b not in ("pass", "carichi")), "")
    if high.startswith("2:"):
        target = int(high[2:])
    return max(sorted(view.allowed),
               key=lambda c: expected_game_points(hand, c, target, cp, st, _position(view), model))
