"""The Cavallo's rider on his horse: where he sits, how he holds his sign (raised,
lifted, forward, upright, sloped, brandished, swung aloft), the reins, his legs, and the
box horse, rider and sign fill (horse frame of horses.py)."""
from __future__ import annotations

from . import arms, costume, drapery, hatching, holding, knight, limbs, people
from .behind import (BEHIND_LIFT, behind_head, horse_behind, horse_behind_half, rider_astride,
                     saddle_skirt, croup_behind)
from .behind import muzzle as behind_muzzle
from .emblems import limb
from .horses import (BIT, CARRIAGES, CLEAR, GAITS, HALF_TAIL, HIPS, PASTERN, TILT, carriage,
                     half_head, half_pose, horse_half, horse_walk, tilted)
from .looks import MIENS, Look
from .svg import ellipse, group, path, poly, sheen, smooth

RIDER_SCALE = 0.7
RIDER_SCALE_HALF = 0.8  # a larger rider fills the half of a double-headed card
RIDER_LEAN = 12.0       # degrees the rider of a rearing half horse leans forward

SIGN_HAND = (96.0, 132.0)   # the rider's raised hand, up and back over the horse's rump
LONG_HAND = (100.0, 150.0)  # the hand gripping an upright club or sword
FORE_HAND = (-92.0, 86.0)   # held forward over the horse's head
HALF_FORE_HAND = (-58.0, 18.0)   # on a half: held up before him over the horse's neck
HIGH_HAND = (100.0, 60.0)   # lifted high behind his head
HALF_HIGH_HAND = (108.0, 26.0)   # on a half: lifted at arm's length beside his head
REINS = {   # the other arm (shoulder, elbow, hand, in the rider's frame)
    "low": [(-42, 100), (-62, 150), (-44, 178)],    # the reins held low before the saddle
    "high": [(-42, 100), (-74, 150), (-62, 118)],   # gathered up before the chest
    "hip": [(-42, 100), (-84, 138), (-44, 170)],    # the fist on the hip, the elbow out
}
RIDER_POSES = {
    # long signs: the hand, the sign's turn and length
    "aloft": ((58.0, 40.0), -58, 275),      # a sabre swung over the head
    "brandish": ((74.0, 44.0), 24, 250),    # raised high at arm's length
    "sloped": ((52.0, 146.0), 40, 250),     # carried sloped over the shoulder
    "out": ((112.0, 128.0), 14, 240),       # held out behind, leaning back
    "raised": ((82.0, 66.0), 12, 235),      # raised up beside his head, the point high
}
# a sabre held level over the head, the blade forward over the horse's ears: the hand
# (in the rider's frame, so it rises with a larger rider), the turn, the length
OVERHEAD = ((66.0, -22.0), -90, 250)


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
            return holding.Grip(at(FORE_HAND if cut is None else HALF_FORE_HAND), 0,
                                holding.ROUND * (0.9 if cut is not None else 0.95) * look.sign)
        if look.hold == "high" or cut is not None:  # lifted above his head: on a half the
            # sign fills the height over the rider instead of widening the figure (held
            # "high", out at arm's length, its foot clear of his hat)
            half = HALF_HIGH_HAND if look.hold == "high" else (84.0, 40.0)
            return holding.Grip(at(HIGH_HAND if cut is None else half), 0,
                                holding.ROUND * 0.95 * look.sign)
        return holding.Grip(at((SIGN_HAND[0], SIGN_HAND[1] - lift)), 0, holding.ROUND * 0.95 * look.sign)
    if look.hold == "overhead":
        (hx, hy), angle, length = OVERHEAD
        k = rider_scale(look, cut)
        return holding.Grip((HIPS[0] + hx * k, HIPS[1] - seat_lift(look, cut) + (hy - 200) * k), angle,
                            length * look.sign)
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
    own = look.forehand == "own" and cut is not None
    head = CARRIAGES["usual" if own else look.head]
    muzzle = tilted(carriage([(-170.0, 162.0)], tilt, head), tilt)[0][0]  # a lifted forehand draws the head in
    if own:  # the Piacentine half horse's head, or a foreleg pawing forward
        muzzle = min(knight.muzzle(look.head, look.horse), knight.pose(look.horse).near[2][0] - 16)
    elif cut is None:  # a foreleg lifted forward may reach further than the head
        muzzle = min(muzzle, min(x for x, _ in tilted(GAITS.get(look.horse, GAITS["walk"])[1], tilt)) - 16)
    else:  # a half's head placed by its pose (or turned back, seen from behind), and a
        # foreleg pawing forward may reach further
        pose = half_pose(look.horse)
        muzzle = (behind_muzzle() if look.horse == "behind" else
                  min(half_head(pose, [(-170.0, 162.0)])[0][0], pose.near[2][0] - 16))
    hoof = tilted([(92.0, 398.0)], tilt)[0][1]      # and sinks the hind hooves a little
    body = holding.Box(min(-12.0, HIPS[1] - seat_lift(look, cut) - 240 * rider_scale(look, cut)),
                       min(muzzle, -120.0),
                       144.0 if cut is None else HALF_TAIL, max(hoof, 398.0))
    box = body.union(holding.sign_box(suit, rider_grip(look, suit, cut), variant))
    return box.mirrored() if look.mirror else box


