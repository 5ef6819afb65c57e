"""What the Piacentine countability tests share: build/countable.py (the tool that counts the
signs of a face as the player sees it), the faces at 80 px, their counts and sign boxes, and
the module fixture that starts pygame's display."""
from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
DECK = ROOT / "assets" / "decks" / "piacentine"
sys.path.insert(0, str(ROOT / "build"))
try:
    import countable  # noqa: E402,F401
finally:
    sys.path.pop(0)


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.display.init()
    yield


def face(card: str, height: int = 80, full: bool = False) -> pygame.Surface:
    """The face the player sees `height` px high (the small drawing below the manifest's
    threshold; `full`: the full drawing)."""
    return countable.seen(DECK, "piacentine", card, height, full)


def count(card: str) -> countable.Count:
    return countable.count(face(card), card)


def boxes(card: str) -> list[pygame.Rect]:
    mask = countable.ink(face(card))
    return sorted((box for box, _ in countable.signs(mask)), key=lambda r: (r.y, r.x))


def rows(boxes) -> list[list[pygame.Rect]]:
    """Boxes grouped into rows (centres within 4 px of each other), top to bottom."""
    rows: list[list[pygame.Rect]] = []
    for box in sorted(boxes, key=lambda r: r.centery):
        if rows and abs(rows[-1][0].centery - box.centery) < 4:
            rows[-1].append(box)
        else:
            rows.append([box])
    return rows


def paper_between(card: str) -> int:
    """The narrowest paper between two signs of a card at 80 px, pixel to pixel, in a straight
    line (diagonals too), in whole px."""
    surf = face(card)
    blobs = countable.ink(surf).connected_components(countable.SPECK)
    least = 99
    for i, a in enumerate(blobs):
        pa = [(x, y) for x in range(a.get_size()[0]) for y in range(a.get_size()[1]) if a.get_at((x, y))]
        edge_a = [p for p in pa if not all(a.get_at((p[0] + dx, p[1] + dy)) if 0 <= p[0] + dx < a.get_size()[0]
                                           and 0 <= p[1] + dy < a.get_size()[1] else False
                                           for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)))]
        for b in blobs[i + 1:]:
            pb = [(x, y) for x in range(b.get_size()[0]) for y in range(b.get_size()[1]) if b.get_at((x, y))]
            d = min(((x1 - x2) ** 2 + (y1 - y2) ** 2) ** 0.5 for x1, y1 in edge_a for x2, y2 in pb)
            least = min(least, int(d) - 1)
    return least
