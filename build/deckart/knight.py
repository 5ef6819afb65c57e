"""The Piacentine Cavallo's half horse, a drawing of its own (not the Trevisane half of
horses.py): the forehand in profile with a large head carried high on a deep arched
neck, ears up, the mane in locks along the crest, as the printed Piacentine draw it;
the chest rounding down into the belly at the middle line, a foreleg lifted before it,
the barrel rounding in to the line behind the rider: the forequarters and the rider, as
printed, with no croup or tail (review 15: each half a whole horse cut at the line, its
tail and croup among the other half's). At 80 px its silhouette is a horse's head and neck
beside the rider's (the Trevisane half's small head, low at the end of a long barrel,
hid behind the rider: the blind readers took the Cavallo di spade for the Fante).

Frame as horses.py: the horse facing left, the rider's hips at HIPS, nothing below
the cut; `HEADS` turns head and neck up or down about the neck's root per horse."""
from __future__ import annotations

from . import hatching, holding, people, seam
from .horses import RISE_PIVOT, HalfPose, half_pose, leg_with_hoof, saddle_cloth, tilted
from .people import clamp
from .svg import circle, ellipse, highlight, luma, path, shadow, sheen, smooth
from .svg import shade_hex as shade

NECK_ROOT = (-40.0, 206.0)   # head and neck turn about here
GROW = 1.32   # and grow towards the poll (a head as large as the printed horses'; 1.22 before: at
# 80 px the Cavalli di spade and di bastoni were still read as Fanti)
HEADS = {"short": 38.0, "out": 12.0, "back": 16.0}   # Look.head: the neck raised (degrees)
# the head and neck as one outline, from the withers up the crest to the poll, down the
# face to the muzzle, back along the jaw to the throat and down the front of the neck
CREST = [(-24, 170), (-52, 128), (-82, 92), (-106, 64), (-124, 48)]
HEAD = [(-138, 50), (-156, 70), (-174, 98), (-190, 126), (-198, 142), (-194, 156), (-180, 162),
        (-166, 158), (-154, 146), (-140, 130), (-126, 126)]
THROAT = [(-128, 146), (-140, 176), (-146, 200), (-130, 220)]
EARS = ([(-126, 50), (-122, 14), (-108, 44)], [(-138, 52), (-142, 20), (-128, 46)])
EYE, NOSTRIL, BIT = (-150, 80), (-186, 140), (-174, 150)
# a white blaze down the face, forehead to nostrils: at 80 px it says "horse" (blind reading
# m13: the Cavalli were read as Fanti, "the horse not seen as a horse")
BLAZE = [(-142, 56), (-160, 78), (-178, 106), (-194, 134), (-190, 150), (-176, 146), (-160, 116),
         (-143, 90), (-130, 66)]
MUZZLE = (-200.0, 142.0)
CLOTH_DROP = 52.0   # the saddle cloth's border this far above the middle line, the flank
# under it (review 18: its scallops hung at the line beside the mirror's, a band of cloth
# across the card; horses.saddle_cloth's 34 before)
# the Piacentine half horses' forelegs (horses.HalfPose; rearing as horses.HALF_POSES):
# each folded high before the chest, every hoof at least horses.CLEAR above the line
POSES = {
    # at the canter: the head carried high, the near foreleg lifted, the knee forward and
    # the cannon folded back under it (the Cavallo di bastoni; no far hoof near the line;
    # review 13h: reaching out forward, the leg poked out sideways at the middle line)
    "canter": HalfPose(18.0, 6.0, ((-96, 196), (-180, 172), (-172, 198))),
    # collected, on the spot: the head tucked on an arched neck, the near foreleg lifted,
    # its cannon hanging down and tucked back under the knee, the far one bent behind
    # it (the Cavallo di coppe)
    "piaffe": HalfPose(-8.0, 5.0, ((-94, 196), (-172, 174), (-166, 198)),
                       ((-72, 198), (-104, 182), (-108, 200))),
    "rear": HalfPose(6.0, 16.0, ((-96, 192), (-178, 176), (-170, 204)),
                     ((-80, 196), (-134, 190), (-126, 214))),
}
# the body's back behind the saddle, rounding in to the line as the chest does (symmetric
# about horses.SEAM_CENTRE there, so the halves meet along a clean seam) to a girth 150 units
# wide (review 18: chest and barrel met the line across the whole half, 200 units, and ran on
# into the mirror's as one body of two horses, 9C worst)
BARREL = [(72, 170), (98, 182), (110, 204), (100, 230), (84, 244), (82, 262)]


