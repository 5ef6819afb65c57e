"""The leggibili coin ("bold"): a printed Italian denaro, bold enough for the table.

A gold sunburst with a heavy dark edge (at 80 px still a round gold disc of its own), a
red band beaded in gold, a gold ring and, at the centre, an eight-petalled flower on
green round a red heart: the printed decks' rosette in the deck's flat inks (review 19:
"plain gold coins with a star: they have lost the regional rosette character"). Its ink
reaches as far as the plain coin's (49.5 units), so every place and gutter stays."""
from __future__ import annotations

import math

from .svg import circle, glow, highlight, path, shade_hex, smooth, star, turned

RAYS = 24      # the sunburst's points
BEADED = f'stroke-dasharray="0.1 {2 * math.pi * 30.5 / 16 - 0.1:.3f}"'   # a dot every sixteenth of the ring
PETAL = [(0, -4), (7.5, -13), (0, -23.5), (-7.5, -13)]   # the flower's four petals
LEAF = [(0, -4), (4.5, -10.5), (0, -18), (-4.5, -10.5)]    # and four green leaves between


def coin(pal: dict) -> str:
    """One coin, 100 units across, centred on (0, 0)."""
    ink, gold = pal["ink"], pal["gold"]
    p = [circle(0, 0, 47, glow(gold, 64, -14, -14, 1.3, 0.8), ink, 5.0),
         path(star(0, 0, 44.5, 35, RAYS, -90 + 180 / RAYS), shade_hex(gold, 0.74), pal["gold_dk"], 0.8),
         circle(0, 0, 35.5, glow(gold, 36, -6, -6, 1.35, 0.85), ink, 1.8),
         circle(0, 0, 30.5, None, ink, 6.0, BEADED),   # sixteen red beads, outlined
         circle(0, 0, 30.5, None, pal["red"], 4.4, BEADED),
         circle(0, 0, 26, glow(gold, 26, -4, -4, 1.45, 0.9), ink, 1.4)]
    for petal, first, colour in ((LEAF, 1, pal["green"]), (PETAL, 0, shade_hex(gold, 1.5))):  # one path
        p.append(path("".join(smooth(turned(petal, 45 * i)) for i in range(first, 8, 2)),   # a colour
                      colour, ink, 1.1))
    p += [circle(0, 0, 6.5, pal["red"], ink, 1.2),
          circle(-1.6, -1.6, 2, pal.get("gold_lt", gold), None, 0),
          highlight(smooth([(-40, 14), (-42, -10), (-30, -32), (-8, -42), (-26, -26), (-35, -6)],
                           tension=0.6), 0.35)]
    return "".join(p)
