"""Engraved line shading for the court figures: the printed Piacentine and Napoletane
shade their costumes with fine parallel strokes cut along the contour on the side away
from the light and down into the folds, not with soft tints. Here a run of short strokes
follows a contour (a garment's side, a sleeve's far edge) inside the shape, longest where
the form turns deepest, in a darker tone of the cloth, so at 80 px it only darkens that
side a little, as the translucent shadows do, and at 400 px it reads as engraving.

nanosvg has neither <pattern> nor <use>, so every stroke is drawn; a whole run is one
path of relative moves and lines on whole units (a unit is at most 0.7 px on a card
400 px high), about 11 bytes a stroke."""
from __future__ import annotations

import math

from .svg import luma, path
from .svg import shade_hex as shade

LINE = 1.7     # a stroke's width (figure units)
GAP = 5.0      # between strokes along the contour
TONE = 0.5     # the strokes' tone: the cloth's colour this much darker
DARK = 70      # unless its luminance is below this
FINE = 0.65    # an engraved figure's face drawn in a finer contour (people.face `line`)


def _n(v: float) -> str:
    return str(round(v))


def tone(colour: str) -> str:
    """The strokes' colour on a cloth or coat of `colour`: TONE darker, or on a colour
    too dark for a darker line to show (a black horse) lighter, as a white-line cut."""
    return shade(colour, TONE) if luma(colour) > DARK else shade(colour, 1.4)


def draw(segments, colour: str, width: float = LINE) -> str:
    """The strokes (pairs of points) as one path on a cloth of `colour` (drawn in its
    tone()); empty when there are none."""
    if not segments:
        return ""
    d, pen = [], None
    for a, b in segments:
        a = (round(a[0]), round(a[1]))
        b = (round(b[0]), round(b[1]))
        if a == b:
            continue
        if pen is None:
            d.append(f"M{_n(a[0])} {_n(a[1])}")
        else:
            d.append(f"m{_n(a[0] - pen[0])} {_n(a[1] - pen[1])}")
        d.append(f"l{_n(b[0] - a[0])} {_n(b[1] - a[1])}")
        pen = b
    d = "".join(d).replace(" -", "-")
    return path(d, None, tone(colour), width)


def _resample(points, gap: float):
    """Points every `gap` along the polyline, each with its unit tangent, its distance
    along it and (segment, fraction of it) where it lies; and the polyline's length."""
    segs = list(zip(points, points[1:]))
    lengths = [math.dist(a, b) for a, b in segs]
    total = sum(lengths)
    out, s, i, run = [], gap / 2, 0, 0.0
    while s < total and segs:
        while i < len(segs) - 1 and run + lengths[i] < s:
            run += lengths[i]
            i += 1
        (ax, ay), (bx, by) = segs[i]
        t = (s - run) / (lengths[i] or 1.0)
        u = ((bx - ax) / (lengths[i] or 1.0), (by - ay) / (lengths[i] or 1.0))
        out.append(((ax + (bx - ax) * t, ay + (by - ay) * t), u, s, (i, t)))
        s += gap
    return out, total


def along(contour, inward: int, depth, gap: float = GAP, slant: float = 0.3,
          inset: float = 1.5, cut: float | None = None) -> list:
    """Strokes along a contour (a polyline) into the shape: `inward` +1 if the shape lies
    to the left of the direction the contour runs (its normal (-uy, ux)), -1 if to the
    right; each stroke starts `inset` inside the edge and runs up to `depth` in (a
    number, or one for each point of the contour: how deep the shape is there), leaning
    `slant` (a fraction of its length) along the contour, every other stroke shorter,
    all tapering to nothing at both ends of the contour. Strokes reaching below the cut are left out."""
    out = []
    samples, total = _resample(contour, gap)
    for k, ((x, y), (ux, uy), s, (i, f)) in enumerate(samples):
        t = s / total
        if not 0 < t < 1:
            continue
        deep = depth if isinstance(depth, (int, float)) else depth[i] + (depth[i + 1] - depth[i]) * f
        length = deep * math.sin(math.pi * t) ** 0.7 * (1.0 if k % 2 == 0 else 0.62)
        if length < 2.5:
            continue
        nx, ny = -uy * inward, ux * inward
        a = (x + nx * inset, y + ny * inset)
        b = (a[0] + (nx + ux * slant) * length, a[1] + (ny + uy * slant) * length)
        if cut is not None and max(a[1], b[1]) > cut - 2:
            continue
        out.append((a, b))
    return out


def both_sides(right, sides, cut: float | None = None, place=None) -> list:
    """Strokes along a symmetric shape's contour on both sides: `right` its right half
    (x out from the middle line), `sides` ((side, depth), ...) in the order drawn, side
    +1 the right as given, -1 its mirror; `place` moves each side's contour into
    position (a turn, an offset) before the strokes are cut along it."""
    segs = []
    for side, depth in sides:
        edge = [(side * x, y) for x, y in right]
        segs += along(place(edge) if place else edge, side, depth, cut=cut)
    return segs
