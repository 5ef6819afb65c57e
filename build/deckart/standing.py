"""The standing court figure (Fante and Re): garment, pattern, a turn of the body, the
arms in a pose holding the suit sign and the second attribute (arms.py), pieces of
costume (costume.py) and the head from people.py. A `Look` (looks.py) says which;
court_looks.py holds the tables of looks."""
from __future__ import annotations

from . import arms, caps, costume, drapery, hatching, heraldry, limbs, people, seam
from .holding import CONTOUR, Box, hand, sign_box
from .looks import MIENS, Look
from .people import clamp, pattern, stop_line, tone
from .svg import shade_hex as shade
from .svg import circle, ellipse, group, path, poly, sheen, smooth, studs, sym
from .svg import shadow as svg_shadow

TOP = {"arched": -64, "crown": -50, "radiate": -58, "hatcrown": -46, "circlet": -52, "fleury": -60,
       "none": 6,  # bareheaded: the top of the hair (bun); a flat cap no higher
       "flat": 6, **caps.TOP}
NECK = 88.0  # the head is enlarged about this point of the figure's middle line
BODY_HALF = 60.0  # the half-width of the shoulders and the robe at the waist, before `broad`
SLEEVE_W = 44.0  # a column figure's sleeves (limbs.ARM_WIDTH usually)
SHOULDER_DROP = 26.0  # and its shoulders' slope, neck to arm (10 usually)
WAIST, HIPS = 0.74, 0.88   # and, of its shoulders' width, its waist at the belt and its
# hips, falling straight from there into its mirror at the middle line
ELBOW_LIMIT = 50.0  # and its elbows (arms.splayed) no further out than this, before `broad`
PLATE_WAIST = 0.84  # the waist a breastplate is drawn for (costume.breastplate narrows it to WAIST)


def extent(look: Look, suit: str, head_k: float = 1.0, variant: str = "",
           broad: float = 1.0, spread: float = 1.0, crown: float | None = None) -> Box:
    """The box the standing figure, its attribute and its held sign fill (mirrored
    when the look is); `head_k`, `broad`, `spread` and `crown` as in standing(); `variant` the
    style's variant of the suit sign (holding.sign_box)."""
    reach = arms.arms_box(look)
    wide = BODY_HALF * broad if BODY_HALF * broad > 92 else 0.0  # a broad body's shoulders
    cloth = 108 * (spread if look.drape == "back" else 1.0) if look.mantle else 0.0
    left = min(reach.left, -cloth, -96 if look.cloak else 0, -wide)
    taller = (crown - people.CROWN_SCALE) * people.CROWN_RISE if crown and look.hat in people.CROWNS else 0.0
    top = NECK - (NECK - TOP.get(look.hat, -44) + (look.long - 1) * 43 + taller) * head_k
    body = Box(min(top, reach.top), left, max(cloth, 92, wide), 400)
    box = body.union(sign_box(suit, arms.grip(look, suit), variant))
    return box.mirrored() if look.mirror else box


def turned(points, turn: float):
    """An outline seen a little from the side: the half the figure turns towards is
    foreshortened, the other widened."""
    if not turn:
        return list(points)
    k = abs(turn)
    return [(x * (1 - 0.16 * k) if x * turn > 0 else x * (1 + 0.05 * k), y) for x, y in points]


GARMENTS = {
    "tunic": [(16, 78), (46, 92), (48, 140), (40, 196), (60, 264)],
    "coat": [(16, 78), (48, 92), (50, 150), (46, 200), (72, 306)],
    "gown": [(16, 78), (42, 92), (42, 140), (34, 192), (60, 290), (82, 388)],
    "robe": [(16, 78), (50, 92), (54, 150), (62, 260), (76, 388)],
}
# the hem of each garment waves over its folds: (height of the wave, lobes: odd, so the
# middle band ends on a lobe)
HEM_WAVE = {"tunic": (5.0, 3), "coat": (6.0, 3), "gown": (7.0, 5), "robe": (6.0, 5)}
LEGGED = ("tunic", "coat")   # garments that show the legs
BOTTOM = {"tunic": 262, "coat": 304, "gown": 384, "robe": 386}
HEM = {"tunic": (244, 258, 46, 58), "coat": (284, 298, 62, 68), "gown": (350, 372, 72, 80),
       "robe": (354, 376, 70, 74)}


