"""Alta leggibilità Re (review 13h): the Re di spade wears his crown on his hair, not on
a brimmed hat (it read as a hat with a badge), and the Re di coppe's cape is parted in
front and falls in folds, not a stiff gold bell. Measured on the faces at 240 px."""
from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

# display: the module's autouse fixture (a 1x1 display mode), shared with test_decks
from test_decks import DECKS, ROOT, display  # noqa: E402,F401

HEIGHT = 240


def _face(card: str) -> pygame.Surface:
    return pygame.image.load_sized_svg(str(DECKS / "leggibili" / f"{card}.svg"), (HEIGHT * 3, HEIGHT))


def test_re_di_spade_crown_on_his_hair():
    """His crown of five points sits on his grey hair (people.hat "circlet"), no navy
    hat under it: in the crown's band (the top 22% of the card's middle half) at most 40
    px of navy (92 with the broad-brimmed hat)."""
    surf = _face("10S")
    w, h = surf.get_size()
    navy = sum(1 for x in range(int(w * 0.25), int(w * 0.75)) for y in range(int(h * 0.22))
               if (lambda r, g, b: r < 70 and g < 80 and 60 < b < 120)(*surf.get_at((x, y))[:3]))
    assert navy <= 40, navy


def test_re_di_coppe_cape_parted_over_his_robe():
    """The Re di coppe's gold cape is parted in front (standing.PARTED_CAPE), so his red
    robe shows down the middle under the collar: of the points 12 units either side of
    his middle between 128 and 170 units down the figure (under the collar, above the
    cape's side hem), at least 25 red at 240 px (none under the round cape, all gold)."""
    sys.path.insert(0, str(ROOT / "build"))
    try:
        from deckart import courts, styles
        from deckart.court_looks import LOOKS
    finally:
        sys.path.pop(0)
    st, look = styles.LEGGIBILI, LOOKS["leggibili"][10, "C"]
    sc, ox, oy = courts.fit_between_plates(st, look, "C", courts.extent(st, 10, "C", None))
    surf = _face("10C")
    k = surf.get_height() / st.h
    cx = ox + look.turn * 9 * sc
    red = sum(1 for fy in range(128, 170, 2) for fx in range(-12, 13, 2)
              if (lambda r, g, b: r > 170 and g < 90 and b < 90)(
                  *surf.get_at((round((cx + fx * sc) * k), round((oy + fy * sc) * k)))[:3]))
    assert red >= 25, red


def test_re_di_coppe_cape_falls_in_folds_from_the_shoulders():
    """Review 14: the parted cape was still a stiff shape (three short shadows over a hem
    of points). It falls from the shoulders in two folds each side (standing.PARTED_CAPE):
    a crease in the cape's dark gold runs from the shoulders (no lower than 104 units)
    down to within 20 units of each recess of its lobed hem, four on the face; its hem
    hangs in lobes at least 8 units deeper than the recesses between them."""
    sys.path.insert(0, str(ROOT / "build"))
    try:
        from deckart import standing
        from deckart.court_looks import LOOKS
        from deckart.svg import shade_hex
    finally:
        sys.path.pop(0)
    look = LOOKS["leggibili"][10, "C"]
    assert look.cape == "parted"
    _, hem, _, creases, _ = standing.PARTED_CAPE
    text = (DECKS / "leggibili" / "10C.svg").read_text(encoding="utf-8")
    assert text.count(f'stroke="{shade_hex(look.mantle, 0.5)}"') == 2 * len(creases) == 4
    right = [(x, y) for x, y in hem if x > 0]
    recesses = [p for a, p, b in zip(right, right[1:], right[2:]) if p[1] < a[1] and p[1] < b[1]]
    lobes = [p for a, p, b in zip(right, right[1:], right[2:]) if p[1] > a[1] and p[1] > b[1]]
    assert len(recesses) >= 2 and len(lobes) >= 2
    assert min(y for _, y in lobes) - max(y for _, y in recesses) >= 8
    for (x0, y0), (x1, y1) in ((c[0], c[-1]) for c in creases):
        assert y0 <= 104
        assert min(abs(x1 - x) + abs(y1 - y) for x, y in recesses) <= 20
