"""The aces: each tradition's own picture for the 1 of every suit (the Neapolitan
double-headed eagle and beribboned sword, the Piacentine crowned eagle and putto, the
Trevisane great coin, hands from clouds and mottos on scrolls; the leggibili aces are in
bold_aces.py).

ace(st, suit) returns the SVG parts drawn on the card's paper."""
from __future__ import annotations

import math

from . import bold_aces, eagles, emblems, glyphs, sabres
from .palettes import SUIT_COLOURS, SUIT_INK, SUIT_TINT
from .svg import circle, ellipse, group, path, poly, sheen, smooth
from .svg import shade_hex as shade

MOTTOS = {"C": ("PER UN PUNTO", "MARTIN PERSE LA CAPPA"),
          "B": ("SE TI PERDI", "TUO DANNO"),
          "D": ("NON VAL SAPER A CHI", "HA FORTUNA CONTRO"),
          "S": ("NON TI FIDAR DI ME", "SE IL CUOR TI MANCA")}


def ace(st, suit: str) -> list[str]:
    w, h = st.w, st.h
    cx, cy = w / 2, h / 2
    pal = st.pal
    if st.id not in ("napoletane", "piacentine", "trevisane"):
        return bold_aces.ace(st, suit)   # leggibili
    draw = {"napoletane": _napoletane, "piacentine": _piacentine, "trevisane": _trevisane}[st.id]
    return draw(st, suit, pal, w, h, cx, cy)


def _napoletane(st, suit, pal, w, h, cx, cy) -> list[str]:
    if suit == "D":
        k = w * 0.94 / 480
        return [group([eagles.eagle(pal, 2, False)], tx=cx, ty=cy + 30 * k, scale=k),
                group([st.sign("D")], tx=cx, ty=cy + 30 * k, scale=w * 0.32 / 100)]
    if suit == "C":  # the great baroque chalice, tall and narrow (emblems.great_chalice)
        return [group([emblems.great_chalice(pal)], tx=cx, ty=cy, scale=h * 0.8 / 210)]
    if suit == "B":  # the great knotty cudgel, leafy shoots from its lopped branches
        top, bottom, r = cy - h * 0.36, cy + h * 0.42, w * 0.2
        L = bottom - top
        sprigs = [group([emblems.sprig(pal, w * size)], tx=cx + fx * r, ty=top + fy * L, rotate=a)
                  for fx, fy, a, size in ((1.25, 0.17, 40, 0.26), (-1.1, 0.3, -48, 0.22),
                                          (-1.05, 0.06, -28, 0.2))]
        return sprigs + [great_club(pal, cx, top, bottom, r)]
    # spade: one tall slender sword, point near the top border, its guard and grip plain
    # to see; a red ribbon wound loosely round the blade in four wide turns and tied in
    # a bow on the grip under the guard, its tails fluttering; laurel behind the hilt
    length, thin = 300.0, 1.12                  # drawn long and capped in thickness
    kk = h * 0.74 / length
    sy = cy - h * 0.085                         # the sword's middle: room for the bow below
    half = length / thin / 2                    # the sword's half length in its own units
    guard = sy + max(half * 0.45, half - 32) * thin * kk
    edge = (9 * thin + 1.6) * kk                # the ribbon stands a little proud of the blade
    out = [group([emblems.sprig(pal, w * 0.4)], tx=cx - w * 0.04, ty=guard - h * 0.01,
                 rotate=-48),
           group([emblems.sprig(pal, w * 0.4)], tx=cx + w * 0.04, ty=guard - h * 0.01,
                 rotate=48)]
    top, low = sy - h * 0.27, guard - h * 0.06
    turns = 4
    step = (low - top) / (turns - 0.5)
    rise = step * 0.4                           # how far a front turn climbs across the blade
    for i in range(turns - 1):  # the turns behind the blade: only their ends show
        y = top + i * step
        back = poly([(cx + edge, y - rise), (cx - edge, y + step + rise)], False)
        out += [path(back, None, pal["ink"], 16), path(back, None, pal["red_dk"], 10)]
    out.append(group([st.sign("S", length, thin)], tx=cx, ty=sy, scale=kk))
    for i in range(turns):  # and in front of it, each turn a band with a fold of light
        y = top + i * step
        front = smooth([(cx - edge, y + rise), (cx, y + 2), (cx + edge, y - rise)], closed=False)
        out += [path(front, None, pal["ink"], 16), path(front, None, pal["red"], 10),
                path(smooth([(cx - edge * 0.6, y + rise * 0.6 + 3), (cx, y - 1),
                             (cx + edge * 0.5, y - rise * 0.5 - 3)], closed=False),
                     None, shade(pal["red"], 1.35), 2.2)]
    out.append(group([emblems.ribbon(pal, w * 0.42)], tx=cx, ty=guard + h * 0.072))
    return out


