"""The Cavallo: a horse (walking in profile, or seen from behind) and its rider.

The frame is the person frame of standing.py widened: the horse spans x from about
-166 (muzzle) to 132 (tail), hooves at y = 396; the rider's hips sit on the saddle at
(8, 188). With `cut`, nothing is drawn below y = cut (double-headed cards cut the horse
at its belly, keeping head, neck, chest, rider and thigh)."""
from __future__ import annotations

import math
from dataclasses import dataclass

from . import arms, costume, drapery, holding, limbs, people, seam
from .looks import Look
from .emblems import limb
from .people import clamp, stop_line
from .svg import circle, ellipse, glow, group, highlight, path, poly, shadow, sheen, smooth
from .svg import shade_hex as shade

RIDER_SCALE = 0.7
RIDER_SCALE_HALF = 0.8  # a larger rider fills the half of a double-headed card
RIDER_LEAN = 12.0       # degrees the rider of a rearing half horse leans forward
HIPS = (8.0, 188.0)

BODY = [(-96, 214), (-78, 186), (-40, 178), (10, 190), (62, 182), (104, 192), (118, 218),
        (114, 258), (98, 278), (50, 292), (-20, 296), (-74, 286), (-100, 254)]  # a deep barrel
NECK = [(-40, 184), (-64, 146), (-86, 112), (-102, 92), (-112, 90), (-124, 100), (-146, 128),
        (-162, 150), (-166, 162), (-156, 172), (-138, 168), (-124, 156), (-114, 142),
        (-106, 170), (-104, 208), (-90, 238)]
# the whole horse's neck, deeper at the throat and arched at the crest (printed Cavalli
# carry a thick, arched neck)
NECK_FULL = [(-40, 184), (-60, 140), (-84, 106), (-102, 92), (-112, 90), (-124, 100), (-146, 128),
             (-162, 150), (-166, 162), (-156, 172), (-138, 168), (-124, 158), (-120, 150),
             (-118, 176), (-114, 210), (-96, 242)]
HEAD_GROW, HEAD_RAISE, HEAD_TUCK = 1.18, 16.0, 22.0   # the whole horse's head larger,
# carried higher on the neck and the face nearer the upright, as the printed horses hold it
EYE = (-126, 116)
BIT = (-146.0, 160.0)
HALF_SHIFT = (22.0, 2.0)  # head and neck of the half horse, moved and enlarged from the
HEAD_SCALE = 1.24          # walking horse's about the foot of the neck
SEAM_CENTRE = HIPS[0]      # a half horse's body at the middle line is centred here


def _hoof(x: float, y: float, ink: str) -> str:
    return path(poly([(x - 11, y - 10), (x + 11, y - 10), (x + 13, y + 2), (x - 13, y + 2)]), ink, None)


def tilted(points, tilt: float, pivot=(20.0, 250.0)):
    """Points turned by `tilt` degrees (clockwise, y down) about the pivot: a horse
    lifting its forehand."""
    if not tilt:
        return list(points)
    a = math.radians(tilt)
    c, s_ = math.cos(a), math.sin(a)
    px, py = pivot
    return [(px + (x - px) * c - (y - py) * s_, py + (x - px) * s_ + (y - py) * c) for x, y in points]


def carriage(points, tilt: float = 0.0):
    """The whole horse's head drawn larger and carried high on an arched neck: head
    points grow about the throat and the face turns down about the poll, then head and
    neck turn up about the neck's root, the turn fading towards the body (less on a
    horse whose `tilt` already lifts its forehand; a sketch's points in, the horse's
    points out)."""
    out = []
    for x, y in points:
        g = min(max((-x - 96) / 30, 0.0), 1.0)     # how much of the head this point is
        k = 1 + (HEAD_GROW - 1) * g
        x, y = -112 + (x + 112) * k, 120 + (y - 120) * k
        t = math.radians(-HEAD_TUCK * g)            # the face turned down towards the chest
        dx, dy = x + 108, y - 96
        x, y = -108 + dx * math.cos(t) - dy * math.sin(t), 96 + dx * math.sin(t) + dy * math.cos(t)
        w = min(max((-x - 44) / 62, 0.0), 1.0)     # how far up the neck
        a = math.radians(max(HEAD_RAISE - tilt * 0.8, 0.0) * w)
        dx, dy = x + 52, y - 214
        out.append((-52 + dx * math.cos(a) - dy * math.sin(a), 214 + dx * math.sin(a) + dy * math.cos(a)))
    return out


