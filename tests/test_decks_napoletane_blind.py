"""Napoletane number cards after the blind readings of session 12 (issue #13, g12 at 80 px:
90.8%, the coins of 3 to 7 the commonest miss, every one a count one too few: 6D read 5D
twice, 7D read 6D, 5D read 4D, 3D read 2D). Measured with build/countable.py at 80 px,
as the readers saw them."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from deck_support import DECKS, countable, display  # noqa: E402,F401
from test_decks_napoletane import _blob_masks, _least_gap  # noqa: E402
from briscola_gui.ui import deck_art  # noqa: E402


def _count(card: str):
    """The count of `card`'s signs in the drawing the game shows at 80 px (the 2-7 di denari's
    small drawing: the printed faces' coins are larger since session 20, test_decks_napoletane_printed)."""
    aspect = deck_art.load_style("napoletane").aspect
    return countable.count(countable.face(countable.drawing(DECKS / "napoletane", "napoletane", card, 80),
                                          80, aspect), card)


@pytest.mark.parametrize("card, gap, blur", [("3D", 6, 3), ("3C", 3, 1), ("5D", 6, 3), ("6D", 6, 3),
                                             ("6C", 6, 3)])
def test_coins_and_cups_wide_apart(card, gap, blur):
    """Each coin and cup a disc of its own at a glance: between any two signs side by
    side or one above the other at least `gap` px of paper (their boxes), and the count
    survives a Gaussian blur of `blur` px. Before: 3D 4 px and blur 2 (coins 22 px tall
    in a column), 3C 3 px and 1, 5D and 6D 6 px and 3 (napoli.COIN_GAP 64), 6C 5 px and
    2 (the 7 di denari's coins, in columns, overlap in height: test_sevens_of_coins_and_cups_in_columns).
    The 3 di coppe's cups larger since session 19 (review 18, "a thin column":
    test_decks_napoletane_larger_pips), 3 px apart, as before session 14; read right 36 times
    in 36 in untold A/B rounds A2, A5 and A7 (main's 34 in 36). Since session 20 the coins
    are measured on the small drawing the game shows at 80 px (_count; its plainer coins in
    the same places measure 1 px less paper and blur than the printed ones did at 80 px:
    3D 6 px and 4, 5D and 6D 7 px and 4 before)."""
    c = _count(card)
    assert c.signs == int(card[0]), c.line()
    assert min(c.across, c.above) >= gap and c.blur >= blur, c.line()


@pytest.mark.parametrize("card, tall, blur", [("7D", 14, 2), ("7C", 16, 4)])
def test_sevens_of_coins_and_cups_in_columns(card, tall, blur):
    """The 7 di denari read as a 6 in every reading since session 11: in four rows 2-1-2-2
    (two columns of three at the sides, the odd coin between the top rows) 11 times in 16
    in blind A/B ab2 of session 16 (the same cards in the same order), 13 in 16 with the top
    three and the lower four apart (ab1); in three columns 2-3-2, a hexagon on its point round
    the centre coin, 5 in 16. The 7 di coppe, in rows 2-3-2 (two columns of three at the
    sides and a third cup between them in the middle row), read 6C 10 and 9 times in 12 on
    one sheet read by two groups of three fresh readers in blind A/B of session 17, in
    columns 2 in 12 (over three orders 21 in 48 against 3 in 36). At 80 px: three signs in the
    middle column (top, middle, bottom), two in each side column at the quarters between
    them (no column of three at the sides), at least 3 px of paper between any two, at
    least `tall` px tall, and the count survives a blur of `blur` px (the 7C's rows 2)."""
    masks = _blob_masks(card)
    boxes = sorted((m.get_bounding_rects()[0] for m in masks), key=lambda b: b.centerx)
    assert len(boxes) == 7, boxes
    left, middle, right = boxes[:2], boxes[2:5], boxes[5:]
    assert max(b.right for b in left) < min(b.centerx for b in middle), boxes
    assert min(b.left for b in right) > max(b.centerx for b in middle), boxes
    assert max(b.centerx for b in middle) - min(b.centerx for b in middle) <= 1, middle
    tops = sorted(b.centery for b in middle)
    for side in (left, right):
        ys = sorted(b.centery for b in side)
        assert tops[0] < ys[0] < tops[1] < ys[1] < tops[2], (side, middle)
    assert _least_gap(masks) >= 3, round(_least_gap(masks), 1)
    assert min(b.h for b in boxes) >= tall, boxes
    assert _count(card).blur >= blur, _count(card).line()


