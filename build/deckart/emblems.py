"""The pictures on the aces and signature number cards that are not people (the
eagles are in eagles.py): the putto of the Piacentine asso di spade, the Neapolitan mask, bow
and flowers, the hand from a cloud, the axe and foliage.

Each is drawn in its own frame centred on (0, 0); the caller places and scales it."""
from __future__ import annotations

import math

from .svg import circle, ellipse, glow, group, highlight, path, poly, sheen, smooth, star
from .eagles import notches, scalloped
from .svg import shade_hex as shade


def limb(points, colour: str, width: float, ink: str, outline: float = 3.0) -> str:
    """An outlined stroke: a wide ink stroke under a narrower coloured one, modelled as a
    rounded form lit from the upper left: a darker band along the lower right, a thin
    light streak along the upper left (both inside the colour)."""
    d = smooth(points, closed=False, tension=0.8) if len(points) > 2 else poly(points, False)
    out = path(d, None, ink, width + 2 * outline) + path(d, None, colour, width)
    if width >= 12 and colour.startswith("#"):
        def shifted(k: float, kx: float = 1.0) -> str:
            q = [(x + width * k * kx, y + width * k * 0.6) for x, y in points]
            return smooth(q, closed=False, tension=0.8) if len(q) > 2 else poly(q, False)
        out += path(shifted(0.26), None, shade(colour, 0.82), width * 0.36)
        out += path(shifted(-0.2), None, shade(colour, 1.3), width * 0.16)
    return out


def feather(root, angle: float, length: float, width: float, fill: str, line: str,
            sw: float = 2.0) -> str:
    """A pointed feather from `root` towards `angle` (degrees, y down)."""
    a = math.radians(angle)
    dx, dy = math.cos(a), math.sin(a)
    nx, ny = -dy, dx
    x, y = root
    pts = [(x + nx * width * 0.5, y + ny * width * 0.5),
           (x + dx * length * 0.55 + nx * width * 0.6, y + dy * length * 0.55 + ny * width * 0.6),
           (x + dx * length, y + dy * length),
           (x + dx * length * 0.55 - nx * width * 0.6, y + dy * length * 0.55 - ny * width * 0.6),
           (x - nx * width * 0.5, y - ny * width * 0.5)]
    return path(smooth(pts, tension=0.7), fill, line, sw)


CHERUB_HAND = (64.0, -150.0)  # where the putto's raised right hand grips a hilt, above
# and beside his head, so the sword's guard clears his face


def _putto_wing(s: int, pal: dict) -> list[str]:
    """One wing raised from the shoulder blade (s = 1 on the viewer's right): an ivory
    silhouette with scalloped feather tips, pale blue shading towards the tips, quill
    lines, a band of small coverts along the leading edge."""
    ink = pal["ink"]
    lead = [(s * 12, -22), (s * 36, -66), (s * 70, -96), (s * 104, -110)]
    tips = [(s * 118, -98), (s * 124, -76), (s * 120, -52), (s * 110, -30), (s * 94, -10),
            (s * 74, 4), (s * 52, 10)]
    centre = (s * 68, -54)
    outline = scalloped(lead, tips, [(s * 34, 6)], centre, 0.22)
    p = [path(smooth(outline, tension=0.55),
              sheen("#f4f1ea", s * 30, s * 140, -100, 10, 1.0, 0.62), ink, 2.2)]
    root = (s * 52, -60)
    for nx, ny in notches(tips, centre, 0.22):
        p.append(path(poly([root, (nx, ny)], False), None, pal["steel_dk"], 1.2))
    cov = scalloped([(s * 14, -18), (s * 36, -62), (s * 68, -92), (s * 100, -106)],
                    [(s * 92, -88), (s * 78, -76), (s * 64, -60), (s * 50, -44), (s * 38, -24),
                     (s * 28, -6)], [(s * 18, 0)], (s * 30, -86), -0.15)
    p.append(path(smooth(cov, tension=0.55), sheen("#ffffff", s * 14, s * 110, -110, 0, 1.0, 0.8),
                  ink, 1.8))
    return p