def head_and_neck(pal: dict, coat: str, mane: str, hide: str, T, neck=NECK) -> list[str]:
    """The neck, head, mane and bridle of the profile horse, every point through T
    (tilt, placement, cut); the headstall runs behind the eye, never across it."""
    ink = pal["ink"]

    def pt(x, y):
        return T([(x, y)])[0]

    p = []
    p.append(path(smooth(T(neck), tension=0.7), hide, ink, holding.CONTOUR))
    p.append(path(poly(T([(-102, 92), (-96, 62), (-112, 86)])), coat, ink, 1.8))    # ear
    p.append(path(smooth(T([(-106, 86), (-90, 100), (-76, 122), (-62, 146), (-46, 176), (-34, 190),
                            (-48, 192), (-54, 170), (-66, 160), (-68, 142), (-82, 130), (-84, 114),
                            (-96, 106)]), tension=0.6), mane, ink, 1.6))
    p.append(path(smooth(T([(-110, 86), (-128, 98), (-122, 110), (-114, 98)])), mane, ink, 1.3))
    strand = people.tone(mane)
    for a, b, c in (((-98, 104), (-82, 124), (-68, 150)), ((-88, 112), (-72, 136), (-56, 168)),
                    ((-80, 128), (-64, 152), (-48, 182))):  # locks of the mane
        p.append(path(smooth(T([a, b, c]), closed=False), None, strand, 1.6))
    p.append(shadow(smooth(T([(-112, 142), (-104, 170), (-100, 206), (-88, 236), (-100, 214),
                              (-108, 176)]), tension=0.6), 0.2))  # under the jaw and throat
    ex, ey = pt(*EYE)
    p.append(ellipse(ex, ey, 5.5, 4, ink, None))
    p.append(circle(ex - 1.5, ey - 1.5, 1.4, pal["white"], None))
    p.append(path(smooth(T([(-154, 150), (-158, 155), (-152, 157)]), closed=False), None, ink, 2.2))
    p.append(path(poly(T([(-164, 165), (-150, 164)]), False), None, ink, 1.8))
    # bridle: headstall behind the eye, browband, noseband, the bit
    strap = pal["red_dk"]
    for d in (poly(T([(-106, 94), (-116, 128), (-128, 156)]), False),
              poly(T([(-110, 96), (-132, 104)]), False),
              smooth(T([(-142, 136), (-150, 146), (-160, 144)]), closed=False)):
        p.append(path(d, None, strap, 4.2))
    bx, by = pt(*BIT)
    p.append(circle(bx, by, 4.5, pal["gold"], ink, 1.2))
    return p


def modelling(coat: str, T) -> list[str]:
    """The walking horse's body modelled: the belly in shadow, light along the back and
    croup, the lines of the shoulder and the haunch in a darker tone of the coat."""
    line = people.tone(coat)   # darker on a light coat, lighter on a black one
    return [shadow(smooth(T([(-80, 268), (-20, 284), (50, 280), (104, 262), (100, 278), (50, 294),
                             (-20, 298), (-76, 288)]), tension=0.6), 0.2),
            highlight(smooth(T([(-40, 188), (10, 196), (62, 188), (100, 198), (70, 200), (10, 206),
                                (-36, 200)]), tension=0.6), 0.3),
            path(smooth(T([(-60, 196), (-48, 226), (-58, 254)]), closed=False), None, line, 2.4),
            path(smooth(T([(62, 196), (88, 214), (96, 244)]), closed=False), None, line, 2.4)]


GAITS = {
    # the far and the near foreleg (shoulder, knee, hoof) of the horse in profile
    "walk": ([(-70, 266), (-76, 330), (-70, 390)], [(-80, 262), (-114, 300), (-104, 338)]),
    "prance": ([(-70, 266), (-96, 318), (-92, 370)], [(-82, 256), (-130, 258), (-128, 302)]),
    "halt": ([(-66, 266), (-62, 330), (-58, 390)], [(-84, 262), (-92, 328), (-90, 390)]),
    "rear": ([(-70, 262), (-112, 272), (-106, 312)], [(-82, 256), (-128, 250), (-124, 292)]),
    "trot": ([(-66, 266), (-56, 330), (-40, 388)], [(-84, 258), (-124, 276), (-114, 318)]),
}
TILT = {"prance": 6.0, "rear": 18.0, "trot": 3.0}
# the near hind leg (hip, hock, hoof): planted, or at the trot lifted and thrown back
HIND = {"trot": [(88, 252), (118, 312), (134, 352)]}
NEAR_HIND = [(88, 252), (114, 318), (94, 390)]   # the hock well back, as a horse stands


