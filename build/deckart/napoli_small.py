"""The Napoletane coins drawn for small heights: an optical size (the game draws the 2 to 7
di denari from small/ below the manifest's "small" threshold, deck_art.face_parts).

At 80 px a coin is 14-18 px across and the printed sunburst's sixteen flames, each edged
in a heavy dark line over a dark star behind them (SUN_EDGE), run into one dark ring round
the coin (review 14: "coins' dark rims muddy at 80 px"). Here the same coin in the same
places and sizes (napoli.round_card: the card keeps its layout as it lands on the table)
is drawn plainer: gold flames edged once, thin, no dark teeth between them, a pale gold
ring, the red ring, the green rose as one disc round a red heart.

Blind A/B reading ab1 (session 15, fresh untold readers, 80 px, sheets weighted to the
coins: 7D x8, 6D x5, 5D x4, 3D x4): these coins 78/80 on two shuffles, the printed ones
78/80 from the same sheets' first readers (157/160 with the second)."""
from __future__ import annotations

from . import napoli
from .svg import circle, path, star

# the cards drawn again for small heights
CARDS = [(rank, "D") for rank in range(2, 8)]


def coin(pal: dict) -> str:
    """A plain sun coin 100 units across (an outline 4 units wide: 0.6 px on a 7 di
    denari's coin 14 px across at 80 px)."""
    ink = pal["ink"]
    return "".join([path(star(0, 0, 50, 40, 16), pal["gold"], ink, 4.0),
                    circle(0, 0, 39, pal["gold_lt"], ink, 2.5),
                    circle(0, 0, 30, pal["red"], ink, 2.0),
                    circle(0, 0, 23, pal["gold"], ink, 1.5),
                    circle(0, 0, 15, pal["green"], ink, 1.5),
                    circle(0, 0, 6, pal["red"], None)])


def number_card(st, rank: int, suit: str, area: tuple) -> list[str]:
    """The coins of a number card, in the printed card's places (area: cards.round_area)."""
    return napoli.round_card(st, rank, suit, area, coin=coin)
