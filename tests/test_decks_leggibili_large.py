"""Review 18 (issue #13), the leggibili number cards: not a large-pip deck. The 5-7 di
spade were slivers and the 4-7 di bastoni stubs (layouts.large_pips: longer, broader);
the 4s' rows pressed against the top and bottom edges round an empty middle (the clubs
and swords now spaced evenly: large_pips); every club and sword one identical stamp (cudgel.grown,
forged.bold_sword)."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

# display: the module's autouse fixture (a 1x1 display mode), shared with test_decks
from deck_support import DECKS, ink_masks, display  # noqa: E402,F401

HEIGHT = 240


def _bands(card: str) -> tuple[int, list[tuple[int, int]]]:
    """(the card's height, the bands of rows holding ink between the index plates'
    columns, top to bottom) at 240 px."""
    surf = pygame.image.load_sized_svg(str(DECKS / "leggibili" / f"{card}.svg"), (HEIGHT * 3, HEIGHT))
    w, h = surf.get_size()

    def inked(y: int) -> bool:
        return any(sum(surf.get_at((x, y))[:3]) < 600 and surf.get_at((x, y))[3] > 0
                   for x in range(round(w * 0.22), round(w * 0.78)))

    bands, start = [], None
    for y in range(6, h - 5):
        on = y < h - 6 and inked(y)
        if on and start is None:
            start = y
        elif not on and start is not None:
            bands.append((start, y - 1))
            start = None
    return h, bands


@pytest.mark.parametrize("suit", "BS")
def test_the_fours_rows_spaced_evenly(suit):
    """The 4's two rows of clubs and swords stand as far from each other as from the
    card's top and bottom edges: the paper between them at 240 px within 0.7 to 1.45 times
    the paper above and below (before: 15-16 and 50-52: the middle empty. Now 13 and 10).
    The 4 di denari and di coppe stand in the 5's corners (test_decks_leggibili_craft)."""
    h, bands = _bands(f"4{suit}")
    assert len(bands) == 2, bands
    (t0, b0), (t1, b1) = bands
    above, between, below = t0, t1 - b0 - 1, h - 1 - b1
    for edge in (above, below):
        assert 0.7 * edge <= between <= 1.45 * edge, (suit, above, between, below)


# the least ink of any one sign at 240 px (main before review 18: the 4B's clubs 1,402
# pixels, the 5-7's 906-1,037; the 4S's swords 853-864, the 5-7's 584-668)
LEAST_INK = {"4B": 1700, "B": 1100, "4S": 1250, "S": 740}


@pytest.mark.parametrize("card", [f"{r}{s}" for r in range(4, 8) for s in "BS"])
def test_clubs_and_swords_large(card):
    """Every club and sword of the 4 to 7 is larger: at least LEAST_INK pixels of ink at
    240 px (1.2-1.3 times the 5-7's, 1.25-1.5 times the 4's), and every sword's blade, a
    third of the way down, at least 14 px across (11-13 px before: slivers)."""
    pips = ink_masks("leggibili", card, HEIGHT)
    assert len(pips) == int(card[0]), card
    least = LEAST_INK.get(card, LEAST_INK[card[1]])
    for box, mask in pips:
        assert mask.count() >= least, (card, box, mask.count())
        if card[1] == "S":  # the mask's own box (`box` is on the card)
            own = mask.get_bounding_rects()[0]
            y = own.top + int(own.h * 0.3)
            xs = [x for x in range(own.left, own.right) if mask.get_at((x, y))]
            assert max(xs) - min(xs) + 1 >= 14, (card, box)


@pytest.mark.parametrize("card", ["4B", "5B", "6B", "7B"])
def test_every_club_its_own(card):
    """Each club its own piece of wood: laid over each other (their boxes' corners
    together, the best of a pixel's shift each way), any two clubs of a card differ in at
    least 5% of their ink at 240 px (before: one stamp, 0-1.4% apart on the 4, 6 and 7)."""
    pips = [(mask.get_bounding_rects()[0], mask) for _, mask in ink_masks("leggibili", card, HEIGHT)]
    for i, (b1, m1) in enumerate(pips):
        for b2, m2 in pips[i + 1:]:
            apart = min(m1.count() + m2.count() - 2 * m1.overlap_area(m2, (b1.x - b2.x + dx, b1.y - b2.y + dy))
                        for dx in (-1, 0, 1) for dy in (-1, 0, 1))
            assert apart >= 0.05 * (m1.count() + m2.count()) / 2, (card, b1, b2, apart)


@pytest.mark.parametrize("card", [f"{r}{s}" for r in range(4, 8) for s in "BS"])
def test_no_two_signs_drawn_alike(card):
    """Each club and sword of the 4 to 7 drawn its own way (cudgel.grown, forged.bold_sword):
    the drawings of no two signs of a card the same, their places aside (before: one
    drawing, the 5's lone sign only shorter)."""
    import re
    import sys

    from deck_support import ROOT

    sys.path.insert(0, str(ROOT / "build"))
    try:
        from deckart import cards, styles
    finally:
        sys.path.pop(0)
    signs = [re.sub(r'^<g transform="translate\([^)]*\)">', "", part)
             for part in cards.number_card(styles.LEGGIBILI, int(card[0]), card[1])]
    assert len(signs) == int(card[0]) and len(set(signs)) == len(signs), card
