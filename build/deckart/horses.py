"""The Cavallo's horse in profile: walking (single-headed), or the forequarters of a
double-headed half; its head, neck and bridle (also used by the horse seen from
behind, behind.py). The rider is riders.py.

The frame is the person frame of standing.py widened: the horse spans x from about
-166 (muzzle) to 132 (tail), hooves at y = 396; the rider's hips sit on the saddle at
(8, 188). With `cut`, nothing is drawn below y = cut (double-headed cards cut the horse
at its belly, keeping head, neck, chest, rider and thigh)."""
from __future__ import annotations

import math
from dataclasses import dataclass

from . import hatching, holding, limbs, people, seam
from .people import clamp
from .svg import circle, ellipse, group, highlight, path, poly, shadow, sheen, smooth, studs
from .svg import shade_hex as shade

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
HALF_TAIL = 178.0          # how far right a half horse's tail reaches


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


@dataclass(frozen=True)
class Carriage:
    """How a whole horse carries its head (each Neapolitan horse its own): `grow` the
    head drawn larger, `long` its face longer (or shorter) from the throat to the muzzle,
    `lift` head and neck turned up about the neck's root (degrees), `tuck` the face turned
    down towards the chest about the poll, `reach` head and neck pushed forward, away
    from the rider (units at the poll, fading down the neck)."""
    grow: float = HEAD_GROW
    long: float = 1.0
    lift: float = HEAD_RAISE
    tuck: float = HEAD_TUCK
    reach: float = 0.0


CARRIAGES = {
    "usual": Carriage(),
    # the white horse walking: a long noble face held high on a proud neck, pushed
    # forward, clear of the rider
    "proud": Carriage(1.34, 1.08, 24.0, 32.0, 16.0),
    # the palomino prancing: a short fine head bowed on a deeply arched neck
    "bowed": Carriage(1.3, 0.94, 10.0, 38.0, 20.0),
    # the black horse at the trot: a heavy head stretched forward and low, nose out
    "stretched": Carriage(1.32, 1.04, 0.0, -4.0, 26.0),
    # the chestnut rearing: the head flung up and back, the mouth open to the bit
    "flung": Carriage(1.3, 1.0, 30.0, 2.0, 8.0),
    # the chestnut rearing steeply (Napoletane): the head thrust forward and up, clear of
    # the rider's shoulder
    "thrust": Carriage(1.32, 1.04, 24.0, 8.0, 34.0),
}


def carriage(points, tilt: float = 0.0, c: Carriage = CARRIAGES["usual"]):
    """The whole horse's head drawn larger and carried high on an arched neck: head
    points grow about the throat (and stretch along the face by `c.long`), the face
    turns down about the poll, head and neck move forward by `c.reach`, then turn up
    about the neck's root, the turn fading towards the body (less on a horse whose
    `tilt` already lifts its forehand; a sketch's points in, the horse's points out)."""
    out = []
    for x, y in points:
        g = min(max((-x - 96) / 30, 0.0), 1.0)     # how much of the head this point is
        k = 1 + (c.grow - 1) * g
        kx = k * (1 + (c.long - 1) * g)
        x, y = -112 + (x + 112) * kx, 120 + (y - 120) * k
        t = math.radians(-c.tuck * g)               # the face turned down towards the chest
        dx, dy = x + 108, y - 96
        x, y = -108 + dx * math.cos(t) - dy * math.sin(t), 96 + dx * math.sin(t) + dy * math.cos(t)
        w = min(max((-x - 44) / 62, 0.0), 1.0)     # how far up the neck
        if c.reach:
            x -= c.reach * w
        a = math.radians(max(c.lift - tilt * 0.8, 0.0) * w)
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
    # rearing up steeply (the Napoletane Cavallo di spade): the forelegs folded high
    "rampant": ([(-70, 262), (-116, 262), (-104, 306)], [(-82, 256), (-136, 238), (-128, 284)]),
}
GAITS["caper"] = GAITS["prance"]   # prancing, the hind legs set apart (PLANTED)
TILT = {"prance": 6.0, "rear": 18.0, "trot": 3.0, "rampant": 30.0, "caper": 6.0}
# hind legs (hip, hock, hoof; near and far) drawn where they stand, not turned with the
# forehand: a horse rearing steeply sits on its haunches, hocks bent back, hooves planted
# under its body (turned with it they were thrown forward, the hindquarters cut short
# and the legs a tangle: review 19)
PLANTED = {"rampant": ([(76, 290), (112, 336), (70, 392)], [(50, 286), (86, 334), (40, 392)]),
           # the Napoletane palomino prancing: the near hind stepping back, the far one
           # under the body, a V of paper between them (turned with the forehand, the
           # two ran side by side as one thick leg: review 19)
           "caper": ([(87, 259), (124, 322), (114, 394)], [(60, 266), (70, 326), (40, 394)])}