def horse_walk(pal: dict, coat: str, mane: str, cloth: str, trim: str,
               cut: float | None, tilt: float = 0.0, gait: str = "walk") -> list[str]:
    """A horse in profile to the left, bridle clear of the eye, its forelegs in a gait
    (walking, prancing, at a halt, rearing); `tilt` lifts the forehand, the cut stays
    level."""
    ink = pal["ink"]
    far = shade(coat, 0.74)
    hide = sheen(coat, -166, 132, light=1.2, dark=0.82)

    def T(points):
        return clamp(tilted(points, tilt), cut)

    far_fore, near_fore = GAITS[gait]
    p = []
    if cut is None:
        for pts_ in (far_fore, [(62, 262), (86, 318), (68, 390)]):
            q = tilted(pts_, tilt)
            p += limbs.horse_leg(pal, *q, far, 17)
            p.append(_hoof(q[-1][0], q[-1][1] + 4, ink))
        tail = T([(112, 206), (132, 240), (134, 300), (120, 346)])
        p.append(path(smooth(tail, closed=False), None, ink, 26))
        p.append(path(smooth(tail, closed=False), None, mane, 20))
    if cut is None:  # the near legs come out from under the body's outline
        hind = tilted(HIND.get(gait, NEAR_HIND), tilt)
        p += limbs.horse_leg(pal, *hind, coat, 19)
        p.append(_hoof(hind[-1][0], hind[-1][1] + 4, ink))
        fore = tilted(near_fore, tilt)
        p += limbs.horse_leg(pal, *fore, coat, 19)
        p.append(_hoof(fore[-1][0], fore[-1][1] + 2, ink))
    p.append(path(smooth(T(BODY), tension=0.8), hide, ink, holding.CONTOUR))
    p += modelling(coat, T)
    if cut is not None:  # the near foreleg raised and folded in front of the chest
        fore = T([(-82, 226), (-124, 236), (-128, 268)])
        p += limbs.horse_leg(pal, *fore, coat, 19)
    p += head_and_neck(pal, coat, mane, hide, lambda pts: T(carriage(pts, tilt)), NECK_FULL)
    # saddle cloth with a fringe, the saddle
    p.append(path(smooth(T([(-44, 184), (52, 182), (60, 248), (-38, 254)]), tension=0.2),
                  sheen(cloth, -44, 60), ink, 2))
    if cut is None or cut > 262:
        for i in range(8):
            x = -36 + i * 12
            p.append(path(poly(T([(x, 251 - i), (x + 6, 262 - i), (x + 12, 250 - i)])), trim, ink, 1.1))
    p.append(path(smooth(T([(-34, 190), (-30, 176), (30, 174), (40, 186), (0, 194)]), tension=0.5),
                  pal["wood_dk"], ink, 1.8))
    return p



@dataclass(frozen=True)
class HalfPose:
    """How a double-headed Cavallo's horse holds its forehand above the middle line:
    `lift` raises the head and neck (degrees; negative lowers and arches them), `rise`
    turns the whole forehand up about the saddle (rearing), `near` and `far` are the
    forelegs' shoulder, knee and hoof (the far one darker, behind the chest; None when
    it does not show). Every hoof stays well above the line: hooves at the seam read as
    a knot."""
    lift: float
    rise: float
    near: tuple
    far: tuple | None = None


