"""The Gatto Mammone: the grotesque mask where the clubs of the Neapolitan 3 di bastoni
cross, drawn as the printed card's, in the deck's engraved line: a broad jowly face seen
square on under a soft red cap with a gold band, a low brow knitted into heavy brows over
narrowed, heavy-lidded eyes, a big bulbous nose, great moustaches sweeping out past the
cheeks and curling up, a pointed tuft of beard; the flesh shaded with fine strokes on its
far side and under the cheekbones (review 18: a cartoon head with round googly eyes)."""
from __future__ import annotations

from .svg import circle, glow, path, sheen, smooth
from .svg import shade_hex as shade

FLESH, HAIR, CAP = "#e8b58c", "#3a2414", "#c8302a"


def _strokes(segments, colour: str, width: float) -> str:
    """Short engraved strokes, (x0, y0, x1, y1) each, as one path."""
    d = "".join(f"M{x0:g} {y0:g}L{x1:g} {y1:g}" for x0, y0, x1, y1 in segments)
    return path(d, None, colour, width)


def _hatch(x0: float, y0: float, x1: float, y1: float, n: int, dx: float, dy: float):
    """n parallel strokes (dx, dy) long, their starts spread from (x0, y0) to (x1, y1)."""
    return [(x0 + (x1 - x0) * i / (n - 1), y0 + (y1 - y0) * i / (n - 1),
             x0 + (x1 - x0) * i / (n - 1) + dx, y0 + (y1 - y0) * i / (n - 1) + dy) for i in range(n)]


