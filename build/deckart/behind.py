"""The horse seen from behind (the Piacentine Cavallo di Denari): whole, and as the
half of a double-headed card, with its rider astride (horse frame of horses.py)."""
from __future__ import annotations

from . import drapery, hatching, holding, knight, limbs, seam
from .horses import HIPS, _hoof, head_and_neck
from .looks import Look
from .people import clamp
from .svg import glow, highlight, path, poly, shadow, sheen, smooth
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


BEHIND_LIFT = 60.0
BEHIND_HEAD = (1.0, 14.0, -36.0)  # the head and neck of the horse seen from behind: the
# Piacentine profile half horse's (knight.head_and_neck, carried as knight.HEADS "turned"),
# scaled and moved so the neck rises at the left from behind the rider's shoulder, the head
# turned to show its profile beside his face (review 13h: lower, at his shoulder, with the
# flank under it beside the croup, the head sprouted from the side of the rump; review 19:
# "the horse a blob with a head sticking out": the Trevisane horse's head 1.55x, then 1.75x,
# a wedge, where the other three Piacentine horses have a head of their own)
CARRIAGE = "turned"


# the shoulder and flank receding behind the rider under the neck (x from the middle),
# and the belly's shadow on it (review 13h: the head rose from the side of the rump; raised
# with the head, the shadow left behind lay on the paper as a grey wedge)
FLANK = [(-70, 170), (-100, 160), (-116, 134), (-116, 104), (-100, 76), (-74, 66), (-38, 72), (-38, 140)]
BELLY = [(-72, 166), (-102, 156), (-112, 132), (-96, 146)]


def behind_head(points, on_head: bool = False) -> list:
    """Points of the head and neck (knight.py's; `on_head`: the head's own coordinates) on
    the horse seen from behind."""
    k, dx, dy = BEHIND_HEAD
    return [(x * k + dx, y * k + dy) for x, y in knight.head_points(CARRIAGE, points, on_head)]


def muzzle() -> float:
    """How far left the head of the horse seen from behind reaches."""
    return min(x for x, _ in behind_head([knight.MUZZLE] + knight.HEAD, True)) - 4


def horse_behind_half(pal: dict, coat: str, mane: str, cloth: str, trim: str,
                      cut: float, legs: list[str]) -> list[str]:
    """The far parts of the Piacentine Cavallo di Denari's horse on a double-headed
    card, seen from behind (drawn before the rider): a thick neck turned back at the
    left so the bridled head shows in profile, the shoulder and flank receding to it,
    the saddle cloth over the back, and the rider's `legs` astride, which the croup
    (`croup_behind`, drawn after the rider) hides but for the thighs and boots."""
    ink = pal["ink"]
    cx = HIPS[0]
    p = knight.head_and_neck(pal, coat, mane, sheen(coat, -220, -40, light=1.25, dark=0.85),
                             lambda pts: clamp(behind_head(pts), cut),
                             lambda pts: clamp(behind_head(pts, True), cut), holding.CONTOUR, cut)
    flank = [(cx + x, y) for x, y in FLANK]
    p.append(path(smooth(flank, tension=0.6), sheen(coat, cx - 150, cx - 60, light=1.1, dark=0.72),
                  ink, holding.CONTOUR))
    p.append(shadow(smooth([(cx + x, y) for x, y in BELLY], tension=0.6), 0.22))   # the belly, in shadow
    y0 = CROUP[0][1] - 30   # the saddle cloth, its border showing beside the rider
    cap = [(cx - 60, y0), (cx + 60, y0), (cx + 68, y0 + 36), (cx - 68, y0 + 36)]
    p.append(path(smooth(cap, tension=0.3), sheen(cloth, cx - 68, cx + 68), ink, 2.2))
    p.append(path(poly([(cx - 64, y0 + 14), (cx + 64, y0 + 14), (cx + 66, y0 + 26), (cx - 66, y0 + 26)]),
                  trim, ink, 1.4))
    return p + legs


# the croup seen from behind, one side from the spine (x out, y down): the point of the
# hip, the haunch at its widest, the buttock rounding in under the tail, above the middle
# line (review 13f: thighs narrowing into their mirror made a brown peanut, an hourglass of
# two rumps; review 18: over hind legs down to the line, meeting their mirror's, still "a
# brown blob": a rump and tail cut cleanly, nothing of it at the line)
CROUP = [(0, 122), (26, 116), (52, 118), (66, 134), (72, 160), (68, 186), (56, 206),
         (36, 218), (14, 216), (0, 208)]
HAUNCH = 0.76   # the haunches' breadth against the first drawing's (review 13h: two broad
# rumps meeting their mirror made a violin; narrower)