HALF_POSES = {
    # the head raised, the near foreleg folded high before the chest
    "walk": HalfPose(0.0, 0.0, ((-92, 194), (-146, 184), (-134, 200))),
    # the head bowed on an arched neck, the near foreleg pawing straight out forward
    "prance": HalfPose(-14.0, 0.0, ((-90, 198), (-140, 210), (-160, 196))),
    # at the trot: the head stretched forward and low, both forelegs reaching forward
    "trot": HalfPose(-26.0, 0.0, ((-94, 196), (-136, 190), (-156, 198)),
                     ((-72, 202), (-112, 196), (-130, 204))),
    # at the canter: the head carried high, the near foreleg reaching up and forward
    # (the Piacentine Cavallo di bastoni; no far hoof near the line, where its turned
    # copy showed on the wrong side of the rider)
    "canter": HalfPose(18.0, 6.0, ((-96, 194), (-150, 176), (-174, 190))),
    # collected, on the spot: the head tucked on an arched neck, the near foreleg lifted
    # with its cannon hanging straight down, the far one bent behind it (the Piacentine
    # Cavallo di coppe, unlike any Trevisane horse)
    "piaffe": HalfPose(-8.0, 5.0, ((-92, 196), (-132, 186), (-134, 214)),
                       ((-74, 204), (-100, 206), (-108, 224))),
    # rearing: the forehand turned up about the saddle, both forelegs folded high
    "rear": HalfPose(6.0, 16.0, ((-96, 188), (-150, 178), (-138, 204)),
                     ((-80, 196), (-128, 196), (-120, 220))),
}
RISE_PIVOT = (10.0, 200.0)   # a rearing half turns up about the saddle
NECK_FOOT = (-40.0, 214.0)   # a lifted or bowed head turns about the foot of the neck


def half_pose(gait: str) -> HalfPose:
    return HALF_POSES.get(gait, HALF_POSES["walk"])


def half_head(pose: HalfPose, points) -> list:
    """The walking horse's head and neck points placed on a half: enlarged and moved to
    the forehand, lifted or bowed about the foot of the neck, turned up when rearing."""
    pts_ = [(-60 + (x + 60) * HEAD_SCALE + HALF_SHIFT[0],
             200 + (y - 200) * HEAD_SCALE + HALF_SHIFT[1]) for x, y in points]
    return tilted(tilted(pts_, pose.lift, NECK_FOOT), pose.rise, RISE_PIVOT)


def _leg_with_hoof(pal: dict, leg, colour: str, width: float) -> list[str]:
    """A foreleg through its knee to a hoof set square to the cannon."""
    (kx, ky), (hx, hy) = leg[1], leg[2]
    turn_ = math.degrees(math.atan2(hy - ky, hx - kx)) - 90
    return limbs.horse_leg(pal, *leg, colour, width) + [
        group([_hoof(0, -2, pal["ink"])], tx=hx, ty=hy, rotate=turn_)]


def horse_half(pal: dict, coat: str, mane: str, cloth: str, trim: str, cut: float,
               gait: str = "walk") -> list[str]:
    """The forequarters of a double-headed card's horse in one of four poses (HALF_POSES:
    the head raised, bowed, forward at the trot, or the forehand rearing): a large head
    and neck at the left, a foreleg (or two) lifted before the chest, the rump and tail
    at the right, a fringed saddle cloth ending above the middle line; nothing but the
    horse's flank reaches the line, so the halves meet along a clean seam."""
    ink = pal["ink"]
    hide = sheen(coat, -166, 132, light=1.2, dark=0.82)
    pose = half_pose(gait)

    def up(points):  # the forehand turned up about the saddle when rearing
        return tilted(points, pose.rise, RISE_PIVOT)

    def T(points):
        return clamp(half_head(pose, points), cut)

    p = []
    tail = stop_line([(112, 184), (130, 200), (138, 222), (134, 250)], cut, 26)
    p.append(path(smooth(tail, closed=False), None, ink, 22))
    p.append(path(smooth(tail, closed=False), None, mane, 16))
    if pose.far:
        p += _leg_with_hoof(pal, up(pose.far), shade(coat, 0.74), 19)
    # at the middle line from SEAM_CENTRE - 116 to SEAM_CENTRE + 116 whatever the pose
    top = up([(-104, 198), (-36, 176), (30, 166)])
    body = [(-108, 270), (-112, 232)] + top + [(90, 168), (118, 186), (124, 270)]
    p.append(path(seam.outline(body, cut, 0.5), hide, ink, holding.CONTOUR))
    p += head_and_neck(pal, coat, mane, hide, T)
    p += _leg_with_hoof(pal, up(pose.near), coat, 21)
    # the saddle cloth over back and flank, ending in a fringed border well above the
    # middle line: under it the horse's flank meets its mirror image along a clean seam
    hem = cut - 34
    cap = [(-34, 178), (20, 170), (66, 174), (82, 196), (80, hem), (-44, hem), (-48, 214)]
    p.append(path(smooth(cap, tension=0.45), sheen(cloth, -48, 82), ink, 2.2))
    p.append(people.pattern(clamp(cap, hem - 26), cloth, "flowers", 24, ink))
    band = hem - 20
    p.append(path(poly([(-46, band), (81, band), (80, hem), (-44, hem)]), trim, ink, 1.6))
    for i in range(7):
        p.append(circle(-34 + i * 18, (band + hem) / 2, 3.2, pal["gold"], ink, 1))
    for i in range(9):  # the fringe hanging from the border
        x = -42 + i * 14
        p.append(path(poly([(x, hem), (x + 7, hem + 9), (x + 14, hem)]), trim, ink, 1.1))
    p.append(path(smooth([(-34, 182), (-30, 166), (34, 164), (44, 178), (0, 188)], tension=0.5),
                  pal["wood_dk"], ink, 1.8))
    return p


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


