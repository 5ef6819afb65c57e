"""The Piacentine number cards (2 to 7) drawn for small heights: an optical size (the
game draws them below the manifest's "small" threshold, deck_art.face_parts).

At 80 px the card is 43 px wide: the printed drawing's rosette coins, fluted cups, knobbed
logs and daggers, 13-15 px across, blur into brown specks and two coins 7 px apart run
into one blob (blind reading f13: 79.5%, 5D read 3D, 4D read 2D, 7D read 5D, 7B and 6B
confused), though the same faces read 98.8% at 120 px. Here the same signs in the same
colours are drawn plainly for that width: gold coins in a bold dark ring round a green
field and a red heart (a rosette of four red petals on the green, tried in session 18, read
5D as 3D 5 times in 11 where the plain coin had read right 17 in 18), stout cups, one knotty
cudgel (a lumpy head, a cut branch stub each side), daggers with a broad blade, in the printed drawing's rows and columns
(one arrangement at both sizes, only bolder); flat fills, no hairlines, one dark edge round
everything, and the paper between the signs (at least 4 px, mostly 6-7) rather than round
them. Places and sizes are in pixels of the 80 px card (PX units each) and scale with it.

Blind A/B readings (session 17, fresh readers, number cards only, 80 px): these drawings
with the printed layouts 141/160; the clubs as cudgels with the 6 and 7 of clubs and
swords in two columns (as the 6 di denari) 149/160, clubs and swords 1 miss. Session 18,
untold readers (any card of the deck): the 6s in two rows of three, as printed, read right
12 times in 12 where three rows of two read 6B as 4B or 5B 4 times in 6; the lower rows
turned over (handles to the centre, as modern prints) read worse (6B 3 wrong in 3, 4B 2 in
3), so every sign points up at both sizes; the 4-7 di bastoni's cudgels short and stout
(the mid reading m15 read the long ones' columns as single sticks). Session 19:
one knotty cudgel for the 2-7 di bastoni, the 7's the 4-6's size (smaller, 7B read 6B 15
times in 18), the 7 di spade four over three (_seven_in_rows: 7S right 12 in 12 where the
2-3-2 columns read 6S 9 times in 12); every other 7 tried (one apart at an end, staggered
columns, a square over a triangle, the odd sign turned) read a row short as often or more.
Session 20 (review 16; A/B a9, untold readers, the same 40 cards: 111/120 against 96/120):
the 4B and 4S one block of four (rows FOUR_DY apart, longer signs: at the card's corners
the top pair read as a 2), the 7D's and 7C's lattice with 11.5 px signs (3 px of paper
between its rows, 1 before: the seven one clump; 7D read 5D or 6D 6 times in 12, 11 in 12).
Session 21 (review 16 item 2): the 7D's coins rimmed heavier (SEVEN_RING). Session 22 (A/B a1, b1:
3 untold readers a sheet, the same 40 cards in the same order; b1 92/120 against main's 70/120): the 7B in
the coins' lattice (_lattice; 7B read 6B or 5B 10 times in 45 so, 16 in 30 in its 2-3-2 rows), the 7C's
cups about the 6C's (7C 3 wrong in 18, 9 with 11.5 px cups), the 6B one block of six (SIX_DY_CLUBS; 6B
read 4B once in 12, 9 times with its rows at the card's ends); then (A/B d1) the 7D a hexagon drawn in
(_hexagon, HEX_GAP; 7D 1 wrong in 21, 5 in 21 in the lattice, 12 in 21 in c1) and the 5B's odd cudgel larger
(ODD_CLUB; 5B 2 wrong in 12, 7 in 12); then (A/B f1) the 7C's cups goblets (SEVEN_CUP_TALL; 7C 2 wrong in
18, 8 and 6 in 18 as broad bowls) and the 6S a block of six as the 6B's (SIX_DY_SWORDS; 6S 1 and 0 wrong in 18,
3 in 18 at the card's ends). Not kept: the 7D/7C as a regular hexagon
of 10.5-11 px signs (7D read 5D 10 times in 15, 3 on main), the 7D's lattice of 13.5 px coins (6D 11 times
in 21), the 5D's corners at the card's ends (4D 7 times in 15, 1 as a die), the 4B's rows 13 px apart (as its
9), the 4D a block of four (5 wrong in 12, 1 at the corners), the 5S as on a die (5 wrong in 18, 0 as
it is) or three over two (1 in 18), the
7C in rows 3-1-3 (16 wrong in 18), the 5B-7B's clubs 9x22-9x24 in their old places (as main).
Session 18 (A/B r1-r6, 3 untold readers a sheet, two orders a round), not kept: the 4-6 of coins and
cups 15.5 px, 2 px inside the outline (no better: 5D 31 wrong in 72, 15 in 36 as it is), the 5C's lone
cup 1.4x (3C 11 in 36, 0 in 18), the 7D's centre coin 1.2x with thinner rims (7 in 36, 2 in 18) or
thinner rims alone (17 in 24, as main's), the 4-6 of coins 12 px at the edges (no better).
Session 19 (review 18; A/B A1, A5, A7, A9, A10: 3 untold readers a variant, the same 40 cards in the
same order, two orders a round): the 4-6 di spade's daggers broader (SWORD_BLADE: blades two thirds of
their guards, the 4's guards 10 px, the 5's and 6's 8.5; review 18: "thin"), the changed cards read wrong
5 times in 108 either way over four orders. Not kept: the 2-7 di bastoni's lower rows turned over, handles
to the centre as the printed face since review 18 (the clubs 26 wrong in 135 so, 16 on main's), the 4 di
coppe's rows drawn in 22 px from the middle with 15 px cups (4C 3 wrong in 18 so, 1 on main's), the 5 di
coppe's lone cup the corners' size (5C 8 wrong in 24 so, 9 on main's: read 3C, 4C and 6C either way)."""
from __future__ import annotations