# a dapple grey's spots (x, y): on the chest (turned up with the forehand), down the
# neck under the mane (carried with the head)
DAPPLES = {"body": [(-104, 212), (-86, 226), (-116, 232)],
           "neck": [(-92, 150), (-110, 172), (-76, 176), (-100, 196), (-66, 156)]}


def dapples(coat: str, up, head) -> list[str]:
    """Round lighter spots on a dapple grey's coat, each ringed by the darker coat (at 80
    px the horse a grey mass on the cream paper, at 400 px a dappled coat)."""
    spots = up(DAPPLES["body"]) + head(DAPPLES["neck"])
    light = shade(coat, 1.3)
    return [ellipse(x, y, 7.5, 6.5, light, None, extra='fill-opacity="0.7"') for x, y in spots]


def lit(coat: str) -> str:
    """The coat lit on a black horse (black on black, the ink outline lost the raised
    foreleg against the neck and chest: foreleg()), the coat itself otherwise."""
    return coat if luma(coat) > 90 else shade(coat, 1.5)


def foreleg(coat: str) -> str:
    """The raised near foreleg's colour: lit (lit()), and on a mid-toned coat a shade
    lighter than the chest and throat it is drawn over, so at table size the leg stands
    out from them (in the coat's own colour a sorrel's leg was lost on its neck)."""
    return lit(coat) if not 90 < luma(coat) < 200 else shade(coat, 1.12)


def pose(gait: str) -> HalfPose:
    """The forelegs' pose of a Piacentine half horse (horses.half_pose otherwise)."""
    return POSES.get(gait) or half_pose(gait)


def head_points(look_head: str, points):
    """Head and neck points turned up (or down) about the neck's root for this horse,
    the turn fading out down the neck (the chest stays where it is)."""
    a, (rx, ry) = HEADS.get(look_head, 0.0), NECK_ROOT
    out = []
    for x, y in points:
        w = min(max((ry + 14 - y) / 110, 0.0), 1.0)   # how far up the neck
        k = 1 + (GROW - 1) * w
        out += tilted([(rx + (x - rx) * k, ry + (y - ry) * k)], a * w, NECK_ROOT)
    return out


def bit(look_head: str, gait: str) -> tuple:
    """Where the reins meet the bit, in the horse frame (rearing turns the forehand up)."""
    return tilted(head_points(look_head, [BIT]), pose(gait).rise, RISE_PIVOT)[0]


def muzzle(look_head: str, gait: str) -> float:
    """How far left the head reaches."""
    pts = tilted(head_points(look_head, [MUZZLE] + HEAD), pose(gait).rise, RISE_PIVOT)
    return min(x for x, _ in pts) - 4