def garment_points(look: Look, column: bool = False, straight: tuple | None = None) -> list:
    """The right half of the garment's outline (GARMENTS); a `column` from sloping
    shoulders narrows to a waist at the belt and widens a little to the hips, its sides
    running straight into its mirror at the middle line (the Piacentine half figure, not
    a box, not flaring into a bow-tie there); `straight` (y0, y1): from y0 down the sides
    fall straight, as wide as the garment is at y1 (a half figure meeting its turned copy
    at the cut y1 with parallel sides: a garment flaring to the middle line met its mirror
    in a pinched diamond, review 13g)."""
    points = GARMENTS[look.garment]
    if column:
        (xn, yn), (xs, ys) = points[0], points[1]
        points = [(xn, yn - 2), ((xn + xs) * 0.55, ys + 4), (xs, ys + SHOULDER_DROP), (xs * 0.97, 140),
                  (xs * WAIST, 192), (xs * HIPS, 226), (xs * HIPS, points[-1][1])]
    if straight is None or straight[1] >= points[-1][1]:
        return points
    y0, y1 = straight
    (xa, ya), (xb, yb) = next((a, b) for a, b in zip(points, points[1:]) if a[1] <= y1 <= b[1])
    x = xa + (xb - xa) * (y1 - ya) / (yb - ya)
    return [pt for pt in points if pt[1] < y0] + [(x, y0), (x, points[-1][1])]


def garment_outline(look: Look, right: list, cut: float | None = None) -> list:
    """The garment's outline from its `right` half (garment_points, widened), symmetric
    before the turn, its hem waving over the folds (a hem below the middle line of a
    double-headed card is not drawn at all)."""
    xh, yh = right[-1]
    amp, lobes = HEM_WAVE[look.garment]
    wave = drapery.hem(-xh, xh, yh, amp, lobes, reverse=True)[1:-1] if cut is None or cut > yh - amp else []
    return turned(right + wave + [(-x, y) for x, y in reversed(right)], look.turn)


def hem_band(pal: dict, look: Look, colour: str, y0: float, y1: float, x0: float, x1: float,
             broad: float) -> list[str]:
    """The band along the hem, following its wave, with gold studs."""
    xh = GARMENTS[look.garment][-1][0] * broad
    amp, lobes = HEM_WAVE[look.garment]
    n = lobes * 4
    top = [(-x0 + 2 * x0 * i / n, 0.0) for i in range(n + 1)]
    low = [(x1 - 2 * x1 * i / n, 0.0) for i in range(n + 1)]
    edge = ([(x, drapery.hem_y(x, -xh, xh, y0, amp, lobes)) for x, _ in top]
            + [(x, drapery.hem_y(x, -xh, xh, y1, amp, lobes)) for x, _ in low])
    p = [path(smooth(turned(edge, look.turn), tension=0.4), colour, pal["ink"], 1.4)]
    for i in range(-3, 4) if look.studs or not look.plain else ():
        x = i * x0 / 3.6
        y = drapery.hem_y(x, -xh, xh, (y0 + y1) / 2, amp, lobes)
        p.append(circle(turned([(x, y)], look.turn)[0][0], y, 3, pal["gold"], pal["ink"], 0.9))
    return p


