"""Issue #13: the Piacentine bastoni and spade number cards counted at 80 px (build/countable.py):
long clubs and swords, short stout small clubs, the odd cudgel of the 5 and 7, blocks of four
and six, rows that point one way, the 7 di spade four over three. The coins' and cups' tests
and the tool's own: test_decks_countable.py."""
from __future__ import annotations

import pygame
import pytest

# display: the module's autouse fixture
from countable_support import countable, display  # noqa: F401
from countable_support import boxes as _boxes, count as _count, face as _face
from countable_support import paper_between as _paper_between, rows as _rows


@pytest.mark.parametrize("card", [f"{r}{s}" for s in "BS" for r in range(4, 8)])
def test_clubs_and_swords_long(card):
    """Blind reading: 5B read 3B or 4B five times (its clubs 18 px long at 80 px, the odd
    one smaller still). Every sword of the 4 to 6 is at least 24 px long and 7 px across,
    the 7's, in two rows (test_seven_di_spade_four_over_three), 19 px long and
    6 px across. The clubs are short stout cudgels since session 18 (piacenza_small.cudgel:
    long and slim, 8x25 px, their columns read as single sticks, m15: 6B read 4B 4 times in
    5, 4B 2B, 7B 5B or 6B 4 in 4): the 4 to 6's at least 16 px long and 8 px across, the 7's
    14 and 7."""
    least = {"B": (16, 8), "S": (24, 7), "7B": (14, 7), "7S": (19, 6)}
    long, broad = least.get(card if card[0] == "7" else card[-1])
    for box in _boxes(card):
        assert max(box.w, box.h) >= long and min(box.w, box.h) >= broad, (card, box)


def test_five_di_bastoni_as_on_a_die():
    """Session 18's A/B U (untold readers): the 5B, its corner cudgels at the card's ends,
    read 4B, 3B or 2B 8 times in 8, while the 5D as on a die read 1 wrong in 8. The 5 di
    bastoni is a five as on a die too: its corners within 0.88 of the frame's height (0.98
    before), the odd one between them in the middle (within 1.5 px)."""
    boxes = _boxes("5B")
    odd = sorted(boxes, key=lambda b: b.centery)[2]
    corners = [b for b in boxes if b is not odd]
    inner = countable.frame(_face("5B"))
    assert max(b.bottom for b in corners) - min(b.y for b in corners) <= 0.88 * inner.h, (corners, inner)
    assert abs(odd.centery - inner.h / 2) <= 1.5, (odd, inner)


@pytest.mark.parametrize("card", [f"{r}B" for r in range(4, 8)])
def test_small_clubs_short_and_stout(card):
    """Mid reading m15 (untold readers, main cf7e4b1): the small clubs, 8x25 px spindles
    tapering into the paper, read as single sticks by the column: 6B read 4B 4 times in 5,
    4B read 2B twice, 7B read 5B or 6B 4 times in 4; session 18's A/B on the same cards read
    4B-6B wrong 12 times in 18 with them and once in 18 as short stout cudgels (S2). At 80 px
    every club of the 4 to 7 is at most 2.7 times as long as it is broad (3.1 before) and,
    but the 4's and 6's in their blocks (test_four_one_block_of_four,
    test_six_di_bastoni_one_block_of_six), 22 px long at most (the knotty cudgels of
    session 19, 8x20 px drawn: A/B K, 4B-6B 4 wrong in 24 against 6 with the 8x17 pegs);
    the 6's, 8.5x24 drawn, 2.8 times (session 22's A/B b1: 6B 1 wrong in 12 so); the 5's odd
    one 1.2 times the corners' (test_five_di_bastoni_odd_cudgel_larger)."""
    for box in _boxes(card):
        cap = 22 * (1.2 if card == "5B" else 1.0)
        assert (card in ("4B", "6B") or box.h <= cap) and box.h <= (2.8 if card == "6B" else 2.7) * box.w, (card, box)