# a club's shape, in fractions of its head's radius across and of its length down: the
# outline (right side down, left side up), the lopped stubs (x, y, turn[, size]), the
# streak of light, the furrows (x, y from, y to), the knots (x, y, size) and, when given,
# the burls that bulge out of the wood (x, y, size) and the cut face of the butt (its
# half-width)
# the Neapolitan's: massive and gnarled, a lumpy head bulging in burls, the shaft pinched
# and swollen at its knots down to a thick grip with a rounded knob at the butt (review
# 13f: a butt sawn flat, with year rings, read as firewood); long lopped branches
# (review 13e: the tapering trunk read as a carrot)
CUDGEL = (((0.0, -0.015), (0.5, 0.0), (0.84, 0.03), (0.98, 0.08), (1.0, 0.13), (0.86, 0.19), (0.94, 0.25),
           (0.76, 0.31), (0.66, 0.37), (0.74, 0.43), (0.58, 0.49), (0.52, 0.56), (0.62, 0.62),
           (0.5, 0.67), (0.46, 0.75), (0.54, 0.8), (0.44, 0.86), (0.5, 0.92), (0.58, 0.97),
           (0.4, 1.01), (0.0, 1.035)),
          ((-0.4, 1.01), (-0.58, 0.97), (-0.5, 0.92), (-0.44, 0.86), (-0.52, 0.78), (-0.48, 0.7),
           (-0.6, 0.62), (-0.56, 0.54), (-0.72, 0.47), (-0.66, 0.4), (-0.82, 0.32), (-0.92, 0.24),
           (-0.84, 0.18), (-1.0, 0.1), (-0.88, 0.04), (-0.52, 0.0)),
          ((0.84, 0.22, 58, 1.5), (-0.74, 0.36, -64, 1.4), (0.64, 0.52, 62, 1.3),
           (-0.58, 0.66, -56, 1.15), (0.52, 0.79, 60, 1.0), (-0.86, 0.12, -40, 1.1)),
          ((-0.54, 0.12), (-0.58, 0.36), (-0.4, 0.62), (-0.3, 0.9)),
          ((0.3, 0.06, 0.3), (0.06, 0.36, 0.58), (0.32, 0.46, 0.7), (-0.12, 0.7, 0.9)),
          ((0.46, 0.3, 0.11), (0.22, 0.6, 0.1), (-0.2, 0.8, 0.09)),
          ((-0.3, 0.2, 0.24), (0.5, 0.13, 0.2), (-0.2, 0.46, 0.2), (0.3, 0.7, 0.17)),
          None)