def standing(pal: dict, look: Look, suit: str, variants: dict, cut: float | None = None,
             broad: float = 1.0, head_k: float = 1.0, spread: float = 1.0,
             column: bool = False, crown: float | None = None, straight: tuple | None = None) -> str:
    """A Fante or Re standing, feet at y = 400 (or cut off at y = cut); `broad` widens
    the body and shoulders and `head_k` enlarges the head about the neck (the half
    figures of a double-headed card fill their half, their faces and headgear read at
    table size); `spread` widens a mantle worn behind (mantle); a `column` falls straight
    from sloping shoulders in broad sleeves, with no shoulder puffs; `straight` makes the
    garment's sides fall straight to the cut (garment_points); `crown`
    draws a king's crown that large (people.CROWN_SCALE usually)."""
    ink = pal["ink"]
    robe, trim = look.robe, look.trim
    sleeve = look.sleeve or robe
    dx = look.turn * 12   # the front's middle line moves with the turn
    contour = CONTOUR * (1.5 if look.plain else 1.0)
    p = []
    if look.mantle and look.drape == "back":  # falls from the shoulders behind the figure
        p += mantle(pal, look.mantle, look.trim, contour, cut, spread, look.hatch)
    if look.cloak:
        p += costume.cloak(pal, look.cloak, trim, cut)
    if look.garment in LEGGED and cut is None:  # legs in parti-coloured hose, shoes
        p += costume.legs(pal, look.stance, look.hose, look.hatch)
    elif look.garment in LEGGED and cut > BOTTOM[look.garment] - 8:  # cut at the hip: the
        # tops of the legs in their hose fill the band under the hem down to the cut
        for s, hose in ((-1, look.hose[0]), (1, look.hose[1])):
            x0, x1 = s * 4 * broad, s * 30 * broad
            thigh = [(x0, BOTTOM[look.garment] - 24), (x1, BOTTOM[look.garment] - 24),
                     (x1 * 0.94, cut + 10), (x0, cut + 10)]
            p.append(path(seam.outline(thigh, cut, 0.0), sheen(hose, min(x0, x1), max(x0, x1)),
                          ink, 3))
    elif cut is None:
        for s in (-1, 1):
            p.append(group([ellipse(0, 0, 18, 8, sheen(pal["wood_dk"], -18, 18, light=1.5), ink, 1.8)],
                           tx=s * 24 + dx, ty=392))
    right = [(x * broad, y) for x, y in garment_points(look, column, straight)]
    body = garment_outline(look, right, cut)
    p.append(path(seam.outline(body, cut, 0.45), sheen(robe, -60, 70, light=1.25), ink, contour))
    if look.parti:
        p += costume.parti(look.parti, clamp(body, cut), dx, ink, contour, cut)
    p.append(pattern(clamp(body, cut), robe, look.pattern, 26, ink, compact=column))
    if look.hatch:
        p.append(side_hatching(look, robe, right[1:], cut))
    if column:
        p.append(column_shadows(right, cut))
    xh, yh = right[-1][0], GARMENTS[look.garment][-1][1]
    amp, lobes = HEM_WAVE[look.garment]
    top = 206 if look.garment in LEGGED else 200
    hatch = robe if look.hatch else None
    for d in drapery.folds(-xh, xh, top, yh, amp, lobes, cut, fan=0.5 if top < 206 else 0.8,
                           width=13 if look.garment != "tunic" else 7, centre=dx, hatch=hatch):
        p.append(d)
    bottom = BOTTOM[look.garment]
    if cut is not None:
        bottom = min(bottom, cut)
    # central band with buttons, a hem band, the belt
    p.append(path(poly([(dx - 8, 92), (dx + 8, 92), (dx + 12, bottom), (dx - 12, bottom)]),
                  sheen(trim, round(dx) - 12, round(dx) + 12, light=1.3), ink, 1.6))
    if look.hatch:  # the robe in shadow beside the band and gathered under the belt
        p.append(band_hatching(look, robe, broad, dx, bottom, cut))
    buttons = [(dx, y) for y in range(106, int(bottom) - 8, 20)] if look.studs or not look.plain else []
    if column:  # compact (the Piacentine budget)
        p.append(studs(buttons, 3.6, pal["gold"], ink))
    else:
        p += [circle(x, y, 3.6, pal["gold"], ink, 1) for x, y in buttons]
    if cut is None or cut > 270:
        y0, y1, x0, x1 = HEM[look.garment]
        if look.hem == "dagged" and look.garment == "tunic":
            p.append(costume.dagged_hem(pal, trim, 258, -58, 58))
        else:
            p += hem_band(pal, look, trim, y0, y1, x0, x1, broad)
    if look.sash:
        p += costume.sash(pal, look.sash, cut)
    if cut is None or cut > 205:
        b = 40 * broad
        p.append(path(poly([(-b, 190), (b, 190), (b, 203), (-b, 203)]), pal["wood_dk"], ink, 1.6))
        p.append(path(poly([(dx - 8, 188), (dx + 8, 188), (dx + 8, 205), (dx - 8, 205)]), pal["gold"], ink, 1.4))
    if look.armour:
        p += costume.breastplate(pal, broad, dx, WAIST / PLATE_WAIST if column else 1.0)
    p += costume.belt_item(pal, look.belt, cut)
    if look.mantle and look.drape == "front":  # also drawn across the body
        p += front_drape(pal, look.mantle, look.trim, cut, look.hatch)
    if look.drape != "cape":
        p += collar(pal, look.collar, dx * 0.6)
    sleeve_w = SLEEVE_W if column else limbs.ARM_WIDTH  # a column: broad sleeves, no shoulder puffs
    limit = ELBOW_LIMIT * broad if column else None  # a column's elbows out from the torso
    p += arms.other_arm(pal, look, variants, sleeve, broad, sleeve_w, cut, limit)
    caped = look.mantle and look.drape == "cape"
    if caped and look.cape in CAPES:  # the sign's arm raised out of it at the shoulder
        p += cape(pal, look.mantle, broad, CAPES[look.cape], look.hatch)
    p += arms.sign_arm(pal, look, suit, variants, sleeve, broad, sleeve_w, limit)
    for s in (-1, 1) if not column else ():  # puffed shoulders in the trim colour over the
        # sleeves' tops, the far one smaller
        far = 1 - 0.35 * abs(look.turn) if s * look.turn > 0 else 1.0
        x = s * 44 * broad * (far if far < 1 else 1)
        p.append(ellipse(x, 102, 15 * far * broad, 12 * broad, sheen(trim, x - 15, x + 15), ink, 1.6))
    if caped and look.cape not in CAPES:  # over the shoulders and the upper arms
        p += cape(pal, look.mantle, broad, hatch=look.hatch)
    if caped:
        p += collar(pal, look.collar, dx * 0.6)
    if look.clasp:  # pinned on the breast, over the held sign's edge, under the head
        x, y, w = look.clasp
        p.append(group([heraldry.treviso_clasp(pal, w)], tx=x + dx, ty=y))
    head = people.head(pal, look.face, look.hat, look.hair, look.hat_colour, look.band,
                       cx=look.turn * 9, look=look.look + look.turn * 4, tilt=look.tilt,
                       long=look.long, mien=MIENS[look.mien], crown=crown,
                       line=hatching.FINE if look.hatch else 1.0, printed=look.printed)
    p.append(head if head_k == 1.0 else group([head], tx=look.turn * 9 * (1 - head_k),
                                              ty=NECK * (1 - head_k), scale=head_k))
    if look.other in ("both", "both_low"):  # the left hand over the held sign too
        e, at = arms.OTHER[look.other]
        p.append(hand(pal, look, *at, 9.0, e))
    drawn = "".join(p)
    return group([drawn], flip_x=True) if look.mirror else drawn


