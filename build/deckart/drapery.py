"""Cloth that hangs: a hem that waves over the folds, and the folds themselves as
translucent shadows and highlights laid over whatever the cloth is (a gradient, a
printed pattern), so one drawing shades a robe, a gown, a mantle or a cloak of any
colour. The printed decks shade their figures with hatching in the folds; at card size
a tinted wedge reads the same way and costs a few bytes.

Shadows are near-black at low `fill-opacity` (nanosvg multiplies it into the paint), so
they darken a light-to-dark sheen evenly across; highlights are white the same way."""
from __future__ import annotations

import math

from . import hatching
from .people import clamp
from .svg import highlight, smooth
from .svg import shadow as veil

SHADOW_ALPHA = 0.2
LIGHT_ALPHA = 0.22
HATCH, HATCH_LINE = 4, 1.3   # engraved folds: lines a fold, their width (units)


def hem_y(x: float, x0: float, x1: float, y: float, amp: float, lobes: int) -> float:
    """The height of a waving hem at x: `lobes` bulges hanging down between x0 and x1,
    the recesses between them (and at both ends) `amp` higher."""
    t = (x - x0) / (x1 - x0)
    return y - amp * 0.5 * (1 + math.cos(2 * math.pi * lobes * t))


def hem(x0: float, x1: float, y: float, amp: float, lobes: int, reverse: bool = False):
    """Points along a waving hem from x0 to x1 (x1 to x0 with `reverse`), four a lobe."""
    n = lobes * 4
    xs = [x0 + (x1 - x0) * i / n for i in range(n + 1)]
    if reverse:
        xs.reverse()
    return [(x, hem_y(x, x0, x1, y, amp, lobes)) for x in xs]


def recesses(x0: float, x1: float, lobes: int) -> list[float]:
    """Where the folds go back into the cloth: between the lobes of the hem."""
    return [x0 + (x1 - x0) * i / lobes for i in range(1, lobes)]


def folds(x0: float, x1: float, y_top: float, y_hem: float, amp: float, lobes: int,
          cut: float | None = None, fan: float = 0.55, width: float = 9.0,
          centre: float = 0.0, hidden: float = 0.0, hatch: str | None = None) -> list[str]:
    """Folds of a garment hanging from y_top to its hem at y_hem (waving between x0 and
    x1 as `hem` does): a shadow wedge rising from each recess of the hem towards the
    waist, its tip drawn in towards `centre` by `fan`, and a light streak down each
    lobe. With `cut` nothing falls below the middle line of a double-headed card; folds
    nearer the centre than `hidden` (behind the robe, for a mantle) are left out.
    `hatch` (the cloth's colour) also engraves each fold's shadow with HATCH fine lines
    in a darker tone of it, following the fold down to the hem, as the printed decks
    shade their robes (hatching.py)."""
    if cut is not None and cut <= y_top + 60:  # only stubs would show above the cut
        return []
    out, lines = [], []
    span = max(abs(x1 - centre), abs(x0 - centre))
    for xr in recesses(x0, x1, lobes):
        if abs(xr - centre) < hidden:
            continue
        tip = (centre + (xr - centre) * fan, y_top)
        w = width * (0.7 + 0.6 * abs(xr - centre) / span)
        sway = w * 0.7 * (1 if xr > centre else -1)   # folds bow outwards as they fall
        for k, alpha in ((1.0, SHADOW_ALPHA * 0.6), (0.45, SHADOW_ALPHA)):  # soft edge, deep core
            ww = w * k
            mid = ((tip[0] + xr) / 2 + sway, y_top + (y_hem - y_top) * 0.55)
            wedge = [tip, (mid[0] - ww * 0.5, mid[1]),
                     (xr - ww, hem_y(xr - ww, x0, x1, y_hem, amp, lobes)),
                     (xr, y_hem - amp - 1),
                     (xr + ww * 0.6, hem_y(xr + ww * 0.6, x0, x1, y_hem, amp, lobes)),
                     (mid[0] + ww * 0.25, mid[1])]
            out.append(veil(smooth(clamp(wedge, cut), tension=0.5), alpha))
        if hatch:
            lines += _hatching(tip, ((tip[0] + xr) / 2 + sway, y_top + (y_hem - y_top) * 0.55),
                               (xr, y_hem - amp - 4), w, cut)
    half = (x1 - x0) / lobes / 2
    for i in range(lobes):  # a light streak down the lower part of each lobe
        xl = x0 + half * (2 * i + 1)
        if abs(xl - centre) < hidden:
            continue
        top = (centre + (xl - centre) * (fan + 1) / 2, y_top + (y_hem - y_top) * 0.35)
        w = width * 0.4
        streak = [top, (xl - w, y_hem - amp - 16), (xl - w * 0.3, y_hem - 8), (xl + w * 0.3, y_hem - amp - 16)]
        out.append(highlight(smooth(clamp(streak, cut), tension=0.5), LIGHT_ALPHA))
    if lines:
        out.append(hatching.draw(lines, hatch, HATCH_LINE))
    return out


def _hatching(tip, mid, base, w: float, cut: float | None) -> list:
    """HATCH strokes down the lower part of a fold's shadow (tip, mid, base: its axis; w
    its width), side by side across its core, spreading as the fold widens: each two
    straight strokes, from 0.7 of the way to the middle to it and on to the hem."""
    out = []
    for j in range(HATCH):
        off = (j - (HATCH - 1) / 2) / ((HATCH - 1) / 2) * w * 0.3
        line = [(tip[0] + (mid[0] - tip[0]) * 0.7 + off * 0.5, tip[1] + (mid[1] - tip[1]) * 0.7),
                (mid[0] + off * 0.75, mid[1]), (base[0] + off, base[1])]
        pts = clamp(line, cut - 2 if cut is not None else None)
        out += [(a, b) for a, b in zip(pts, pts[1:]) if a != b]
    return out


def shadow(points, cut: float | None = None, alpha: float = SHADOW_ALPHA) -> str:
    """A translucent shadow over any cloth (under an arm, inside a mantle)."""
    return veil(smooth(clamp(points, cut), tension=0.5), alpha)


def light(points, cut: float | None = None, alpha: float = LIGHT_ALPHA) -> str:
    """A translucent highlight (the lit side of a sleeve, a fold's ridge)."""
    return highlight(smooth(clamp(points, cut), tension=0.5), alpha)
