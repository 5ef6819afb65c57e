"""Review 19, Trevisane item 4: the Re and the Fante of a suit must be told apart at 80 px;
the Re di coppe and the Fante di coppe were both red with a cup (the Re's crown small, his
mantle red as the Fante's). The Re di coppe wears an ermine mantle (white fur set with
black tails, standing.mantle) over his red robe and a larger crown (his half had the
room: his cup, not his crown, sets its height). (The Re di spade's crowned hat drawn
1.6x, its broad red brim larger, was read wrong 9 times in 24, 7 as the Re di coppe and
2 as the Re di denari: A/B B10.)"""
from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

# display: the module's autouse fixture (a 1x1 display mode), shared with test_decks
from deck_support import DECKS, ROOT, display  # noqa: E402,F401
from test_decks_trevisane import PAPER, _red  # noqa: E402


def _red_across(card: str) -> float:
    """At 240 px, over the rows just above the middle line, the share of the figure's
    width (its first to its last pixel of ink, frame excluded) that is red."""
    surf = pygame.image.load_sized_svg(str(DECKS / "trevisane" / f"{card}.svg"), (720, 240))
    w, h = surf.get_size()
    span = red = 0
    for y in range(h // 2 - 30, h // 2 - 4):
        xs = [x for x in range(round(w * 0.06) + 3, round(w * 0.94) - 3)
              if sum(abs(a - b) for a, b in zip(surf.get_at((x, y))[:3], PAPER)) > 60]
        if xs:
            span += xs[-1] - xs[0] + 1
            red += sum(1 for x in range(xs[0], xs[-1] + 1) if _red(surf.get_at((x, y))))
    return red / span


def test_re_di_coppe_in_ermine_beside_the_fante_in_red():
    """Across the Re di coppe's half figure at most half is red (his ermine mantle at both
    sides; 0.58 in his red mantle), under 0.75x the Fante di coppe's (0.71)."""
    re, fante = _red_across("10C"), _red_across("8C")
    assert re <= 0.5 and re <= 0.75 * fante, (round(re, 3), round(fante, 3))


def test_re_di_coppe_crown_larger_where_the_half_has_room():
    """The Re di coppe's crown is drawn at least 1.45x (the style's 1.15x before), his half
    no smaller for it: its scale is what it is with the style's crown (his cup sets it)."""
    sys.path.insert(0, str(ROOT / "build"))
    try:
        from deckart import courts, seam
        from deckart.court_looks import LOOKS
        from deckart.styles import TREVISANE as st
    finally:
        sys.path.pop(0)
    cut, (w, h) = courts.PERSON_CUT, (st.w, st.h)
    for suit in "C":
        look = LOOKS["trevisane"][10, suit]
        assert courts.crown(st, cut, look) >= 1.45, suit
        box = courts.extent(st, 10, suit, cut)
        plain = courts.standing.extent(look, suit, courts.head(st, cut), st.variants[suit],
                                       courts.breadth(st, cut, look), courts.spread(st, cut),
                                       courts.crown(st, cut))
        fit = [seam.centred_fit(b, 0.0, w * 0.09, h * 0.035 + 8, w * 0.91, h / 2, cut)[0] for b in (box, plain)]
        assert fit[0] >= fit[1] - 1e-9, (suit, fit)


def test_re_di_denari_drape_ends_above_the_middle_line():
    """Review 19 item 2: on the Re di denari red fragments crossed the middle line (his
    mantle thrown across him hung down his right side to the line, its turned copy beside
    it, over the blue robe: read as trousers). On a half the drape ends at the hip: at
    240 px, in the ten rows just above the line, at most 8% of the ink is red (19% before)."""
    surf = pygame.image.load_sized_svg(str(DECKS / "trevisane" / "10D.svg"), (720, 240))
    w, h = surf.get_size()
    ink = [surf.get_at((x, y)) for y in range(h // 2 - 12, h // 2 - 2)
           for x in range(round(w * 0.06) + 3, round(w * 0.94) - 3)
           if sum(abs(a - b) for a, b in zip(surf.get_at((x, y))[:3], PAPER)) > 60]
    assert sum(map(_red, ink)) <= 0.08 * len(ink), round(sum(map(_red, ink)) / len(ink), 3)