# the near hind leg (hip, hock, hoof): planted, or at the trot lifted and thrown back
HIND = {"trot": [(88, 252), (118, 312), (134, 352)]}
NEAR_HIND = [(88, 252), (114, 318), (94, 390)]   # the hock well back, as a horse stands
FAR_HIND = [(62, 262), (86, 318), (68, 390)]
PASTERN = 7.0   # the drawn horses' fetlocks set back: the pasterns slope to the hoof
GASKIN = 1.3    # and their hind legs muscled above the hock, slim below it


def hind_legs(gait: str, tilt: float) -> tuple[list, list]:
    """The near and the far hind leg (hip, hock, hoof) as drawn: PLANTED where the gait
    sets them, else turned with the forehand."""
    if gait in PLANTED:
        return PLANTED[gait]
    return tilted(HIND.get(gait, NEAR_HIND), tilt), tilted(FAR_HIND, tilt)


def horse_walk(pal: dict, coat: str, mane: str, cloth: str, trim: str,
               cut: float | None, tilt: float = 0.0, gait: str = "walk",
               head: Carriage = CARRIAGES["usual"], pastern: float = 0.0,
               hatch: bool = False) -> list[str]:
    """A horse in profile to the left, bridle clear of the eye, its forelegs in a gait
    (walking, prancing, at a halt, rearing); `tilt` lifts the forehand, the cut stays
    level; `pastern` sets the fetlocks back (limbs.horse_leg); `hatch` engraves the
    belly, chest, haunch, throat and legs (hatching.py)."""
    ink = pal["ink"]
    far = shade(coat, 0.74)
    hide = sheen(coat, -166, 132, light=1.2, dark=0.82)

    def T(points):
        return clamp(tilted(points, tilt), cut)

    far_fore, near_fore = GAITS[gait]
    p = []
    if cut is None:
        near_hind, far_hind = hind_legs(gait, tilt)
        for q, gaskin in ((tilted(far_fore, tilt), 1.0), (far_hind, GASKIN if pastern else 1.0)):
            p += limbs.horse_leg(pal, *q, far, 17, pastern=pastern, gaskin=gaskin, hatch=hatch)
            p.append(_hoof(q[-1][0], q[-1][1] + 4, ink))
        tail = T([(112, 206), (132, 240), (134, 300), (120, 346)])
        p.append(path(smooth(tail, closed=False), None, ink, 26))
        p.append(path(smooth(tail, closed=False), None, mane, 20))
    if cut is None:  # the near legs come out from under the body's outline
        p += limbs.horse_leg(pal, *near_hind, coat, 19, pastern=pastern,
                             gaskin=GASKIN if pastern else 1.0, hatch=hatch)
        p.append(_hoof(near_hind[-1][0], near_hind[-1][1] + 4, ink))
        fore = tilted(near_fore, tilt)
        p += limbs.horse_leg(pal, *fore, coat, 19, pastern=pastern, hatch=hatch)
        p.append(_hoof(fore[-1][0], fore[-1][1] + 2, ink))
    p.append(path(smooth(T(BODY), tension=0.8), hide, ink, holding.CONTOUR))
    p += modelling(coat, T)
    if hatch:  # under the belly, down the chest's front and the haunch's back
        p.append(hatching.draw(hatching.along(T(BODY[7:] + BODY[:1]), 1, 24.0, cut=cut)
                               + hatching.along(T(BODY[4:8]), 1, 20.0, cut=cut), coat))
    if cut is not None:  # the near foreleg raised and folded in front of the chest
        fore = T([(-82, 226), (-124, 236), (-128, 268)])
        p += limbs.horse_leg(pal, *fore, coat, 19)
    def neck_at(pts):
        return T(carriage(pts, tilt, head))
    p += head_and_neck(pal, coat, mane, hide, neck_at, NECK_FULL)
    if hatch:  # down the throat
        p.append(hatching.draw(hatching.along(neck_at(NECK_FULL[-4:]), -1, 18.0, cut=cut), coat))
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



