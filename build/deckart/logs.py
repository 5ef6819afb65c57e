"""The Piacentine club (suits.club(variant="log")): a rough-hewn cudgel, round at both ends,
swelling to a heavy head, studded along both sides with the knobs of lopped shoots, in one of
several forms (review 18: every club of the printed 2-7 di bastoni was the same sprite)."""
from __future__ import annotations

from .svg import ellipse, group, path, rect, sheen, smooth

# the log's sides, from its butt (y 48) to its head (y -49): swelling at knots and pinched
# between them, the second lumped elsewhere
SIDES = ([(8.5, 48), (10.5, 32), (13.5, 18), (12, 8), (16, -6), (18.5, -20), (16.5, -29), (19.5, -40),
          (14, -49)],
         [(8, 48), (11.5, 36), (10, 24), (14, 12), (12.5, 0), (17.5, -12), (19, -25), (16.5, -33),
          (19, -43), (12.5, -50)])
# a log's form: (its right side, its left side, its knobs moved down by, its bend: the grip
# this share of the length off the head's axis), so no two clubs of a card are one stamp
# (review 18: "every club is the same sprite")
FORMS = ((0, 0, 0, 0.0), (1, 0, 7, 0.06), (0, 1, -6, -0.05), (1, 1, 3, 0.035), (0, 0, -4, -0.07),
         (1, 0, -3, -0.04), (0, 1, 5, 0.07))
# the knobs of lopped shoots: (side, height), from the butt up
KNOBS = ((1, 34), (-1, 18), (1, 0), (-1, -16), (1, -32), (-1, -44))


def log(pal: dict, k: float, stub: float, edge: float, form: int = 0) -> str:
    """The log pointing up, 100 * k long, in FORMS[form], edged `edge`, its stubs `stub`
    times their full length (short, a row's gaps stay clear)."""
    ink = pal["ink"]
    right_i, left_i, shift, bend = FORMS[form % len(FORMS)]

    def at(x: float, y: float) -> tuple[float, float]:  # bent: the grip off the head's axis
        return x + bend * (y + 50), y * k
    outline = ([at(x, y) for x, y in SIDES[right_i]] + [at(0, -52)]
               + [at(-x * 0.97, y) for x, y in reversed(SIDES[left_i])] + [at(0, 51)])
    knobs = [(side, min(max(y + shift, -44), 40)) for side, y in KNOBS]
    p, out = [], stub
    for side, y in knobs:  # lopped shoots, under the body, angled up: a stub, its cut face
        x, yk = at(side * (9 + (34 - y) * 0.11), y)
        p.append(group([rect(-5.5, -12 * out, 11, 3 + 12 * out, pal["wood"], ink, edge * 0.7, rx=4),
                        ellipse(0, -12 * out, 4.6, 2.6, pal["wood_lt"], ink, 1.0)],
                       tx=x, ty=yk, rotate=side * 42))
    p.append(path(smooth(outline, tension=0.75), sheen(pal["wood"], -18, 18, light=1.35), ink, edge))
    p.append(path(smooth([at(-4, 42), at(-6, 10), at(-9, -20), at(-10, -42)], closed=False),
                  None, pal["wood_lt"], 3.2))
    for x0, y0, y1 in ((5, -36, -10), (2, 4, 30)):  # grain
        p.append(path(smooth([at(x0, y0), at(x0 + 2, (y0 + y1) / 2), at(x0, y1)], closed=False),
                      None, pal["wood_dk"], 1.5))
    for side, y in knobs[1::2]:  # knots on the face of the club
        x, yk = at(-side * 4, y + 8)
        p.append(ellipse(x, yk, 3.2, 2.4, pal["wood_dk"], ink, 0.9))
    return "".join(p)
