"""Review 19 (issue #13), leggibili: "the Denari are plain gold coins with a star: they have
lost the regional rosette character". Each coin is a printed denaro (build/deckart/denaro.py):
a rayed gold rim, a ring of red beads, a flower with green leaves round a red heart; at
table size still the gold disc it was, in the same places and sizes."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

# display: the module's autouse fixture (a 1x1 display mode), shared with test_decks
from deck_support import display, ink_masks  # noqa: E402,F401

from briscola_gui.ui import deck_art  # noqa: E402


def _red(p) -> bool:
    return p[0] > 150 and p[1] < 70 and p[2] < 70


def _green(p) -> bool:
    return p[1] > 110 and p[0] < 90 and p[2] < 110


@pytest.mark.parametrize("card", [f"{rank}D" for rank in range(2, 8)])
def test_every_coin_a_rosette(card):
    """At 240 px every coin on the 2-7 di denari holds at least 6 red pixels (the beads and
    the flower's heart) and 4 green ones (the leaves); the plain gold coins held none. The
    2D's coins: 59-60 red, 34-35 green each; the 4D-7D's: 8-19 and 5-11."""
    surf = deck_art.CardImages("leggibili").face(card, 240)
    coins = ink_masks("leggibili", card, 240)
    assert len(coins) == int(card[0]), card
    for box, _ in coins:
        pixels = [surf.get_at((x, y)) for y in range(box.top, box.bottom) for x in range(box.left, box.right)]
        red, green = sum(map(_red, pixels)), sum(map(_green, pixels))
        assert red >= 6 and green >= 4, (card, box, red, green)


@pytest.mark.parametrize("card", [f"{rank}D" for rank in range(2, 8)])
def test_coins_still_gold_at_table_size(card):
    """The rosette's red and green are fine detail: at 80 px a coin's mean colour stays
    the gold of the plain coin (the 4D's (165-166, 134-135, 43-44) against the plain
    coin's (164-165, 132-133, 41-43)), never reddish (a coin read as a cup) nor dull: red
    at least 150, green at least 120 and within 45 of the red, blue at most 80."""
    surf = deck_art.CardImages("leggibili").face(card, 80)
    for box, mask in ink_masks("leggibili", card, 80):
        pixels = [surf.get_at((x, y)) for y in range(box.top, box.bottom) for x in range(box.left, box.right)]
        pixels = [p for p in pixels if p[3] > 200 and sum(p[:3]) < 700]
        r, g, b = (sum(p[i] for p in pixels) / len(pixels) for i in range(3))
        assert r >= 150 and 120 <= g and r - g <= 45 and b <= 80, (card, box, round(r), round(g), round(b))
