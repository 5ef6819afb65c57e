"""Hair round a face centred on (0, 0) (people.face): the mass behind the face, by
kind, and the hairline over the brow. Besides the styles of the other kinds, two of
the young men's own, so that pages drawn side by side have faces of their own: a mop
of curls (curly) and a bob with a straight fringe across the brow (fringe)."""
from __future__ import annotations

import math

from .svg import circle, path, smooth

YOUTHS = ("young", "maiden", "curly", "fringe")   # smooth-faced: lips, thin brows


def back(kind: str, locks: str, ink: str) -> list[str]:
    """The hair behind the face (`locks` its fill)."""
    if kind == "crone":  # an old woman's hair drawn back, a knot at the nape
        return [circle(0, -30, 13, locks, ink, 1.6),
                path(smooth([(-29, -8), (-32, 14), (-26, 30), (0, 24), (26, 30), (32, 14),
                             (29, -8), (0, -32)]), locks, ink, 1.8)]
    if kind == "maiden":  # long hair falling to the shoulders
        return [path(smooth([(-30, -10), (-34, 30), (-40, 58), (-18, 50), (0, 40), (18, 50),
                             (40, 58), (34, 30), (30, -10), (0, -33)]), locks, ink, 1.8)]
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