def cherub(pal: dict) -> str:
    """A winged putto about 240 tall, his body centred near (0, 0), flying: wings
    raised behind his shoulders, a red drape fluttering from his shoulder round his
    hips, the left leg drawn up, the left hand open, the right hand raised to
    CHERUB_HAND to hold a sword up beside his head, his eyes turned up to it."""
    ink, skin = pal["ink"], pal["skin"]
    flesh = glow(skin, 60, -8, -10, 1.18, 0.88)
    crease = shade(skin, 0.72)
    p = []
    for s in (-1, 1):
        p += _putto_wing(s, pal)
    # the drape behind him, streaming out to the left
    p.append(path(smooth([(-20, -30), (-50, -8), (-96, 2), (-120, 26), (-92, 22), (-110, 48),
                          (-70, 40), (-30, 40)], tension=0.6),
                  sheen(pal["red"], -120, -20, 0, 40, 1.2, 0.6), ink, 2))
    p.append(path(smooth([(-40, 6), (-76, 16), (-104, 36)], closed=False), None, pal["red_dk"], 2))
    # chubby legs, thick and creased, tapering to small round feet: the right one
    # stretched down and back, the left drawn up at the knee
    def chubby(pts_, w0, w1):  # a baby's limb: full at the top, a crease at the joint
        return [limb(pts_[:2], skin, w0, ink, 2.2), limb(pts_[1:], skin, w1, ink, 2.2),
                circle(pts_[1][0], pts_[1][1], w1 * 0.56, skin, None)]
    p += chubby([(14, 36), (30, 70), (46, 100)], 46, 34)
    p.append(path(smooth([(44, 96), (62, 104), (70, 118), (54, 122), (42, 112)], tension=0.6),
                  skin, ink, 2))
    p.append(path(smooth([(20, 66), (30, 74), (40, 70)], closed=False), None, crease, 1.6))
    p += chubby([(-12, 38), (-38, 56), (-40, 92)], 46, 32)
    p.append(path(smooth([(-46, 86), (-30, 90), (-22, 102), (-36, 106), (-46, 98)], tension=0.6),
                  skin, ink, 2))
    p.append(path(smooth([(-46, 48), (-52, 58), (-48, 66)], closed=False), None, crease, 1.6))
    # the body: a round chest and a plump belly
    body = smooth([(0, -46), (24, -44), (36, -28), (40, 0), (38, 26), (22, 46), (0, 50),
                   (-22, 46), (-38, 26), (-40, 0), (-34, -28), (-24, -44)], tension=0.75)
    p.append(path(body, flesh, ink, 2.4))
    p.append(path(smooth([(-5, 18), (0, 22), (5, 18)], closed=False), None, crease, 1.4))
    p.append(path(smooth([(-24, 32), (0, 40), (24, 32)], closed=False), None, crease, 1.3))
    p.append(path(smooth([(-20, -16), (-8, -11), (4, -16)], closed=False), None, crease, 1.2))
    p.append(path(smooth([(6, -16), (16, -11), (26, -16)], closed=False), None, crease, 1.2))
    # the drape's band across him, from the left shoulder to the right hip
    p.append(path(smooth([(-30, -36), (-16, -44), (36, 16), (32, 32), (20, 26)], tension=0.5),
                  sheen(pal["red"], -20, 30, -30, 20, 1.3, 0.7), ink, 1.8))
    p.append(path(smooth([(-16, -30), (8, -8), (28, 16)], closed=False), None, pal["red_dk"], 1.4))
    # plump arms creased at the elbow: the left held out, hand open; the right raised
    # to the hilt
    p += chubby([(-26, -32), (-50, -18), (-68, -30)], 30, 24)
    p.append(group([ellipse(0, 0, 13, 9.5, skin, ink, 1.8),
                    path(smooth([(-4, -8), (-12, -14), (-16, -8)], closed=False), None, ink, 1.6)],
                   tx=-76, ty=-34, rotate=-30))
    p += chubby([(26, -34), (56, -80), CHERUB_HAND], 30, 24)
    # the head, turned up to the sword: cheeks, small features, a cap of curls (a
    # quarter of his height, not a third: drawn 0.9x above the fuller body)
    head = []
    head.append(path(smooth([(0, -102), (24, -94), (32, -70), (26, -50), (8, -40), (-10, -42),
                          (-26, -52), (-32, -74), (-24, -96)], tension=0.75), flesh, ink, 2.4))
    head.append(ellipse(16, -56, 8, 5, "#f2a090", None, extra='fill-opacity="0.7"'))
    head.append(ellipse(-16, -58, 7, 5, "#f2a090", None, extra='fill-opacity="0.7"'))
    for x in (-11, 11):
        head.append(ellipse(x, -72, 4.6, 3.6, pal["white"], ink, 1))
        head.append(circle(x + 1.5, -73.5, 2.4, "#3a4f7a", None))
        head.append(path(smooth([(x - 6, -80), (x, -83), (x + 6, -80)], closed=False), None,
                      pal["hair"], 1.6))
    head.append(path(smooth([(1, -70), (4, -62), (0, -60)], closed=False), None, crease, 1.4))
    head.append(path(smooth([(-5, -52), (0, -50), (5, -52)], closed=False), None, pal["red_dk"], 2))
    for x, y, r in ((-28, -66, 8), (-30, -82, 9), (-22, -98, 10), (-6, -106, 10), (12, -104, 10),
                    (26, -94, 9), (31, -78, 8)):
        head.append(circle(x, y, r, sheen(pal["gold"], x - r, x + r, y - r, y + r, 1.35, 0.7), ink, 1.6))
        head.append(path(smooth([(x - r * 0.4, y + r * 0.2), (x, y - r * 0.4), (x + r * 0.35, y)],
                             closed=False), None, pal["gold_dk"], 1.4))
    p.append(group(head, tx=0, ty=-8, scale=0.9))
    return "".join(p)