# a half horse's hooves, tail and rider's boot at least this far above the middle line,
# the forehand cut at the girth as printed (review 13g: hooves and tail within a few
# units of the line, beside the turned copy's, made a tangle of legs across the card)
CLEAR = 44.0


@dataclass(frozen=True)
class HalfPose:
    """How a double-headed Cavallo's horse holds its forehand above the middle line:
    `lift` raises the head and neck (degrees; negative lowers and arches them), `rise`
    turns the whole forehand up about the saddle (rearing), `near` and `far` are the
    forelegs' shoulder, knee and hoof (the far one darker, behind the chest; None when
    it does not show), `scale` how large its head and neck are drawn. Every hoof stays
    at least CLEAR above the line: hooves at the seam read as a knot."""
    lift: float
    rise: float
    near: tuple
    far: tuple | None = None
    scale: float = HEAD_SCALE


HALF_POSES = {
    # the head raised, the near foreleg folded high before the chest
    "walk": HalfPose(0.0, 0.0, ((-92, 194), (-146, 180), (-134, 194)), scale=1.45),
    # the head bowed on an arched neck, the near foreleg pawing straight out forward
    "prance": HalfPose(-14.0, 0.0, ((-90, 194), (-140, 194), (-162, 182)), scale=1.45),
    # at the trot: the head carried up, both forelegs reaching forward (stretched forward
    # and low, its muzzle came down to the middle line)
    "trot": HalfPose(14.0, 0.0, ((-94, 194), (-136, 184), (-158, 192)),
                     ((-72, 198), (-110, 188), (-130, 196)), 1.45),
    # rearing: the forehand turned up about the saddle, both forelegs folded high (turned
    # up 16 degrees, the horse was not clearly rearing: review 18)
    "rear": HalfPose(0.0, 26.0, ((-96, 186), (-168, 168), (-156, 206)),
                     ((-80, 196), (-146, 190), (-138, 222)), 1.5),
}
RISE_PIVOT = (10.0, 200.0)   # a rearing half turns up about the saddle
NECK_FOOT = (-40.0, 214.0)   # a lifted or bowed head turns about the foot of the neck


def half_pose(gait: str) -> HalfPose:
    return HALF_POSES.get(gait, HALF_POSES["walk"])


def half_head(pose: HalfPose, points) -> list:
    """The walking horse's head and neck points placed on a half: enlarged and moved to
    the forehand, lifted or bowed about the foot of the neck, turned up when rearing."""
    pts_ = [(-60 + (x + 60) * pose.scale + HALF_SHIFT[0],
             200 + (y - 200) * pose.scale + HALF_SHIFT[1]) for x, y in points]
    return tilted(tilted(pts_, pose.lift, NECK_FOOT), pose.rise, RISE_PIVOT)


def leg_with_hoof(pal: dict, leg, colour: str, width: float, hatch: bool = False) -> list[str]:
    """A foreleg through its knee to a hoof set square to the cannon (`hatch`: engraved)."""
    (kx, ky), (hx, hy) = leg[1], leg[2]
    turn_ = math.degrees(math.atan2(hy - ky, hx - kx)) - 90
    return limbs.horse_leg(pal, *leg, colour, width, hatch=hatch) + [
        group([_hoof(0, -2, pal["ink"])], tx=hx, ty=hy, rotate=turn_)]


