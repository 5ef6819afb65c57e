"""Where the signs go on number cards (2 to 7), conventional Italian arrangements.

Positions are normalised to a pip area from -1 to 1 on both axes."""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

from .svg import group

# coins and cups: rows of upright signs
ROUND = {
    1: [(0, 0)],
    2: [(0, -0.56), (0, 0.56)],
    3: [(0, -0.7), (0, 0), (0, 0.7)],
    4: [(-0.54, -0.5), (0.54, -0.5), (-0.54, 0.5), (0.54, 0.5)],
    # the 5: the corners pushed out so the middle one stands alone (not read as a 4 or 6)
    5: [(-0.55, -0.72), (0.55, -0.72), (0, 0), (-0.55, 0.72), (0.55, 0.72)],
    6: [(-0.5, -0.7), (0.5, -0.7), (-0.5, 0), (0.5, 0), (-0.5, 0.7), (0.5, 0.7)],
    # the 7: the 6's columns with one between the top rows, four evenly spaced rows so
    # no two signs touch
    7: [(-0.52, -0.78), (0.52, -0.78), (0, -0.26), (-0.52, 0.26), (0.52, 0.26), (-0.52, 0.78),
        (0.52, 0.78)],
}
# size of one round sign, as a fraction of the pip-area width
ROUND_SIZE = {1: 0.9, 2: 0.76, 3: 0.54, 4: 0.5, 5: 0.48, 6: 0.47, 7: 0.42}
# the largest sign the rows leave room for: the area's height over this
ROUND_ROOM = {1: 1.1, 2: 2.2, 3: 3.5, 4: 2.3, 5: 2.9, 6: 3.2, 7: 4.3}

# long signs kept apart (upright), rows of counts: no row of three beside a corner
# index plate (only the 7's middle row, which lies between the plates, holds three)
# the pairs of upright clubs and swords this many columns apart: spread to the room the
# gutter from the index plates leaves (1.3 kept them in the middle of a lot of white)
PAIR_SPREAD = 1.5
UPRIGHT_ROWS = {1: [1], 2: [2], 3: [3], 4: [2, 2], 5: [2, 1, 2], 6: [2, 2, 2], 7: [2, 3, 2]}
# crossed signs: X a crossed pair, I one upright, Y a pair with an upright through it,
# T three uprights side by side
CROSSED_ROWS = {1: "I", 2: "X", 3: "Y", 4: "XX", 5: "XIX", 6: "XXX", 7: "XTX"}
# a row of three uprights ("T"): this share of the area's width apart, this share of the
# row's height long
T_APART, T_LONG = 0.3, 0.92


def round_pips(n: int, draw, ax: float, ay: float, aw: float, ah: float,
               size_k: float = 1.0, sizes: dict | None = None, odd_k: float = 1.0,
               spots: dict | None = None) -> list[str]:
    """draw(scale) -> svg of one sign 100 units tall; area centred (ax, ay), size aw x ah;
    size_k scales the signs within their places; sizes (rank -> fraction of aw) replaces
    ROUND_SIZE, spots (rank -> places) ROUND; `odd_k` draws the lone sign of the 5's and
    the 7's middle row that much larger (it stands apart)."""
    size = min((sizes or ROUND_SIZE)[n] * aw * size_k, ah / ROUND_ROOM[n])
    return [group([draw()], tx=ax + x * aw / 2, ty=ay + y * ah / 2,
                  scale=size / 100 * (odd_k if n in (5, 7) and x == 0 else 1.0))
            for x, y in {**ROUND, **(spots or {})}[n]]


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
                 thick_k: float = 1.0) -> list[str]:
    """draw(length, thickness) -> svg of one long sign pointing up: the 2's pair and the
    3's row of three (close, clear of the plates across), running most of the height (the
    4 to 7: large_pips)."""
    col_w = aw / 3
    thick = col_w * (0.62 if ah / aw < 2 else 0.7) / 45 * thick_k * (0.8 if n == 3 else 1.0)
    return [group([draw(ah * 0.8, thick)], tx=ax + (c - (n - 1) / 2) * col_w * (PAIR_SPREAD if n == 2 else 0.9),
                  ty=ay) for c in range(n)]


# the leggibili's large upright clubs and swords (review 18: the 5-7 di spade slivers, the
# 4-7 di bastoni stubs, the 4's rows pressed against the edges round an empty middle):
# in rows of three each this share of its row's pitch long, on the 4 this share of the
# height, its two rows as far from each other as from the card's edges; all as broad
# as a row of three's sign grows (suits.long_scale) times LARGE_GIRTH (the clubs, broad
# already, a little; the slender swords more)
ROW_LONG, FOUR_LONG, LARGE_GIRTH = 0.88, 0.4, {"B": 1.1, "S": 1.25}
LARGE_GUARD = 0.8  # the broad swords' guards narrower: they stay slim (test: 2.7x as tall)


