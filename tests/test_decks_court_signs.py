"""Court cards of every style at table size: the held sign names the suit, the four courts of a
rank hold their signs each in its own way, double-headed half figures fill their half."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from briscola_gui.ui import deck_art  # noqa: E402
from deck_support import (EXPECTED_STYLES, display,  # noqa: E402,F401
                          group_pixels, held_sign_box)


@pytest.mark.parametrize("style_id", sorted(EXPECTED_STYLES))
def test_court_suit_sign_reads_at_table_size(style_id):
    """Issue #13: the sign a court figure holds names its suit at 80 px card height.
    Rendered at 80 px with and without the sign, each copy of it changes at least 3% of
    the card's pixels (a coin about 15 px across; the signs were 4-6 px before)."""
    for card in [f"{r}{s}" for r in (8, 9, 10) for s in "DCBS"]:
        full, _, copies, changed = group_pixels(style_id, card, "held", (240, 80))
        assert copies == (1 if style_id in ("napoletane", "leggibili") else 2), card
        w, h = full.get_size()
        changed = len(changed)
        assert changed / copies >= 0.03 * w * h, (card, round(100 * changed / copies / (w * h), 1))


@pytest.mark.parametrize("style_id", sorted(EXPECTED_STYLES))
def test_courts_of_a_rank_hold_their_signs_in_their_own_way(style_id):
    """Issue #13: the four Fanti (Cavalli, Re) of a deck are not one pose recoloured: the
    sign each holds sits somewhere else on the card (raised, lifted high, before the
    chest, across the body, in the other hand...). At 80 px the boxes of the four held
    signs differ pairwise by at least 4 px in position or size."""
    for rank in (8, 9, 10):
        boxes = {s: held_sign_box(style_id, f"{rank}{s}") for s in "DCBS"}
        for a in "DCBS":
            for b in "DCBS":
                if a < b:
                    ra, rb = boxes[a], boxes[b]
                    gap = max(abs(ra.x - rb.x), abs(ra.y - rb.y), abs(ra.right - rb.right),
                              abs(ra.bottom - rb.bottom))
                    assert gap >= 4, (rank, a, b, ra, rb)


@pytest.mark.parametrize("style_id", ["piacentine", "trevisane"])
def test_half_figures_fill_their_half(style_id):
    """Issue #13: on a double-headed card each half figure fills its half: the ink above
    the middle line reaches within 15% of the frame's top (measured at 240 px)."""
    images = deck_art.CardImages(style_id)
    for card in [f"{r}{s}" for r in (8, 9, 10) for s in "DCBS"]:
        surf = images.face(card, 240)
        w, h = surf.get_size()
        x0, x1 = round(w * 0.06) + 4, round(w * 0.94) - 4
        top, mid = round(h * 0.035) + 4, h // 2 - 3
        paper = surf.get_at((x0 + 1, top + 1))
        region = surf.subsurface((x0, top, x1 - x0, mid - top))
        ink = pygame.mask.from_threshold(region, paper, (40, 40, 40, 255))
        ink.invert()
        rows = [r for r in ink.get_bounding_rects() if r.width * r.height >= 6]
        highest = min(r.top for r in rows)
        fill = (mid - top - highest) / (mid - top + 4)
        assert fill >= 0.85, (card, round(fill, 2))
