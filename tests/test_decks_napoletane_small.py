"""Napoletane coins drawn for small heights (issue #13, review 14: "coins' dark rims muddy at
80 px"; blind reading f14 at 80 px: 7D read 6D five times in six, 3D read 5D, 5D read 4D).
Under 100 px the game draws the 2 to 7 di denari from small/ (build/deckart/napoli_small.py):
the same coins in the same places and sizes, plainer, gold flames edged once and thin where
the printed sunburst's flames, each heavily edged over a dark star, run into a dark ring."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from briscola_gui.ui import deck_art  # noqa: E402
from test_decks import DECKS, countable, display  # noqa: E402,F401

COINS = [f"{r}D" for r in range(2, 8)]


def _coins(card: str, full: bool = False) -> list:
    """(box, mask) of each coin of `card` seen 80 px high (the shield of the 4 left out:
    a coin's box is as wide as tall), the printed drawing if `full`."""
    surf = countable.seen(DECKS / "napoletane", "napoletane", card, 80, full)
    blobs = [(m.get_bounding_rects()[0], m) for m in countable.ink(surf).connected_components(countable.SPECK)]
    return surf, [(box, m) for box, m in blobs if abs(box.w - box.h) <= 3]


def test_napoletane_declares_small_coins_under_100px():
    """The manifest names the 2 to 7 di denari, drawn in small/ for cards under 100 px (as
    the Piacentine's: the 640x480 table's tricks, the blind readings' 80 px)."""
    style = deck_art.load_style("napoletane")
    assert style.small_below == 100 and style.small_cards == frozenset(COINS)
    assert sorted(p.name for p in (DECKS / "napoletane" / "small").iterdir()) == sorted(f"{c}.svg" for c in COINS)


@pytest.mark.parametrize("card", COINS)
def test_small_coins_in_the_printed_places(card):
    """A card keeps its layout as it lands on the table (sprites scale the printed drawing
    while a card moves): at 80 px every small coin's box lies within 1 px of the printed
    coin's, as many coins."""
    _, small = _coins(card)
    _, printed = _coins(card, full=True)
    assert len(small) == len(printed) == int(card[0]), (small, printed)
    for (a, _), (b, _) in zip(sorted(small, key=lambda c: (c[0].y, c[0].x)),
                              sorted(printed, key=lambda c: (c[0].y, c[0].x))):
        assert max(abs(a.x - b.x), abs(a.y - b.y), abs(a.right - b.right), abs(a.bottom - b.bottom)) <= 1, (a, b)


@pytest.mark.parametrize("card", COINS[1:])
def test_small_coins_rims_gold_not_dark(card):
    """The printed coin's rim at 80 px: sixteen flames, each edged in a heavy dark line over
    a dark star, one dark ring (review 14). The small coin's flames are gold edged thin:
    over the outer 3 px of every coin of the 3 to 7 the mean luminance is at least 118 of
    255 (the printed coins' 102-113)."""
    surf, coins = _coins(card)
    sub = surf.subsurface(countable.frame(surf))
    for box, mask in coins:
        inner = mask.copy()
        for _ in range(3):
            for p in inner.outline():
                inner.set_at(p, 0)
        rim = [(x, y) for x in range(box.x, box.right) for y in range(box.y, box.bottom)
               if mask.get_at((x, y)) and not inner.get_at((x, y))]
        lum = sum(0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] for c in (sub.get_at(p) for p in rim)) / len(rim)
        assert lum >= 118, (card, box, round(lum))