SIGN_HAND = (96.0, 132.0)   # the rider's raised hand, up and back over the horse's rump
LONG_HAND = (100.0, 150.0)  # the hand gripping an upright club or sword
FORE_HAND = (-92.0, 86.0)   # held forward over the horse's head
HIGH_HAND = (100.0, 60.0)   # lifted high behind his head
RIDER_POSES = {
    # long signs: the hand, the sign's turn and length
    "aloft": ((58.0, 40.0), -58, 275),      # a sabre swung over the head
    "brandish": ((74.0, 44.0), 24, 250),    # raised high at arm's length
    "sloped": ((52.0, 146.0), 40, 250),     # carried sloped over the shoulder
    "out": ((112.0, 128.0), 14, 240),       # held out behind, leaning back
}


def rider_grip(look: Look, suit: str, cut: float | None) -> holding.Grip:
    """Where the rider holds his sign (horse frame): raised behind him, forward over the
    horse's head, or (clubs and swords) upright, sloped, brandished or swung aloft; clear
    of the horse's head and of his own, as large as the standing figures'."""
    lift = 0.0 if cut is None else 14.0
    # a rider drawn larger than usual holds his sign higher and further out, clear of his head
    grow = max(0.0, rider_scale(look, cut) - (RIDER_SCALE if cut is None else RIDER_SCALE_HALF))
    ox, oy = grow * 80, -grow * (260 if look.hold == "aloft" else 120)  # a sign swung
    # over the head goes up with the head

    def at(hand):
        return (hand[0] + ox, hand[1] + oy - seat_lift(look, cut))

    if suit in "DC":
        if look.hold == "forward":
            return holding.Grip(at(FORE_HAND), 0, holding.ROUND * (0.86 if cut is not None else 0.95) * look.sign)
        if look.hold == "high" or cut is not None:  # lifted above his head: on a half the
            # sign fills the height over the rider instead of widening the figure
            return holding.Grip(at(HIGH_HAND if cut is None else (84.0, 40.0)), 0,
                                holding.ROUND * 0.95 * look.sign)
        return holding.Grip(at((SIGN_HAND[0], SIGN_HAND[1] - lift)), 0, holding.ROUND * 0.95 * look.sign)
    if look.hold in RIDER_POSES:
        hand, angle, length = RIDER_POSES[look.hold]
        return holding.Grip(at((hand[0], hand[1] - lift)), angle, length * look.sign)
    return holding.Grip(at((LONG_HAND[0], LONG_HAND[1] - lift)), 0, 235 * look.sign)


def seat_lift(look: Look, cut: float | None) -> float:
    """How much higher the rider sits on a half horse seen from behind: the croup below
    him fills the lower part of the half."""
    return BEHIND_LIFT if look.horse == "behind" and cut is not None else 0.0


def rider_scale(look: Look, cut: float | None) -> float:
    if look.rider is not None:
        return look.rider
    return RIDER_SCALE if cut is None else RIDER_SCALE_HALF


def hind_reach(look: Look, cut: float | None) -> float:
    """How far right of the middle the whole horse's hind leg and tail reach below its
    belly (less on a horse lifting its forehand, whose hindquarters sink and draw in)."""
    tilt = TILT.get(look.horse, 0.0) if cut is None else 0.0
    return max(tilted([(148.0, 300.0)], tilt)[0][0], 120.0)


