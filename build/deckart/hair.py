"""Hair round a face centred on (0, 0) (people.face): the mass behind the face, by
kind, the hairline over the brow, beards and moustaches. Besides the styles of the other kinds, two of
the young men's own, so that pages drawn side by side have faces of their own: a mop
of curls (curly) and a bob with a straight fringe across the brow (fringe)."""
from __future__ import annotations

import math

from .svg import circle, path, sheen, smooth
from .svg import shade_hex as shade

YOUTHS = ("young", "maiden", "curly", "fringe", "tresses")   # smooth-faced: lips, thin brows
BEARDS = ("bearded", "king", "old", "forked", "square", "pointed", "goatee")   # beard() draws theirs


def back(kind: str, locks: str, ink: str) -> list[str]:
    """The hair behind the face (`locks` its fill)."""
    if kind == "crone":  # an old woman's hair drawn back, a knot at the nape
        return [circle(0, -30, 13, locks, ink, 1.6),
                path(smooth([(-29, -8), (-32, 14), (-26, 30), (0, 24), (26, 30), (32, 14),
                             (29, -8), (0, -32)]), locks, ink, 1.8)]
    if kind == "maiden":  # long hair falling to the shoulders
        return [path(smooth([(-30, -10), (-34, 30), (-40, 58), (-18, 50), (0, 40), (18, 50),
                             (40, 58), (34, 30), (30, -10), (0, -33)]), locks, ink, 1.8)]
    if kind == "tresses":  # long waving hair, parted, falling past the shoulders
        # to the breast (the Napoletane Fante di spade's, girlish: review 18)
        p = [path(smooth([(-30, -12), (-36, 20), (-34, 46), (-44, 72), (-34, 92), (-18, 74), (0, 44),
                          (18, 74), (34, 92), (44, 72), (34, 46), (36, 20), (30, -12), (0, -34)],
                         tension=0.8), locks, ink, 1.8)]
        for s in (-1, 1):   # waves down each side, in the ink thinned
            for x0, y0 in ((31, 10), (37, 38), (30, 60)):
                p.append(path(smooth([(s * x0, y0), (s * (x0 + 5), y0 + 12), (s * (x0 - 1), y0 + 26)],
                                     closed=False), None, ink, 1.3, 'stroke-opacity="0.4"'))
        return p
    if kind == "young":
        return [path(smooth([(-30, -8), (-31, 22), (-24, 36), (0, 30), (24, 36), (31, 22),
                             (30, -8), (0, -32)]), locks, ink, 1.8)]
    if kind == "curly":  # curls all round, down to the ears
        return [circle(31 * math.cos(math.radians(a)), -3 + 31 * math.sin(math.radians(a)), 10.5,
                       locks, ink, 1.6) for a in range(150, 400, 20)]
    if kind == "fringe":  # a bob cut level with the jaw
        return [path(smooth([(-31, -10), (-34, 14), (-30, 25), (-20, 22), (0, 18), (20, 22),
                             (30, 25), (34, 14), (31, -10), (0, -34)], tension=0.8), locks, ink, 1.8)]
    return [path(smooth([(-28, -8), (-30, 20), (0, 26), (30, 20), (28, -8), (0, -32)]),
                 locks, ink, 1.8)]


def front(kind: str, hair: str, ink: str) -> list[str]:
    """The hairline over the brow: a fringe cut straight across it, a row of curls, or
    the thin line of hair the other kinds show under their headgear."""
    if kind == "fringe":
        return [path(smooth([(-24, -6), (-23, -22), (-10, -30), (0, -31), (10, -30), (23, -22),
                             (24, -6), (16, -11), (6, -10), (-4, -11), (-14, -10)], tension=0.5),
                     hair, ink, 1.3)]
    if kind == "curly":
        return [circle(x, y, 6, hair, ink, 1.2)
                for x, y in ((-18, -17), (-9, -22), (1, -24), (11, -22), (19, -16))]
    return [path(smooth([(-21, -14), (-12, -24), (0, -27), (12, -24), (21, -14), (10, -18),
                         (0, -16), (-10, -18)]), hair, ink, 1.3)]


def beard(pal: dict, kind: str, hair: str) -> list[str]:
    """The beard and moustache: a full rounded beard in the hair's colour (bearded), a
    white beard parted in two points (king) or long and pointed (old), a beard parted in
    two points in the hair's colour (forked: a king in his prime), or trimmed square or
    to a point in it (square, pointed; goatee: on the chin only); the moustache sweeps
    out past the mouth's corners in two curls."""
    ink = pal["ink"]
    colour = pal["beard"] if kind in ("king", "old") else hair
    dark = shade(colour, 0.72)
    if kind in ("king", "forked"):   # parted at the chin into two points
        outline = [(-22, 2), (-20, 22), (-12, 36), (-6, 46), (0, 40), (6, 46), (12, 36), (20, 22),
                   (22, 2), (14, 16), (0, 20), (-14, 16)]
    elif kind == "square":  # short, trimmed square below the chin
        outline = [(-22, 2), (-22, 22), (-18, 34), (-8, 38), (8, 38), (18, 34), (22, 22), (22, 2), (14, 16),
                   (0, 20), (-14, 16)]
    elif kind == "pointed":  # trimmed to a point below the chin (the Napoletane Re's)
        outline = [(-22, 2), (-19, 20), (-10, 33), (0, 47), (10, 33), (19, 20), (22, 2), (14, 16),
                   (0, 20), (-14, 16)]
    elif kind == "goatee":  # narrow, on the chin only, to a point
        outline = [(-15, 10), (-13, 26), (-6, 38), (0, 49), (6, 38), (13, 26), (15, 10), (8, 18),
                   (0, 20), (-8, 18)]
    elif kind == "old":  # long and pointed
        outline = [(-22, 2), (-19, 24), (-9, 42), (0, 54), (9, 42), (19, 24), (22, 2), (14, 16),
                   (0, 20), (-14, 16)]
    else:               # full and rounded
        outline = [(-23, 0), (-21, 22), (-12, 36), (0, 41), (12, 36), (21, 22), (23, 0), (14, 16),
                   (0, 20), (-14, 16)]
    p = [path(smooth(outline, tension=0.7), sheen(colour, -22, 22, light=1.25, dark=0.85), ink, 1.6)]
    for s in (-1, 1):  # strands in the beard, darker
        p.append(path(smooth([(s * 9, 26), (s * 10, 33), (s * 6, 40)], closed=False), None, dark, 1.2))
        p.append(path(smooth([(s * 17, 14), (s * 16, 24), (s * 11, 32)], closed=False), None, dark, 1.1))
    return p + moustache(pal, colour)


def moustache(pal: dict, colour: str) -> list[str]:
    """The lower lip and a moustache from under the nose, out and down past the mouth's
    corners, curling up at the ends."""
    ink = pal["ink"]
    p = [path(smooth([(-5, 22.5), (0, 21.5), (5, 22.5), (0, 25.5)], tension=0.6),
              shade(pal["red"], 0.8), ink, 0.9)]
    for s in (-1, 1):
        p.append(path(smooth([(0, 13), (s * 8, 12), (s * 16, 15), (s * 22, 12.5), (s * 21, 17),
                              (s * 14, 20), (s * 6, 18), (0, 17)], tension=0.6), colour, ink, 1.2))
    return p
