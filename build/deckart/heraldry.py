"""Heraldic pieces. The Neapolitan 4 di denari's: a shield (straight chief with pointed
corners, sides falling to a point) bordered in gold, its blue field charged with a gold
fleur-de-lis, between green scrolls of leaves that spread across the space between
the coins, drawn about 200 units wide, centred on (0, 0), the caller scales it. The
Piacentine 4 di denari's crowned crest. The Trevisane Re di bastoni's: the arms of Treviso
worn as a clasp on his breast."""
from __future__ import annotations

from .svg import circle, ellipse, group, path, poly, rect, sheen, smooth
from .ribbons import leaf


def fleur_de_lis(pal: dict) -> str:
    """A gold lily about 64 wide and 84 tall, centred on (0, 0): a tall pointed middle
    petal, two side petals curling out and down, a band across, a foot of three lobes."""
    ink, gold = pal["ink"], sheen(pal["gold"], -30, 30, light=1.35, dark=0.72)
    middle = smooth([(0, -44), (9, -30), (10, -14), (5, 0), (0, 6), (-5, 0), (-10, -14), (-9, -30)],
                    tension=0.7)
    p = []
    for s in (-1, 1):  # the side petals: out from the band, up, over and down to a curl
        p.append(path(smooth([(s * 4, 4), (s * 10, -12), (s * 22, -24), (s * 32, -22), (s * 34, -10),
                              (s * 28, 0), (s * 24, -8), (s * 20, -12), (s * 14, -4), (s * 10, 8)],
                             tension=0.6), gold, ink, 2.4))
        p.append(path(smooth([(s * 5, 14), (s * 14, 16), (s * 22, 26), (s * 16, 30), (s * 12, 22),
                              (s * 4, 20)], tension=0.6), gold, ink, 2.2))   # the foot's curls
    p.append(path(middle, gold, ink, 2.4))
    p.append(path(smooth([(0, -38), (-4, -22), (-2, -6)], closed=False), None, pal["gold_lt"], 2))
    p.append(path(poly([(-5, 14), (5, 14), (0, 40)]), gold, ink, 2.2))       # the middle lobe
    p.append(rect(-15, 5, 30, 10, pal["gold"], ink, 2.4, rx=3))              # the band
    return "".join(p)


def shield(pal: dict, w: float, crest: float = 1.0) -> str:
    """The shield with the lily between its scrolls, `w` across, the shield itself
    `crest` times its full size (the scrolls reach in to meet it)."""
    ink = pal["ink"]
    p = []
    for s in (-1, 1):  # scrolls of leaves from the shield's sides towards the coins
        scroll = smooth([(s * 36 * crest, -6 * crest), (s * 62, -34), (s * 94, -12), (s * 78, 16), (s * 58, 2),
                         (s * 68, -10)], closed=False)
        p.append(path(scroll, None, ink, 11))
        p.append(path(scroll, None, pal["green_dk"], 7))
        for x, y, a in ((84, -30, -40), (98, 4, 10)):
            p.append(group([path(smooth([(0, 0), (14, -9), (32, 0), (14, 9)]), pal["green"], ink, 1.6)],
                           tx=s * x, ty=y, rotate=a if s > 0 else 180 - a))
    outline = [(-44, -54), (-30, -50), (0, -54), (30, -50), (44, -54), (42, 2), (32, 30),
               (0, 60), (-32, 30), (-42, 2)]
    arms = [path(smooth(outline, tension=0.25), sheen(pal["gold"], -44, 44, light=1.3), ink, 2.8)]
    inner = [(-36, -45), (0, -48), (36, -45), (34, 0), (26, 25), (0, 50), (-26, 25), (-34, 0)]
    arms.append(path(smooth(inner, tension=0.3), sheen(pal["blue"], -36, 36, light=1.3, dark=0.7),
                     ink, 1.8))
    arms.append(group([fleur_de_lis(pal)], ty=-2, scale=0.82))
    p += arms if crest == 1.0 else [group(arms, scale=crest)]
    return group(p, scale=w / 200)


