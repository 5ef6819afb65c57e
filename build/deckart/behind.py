"""The horse seen from behind (the Piacentine Cavallo di Denari): whole, and as the
half of a double-headed card, with its rider astride (horse frame of horses.py)."""
from __future__ import annotations

from . import drapery, holding, limbs, seam
from .horses import HIPS, _hoof, head_and_neck
from .looks import Look
from .people import clamp
from .svg import glow, path, poly, shadow, sheen, smooth
from .svg import shade_hex as shade


def horse_behind(pal: dict, coat: str, mane: str, cloth: str, trim: str,
                 cut: float | None) -> list[str]:
    """A horse seen from behind (the Piacentine Cavallo di Denari): haunches, tail,
    hind legs, its head turned so it shows at the left."""
    ink = pal["ink"]
    hide = sheen(coat, -90, 90, light=1.25, dark=0.8)
    p = head_and_neck(pal, coat, mane, hide,
                      lambda pts: clamp([(x * 0.78 + 18, y * 0.78 + 6) for x, y in pts], cut))
    if cut is None:
        for s in (-1, 1):
            p += limbs.horse_leg(pal, (s * 46, 290), (s * 52, 340), (s * 46, 388), shade(coat, 0.85), 22)
            p.append(_hoof(s * 46, 392, ink))
    rump = [(0, 186), (60, 178), (92, 206), (96, 256), (70, 296), (30, 306), (0, 292),
            (-30, 306), (-70, 296), (-96, 256), (-92, 206), (-60, 178)]
    p.append(path(smooth(clamp(rump, cut), tension=0.7), hide, ink, 2.4))
    p.append(path(smooth(clamp([(-44, 176), (44, 176), (50, 206), (-50, 206)], cut), tension=0.3),
                  sheen(cloth, -52, 52), ink, 2))
    for i in range(8):
        x = -46 + i * 12
        p.append(path(clamp_poly([(x, 204), (x + 6, 214), (x + 12, 204)], cut), trim, ink, 1.1))
    for sgn in (-1, 1):  # the haunches' roundness
        p.append(path(smooth(clamp([(sgn * 14, 214), (sgn * 50, 200), (sgn * 80, 228), (sgn * 84, 262)],
                                   cut), closed=False), None, shade(coat, 0.8), 3))
    tail = [(0, 200), (-6, 240), (4, 290), (-2, 350)]
    tail = clamp(tail, cut)
    p.append(path(smooth(tail, closed=False), None, ink, 30))
    p.append(path(smooth(tail, closed=False), None, mane, 24))
    return p


BEHIND_LIFT = 40.0
BEHIND_HEAD = (1.42, 52.0, -150.0)  # the head and neck of the horse seen from behind:
# the profile drawing enlarged (the neck a third of the croup's width) and moved so it
# rises from behind the rider's shoulders, turned back to show the head at the left


def behind_head(points) -> list:
    k, dx, dy = BEHIND_HEAD
    return [(x * k + dx, y * k + dy) for x, y in points]