from .svg import circle, ellipse, num, path, poly, smooth, sym

PX = 11.75  # units of the card (940 high) to a pixel of the 80 px card
LEFT, RIGHT, TOP, BOTTOM = 4.0, 38.55, 4.0, 76.0  # the signs' room in px: 3 px of paper
# inside the outline (at 0.35 and 42.2 px across, 0.35 and 79.65 down)
MID_X, MID_Y = (LEFT + RIGHT) / 2, (TOP + BOTTOM) / 2
EDGE = 1.0  # px of dark ink round every sign (a stroke straddles the outline)
RING = 1.7  # the coins' ring
# the 7 di denari's ring, heavier (as napoli.SEVEN_EDGE): its seven 11.5 px coins each a
# dark-rimmed disc of its own (review 16: with the 5D's ring they clumped into one shape,
# 7D read 5D or 6D 6 times in 12)
SEVEN_RING = 2.2
# the 7 di denari a hexagon on its point round its centre coin, drawn in from the card's
# ends (_hexagon): the side coins at the edges, every coin this far (px of paper) from its
# neighbours. In the lattice over the whole height (the 7C's, _lattice) its middle five
# stood as the 5D's die and the lone coins at the ends were dropped: session 22's untold
# readers read it 5D or 6D 12 times in 21 (c1), 5 in 21 (d1; 13.5 px coins, 14 in 21); so,
# once in 21 on d1's cards (0 in 21 with 12.5 px coins 3 px apart). A regular hexagon of
# 10.5 px coins (the most that fits the width) read 5D 10 times in 15 (a1F). Session 18: its
# coins 12.5 px (ROUND_SIZE), 3 px apart, the side ones HEX_OUT px outside the signs' room (2 px
# of paper inside the outline): A/B r3 and r4 (3 untold readers a sheet, four orders, 40 cards)
# 7D 0 wrong in 48 so, 7 in 48 with 11.5 px coins 4 px apart (5D: its five rows counted), 4 in
# 48 with 11.5 px coins 4 px apart HEX_OUT further out
HEX_GAP = 3.0
HEX_OUT = 1.0

# coins and cups: the width of one sign in px (the 4 to 6: two 14 px signs and 7 px of
# paper fill the width between the margins; 15.5 px ones 5.5 px apart, 2 px inside the outline,
# read no better in session 18's A/B r1-r2: 5D 31 wrong in 72, 15 in 36 on main); the 7 di
# denari's 12.5 px (HEX_GAP); the 7 di coppe's goblets 11 px wide
# (SEVEN_CUP_TALL: as broad bowls, 11.5 or 13.5 px, its five rows read as the 5C's)
ROUND_SIZE = {"D": {2: 25, 3: 19, 4: 15, 5: 13.5, 6: 13.5, 7: 12.5},
              "C": {2: 27, 3: 20, 4: 14, 5: 14, 6: 14, 7: 11}}
