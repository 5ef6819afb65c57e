"""Court people (Fante, Re, and the Cavallo's rider) built from one set of parts:
faces, hair and headgear, garments with printed patterns, arms in poses, and the
things held. A `Look` (looks.py; the tables in court_looks.py) picks the parts, so each
of a deck's twelve court cards is its own figure while the pieces stay shared.

A standing person lives in a frame 220 units wide (x from -110 to 110), the top of
the head at y = 0 and the feet at y = 400; the viewer's right is +x. With `cut` set,
nothing is drawn below y = cut (the middle line of a double-headed card)."""
from __future__ import annotations

from .svg import circle, ellipse, group, highlight, luma, num, path, poly, shadow, sheen, smooth, sym
from .svg import shade_hex as shade
from .emblems import feather, limb
from . import caps, crowns, hair as hair_, printed_face
from .looks import MIENS, Mien
from .profile import profile_face

PLAIN = MIENS["plain"]

SKIN_BLUSH = "#f0a89a"
IRIS = "#6a4a2a"


def inside(pt, poly_pts) -> bool:
    """Point-in-polygon (even-odd), for laying patterns inside an outline."""
    x, y = pt
    n, hit = len(poly_pts), False
    for i in range(n):
        (x1, y1), (x2, y2) = poly_pts[i], poly_pts[(i + 1) % n]
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            hit = not hit
    return hit


def tone(colour: str) -> str:
    """A second tone of `colour` for printed patterns: darker on light cloth, lighter on dark."""
    return shade(colour, 0.72) if luma(colour) > 150 else shade(colour, 1.4)


def pattern(outline, colour: str, kind: str, step: float, ink: str, compact: bool = False) -> str:
    """The cloth's printed motif inside `outline` (nanosvg has no clipping, so each
    motif is placed only where it falls well inside): flowers, dots, lozenges, stripes;
    `compact`: all the motifs of one paint in one path, a flower's four petals two
    crossed round-capped strokes, a dot (and a flower's heart) a round-capped stroke a
    tenth of a unit long (a fifth of the bytes of circles)."""
    if kind == "plain":
        return ""
    t = tone(colour)
    xs = [x for x, _ in outline]
    ys = [y for _, y in outline]
    out = []
    if kind == "stripes":
        x, d = min(xs) + step / 2, ""
        while x < max(xs):
            col = [(x, y) for y in range(int(min(ys)), int(max(ys)), 6) if inside((x, y), outline)
                   and inside((x - 6, y), outline) and inside((x + 6, y), outline)]
            if len(col) > 2 and compact:
                d += poly([col[0], col[-1]], False)
            elif len(col) > 2:
                out.append(path(poly([col[0], col[-1]], False), None, t, step * 0.3))
            x += step
        return path(d, None, t, step * 0.3) if d else "".join(out)
    row, petals, hearts, shapes = 0, "", "", ""
    y = min(ys) + step * 0.7
    while y < max(ys) - step * 0.3:
        x = min(xs) + (step / 2 if row % 2 else 0)
        while x < max(xs):
            if abs(x) > 12 and all(inside((x + dx, y + dy), outline)
                                   for dx, dy in ((-8, 0), (8, 0), (0, -8), (0, 8))):
                if kind == "flowers" and compact:
                    petals += f"M{num(x - 3.2)} {num(y)}h6.4M{num(x)} {num(y - 3.2)}v6.4"
                    hearts += f"M{num(x)} {num(y)}h.1"
                elif kind == "flowers":
                    for dx, dy in ((-3.2, 0), (3.2, 0), (0, -3.2), (0, 3.2)):
                        out.append(circle(x + dx, y + dy, 2.6, t, None))
                    out.append(circle(x, y, 1.6, ink, None))
                elif kind == "lozenge" and compact:
                    shapes += poly([(x, y - 6), (x + 4.5, y), (x, y + 6), (x - 4.5, y)])
                elif kind == "lozenge":
                    out.append(path(poly([(x, y - 6), (x + 4.5, y), (x, y + 6), (x - 4.5, y)]),
                                    t, None))
                elif compact:
                    petals += f"M{num(x)} {num(y)}h.1"
                else:
                    out.append(circle(x, y, 2.6, t, None))
            x += step
        y += step * 0.8
        row += 1
    return ((path(petals, None, t, 5.2) if petals else "") + (path(hearts, None, ink, 3.2) if hearts else "")
            + (path(shapes, t, None) if shapes else "") + "".join(out))


