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
from deck_support import DECKS, ROOT, display  # noqa: E402,F401

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
    cape's side hem), at least 25 red at 240 px (none under the round cape, all gold): the
    robe's red or the darker red of the lozenges printed on it (review 18)."""
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
              if (lambda r, g, b: r > 120 and g < 90 and b < 90)(
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
        from deckart import hatching, standing
        from deckart.court_looks import LOOKS
        from deckart.svg import shade_hex
    finally:
        sys.path.pop(0)
    look = LOOKS["leggibili"][10, "C"]
    assert look.cape == "parted"
    _, hem, _, creases, _ = standing.PARTED_CAPE
    text = (DECKS / "leggibili" / "10C.svg").read_text(encoding="utf-8")
    # the creases' strokes (the cape's engraving, in the same tone, is hatching.LINE wide)
    crease = f'stroke="{shade_hex(look.mantle, 0.5)}" stroke-width="'
    assert text.count(crease) - text.count(f'{crease}{hatching.LINE}"') == 2 * len(creases) == 4
    right = [(x, y) for x, y in hem if x > 0]
    recesses = [p for a, p, b in zip(right, right[1:], right[2:]) if p[1] < a[1] and p[1] < b[1]]
    lobes = [p for a, p, b in zip(right, right[1:], right[2:]) if p[1] > a[1] and p[1] > b[1]]
    assert len(recesses) >= 2 and len(lobes) >= 2
    assert min(y for _, y in lobes) - max(y for _, y in recesses) >= 8
    for (x0, y0), (x1, y1) in ((c[0], c[-1]) for c in creases):
        assert y0 <= 104
        assert min(abs(x1 - x) + abs(y1 - y) for x, y in recesses) <= 20


def test_cloth_printed_with_motifs(monkeypatch):
    """Review 18: the courts' flat fills looked like clip-art beside the Napoletane. Each
    figure's coat, gown or robe is printed with its own motif (court_looks.CLOTH: lozenges,
    flowers, stripes) in a darker tone of the suit's colour: at 400 px at least 150 pixels of a
    Fante or a Re change by more than 60 when it is drawn (231-1,060 now), at least 10 of a
    Cavallo, whose coat shows little under his arms and armour (14-195); none before
    (pattern "plain")."""
    from test_decks_engraved import _drawn

    for rank in (8, 9, 10):
        for suit in "DCBS":
            printed = _drawn(monkeypatch, "leggibili", rank, suit, 400, True)
            flat = _drawn(monkeypatch, "leggibili", rank, suit, 400, True, pattern="plain")
            w, h = printed.get_size()
            changed = sum(sum(abs(p - q) for p, q in zip(printed.get_at((x, y))[:3], flat.get_at((x, y))[:3])) > 60
                          for x in range(w) for y in range(h))
            assert changed >= (10 if rank == 9 else 150), (rank, suit, changed)
