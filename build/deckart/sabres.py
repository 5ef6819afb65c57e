"""North-eastern sabres: the long curved scimitar (`curved_sword`: the Trevisane
spade and their ace, the Piacentine putto's) and the Trevisane number cards' tall ovals
of interlaced sabres (`oval_swords`)."""
from __future__ import annotations

import math

from .svg import circle, group, path, poly, sheen, smooth


OGIVE = ((0.0, 1.0), (0.3, 0.9), (0.55, 0.72), (0.78, 0.45), (0.92, 0.2))  # the point's
# half-width (fraction of the blade's) along its length


def curved_sword(pal: dict, x0: float, y0: float, x1: float, y1: float, bow: float,
                 width: float = 18.0, through: list | None = None, halo: str | None = None,
                 edge: float | None = None, edged: bool = False, hilt: str | None = None) -> str:
    """A long scimitar from the hilt (x0, y0) to the tip (x1, y1), bowing sideways by `bow`
    (north-eastern swords); `through` gives the blade's own path points instead. `halo`,
    the paper's colour, lays a band under the blade that cuts a blade it crosses over.
    `edged`: a steel blade modelled as printed, a thin light cutting edge along its
    outer curve running into the point, a darker back and a fuller along the back near
    the hilt (else one dark line down its middle). `hilt`: drawn in place of the plain
    hilt (guard, grip, pommel), in its frame (the blade 12 units broad, up the -y axis)."""
    ink = pal["ink"]
    if through is None:
        mx, my = (x0 + x1) / 2, (y0 + y1) / 2
        dx, dy = x1 - x0, y1 - y0
        ln = math.hypot(dx, dy)
        nx, ny = -dy / ln, dx / ln
        through = [(x0, y0), (mx + nx * bow, my + ny * bow), (x1, y1)]
    # the guard sits a little way along the blade, square to it
    (ax_, ay_), (bx, by) = through[0], through[1]
    dx, dy = bx - ax_, by - ay_
    ln = math.hypot(dx, dy)
    g = min(0.08 * ln, 30)
    p0 = (ax_ + dx / ln * g, ay_ + dy / ln * g)
    # the blade stops short of the end, where a long clean point takes over (beyond the
    # round end of the blade's strokes): the point starts `back` along the curve from
    # the end and runs on in the curve's own direction there, so blade and point meet
    # without a bend (the chord from further back made a kink below the point)
    back = width * 1.9
    kept, pb, u = [], through[-1], (0.0, -1.0)
    run = 0.0
    for i in range(len(through) - 1, 0, -1):
        (ax2, ay2), (bx2, by2) = through[i - 1], through[i]
        seg = math.hypot(bx2 - ax2, by2 - ay2)
        if run + seg >= back:
            t = (back - run) / seg
            pb = (bx2 + (ax2 - bx2) * t, by2 + (ay2 - by2) * t)
            u = ((bx2 - ax2) / seg, (by2 - ay2) / seg)
            kept = [q for q in through[1:i] if math.hypot(q[0] - pb[0], q[1] - pb[1]) > width * 0.5]
            break
        run += seg
    ux, uy = u
    ex, ey = pb[0] + ux * back, pb[1] + uy * back
    # the point an ogive: its edges leave the blade's edges tangent and curve in to
    # the tip (a straight-sided wedge showed a shoulder where it met the blade)
    tip = [(pb[0] + ux * back * f - uy * width / 2 * k, pb[1] + uy * back * f + ux * width / 2 * k)
           for f, k in OGIVE] + [(ex, ey)] + \
          [(pb[0] + ux * back * f + uy * width / 2 * k, pb[1] + uy * back * f - ux * width / 2 * k)
           for f, k in reversed(OGIVE)]
    d = smooth([p0] + kept + [pb], closed=False)
    ang = math.degrees(math.atan2(dy, dx)) + 90
    if edge is None:
        edge = max(3.5, width * 0.22)  # a strong ink edge: the blade reads at table size
    out = [] if halo is None else [path(d, None, halo, width + edge + 16),
                                   path(poly(tip), halo, halo, edge + 16)]
    out += [path(d, None, ink, width + edge), path(poly(tip), ink, ink, edge),
            path(d, None, pal["steel"], width), path(poly(tip), pal["steel"], None)]
    spine = [p0] + kept + [pb]
    if edged:
        out += _modelled(pal, spine, width, (ex, ey))
    else:
        out.append(path(d, None, pal["steel_dk"], max(1.4, width * 0.14)))
    plain = [path(smooth([(-20, -3), (0, 2), (20, -3), (16, 6), (0, 8), (-16, 6)], tension=0.5),
                  pal["gold"], ink, 1.3),
             path(poly([(-3.5, 6), (3.5, 6), (3.5, 20), (-3.5, 20)]), pal["red"], ink, 1.2),
             circle(0, 24, 5, pal["gold"], ink, 1.2)]
    out.append(group(plain if hilt is None else [hilt], tx=p0[0], ty=p0[1], rotate=ang, scale=width / 12))
    return "".join(out)


