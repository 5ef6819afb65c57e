"""Arms in poses: the hand that holds the suit sign (raised beside the head, held high,
planted like a staff, sloped over the shoulder, across the body, point down, aloft,
before the chest...) and the other hand (on the hip, on the heart, pointing, on a
dagger's hilt, holding a branch, a severed head, a half-moon or an axe).

Arms are drawn in the standing person frame of people.py; the sign arm is the one on
the viewer's right (a mirrored `Look` puts it in the other hand)."""
from __future__ import annotations

import math

from . import aces, emblems, hatching, holding, limbs, people, suits
from .holding import Box, Grip, ROUND, fist, held_sign
from .looks import Look
from .svg import circle, ellipse, glow, group, path, poly, smooth

SHOULDER_R, SHOULDER_L = (42, 100), (-42, 100)

LONG_POSES = {
    # clubs and swords: elbow, hand, the sign's turn (degrees) and its length
    "raised": ((100, 158), (118, 136), 0, 250),
    "shoulder": ((96, 176), (100, 182), 12, 250),     # leaning out from the shoulder
    "upright": ((92, 178), (100, 186), -6, 255),      # held upright at the side, leaning in
    "side": ((94, 160), (102, 170), -4, 255),         # upright at the side, the hand higher
    "point_down": ((86, 168), (100, 160), 180, 300),  # a long sword resting point down
    "planted": ((94, 148), (104, 166), 180, 255),     # a club leant on like a staff
    "sloped": ((76, 180), (50, 150), 30, 260),        # carried sloped over the shoulder
    "slant": ((90, 190), (76, 172), 24, 260),        # sloped out from the shoulder, clear
    # of a head in profile (review 19: the Piacentine Re di bastoni's hidden behind it)
    "across": ((74, 188), (44, 204), -40, 270),       # held across the body
    "aloft": ((80, 70), (64, 26), -62, 220),          # a sabre swung over the head
    "brandish": ((94, 84), (104, 40), 22, 240),       # raised high at arm's length
    "out": ((108, 156), (134, 152), 8, 250),
    "diagonal": ((46, 184), (-34, 168), 40, 240),     # gripped before the waist, rising
    # across the chest and out past the shoulder
}
ROUND_POSES = {
    # coins and cups: elbow, hand, the sign's height
    "raised": ((100, 158), (118, 136), ROUND),        # beside the head
    "high": ((98, 104), (104, 66), ROUND),            # lifted above the shoulder
    "shoulder": ((108, 120), (110, 96), ROUND),       # at shoulder height, clear of a crown
    "out": ((108, 156), (134, 152), ROUND),
    "chest": ((44, 196), (0, 214), 130.0),            # before the chest, both hands
    "palm": ((80, 200), (52, 208), 132.0),            # on the palm before the breast
    "waist": ((46, 226), (0, 250), 130.0),            # before the waist, both hands, the rim
    # below the chin however large the sign
    "low": ((80, 178), (104, 234), ROUND),            # lowered at the side
}
OTHER = {
    # the other hand (viewer's left): elbow, hand
    "hip": ((-74, 158), (-44, 198)),
    "mantle": ((-72, 150), (-60, 196)),
    "branch": ((-76, 170), (-66, 164)),
    "head": ((-104, 126), (-122, 50)),       # held out by the hair at her shoulder
    "moon": ((-100, 128), (-82, 70)),        # held up beside the head, clear of a mantle
    # behind him (at his shoulder, over a red mantle, the red half-moon was lost: review 13g)
    "axe": ((-76, 178), (-16, 196)),          # an axe held up across the body
    "coin": ((-78, 160), (-60, 176)),
    "both": ((-42, 176), (-16, 192)),
    "both_low": ((-46, 226), (-16, 248)),             # both hands on a sign held at the waist
    "hang": ((-58, 162), (-62, 224)),
    "chest": ((-66, 168), (-18, 146)),                # hand on the heart
    "point": ((-84, 116), (-98, 64)),                 # raised, pointing up
    # raised from an elbow at the waist, pointing up: a column's broad sleeve (the Fante di
    # denari's) bent in two (at "point" its elbow at the shoulder: a sack, reviewer 17)
    "lifted": ((-84, 152), (-104, 68)),
    "hilt": ((-72, 176), (-40, 214)),                 # on the hilt of the dagger
    "grasp": ((-82, 160), (-30, 112)),                # helps hold a sign across the body
}
MOON, CHEEK = "#f6e07a", "#ee9a7e"   # the half-moon's pale yellow and its face's red cheek
# how far left each second attribute reaches beyond its hand
REACH = {"branch": -112, "head": -164, "moon": -130, "axe": -172, "coin": -104,
         "mantle": -108}


