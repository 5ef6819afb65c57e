"""The standing court figure (Fante and Re): garment, pattern, arms in a pose, the
suit sign held large enough to read at table size, the second attribute (branch,
severed head, half-moon, axe, seal, mantle), and the head from people.py.

`Look` describes one court card's figure; courts.py holds the tables of looks."""
from __future__ import annotations

import math
from dataclasses import dataclass

from . import emblems, people, suits
from .emblems import limb
from .people import clamp, pattern, stop_line, tone
from .svg import shade_hex as shade
from .svg import circle, ellipse, glow, group, path, poly, sheen, smooth, sym


@dataclass(frozen=True)
class Look:
    """How one court figure is dressed and posed (colours are #rrggbb)."""
    robe: str
    trim: str
    face: str = "young"          # young | maiden | bearded | king | old | profile
    hat: str = "beret"           # see people.hat
    hat_colour: str = "#d2322d"
    hair: str = "#6b4420"
    garment: str = "tunic"       # tunic (to the knee) | gown | robe (to the feet)
    pattern: str = "plain"       # plain | flowers | dots | lozenge | stripes
    hold: str = "raised"         # raised | shoulder | upright | point_down | chest | out | aloft
    other: str = "hip"           # hip | mantle | branch | head | moon | axe | seal | coin | both
    mantle: str | None = None    # colour of a mantle falling from the shoulders
    collar: str = "plain"        # plain | ermine | ruff
    sleeve: str | None = None    # sleeve colour (default: the robe's)
    hose: tuple = ("#d2322d", "#2f6db5")
    sign: float = 1.0            # size of the held sign relative to the usual
    look: float = 0.0            # eyes turned (negative: to the viewer's left)
    coat: tuple = ("#efe6d2", "#b89d6a")   # the Cavallo's horse: coat and mane
    horse: str = "walk"          # walk | rear | behind
    cloth: str = "#d2322d"       # the horse's saddle cloth


SHOULDER_R, SHOULDER_L = (42, 100), (-42, 100)
CONTOUR = 3.4   # the outline of a figure's silhouette: heavier than the inner lines


def rotate_pt(x: float, y: float, deg: float) -> tuple[float, float]:
    a = math.radians(deg)
    return x * math.cos(a) - y * math.sin(a), x * math.sin(a) + y * math.cos(a)


ROUND = 150.0   # height of a held coin or cup: read at a glance at 80 px
THICK = 1.45    # long signs held by a figure are drawn this much stouter than a pip


@dataclass(frozen=True)
class Grip:
    """Where a figure holds its suit sign: the hand, the turn of a long sign (degrees)
    and the sign's size (height of a coin or cup, length of a club or sword)."""
    hand: tuple
    angle: float
    size: float


@dataclass(frozen=True)
class Box:
    """A bounding box in a figure's frame."""
    top: float
    left: float
    right: float
    bottom: float

    def union(self, other: "Box") -> "Box":
        return Box(min(self.top, other.top), min(self.left, other.left),
                   max(self.right, other.right), max(self.bottom, other.bottom))


def sign_centre(suit: str, grip: Grip) -> tuple[float, float]:
    """Centre of the held sign: coins and cups rest on the hand, clubs and swords are
    gripped a little below their middle."""
    x, y = grip.hand
    if suit in "DC":
        return x, y - grip.size * (0.42 if suit == "D" else 0.36)
    dx, dy = rotate_pt(0, grip.size * (0.36 if suit == "S" else 0.34), grip.angle)
    return x - dx, y - dy


def sign_box(suit: str, grip: Grip) -> Box:
    cx, cy = sign_centre(suit, grip)
    if suit in "DC":
        r = grip.size / 2
        return Box(cy - r, cx - r, cx + r, cy + r)
    ex, ey = rotate_pt(0, grip.size / 2, grip.angle)
    half = grip.size * 0.17  # the guard of a sword, the stubs of a club
    return Box(cy - abs(ey) - half, cx - abs(ex) - half, cx + abs(ex) + half, cy + abs(ey) + half)


def held_sign(pal: dict, variants: dict, suit: str, grip: Grip) -> str:
    """The suit sign in the hand: large and stout, so it names the suit at table size."""
    cx, cy = sign_centre(suit, grip)
    if suit in "DC":
        return held(group([suits.sign(suit, variants, pal)], tx=cx, ty=cy, scale=grip.size / 100))
    thick = THICK * (2.2 if variants[suit] == "curved" else 1.0)  # a slender sabre: stouter
    return held(group([suits.sign(suit, variants, pal, grip.size / thick)], tx=cx, ty=cy,
                      rotate=grip.angle, scale=thick))


def held(drawn: str) -> str:
    """The held suit sign, marked so tests can measure how much of the card it covers."""
    return f'<g id="held">{drawn}</g>'


