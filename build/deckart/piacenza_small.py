"""The Piacentine number cards (2 to 7) drawn for small heights: an optical size (the
game draws them below the manifest's "small" threshold, deck_art.face_parts).

At 80 px the card is 43 px wide: the printed drawing's rosette coins, fluted cups, knobbed
logs and daggers, 13-15 px across, blur into brown specks and pairs of coins 5-8 px apart
merge into one blob (blind reading f13: 5D read 3D, 4D read 2D, 7D read 5D; 7B/6B and 7C
confused), though the same faces read 98.8% at 120 px. Here the same signs in the same
colours and layouts are drawn plainly for that width: solid discs with a bold ring and a
rose at the heart for the coins, stout bowls for the cups, a thick club with its knobs
inside its outline, a broad blade on a short guard; flat fills (no gradients, no
hairlines) and at least 4 px of paper between neighbours. Places and sizes are given in
pixels of the 80 px card (PX units each) and scale with it."""
from __future__ import annotations

from .svg import circle, ellipse, num, path, poly, smooth, sym

PX = 11.75  # units of the card (940 high) to a pixel of the 80 px card
LEFT, RIGHT, TOP, BOTTOM = 4.0, 38.55, 4.0, 76.0  # the signs' room in px: 3 px of paper
# inside the outline (at 0.35 and 42.2 px across, 0.35 and 79.65 down)
MID_X, MID_Y = (LEFT + RIGHT) / 2, (TOP + BOTTOM) / 2
EDGE = 1.0  # px of dark ink round every sign (a stroke straddles the outline)
RING = 1.7  # the coins' ring

# coins and cups: (width, height) of one sign in px and the centres of their places
ROUND_SIZE = {"D": {2: 25, 3: 19, 4: 13.5, 5: 13.5, 6: 13.5, 7: 13},
              "C": {2: 27, 3: 20, 4: 14, 5: 14, 6: 14, 7: 13}}
CUP_TALL = 0.82  # a cup's height over its width: broad low bowls (tall ones read as daggers)
ODD_ROUND = 1.25  # the lone coin or cup of the 5 larger (it stands alone between the pairs)


def _round_places(rank: int, w: float, h: float) -> list[tuple[float, float]]:
    """Centres (px) of the coins or cups of a rank, each w x h: the 2 and 3 in a column, the
    4 to 6 in two columns at the sides, the 5's lone one between them, the 7 a lattice
    1-2-1-2-1 (no row of two over another: a 2-1-2-2 read as the 6's grid)."""
    left, right = LEFT + w / 2, RIGHT - w / 2
    top, bottom = TOP + h / 2, BOTTOM - h / 2
    if rank <= 3:
        return [(MID_X, top + i * (bottom - top) / (rank - 1)) for i in range(rank)]
    if rank == 7:
        return [(x, top + i * (bottom - top) / 4) for i in range(5)
                for x in ((MID_X,) if i % 2 == 0 else (left, right))]
    ys = [top, bottom] if rank == 4 else [top, MID_Y, bottom]
    return [(x, y) for i, y in enumerate(ys)
            for x in ((MID_X,) if rank == 5 and i == 1 else (left, right))]


def coin(pal: dict, cx: float, cy: float, d: float) -> str:
    """A plain coin d px across: a gold disc in a bold dark ring, a green field and a red
    rose at its heart (the printed rosette's colours, no pearls or petals)."""
    r = d / 2 * PX
    return (circle(cx * PX, cy * PX, r - RING * PX / 2, pal["gold"], pal["ink"], RING * PX)
            + circle(cx * PX, cy * PX, r * 0.48, pal["green"], None)
            + circle(cx * PX, cy * PX, r * 0.2, pal["red"], None))


