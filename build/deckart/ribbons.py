"""The printed ornament of the Piacentine 2 di coppe and 2 di denari (review 19 item 5: "bare
pips on cream", clip-art): a banner scrolled at both ends across the middle of the 2 di coppe,
a ribbon winding behind the two coins of the 2 di denari. Drawn under the signs, on the
printed faces only (100 px and up); the 80 px drawings (piacenza_small) keep their bare pips.
Each band is written as strokes along its middle line (an ink edge, a gold border, the
colour), so an ornament costs a few hundred bytes."""
from __future__ import annotations

from .svg import group, num, path, poly, smooth


def _band(pal: dict, line, width: float, colour: str, closed: bool = False) -> list[str]:
    """A band `width` wide along the points `line`: a dark edge, a gold border, `colour`."""
    d = smooth(line, closed=closed)
    return [path(d, None, pal["ink"], width + 7), path(d, None, pal["gold"], width),
            path(d, None, colour, width * 0.7),  # and a gold lettering of dashes down its middle
            path(d, None, pal["gold_lt"], width * 0.16, f'stroke-dasharray="{num(width * 0.3)} {num(width * 0.4)}"')]


def _tail(pal: dict, x: float, y: float, w: float, colour: str, turn: float) -> str:
    """A swallow-tailed end of ribbon, `w` across, its root at (x, y), pointing `turn`
    degrees from straight right."""
    cut = [(0, -w / 2), (w * 1.5, -w / 2 - 8), (w * 1.05, 0), (w * 1.5, w / 2 + 8), (0, w / 2)]
    return group([path(poly(cut), colour, pal["ink"], 3.5)], tx=x, ty=y, rotate=turn)


def leaf(pal: dict, x: float, y: float, size: float, turn: float) -> str:
    """A gold leaf `size` long from (x, y), turned `turn` degrees from pointing up."""
    k = size / 34
    leaf = [(0, 2 * k), (10 * k, -12 * k), (0, -34 * k), (-10 * k, -12 * k)]
    return group([path(smooth(leaf), pal["gold"], pal["ink"], 2.4)], tx=x, ty=y, rotate=turn)


def banner(pal: dict, cx: float, cy: float, w: float) -> list[str]:
    """The 2 di coppe's banner, `w` wide, centred on (cx, cy): a blue band gently waved,
    bordered in gold, each end rolled into a scroll over a red swallow-tail, a red jewel at
    its middle and gold sprigs of leaves above and below it."""
    h, half = w * 0.16, w / 2
    out = [_tail(pal, cx + s * (half - h * 0.6), cy + h * 0.3, h * 0.7, pal["red_dk"], 90 - s * 60)
           for s in (-1, 1)]
    for s in (-1, 1):  # the sprigs, fanning out above and below the band's middle
        for dy in (-1, 1):
            out += [leaf(pal, cx + s * w * (0.07 + i * 0.1), cy + dy * h * 0.5, h * (0.85 - i * 0.17),
                          (s * (25 + 22 * i)) if dy < 0 else 180 - s * (25 + 22 * i)) for i in range(3)]
    wave = [(cx - half + h * 0.3, cy + h * 0.12), (cx - half * 0.5, cy - h * 0.16), (cx, cy),
            (cx + half * 0.5, cy + h * 0.16), (cx + half - h * 0.3, cy - h * 0.12)]
    out += _band(pal, wave, h, pal["blue"])
    for s in (-1, 1):  # the rolled ends: a scroll of the band curling under itself
        x, y = cx + s * (half - h * 0.3), cy - s * h * 0.12
        curl = [(x, y - h * 0.5), (x + s * h * 0.45, y - h * 0.1), (x + s * h * 0.2, y + h * 0.42),
                (x - s * h * 0.12, y + h * 0.1)]
        out.append(path(smooth(curl, closed=False), None, pal["ink"], h * 0.36 + 7))
        out.append(path(smooth(curl, closed=False), None, pal["gold"], h * 0.36))
    jewel = [(cx, cy - h * 0.42), (cx + h * 0.34, cy), (cx, cy + h * 0.42), (cx - h * 0.34, cy)]
    out.append(path(poly(jewel), pal["red"], pal["ink"], 3))
    out.append(path(poly([(cx, cy - h * 0.16), (cx + h * 0.13, cy), (cx, cy + h * 0.16), (cx - h * 0.13, cy)]),
                    pal["gold_lt"], None))
    return out


def winding(pal: dict, cx: float, top: float, bottom: float, r: float) -> list[str]:
    """The 2 di denari's ribbon, drawn before (under) its two coins, of radius r at (cx, top)
    and (cx, bottom): a red band bordered in gold, swallow-tailed out of the upper coin's top
    left, behind it, out at its lower right, across the middle and behind the lower coin,
    swallow-tailed out of its lower right."""
    w, mid = r * 0.26, (top + bottom) / 2
    line = [(cx - r * 1.05, top - r * 0.85), (cx - r * 0.5, top - r * 0.3), (cx + r * 0.7, top + r * 0.75),
            (cx + r * 0.35, mid - r * 0.12), (cx - r * 0.35, mid + r * 0.12), (cx - r * 0.7, bottom - r * 0.75),
            (cx + r * 0.5, bottom + r * 0.3), (cx + r * 1.05, bottom + r * 0.85)]
    return ([_tail(pal, cx - r * 1.02, top - r * 0.82, w, pal["red_dk"], 222),
             _tail(pal, cx + r * 1.02, bottom + r * 0.82, w, pal["red_dk"], 42)]
            + _band(pal, line, w, pal["red"]))
