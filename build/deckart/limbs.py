"""Arms and legs as shaped, modelled forms instead of bent tubes of one width.

A limb is a chain of joints (shoulder, elbow, wrist; hip, knee, ankle) with a width at
each and a fullness between them (a sleeve's fullness, a calf): its outline is one
filled shape whose outer side juts at the bend (the point of the elbow, the knee) and
whose inner side is pinched, with creases in the crook. It is lit from the upper left
like the rest of the figure: a translucent shadow along the far side, a light streak
along the near one (the same veils as drapery.py), so it shades any colour.

Shared by every style's figures: the standing Fante and Re (arms.py, costume.py) and the
riders (riders.py)."""
from __future__ import annotations

import math

from . import hatching
from .svg import highlight, path, poly, shadow, smooth
from .svg import shade_hex as shade

LIGHT = (-0.5, -0.86)   # where the light comes from (upper left), as in svg.sheen
SHADOW_ALPHA, LIGHT_ALPHA = 0.2, 0.26


def unit(a, b) -> tuple[float, float]:
    dx, dy = b[0] - a[0], b[1] - a[1]
    d = math.hypot(dx, dy) or 1.0
    return dx / d, dy / d


def normal(u) -> tuple[float, float]:
    return -u[1], u[0]


def _at(p, n, k: float) -> tuple[float, float]:
    return p[0] + n[0] * k, p[1] + n[1] * k


def spine(joints, widths, full) -> list[tuple]:
    """The limb's middle line sampled: (point, unit normal, half width, is_joint) for
    each joint and a point within each segment where it is fullest. `full` per segment:
    (where along it, 0-1, and how much wider than the joints' mean)."""
    out = []
    for i, j in enumerate(joints):
        if i == 0:
            n = normal(unit(j, joints[1]))
        elif i == len(joints) - 1:
            n = normal(unit(joints[i - 1], j))
        else:
            a, b = normal(unit(joints[i - 1], j)), normal(unit(j, joints[i + 1]))
            n = unit((0, 0), (a[0] + b[0], a[1] + b[1])) if (a[0] + b[0], a[1] + b[1]) != (0, 0) else a
        out.append((j, n, widths[i] / 2, True))
        if i < len(joints) - 1:
            t, k = full[i]
            nxt = joints[i + 1]
            m = (j[0] + (nxt[0] - j[0]) * t, j[1] + (nxt[1] - j[1]) * t)
            w = (widths[i] * (1 - t) + widths[i + 1] * t) / 2 * k
            out.append((m, normal(unit(j, nxt)), w, False))
    return out


def bend_side(joints, i: int) -> int:
    """Which side (+1 along the normal, -1 against it) is the crook of joint i."""
    u1, u2 = unit(joints[i - 1], joints[i]), unit(joints[i], joints[i + 1])
    cross = u1[0] * u2[1] - u1[1] * u2[0]
    if abs(cross) < 0.12:
        return 0
    return 1 if cross > 0 else -1


def miter(joints, i: int) -> float:
    """How far out (in half widths) the two edges of a limb meet on the inside of joint i."""
    u1, u2 = unit(joints[i - 1], joints[i]), unit(joints[i], joints[i + 1])
    half = math.sqrt(max(0.0, (1 + u1[0] * u2[0] + u1[1] * u2[1]) / 2))
    return min(1 / max(half, 0.3), 1.8)


