"""The Napoletane number cards' printed faces (100 px and up; under 100 px the game draws the
2-7 di denari and the 3-5 di spade from small/, napoli_small): review 19 item 5, "enlarge the
coins on 3-7 Denari to about a third of the card width, and make the Spade pips shorter and
broader. The printed Napoletane denaro is a big multi-ring rosette. The printed sword is a
short, broad blade with a heavy yellow guard. This also fills the empty cream field"."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from deck_support import DECKS, countable, display  # noqa: E402,F401


def _printed(card: str, height: int = 240):
    return countable.seen(DECKS / "napoletane", "napoletane", card, height, full=True)


@pytest.mark.parametrize("card, least", [("3D", 0.31), ("4D", 0.46), ("5D", 0.46), ("6D", 0.56),
                                         ("7D", 0.5)])
def test_printed_coins_fill_the_card(card, least):
    """The printed 4-7 di denari's coins spread over 0.92 of the card's width with 34 units
    between them (30 on the 7; napoli.BIG_WH, BIG_GAP: 0.82 and 80 before), the 5's centre
    coin as large as the others (0.85x, kept on the small face), the 3's 0.5 of the width
    (0.45): at 240 px each coin 0.40-0.42 of the card wide on the 3-6 (0.34 on the 4-6
    before), 0.37 on the 7 (0.31). Their ink covers at least `least` of the frame's inside
    (before: 3D 0.28, 4D 0.35, 5D 0.33, 6D 0.42, 7D 0.40)."""
    surf = _printed(card)
    inner = countable.frame(surf)
    assert countable.ink(surf).count() >= least * inner.w * inner.h


def _steel(card: str) -> int:
    """The pixels of the blades' blue steel on the printed face at 240 px."""
    surf = _printed(card)
    w, h = surf.get_size()
    return sum(1 for x in range(w) for y in range(h)
               if (lambda c: c.b >= c.r + 40 and c.b > 150)(surf.get_at((x, y))))


@pytest.mark.parametrize("card, least", [("2S", 2500), ("6S", 4500), ("7S", 4200)])
def test_printed_swords_broad(card, least):
    """The printed swords' blades 1.25 times as broad, their gold guards as much heavier and
    an eighth wider (napoli.BROAD, suits.sword's `broad`): at 240 px at least `least` pixels
    of blue steel (before: 2S 2160, 6S 3925, 7S 3661)."""
    assert _steel(card) >= least



def _margins(card: str, height: int = 350) -> tuple:
    """The paper between the card's edges and the nearest dark ink inside its outline:
    (left, right, top, bottom) px."""
    surf = _printed(card, height)
    w, h = surf.get_size()

    def dark(x, y):
        c = surf.get_at((x, y))
        return c.a > 200 and c.r + c.g + c.b < 200
    cols = [x for x in range(5, w - 5) if any(dark(x, y) for y in range(5, h - 5))]
    rows = [y for y in range(5, h - 5) if any(dark(x, y) for x in range(5, w - 5))]
    return cols[0], w - 1 - cols[-1], rows[0], h - 1 - rows[-1]


def test_printed_seven_di_denari_clear_of_the_outline():
    """The enlarged 7 di denari's hexagon spread over 0.92 x 0.93 of the card stood its side
    coins 7 px from the card's edges at 350 px and its end coins 10 px (the 4-6's 8 and 16):
    over 0.88 x 0.9 (napoli.BIG_SEVEN) at least 11 px from the sides and 15 from the ends."""
    left, right, top, bottom = _margins("7D")
    assert min(left, right) >= 11 and min(top, bottom) >= 15, (left, right, top, bottom)
