"""The Napoletane number cards (2 to 7), countable at a crowded table's 80 px without
corner indices: coins and cups in the conventional rows as large as the card allows with
a clear gap between every two signs, the odd sign of the 5 in a row of its own, the 7s
of coins and cups in columns 2-3-2;
clubs and swords crossed in X's with clear bands of paper between the rows, the 7's
upright alone on a band of paper its whole length; the signature pieces (the 4 di denari
shield, the 2 and 3 di spade ribbon, the 3 di bastoni mask, the 4 di spade flowers, the
5 di spade scene)."""
from __future__ import annotations

import math
import re

from . import emblems, fox_scene, heraldry, layouts, mammone, suits
from .svg import group, num

# the rows of coins and cups, from the top: 2 a pair, 1 a lone sign in the middle (the 7s
# in columns, columns_apart)
ROWS = {4: (2, 2), 5: (2, 1, 2), 6: (2, 2, 2)}
GAP = 48          # units between two signs (about 4.7 px on a card 80 px high)
LONE_GAP = 14     # units between a lone sign's band and its neighbour rows'
NESTED = 0.8      # ... if that leaves this share of GAP (the usual gap) between it and its neighbours
CUP_ASPECT = 0.68  # a chalice's width over its height
# the gap between coins and cups in rows (a blur of 1-2 px ran the 5, 6 and 7 di denari
# and the 6 di coppe together at 48), but the 4 di coppe's cups, at the corners as the 4
# di denari's coins (a 2 x 2 block in the middle, each cup's bowl and foot two bands,
# read as a 6 in a self-check at 1:1), keep a wide gap: no larger than the 5's and 6's
# cups (as large as the width allowed, 19 x 27 px at 80 px, bowl and foot still read
# as two signs each: 4C read 6C twice in r2, twice in a self-check of 40 at 1:1; since
# session 19 between the two, 17 x 24 px, 15 x 22 before: review 18, "small against a lot
# of empty card"), and the 7s' coins and cups, in columns, the usual one
COIN_GAP, ROUND_GAP = 80, {("C", 4): 110, ("D", 7): 56, ("C", 7): 48}
# ... at 64 the 5 and 6 were still read one for the other and as a 4 (blind reading g12 at
# 80 px: 6D read 5D twice, 5D read 4D; 6 px of paper between coins 18 px across, now 7-9).
# The 7 di denari in three columns, 2-3-2: the middle one's three coins at the top, the
# middle and the bottom, the side columns' pairs at the quarters between them, a hexagon
# standing on its point round the centre coin, no column of three at the sides (blind A/B
# ab2, session 16, fresh readers at 80 px, the same cards in the same order: in four rows
# 2-1-2-2, two columns of three at the sides and the odd coin between the top rows, the 7D
# read 6D 11 times in 16 (and 13 in 16 with the three and the four apart in ab1), in
# columns 5 in 16). The coins as large as four rows gave them, 14-16 px, edged this much
# more heavily than the 6's (suits.SUN_EDGE): each still a dark-rimmed disc of its own.
# The 7 di coppe the same shape (blind A/B ab1 and ab3, session 17, fresh readers at 80
# px, the same cards in the same order: in rows 2-3-2, two columns of three at the sides
# and the middle row's third cup between them, the 7C read 6C 10 and 9 times in 12 on one
# sheet read by two groups of three, in columns 2 in 12; over three orders 21 in 48
# against 3 in 36), its cups 12-13 x 17 px, 3 px apart (box corners ROUND_GAP)
SEVEN_EDGE = 8
# the 5's lone cup this much larger than the four round it, on their rows' bands
# (blind reading g12: 6D read 5D twice, 5D read 4D; self-checks at 1:1 read 5D as 6D
# and 7D: the lone coin between the pairs' columns read as one of a column), the 5 di
# denari's lone coin this much smaller (1.3x, the coin was misread at some places of a
# sheet every time, as a 6, 4, 3 or 7: 17 of 18 readings at card 3, 13 and 32 in A/B
# rounds 1-3, 4 of 20 in round 4, all read 3D; 0.85x, 0 of 20 in round 4, the same
# 40 cards in the same order: a small disc between four, not a wide row of its own)
LONE_K = {("C", 5): 1.3, ("D", 5): 0.85}
# the 3's coins and cups in a column: this share of the pip area's width, their centres
# this share of its half-height from the middle (blind reading g12: 3D read 2D; 4 px of
# paper between coins 22 px tall, 3 between the cups)
# (the 3 di coppe's cups as large as the column allows, its column over THREE_CUPS of the
# card's height: review 18, "a thin column", 16 x 19 px at 80 px before, 18 x 21 now)
THREE_SIZE, THREE_AT = {"D": 0.45, "C": 0.52}, {"D": 0.76, "C": 0.69}
THREE_CUPS = 0.97
# the share of the card's width and height coins and cups spread over (the 7s' columns
# this share of the height: the 7 di denari's nearly the whole of it)
ROUND_WH = {"D": (0.82, 0.88), "C": (0.84, 0.88)}  # coins 3 px from the outline
SEVEN_H = {"D": 0.93, "C": 0.88}
# the printed faces' coins (100 px and up: the small faces, napoli_small, keep the sizes
# above, measured at 80 px): the printed denaro is a big rosette (review 19 item 5: "enlarge
# the coins on 3-7 Denari to about a third of the card width"), so the 4-7's spread over
# BIG_WH of the card (the 7's hexagon over BIG_SEVEN of its width and height: at 0.92 and
# 0.93 its coins stood 2 px from the outline at 350 px) with BIG_GAP units between them
# (rank -> gap; 0: the rest), the 5's
# centre coin as large as the others, the 3's BIG_THREE (its share of the width, its
# centres' share of the half-height)
BIG_WH, BIG_GAP, BIG_THREE, BIG_SEVEN = (0.92, 0.9), {0: 34, 7: 30}, (0.5, 0.72), (0.88, 0.9)
# the 4 di denari's shield this share of its full size between its scrolls (blind
# reading at 80 px: a shield as tall as the coins, 19 px, read as a fifth coin)
CREST = 0.6
# the swords' blades this much broader on the printed faces, their guards as much heavier
# (review 19 item 5: "the printed sword is a short, broad blade with a heavy yellow guard")
BROAD = 1.25
# the paper rim round a sign crossing over another, in the sign's own units each side
RIM = 3.5
# the 2 and 3 di spade and the 3 di bastoni cross this share of their length above
# their lower ends, so three points or heads fan out apart (the 3 di bastoni's clubs
# crossed at their middles, under the mask, read as a 4 three times in 120: six ends);
# the swords' guards this share of their width (review 13g: at 0.33, the swords' full
# guards crossed each other under the bow in one gold and red knot; now they cross
# higher and each guard stands whole)
# the 3 di bastoni's clubs cross near their middles, in the middle of the card, under the
# Gatto Mammone as printed (review 18: the mask at the foot of a fan; crossed a third up,
# FAN 0.33, and now, untold A/B nfig19-r1 over two orders: 3B read 4B 5 times in 24 both)
FAN, HILT = {"S": 0.4, "B": 0.45}, 0.6
MASK = 2.0   # the Gatto Mammone's scale (mammone.mask: about 120 units wide)
# crossed clubs and swords: the share of the card's height the X's spread over, each
# X's half-height as a share of its row and half-width as a share of the pip area's
# width: steep X's, each two long strokes crossing near square with four ends apart,
# and paper between the rows (blind reading at 80 px: flat X's 0.6 of their row high
# and 0.76 of the width, the strokes 25 degrees off the level, read as one bundle each;
# the 6 and 7 di spade were taken for a 4 or 5, the 5 for a 6 or 7)
CROSS_H, FLAT = 0.92, {4: 0.41, 5: 0.38, 6: 0.33, 7: 0.33}
WIDE = {4: 0.44, 5: 0.31, 6: 0.31, 7: 0.31}
# (the 4 di bastoni's two X's long and steep, 0.8 of the card wide, their strokes about
# 40 degrees off the level, each club's ends far apart: blind reading g12 read it as a 2
# three times in eight, each flat X, 0.74 wide and 0.76 as tall, taken for one club;
# review 13g: the printed 4-7 are long steep crossings)
# the signs' girth in the X's (the short X's' blades broader; the clubs slimmer, 1.7
# before: at 80 px the two clubs of each of the 6 di bastoni's flat X's ran into one
# brown lump, and blind readings took it for a 5 or a 7 twice in seven; its X's a
# little steeper too, XS), the 5's lying sign as broad as before (LYING)
STROKE, LYING = {"B": 1.45, "S": 2.0}, {"B": 1.7, "S": 2.0}
STROKE_OF = {("S", 5): 2.4, ("S", 6): 2.4, ("S", 7): 2.4}  # the 5-7 di spade's blades as the 2 and 3's (below)
LYING_GUARD = {"S": 0.67}  # the 5 di spade's lying sword's guard (9 px tall at 80 px, 12 before)
# FLAT and WIDE of some cards' X's: the 6 di bastoni's steeper, the 5 di bastoni's
# longer and steeper (review 13g: short flat stickers; 29x22 px at 80 px, now 32x25, the
# lying club's paper above and below 8 -> 6 px; the 5 di spade's middle row, taller for
# its scene, leaves its X's no room), the 6 di spade's longer and steeper (review 13h:
# short flat stickers, 0.53 of the card wide; 26x18 px at 80 px, then 28x21, over
# TALL_CROSS of the height), the 7's (below) as the 6's; since session 19 the 6 and 7 di
# spade's X's as wide as the 6 di bastoni's, 34 px at 80 px, their blades as broad as the
# 2 and 3's (STROKE_OF; review 18: "the 6 di spade crosses are small", the 5-7 di spade
# "undersized pips ... leave the cards looking empty"; 3 px of paper between the 6's rows,
# 5 before)
XS = {("B", 6): (0.29, 0.37), ("B", 5): (0.5, 0.34), ("S", 5): (0.36, 0.36), ("S", 6): (0.38, 0.40),
      ("B", 7): (0.37, WIDE[7]), ("S", 7): (0.38, 0.40)}