def hand_dot(pal: dict, x: float, y: float, r: float = 9.0) -> str:
    return circle(x, y, r, pal["skin"], pal["ink"], 1.6)


def cuff(pal: dict, elbow, hand, colour: str) -> str:
    """A turned-back cuff at the wrist, the last stretch of the forearm before the hand."""
    (ex, ey), (hx, hy) = elbow, hand
    a = (ex + (hx - ex) * 0.62, ey + (hy - ey) * 0.62)
    b = (ex + (hx - ex) * 0.8, ey + (hy - ey) * 0.8)
    return limb([a, b], colour, 23, pal["ink"], 2)


POSES = {
    # hold: elbow, hand, the turn and the length of a long sign; coins and cups are held
    # out beside the head or the shoulder, clear of the body, whatever the pose says
    "raised": ((100, 158), (118, 136), 0, 250),
    "shoulder": ((96, 176), (100, 182), 12, 250),
    "upright": ((96, 178), (108, 186), 0, 255),
    "point_down": ((86, 168), (100, 160), 180, 300),
    "chest": ((44, 196), (0, 214), 0, 170),
    "out": ((108, 156), (134, 152), 8, 250),
    "aloft": ((80, 70), (64, 26), -62, 220),
}


def grip(look: Look, suit: str) -> Grip:
    elbow, hand, angle, length = POSES[look.hold]
    if suit in "DC":
        size = (130 if look.hold == "chest" else ROUND) * look.sign
        if look.hold not in ("chest", "out"):  # raised beside the head
            hand = POSES["raised"][1]
        return Grip(hand, 0, size)
    return Grip(hand, angle, length * look.sign)


def right_arm(pal: dict, look: Look, suit: str, variants: dict, sleeve: str) -> list[str]:
    g = grip(look, suit)
    elbow = POSES[look.hold][0]
    if suit in "DC" and look.hold not in ("chest", "out"):
        elbow = POSES["raised"][0]
    p = [limb([SHOULDER_R, elbow, g.hand], sleeve, 21, pal["ink"]),
         cuff(pal, elbow, g.hand, look.trim)]
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


OTHER = {
    # other: (elbow, hand) of the arm on the viewer's left
    "hip": ((-74, 158), (-44, 198)),
    "mantle": ((-72, 150), (-60, 196)),
    "branch": ((-76, 170), (-66, 164)),
    "head": ((-88, 140), (-80, 118)),
    "moon": ((-84, 140), (-70, 118)),
    "axe": ((-80, 166), (-68, 170)),
    "seal": ((-70, 168), (-36, 172)),
    "coin": ((-78, 160), (-60, 176)),
    "both": ((-44, 196), (-16, 212)),
}


def left_arm(pal: dict, look: Look, suit: str, variants: dict, sleeve: str) -> list[str]:
    elbow, hand = OTHER[look.other]
    p = [limb([SHOULDER_L, elbow, hand], sleeve, 21, pal["ink"]), cuff(pal, elbow, hand, look.trim)]
    if look.other == "coin":
        p.append(group([suits.sign("D", variants, pal)], tx=hand[0], ty=hand[1] - 30, scale=0.62))
    elif look.other == "mantle" and look.mantle:
        p.append(path(smooth([(hand[0] - 4, hand[1]), (hand[0] - 22, hand[1] + 50),
                              (hand[0] - 16, hand[1] + 110)], closed=False), None, pal["ink"], 3))
    else:
        p.append(attribute(pal, look.other, hand))
    p.append(hand_dot(pal, *hand))
    return p


# how far left each second attribute (and its arm) reaches; how high each headgear rises
LEFT = {"hip": -92, "mantle": -108, "branch": -112, "head": -116, "moon": -124, "axe": -100,
        "seal": -100, "coin": -104, "both": -92}
TOP = {"arched": -64, "crown": -50}


def extent(look: Look, suit: str) -> Box:
    """The box the standing figure, its attribute and its held sign fill."""
    left = min(LEFT[look.other], -108 if look.mantle else 0)
    body = Box(TOP.get(look.hat, -44), left, 108 if look.mantle else 92, 400)
    return body.union(sign_box(suit, grip(look, suit)))


GARMENTS = {
    "tunic": [(16, 78), (46, 92), (48, 140), (40, 196), (60, 264)],
    "gown": [(16, 78), (42, 92), (42, 140), (34, 192), (60, 290), (82, 388)],
    "robe": [(16, 78), (50, 92), (54, 150), (62, 260), (76, 388)],
}


