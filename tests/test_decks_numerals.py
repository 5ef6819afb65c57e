"""The printed Trevisane carry the card's value as a small numeral at the top left and,
turned, at the bottom right ("il valore numerico di ogni carta è segnato in alto a
sinistra e, capovolto, in basso a destra"): 1 to 7, and 8, 9, 10 on the courts. A strict
blind reader named Trevisane cards right 69% of the time at 80 px without them.

Measured on the generated files: every face carries both numerals (marked `<g
id="numeral">`), black, crisp at 80 px, and nothing else is drawn where they stand (the
pips, the aces and the court figures keep clear of their corners: numerals.keep_out);
the game lays no corner-index overlay over them."""
from __future__ import annotations

import io
import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from briscola_gui.ui import deck_art  # noqa: E402
# display: the module's autouse fixture (a 1x1 display mode), shared with test_decks
from deck_support import CARDS, DECKS, ROOT, without_groups, display  # noqa: E402,F401


def _generator():
    sys.path.insert(0, str(ROOT / "build"))
    try:
        from deckart import glyphs, numerals, styles
    finally:
        sys.path.pop(0)
    return glyphs, numerals, styles.TREVISANE


def _render(text: str, height: int) -> pygame.Surface:
    size = deck_art.CardImages("trevisane").card_size(height)
    return pygame.image.load_sized_svg(io.BytesIO(text.encode()), size)


def _boxes(st, rank: int, k: float, w: int, h: int, inset: float, mark: bool = True):
    """The two keep-out boxes in pixels (k px per card unit), shrunk by `inset` px (with
    `mark` False: the numeral's alone, without the bar under a 6 or 9)."""
    x0, y0, x1, y1 = (v * k for v in _generator()[1].keep_out(st, rank, mark))
    x0, y0, x1, y1 = x0 + inset, y0 + inset, x1 - inset, y1 - inset
    return (x0, y0, x1, y1), (w - x1, h - y1, w - x0, h - y0)


@pytest.mark.parametrize("card", CARDS)
def test_every_trevisane_face_prints_its_value(card):
    """Two numerals per face, each the card's rank drawn as a stroked path (1-7 on the
    number cards and aces, 8, 9, 10 on the courts); at 80 px each corner box holds a
    black numeral 8 px tall (pixels under 160 of 255 in luminance), its dark strokes
    (under 110) at least 6 px tall (the 4's pointed apex is lighter)."""
    glyphs, _, st = _generator()
    rank = int(card[:-1])
    text = (DECKS / "trevisane" / f"{card}.svg").read_text(encoding="utf-8")
    _, copies = without_groups(text, "numeral")
    assert copies == 2, card
    assert text.count(f'<path d="{glyphs.outline(str(rank))}"') == 2, card
    surf = _render(text, 80)
    w, h = surf.get_size()
    lum = lambda c: 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2]  # noqa: E731
    for x0, y0, x1, y1 in _boxes(st, rank, h / st.h, w, h, 0):
        for under, tall in ((160, 8), (110, 6)):
            ys = [y for x in range(max(0, int(x0)), min(w, int(x1) + 1))
                  for y in range(max(0, int(y0)), min(h, int(y1) + 1)) if lum(surf.get_at((x, y))) < under]
            assert ys and max(ys) - min(ys) + 1 >= tall, (card, under, ys and (min(ys), max(ys)))