def test_five_di_spade_scene_lighter_than_the_signs():
    """The 5 di spade read as a 6 (f12: right 5 times in 7; g12 once more): its two small
    men, outlined in ink as dark as the swords', were counted as two more signs. Now the
    scene is a light vignette, its lines and colours 0.4 of the way to the paper
    (napoli.SCENE_FADE) and 0.56 of the card wide (0.64): drawn 80 px high, in its band
    (0.5-0.68 of the height) no pixel darker than luminance 100 (35 before, the darkest
    50; the swords' ink is about 30)."""
    surf = pygame.image.load_sized_svg(str(DECKS / "napoletane" / "5S.svg"), (50, 80))
    w, h = surf.get_size()
    band = [surf.get_at((x, y)) for x in range(w) for y in range(int(h * 0.5), int(h * 0.68))]
    dark = [c for c in band if c.a == 255 and 0.3 * c.r + 0.59 * c.g + 0.11 * c.b < 100]
    assert not dark, len(dark)


def test_four_di_bastoni_long_steep_xs():
    """The 4 di bastoni read as a 2 three times in eight (g12): each of its two X's, at
    80 px 37 px wide and 28 tall (0.74 of the card, 0.76 as tall as wide), read as one
    club. Now each X is two long clubs crossing steeply (napoli.FLAT, WIDE 0.41, 0.44):
    at least 0.78 of the card wide and 0.8 as tall as wide, 3 px of paper between them
    (review 13g: the printed 4-7 are long steep crossings)."""
    masks = _blob_masks("4B")
    boxes = [m.get_bounding_rects()[0] for m in masks]
    assert len(boxes) == 2, boxes
    for b in boxes:
        assert b.w >= 0.78 * 50 and b.h >= 0.8 * b.w, boxes
    assert _least_gap(masks) >= 3, boxes


@pytest.mark.parametrize("card", ["6B"])
def test_clubs_of_the_xs_apart(card):
    """The 6 di bastoni read as a 5 or a 7 twice in seven (g12): at 80 px the two thick
    clubs of each flat X ran into one brown lump, its ink 0.58 of its box. Now the clubs
    of the X's are slimmer (napoli.STROKE 1.45, 1.7 before) and the 6's X's steeper
    (XS 0.37): each X's ink at most 0.55 of its box, the 6's X's at least 0.7 as tall
    as wide (0.67); since blind A/B ab6 long as the 4's, 0.6 as tall (the short steep X's
    stacked with 3 px between them read 4B 9 times in ab4-ab5, test_decks_napoletane_small;
    0.58 since session 18, 0.52 since session 20, test_six_di_bastoni_rows_apart).
    The 7 di bastoni's X's, smaller and flatter since session 16 to give its three stout
    cudgels their row (test_seven_di_bastoni_three_stout_cudgels), 0.6-0.63 ink: not here."""
    boxes = [(m.get_bounding_rects()[0], m.count()) for m in _blob_masks(card)]
    xs = [(b, n) for b, n in boxes if b.w > 20]
    assert len(xs) == 3, boxes
    for b, n in xs:
        assert n <= 0.55 * b.w * b.h, (b, n)
        assert b.h >= 0.52 * b.w, b


