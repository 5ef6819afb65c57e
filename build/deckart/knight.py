"""The Piacentine Cavallo's half horse, a drawing of its own (not the Trevisane half of
horses.py): the forehand in profile with a large head carried high on a deep arched
neck, ears up, the mane in locks along the crest, as the printed Piacentine draw it;
the head turned down towards the chest, the chest rounding down into the belly at the
middle line, both forelegs lifted and folded before it,
the barrel rounding in to the line behind the rider: the forequarters and the rider, as
printed, with no croup or tail (review 15: each half a whole horse cut at the line, its
tail and croup among the other half's). At 80 px its silhouette is a horse's head and neck
beside the rider's (the Trevisane half's small head, low at the end of a long barrel,
hid behind the rider: the blind readers took the Cavallo di spade for the Fante).

Frame as horses.py: the horse facing left, the rider's hips at HIPS, nothing below
the cut; `HEADS` turns head and neck up or down about the neck's root per horse, `TUCK`
the face down about the poll."""
from __future__ import annotations

from . import hatching, holding, people, seam
from .horses import RISE_PIVOT, HalfPose, half_pose, leg_with_hoof, saddle_cloth, tilted
from .people import clamp
from .svg import circle, ellipse, highlight, luma, path, poly, shadow, sheen, smooth, studs
from .svg import shade_hex as shade

NECK_ROOT = (-40.0, 206.0)   # head and neck turn about here
GROW = 1.5   # and grow towards the poll (a head as large as the printed horses'; 1.22, then
# 1.32 before: at 80 px the Cavalli di spade and di bastoni were still read as Fanti; review
# 19: "a blob with a head sticking out", the printed half "a big horse head")
HEADS = {"short": 24.0, "out": 12.0, "back": 16.0, "turned": 12.0}   # Look.head: the neck raised (degrees;
# the coppe's 38 before: his face now turned down, the head raised less keeps clear of his
# turban and his cup)
# and the face turned down about the poll towards the chest (degrees): raised with the neck
# and not turned down, the head stuck out level from it, a chess knight's (26-50 degrees
# below the horizontal; 49-62 now)
TUCK = {"short": 30.0, "out": 14.0, "back": 16.0, "turned": 14.0}   # "turned": the horse seen
# from behind (behind.py)
POLL = (-128.0, 48.0)
# the head and neck as one outline, from the withers up the crest to the poll, down the
# face to the muzzle, back along the jaw to the throat and down the front of the neck
CREST = [(-24, 170), (-52, 128), (-82, 92), (-106, 64), (-124, 48)]
THROAT = [(-124, 150), (-138, 180), (-146, 200), (-130, 220)]
EARS = ([(-126, 50), (-122, 14), (-108, 44)], [(-138, 52), (-142, 20), (-128, 46)])
# the head drawn along its own length (u from the poll towards the muzzle, v across it
# towards the face: face() turns these into the horse frame): a flat forehead and nasal
# bone down to a soft nose, the lips, the chin, the jaw rounding back into a broad jowl
# under the eye and up to the throat (review 19: the head was a long wedge of even breadth,
# "a blob with a head sticking out")
HEAD_AXIS = (-62.0, 96.0)
HEAD = [(-2, 10), (22, 15), (56, 13), (92, 11), (112, 8), (121, 1), (122, -8), (117, -14),
        (110, -16), (114, -22), (102, -24), (80, -27), (60, -38), (44, -50), (26, -52), (10, -42)]
EYE, NOSTRIL, BIT, MUZZLE = (32, -2), (110, 1), (108, -16), (124, -4)
MOUTH = [(122, -10), (112, -14), (104, -15)]
JOWL = [(36, -22), (52, -36), (44, -48)]
# a white blaze down the face, forehead to nostrils: at 80 px it says "horse" (blind reading
# m13: the Cavalli were read as Fanti, "the horse not seen as a horse")
BLAZE = [(8, 12), (40, 15), (80, 12), (106, 9), (114, 2), (104, -3), (78, 0), (42, 2), (12, 2)]
FORELOCK = [(-4, 8), (10, 18), (26, 16), (16, 6), (4, 0)]
# the bridle: the headstall down the cheek behind the eye to the bit, the browband across
# the forehead under the ears, the noseband round the nose
BRIDLE = ([(2, -6), (24, -24), (64, -26), (104, -18)], [(6, 12), (4, -10)], [(84, 12), (86, -26)])


