"""Review 19 (issue #13), leggibili: the number cards "look like clip-art": "the Coppe pips
are simple red hourglass goblets" (give the cups a bowl rim, a knop and a foot with
highlight and hatching; give the swords a shaded blade and a red grip; give the clubs bark
knots). The outlines, sizes and places stay: these are drawn inside them."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

# display: the module's autouse fixture (a 1x1 display mode), shared with test_decks
from deck_support import display, ink_masks  # noqa: E402,F401

from briscola_gui.ui import deck_art  # noqa: E402


def _pixels(surf, box, top: float = 0.0, bottom: float = 1.0, side: float = 0.0) -> list:
    """The pixels of a box's rows from `top` to `bottom` (shares of its height), `side`
    of its width left out at either end."""
    return [surf.get_at((x, y)) for y in range(box.top + int(box.h * top), box.top + int(box.h * bottom))
            for x in range(box.left + int(box.w * side), box.right - int(box.w * side))]


@pytest.mark.parametrize("card", ["2C", "4C", "7C"])
def test_cups_bowl_set_with_pearls(card):
    """At 720 px every cup's bowl, under the gold lip (from 0.12 to 0.3 of the cup's height,
    its middle 0.6), shows at least 30 pale gold pixels: the row of pearls below the rim
    (2C 126-131, 4C 54-58, 7C 57-59); the plain red bowl showed none."""
    surf = deck_art.CardImages("leggibili").face(card, 720)
    for box, _ in ink_masks("leggibili", card, 720):
        pearls = sum(1 for p in _pixels(surf, box, 0.12, 0.3, 0.2)
                     if p[0] > 220 and p[1] > 190 and 60 < p[2] < 190)
        assert pearls >= 30, (card, box, pearls)


@pytest.mark.parametrize("card", ["2S", "4S", "7S"])
def test_swords_red_grips(card):
    """At 240 px every pip sword's grip is dark red wound with gold wire: at least 12 dark
    red pixels a sword (2S 24-28, 4S 34-44, 7S 20-29); the black grip showed none."""
    surf = deck_art.CardImages("leggibili").face(card, 240)
    for box, _ in ink_masks("leggibili", card, 240):
        red = sum(1 for p in _pixels(surf, box) if 90 < p[0] < 200 and p[1] < 60 and p[2] < 60)
        assert red >= 12, (card, box, red)


@pytest.mark.parametrize("card", [f"{rank}B" for rank in range(2, 8)])
def test_clubs_barked_and_knotted(card):
    """Review 19: "give the clubs bark knots". Every club drawn on a number card (its pips
    and the two index plates' signs) carries its cracks along the bark (one path of short
    strokes in the dark wood) and each of its three knots an eye, a ring of swollen grain
    round the dark heart; the plain clubs had neither (0 and 0)."""
    from deck_support import DECKS

    text = (DECKS / "leggibili" / f"{card}.svg").read_text(encoding="utf-8")
    clubs = int(card[0]) + 2
    cracks = text.count('stroke="#55320f" stroke-width="1.8" stroke-opacity="0.7"')
    rings = text.count('fill="none" stroke="#55320f" stroke-width="1.4"')
    assert (cracks, rings) == (clubs, 3 * clubs), (card, cracks, rings)


@pytest.mark.parametrize("suit", "DC")
def test_the_four_in_the_fives_corners(suit):
    """Review 19: "the 4 di denari and 4 di coppe are tiny 2x2 clusters in the middle of
    the card" (coins 0.9 of the 5's, in rows spaced evenly beside the index plates' signs).
    The 4's signs are the 5's four corner signs, their middle one left out: at 240 px each
    of the 4's boxes is one of the 5's within a pixel."""
    fives = [box for box, _ in ink_masks("leggibili", f"5{suit}", 240)]
    fours = [box for box, _ in ink_masks("leggibili", f"4{suit}", 240)]
    assert len(fours) == 4 and len(fives) == 5, (fours, fives)
    for box in fours:
        assert any(max(abs(a - b) for a, b in zip(box, five)) <= 1 for five in fives), (suit, box, fives)
