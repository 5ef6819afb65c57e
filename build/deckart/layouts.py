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
# crossed signs: X a crossed pair, I one upright, Y a pair with an upright through it
CROSSED_ROWS = {1: "I", 2: "X", 3: "Y", 4: "XX", 5: "XIX", 6: "XXX", 7: "XYX"}


def round_pips(n: int, draw, ax: float, ay: float, aw: float, ah: float,
               size_k: float = 1.0) -> list[str]:
    """draw(scale) -> svg of one sign 100 units tall; area centred (ax, ay), size aw x ah;
    size_k scales the signs within their places."""
    size = ROUND_SIZE[n] * aw * size_k
    size = min(size, ah / {1: 1.1, 2: 2.2, 3: 3.1, 4: 2.3, 5: 2.9, 6: 3.2, 7: 3.6}[n])
    return [group([draw()], tx=ax + x * aw / 2, ty=ay + y * ah / 2, scale=size / 100)
            for x, y in ROUND[n]]


def row_centres(count: int, ah: float, ay: float) -> list[float]:
    """Centres of `count` rows at the pitch a three-row card uses, so every rank's pips
    are the same size; two rows sit a little further apart than the three-row pitch."""
    pitch = ah / 3
    if count == 1:
        return [ay]
    if count == 2:
        return [ay - pitch * 0.62, ay + pitch * 0.62]
    return [ay - pitch, ay, ay + pitch]


def upright_pips(n: int, draw, ax: float, ay: float, aw: float, ah: float,
                 handles_in: bool = False) -> list[str]:
    """draw(length, thickness) -> svg of one long sign pointing up. Every pip has the
    same size on every rank; rows of 2 or 3 and a lone middle one (5 and 7) that stands
    apart. handles_in turns the lower rows over, grips towards the centre."""
    rows = UPRIGHT_ROWS[n]
    length = ah / 3 * 0.9 if n > 3 else ah * 0.5
    col_w = aw / 3
    thick = col_w * (0.62 if ah / aw < 2 else 0.7) / 45
    out = []
    for count, y in zip(rows, row_centres(len(rows), ah, ay)):
        lone = count == 1 and len(rows) > 1
        for c in range(count):
            x = ax + (c - (count - 1) / 2) * col_w * (1.15 if count == 2 else 1.0)
            over = 180 if handles_in and y > ay + 1 else 0
            out.append(group([draw(length * (0.92 if lone else 1.0), thick)], tx=x, ty=y,
                             rotate=over))
    return out


def crossed_pips(n: int, draw, ax: float, ay: float, aw: float, ah: float,
                 centre_piece=None, handles_in: bool = False) -> list[str]:
    """Long signs crossed in X's, in rows with clear gaps between them so each X
    counts as two; the odd sign of 3, 5 and 7 is an upright (alone in the middle row of
    the 5, through the middle X of the 3 and 7). draw(length) -> svg pointing up.
    centre_piece(x, y) -> svg drawn where a lone X or Y crosses (mask, ribbon).
    handles_in turns the X's of the lower rows over, grips towards the centre."""
    rows = CROSSED_ROWS[n]
    out, uprights = [], []
    if len(rows) == 1:
        length = ah * 0.97
        ang = min(math.degrees(math.atan2(aw * 0.5, length)), 24) if n < 3 else 21
        spots = [(ay, length, ang)]
    else:  # each X fills its row, with a clear gap before the next
        nr = len(rows)
        pitch = ah / nr * (0.94 if nr == 2 else 1.0)
        ang = 34 if nr == 2 else 42
        length = pitch * 0.84 / math.cos(math.radians(ang))
        spots = [(ay + (r - (nr - 1) / 2) * pitch, length, ang) for r in range(nr)]
    for kind, (y, length, ang) in zip(rows, spots):
        over = 180 if handles_in and y > ay + 1 else 0
        if kind in "XY":
            out.append(group([draw(length)], tx=ax, ty=y, rotate=over - ang))
            out.append(group([draw(length)], tx=ax, ty=y, rotate=over + ang))
        if kind in "IY":  # uprights go on top, so they stay countable
            uprights.append(group([draw(length)], tx=ax, ty=y))
    out += uprights
    if centre_piece is not None and len(rows) == 1:
        out.append(centre_piece(ax, ay))
    return out


