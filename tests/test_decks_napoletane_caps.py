"""Napoletane Fanti at table size: no gold round a Fante's head, where a Re wears his crown.
The Fante di spade's blue cap had a band in the gold trim; at 80 px cold readers took it for a
crown (8S read 10S by 6 readers of 6 at three places on one sheet, round A14, session 19)."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402

from briscola_gui.ui import deck_art  # noqa: E402
from deck_support import display  # noqa: E402,F401

CAP_ROWS = (0.03, 0.14)  # a Fante's hat at 80 px: from 3% to 14% of the card's height
# (12-22% while the figures stood small under a band of paper; since session 20 they fill
# the card, the head just under its top edge)


def _gold_share(surf, x0: float, x1: float, y0: float, y1: float) -> float:
    """The share of pixels in the box (fractions of the face) that are gold: strong yellow,
    red and green both high, blue low."""
    w, h = surf.get_size()
    box = [(x, y) for x in range(round(w * x0), round(w * x1)) for y in range(round(h * y0), round(h * y1))]
    gold = sum(1 for x, y in box if (c := surf.get_at((x, y)))[0] > 180 and c[1] > 140 and c[2] < 110)
    return gold / len(box)


@pytest.mark.parametrize("card", ["8S"])
def test_fante_di_spade_wears_no_gold_band(card):
    """At 80 px the Fante di spade's cap (the rows CAP_ROWS down the card, the middle 40%
    across) is at most 3% gold (10% with the gold band); the Re di spade's crown, a little
    lower on his card (10-20%), is over 15% gold by the same measure."""
    images = deck_art.CardImages("napoletane")
    fante = _gold_share(images.face(card, 80), 0.25, 0.65, *CAP_ROWS)
    king = _gold_share(images.face("10S", 80), 0.3, 0.7, 0.10, 0.20)
    assert fante <= 0.03, round(fante, 3)
    assert king >= 0.15, round(king, 3)
