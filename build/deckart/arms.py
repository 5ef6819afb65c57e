"""Arms in poses: the hand that holds the suit sign (raised beside the head, held high,
planted like a staff, sloped over the shoulder, across the body, point down, aloft,
before the chest...) and the other hand (on the hip, on the heart, pointing, on a
dagger's hilt, holding a branch, a severed head, a half-moon, an axe or a seal).

Arms are drawn in the standing person frame of people.py; the sign arm is the one on
the viewer's right (a mirrored `Look` puts it in the other hand)."""
from __future__ import annotations

from . import emblems, limbs, people, suits
from .holding import Box, Grip, ROUND, hand_dot, held_sign
from .looks import Look
from .svg import circle, ellipse, glow, group, path, poly, smooth

SHOULDER_R, SHOULDER_L = (42, 100), (-42, 100)

LONG_POSES = {
    # clubs and swords: elbow, hand, the sign's turn (degrees) and its length
    "raised": ((100, 158), (118, 136), 0, 250),
    "shoulder": ((96, 176), (100, 182), 12, 250),     # leaning out from the shoulder
    "upright": ((96, 178), (108, 186), 0, 255),       # held upright at the side
    "point_down": ((86, 168), (100, 160), 180, 300),  # a long sword resting point down
    "planted": ((94, 148), (104, 166), 180, 255),     # a club leant on like a staff
    "sloped": ((76, 180), (50, 150), 30, 260),        # carried sloped over the shoulder
    "across": ((74, 188), (44, 204), -40, 270),       # held across the body
    "aloft": ((80, 70), (64, 26), -62, 220),          # a sabre swung over the head
    "brandish": ((94, 84), (104, 40), 22, 240),       # raised high at arm's length
    "out": ((108, 156), (134, 152), 8, 250),
    "rest": ((62, 192), (10, 212), 180, 232),         # point down before him, hands on the hilt
}
ROUND_POSES = {
    # coins and cups: elbow, hand, the sign's height
    "raised": ((100, 158), (118, 136), ROUND),        # beside the head
    "high": ((98, 104), (104, 66), ROUND),            # lifted above the shoulder
    "out": ((108, 156), (134, 152), ROUND),
    "chest": ((44, 196), (0, 214), 130.0),            # before the chest, both hands
    "palm": ((80, 200), (52, 208), 132.0),            # on the palm before the breast
    "low": ((80, 178), (104, 234), ROUND),            # lowered at the side
}
OTHER = {
    # the other hand (viewer's left): elbow, hand
    "hip": ((-74, 158), (-44, 198)),
    "mantle": ((-72, 150), (-60, 196)),
    "branch": ((-76, 170), (-66, 164)),
    "head": ((-88, 140), (-80, 118)),
    "moon": ((-84, 140), (-70, 118)),
    "axe": ((-80, 166), (-68, 170)),
    "seal": ((-70, 168), (-36, 172)),
    "coin": ((-78, 160), (-60, 176)),
    "both": ((-44, 196), (-16, 212)),
    "hang": ((-58, 162), (-62, 224)),
    "chest": ((-66, 168), (-18, 146)),                # hand on the heart
    "point": ((-84, 116), (-98, 64)),                 # raised, pointing up
    "hilt": ((-72, 176), (-40, 214)),                 # on the hilt of the dagger
    "grasp": ((-82, 160), (-30, 112)),                # helps hold a sign across the body
}
# how far left each second attribute reaches beyond its hand
REACH = {"branch": -112, "head": -116, "moon": -124, "axe": -100, "seal": -100, "coin": -104,
         "mantle": -108}


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


def hanging_sleeve(pal: dict, at, side: int, colour: str, lining: str) -> str:
    """A long sleeve falling from the elbow (a king's or a lady's gown)."""
    x, y = at
    pts = [(x - side * 8, y - 10), (x + side * 16, y + 4), (x + side * 22, y + 70),
           (x + side * 8, y + 104), (x - side * 6, y + 80), (x - side * 10, y + 20)]
    return (path(smooth(pts, tension=0.6), colour, pal["ink"], 2.2)
            + path(smooth([(x + side * 16, y + 18), (x + side * 18, y + 70), (x + side * 6, y + 96)],
                          closed=False), None, lining, 4))


def puffs(pal: dict, shoulder, e, colour: str) -> list[str]:
    """Slashed sleeves: puffs of the lining showing along the upper arm."""
    (sx, sy), (ex, ey) = shoulder, e
    return [ellipse(sx + (ex - sx) * t, sy + (ey - sy) * t, 7, 5.5, colour, pal["ink"], 1.2)
            for t in (0.3, 0.55, 0.8)]