def column_shadows(right: list, cut: float | None) -> str:
    """A second, deeper tone on a column's torso (review 16: paper cut-outs): a shadow down
    each side from under the arm to the waist, turned in with the taper (one path)."""
    edge = [(x, y) for x, y in right if 110 <= y <= 204]
    d = ""
    for s in (-1, 1):
        band = [(s * x, y) for x, y in edge] + [(s * (x - 26), y + 6) for x, y in reversed(edge)]
        d += smooth(clamp(band, cut), tension=0.5)
    return svg_shadow(d, 0.16)


def side_hatching(look: Look, robe: str, right: list, cut: float | None) -> str:
    """Engraved strokes down both sides of the garment (its `right` half below the
    neck) inside its contour, deeper on the right, away from the light
    (hatching.both_sides), from below the shoulder to the hem or the cut."""
    bottom = right[-1][1] if cut is None else min(cut, right[-1][1])
    edge = [(x, y) for x, y in right if y <= bottom]
    return hatching.draw(hatching.both_sides(edge, ((1, 26.0), (-1, 14.0)), cut,
                                             lambda pts: turned(pts, look.turn)), robe)


def band_hatching(look: Look, robe: str, broad: float, dx: float, bottom: float,
                  cut: float | None) -> str:
    """Engraved strokes: short ones along the right of the band down the front, the
    cloth there in its shadow, and under the belt a row of them falling from it, the
    robe gathered there (both in a darker tone of the robe, hatching.py)."""
    segs = hatching.along([(dx + 12, 96), (dx + 12, bottom)], -1, 11.0, gap=4.5, slant=0.5, cut=cut)
    b = 40 * broad
    for i in range(int(2 * b / 6)):
        x = -b + 3 + i * 6
        if abs(x - dx) > 14:
            segs.append(((x, 206), (x + 1, 206 + (12 if i % 2 else 8))))
    return hatching.draw([(a, b_) for a, b_ in segs if cut is None or b_[1] < cut - 2], robe)