def croup_behind(pal: dict, coat: str, mane: str, cut: float, hatch: bool = False) -> list[str]:
    """The near parts of the horse seen from behind, drawn over the rider's seat: a
    broad croup wider than tall, its points of hip and two round haunches lit on their
    crowns with a groove down the middle, the buttocks rounding in under the tail above
    the middle line, and the tail falling straight down between them in the horse's
    colour with dark locks, ending above the line;
    `hatch`: each haunch engraved along its outer side (hatching.py)."""
    ink = pal["ink"]
    cx = HIPS[0]
    top = CROUP[0][1]
    dark = shade(coat, 0.7)
    right = [(cx + x, y) for x, y in CROUP]
    left = [(cx - x, y) for x, y in reversed(CROUP)]
    croup = right + left[1:-1]
    p = [path(seam.outline(croup, cut, 0.5), shade(coat, 0.95), ink, holding.CONTOUR)]
    if hatch:
        p.append(hatching.draw(hatching.both_sides(CROUP[2:], ((-1, 18.0), (1, 18.0)), cut,
                                                   lambda pts: [(cx + x, y) for x, y in pts]), coat))
    k = HAUNCH
    for sgn in (-1, 1):  # each haunch: a round mass lit on its crown, its own gradient
        hx = cx + sgn * 44 * k
        lobe = [(hx + sgn * x * k, y) for x, y in ((-36, 176), (-30, top + 6), (6, top + 0), (40, top + 18),
                                                   (44, 170), (30, 192), (-16, 196))]
        p.append(path(smooth(lobe, tension=0.6), glow(coat, 64 * k, hx + sgn * 6 * k, top + 30, 1.35, 0.86), None))
        p.append(path(smooth([(hx + sgn * 24 * k, 196), (hx + sgn * 42 * k, 176), (hx + sgn * 42 * k, 150),
                              (hx + sgn * 30 * k, top + 14)], closed=False), None, dark, 3.0))  # the stifle
        p.append(highlight(smooth([(hx + sgn * 14 * k, top + 2), (hx + sgn * 30 * k, top + 6),
                                   (hx + sgn * 24 * k, top + 16), (hx + sgn * 10 * k, top + 12)]), 0.5))
    p.append(shadow(smooth([(cx - 10, top + 4), (cx + 10, top + 4), (cx + 12, 200),
                            (cx - 12, 200)], tension=0.4), 0.22))   # the groove down the middle
    end = cut - 14
    tail = [(cx - 10, top - 6), (cx + 10, top - 6), (cx + 13, top + 40), (cx + 15, end - 20),
            (cx + 9, end), (cx, end - 8), (cx - 9, end), (cx - 15, end - 20), (cx - 13, top + 40)]
    p.append(path(smooth(tail, tension=0.6), sheen(shade(coat, 0.78), cx - 15, cx + 15, light=1.3), ink, 2.2))
    for d in (-7, 0, 7):  # dark locks down the tail
        p.append(path(smooth([(cx + d * 0.6, top + 4), (cx + d * 0.9, top + 60), (cx + d, end - 6)],
                             closed=False), None, mane, 2.0))
    return p


def rider_astride(pal: dict, look: Look, cut: float) -> list[str]:
    """The rider of the horse seen from behind, astride: his thighs spread over the
    saddle, the lower legs down the horse's sides, the boots showing beside the
    haunches (the croup, nearer, hides the rest), the skirt of his coat over the
    saddle. Drawn before the croup."""
    ink = pal["ink"]
    cx, hy = HIPS[0], HIPS[1] - BEHIND_LIFT
    p = []
    for sgn, hose in ((-1, look.hose[0]), (1, look.hose[1])):
        ankle = (cx + sgn * 104, hy + 52)
        p += limbs.leg(pal, (cx + sgn * 26, hy - 6), (cx + sgn * 80, hy + 4), ankle, hose, 19, 3.2,
                       hatch=look.hatch)
        boot = [(-12, -8), (12, -8), (14, 14), (sgn * 16, 24), (-14, 18)]
        p.append(path(smooth([(ankle[0] + x, ankle[1] + y) for x, y in boot], tension=0.4),
                      pal["wood_dk"], ink, 1.8))
    return p


def saddle_skirt(pal: dict, look: Look) -> list[str]:
    """The skirt of the rider's coat spread over the saddle (seen from behind)."""
    ink = pal["ink"]
    cx, hy = HIPS[0], HIPS[1] - BEHIND_LIFT
    skirt = [(cx - 40, hy - 14), (cx + 40, hy - 14), (cx + 52, hy + 2), (cx + 24, hy + 8),
             (cx, hy + 4), (cx - 24, hy + 8), (cx - 52, hy + 2)]
    return [path(smooth(skirt, tension=0.5), sheen(look.robe, cx - 56, cx + 56, light=1.25), ink,
                 holding.CONTOUR)] + [
        drapery.shadow([(x - 4, hy - 8), (x - 7, hy + 5), (x + 5, hy + 5)], None, 0.24)
        for x in (cx - 22, cx + 22)]


def clamp_poly(points, cut: float | None) -> str:
    """Polygon path data of `points` flattened at the cut."""
    return poly(clamp(points, cut))