def sign_arm(pal: dict, look: Look, suit: str, variants: dict, sleeve: str,
             broad: float = 1.0) -> list[str]:
    g, e = grip(look, suit), elbow(look, suit)
    shoulder = (SHOULDER_R[0] * broad, SHOULDER_R[1])
    p = []
    if look.sleeves == "hanging":
        p.append(hanging_sleeve(pal, e, 1, sleeve, look.trim))
    p += limbs.arm(pal, shoulder, e, g.hand, sleeve, look.trim)
    if look.sleeves == "slashed":
        p += puffs(pal, shoulder, e, look.trim)
    p.append(held_sign(pal, variants, suit, g))
    p.append(hand_dot(pal, *g.hand))
    return p


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
    if what == "head":  # "la Vecia" holds a severed head by its hair, large enough to see
        return (path(smooth([(x - 6, y + 4), (x - 4, y + 18), (x + 2, y + 30)], closed=False),
                     None, ink, 9)
                + path(smooth([(x - 6, y + 4), (x - 4, y + 18), (x + 2, y + 30)], closed=False),
                       None, pal["hair"], 5)
                + group(people.face(pal, "bearded", pal["hair"]), tx=x + 2, ty=y + 64)
                + path(smooth([(x - 14, y + 98), (x, y + 104), (x + 16, y + 98)], closed=False),
                       None, pal["red_dk"], 3))
    if what == "moon":  # a crescent moon with a face
        return group([path(smooth([(0, -34), (22, -22), (28, 4), (14, 28), (-6, 34), (8, 18),
                                   (12, 0), (6, -18)], tension=0.6), glow(pal["gold_lt"], 34), ink, 2),
                      circle(10, -4, 2.4, ink, None),
                      path(poly([(14, 2), (20, 6), (14, 8)], False), None, ink, 1.4),
                      path(smooth([(8, 14), (14, 16)], closed=False), None, pal["red_dk"], 1.8)],
                     tx=x - 6, ty=y - 40, scale=1.3)
    if what == "axe":
        return group([emblems.axe(pal)], tx=x, ty=y - 44, scale=1.05)
    if what == "seal":  # the Treviso seal: a round red seal with a gold cross
        return group([circle(0, 0, 30, glow(pal["red"], 30), ink, 2.4),
                      circle(0, 0, 22, None, pal["gold"], 2.4),
                      path(poly([(0, -14), (0, 14)], False), None, pal["gold"], 5),
                      path(poly([(-14, 0), (14, 0)], False), None, pal["gold"], 5)],
                     tx=x + 4, ty=y - 30)
    return ""


def other_arm(pal: dict, look: Look, variants: dict, sleeve: str,
              broad: float = 1.0) -> list[str]:
    e, hand = OTHER[look.other]
    shoulder = (SHOULDER_L[0] * broad, SHOULDER_L[1])
    p = []
    if look.sleeves == "hanging":
        p.append(hanging_sleeve(pal, e, -1, sleeve, look.trim))
    p += limbs.arm(pal, shoulder, e, hand, sleeve, look.trim)
    if look.sleeves == "slashed":
        p += puffs(pal, shoulder, e, look.trim)
    if look.other == "coin":
        p.append(group([suits.sign("D", variants, pal)], tx=hand[0], ty=hand[1] - 30, scale=0.62))
    elif look.other == "mantle" and look.mantle and look.drape == "back":
        p.append(path(smooth([(hand[0] - 4, hand[1]), (hand[0] - 22, hand[1] + 50),
                              (hand[0] - 16, hand[1] + 110)], closed=False), None, pal["ink"], 3))
    elif look.other == "point":  # the index finger raised
        p.append(path(poly([(hand[0] - 2, hand[1] - 6), (hand[0] - 6, hand[1] - 22)], False),
                      None, pal["ink"], 8))
        p.append(path(poly([(hand[0] - 2, hand[1] - 6), (hand[0] - 6, hand[1] - 22)], False),
                      None, pal["skin"], 4.5))
    else:
        p.append(attribute(pal, look.other, hand))
    p.append(hand_dot(pal, *hand))
    return p


def arms_box(look: Look) -> Box:
    """How far the arms and the second attribute reach (before the held sign)."""
    e, hand = OTHER[look.other]
    left = min(e[0], hand[0]) - 24
    left = min(left, REACH.get(look.other, left))
    top = min(hand[1] - 30, 0) if look.other == "point" else 0
    return Box(top, left - (24 if look.sleeves == "hanging" else 0), 92, 400)
