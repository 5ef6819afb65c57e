"""The four Italian suit signs, each in local coordinates about 100 units tall,
centred on (0, 0); swords and clubs point up (tip / thick end at y = -50).

Each sign has variants for the regional traditions:
- coins: "sun" (Neapolitan sunburst), "rosette" (Piacentine), "flower"
  (north-eastern), "plain" (high legibility);
- cups: "chalice", "vase", "trophy", "plain";
- clubs: "cudgel" (knotty, southern), "log" (rough-hewn, knobbed, Piacentine), "baton" (smooth,
  north-eastern), "plain";
- swords: "short" (straight Neapolitan), "dagger" (Piacentine),
  "curved" (north-eastern scimitar), "plain".
"bold" is "plain" modelled (the leggibili pips, aces and held signs): the same bold
shapes and flat colours, lit from the upper left by gradients (a rounded coin, a bowl,
a round club, a bevelled blade) and a light streak; the corner indices stay "plain".
"""
from __future__ import annotations

import math

from . import cudgel, denaro, forged, goblet, logs
from .svg import (circle, ellipse, glow, group, highlight, path, poly, rect, shade_hex, shadow, sheen,
                  smooth, star, studs, sym, turned)

SUITS = "DCBS"  # denari, coppe, bastoni, spade


# the high-legibility cudgel: brown wood (a club, not a green stalk), its lit grain and
# cut faces, its knots
CLUB_WOOD = ("#8e5a2a", "#d9a566", "#55320f")


# ---------------------------------------------------------------- coins
def coin(variant: str, pal: dict) -> str:
    ink = pal["ink"]
    if variant == "sun":  # Neapolitan: a sunburst of flames round a pearled ring and a rose,
        # the whole coin edged in a heavy dark line so each stands out of the paper at 80 px
        back, front = star(0, 0, 50, 39, 16, -90 + 360 / 32), star(0, 0, 48, 38, 16)
        edge = pal.get("sun_edge", SUN_EDGE)  # heavier on the 7's smaller coins (napoli)
        p = [path(back, ink, ink, edge), path(front, ink, ink, edge),
             path(back, shade_hex(pal["gold"], 0.86), ink, 1.8),
             path(front, glow(pal["gold"], 50), ink, 2.2),
             circle(0, 0, 39, glow(pal["gold_lt"], 39, -10, -10, 1.4, 0.85), ink, 2.0),
             circle(0, 0, 31, pal["red"], ink, 1.6)]
        p.append(circle(0, 0, 27.5, None, pal["gold_lt"], 3.6,  # a ring of twelve pearls
                        'stroke-dasharray="0.6 13.8"'))
        p.append(circle(0, 0, 23, glow(pal["gold"], 23), ink, 1.4))
        for i in range(8):
            p.append(group([ellipse(0, -12.5, 4.8, 10, pal["green"] if i % 2 else pal["green_dk"],
                                    ink, 1.0)], rotate=45 * i))
        p.append(circle(0, 0, 6, pal["red"], ink, 1.2))
        return "".join(p)
    if variant == "rosette":  # Piacentine: a rim of pearls round an eight-petalled rose
        p = [circle(0, 0, 47.5, glow(pal["gold"], 49), ink, 5.5),  # a heavy edge: each
             # coin a disc of its own at 80 px (a thin one let the rows run together)
             circle(0, 0, 42, glow(pal["gold_lt"], 42, -8, -8, 1.4, 0.85), ink, 1.4)]
        rim = [(42 * math.cos(math.radians(i * 22.5)), 42 * math.sin(math.radians(i * 22.5))) for i in range(16)]
        if pal.get("lean_rosette"):  # the number cards' many coins written compactly (the
            # pearls two paths of dots, each colour's petals one path): the same drawing
            p.append(studs(rim, 4.2, pal["red"], ink, 1.0))
        else:
            p += [circle(x, y, 4.2, pal["red"], ink, 1.0) for x, y in rim]
        p.append(circle(0, 0, 33, pal["green"], ink, 1.6))
        petal = [(0, -6), (9, -16), (0, -31), (-9, -16)]
        if pal.get("lean_rosette"):
            for first, colour in ((0, pal["gold"]), (1, pal["red"])):
                p.append(path("".join(smooth(turned(petal, 45 * i)) for i in range(first, 8, 2)), colour, ink, 1.2))
        else:
            for i in range(8):
                p.append(group([path(smooth(petal), pal["red"] if i % 2 else pal["gold"], ink, 1.2)], rotate=45 * i))
        p.append(circle(0, 0, 8, pal["blue"], ink, 1.2))
        return "".join(p)
    if variant == "flower":  # north-eastern: a gold coin ringed with blue and gold
        # petals, so at table size it reads blue and round beside the red-lidded cups
        p = [circle(0, 0, 43, pal["blue_dk"], ink, 2.0)]
        for i in range(12):
            p.append(group([path(smooth([(0, -24), (12, -38), (0, -52), (-12, -38)]),
                                 sheen(pal["blue"] if i % 2 else pal["gold"], -12, 12, -52, -24),
                                 ink, 1.6)], rotate=30 * i))
        p += [circle(0, 0, 33, glow(pal["gold"], 33), ink, 2.2),
              circle(0, 0, 24, pal["blue"], ink, 1.6),
              path(star(0, 0, 21, 9, 8), pal["gold_lt"], ink, 1.2),
              circle(0, 0, 6, pal["red"], ink, 1.0)]
        return "".join(p)
    if variant == "bold":  # the leggibili's printed denaro (denaro.py)
        return denaro.coin(pal)
    # plain: strong contrast, reads at any size: a flat gold disc, a beaded rim, an
    # eight-pointed rosette in the darker gold round a gold boss
    return "".join([circle(0, 0, 47, pal["gold"], ink, 5.0),
                    circle(0, 0, 38.5, None, pal["gold_dk"], 5.0, 'stroke-dasharray="0.1 10.07"'),
                    circle(0, 0, 31, None, ink, 3.0),
                    path(star(0, 0, 26, 11, 8, -90 + 22.5), pal["gold_dk"], ink, 2.2),
                    circle(0, 0, 8, pal["gold"], ink, 2.2)])