# ... the 6 di bastoni's as long as the width allows (review 14: X's 0.6 of the card wide
# beside the 4's 0.85, "a lesser pattern"), over SIX_B_TALL of the height: at 80 px 34 px
# wide, 0.65 as tall, 3 px of paper between the rows (29 px wide before, 0.75 as tall: the
# 6B read 4B 9 times in blind A/B readings ab4-ab5, the middle X merging; as long as the
# 4's, in ab6 1 time in 11, 2 in 11 with the short X's); since session 18 a little flatter
# (XS 0.33 of their row high, 0.37 before), 20 px tall, 5 px of paper between the rows
# (blind A/B r7-r8, 3 fresh untold readers a sheet at 80 px, the same random-looking 40
# cards in the same order, four groups: the 6B read 5B or 4B 1, 3, 5 and 0 times in 12 on
# main, 1, 0, 1 and 0 in 12 with the flatter X's, 3, 0, 1, 0 with them narrower too)
SIX_B_TALL = 0.96
# the 4 di spade's flowers across this share of the pip area's width (units down: the
# sprig is drawn high), its X's this much lower and narrower (FLAT, WIDE): room for them
# (over this share of the card's height: review 13g asked for longer, steeper X's, and
# they reach out to the card's ends round the smaller flowers; 0.46, (0.3, 0.35) and
# CROSS_H before)
FLOWERS, FLOWERS_DOWN, FLOWERED, FLOWERED_H = 0.4, 12, (0.35, 0.44), 1.0
# ... drawn small (napoli_small), three tiny flowers with no sprig between its two long X's,
# across this share of the pip area's width (review 16: the small 4 di spade without its
# flowers; blind A/B ab9 of session 17, fresh readers at 80 px on sheets weighted to the 5S
# and 4S, the same cards in the same order: the 4S read right 15 times in 15, the 5S 21
# in 21; without them 9 in 9 and 15 in 15)
FLORETS = 0.22
# the 7's middle row: its odd sign stands upright between the middle pair's two, each
# upright and apart (layouts "T": X, three uprights, X, as the 7 di coppe's 2-3-2; blind
# reading at 80 px, five fresh readers: with the odd sign through the middle X, X +
# upright read as one sign, the 7 di spade read as a 5 seven times in seven). The three
# alike, the X's signs (the swords' guards SEVEN_GUARD of their width, so three guards
# keep paper between them), as long as the X's strokes: the middle row SEVEN_ROW of the
# height (the clubs SEVEN_LONG of it, their heads clear of the X's), the X's spread
# over TALL_CROSS of the card's height, the uprights SEVEN_APART of the width apart
# (blind reading f13: with short uprights, the odd one gilt or honey oak and broad, the
# outer two slim, a third of the card high, the 7 di bastoni read as a 6 five times in
# eight and the 7 di spade twice in three: X, a pair with an ornament, X; review 13h:
# "tent pegs", and no Neapolitan sword is gold). The 7 di bastoni's three clubs
# SEVEN_GIRTH as broad as the X's' in a taller middle row, the X's smaller and flatter
# (blind A/B, session 16, fresh readers at 80 px, the same cards in the same order: with
# them as slim as the X's' and 26 px long, the 7B read 6B or 5B 11 times in 16, X + a row
# + X taken for the 6's three rows or the 5's X + lying club + X; 1.35 as broad and 31 px
# long in a row 0.44 of the height, 7 in 16 (ab3) and 3 in 16 (ab4); 1.5 as broad and 35
# px long in a row half the height, 1 in 16 (ab4): three stout cudgels), since session 18
# further apart (blind A/B r5-r6, 3 fresh untold readers a sheet at 80 px, the same 40
# cards in the same order: 0.35 of the width apart, 4 px of paper between the cudgels,
# the 7B read 6B or 5B 3 times in 24 and, on random-looking sheets, 8 in 21; 0.4, 6 px,
# 0 in 48 and 12 in 42)
SEVEN_ROW, SEVEN_APART, SEVEN_GUARD = {"B": 0.5, "S": 0.4}, {"B": 0.4, "S": 0.35}, 0.75
TALL_CROSS = {6: 0.94, 7: 0.96}
SEVEN_LONG, SEVEN_GIRTH = {"B": 0.9, "S": 0.95}, {"B": 1.5, "S": 1.0}
# the 5 di spade: a middle row this share of the height, its fifth sword lying across
# it this share of the height above its middle (blind reading at 80 px: the sword
# standing in the scene was taken for part of it, and the 5 read as a 4), the scene
# under it this share of the card's width, its hats this share of the height below the
# middle, its colours and lines this share of the way to the paper (blind readings f12
# and g12: the two men, drawn as dark as the swords, were counted as two more signs, 5S
# read 6S; 5/7 right in f12): a light vignette, not signs. Since session 19 the middle row
# 0.36 of the height (0.42 before), the scene 0.48 of the width (0.56), the sword a little
# lower (-0.105 before) with a smaller guard (LYING_GUARD): room for X's as wide as the 6's
# (XS; review 18: the 5-7 di spade's pips "undersized"), 31 x 21 px at 80 px (27 x 18), 3 px
# of paper round the lying sword
SCENE_ROW, SWORD_AT, SCENE_W, SCENE_AT = 0.36, -0.085, 0.48, 0.03
SCENE_FADE = 0.4


