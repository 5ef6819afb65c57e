"""Court figures and the other pictures (eagle, cherub, mask, hand), built from paths.

A standing person lives in a frame 220 units wide (x from -110 to 110) with the
top of the head at y = 0 and the feet at y = 400. `half=True` draws only the
part above y = `cut` with a flat edge there, for double-headed cards. The
person holds his suit's sign in his right hand (on the viewer's right)."""
from __future__ import annotations

from .svg import circle, ellipse, group, path, poly, rect, smooth, sym
from .svg import shade_hex as shade
from . import suits


def limb(points, colour: str, width: float, ink: str, outline: float = 3.0) -> str:
    """An outlined limb: a wide ink stroke under a narrower coloured one."""
    d = smooth(points, closed=False, tension=0.8) if len(points) > 2 else poly(points, False)
    return (path(d, None, ink, width + 2 * outline) + path(d, None, colour, width))


def inside(pt, poly_pts) -> bool:
    """Point-in-polygon (even-odd), for laying patterns inside an outline."""
    x, y = pt
    n, hit = len(poly_pts), False
    for i in range(n):
        (x1, y1), (x2, y2) = poly_pts[i], poly_pts[(i + 1) % n]
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            hit = not hit
    return hit


def sprinkle(outline, colour: str, step: float, flower: bool = True) -> str:
    """A small repeated motif in a lighter or darker tone of `colour`, only where it
    falls well inside `outline` (nanosvg has no clipping, so we test each spot)."""
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    tone = shade(colour, 0.78) if (r * 299 + g * 587 + b * 114) / 1000 > 150 else shade(colour, 1.35)
    xs = [x for x, _ in outline]
    ys = [y for _, y in outline]
    out = []
    row = 0
    y = min(ys) + step * 0.8
    while y < max(ys) - step * 0.4:
        x = min(xs) + (step / 2 if row % 2 else 0)
        while x < max(xs):
            if abs(x) > 14 and all(inside((x + dx, y + dy), outline)
                                   for dx, dy in ((-7, 0), (7, 0), (0, -7), (0, 7))):
                if flower:
                    for dx, dy in ((-3, 0), (3, 0), (0, -3), (0, 3)):
                        out.append(circle(x + dx, y + dy, 2.4, tone, None))
                else:
                    out.append(circle(x, y, 2.2, tone, None))
            x += step
        y += step * 0.8
        row += 1
    return "".join(out)


def clamp(points, cut: float | None):
    if cut is None:
        return list(points)
    return [(x, min(y, cut)) for x, y in points]