def outline(joints, widths, full, jut: float = 1.12,
            pinch: float = 0.9) -> tuple[list, list, list]:
    """Both sides of the limb's outline (start to end) and its sampled spine; the
    joints' outer side juts, their crook is pinched; a round cap at the start."""
    sp = spine(joints, widths, full)
    sides = ([], [])
    for idx, (p, n, h, joint) in enumerate(sp):
        for si, s in enumerate((1, -1)):
            k = 1.0
            if joint and 0 < idx < len(sp) - 1:
                crook = bend_side(joints, idx // 2)
                # the crook's corner a little inside where the two inner edges meet (a
                # sharp bend meets them further out): a slight notch, never a loop
                k = 1.0 if crook == 0 else (pinch * miter(joints, idx // 2) if s == crook else jut)
            sides[si].append(_at(p, n, s * h * k))
    return sides[0], sides[1], sp


def shape(joints, widths, full, colour: str, ink: str, sw: float, cap: bool = True,
          jut: float = 1.12, pinch: float = 0.9, creases: bool = True,
          hatch: bool = False) -> list[str]:
    """The limb drawn: the filled outline, its shading (`hatch`: engraved too),
    creases in the crook."""
    left, right, sp = outline(joints, widths, full, jut, pinch)
    ring = list(left) + list(reversed(right))
    if cap:  # the round end (shoulder, hip)
        ring.append(_at(joints[0], unit(joints[0], joints[1]), -sp[0][2] * 0.75))
    out = [path(smooth(ring, tension=0.55), colour, ink, sw)]
    out += modelling(sp, joints, colour if hatch else None)
    if creases:
        for i in range(1, len(joints) - 1):
            crook = bend_side(joints, i)
            if crook:
                out += crook_lines(joints[i], sp[2 * i][1], sp[2 * i][2], crook, unit(joints[i - 1], joints[i]),
                                   shade(colour, 0.55))
    return out


def modelling(sp, joints, hatch: str | None = None) -> list[str]:
    """A shadow band along the side turned from the light (one band for each run of
    segments turned the same way, so it follows the bend; with `hatch`, the cloth's
    colour, engraved strokes across it too) and a light streak along the other side of
    the first, broadest segment."""
    strokes = []
    sides = []
    for i in range(len(joints) - 1):
        n = sp[2 * i + 1][1]
        sides.append(1 if n[0] * LIGHT[0] + n[1] * LIGHT[1] < 0 else -1)  # away from the light
    out, i = [], 0
    while i < len(sides):
        j = i
        while j + 1 < len(sides) and sides[j + 1] == sides[i]:
            j += 1
        run, dark = sp[2 * i: 2 * j + 3], sides[i]
        if hatch and math.dist(run[0][0], run[-1][0]) > 2 * max(h for _, _, h, _ in run):  # (a stub
            # of a forearm folded back on its upper arm would be cross-hatched by the two runs)
            rim = [_at(p, nn, dark * h * 0.96) for p, nn, h, _ in run]
            strokes += hatching.along(rim, -dark, [h * 0.9 for _, _, h, _ in run], slant=0.2)
        else:
            band = [_at(p, nn, dark * h * 0.28) for p, nn, h, _ in run]
            edge = [_at(p, nn, dark * h * 0.9) for p, nn, h, _ in run]
            out.append(shadow(smooth(band + edge[::-1], tension=0.5), SHADOW_ALPHA))
        i = j + 1
    if strokes:
        out.append(hatching.draw(strokes, hatch))
    seg, dark = sp[0:3], sides[0]
    a = [_at(p, nn, -dark * h * 0.38) for p, nn, h, _ in seg]
    b = [_at(p, nn, -dark * h * 0.62) for p, nn, h, _ in seg]
    # the streak stops short of both joints
    a[0], b[0] = _mix(a[0], a[1], 0.55), _mix(b[0], b[1], 0.55)
    a[2], b[2] = _mix(a[2], a[1], 0.45), _mix(b[2], b[1], 0.45)
    out.append(highlight(smooth(a + b[::-1], tension=0.5), LIGHT_ALPHA))
    return out


def _mix(a, b, t: float):
    return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t


def crook_lines(j, n, h: float, crook: int, u, colour: str) -> list[str]:
    """Two short creases of cloth fanning from the crook of a bent joint (one path)."""
    inner = _at(j, n, crook * h * 0.78)
    d = ""
    for back, reach in ((-0.45, 0.55), (0.35, 0.4)):
        a = (inner[0] + u[0] * h * back, inner[1] + u[1] * h * back)
        d += poly([a, _at(a, n, -crook * h * reach)], False)
    return [path(d, None, colour, 1.3)]


ARM_WIDTH = 21.0  # an arm in its sleeve (arm()'s width)


def arm(pal: dict, shoulder, elbow, hand, colour: str, cuff_colour: str, width: float = ARM_WIDTH,
        sw: float = 4.0, hatch: bool = False) -> list[str]:
    """An arm in its sleeve from the shoulder through the elbow to the wrist before the
    hand: full at the shoulder, narrowing to the wrist, the point of the elbow out; a
    turned-back cuff flaring over the wrist; a sleeve over 1.5 times a plain arm's width
    (the column figures' sleeves, standing.SLEEVE_W; review 13h: flat flap sleeves) has
    the cloth gathered in slanting folds across it (sleeve_folds) and its cuff as near
    the hand as a plain arm's (8 units: 8 times the sleeve's breadth left the hand
    floating clear of the cuff, review 16). The hand (holding.hand_dot) goes on top."""
    k = width / 21.0
    broad = width > ARM_WIDTH * 1.5
    u = unit(elbow, hand)
    reach = 8 if broad else 8 * k
    wrist = (hand[0] - u[0] * reach, hand[1] - u[1] * reach)
    widths = [27 * k, 19 * k, 15 * k]
    out = shape([shoulder, elbow, wrist], widths, [(0.45, 1.1), (0.4, 1.06)], colour, pal["ink"], sw,
                hatch=hatch)
    if broad:
        out.append(sleeve_folds(shoulder, elbow, wrist, widths, colour))
    out.append(cuff(pal, elbow, wrist, cuff_colour, k))
    return out


# a broad sleeve's folds (where along the upper arm or forearm, 0-1): two gathered above
# the elbow, one across the forearm (review 13h: flat flap sleeves, paper dolls)
FOLDS = ((0, 0.42), (0, 0.72), (1, 0.45))


def sleeve_folds(shoulder, elbow, wrist, widths, colour: str) -> str:
    """Slanting folds across a sleeve (one path in a darker tone of the cloth), each from
    near one edge curving over most of its breadth."""
    joints, d = [shoulder, elbow, wrist], ""
    for seg, t in FOLDS:
        a, b = joints[seg], joints[seg + 1]
        u = unit(a, b)
        n = normal(u)
        h = (widths[seg] * (1 - t) + widths[seg + 1] * t) / 2
        m = _mix(a, b, t)
        ends = [_at(_at(m, u, h * 0.3), n, h * 0.85), _at(m, n, h * 0.1), _at(_at(m, u, -h * 0.2), n, -h * 0.55)]
        d += smooth(ends, closed=False)
    return path(d, None, shade(colour, 0.58), 2.2)


def cuff(pal: dict, elbow, wrist, colour: str, k: float = 1.0) -> str:
    """A turned-back cuff, narrow at the forearm and flaring over the wrist."""
    u = unit(elbow, wrist)
    n = normal(u)
    back = (wrist[0] - u[0] * 11 * k, wrist[1] - u[1] * 11 * k)
    tip = (wrist[0] + u[0] * 2 * k, wrist[1] + u[1] * 2 * k)
    pts = [_at(back, n, 9 * k), _at(tip, n, 11.5 * k), _at(tip, n, -11.5 * k), _at(back, n, -9 * k)]
    return path(poly(pts), colour, pal["ink"], 1.8)


def leg(pal: dict, hip, knee, ankle, colour: str, width: float = 24.0, sw: float = 4.0,
        hatch: bool = False) -> list[str]:
    """A leg in hose: the thigh full from the hip, the knee, the calf swelling below it,
    slim at the ankle (the shoe goes on top; `hatch`: engraved, shape())."""
    k = width / 24.0
    return shape([hip, knee, ankle], [28 * k, 19 * k, 13 * k], [(0.4, 1.08), (0.3, 1.3)],
                 colour, pal["ink"], sw, jut=1.08, pinch=0.95, creases=False, hatch=hatch)


def leg_joints(top, knee, hoof, pastern: float = 0.0) -> list[tuple]:
    """A horse's leg's joints: top, knee (or hock), fetlock, hoof (see horse_leg)."""
    fetlock = _mix(knee, hoof, 0.8)
    if pastern:
        fetlock = (fetlock[0] + pastern, fetlock[1] - pastern * 0.3)
    return [top, knee, fetlock, hoof]


def horse_leg(pal: dict, top, knee, hoof, colour: str, width: float = 19.0,
              sw: float = 3.6, pastern: float = 0.0, gaskin: float = 1.0,
              hatch: bool = False) -> list[str]:
    """A horse's leg from the body through the knee (or hock) to the hoof: muscled and
    broad above the joint, a slim cannon, the knob of the fetlock, the pastern into the
    hoof (drawn on top by horses.py); `pastern` sets the fetlock that far back (+x, the
    horse facing left), so the pastern slopes down and forward to the hoof as a horse's
    does, not a straight stick from knee to ground; `gaskin` broadens a hind leg's
    muscle above the hock and slims the cannon below it (a stick of even width reads
    stiff)."""
    k = width / 19.0
    return shape(leg_joints(top, knee, hoof, pastern),
                 [30 * k * gaskin, 15 * k, 15 * k / gaskin ** 0.5, 12 * k],
                 [(0.3, 1.18 * gaskin), (0.5, 0.8), (0.5, 0.85)], colour, pal["ink"], sw,
                 jut=1.12, pinch=0.95, creases=False, hatch=hatch)