@pytest.mark.parametrize("card, apart", [("3B", 4), ("6B", 4), ("7B", 4)])
def test_clubs_in_a_row_clear_of_their_neighbours(card, apart):
    """Blind reading r1 (session 11): 7B read 5B three times and 6B read 4B twice, the rows
    of three clubs taken for rows of two; the clubs' lopped stubs filled the 4-5 px between
    them at 80 px. The small cudgels carry no knobs or stubs (m13: 3B read 4B three times in
    six, the knobs of full stubs taken for a fourth club): at least 4 px of clear paper
    between two clubs side by side on the 3, the 6 and the 7."""
    assert _count(card).across >= apart, _count(card).line()


@pytest.mark.parametrize("suit", "BS")
def test_one_sign_size_for_the_five_and_six(suit):
    """Review 14: the small clubs changed shape from rank to rank (the 6B's squat bells,
    11x19 px, the 4B's broad 10x28, the 5B's 9x27); untold readers missed the 4B and 5B
    (f14: 4B read 6B and 5B, 5B read 6B). Every club and sword of the 5 and 6 is one size
    at 80 px, its box within 1 px of the others' across and down (2 down for the clubs:
    the knotty cudgel's stubs and lumpy head fall on a pixel's edge or not), so the rank is
    told by the count and the layout alone (the 4's longer: test_four_one_block_of_four;
    the 6 di bastoni's as broad and longer in its block since session 22:
    test_six_di_bastoni_one_block_of_six; the 5 di bastoni's odd one larger:
    test_five_di_bastoni_odd_cudgel_larger, and the 5 di spade's odd sword)."""
    boxes = [b for rank in (5, 6) for b in _boxes(f"{rank}{suit}") if b not in _odd_five(suit)]
    assert max(b.w for b in boxes) - min(b.w for b in boxes) <= 1, boxes
    if suit == "B":
        boxes = [b for b in _boxes("5B") if b not in _odd_five(suit)]
    assert max(b.h for b in boxes) - min(b.h for b in boxes) <= (2 if suit == "B" else 1), boxes


def _odd_five(suit: str = "B") -> list[pygame.Rect]:
    """The 5 di bastoni's odd cudgel's box, or the 5 di spade's odd sword's (the middle one,
    top to bottom)."""
    return [sorted(_boxes(f"5{suit}"), key=lambda b: b.centery)[2]]


@pytest.mark.parametrize("suit", "BS")
def test_five_di_bastoni_odd_cudgel_larger(suit):
    """Session 22's A/B d1 (3 untold readers a sheet, the same 40 cards in the same order):
    the 5B, its odd cudgel as its corners', read 4B or 3B 7 times in 12 on one sheet (once
    on another); with it 1.2 times as large, as the 5D's and 5C's lone sign
    (test_lone_sign_of_the_five_larger), twice in 12. At 80 px the 5 di bastoni's odd cudgel
    is at least 10% longer and 1 px broader than each corner one. So is the 5 di spade's odd
    sword since session 18 (review 17: "1.2x, as the 5B"; A/B r1-r4, 3 untold readers a sheet,
    eight orders: 5S 17 wrong in 132 so, 9 in 66 on main, read 3S or 4S: no worse)."""
    odd = _odd_five(suit)[0]
    corners = [b for b in _boxes(f"5{suit}") if b != odd]
    assert all(odd.h >= 1.1 * b.h and odd.w >= b.w + 1 for b in corners), (odd, corners)


def test_seven_di_bastoni_cudgels_as_the_five():
    """Session 19's A/B (untold readers, the same cards in the same order): the 7B's cudgels
    smaller than the 6B's (7.5x15 px, 8x16 drawn) read 6B 15 times in 18 (W0, Y0), drawn
    larger (8.5x21) 8 times in 18 (W2, Y1). The 7 di bastoni's cudgels are the 5's size
    at 80 px (the 6's as broad, longer in its block): boxes within 1 px across and 2 down of
    the 5B's (the 7B's were 4 px shorter)."""
    five, seven = [b for b in _boxes("5B") if b not in _odd_five()], _boxes("7B")
    for box in seven:
        assert abs(box.w - five[0].w) <= 1 and abs(box.h - five[0].h) <= 2, (box, five[0])


