"""The leggibili cup ("bold"): a chalice as the printed decks draw it, bold enough for the
table: a deep red bowl lit on its left under a gold lip, its lower half fluted (gadroons
curving in to the stem), a gold collar where the bowl meets the stem, a gold knop, a
domed foot edged in gold and shaded on its right with engraved strokes (review 19: "the
Coppe pips are simple red hourglass goblets"). The outline is the plain cup's, so every
size, place and gutter stays."""
from __future__ import annotations

from .svg import ellipse, highlight, path, poly, rect, sheen, smooth, studs

BOWL = [(-34, -46), (34, -46), (30, -14), (10, 4), (-10, 4), (-30, -14)]
FOOT = [(-30, 48), (-14, 30), (14, 30), (30, 48)]


def cup(pal: dict) -> str:
    """One cup, about 100 units tall, centred on (0, 0)."""
    ink, dark = pal["ink"], pal["red_dk"]
    red = lambda x1, x2: sheen(pal["red"], x1, x2, light=1.45, dark=0.62)  # noqa: E731
    gold = sheen(pal["gold"], -34, 34, light=1.35, dark=0.7)
    # the flutes of the lower bowl curving in to the stem, the strokes shading the foot
    lines = " ".join([poly([(x, -17 + abs(x) * 0.12), (x * 0.25, 3)], False) for x in (-21, -10.5, 0, 10.5, 21)]
                     + [poly([(x, 47), (x - 5, 36)], False) for x in (12, 17, 22, 27)])
    return (path(smooth(BOWL, tension=0.6), red(-34, 34), ink, 5)
            + rect(-7, 2, 14, 30, red(-7, 7), ink, 4)
            + path(smooth(FOOT), red(-30, 30), ink, 5)
            + path(lines, None, ink, 1.4, 'stroke-opacity="0.55"')
            + path(poly([(-28, -36), (28, -36)], False), None, pal["white"], 4)
            + highlight(smooth([(-27, -26), (-19, -26), (-14, -14), (-6, -2), (-17, -9)], tension=0.5), 0.55)
            + path(smooth([(-35, -47), (35, -47), (34, -38), (0, -35), (-34, -38)], tension=0.5), gold, ink, 3.5)
            + studs([(x, -29.5 + abs(x) * 0.04) for x in (-21, -10.5, 0, 10.5, 21)], 2.3, pal["gold_lt"], ink, 0.8)
            + ellipse(0, 4, 10, 3.6, gold, ink, 2)
            + ellipse(0, 16, 13, 6.5, sheen(pal["gold"], -13, 13, light=1.4, dark=0.7), ink, 3)
            + ellipse(-4, 14, 3.5, 1.8, pal["gold_lt"], None, 0)
            + path(smooth([(-31, 48), (-27, 41), (27, 41), (31, 48)], tension=0.5), gold, ink, 3))
