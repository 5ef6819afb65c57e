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
        length = min(length, col_w * (5.5 if count == 3 and len(rows) == 1 else 4.2))
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
    out, uprights = [], []
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
        if kind in "IY":  # uprights go on top of all the X's, so they stay countable
            if len(rows) == 1:
                up = ah * (0.98 if n > 1 else 0.9)
            else:
                up = row_h * (1.55 if kind == "Y" else 1.0)
            uprights.append(group([draw(up)], tx=ax, ty=y))
    out += uprights
    if centre_piece is not None and rows == "Y":
        out.append(centre_piece(ax, ay))
    return out


def lattice_pips(n: int, draw, ax: float, ay: float, aw: float, ah: float) -> list[str]:
    """North-eastern batons: all long, half leaning one way and half the other so they
    cross in a lattice of lozenges; an odd one upright in the middle."""
    m = n // 2
    out = []
    length = ah * 0.96
    ang = {1: 21, 2: 15, 3: 14}[max(m, 1)]
    spacing = aw * (0.4 if m == 2 else 0.33)
    thick = {0: 3.0, 1: 3.0, 2: 2.3, 3: 1.8}[m]
    for sign_ in (-1, 1):
        for i in range(m):
            x = ax + (i - (m - 1) / 2) * spacing
            out.append(group([draw(length, thick)], tx=x, ty=ay, rotate=sign_ * ang))
    if n % 2:
        out.append(group([draw(length, thick)], tx=ax, ty=ay))
    return out


def curved_sword(pal: dict, x0: float, y0: float, x1: float, y1: float, bow: float,
                 width: float = 18.0, through: list | None = None) -> str:
    """A long scimitar from the hilt (x0, y0) to the tip (x1, y1), bowing sideways by `bow`
    (north-eastern swords); `through` gives the blade's own path points instead."""
    ink = pal["ink"]
    if through is None:
        mx, my = (x0 + x1) / 2, (y0 + y1) / 2
        dx, dy = x1 - x0, y1 - y0
        ln = math.hypot(dx, dy)
        nx, ny = -dy / ln, dx / ln
        through = [(x0, y0), (mx + nx * bow, my + ny * bow), (x1, y1)]
    # the guard sits a little way along the blade, square to it
    (ax_, ay_), (bx, by) = through[0], through[1]
    dx, dy = bx - ax_, by - ay_
    ln = math.hypot(dx, dy)
    g = min(0.08 * ln, 30)
    p0 = (ax_ + dx / ln * g, ay_ + dy / ln * g)
    d = smooth([p0] + list(through[1:]), closed=False)
    ang = math.degrees(math.atan2(dy, dx)) + 90
    out = [path(d, None, ink, width + 3.5), path(d, None, pal["steel"], width),
           path(d, None, pal["steel_dk"], max(1.4, width * 0.12))]
    hilt = group([path(smooth([(-20, -3), (0, 2), (20, -3), (16, 6), (0, 8), (-16, 6)], tension=0.5),
                       pal["gold"], ink, 1.3),
                  path(poly([(-3.5, 6), (3.5, 6), (3.5, 20), (-3.5, 20)]), pal["red"], ink, 1.2),
                  circle(0, 24, 5, pal["gold"], ink, 1.2)],
                 tx=p0[0], ty=p0[1], rotate=ang, scale=width / 9)
    out.append(hilt)
    return "".join(out)


def lens_swords(n: int, pal: dict, ax: float, ay: float, aw: float, ah: float) -> list[str]:
    """North-eastern swords: pairs of curved blades making nested ovals, the left blade
    with its hilt below, the right one with its hilt above, the blades crossing at the
    ends; an odd one straight up the middle."""
    out = []
    pairs = n // 2
    width = 18 if n < 6 else 15
    for k in range(pairs):
        b = aw * (0.38 + 0.15 * k) if pairs > 1 else aw * 0.55
        hh = ah * (0.45 - 0.05 * k)
        for side in (-1, 1):
            pts_ = []
            for i in range(7):
                a = math.radians(-78 + 156 * i / 6)
                # the arc's ends lean past the centre line so partners cross
                pts_.append((ax + side * (b * math.cos(a) - b * 0.26), ay + hh * math.sin(a)))
            if side < 0:
                pts_.reverse()  # hilt below, tip up
            out.append(curved_sword(pal, 0, 0, 0, 0, 0, width, through=pts_))
    if n % 2:
        out.append(curved_sword(pal, ax, ay + ah * 0.47, ax, ay - ah * 0.47, 0.01,
                                24 if n == 1 else width))
    return out