def test_six_di_bastoni_one_block_of_six():
    """Session 22's A/B b1 (3 untold readers a sheet, the same 40 cards in the same order):
    the small 6B's two rows of three 8x20 px cudgels at the card's ends, 30 px of paper
    between the rows, read 4B 9 times in 12 (f16, g16: 1 in 5, 3 in 4); drawn in to one block
    of six as the 4B's block of four, once in 12. At 80 px the six stand in two rows at most
    12 px apart, their clubs at least 24 px long and 9 across (8x20 px drawn before)."""
    c = _count("6B")
    assert c.signs == 6 and c.above <= 12 and c.least[1] >= 24 and c.least[0] >= 9, c.line()


def test_six_di_spade_one_block_of_six():
    """Session 22's A/B e1 and f1 (3 untold readers a sheet, the same 40 cards in the same
    order): the small 6S's two rows of three swords at the card's ends read 4S 4 times in 9
    (e1), as the 6B's did before its block (test_six_di_bastoni_one_block_of_six). At 80 px
    the 6 di spade's six stand in two rows at most 12 px apart (21 before), the count
    surviving a blur of 2 px."""
    c = _count("6S")
    assert c.signs == 6 and c.above <= 12 and c.blur >= 2, c.line()


def _widest_row(mask, box) -> float:
    """Where a sign's broadest row of ink lies in its box: -1 at the top, 1 at the bottom."""
    widths = [sum(mask.get_at((x, y)) for x in range(box.x, box.right)) for y in range(box.y, box.bottom)]
    return 2 * (widths.index(max(widths)) + 0.5) / len(widths) - 1


@pytest.mark.parametrize("card", [f"{r}{s}" for s in "BS" for r in range(4, 8)])
def test_rows_point_one_way(card):
    """Blind reading r2: stacked in columns, each sign of the upper row and the one under it
    turned over (handles and hilts meeting in the middle) read as one long stick: 4B read
    2B and 3B, 5B read 4B and 3B, 6S read 4S twice, 4S read 3S. Every club and sword of the
    4 to 7 points up, as in the early Piacentine: each club's head (its broadest row) in the
    upper part of its box, each sword's guard in the lower part (the lower row's the other
    way before)."""
    mask = countable.ink(_face(f"{card}"))
    upright = [b for b in _boxes(card) if b.h > b.w]
    assert len(upright) == int(card[:-1]), upright
    where = [_widest_row(mask, b) for b in upright]
    if card[-1] == "B":
        assert max(where) < 0, where
    else:
        assert min(where) > 0, where


@pytest.mark.parametrize("card", ["4B", "4S"])
def test_four_one_block_of_four(card):
    """Review 16: the small 4B's 9x21 px clubs and 4S's 8x25 swords stood at the card's
    corners, 30 and 21 px of paper between the rows, and the top pair read as the card (m16:
    4B read 2B 4 times in 6). At 80 px the four stand as one block of four: at most 12 px of
    paper between the rows, signs at least 27 px long (the 2B's cudgel shortened), the count
    surviving a blur of 3 px (session 20's A/B a9, untold readers on the same 40 cards: 4B
    and 4S 1 wrong in 24, 3 before; the sheet 111/120 against 96/120)."""
    c = _count(card)
    assert c.signs == 4 and c.above <= 12 and c.least[1] >= 27 and c.blur >= 3, c.line()


def test_three_di_spade_middle_sword_turned_over():
    """Blind reading r1: 3S read 2S twice and 4S once, three long swords alike side by side.
    The middle one is turned point down: at 80 px its red grip is in the card's upper half,
    the outer two's in the lower half (all three low before)."""
    surf = _face("3S")
    inner = surf.subsurface(countable.frame(surf))
    grips = {}
    for box in _boxes("3S"):
        ys = [y for x in range(box.x, box.right) for y in range(box.y, box.bottom)
              if (lambda c: c.r > 150 and c.g < 90 and c.b < 90)(inner.get_at((x, y)))]
        grips[box.x] = sum(ys) / len(ys)
    left, middle, right = (grips[x] for x in sorted(grips))
    half = inner.get_height() / 2
    assert middle < half < min(left, right), grips


def test_five_di_spade_swords_as_the_four():
    """Review 13g: sign sizes jump from card to card, the 5S's swords smaller than the 4S's
    and its odd one slimmer still. At 80 px every sword of the 5 is within 1 px of the 4's
    narrowest (8 px against 10 before) and, the 4's drawn longer as one block of four
    (test_four_one_block_of_four), at most 4 px shorter (8x24 against 10x27 before)."""
    four, five = _boxes("4S"), _boxes("5S")
    assert min(b.h for b in five) >= min(b.h for b in four) - 4, (four, five)
    assert min(b.w for b in five) >= min(b.w for b in four) - 1, (four, five)