def standing(pal: dict, look: Look, suit: str, variants: dict, cut: float | None = None) -> str:
    """A Fante or Re standing, feet at y = 400 (or cut off at y = cut)."""
    ink = pal["ink"]
    robe, trim = look.robe, look.trim
    sleeve = look.sleeve or robe
    p = []
    if look.mantle:  # falls from the shoulders behind the figure
        m = sym([(30, 80), (70, 96), (92, 220), (104, 394)])
        p.append(path(smooth(clamp(m, cut), tension=0.5), sheen(look.mantle, -104, 104), ink, CONTOUR))
        p.append(path(smooth(stop_line([(-70, 110), (-86, 240), (-96, 392)], cut, 2), closed=False),
                      None, tone(look.mantle), 3))
    if look.garment == "tunic" and cut is None:  # legs in parti-coloured hose, shoes
        for s, colour in ((-1, look.hose[0]), (1, look.hose[1])):
            p.append(limb([(s * 18, 250), (s * 20, 320), (s * 22, 376)], colour, 24, ink))
            p.append(ellipse(s * 27, 386, 19, 9, pal["wood_dk"], ink, 1.8))
    elif cut is None:
        for s in (-1, 1):
            p.append(ellipse(s * 24, 392, 18, 8, pal["wood_dk"], ink, 1.8))
    body = sym(GARMENTS[look.garment])
    p.append(path(smooth(clamp(body, cut), tension=0.45), sheen(robe, -60, 70, light=1.25), ink, CONTOUR))
    p.append(pattern(clamp(body, cut), robe, look.pattern, 26, ink))
    if look.garment != "tunic":  # folds of a long garment: thin lines in its shadow tone
        fold = shade(robe, 0.66)
        for sx in (-1, 1):
            pts = [(sx * 26, 214), (sx * 32, 290), (sx * 40, 370)]
            if cut is None or cut > 240:
                p.append(path(smooth(stop_line(pts, cut, 2), closed=False), None, fold, 2.2))
    bottom = {"tunic": 262, "gown": 384, "robe": 386}[look.garment]
    if cut is not None:
        bottom = min(bottom, cut)
    # central band with buttons, a hem band, the belt
    p.append(path(poly([(-8, 92), (8, 92), (12, bottom), (-12, bottom)]), trim, ink, 1.6))
    for y in range(106, int(bottom) - 8, 20):
        p.append(circle(0, y, 3.6, pal["gold"], ink, 1))
    if cut is None or cut > 270:
        hem = {"tunic": (244, 258, 46, 58), "gown": (350, 372, 72, 80), "robe": (354, 376, 70, 74)}
        y0, y1, x0, x1 = hem[look.garment]
        p.append(path(poly([(-x0, y0), (x0, y0), (x1, y1), (-x1, y1)]), trim, ink, 1.6))
        for i in range(-3, 4):
            p.append(circle(i * x0 / 3.6, (y0 + y1) / 2, 3, pal["gold"], ink, 0.9))
    if cut is None or cut > 205:
        p.append(path(poly([(-40, 190), (40, 190), (40, 203), (-40, 203)]), pal["wood_dk"], ink, 1.6))
        p.append(path(poly([(-8, 188), (8, 188), (8, 205), (-8, 205)]), pal["gold"], ink, 1.4))
    # collar
    if look.collar == "ermine":
        p.append(path(smooth([(-54, 94), (-30, 78), (0, 90), (30, 78), (54, 94), (44, 122), (0, 126),
                              (-44, 122)], tension=0.6), pal["ermine"], ink, 1.8))
        for x, y in ((-36, 104), (-16, 112), (6, 114), (26, 108), (42, 100)):
            p.append(path(poly([(x, y - 4), (x + 2.6, y + 4), (x - 2.6, y + 4)]), ink, None))
    elif look.collar == "ruff":
        p.append(path(smooth([(-34, 84), (0, 98), (34, 84), (30, 76), (0, 86), (-30, 76)]),
                      pal["white"], ink, 1.6))
        for x in range(-28, 30, 8):
            p.append(path(poly([(x, 80 + abs(x) * -0.15 + 6), (x, 88 + abs(x) * -0.2 + 6)], False),
                          None, ink, 1))
    else:
        p.append(path(smooth([(-32, 86), (0, 102), (32, 86), (26, 80), (0, 92), (-26, 80)]),
                      pal["white"], ink, 1.4))
    # puffed shoulders in the trim colour
    for s in (-1, 1):
        p.append(ellipse(s * 44, 102, 15, 12, sheen(trim, s * 44 - 15, s * 44 + 15), ink, 1.6))
    p += left_arm(pal, look, suit, variants, sleeve)
    p += right_arm(pal, look, suit, variants, sleeve)
    p.append(people.head(pal, look.face, look.hat, look.hair, look.hat_colour, trim, look=look.look))
    if look.other == "both":  # the left hand over the held sign too
        p.append(hand_dot(pal, -16, 212))
    return "".join(p)