CUP_TALL = 0.82  # a cup's height over its width: broad low bowls (tall ones read as daggers)
# the 7 di coppe's cups goblets 11 px wide and 14 tall, so its lattice's rows run into three
# columns 2-3-2 as the 7B's clubs and the Napoletane goblets do (broad 13.5 px bowls in five
# rows read 5C or 6C 15 times in 18 in session 22's A/B e1, 8 in 18 in f1; goblets 2 in 18)
SEVEN_CUP_TALL = 14 / 11
ODD_ROUND = 1.25  # the lone coin or cup of the 5 larger (it stands alone between the pairs)
# the 5 di denari's corners this far (px) above and below its lone coin: a five as on a
# die in the middle of the card (with its pairs at the card's ends, untold readers of m14
# read the 5D as 4D, 3D or 2D 5 times in 5; as on a die, 17 right in 18 in A/B G; the 5C
# so drawn read 6C or 4C 5 times in 12 and keeps its cups at the ends). Session 18: 15 px (18),
# its corners' rows overlapping the lone coin's, 2 px of paper between them: the die's three rows
# were counted (main's 5D read 3D, 4D or 6D 30 times in 115 over the session's readings); A/B r5
# and r6 (3 untold readers a sheet, four orders, the same 40 cards): 5D 6 wrong in 48 so, 23 in 96
# as before (r5 3 in 24 against 7 and 8; r6 3 in 24 against 4 and 4)
FIVE_DY = 15
# the 4 di bastoni's and di spade's rows this far (px) above and below the middle, one block
# of four (review 16: at the card's ends 30 px of paper parted the rows and the top pair read
# as the card, m16 4B read 2B 4 times in 6; session 20's A/B: 4B, 4S 3 wrong in 24 so, 1 in
# 24). The 4C keeps its cups at the corners as the printed card (drawn in to a block it read no
# better, 0 wrong in 21 either way). The 4 di denari's 15 px coins (ROUND_SIZE) so too since
# session 20 (at the corners, 13.5 px, the two pairs read as the 2D's two coins: final reading
# F19 4D read 2D 9 times in 27; A/B B4, B8, B10 and B12, pnum20, 3 untold readers a variant on
# random-like sheets of 40, eleven groups: 4D 6 wrong in 78 so, 18 in 78 at the corners). At 640x480 a played
# 4D moves as the printed face, coins at the corners round its crest, and comes to rest drawn in.
FOUR_DY = {"B": 19.5, "S": 18.5, "D": 21}
FOUR_DX = 9.5  # the 4 di bastoni's and di spade's columns this far (px) from the middle


def _outer_rows(die: float, top: float, bottom: float) -> tuple[float, float]:
    """The y (px) of a 4's two rows or a 5's corners: `die` above and below the middle, or
    (0) at the card's ends, `top` and `bottom`."""
    return (MID_Y - die, MID_Y + die) if die else (top, bottom)


def _room(w: float, h: float) -> tuple[float, float, float, float]:
    """The outermost centres (px: left, right, top, bottom) of a sign w x h inside the signs' room."""
    return LEFT + w / 2, RIGHT - w / 2, TOP + h / 2, BOTTOM - h / 2


def _lattice(w: float, h: float) -> list[tuple[float, float]]:
    """Centres (px) of a 7's signs, each w x h, in five rows 1-2-1-2-1 over the whole
    height: three down the middle, a pair at the sides between each two of them (a hexagon
    round the middle sign; columns 2-3-2, as the Napoletane 7 di denari)."""
    left, right, top, bottom = _room(w, h)
    return [(x, top + i * (bottom - top) / 4) for i in range(5)
            for x in ((MID_X,) if i % 2 == 0 else (left, right))]