def mantle(pal: dict, colour: str, lining: str, contour: float, cut: float | None,
           spread: float = 1.0, hatch: bool = False) -> list[str]:
    """A king's mantle falling from the shoulders behind the figure to a waving hem, in
    folds, its lining showing where it turns at the front edges; `spread` times as wide,
    its sides falling straight from the elbows (a half figure's mantle spread out
    towards the frame, meeting its turned copy square at the middle line); `hatch` engraves
    its folds (drapery.folds)."""
    ink = pal["ink"]
    fur = colour == "ermine"   # a king's ermine: white fur set with black tails
    colour = pal["ermine"] if fur else colour
    right = [(30, 80), (70, 96), (92, 220), (104, 394)] if spread == 1 else \
        [(30, 80), (70 * spread, 100), (92 * spread, 190), (96 * spread, 394)]
    wave = drapery.hem(-104, 104, 394, 8, 7, reverse=True)[1:-1] if cut is None else []
    m = right + wave + [(-x, y) for x, y in reversed(right)]
    # (fur flat white: shaded across, the light side met its turned copy's shaded one)
    fill = colour if fur else sheen(colour, -104 * spread, 104 * spread)
    p = [path(seam.outline(m, cut, 0.5), fill, ink, contour)]
    if fur:  # rows of tails, every other row set half a step over, down to the cut
        low = 394 if cut is None else cut - 10
        p += [path(poly([(x, y - 6), (x + 3.2, y + 5), (x - 3.2, y + 5)]), ink, None)
              for i, y in enumerate(range(120, int(low), 34))
              for x in range(-84 - 12 * (i % 2), 96, 24) if 20 < abs(x) < 70 * spread + (y - 100) * 0.2]
    for s in (-1, 1):  # the lining turned out along each front edge, in the robe's shadow
        edge = [(s * 44, 112), (s * 58, 220), (s * 74, 384)]
        p.append(path(smooth(stop_line(edge, cut, 4), closed=False), None, lining, 7))
        p.append(drapery.shadow([(s * 40, 100), (s * 62, 180), (s * 76, 300), (s * 82, 388),
                                 (s * 66, 388), (s * 56, 240)], cut, 0.24))
    p += drapery.folds(-104, 104, 110, 394, 8, 7, cut, fan=0.75, width=10, hidden=56,
                       hatch=colour if hatch else None)
    return p