CLOUD = 1.25   # the cloud's size against the hand's


def hand_from_cloud(pal: dict) -> str:
    """A hand in a red sleeve coming out of a cloud on the left, the fist at (0, 0)
    gripping something vertical."""
    ink = pal["ink"]
    # a white scalloped cloud, its lower lobes shaded blue-grey (a small grey puff before)
    puffs = [(-122 + (x + 122) * CLOUD, 22 + (y - 22) * CLOUD, r * CLOUD) for x, y, r in
             [(-134, 20, 26), (-114, -2, 24), (-92, 12, 20), (-88, 36, 17), (-112, 40, 22),
              (-140, 46, 19), (-156, 28, 17), (-152, 4, 15)]]
    p = [limb([(-104, 22), (-60, 16), (-18, 6)], pal["red"], 22, ink, 2),
         path(poly([(-60, 6), (-56, 26)], False), None, pal["gold"], 4)]
    cloud = [circle(x, y, r + 2.6, ink, None) for x, y, r in puffs]
    cloud += [circle(x, y, r, "#fbfcfe", None) for x, y, r in puffs]
    cloud += [path(smooth([(x - r * 0.8, y + r * 0.1), (x, y + r * 0.72), (x + r * 0.8, y + r * 0.1)],
                          closed=False), None, "#a9bcd3", r * 0.32)
              for x, y, r in puffs if y >= 22]   # the shade along the lower lobes
    cloud += [path(smooth([(x - r * 0.55, y - r * 0.05), (x, y - r * 0.5), (x + r * 0.55, y - r * 0.05)],
                          closed=False), None, "#c9d6e6", 1.6) for x, y, r in puffs[:3]]
    p.append(f'<g id="cloud">{"".join(cloud)}</g>')   # marked for the tests
    p.append(path(smooth([(-18, -15), (12, -15), (18, -2), (14, 15), (-18, 15), (-22, 0)]),
                  pal["skin"], ink, 1.6))
    for y in (-6, 2, 10):
        p.append(path(poly([(4, y), (16, y)], False), None, ink, 1.2))
    p.append(path(smooth([(-10, -15), (4, -20), (12, -14)], closed=False), None, ink, 1.4))
    return "".join(p)


