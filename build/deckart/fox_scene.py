"""The little scene of the Neapolitan 5 di spade: on a strip of grass, a fox on the left
walking towards two men on the right (one smoking a pipe), a gap in the middle where the
fifth sword stands. Drawn finer than the pips (review 13e: the men were rectangles on stick
legs, the fox a stiff box): shaped bodies and limbs, a heavier line round each figure and
fine lines inside (fur, folds, buttons, features)."""
from __future__ import annotations

from .svg import circle, ellipse, group, path, poly, shade_hex, sheen, smooth


COATS = ("#8a5a2c", "#4d7a3a")  # the smoker's brown coat, the other man's green
# the scene's own colours: the fox's fur (its middle, shadow and light), its far and near
# legs, the pipe's bowl, the smoke
OWN = {"fur": "#d2621f", "fur_dk": "#8e3a0e", "fur_lt": "#ec9a52", "leg_far": "#3a2a22",
       "leg_near": "#2a1f1a", "bowl": "#3a2a22", "smoke": "#b8b8b8", "coat_0": COATS[0], "coat_1": COATS[1]}


def faded(pal: dict, k: float) -> dict:
    """The palette and the scene's own colours (OWN), every one `k` of the way towards
    the paper: a vignette drawn lighter than the signs round it."""
    paper = [int(pal["paper"][i:i + 2], 16) for i in (1, 3, 5)]

    def fade(c: str) -> str:
        if not (isinstance(c, str) and len(c) == 7 and c.startswith("#")):
            return c
        rgb = (int(c[i:i + 2], 16) for i in (1, 3, 5))
        return "#" + "".join(f"{round(v + (p - v) * k):02x}" for v, p in zip(rgb, paper))
    return {key: fade(c) for key, c in {**pal, **OWN}.items()}


def fox(pal: dict) -> list[str]:
    """A red fox walking right, about 170 wide, its feet on y = 84: a long low body, a
    bushy brush with a white tip swept up behind, a narrow head with a pointed muzzle
    and tall ears, a white bib, black stockings; lines finer inside than round it."""
    ink = pal["ink"]
    fur, fur_dk, fur_lt = pal["fur"], pal["fur_dk"], pal["fur_lt"]
    # the legs in a walking step (hind leg back, foreleg forward), the far pair darker
    far = _legs(([(-150, 34), (-162, 58), (-168, 82), (-160, 84)],
                 [(-84, 36), (-78, 60), (-70, 82), (-62, 84)]), ink, pal["leg_far"], 5.5)
    near = _legs(([(-136, 36), (-142, 58), (-134, 82), (-126, 84)],
                  [(-70, 36), (-64, 60), (-58, 82), (-50, 84)]), ink, pal["leg_near"], 6)
    # the brush: a plume from the rump sweeping back and up, a white tip
    brush = [(-150, 4), (-176, -4), (-204, -26), (-216, -52), (-206, -60), (-186, -44),
             (-164, -28), (-144, -14)]
    tail = [path(smooth(brush, tension=0.7), sheen(fur, -216, -144, light=1.3), ink, 2.4),
            path(smooth([(-205, -38), (-216, -52), (-206, -60), (-196, -50)], tension=0.6),
                 pal["white"], ink, 1.6),
            path(smooth([(-160, -6), (-184, -20), (-200, -40)], closed=False), None, fur_dk, 1.2)]
    p = []
    # the body: a long, low barrel, the back a gentle line, a lifted belly
    body = [(-156, 8), (-140, -8), (-110, -12), (-80, -10), (-60, -6), (-48, 6), (-52, 24),
            (-70, 32), (-100, 30), (-130, 32), (-154, 26)]
    p.append(path(smooth(body, tension=0.75), sheen(fur, -156, -48, light=1.25, dark=0.8), ink, 2.4))
    p.append(path(smooth([(-146, 14), (-118, 20), (-86, 18)], closed=False), None, fur_dk, 1.2))
    # the white bib down the chest
    p.append(path(smooth([(-58, -2), (-44, 8), (-50, 24), (-62, 20)], tension=0.6),
                  pal["white"], ink, 1.2))
    # the head: narrow, ears up, a long pointed muzzle towards the right
    head = [(-62, -14), (-52, -28), (-36, -30), (-20, -24), (-2, -16), (2, -12), (-6, -8),
            (-26, -4), (-46, -2), (-60, -4)]
    p.append(path(smooth(head, tension=0.6), sheen(fur, -62, 2, light=1.25), ink, 2.2))
    p.append(path(smooth([(-40, -6), (-20, -8), (-4, -10), (-14, -4), (-34, -1)], tension=0.5),
                  pal["white"], ink, 1.0))                            # the white jaw
    for ex in (-58, -44):  # the ears, tall and pointed, dark backs
        p.append(path(poly([(ex - 6, -26), (ex + 2, -52), (ex + 10, -26)]), fur_dk, ink, 1.8))
        p.append(path(poly([(ex - 1, -28), (ex + 2, -44), (ex + 5, -28)]), fur_lt, None, 0))
    p += [circle(1, -13, 3.2, ink, None),                             # the nose
          path(smooth([(-36, -20), (-30, -22), (-26, -19)], closed=False), None, ink, 2.6)]  # the eye
    # the haunch and the shoulder rounded on the body
    p += [path(smooth([(-150, 0), (-128, -6), (-116, 10), (-124, 30)], closed=False), None, fur_dk, 1.2),
          path(smooth([(-78, -4), (-66, 8), (-70, 28)], closed=False), None, fur_dk, 1.2)]
    return far + [group(tail, ty=12)] + near + [group(p, ty=12)]


