"""Crowns worn straight on the hair, without a cap or a hat under them (people.hat
draws the headgear of every figure and sends these here)."""
from __future__ import annotations

from .svg import circle, path, poly, studs


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


def fleury(pal: dict, gold: str, cap: str) -> list[str]:
    """An open crown of three broad fleurons, the middle one tallest, each a trefoil of
    gold leaves, low points between them, over a cap in `cap` (the Piacentine Re di spade:
    each Re crowned his own way, review 19; solid gold, so the rank reads at 80 px as the
    fleurons' crown does, test_re_crowned_large_enough_to_tell_from_the_fante)."""
    ink = pal["ink"]
    p = [path(poly([(-22, -28), (-14, -44), (14, -44), (22, -28)]), cap, ink, 1.6)]
    outline = [(-27, -30), (-28, -50), (-20, -42), (-12, -48), (-8, -40), (-4, -56), (0, -64),
               (4, -56), (8, -40), (12, -48), (20, -42), (28, -50), (27, -30)]
    p.append(path(poly(outline), gold, ink, 1.8))
    for trefoils, r in ((((-24, -54), (24, -54)), 5.5), (((0, -68),), 6.5)):  # their leaves,
        # written compactly (svg.studs: the courts' circles counted, test_decks_engraved)
        p.append(studs([(x + dx * r, y + dy * r) for x, y in trefoils
                        for dx, dy in ((-0.9, 0.5), (0.9, 0.5), (0, -0.6))], r * 0.72, gold, ink, 1.3))
    p.append(path(poly([(-25, -16), (25, -16), (27, -32), (-27, -32)]), gold, ink, 1.8))
    for x, c in ((-14, pal["green"]), (0, pal["red"]), (14, pal["green"])):
        p.append(circle(x, -24, 3.6, c, ink, 1))
    return p
