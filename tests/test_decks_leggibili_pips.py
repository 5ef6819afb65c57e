"""Review 13g (issue #13), the leggibili number cards: the 4s were a tight block in the
middle of much white (the 4 di denari's coins packed 2x2 in the middle, the card's outer
third blank), and the pip club, a smooth flat-ended grip swelling into a rounded head,
read as a bowling pin (a row of them as skittles). The 4 then took the 6's top and bottom
places (review 18 found them pressed against the edges round an empty middle: its rows
now spaced evenly, test_decks_leggibili_large), and the club is a knotty cudgel
(cudgel.py)."""
from __future__ import annotations

import io
import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

# display: the module's autouse fixture (a 1x1 display mode), shared with test_decks
from deck_support import DECKS, ROOT, display  # noqa: E402,F401


def _ink_rows(card: str) -> tuple[int, int]:
    """The first and last rows of ink of the card's signs at 240 px, between the index
    plates' columns (the plates stand in the corners, the pips between them)."""
    surf = pygame.image.load_sized_svg(str(DECKS / "leggibili" / f"{card}.svg"), (720, 240))
    w, h = surf.get_size()

    def ink(x: int, y: int) -> bool:
        r, g, b, a = surf.get_at((x, y))
        return a > 0 and r + g + b < 600

    rows = [y for y in range(6, h - 6) if any(ink(x, y) for x in range(round(w * 0.22), round(w * 0.78)))]
    return min(rows), max(rows)


def _club_mask() -> pygame.mask.Mask:
    """The pip club (100 units long) drawn about 540 px long on a transparent sheet."""
    sys.path.insert(0, str(ROOT / "build"))
    from deckart import styles, suits, svg

    st = styles.LEGGIBILI
    text = svg.document(100, 120, [svg.group([suits.club("bold", st.pal, 100)], tx=50, ty=60)])
    return pygame.mask.from_surface(pygame.image.load_sized_svg(io.BytesIO(text.encode()), (500, 600)))


def test_club_a_knotty_cudgel_not_a_bowling_pin():
    """Along the club's length: the head in its top quarter at most 2.3x as wide as the
    grip (the narrowest row between 75% and 92% of the length down); a lopped stub in
    its lower half, a row between 60% and 75% of the length down 1.4x as wide as the grip
    or more (1.15x before: nothing broke the smooth taper); a rounded butt, the row 1% of
    the length above its end at most half as wide as the grip (0.8x before: a flat cut
    end)."""
    mask = _club_mask()
    w, h = mask.get_size()

    def width(y: int) -> int:
        xs = [x for x in range(w) if mask.get_at((x, y))]
        return max(xs) - min(xs) + 1 if xs else 0

    rows = [y for y in range(h) if width(y)]
    top, bottom = min(rows), max(rows)
    length = bottom - top + 1
    at = lambda share: top + round(length * share)  # noqa: E731
    grip = min(width(y) for y in range(at(0.75), at(0.92)))
    head = max(width(y) for y in range(top, at(0.25)))
    stub = max(width(y) for y in range(at(0.6), at(0.75)))
    butt = width(bottom - round(length * 0.01))
    assert head <= 2.3 * grip, (head, grip)
    assert stub >= 1.4 * grip, (stub, grip)
    assert butt <= 0.5 * grip, (butt, grip)


@pytest.mark.parametrize("card", [f"{r}{s}" for r in range(4, 8) for s in "BS"])
def test_clubs_and_swords_fill_the_height(card):
    """The 4 to 7 di bastoni and di spade run over at least 84% of the height at 240 px (80%
    before: review 13g, small pips in much white); the pips' area is 0.9 of the
    height between the top and bottom margins, the plates beside it."""
    top, bottom = _ink_rows(card)
    assert bottom - top + 1 >= 0.84 * 240, (card, top, bottom)
