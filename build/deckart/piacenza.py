"""The Piacentine number cards (2 to 7), countable at a crowded table's 80 px without
corner indices (issue #13; build/countable.py measures them): coins and cups in the
conventional rows with clear paper between the columns and to the card's outline, the
7 a lattice 1-2-1-2-1; dagger-like swords and cudgels kept apart in rows, the swords
pointing up, the clubs' handles to the centre (review 18, DECKS.md: modern prints; each club
its own piece of wood, logs.FORMS), edged in heavy ink, the 5 a quincunx, the 7 di
bastoni a lattice 1-2-1-2-1 as the coins', the 7 di spade two rows, four over three; the 4 di
denari's crowned crest. These faces are drawn from 100 px up; the small drawings
(piacenza_small), what the table shows below, keep these rows and columns. The 7s' layouts are their
own, not a grid of two columns or two
rows with an odd sign added: blind reading m13 (session 13) read every 7 as a 5 or 6,
11 of 15 (7D 2-1-2-2 as 6D/5D 4 of 4, 7B with a club lying between two rows of three as
5B/6B 3 of 3, 7C 2 of 3, 7S 2 of 5): the odd sign was lost beside the grid."""
from __future__ import annotations

from . import heraldry, layouts, ribbons, suits
from .svg import group

# signs to a row, and their length as a share of the pip area's height (an odd card
# leaves room for its odd sign)
PER_ROW = {2: 2, 3: 3, 4: 2, 5: 2, 6: 3}
LENGTH = {2: 0.96, 3: 0.96, 4: 0.42, 6: 0.42}
# the 5's signs (a quincunx): their length, the corners' girth and the odd one's (review
# 13g: the 5S's corners smaller than the 4S's and its odd sword slimmer still; the 5B's
# stubs leave no room for more: longer or broader, its corner clubs touched the odd one)
FIVE = {"B": (0.38, 1.0, 0.9), "S": (0.42, 1.05, 1.0)}

# clubs and swords in rows (rows()): half the sign's width (short stubs,
# quillons) in its own units, and how much broader than usual it is drawn in rows of two
# and of three (the rows of three as broad as clear gaps between them allow; the thin
# signs of 7-8 px left the 5 read as a 3 or 4 and the 6 as a 4)
ROWS_HALF = {"B": 26, "S": 25}
FULL_STUBS = 5  # the clubs of the 4 and 5 with their stubs full (short, 4B read 2B and 3B)
ROWS_GIRTH = {"B": {2: 1.15, 3: 1.0, 7: 1.05}, "S": {2: 1.15, 3: 1.0, 7: 0.8}}  # 7: seven(),
# seven_in_rows() (the 7S's row of four slimmer)
# the printed face's daggers of the 4 to 7 (100 px and up) with blades this much broader, their
# quillons as much wider (review 18: thin beside the printed card's bold signs); the row of
# three less, the 7's row of four not at all (broader, their quillons ran together at 100 px)
DAGGERS_BROAD = {4: 1.5, 5: 1.5, 6: 1.3}
# of the card's width the rows span, their outer signs 3 px of paper from the outline at
# 80 px (0-1 px, the 6's outer columns merged with it and the 6 read as a 4)
ROWS_WIDTH = 0.8
# the 2 and 3 at these pitches (of a third of 0.88 of the width), the 4's columns at this
# share of the edge-to-edge pitch (about 70% of the card's width)
PITCH_LONG, SPREAD_4 = {2: 1.5, 3: 1.04}, 0.85
# the 2's and 3's long signs' thickness cap (rows(): thick); the 3 di bastoni's stout (review
# 14: three long thin poles at 0.72)
LONG_THICK = {"B": {2: 1.1, 3: 0.95}, "S": {2: 1.1, 3: 0.72}}
# the 3 di spade's middle sword turned point down (rows(): turn), the three a little broader
# (their guards no longer side by side): three alike read as 2S or 4S three times at 80 px
THREE_SWORDS = 1.1
# coins and cups of the 4 to 7: rows from the top (2 a pair, 1 the lone sign), their signs'
# width over their height, and the paper kept round them at 80 px (1 px = 11.75 units):
# MARGIN from the card's edge (the outer signs 0-1 px from the outline merged with it),
# GAP_X between the two columns (1-2 px: a row of two ran together, 4D read 2D; the coins
# 5 px apart still ran into one blob a pair at a glance, 5D read 3D and 3D 5D; the cups 5
# px apart, 5C read 3C twice and 4C), GAP_Y between rows and between the 7's lattice's
# neighbours across the diagonal (its 2-1-2-2 rows, read as the 6's grid, 7D read 6D or
# 5D ten times in twelve in blind readings f12 and m13). The rows of the 4 span the
# whole height as printed, the 4 di denari's coins at the corners round its shield (drawn
# in to 0.72, 4D read 3D three times; review 13g: the 4C's cups, still drawn in, looked tiny)
ROUND_ROWS = {4: (2, 2), 5: (2, 1, 2), 6: (2, 2, 2)}  # the 7: lattice()
# the cups broad, low bowls, wider than tall (drawn 1.15x taller, 15x15 px at 80 px, blue
# rim over a red band over a gold stem and foot read as a dagger's blade, grip and pommel:
# in the helper's own 1:1 readings 6C read 6S and 6B, 7C read 5S)
ASPECT = {"D": 1.0, "C": 1.05}
MARGIN, GAP_Y = 48, 60
GAP_X = {"D": 96, "C": 80}  # 8 and 7 px
ODD_K = {5: 1.25}  # the lone sign of the 5 larger
# the number cards' cups edged heavier than the courts' (4.0): drawn smaller to keep paper
# round them, a quarter of their outline dark at 80 px needs it
CUP_EDGE = 5.8
# the printed face's cups (100 px and up; the table's 80 px has piacenza_small's) bold,
# filling the narrow card as printed (review 18: the 4-7's small cups at the card's edges, the 4
# di coppe four tiny cups pushed to the ends of an empty card): drawn to their own width (0.94 of
# their box), CUP_MARGIN from the card's edge and CUP_GAP apart across (about 1.4 times the
# cups kept 48 and 80 apart for 80 px), the 4's rows drawn in to FOUR_CUPS of the height
CREST = 0.66  # the 4 di denari's crest across its mantling, of the card's width (its shield half)
CUP_MARGIN, CUP_GAP, CUP_ASPECT, FOUR_CUPS = 26, 40, 0.94, 0.8
BANNER = 0.76  # the 2 di coppe's banner across this share of the card's width (ribbons.banner)