def test_six_di_bastoni_rows_apart():
    """Blind A/B r7-r8 of session 18 (3 fresh untold readers a sheet at 80 px, the same
    random-looking 40 cards in the same order, four groups): with its three X's 21-23 px
    tall, 3 px of paper between the rows, the 6 di bastoni read 5B or 4B 9 times in 48;
    a little flatter (napoli.XS 0.33), 20-21 px tall and 5 px apart, 3 in 72. Session 19's
    final reading still read it 4B 5 times in 27: since session 20 flatter again (XS 0.29),
    18-19 px tall and 7 px apart (review: "the 6B's three X's spaced so three groups show";
    untold A/B B5, four random-looking orders, 3 readers a variant: 6B wrong 1 time in 36,
    main's 3 in 36; B1 with them narrower too, 0 in 24 both). At 80 px three X's as wide
    as before (34 px), at least 6 px of paper between any two."""
    masks = _blob_masks("6B")
    boxes = [m.get_bounding_rects()[0] for m in masks]
    assert len(boxes) == 3 and all(b.w >= 34 for b in boxes), boxes
    assert _least_gap(masks) >= 6, round(_least_gap(masks), 1)


def test_seven_di_bastoni_three_stout_cudgels():
    """Blind A/B readings of session 16 (fresh readers at 80 px, the same cards in the same
    order): with its three uprights as slim as the X's' clubs (8 x 26 px) the 7 di bastoni
    read 6B or 5B 11 times in 16 (ab3), X + a row + X taken for the 6's three rows or the
    5's X + lying club + X; 1.35 as broad (10 x 31) 7 in 16 and 3 in 16; 1.5 as broad in a
    middle row half the card's height (napoli.SEVEN_GIRTH, SEVEN_ROW), 1 in 16 (ab4). Session
    18 (blind A/B r5-r6, 3 fresh untold readers a sheet, the same 40 cards in the same
    order): with 4 px of paper between the three, 3 in 24 and 8 in 21 on random-looking
    sheets (6B or 5B); 0.4 of the width apart (napoli.SEVEN_APART), 6 px, 0 in 48 and 12
    in 42. At 80 px each of the three at
    least 10 px wide and 33 tall, 5 px of paper between them (4 before)."""
    masks = sorted(_blob_masks("7B"), key=lambda m: m.get_bounding_rects()[0].centery)
    assert len(masks) == 5, [m.get_bounding_rects()[0] for m in masks]
    row = masks[1:4]
    assert all(m.get_bounding_rects()[0].w >= 10 and m.get_bounding_rects()[0].h >= 33 for m in row), \
        [m.get_bounding_rects()[0] for m in row]
    assert _least_gap(row) >= 5, round(_least_gap(row), 1)


def test_four_di_spade_xs_long_round_the_flowers():
    """Review 13g: the X's of the 4-7 short, flat stickers (the printed 4-7 are long steep
    crossings). The 4 di spade's X's were the narrowest, 30 px wide and 22 tall at 80 px,
    to leave room for the flowers. Now they reach out to the card's ends (napoli.FLOWERED,
    FLOWERED_H) round smaller flowers (FLOWERS 0.4): each X at least 0.74 of the card wide
    and 26 px tall, the flowers a blob of their own 3 px clear of both. The printed
    drawing, seen from 100 px up (under 100 px without the flowers:
    test_decks_napoletane_small)."""
    surf = countable.seen(DECKS / "napoletane", "napoletane", "4S", 80, full=True)
    masks = countable.ink(surf).connected_components(countable.SPECK)
    boxes = sorted((m.get_bounding_rects()[0] for m in masks), key=lambda b: b.centery)
    assert len(boxes) == 3, boxes
    for b in (boxes[0], boxes[2]):
        assert b.w >= 0.74 * 50 and b.h >= 26, boxes
    assert _least_gap(masks) >= 3, boxes


@pytest.mark.parametrize("card", ["5C"])
def test_five_lone_sign_larger(card):
    """Self-checks at 1:1 read the 5 di denari as a 6 or a 7 (and g12 read a 5D as a 4,
    6D as a 5): its lone coin, the size of the four round it, between their columns,
    read as one of a column. Now the 5's lone cup is 1.3 times as large (napoli.LONE_K;
    the coin since is smaller, test_decks_napoletane_f13): at 80 px its box at least 1.2
    times as tall as the smallest of the others (the same before), every two signs still
    3 px apart."""
    masks = _blob_masks(card)
    boxes = sorted((m.get_bounding_rects()[0] for m in masks), key=lambda b: b.centery)
    assert len(boxes) == 5, boxes
    assert boxes[2].h >= 1.2 * min(b.h for b in boxes[:2] + boxes[3:]), boxes
    assert _least_gap(masks) >= 3, boxes


