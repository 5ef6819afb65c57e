"""Review 19 item 5 (Piacentine beauty 5): "the number cards are tidy but sterile: bare pips on
cream; add the printed ornament, a decorative scroll or banner on the 2 di coppe and 2 di
denari". The printed faces (100 px and up) carry it (build/deckart/ribbons.py); the table's
80 px drawings (piacenza_small) keep their bare signs."""
from __future__ import annotations

import pygame
import pytest

from deck_support import DECKS, countable, display  # noqa: F401 (the display fixture)


def _middle(card: str, height: int, full: bool = True) -> tuple[pygame.Surface, pygame.Rect]:
    """The face and the band across its middle tenth (between the 2's two signs)."""
    surf = countable.seen(DECKS / "piacentine", "piacentine", card, height, full)
    w, h = surf.get_size()
    return surf, pygame.Rect(0, round(h * 0.45), w, round(h * 0.1))


def _near(surf: pygame.Surface, band: pygame.Rect, colour: tuple) -> pygame.Rect | None:
    """The box of the pixels in `band` near `colour` (None: none)."""
    mask = pygame.mask.from_threshold(surf.subsurface(band), (*colour, 255), (40, 40, 40, 255))
    boxes = mask.get_bounding_rects()
    return boxes[0].unionall(boxes[1:]).move(band.topleft) if boxes else None


def test_two_di_coppe_banner_between_its_cups():
    """At 240 px the middle tenth of the 2 di coppe (bare paper before) holds a blue banner
    across at least 0.6 of the card's width, with gold (its border, leaves and scrolls) in it."""
    surf, band = _middle("2C", 240)
    blue = _near(surf, band, (58, 111, 184))
    assert blue is not None and blue.w >= 0.6 * surf.get_width(), blue
    assert _near(surf, band, (242, 194, 48)) is not None


def test_two_di_denari_ribbon_winding_between_its_coins():
    """At 240 px a red ribbon crosses the 2 di denari's middle tenth (bare paper before) from
    one side to the other (the S between the coins): its red spans at least a third of the
    width, and its swallow-tailed ends show outside the coins, near the card's top and bottom."""
    surf, band = _middle("2D", 240)
    red = _near(surf, band, (207, 42, 42))
    assert red is not None and red.w >= surf.get_width() / 3, red
    w, h = surf.get_size()
    for ends in (pygame.Rect(0, 0, w // 4, h // 8), pygame.Rect(w - w // 4, h - h // 8, w // 4, h // 8)):
        assert _near(surf, ends, (143, 28, 26)) is not None, ends  # the tails' dark red


@pytest.mark.parametrize("card", ["2C", "2D"])
def test_small_twos_keep_their_bare_signs(card):
    """At 80 px (piacenza_small) the middle tenth stays paper: any sign between the coins or
    cups is counted as one more (the 4 di denari's shield, session 18)."""
    surf, band = _middle(card, 80, False)
    inner = countable.frame(surf)
    assert countable.ink(surf).overlap_area(
        pygame.mask.Mask(band.clip(inner).size, fill=True), (band.x - inner.x, band.y - inner.y)) == 0


def test_number_cards_coins_written_compactly():
    """The printed 2-7 di denari's rosettes write their sixteen pearls as two paths of dots and
    each colour's petals as one path (suits.coin, lean_rosette): the 7 di denari's SVG is under
    13 KB (22 KB before; the 6D 11.5, 19 before), room in the style's 1 MB for the courts and the ornament."""
    assert (DECKS / "piacentine" / "7D.svg").stat().st_size < 13_000
    assert (DECKS / "piacentine" / "6D.svg").stat().st_size < 11_500