# ------------------------------------------------------------------ heads
def head(pal: dict, kind: str, hat: str, cx: float = 0.0, cy: float = 52.0, hair: str | None = None,
         hat_colour: str | None = None, look: float = 0.0) -> str:
    """Face, hair, beard and headgear. kind: young | bearded | king."""
    ink, skin = pal["ink"], pal["skin"]
    hair = hair or pal["hair"]
    p = []
    # hair behind the face: a young man's bob reaches the collar
    if kind == "young":
        p.append(path(smooth([(-30, -8), (-30, 22), (-22, 34), (0, 30), (22, 34), (30, 22),
                              (30, -8), (0, -32)]), hair, ink, 1.6))
    else:
        p.append(path(smooth([(-28, -8), (-29, 18), (0, 24), (29, 18), (28, -8), (0, -32)]),
                      hair, ink, 1.6))
    p.append(rect(-9, 22, 18, 14, skin, ink, 1.6))  # neck
    p.append(ellipse(-23, 4, 5, 8, skin, ink, 1.4))
    p.append(ellipse(23, 4, 5, 8, skin, ink, 1.4))
    p.append(path(smooth([(0, -29), (20, -22), (23, 2), (16, 24), (0, 31), (-16, 24), (-23, 2),
                          (-20, -22)]), skin, ink, 1.8))
    if kind != "young":  # beard and moustache
        beard = pal["beard"] if kind == "king" else hair
        p.append(path(smooth([(-22, 4), (-18, 24), (-8, 40), (0, 46), (8, 40), (18, 24), (22, 4),
                              (14, 16), (0, 20), (-14, 16)]), beard, ink, 1.5))
        p.append(path(smooth([(0, 12), (9, 10), (17, 16), (10, 15), (0, 15), (-10, 15), (-17, 16),
                              (-9, 10)]), beard, ink, 1.2))
    # fringe
    p.append(path(smooth([(-21, -14), (-12, -24), (0, -27), (12, -24), (21, -14), (10, -18),
                          (0, -17), (-10, -18)]), hair, ink, 1.2))
    # eyes, brows, nose, mouth
    for s in (-1, 1):
        ex = s * 9 + look
        p.append(ellipse(ex, -3, 4.2, 2.6, pal["white"], ink, 0.9))
        p.append(circle(ex + look * 0.3, -3, 1.9, ink, None))
        p.append(path(smooth([(s * 4, -10), (s * 9, -12.5), (s * 14, -10)], closed=False),
                      None, ink, 1.5))
    p.append(path(poly([(1, -3), (-1.5, 9), (2.5, 10)], closed=False), None, ink, 1.3))
    if kind == "young":
        p.append(path(smooth([(-6, 16), (0, 18.5), (6, 16)], closed=False), None, pal["red_dk"], 1.8))
        p.append(ellipse(-12, 9, 4, 2.5, "#f0a89a", None))
        p.append(ellipse(12, 9, 4, 2.5, "#f0a89a", None))
    else:
        p.append(path(poly([(-4, 19), (4, 19)], False), None, pal["red_dk"], 1.6))
    # headgear
    hc = hat_colour or pal["red"]
    if hat == "crown":
        band = [(-24, -18), (24, -18), (26, -30), (-26, -30)]
        pts_ = [(-26, -30), (-28, -58), (-15, -40), (-8, -62), (0, -44), (8, -62), (15, -40),
                (28, -58), (26, -30)]
        p.append(path(smooth([(-22, -28), (0, -50), (22, -28)], closed=True), hc, ink, 1.4))
        p.append(path(poly(pts_), pal["gold"], ink, 1.6))
        p.append(path(poly(band), pal["gold"], ink, 1.6))
        for x in (-28, -8, 8, 28):
            p.append(circle(x * (0.97 if abs(x) > 20 else 1), -61 if abs(x) < 20 else -58, 3.2,
                            pal["gold_lt"], ink, 1.0))
        for x, c in ((-14, pal["red"]), (0, pal["blue"]), (14, pal["green"])):
            p.append(ellipse(x, -24, 3.6, 3, c, ink, 0.9))
    elif hat == "arched":  # closed crown: band, two arches, orb and cross
        p.append(path(smooth([(-24, -28), (-22, -52), (0, -60), (22, -52), (24, -28)]), hc, ink, 1.4))
        p.append(path(smooth([(-24, -30), (-20, -56), (0, -64), (20, -56), (24, -30)], closed=False),
                      None, ink, 7))
        p.append(path(smooth([(-24, -30), (-20, -56), (0, -64), (20, -56), (24, -30)], closed=False),
                      None, pal["gold"], 4))
        p.append(path(poly([(0, -30), (0, -62)], False), None, ink, 7))
        p.append(path(poly([(0, -30), (0, -62)], False), None, pal["gold"], 4))
        p.append(circle(0, -68, 6, pal["gold"], ink, 1.3))
        p.append(path(poly([(0, -74), (0, -86)], False), None, ink, 3))
        p.append(path(poly([(-5, -80), (5, -80)], False), None, ink, 3))
        p.append(path(poly([(-26, -16), (26, -16), (27, -32), (-27, -32)]), pal["gold"], ink, 1.6))
        for x, c in ((-14, pal["red"]), (0, pal["green"]), (14, pal["blue"])):
            p.append(ellipse(x, -24, 3.6, 3, c, ink, 0.9))
    elif hat == "tall":  # a tall rounded cap with a gold band (north-eastern pages)
        p.append(path(smooth([(-26, -16), (-26, -44), (-14, -72), (6, -80), (22, -66), (27, -40),
                              (27, -16)], tension=0.6), hc, ink, 1.6))
        p.append(path(poly([(-28, -14), (28, -14), (28, -26), (-28, -26)]), pal["gold"], ink, 1.4))
        p.append(circle(8, -80, 5, pal["gold"], ink, 1.2))
    elif hat == "beret":  # the page's cap with a feather
        p.append(path(smooth([(-6, -44), (16, -62), (28, -70), (22, -54), (10, -40)]),
                      pal["white"], ink, 1.3))
        p.append(path(smooth([(-30, -16), (-28, -34), (-8, -44), (20, -42), (34, -26), (30, -14),
                              (0, -24)]), hc, ink, 1.6))
        p.append(path(smooth([(-29, -16), (0, -26), (30, -15), (0, -20)]), pal["gold"], ink, 1.2))
    elif hat == "brim":  # the rider's broad hat with a plume
        p.append(path(smooth([(0, -46), (-24, -70), (-42, -72), (-26, -56), (-10, -40)]),
                      pal["white"], ink, 1.3))
        p.append(path(smooth([(-44, -20), (-20, -30), (20, -30), (44, -20), (20, -16), (-20, -16)]),
                      hc, ink, 1.6))
        p.append(path(smooth([(-20, -24), (-18, -46), (0, -52), (18, -46), (20, -24)]),
                      hc, ink, 1.6))
        p.append(path(poly([(-19, -28), (19, -28)], False), None, pal["gold"], 3))
    return group(p, tx=cx, ty=cy)


