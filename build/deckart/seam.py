"""The middle line of a double-headed card (Piacentine, Trevisane), where the drawn
half meets its turned copy. Two things keep that seam clean: a shape cut at the line
is filled up to it but gets no ink edge along it (an edge there, doubled by the turned
copy, made a dark band across the card, heaviest on dark horses), and the figure's body
is centred on the card, so the turned half continues it instead of stepping sideways
(a half placed by its held sign's reach left the two torsos a fifth of the card apart)."""
from __future__ import annotations

from .holding import Box
from .svg import smooth


def outline(points, cut: float | None, tension: float = 1.0) -> str:
    """Path data of a closed outline flattened at the cut: where it runs along the cut
    the path is left open there, so its stroke follows only the rest of the outline (a
    fill still closes it, straight along the cut). Without a cut, or when the outline
    meets the cut in more than one stretch, the plain closed curve."""
    if cut is None:
        return smooth(points, tension=tension)
    pts = [(x, min(y, cut)) for x, y in points]
    n = len(pts)
    on = [y >= cut - 0.01 for _, y in pts]
    starts = [i for i in range(n) if on[i] and not on[i - 1]]
    if len(starts) != 1:
        return smooth(pts, tension=tension)
    start = starts[0]
    end = next(i for i in range(n) if on[i] and not on[(i + 1) % n])
    # from the run's last point round the shape to its first: the open edge is the cut
    return smooth([pts[(end + j) % n] for j in range((start - end) % n + 1)], closed=False,
                  tension=tension)


def centred_fit(box: Box, centre: float, x0: float, y_top: float, x1: float, y_base: float,
                base_at: float) -> tuple[float, float, float]:
    """Scale and offset placing a half figure's frame (box.top..base_at) between y_top
    and y_base with its body's middle `centre` (figure units, at the cut) on the middle
    of x0..x1, as large as the box then allows on the wider side."""
    reach = max(centre - box.left, box.right - centre)
    sc = min((y_base - y_top) / (base_at - box.top), (x1 - x0) / 2 / reach)
    return sc, (x0 + x1) / 2 - centre * sc, y_base - base_at * sc
