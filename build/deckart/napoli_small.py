"""The Napoletane number cards drawn again for small heights: an optical size (the game
draws the 2 to 7 di denari and the 3 and 4 di spade from small/ below the manifest's
"small" threshold, deck_art.face_parts), each in the printed card's layout (a card keeps
it as it lands on the table), but the 3 di spade with its swords crossed lower (FAN_3S).

At 80 px a coin is 14-18 px across and the printed sunburst's sixteen flames, each edged
in a heavy dark line over a dark star behind them (SUN_EDGE), run into a brown blur inside
a dark ring (review 14: "coins' dark rims muddy at 80 px"). Here the same coin in the same
places and sizes (napoli.round_card) is drawn plainer: gold flames inside one dark edge, no
dark teeth between them, a pale gold ring, the red ring, the green rose as one disc round a
red heart.

Blind A/B readings (session 15, fresh untold readers, 80 px): on sheets weighted to the
coins (ab1: 7D x8, 6D x5, 5D x4, 3D x4) the coins with a thin edge (0.6 px) 78/80, the
printed ones 78/80 from the same sheets' first readers; on sheets that look random (ab2)
they read as the printed ones but for the 5D, whose 0.85x centre coin became a faint
speck (5D read 4D by 4 readers in 4 at two places), and with a heavier edge (EDGE) and the
5's centre coin full size 199/240 as the printed ones, the 7D read 6D 5 times in 18 (9-10
in 18 with the thin edge or the printed coins) but the 5D read 6D 3 times in 12: the
centre coin kept 0.85x, edged as heavily.

The 4 di spade's flowers, a sprig 16x7 px at 80 px
1 px from the X's, were counted as a sign (4S read 5S 7 times in 24 in ab2, twice in 12 on
the printed drawing in ab4 and never in 12 without them): under 100 px the sprig is left
out and the two X's are as long as the 4 di bastoni's in shape, over the printed 4 di
spade's height, three tiny flowers with no sprig between them (napoli.crossed_card's
sprig=False, napoli.FLORETS; review 16: the small 4S had lost its flowers)."""
from __future__ import annotations

from .svg import circle, path, star

# the cards drawn again for small heights
CARDS = [(rank, "D") for rank in range(2, 8)] + [(3, "S"), (4, "S")]


# the coin's one dark edge, in units of a coin 100 across (1.1 px on a 7 di denari's coin
# 14 px across at 80 px, 1.4 px on a 6's; 4 units, 0.6 px, left the coins pale and the 5's
# smaller centre coin a speck)
EDGE = 8.0


def coin(pal: dict) -> str:
    """A plain sun coin 100 units across, edged once (EDGE)."""
    ink = pal["ink"]
    return "".join([path(star(0, 0, 50, 40, 16), pal["gold"], ink, EDGE),
                    circle(0, 0, 39, pal["gold_lt"], ink, 2.5),
                    circle(0, 0, 30, pal["red"], ink, 2.0),
                    circle(0, 0, 23, pal["gold"], ink, 1.5),
                    circle(0, 0, 15, pal["green"], ink, 1.5),
                    circle(0, 0, 6, pal["red"], None)])


# the 3 di spade's swords crossed this share of their length above their lower ends, where
# the ribbon ties them (napoli.FAN's 0.4 on the printed face): three blades fanned from the
# hilts, their points apart
FAN_3S = 0.15


# what napoli.number_card draws the cards with under 100 px (cards.number_card's `small`): the
# plain coin, the 4 di spade's flowers without their sprig
SMALL_ARGS = {"coin": coin, "sprig": False, "fan_3s": FAN_3S}