def _hexagon(d: float, gap: float) -> list[tuple[float, float]]:
    """Centres (px) of seven round signs d px across, a hexagon on its point round the middle
    one as compact as `gap` px of paper between neighbours allows, the side pairs at the
    edges (HEX_OUT; the top and bottom ones in the middle column, `gap` from the side pairs)."""
    xs = (RIGHT - LEFT) / 2 + HEX_OUT - d / 2
    rise = max((d + gap) ** 2 - xs * xs, 0.0) ** 0.5  # height between diagonal neighbours
    ys = max(rise, (d + gap) / 2)
    yt = max(ys + rise, d + gap)
    return [(MID_X, MID_Y - yt), (MID_X - xs, MID_Y - ys), (MID_X + xs, MID_Y - ys), (MID_X, MID_Y),
            (MID_X - xs, MID_Y + ys), (MID_X + xs, MID_Y + ys), (MID_X, MID_Y + yt)]


def _round_places(rank: int, w: float, h: float, die: float = 0.0) -> list[tuple[float, float]]:
    """Centres (px) of the coins or cups of a rank, each w x h: the 2 and 3 in a column, the
    4 to 6 in two columns at the sides, the 5's lone one between them (`die`: the 4's rows
    or the 5's corners this far (px) above and below the middle; 0: at the card's ends), the 7 a
    lattice 1-2-1-2-1 (no row of two over another; in A/B a 2-1-2-2 grid read as 5D 8 times
    in 8, 4 down one side and 3 down the other as 6D or 6C 7 in 16, the lattice 5 in 16)."""
    left, right, top, bottom = _room(w, h)
    if rank <= 3:
        return [(MID_X, top + i * (bottom - top) / (rank - 1)) for i in range(rank)]
    if rank == 7:
        return _lattice(w, h)
    high, low = _outer_rows(die, top, bottom)
    ys = [high, low] if rank == 4 else [high, MID_Y, low]
    return [(x, y) for i, y in enumerate(ys)
            for x in ((MID_X,) if rank == 5 and i == 1 else (left, right))]


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


def _shape(points, fill: str, curved: bool = False, extra: str = "") -> str:
    return path(smooth(points, tension=0.8) if curved else poly(points), fill, None, extra=extra)


def inked(ink: str, parts: list[str]) -> str:
    """The signs with one dark edge set once round them (lean files: each shape names only
    its geometry and fill)."""
    return f'<g stroke="{ink}" stroke-width="{num(round(EDGE * PX))}">{"".join(parts)}</g>'


def coin(pal: dict, cx: float, cy: float, d: float, ring: float = RING) -> str:
    """A plain coin d px across: a gold disc in a bold dark ring `ring` px wide, a green
    field and a red rose at its heart (the printed rosette's colours, no pearls or petals)."""
    r = d / 2 * PX
    return (circle(round(cx * PX), round(cy * PX), round(r - ring * PX / 2), pal["gold"], None,
                   extra=f'stroke-width="{round(ring * PX)}"')
            + _disc(cx * PX, cy * PX, r * 0.48, pal["green"], False)
            + _disc(cx * PX, cy * PX, r * 0.2, pal["red"], False))


# the cup in a box 100 x 100: a broad bowl on a short stem and a broad foot
_BOWL = sym([(46, -36), (44, -22), (29, 4), (9, 10)])
_FOOT = sym([(9, 8), (10, 30), (44, 50)])


def cup(pal: dict, cx: float, cy: float, w: float, tall: float = CUP_TALL) -> str:
    """A stout cup w px wide (`tall` times as tall): the gold bowl with its blue rim and red
    band, on a gold stem and foot, edged dark."""
    h = w * tall
    band = path(poly(_at([(-40, -14), (40, -14)], cx, cy, w, h), False), None, pal["red"], round(h * 0.11 * PX))
    return (_shape(_at(_FOOT, cx, cy, w, h), pal["gold"]) + _shape(_at(_BOWL, cx, cy, w, h), pal["gold"], True)
            + band + ellipse(round(cx * PX), round((cy - 0.38 * h) * PX), round((w - EDGE) / 2 * PX),
                             round(0.11 * h * PX), pal["blue"], None))


def round_card(st, rank: int, suit: str) -> list[str]:
    """The coins or cups of a number card (see _round_places; the 7 di denari _hexagon)."""
    w = ROUND_SIZE[suit][rank]
    tall = SEVEN_CUP_TALL if rank == 7 else CUP_TALL
    h = w * (tall if suit == "C" else 1.0)
    out = []
    places = _hexagon(w, HEX_GAP) if (rank, suit) == (7, "D") else _round_places(rank, w, h, _die(rank, suit))
    for x, y in places:
        k = _odd(rank, x, y, ODD_ROUND)
        out.append(coin(st.pal, x, y, w * k, SEVEN_RING if rank == 7 else RING) if suit == "D"
                   else cup(st.pal, x, y, w * k, tall))
    return out


