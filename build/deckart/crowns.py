"""Crowns worn straight on the hair, without a cap or a hat under them (people.hat
draws the headgear of every figure and sends these here)."""
from __future__ import annotations

from .svg import circle, path, poly


def circlet(pal: dict, gold: str) -> list[str]:
    """An open crown of five tall points, the middle one tallest, a pearl on each, on a
    broad band set with lozenge stones, over a face centred on (0, 0); `gold` its fill
    (the leggibili Re di spade: on a broad hat his crown read as a badge, review 13h)."""
    ink = pal["ink"]
    tips = [(x, -56 - 6 * (2 - abs(x) / 11)) for x in (-22, -11, 0, 11, 22)]
    p = [path(poly([(-27, -30)] + [q for x, y in tips for q in ((x - 5, -38), (x, y), (x + 5, -38))]
                   + [(27, -30)]), gold, ink, 1.8)]
    p += [circle(x, y - 2, 3.4, pal["gold_lt"], ink, 1.1) for x, y in tips]
    p.append(path(poly([(-25, -16), (25, -16), (27, -32), (-27, -32)]), gold, ink, 1.8))
    for x, c in ((-14, pal["blue"]), (0, pal["red"]), (14, pal["blue"])):
        p.append(path(poly([(x, -29), (x + 4, -24), (x, -19), (x - 4, -24)]), c, ink, 1))
    return p