def rows_apart(rows: tuple, draw, cx: float, cy: float, w: float, h: float, aspect: float,
               odd_k: float = 1.0, gap_x: float = GAP_X["C"]) -> list[str]:
    """Signs (draw() -> svg of one sign 100 units tall, `aspect` times as wide) in `rows`
    of two or one over w x h centred on (cx, cy): the largest size for which two signs keep
    `gap_x` apart across and GAP_Y down, the lone sign `odd_k` times as large; the pairs out
    at the sides, the rows spread evenly over the whole height."""
    sizes = [odd_k if count == 1 else 1.0 for count in rows]
    gaps = [GAP_Y] * (len(rows) - 1)
    s = min((w - gap_x) / (2 * aspect), (h - sum(gaps)) / sum(sizes))
    spare = (h - s * sum(sizes) - sum(gaps)) / (len(rows) - 1)
    col = w / 2 - s * aspect / 2
    out, y = [], cy - h / 2
    for count, k, gap in zip(rows, sizes, gaps + [0]):
        for x in ((0,) if count == 1 else (-col, col)):
            out.append(group([draw()], tx=cx + x, ty=y + s * k / 2, scale=s * k / 100))
        y += s * k + gap + spare
    return out


def lattice(draw, cx: float, cy: float, w: float, h: float, aspect: float, gap: float) -> list[str]:
    """The 7 of coins and cups in five rows 1-2-1-2-1 (draw() -> svg of one sign 100 units
    tall, `aspect` times as wide): the singles down the middle, the pairs out at the sides
    between them, no row of two over another (a 2-1-2-2 read as the 6's grid of two columns
    with its odd sign lost). The largest signs that keep `gap` of paper to their neighbours
    across the diagonal and down the middle, over the whole height."""
    def fits(s):
        pitch, col = (h - s) / 4, w / 2 - s * aspect / 2
        return 2 * pitch >= s + gap and (col * col + pitch * pitch) ** 0.5 >= s * max(aspect, 1.0) + gap
    lo, hi = 10.0, w / (2 * aspect)
    for _ in range(40):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if fits(mid) else (lo, mid)
    s = lo
    pitch, col = (h - s) / 4, w / 2 - s * aspect / 2
    out = []
    for i in range(5):
        for x in ((0,) if i % 2 == 0 else (-col, col)):
            out.append(group([draw()], tx=cx + x, ty=cy - h / 2 + s / 2 + i * pitch, scale=s / 100))
    return out