# ------------------------------------------------------------------ person
FANTE_HAIR = {"D": "#d9a441", "C": "#7a4a22", "B": "#3a2a1e", "S": "#a8562a"}
RIDER_HAIR = {"D": "#3a2a1e", "C": "#6b4420", "B": "#a8562a", "S": "#2a2320"}
KING_HAIR = "#a39d92"
YELLOWS = ("#f2c230", "#e7c340", "#e7c25a")  # a yellow cap would vanish into blond hair
POSES = {
    # suit: (elbow, hand, object centre, rotation, scale) in the person frame
    "S": ((76, 160), (82, 140), (84, 70), 0, 1.45),
    "B": ((76, 165), (80, 145), (92, 95), 12, 1.4),
    "C": ((78, 150), (74, 118), (76, 74), 0, 0.8),
    "D": ((78, 150), (72, 124), (78, 86), 0, 0.72),
}


def held_sign(suit: str, variants: dict, pal: dict, pose=None) -> tuple[str, tuple]:
    elbow, hand, centre, rot, sc = pose or POSES[suit]
    return group([suits.sign(suit, variants, pal)], tx=centre[0], ty=centre[1], rotate=rot,
                 scale=sc), (elbow, hand)


def person(pal: dict, rank: int, suit: str, variants: dict, robe: str, trim: str,
           half: bool = False, cut: float = 235.0, extra_object: str = "",
           raised_object: str | None = None, other_arm: str = "hip",
           hats: tuple[str, str] = ("beret", "crown")) -> str:
    """A court figure: rank 8 Fante (young, short tunic, hose, cap), 10 Re
    (long robe, mantle, crown, beard). Cavallo uses rider() instead."""
    ink = pal["ink"]
    c = cut if half else None
    p = []
    king = rank == 10
    # --- the held object and the arm raised to it
    obj, (elbow, hand) = held_sign(suit, variants, pal)
    if raised_object is not None:
        obj = raised_object
    if king:  # mantle behind
        p.append(path(smooth(clamp(sym([(30, 80), (62, 96), (80, 200), (96, 392)]), c), tension=0.5),
                      trim, ink, 2))
        p.append(path(smooth(clamp([(-60, 100), (-78, 200), (-92, 390), (-70, 392), (-64, 200)], c),
                             tension=0.5), shade(trim, 0.72), ink, 1.2))
    else:  # legs in hose and shoes
        if not half:
            p.append(limb([(-18, 250), (-20, 320), (-22, 376)], trim, 22, ink))
            p.append(limb([(18, 250), (21, 320), (24, 376)], robe, 22, ink))
            p.append(ellipse(-26, 384, 17, 8, pal["wood_dk"], ink, 1.6))
            p.append(ellipse(28, 384, 17, 8, pal["wood_dk"], ink, 1.6))
    # --- body
    if king:
        body = sym([(16, 78), (48, 92), (52, 150), (60, 260), (72, 384)])
    else:
        body = sym([(16, 78), (46, 92), (45, 140), (34, 196), (56, 262)])
    p.append(path(smooth(clamp(body, c), tension=0.45), robe, ink, 2))
    # the cloth's printed pattern: small flowers on the robe, stripes of shadow
    p.append(sprinkle(clamp(body, c), robe, 26 if king else 30, flower=king))
    for x in (-30, 30):
        if king:
            p.append(path(poly([(x * 0.9, 215), (x * 1.3, min(378, c or 378))], False), None,
                          shade(robe, 0.8), 3))
        elif not half:
            p.append(path(poly([(x * 0.8, 212), (x * 1.2, 254)], False), None, shade(robe, 0.8), 3))
    # central band with buttons
    band_bottom = 384 if king else 258
    if half:
        band_bottom = min(band_bottom, cut)
    p.append(path(poly([(-8, 92), (8, 92), (8 + (4 if king else 6), band_bottom),
                        (-8 - (4 if king else 6), band_bottom)]), trim, ink, 1.4))
    for y in range(105, int(band_bottom) - 8, 22):
        p.append(circle(0, y, 3.2, pal["gold"], ink, 0.9))
    # belt
    if not half or cut > 205:
        p.append(path(poly([(-36, 192), (36, 192), (36, 204), (-36, 204)]), pal["wood_dk"], ink, 1.4))
        p.append(rect(-7, 190, 14, 16, pal["gold"], ink, 1.2, rx=2))
    if king:  # ermine collar and cape edges
        p.append(path(smooth([(-50, 92), (-30, 78), (0, 90), (30, 78), (50, 92), (40, 118), (0, 122),
                              (-40, 118)], tension=0.6), pal["ermine"], ink, 1.6))
        for x, y in ((-32, 100), (-14, 108), (6, 110), (24, 104), (40, 98)):
            p.append(path(poly([(x, y - 3), (x + 2, y + 3), (x - 2, y + 3)]), ink, None))
    else:
        p.append(path(smooth([(-30, 84), (0, 100), (30, 84), (24, 80), (0, 90), (-24, 80)]),
                      pal["white"], ink, 1.2))
    # --- the other arm
    if other_arm == "hip" and king:  # the king's sceptre
        p.append(limb([(-42, 100), (-72, 150), (-50, 182)], robe, 20, ink))
        yb = min(246.0, cut - 6) if half else 246.0
        foot = (-62 + (yb - 92) / 154 * 22, yb)
        p.append(path(poly([foot, (-62, 92)], False), None, ink, 10))
        p.append(path(poly([foot, (-62, 92)], False), None, pal["gold"], 6))
        p.append(circle(-63, 84, 9, pal["gold"], ink, 1.6))
        p.append(path(poly([(-63, 75), (-63, 62)], False), None, ink, 3))
        p.append(path(poly([(-69, 68), (-57, 68)], False), None, ink, 3))
        p.append(circle(-50, 182, 8.5, pal["skin"], ink, 1.4))
    elif other_arm == "hip":
        p.append(limb([(-42, 100), (-66, 160), (-40, 196)], robe, 20, ink))
        p.append(circle(-38, 196, 8, pal["skin"], ink, 1.4))
    else:  # hand on the chest holding a second thing (drawn by the caller)
        p.append(limb([(-42, 100), (-64, 165), (-30, 160)], robe, 20, ink))
    # --- holding arm, object, hand over the grip
    p.append(limb([(42, 100), elbow, hand], robe, 20, ink))
    p.append(obj)
    p.append(circle(hand[0], hand[1], 8.5, pal["skin"], ink, 1.4))
    if other_arm != "hip":
        p.append(extra_object)
        p.append(circle(-30, 160, 8.5, pal["skin"], ink, 1.4))
    # --- head last (over collar)
    p.append(head(pal, "king" if king else "young", hats[1] if king else hats[0],
                  hat_colour=(trim if trim not in YELLOWS else pal["red"]) if not king else pal["red"],
                  hair=KING_HAIR if king else FANTE_HAIR[suit]))
    return "".join(p)