def clamp(points, cut: float | None):
    """An outline flattened at the cut (a closed shape stops on the middle line)."""
    return list(points) if cut is None else [(x, min(y, cut)) for x, y in points]


def stop_line(points, cut: float | None, margin: float = 0.0):
    """An open line stopped where it first reaches `margin` above the cut, so a thick
    stroke's round end stays in its own half of a double-headed card."""
    if cut is None:
        return list(points)
    limit = cut - margin
    out = []
    for i, (x, y) in enumerate(points):
        if y <= limit:
            out.append((x, y))
            continue
        if i:
            px, py = points[i - 1]
            if py <= limit:
                t = (limit - py) / (y - py)
                out.append((px + (x - px) * t, limit))
        break
    return out


# ------------------------------------------------------------------ heads
def face(pal: dict, kind: str, hair: str, look: float = 0.0, mien: Mien = PLAIN,
         line: float = 1.0, printed: bool = False) -> list[str]:
    """Face and hair about (0, 0): kind young | curly | fringe | maiden | crone | bearded |
    moustache | king | forked | old (hair.py: the hair of each); the contour of the face,
    ears and neck `line` times as heavy; `printed` its features in the printed idiom
    (printed_face.py)."""
    ink, skin = pal["ink"], pal["skin"]
    flesh = sheen(skin, -24, 24, light=1.15, dark=0.9)
    locks = sheen(hair, -34, 34, light=1.35, dark=0.78)  # hair catches the light on the left
    p = hair_.back(kind, locks, ink)
    strand = shade(hair, 0.68)
    for s in (-1, 1):  # locks of hair: a few strands in a darker tone
        for dx, y0, y1 in ((26, -4, 30 if kind == "maiden" else 18), (31, 8, 48 if kind == "maiden" else 20)):
            if kind in ("maiden", "young", "crone") or dx == 26:
                p.append(path(smooth([(s * dx, y0), (s * (dx + 2), (y0 + y1) / 2), (s * (dx - 1), y1)],
                                     closed=False), None, strand, 1.4))
    # the neck: a little narrower under the jaw, its sides outlined, no line where it
    # meets the collar; the jaw's shadow across its top
    p.append(path(poly([(-9, 20), (9, 20), (10.5, 40), (-10.5, 40)]), skin, None))
    p.append(path(poly([(-9, 20), (-10.5, 40)], False) + poly([(9, 20), (10.5, 40)], False),
                  None, ink, 1.8 * line))
    p.append(shadow(smooth([(-9, 24), (0, 30), (9, 24), (10, 33), (0, 36), (-10, 33)], tension=0.6), 0.22))
    for s in (-1, 1):
        p.append(ellipse(s * 23, 4, 5, 8, skin, ink, 1.5 * line))
    # the face's shape: a rounder chin on the maiden and the curly-haired youth, a long
    # narrow jaw on the youth with the fringe
    chin, jaw = {"maiden": (29, 15), "tresses": (28, 14), "curly": (29, 16.5), "fringe": (34, 13),
                 "square": (32, 16.5)}.get(kind, (31, 15))
    chin, jaw = chin + mien.chin, jaw + mien.jaw
    p.append(path(smooth([(0, -29), (20, -22), (23, 2), (jaw, 22), (0, chin), (-jaw, 22), (-23, 2),
                          (-20, -22)]), flesh, ink, 2.8 * line))
    # modelling: the far cheek and jaw in shadow, light on the brow and the near cheek
    p.append(shadow(smooth([(8, -27), (20, -20), (23, 2), (15, 22), (2, chin - 1), (11, 17), (16, 2),
                            (14, -16)], tension=0.6), 0.13))
    p.append(highlight(smooth([(-14, -18), (-4, -22), (6, -19), (-4, -15)], tension=0.6), 0.3))
    p.append(highlight(smooth([(-18, 2), (-12, -1), (-8, 3), (-13, 7)], tension=0.6), 0.22))
    p.append(shadow(smooth([(2 + look, -1), (5 + look, 6), (3 + look, 10), (1 + look, 7)]), 0.16))
    if kind in hair_.BEARDS:
        p += hair_.beard(pal, kind, hair)
    elif kind == "moustache":  # a cavalier's moustache on a shaven chin
        p += hair_.moustache(pal, hair)
    p += hair_.front(kind, hair, ink)
    p += (printed_face.features if printed else features)(pal, kind, hair, look, mien)
    return p