@pytest.mark.parametrize("suit", "BS")
def test_five_a_quincunx(suit):
    """The 5 di bastoni and di spade: the four signs at the corners, out at the frame's
    edges, and the odd one upright in the middle between them, as long as they are; the 5
    di spade's three rows overlapping in height (before: short rows close together and a
    smaller odd sign between them, each 18 px long at 80 px: read as a 3 or 4). The 5 di
    bastoni's short cudgels stand apart in height (session 18's A/B S2: 5B right 5 in 6,
    long ones 0 in 6 on the same cards)."""
    top_l, top_r, odd, low_l, low_r = sorted(_boxes(f"5{suit}"), key=lambda r: (r.y // 10, r.x))
    w = countable.frame(_face(f"5{suit}")).w
    for box in (top_l, low_l):
        assert box.x <= 2, box
    for box in (top_r, low_r):
        assert box.right >= w - 2, box
    assert odd.h >= 0.95 * top_l.h, (top_l, odd)
    assert suit == "B" or (top_l.bottom > odd.y and odd.bottom > low_l.y), (top_l, odd, low_l)


def test_seven_di_spade_four_over_three():
    """Session 19's A/B (untold readers, the same 40 cards in the same order): the 7S in
    rows 2-3-2, two columns of three with the odd sword between them, read 6S 9 times in
    12 (the columns taken for the 6, the odd one dropped; f15 7S 6 wrong in 11); in two
    staggered columns of four and three 3 in 12; in two straight rows, four over three,
    never in 12. Review 17: both rows spanning the card read 3 + 3; the three narrower, under
    the four's gaps (session 18's A/B r1-r4, eight orders: 7S 11 wrong in 120 so, 6 in 60 on main).
    At 80 px the 7 di spade is a row of four over a row of three, each of the three under the
    middle of a gap of the four (within 1.5 px; the 6S: two rows of three,
    test_sixes_in_two_rows_of_three)."""
    rows = [sorted(r, key=lambda b: b.x) for r in _rows(_boxes("7S"))]
    assert [len(r) for r in rows] == [4, 3], rows
    four, three = rows
    for i, box in enumerate(three):
        assert abs(box.centerx - (four[i].centerx + four[i + 1].centerx) / 2) <= 1.5, rows
    assert _paper_between("7S") >= 3


@pytest.mark.parametrize("suit", "BS")
def test_sixes_in_two_rows_of_three(suit):
    """Review 14: the small 6s were three rows of two, the printed two rows of three (a
    played 6 snapped from one to the other as it came to rest at 640x480). Session 18's A/B
    (untold fresh readers, 80 px): the 6s in two rows of three read right 12 times in 12,
    in three rows of two the 6B 2 times in 6 (4B, 5B). At 80 px the 6 is two rows of three,
    every two signs at least 3 px apart (diagonals too). (The 7 di bastoni stands in the
    coins' lattice since session 22, test_seven_round_a_lattice; the 7 di spade four over
    three since session 19, test_seven_di_spade_four_over_three.)"""
    six = _boxes(f"6{suit}")
    assert [len(r) for r in _rows(six)] == [3, 3], six
    assert _paper_between(f"6{suit}") >= 3


@pytest.mark.parametrize("card", [f"{r}{s}" for s in "BS" for r in range(4, 8)])
def test_printed_clubs_and_swords_large(card):
    """Review 14: the printed pips small in a lot of paper (the 7's 0.25 of the card's height,
    the 4 to 6's 0.31-0.35). On the printed face (240 px) every club and sword of the 4 to 6
    is at least 0.35 of the card's height long, the 7's 0.27 (their pip area 0.88 of the
    card's height, 0.82 before)."""
    boxes = [box for box, _ in countable.signs(countable.ink(_face(card, 240, full=True)))]
    least = 0.27 if card[0] == "7" else 0.35
    assert len(boxes) == int(card[0]) and min(b.h for b in boxes) >= least * 240, boxes
