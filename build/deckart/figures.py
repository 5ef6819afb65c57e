"""Court figures and the other pictures (eagle, cherub, mask, hand), built from paths.

A standing person lives in a frame 220 units wide (x from -110 to 110) with the
top of the head at y = 0 and the feet at y = 400. `half=True` draws only the
part above y = `cut` with a flat edge there, for double-headed cards. The
person holds his suit's sign in his right hand (on the viewer's right)."""
from __future__ import annotations

from .svg import circle, ellipse, group, path, poly, rect, smooth, star, sym
from . import suits


def limb(points, colour: str, width: float, ink: str, outline: float = 3.0) -> str:
    """An outlined limb: a wide ink stroke under a narrower coloured one."""
    d = smooth(points, closed=False, tension=0.8) if len(points) > 2 else poly(points, False)
    return (path(d, None, ink, width + 2 * outline) + path(d, None, colour, width))


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
    elif hat == "beret":  # the page's cap with a feather
        p.append(path(smooth([(-6, -44), (18, -66), (30, -78), (24, -58), (10, -40)]),
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
           raised_object: str | None = None, other_arm: str = "hip") -> str:
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
        p.append(path(smooth(clamp([(-60, 100), (-78, 200), (-92, 390), (-60, 392), (-62, 200)], c),
                             tension=0.5), pal["red_dk"] if trim != pal["red_dk"] else pal["blue_dk"],
                      ink, 1.2))
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
    if other_arm == "hip":
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
    p.append(head(pal, "king" if king else "young", "crown" if king else "beret",
                  hat_colour=trim if not king else pal["red"]))
    return "".join(p)


def horse(pal: dict, cloth: str, cloth2: str, half: bool = False, cut: float = 250.0) -> str:
    """A horse in profile walking to the left, hooves at y ~ 395. half: only the
    fore part above `cut` (head, neck, chest) for double-headed cards."""
    ink, hc, hd = pal["ink"], pal["horse"], pal["horse_dk"]
    c = cut if half else None
    p = []
    if not half:
        # far legs (darker), tail
        p.append(limb([(62, 250), (74, 318), (70, 390)], hd, 15, ink, 2.5))
        p.append(limb([(-62, 250), (-66, 320), (-60, 390)], hd, 15, ink, 2.5))
        p.append(path(smooth([(100, 200), (122, 230), (126, 290), (116, 330)], closed=False),
                      None, ink, 18))
        p.append(path(smooth([(100, 200), (122, 230), (126, 290), (116, 330)], closed=False),
                      None, pal["hair"], 13))
    body = [(-92, 200), (-60, 180), (0, 192), (70, 182), (104, 204), (106, 246), (80, 268),
            (40, 276), (-40, 276), (-84, 262), (-100, 232)]
    p.append(path(smooth(clamp(body, c), tension=0.8), hc, ink, 2))
    if not half:
        # near legs: one foreleg raised (the walking pose of the cards)
        p.append(limb([(-70, 255), (-38, 300), (-56, 330)], hc, 17, ink, 2.5))
        p.append(path(poly([(-62, 326), (-50, 336), (-56, 344), (-66, 334)]), ink, None))
        p.append(limb([(78, 252), (90, 320), (84, 388)], hc, 17, ink, 2.5))
        p.append(limb([(-84, 248), (-90, 320), (-86, 388)], hc, 17, ink, 2.5))
        for x in (84, -86, 70, -60):
            p.append(rect(x - 10, 386, 20, 9, ink, ink, 1, rx=2))
    # neck and head
    neck = [(-50, 196), (-64, 150), (-86, 104), (-104, 88), (-122, 96), (-152, 138), (-156, 154),
            (-140, 160), (-118, 136), (-102, 170), (-92, 226)]
    p.append(path(smooth(clamp(neck, c), tension=0.7), hc, ink, 2))
    p.append(path(poly([(-98, 92), (-92, 66), (-108, 88)]), hc, ink, 1.6))  # ear
    p.append(path(smooth([(-48, 186), (-58, 140), (-80, 100), (-98, 84), (-84, 108), (-70, 140),
                          (-58, 176)], tension=0.6), pal["hair"], ink, 1.4))  # mane
    p.append(ellipse(-116, 112, 5, 3.5, ink, None))
    p.append(ellipse(-146, 146, 3, 2, ink, None))
    # bridle and breastplate
    p.append(path(poly([(-104, 96), (-146, 140), (-130, 152), (-108, 108)], closed=False),
                  None, pal["red_dk"], 3))
    # saddle cloth
    cloth_pts = [(-36, 182), (46, 178), (52, 236), (-30, 244)]
    p.append(path(smooth(clamp(cloth_pts, c), tension=0.2), cloth, ink, 1.8))
    if not half:
        for i in range(7):
            x = -30 + i * 13
            p.append(path(poly([(x, 242 - i), (x + 6, 252 - i), (x + 12, 241 - i)]), cloth2, ink, 1))
    return "".join(p)


def rider(pal: dict, suit: str, variants: dict, robe: str, trim: str, cloth: str,
          half: bool = False, cut: float = 250.0) -> str:
    """Cavallo: a man on horseback holding his suit's sign. Frame like person()."""
    ink = pal["ink"]
    p = [horse(pal, cloth, trim, half, cut)]
    # rider: upper body placed on the saddle
    sc = 0.62
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
    pose = {"S": ((74, 150), (80, 128), (84, 60), 0, 1.3),
            "B": ((74, 150), (80, 130), (90, 80), 12, 1.3),
            "C": ((76, 140), (72, 110), (74, 66), 0, 0.78),
            "D": ((76, 140), (70, 114), (76, 76), 0, 0.7)}[suit]
    obj, (elbow, hand) = held_sign(suit, variants, pal, pose)
    body.append(limb([(40, 100), elbow, hand], robe, 20, ink))
    body.append(obj)
    body.append(circle(hand[0], hand[1], 8.5, pal["skin"], ink, 1.4))
    body.append(head(pal, "bearded", "brim", hat_colour=trim, hair=pal["hair"]))
    p.append(group(body, tx=tx, ty=ty, scale=sc))
    # reins from the hand to the mouth
    p.append(path(poly([(tx - 92 * sc, ty + 160 * sc), (-128, 136)], False), None, pal["red_dk"], 2.5))
    if not half:  # the near leg with boot, over the saddle cloth
        p.append(limb([(14, 196), (-14, 238), (-6, 286)], trim, 17, ink, 2.5))
        p.append(path(smooth([(-18, 280), (8, 282), (10, 296), (-22, 296)], tension=0.3),
                      pal["wood_dk"], ink, 1.6))
    else:
        p.append(limb([(14, 196), (-14, 238), (-10, min(cut, 270))], trim, 17, ink, 2.5))
    return "".join(p)


# ------------------------------------------------------------------ other pictures
def eagle(pal: dict, heads: int = 2, crowned: bool = False) -> str:
    """A heraldic eagle about 300 wide and 300 tall centred on (0, 0), wings spread;
    the coin is placed on its breast by the caller."""
    ink, col = pal["ink"], pal["ink"] if heads == 2 else pal["eagle"] if "eagle" in pal else "#2b2622"
    p = []
    for s in (-1, 1):
        # wing: feathers fanned out
        for i in range(6):
            y0 = -70 + i * 22
            tip = (s * (150 - i * 10), y0 - 40 + i * 14)
            p.append(path(smooth([(s * 20, y0 + 10), (s * 70, y0 - 16), tip, (s * 80, y0 + 20),
                                  (s * 24, y0 + 34)], tension=0.6), col, pal["gold"] if heads == 2 else ink,
                          1.4))
        # tail feathers and legs
        p.append(path(poly([(s * 6, 80), (s * 36, 140), (s * 14, 146), (s * 2, 100)]), col,
                      pal["gold"], 1.2))
        p.append(limb([(s * 24, 70), (s * 44, 104), (s * 52, 118)], pal["gold"], 7, ink, 1.5))
        for a in (-30, 0, 30):
            p.append(group([path(poly([(0, 0), (5, 14), (-2, 12)]), pal["gold"], ink, 1)],
                           tx=s * 52, ty=118, rotate=a))
    p.append(path(smooth([(0, -90), (34, -60), (42, 10), (24, 90), (0, 104), (-24, 90), (-42, 10),
                          (-34, -60)]), col, ink, 1.6))
    heads_at = [(-34, -116), (34, -116)] if heads == 2 else [(0, -122)]
    for (hx, hy) in heads_at:
        s = -1 if hx < 0 else 1
        if heads == 1:
            s = -1
        p.append(limb([(hx * 0.3, -70), (hx, hy + 20)], col, 22, ink, 1.5))
        p.append(circle(hx, hy, 20, col, ink, 1.6))
        p.append(path(poly([(hx + s * 14, hy - 8), (hx + s * 40, hy + 2), (hx + s * 26, hy + 8),
                            (hx + s * 28, hy + 16), (hx + s * 12, hy + 10)]), pal["gold"], ink, 1.4))
        p.append(circle(hx + s * 6, hy - 5, 4, pal["gold_lt"], None))
        p.append(circle(hx + s * 7, hy - 5, 2, ink, None))
        p.append(path(poly([(hx + s * 10, hy + 10), (hx + s * 34, hy + 12)], False), None,
                      pal["red"], 3))  # tongue
        if crowned:
            p.append(path(poly([(hx - 16, hy - 16), (hx - 20, hy - 44), (hx - 8, hy - 28),
                                (hx, hy - 50), (hx + 8, hy - 28), (hx + 20, hy - 44),
                                (hx + 16, hy - 16)]), pal["gold"], ink, 1.4))
    return "".join(p)


def cherub(pal: dict) -> str:
    """A winged putto, about 160 tall, centred near (0, 0), arms up to hold something
    at about (30, -60)."""
    ink, skin = pal["ink"], pal["skin"]
    p = []
    for s in (-1, 1):  # wings
        p.append(path(smooth([(s * 14, -20), (s * 60, -62), (s * 86, -50), (s * 70, -20),
                              (s * 78, 0), (s * 40, 6)], tension=0.6), pal["white"], ink, 1.6))
        for k in range(3):
            p.append(path(smooth([(s * (30 + k * 14), -30 + k * 4), (s * (46 + k * 12), -10 + k * 2)],
                                 closed=False), None, pal["steel_dk"], 1.2))
    p.append(limb([(-14, 40), (-30, 70), (-20, 96)], skin, 20, ink, 1.8))
    p.append(limb([(14, 40), (30, 72), (44, 86)], skin, 20, ink, 1.8))
    p.append(path(smooth([(-24, -22), (24, -22), (30, 20), (20, 50), (-20, 50), (-30, 20)]),
                  skin, ink, 1.8))
    p.append(path(smooth([(-30, 18), (0, 10), (32, 14), (24, 44), (-24, 44)], tension=0.5),
                  pal["red"], ink, 1.4))  # loin cloth
    p.append(limb([(-20, -14), (-42, -40), (-28, -64)], skin, 14, ink, 1.8))
    p.append(limb([(20, -14), (30, -40), (30, -62)], skin, 14, ink, 1.8))
    p.append(head(pal, "young", "none", cy=-52, hair=pal["gold"]))
    return group([group(p, scale=0.9)])


def mask(pal: dict) -> str:
    """The moustached mask where the clubs of the Neapolitan 3 di bastoni meet
    (about 90 wide, centred on (0, 0))."""
    ink = pal["ink"]
    p = [path(smooth([(0, -40), (30, -30), (38, 0), (28, 30), (0, 40), (-28, 30), (-38, 0),
                      (-30, -30)]), pal["gold_lt"], ink, 2),
         path(smooth([(-30, -26), (0, -44), (30, -26), (14, -30), (0, -26), (-14, -30)]),
              pal["red"], ink, 1.5)]
    for s in (-1, 1):
        p.append(ellipse(s * 13, -8, 7, 4.5, pal["white"], ink, 1.2))
        p.append(circle(s * 13, -8, 2.6, ink, None))
        p.append(path(smooth([(s * 5, -17), (s * 13, -20), (s * 22, -16)], closed=False), None, ink, 2.2))
        # the big moustache, curling out
        p.append(path(smooth([(0, 12), (s * 16, 6), (s * 34, 10), (s * 44, 0), (s * 40, 16),
                              (s * 20, 20)], tension=0.6), pal["hair"], ink, 1.4))
    p.append(path(poly([(0, -6), (-4, 8), (4, 8)]), pal["skin_dk"], ink, 1.2))
    p.append(path(smooth([(-8, 26), (0, 29), (8, 26)], closed=False), None, pal["red_dk"], 2.2))
    return "".join(p)


def hand_from_cloud(pal: dict) -> str:
    """A hand coming out of a cloud on the left, fist at (0, 0) gripping vertically."""
    ink = pal["ink"]
    p = [limb([(-120, 30), (-60, 20), (-16, 6)], pal["white"], 22, ink, 2),
         path(smooth([(-150, 10), (-130, -10), (-110, 0), (-96, -12), (-80, 10), (-84, 40),
                      (-110, 52), (-140, 44)]), pal["steel"], ink, 1.8),
         path(smooth([(-16, -14), (14, -14), (18, 0), (14, 16), (-16, 16), (-20, 0)]),
              pal["skin"], ink, 1.6)]
    for y in (-6, 2, 10):
        p.append(path(poly([(4, y), (16, y)], False), None, ink, 1.2))
    return "".join(p)


def axe(pal: dict) -> str:
    """The Re di denari's axe (Piacentine), about 150 long, handle vertical, blade at top."""
    ink = pal["ink"]
    return (rect(-4, -70, 8, 150, pal["wood"], ink, 1.4, rx=3)
            + path(smooth([(2, -74), (34, -92), (44, -64), (36, -34), (2, -46)], tension=0.5),
                   pal["steel"], ink, 1.6)
            + path(poly([(-4, -70), (-14, -62), (-4, -56)]), pal["steel"], ink, 1.2))
