"""Court figures keep inside their cards (issue #13: "nothing cut at the edge"): on the
double-headed Piacentine and Trevisane courts no ink crosses the thin frame (a horse's
head drawn past its box once did), and the Napoletane figures leave the card's side
margins bare above the ground. Measured at 240 px."""
from __future__ import annotations

import io
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

# display: the module's autouse fixture (a 1x1 display mode), shared with test_decks
from deck_support import DECKS, display  # noqa: E402,F401

COURTS = [f"{r}{s}" for r in (8, 9, 10) for s in "DCBS"]


def _face(style_id: str, card: str) -> pygame.Surface:
    text = (DECKS / style_id / f"{card}.svg").read_text(encoding="utf-8")
    return pygame.image.load_sized_svg(io.BytesIO(text.encode()), (720, 240))


def _paper(colour, paper) -> bool:
    return sum(abs(a - b) for a, b in zip(colour[:3], paper[:3])) <= 60


# every court, the trevisane Vecia (8S) too: her sabre's broad guard once reached past
# the box holding.sign_box allowed (a curved sabre is drawn 2.2x stouter) and crossed
# the frame; the box is now taken from the sabre's own outline
DOUBLE = [(style_id, card) for style_id in ("piacentine", "trevisane") for card in COURTS]


@pytest.mark.parametrize("style_id,card", DOUBLE)
def test_double_headed_figures_inside_the_frame(style_id, card):
    """Between the card's edge and the thin frame (a band 2 px outside the frame's left
    and right sides) everything is bare paper from top to bottom."""
    surf = _face(style_id, card)
    w, h = surf.get_size()
    paper = surf.get_at((w // 2, round(h * 0.02)))   # between the card's edge and the frame
    x0, x1 = w * 0.06, w * 0.94
    crossed = [(x, y) for x in (round(x0 - 2), round(x1 + 2))
               for y in range(round(h * 0.05), round(h * 0.95))
               if not _paper(surf.get_at((x, y)), paper)]
    assert not crossed, (card, crossed[:5])


@pytest.mark.parametrize("card", COURTS)
def test_napoletane_figures_clear_of_the_sides(card):
    """The outermost 3% of the card's width on either side is bare paper above the
    ground strip: no hand, sign, horse's head or tail reaches the card's edge."""
    surf = _face("napoletane", card)
    w, h = surf.get_size()
    paper = surf.get_at((w // 2, round(h * 0.02)))
    touched = [(x, y) for x in (round(w * 0.03), w - 1 - round(w * 0.03))
               for y in range(round(h * 0.04), round(h * 0.85))
               if not _paper(surf.get_at((x, y)), paper)]
    assert not touched, (card, touched[:5])
