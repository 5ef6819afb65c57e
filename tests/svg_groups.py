"""Finding marked groups (`<g id="...">`) in the generated deck SVGs, for the deck tests:
the generator marks the pieces tests measure (a held sign, a rider, a horse, the seam);
and comparing the drawn shapes of those pieces across cards."""
from __future__ import annotations

import re

_TAG = re.compile(r"<g[ >]|</g>")


def group_spans(text: str, gid: str) -> list[tuple[int, int]]:
    """Where each `<g id="gid">` group (or `<g id="gid" transform=...>`) starts and ends in
    the SVG text (nested groups inside it included)."""
    spans, i = [], 0
    start = re.compile(f'<g id="{re.escape(gid)}"[ >]')
    while (found := start.search(text, i)) is not None:
        j = found.start()
        depth, k = 0, j
        while True:
            m = _TAG.search(text, k)
            depth += -1 if m.group(0) == "</g>" else 1
            k = m.end()
            if depth == 0:
                break
        spans.append((j, k))
        i = k
    return spans


def pairwise_differences(masks: dict) -> dict[tuple[str, str], float]:
    """For every pair of the given shapes (pygame masks of one size, keyed by card), the
    share of their union that only one of them covers: 0 for one drawing used twice."""
    out = {}
    for a in sorted(masks):
        for b in sorted(masks):
            if a < b:
                both = masks[a].overlap_area(masks[b], (0, 0))
                union = masks[a].count() + masks[b].count() - both
                out[(a, b)] = 1 - both / union
    return out