# The small 4 di denari draws no shield between its coins (the printed face, 100 px and up, has
# its crowned shield): at 80 px any sign in the middle is counted as a fifth coin. Session 18's
# A/B L1 (3 untold readers a sheet, the same 40 cards, two orders, 12 4D's a variant): 4D read
# 5D 25 times in 36 with a 10 px red shield, 17 in 36 with a 24 px crowned one, 1 in 36 without.

# the club in a box 100 x 100, head up: a knotty cudgel, its lumpy head the box's width, a
# cut branch stub on each side at different heights, the grip tapering to a rounded butt
# under half as wide (a log of one width read as a rod: in A/B, two rows of them as one row
# of long sticks, 6B read 3B); the stubs part of the outline, no knobs apart (specks at 1:1:
# untold readers of m14 and f14 read the 4B and 5B as 2B-6B with them); one shape for the
# 2 to 7 (review 15: the 2B-3B long clubs, the 4B-7B "pegs, not cudgels")
_LOG = [(0, -50), (16, -49), (26, -44), (36, -46), (46, -38), (50, -26), (46, -14), (38, -4),
        (36, 4), (44, 6), (45, 12), (34, 14), (28, 24), (24, 38), (22, 47), (12, 50), (0, 50),
        (-12, 50), (-22, 47), (-22, 38), (-24, 26), (-28, 16), (-32, 4), (-41, -2), (-43, -8),
        (-36, -10), (-44, -20), (-50, -30), (-44, -42), (-30, -48)]
# the dagger, point up: its blade in a box 100 x 100 (0.6 of the box wide, the point
# SWORD_TIP of the blade's width long); its hilt in another box: a guard as wide as the
# box, a red grip, a gold pommel, HILT times as long as the guard is wide (at most 0.3 of
# the sword)
_GUARD = sym([(0, -50), (30, -44), (50, -54), (44, -18), (0, -18)])
_GRIP = sym([(0, -20), (22, -20), (22, 22)])
SWORD_TIP, HILT = 0.7, 1.4


def cudgel(pal: dict, cx: float, cy: float, w: float, length: float) -> str:
    """A cudgel w px across its head, `length` px long, head up (every club of the 2 to 7):
    the club's outline edged CLUB_EDGE, a light spot in its head (a knob end). The 4 to 7's
    short and stout: long and slim, untold readers read their columns as single sticks and
    missed whole rows (m15: 6B read 4B 4 times in 5, 4B 2B, 7B 6B or 5B 4 in 4; A/B B0 on
    main 5be59b7: 4B, 5B and 7B 20 wrong in 22); short, stout and spaced as the swords, 4B-6B
    1 wrong in 18 (A/B S2)."""
    spot = _disc(cx * PX, (cy - length / 2 + w * 0.42) * PX, w * 0.24 * PX, pal["wood_lt"], False)
    return _shape(_at(_LOG, cx, cy, w, length), pal["wood"], True,
                  extra=f'stroke-width="{round(CLUB_EDGE * PX)}"') + spot


def sword(pal: dict, cx: float, cy: float, w: float, length: float, turn: bool = False,
          broad: float = 0.6) -> str:
    """A stout dagger w px across its guard, `length` px long, point up (down if `turn`), its
    blade `broad` of the guard's width."""
    t = -1 if turn else 1
    hilt = min(HILT * w, 0.3 * length)
    blade = length - hilt * 0.8
    tip = 100 * SWORD_TIP * broad * w / blade - 50  # the point's shoulders
    bcy, hcy = cy - t * (length - blade) / 2, cy + t * (length - hilt) / 2
    return (_shape(_at(sym([(0, -50), (50 * broad, tip), (50 * broad, 50)]), cx, bcy, w, blade, turn), pal["steel"])
            + _shape(_at(_GRIP, cx, hcy, w, hilt, turn), pal["red"])
            + _shape(_at(_GUARD, cx, hcy, w, hilt, turn), pal["gold"])
            + _disc(*_at([(0, 36)], cx, hcy, w, hilt, turn)[0], 0.15 * w * PX, pal["gold"]))