# a broadened figure's elbows (standing's column, the Piacentine half figures): posed for
# a narrow body, on shoulders set out `broad` times they hung straight down beside the
# torso (review 16: "courts blocky, arms stuck on"); each keeps its reach out from its
# shoulder, at least ELBOW_OUT, the elbow's point no further out than the limit given
ELBOW_OUT = 18.0


def splayed(e, side: int, broad: float, limit: float) -> tuple:
    """The elbow `e` of the arm on `side` (+1 the sign's, -1 the other) on shoulders set
    out `broad` times: out from the shoulder as far as on the narrow figure (at least
    ELBOW_OUT), at most `limit` from the middle, at the same height."""
    narrow = SHOULDER_R[0]
    out = max(side * e[0] + narrow * (broad - 1), narrow * broad + ELBOW_OUT)
    return side * min(out, limit), e[1]


def grip(look: Look, suit: str) -> Grip:
    if suit in "DC":
        _, hand, size = ROUND_POSES.get(look.hold, ROUND_POSES["raised"])
        return Grip(hand, 0, size * look.sign)
    _, hand, angle, length = LONG_POSES.get(look.hold, LONG_POSES["upright"])
    return Grip(hand, angle, length * look.sign)


def elbow(look: Look, suit: str) -> tuple:
    if suit in "DC":
        return ROUND_POSES.get(look.hold, ROUND_POSES["raised"])[0]
    return LONG_POSES.get(look.hold, LONG_POSES["upright"])[0]


def hanging_sleeve(pal: dict, at, side: int, colour: str, lining: str, cut: float | None = None,
                   hatch: bool = False) -> str:
    """A long sleeve falling from the elbow (a king's or a lady's gown), on a half figure
    no lower than `cut` - 12 (reaching across the middle line it stood beside the turned
    copy's sign as a red flame: review 13h, fresh eyes); `hatch`: engraved down its
    outer side."""
    x, y = at
    drop = 104 if cut is None else min(104.0, cut - 12 - y)
    k = drop / 104
    pts = [(x - side * 8, y - 10), (x + side * 16, y + 4), (x + side * 22, y + 70 * k),
           (x + side * 8, y + 104 * k), (x - side * 6, y + 80 * k), (x - side * 10, y + 20 * k)]
    return (path(smooth(pts, tension=0.6), colour, pal["ink"], 2.2)
            + (hatching.draw(hatching.along(pts[1:4], side, 12.0), colour) if hatch else "")
            + path(smooth([(x + side * 16, y + 18 * k), (x + side * 18, y + 70 * k), (x + side * 6, y + 96 * k)],
                          closed=False), None, lining, 4))


def puffs(pal: dict, shoulder, e, colour: str) -> list[str]:
    """Slashed sleeves: puffs of the lining showing along the upper arm."""
    (sx, sy), (ex, ey) = shoulder, e
    return [ellipse(sx + (ex - sx) * t, sy + (ey - sy) * t, 7, 5.5, colour, pal["ink"], 1.2)
            for t in (0.3, 0.55, 0.8)]


