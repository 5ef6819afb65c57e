"""Issue #13, review 13: the odd sign of a number card is told at a glance, by colour as
well as by place, where it lies over signs of its own suit (the blind reader settled 6 vs
7 only at 2x): the Trevisane 3, 5 and 7 di spade's straight blade in dark steel over the
pale blue sabres (bright steel until session 20: inside the 7's middle pair review 19 found
it "a blur at 80 px"; gilt, the 7 was read as the 7 di bastoni: A/B B15). Measured on the cards rendered 80 px high. (The Piacentine 7 di bastoni's
lying club, in a light wood until session 13, is now drawn as the rest: see
test_decks_countable.test_seven_lying_sign_as_the_rest.)"""
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
    """Dark steel (sabres.ODD_STEEL): dark and blue (the paper light, the sabres pale blue)."""
    r, g, b = c[:3]
    return b - r >= 60 and r + g + b < 330


def _steel_run(surf: pygame.Surface, across: bool) -> int:
    """The longest run of dark steel along the five rows (across) or columns (down)
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


def test_trevisane_odd_blade_in_dark_steel():
    """Down the middle of the 5 and 7 di spade a run of dark steel spans at least 40% of
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