def front_drape(pal: dict, colour: str, lining: str, cut: float | None,
                hatch: bool = False) -> list[str]:
    """The mantle also thrown across the body: from the left shoulder over the chest to
    the right hip, hanging down the right side, its lining showing along the upper edge,
    in diagonal folds (`hatch`: engraved along the hanging side and the lower edge)."""
    ink = pal["ink"]
    if cut is None:
        cloth = [(-52, 92), (-24, 90), (6, 126), (44, 186), (62, 240), (68, 300), (58, 334),
                 (42, 300), (24, 252), (-14, 234), (-54, 218), (-66, 164), (-62, 112)]
        edge = [(-22, 94), (8, 130), (46, 190), (62, 244), (66, 296)]
    else:  # on a half it ends at the hip, well above the middle line (hanging down the
        # right side to the cut it crossed the line beside its turned copy, red flaps
        # over the robe read as trousers: review 19)
        low = min(214, cut - 24)
        cloth = [(-52, 92), (-24, 90), (6, 126), (44, 178), (64, low - 12), (58, low), (24, low - 8),
                 (-14, low - 16), (-54, low - 22), (-66, 164), (-62, 112)]
        edge = [(-22, 94), (8, 130), (46, 182), (60, low - 14)]
    p = [path(smooth(cloth, tension=0.5), sheen(colour, -66, 68, light=1.3), ink, CONTOUR)]
    p.append(path(smooth(edge, closed=False), None, lining, 6))
    folds = (((-48, 130), (30, 210)), ((-58, 170), (16, 232)), ((40, 214), (52, 310)))
    for a, b in folds if cut is None else folds[:1]:
        (x0, y0), (x1, y1) = a, b
        p.append(drapery.shadow([(x0, y0), ((x0 + x1) / 2 + 4, (y0 + y1) / 2 - 6), (x1, y1),
                                 ((x0 + x1) / 2 - 2, (y0 + y1) / 2 + 6)], cut, 0.26))
    p.append(drapery.light([(-40, 104), (-6, 126), (26, 170), (-8, 140)], cut))
    if hatch:
        p.append(hatching.draw(hatching.along(cloth[3:7], 1, 16.0, cut=cut)
                               + hatching.along(cloth[7:11], 1, 18.0, cut=cut), colour))
    return p


# a cape's folds: shadows on its right side (mirrored on the left)
CAPE_FOLDS = ([(30, 100), (60, 120), (72, 156), (50, 150)],)
# a cape rounded over the shoulders, its hem falling in a curve to mid-chest (review
# 13f: the Re di coppe's cape a stiff rectangle with square corners for shoulders)
ROUND_CAPE = ([(22, 78), (48, 82), (70, 96), (82, 118), (86, 142)],
              [(86, 142), (64, 160), (34, 172), (0, 176), (-34, 172), (-64, 160), (-86, 142)], CAPE_FOLDS)
# and one parted in front, shorter there, showing the robe down the middle (review 13h:
# a round one was a stiff gold bell), falling from the shoulders in three soft folds
# each side: the hem in rounded lobes, a shadow narrow at the shoulder widening down
# to each recess between them, a crease along it and a lit ridge down each lobe (review
# 14: three short shadows over a hem of points, still a stiff shape)
PARTED_CAPE = ([(22, 78), (50, 82), (72, 98), (86, 124), (92, 154)],
               [(92, 154), (88, 170), (78, 178), (68, 172), (63, 164), (56, 174), (46, 180), (36, 174),
                (31, 164), (25, 172), (18, 156), (10, 136), (4, 122), (-4, 122), (-10, 136), (-18, 156),
                (-25, 172), (-31, 164), (-36, 174), (-46, 180), (-56, 174), (-63, 164), (-68, 172),
                (-78, 178), (-88, 170), (-92, 154)],
               ([(56, 96), (60, 96), (66, 130), (66, 164), (58, 162), (58, 128)],
                [(30, 98), (34, 100), (36, 134), (33, 166), (26, 164), (29, 132)]),
               ([(62, 100), (66, 132), (63, 160)], [(34, 102), (33, 136), (31, 162)]),
               ([(80, 112), (86, 140), (80, 172), (76, 142)], [(46, 110), (50, 144), (46, 174), (42, 144)]))