def _at(points, cx: float, cy: float, w: float, h: float, turn: bool = False) -> list:
    """Points given in a box 100 x 100 centred on (0, 0) placed in a box w x h px centred
    on (cx, cy) px, in whole card units (a twelfth of a pixel; turned half a circle when
    `turn`); the box drawn EDGE smaller, so the dark edge straddling its outline ends
    at w x h."""
    t = -1 if turn else 1
    w, h = (w - EDGE) / 100, (h - EDGE) / 100
    return [(round((cx + t * x * w) * PX), round((cy + t * y * h) * PX)) for x, y in points]


def _disc(x: float, y: float, r: float, fill: str, stroked: bool = True) -> str:
    """A disc at (x, y) of radius r (card units), edged as the card's signs (inked())."""
    return circle(round(x), round(y), round(r), fill, None, extra="" if stroked else 'stroke="none"')


def _shape(points, fill: str, curved: bool = False) -> str:
    return path(smooth(points, tension=0.8) if curved else poly(points), fill, None)


def inked(ink: str, parts: list[str]) -> str:
    """The signs with one dark edge set once round them (lean files: each shape names only
    its geometry and fill)."""
    return f'<g stroke="{ink}" stroke-width="{num(round(EDGE * PX))}">{"".join(parts)}</g>'


def coin(pal: dict, cx: float, cy: float, d: float) -> str:
    """A plain coin d px across: a gold disc in a bold dark ring, a green field and a red
    rose at its heart (the printed rosette's colours, no pearls or petals)."""
    r = d / 2 * PX
    return (circle(round(cx * PX), round(cy * PX), round(r - RING * PX / 2), pal["gold"], None,
                   extra=f'stroke-width="{round(RING * PX)}"')
            + _disc(cx * PX, cy * PX, r * 0.48, pal["green"], False)
            + _disc(cx * PX, cy * PX, r * 0.2, pal["red"], False))


# the cup in a box 100 x 100: a broad bowl on a short stem and a broad foot
_BOWL = sym([(46, -36), (44, -22), (29, 4), (9, 10)])
_FOOT = sym([(9, 8), (10, 30), (44, 50)])


def cup(pal: dict, cx: float, cy: float, w: float) -> str:
    """A stout cup w px wide (CUP_TALL as tall): the gold bowl with its blue rim and red
    band, on a gold stem and foot, edged dark."""
    h = w * CUP_TALL
    band = path(poly(_at([(-40, -14), (40, -14)], cx, cy, w, h), False), None, pal["red"], round(h * 0.11 * PX))
    return (_shape(_at(_FOOT, cx, cy, w, h), pal["gold"]) + _shape(_at(_BOWL, cx, cy, w, h), pal["gold"], True)
            + band + ellipse(round(cx * PX), round((cy - 0.38 * h) * PX), round((w - EDGE) / 2 * PX),
                             round(0.11 * h * PX), pal["blue"], None))


def round_card(st, rank: int, suit: str) -> list[str]:
    """The coins or cups of a number card (see _round_places)."""
    w = ROUND_SIZE[suit][rank]
    h = w * (CUP_TALL if suit == "C" else 1.0)
    out = []
    for x, y in _round_places(rank, w, h):
        k = ODD_ROUND if rank == 5 and x == MID_X else 1.0
        out.append(coin(st.pal, x, y, w * k) if suit == "D" else cup(st.pal, x, y, w * k))
    return out


# the club in a box 100 x 100, head up: a thick log swelling to its head, the knobs of its
# lopped shoots standing out of its sides (KNOB of the box across) on clubs at least
# KNOBBY px across (narrower, as on the printed rows of three, the log fills the box:
# the knobs would be specks and the log a stick)
_LOG = sym([(0, -50), (30, -46), (36, -30), (31, -6), (26, 20), (22, 50)])
_KNOBS = ((1, -20), (-1, -2), (1, 16))
KNOB, KNOBBY = 0.17, 9
# the dagger, point up: its blade in a box 100 x 100 (0.6 of the box wide, the point
# SWORD_TIP of the blade's width long), its hilt in another: a guard as wide as the box, a red grip, a gold pommel
_GUARD = sym([(0, -50), (30, -44), (50, -54), (44, -18), (0, -18)])
_GRIP = sym([(0, -20), (22, -20), (22, 22)])
SWORD_TIP, HILT = 0.7, 1.4  # the hilt 1.4 times as long as the guard is wide (at most 0.3 of the sword)