BROW = {"maiden": (0.9, 0.0), "tresses": (0.8, -0.4), "square": (1.7, 1.4), "young": (1.2, 0.0), "curly": (1.4, 0.3), "fringe": (1.0, 0.0), "crone": (1.3, 1.0), "bearded": (1.6, 1.0),
        "moustache": (1.5, 0.8), "forked": (1.7, 1.2), "pointed": (1.7, 1.2),
        "goatee": (1.7, 1.2),
        "king": (1.8, 1.6), "old": (1.9, 1.8)}   # brow thickness, how much it knits down inwards


GLANCE = {"fringe": -1.6}   # the eyes turned aside


def features(pal: dict, kind: str, hair: str, look: float, mien: Mien = PLAIN) -> list[str]:
    """Eyes with whites, irises and a heavy upper lid; brows shaped by age (thin arches
    on the young, heavy and knitted on the old); a nose with its bridge, tip and
    nostril; lips (the young) or a mouth line (under a moustache)."""
    ink, skin, dk = pal["ink"], pal["skin"], pal["skin_dk"]
    young = kind in hair_.YOUTHS
    weight, knit = BROW[kind]
    knit += mien.knit
    brow_ink = shade(hair, 0.55) if kind not in ("old", "crone") else shade(hair, 0.72)
    p = []
    for s in (-1, 1):
        ex = s * 9.5 + look
        h = (3.6 if young else 3.0) * mien.eye
        # the eye: an almond of white, the iris turned with the look, the pupil, a glint
        p.append(path(smooth([(ex - s * 6, -2.6), (ex, -2.6 - h), (ex + s * 6, -3.4), (ex, -2.6 + h * 0.7)],
                             tension=0.7), pal["white"], ink, 0.9))
        ix = ex + look * 0.35 + GLANCE.get(kind, 0.0) + mien.glance
        p.append(circle(ix, -3, 2.9, IRIS, None))
        p.append(circle(ix, -3, 1.4, ink, None))
        p.append(circle(ix - 0.9, -4, 0.8, pal["white"], None))
        # the upper lid, heavy, flicked out at the outer corner; a fine lower lid
        p.append(path(smooth([(ex - s * 6.4, -2.2), (ex - s * 2, -3 - h), (ex + s * 3, -2.8 - h),
                              (ex + s * 7.2, -4.2)], closed=False), None, ink, 1.9 if young else 1.6))
        p.append(path(smooth([(ex - s * 4, -0.4), (ex, 0.4), (ex + s * 4.6, -1)], closed=False),
                      None, dk, 0.8))
        if not young:  # age: a fold under the eye, lines at its outer corner
            p.append(path(smooth([(ex - s * 3, 2.4), (ex + s * 1, 3.4), (ex + s * 4.6, 2.4)],
                                 closed=False), None, dk, 0.9))
        if kind in ("old", "king", "crone"):
            p.append(path(poly([(ex + s * 7.6, -2), (ex + s * 10.4, -0.6)], False)
                          + poly([(ex + s * 7.6, -4), (ex + s * 10.6, -4.6)], False), None, dk, 0.8))
        # the brow: a tapered stroke of hair, thicker towards the nose, knitted down on the old
        inner, top, outer = (s * 3.6 + look, -9 + knit), (s * 9.5 + look, -12.6 - mien.arch), (s * 15.2 + look, -9.8)
        p.append(path(smooth([inner, top, outer, (outer[0] - s * 0.4, outer[1] + weight * 0.5),
                              (top[0], top[1] + weight * 1.3), (inner[0], inner[1] + weight * 1.6)],
                             tension=0.5), brow_ink, None))
        if kind in ("old", "crone"):
            p.append(path(smooth([(s * 14, 4), (s * 16, 9)], closed=False), None, ink, 1))
        if kind == "crone":  # the lines of age: cheeks and a sunken mouth
            p.append(path(smooth([(s * 7, 10), (s * 11, 18), (s * 9, 24)], closed=False),
                          None, shade(skin, 0.6), 1.4))
    # the nose: the bridge down its shadowed side, the rounded tip, the near nostril
    n, t = look, {"curly": -2.4, "fringe": 1.2}.get(kind, 0.0) + mien.nose  # a snub nose, a long one
    p.append(shadow(smooth([(2.5 + n, -5), (5 + n, 4), (5 + n, 9 + t), (2 + n, 10 + t), (3 + n, 3)],
                           tension=0.6), 0.14))
    p.append(path(smooth([(2 + n, -6), (3.5 + n + mien.hook, 2), (5.2 + n, 8.2 + t), (2.6 + n, 10.8 + t),
                          (-0.8 + n, 10.6 + t)], closed=False), None, ink, 1.3))
    p.append(path(smooth([(-2.6 + n, 8.6 + t), (-4.4 + n, 10 + t), (-2.6 + n, 11.2 + t)], closed=False),
                  None, ink, 1.1))
    if kind == "curly":  # a broad smile, dimples, freckles
        p.append(path(smooth([(-8.5, 15), (0, 17.6), (8.5, 15), (4.5, 20.4), (0, 21.2), (-4.5, 20.4)],
                          tension=0.6), shade(pal["red"], 0.85), None))
        p.append(path(smooth([(-8.5, 15), (0, 18.2), (8.5, 15)], closed=False), None, pal["red_dk"], 1.2))
        for s in (-1, 1):
            p.append(path(smooth([(s * 9.4, 13.4), (s * 10.6, 15.4), (s * 9.6, 17.4)], closed=False),
                          None, dk, 0.9))
            p.append(ellipse(s * 13, 9.5, 4.4, 2.6, SKIN_BLUSH, None))
            p += [circle(s * x, y, 0.9, dk, None) for x, y in ((10, 5.5), (13.5, 6.5), (16, 4.5))]
        p.append(path(smooth([(-2.4, 24.4), (0, 25.2), (2.4, 24.4)], closed=False), None, dk, 0.9))
    elif kind == "fringe":  # thin lips, a cleft chin
        p.append(path(smooth([(-5, 17.4), (-2, 16.4), (0, 16.8), (2, 16.4), (5, 17.4), (2.5, 19.2),
                              (0, 19.6), (-2.5, 19.2)], tension=0.6), shade(pal["red"], 0.78), None))
        p.append(path(smooth([(-5, 17.4), (0, 17.9), (5, 17.4)], closed=False), None, pal["red_dk"], 1.1))
        p.append(path(smooth([(0, 28.5), (0, 31.5)], closed=False), None, dk, 1.1))
        for s in (-1, 1):
            p.append(ellipse(s * 12, 10, 3.4, 2.2, SKIN_BLUSH, None))
    elif young:
        # lips: the upper a bow, the lower fuller, the line between them darker
        red = pal["red"] if kind in ("maiden", "tresses") else shade(pal["red"], 0.85)
        c = 16.6 - mien.smile   # the corners of the mouth
        p.append(path(smooth([(-6, c), (-2, 15), (0, 15.6), (2, 15), (6, c), (3, 19.4), (0, 20),
                              (-3, 19.4)], tension=0.6), red, None))
        p.append(path(smooth([(-6, c), (0, 17.4), (6, c)], closed=False), None, pal["red_dk"], 1.1))
        p.append(path(smooth([(-2.4, 22.6), (0, 23.4), (2.4, 22.6)], closed=False), None, dk, 0.9))  # chin
        for s in (-1, 1):
            p.append(ellipse(s * 12.5, 9, 4.2, 2.6, SKIN_BLUSH, None))
    elif kind == "crone":
        p.append(path(poly([(-4, 19), (4, 19)], False), None, pal["red_dk"], 1.8))
    else:  # under the moustache only the lines from the nose's wings (a smile deepens them)
        for s in (-1, 1):
            if mien.smile > 0:
                p.append(path(smooth([(s * 6, 9), (s * (8.5 + mien.smile), 12), (s * (9 + mien.smile), 15)],
                                     closed=False), None, dk, 0.9 + mien.smile * 0.2))
            else:
                p.append(path(smooth([(s * 6, 9), (s * 8.5, 12 - mien.smile)], closed=False), None, dk, 0.9))
    return p