CAPES = {"round": ROUND_CAPE, "parted": PARTED_CAPE}


def cape(pal: dict, colour: str, broad: float, shape: tuple | None = None,
         hatch: bool = False) -> list[str]:
    """A short round cape over the shoulders and upper arms, edged with ermine (`shape`:
    its right side, its hem and its folds, else square shoulders and a waving hem;
    `hatch`: engraved down both sides, deeper on the right)."""
    ink = pal["ink"]
    right = [(22, 78), (56, 88), (80, 116), (90, 156)] if shape is None else shape[0]
    right = [(x * broad, y) for x, y in right]
    xh = right[-1][0]
    edge = (drapery.hem(-xh, xh, 160, 8, 3, reverse=True) if shape is None
            else [(x * broad, y) for x, y in shape[1]])
    outline = right + edge[1:-1] + [(-x, y) for x, y in reversed(right)]
    p = [path(smooth(outline, tension=0.5), sheen(colour, -xh, xh, light=1.3), ink, CONTOUR)]
    creases, ridges = shape[3:5] if shape is not None and len(shape) > 3 else ((), ())
    for s in (-1, 1):
        p += [drapery.shadow([(s * x, y) for x, y in fold], None, 0.22)
              for fold in (CAPE_FOLDS if shape is None else shape[2])]
        p += [path(smooth([(s * x, y) for x, y in line], closed=False), None, shade(colour, 0.5), 3)
              for line in creases]
        p += [drapery.light([(s * x, y) for x, y in ridge]) for ridge in ridges]
    if hatch:
        p.append(hatching.draw(hatching.both_sides(right[1:], ((1, 18.0), (-1, 10.0))), colour))
    band = [(x, y - 14) for x, y in reversed(edge)] + edge
    p.append(path(smooth(band, tension=0.4), pal["ermine"], ink, 1.6))
    for x, y in edge[2:-2:2]:  # ermine tails
        p.append(path(poly([(x, y - 12), (x + 2.6, y - 4), (x - 2.6, y - 4)]), ink, None))
    return p


def collar(pal: dict, kind: str, dx: float) -> list[str]:
    ink = pal["ink"]
    p = []
    if kind == "ermine":
        p.append(path(smooth([(-54, 94), (-30, 78), (0, 90), (30, 78), (54, 94), (44, 122), (0, 126),
                              (-44, 122)], tension=0.6), pal["ermine"], ink, 1.8))
        for x, y in ((-36, 104), (-16, 112), (6, 114), (26, 108), (42, 100)):
            p.append(path(poly([(x, y - 4), (x + 2.6, y + 4), (x - 2.6, y + 4)]), ink, None))
    elif kind == "ruff":
        p.append(path(smooth([(-34, 84), (0, 98), (34, 84), (30, 76), (0, 86), (-30, 76)]),
                      pal["white"], ink, 1.6))
        for x in range(-28, 30, 8):
            p.append(path(poly([(x, 80 + abs(x) * -0.15 + 6), (x, 88 + abs(x) * -0.2 + 6)], False),
                          None, ink, 1))
    else:
        p.append(path(smooth([(-32, 86), (dx, 102), (32, 86), (26, 80), (dx, 92), (-26, 80)]),
                      pal["white"], ink, 1.4))
    return p
