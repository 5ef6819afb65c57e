"""How a court figure holds its suit sign: where the hand is (`Grip`), the box the
sign fills (`Box`), and the sign itself drawn large and stout so it names the suit at
table size. Shared by the standing figures (standing.py, arms.py) and the riders
(riders.py)."""
from __future__ import annotations

import math
from dataclasses import dataclass

from . import suits
from .svg import ellipse, group, path, poly, sheen, smooth
from .svg import shade_hex as shade

CONTOUR = 4.2   # the outline of a figure's silhouette: heavier than the inner lines
# a fingered hand (Look.hands "fingers"): this much the size of the closed hand, its
# lines this much as heavy and its fingers this much as thick as the plain fist's
FINGERED, FINE_LINE, SLIM_FINGERS = 0.92, 0.7, 0.85
ROUND = 150.0   # height of a held coin or cup: read at a glance at 80 px
THICK = 1.45    # long signs held by a figure are drawn this much stouter than a pip
CURVED_THICK = 2.2   # and a slender curved sabre this much more,
CURVED_GUARD = 0.75  # its guard narrowed to this (suits.sword), not a crescent as wide as a head
# per suit and variant, times THICK; the leggibili sword slender, its blade over three
# times its guard's width (drawn as stout as the clubs it was a short broad toy: review 13f);
# the Trevisane baton stouter (a thin gold stick at 80 px: blind reading f13 took the
# Fante, Cavallo and Re di bastoni for denari)
HELD_THICK = {("S", "curved"): CURVED_THICK, ("S", "dagger"): 0.69, ("S", "bold"): 0.88,
              ("B", "baton"): 1.25}
HELD_CAP = {("S", "bold"): 1.0}   # and not drawn stouter as it grows longer (suits.sign)
# a coin or cup wider than its size: the Piacentine broad bowl's rim reaches 0.525 of its
# size each side (suits.cup; taken as 0.5, the cup was drawn onto the frame line)
ROUND_HALF_WIDTH = {"vase": 0.53}


def rotate_pt(x: float, y: float, deg: float) -> tuple[float, float]:
    a = math.radians(deg)
    return x * math.cos(a) - y * math.sin(a), x * math.sin(a) + y * math.cos(a)


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

    def mirrored(self) -> "Box":
        return Box(self.top, -self.right, -self.left, self.bottom)


def sign_centre(suit: str, grip: Grip) -> tuple[float, float]:
    """Centre of the held sign: coins and cups rest on the hand, clubs and swords are
    gripped a little below their middle."""
    x, y = grip.hand
    if suit in "DC":
        return x, y - grip.size * (0.42 if suit == "D" else 0.36)
    dx, dy = rotate_pt(0, grip.size * (0.36 if suit == "S" else 0.34), grip.angle)
    return x - dx, y - dy


GUARD_REACH = 45.0   # the margin round a slender held sword however long (0.17 of 265)


def sign_box(suit: str, grip: Grip, variant: str = "") -> Box:
    """The box the held sign fills (`variant`: the style's variant of the sign). A curved
    sabre ("curved") is drawn far stouter than other long signs (held_sign), so its box is
    taken from the sabre's own outline, turned and scaled as drawn: blade bending to one
    side and broadening to its point, narrowed guard; the lidded cup ("trophy") reaches
    higher than it is wide."""
    cx, cy = sign_centre(suit, grip)
    if suit in "DC":
        r = grip.size / 2
        half = grip.size * ROUND_HALF_WIDTH.get(variant, 0.5)
        # the lidded cup's knob rises 0.63 of its size above its middle (suits.cup)
        return Box(cy - grip.size * (0.64 if variant == "trophy" else 0.5), cx - half, cx + half, cy + r)
    if suit == "S" and variant == "curved":
        thick = THICK * CURVED_THICK
        h = grip.size / thick / 2   # the sabre's half length in its own units (suits.sword)
        g = 17 * CURVED_GUARD + 1   # the guard's half width, its stroke and curve's overshoot
        outline = [(-g, h + 3), (g, h + 3), (-g, h - 28), (g, h - 28), (-8, 0), (10, 0),
                   (-4, -h * 0.55), (16, -h * 0.62), (6, -h * 0.9), (24, -h - 2)]
        pts = [rotate_pt(x * thick, y * thick, grip.angle) for x, y in outline]
        return Box(cy + min(y for _, y in pts), cx + min(x for x, _ in pts),
                   cx + max(x for x, _ in pts), cy + max(y for _, y in pts))
    ex, ey = rotate_pt(0, grip.size / 2, grip.angle)
    half = grip.size * 0.17  # the guard of a sword, the stubs of a club
    if variant == "dagger":  # a Piacentine sword is drawn longer, not broader (held_sign):
        half = min(half, GUARD_REACH)   # a long one's guard as broad as a usual one's
    return Box(cy - abs(ey) - half, cx - abs(ex) - half, cx + abs(ex) + half, cy + abs(ey) + half)