def sign_arm(pal: dict, look: Look, suit: str, variants: dict, sleeve: str,
             broad: float = 1.0, width: float = limbs.ARM_WIDTH, limit: float | None = None) -> list[str]:
    """The arm holding the suit sign; `limit`: its elbow splayed() out to at most there."""
    g, e = grip(look, suit), elbow(look, suit)
    if limit:
        e = splayed(e, 1, broad, limit)
    shoulder = (SHOULDER_R[0] * broad, SHOULDER_R[1])
    p = []
    if look.sleeves == "hanging":
        p.append(hanging_sleeve(pal, e, 1, sleeve, look.trim, hatch=look.hatch))
    p += limbs.arm(pal, shoulder, e, g.hand, sleeve, look.trim, width, hatch=look.hatch)
    if look.sleeves == "slashed":
        p += puffs(pal, shoulder, e, look.trim)
    p.append(held_by(pal, look, variants, suit, g))
    p.append(holding.hand(pal, look, *g.hand, fist(suit, look.plain), e, sign=True))
    return p


GNARL_R = 0.13   # the knotty cudgel's head radius, a share of its length (the asso's)


def held_by(pal: dict, look: Look, variants: dict, suit: str, g: Grip) -> str:
    """The suit sign in the hand as the look asks: the knotty cudgel (club "gnarled") or
    the style's sign (holding.held_sign); for the standing figures and the riders."""
    return gnarled(pal, g) if suit == "B" and look.club == "gnarled" else held_sign(pal, variants, suit, g)


def gnarled(pal: dict, g: Grip) -> str:
    """The Neapolitan asso's knotty cudgel (aces.great_club, lopped stubs) in the hand:
    tapering from a lumpy head to the grip in the fist (review 18: the Fante di bastoni's
    fat smooth club read as a cello at 80 px)."""
    cx, cy = holding.sign_centre("B", g)
    half = g.size / 2
    return holding.held(group([aces.great_club(pal, 0, -half, half, g.size * GNARL_R, lopped=True)],
                              tx=cx, ty=cy, rotate=g.angle))


def attribute(pal: dict, what: str, hand) -> str:
    """The second thing a figure carries in the other hand."""
    ink = pal["ink"]
    x, y = hand
    if what == "branch":  # a leafy branch held up (the Neapolitan Fante di Spade)
        stem = [(x, y + 12), (x - 6, y - 40), (x - 2, y - 90), (x - 10, y - 130)]
        p = [path(smooth(stem, closed=False), None, ink, 6.5),
             path(smooth(stem, closed=False), None, pal["wood_dk"], 3.5)]
        for i, (lx, ly) in enumerate(stem[1:] + [(x - 4, y - 110), (x - 4, y - 64)]):
            for s in (-1, 1):
                p.append(group([path(smooth([(0, 0), (10, -7), (24, 0), (10, 7)]),
                                     pal["green"] if (i + s) % 2 else pal["green_dk"], ink, 1.4)],
                               tx=lx, ty=ly, rotate=-90 + s * 50 - i * 4))
        return "".join(p)
    if what == "head":  # "la Vecia" holds a severed head up by its hair, large enough to
        # read at table size (a head the size of her own, 1.4x the drawn face)
        lock = smooth([(-6, 4), (-4, 18), (2, 30)], closed=False)
        return group([path(lock, None, ink, 9), path(lock, None, pal["hair"], 5),
                      group(people.face(pal, "bearded", pal["hair"]), tx=2, ty=64),
                      path(smooth([(-14, 98), (0, 104), (16, 98)], closed=False), None,
                           pal["red_dk"], 3)],
                     tx=x, ty=y - 30, scale=1.4)
    if what == "moon":  # the half-moon with a face (the Fante di coppe's): a pale-yellow
        # crescent, its horns to the right, the profile (brow, nose, lips, chin) along its
        # inner edge, an eye, a red cheek and lips; held by its lower horn (it was red,
        # a hook without a face that read as a claw: review 18)
        outer = [(38 * math.cos(math.radians(a)), 38 * math.sin(math.radians(a)))
                 for a in range(36, 325, 24)]
        profile = [(22, -27), (4, -25), (-8, -16), (-9, -8), (-5, -3), (2, 3), (-5, 6), (-2, 9),
                   (-6, 11), (-2, 14), (-7, 19), (-2, 24), (10, 27), (24, 25)]
        return '<g id="moon">' + group([path(smooth(outer + profile, tension=0.4),
                           glow(MOON, 40, -12, -6, dark=0.8), ink, 2.8),
                      circle(-16, 2, 4.2, CHEEK, None),
                      ellipse(-14, -8, 2.4, 3, ink, None),
                      path(smooth([(-22, -16), (-15, -18), (-9, -14)], closed=False), None, ink, 1.8),
                      path(smooth([(-5, 9), (-1, 10), (-5, 12)], closed=False), None, pal["red_dk"], 2.2)],
                     tx=x - 14, ty=y - 58, scale=1.55) + "</g>"   # marked for the tests
    if what == "axe":  # held before the body, the shaft slanting up past the shoulder
        # to a large blade beside the head, its edge turned outwards (Piacentine Re di denari)
        return group([group([emblems.axe(pal)], ty=-52, flip_x=True)], tx=x, ty=y, rotate=-20,
                     scale=1.55)
    return ""


