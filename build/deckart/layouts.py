"""Where the signs go on number cards (2 to 7), conventional Italian arrangements.

Positions are normalised to a pip area from -1 to 1 on both axes."""
from __future__ import annotations

import math

from .svg import group, path, smooth, circle, poly

# coins and cups: rows of upright signs
ROUND = {
    1: [(0, 0)],
    2: [(0, -0.56), (0, 0.56)],
    3: [(0, -0.68), (0, 0), (0, 0.68)],
    4: [(-0.5, -0.5), (0.5, -0.5), (-0.5, 0.5), (0.5, 0.5)],
    5: [(-0.52, -0.62), (0.52, -0.62), (0, 0), (-0.52, 0.62), (0.52, 0.62)],
    6: [(-0.5, -0.7), (0.5, -0.7), (-0.5, 0), (0.5, 0), (-0.5, 0.7), (0.5, 0.7)],
    7: [(-0.52, -0.74), (0.52, -0.74), (0, -0.37), (-0.52, 0.04), (0.52, 0.04), (-0.52, 0.74),
        (0.52, 0.74)],
}
# size of one round sign, as a fraction of the pip-area width
ROUND_SIZE = {1: 0.9, 2: 0.62, 3: 0.5, 4: 0.5, 5: 0.44, 6: 0.44, 7: 0.4}

# long signs kept apart (upright), rows of counts
UPRIGHT_ROWS = {1: [1], 2: [2], 3: [3], 4: [2, 2], 5: [2, 1, 2], 6: [3, 3], 7: [3, 1, 3]}


def round_pips(n: int, draw, ax: float, ay: float, aw: float, ah: float) -> list[str]:
    """draw(scale) -> svg of one sign 100 units tall; area centred (ax, ay), size aw x ah."""
    size = ROUND_SIZE[n] * aw
    size = min(size, ah / {1: 1.1, 2: 2.2, 3: 3.1, 4: 2.3, 5: 2.9, 6: 3.2, 7: 3.6}[n])
    return [group([draw()], tx=ax + x * aw / 2, ty=ay + y * ah / 2, scale=size / 100)
            for x, y in ROUND[n]]


def upright_pips(n: int, draw, ax: float, ay: float, aw: float, ah: float) -> list[str]:
    """draw(length) -> svg of one long sign `length` units long, pointing up."""
    rows = UPRIGHT_ROWS[n]
    out = []
    row_h = ah / len(rows)
    length = row_h * (0.92 if len(rows) > 1 else 0.95)
    if len(rows) == 3:
        length = row_h * 0.98
    for r, count in enumerate(rows):
        y = ay - ah / 2 + row_h * (r + 0.5)
        col_w = aw / max(count, 2) * (0.85 if count == 3 else 1.0)
        # thickness: at most ~70% of the column (a sword's guard is ~45 units wide)
        thick = min(2.2, col_w * 0.72 / 45)
        length = min(length, col_w * 3.4)
        for c in range(count):
            x = ax + (c - (count - 1) / 2) * col_w
            out.append(group([draw(length, thick)], tx=x, ty=y))
    return out


def crossed_pips(n: int, draw, ax: float, ay: float, aw: float, ah: float,
                 centre_piece=None) -> list[str]:
    """Long signs crossed in X's, stacked; odd counts add one upright through the middle
    (the southern way of drawing clubs and swords). draw(length) as above.
    centre_piece(x, y) -> svg drawn where the signs of a single X meet (the 3 di bastoni mask)."""
    rows = {1: "I", 2: "X", 3: "Y", 4: "XX", 5: "XIX", 6: "XXX", 7: "XYX"}[n]
    out = []
    row_h = ah / len(rows)
    for r, kind in enumerate(rows):
        y = ay - ah / 2 + row_h * (r + 0.5)
        if len(rows) == 1:
            length, ang = ah * 0.98, 22
        else:
            length = min(row_h * 1.3, aw * 1.2)
            ang = min(math.degrees(math.atan2(aw * 0.42, length / 2)), 40)
        if kind in "XY":
            out.append(group([draw(length)], tx=ax, ty=y, rotate=-ang))
            out.append(group([draw(length)], tx=ax, ty=y, rotate=ang))
        if kind in "IY":
            out.append(group([draw(length if len(rows) > 1 else ah * (0.98 if n > 1 else 0.9))],
                             tx=ax, ty=y))
    if centre_piece is not None and rows == "Y":
        out.append(centre_piece(ax, ay))
    return out


def curved_sword(pal: dict, x0: float, y0: float, x1: float, y1: float, bow: float,
                 width: float = 11.0) -> str:
    """A long scimitar from the hilt (x0, y0) to the tip (x1, y1), bowing sideways by `bow`
    (north-eastern swords)."""
    ink = pal["ink"]
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    dx, dy = x1 - x0, y1 - y0
    ln = math.hypot(dx, dy)
    nx, ny = -dy / ln, dx / ln
    # blade: from just past the guard to the tip, along a smooth curve
    g = 0.1
    p0 = (x0 + dx * g, y0 + dy * g)
    pm = (mx + nx * bow, my + ny * bow)
    p1 = (x1, y1)
    d = smooth([p0, pm, p1], closed=False)
    ang = math.degrees(math.atan2(dy, dx)) + 90
    out = [path(d, None, ink, width + 3.5), path(d, None, pal["steel"], width),
           path(d, None, pal["steel_dk"], 1.4)]
    hilt = group([path(smooth([(-20, -3), (0, 2), (20, -3), (16, 6), (0, 8), (-16, 6)], tension=0.5),
                       pal["gold"], ink, 1.3),
                  path(poly([(-3.5, 6), (3.5, 6), (3.5, 20), (-3.5, 20)]), pal["red"], ink, 1.2),
                  circle(0, 24, 5, pal["gold"], ink, 1.2)],
                 tx=p0[0], ty=p0[1], rotate=ang, scale=width / 11)
    out.append(hilt)
    return "".join(out)


def lens_swords(n: int, pal: dict, ax: float, ay: float, aw: float, ah: float) -> list[str]:
    """North-eastern swords: pairs of curved blades meeting top and bottom in a lens,
    an odd one straight up the middle."""
    out = []
    pairs = n // 2
    top, bot = ay - ah / 2, ay + ah / 2
    for k in range(pairs):
        bow = aw * (0.16 + 0.15 * k)
        sx = 8 + 10 * k
        # one bows left with its hilt below, the other bows right with its hilt above
        out.append(curved_sword(pal, ax - sx, bot - 6, ax + sx, top + 10, bow))
        out.append(curved_sword(pal, ax + sx, top + 6, ax - sx, bot - 10, bow))
    if n % 2:
        out.append(curved_sword(pal, ax, bot - 4, ax, top + 6, 0.01 if n > 1 else 0.01,
                                13 if n == 1 else 11))
    return out