def held_sign(pal: dict, variants: dict, suit: str, grip: Grip) -> str:
    """The suit sign in the hand: large and stout, so it names the suit at table size."""
    cx, cy = sign_centre(suit, grip)
    if suit in "DC":
        return held(group([suits.sign(suit, variants, pal)], tx=cx, ty=cy, scale=grip.size / 100))
    # a slender sabre stouter (its guard narrowed); the Piacentine sword long and slender
    # as printed, no stouter than a pip (1.45x made a short broad toy of it)
    curved = variants[suit] == "curved"
    thick = THICK * HELD_THICK.get((suit, variants[suit]), 1.0)
    return held(group([suits.sign(suit, variants, pal, grip.size / thick, HELD_CAP.get((suit, variants[suit])),
                                  guard=CURVED_GUARD if curved else 1.0)], tx=cx, ty=cy,
                      rotate=grip.angle, scale=thick))


def held(drawn: str) -> str:
    """The held suit sign, marked so tests can measure how much of the card it covers."""
    return f'<g id="held">{drawn}</g>'


def fist(suit: str, plain: bool = False) -> float:
    """The radius of the hand holding a sign: a fist round a club's or a sword's grip is
    wider than the grip it closes on (larger still round the broad flat leggibili
    grips), a hand under a coin or a cup the usual size."""
    if suit in "BS":
        return 12.5 if plain else 10.5
    return 9.0


def hand_dot(pal: dict, x: float, y: float, r: float = 9.0) -> str:
    """A closed hand seen from the back: the fist a little wider than tall, shaded from
    the upper left, the thumb over it and the creases of the fingers."""
    ink, skin = pal["ink"], pal["skin"]
    k = r / 9.0
    return group([ellipse(0, 0, 10.4, 9, sheen(skin, -10, 10, -9, 9, light=1.12, dark=0.82), ink, 1.6),
                  path(smooth([(2, -8.6), (9, -4), (9.6, 3)], closed=False), None, ink, 0.9),
                  path("M4.5 -2.5 L9.5 -1.5 M4 2.2 L9 3.4", None, shade(skin, 0.7), 0.9),
                  ellipse(-5.2, -3.4, 4.4, 3.2, skin, ink, 1.1)],
                 tx=x, ty=y, scale=k)


def closed_hand(pal: dict, x: float, y: float, r: float, elbow: tuple | None, plain: bool,
                line: float = 1.0, slim: float = 1.0) -> str:
    """The hand at the end of an arm: a closed hand seen from the back (hand_dot), or on
    the high-legibility figures (`plain`) a fist turned along the forearm from `elbow`
    (the knuckles and the four curled fingers away from the wrist, the thumb over them),
    its lines `line` times as heavy and its fingers `slim` times as thick."""
    if not plain or elbow is None:
        return hand_dot(pal, x, y, r)
    ink, skin = pal["ink"], pal["skin"]
    dark = shade(skin, 0.72)
    p = [path(smooth([(-10, -8 * slim), (3, -10.5), (10, -8), (12.5, 0), (10, 8), (3, 10.5), (-10, 8 * slim)],
                     tension=0.7), sheen(skin, -10, 12, -10, 10, light=1.12, dark=0.84), ink, 1.6 * line)]
    for k, fy in enumerate((-6.9, -2.3, 2.3, 6.9)):  # the curled fingers, nails inwards
        fx = 12.2 if k in (1, 2) else 11.2
        p.append(ellipse(fx, fy, 4.3, 2.6 * slim, skin, ink, 1.1 * line))
        p.append(path(poly([(fx - 1.5, fy), (fx + 2.2, fy)], False), None, dark, 0.8 * line))
    p.append(path(poly([(1.5, -8), (3, 8)], False), None, dark, 0.9 * line))   # the knuckles' line
    p.append(path(smooth([(-7, -7.5), (1, -12.5), (9, -12.6), (11.5, -9.8), (3, -7.5)],
                         tension=0.6), skin, ink, 1.2 * line))                # the thumb over them
    turn = math.degrees(math.atan2(y - elbow[1], x - elbow[0]))
    return group(p, tx=x, ty=y, rotate=turn, scale=r / 9.0)


def hand(pal: dict, look, x: float, y: float, r: float, elbow: tuple | None,
         sign: bool = False) -> str:
    """A figure's hand as its look asks: the high-legibility fist (`plain`), a finer fist
    with its four fingers and thumb drawn in light lines (hands "fingers": the
    Napoletane, review 13f: the round mittens; hands "grip": only the hand holding the
    `sign`, the Piacentine, review 13h: hands that grip), or the closed hand seen from
    the back."""
    fingers = look.hands == "fingers" or (look.hands == "grip" and sign)
    if fingers and not look.plain:
        return closed_hand(pal, x, y, r * FINGERED, elbow, True, FINE_LINE, SLIM_FINGERS)
    return closed_hand(pal, x, y, r, elbow, look.plain)