def face(points) -> list:
    """Points of the head (HEAD's coordinates) in the horse frame, from the poll."""
    (px, py), (ax, ay) = POLL, HEAD_AXIS
    n = (ax * ax + ay * ay) ** 0.5
    dx, dy = ax / n, ay / n
    return [(px + u * dx - v * dy, py + u * dy + v * dx) for u, v in points]


# the breast collar round the chest from under the mane to the front of the chest, and where
# its pendant hangs (review 19: "each horse its own harness")
BREAST = [(-44, 184), (-70, 196), (-98, 208), (-122, 212), (-140, 206)]
PENDANT = (-112, 214)
PALE_EDGE = 1.25   # a white horse's outline this much heavier than a figure's (at 80 px the
# usual 4.2 units are a third of a pixel: the white horse on the cream paper vanished, the
# card read as a figure holding a cup, 9C -> 8S 5 of 12 in session 19's round A10)
CLOTH_DROP = 52.0   # the saddle cloth's border this far above the middle line, the flank
# under it (review 18: its scallops hung at the line beside the mirror's, a band of cloth
# across the card; horses.saddle_cloth's 34 before)
# the Piacentine half horses' forelegs (horses.HalfPose; rearing as horses.HALF_POSES):
# each folded high before the chest, every hoof at least horses.CLEAR above the line
POSES = {
    # at the canter: the head carried high, the near foreleg lifted, the knee forward and
    # the cannon folded back under it, the far one bent behind it (the Cavallo di bastoni;
    # review 13h: reaching out forward, the leg poked out sideways at the middle line).
    # Every forearm raised to the knee well above the hooves, the cannon hanging from it
    # (review 19: forearms level at the hooves' height left a stub of cannon, 18-29 units,
    # under the knee: "the horse a blob"; 36-58 now)
    "canter": HalfPose(18.0, 6.0, ((-96, 196), (-178, 150), (-170, 200)),
                       ((-76, 200), (-138, 168), (-132, 204))),
    # collected, on the spot: the head tucked on an arched neck, the near foreleg lifted,
    # its cannon hanging down and tucked back under the knee, the far one bent behind
    # it (the Cavallo di coppe)
    "piaffe": HalfPose(-8.0, 5.0, ((-94, 196), (-170, 146), (-164, 200)),
                       ((-72, 198), (-130, 160), (-124, 204))),
    "rear": HalfPose(6.0, 16.0, ((-96, 192), (-186, 158), (-180, 216)),
                     ((-80, 196), (-150, 170), (-144, 222))),
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


def head_points(look_head: str, points, on_head: bool = False):
    """Head and neck points turned up (or down) about the neck's root for this horse,
    the turn fading out down the neck (the chest stays where it is); `on_head`: points
    of the head (HEAD's coordinates), first placed (face()) and turned down about the
    poll (TUCK)."""
    a, (rx, ry) = HEADS.get(look_head, 0.0), NECK_ROOT
    if on_head:
        points = tilted(face(points), -TUCK.get(look_head, 0.0), POLL)
    out = []
    for x, y in points:
        w = min(max((ry + 14 - y) / 110, 0.0), 1.0)   # how far up the neck
        k = 1 + (GROW - 1) * w
        out += tilted([(rx + (x - rx) * k, ry + (y - ry) * k)], a * w, NECK_ROOT)
    return out


def bit(look_head: str, gait: str) -> tuple:
    """Where the reins meet the bit, in the horse frame (rearing turns the forehand up)."""
    return tilted(head_points(look_head, [BIT], True), pose(gait).rise, RISE_PIVOT)[0]


def muzzle(look_head: str, gait: str) -> float:
    """How far left the head reaches."""
    pts = tilted(head_points(look_head, [MUZZLE] + HEAD, True), pose(gait).rise, RISE_PIVOT)
    return min(x for x, _ in pts) - 4


def head_and_neck(pal: dict, coat: str, mane: str, hide: str, H, F, outline: float,
                  cut: float | None, hatch: bool = False, harness: str | None = None,
                  spots: list[str] = ()) -> list[str]:
    """A Piacentine horse's head and neck in one outline (`outline` its stroke), the
    ears, the mane in locks along the crest and a forelock, the blaze, eye, nostril and
    mouth, modelled, and the bridle studded in gold with its bit: neck points through H,
    the head's (HEAD's coordinates) through F; `spots` drawn over the neck under the
    mane (a dapple grey's), `hatch` the throat engraved, `harness` the bridle's leather
    (dark red otherwise). The profile half horse's (knight_half) and the horse's seen
    from behind (behind.py)."""
    ink = pal["ink"]
    p = [path(smooth(H(CREST) + F(HEAD) + H(THROAT + [(-96, 226), (-30, 200)]), tension=0.55),
              hide, ink, outline)]
    if hatch:  # down the throat and the front of the neck
        p.append(hatching.draw(hatching.along(H(THROAT + [(-96, 226)]), -1, 20.0, cut=cut), coat))
    p += spots
    far_ear, near_ear = EARS
    p.append(path(smooth(H(far_ear[::-1]), tension=0.4), shade(coat, 0.78), ink, 2.2))
    p.append(path(smooth(H(near_ear), tension=0.4), hide, ink, 2.4))
    p.append(shadow(smooth(F([(20, -50), (44, -50)]) + H([(-138, 180), (-146, 208), (-126, 196), (-112, 150)]),
                           tension=0.6), 0.22))     # under the jowl, down the throat
    # modelled: light along the neck under the mane, the lines of the jowl and the shoulder
    p.append(highlight(smooth(H([(-110, 86), (-84, 112), (-58, 146), (-40, 172), (-56, 174),
                                 (-76, 148), (-100, 114), (-118, 96)]), tension=0.6), 0.24))
    # and the head lit down the forehead and the cheek, the light falling from the left
    p.append(highlight(smooth(F([(10, 4), (48, 8), (92, 4), (96, -8), (60, -18), (30, -26), (14, -14)]),
                              tension=0.6), 0.3))
    line = people.tone(coat)
    for stroke in (F(JOWL), H([(-48, 178), (-74, 198), (-90, 224)])):
        p.append(path(smooth(stroke, closed=False), None, line, 2.4))
    # the mane: locks falling from the crest onto the near side of the neck, a forelock
    locks = [(-128, 44), (-110, 54), (-92, 72), (-74, 94), (-56, 118), (-38, 146), (-20, 172)]
    inner = [(-104, 80), (-92, 100), (-76, 116), (-66, 132), (-50, 148), (-40, 168), (-26, 184)]
    p.append(path(smooth(H(locks + [(-10, 176)] + inner[::-1]), tension=0.5),
                  sheen(mane, -128, -10, light=1.4), ink, 2.0))
    strand = people.tone(mane)
    p.append(path("".join(smooth(H([a, ((a[0] + b[0]) / 2 + 6, (a[1] + b[1]) / 2), b]), closed=False)
                          for a, b in zip(locks[1:-1], inner[1:-1])), None, strand, 1.6))   # one path
    p.append(path(smooth(F(BLAZE), tension=0.5), pal["white"], None))
    p.append(path(smooth(F(FORELOCK), tension=0.5), mane, ink, 1.6))
    ex, ey = F([EYE])[0]
    p += [ellipse(ex, ey, 6.5, 5, ink, None), circle(ex - 1.8, ey - 1.6, 1.6, pal["white"], None)]
    nx, ny = F([NOSTRIL])[0]
    p.append(ellipse(nx, ny, 4.5, 3, ink, None))
    p.append(path(smooth(F(MOUTH), closed=False), None, ink, 2))
    # the bridle: headstall behind the eye to the bit, browband, noseband, studded in gold
    # where they cross; the bit in gold
    strap = harness or pal["red_dk"]
    p.append(path("".join(smooth(F(strip), closed=False) for strip in BRIDLE), None, strap, 4.6))
    p.append(studs(F([BRIDLE[0][0], BRIDLE[0][2], BRIDLE[2][1]]), 2.6, pal["gold"], ink))
    bx, by = F([BIT])[0]
    p.append(circle(bx, by, 5, pal["gold"], ink, 1.3))
    return p


def knight_half(pal: dict, coat: str, mane: str, cloth: str, trim: str, cut: float,
                gait: str, scallop: bool, look_head: str, dapple: bool = False,
                hatch: bool = False, harness: str | None = None) -> list[str]:
    """The Piacentine half horse: the far foreleg, the body curving in to the middle
    line before and behind the saddle, head and neck high at the left with the mane on
    the crest, modelled, and the bridle, the near foreleg lifted, the saddle cloth
    (`scallop`: edged in scallops); `gait` the forelegs' pose (POSES),
    `look_head` how the neck is raised (HEADS), `dapple` the coat dappled (DAPPLES),
    `hatch` a light coat engraved (hatching.py) down the chest, the barrel and the throat,
    `harness` the leather of the bridle and of a breast collar (None: a dark red bridle
    alone), studded in gold."""
    ink = pal["ink"]
    black = lit(coat) != coat   # a black coat lit more strongly from the head (review 13h:
    # a flat black lozenge), still dark (test_cavalli_horses_dark_against_their_riders); a
    # light one shaded more deeply away from the head (a white horse was an outline on the
    # cream paper at 80 px)
    hide = sheen(coat, -200, 132, light=1.3 if black else 1.22, dark=0.8 if black else 0.66)
    pose_ = pose(gait)

    def up(points):  # rearing: the forehand turned up about the saddle
        return tilted(points, pose_.rise, RISE_PIVOT)

    def H(points, on_head=False):  # head and neck: carried this horse's way, then turned
        # up with the forehand (`on_head`: points of the head, turned down about the poll)
        return clamp(up(head_points(look_head, points, on_head)), cut)

    def F(points):
        return H(points, True)

    p = []
    if pose_.far:
        p += leg_with_hoof(pal, up(pose_.far), shade(coat, 0.74), 19)
    # the body: the chest rounding in to the girth at the line (SEAM_CENTRE +- 76), the
    # barrel behind the saddle
    body = [(-66, 262), (-68, 244), (-84, 230), (-118, 214)] + up([(-60, 182), (30, 166)]) + BARREL
    edge = holding.CONTOUR * (PALE_EDGE if luma(coat) > 200 else 1.0)
    p.append(path(seam.outline(body, cut, 0.5), hide, ink, edge))
    if hatch:  # the chest turning under towards the line, the barrel's back (on a black
        # coat the strokes are light, hatching.tone: only towards the head, lit from there)
        p.append(hatching.draw(hatching.along(body[:4], 1, 22.0, cut=cut)
                               + (hatching.along(body[-4:], 1, 26.0, cut=cut) if not black else []), coat))
    # modelled: the barrel lit behind the saddle, the chest rounding forward lit along its front
    p.append(highlight(smooth([(76, 176), (98, 186), (114, 206), (102, 200), (82, 186)], tension=0.6), 0.3))
    p.append(highlight(smooth(up([(-70, 186), (-96, 200), (-112, 222), (-100, 222), (-84, 204)]),
                              tension=0.6), 0.26))
    p += head_and_neck(pal, coat, mane, hide, H, F, edge, cut, hatch, harness,
                       dapples(coat, up, H) if dapple else [])
    if harness:  # a breast collar of the same leather round the chest from the withers,
        # under the throat, its gold studs and a pendant hanging at the breast
        collar = up(BREAST)
        p.append(path(smooth(collar, closed=False), None, ink, 7.4))
        p.append(path(smooth(collar, closed=False), None, harness, 5.2))
        p.append(studs(collar[1:-1], 2.6, pal["gold"], ink))
        (px, py), = up([PENDANT])
        p.append(path(poly([(px - 6, py - 2), (px + 6, py - 2), (px, py + 12)]), pal["gold"], ink, 1.3))
    p += leg_with_hoof(pal, up(pose_.near), foreleg(coat), 22)
    p += saddle_cloth(pal, cloth, trim, cut, scallop, compact=True, drop=CLOTH_DROP)
    return p
