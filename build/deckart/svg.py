"""SVG text helpers: stable number formatting, paths from points, elements."""
from __future__ import annotations

import math
from typing import Iterable, Sequence

Point = tuple[float, float]


def num(x: float) -> str:
    """Stable, short formatting of a coordinate (2 decimals, no trailing zeros)."""
    s = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def coord(x: float) -> str:
    """A coordinate in path data: one decimal (a hundredth of a millimetre on the card,
    far below a pixel at any size the game draws), no trailing zeros."""
    s = f"{x:.1f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def pts(points: Iterable[Point]) -> str:
    return " ".join(f"{coord(x)} {coord(y)}" for x, y in points)


def poly(points: Sequence[Point], closed: bool = True) -> str:
    """Path data of a polyline/polygon."""
    d = "M" + pts(points[:1]) + " L" + pts(points[1:])
    return d + ("Z" if closed else "")


def smooth(points: Sequence[Point], closed: bool = True, tension: float = 1.0) -> str:
    """Path data of a smooth curve through the points (Catmull-Rom as cubic Béziers).
    A Catmull-Rom curve has one tangent at each point, so every segment's first control
    point mirrors the previous one's second: after the first `C` the segments are
    written as `S` (the mirrored point left out, a third shorter)."""
    n = len(points)
    if n < 3:
        return poly(points, closed)
    out = ["M" + pts(points[:1])]
    last = n if closed else n - 1
    for i in range(last):
        p0 = points[(i - 1) % n] if (closed or i > 0) else points[0]
        p1 = points[i]
        p2 = points[(i + 1) % n]
        p3 = points[(i + 2) % n] if (closed or i + 2 < n) else points[-1]
        k = tension / 6.0
        c1 = (p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k)
        c2 = (p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k)
        out.append("C" + pts([c1, c2, p2]) if i == 0 else "S" + pts([c2, p2]))
    return "".join(out) + ("Z" if closed else "")


def sym(right: Sequence[Point]) -> list[Point]:
    """A left-right symmetric outline from its right half, listed top to bottom."""
    left = [(-x, y) for x, y in reversed(right)]
    return list(right) + [p for p in left if p[0] != 0 or p not in right]


def turned(points, degrees: float) -> list:
    """The points turned `degrees` about (0, 0) (clockwise on the page, as SVG's rotate)."""
    c, s = math.cos(math.radians(degrees)), math.sin(math.radians(degrees))
    return [(x * c - y * s, x * s + y * c) for x, y in points]


def star(cx: float, cy: float, r_out: float, r_in: float, n: int, start: float = -90.0) -> str:
    p = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(start + 180.0 * i / n)
        p.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return poly(p)


def _style(fill: str | None, stroke: str | None, sw: float, extra: str) -> str:
    s = f' fill="{fill or "none"}"'
    if stroke:
        s += f' stroke="{stroke}" stroke-width="{num(sw)}"'  # round joins and caps: see document()
    return s + (f" {extra}" if extra else "")


def path(d: str, fill: str | None = None, stroke: str | None = "#1a1a1a", sw: float = 2.0,
         extra: str = "") -> str:
    return f'<path d="{d}"{_style(fill, stroke, sw, extra)}/>'


def circle(cx: float, cy: float, r: float, fill: str | None = None, stroke: str | None = "#1a1a1a",
           sw: float = 2.0, extra: str = "") -> str:
    return f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}"{_style(fill, stroke, sw, extra)}/>'


def studs(points, r: float, fill: str, stroke: str, sw: float = 1.0) -> str:
    """Outlined round dots (gold studs) of radius r at the points, written compactly:
    each a round-capped stroke a tenth of a unit long, the outline's dots `stroke`
    under the fill's (two paths for any number of dots, nanosvg draws them as circles)."""
    d = "".join(f"M{coord(x)} {coord(y)}h.1" for x, y in points)
    return path(d, None, stroke, 2 * r + sw) + path(d, None, fill, 2 * r - sw) if d else ""


def ellipse(cx: float, cy: float, rx: float, ry: float, fill: str | None = None,
            stroke: str | None = "#1a1a1a", sw: float = 2.0, extra: str = "") -> str:
    return (f'<ellipse cx="{num(cx)}" cy="{num(cy)}" rx="{num(rx)}" ry="{num(ry)}"'
            f'{_style(fill, stroke, sw, extra)}/>')


def rect(x: float, y: float, w: float, h: float, fill: str | None = None,
         stroke: str | None = "#1a1a1a", sw: float = 2.0, rx: float = 0.0, extra: str = "") -> str:
    r = f' rx="{num(rx)}"' if rx else ""
    return (f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}"{r}'
            f'{_style(fill, stroke, sw, extra)}/>')


SHADOW_INK = "#140c06"


def shadow(d: str, alpha: float = 0.2) -> str:
    """A translucent shadow (path data `d`) that darkens whatever it lies on, a flat
    colour, a gradient or a printed pattern alike (nanosvg honours fill-opacity)."""
    return f'<path d="{d}" fill="{SHADOW_INK}" fill-opacity="{num(alpha)}"/>'


def highlight(d: str, alpha: float = 0.22) -> str:
    """A translucent highlight: white laid over any colour."""
    return f'<path d="{d}" fill="#fff" fill-opacity="{num(alpha)}"/>'


