"""Card backs, one of its own per tradition, each symmetrical under a half turn (a
card looks the same whichever way up it lies) and printed-deck-like:

- Napoletane: a fine blue lozenge check all over, a white point in each light
  lozenge, inside the folded-over border (a darker rim turned over the card's edge), no
  medallion;
- Piacentine: a small all-over repeat in one colour on the white card, as the printed
  decks': red lozenges parted by a white lattice, a white four-leaved flower in each,
  inside a plain white border (no medallion);
- Trevisane: a gold trellis of lozenges on deep red, a blue quatrefoil in each, round a
  round gold medallion with a gold rosette on blue (the pattern's yellow, red and blue;
  not the Napoletane blue check);
- leggibili: a fine woven navy check in a gold frame, a small white medallion holding a
  rosette of the four suit colours: clear and flat, like the faces.

Patterns stop at the field's edge by construction (nanosvg has no clipping); the
shading is radial, centred on the card, so it keeps the half-turn symmetry too."""
from __future__ import annotations

import math

from .svg import circle, coord, document, ellipse, glow, group, path, poly, rect, star
from .svg import shade_hex as shade


def lozenge_lines(x0: float, y0: float, sx: float, sy: float, cols: int, rows: int) -> str:
    """Path data of the lattice of lozenges, one in each of the cols x rows cells of
    sx by sy from (x0, y0), their corners on the cells' mid-edges: in cell units (u, v)
    the lines u + v = n + 1/2 and u - v = n + 1/2, cut to the field (so the lattice
    is the same under a half turn)."""
    def seg(a, b) -> str:
        return (f"M{coord(x0 + a[0] * sx)} {coord(y0 + a[1] * sy)}"
                f"L{coord(x0 + b[0] * sx)} {coord(y0 + b[1] * sy)}")
    d = []
    for n in range(cols + rows):
        c, k = n + 0.5, n + 0.5 - rows
        v0, v1 = max(0, c - cols), min(rows, c)  # u + v = c
        d.append(seg((c - v0, v0), (c - v1, v1)))
        v0, v1 = max(0, -k), min(rows, cols - k)  # u - v = k
        d.append(seg((k + v0, v0), (k + v1, v1)))
    return "".join(d)


def quatrefoil(x: float, y: float, r: float) -> str:
    """Path data of a small four-leaved flower: four half circles of radius r on the sides
    of a square of side 2r centred at (x, y), a lozenge hole at its heart (even-odd)."""
    e, h = coord(2 * r), coord(r * 0.55)
    arc = f"a{coord(r)} {coord(r)} 0 0 1"
    return (f"M{coord(x - r)} {coord(y - r)}{arc} {e} 0{arc} 0 {e}{arc}-{e} 0{arc} 0-{e}z"
            f"M{coord(x)} {coord(y - r * 0.55)}l{h} {h}-{h} {h}-{h}-{h}z")


# the Napoletane back's check: this many lozenges across (review 18: 9, with a large
# sun medallion in the middle, looked generic; the printed back is a fine all-over check)
CHECK_COLS = 17


def napoletane(st, w, h, ink) -> list[str]:
    """A fine blue lozenge check over the whole back, no medallion: two sets of diagonal
    bands in the dark blue, half opaque, over the light (where they cross, lozenges in
    the deepest blue; between them light ones, a white point in each); round it the
    folded-over border, the field's colour turned over the card's edge as a darker
    rim, its fold a lit line, then a white rule."""
    field = st.back[0]
    light = shade(field, 1.12)
    rim, r = w * 0.055, w * 0.055   # the rim's width from the card's edge, the corners'
    x0 = y0 = 4 + rim
    x1, y1 = w - x0, h - y0
    sx = (x1 - x0) / CHECK_COLS
    rows = max(2, round((y1 - y0) / (sx * 1.25)))
    sy = (y1 - y0) / rows
    band = sx * sy / math.hypot(sx, sy) * 0.5   # half the distance between parallel lines
    lines = lozenge_lines(x0, y0, sx, sy, CHECK_COLS, rows)
    # the white points in the light lozenges, between the bands: the cells' middles
    spots = [(x0 + (i + 0.5) * sx, y0 + (j + 0.5) * sy) for j in range(rows) for i in range(CHECK_COLS)]
    dots = "".join(f"M{coord(x)} {coord(y - 2.2)}l2.2 2.2-2.2 2.2-2.2-2.2z" for x, y in spots)
    frame = (f"M4 {coord(4 + r)}a{coord(r)} {coord(r)} 0 0 1 {coord(r)}-{coord(r)}H{coord(w - 4 - r)}"
             f"a{coord(r)} {coord(r)} 0 0 1 {coord(r)} {coord(r)}V{coord(h - 4 - r)}"
             f"a{coord(r)} {coord(r)} 0 0 1-{coord(r)} {coord(r)}H{coord(4 + r)}"
             f"a{coord(r)} {coord(r)} 0 0 1-{coord(r)}-{coord(r)}Z"
             f"M{coord(x0)} {coord(y0)}V{coord(y1)}H{coord(x1)}V{coord(y0)}Z")
    return [rect(x0, y0, x1 - x0, y1 - y0, light, None),
            path(lines, None, shade(field, 0.55), band, 'stroke-opacity="0.55"'),
            path(dots, "#ffffff", None),
            path(frame, shade(field, 0.78), ink, 3, 'fill-rule="evenodd"'),
            rect(4 + rim * 0.55, 4 + rim * 0.55, w - 8 - rim * 1.1, h - 8 - rim * 1.1, None,
                 shade(field, 1.3), 2.4, rx=r * 0.7),      # the fold, lit
            rect(x0, y0, x1 - x0, y1 - y0, None, "#ffffff", 4)]