def hat(pal: dict, kind: str, colour: str, trim: str) -> list[str]:
    """Headgear above a face centred on (0, 0)."""
    ink, gold = pal["ink"], pal["gold"]
    gshade = sheen(gold, -28, 28, light=1.45)
    p = []
    if kind == "crown":  # open crown of fleurons over a red cap
        p.append(path(smooth([(-22, -28), (0, -52), (22, -28)]), colour, ink, 1.6))
        p.append(path(poly([(-26, -30), (-30, -60), (-16, -42), (-8, -66), (0, -46), (8, -66),
                            (16, -42), (30, -60), (26, -30)]), gshade, ink, 1.8))
        p.append(path(poly([(-25, -16), (25, -16), (27, -32), (-27, -32)]), gshade, ink, 1.8))
        for x, y in ((-30, -62), (-8, -69), (8, -69), (30, -62)):
            p.append(circle(x, y, 3.6, pal["gold_lt"], ink, 1.1))
        for x, c in ((-14, pal["red"]), (0, pal["blue"]), (14, pal["green"])):
            p.append(ellipse(x, -24, 3.8, 3.2, c, ink, 1))
    elif kind == "arched":  # closed crown: two arches, orb and cross
        p.append(path(smooth([(-24, -28), (-22, -54), (0, -62), (22, -54), (24, -28)]), colour, ink, 1.6))
        for d in (smooth([(-24, -30), (-20, -58), (0, -66), (20, -58), (24, -30)], closed=False),
                  poly([(0, -30), (0, -64)], False)):
            p.append(path(d, None, ink, 8))
            p.append(path(d, None, gold, 4.5))
        p.append(circle(0, -71, 6.5, gshade, ink, 1.4))
        p.append(path(poly([(0, -77), (0, -90)], False), None, ink, 3.4))
        p.append(path(poly([(-5.5, -84), (5.5, -84)], False), None, ink, 3.4))
        p.append(path(poly([(-26, -16), (26, -16), (28, -33), (-28, -33)]), gshade, ink, 1.8))
        for x, c in ((-14, pal["red"]), (0, pal["green"]), (14, pal["blue"])):
            p.append(ellipse(x, -24.5, 3.8, 3.2, c, ink, 1))
    elif kind == "radiate":  # an antique crown of tall gold rays, a pearl on each, over
        # a cap (the Trevisane Re di denari): a spiky silhouette, no Fante's cap
        p.append(path(smooth([(-22, -28), (0, -50), (22, -28)]), colour, ink, 1.6))
        rays = [(-26, -30)]
        for i in range(7):
            x = -24 + i * 8
            rays += [(x - 3.4, -40 + abs(i - 3) * 3), (x, -72 + abs(i - 3) * 5), (x + 3.4, -40 + abs(i - 3) * 3)]
        p.append(path(poly(rays + [(26, -30)]), gshade, ink, 1.6))
        for i in range(7):
            p.append(circle(-24 + i * 8, -74 + abs(i - 3) * 5, 3, pal["white"], ink, 1))
        p.append(path(poly([(-25, -16), (25, -16), (27, -32), (-27, -32)]), gshade, ink, 1.8))
        for x, c in ((-14, pal["blue"]), (0, pal["red"]), (14, pal["blue"])):
            p.append(circle(x, -24, 3.6, c, ink, 1))
    elif kind == "hatcrown":  # a broad hat with a gold crown round its crown (the
        # Trevisane Re di spade): wider than any cap, gold on top
        p.append(path(smooth([(-50, -20), (-22, -32), (22, -32), (50, -20), (22, -14), (-22, -14)]),
                      sheen(colour, -50, 50), ink, 1.8))
        p.append(path(smooth([(-22, -26), (-20, -50), (0, -56), (20, -50), (22, -26)]),
                      sheen(colour, -22, 22), ink, 1.8))
        p.append(path(poly([(-24, -26), (-26, -52), (-16, -40), (-8, -58), (0, -42), (8, -58),
                            (16, -40), (26, -52), (24, -26)]), gshade, ink, 1.6))
        for x, y in ((-26, -54), (-8, -60), (8, -60), (26, -54)):
            p.append(circle(x, y, 3, pal["gold_lt"], ink, 1))
    elif kind == "circlet":  # an open crown of points on the hair (crowns.circlet)
        p += crowns.circlet(pal, gshade)
    elif kind == "fleury":  # three trefoil fleurons over a cap (crowns.fleury)
        p += crowns.fleury(pal, gshade, colour)
    elif kind in caps.KINDS:  # the Piacentine pages' own
        p += caps.cap(pal, kind, colour, trim)
    elif kind == "tall":  # a tall rounded cap leaning back, a turned-up brim and a feather
        # (north-eastern pages): cloth, no gold, so it is never taken for a crown
        p.append(feather((-20, -22), -118, 62, 15, pal["white"], ink, 1.3))
        p.append(path(smooth([(-27, -16), (-28, -52), (-18, -82), (4, -96), (24, -92), (33, -76),
                              (29, -50), (28, -16)], tension=0.6), sheen(colour, -28, 33), ink, 1.8))
        p.append(path(smooth([(-30, -12), (-32, -30), (0, -34), (32, -30), (30, -12), (0, -18)]),
                      trim, ink, 1.6))
        p.append(path(smooth([(-10, -40), (-8, -70), (4, -86)], closed=False), None, tone(colour), 3))
    elif kind == "flat":  # a page's soft flat cap, wide and dark, with no feather or jewel:
        # nothing on it the eye takes for a crown's points at table size
        p.append(path(smooth([(-38, -15), (-37, -31), (-16, -44), (18, -45), (39, -32), (40, -15),
                              (0, -21)]), sheen(colour, -38, 40), ink, 1.8))
        p.append(path(smooth([(-33, -13), (0, -21), (34, -13), (0, -17)]), trim, ink, 1.3))
    elif kind == "beret":  # the page's flat cap with a feather
        p.append(path(smooth([(-6, -44), (16, -64), (30, -74), (24, -54), (10, -40)]),
                      pal["white"], ink, 1.4))
        p.append(path(smooth([(-32, -16), (-30, -36), (-8, -46), (22, -44), (36, -26), (32, -14),
                              (0, -24)]), sheen(colour, -32, 36), ink, 1.8))
        p.append(path(smooth([(-31, -16), (0, -26), (32, -15), (0, -20)]), trim, ink, 1.3))
    elif kind == "cap":  # a soft turned-up cap with a jewel (Neapolitan pages)
        p.append(path(smooth([(-30, -12), (-34, -34), (-10, -52), (20, -50), (34, -30), (30, -12)]),
                      sheen(colour, -34, 34), ink, 1.8))
        p.append(path(smooth([(-32, -12), (-34, -26), (0, -30), (34, -26), (32, -12), (0, -18)]),
                      trim, ink, 1.6))
        p.append(circle(0, -26, 5, pal["gold_lt"], ink, 1.2))
        p.append(path(smooth([(4, -30), (-10, -64), (-24, -78), (-14, -56), (-2, -38)]),
                      pal["white"], ink, 1.3))
    elif kind == "brim":  # the rider's broad hat with a plume
        p.append(path(smooth([(0, -46), (-24, -72), (-44, -74), (-26, -56), (-10, -40)]),
                      pal["white"], ink, 1.4))
        p.append(path(smooth([(-46, -20), (-20, -31), (20, -31), (46, -20), (20, -15), (-20, -15)]),
                      colour, ink, 1.8))
        p.append(path(smooth([(-20, -24), (-18, -47), (0, -53), (18, -47), (20, -24)]),
                      sheen(colour, -20, 20), ink, 1.8))
        p.append(path(poly([(-19, -28), (19, -28)], False), None, trim, 3.4))
    elif kind == "turban":  # a wound turban with a plume and jewel
        p.append(path(smooth([(-32, -12), (-36, -34), (-16, -54), (16, -54), (36, -34), (32, -12)]),
                      sheen(colour, -36, 36), ink, 1.8))
        for y in (-22, -34, -44):
            p.append(path(smooth([(-30, y + 6), (0, y - 2), (30, y + 6)], closed=False), None,
                          tone(colour), 3))
        p.append(circle(0, -40, 6, trim, ink, 1.3))
        p.append(path(smooth([(0, -44), (8, -70), (18, -82), (12, -60), (4, -44)]), pal["white"], ink, 1.2))
    elif kind == "veil":  # a maiden's circlet and veil
        p.append(path(smooth([(-24, -22), (0, -30), (24, -22)], closed=False), None, ink, 6))
        p.append(path(smooth([(-24, -22), (0, -30), (24, -22)], closed=False), None, gold, 3))
        p.append(circle(0, -30, 4.5, pal["red"], ink, 1.2))
    return p