# ---------------------------------------------------------------- cups
SUN_EDGE, CUP_EDGE = 5.0, 5.0   # the Neapolitan coin's and cup's heavy outer line


def cup(variant: str, pal: dict) -> str:
    ink = pal["ink"]
    if variant == "bold":  # the leggibili's printed chalice (goblet.py)
        return goblet.cup(pal)
    if variant == "plain":
        bowl = smooth([(-34, -46), (34, -46), (30, -14), (10, 4), (-10, 4), (-30, -14)], tension=0.6)
        return (path(bowl, pal["red"], ink, 5)
                + rect(-7, 2, 14, 30, pal["red"], ink, 4)
                + path(smooth([(-30, 48), (-14, 30), (14, 30), (30, 48)]), pal["red"], ink, 5)
                + path(poly([(-28, -36), (28, -36)], False), None, pal["white"], 4))
    if variant == "vase":  # Piacentine: a broad, low bowl on a short stem, blue rim
        bowl = smooth(sym([(44, -34), (44, -18), (30, 0), (8, 8)]), tension=0.9)
        edge = pal.get("cup_edge", 4.0)  # the number cards' cups heavier (piacenza.CUP_EDGE)
        p = [path(bowl, sheen(pal["gold"], -46, 46), ink, edge),  # heavy edges: each cup
             # a shape of its own at 80 px
             ellipse(0, -34, 44, 7, pal["blue"], ink, 1.8),
             path(smooth([(-43, -22), (0, -15), (43, -22), (38, -10), (0, -4), (-38, -10)]),
                  pal["red"], ink, 1.4),
             ellipse(0, 14, 12, 7, pal["blue"], ink, 1.4),
             path(poly([(-6, 20), (6, 20), (8, 32), (-8, 32)]), pal["gold"], ink, 1.4),
             ellipse(0, 26, 9, 3.4, pal["gold_dk"], ink, 1),          # a collar on the stem
             path(smooth([(-40, 47), (-26, 32), (26, 32), (40, 47)], tension=0.5),
                  sheen(pal["gold"], -40, 40), ink, edge * 0.85),
             path(poly([(-33, 43), (33, 43)], False), None, pal["red"], 2.6)]
        # the lower bowl fluted (gadroons curving in to the stem), lit on its left
        p.append(path(" ".join(smooth([(x, -9 + abs(x) * 0.05), (x * 0.72, -1), (x * 0.3, 6)],
                                      closed=False) for x in (-30, -18, -6, 6, 18, 30)),
                      None, pal["gold_dk"], 1.5))
        p.append(highlight(smooth([(-38, -30), (-30, -30), (-24, -12), (-14, 0), (-26, -8),
                                   (-36, -20)], tension=0.5), 0.45))
        return "".join(p)
    if variant == "trophy":  # north-eastern: a covered goblet with handles and a lid
        # knob, modelled (lit on the left, gradients in user space so nanosvg keeps them);
        # gold and red (its band and foot were blue: at 80 px a cup read as the blue and
        # gold coin); a rim broader than the tapering bowl, a low lid and a broad foot
        # (a high dome on a round bowl and a small foot: the courts' cups read as coins)
        ears = " ".join(smooth([(k * 28, -32), (k * 46, -38), (k * 42, -14), (k * 20, -8)], closed=False)
                        for k in (-1, 1))
        p = [path(ears, None, ink, 7.5), path(ears, None, pal["gold"], 3.2),
             path(smooth(sym([(32, -40), (29, -24), (20, -6), (6, 4)]), tension=0.9),
                  sheen(pal["gold"], -32, 32, light=1.5, dark=0.62), ink, 2.2),
             path(smooth([(-24, -42), (-15, -54), (0, -57), (15, -54), (24, -42)], closed=True),
                  sheen(pal["red"], -24, 24, -57, -42, light=1.45, dark=0.7), ink, 1.6),
             circle(0, -58, 5, glow(pal["gold"], 5, -1.5, -60), ink, 1.2),
             ellipse(0, -41, 34, 4.5, sheen(pal["gold"], -34, 34, light=1.3, dark=0.7), ink, 1.6),
             path(poly([(-27, -24), (27, -24)], False), None, pal["red"], 4.6),
             highlight(smooth([(-24, -34), (-16, -34), (-12, -16), (-6, -4), (-16, -12)],
                              tension=0.5), 0.4),
             ellipse(0, 10, 10, 7, glow(pal["red"], 10, -2, 8), ink, 1.4),
             path(poly([(-6, 15), (6, 15), (8, 37), (-8, 37)]), sheen(pal["gold"], -8, 8), ink, 1.4),
             path(smooth([(-33, 48), (-20, 35), (20, 35), (33, 48)], tension=0.5),
                  sheen(pal["red"], -33, 33, light=1.5, dark=0.65), ink, 1.8)]
        return "".join(p)
    # chalice (Neapolitan): a gold goblet, its mouth open to the eye, a narrow red band
    # under the rim, lobes on the lower bowl, a gold knop and a stepped foot; under it its
    # whole silhouette in a heavy dark line, so bowl, stem and foot read as one cup at 80
    # px (a broad red band over a blue knop split it into bowl and foot: the 4 di coppe
    # read as a 6 twice in 120)
    bowl = smooth(sym([(32, -46), (31, -30), (22, -10), (6, 0)]), tension=0.9)
    foot = smooth([(-30, 48), (-20, 34), (20, 34), (30, 48)], tension=0.5)
    p = [path(bowl, ink, ink, CUP_EDGE), path(poly([(-6, 0), (6, 0), (7, 34), (-7, 34)]), ink, ink, CUP_EDGE),
         path(foot, ink, ink, CUP_EDGE),
         path(bowl, sheen(pal["gold"], -33, 33), ink, 2.2),
         ellipse(0, -45.5, 31, 5.5, pal["gold_dk"], ink, 1.6),
         ellipse(0, -44.5, 25, 3.2, shade_hex(pal["gold_dk"], 0.7), None),
         path(smooth([(-31, -33), (0, -29), (31, -33), (30, -27), (0, -23), (-30, -27)]),
              pal["red"], ink, 1.2)]
    p.append(path(" ".join(poly([(x, -24.5 + abs(x) * 0.1), (x + 0.4, -24.5 + abs(x) * 0.1)],
                                False) for x in (-18, -6, 6, 18)), None, pal["gold_lt"], 3.6))
    p.append(path(" ".join(poly([(x, -16), (x * 0.8, -9), (x * 0.4, -2)], False)
                           for x in (-16, -6, 6, 16)), None, pal["gold_dk"], 1.4))
    p += [path(poly([(-5, 0), (5, 0), (5, 8), (-5, 8)]), pal["gold"], ink, 1.2),
          ellipse(0, 13, 12, 7, sheen(pal["gold_dk"], -12, 12, light=1.3), ink, 1.4),
          ellipse(-4, 11, 3.5, 2, pal["gold_lt"], None),
          path(poly([(-5, 19), (5, 19), (7, 33), (-7, 33)]), pal["gold"], ink, 1.4),
          ellipse(0, 33, 11, 3.2, pal["gold_dk"], ink, 1.2),
          path(foot, sheen(pal["gold"], -30, 30), ink, 1.8),
          path(poly([(-24, 44), (24, 44)], False), None, pal["red"], 2.4)]
    return "".join(p)


