"""Issue #13, review 13d: the Piacentine swords and clubs the reviewer found short or
pale. Measured on the cards as the game renders them."""
from __future__ import annotations

import pygame
import pytest

from test_decks import _held_sign_box
from test_decks_odd_sign import _face, _light_wood, display  # noqa: F401 (the display fixture)


def _held_height(card: str, height: int = 240) -> float:
    """The height of the sign held in the upper half, as a share of the frame's half."""
    return _held_sign_box("piacentine", card, height).h / (height * (0.5 - 0.035))


@pytest.mark.parametrize("card", ["8S", "10S"])
def test_fante_and_re_di_spade_swords_long(card):
    """The Fante's and the Re's swords are long, as printed: at least three quarters of
    the half's height (they were 0.66 and 0.73, short beside the figures)."""
    assert _held_height(card) >= 0.75, round(_held_height(card), 3)


def _ink_blobs(card: str) -> list[pygame.Rect]:
    surf = _face("piacentine", card)
    w, h = surf.get_size()
    paper = surf.get_at((w // 2, 3))
    ink = pygame.mask.from_threshold(surf, paper, (40, 40, 40, 255))
    ink.invert()
    return [r for r in ink.get_bounding_rects() if r.w * r.h > 6 and r.w < w - 4]


def test_five_di_bastoni_lone_club_not_a_stub():
    """The 5's lone club in the middle row is at least 30% of the card's height at 80 px
    (it was 22 px, a stub between the X's), still a blob of its own."""
    blobs = sorted(_ink_blobs("5B"), key=lambda r: r.y)
    assert len(blobs) == 3, blobs
    assert blobs[1].h >= 0.3 * 80, blobs


@pytest.mark.parametrize("rank", [3, 7])
def test_odd_club_in_honey_wood_not_pale(rank):
    """The odd club of the 3 and 7 (lighter than the X's, so it stands apart) is a warm
    honey oak, not a bleached pale wood: its light-wood pixels down the card's middle are
    on average at least 45% saturated (the pale wood was 38%)."""
    surf = _face("piacentine", f"{rank}B")
    w, h = surf.get_size()
    px = [surf.get_at((x, y))[:3] for x in range(w // 2 - 2, w // 2 + 3) for y in range(h)]
    wood = [c for c in px if _light_wood(c)]
    sat = sum((max(c) - min(c)) / max(c) for c in wood) / len(wood)
    assert sat >= 0.45, round(sat, 3)
