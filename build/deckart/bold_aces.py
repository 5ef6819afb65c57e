"""The leggibili aces, each a picture of its own, bold and flat enough to read at any
size and modelled as the pips are (gradients lit from the upper left), all clear of
the corner index plates:
- denari: the great coin in a sunburst, long two-faced gold rays between wavy flames;
- coppe: one great chalice, a gold lip, a band set with blue and green stones, a fluted
  bowl with a gold shell, a knop, a foot edged in gold, acanthus leaves at its stem;
- bastoni: the great cudgel sprouting two leafy shoots, a red bow tied round its grip;
- spade: the great sword upright, laurel spreading from its hilt, a red bow on its grip.

ace(st, suit) returns the SVG parts drawn on the card's paper, marked <g id="figure">
(the tests keep it clear of the plates)."""
from __future__ import annotations

import math

from . import emblems
from .palettes import SUIT_COLOURS
from .svg import circle, ellipse, glow, group, highlight, path, poly, rect, sheen, smooth


SUN_TALL = 0.3   # the sunburst's half height, a share of the card's (its half width 0.34 of the width)


def ace(st, suit: str) -> list[str]:
    drawn = {"D": _sun, "C": _chalice, "B": _sprouting, "S": _laurelled}[suit](st, st.w / 2, st.h / 2)
    return [f'<g id="figure">{"".join(drawn)}</g>']


def _sun(st, cx: float, cy: float) -> list[str]:
    """The coin in a sunburst: sixteen long pointed rays, lit on one face, with short
    wavy flames between them, round the coin; the rays reach an upright oval (the card's
    height, clear of the index plates' corners: review 19 "enlarge the sunburst to fill
    the card"), longest up and down."""
    pal, ink = st.pal, st.pal["ink"]
    r, wide, tall = st.w * 0.216, st.w * 0.34, st.h * SUN_TALL

    def reach(turn: float) -> float:  # the rays' reach `turn` of a circle from upright:
        # longer only near upright (towards the plates' corners no longer)
        return wide + (tall - wide) * math.cos(2 * math.pi * turn) ** 4
    flame = smooth([(-10, 0), (-13, -24), (-5, -40), (-9, -54), (1, -68), (11, -48), (6, -32),
                    (13, -16), (10, 0)], tension=0.6)
    rays, flames = [], []
    for i in range(16):
        flames.append(group([group([path(flame, sheen(pal["gold"], -13, 13, light=1.3, dark=0.85),
                                         ink, 2.6)], ty=-r * 0.96, scale=(reach((i + 0.5) / 16) - r) / 62)],
                            tx=cx, ty=cy, rotate=360 * (i + 0.5) / 16))
        tip = -(reach(i / 16) - r * 0.9)
        rays.append(group([group([path(poly([(-15, 0), (0, tip), (15, 0)]), pal["gold_dk"], ink, 3.4),
                                  path(poly([(-12.5, -2), (0, tip + 8), (0, -2)]), pal["gold"], None, 0)],
                                 ty=-r * 0.9)], tx=cx, ty=cy, rotate=360 * i / 16))
    return flames + rays + [circle(cx, cy, r * 1.05, None, ink, 5),
                            group([st.sign("D")], tx=cx, ty=cy, scale=r * 2.08 / 100)]


def _shell(pal: dict, r: float) -> str:
    """A gold scallop shell fanning up from (0, 0), radius r: nine lobes, ribs, a hinge."""
    ink = pal["ink"]
    rim = []
    for i in range(19):
        a = math.radians(180 + 180 * i / 18)
        k = 1.0 if i % 2 else 0.9
        rim.append((r * k * math.cos(a), r * k * math.sin(a) * 0.92))
    ribs = " ".join(poly([(0, 0), (r * 0.9 * math.cos(math.radians(180 + 22.5 * i)),
                                   r * 0.83 * math.sin(math.radians(180 + 22.5 * i)))], False)
                    for i in range(1, 8))
    return (path(smooth(rim + [(r * 0.2, 6), (-r * 0.2, 6)], tension=0.7),
                 glow(pal["gold"], r, -r * 0.2, -r * 0.5, 1.3, 0.75), ink, 3.2)
            + path(ribs, None, pal["gold_dk"], 3)
            + ellipse(0, 4, r * 0.22, r * 0.1, pal["gold_dk"], ink, 2.4))


