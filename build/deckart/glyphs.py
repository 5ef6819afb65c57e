"""Numerals and letters drawn as stroked paths (nanosvg has no <text>).

Glyphs live in a 10 x 16 box, y pointing down; they are drawn with round
strokes so the same outlines serve every weight."""
from __future__ import annotations

import itertools
import re

from .svg import coord, group, num, path

GLYPHS: dict[str, tuple[str, ...]] = {
    "0": ("M5 0 C0.5 0 0.5 16 5 16 C9.5 16 9.5 0 5 0Z",),
    "1": ("M2.2 3.4 L6 0 L6 16", "M2.5 16 L9.2 16"),
    "2": ("M1 4 C1.2 -0.8 9.2 -1 9.2 4.2 C9.2 8.4 1.3 11 1 16 L9.5 16",),
    "3": ("M1 2.6 C3 -0.8 9 -0.4 9 3.9 C9 6.8 6.6 7.6 4.2 7.6",
          "M4.2 7.6 C7.2 7.6 9.6 9 9.6 11.8 C9.6 16.6 2.8 17 0.8 13.4"),
    "4": ("M7.2 16 L7.2 0 L0.6 11 L9.8 11",),
    "5": ("M9 0 L2.2 0 L1.3 7.2 C4 5.3 9.6 5.8 9.6 10.8 C9.6 16.4 3 16.8 0.8 13.4",),
    "6": ("M8.6 1.4 C5.8 -0.6 1 0.4 1 9.2 C1 17.2 9.6 17 9.6 11.2 C9.6 5.8 2.4 5.6 1.2 10",),
    "7": ("M0.6 0 L9.6 0 L4 16",),
    "8": ("M5 7.4 C1.2 7.4 1.2 0 5 0 C8.8 0 8.8 7.4 5 7.4Z",
          "M5 7.4 C0.4 7.4 0.4 16 5 16 C9.6 16 9.6 7.4 5 7.4Z"),
    "9": ("M1.4 14.6 C4.2 16.6 9 15.6 9 6.8 C9 -1.2 0.4 -1 0.4 4.8 C0.4 10.2 7.6 10.4 8.8 6",),
    "A": ("M0.6 16 L5 0 L9.4 16", "M2.3 10.6 L7.7 10.6"),
    "F": ("M9 0 L1.6 0 L1.6 16", "M1.6 7.4 L7.4 7.4"),
    "C": ("M9.2 2.6 C7.2 -0.8 0.8 -1 0.8 8 C0.8 17 7.2 16.8 9.2 13.4",),
    "R": ("M1.6 16 L1.6 0 L5.4 0 C10.2 0 10.2 8 5.4 8 L1.6 8", "M5 8 L9.4 16"),
    "D": ("M1.4 0 L1.4 16 L4.6 16 C10.2 16 10.2 0 4.6 0Z",),
    "E": ("M9 0 L1.6 0 L1.6 16 L9 16", "M1.6 7.6 L7 7.6"),
    "H": ("M1.2 0 L1.2 16", "M8.8 0 L8.8 16", "M1.2 7.8 L8.8 7.8"),
    "I": ("M5 0 L5 16", "M2.6 0 L7.4 0", "M2.6 16 L7.4 16"),
    "L": ("M1.8 0 L1.8 16 L9 16",),
    "M": ("M0.6 16 L1.2 0 L5 11 L8.8 0 L9.4 16",),
    "N": ("M1.2 16 L1.2 0 L8.8 16 L8.8 0",),
    "O": ("M5 0 C-0.6 0 -0.6 16 5 16 C10.6 16 10.6 0 5 0Z",),
    "P": ("M1.6 16 L1.6 0 L5.4 0 C10.2 0 10.2 8.4 5.4 8.4 L1.6 8.4",),
    "S": ("M8.8 2.4 C6.8 -0.8 1.2 -0.4 1.2 3.8 C1.2 8.6 9 7 9 12 C9 16.6 2.6 16.8 0.8 13.4",),
    "T": ("M0.6 0 L9.4 0", "M5 0 L5 16"),
    "U": ("M1.2 0 L1.2 11 C1.2 16.8 8.8 16.8 8.8 11 L8.8 0",),
    "V": ("M0.6 0 L5 16 L9.4 0",),
    " ": (),
}
# the high-legibility deck's index: one geometric grotesque skeleton, its bowls and
# arcs built from the same quarter ellipses (2.4 across, 2.6 down to a straight side),
# straight strokes and no serifs, flags or feet (review 13f: the digits above, set
# condensed and heavy, looked hand-lettered: the 5 and 7 wobbled, the 1 had a foot)
GROTESK: dict[str, tuple[str, ...]] = {
    "1": ("M2.4 3.6 L6 0.2 L6 16",),
    "2": ("M1 4.4 C1 1.6 2.8 0 5.1 0 C7.4 0 9.2 1.6 9.2 4.2 C9.2 6.4 8 7.8 6.4 9.4 L1 15.6 L1 16 L9.4 16",),
    "3": ("M1 3 C1.6 1.2 3.2 0 5 0 C7.4 0 9 1.6 9 4 C9 6.2 7.4 7.6 5 7.6 L4 7.6",
          "M5 7.6 C7.6 7.6 9.4 9.2 9.4 11.8 C9.4 14.4 7.6 16 5 16 C3 16 1.4 14.8 0.8 13"),
    "4": ("M7.4 16 L7.4 0.2 L0.8 11 L9.6 11",),
    "5": ("M8.8 0 L1.8 0 L1.2 7.6 C2.2 6.4 3.6 5.8 5.2 5.8 C7.8 5.8 9.4 7.8 9.4 10.8 "
          "C9.4 14 7.6 16 5 16 C3 16 1.4 14.8 0.8 13",),
    "6": ("M8.6 2 C7.8 0.7 6.6 0 5.1 0 C2.4 0 0.9 2.8 0.9 8.4 L0.9 11 C0.9 14.2 2.8 16 5.2 16 "
          "C7.6 16 9.4 14.2 9.4 11.4 C9.4 8.6 7.6 6.8 5.2 6.8 C3 6.8 1.4 8.2 0.9 10",),
    "7": ("M0.8 0 L9.4 0 L3.6 16",),
    "F": ("M9 0 L1.6 0 L1.6 16", "M1.6 7.4 L7.6 7.4"),
    "C": ("M9.2 3.2 C8.4 1.2 6.9 0 5 0 C2.6 0 0.8 1.8 0.8 4.8 L0.8 11.2 C0.8 14.2 2.6 16 5 16 "
          "C6.9 16 8.4 14.8 9.2 12.8",),
    "R": ("M1.6 16 L1.6 0 L5.4 0 C7.9 0 9.2 1.6 9.2 4 C9.2 6.4 7.9 8 5.4 8 L1.6 8", "M5.6 8 L9.4 16"),
}
ADVANCE = 10.0
TIGHT = {"1": 7.5}  # narrower advance (so "10" stays compact)


