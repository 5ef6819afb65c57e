"""Issue #13, review 13: the odd sign of a number card is told at a glance, by colour as
well as by place, in the two styles where it lies over signs of its own suit (the blind
reader settled 6 vs 7 only at 2x): the Trevisane 3, 5 and 7 di spade's straight blade in
bright steel over the blue sabres, the Piacentine 3 and 7 di bastoni's upright in light
wood over the darker X's. Measured on the cards rendered 80 px high."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from briscola_gui.ui import deck_art  # noqa: E402


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((1, 1))
    yield


def _face(style_id: str, card: str) -> pygame.Surface:
    return deck_art.CardImages(style_id).face(card, 80)


def _steel(c) -> bool:
    """Bright steel: light and bluish (the paper is light and yellowish, the sabres blue)."""
    r, g, b = c[:3]
    return b - r >= 8 and r + g + b > 560


def _light_wood(c) -> bool:
    r, g, b = c[:3]
    return r > 200 and 150 < g < 215 and b < 170 and r - b > 60


def _steel_run(surf: pygame.Surface, across: bool) -> int:
    """The longest run of bright steel along the five rows (across) or columns (down)
    through the card's middle."""
    w, h = surf.get_size()
    lines = range(h // 2 - 2, h // 2 + 3) if across else range(w // 2 - 2, w // 2 + 3)
    longest = 0
    for k in lines:
        run = 0
        for i in range(w if across else h):
            run = run + 1 if _steel(surf.get_at((i, k) if across else (k, i))) else 0
            longest = max(longest, run)
    return longest


def test_trevisane_odd_blade_in_bright_steel():
    """Down the middle of the 5 and 7 di spade a run of bright steel spans at least 40% of
    the card's height (the blade standing alone between the 5's ovals, up the middle of
    the 7's: DECKS.md, the odd sign stands apart; lying across them it cut the 5's
    interlace in two, review 13f, and barred the 7's ovals like a fence rail, review
    13g); across the 2, 4, 5 and 6 there is none (blue sabres only), across the 7 at
    most 5 px (it lay across 40% of the width or more)."""
    for rank in (2, 4, 5, 6, 7):
        surf = _face("trevisane", f"{rank}S")
        w, h = surf.get_size()
        across, down = _steel_run(surf, True), _steel_run(surf, False)
        if rank in (5, 7):
            assert down >= 0.4 * h, (rank, down, h)
        if rank == 7:
            assert across <= 5, (rank, across)
        elif rank != 5:
            assert across <= 2, (rank, across)


def test_piacentine_odd_club_in_light_wood():
    """The odd club of the 7 di bastoni lies across the middle between the two rows
    (piacenza.rows) in a lighter wood: light wood along a row in the card's middle
    fifth for at least 60% of the card's width; on the 2 to 6 no light wood across more
    than a quarter of the width; the 5's odd club, upright in the quincunx, is in the
    usual wood (in light wood it was the faintest sign at 80 px, review 13f, and 5B read
    3B or 4B five times): only its lit streak is light, down less than 12% of the height
    (the light club at least 15%)."""
    for rank in range(2, 8):
        surf = _face("piacentine", f"{rank}B")
        w, h = surf.get_size()
        across = max(sum(1 for x in range(w) if _light_wood(surf.get_at((x, y))))
                     for y in range(h * 2 // 5, h * 3 // 5))
        down = max(sum(1 for y in range(h) if _light_wood(surf.get_at((x, y))))
                   for x in range(w // 2 - 2, w // 2 + 3))
        if rank == 7:
            assert across >= 0.6 * w, (rank, across, w)
        else:
            assert across <= 0.25 * w and (rank != 5 or down < 0.12 * h), (rank, across, down)