def horse_half(pal: dict, coat: str, mane: str, cloth: str, trim: str, cut: float,
               gait: str = "walk", scallop: bool = False, hatch: bool = False) -> list[str]:
    """The forequarters of a double-headed card's horse in one of four poses (HALF_POSES:
    the head raised, bowed, forward at the trot, or the forehand rearing): a large head
    and neck at the left, a foreleg (or two) lifted before the chest, the body rounding
    in to the line behind the saddle (no tail), a fringed saddle cloth ending above the
    middle line; nothing but the
    horse's flank reaches the line, so the halves meet along a clean seam; `scallop` edges
    the cloth in scallops; `hatch` engraves the chest, the throat and the forelegs
    (hatching.py). (The Piacentine draw a half horse of their own: knight.py.)"""
    ink = pal["ink"]
    hide = sheen(coat, -166, 132, light=1.2, dark=0.82)
    pose = half_pose(gait)

    def up(points):  # the forehand turned up about the saddle when rearing
        return tilted(points, pose.rise, RISE_PIVOT)

    def T(points):
        return clamp(half_head(pose, points), cut)

    p = []   # no tail: the forequarters alone, the body cut at the girth by the line (a
    # tail carried high behind the rider lay beside the turned horse's head: review 18)
    if pose.far:
        p += leg_with_hoof(pal, up(pose.far), shade(coat, 0.74), 19, hatch)
    # a rounded chest and buttock curving in to the belly, which meets the middle line
    # from SEAM_CENTRE - 96 to SEAM_CENTRE + 96 whatever the pose (straight sides down
    # to the line made one box of the two horses)
    top = up([(-104, 198), (-36, 176), (30, 166)])
    body = ([(-88, 260), (-96, 236), (-110, 218)] + top +
            [(90, 168), (120, 182), (132, 204), (122, 226), (104, 260)])
    p.append(path(seam.outline(body, cut, 0.5), hide, ink, holding.CONTOUR))
    if hatch:  # the chest turning under towards the line
        p.append(hatching.draw(hatching.along(clamp(body[:5], cut), 1, 22.0, cut=cut), coat))
    p += head_and_neck(pal, coat, mane, hide, T)
    if hatch:  # down the throat
        p.append(hatching.draw(hatching.along(T(NECK[-4:]), -1, 16.0, cut=cut), coat))
    p += leg_with_hoof(pal, up(pose.near), coat, 21, hatch)
    p += saddle_cloth(pal, cloth, trim, cut, scallop)
    return p


def saddle_cloth(pal: dict, cloth: str, trim: str, cut: float, scallop: bool,
                 compact: bool = False, drop: float = 34.0) -> list[str]:
    """The half horse's saddle cloth over back and flank, ending in a border well above
    the middle line (`drop` units above it; under it the horse's flank meets its mirror
    image along a clean seam), hung with a fringe or edged in scallops with gold tassels;
    the saddle (`compact`: its flowers and studs written compactly, people.pattern, svg.studs)."""
    ink = pal["ink"]
    hem = cut - drop
    cap = [(-34, 178), (20, 170), (66, 174), (82, 196), (80, hem), (-44, hem), (-48, min(214, hem + 6))]
    p = [path(smooth(cap, tension=0.45), sheen(cloth, -48, 82), ink, 2.2),
         people.pattern(clamp(cap, hem - 26), cloth, "flowers", 24, ink, compact)]
    band = hem - 20
    p.append(path(poly([(-46, band), (81, band), (80, hem), (-44, hem)]), trim, ink, 1.6))
    row = [(-34 + i * 18, (band + hem) / 2) for i in range(7)]
    if compact:
        p.append(studs(row, 3.2, pal["gold"], ink))
    else:
        p += [circle(x, y, 3.2, pal["gold"], ink, 1) for x, y in row]
    for i in range(9 if not scallop else 0):  # the fringe hanging from the border
        x = -42 + i * 14
        p.append(path(poly([(x, hem), (x + 7, hem + 9), (x + 14, hem)]), trim, ink, 1.1))
    for i in range(5 if scallop else 0):  # or a scalloped edge, a gold tassel at each point
        x = -44 + i * 25
        p.append(path(f"M{x:.1f} {hem:.1f} Q{x + 12.5:.1f} {hem + 16:.1f} {x + 25:.1f} {hem:.1f} Z",
                      trim, ink, 1.2))
        if not compact:
            p.append(circle(x + 25, hem + 3, 3.4, pal["gold"], ink, 1))
    if scallop and compact:  # the tassels over the scallops
        p.append(studs([(-19 + i * 25, hem + 3) for i in range(5)], 3.4, pal["gold"], ink))
    p.append(path(smooth([(-34, 182), (-30, 166), (34, 164), (44, 178), (0, 188)], tension=0.5),
                  pal["wood_dk"], ink, 1.8))
    return p