def _ink_round_the_numerals(card: str, height: int, inset: float) -> list[list]:
    """The face drawn `height` px high with its numerals taken out: for each numeral's
    room (numerals.keep_out, shrunk by `inset` px) the pixels of ink in it, the card's own
    edge and rounded corner left out."""
    _, _, st = _generator()
    rank = int(card[:-1])
    bare, _ = without_groups((DECKS / "trevisane" / f"{card}.svg").read_text(encoding="utf-8"),
                              "numeral")
    surf = _render(bare, height)
    w, h = surf.get_size()
    paper = surf.get_at((w // 2, round(h * 0.017)))
    ink = pygame.mask.from_threshold(surf, paper, (30, 30, 30, 255))
    ink.invert()
    border = round(h * 0.012)  # the card's own edge and its rounded corner
    return [[(x, y) for x in range(max(border, int(x0)), min(w - border, int(x1) + 1))
             for y in range(max(border, int(y0)), min(h - border, int(y1) + 1))
             if ink.get_at((x, y)) and min(x, y, w - 1 - x, h - 1 - y) > border + 3]
            for x0, y0, x1, y1 in _boxes(st, rank, h / st.h, w, h, inset)]


@pytest.mark.parametrize("card", CARDS)
def test_numerals_cover_no_pip_or_figure(card):
    """With the numerals taken out, their corners are bare paper at 240 px: no pip, ace,
    motto scroll or court figure reaches within numerals.GAP (14 units, 1.1 px at 80 px)
    of a numeral's ink (inset 2 px)."""
    for inside in _ink_round_the_numerals(card, 240, 2):
        assert not inside, (card, inside[:5])


@pytest.mark.parametrize("card", [f"{r}{s}" for r in (8, 9, 10) for s in "DCBS"])
def test_court_frame_breaks_at_the_numerals(card):
    """Review 13f: the courts' frame stepped in round each numeral and boxed it in, a
    heavy mark in the corner. It is broken there instead: the top line starts and the
    left line ends a numeral's gap from the numeral, and no line runs along the corner
    room's edges. At 720 px, with the numerals taken out, the room grown by 2 px holds
    under 40 pixels of ink (21, the strokes' ends; the steps' lines: 470)."""
    for inside in _ink_round_the_numerals(card, 720, -2):
        assert len(inside) < 40, (card, len(inside))


def test_the_game_lays_no_second_index_over_them():
    """The manifest says the faces print their indices, so the corner-index setting adds
    nothing on them (it drew a second index over the numeral), and the unused overlays are
    empty sheets."""
    style = deck_art.load_style("trevisane")
    assert style.corner_indices is True
    a = deck_art.CardImages("trevisane").face("7C", 120)
    b = deck_art.CardImages("trevisane", corner_indices=True).face("7C", 120)
    assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")
    for card in CARDS:
        overlay = (DECKS / "trevisane" / "indices" / f"{card}.svg").read_text(encoding="utf-8")
        assert "<path" not in overlay and "<rect" not in overlay, card


def test_numerals_lighter_with_heavier_stems():
    """Review 14: the numerals, all drawn at a 3.2-unit stroke, looked heavy. The bowls and
    bars now 2.6, the straight stems of the 1, 4 and 7 still 3.2 (a 4's stem at 2.6 fell
    between two pixel columns at 80 px and greyed out): at 240 px a numeral's ink (under
    128 in luminance, in its corner room) is at most 6.8 px a glyph per pixel of its height
    (it was 7.6-8.1 for the 2, 3, 5, 6, 8 and 9; now 5.3-6.7); the bar under the 6 and 9
    is taken out first."""
    _, numerals, st = _generator()
    assert numerals.WEIGHT < numerals.STEM
    lum = lambda c: 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2]  # noqa: E731
    for rank in range(1, 11):
        text = (DECKS / "trevisane" / f"{rank}S.svg").read_text(encoding="utf-8")
        surf = _render(text.replace(f'<path d="{numerals.MARK}"', '<path d=""'), 240)
        w, h = surf.get_size()
        (x0, y0, x1, y1), _ = _boxes(st, rank, h / st.h, w, h, 0, mark=False)
        ink = sum(1 for x in range(int(x0), int(x1)) for y in range(int(y0), int(y1))
                  if lum(surf.get_at((x, y))) < 128)
        assert ink / len(str(rank)) <= 6.8 * h * numerals.HEIGHT, (rank, ink)


@pytest.mark.parametrize("card", ["6D", "6S", "9C", "9B", "9S"])
def test_six_and_nine_underlined(card):
    """Review 19: on the Cavalli the turned "9" at the bottom right read as "6". The 6 and
    the 9 carry a bar under them, as printed: at 80 px, in both corners (the lower one
    turned up), under the numeral's own room a row of at least two dark pixels (under 110
    in luminance) with a row of paper between it and the numeral's ink."""
    _, numerals, st = _generator()
    rank = int(card[:-1])
    surf = _render((DECKS / "trevisane" / f"{card}.svg").read_text(encoding="utf-8"), 80)
    w, h = surf.get_size()
    k = h / st.h
    lum = lambda c: 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2]  # noqa: E731
    x0, _, x1, y1 = (v * k for v in numerals.keep_out(st, rank))
    glyph_foot = (numerals.INSET[1] + st.h * numerals.HEIGHT) * k
    for face in (surf, pygame.transform.rotate(surf, 180)):
        dark = [sum(1 for x in range(int(x0), int(x1) + 1) if lum(face.get_at((x, y))) < 110)
                for y in range(int(glyph_foot) - 2, int(y1) + 3)]
        bar = [i for i, n in enumerate(dark) if n >= 2 and i > 0 and 0 in dark[:i]]
        assert bar, (card, dark)
