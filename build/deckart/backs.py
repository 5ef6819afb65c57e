"""Card backs, one of its own per tradition: the Neapolitan small lozenge lattice inside
a folded-over border, the Piacentine red tartan check, the Trevisane gold lattice of
lozenges with red dots on deep blue round a medallion (the pattern's yellow, red and
blue), and the plain dark leggibili back.

Patterns stop at the field's edge by construction (nanosvg has no clipping)."""
from __future__ import annotations

from .svg import circle, document, ellipse, glow, path, poly, rect, star
from .svg import shade_hex as shade


def clipped_diagonals(x0: float, y0: float, x1: float, y1: float, step: float,
                      slope: int) -> list[tuple]:
    """Segments of the lines y = slope * x + c, `step` apart, cut to the rectangle."""
    segs = []
    w, h = x1 - x0, y1 - y0
    k = -h
    while k < w + h:
        pts_ = []
        # walk the line in local coordinates: x = k + t, y = t (slope 1) or y = h - t
        for t in (max(0.0, -k), min(h, w - k)):
            x = k + t
            y = t if slope > 0 else h - t
            pts_.append((x0 + x, y0 + y))
        if max(0.0, -k) < min(h, w - k):
            segs.append(tuple(pts_))
        k += step
    return segs


def lattice(x0, y0, x1, y1, step, colour, width) -> list[str]:
    d = []
    for slope in (1, -1):
        for a, b in clipped_diagonals(x0, y0, x1, y1, step, slope):
            d.append(f"M{a[0]:.1f} {a[1]:.1f} L{b[0]:.1f} {b[1]:.1f}")
    return [path(" ".join(d), None, colour, width)]


def napoletane(st, w, h, ink) -> list[str]:
    field, line, accent = st.back
    m = w * 0.05
    fold = w * 0.045  # the folded-over border: a band of the field colour, a white rule
    out = [rect(m, m, w - 2 * m, h - 2 * m, field, ink, 3, rx=w * 0.03),
           rect(m + fold, m + fold, w - 2 * (m + fold), h - 2 * (m + fold), shade(field, 0.86),
                "#ffffff", 5)]
    x0, y0, x1, y1 = m + fold + 6, m + fold + 6, w - m - fold - 6, h - m - fold - 6
    out += lattice(x0, y0, x1, y1, w * 0.06, line, 3.4)
    cx, cy = w / 2, h / 2
    out += [ellipse(cx, cy, w * 0.17, w * 0.22, st.pal["paper"], ink, 3),
            ellipse(cx, cy, w * 0.13, w * 0.18, None, field, 5),
            path(star(cx, cy, w * 0.09, w * 0.04, 8), glow(accent, w * 0.09), ink, 2)]
    return out


def piacentine(st, w, h, ink) -> list[str]:
    field, line, accent = st.back
    m = w * 0.05
    x0, y0, x1, y1 = m, m, w - m, h - m
    out = [rect(x0, y0, x1 - x0, y1 - y0, field, ink, 3, rx=w * 0.02)]
    step = (x1 - x0) / 9
    dark = shade(field, 0.62)
    for i in range(1, 9):  # the tartan: broad dark bands and thin light lines both ways
        x = x0 + i * step
        out.append(path(poly([(x, y0 + 3), (x, y1 - 3)], False), None, dark, step * 0.34))
        out.append(path(poly([(x + step * 0.5, y0 + 3), (x + step * 0.5, y1 - 3)], False), None, line, 2.4))
    rows = int((y1 - y0) / step)
    for j in range(1, rows + 1):
        y = y0 + j * step
        if y > y1 - 6:
            break
        out.append(path(poly([(x0 + 3, y), (x1 - 3, y)], False), None, dark, step * 0.34))
        out.append(path(poly([(x0 + 3, y + step * 0.5), (x1 - 3, y + step * 0.5)], False), None,
                        line, 2.4))
    out.append(rect(x0, y0, x1 - x0, y1 - y0, None, accent, 6, rx=w * 0.02))
    return out


def trevisane(st, w, h, ink) -> list[str]:
    field, line, accent = st.back
    m = w * 0.06
    out = [rect(m, m, w - 2 * m, h - 2 * m, field, ink, 3, rx=w * 0.03)]
    step = (w - 2 * m) / 8
    rows = int((h - 2 * m) / step)
    oy = (h - 2 * m - rows * step) / 2
    for r in range(rows):
        for c in range(8):
            x, y = m + step * (c + 0.5), m + oy + step * (r + 0.5)
            out.append(path(poly([(x, y - step * 0.44), (x + step * 0.44, y), (x, y + step * 0.44),
                                  (x - step * 0.44, y)]), None, line, 3))
            out.append(circle(x, y, step * 0.12, accent, None))
    rr = w * 0.22
    out += [ellipse(w / 2, h / 2, rr * 1.06, rr * 1.35, st.pal["paper"], ink, 3),
            ellipse(w / 2, h / 2, rr * 0.86, rr * 1.14, field, line, 4),
            path(star(w / 2, h / 2, rr * 0.62, rr * 0.28, 8), accent, ink, 2),
            circle(w / 2, h / 2, rr * 0.18, st.pal["paper"], ink, 2)]
    return out


def leggibili(st, w, h, ink) -> list[str]:
    field, line, accent = st.back
    m = w * 0.06
    out = [rect(m, m, w - 2 * m, h - 2 * m, field, ink, 3, rx=w * 0.03),
           rect(m * 1.8, m * 1.8, w - 3.6 * m, h - 3.6 * m, None, line, 6, rx=w * 0.02)]
    for i in range(4):
        r = w * (0.08 + 0.07 * i)
        out.append(circle(w / 2, h / 2, r, None, accent if i % 2 == 0 else line, 8))
    return out


def back(st) -> str:
    w, h = st.w, st.h
    ink = st.pal["ink"]
    draw = {"napoletane": napoletane, "piacentine": piacentine, "trevisane": trevisane}.get(
        st.id, leggibili)
    body = [rect(4, 4, w - 8, h - 8, st.pal["paper"], st.border, 5, rx=w * 0.055)]
    return document(w, h, body + draw(st, w, h, ink))