def extent(look: Look, suit: str, cut: float | None, variant: str = "") -> holding.Box:
    """The box horse, rider and held sign fill (`variant`: the style's variant of the
    suit sign, holding.sign_box)."""
    tilt = TILT.get(look.horse, 0.0) if cut is None else 0.0
    muzzle = tilted(carriage([(-170.0, 162.0)], tilt), tilt)[0][0]  # a lifted forehand draws the head in
    if cut is None:  # a foreleg lifted forward may reach further than the head
        muzzle = min(muzzle, min(x for x, _ in tilted(GAITS.get(look.horse, GAITS["walk"])[1], tilt)) - 16)
    else:  # a half's head placed by its pose (or turned back, seen from behind), and a
        # foreleg pawing forward may reach further
        pose = half_pose(look.horse)
        ahead = behind_head if look.horse == "behind" else lambda pts: half_head(pose, pts)
        muzzle = min(ahead([(-170.0, 162.0)])[0][0],
                     -170.0 if look.horse == "behind" else pose.near[2][0] - 16)
    hoof = tilted([(92.0, 398.0)], tilt)[0][1]      # and sinks the hind hooves a little
    body = holding.Box(min(-12.0, HIPS[1] - seat_lift(look, cut) - 240 * rider_scale(look, cut)),
                       min(muzzle, -120.0),
                       144.0, max(hoof, 398.0))
    box = body.union(holding.sign_box(suit, rider_grip(look, suit, cut), variant))
    return box.mirrored() if look.mirror else box