def knight_half(pal: dict, coat: str, mane: str, cloth: str, trim: str, cut: float,
                gait: str, scallop: bool, look_head: str, dapple: bool = False,
                hatch: bool = False) -> list[str]:
    """The Piacentine half horse: the far foreleg, the body curving in to the middle
    line before and behind the saddle, head and neck high at the left with the mane on
    the crest, modelled, and the bridle, the near foreleg lifted, the saddle cloth
    (`scallop`: edged in scallops); `gait` the forelegs' pose (POSES),
    `look_head` how the neck is raised (HEADS), `dapple` the coat dappled (DAPPLES),
    `hatch` a light coat engraved (hatching.py) down the chest, the barrel and the throat."""
    ink = pal["ink"]
    black = lit(coat) != coat   # a black coat lit more strongly from the head (review 13h:
    # a flat black lozenge), still dark (test_cavalli_horses_dark_against_their_riders); a
    # light one shaded more deeply away from the head (a white horse was an outline on the
    # cream paper at 80 px)
    hide = sheen(coat, -200, 132, light=1.3 if black else 1.22, dark=0.8 if black else 0.66)
    pose_ = pose(gait)

    def up(points):  # rearing: the forehand turned up about the saddle
        return tilted(points, pose_.rise, RISE_PIVOT)

    def H(points):  # head and neck: carried this horse's way, then turned up with the forehand
        return clamp(up(head_points(look_head, points)), cut)

    p = []
    if pose_.far:
        p += leg_with_hoof(pal, up(pose_.far), shade(coat, 0.74), 19)
    # the body: the chest rounding in to the girth at the line (SEAM_CENTRE +- 76), the
    # barrel behind the saddle
    body = [(-66, 262), (-68, 244), (-84, 230), (-118, 214)] + up([(-60, 182), (30, 166)]) + BARREL
    p.append(path(seam.outline(body, cut, 0.5), hide, ink, holding.CONTOUR))
    if hatch:  # the chest turning under towards the line, the barrel's back (on a black
        # coat the strokes are light, hatching.tone: only towards the head, lit from there)
        p.append(hatching.draw(hatching.along(body[:4], 1, 22.0, cut=cut)
                               + (hatching.along(body[-4:], 1, 26.0, cut=cut) if not black else []), coat))
    # modelled: the barrel lit behind the saddle, the chest rounding forward lit along its front
    p.append(highlight(smooth([(76, 176), (98, 186), (114, 206), (102, 200), (82, 186)], tension=0.6), 0.3))
    p.append(highlight(smooth(up([(-70, 186), (-96, 200), (-112, 222), (-100, 222), (-84, 204)]),
                              tension=0.6), 0.26))
    # head and neck in one outline over the body's front
    neck = CREST + HEAD + THROAT + [(-96, 226), (-30, 200)]
    p.append(path(smooth(H(neck), tension=0.55), hide, ink, holding.CONTOUR))
    if hatch:  # down the throat and the front of the neck
        p.append(hatching.draw(hatching.along(H(THROAT + [(-96, 226)]), -1, 20.0, cut=cut), coat))
    if dapple:
        p += dapples(coat, up, H)
    far_ear, near_ear = EARS
    p.append(path(smooth(H(far_ear[::-1]), tension=0.4), shade(coat, 0.78), ink, 2.2))
    p.append(path(smooth(H(near_ear), tension=0.4), hide, ink, 2.4))
    p.append(shadow(smooth(H([(-126, 128), (-138, 176), (-146, 208), (-126, 196), (-118, 150)]),
                           tension=0.6), 0.22))     # under the jaw, down the throat
    # modelled: light along the neck under the mane, the lines of the cheek and the shoulder
    p.append(highlight(smooth(H([(-110, 86), (-84, 112), (-58, 146), (-40, 172), (-56, 174),
                                 (-76, 148), (-100, 114), (-118, 96)]), tension=0.6), 0.24))
    line = people.tone(coat)
    for stroke in ([(-136, 96), (-150, 114), (-148, 132)], [(-48, 178), (-74, 198), (-90, 224)]):
        p.append(path(smooth(H(stroke), closed=False), None, line, 2.4))
    # the mane: locks falling from the crest onto the near side of the neck, a forelock
    locks = [(-128, 44), (-110, 54), (-92, 72), (-74, 94), (-56, 118), (-38, 146), (-20, 172)]
    edge = [(-104, 80), (-92, 100), (-76, 116), (-66, 132), (-50, 148), (-40, 168), (-26, 184)]
    p.append(path(smooth(H(locks + [(-10, 176)] + edge[::-1]), tension=0.5),
                  sheen(mane, -128, -10, light=1.4), ink, 2.0))
    strand = people.tone(mane)
    for a, b in zip(locks[1:-1], edge[1:-1]):
        p.append(path(smooth(H([a, ((a[0] + b[0]) / 2 + 6, (a[1] + b[1]) / 2), b]), closed=False),
                      None, strand, 1.6))
    p.append(path(smooth(H([(-130, 46), (-146, 58), (-150, 72), (-136, 62)]), tension=0.5), mane, ink, 1.6))
    p.append(path(smooth(H(BLAZE), tension=0.5), pal["white"], None))
    ex, ey = H([EYE])[0]
    p += [ellipse(ex, ey, 6.5, 5, ink, None), circle(ex - 1.8, ey - 1.6, 1.6, pal["white"], None)]
    nx, ny = H([NOSTRIL])[0]
    p.append(ellipse(nx, ny, 4.5, 3, ink, None))
    p.append(path(smooth(H([(-194, 152), (-182, 154), (-172, 152)]), closed=False), None, ink, 2))
    # the bridle: headstall behind the eye to the bit, browband, noseband; the bit in gold
    strap = pal["red_dk"]
    for line in ([(-128, 52), (-142, 98), (-160, 140), (-172, 150)], [(-132, 56), (-152, 64)],
                 [(-166, 112), (-182, 126), (-194, 130)]):
        p.append(path(smooth(H(line), closed=False), None, strap, 4.6))
    bx, by = H([BIT])[0]
    p.append(circle(bx, by, 5, pal["gold"], ink, 1.3))
    p += leg_with_hoof(pal, up(pose_.near), foreleg(coat), 22)
    p += saddle_cloth(pal, cloth, trim, cut, scallop, compact=True, drop=CLOTH_DROP)
    return p