def outline_halo(drawn: str, colour: str, gap: float) -> str:
    """A paper rim that follows a drawn sign's outline (review 13f: straight-edged bands
    cut the signs under it into boxes): the sign again with every fill and line in
    `colour`, each line `gap` wider each side, drawn just under it (its unfilled lines
    left out: they lie inside its outline)."""
    drawn = re.sub(r'<(?:path|ellipse|circle|rect)[^>]*fill="none"[^>]*/>', "", drawn)
    drawn = re.sub(r'fill="[^"]*"', f'fill="{colour}"', drawn)
    drawn = re.sub(r'stroke="[^"]*"', f'stroke="{colour}"', drawn)
    drawn = re.sub(r'stroke-width="([0-9.]+)"', lambda m: f'stroke-width="{num(float(m[1]) + 2 * gap)}"', drawn)
    return re.sub(r' (?:fill-opacity|opacity)="[^"]*"', "", drawn)


def rows_apart(rows: tuple, draw, ax: float, ay: float, w: float, h: float,
               aspect: float = 1.0, gap: float = GAP, lone_k: float = 1.0) -> list[str]:
    """Signs (draw() -> svg of one sign 100 units tall, `aspect` times as wide) in rows
    of one or two spread over w x h centred on (ax, ay): the largest size for which
    every two signs keep `gap` apart across and down, the pairs pushed out to the sides,
    the top and bottom rows at the edges. Each row is its own band of the height (a
    lone sign never shares a line with a pair), but a lone sign that nests between the
    columns of the pairs beside it needs a band only LONE_GAP more than a sign tall (if
    that leaves it NESTED of GAP from them). What height is left spreads evenly between
    the rows. A lone sign is drawn `lone_k` times as large in its place."""
    n = len(rows)
    for lone in (LONE_GAP, gap):
        steps = [gap if a == b == 2 else lone for a, b in zip(rows, rows[1:])]
        s = min((w - gap) / (2 * aspect), (h - sum(steps)) / n)
        col = w / 2 - s * aspect / 2
        # the least room between a lone sign and a neighbour (a coin's round outline;
        # a cup's box, corner to corner)
        room = (math.hypot(col, s + lone) - s if aspect == 1.0
                else math.hypot(max(col - s * aspect, 0.0), lone))
        if room >= NESTED * GAP:
            break
    spare = (h - n * s - sum(steps)) / (n - 1)
    y = ay - (h - s) / 2
    out = []
    for i, count in enumerate(rows):
        for x in ((0,) if count == 1 else (-col, col)):
            out.append(group([draw()], tx=ax + x, ty=y, scale=s / 100 * (lone_k if count == 1 else 1.0)))
        if i < n - 1:
            y += s + steps[i] + spare
    return out