# the 3 di spade's swords 9 px broad (6.5 until session 18: hairlines beside the 2S's 11 px
# blades, untold readers read the 3S 2S 19 times in 47 on main's faces; A/B r5 and r6, four
# orders: 3S 1 wrong in 72 so, 4 in 48 at 6.5 px; 4 in 24 at 9 px, shorter, the middle one lower;
# but A/B r7, every sheet's 3S 9 px, 15 in 36, all at two places: 2S still)
THREE_SWORDS = 9.0
# swords: (width, length) px of one sign, one size for the 5 and 6 (the 6's squat and the
# 4's broad before: review 14), the 4's longer in its block of four (FOUR_DY), the 7's
# slimmer in its row of four (_seven_in_rows)
SWORD_SIZE = {2: (11, 70), 3: (THREE_SWORDS, 70), 4: (10, 28), 5: (8.5, 25), 6: (8.5, 25), 7: (6, 26)}
# the 4 to 6's blades this share of their guards' width (0.6, the others'; the 7's row of four keeps
# its guards 3 px apart): review 18 found the daggers thin (module docstring: session 19)
SWORD_BLADE = {4: 0.66, 5: 0.66, 6: 0.66}
# the cudgels: the 2's and 3's long (the 3's 7.5 px broad: 6.5 px poles read 4B 3 times in
# 12 in session 18's A/B P), the 4 to 7's short and stout, the 5 to 7's one size (the 7's
# smaller, 7.5x15 or 8x16, read 6B 15 times in 18 in session 19's A/B W0, Y0; larger,
# 8.5x21, 8 in 18: W2, Y1), the 4's longer and as stout in its block of four (FOUR_DY),
# the 6's longer in its block of six (SIX_DY_CLUBS)
CUDGEL_SIZE = {2: (13, 58), 3: (7.5, 54), 4: (11, 29), 5: (8, 20), 6: (8.5, 24), 7: (8, 20)}
# the 5 di bastoni as on a die, as the 5 di denari (FIVE_DY): its corners this far (px) from
# its odd cudgel (at the card's ends, untold readers read the 5B as 4B, 3B or 2B 8 times in 8
# in A/B U)
FIVE_DY_CLUBS = 21
# the 5 di bastoni's odd cudgel larger, as the 5D's and 5C's lone sign (ODD_ROUND): session
# 22's A/B d1 (untold readers, the same 40 cards), 5B read 4B or 3B twice in 12 so, 7 times
# in 12 on a sheet with it as the corners' (once in 12 on a third sheet)
ODD_CLUB = 1.2
# the 5 di spade's odd sword so too (review 17; session 18's A/B r1-r4, untold readers, eight
# orders: 5S 17 wrong in 132 so, 9 in 66 as its corners', read 3S or 4S: no worse)
ODD_SWORD = 1.2
# the 6 di bastoni's rows this far (px) above and below the middle: one block of six, as the
# 4B's of four (its rows at the card's ends, 30 px of paper between them, the 6B read 4B 9
# times in 12 in session 22's A/B b1; so, once in 12 on the same cards)
SIX_DY_CLUBS = 16.5
# the 6 di spade's rows so too, a block of six (at the card's ends the 6S read 4S 4 times in 9
# in session 22's A/B e1, 9 px of paper between its rows now)
SIX_DY_SWORDS = 17
# the 6 di denari's rows so too since session 20, one block of six, 2 px of paper between its
# rows (at the card's ends, its three rows 16 px apart, it read 4D: final reading F19 6D 10
# wrong in 24, 4D 7 times; A/B B4, B8, B10 and B12, pnum20, random-like sheets, eleven groups: 6D 0
# wrong in 81 so, 9 in 81 at the ends)
SIX_DY_COINS = 15.5
CLUB_EDGE = 1.4  # px: the short cudgels' dark edge, heavier than the other signs'


def _die(rank: int, suit: str) -> float:
    """How far (px) above and below the middle the 4's rows (FOUR_DY), the 5's corners
    (FIVE_DY, FIVE_DY_CLUBS: as on a die) and the 6's rows (SIX_DY_CLUBS, SIX_DY_SWORDS, SIX_DY_COINS) stand;
    0: at the card's ends."""
    return {4: FOUR_DY.get(suit, 0.0), 5: {"D": FIVE_DY, "B": FIVE_DY_CLUBS}.get(suit, 0.0),
            6: {"B": SIX_DY_CLUBS, "S": SIX_DY_SWORDS, "D": SIX_DY_COINS}.get(suit, 0.0)}.get(rank, 0.0)


