"""The leggibili club: a knotty cudgel of the Italian pattern, simplified and bold.

Review 13g: the club drawn as a smooth flat-ended grip swelling into a rounded head three
or four times as wide, with one or two small stubs, read as a bowling pin (a row of them
as skittles). This one is a cudgel as the courts hold it: an irregular outline swelling
at knots and pinched between them, a lumpy head about twice as wide as the grip, three
lopped stubs angled up with light cut faces, a rounded butt."""
from __future__ import annotations

import random

from .svg import ellipse, group, path, poly, sheen, smooth

# the outline's right and left sides (half-width in sign units, height as a share of the
# half-length, head up at -1), bottom to top and top to bottom: not mirror images, so
# the knots of one side fall between those of the other
RIGHT = [(7.8, 0.96), (9.4, 0.86), (8.4, 0.74), (7.6, 0.58), (8.2, 0.42), (10.6, 0.29), (9.4, 0.16),
         (11.4, 0.02), (14.0, -0.14), (12.4, -0.26), (15.0, -0.4), (17.0, -0.58), (15.8, -0.71),
         (16.6, -0.84), (12.0, -0.96), (5.0, -1.02)]
LEFT = [(-3.0, -1.01), (-11.0, -0.95), (-16.2, -0.8), (-15.2, -0.65), (-16.4, -0.5), (-12.8, -0.35),
        (-14.0, -0.2), (-10.6, -0.05), (-9.8, 0.1), (-11.0, 0.21), (-8.0, 0.35), (-7.2, 0.55),
        (-7.8, 0.72), (-9.2, 0.85), (-7.6, 0.96)]
BUTT = (0.0, 1.02)
# lopped stubs: (side, height as a share of the half-length, angle from upright)
STUBS = ((1, -0.3, 48), (-1, 0.04, -52), (1, 0.3, 56))
STOUT = 1.15  # the whole outline this much broader (a row of slim sticks at 80 px)
KNOTS = ((6.0, -0.78, 3.6), (-5.0, -0.4, 2.8), (2.5, 0.42, 2.2))
BARK = ((-2.5, -0.58), (4.0, -0.18), (-3.5, 0.1), (3.0, 0.6), (-1.5, 0.82))  # short cracks along the bark


def _edge(pts: list, y: float) -> float:
    """The outline's half-width on one side at height y (a share of the half-length):
    `pts` that side's (half-width, height), bottom to top."""
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        if y0 <= y <= y1:
            return x0 + (x1 - x0) * (y - y0) / (y1 - y0)
    return pts[0][0]


def grown(which: int) -> tuple[list, list, tuple, tuple, float]:
    """The outline's sides, the stubs, the knots and the bend of the `which`-th club on
    a number card: each its own piece of wood (review 18: every club one identical stamp,
    the clearest clip-art tell), knots swelling or pinched a little, the stubs lopped
    higher or lower and at other angles, one side's bulges traded, the stick bowed a
    little one way or the other (its ends on its axis, so the rows stay straight)."""
    rng = random.Random(which * 7919 + 17)  # random() and uniform() only: the same on every Python
    right = [(x + rng.uniform(-1.6, 1.6), y) for x, y in RIGHT]
    left = [(x + rng.uniform(-1.6, 1.6), y) for x, y in LEFT]
    flip = 1 if rng.random() < 0.5 else -1   # which side the lower stubs grow from
    stubs = tuple((side * (flip if y > -0.2 else 1), y + rng.uniform(-0.1, 0.1), (rot + rng.uniform(-12, 12))
                   * (flip if y > -0.2 else 1)) for side, y, rot in STUBS)
    knots = tuple((x + rng.uniform(-2, 2), y + rng.uniform(-0.12, 0.12), r * rng.uniform(0.8, 1.2))
                  for x, y, r in KNOTS)
    return right, left, stubs, knots, (-1 if rng.random() < 0.5 else 1) * rng.uniform(1.5, 3.5)


def bold_club(wood: tuple, ink: str, length: float = 100.0, slim: float | None = None,
              which: int | None = None) -> str:
    """A club pointing up (head at y = -length / 2), 39 units across its head (times
    `slim`, or narrower for a club shorter than 100 units, so it keeps its silhouette);
    `which` (a number card's pips): the club grown its own way (grown())."""
    base, light, dark = wood
    h = length / 2
    q = (min(length / 100.0, 1.0) ** 0.5 if slim is None else slim) * STOUT
    right, left, stubs, knots, bend = (RIGHT, LEFT, STUBS, KNOTS, 0.0) if which is None else grown(which)

    def bow(x: float, y: float) -> tuple[float, float]:
        """(x, y) in units, y a share of the half-length: on the bowed stick."""
        return x * q + bend * q * (1 - y * y), y * h

    out = []
    sides = {1: sorted(right, key=lambda p: p[1]), -1: sorted([(-x, v) for x, v in left], key=lambda p: p[1])}
    for side, y, rot in stubs:  # under the body: a stout stump, its cut face light
        x = side * (_edge(sides[side], y) - 4.0)
        tx, ty = bow(x, y)
        out.append(group([path(poly([(-6.5, 5), (-5.8, -13), (5.8, -15), (6.5, 5)]), base, ink, 3.6),
                          ellipse(0, -14, 6.2, 3.3, light, ink, 2.0),
                          ellipse(0, -14, 2.2, 1.1, dark, None)],
                         tx=tx, ty=ty, rotate=rot, scale=q * 0.9))
    outline = [bow(x, y) for x, y in right + left] + [(BUTT[0], BUTT[1] * h)]
    grain = [bow(x, y) for x, y in ((-9, -0.7), (-7, -0.3), (-4, 0.3), (-3.5, 0.8))]
    shade = [bow(x, y) for x, y in ((7, -0.5), (6.5, -0.2), (4, 0.2))]
    out += [path(smooth(outline, tension=0.6), sheen(base, -17 * q, 17 * q, light=1.35, dark=0.62), ink, 5.5),
            path(smooth(grain, closed=False), None, light, 3.6),                  # the grain, lit
            path(smooth(shade, closed=False), None, dark, 2.2)]
    bark = " ".join(poly([bow(x, y - 0.09), bow(x + 1.2, y + 0.09)], False) for x, y in BARK)
    out.append(path(bark, None, dark, 1.8, 'stroke-opacity="0.7"'))   # cracks in the bark
    for x, y, r in knots:   # each knot an eye: a dark heart in a ring of swollen grain
        cx, cy = bow(x, y)
        out += [ellipse(cx, cy, r * 1.7 * q, r * 1.15 * q, None, dark, 1.4),
                ellipse(cx, cy, r * q, r * 0.7 * q, dark, ink, 1.2)]
    return "".join(out)