def large_pips(n: int, draw, ax: float, ay: float, aw: float, ah: float, h: float) -> list[str]:
    """The 4 to 7 of upright_pips, larger (ROW_LONG...): draw(length, thickness, which) ->
    svg of the which-th sign pointing up, as broad as one `thickness` long
    (suits.long_scale), times LARGE_GIRTH; the rows in the area (ax, ay, aw, ah), the
    4's on the card `h` high."""
    rows = UPRIGHT_ROWS[n]
    length = ah / 3 * ROW_LONG
    broad = (length / 100) ** 0.6
    ys = row_centres(len(rows), ah, ay)
    if n == 4:  # the paper above, between and below the rows equally deep
        length = h * FOUR_LONG
        apart = (h + length) / 6
        ys = [ay - apart, ay + apart]
    col_w, out = aw / 3, []
    for count, y in zip(rows, ys):
        lone = count == 1
        for c in range(count):
            x = ax + (c - (count - 1) / 2) * col_w * (PAIR_SPREAD if count == 2 else 1.1)
            out.append(group([draw(length * (0.92 if lone else 1.0), broad, n * 10 + len(out))], tx=x, ty=y))
    return out


@dataclass(frozen=True)
class Spine:
    """The odd upright of a crossed 3 drawn to stand out of its X: `draw(length)` the
    sign, `halo(length)` the band of paper under it its whole length (it cuts the X it
    passes over)."""
    draw: Callable[[float], str]
    halo: Callable[[float], str]


def crossed_pips(n: int, draw, ax: float, ay: float, aw: float, ah: float,
                 centre_piece=None, handles_in: bool = False, halo=None,
                 lying: bool = False, middle: float | None = None,
                 spine: Spine | None = None, fan: float | None = None,
                 lone: float | None = None, flat: float | None = None,
                 odd=None, lone_at: float = 0.0, wide: float = 0.38,
                 apart: float = T_APART) -> list[str]:
    """Long signs crossed in X's, in rows with clear gaps between them so each X
    counts as two; the odd sign of 3, 5 and 7 is an upright (through the X of the 3,
    alone in the middle row of the 5, between two others in the 7's middle row: "T", a row
    of three uprights side by side, all three odd(length)).
    draw(length) -> svg pointing up.
    Each X spans the pip area's width, so its two signs read as two long strokes with
    four ends rather than as one small cross; halo(length) -> svg of a band in the paper
    colour along a sign's shaft, drawn under the sign on top so the one beneath is cut
    where they cross (over and under: two distinct signs).
    centre_piece(x, y) -> svg drawn where a lone X or Y crosses (mask, ribbon).
    handles_in turns the X's of the lower rows over, grips towards the centre.
    `lying` lays the 5's lone sign across the middle row, as long as the X's strokes (a
    short upright there reads as a stub); `middle` gives the 5's or 7's middle row that
    share of the height (the X rows share the rest): room for a scene, or for the 7's three
    uprights as long as the X's strokes (a third of the height: short pegs). `spine` draws the
    upright of the 3 its own way, to stand out of the X's (see Spine). `fan` (the
    2 and 3 only) crosses the signs that share of their length above their lower ends
    instead of at their middles, so the points fan out across the width: three points
    far apart on the 3, two on the 2, told apart at a glance. `lone`: the length of the
    5's lone upright as a share of the height (None: nine tenths of its row). `flat`:
    each X's half-height as a share of its row (None: 0.42 on two rows, 0.37 on three),
    flatter X's leaving wider bands of paper between the rows. odd(length) draws the
    5's lying sign and the 7's three uprights (None: draw), `apart` share of the area's
    width apart (their centres), `lone_at` moves the 5's that share of the height down
    (negative: up) from its row's middle. `wide`: each X's half-width as a share of the
    area's width (with `flat`, how steeply its strokes cross)."""
    rows = CROSSED_ROWS[n]
    if fan is not None and len(rows) == 1:
        return fanned(n, draw, ax, ay, aw, ah, fan, centre_piece, halo)
    out, uprights = [], []
    if len(rows) == 1:
        length = ah * 0.97
        ang = min(math.degrees(math.atan2(aw * 0.5, length)), 24) if n < 3 else 21
        spots = [(ay, length, ang)]
        up_len = length
    else:  # each X fills its row and the width, with a clear gap before the next row
        nr = len(rows)
        pitch = ah / nr * (0.96 if nr == 2 else 1.0)
        share = flat if flat is not None else 0.42 if nr == 2 else 0.37
        half_w, half_h = aw * wide, pitch * share
        ang = math.degrees(math.atan2(half_w, half_h))
        length = 2 * math.hypot(half_w, half_h)
        spots = [(ay + (r - (nr - 1) / 2) * pitch, length, ang) for r in range(nr)]
        if middle is not None and rows in ("XIX", "XTX"):  # flatter X's, a taller middle row
            pitch_x = ah * (1 - middle) / 2
            half_h = pitch_x * (0.37 if flat is None else flat)
            ang = math.degrees(math.atan2(half_w, half_h))
            length = 2 * math.hypot(half_w, half_h)
            off = (ah * middle + pitch_x) / 2
            spots = [(ay - off, length, ang), (ay, length, ang), (ay + off, length, ang)]
            pitch = ah * middle  # the middle row's
        up_len = pitch * 0.9 if lone is None else ah * lone  # the 5's lone upright fills its row
    for kind, (y, length, ang) in zip(rows, spots):
        over = 180 if handles_in and y > ay + 1 else 0
        if kind in "XY":
            out.append(group([draw(length)], tx=ax, ty=y, rotate=over - ang))
            top = [draw(length)] if halo is None else [halo(length), draw(length)]
            out.append(group(top, tx=ax, ty=y, rotate=over + ang))
        if kind == "I" and lying and n == 5:
            uprights.append(group([(odd or draw)(aw * 0.84)], tx=ax, ty=y + lone_at * ah, rotate=-90))
        elif kind == "T":  # three uprights side by side, each odd(length)
            for dx in (-aw * apart, 0.0, aw * apart):
                uprights.append(group([(odd or draw)(pitch * T_LONG)], tx=ax + dx, ty=y))
        elif kind in "IY":  # uprights go on top, so they stay countable
            band, pen = (halo, draw) if spine is None or kind == "I" else (spine.halo, spine.draw)
            ups = [pen(up_len)] if band is None or kind == "I" else [band(up_len), pen(up_len)]
            uprights.append(group(ups, tx=ax, ty=y))
    out += uprights
    if centre_piece is not None and len(rows) == 1:
        out.append(centre_piece(ax, ay))
    return out