# ---------------------------------------------------------------- clubs
# the Piacentine club's and dagger's ink edge: heavy, so each sign in a row of three
# stands off the paper and its neighbours at 80 px (2.8 and 3.6 were faint)
LOG_EDGE = 5.0
STUB_BARE = 0.45  # the log's stubs when `bare` (rows: full, they filled a row's gaps at 80 px)
DAGGER_EDGE = 5.5
DAGGER_BLADE = 12.5  # the Piacentine dagger's blade's half width


def club(variant: str, pal: dict, length: float = 100.0, slim: float | None = None,
         bare: bool = False, which: int | None = None) -> str:
    """A club pointing up (head at y = -length / 2); `slim` (plain only) sets how much
    narrower than a full-size pip it is drawn (the corner index's small club); `bare`
    leaves off the Neapolitan cudgel's lopped stubs, shortens the Piacentine log's;
    `which` (bold and log only) grows the which-th club of a number card its own way
    (the log: logs.FORMS)."""
    ink = pal["ink"]
    h = length / 2
    if variant == "baton":  # smooth north-eastern baton with coloured bands, round:
        # lit along its left side, shaded on the right
        w = 13
        p = [rect(-w, -h, 2 * w, length, sheen(pal["wood"], -w, w, light=1.3, dark=0.5), ink, 5.5, rx=w),
             rect(-w * 0.62, -h + 14, w * 0.3, length - 28, "#fff", None, 0, rx=w * 0.15,
                  extra='fill-opacity="0.35"')]
        for i, y in enumerate((-h + 10, -h * 0.35, h * 0.35, h - 10)):
            band = pal["red"] if i % 2 == 0 else pal["blue"]
            p.append(rect(-w - 1.2, y - 3.5, 2 * w + 2.4, 7, sheen(band, -w, w, light=1.4, dark=0.65),
                          ink, 1.0, rx=2))
        for y in (-h, h):  # red end caps, round knobs: the ends are what the eye counts
            p.append(ellipse(0, y, w + 2, 8, sheen(pal["red"], -w, w, light=1.4, dark=0.7), ink, 1.6))
        return "".join(p)
    if variant == "bold":  # the leggibili knotty cudgel (cudgel.py)
        return cudgel.bold_club(CLUB_WOOD, ink, length, slim, which)
    if variant == "plain":  # a bold brown cudgel a player knows at a glance, drawn flat:
        # a narrow grip with a flat cut end swelling to a heavy lumpy head four times as
        # wide, bulging in knots, two lopped stumps with light cut faces, knots and a lit
        # streak of grain (the corner-index overlays' small club)
        wood, light, dark = CLUB_WOOD
        q = min(length / 100.0, 1.0) ** 0.5 if slim is None else slim   # a short club
        # slimmer, so it keeps the pips' silhouette
        X = lambda x: x * q  # noqa: E731
        out = []
        for side, y, rot in ((1, -0.36, 62), (-1, 0.02, -66)):  # stumps, under the body
            x = X(side * (18.5 - (y + 0.4) * 13))
            out.append(group([path(poly([(-7, 4), (-6.5, -8), (6.5, -10), (7, 4)]), wood, ink, 4),
                              ellipse(0, -9, 6.8, 3.6, light, ink, 2.2),
                              ellipse(0, -9, 2.4, 1.2, dark, None)],
                             tx=x, ty=y * h, rotate=rot, scale=q))
        right = [(6, h), (6.5, h * 0.66), (8.5, h * 0.3), (12, 0), (17, -h * 0.28),
                 (22.5, -h * 0.46), (26, -h * 0.58), (23.5, -h * 0.68), (27, -h * 0.8),
                 (19, -h * 0.97), (6, -h - 1.5)]
        left = [(-6, -h - 1), (-19, -h * 0.95), (-26.5, -h * 0.8), (-23.5, -h * 0.68),
                (-26, -h * 0.54), (-19, -h * 0.32), (-12.5, -h * 0.04), (-9, h * 0.3),
                (-7, h * 0.68), (-6, h)]
        outline = [(X(x), y) for x, y in right + left] + [(0, h + 0.6)]
        out += [path(smooth(outline, tension=0.6), wood, ink, 5.5),
                path(smooth([(X(-13), -h * 0.74), (X(-10), -h * 0.3), (X(-5), h * 0.4)], closed=False),
                     None, light, 4.2),                                     # the grain, lit
                path(smooth([(X(8), -h * 0.56), (X(9), -h * 0.22), (X(5.5), h * 0.14)], closed=False),
                     None, dark, 2.4),
                ellipse(X(9), -h * 0.8, 4.2, 3.0, dark, ink, 1.4),         # knots
                ellipse(X(-3), h * 0.32, 3.0, 2.2, dark, None),
                ellipse(0, h - 0.5, X(6), 2.4, light, ink, 1.6)]            # the cut end
        return "".join(out)
    if variant == "log":  # Piacentine: a rough-hewn cudgel, round at both ends, swelling
        # to a heavy head, studded along both sides with the knobs of lopped shoots; each
        # club of a card (`which`: logs.FORMS) its own piece of wood
        return logs.log(pal, length / 100.0, STUB_BARE if bare else 1.0, LOG_EDGE, which or 0)
    # knotty cudgel (Neapolitan): a brown trunk rounded at both ends, its head swelling
    # to a dome, pinched at two knots, thinning to a rounded grip; short lopped branches
    # (none in the top quarter, where the head's dome is what the eye counts), each with
    # one small light cut face and no rings (review 13f: sawn, ringed ends read as logs)
    k = length / 100.0
    right = [(7.5, 49), (8.5, 40), (10.5, 28), (13.5, 18), (11.5, 10), (14.5, 0), (17.5, -10),
             (15, -18), (19, -28), (21.5, -38), (20, -46), (13, -51.5)]
    outline = [(x, y * k) for x, y in right] + [(0, -54 * k)] + \
              [(-x * 0.96, y * k) for x, y in reversed(right)] + [(0, 51.5 * k)]
    p = []
    for (x, y, a) in () if bare else ((15, -12, 56), (-13, 12, -62), (11, 30, 64)):  # stubs
        p.append(group([path(smooth([(-5, 4), (-4.5, -6), (-3.5, -11), (3.5, -11), (4.5, -6), (5, 4)],
                                    closed=False, tension=0.5), pal["wood"], ink, 2.0),
                        ellipse(0, -11, 3.8, 2.2, pal["wood_lt"], ink, 1.0)],
                       tx=x, ty=y * k, rotate=a))
    p.append(path(smooth(outline, tension=0.8), sheen(pal["wood"], -20, 20, light=1.35), ink, 3.0))
    p.append(path(smooth([(3, 46 * k), (5, 20 * k), (8, -8 * k), (9, -36 * k), (6, -48 * k)], closed=False),
                  None, pal["wood_lt"], 3.0))
    for (x0, y0, y1) in ((-8, -42, -16), (-3, -4, 26), (2, -30, -6)):  # bark
        p.append(path(smooth([(x0, y0 * k), (x0 - 2, (y0 + y1) / 2 * k), (x0, y1 * k)],
                             closed=False), None, pal["wood_dk"], 1.8))
    for (x, y, r) in ((-9, -24, 3.6), (7, 2, 3.2), (-5, 34, 2.8), (10, -42, 3.0)):  # knots
        p.append(ellipse(x, y * k, r, r * 0.75, pal["wood_dk"], ink, 1.0))
    return "".join(p)