# the Piacentine's: long and gnarled, swelling and pinching all the way down, more stubs
GNARLED = (((0.3, 0.0), (0.74, 0.02), (0.98, 0.08), (0.8, 0.15), (0.9, 0.21), (0.66, 0.29),
            (0.74, 0.37), (0.52, 0.45), (0.6, 0.53), (0.42, 0.62), (0.48, 0.71), (0.34, 0.8),
            (0.38, 0.9), (0.46, 0.96), (0.28, 1.0)),
           ((-0.3, 1.0), (-0.46, 0.96), (-0.36, 0.9), (-0.4, 0.79), (-0.52, 0.69), (-0.44, 0.59),
            (-0.64, 0.49), (-0.58, 0.39), (-0.82, 0.31), (-0.76, 0.21), (-1.0, 0.12),
            (-0.84, 0.04), (-0.36, 0.0)),
          ((0.78, 0.25, 58), (-0.66, 0.35, -62), (0.58, 0.5, 64), (-0.5, 0.65, -58),
           (0.42, 0.76, 60), (-0.92, 0.14, -52)),
          ((-0.56, 0.12), (-0.5, 0.36), (-0.34, 0.6), (-0.22, 0.88)),
          ((0.32, 0.08, 0.26), (0.0, 0.3, 0.48), (0.3, 0.46, 0.62), (-0.06, 0.66, 0.84)),
          ((-0.24, 0.18, 0.16), (0.4, 0.32, 0.13), (-0.1, 0.5, 0.12), (0.2, 0.7, 0.1),
           (-0.06, 0.86, 0.09)))


def great_club(pal: dict, cx: float, top: float, bottom: float, r: float,
               shape: tuple = CUDGEL) -> str:
    """The asso di bastoni's club (the Neapolitan knotty cudgel by default): swelling from
    a grip half as wide as its head to a rounded, lumpy head of radius r, stubs of lopped
    branches with light cut faces, bark and knots, lit down its left side; the outline
    as heavy as the pips'."""
    ink, wood = pal["ink"], pal["wood"]
    right, left, stubs, light, furrows, knots = shape[:6]
    L = bottom - top
    def at(fx, fy):  # fractions of the head's radius across, of the length down
        return cx + fx * r, top + fy * L
    p = []
    for fx, fy, a, *size in stubs:
        x, y = at(fx, fy)   # stubs, under the trunk: a slanting cut with its light face
        k = r / 48 * (size[0] if size else 1)
        p.append(group([path(poly([(-11, 8), (-9, -26), (9, -30), (11, 8)]), wood, ink, 3.2),
                        ellipse(0, -28, 9.5, 5, pal["wood_lt"], ink, 2.2)],
                       tx=x, ty=y, rotate=a, scale=k))
    outline = [at(fx, fy) for fx, fy in right + left]
    p.append(path(smooth(outline, tension=0.7), sheen(wood, cx - r, cx + r, light=1.4), ink, 5))
    p.append(path(smooth([at(fx, fy) for fx, fy in light], closed=False), None, pal["wood_lt"],
                  r * 0.12))          # the light
    for fx, fy0, fy1 in furrows:
        a, b = at(fx, fy0), at(fx, fy1)   # furrows in the bark
        p.append(path(smooth([a, ((a[0] + b[0]) / 2 - r * 0.06, (a[1] + b[1]) / 2), b], closed=False),
                      None, pal["wood_dk"], 3.2))
    for fx, fy, rr in knots:
        x, y = at(fx, fy)   # knots
        p.append(ellipse(x, y, r * rr, r * rr * 0.72, pal["wood_dk"], ink, 1.8))
    if len(shape) > 6:
        burls, butt = shape[6:]
        for fx, fy, rr in burls:   # a swelling lit on its crown round a dark knot hole
            x, y = at(fx, fy)
            p += [ellipse(x, y, r * rr, r * rr * 0.8, sheen(wood, x - r * rr, x + r * rr, light=1.5),
                          ink, 2.6),
                  ellipse(x + r * rr * 0.1, y + r * rr * 0.12, r * rr * 0.42, r * rr * 0.3,
                          pal["wood_dk"], ink, 1.6)]
        if butt:
            x, y = at(0, 1)   # the butt sawn flat: its light cut face with the year rings
            p += [ellipse(x, y - r * 0.05, r * butt, r * 0.11, pal["wood_lt"], ink, 2.6),
                  ellipse(x, y - r * 0.05, r * butt * 0.5, r * 0.05, None, pal["wood_dk"], 1.4)]
    return "".join(p)