EDGE_LIGHT = "#eef4fb"   # the bright cutting edge of a modelled blade


def _modelled(pal: dict, spine: list, width: float, tip: tuple) -> list[str]:
    """The modelling of an edged blade along its `spine` (hilt to the start of the point):
    the cutting edge a thin light line on the outer (convex) side, running on into the
    `tip`; the back a darker band on the inner side; a fuller, a thin dark groove near
    the back, over the half of the blade nearest the hilt."""
    (sx, sy), (mx, my), (fx, fy) = spine[0], spine[len(spine) // 2], spine[-1]
    side = 1.0 if (fx - sx) * (my - sy) - (fy - sy) * (mx - sx) > 0 else -1.0

    def along(k: float, pts) -> list:   # the spine moved k blade widths to the outer side
        out = []
        for i, (x, y) in enumerate(pts):
            (ax, ay), (bx, by) = pts[max(i - 1, 0)], pts[min(i + 1, len(pts) - 1)]
            ln = math.hypot(bx - ax, by - ay) or 1.0
            out.append((x - (by - ay) / ln * k * width * side, y + (bx - ax) / ln * k * width * side))
        return out
    return [path(smooth(along(-0.34, spine), closed=False), None, pal["steel_dk"], width * 0.22),
            path(smooth(along(-0.1, spine[:max(2, len(spine) // 2 + 1)]), closed=False), None,
                 pal["steel_dk"], max(1.2, width * 0.07)),
            path(smooth(along(0.3, spine) + [tip], closed=False), None, EDGE_LIGHT, width * 0.15)]


def _oval_blade(cx: float, cy: float, side: int, half_w: float, half_h: float,
                reach: float, full: float = 2.0) -> list[tuple[float, float]]:
    """Points of one blade of an oval, hilt first: it starts `reach` across the oval's
    middle line on the far side, bows out to `half_w` on its own side and ends across
    again (left blade: hilt below; right blade: hilt above). `full`: the power of the
    bow's profile, 1 - |t|^full down the oval (2 a parabola, pinched at the ends; higher,
    the blades keep wide apart further towards the crossings)."""
    pts_ = []
    for t in (1, 0.8, 0.5, 0, -0.5, -0.8, -1):
        bulge = (half_w + reach) * (1 - abs(t) ** full) - reach
        pts_.append((cx + side * bulge, cy + side * half_h * t))
    return pts_


# the ovals of the 4 to 7 fuller than the parabola (review 13g: pinched ovals, "narrow
# parentheses" on the 4, "nearly parallel bananas that hardly cross" on the 6): the
# blades stay wide apart further up and down and cross more steeply near the ends
OVAL_FULL = {1: 2.0, 2: 2.8, 3: 3.4}   # by the number of ovals
# how far each blade's ends run past the oval's middle line, as a share of its half-width,
# by the number of ovals (0.3: the narrow ovals of the 6 barely crossed)
OVAL_REACH = {1: 0.3, 2: 0.6, 3: 0.9}
# the sabres of the three ovals slimmer (review 14: narrow parallel ovals on the 6 and 7,
# the guards over the crossings): with their ends run past the crossings (reach 0.55 ->
# 0.9) each pair crosses in a visible X near both ends, the point out on one side, the
# hilt on a length of blade on the other, and the ovals keep their paper
OVAL_BLADE = {3: 0.72}
ODD_7 = 1.15  # the 7's odd blade, as broad as this many sabres, inside the middle oval
# the 7's odd blade from this share of the oval's half-height below its middle (the hilt)
# to this share above (the point): the sabres' whole length (0.6 and 0.88 before)
ODD_7_FROM, ODD_7_TO = 0.9, 1.02
ODD_STEEL, ODD_STEEL_DK = "#2f5596", "#142c55"  # the odd blade's (the sabres' #6d9bd6)
ODD_7_OVAL = 6.0  # the profile of the 7's middle oval (OVAL_FULL: 3.4)


def oval_swords(n: int, pal: dict, ax: float, ay: float, aw: float, ah: float,
                width: float = 30.0) -> list[str]:
    """North-eastern swords interlaced in tall ovals: each pair of long curved blades bows
    apart and crosses near both ends, a hilt and a point jutting out beyond each crossing
    (the right blade passes over the left, a band of paper cutting the one beneath).
    Ovals side by side with clear gaps: one on the 2 and 3, two on the 4 and 5, three on
    the 6 and 7, so the 4 reads as two ovals and the 6 as three. The odd blade is
    straight and stands apart from the sabres: up the middle of the 3's oval, alone
    between the 5's two ovals, up the middle of the 7's middle oval, which is wider
    (lying across the 7's three ovals it barred them like a fence rail, review 13g)."""
    count = {2: 1, 3: 1, 4: 2, 5: 2, 6: 3, 7: 3}[n]
    paper = pal["paper"]
    pitch = aw / count
    # neighbouring ovals at least a blade's width apart at their widest; the two of the 4
    # and 5 wide (0.33 of the pitch looked like two pairs of parentheses), the three of
    # the 6 and 7 open wide (narrow lenses read as a sheaf at table size)
    half_w = pitch * (0.42 if count == 1 else 0.36 if count == 2 else 0.31)
    # the hilt reaches about 1.5 blade widths beyond the blade's end
    half_h = (ah - 2.2 * width) / 2
    ovals = [(ax + (c - (count - 1) / 2) * pitch, half_w) for c in range(count)]
    if n == 5:  # the 5's odd blade stands upright alone between its two ovals, which
        # keep to the card's sides (it lay across them, cutting the interlace in two)
        half_w = pitch * 0.31
        ovals = [(ax + (c - 0.5) * 2 * (aw / 2 - half_w - width * 0.62 - 8), half_w) for c in range(2)]
    elif n == 7:  # the middle oval wide enough for the odd blade with paper either side
        # of it, the outer two out to the card's sides, gaps between them
        blade, gap = width * 1.05, width * 0.7
        middle = width * ODD_7 / 2 + width * 0.2 + width * 0.95 + blade / 2
        outer = (aw * 0.45 - middle - 1.5 * blade - gap) / 2
        off = middle + blade + gap + outer
        ovals = [(ax - off, outer), (ax, middle), (ax + off, outer)]
    out = []
    for cx, hw in ovals:
        # the 7's middle oval fuller: its sabres keep clear of the odd blade nearly to its ends
        full = ODD_7_OVAL if n == 7 and cx == ax else OVAL_FULL[count]
        for side in (-1, 1):
            blade_ = _oval_blade(cx, ay, side, hw, half_h, hw * OVAL_REACH[count], full)
            out.append(curved_sword(pal, 0, 0, 0, 0, 0, width * OVAL_BLADE.get(count, 1.0), through=blade_,
                                    halo=paper if side > 0 else None, edged=True))
    # the odd blade straight and broad, in dark steel with a large gold hilt, so it stands
    # apart from the pale blue sabres (blue on blue it vanished at 80 px; in bright steel,
    # inside the 7's middle pair, review 19 found it "hidden", a blur at 80 px; gilt, the
    # 7 was read as the 7 di bastoni: A/B B15, 2 in 15)
    dark = dict(pal, steel=ODD_STEEL, steel_dk=ODD_STEEL_DK)
    if n == 3:
        out.append(curved_sword(dark, ax, ay + half_h * 0.62, ax, ay - half_h * 0.7, 0.01,
                                width * 1.4))  # broad: the 3 must not read as a 2
    elif n == 5:
        out.append(curved_sword(dark, ax, ay + half_h * 0.78, ax, ay - half_h * 0.86, 0.01,
                                width * 1.4, edge=width * 0.5))
    elif n == 7:  # up the middle oval's whole length
        out.append(curved_sword(dark, ax, ay + half_h * ODD_7_FROM, ax, ay - half_h * ODD_7_TO, 0.01,
                                width * ODD_7, halo=paper, edge=width * 0.4))
    return out


ORNATE_HILT = 0.66  # the ornate hilt's size against the plain one's (its quillons reach
# 25 units each way, the plain guard's 20)


def ornate_hilt(pal: dict) -> str:
    """The Asso di spade's hilt, in curved_sword's hilt frame (the blade 12 units broad,
    pointing up): quillons curling towards the blade into volutes, a gold langet on the
    blade set with a red stone, a red grip wound with gold wire between gold ferrules, a
    pear-shaped pommel set with a blue stone."""
    ink, gold, dk = pal["ink"], pal["gold"], pal["gold_dk"]
    out = []
    for s in (-1, 1):  # each quillon out along the guard, then up and round into a volute
        arm = smooth([(0, 2.5), (s * 12, 3.5), (s * 21, 1), (s * 25, -4), (s * 22.5, -8.5),
                      (s * 18.5, -7.5), (s * 18.5, -4)], closed=False)
        out += [path(arm, None, ink, 7.4), path(arm, None, gold, 4.6),
                path(arm, None, pal["gold_lt"], 1.2), circle(s * 18.5, -4, 2.4, gold, ink, 1.0)]
    out += [path(smooth([(-9, -1), (0, 1.5), (9, -1), (8, 6), (0, 8), (-8, 6)], tension=0.5),
                 sheen(gold, -9, 9, light=1.3, dark=0.7), ink, 1.3),   # the guard's block
            path(poly([(-5.5, 0), (-5.5, -7), (0, -17), (5.5, -7), (5.5, 0)]), gold, ink, 1.1),
            path(poly([(-3, -2), (-3, -7), (0, -13), (3, -7), (3, -2)]), None, dk, 0.8),
            circle(0, -6.5, 2.2, pal["red"], ink, 0.8), circle(-0.7, -7.2, 0.7, "#fff", None),
            path(poly([(-4, 8), (4, 8), (4.6, 20), (-4.6, 20)]), pal["red"], ink, 1.2)]
    for y in (9.5, 12.5, 15.5, 18.5):   # the gold wire wound round the grip
        out.append(path(poly([(-4, y + 1.4), (4.3, y - 1.4)], False), None, gold, 1.1))
    out += [path(poly([(-5.2, 6.5), (5.2, 6.5), (5.2, 9), (-5.2, 9)]), gold, ink, 0.9),
            path(poly([(-5.6, 19.5), (5.6, 19.5), (5.6, 22), (-5.6, 22)]), gold, ink, 0.9),
            path(smooth([(0, 21.5), (5, 24), (6.5, 28.5), (3.5, 33), (0, 34.5), (-3.5, 33), (-6.5, 28.5),
                         (-5, 24)], tension=0.7), sheen(gold, -6.5, 6.5, light=1.3, dark=0.7), ink, 1.2),
            circle(0, 28.5, 2.4, pal["blue"], ink, 0.8), circle(-0.7, 27.8, 0.7, "#fff", None),
            circle(0, 36, 1.6, gold, ink, 0.8)]
    return group(out, scale=ORNATE_HILT)