def club(pal: dict, cx: float, cy: float, w: float, length: float, turn: bool = False) -> str:
    """A stout club w px across (its knobs or its head), `length` px long, head up."""
    if w < KNOBBY:
        return _shape(_at([(x * 50 / 36, y) for x, y in _LOG], cx, cy, w, length, turn), pal["wood"], True)
    knobs = [_disc(x, y, KNOB * w * PX, pal["wood"])
             for x, y in _at([(s * (50 - KNOB * 100), y) for s, y in _KNOBS], cx, cy, w, length, turn)]
    return "".join(knobs) + _shape(_at(_LOG, cx, cy, w, length, turn), pal["wood"], True)


def sword(pal: dict, cx: float, cy: float, w: float, length: float, turn: bool = False) -> str:
    """A stout dagger w px across its guard, `length` px long, point up (down if `turn`)."""
    t = -1 if turn else 1
    hilt = min(HILT * w, 0.3 * length)
    blade = length - hilt * 0.8
    tip = 100 * SWORD_TIP * 0.6 * w / blade - 50  # the point's shoulders
    bcy, hcy = cy - t * (length - blade) / 2, cy + t * (length - hilt) / 2
    return (_shape(_at(sym([(0, -50), (30, tip), (30, 50)]), cx, bcy, w, blade, turn), pal["steel"])
            + _shape(_at(_GRIP, cx, hcy, w, hilt, turn), pal["red"])
            + _shape(_at(_GUARD, cx, hcy, w, hilt, turn), pal["gold"])
            + _disc(*_at([(0, 36)], cx, hcy, w, hilt, turn)[0], 0.15 * w * PX, pal["gold"]))


# clubs and swords: (width, length) px of one sign and the centres of their places
LONG_SIZE = {2: (11, 70), 3: (7, 70), 4: (10, 28), 5: (9, 27), 6: (7, 30), 7: (7, 21)}


def _long_places(rank: int, w: float, length: float) -> list[tuple[float, float]]:
    """Centres (px): the 2 and 3 side by side the whole height; the 4 and 6 two rows of
    two and three, the 5 a quincunx (corners out at the edges, the odd one in the middle),
    the 7 a hexagon 2-3-2 (the pairs between the middle three's columns)."""
    left, right = LEFT + w / 2, RIGHT - w / 2
    top, bottom = TOP + length / 2, BOTTOM - length / 2
    three = [left, MID_X, right]
    if rank <= 3:
        return [(x, MID_Y) for x in ([MID_X - 8.5, MID_X + 8.5] if rank == 2 else three)]
    if rank == 7:
        pairs = [(left + MID_X) / 2, (MID_X + right) / 2]
        return [(x, top) for x in pairs] + [(x, MID_Y) for x in three] + [(x, bottom) for x in pairs]
    row = three if rank == 6 else [left, right]
    return [(x, y) for y in (top, bottom) for x in row] + ([(MID_X, MID_Y)] if rank == 5 else [])


def long_card(st, rank: int, suit: str) -> list[str]:
    """The clubs or swords of a number card, every one pointing up (the 3 di spade's middle
    sword turned over: three alike read as a 2 or 4)."""
    w, length = LONG_SIZE[rank]
    draw = club if suit == "B" else sword
    return [draw(st.pal, x, y, w, length, turn=suit == "S" and rank == 3 and x == MID_X)
            for x, y in _long_places(rank, w, length)]


def number_card(st, rank: int, suit: str) -> list[str]:
    """The signs of the number card `rank` of `suit` drawn for small heights, one dark
    edge round them all."""
    signs = round_card(st, rank, suit) if suit in "DC" else long_card(st, rank, suit)
    return [inked(st.pal["ink"], signs)]