def _piacentine(st, suit, pal, w, h, cx, cy) -> list[str]:
    if suit == "D":  # "la Polla": a single-headed crowned eagle carrying the coin
        k = w * 0.96 / 480
        return [group([eagles.eagle(pal, 1, True)], tx=cx, ty=cy + 44 * k, scale=k),
                group([st.sign("D")], tx=cx, ty=cy + 44 * k, scale=w * 0.33 / 100)]
    if suit == "C":
        return [group([grand_cup(pal)], tx=cx, ty=cy - h * 0.03, scale=w * 0.74 / 100,
                      sy=w * 1.3 / 100)]
    if suit == "B":  # a long gnarled club set aslant, leafy sprigs from its head and stubs
        r, length = w * 0.17, h * 0.7
        club = [group([emblems.sprig(pal, w * 0.3)], tx=-r * 0.4, ty=-length * 0.46, rotate=-58),
                group([emblems.sprig(pal, w * 0.26)], tx=r * 0.3, ty=-length * 0.49, rotate=8),
                group([emblems.sprig(pal, w * 0.2)], tx=r * 0.9, ty=-length * 0.24, rotate=70),
                group([emblems.sprig(pal, w * 0.18)], tx=-r * 0.75, ty=-length * 0.14, rotate=-72),
                great_club(pal, 0, -length / 2, length / 2, r, GNARLED)]
        return [group(club, tx=cx - w * 0.02, ty=cy + h * 0.06, rotate=24)]
    # a putto holding up a curved, pointed sword beside his head
    k = w * 0.0034
    bx, by = cx - w * 0.04, cy + h * 0.25
    hx, hy = bx + emblems.CHERUB_HAND[0] * k, by + emblems.CHERUB_HAND[1] * k
    return [group([emblems.cherub(pal)], tx=bx, ty=by, scale=k),
            sabres.curved_sword(pal, 0, 0, 0, 0, 0, 42,
                                 through=_arc((hx, hy + 12 * k), (cx + w * 0.16, cy - h * 0.44),
                                              -w * 0.2)),
            group([path(smooth([(-11, -9), (11, -9), (13, 9), (-11, 11)]), pal["skin"],
                        pal["ink"], 2)], tx=hx, ty=hy, scale=k)]


def _arc(start, end, bow: float, n: int = 9) -> list[tuple[float, float]]:
    """Points along one even curve from start to end bowing sideways by `bow` at its
    middle (a quadratic curve), so a scimitar ends in a clean point without a kink."""
    (x0, y0), (x1, y1) = start, end
    ln = math.hypot(x1 - x0, y1 - y0)
    nx, ny = -(y1 - y0) / ln, (x1 - x0) / ln
    cx_, cy_ = (x0 + x1) / 2 + nx * bow * 2, (y0 + y1) / 2 + ny * bow * 2
    return [((1 - t) ** 2 * x0 + 2 * (1 - t) * t * cx_ + t * t * x1,
             (1 - t) ** 2 * y0 + 2 * (1 - t) * t * cy_ + t * t * y1)
            for t in (i / (n - 1) for i in range(n))]


NUMERAL_LIFT = 0.06  # the Trevisane motto's scroll this share of the height higher, so
# its tail clears the value printed in the bottom-right corner