def lattice_pips(n: int, draw, ax: float, ay: float, aw: float, ah: float) -> list[str]:
    """North-eastern batons: long, half leaning one way and half the other, crossing in
    a lattice; spaced so their ends stand evenly apart at the top and the bottom (count
    the ends), the odd one upright in the middle."""
    m = n // 2
    length = ah * (0.94 if m < 3 else 0.86)
    if m <= 1:
        a = aw * 0.3 if n == 2 else aw * 0.26
        offsets = [0.0]
    else:
        a = aw * (0.118 if m == 3 else 0.15)  # half the sideways travel of one baton
        s = 4 * a
        offsets = [(i - (m - 1) / 2) * s for i in range(m)]
    ang = math.degrees(math.asin(min(0.9, 2 * a / length)))
    thick = 1.7 if m >= 2 else 2.4
    out = []
    for lean in (-1, 1):
        for x in offsets:
            out.append(group([draw(length, thick)], tx=ax + x, ty=ay, rotate=lean * ang))
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
    # the blade stops short of the end, where a pointed tip takes over
    (qx, qy), (ex, ey) = through[-2], through[-1]
    tl = math.hypot(ex - qx, ey - qy)
    ux, uy = (ex - qx) / tl, (ey - qy) / tl
    back = width * 1.3
    pb = (ex - ux * back, ey - uy * back)
    tip = [(pb[0] - uy * width / 2, pb[1] + ux * width / 2), (ex, ey),
           (pb[0] + uy * width / 2, pb[1] - ux * width / 2)]
    d = smooth([p0] + list(through[1:-1]) + [pb], closed=False)
    ang = math.degrees(math.atan2(dy, dx)) + 90
    out = [path(d, None, ink, width + 3.5), path(poly(tip), ink, ink, 3.5),
           path(d, None, pal["steel"], width), path(poly(tip), pal["steel"], None),
           path(d, None, pal["steel_dk"], max(1.4, width * 0.12))]
    hilt = group([path(smooth([(-20, -3), (0, 2), (20, -3), (16, 6), (0, 8), (-16, 6)], tension=0.5),
                       pal["gold"], ink, 1.3),
                  path(poly([(-3.5, 6), (3.5, 6), (3.5, 20), (-3.5, 20)]), pal["red"], ink, 1.2),
                  circle(0, 24, 5, pal["gold"], ink, 1.2)],
                 tx=p0[0], ty=p0[1], rotate=ang, scale=width / 9)
    out.append(hilt)
    return "".join(out)


def lens_swords(n: int, pal: dict, ax: float, ay: float, aw: float, ah: float) -> list[str]:
    """North-eastern swords: pairs of curved blades bowing out like nested brackets, the
    left blade with its hilt below, the right one with its hilt above, each pair of its
    own size so no two blades touch (count the hilts); the odd one straight up the middle."""
    out = []
    pairs = n // 2
    width = 30 if pairs < 3 else 27
    for k in range(pairs):  # k = 0 the innermost pair
        if pairs == 1:
            b, hh, span = aw * 0.46, ah * 0.5, 66
        else:
            inner = 0.32 if pairs == 2 else 0.22  # clear of the straight middle sword
            b = aw * (inner + (0.66 - inner) * k / (pairs - 1))
            hh = ah * (0.27 + 0.23 * k / (pairs - 1))  # hilts step out and up: countable
            span = 60
        for side in (-1, 1):
            pts_ = []
            for i in range(7):
                a = math.radians(-span + 2 * span * i / 6)
                pts_.append((ax + side * b * (math.cos(a) - 0.3 * math.cos(math.radians(span))),
                             ay + hh * math.sin(a)))
            if side < 0:
                pts_.reverse()  # hilt below, tip up
            out.append(curved_sword(pal, 0, 0, 0, 0, 0, width, through=pts_))
    if n % 2:
        out.append(curved_sword(pal, ax, ay + ah * 0.47, ax, ay - ah * 0.47, 0.01,
                                30 if n == 1 else width))
    return out