def line(x1: float, y1: float, x2: float, y2: float, stroke: str = "#1a1a1a", sw: float = 2.0) -> str:
    return path(poly([(x1, y1), (x2, y2)], closed=False), None, stroke, sw)


def group(parts: Iterable[str], tx: float = 0.0, ty: float = 0.0, scale: float = 1.0,
          rotate: float = 0.0, flip_x: bool = False, sy: float | None = None) -> str:
    """Parts placed at (tx, ty), then rotated (degrees), then scaled (flip_x mirrors)."""
    t = []
    if tx or ty:
        t.append(f"translate({num(tx)} {num(ty)})")
    if rotate:
        t.append(f"rotate({num(rotate)})")
    sx = -scale if flip_x else scale
    syv = scale if sy is None else sy
    if sx != 1 or syv != 1:
        t.append(f"scale({num(sx)} {num(syv)})")
    body = "".join(parts)
    if not t:
        return f"<g>{body}</g>"
    return f'<g transform="{" ".join(t)}">{body}</g>'


def turn(parts: Iterable[str], cx: float, cy: float) -> str:
    """Parts turned half a circle around (cx, cy): the lower half of a double-headed card."""
    return f'<g transform="rotate(180 {num(cx)} {num(cy)})">{"".join(parts)}</g>'


def linear_gradient(gid: str, x1: float, y1: float, x2: float, y2: float,
                    stops: Sequence[tuple[float, str]]) -> str:
    s = "".join(f'<stop offset="{num(o)}" stop-color="{c}"/>' for o, c in stops)
    return (f'<linearGradient id="{gid}" x1="{num(x1)}" y1="{num(y1)}" x2="{num(x2)}" '
            f'y2="{num(y2)}" gradientUnits="userSpaceOnUse">{s}</linearGradient>')


def radial_gradient(gid: str, cx: float, cy: float, r: float,
                    stops: Sequence[tuple[float, str]]) -> str:
    s = "".join(f'<stop offset="{num(o)}" stop-color="{c}"/>' for o, c in stops)
    return (f'<radialGradient id="{gid}" cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" '
            f'gradientUnits="userSpaceOnUse">{s}</radialGradient>')


# Gradients used by the document being drawn, by id, in the order first asked for.
# userSpaceOnUse coordinates follow the referencing shape's transforms in nanosvg, so
# one gradient in a sign's local frame shades every copy of that sign on the card.
_GRADIENTS: dict[str, str] = {}


def luma(colour: str) -> float:
    """The brightness (0-255) of a `#rrggbb` colour, as the eye weighs red, green, blue."""
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return r * 0.299 + g * 0.587 + b * 0.114


def shade_hex(colour: str, k: float) -> str:
    """`#rrggbb` darkened (k < 1) or lightened towards white (k > 1)."""
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    if k <= 1:
        r, g, b = (round(v * k) for v in (r, g, b))
    else:
        t = min(k - 1, 1)
        r, g, b = (round(v + (255 - v) * t) for v in (r, g, b))
    return f"#{r:02x}{g:02x}{b:02x}"


def sheen(colour: str, x1: float, x2: float, y1: float = 0.0, y2: float = 0.0,
          light: float = 1.35, dark: float = 0.72) -> str:
    """A fill that shades `colour` like a rounded surface lit from the upper left:
    light near (x1, y1), the colour in the middle, dark towards (x2, y2). Returns
    `url(#id)`; the gradient goes into the next document()."""
    gid = f"s{colour[1:]}_{num(x1)}_{num(x2)}_{num(y1)}_{num(y2)}_{num(light)}_{num(dark)}"
    gid = gid.replace("-", "m").replace(".", "p")
    if gid not in _GRADIENTS:
        _GRADIENTS[gid] = linear_gradient(
            gid, x1, y1, x2, y2, [(0, shade_hex(colour, light)), (0.35, colour),
                                  (1, shade_hex(colour, dark))])
    return f"url(#{gid})"


def glow(colour: str, r: float, cx: float = 0.0, cy: float = 0.0, light: float = 1.45,
         dark: float = 0.8) -> str:
    """A radial fill: light at the centre, `colour`, darker at radius r. `url(#id)`."""
    gid = f"r{colour[1:]}_{num(cx)}_{num(cy)}_{num(r)}_{num(light)}_{num(dark)}"
    gid = gid.replace("-", "m").replace(".", "p")
    if gid not in _GRADIENTS:
        _GRADIENTS[gid] = radial_gradient(
            gid, cx, cy, r, [(0, shade_hex(colour, light)), (0.6, colour),
                             (1, shade_hex(colour, dark))])
    return f"url(#{gid})"


def document(w: float, h: float, body: Iterable[str], defs: Iterable[str] = ()) -> str:
    """The whole SVG; collects (and forgets) the gradients the body asked for."""
    text = "\n".join(body)
    d = "".join(defs) + "".join(_GRADIENTS.values())
    _GRADIENTS.clear()
    defs_s = f"<defs>{d}</defs>" if d else ""
    # every stroke has round joins and caps, set once on the group round the whole body
    # (nanosvg inherits them from a <g> as browsers do) instead of on each element
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{num(w)}" height="{num(h)}" '
            f'viewBox="0 0 {num(w)} {num(h)}">{defs_s}'
            f'<g stroke-linejoin="round" stroke-linecap="round">' + text + "</g></svg>\n")
