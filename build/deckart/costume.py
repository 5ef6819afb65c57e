"""Pieces of costume that make one figure differ from another of the same rank: legs
in a stance (apart, weight on one leg, striding, crossed at the ankle), a short cloak
over one shoulder, a sash across the chest, a purse or a dagger at the belt, a dagged
hem. Drawn in the standing person frame of people.py; with `cut` set nothing falls
below the middle line of a double-headed card."""
from __future__ import annotations

from . import drapery, limbs, seam
from .people import clamp, tone
from .svg import ellipse, group, path, poly, sheen, smooth
from .svg import shade_hex as shade

STANCES = {
    # each leg (viewer's left, right): hip, knee, ankle; the foot's turn (degrees)
    "apart": (([(-18, 250), (-20, 320), (-22, 376)], 0), ([(18, 250), (20, 320), (22, 376)], 0)),
    "contra": (([(-18, 250), (-34, 318), (-46, 372)], -24), ([(14, 250), (12, 320), (10, 378)], 0)),
    "stride": (([(-16, 250), (-28, 318), (-50, 370)], -14), ([(16, 250), (24, 318), (24, 378)], 8)),
    "cross": (([(-16, 250), (-12, 318), (12, 378)], 10), ([(16, 250), (22, 318), (-10, 376)], -6)),
}


def legs(pal: dict, stance: str, hose: tuple, hatch: bool = False) -> list[str]:
    """Legs in parti-coloured hose and shoes below a tunic (`hatch`: engraved, limbs.shape)."""
    ink = pal["ink"]
    p = []
    order = (1, 0) if stance == "cross" else (0, 1)  # the crossing leg drawn last
    for i in order:
        pts, turn = STANCES[stance][i]
        p += limbs.leg(pal, *pts, hose[i], hatch=hatch)
        x, y = pts[-1]
        s = -1 if i == 0 else 1
        p.append(group([shoe(pal)], tx=x, ty=y + 8, rotate=turn, scale=1.15, flip_x=s < 0))
    return p


def shoe(pal: dict) -> str:
    """A soft leather shoe about the ankle at (0, 0), its rounded toe pointing right: a
    low heel, the instep rising to the ankle, a darker sole, a strap over the instep,
    lit at the toe cap."""
    ink, leather = pal["ink"], pal["wood_dk"]
    upper = [(-11, 2), (-10, -6), (-4, -9), (5, -8), (14, -4), (21, -1), (23, 4), (18, 8),
             (0, 8), (-10, 8)]
    return "".join([path(smooth(upper, tension=0.55), sheen(leather, -11, 23, light=1.55), ink, 1.8),
                    path(poly([(-10, 8), (20, 8)], False), None, shade(leather, 0.55), 2.4),
                    path(smooth([(-2, -8), (1, -2), (0, 5)], closed=False), None, shade(leather, 0.6), 2.2),
                    ellipse(15, 0, 4, 2.2, "#ffffff", None, 0, 'fill-opacity="0.25"')])


def cloak(pal: dict, colour: str, lining: str, cut: float | None) -> list[str]:
    """A short cloak thrown over the left shoulder (viewer's left), hanging to the hip
    behind the arm, its lining showing at the turned edge; on a half figure cut above
    the hip it ends short of the cut (a cloak on one side reaching the middle line made
    the two halves step there)."""
    ink = pal["ink"]
    k = 1.0 if cut is None or cut >= 268 else (cut - 102) / 166

    def up(points):
        return [(x, 84 + (y - 84) * k) for x, y in points]

    outer = up([(-18, 84), (-48, 88), (-70, 110), (-86, 180), (-92, 246), (-62, 236), (-40, 250),
                (-30, 180), (-26, 110)])
    p = [path(seam.outline(outer, cut, 0.55), sheen(colour, -92, -20), ink, 2.6)]
    edge = up([(-30, 112), (-34, 176), (-40, 244)])
    if cut is None or cut > edge[-1][1] + 6:
        p.append(path(smooth(edge, closed=False), None, lining, 6))
    for x0 in (-56, -74):  # folds: a shadow in each and a light ridge beside it
        p.append(drapery.shadow(up([(x0 + 8, 118), (x0 + 4, 190), (x0 - 2, 240), (x0 - 10, 238),
                                    (x0 - 6, 190)]), cut, 0.24))
        p.append(drapery.light(up([(x0 + 12, 150), (x0 + 10, 200), (x0 + 6, 236), (x0 + 4, 200)]), cut))
    return p