def head(pal: dict, kind: str, hat_kind: str, hair: str, hat_colour: str, trim: str,
         cx: float = 0.0, cy: float = 52.0, look: float = 0.0, tilt: float = 0.0,
         long: float = 1.0, mien: Mien = PLAIN, crown: float | None = None, line: float = 1.0,
         printed: bool = False) -> str:
    """The face with its headgear; `long` draws the face that much longer (from the
    chin up, the headgear raised with the brow: the Piacentine long oval faces); `mien`
    its own cast (looks.MIENS); `crown` how large a king's crown is drawn (CROWN_SCALE);
    `line` the face's contour that much heavier and `printed` (face)."""
    parts = (profile_face(pal, hair, pal["beard"], IRIS) if kind == "profile"
             else face(pal, kind, hair, look, mien, line, printed))
    worn = hat(pal, hat_kind, hat_colour, trim)
    if hat_kind in CROWNS:  # a king's crown drawn large: the rank read by its silhouette
        k = crown or CROWN_SCALE
        worn = [group(worn, ty=-16 * (1 - k), scale=k)]
    if long != 1.0:
        parts = [group(parts, ty=LONG_PIVOT * (1 - long), sy=long)]
        worn = [group(worn, ty=-(LONG_PIVOT + 33) * (long - 1))]
    return group(parts + worn, tx=cx, ty=cy, rotate=tilt)


LONG_PIVOT = 10.0   # a longer face is stretched about this height (near the mouth)


CROWNS = ("crown", "arched", "radiate", "hatcrown", "circlet", "fleury")
CROWN_SCALE = 1.3
CROWN_RISE = 57.0   # how far a crown reaches above its band (y = -16), before CROWN_SCALE
