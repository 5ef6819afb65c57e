"""The great cups of the asso di coppe drawn on their own: the Piacentine gadrooned cup
and the Trevisane covered cup (the Neapolitan chalice is the suit sign itself)."""
from __future__ import annotations

from .svg import circle, ellipse, path, poly, sheen, smooth


def grand_cup(pal: dict) -> str:
    """The Piacentine asso di coppe, about 100 units wide centred on (0, 0): a broad
    gadrooned bowl with a blue rim and a red band of pearls, scrolled handles, gold
    acanthus leaves curling out under the bowl, a baluster stem of knops and a stepped foot; taller
    and more worked than the Neapolitan chalice, which shows its open mouth."""
    ink = pal["ink"]
    gold, gold_dk = pal["gold"], pal["gold_dk"]
    p = []
    for sx in (-1, 1):  # scrolled handles, behind the bowl
        scroll_ = [(sx * 34, -30), (sx * 54, -36), (sx * 58, -18), (sx * 46, -8), (sx * 40, -16),
                   (sx * 47, -22)]
        p += [path(smooth(scroll_, closed=False), None, ink, 7.4),
              path(smooth(scroll_, closed=False), None, gold, 4.2)]
    # the foot: two steps, a red band
    p += [path(smooth([(-36, 62), (-30, 50), (30, 50), (36, 62)], tension=0.5),
               sheen(gold, -36, 36), ink, 2),
          path(poly([(-30, 58), (30, 58)], False), None, pal["red"], 2.6),
          path(smooth([(-20, 51), (-14, 43), (14, 43), (20, 51)], tension=0.5), sheen(gold, -20, 20),
               ink, 1.6)]
    # the baluster stem: a blue knop, a gold neck, a red knop, a gold collar
    p += [path(poly([(-4, 43), (4, 43), (5, 34), (-5, 34)]), gold, ink, 1.3),
          ellipse(0, 29, 10, 6.5, sheen(pal["blue"], -10, 10), ink, 1.4),
          ellipse(-3.5, 27, 3, 1.6, pal["white"], None),
          path(poly([(-3.5, 23), (3.5, 23), (4.5, 17), (-4.5, 17)]), gold, ink, 1.2),
          ellipse(0, 13, 12, 5.5, sheen(pal["red"], -12, 12), ink, 1.4),
          path(smooth([(-16, 8), (-8, 4), (8, 4), (16, 8), (8, 10), (-8, 10)], tension=0.5),
               gold, ink, 1.2)]
    bowl = smooth([(-44, -34), (-42, -20), (-32, -6), (-14, 2), (14, 2), (32, -6), (42, -20),
                   (44, -34)], tension=0.8)
    p.append(path(bowl, sheen(gold, -44, 44, light=1.4), ink, 2.2))
    for x in (-30, -20, -10, 0, 10, 20, 30):  # gadroons on the lower bowl
        p.append(path(smooth([(x, -16), (x * 0.8, -8), (x * 0.45, -1)], closed=False), None, gold_dk, 1.4))
    p.append(path(smooth([(-43.5, -30), (0, -23), (43.5, -30), (41, -19), (0, -13), (-41, -19)]),
                  pal["red"], ink, 1.3))
    for i in range(13):  # pearls on the red band
        x = -36 + 6 * i
        p.append(circle(x, -21.5 + abs(x) * 0.1 - (36 - abs(x)) * 0.05, 1.7, pal["white"], ink, 0.5))
    for sx, x0, r, lift in ((-1, 3, 30, 0), (1, 3, 30, 0), (-1, 2, 20, 5), (1, 2, 20, 5)):
        # gold acanthus leaves curling out under the bowl (blue drops read as drips: 13f)
        leaf = [(x0, 3 + lift), (x0 + r * 0.45, 10 + lift * 0.4), (x0 + r * 0.85, 7),
                (x0 + r, -1 - lift * 0.4), (x0 + r * 0.8, 0), (x0 + r * 0.45, 3 + lift * 0.2)]
        p += [path(smooth([(sx * x, y) for x, y in leaf], tension=0.6), sheen(gold, -40, 40, light=1.3), ink, 1.1),
              path(smooth([(sx * (x0 + 2), 4 + lift * 0.5), (sx * (x0 + r * 0.5), 6.5),
                           (sx * (x0 + r * 0.85), 2)], closed=False), None, gold_dk, 0.9)]
    p += [ellipse(0, -34, 44, 6.5, sheen(pal["blue"], -44, 44, light=1.3), ink, 1.8),
          ellipse(0, -34, 36, 3.2, pal["blue_dk"], None)]
    return "".join(p)