def sash(pal: dict, colour: str, cut: float | None) -> list[str]:
    """A sash from the left shoulder to the right hip, tied in a knot there."""
    ink = pal["ink"]
    band = [(-40, 92), (-22, 88), (46, 178), (40, 196)]
    p = [path(poly(clamp(band, cut)), sheen(colour, -40, 46), ink, 1.8)]
    if cut is None or cut > 230:
        p.append(ellipse(44, 196, 10, 8, colour, ink, 1.6))
        for dx in (-4, 8):
            p.append(path(poly([(44 + dx, 202), (42 + dx * 1.6, 232), (52 + dx, 228)]), colour, ink, 1.4))
    return p


def belt_item(pal: dict, kind: str, cut: float | None) -> list[str]:
    """A purse or a dagger hanging from the belt."""
    ink = pal["ink"]
    if cut is not None and cut < 250:
        return []
    if kind == "purse":
        return [path(poly([(-30, 203), (-26, 212)], False), None, ink, 2),
                path(smooth([(-40, 212), (-16, 212), (-14, 232), (-28, 242), (-42, 232)], tension=0.6),
                     shade(pal["wood_dk"], 1.3), ink, 1.8),
                ellipse(-28, 214, 4, 3, pal["gold"], ink, 1)]
    if kind == "dagger":
        return [group([path(poly([(-4, 0), (4, 0), (2, 50), (0, 58), (-2, 50)]), pal["steel"], ink, 1.4),
                       path(poly([(-12, -2), (12, -2)], False), None, ink, 5),
                       path(poly([(-12, -2), (12, -2)], False), None, pal["gold"], 2.6),
                       path(poly([(0, -4), (0, -18)], False), None, ink, 6),
                       path(poly([(0, -4), (0, -18)], False), None, pal["wood_dk"], 3)],
                      tx=-34, ty=212, rotate=24)]
    return []


def dagged_hem(pal: dict, colour: str, y: float, x0: float, x1: float) -> str:
    """A scalloped hem hanging below a tunic from x0 to x1 at y."""
    pts = [(x0, y - 6)]
    n = 7
    for i in range(n):
        a = x0 + (x1 - x0) * i / n
        b = x0 + (x1 - x0) * (i + 0.5) / n
        pts += [(a, y), (b, y + 14)]
    pts += [(x1, y), (x1, y - 6)]
    return path(smooth(pts, tension=0.4), colour, pal["ink"], 1.6)


def breastplate(pal: dict, broad: float = 1.0, dx: float = 0.0, taper: float = 1.0) -> list[str]:
    """A steel breastplate over the chest: a ridge down the middle, the lames over the
    belly, rivets at the edge (a knight's or a soldier's); `taper` narrows it towards the
    belly (over a tapered torso, standing's column, it stood out at the waist as a box)."""
    ink = pal["ink"]
    b = broad
    low = 40 * b * taper
    shell = [(-34 * b, 92), (dx, 100), (34 * b, 92), (44 * b, 122), (low, 178), (dx, 186),
             (-low, 178), (-44 * b, 122)]
    p = [path(smooth(shell, tension=0.5), sheen(pal["steel"], -44 * b, 44 * b, light=1.5, dark=0.6),
              ink, 2.6),
         path(smooth([(dx, 102), (dx + 2, 140), (dx, 184)], closed=False), None, pal["steel_dk"], 2.6)]
    for y in (160, 172):
        x = 38 * b * (taper + (1 - taper) * (178 - y) / 56)  # tapering to `low` at 178
        p.append(path(smooth([(-x, y), (dx, y + 8), (x, y)], closed=False), None, ink, 1.4))
    for x, y in ((-36, 104), (36, 104), (-42, 134), (42, 134)):
        p.append(ellipse(x * b, y, 2.6, 2.6, pal["gold_lt"], ink, 0.8))
    return p


def parti(colour: str, body, dx: float, ink: str, contour: float,
          cut: float | None = None) -> list[str]:
    """The other colour of a parti-coloured coat: the part of the outline right of its
    middle line `dx` (the outline runs down the right side first), closed along that
    line, then the whole outline stroked again over the join (open along the cut)."""
    half = [(dx, body[0][1])]
    for x, y in body:
        if x < dx:
            break
        half.append((x, y))
    half.append((dx, half[-1][1]))
    return [path(smooth(half, tension=0.45), sheen(colour, 0, 70, light=1.25), None, 0),
            path(seam.outline(body, cut, 0.45), None, ink, contour)]