def mask(pal: dict) -> str:
    """The mask about 120 wide (the moustache's curls) and 140 tall, its nose at (0, 0)."""
    ink = pal["ink"]
    dk, hair_lt = shade(FLESH, 0.62), "#7a5434"
    p = []
    for s in (-1, 1):  # the ears, behind the jowls
        p.append(path(smooth([(s * 34, -12), (s * 46, -16), (s * 50, -2), (s * 44, 14), (s * 34, 12)],
                             tension=0.7), FLESH, ink, 2.2))
        p.append(path(smooth([(s * 39, -8), (s * 45, -6), (s * 42, 6)], closed=False), None, dk, 1.4))
    face = [(0, -40), (24, -38), (36, -24), (40, -4), (40, 14), (34, 32), (20, 44), (0, 48),
            (-20, 44), (-34, 32), (-40, 14), (-40, -4), (-36, -24), (-24, -38)]
    p.append(path(smooth(face, tension=0.8), glow(FLESH, 46, -10, -8, 1.2, 0.8), ink, 3.2))
    # engraved shading: the far cheek and jaw, under each cheekbone, the brow's furrows
    p.append(_strokes(_hatch(27, -16, 27, 8, 6, 9, 2) + _hatch(20, 32, 8, 42, 4, 4, 3) + _hatch(-36, 0, -34, 10, 3, 6, 1), dk, 1.1))
    p.append(path(smooth([(-20, -29), (0, -31), (20, -29)], closed=False)
                  + smooth([(-16, -25), (0, -26.5), (16, -25)], closed=False), None, dk, 1.3))
    for s in (-1, 1):  # cheekbones puffed under the eyes, a crease down to the moustache
        p.append(path(smooth([(s * 8, 6), (s * 18, 2), (s * 30, 6)], closed=False), None, dk, 1.3))
        p.append(path(smooth([(s * 9, 8), (s * 14, 16), (s * 13, 22)], closed=False), None, dk, 1.5))
    # the cap: soft and high, its crown slumping forward to the right over a gold band
    cap = [(-40, -26), (-45, -44), (-38, -60), (-18, -72), (8, -75), (30, -69), (46, -57), (51, -44),
           (42, -40), (40, -26)]
    p.append(path(smooth(cap, tension=0.7), sheen(CAP, -44, 50, light=1.3, dark=0.68), ink, 2.8))
    p.append(path(smooth([(8, -73), (18, -58), (40, -46)], closed=False), None, shade(CAP, 0.55), 1.6))
    p.append(_strokes(_hatch(18, -54, 36, -36, 6, 5, 5) + _hatch(-30, -38, -18, -34, 4, 0, 5),
                      shade(CAP, 0.55), 1.2))
    p.append(path(smooth([(-24, -64), (-30, -50), (-28, -37)], closed=False), None, shade(CAP, 1.35), 2.4))
    p.append(path(smooth([(-44, -22), (0, -32), (44, -22), (42, -14), (0, -23), (-42, -14)], tension=0.6),
                  sheen(pal["gold"], -44, 44, light=1.3, dark=0.75), ink, 2.2))
    p += [circle(x, -22 - (1 - (x / 44) ** 2) * 5.5, 2.4, pal["red"], ink, 0.8) for x in (-26, 0, 26)]
    p.append(circle(49, -39, 5, pal["gold"], ink, 1.6))
    for s in (-1, 1):
        # heavy brows knitted down to the nose, tapering out; a fold of the lid under them
        p.append(path(smooth([(s * 3, -8), (s * 12, -17), (s * 24, -18), (s * 33, -12), (s * 24, -13),
                              (s * 12, -11), (s * 5, -5)], tension=0.5), HAIR, ink, 1.0))
        # the eyes narrowed: a slit of white, the heavy upper lid over half the iris
        p.append(path(smooth([(s * 7, -4), (s * 15, -7.5), (s * 25, -5.5), (s * 16, -2.5)], tension=0.6),
                      pal["white"], ink, 1.0))
        p.append(path(f"M{s * 12.5:g} -6.4A3.6 3.6 0 0 0 {s * 19.5:g} -6.4Z", "#4a3a22", None, 0))
        p.append(circle(s * 16, -5.6, 1.3, ink, None))
        p.append(path(smooth([(s * 6, -4), (s * 15, -9), (s * 26, -6)], closed=False), None, ink, 2.6))
        p.append(path(smooth([(s * 9, 0), (s * 17, 1.5), (s * 24, -1)], closed=False), None, dk, 1.2))
    # the nose: broad and bulbous, lit on its near side, its wings flared
    p.append(path(smooth([(-4, -10), (-7, 2), (-13, 10), (-9, 16), (0, 14), (9, 16), (13, 10), (7, 2),
                          (4, -10)], tension=0.7), glow("#de8f6c", 16, -3, 6, 1.3, 0.85), ink, 1.8))
    p.append(path(smooth([(-6, 12), (-3, 14.5)], closed=False) + smooth([(6, 12), (3, 14.5)], closed=False),
                  None, ink, 1.3))
    # the lower lip and the tuft of beard under it
    p.append(path(smooth([(-9, 28), (0, 26), (9, 28), (0, 33)], tension=0.7), pal["red_dk"], ink, 1.3))
    p.append(path(smooth([(-9, 35), (0, 33), (9, 35), (5, 50), (0, 62), (-5, 50)], tension=0.7),
                  HAIR, ink, 1.4))
    p.append(path(smooth([(-2, 38), (-1, 50), (0, 58)], closed=False), None, hair_lt, 1.0))
    for s in (-1, 1):
        # the moustache: heavy from under the nose, out and down past the cheeks, the ends
        # curling up beyond the jowls
        m = [(0, 15), (s * 12, 13), (s * 30, 18), (s * 46, 16), (s * 58, 4), (s * 62, -10), (s * 56, -20),
             (s * 49, -14), (s * 53, -6), (s * 50, 6), (s * 44, 18), (s * 30, 30), (s * 14, 28), (0, 24)]
        p.append(path(smooth(m, tension=0.75), HAIR, ink, 1.8))
        p.append(_strokes([(s * 8, 19, s * 24, 22), (s * 14, 24, s * 32, 25), (s * 32, 22, s * 48, 12),
                           (s * 50, 8, s * 56, -6)], hair_lt, 1.1))
    return "".join(p)