def piacentine(st, w, h, ink) -> list[str]:
    """As the printed decks: a small all-over repeat in one colour on the white card, inside
    a plain white border: red lozenges parted by a fine white lattice, a white four-leaved
    flower in each, framed by a red rule (no medallion, not a two-colour check)."""
    red = st.back[0]
    paper = st.pal["paper"]
    m = w * 0.085  # the plain white border
    x0, y0 = m + 12, m + 12
    cols = 7
    sx = (w - 2 * x0) / cols
    rows = round((h - 2 * y0) / (sx * 1.4))
    sy = (h - 2 * y0) / rows
    r = sx * 0.13
    flowers = [f"M{coord(x0 + (i + 0.5) * sx - r)} {coord(y0 + (j + 0.5) * sy)}h{coord(2 * r)}"
               f"m-{coord(r)}-{coord(r)}v{coord(2 * r)}" for j in range(rows) for i in range(cols)]
    return [rect(m, m, w - 2 * m, h - 2 * m, None, red, 5),
            rect(x0, y0, w - 2 * x0, h - 2 * y0, red, None),
            path(lozenge_lines(x0, y0, sx, sy, cols, rows), None, paper, 5),
            path("".join(flowers), None, paper, r * 1.1)]


def trevisane(st, w, h, ink) -> list[str]:
    """A deep red field under a gold trellis of lozenges, a blue quatrefoil in each and a
    gold stud where the bars cross, inside a gold band studded with blue, round a round
    gold medallion holding a gold rosette on blue (red and gold, not the Napoletane blue
    check: the two decks are told apart face down)."""
    field, line, accent = st.back
    gold = st.pal["gold"]
    m = w * 0.05
    band_w = w * 0.045  # a gold border band studded with blue, round the trellis
    out = [rect(m, m, w - 2 * m, h - 2 * m, glow(gold, h * 0.55, w / 2, h / 2, 1.3, 0.9), ink, 3,
                rx=w * 0.03)]
    x0, y0 = m + band_w, m + band_w
    x1, y1 = w - x0, h - y0
    out.append(rect(x0, y0, x1 - x0, y1 - y0, glow(field, h * 0.5, w / 2, h / 2, 1.25, 0.85),
                    ink, 2.6))
    cols = 5
    step = (x1 - x0) / cols
    rows = round((y1 - y0) / step)
    sy = (y1 - y0) / rows
    d = []
    for r in range(rows):  # the trellis: a lozenge of gold bars in every cell
        for c in range(cols):
            x, y = x0 + step * (c + 0.5), y0 + sy * (r + 0.5)
            d.append(poly([(x, y - sy * 0.5), (x + step * 0.5, y), (x, y + sy * 0.5),
                           (x - step * 0.5, y)]))
            for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):  # a blue quatrefoil
                out.append(circle(x + dx * step * 0.09, y + dy * step * 0.09, step * 0.08,
                                  accent, None))
            out.append(circle(x, y, step * 0.05, line, None))
    out.insert(2, path(" ".join(d), None, shade(line, 0.6), 9))
    out.insert(3, path(" ".join(d), None, line, 5))
    for i in range(cols + 1):  # gold studs where the bars cross
        for j in range(rows + 1):
            for x, y in ((x0 + i * step, y0 + j * sy), (x0 + (i + 0.5) * step, y0 + (j + 0.5) * sy)):
                if x0 < x < x1 and y0 < y < y1:
                    out.append(circle(x, y, step * 0.06, line, shade(line, 0.6), 1.4))
    n = 9  # blue studs along the gold band
    for i in range(n + 1):
        for x, y in ((m + band_w / 2 + (w - 2 * m - band_w) * i / n, m + band_w / 2),
                     (w - m - band_w / 2 - (w - 2 * m - band_w) * i / n, h - m - band_w / 2)):
            out.append(circle(x, y, band_w * 0.2, accent, ink, 1.2))
    for j in range(1, 2 * n):
        y = m + band_w / 2 + (h - 2 * m - band_w) * j / (2 * n)
        for x in (m + band_w / 2, w - m - band_w / 2):
            out.append(circle(x, y, band_w * 0.2, accent, ink, 1.2))
    rr = w * 0.25
    cx, cy = w / 2, h / 2
    petals = []
    for i in range(8):  # the rosette: eight rounded gold petals round a red heart
        a = math.pi * i / 4
        px, py = cx + math.cos(a) * rr * 0.42, cy + math.sin(a) * rr * 0.42
        petals.append(group([ellipse(0, 0, rr * 0.3, rr * 0.15, glow(gold, rr * 0.3), ink, 1.8)],
                            tx=px, ty=py, rotate=math.degrees(a)))
    out += [circle(cx, cy, rr * 1.12, glow(gold, rr * 1.12, cx, cy, 1.3, 0.88), ink, 3),
            circle(cx, cy, rr * 0.96, st.pal["paper"], ink, 2.4),
            circle(cx, cy, rr * 0.86, glow(accent, rr * 0.86, cx, cy, 1.3, 0.8), line, 5)]
    out += petals
    out += [circle(cx, cy, rr * 0.2, glow(st.pal["red"], rr * 0.2, cx, cy), ink, 2),
            circle(cx, cy, rr * 0.07, gold, None)]
    return out