def ornate_cup(pal: dict) -> str:
    """The Trevisane asso di coppe, a grand covered cup (about 130 units wide with its
    handles, from y = -106 to 107): a lobed gold bowl cupped by acanthus leaves under a
    blue band of pearls with a red jewel, a stepped lid ribbed in red under a crown of
    fleurons and a spire, scrolled gold handles with red tassels hanging from them, a
    baluster stem of a red and a blue knop, a domed blue foot with gold gadroons on a
    broad gold plinth between volutes."""
    ink = pal["ink"]
    gold, gold_dk, gold_lt = pal["gold"], pal["gold_dk"], pal["gold_lt"]
    red, blue = pal["red"], pal["blue"]
    p = []
    for sx in (-1, 1):  # the handles: an S of gold, curled at the top, with a tassel
        s_ = [(sx * 36, -40), (sx * 58, -50), (sx * 66, -36), (sx * 56, -26), (sx * 58, -8),
              (sx * 46, 6), (sx * 24, 4)]
        curl = [(sx * 58, -50), (sx * 57, -60), (sx * 47, -61), (sx * 44, -52), (sx * 50, -48)]
        for d in (smooth(s_, closed=False), smooth(curl, closed=False)):
            p += [path(d, None, ink, 8), path(d, None, gold, 4.6), path(d, None, gold_lt, 1.4)]
        p += [path(poly([(sx * 58, -8), (sx * 60, 10)], False), None, pal["red_dk"], 1.6),
              path(smooth([(sx * 60, 10), (sx * 55, 26), (sx * 60, 30), (sx * 65, 26)]),
                   sheen(red, sx * 54, sx * 66), ink, 1.2),
              circle(sx * 60, 10, 3, gold, ink, 1)]
    # the foot on its plinth, the volutes rising from it
    p += [path(smooth([(-44, 104), (-38, 92), (38, 92), (44, 104), (0, 107)], tension=0.4),
               sheen(gold, -44, 44, light=1.5, dark=0.62), ink, 1.6),
          path(" ".join(poly([(x, 94), (x * 1.08, 103)], False) for x in range(-35, 36, 7)),
               None, gold_dk, 1.0)]
    for sx in (-1, 1):
        vol = smooth([(sx * 30, 92), (sx * 40, 84), (sx * 40, 75), (sx * 33, 74), (sx * 32, 79)],
                     closed=False)
        p += [path(vol, None, ink, 4.4), path(vol, None, gold, 2.4)]
    p += [path(smooth([(-34, 90), (-28, 76), (-10, 68), (10, 68), (28, 76), (34, 90), (0, 93)],
                      tension=0.5), sheen(blue, -34, 34, light=1.4), ink, 1.8)]
    for x in (-22, -11, 0, 11, 22):  # gadroons on the foot
        p.append(path(smooth([(x * 0.5, 70), (x * 0.85, 80), (x * 1.1, 89)], closed=False), None,
                      gold, 2.2))
    # the baluster stem: a red knop under the bowl, a gold vase-shaped neck, a blue knop,
    # a collar on the foot
    p += [path(poly([(-7, 68), (7, 68), (5, 62), (-5, 62)]), sheen(gold, -7, 7), ink, 1.2),
          ellipse(0, 57, 10, 5.5, sheen(blue, -10, 10, light=1.5), ink, 1.3),
          path(smooth([(-4, 52), (-9, 42), (-5, 26), (5, 26), (9, 42), (4, 52)], tension=0.5),
               sheen(gold, -9, 9, light=1.5), ink, 1.2),
          ellipse(0, 16, 13, 7, sheen(red, -13, 13, light=1.5), ink, 1.4),
          ellipse(-4, 13.5, 3.6, 1.8, pal["white"], None),
          path(smooth([(-18, 9), (-8, 5), (8, 5), (18, 9), (8, 11), (-8, 11)], tension=0.5),
               sheen(gold, -18, 18), ink, 1.2),
          path(poly([(-6, 22), (6, 22), (5, 27), (-5, 27)]), gold_dk, ink, 1.0)]
    # the bowl: lobed below, a band of pearls above, a moulded rim
    bowl = [(-44, -44), (-44, -30), (-38, -14), (-26, -2), (-12, 6), (12, 6), (26, -2),
            (38, -14), (44, -30), (44, -44)]
    p.append(path(smooth(bowl, tension=0.8), sheen(gold, -44, 44, light=1.45, dark=0.68), ink, 2.4))
    for i, x in enumerate(range(-32, 33, 8)):  # the lobes, lit and shaded in turn
        lobe = [(x * 1.05 - 3.5, -16), (x * 1.05 - 2, -21), (x * 1.05 + 2, -21), (x * 1.05 + 3.5, -16),
                (x * 0.55 + 2, 4), (x * 0.55 - 2, 4)]   # a tongue, round at the top
        p.append(path(smooth(lobe, tension=0.6), gold_lt if i % 2 else gold_dk, ink, 0.9))
    for sx in (-1, 1):  # acanthus leaves cupping the bowl's foot
        leaf = [(sx * 2, 8), (sx * 10, -2), (sx * 22, -6), (sx * 30, -16), (sx * 26, -4),
                (sx * 18, 4), (sx * 8, 10)]
        p += [path(smooth(leaf, tension=0.6), sheen(gold, 0, sx * 30, light=1.3), ink, 1.2),
              path(smooth([(sx * 6, 6), (sx * 16, -2), (sx * 26, -10)], closed=False), None,
                   gold_dk, 1.0)]
    p.append(path(smooth([(-44, -40), (0, -33), (44, -40), (43, -26), (0, -20), (-43, -26)]),
                  sheen(blue, -44, 44, light=1.35), ink, 1.4))
    for i in range(13):  # pearls on the band
        x = -36 + 6 * i
        p.append(circle(x, -27.5 - abs(x) * 0.09, 1.9, pal["white"], ink, 0.6))
    p += [ellipse(0, -28, 7.5, 6.5, gold, ink, 1.1),
          ellipse(0, -28, 5, 4.2, sheen(red, -5, 5, light=1.6), ink, 0.8),
          ellipse(0, -44, 47, 6, sheen(gold, -47, 47, light=1.5), ink, 1.8)]
    # the lid: a red dome ribbed in gold, a collar, a crown of fleurons, a spire
    p += [path(smooth([(-42, -48), (-34, -58), (-18, -68), (0, -71), (18, -68), (34, -58), (42, -48)],
                      tension=0.6), sheen(red, -42, 42, light=1.45, dark=0.7), ink, 2)]
    for x in (-28, -14, 0, 14, 28):  # the ribs of the dome
        p.append(path(smooth([(x * 1.3, -49), (x * 1.05, -58), (x * 0.45, -69)], closed=False), None,
                      gold, 2))
    p += [path(poly([(-9, -71), (9, -71), (7, -77), (-7, -77)]), sheen(gold, -9, 9), ink, 1.2)]
    crown = [(-11, -77), (11, -77), (13, -88), (7, -84), (4, -92), (0, -86), (-4, -92),
             (-7, -84), (-13, -88)]
    p += [path(poly(crown), sheen(gold, -13, 13, light=1.5), ink, 1.2),
          circle(0, -81, 2.4, red, ink, 0.7),
          circle(0, -95, 3.2, sheen(gold, -3, 3, light=1.6), ink, 0.9),
          path(poly([(-2, -97), (2, -97), (0, -106)]), gold, ink, 0.9)]
    return "".join(p)