def axe(pal: dict) -> str:
    """The Re di denari's axe (Piacentine), about 150 long, handle vertical, the head at
    the top: a bearded axe, its crescent edge long and curved, the beard sweeping down
    to the haft, a spike at the back, gilt with a darker edge (a rounded blue plate on the
    haft read as a shovel: review 13h; in grey steel, the swords' colour, the Re di denari
    was read as the Re di spade in untold A/B readings)."""
    ink = pal["ink"]
    steel, edge = "#e0b743", "#7a5a14"
    blade = [(4, -88), (22, -94), (40, -108), (52, -92), (58, -66), (52, -38), (38, -20),
             (30, -36), (18, -54), (4, -62)]
    bevel = [(40, -104), (51, -90), (56, -66), (50, -40), (38, -24), (44, -42), (47, -66),
             (43, -88)]
    return (path(poly([(-4, -96), (4, -96), (4, 80), (-4, 80)]), sheen(pal["wood"], -4, 4), ink, 1.6)
            + path(smooth(blade, tension=0.35), sheen(steel, 4, 58, light=1.25, dark=0.8), ink, 2.2)
            + path(smooth(bevel, tension=0.4), edge, None)
            + path(poly([(-4, -84), (-24, -76), (-4, -68)]), steel, ink, 1.6)
            + path(poly([(-6, -90), (6, -90), (6, -60), (-6, -60)]), shade(steel, 0.8), ink, 1.4)
            + circle(0, -98, 5, pal["gold"], ink, 1.2) + circle(0, 82, 6, pal["gold"], ink, 1.4))


def ribbon(pal: dict, w: float) -> str:
    """The red bow tied where the swords cross (Neapolitan asso, 2 and 3 di spade):
    a knot, two loops and two forked tails; about `w` wide."""
    ink, red, dark = pal["ink"], pal["red"], pal["red_dk"]
    p = []
    for s in (-1, 1):
        tail = [(s * 6, 6), (s * 30, 40), (s * 26, 74), (s * 46, 104)]
        p.append(path(smooth(tail, closed=False), None, ink, 17))
        p.append(path(smooth(tail, closed=False), None, red, 12))
        p.append(path(poly([(s * 38, 96), (s * 46, 104), (s * 56, 98), (s * 52, 116),
                            (s * 44, 112), (s * 36, 120)]), red, ink, 2.2))
        loop = [(0, 0), (s * 40, -34), (s * 92, -40), (s * 100, -12), (s * 70, 8), (s * 24, 10)]
        p.append(path(smooth(loop, tension=0.7), sheen(red, 0, s * 100, light=1.3), ink, 2.6))
        p.append(path(smooth([(s * 22, -4), (s * 56, -22), (s * 84, -20)], closed=False),
                      None, dark, 3))
    p.append(ellipse(0, 0, 17, 14, dark, ink, 2.4))
    p.append(ellipse(-4, -4, 6, 4, red, None))
    return group(p, scale=w / 200)


def flowers(pal: dict, w: float) -> str:
    """Three yellow flowers on a sprig, the centre of the Neapolitan 4 di spade."""
    ink = pal["ink"]
    p = [path(smooth([(-80, 24), (-30, 10), (0, 4), (30, 10), (80, 24)], closed=False),
              None, pal["green_dk"], 6)]
    for lx, ang in ((-52, -30), (-22, 200), (22, -20), (52, 210)):
        p.append(group([path(smooth([(0, 0), (14, -9), (32, 0), (14, 9)]), pal["green"], ink, 1.6)],
                       tx=lx, ty=14, rotate=ang))
    p += _blooms(pal, ((-62, -2, 24), (0, -18, 28), (62, -2, 24)), 1.8, 1.6)
    return group(p, scale=w / 180)


def florets(pal: dict, w: float) -> str:
    """The 4 di spade's three flowers without their sprig, in a little triangle, edged
    heavier: the card drawn small (napoli_small); about `w` wide."""
    return group(_blooms(pal, ((-30, 8, 24), (0, -18, 26), (30, 8, 24)), 2.4, 2.0), scale=w / 110)