def _legs(legs, ink: str, colour: str, width: float) -> list[str]:
    """Slender legs along the given points, outlined in ink."""
    out = []
    for leg in legs:
        d = smooth(leg, closed=False, tension=0.6)
        out += [path(d, None, ink, width + 3), path(d, None, colour, width)]
    return out


def man(pal: dict, x: float, coat: str, hat: str, smoker: bool, breeches: str) -> list[str]:
    """A man standing, about 56 wide and 176 tall, his feet on y = 84, centred on x: a
    coat flared to the knee over breeches, white stockings, black shoes, arms in
    sleeves; the smoker's near hand raises the pipe's bowl, the other man points at the
    fox (head: _head, turned towards it)."""
    ink, skin = pal["ink"], pal["skin"]
    p = []
    for s in (-1, 1):  # legs: breeches to the knee, white stockings, black shoes
        lx = x + s * 9
        shoe = [(lx - 6, 80), (lx + 4 + s * 3, 79), (lx + 9 + s * 4, 84), (lx - 7, 85)]
        p += [path(poly([(lx - 7, 40), (lx + 7, 40), (lx + 6, 58), (lx - 6, 58)]), breeches, ink, 1.6),
              path(poly([(lx - 5.5, 58), (lx + 5.5, 58), (lx + 4.5, 80), (lx - 4.5, 80)]),
                   pal["white"], ink, 1.4),
              path(smooth(shoe, tension=0.5), ink, ink, 1.2)]
    # the coat: shoulders, a waist, skirts flaring to the knee, a belt, gold buttons
    c = [(x - 14, -40), (x + 14, -40), (x + 24, -32), (x + 22, 0), (x + 18, 12), (x + 26, 46),
         (x, 48), (x - 26, 46), (x - 18, 12), (x - 22, 0), (x - 24, -32)]
    p += [path(smooth(c, tension=0.4), sheen(coat, x - 26, x + 26, light=1.3, dark=0.75), ink, 2.2),
          path(poly([(x, -38), (x, 46)], False), None, shade_hex(coat, 0.55), 1.2),
          path(poly([(x - 19, 10), (x + 19, 10)], False), None, ink, 3.4)]
    p += [circle(x + 3, by, 2.2, pal["gold"], ink, 0.8) for by in (-28, -16, -4, 22, 34)]
    p.append(path(poly([(x - 10, -42), (x + 10, -42), (x + 6, -34), (x - 6, -34)]),
                  pal["white"], ink, 1.2))                                  # the collar
    # the smoker's near hand holds the pipe's bowl, his other fist on his hip; the other
    # man points at the fox, his far hand on his hip (review 13f: two men standing
    # side by side, arms down, taking no notice of it)
    near = [(x - 20, -34), (x - 30, -10), (x - 22, -2)] if smoker else \
        [(x - 20, -34), (x - 36, -30), (x - 54, -40)]
    far = [(x + 20, -34), (x + 34, -14), (x + 20, 4)]
    for arm in (near, far):  # sleeves, the hands
        d = smooth(arm, closed=False, tension=0.7)
        p += [path(d, None, ink, 12.5), path(d, None, coat, 9),
              ellipse(arm[-1][0], arm[-1][1] + 2, 5, 6, skin, ink, 1.2)]
    if not smoker:  # the pointing finger
        p.append(path(poly([(x - 57, -39), (x - 66, -44)], False), None, ink, 4.6))
        p.append(path(poly([(x - 57, -39), (x - 66, -44)], False), None, skin, 2.4))
    return p + _head(pal, x, hat, smoker)