def _long_places(rank: int, w: float, length: float, die: float = 0.0) -> list[tuple[float, float]]:
    """Centres (px), as the printed card (piacenza.rows): the 2 and 3 side by side the
    whole height; the 4 two rows of two drawn in to one block (FOUR_DX, `die`), the 5 a
    quincunx (corners out at the edges, the odd one in the middle); the 6 two rows of three
    (the 6 di bastoni's and di spade's drawn in to one block); the 7 the coins' lattice (_lattice: in two
    columns of three with the odd one alone between them in the middle row, session 22's
    untold readers read the 7B 6B or 5B 16 times in 30, in the lattice 10 in 45 on the same
    cards; the 6's rows of three with the odd one between them read 7B as 5B and 7S as 5S 6
    times in 14; a hexagon of rows 2-3-2 read as 6 or 5 in session 17: 7B 6B or 5B 9 times
    in 24; the 7 di spade stands in two rows, _seven_in_rows). `die`: the 4's rows, the
    5's corners or the 6's rows this far (px) above and below the middle (_die)."""
    left, right, top, bottom = _room(w, length)
    if rank <= 3:
        return [(x, MID_Y) for x in ([MID_X - 10.5, MID_X + 10.5] if rank == 2 else [left, MID_X, right])]
    if rank == 7:
        return _lattice(w, length)
    cols = {4: (MID_X - FOUR_DX, MID_X + FOUR_DX), 5: (left, right)}.get(rank, (left, MID_X, right))
    return [(x, y) for y in _outer_rows(die, top, bottom) for x in cols] + ([(MID_X, MID_Y)] if rank % 2 else [])


def _seven_in_rows(w: float, length: float) -> list[tuple[float, float]]:
    """Centres (px) of the 7 di spade: two straight rows, four over three, the three under the
    four's gaps (as the printed card, piacenza.seven_in_rows; review 17: both rows across the
    card read 3 + 3; session 18's A/B r1-r4, untold readers: 7S 11 wrong in 120 so, 6 in 60 on main).
    Session 19's A/B (untold readers, the same cards in the same order): 7S right 12 times
    in 12 so, 3 in 12 in the 2-3-2 columns (read 6S: the two columns of three taken for
    the 6 and the odd one between them dropped), 9 in 12 in two staggered columns 4 + 3.
    (The 7 di bastoni so read 6B 7 times in 12: the heads of a row of four clubs run
    together; it keeps its columns.)"""
    left, right, top, bottom = _room(w, length)
    return ([(left + i * (right - left) / 3, top) for i in range(4)]
            + [(left + (i + 0.5) * (right - left) / 3, bottom) for i in range(3)])


def long_card(st, rank: int, suit: str) -> list[str]:
    """The clubs or swords of a number card, every one pointing up (the 3 di spade's middle
    sword turned over: three alike read as a 2 or 4)."""
    if suit == "B":
        w, length = CUDGEL_SIZE[rank]
        return [cudgel(st.pal, x, y, w * k, length * k)
                for x, y in _long_places(rank, w, length, _die(rank, suit))
                for k in [_odd(rank, x, y, ODD_CLUB)]]
    w, length = SWORD_SIZE[rank]
    places = (_seven_in_rows(w, length) if rank == 7
              else _long_places(rank, w, length, _die(rank, suit)))
    return [sword(st.pal, x, y, w * k, length * k, turn=rank == 3 and x == MID_X,
                  broad=SWORD_BLADE.get(rank, 0.6)) for x, y in places
            for k in [_odd(rank, x, y, ODD_SWORD)]]


def _odd(rank: int, x: float, y: float, scale: float) -> float:
    """`scale` for the 5's lone sign in the middle of the card, 1 for every other sign."""
    return scale if rank == 5 and (x, y) == (MID_X, MID_Y) else 1.0


def number_card(st, rank: int, suit: str) -> list[str]:
    """The signs of the number card `rank` of `suit` drawn for small heights, one dark
    edge round them all."""
    signs = round_card(st, rank, suit) if suit in "DC" else long_card(st, rank, suit)
    return [inked(st.pal["ink"], signs)]