def crest(pal: dict, w: float) -> str:
    """The crest in the middle of the Piacentine 4 di denari, `w` across its mantling: a red
    shield half as wide with a gold lily, in a gold border, under a gold crown of five points
    pearled and jewelled, and leafy scrolls of gold lined in red curling out from the crown
    down the shield's sides (review 18: a small badge, a red dot at 80 px)."""
    ink = pal["ink"]
    p = []
    for s in (-1, 1):  # the mantling: two scrolls each side, gold lined in red, and leaves
        d = (smooth([(s * 40, -52), (s * 66, -64), (s * 94, -50), (s * 98, -20), (s * 80, -4),
                     (s * 70, -20), (s * 80, -32)], closed=False) + " "
             + smooth([(s * 50, 4), (s * 80, 8), (s * 96, 34), (s * 88, 64), (s * 66, 74),
                       (s * 58, 58), (s * 70, 50)], closed=False))
        p += [path(d, None, ink, 15), path(d, None, pal["gold"], 10), path(d, None, pal["red"], 3)]
        for x, y, a in ((66, -64, 25), (96, -26, 160), (94, 40, 165), (66, 76, 200)):  # leaves
            p.append(leaf(pal, s * x, y, 34, s * a))
    shield = [(-50, -42), (0, -46), (50, -42), (50, 18), (36, 52), (0, 80), (-36, 52), (-50, 18)]
    p.append(path(smooth(shield, tension=0.25), sheen(pal["gold"], -50, 50), ink, 3.2))
    inner = [(-41, -34), (0, -37), (41, -34), (41, 16), (29, 45), (0, 68), (-29, 45), (-41, 16)]
    p.append(path(smooth(inner, tension=0.25), sheen(pal["red"], -41, 41), ink, 2.0))
    p.append(group([fleur_de_lis(pal)], ty=10, scale=0.9))
    # the crown: a band with jewels, five points with pearls
    p.append(path(poly([(-46, -48), (-54, -92), (-28, -70), (-14, -98), (0, -74), (14, -98), (28, -70),
                        (54, -92), (46, -48)]), sheen(pal["gold"], -50, 50), ink, 2.8))
    p.append(path(poly([(-48, -62), (48, -62), (46, -46), (-46, -46)]), pal["gold_dk"], ink, 2.4))
    p += [circle(x, y, 6, pal["gold_lt"], ink, 2) for x, y in ((-54, -94), (-14, -100), (14, -100), (54, -94))]
    p += [ellipse(x, -54, 5, 4, pal["red"] if x else pal["green"], ink, 1.4) for x in (-28, 0, 28)]
    return group(p, scale=w / 200)


def treviso_clasp(pal: dict, w: float) -> str:
    """The arms of Treviso (a white cross on red) on a pointed shield set in a gold
    clasp, `w` across, centred on (0, 0): worn on the breast, inside the figure (held up
    beside the Re di bastoni, a red seal or a red shield was read as his suit sign)."""
    ink = pal["ink"]
    outline = [(-30, -34), (0, -30), (30, -34), (30, 4), (20, 26), (0, 40), (-20, 26), (-30, 4)]
    field = [(-21, -25), (0, -22), (21, -25), (21, 3), (14, 19), (0, 30), (-14, 19), (-21, 3)]
    p = [path(smooth(outline, tension=0.25), sheen(pal["gold"], -30, 30, light=1.3), ink, 2.4),
         path(smooth(field, tension=0.25), sheen(pal["red"], -21, 21, light=1.2), ink, 1.4),
         path(poly([(0, -22), (0, 28)], False), None, pal["white"], 7),
         path(poly([(-21, -4), (21, -4)], False), None, pal["white"], 7)]
    for x, y in ((-30, -34), (30, -34), (0, 40)):  # the clasp's three studs
        p.append(circle(x, y, 4.5, pal["gold_lt"], ink, 1.2))
    return '<g id="clasp">' + group(p, scale=w / 68) + '</g>'   # marked for the tests
