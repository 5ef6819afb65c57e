"""The aces: each tradition's own picture for the 1 of every suit (the Neapolitan
double-headed eagle and beribboned sword, the Piacentine crowned eagle and putto, the
Trevisane great coin, hands from clouds and mottos on scrolls; the leggibili aces are in
bold_aces.py).

ace(st, suit) returns the SVG parts drawn on the card's paper."""
from __future__ import annotations

import math

from . import bold_aces, eagles, emblems, glyphs, sabres
from .ace_cups import grand_cup, ornate_cup
from .palettes import SUIT_COLOURS, SUIT_INK, SUIT_TINT
from .svg import ellipse, group, path, poly, sheen, smooth
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
        return sprigs + [great_club(pal, cx, top, bottom, r, lopped=True)]
    # spade: one tall slender sword, point near the top border, its plain steel blade,
    # guard and grip plain to see; a red ribbon tied in a bow on the grip under the
    # guard, its tails fluttering; laurel behind the hilt (blind reading at 80 px: a
    # ribbon wound round the blade in four turns striped it like a barber's pole, and
    # with the laurel the asso read as a club twice in 120)
    length, thin = 300.0, 1.12                  # drawn long and capped in thickness
    kk = h * 0.74 / length
    sy = cy - h * 0.085                         # the sword's middle: room for the bow below
    half = length / thin / 2                    # the sword's half length in its own units
    guard = sy + max(half * 0.45, half - 32) * thin * kk
    out = [group([emblems.sprig(pal, w * 0.4)], tx=cx - w * 0.04, ty=guard - h * 0.01,
                 rotate=-48),
           group([emblems.sprig(pal, w * 0.4)], tx=cx + w * 0.04, ty=guard - h * 0.01,
                 rotate=48),
           group([st.sign("S", length, thin)], tx=cx, ty=sy, scale=kk)]
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


def _lopped(pal: dict) -> list[str]:
    """A lopped branch, in a stub's units (base at y = 8, cut at about y = -28): round in
    the bark, swelling where it leaves the trunk and narrowing to an oval cut set aslant,
    pale wood with a dark pith (review 13h: sawn cylinders with flat ring faces)."""
    ink = pal["ink"]
    bark = [(-13, 10), (-11, -2), (-8.5, -16), (-7.5, -26), (-3, -31), (5, -31), (8.5, -24),
            (9, -12), (11, -2), (13, 10)]
    return [path(smooth(bark, tension=0.6), pal["wood"], ink, 3.0),
            group([ellipse(0, 0, 8, 4.2, pal["wood_lt"], ink, 2.0),
                   ellipse(0.6, 0, 2, 1.3, pal["wood_dk"], None, 0)], tx=0.5, ty=-27.5, rotate=-16)]


def great_club(pal: dict, cx: float, top: float, bottom: float, r: float,
               shape: tuple = CUDGEL, lopped: bool = False) -> str:
    """The asso di bastoni's club (the Neapolitan knotty cudgel by default): swelling from
    a grip half as wide as its head to a rounded, lumpy head of radius r, stubs of lopped
    branches with light cut faces (`lopped`: round, cut aslant, _lopped), bark and knots,
    lit down its left side; the outline as heavy as the pips'."""
    ink, wood = pal["ink"], pal["wood"]
    right, left, stubs, light, furrows, knots = shape[:6]
    L = bottom - top
    def at(fx, fy):  # fractions of the head's radius across, of the length down
        return cx + fx * r, top + fy * L
    p = []
    for fx, fy, a, *size in stubs:
        x, y = at(fx, fy)   # stubs, under the trunk: a slanting cut with its light face
        k = r / 48 * (size[0] if size else 1)
        p.append(group(_lopped(pal) if lopped else
                       [path(poly([(-11, 8), (-9, -26), (9, -30), (11, 8)]), wood, ink, 3.2),
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


# the Asso di spade's blade this broad (58 before: review 19 asked for a sword "heavier
# and ornamented so that it matches the craft of the other three aces")
SPADE_BLADE = 80
NUMERAL_LIFT = 0.06  # the Trevisane motto's scroll this share of the height higher, so
# its tail clears the value printed in the bottom-right corner


def _fuller(pal: dict, spine: list, width: float) -> str:
    """A broad fuller down the lower blade of the Asso di spade along `spine` (hilt
    first): a dark groove lit along one side."""
    d = smooth(spine, closed=False)
    return path(d, None, pal["steel_dk"], width * 0.2) + path(d, None, "#9cc1ea", width * 0.06)


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
        hx = cx + w * 0.13  # the blade starts above the fist, which holds the grip
        arc = _arc((hx, cy + h * 0.085), (cx + w * 0.04, cy - h * 0.45), w * 0.15)
        out += [sabres.curved_sword(pal, 0, 0, 0, 0, 0, SPADE_BLADE, through=arc, edged=True,
                                    hilt=sabres.ornate_hilt(pal)),
                _fuller(pal, arc[1:6], SPADE_BLADE),
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