def rider(pal: dict, look: Look, suit: str, variants: dict, cut: float | None = None) -> str:
    """Cavallo: the horse with a rider holding his suit's sign up behind him, reins in
    the other hand."""
    ink = pal["ink"]
    coat, mane = look.coat
    behind = look.horse == "behind"
    tilt = TILT.get(look.horse, 0.0) if cut is None else 0.0
    if behind and cut is not None:  # the halves' horses marked for the tests
        p = [f'<g id="horse">{"".join(horse_behind_half(pal, coat, mane, look.cloth, look.trim, cut))}</g>']
        p += rider_astride(pal, look, cut)
    elif behind:
        p = horse_behind(pal, coat, mane, look.cloth, look.trim, cut)
    elif cut is not None:
        p = [f'<g id="horse">{"".join(horse_half(pal, coat, mane, look.cloth, look.trim, cut, look.horse))}</g>']
    else:
        p = horse_walk(pal, coat, mane, look.cloth, look.trim, cut, tilt,
                       look.horse if look.horse in GAITS else "walk")
    horse_parts = len(p)
    k = rider_scale(look, cut)
    tx, ty = HIPS[0], HIPS[1] - seat_lift(look, cut) - 200 * k
    sleeve = look.sleeve or look.robe
    body = []
    if cut is None and not behind:  # the coat's skirt spread over the saddle, in folds
        skirt = [(-42, 184), (42, 184), (54, 214), (62, 240), (30, 250), (0, 244), (-30, 250),
                 (-62, 240), (-54, 214)]
        body.append(path(smooth(skirt, tension=0.5), sheen(look.robe, -62, 62, light=1.25), ink,
                         holding.CONTOUR))
        body += [drapery.shadow([(x - 4, 196), (x - 8, 246), (x + 6, 246)], None, 0.24)
                 for x in (-30, 0, 30)]
    torso = [(-30, 86), (30, 86), (46, 100), (44, 150), (40, 204), (-40, 204), (-44, 150), (-46, 100)]
    body.append(path(smooth(torso, tension=0.45), sheen(look.robe, -46, 46, light=1.25), ink,
                     holding.CONTOUR))
    if look.parti:  # the outline from its top right, as costume.parti reads it
        body += costume.parti(look.parti, torso[1:] + torso[:1], 0.0, ink, holding.CONTOUR)
    body.append(people.pattern(torso, look.robe, look.pattern, 24, ink))
    body.append(drapery.shadow([(22, 96), (44, 104), (42, 184), (26, 184), (30, 140)], None, 0.16))
    body.append(drapery.light([(-36, 104), (-26, 100), (-28, 150), (-36, 180), (-40, 140)]))
    if look.armour and not behind:
        body += costume.breastplate(pal)
    body.append(path(poly([(-40, 186), (40, 186), (40, 198), (-40, 198)]), pal["wood_dk"], ink, 1.6))
    for s in (-1, 1):
        body.append(ellipse(s * 44, 102, 14, 11, look.trim, ink, 1.6))
    if not behind:
        if not look.armour:
            body.append(path(poly([(-8, 92), (8, 92), (9, 186), (-9, 186)]), look.trim, ink, 1.6))
        body.append(path(smooth([(-30, 86), (0, 102), (30, 86), (26, 80), (0, 92), (-26, 80)]),
                         pal["white"], ink, 1.4))
    g = rider_grip(look, suit, cut)
    forward = g.hand[0] < 0  # the sign held out over the horse's head, reins in the other hand
    # the reins held low before the saddle's bow, the arm clear of the horse's neck
    reins = [(42, 100), (44, 160), (-16, 166)] if forward else [(-42, 100), (-62, 150), (-44, 178)]
    if behind:  # his back to us, head turned to show his profile
        body.append(people.head(pal, "profile", look.hat, look.hair, look.hat_colour, look.trim,
                                long=look.long))
    else:
        body.append(people.head(pal, look.face, look.hat, look.hair, look.hat_colour, look.trim,
                                look=-2, long=look.long))
    body += limbs.arm(pal, *reins, sleeve, look.trim, 20)
    body.append(holding.hand_dot(pal, *reins[2]))
    p.append(f'<g id="rider">{group(body, tx=tx, ty=ty, scale=k)}</g>')  # marked for the tests
    # the sign arm, drawn in the horse's frame so the sign keeps its full size
    shoulder = (tx + (-42 if forward else 42) * k, ty + 100 * k)
    hx, hy = g.hand
    if hy < shoulder[1] - 30:  # raised: the elbow out to the side
        elbow = (max(shoulder[0], hx) + 16, (shoulder[1] + hy) / 2 + 8)
    else:
        elbow = ((shoulder[0] + hx) / 2 + 6, max(shoulder[1], hy) + 14)
    p += limbs.arm(pal, shoulder, elbow, g.hand, sleeve, look.trim, 21 * k, 4.0 * k)
    if look.sleeves == "slashed":
        p += arms.puffs(pal, shoulder, elbow, look.trim)
    p.append(holding.held_sign(pal, variants, suit, g))
    p.append(holding.hand_dot(pal, hx, hy, holding.fist(suit, look.plain) * k))
    hand = (tx + reins[2][0] * k, ty + reins[2][1] * k)
    if cut is not None:
        bit = half_head(half_pose(look.horse), [BIT])[0]
    else:
        bit = tilted(carriage([BIT], tilt), tilt)[0]
    if not behind:
        p.append(path(poly([hand, bit], False), None, pal["red_dk"], 3))
    # the near thigh along the horse's side, the lower leg and boot in the stirrup
    if behind and cut is not None:
        leg = []
    elif cut is None:  # the leg as long as the rider is tall
        g = k / RIDER_SCALE
        leg = [(HIPS[0] + 6, HIPS[1] + 4), (HIPS[0] - 26 * g, HIPS[1] + 42 * g),
               (HIPS[0] - 20 * g, HIPS[1] + 96 * g)]
    else:  # only the thigh along the saddle, ending at the knee on the saddle cloth's
        # border, well above the middle line (a thigh reaching the line tangled with its
        # mirror's)
        leg = [(HIPS[0] + 6, HIPS[1] + 4), (-30, min(cut - 40, 206))]
    hose = look.hose[1] if not behind else look.hose[0]
    if len(leg) == 3:
        p += limbs.leg(pal, *leg, hose, 19)
    elif leg:
        p.append(limb(leg, hose, 19, ink, 2.6))
    if cut is None or cut > 300:  # the boot in the stirrup
        fx, fy = (leg[-1][0] + 12, leg[-1][1]) if leg else (0.0, 284.0)
        p.append(path(smooth([(fx - 26, fy - 6), (fx + 2, fy - 6), (fx + 6, fy + 12), (fx - 30, fy + 14)],
                             tension=0.3), pal["wood_dk"], ink, 1.8))
        p.append(path(poly([(fx - 24, fy + 16), (fx, fy + 16)], False), None, pal["gold"], 3))
    if look.horse == "rear" and cut is not None:  # on a rearing horse the rider leans
        # forward over its neck, turned about his seat
        hx, hy = HIPS
        p[horse_parts:] = [group([group(p[horse_parts:], tx=-hx, ty=-hy)], tx=hx, ty=hy,
                                 rotate=-RIDER_LEAN)]
    drawn = "".join(p)
    return group([drawn], flip_x=True) if look.mirror else drawn