def _chalice(st, cx: float, cy: float) -> list[str]:
    """One great chalice, 0.68 of the card's height: a deep red bowl with a gold lip and a
    gold band, a gold shell on its face, a tall stem with a gold knop, a broad foot edged
    in gold (review 13f: the cup stood in an arched niche that read as a door)."""
    pal, ink, h = st.pal, st.pal["ink"], st.h
    tall = h * 0.68
    top = cy - tall / 2 - h * 0.01
    y = lambda f: top + tall * f  # noqa: E731  (a share of the chalice's height down)
    red = sheen(pal["red"], cx - 160, cx + 160, light=1.45, dark=0.62)
    gold = sheen(pal["gold"], cx - 160, cx + 160, light=1.35, dark=0.7)
    half = st.w * 0.25   # the lip's half width: clear of the upper index plate
    bowl = smooth([(cx - half, y(0.02)), (cx + half, y(0.02)), (cx + half * 0.96, y(0.16)),
                   (cx + half * 0.74, y(0.32)), (cx + half * 0.34, y(0.42)), (cx + half * 0.12, y(0.45)),
                   (cx - half * 0.12, y(0.45)), (cx - half * 0.34, y(0.42)), (cx - half * 0.74, y(0.32)),
                   (cx - half * 0.96, y(0.16))], tension=0.6)
    stem = path(poly([(cx - 17, y(0.44)), (cx + 17, y(0.44)), (cx + 22, y(0.86)), (cx - 22, y(0.86))]),
                red, ink, 5)
    foot = smooth([(cx - half * 0.9, y(1.0)), (cx - half * 0.6, y(0.9)), (cx - 30, y(0.85)), (cx + 30, y(0.85)),
                   (cx + half * 0.6, y(0.9)), (cx + half * 0.9, y(1.0))], tension=0.5)
    return [stem,
            path(foot, red, ink, 5.5),
            path(smooth([(cx - half * 0.9, y(1.0)), (cx - half * 0.78, y(0.955)), (cx + half * 0.78, y(0.955)),
                         (cx + half * 0.9, y(1.0))], tension=0.5), gold, ink, 4),
            ellipse(cx, y(0.87), 34, 11, gold, ink, 4),
            ellipse(cx, y(0.62), 40, 24, glow(pal["gold"], 40, cx - 12, y(0.6) - 8, 1.5), ink, 4.5),
            ellipse(cx, y(0.47), 30, 10, gold, ink, 4),
            path(bowl, red, ink, 6),
            path(smooth([(cx - half * 0.97, y(0.13)), (cx + half * 0.97, y(0.13)), (cx + half * 0.9, y(0.2)),
                         (cx - half * 0.9, y(0.2))], tension=0.3), gold, ink, 3.5),
            path(smooth([(cx - half * 1.03, y(0.0)), (cx + half * 1.03, y(0.0)), (cx + half, y(0.045)),
                         (cx, y(0.06)), (cx - half, y(0.045))], tension=0.5), gold, ink, 4.5),
            path(" ".join(smooth([(cx + k * half * 0.86, y(0.22)), (cx + k * half * 0.5, y(0.35)),
                                  (cx + k * half * 0.14, y(0.44))], closed=False) for k in (-0.75, -0.45, 0.45, 0.75)),
                 None, pal["ink"], 3, 'stroke-opacity="0.5"'),
            highlight(smooth([(cx - half * 0.8, y(0.23)), (cx - half * 0.62, y(0.23)), (cx - half * 0.48, y(0.34)),
                              (cx - half * 0.22, y(0.41)), (cx - half * 0.6, y(0.36))], tension=0.5), 0.5),
            group([_shell(pal, half * 0.42)], tx=cx, ty=y(0.37))] + _jewels(pal, cx, y(0.165), half) \
        + [group([_leaf(pal)], tx=cx + side * 20, ty=y(0.845), scale=1.8, flip_x=side < 0) for side in (-1, 1)]


def _jewels(pal: dict, cx: float, cy: float, half: float) -> list[str]:
    """The chalice's band set with five cabochons, blue and green, each with its glint."""
    out = []
    for i, k in enumerate((-0.62, -0.31, 0.0, 0.31, 0.62)):
        x, rx = cx + k * half, 19 if i == 2 else 14
        out += [ellipse(x, cy, rx, 12, pal["blue"] if i % 2 == 0 else pal["green"], pal["ink"], 2.4),
                ellipse(x - rx * 0.35, cy - 4.5, rx * 0.3, 3, "#ffffff", None, 0)]
    return out


def _leaf(pal: dict) -> str:
    """An acanthus leaf curling out and up from the foot of the stem (to the right)."""
    blade = smooth([(0, 0), (20, -14), (46, -22), (64, -44), (58, -18), (40, -2), (16, 4)], tension=0.6)
    return (path(blade, sheen(pal["green"], 0, 60, light=1.35, dark=0.7), pal["ink"], 3.2)
            + path(smooth([(4, 0), (30, -10), (58, -34)], closed=False), None, pal["ink"], 1.6))


def _sprouting(st, cx: float, cy: float) -> list[str]:
    """The great cudgel upright, two leafy shoots sprouting from the sides of its head
    (the left one rising, clear of the index plate; the right one spreading), a red bow
    tied round the grip."""
    pal, w, h = st.pal, st.w, st.h
    leafy = dict(pal, green="#2faa4a", green_dk=pal["green"])
    length = h * 0.62
    top, cy = cy - length / 2 + h * 0.03, cy + h * 0.03
    club = group([st.sign("B", 300, 1.4)], tx=cx, ty=cy, scale=length / 300, rotate=4)
    return [group([emblems.sprig(leafy, w * 0.32, 5)], tx=cx - w * 0.05, ty=top + h * 0.2, rotate=-17),
            group([emblems.sprig(leafy, w * 0.36, 5)], tx=cx + w * 0.07, ty=top + h * 0.18, rotate=36,
                  flip_x=True),
            club,
            group([emblems.ribbon(pal, w * 0.36)], tx=cx - length * 0.3 * 0.07, ty=cy + length * 0.3)]


def _laurelled(st, cx: float, cy: float) -> list[str]:
    """The great sword upright, the Neapolitan ace the deck's figures follow: two laurel
    branches spreading from behind the hilt, a red bow tied round the grip under the guard
    (review 18: through an open gold crown it read as a Sardinian or Spanish ace)."""
    pal, w, h = st.pal, st.w, st.h
    leafy = dict(pal, green="#2faa4a", green_dk=pal["green"], red=pal["red"])
    length = h * 0.72
    mid = cy - h * 0.02
    guard = mid + length * 0.292
    return [group([emblems.sprig(leafy, w * 0.42, 7)], tx=cx - 10, ty=guard + h * 0.015, rotate=-40),
            group([emblems.sprig(leafy, w * 0.42, 7)], tx=cx + 10, ty=guard + h * 0.015, rotate=40,
                  flip_x=True),
            group([st.sign("S", 300, 1.3)], tx=cx, ty=mid, scale=length / 300),
            group([emblems.ribbon(pal, w * 0.4)], tx=cx, ty=guard + h * 0.04)]
