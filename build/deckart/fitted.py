"""Coins and cups on the leggibili number cards, as large as the card allows.

The rows keep the conventional places (layouts.ROUND), spread and sized to fill the card:
every sign at least `gap` (and AIR of its height) from the next, `gutter` from either corner index plate (measured
from the sign's own outline: a coin may tuck in under a plate's corner) and a margin from
the card's edge. The plates stand in opposite corners, so a row clear of them is wider
than the room beside a plate, and the 4's and 6's rows sit where a plate's corner lets
them spread (review 13f: the rows kept to the room beside the plates, the 4D coins 48 px
on a card 256 px wide)."""
from __future__ import annotations

import math
from functools import lru_cache

from .layouts import ROUND
from .svg import group

Rect = tuple  # (x0, y0, x1, y1)
AIR = 0.25   # the least paper between two signs, as a share of a sign's height
NEAR = 0.985


def _gap(a: Rect, b: Rect) -> float:
    """The distance between two boxes (0 where they overlap)."""
    return math.hypot(max(b[0] - a[2], a[0] - b[2], 0.0), max(b[1] - a[3], a[1] - b[3], 0.0))


def _clear(x: float, y: float, s: float, aspect: float, box: Rect) -> float:
    """The distance from a sign centred on (x, y), `s` tall and `aspect` times as wide,
    to a box: from a coin's circle (aspect 1), from the box round anything else."""
    if aspect == 1.0:
        return _gap((x, y, x, y), box) - s / 2
    return _gap((x - s * aspect / 2, y - s / 2, x + s * aspect / 2, y + s / 2), box)


@lru_cache(maxsize=None)
def fit(n: int, w: float, h: float, keep: tuple, aspect: float, gap: float,
        margin: tuple, cap: float) -> tuple[float, float, float]:
    """(half-spread across, half-spread down, sign height) of the largest signs of rank
    `n` on a card w x h, at most `cap` tall; `keep` = ((box, gutter), ...): each sign at
    least `gutter` from each box of the top-left index (and from the bottom-right one,
    the box turned)."""
    spots = ROUND[n]
    keep = keep + tuple(((w - b[2], h - b[3], w - b[0], h - b[1]), g) for b, g in keep)
    room_x, room_y = w / 2 - margin[0], h / 2 - margin[1]
    reach_x, reach_y = (max(abs(p[i]) for p in spots) for i in (0, 1))

    def size(sx: float, sy: float) -> float:
        # the outermost places (the 6's rows at 0.7 of the spread, not 1) within the margin
        s = min(cap, 2 * (room_y - reach_y * sy), 2 * (room_x - reach_x * sx) / aspect)
        pts = [(w / 2 + x * sx, h / 2 + y * sy) for x, y in spots]
        for i, (x, y) in enumerate(pts):
            for x2, y2 in pts[i + 1:]:  # neighbours: across, or down, or (coins) round
                dx, dy = abs(x - x2), abs(y - y2)
                if aspect == 1.0:
                    d = math.hypot(dx, dy)
                    s = min(s, d - gap, d / (1 + AIR))
                else:  # side by side, or one above the other
                    s = min(s, max(min((dx - gap) / aspect, dx / (aspect + AIR)),
                                   min(dy - gap, dy / (1 + AIR))))
        lo, hi = 0.0, s
        for _ in range(12):  # the plates: the largest size keeping `gutter` from both
            mid = (lo + hi) / 2
            if all(_clear(x, y, mid, aspect, b) >= g for x, y in pts for b, g in keep):
                lo = mid
            else:
                hi = mid
        return lo

    def search(xs, ys) -> list:
        return [(size(sx, sy), sx, sy) for sx in xs for sy in ys]

    rows = sorted({y for _, y in spots})
    step = min((b - a for a, b in zip(rows, rows[1:])), default=0.0)

    def uneven(t) -> float:
        """How far the paper between the rows is from the paper above the top row."""
        s, _, sy = t
        return abs((step * sy - s) - (h / 2 - reach_y * sy - s / 2)) if step else 0.0

    def pick(tried: list) -> tuple:
        """Of the spreads that give signs nearly as large, the rows spaced most evenly
        down the card (the paper between them about as deep as above and below them),
        then the widest: air between the columns."""
        best = max(s for s, _, _ in tried)
        near = [t for t in tried if t[0] >= best * NEAR]
        least = min(uneven(t) for t in near)
        return max((t for t in near if uneven(t) <= least + h * 0.02), key=lambda t: t[1] / w + t[2] / h)

    line = all(x == 0 for x, _ in spots)   # the 2 and 3: one column
    _, bx, by = pick(search([0.0] if line else [w * k / 50 for k in range(5, 25)],
                            [h * k / 50 for k in range(3, 25)]))   # coarse, then finer round it
    s, sx, sy = pick(search([0.0] if line else [bx + w * k / 400 for k in range(-8, 9)],
                            [by + h * k / 400 for k in range(-8, 9)]))
    return sx, sy, s


# the 4: the 5's four corners, its middle sign left out (review 19: the 4 di denari's coins,
# in rows spaced evenly down the card beside the plates' signs, were "tiny 2x2 clusters in
# the middle", 0.9 of the 5's; in the 5's corners, beside the numerals, they are its size)
CORNERS = {4: 5}


def round_fitted(n: int, draw, w: float, h: float, keep: tuple, aspect: float, gap: float,
                 margin: tuple, cap: float) -> list[str]:
    """draw() -> svg of one sign 100 units tall; the rank's signs at fit()'s places."""
    like = CORNERS.get(n, n)
    sx, sy, s = fit(like, w, h, keep, aspect, gap, margin, cap)
    return [group([draw()], tx=w / 2 + x * sx, ty=h / 2 + y * sy, scale=s / 100)
            for x, y in ROUND[like] if like == n or x]