def horse_behind_half(pal: dict, coat: str, mane: str, cloth: str, trim: str,
                      cut: float) -> list[str]:
    """The Piacentine Cavallo di Denari's horse on a double-headed card, seen from
    behind under its rider: the croup's two round haunches, each lit on its crown and
    shadowed towards the groove between them, a long flowing tail falling down the
    groove and stopping above the middle line, a fringed saddle cloth over the back, a
    thick neck turned back at the left so the bridled head shows in profile."""
    ink = pal["ink"]
    cx = HIPS[0]
    p = head_and_neck(pal, coat, mane, sheen(coat, -190, -20, light=1.25, dark=0.85),
                      lambda pts: clamp(behind_head(pts), cut))
    half = [(116, cut), (126, 196), (116, 140), (86, 112), (48, 108), (16, 120)]
    croup = [(cx + x, y) for x, y in half] + [(cx - x, y) for x, y in reversed(half)]
    p.append(path(seam.outline(croup, cut, 0.55), shade(coat, 0.84), ink, holding.CONTOUR))
    for sgn in (-1, 1):  # each haunch: a round mass lit on its crown, its own gradient
        hx = cx + sgn * 58
        lobe = [(hx + sgn * x, y) for x, y in ((-50, 160), (-30, 124), (10, 112), (50, 130),
                                               (64, 180), (60, cut - 2), (-48, cut - 2))]
        p.append(path(smooth(lobe, tension=0.6), glow(coat, 80, hx - sgn * 6, 150, 1.3, 0.8), None))
        p.append(path(smooth([(hx + sgn * 58, cut - 6), (hx + sgn * 64, 196), (hx + sgn * 46, 134)],
                             closed=False), None, shade(coat, 0.66), 3.2))  # the outer edge
    p.append(shadow(smooth([(cx - 16, 120), (cx + 16, 120), (cx + 24, cut - 2), (cx - 24, cut - 2)],
                           tension=0.4), 0.28))  # the groove between the haunches
    # the tail: broad at the dock, flowing out and down the groove, its end waving
    # the tail's end waves well above the middle line: at the seam only the two lit
    # haunches meet their mirror (a tail meeting its mirror made a dark blob there)
    end = cut - 58
    tail = [(cx - 13, 128), (cx + 13, 128), (cx + 24, 160), (cx + 28, end - 30), (cx + 16, end + 4),
            (cx + 6, end - 6), (cx - 4, end + 6), (cx - 20, end - 4), (cx - 26, end - 34), (cx - 22, 160)]
    p.append(path(smooth(tail, tension=0.55), sheen(mane, cx - 28, cx + 28, light=1.5), ink, 2.6))
    for dx in (-12, -4, 4, 12):  # strands of the tail
        p.append(path(smooth([(cx + dx * 0.4, 138), (cx + dx * 1.1, 166), (cx + dx * 1.3, end - 10)],
                             closed=False), None, shade(mane, 1.7), 1.8))
    cap = [(cx - 66, 106), (cx + 66, 106), (cx + 72, 136), (cx, 142), (cx - 72, 136)]
    p.append(path(smooth(cap, tension=0.35), sheen(cloth, cx - 72, cx + 72), ink, 2.2))
    p.append(path(poly([(cx - 70, 126), (cx + 70, 126), (cx + 72, 137), (cx - 72, 137)]), trim,
                  ink, 1.4))
    for i in range(9):  # the fringe over the croup
        x = cx - 72 + i * 16
        p.append(path(poly([(x, 137), (x + 8, 148), (x + 16, 137)]), trim, ink, 1.1))
    return p


def rider_astride(pal: dict, look: Look, cut: float) -> list[str]:
    """The rider of the horse seen from behind: his legs astride down both flanks to
    boots well above the middle line, the skirt of his coat spread over the saddle."""
    ink = pal["ink"]
    cx, hy = HIPS[0], HIPS[1] - BEHIND_LIFT
    p = []
    for sgn, hose in ((-1, look.hose[0]), (1, look.hose[1])):
        ankle = (cx + sgn * 74, cut - 40)   # the boots clear of their mirror at the seam
        p += limbs.leg(pal, (cx + sgn * 30, hy - 4), (cx + sgn * 72, hy + 26), ankle, hose, 19, 3.2)
        p.append(path(smooth([(ankle[0] - 11, ankle[1] - 6), (ankle[0] + 11, ankle[1] - 6),
                              (ankle[0] + 10, ankle[1] + 12), (ankle[0] - 10, ankle[1] + 12)],
                             tension=0.4), pal["wood_dk"], ink, 1.8))
    skirt = [(cx - 40, hy - 8), (cx + 40, hy - 8), (cx + 54, hy + 16), (cx + 24, hy + 24),
             (cx, hy + 18), (cx - 24, hy + 24), (cx - 54, hy + 16)]
    p.append(path(smooth(skirt, tension=0.5), sheen(look.robe, cx - 54, cx + 54, light=1.25), ink,
                  holding.CONTOUR))
    p += [drapery.shadow([(x - 4, hy - 2), (x - 7, hy + 20), (x + 5, hy + 20)], None, 0.24)
          for x in (cx - 22, cx + 22)]
    return p


def clamp_poly(points, cut: float | None) -> str:
    """Polygon path data of `points` flattened at the cut."""
    return poly(clamp(points, cut))