def rider(pal: dict, look: Look, suit: str, variants: dict, cut: float | None = None,
          compact: bool = False) -> str:
    """Cavallo: the horse with a rider holding his suit's sign up behind him, reins in
    the other hand (`compact`: the coat's motif written compactly, people.pattern)."""
    ink = pal["ink"]
    coat, mane = look.coat
    behind = look.horse == "behind"
    tilt = TILT.get(look.horse, 0.0) if cut is None else 0.0
    if behind and cut is not None:  # the halves' horses marked for the tests
        legs = rider_astride(pal, look, cut)
        p = [f'<g id="horse">{"".join(horse_behind_half(pal, coat, mane, look.cloth, look.trim, cut, legs))}</g>']
        p += saddle_skirt(pal, look)
    elif behind:
        p = horse_behind(pal, coat, mane, look.cloth, look.trim, cut)
    elif cut is not None:  # the forehand (the Piacentine draw their own: knight.py)
        scallop = look.caparison == "scallop"
        half = (knight.knight_half(pal, coat, mane, look.cloth, look.trim, cut, look.horse, scallop,
                                   look.head, look.dapple, look.hatch, look.harness)
                if look.forehand == "own" else
                horse_half(pal, coat, mane, look.cloth, look.trim, cut, look.horse, scallop,
                           look.hatch))
        p = [f'<g id="horse">{"".join(half)}</g>']
    else:
        # every whole horse on shaped legs: sloping pasterns, hind legs muscled above the
        # hock (the plain leggibili horses stood on straight sticks)
        p = horse_walk(pal, coat, mane, look.cloth, look.trim, cut, tilt,
                       look.horse if look.horse in GAITS else "walk", CARRIAGES[look.head], PASTERN,
                       look.hatch)
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
    body.append(people.pattern(torso, look.robe, look.pattern, 24, ink, compact))
    if look.hatch:  # engraved down the side away from the light
        body.append(hatching.draw(hatching.along(torso[1:5], 1, 16.0), look.robe))
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
    reins = [(42, 100), (44, 160), (-16, 166)] if forward else REINS[look.reins]
    if behind:  # his back to us, head turned to show his profile
        body.append(people.head(pal, "profile", look.hat, look.hair, look.hat_colour, look.band,
                                long=look.long))
    else:
        body.append(people.head(pal, look.face, look.hat, look.hair, look.hat_colour, look.band,
                                look=-2, long=look.long, mien=MIENS[look.mien],
                                line=hatching.FINE if look.hatch else 1.0, printed=look.printed))
    body += limbs.arm(pal, *reins, sleeve, look.trim, 20, hatch=look.hatch)
    body.append(holding.hand(pal, look, *reins[2], 9.0, reins[1]))
    p.append(f'<g id="rider">{group(body, tx=tx, ty=ty, scale=k)}</g>')  # marked for the tests
    # the sign arm, drawn in the horse's frame so the sign keeps its full size
    shoulder = (tx + (-42 if forward else 42) * k, ty + 100 * k)
    hx, hy = g.hand
    if hy < shoulder[1] - 30 and forward:  # raised before him: the elbow out in front
        elbow = (min(shoulder[0], hx) - 16, (shoulder[1] + hy) / 2 + 8)
    elif hy < shoulder[1] - 30:  # raised: the elbow out to the side
        elbow = (max(shoulder[0], hx) + 16, (shoulder[1] + hy) / 2 + 8)
    else:
        elbow = ((shoulder[0] + hx) / 2 + 6, max(shoulder[1], hy) + 14)
    p += limbs.arm(pal, shoulder, elbow, g.hand, sleeve, look.trim, 21 * k, 4.0 * k, hatch=look.hatch)
    if look.sleeves == "slashed":
        p += arms.puffs(pal, shoulder, elbow, look.trim)
    p.append(arms.held_by(pal, look, variants, suit, g))
    p.append(holding.hand(pal, look, hx, hy, holding.fist(suit, look.plain) * k, elbow, sign=True))
    hand = (tx + reins[2][0] * k, ty + reins[2][1] * k)
    if behind and cut is not None:  # to the head turned back at the left
        bit = behind_head([knight.BIT], True)[0]
    elif cut is not None and look.forehand == "own":
        bit = knight.bit(look.head, look.horse)
    elif cut is not None:
        bit = half_head(half_pose(look.horse), [BIT])[0]
    else:
        bit = tilted(carriage([BIT], tilt, CARRIAGES[look.head]), tilt)[0]
    lean = rider_lean(look, cut)
    if lean:  # the hand turned with the leaning rider, the bit stays with the horse
        dx, dy = holding.rotate_pt(hand[0] - HIPS[0], hand[1] - HIPS[1], -lean)
        hand = (HIPS[0] + dx, HIPS[1] + dy)
    rein = []   # drawn with the horse when the rider leans (not turned with him)
    if (not behind or cut is not None) and look.reins != "hip":
        (rein if lean else p).append(path(poly([hand, bit], False), None, look.harness or pal["red_dk"], 3))
    leg = rider_leg(look, cut)
    hose = look.hose[1] if not behind else look.hose[0]
    if len(leg) == 2:  # the thigh alone
        p.append(limb(leg, hose, 19, ink, 2.6))
    elif leg:  # the leg to the boot in the stirrup
        p += limbs.leg(pal, *leg, hose, 19, hatch=look.hatch)
        fx, fy = leg[-1][0] + 12, leg[-1][1]
        p.append(path(smooth([(fx - 26, fy - 6), (fx + 2, fy - 6), (fx + 6, fy + 12), (fx - 30, fy + 14)],
                             tension=0.3), pal["wood_dk"], ink, 1.8))
        p.append(path(poly([(fx - 24, fy + 16), (fx, fy + 16)], False), None, pal["gold"], 3))
    if behind and cut is not None:  # the croup, nearer than the rider, over his seat
        p.append(f'<g id="croup">{"".join(croup_behind(pal, coat, mane, cut, look.hatch))}</g>')  # for tests
    if lean:  # leaning forward over the neck (on a rearing horse), or sitting back,
        # turned about his seat
        hx, hy = HIPS
        p[horse_parts:] = [group([group(p[horse_parts:], tx=-hx, ty=-hy)], tx=hx, ty=hy,
                                 rotate=-lean)]
    drawn = "".join(p + rein)
    return group([drawn], flip_x=True) if look.mirror else drawn