def test_four_di_coppe_cups_no_larger_than_the_sixs():
    """The 4 di coppe read as a 6 twice in r2 and twice in a self-check of 40 at 1:1: its
    cups, as large as the width allowed (27 px tall at 80 px, the 6's 20), each showed a
    bowl and a foot that read as two signs. Now they are no larger than the 5's and 6's
    (napoli.ROUND_GAP 140, 110 since session 19: 24 px tall, test_decks_napoletane_larger_pips,
    read right 39 times in 39 in untold A/B rounds A2, A5 and A7, main's 38 in 39): at most 1.2
    times as tall as the 6 di coppe's (1.15 before), at least 8 px apart across."""
    four = [m.get_bounding_rects()[0] for m in _blob_masks("4C")]
    six = [m.get_bounding_rects()[0] for m in _blob_masks("6C")]
    assert len(four) == 4 and len(six) == 6, (four, six)
    assert max(b.h for b in four) <= 1.2 * max(b.h for b in six), (four, six)
    assert _count("4C").across >= 8, _count("4C").line()


@pytest.mark.parametrize("card", ["2S", "3S"])
def test_two_and_three_di_spade_guards_whole(card):
    """Review 13g item 4: the 2 and 3 di spade's bottoms a knot, the gold guards crossing
    each other under the bow. Now the swords cross higher (napoli.FAN 0.4, 0.33) and
    their guards are narrower (HILT 0.6): drawn 400 px high, in the lowest 35% of the
    card the gold falls into as many whole guards as swords, each at least 180 px (old:
    the 2's two guards cut into 161 + 140 + 110 + 88, the 3's in one 306 px knot and
    pieces of 130 and less)."""
    surf = pygame.image.load_sized_svg(str(DECKS / "napoletane" / f"{card}.svg"), (249, 400))
    w, h = surf.get_size()
    gold = pygame.mask.Mask((w, h))
    for y in range(int(h * 0.65), h):
        for x in range(w):
            c = surf.get_at((x, y))
            if c.r > 170 and c.g > 120 and c.b < 90:
                gold.set_at((x, y))
    sizes = sorted((c.count() for c in gold.connected_components(30)), reverse=True)
    assert len(sizes) >= int(card[0]) and min(sizes[:int(card[0])]) >= 180, sizes


@pytest.mark.parametrize("length", [160, 300, 600])
def test_short_swords_taper_to_a_point(length):
    """Review 13g item 4: the blades of the 2-7 di spade ended in a slanted, chisel-like
    cut: every Neapolitan blade tapered over 17 units, 6% of a long one. Now the point
    runs over a fifth of the blade (suits.sword "short"): in the blade's outline the
    taper is at least 15% of the blade's length."""
    import re
    import sys

    from deck_support import ROOT
    sys.path.insert(0, str(ROOT / "build"))
    try:
        from deckart import palettes, suits
    finally:
        sys.path.pop(0)
    drawn = suits.sword("short", palettes.NAPOLETANE, length)
    d = re.search(r'<path d="M([^"]*)Z"', drawn)[1]
    ys = [float(v) for v in re.findall(r"-?[0-9.]+", d)[1::2]]
    hilt, shoulder, point = ys[0], ys[1], ys[2]
    assert shoulder - point >= 0.15 * (hilt - point), (hilt, shoulder, point)


def test_five_di_bastoni_xs_long_and_steep():
    """Review 13g: the X's of the 4-7 short flat stickers. The 5 di bastoni's X's were 29
    px wide and 22 tall at 80 px; now (napoli.XS) at least 31 wide and 0.75 as tall as
    wide, still 5 px of paper from the lying club between them."""
    masks = _blob_masks("5B")
    boxes = sorted((m.get_bounding_rects()[0] for m in masks), key=lambda b: b.centery)
    assert len(boxes) == 3, boxes
    for b in (boxes[0], boxes[2]):
        assert b.w >= 31 and b.h >= 0.75 * b.w, boxes
    assert _least_gap(masks) >= 5, boxes