def horse(pal: dict, cloth: str, cloth2: str, half: bool = False, cut: float = 250.0,
          coat: str | None = None, mane: str | None = None) -> str:
    """A horse in profile walking to the left, near foreleg raised, hooves at y ~ 395.
    half: only the fore part above `cut` (head, neck, chest) for double-headed cards."""
    ink = pal["ink"]
    hc = coat or pal["horse"]
    hd = shade(hc, 0.72)
    mc = mane or pal["hair"]
    c = cut if half else None
    p = []
    if not half:
        # far legs (darker), tail
        p.append(limb([(-64, 262), (-70, 326), (-64, 388)], hd, 16, ink, 2.5))
        p.append(limb([(62, 258), (78, 322), (66, 388)], hd, 16, ink, 2.5))
        for x in (-64, 66):
            p.append(path(poly([(x - 10, 384), (x + 10, 384), (x + 12, 396), (x - 12, 396)]), ink, None))
        tail = [(108, 204), (130, 236), (136, 296), (122, 346)]
        p.append(path(smooth(tail, closed=False), None, ink, 22))
        p.append(path(smooth(tail, closed=False), None, mc, 17))
    body = [(-98, 216), (-82, 190), (-40, 182), (10, 192), (60, 186), (98, 192), (114, 216),
            (110, 248), (92, 266), (50, 282), (-20, 286), (-70, 278), (-96, 254)]
    p.append(path(smooth(clamp(body, c), tension=0.8), hc, ink, 2))
    if not half:
        # near legs: hind leg planted, foreleg raised and bent at the knee
        p.append(limb([(82, 250), (100, 322), (88, 388)], hc, 17, ink, 2.5))
        p.append(limb([(-80, 262), (-108, 300), (-100, 338)], hc, 17, ink, 2.5))
        p.append(path(poly([(78, 384), (98, 384), (100, 396), (76, 396)]), ink, None))
        p.append(path(poly([(-110, 334), (-92, 332), (-92, 346), (-108, 348)]), ink, None))
    # neck and head
    neck = [(-40, 186), (-62, 150), (-84, 112), (-100, 90), (-110, 86), (-120, 94), (-142, 122),
            (-160, 146), (-162, 158), (-152, 166), (-136, 162), (-122, 150), (-112, 136),
            (-104, 162), (-102, 204), (-90, 236)]
    p.append(path(smooth(clamp(neck, c), tension=0.7), hc, ink, 2))
    p.append(path(poly([(-100, 90), (-96, 64), (-110, 86)]), hc, ink, 1.6))  # ear
    # mane along the crest, a forelock between the ears
    p.append(path(smooth([(-104, 86), (-88, 100), (-74, 122), (-60, 146), (-44, 176), (-34, 188),
                          (-46, 190), (-52, 170), (-64, 160), (-66, 142), (-80, 130), (-82, 114),
                          (-94, 108)], tension=0.6), mc, ink, 1.4))
    p.append(path(smooth([(-108, 86), (-124, 96), (-120, 106), (-112, 96)]), mc, ink, 1.2))
    p.append(ellipse(-120, 112, 5, 3.5, ink, None))                         # eye
    p.append(path(smooth([(-152, 146), (-156, 150), (-150, 152)], closed=False), None, ink, 2))
    p.append(path(poly([(-160, 160), (-148, 159)], False), None, ink, 1.6))  # mouth
    # bridle
    bridle = pal["red_dk"]
    p.append(path(poly([(-106, 90), (-144, 152)], False), None, bridle, 3.5))
    p.append(path(poly([(-140, 128), (-156, 140)], False), None, bridle, 3.5))
    p.append(path(poly([(-112, 104), (-122, 92)], False), None, bridle, 3))
    # saddle cloth with a fringe, and the saddle
    cloth_pts = [(-42, 186), (50, 184), (58, 248), (-36, 254)]
    p.append(path(smooth(clamp(cloth_pts, c), tension=0.2), cloth, ink, 1.8))
    if not half:
        for i in range(7):
            x = -34 + i * 13
            p.append(path(poly([(x, 252 - i), (x + 6, 263 - i), (x + 12, 251 - i)]), cloth2, ink, 1))
    p.append(path(smooth(clamp([(-34, 190), (-30, 176), (30, 174), (38, 186), (0, 194)], c),
                         tension=0.5), pal["wood_dk"], ink, 1.6))
    return "".join(p)