def other_arm(pal: dict, look: Look, variants: dict, sleeve: str,
              broad: float = 1.0, width: float = limbs.ARM_WIDTH, cut: float | None = None,
              limit: float | None = None) -> list[str]:
    """The other arm and what it holds; on a half figure (`cut`) nothing it draws
    reaches the middle line; `limit` as in sign_arm."""
    e, hand = OTHER[look.other]
    if limit:
        e = splayed(e, -1, broad, limit)
    shoulder = (SHOULDER_L[0] * broad, SHOULDER_L[1])
    p = []
    if look.sleeves == "hanging":
        p.append(hanging_sleeve(pal, e, -1, sleeve, look.trim, cut, look.hatch))
    p += limbs.arm(pal, shoulder, e, hand, sleeve, look.trim, width, hatch=look.hatch)
    if look.sleeves == "slashed":
        p += puffs(pal, shoulder, e, look.trim)
    if look.other == "coin":
        p.append(group([suits.sign("D", variants, pal)], tx=hand[0], ty=hand[1] - 30, scale=0.62))
    elif look.other == "mantle" and look.mantle and look.drape == "back":
        edge = [(hand[0] - 4, hand[1]), (hand[0] - 22, hand[1] + 50), (hand[0] - 16, hand[1] + 110)]
        p.append(path(smooth(people.stop_line(edge, cut, 12), closed=False), None, pal["ink"], 3))
    elif look.other in ("point", "lifted"):  # the index finger raised
        p.append(path(poly([(hand[0] - 2, hand[1] - 6), (hand[0] - 6, hand[1] - 22)], False),
                      None, pal["ink"], 8))
        p.append(path(poly([(hand[0] - 2, hand[1] - 6), (hand[0] - 6, hand[1] - 22)], False),
                      None, pal["skin"], 4.5))
    else:
        p.append(attribute(pal, look.other, hand))
    p.append(holding.hand(pal, look, *hand, 9.0, e))
    return p


def arms_box(look: Look) -> Box:
    """How far the arms and the second attribute reach (before the held sign)."""
    e, hand = OTHER[look.other]
    left = min(e[0], hand[0]) - 24
    left = min(left, REACH.get(look.other, left))
    top = min(hand[1] - 30, 0) if look.other in ("point", "lifted", "head") else 0
    return Box(top, left - (24 if look.sleeves == "hanging" else 0), 92, 400)