# ---------------------------------------------------------------- swords
def sword(variant: str, pal: dict, length: float = 100.0, guard: float = 1.0,
          which: int | None = None, broad: float = 1.0) -> str:
    """A sword pointing up; `guard` narrows the curved sabre's guard (held by a figure,
    the sabre is drawn much stouter than a pip, and its guard need not grow with it) and
    the bold sword's (layouts.large_pips), `which` forges the bold one its own way, `broad`
    broadens the Piacentine dagger's blade (its quillons as much wider)."""
    ink = pal["ink"]
    h = length / 2
    if variant == "curved":  # north-eastern scimitar, the blade bending to the right and
        # broadening to its point (slender, held by a court at 80 px it read as a staff)
        g = guard
        blade = smooth([(-4, h - 22), (-6, 0), (-2, -h * 0.55), (8, -h * 0.88), (22, -h),
                        (14, -h * 0.6), (8, 0), (5, h - 22)], closed=True, tension=0.7)
        return (path(blade, sheen(pal["steel"], -6, 16, light=1.5), ink, 1.8)
                + path(smooth([(1, h - 24), (1, 0), (5, -h * 0.55), (13, -h * 0.86)], closed=False),
                       None, pal["steel_dk"], 1.2)
                + path(smooth([(-16 * g, h - 26), (-8 * g, h - 20), (8 * g, h - 20), (16 * g, h - 26),
                               (8 * g, h - 15), (-8 * g, h - 15)], tension=0.6), pal["gold"], ink, 1.3)
                + rect(-3.5, h - 16, 7, 11, pal["red"], ink, 1.2)
                + circle(0, h - 3, 4.5, pal["gold"], ink, 1.2))
    if variant == "plain":  # broad blade, wide guard, dark grip: bold at any size
        return (path(poly([(-13, 6), (-13, -h + 22), (0, -h), (13, -h + 22), (13, 6)]),
                     pal["steel"], ink, 5)
                + path(poly([(0, 2), (0, -h + 20)], False), None, "#8fb4f0", 4)
                + rect(-27, 6, 54, 13, pal["gold"], ink, 4.5, rx=4)
                + rect(-6.5, 18, 13, h - 27, pal["ink"], ink, 3)
                + circle(0, h - 7, 8, pal["gold"], ink, 4))
    if variant == "bold":  # the leggibili's slender bevelled sword (forged.py)
        return forged.bold_sword(pal, h, guard, which)
    if variant == "dagger":  # Piacentine: broad straight blade, short quillons bent to the
        # blade (rows of three keep clear gaps between their guards at 80 px)
        bl = max(h * 0.42, h - 44)  # a long sword keeps a hand's grip, the blade grows
        b, q = DAGGER_BLADE * broad, DAGGER_BLADE * (broad - 1)  # the blade's half width, the quillons' more
        return (path(poly([(-b, bl), (-b, -h + 24), (0, -h), (b, -h + 24), (b, bl)]),
                     sheen(pal["steel"], -b + 0.5, b - 0.5, light=1.5), ink, DAGGER_EDGE)
                + path(poly([(0, bl - 2), (0, -h + 14)], False), None, pal["steel_dk"], 4.2)
                + path(smooth([(-24 - q, bl - 9), (-14 - q, bl), (14 + q, bl), (24 + q, bl - 9), (18 + q, bl + 7),
                               (-18 - q, bl + 7)], tension=0.5), pal["gold"], ink, DAGGER_EDGE * 0.6)
                + rect(-5, bl + 7, 10, h - bl - 17, pal["red"], ink, 1.8)
                + path(poly([(-5, bl + 15), (5, bl + 11)], False), None, pal["gold"], 1.6)
                + ellipse(0, h - 6, 8, 7, pal["gold"], ink, 1.8))
    # short (Neapolitan): a broad straight steel blade with a dark edge and a fuller,
    # a gold cross-guard curled at the ends (`guard` times as wide), a red grip bound in
    # gold, a gold pommel
    # (`broad`: the blade that much broader, the guard as much heavier, wider by half as much)
    bl = max(h * 0.45, h - 32)  # a long sword keeps a hand's grip, the blade grows
    g, b, d = guard * (1 + (broad - 1) / 2), 9 * broad, broad
    # the point tapers over a fifth of the blade (review 13g: 17 units on every blade, on
    # the long ones it read as a slanted chisel cut)
    tip = max(17.0, (bl + h) * 0.2)
    return (path(poly([(-b, bl), (-b, -h + tip), (0, -h), (b, -h + tip), (b, bl)]),
                 sheen(pal["steel"], -b, b, light=1.45), ink, 2.4)
            + path(poly([(0, bl - 2), (0, -h + tip - 4)], False), None, pal["steel_dk"], 2.2 * d)
            + path(smooth([(-25 * g, bl - 5 * d), (-17 * g, bl - d), (17 * g, bl - d), (25 * g, bl - 5 * d),
                           (22 * g, bl + 7 * d), (-22 * g, bl + 7 * d)], tension=0.5),
                   sheen(pal["gold"], -25 * g, 25 * g), ink, 1.8)
            + circle(-25 * g, bl - 6 * d, 3.6 * d, pal["gold"], ink, 1.3)
            + circle(25 * g, bl - 6 * d, 3.6 * d, pal["gold"], ink, 1.3)
            + rect(-4.5, bl + 7 * d, 9, h - bl - 10 - 7 * d, pal["red"], ink, 1.5)
            + path(poly([(-4.5, bl + 13), (4.5, bl + 10)], False), None, pal["gold"], 1.5)
            + path(poly([(-4.5, bl + 20), (4.5, bl + 17)], False), None, pal["gold"], 1.5)
            + circle(0, h - 5.5, 6.5, pal["gold"], ink, 1.6))