def _blooms(pal: dict, spots, edge: float, heart: float) -> list[str]:
    """Five-petalled gold flowers with red hearts at spots (x, y, radius), their petals
    and hearts edged `edge` and `heart` wide."""
    ink = pal["ink"]
    out = []
    for fx, fy, r in spots:
        petals = [group([ellipse(0, -r * 0.55, r * 0.38, r * 0.52, pal["gold"], ink, edge)],
                        rotate=72 * i) for i in range(5)]
        out.append(group(petals + [circle(0, 0, r * 0.3, pal["red"], ink, heart)], tx=fx, ty=fy))
    return out


def foliage(pal: dict, w: float) -> str:
    """A spray of leaves (above the Neapolitan asso di bastoni), about `w` wide."""
    ink = pal["ink"]
    p = []
    for i, a in enumerate((-70, -40, -12, 12, 40, 70)):
        p.append(group([path(smooth([(0, 0), (12, -30), (0, -70), (-12, -30)]),
                             pal["green"] if i % 2 else pal["green_dk"], ink, 1.6),
                        path(poly([(0, -4), (0, -60)], False), None, ink, 1)], rotate=a))
    p.append(circle(0, 0, 10, pal["red"], ink, 1.6))
    return group(p, ty=w * 0.2, scale=w / 140)


def sprig(pal: dict, length: float, leaves: int = 5) -> str:
    """A laurel sprig along the y axis from (0, 0) up to (0, -length): a curved twig,
    paired leaves getting smaller towards the tip, berries at its foot."""
    ink = pal["ink"]
    k = length / 200
    twig = [(0, 0), (6 * k, -70 * k), (2 * k, -140 * k), (-8 * k, -200 * k)]
    p = [path(smooth(twig, closed=False), None, ink, 7 * k + 2),
         path(smooth(twig, closed=False), None, pal["green_dk"], 5 * k)]
    for i in range(leaves):
        t = (i + 0.6) / (leaves + 0.4)
        y = -200 * k * t
        x = (6 - 10 * t * t) * k
        size = 1.15 - 0.5 * t
        for s in (-1, 1):
            p.append(group([path(smooth([(0, 0), (16, -8), (40, -4), (18, 8)]),
                                 pal["green"] if s > 0 else pal["green_dk"], ink, 2.2 / size)],
                           tx=x, ty=y, rotate=-90 + s * 50, scale=k * 2.1 * size, flip_x=s < 0))
    p.append(group([path(smooth([(0, 0), (14, -12), (36, -6), (16, 8)]), pal["green"], ink, 2)],
                   tx=-8 * k, ty=-200 * k, rotate=-100, scale=k * 1.8))
    for x, y in ((14, -22), (-16, -44), (16, -84)):
        p.append(circle(x * k, y * k, 9 * k, pal["red"], ink, 1.4))
    return "".join(p)


def grand_coin(pal: dict, r: float, centre: str) -> str:
    """The great coin of the Trevisane asso di denari, radius r, centred on (0, 0): a
    ring of red and gold rays, a gold rim with pearls, a blue band of stars round
    `centre` (the deck's own coin, drawn 100 across)."""
    ink = pal["ink"]
    k = r / 100
    p = [path(star(0, 0, 100 * k, 80 * k, 24), glow(pal["red"], 100 * k, 0, 0, 1.3, 0.7), ink, 2.6),
         path(star(0, 0, 92 * k, 78 * k, 24, -82.5), glow(pal["gold"], 92 * k), ink, 1.8),
         circle(0, 0, 78 * k, sheen(pal["gold"], -78 * k, 78 * k, -78 * k, 78 * k, 1.4, 0.7), ink, 3),
         circle(0, 0, 64 * k, pal["blue"], ink, 2.4)]
    for i in range(20):  # pearls on the gold rim
        a = math.radians(18 * i)
        p.append(circle(71 * k * math.cos(a), 71 * k * math.sin(a), 3.4 * k, pal["white"], ink, 1))
    for i in range(8):  # stars on the blue band
        a = math.radians(45 * i + 22.5)
        p.append(path(star(57 * k * math.cos(a), 57 * k * math.sin(a), 6 * k, 2.6 * k, 5),
                      pal["gold_lt"], None))
    p.append(circle(0, 0, 50 * k, pal["white"], ink, 2))
    p.append(group([centre], scale=0.98 * k))
    return "".join(p)