def text_width(s: str, height: float) -> float:
    k = height / 16.0
    w = sum(TIGHT.get(ch, ADVANCE) for ch in s) + 2.0 * (len(s) - 1)
    return w * k


def text(s: str, x: float, y: float, height: float, color: str, weight: float = 2.2,
         halo: str | None = None, face: dict | None = None) -> str:
    """The string s with its top-left corner at (x, y), `height` tall.

    weight is the stroke width in glyph units (16 = glyph height); halo draws a
    wider stroke of that colour underneath, for contrast on busy art; `face` a table of
    glyphs of its own (GROTESK) over GLYPHS."""
    parts_under, parts = [], []
    for d, dx in _strokes(s, face):
        parts.append(group([path(d, None, color, weight)], tx=dx))
        if halo:
            parts_under.append(group([path(d, None, halo, weight + 2.4)], tx=dx))
    return f'<g transform="{box_transform(x, y, height, weight)}">' + "".join(parts_under + parts) + "</g>"


def _strokes(s: str, face: dict | None = None):
    """Each stroke of the string s with its x offset in glyph units, as the text is laid
    out: the advance per letter, "1" tighter and nudged left beside another letter."""
    cx = 0.0
    for ch in s:
        off = -1.6 if ch == "1" and len(s) > 1 else 0.0
        for d in (face or {}).get(ch, GLYPHS[ch]):
            yield d, cx + off
        cx += TIGHT.get(ch, ADVANCE) + 2.0


def box_transform(x: float, y: float, height: float, weight: float) -> str:
    """The transform that sets glyph units (16 tall) into a box `height` tall at (x, y),
    nudged by half the stroke so the ink of a `weight` stroke stays inside the box."""
    k = height / 16.0
    return (f"translate({num(x + weight * k / 2)} {num(y + weight * k / 2)}) "
            f"scale({num(k * (16 - weight) / 16)})")


def outline(s: str, face: dict | None = None) -> str:
    """The strokes of the string s as one path's data, in glyph units (16 tall, laid out
    as text() lays them; `face` as in text()): one element to mark, find and draw."""
    out = []
    for d, dx in _strokes(s, face):  # absolute M, L, C and Z: the numbers come in x y pairs
        nums = itertools.count()
        out.append(re.sub(r"-?\d+(?:\.\d+)?",
                          lambda m: coord(float(m.group()) + (dx if next(nums) % 2 == 0 else 0)), d))
    return "".join(out)