def long_scale(length: float, thickness: float | None) -> float:
    """Long signs are drawn at a shorter length then scaled up evenly, so a long club or
    sword grows thicker too, but less than in proportion (width ~ length ** 0.6);
    `thickness` caps that growth."""
    k = (length / 100.0) ** 0.6 if length > 100 else 1.0
    return min(k, thickness) if thickness is not None else k


def sign(suit: str, variants: dict, pal: dict, length: float = 100.0,
         thickness: float | None = None, guard: float = 1.0, girth: float = 1.0,
         bare: bool = False, which: int | None = None, broad: float = 1.0) -> str:
    """The suit sign of `suit` (one of D C B S) in the style's variant (`guard`, `broad`: see
    sword; `bare`: see club; `which`: see club and sword); a long sign `girth` times as
    broad as usual for its length."""
    if suit == "D":
        return coin(variants["D"], pal)
    if suit == "C":
        return cup(variants["C"], pal)
    k = long_scale(length, thickness) * girth
    inner = length / k
    drawn = (club(variants["B"], pal, inner, bare=bare, which=which) if suit == "B"
             else sword(variants["S"], pal, inner, guard, which, broad))
    return drawn if k == 1.0 else group([drawn], scale=k)


# half the width of a long sign's shaft or blade, in the sign's own units
SHAFT_HALF = {("B", "cudgel"): 18, ("B", "log"): 18, ("B", "baton"): 14, ("B", "plain"): 16, ("B", "bold"): 16,
              ("S", "short"): 9.5, ("S", "dagger"): 13, ("S", "curved"): 7, ("S", "plain"): 14,
              ("S", "bold"): 14}


def halo(suit: str, variants: dict, colour: str, length: float = 100.0,
         thickness: float | None = None, gap: float = 8.0, reach: float = 0.3) -> str:
    """A band of `colour` (the paper) along the middle `2 * reach` of a long sign's
    shaft, `gap` wider than the shaft each side: drawn just under a sign that crosses
    another, it cuts the one beneath, so crossed signs read as two (over and under)."""
    k = long_scale(length, thickness)
    half = SHAFT_HALF[(suit, variants[suit])] * k + gap
    reach = length * reach
    return path(poly([(0, -reach), (0, reach)], False), None, colour, 2 * half)