def rider_leg(look: Look, cut: float | None) -> list:
    """The rider's near leg along the horse's side (hip, knee, ankle; on the Trevisane
    half only hip and knee, none seen from behind): the lower leg and the boot in the
    stirrup on a whole horse, and on a Piacentine half down to a boot over the saddle
    cloth's border, well above the middle line."""
    if look.horse == "behind" and cut is not None:
        return []
    if cut is None:  # the leg as long as the rider is tall
        g = rider_scale(look, cut) / RIDER_SCALE
        return [(HIPS[0] + 6, HIPS[1] + 4), (HIPS[0] - 26 * g, HIPS[1] + 42 * g),
                (HIPS[0] - 20 * g, HIPS[1] + 96 * g)]
    if look.forehand == "own":  # to a boot on the cloth's border, its toe forward, clear
        # of the line as the hooves (a boot at the line lay beside the turned one's)
        return [(HIPS[0] + 6, HIPS[1] + 4), (-36, cut - 60), (-30, cut - CLEAR + 4)]
    # only the thigh along the saddle, ending at the knee on the saddle cloth's border,
    # well above the middle line (a thigh reaching the line tangled with its mirror's)
    return [(HIPS[0] + 6, HIPS[1] + 4), (-30, min(cut - 40, 206))]


def rider_lean(look: Look, cut: float | None) -> float:
    """How far the rider leans forward (degrees; negative: sitting back): as his look
    says, or over the neck of a rearing half horse, unless he swings his sign aloft over
    his head or holds it level over it (the Trevisane Cavallo di spade sits up: leaning
    in, his sabre had no room)."""
    rearing = look.horse == "rear" and cut is not None and look.hold not in ("aloft", "overhead")
    return look.lean or (RIDER_LEAN if rearing else 0.0)
