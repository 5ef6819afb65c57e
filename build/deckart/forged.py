"""The leggibili sword ("bold"): a slender bevelled blade (its left face lit, a ridge down
the middle) three times as long as its guard is wide on a held sword, a narrow rounded
guard, a red grip wound with gold wire (review 19) and a round pommel under the hand (review 13f: the blade as long as
twice a guard twice as wide read as a toy).

On a number card each sword is forged its own way (review 18: every sword one identical
stamp): the point drawn out longer or shorter, the guard as broad or a little narrower,
knobs on its ends turned up or down, the grip wound closer or looser, the pommel larger
or smaller, round or a faceted knob. The blade and the guard's place stay the same, so
the rows keep their line and the sword its size."""
from __future__ import annotations

import random

from .svg import circle, glow, path, poly, rect, sheen


def bold_sword(pal: dict, h: float, guard: float = 1.0, which: int | None = None) -> str:
    """The sword pointing up, `h` half its length, its guard `guard` times as wide;
    `which` (a number card's pips): forged its own way."""
    ink = pal["ink"]
    gold, g = sheen(pal["gold"], -20, 20, light=1.35, dark=0.7), max(h * 0.3, h - 48)
    bw = 11   # the blade's half width
    tip, wide, bend, wind, knob, facets = 24, 1.0, 0.0, 7, 7.5, False
    if which is not None:
        # only random() is the same stream on every Python (choice() and randrange() are not
        # guaranteed): the generator must write the same SVGs everywhere
        rng = random.Random(which * 104729 + 3)
        tip, wide = 24 + rng.uniform(-5, 6), rng.uniform(0.86, 1.0)
        bend = (-1, 0, 1)[int(rng.random() * 3)] * rng.uniform(2, 3.5)
        wind, knob, facets = (6, 7, 8)[int(rng.random() * 3)], 7.5 * rng.uniform(0.85, 1.15), rng.random() < 0.4
    half = 20 * guard * wide
    out = [path(poly([(-bw, g), (-bw * 0.86, -h + tip), (0, -h), (bw * 0.86, -h + tip), (bw, g)]),
                sheen(pal["steel"], -bw, bw, light=1.2, dark=0.6), ink, 4.5),
           path(poly([(-bw + 2, g - 2), (-bw * 0.86 + 2, -h + tip), (-1, -h + 6), (-1, g - 2)]),
                "#8fb4f0", None, 0, 'fill-opacity="0.75"'),
           path(poly([(0, g - 4), (0, -h + 12)], False), None, "#dbe8ff", 2.0)]
    out.append(rect(-half, g, 2 * half, 10, gold, ink, 4, rx=5))
    if bend:  # knobs on the quillons' ends, turned up (bend < 0) or down
        out += [circle(s * (half - 3), g + 5 + bend, 4.2, gold, ink, 2.4) for s in (-1, 1)]
    out += [
            rect(-5.5, g + 10, 11, h - g - 23, pal["red_dk"], ink, 3),   # a red grip wound
            path(" ".join(poly([(-4.5, y), (4.5, y - 3.5)], False)          # with gold wire
                          for y in range(int(g) + 17, int(h) - 14, wind)), None, pal["gold_dk"], 1.4)]
    lit = glow(pal["gold"], 9, -3, h - 10, 1.5)
    if facets:  # a faceted knob
        out.append(path(poly([(0, h - 7.5 - knob), (knob, h - 7.5), (0, h - 7.5 + knob), (-knob, h - 7.5)]),
                        lit, ink, 3.6))
    else:
        out.append(circle(0, h - 7.5, knob, lit, ink, 3.6))
    return "".join(out)