def columns_apart(draw, ax: float, ay: float, w: float, h: float, gap: float,
                  aspect: float = 1.0) -> list[str]:
    """Seven signs (draw() -> svg of one 100 units tall, `aspect` times as wide: 1.0 a
    round one) in columns 2-3-2 over w x h centred on (ax, ay): the middle column's three
    at the top, the middle and the bottom, the side columns' pairs at the quarters of the
    height, at the sides; the largest size for which every two keep `gap` apart (round
    outlines; boxes, corner to corner)."""
    def fits(s: float) -> bool:
        step, col = (h - s) / 4, (w - s * aspect) / 2
        beside = (math.hypot(col, step) - s if aspect == 1.0
                  else math.hypot(max(col - s * aspect, 0.0), max(step - s, 0.0)))
        return beside >= gap and 2 * step >= s + gap
    lo, hi = 0.0, min(w, h)
    for _ in range(40):  # the largest size that fits (bisection)
        lo, hi = ((lo + hi) / 2, hi) if fits((lo + hi) / 2) else (lo, (lo + hi) / 2)
    step, col = (h - lo) / 4, (w - lo * aspect) / 2
    spots = [(0, -2), (-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1), (0, 2)]
    return [group([draw()], tx=ax + i * col, ty=ay + j * step, scale=lo / 100) for i, j in spots]


