"""Issue #13, reviews 13d and 13e: the Piacentine swords and clubs the reviewer found short or
pale, the back and the asso di bastoni. Measured on the cards as the game renders them."""
from __future__ import annotations

import math

import pygame
import pytest

from briscola_gui.ui import deck_art
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


def _back_field(height: int = 240) -> tuple[pygame.Surface, pygame.Rect, pygame.Rect]:
    """The back, its plain border's inner edge (the red rule) and the patterned field."""
    surf = deck_art.CardImages("piacentine").back(height)
    w, h = surf.get_size()
    rule = pygame.Rect(round(w * 0.085), round(h * 0.085 * w / h), 0, 0)
    rule.size = (w - 2 * rule.x, h - 2 * rule.y)
    return surf, rule, rule.inflate(-round(w * 0.07), -round(w * 0.07))


def _off_the_ink_line(c, paper, ink) -> float:
    """How far (in RGB units) the colour lies from the line between the paper and the ink:
    every blend of the two is on it, a third colour is not."""
    d = [p - i for p, i in zip(paper, ink)]
    t = max(0.0, min(1.0, sum((a - i) * k for a, i, k in zip(c, ink, d)) / sum(k * k for k in d)))
    return sum((a - i - t * k) ** 2 for a, i, k in zip(c, ink, d)) ** 0.5


def test_back_is_a_one_colour_repeat_in_a_plain_white_border():
    """Review 13e: the back was a red tartan (a check of dark, navy, yellow and white bands
    over red). As the printed Piacentine it is a small all-over repeat in one colour on the
    white card: at 240 px the border outside the red rule is plain paper, every pixel of the
    field is the red, the paper or a blend of the two (within 30 RGB units of that line), and
    the paper shows through the field as at least 50 separate small flowers."""
    surf, rule, field = _back_field()
    w, h = surf.get_size()
    paper, red = surf.get_at((w // 2, round(h * 0.025)))[:3], (0xC0, 0x39, 0x2F)
    assert min(paper) > 235, paper
    border = [surf.get_at((x, y))[:3] for x in range(rule.x - round(w * 0.045), rule.x - 1)
              for y in range(rule.y + 2, rule.bottom - 2)]
    assert all(max(abs(a - b) for a, b in zip(c, paper)) < 12 for c in border)
    worst = max(_off_the_ink_line(surf.get_at((x, y))[:3], paper, red)
                for x in range(field.x, field.right) for y in range(field.y, field.bottom))
    assert worst < 30, round(worst, 1)
    light = pygame.mask.from_threshold(surf.subsurface(field), paper, (40, 40, 40, 255))
    flowers = [r for r in light.get_bounding_rects() if 2 <= r.w <= w * 0.08 and 2 <= r.h <= w * 0.08]
    assert len(flowers) >= 50, len(flowers)


def test_asso_di_bastoni_a_gnarled_club_set_aslant():
    """Review 13e: the asso di bastoni was a flat plank with knob stubs, nearly upright.
    Now a long gnarled club set aslant (aces.GNARLED): at 240 px the principal axis of its
    wood leans at least 15 degrees from the upright (23.4; the plank 9.4) and the wood
    covers at most 18% of the card (15%; the broad plank 25%)."""
    surf = deck_art.CardImages("piacentine").face("1B", 240)
    w, h = surf.get_size()
    wood = [(x, y) for x in range(w) for y in range(h)
            if (lambda r, g, b: r - b > 60 and r > g > b and r < 235 and g > 60)(*surf.get_at((x, y))[:3])]
    n = len(wood)
    mx, my = sum(x for x, _ in wood) / n, sum(y for _, y in wood) / n
    sxx = sum((x - mx) ** 2 for x, _ in wood)
    syy = sum((y - my) ** 2 for _, y in wood)
    sxy = sum((x - mx) * (y - my) for x, y in wood)
    lean = 90 - abs(0.5 * math.degrees(math.atan2(2 * sxy, sxx - syy)))
    assert lean >= 15, round(lean, 1)
    assert n <= 0.18 * w * h, round(n / (w * h), 3)