CHECKS = 19  # the leggibili back's check: this many squares across the field (odd: a
# light square in the middle and at every corner, the same under a half turn)


def check(x0: float, y0: float, x1: float, y1: float, n: int) -> tuple[str, str]:
    """Path data of every other one of n bands down the field (x0..x1) and of as many
    of the same width across it (y0..y1): laid over the field translucent, one over the
    other, they weave a check (lighter where two cross, as a gingham)."""
    c = (x1 - x0) / n
    rows = round((y1 - y0) / c) | 1   # odd, centred: the same under a half turn
    top = (y0 + y1) / 2 - rows * c / 2
    down = "".join(f"M{coord(x0 + i * c)} {coord(y0)}h{coord(c)}V{coord(y1)}h{coord(-c)}z"
                   for i in range(0, n, 2))
    across = "".join(f"M{coord(x0)} {coord(max(top + j * c, y0))}H{coord(x1)}"
                     f"V{coord(min(top + (j + 1) * c, y1))}H{coord(x0)}z" for j in range(0, rows, 2))
    return down, across


def leggibili(st, w, h, ink) -> list[str]:
    """A fine woven navy check (review 18: the plain sunburst was the least crafted part
    of the deck) in a gold frame ruled inside in white, a small medallion in the middle
    holding a rosette of the four suit colours, gold stars in the corners."""
    field, line, accent = st.back
    pal = st.pal
    m = w * 0.05
    x0, y0, x1, y1 = m + 14, m + 14, w - m - 14, h - m - 14
    cx, cy = w / 2, h / 2
    out = [rect(m, m, w - 2 * m, h - 2 * m, field, ink, 3, rx=w * 0.035),
           *(path(d, line, None, 0, 'fill-opacity="0.3"') for d in check(x0 + 4, y0 + 4, x1 - 4, y1 - 4, CHECKS)),
           rect(x0, y0, x1 - x0, y1 - y0, None, accent, 8, rx=w * 0.02),
           rect(x0 + 14, y0 + 14, x1 - x0 - 28, y1 - y0 - 28, None, "#ffffff", 2.5, rx=w * 0.014)]
    r = w * 0.19
    out += [circle(cx, cy, r + 12, field, accent, 3),
            circle(cx, cy, r, "#ffffff", ink, 3),
            circle(cx, cy, r * 0.9, None, accent, 7)]
    suit_colours = (pal["gold"], pal["red"], pal["green"], pal["blue"])
    for i in range(8):  # the rosette: petals in the four suit colours, twice round
        a = math.radians(45 * i - 90)
        tip = (cx + r * 0.74 * math.cos(a), cy + r * 0.74 * math.sin(a))
        side = r * 0.2
        nx, ny = -math.sin(a) * side, math.cos(a) * side
        mx, my = cx + r * 0.36 * math.cos(a), cy + r * 0.36 * math.sin(a)
        out.append(path(poly([(cx, cy), (mx + nx, my + ny), tip, (mx - nx, my - ny)]),
                        suit_colours[i % 4], ink, 2.6))
    out += [circle(cx, cy, r * 0.16, accent, ink, 2.6), circle(cx, cy, r * 0.06, ink, None)]
    for x, y in ((x0 + 30, y0 + 30), (x1 - 30, y0 + 30), (x0 + 30, y1 - 30), (x1 - 30, y1 - 30)):
        out.append(path(star(x, y, 16, 6, 4), accent, None))
    return out


def back(st) -> str:
    w, h = st.w, st.h
    ink = st.pal["ink"]
    draw = {"napoletane": napoletane, "piacentine": piacentine, "trevisane": trevisane}.get(
        st.id, leggibili)
    body = [rect(4, 4, w - 8, h - 8, st.pal["paper"], st.border, 5, rx=w * 0.055)]
    return document(w, h, body + draw(st, w, h, ink))