def round_card(st, rank: int, suit: str, area: tuple) -> list[str]:
    """Coins and cups: the 2 and 3 in a column (layouts.round_pips), the 4 to 7 in
    ROUND_ROWS apart (rows_apart); the 4 di denari's small shield between its coins."""
    rx, ry, rw, rh = area
    pal = dict(st.pal, cup_edge=CUP_EDGE, lean_rosette=True) if rank >= 4 else dict(st.pal, lean_rosette=True)
    draw = lambda: suits.sign(suit, st.variants, pal)  # noqa: E731
    if rank < 4:
        signs = layouts.round_pips(rank, draw, rx, ry, rw, st.h * 0.9, 0.94 if suit == "C" else 0.92)
        return [f'<g id="ornament">{"".join(_ornament(st, suit, rx, ry, rw))}</g>'] + signs if rank == 2 else signs
    margin, aspect, gap = (CUP_MARGIN, CUP_ASPECT, CUP_GAP) if suit == "C" else (MARGIN, ASPECT[suit], GAP_X[suit])
    w, h = st.w - 2 * margin, st.h - 2 * margin
    if rank == 7:
        return lattice(draw, st.w / 2, st.h / 2, w, h, aspect, GAP_Y)
    out = rows_apart(ROUND_ROWS[rank], draw, st.w / 2, st.h / 2, w,
                     h * (FOUR_CUPS if (rank, suit) == (4, "C") else 1.0), aspect, ODD_K.get(rank, 1.0), gap)
    if suit == "D" and rank == 4:  # the crest, its shield a third of the card wide (review
        # 18: a small badge; at 80 px, where a sign between the coins is counted as a coin, the
        # small drawing leaves it off)
        out.append(group([heraldry.crest(st.pal, st.w * CREST)], tx=rx, ty=ry + st.w * 0.04))
    return out


def _ornament(st, suit: str, rx: float, ry: float, rw: float) -> list[str]:
    """Under the 2's signs, as printed (review 19 item 5: bare pips on cream): the 2 di coppe's
    banner between its cups, the 2 di denari's ribbon winding behind its coins (ribbons)."""
    if suit == "C":
        return ribbons.banner(st.pal, rx, ry, st.w * BANNER)
    r = min(layouts.ROUND_SIZE[2] * rw * 0.92, st.h * 0.9 / layouts.ROUND_ROOM[2]) / 2
    dy = layouts.ROUND[2][1][1] * st.h * 0.45
    return ribbons.winding(st.pal, rx, ry - dy, ry + dy, r)


def row_pitch(aw: float, half_w: float, gaps: int) -> float:
    """The distance between the columns of a row of signs `half_w` half-wide whose outer
    signs touch the rows' span (ROWS_WIDTH of the card; `aw` is 0.88 of it), `gaps` apart."""
    return (aw * ROWS_WIDTH / 0.88 - 2 * half_w) / gaps


def rows(n: int, draw, half, ax: float, ay: float, aw: float, ah: float,
         girth: dict, five: tuple, long_thick: dict, turn: bool = False,
         seven_rows: bool = False, inward: bool = False) -> list[str]:
    """Swords and clubs, long and kept apart: the 2 and 3 side by side the whole height;
    from the 4 up two rows (the swords pointing up, the early Piacentine's way; mirrored
    about the middle, as the modern print, each upper sign and the one under it read as
    one long stick when this face was read at 80 px: 4B read 2B, 5B 3B or 4B; the clubs
    `inward`, as modern prints, now that 80 px has its own drawing), two to a row on the 4 and 5,
    three on the 6, the rows' outer signs at the area's edges so the 4 and 6 differ
    by the middle column (with the three close together the 6 read as a 4). The 5 is a
    quincunx: its rows at the edges, the odd sign upright between them in the middle, all
    five of a length (shorter rows and a small middle sign read the 5 as a 3 or 4); the 7
    lattice 1-2-1-2-1 of the coins (seven()), or four over three (`seven_rows`: seven_in_rows()).
    draw(length, thickness, girth, which) -> svg of one sign pointing up (`which`: the
    sign's number on the card, so each club is drawn its own way), `inward` turns the lower
    row's signs over (the clubs' handles to the centre, as in modern prints),
    half(...) a sign's half-width as drawn; `girth` (signs to a row -> how much broader
    than usual; 7: seven()'s and seven_in_rows()'s) for the 4, 6 and 7, `five` the 5's (see FIVE), `long_thick`
    the 2's and 3's thickness cap (see LONG_THICK); `turn`
    turns the 3's middle sign over."""
    thick = aw / 3 * 0.72 / 45
    if n == 7:
        if seven_rows:
            return seven_in_rows(draw, half, ax, ay, aw, ah, thick, girth[7])
        return seven(draw, half, ax, ay, aw, ah, thick, girth[7], inward)
    per_row = PER_ROW[n]
    length = ah * (five[0] if n == 5 else LENGTH[n])
    if n <= 3:  # the long signs of the 2 broader, of the 3 slimmer, as the width allows
        pitch = aw / 3 * PITCH_LONG[n]
        return [group([draw(length, thick * long_thick[n] * (THREE_SWORDS if turn else 1.0), 1.0, c)],
                      tx=ax + (c - (per_row - 1) / 2) * pitch, ty=ay, rotate=180 * (turn and c == 1))
                for c in range(per_row)]
    g = five[1] if n == 5 else girth[per_row]  # the quincunx's corners leave room for the odd one
    pitch = row_pitch(aw, half(length, thick, g), per_row - 1) * (SPREAD_4 if n == 4 else 1.0)
    dy = ah / 2 - length / 2
    out = []
    for c in range(per_row):
        x = ax + (c - (per_row - 1) / 2) * pitch
        out.append(group([draw(length, thick, g, c)], tx=x, ty=ay - dy))
        out.append(group([draw(length, thick, g, per_row + c)], tx=x, ty=ay + dy, rotate=180 * inward))
    if n == 5:
        out.append(group([draw(length, thick, five[2], 4)], tx=ax, ty=ay))
    return out