def fanned(n: int, draw, ax: float, ay: float, aw: float, ah: float, cross: float,
           centre_piece=None, halo=None) -> list[str]:
    """The 2 and 3 crossed low (crossed_pips with `fan`): the signs meet `cross` of
    their length above their lower ends, the outer two leaning out until their points
    reach the sides of the area; the 3's upright on top, its middle on the area's."""
    length = ah * (0.92 if n == 3 else 0.96)
    reach = length * (1 - cross)
    ang = math.degrees(math.atan2(aw * 0.47, reach))
    cos = math.cos(math.radians(ang))
    # the crossing: the 3's upright centred on the area, the 2's X centred in height
    cy = ay + length / 2 - length * cross if n == 3 else ay + (reach - length * cross) / 2 * cos
    out = []
    for sgn in (-1, 1):
        a = math.radians(sgn * ang)
        off = length / 2 - length * cross  # from the crossing to the sign's middle
        body = [draw(length)] if halo is None or sgn < 0 else [halo(length), draw(length)]
        out.append(group(body, tx=ax + off * math.sin(a), ty=cy - off * math.cos(a), rotate=sgn * ang))
    if n == 3:
        out.append(group([draw(length)] if halo is None else [halo(length), draw(length)],
                         tx=ax, ty=cy - (length / 2 - length * cross)))
    if centre_piece is not None:
        out.append(centre_piece(ax, cy))
    return out


SHORT_ODD = 0.62  # the 7 di bastoni's odd baton, as a share of the sheaves' height


def lattice_batons(n: int, draw, ax: float, ay: float, aw: float, ah: float, halo,
                   odd=None, middle=None) -> list[str]:
    """North-eastern batons interlaced in two groups the whole height (4 to 7; the 2 and
    3 are a single X, crossed_pips), side by side with a clear gap between them: on the
    4 and 5 each group is a pair crossed in a broad X, on the 6 and 7 a sheaf of three
    (the X with an upright through its crossing, laid over it on a band of paper), so
    the rank is two X's or two sheaves of three at a glance (three narrow X's packed
    edge to edge read as a comb at 80 px). The odd baton of the 5 and 7 stands upright alone
    between the groups. draw(length) -> svg of one baton pointing up;
    halo(length) -> the band of paper laid under a baton that passes over another;
    odd(length), when given, draws the odd baton (a stouter one), and
    middle(length) the upright of a sheaf (in another colour)."""
    pitch = aw / 2
    half_w = pitch * (0.33 if n >= 6 else 0.31)
    apart = n == 5  # the 5's odd baton stands upright alone between its X's, which keep
    # to the card's sides (lying across them it cut the interlace in two, review 13f)
    if apart:
        half_w, pitch = pitch * 0.28, aw - 2 * pitch * 0.28 - 0.16 * aw
    length = ah * 0.92
    drop = math.degrees(math.atan2(2 * half_w, length))
    full = math.hypot(length, 2 * half_w)
    out, over = [], []
    for i in (-0.5, 0.5):
        x = ax + i * pitch
        out.append(group([draw(full)], tx=x, ty=ay, rotate=drop))
        over.append(group([halo(full), draw(full)], tx=x, ty=ay, rotate=-drop))
        if n >= 6:
            over.append(group([halo(length), (middle or draw)(length)], tx=x, ty=ay))
    out += over
    if n % 2:  # the odd baton upright alone between the groups: the 5's between its
        # X's, the 7's short, between the waists of its sheaves, where they leave the most
        # paper (lying across them it barred them like a fence rail, review 13g)
        out.append(group([(odd or draw)(length * (0.86 if apart else SHORT_ODD))], tx=ax, ty=ay))
    return out