def great_chalice(pal: dict) -> str:
    """The Neapolitan asso di coppe: a tall baroque chalice, about 200 units tall and 130
    wide, centred on (0, 0): a tulip bowl with a flared lip and its mouth open to the
    eye, a band of red and blue jewels, acanthus leaves embossed round the lower bowl, a
    baluster stem with two knops and a domed foot with a gadrooned rim. Tall and narrow,
    so it is not taken for the Piacentine's broad, low cup."""
    ink, gold, dk = pal["ink"], pal["gold"], pal["gold_dk"]
    metal = sheen(gold, -62, 62, light=1.5, dark=0.62)
    bowl = [(-60, -92), (-52, -70), (-50, -40), (-42, -8), (-24, 12), (-8, 20), (8, 20), (24, 12),
            (42, -8), (50, -40), (52, -70), (60, -92)]
    p = [path(smooth(bowl + [(0, -86)], tension=0.55), metal, ink, 3.2),
         ellipse(0, -91, 60, 11, dk, ink, 2.2),
         ellipse(0, -89, 50, 7, shade(dk, 0.62), None),
         path(smooth([(-51, -62), (0, -54), (51, -62), (50, -44), (0, -36), (-50, -44)]),
              sheen(pal["red"], -50, 50), ink, 1.8)]
    for i, x in enumerate((-36, -18, 0, 18, 36)):  # jewels on the band
        y = -49 + abs(x) * 0.12
        c = pal["blue"] if i % 2 else pal["green"] if i == 2 else pal["white"]
        p.append(ellipse(x, y, 5.2 if i == 2 else 4, 4.6 if i == 2 else 3.6, c, ink, 1.1))
    for x in (-30, -10, 10, 30):  # acanthus leaves round the lower bowl
        leaf = [(x * 0.5, 16), (x - 9, -4), (x - 6, -22), (x, -32), (x + 6, -22), (x + 9, -4)]
        p.append(path(smooth(leaf, tension=0.6), sheen(pal["green"], x - 9, x + 9, light=1.4),
                      ink, 1.4))
        p.append(path(smooth([(x * 0.6, 12), (x, -8), (x, -26)], closed=False), None,
                      pal["green_dk"], 1.2))
    p += [path(smooth([(-10, 20), (10, 20), (8, 30), (-8, 30)], tension=0.3), metal, ink, 1.8),
          ellipse(0, 37, 17, 9, sheen(pal["blue"], -17, 17, light=1.5), ink, 1.8),
          ellipse(-5, 34, 5, 2.6, pal["white"], None),
          path(smooth([(-8, 45), (8, 45), (11, 58), (-11, 58)], tension=0.3), metal, ink, 1.8),
          ellipse(0, 63, 13, 7, sheen(pal["red"], -13, 13, light=1.5), ink, 1.6),
          path(smooth([(-7, 69), (7, 69), (9, 76), (-9, 76)], tension=0.3), metal, ink, 1.6),
          path(smooth([(-48, 100), (-40, 84), (-16, 76), (16, 76), (40, 84), (48, 100), (0, 104)],
                      tension=0.45), metal, ink, 2.6)]
    for x in (-36, -24, -12, 0, 12, 24, 36):  # gadroons on the foot
        p.append(path(poly([(x * 0.45, 79), (x, 99)], False), None, dk, 1.8))
    p.append(path(smooth([(-50, 100), (0, 106), (50, 100)], closed=False), None, pal["red"], 3.4))
    p.append(highlight(smooth([(-44, -78), (-38, -40), (-26, -6), (-34, -40)], tension=0.6), 0.35))
    return "".join(p)