def number_card(st, rank: int, suit: str, round_area: tuple, pip_area: tuple, coin=None,
                sprig: bool = True, fan_3s: float | None = None) -> list[str]:
    """The signs of a number card in the printed card's places (the areas: cards'): coins and
    cups in rows (round_card, with `coin`), clubs and swords crossed (crossed_card, with
    `sprig` and `fan_3s`)."""
    if st.number_layout[suit] == "round":
        return round_card(st, rank, suit, round_area, coin)
    return crossed_card(st, rank, suit, pip_area, sprig, fan_3s)


def round_card(st, rank: int, suit: str, area: tuple, coin=None) -> list[str]:
    """Coins and cups: the 2 and 3 in a column, the 4 to 6 in ROWS (the 4's at the
    corners, the 4 di denari's heraldic shield between them), the 7s in columns
    (columns_apart). coin(pal) -> svg of a coin
    100 units across drawn instead of the style's (napoli_small's plain coin), in the
    same places and sizes."""
    rx, ry, rw, rh = area
    pal = dict(st.pal, sun_edge=SEVEN_EDGE) if (suit, rank) == ("D", 7) else st.pal
    draw = (lambda: coin(st.pal)) if coin else lambda: suits.sign(suit, st.variants, pal)  # noqa: E731
    big = coin is None and suit == "D"  # the printed face's big coins (BIG_WH, BIG_GAP, BIG_THREE)
    if rank >= 4:
        w, h = BIG_WH if big else ROUND_WH[suit]
        gap = BIG_GAP.get(rank, BIG_GAP[0]) if big else ROUND_GAP.get((suit, rank), COIN_GAP)
        aspect = 1.0 if suit == "D" else CUP_ASPECT
        if rank == 7:
            sw, sh = BIG_SEVEN if big else (w, SEVEN_H[suit])
            return columns_apart(draw, rx, ry, st.w * sw, st.h * sh, gap, aspect)
        out = rows_apart(ROWS[rank], draw, rx, ry, st.w * w, st.h * h, aspect, gap,
                         1.0 if big else LONE_K.get((suit, rank), 1.0))
        if (suit, rank) == ("D", 4):
            out.append(group([heraldry.shield(st.pal, rw * 0.74, CREST)], tx=rx, ty=ry))
        return out
    if rank == 3:
        at = BIG_THREE[1] if big else THREE_AT[suit]
        return layouts.round_pips(3, draw, rx, ry, rw, st.h * THREE_CUPS if suit == "C" else rh,
                                  sizes={3: BIG_THREE[0] if big else THREE_SIZE[suit]},
                                  spots={3: [(0, -at), (0, 0), (0, at)]})
    k = 1.0 if suit == "D" else 1.12  # tall narrow cups can grow (the rows cap them)
    return layouts.round_pips(rank, draw, rx, ry, rw, rh, k)