def _head(pal: dict, x: float, hat: str, smoker: bool) -> list[str]:
    """An oval face with ears, cheeks, eyes under brows, a nose and a moustache; the
    smoker in a soft cap falling to one side, his pipe from his mouth to the bowl in his
    hand and a wisp of smoke, the other man in a round felt hat with a brim and a band."""
    ink, skin = pal["ink"], pal["skin"]
    blush = shade_hex(pal["red"], 1.6)
    f = x - 4   # the face turned three-quarters towards the fox: its features to the left,
    # the far ear hidden
    p = [ellipse(x + 15, -56, 3, 4.5, skin, ink, 1.0),
         ellipse(x, -56, 15, 18, sheen(skin, x - 15, x + 15, light=1.15, dark=0.92), ink, 1.8),
         ellipse(f - 7, -50, 3, 2.2, blush, None, 0), ellipse(f + 8, -50, 3.5, 2.2, blush, None, 0),
         circle(f - 5, -59, 1.7, ink, None), circle(f + 5.5, -59, 1.9, ink, None),
         path(poly([(f - 8, -64), (f - 3, -63)], False), None, pal["hair"], 1.6),
         path(poly([(f + 3, -63), (f + 9, -64)], False), None, pal["hair"], 1.6),
         path(smooth([(f - 1, -58), (f - 4, -51), (f - 1, -50)], closed=False), None, pal["skin_dk"], 1.4),
         path(smooth([(f - 10, -45), (f - 4, -48), (f, -46), (f + 4, -48), (f + 10, -45)],
                     closed=False), None, pal["hair"], 3.4)]
    if smoker:
        cap = [(x - 16, -66), (x - 10, -82), (x + 8, -86), (x + 22, -76), (x + 30, -62),
               (x + 22, -60), (x + 14, -70), (x + 14, -66)]
        smoke = [(x - 24, -26), (x - 30, -36), (x - 24, -44), (x - 32, -54)]
        return p + [path(smooth(cap, tension=0.6), sheen(hat, x - 16, x + 30), ink, 1.8),
                    path(poly([(x - 17, -66), (x + 15, -66)], False), None, shade_hex(hat, 0.6), 3),
                    path(smooth([(x - 3, -44), (x - 14, -38), (x - 22, -16)], closed=False),
                         None, ink, 3.2),
                    path(poly([(x - 28, -22), (x - 17, -22), (x - 18, -8), (x - 27, -8)]),
                         pal["wood_dk"], ink, 1.4),
                    ellipse(x - 22.5, -22, 5.5, 1.8, pal["bowl"], ink, 0.8),
                    path(smooth(smoke, closed=False), None, pal["smoke"], 2)]
    crown = [(x - 13, -71), (x - 12, -86), (x, -90), (x + 12, -86), (x + 13, -71)]
    return p + [ellipse(x, -70, 24, 5, sheen(hat, x - 24, x + 24), ink, 1.6),
                path(smooth(crown, tension=0.5), sheen(hat, x - 13, x + 13), ink, 1.6),
                path(poly([(x - 13, -75), (x + 13, -75)], False), None, pal["red"], 2.6)]


def fox_and_men(pal: dict, w: float, fade: float = 0.0) -> str:
    """The scene about `w` wide and `w` * 0.45 tall, centred on (0, 0), the grass at
    y = 86-96 (in units of w / 440), every colour, line and fill, `fade` of the way
    towards the paper (faded())."""
    pal = faded(pal, fade)
    ink = pal["ink"]
    p = [path(smooth([(-218, 86), (-120, 80), (-30, 86), (30, 86), (120, 80), (218, 86),
                      (212, 96), (-212, 96)], tension=0.5), sheen(pal["green"], -218, 218), ink, 1.8)]
    for gx in (-206, -190, -150, -120, -96, -20, 20, 60, 108, 140, 186, 206):  # tufts of grass
        tuft = [(gx - 5, 84), (gx - 2, 74), (gx, 84), (gx + 3, 72), (gx + 5, 84)]
        p.append(path(poly(tuft, False), None, pal["green_dk"], 1.4))
    k = 0.74  # the fox about half as tall as the men, its feet on the grass, its nose
    # clear of the sword's guard in the middle
    p.append(group(fox(pal), tx=-54, ty=84 * (1 - k), scale=k))
    # the men in a brown and a green coat, not the swords' blue steel and red grips (blind
    # reading at 80 px: the two small figures in red and blue, gold buttons, were
    # counted as two more swords, and the 5 read as a 6 or a 7 three times in 120)
    p += (man(pal, 168, pal["coat_0"], pal["red"], True, pal["wood_dk"])
          + man(pal, 96, pal["coat_1"], pal["ink"], False, pal["hair"]))
    return group(p, scale=w / 440)