# the 7's signs' length (of the area's height), three rows of them in the same columns
SEVEN_LENGTH = 0.3


def seven(draw, half, ax: float, ay: float, aw: float, ah: float, thick: float, g: float,
          inward: bool = False) -> list[str]:
    """The 7 di bastoni (the 7 di spade stands four over three, seven_in_rows) as the 7 of
    coins and cups (lattice()), in five rows 1-2-1-2-1 (the lower two turned over when
    `inward`), one size: three
    down the middle and a pair at the sides between each two of them, the side columns where
    the 2-3-2 rows had them, as the small drawing (piacenza_small._lattice). Session 22's
    A/B (3 untold readers a sheet, the same cards in the same order): the 7B so read 6B or
    5B 10 times in 45 (1, 7 and 2 in 15 on three sheets) where the rows 2-3-2 (two columns
    of three with the odd one between them in the middle row) read so 16 times in 30 (6 and
    10 in 15); as a 2-3-2 hexagon of rows (the pairs between the
    middle row's columns) 9 in 24 in session 17, and with a club lying between two rows of
    three the lying one was lost (m13)."""
    length = ah * SEVEN_LENGTH
    pitch = row_pitch(aw, half(length, thick, g), 2)
    step = (ah - length) / 4
    places = [(x, i) for i in range(5) for x in ((0,) if i % 2 == 0 else (-1, 1))]
    return [group([draw(length, thick, g, j)], tx=ax + x * pitch, ty=ay - ah / 2 + length / 2 + i * step,
                  rotate=180 * (inward and i > 2)) for j, (x, i) in enumerate(places)]


def seven_in_rows(draw, half, ax: float, ay: float, aw: float, ah: float, thick: float,
                  g: float) -> list[str]:
    """The 7 di spade in two rows as the 6's, four over three, every sign upright, one
    size, the three at the gaps of the four, as the small drawing (piacenza_small._seven_in_rows:
    session 19's untold readers read it right 12 times in 12, the 2-3-2 columns 3 in 12)."""
    length = ah * LENGTH[6]
    dy = ah / 2 - length / 2
    span = 3 * row_pitch(aw, half(length, thick, g), 3)
    return [group([draw(length, thick, g, 0)], tx=ax - span / 2 + (i + (4 - n) / 2) * span / 3, ty=y)
            for y, n in ((ay - dy, 4), (ay + dy, 3)) for i in range(n)]


def rows_card(st, rank: int, suit: str, area: tuple) -> list[str]:
    """Swords and clubs kept apart in rows (rows())."""
    ax, ay, _, ah = area
    pal, variants = st.pal, st.variants
    bare = rank >= 6 or rank == 3  # short stubs (suits.STUB_BARE) on the rows of three and
    # the 3's long clubs (with full ones, their knobs read as a fourth club: 3B read 4B 3 of 6)
    broad = DAGGERS_BROAD.get(rank, 1.0) if suit == "S" else 1.0
    draw = lambda L, t, g, which: suits.sign(suit, variants, pal, L, t, girth=g, bare=bare,  # noqa: E731
                                             which=which, broad=broad)
    wide = ROWS_HALF[suit] + (FULL_STUBS if suit == "B" and not bare else 0) + suits.DAGGER_BLADE * (broad - 1)
    return rows(rank, draw, lambda L, t, g: wide * suits.long_scale(L, t) * g,
                ax, ay, st.w * 0.88, ah, ROWS_GIRTH[suit], FIVE[suit], LONG_THICK[suit],
                turn=suit == "S" and rank == 3, seven_rows=suit == "S", inward=suit == "B")