HORSE_COATS = {"D": ("#efe6d2", "#b89d6a"), "C": ("#b77a45", "#3b2a1e"),
               "B": ("#cfc9bc", "#6f685c"), "S": ("#8a5638", "#2a1d16")}


def rider(pal: dict, suit: str, variants: dict, robe: str, trim: str, cloth: str,
          half: bool = False, cut: float = 250.0) -> str:
    """Cavallo: a man on horseback holding his suit's sign. Frame like person()."""
    ink = pal["ink"]
    coat, mane = HORSE_COATS[suit]
    p = [horse(pal, cloth, trim, half, cut, coat, mane)]
    # rider: upper body placed on the saddle
    sc = 0.66
    tx, ty = 10, 196 - 200 * sc
    body = []
    body.append(path(smooth(sym([(14, 78), (44, 92), (44, 140), (36, 200)]), tension=0.45),
                     robe, ink, 2.5))
    body.append(path(poly([(-8, 92), (8, 92), (10, 200), (-10, 200)]), trim, ink, 1.6))
    body.append(path(smooth([(-30, 84), (0, 100), (30, 84), (24, 80), (0, 90), (-24, 80)]),
                     pal["white"], ink, 1.2))
    # reins arm
    body.append(limb([(-40, 100), (-62, 150), (-90, 160)], robe, 20, ink))
    body.append(circle(-92, 160, 8.5, pal["skin"], ink, 1.4))
    pose = {"S": ((74, 150), (80, 128), (84, 56), 0, 1.45),
            "B": ((74, 150), (80, 130), (92, 74), 12, 1.45),
            "C": ((76, 140), (72, 110), (74, 62), 0, 0.92),
            "D": ((76, 140), (70, 114), (76, 70), 0, 0.84)}[suit]
    obj, (elbow, hand) = held_sign(suit, variants, pal, pose)
    body.append(limb([(40, 100), elbow, hand], robe, 20, ink))
    body.append(obj)
    body.append(circle(hand[0], hand[1], 8.5, pal["skin"], ink, 1.4))
    body.append(head(pal, "bearded", "brim", hat_colour=trim, hair=RIDER_HAIR[suit]))
    p.append(group(body, tx=tx, ty=ty, scale=sc))
    # reins from the hand to the mouth
    p.append(path(poly([(tx - 92 * sc, ty + 160 * sc), (-150, 156)], False), None, pal["red_dk"], 2.5))
    if not half:  # the near leg with boot, over the saddle cloth
        p.append(limb([(14, 196), (-14, 238), (-6, 286)], trim, 17, ink, 2.5))
        p.append(path(smooth([(-18, 280), (8, 282), (10, 296), (-22, 296)], tension=0.3),
                      pal["wood_dk"], ink, 1.6))
    return "".join(p)