def _trevisane(st, suit, pal, w, h, cx, cy) -> list[str]:
    out = []
    if suit == "D":
        r = w * 0.37
        for s in (-1, 1):  # two laurel sprigs crossed under the coin, tied with a ribbon
            out.append(group([emblems.sprig(pal, w * 0.46)], tx=cx + s * w * 0.04,
                             ty=cy + h * 0.2, rotate=s * 30))
        out += [group([emblems.grand_coin(pal, r, st.sign("D"))], tx=cx, ty=cy - h * 0.07),
                group([emblems.ribbon(pal, w * 0.34)], tx=cx, ty=cy + h * 0.19)]
    elif suit == "C":  # a grand covered cup of its own, not the pip enlarged
        k = min(w * 0.9 / 134, h * 0.66 / 214)
        out.append(group([ornate_cup(pal)], tx=cx, ty=h * 0.05 + 106 * k, scale=k))
    elif suit == "B":  # a slender banded baton held slanting by a hand from the cloud, the
        # fist as broad as the baton it wraps
        length, lean = h * 0.62, -16.0
        fx, fy = cx + w * 0.12, cy + h * 0.1
        along = length * 0.28  # the fist this far below the baton's middle
        bx = fx - math.sin(math.radians(-lean)) * along
        by = fy - math.cos(math.radians(lean)) * along
        out += [group([st.sign("B", 300, 1.3)], tx=bx, ty=by, rotate=lean, scale=length / 300),
                group([emblems.hand_from_cloud(pal)], tx=fx, ty=fy, rotate=lean, scale=w * 0.0034)]
    else:  # the fist right of centre so the cloud stays on the card, above the motto
        hx = cx + w * 0.13
        out += [sabres.curved_sword(pal, 0, 0, 0, 0, 0, 58,
                                    through=_arc((hx, cy + h * 0.13), (cx + w * 0.04, cy - h * 0.45),
                                                 w * 0.15), edged=True),
                group([emblems.hand_from_cloud(pal)], tx=hx, ty=cy + h * 0.115, scale=w * 0.003)]
    lift = 0.0
    if st.numerals:  # the scroll raised clear of the bottom numeral, the ace drawn smaller
        # above it, shrunk towards the top of the card
        lift, top = h * NUMERAL_LIFT, h * 0.04
        k = 1 - lift / (cy + h * 0.27 - top)
        out = [group(out, tx=cx * (1 - k), ty=top * (1 - k), scale=k)]
    out.append(scroll(pal, MOTTOS[suit], cx, cy + h * 0.33 - lift, w * 0.84))
    return out


def scroll(pal: dict, lines: tuple[str, ...], x: float, y: float, width: float) -> str:
    """A banner with curled ends bearing `lines` in stroked capitals (no <text>), marked
    `<g id="motto">` for the tests."""
    ink = pal["ink"]
    line_h = width * 0.07
    band_h = line_h * (len(lines) * 1.5 + 0.6)
    hw, hh = width / 2, band_h / 2
    paper = "#fbf3d8"
    p = []
    fold = "#e6d3a0"
    for s in (-1, 1):  # the rolled ends behind the band: a tail cut in a swallow-tail,
        # the fold where it turns under shown darker
        ex = s * hw
        p.append(path(poly([(ex - s * 30, -hh + 16), (ex + s * 30, -hh + 10), (ex + s * 14, hh * 0.2),
                            (ex + s * 30, hh + 18), (ex - s * 30, hh + 12)]),
                      sheen(fold, 0, s * 40, light=1.05, dark=0.78), ink, 2.2))
        p.append(path(poly([(ex - s * 2, hh - 4), (ex - s * 18, hh + 12), (ex - s * 2, hh + 12)]),
                      shade(fold, 0.7), ink, 1.6))
    p.append(path(smooth([(-hw, -hh), (-hw * 0.5, -hh - 8), (0, -hh), (hw * 0.5, -hh - 8), (hw, -hh),
                          (hw, hh), (hw * 0.5, hh - 8), (0, hh), (-hw * 0.5, hh - 8), (-hw, hh)],
                         tension=0.5), sheen(paper, 0, 0, -hh, hh, 1.02, 0.9), ink, 2.6))
    # one letter size for every line, the longest line filling the band
    scale = min(1.0, min(width * 0.88 / glyphs.text_width(t, line_h) for t in lines))
    for i, text in enumerate(lines):
        tw = glyphs.text_width(text, line_h)
        ly = -hh + line_h * (0.55 + 1.5 * i)
        p.append(group([glyphs.text(text, 0, 0, line_h, pal["red_dk"], 2.8)],
                       tx=-tw * scale / 2, ty=ly, scale=scale))
    return f'<g id="motto">{group(p, tx=x, ty=y)}</g>'



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