def crossed_card(st, rank: int, suit: str, area: tuple, sprig: bool = True,
                 fan_3s: float | None = None) -> list[str]:
    """Clubs and swords crossed in X's (layouts.crossed_pips). ``sprig`` False (napoli_small)
    draws the 4 di spade's flowers tiny with no sprig (FLORETS) and shapes its X's as the 4
    di bastoni's (FLAT, WIDE rather than FLOWERED), over the flowered card's height
    (FLOWERED_H); `fan_3s` (napoli_small) crosses the 3 di spade's swords that share of
    their length above their lower ends instead of FAN's."""
    ax, ay, aw, ah = area
    pal = st.pal
    # the long signs of the 2 and 3 stay broad (the 3 di bastoni's fanned clubs a little
    # less, so their heads keep paper between them)
    thick = (2.0 if (suit, rank) == ("B", 3) else 2.4) if rank <= 3 else STROKE_OF.get((suit, rank), STROKE[suit])
    guard = HILT if suit == "S" and rank <= 3 else 1.0
    broad = BROAD if suit == "S" else 1.0

    def sign(length: float, girth: float | None, hilt: float) -> str:
        return suits.sign(suit, st.variants, pal, length, girth, hilt, broad=broad)
    draw = lambda L: sign(L, thick, guard)  # noqa: E731
    halo = lambda L: outline_halo(draw(L), pal["paper"], RIM)  # noqa: E731
    centre = None
    if suit == "B" and rank == 3:  # the grotesque mask where the clubs meet
        centre = lambda x, y: f'<g id="mask">{group([mammone.mask(pal)], tx=x, ty=y, scale=MASK)}</g>'  # noqa: E731
    if suit == "S" and rank in (2, 3):  # the red ribbon where the swords cross
        centre = lambda x, y: group([emblems.ribbon(pal, aw * 0.62)], tx=x, ty=y)  # noqa: E731
    if rank <= 3:  # the 3 di bastoni's clubs fanned from the mask as the swords are
        return layouts.crossed_pips(rank, draw, ax, ay, aw, ah, centre, halo=halo,
                                    fan=(fan_3s or FAN[suit]) if (suit, rank) == ("S", 3)
                                    else FAN[suit] if suit == "S" or rank == 3 else None)
    tall = SIX_B_TALL if (suit, rank) == ("B", 6) else TALL_CROSS.get(rank, CROSS_H)
    flat, wide = (FLOWERED if (suit, rank) == ("S", 4) and sprig
                  else XS.get((suit, rank), (FLAT[rank], WIDE[rank])))
    ah = st.h * (FLOWERED_H if (suit, rank) == ("S", 4) else tall)
    odd = {5: lambda L: sign(L, LYING[suit], LYING_GUARD.get(suit, 1.0)),  # the 5's lying sign
           7: lambda L: sign(L * SEVEN_LONG[suit], thick * SEVEN_GIRTH[suit], SEVEN_GUARD)}.get(rank)
    scene = suit == "S" and rank == 5   # the fifth sword lying across, broad, over the scene
    out = layouts.crossed_pips(rank, draw, ax, ay, aw, ah, halo=halo, lying=True,
                               middle=SCENE_ROW if scene else SEVEN_ROW[suit] if rank == 7 else None, flat=flat,
                               odd=odd, lone_at=SWORD_AT if scene else 0.0, wide=wide, apart=SEVEN_APART[suit])
    if suit == "S" and rank == 4:  # its flowers: on their sprig, or three tiny ones (FLORETS)
        out.append(group([emblems.flowers(pal, aw * FLOWERS)], tx=ax, ty=ay + FLOWERS_DOWN) if sprig
                   else group([emblems.florets(pal, aw * FLORETS)], tx=ax, ty=ay))
    if scene:  # the fox and the two men under the lying sword, clear of it and of the X's
        k = SCENE_W / 440
        out.insert(0, group([fox_scene.fox_and_men(pal, st.w * SCENE_W, SCENE_FADE)], tx=ax,
                            ty=ay + ah * SCENE_AT + 90 * k * st.w))
    return out
