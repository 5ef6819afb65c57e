"""The Trevisane court figures fill their half of the card (review 13h: "court figures
narrow in much paper"), and each holds a sign that names its suit at 80 px (blind
reading f13 took the Fante, Cavallo and Re di bastoni for denari): nothing red stands
beside a baton to be taken for a coin or a cup.

A half figure is scaled to its frame by its widest reach from the card's middle line
(courts.py, seam.centred_fit): a baton sloped out to the frame or a coin held out at
arm's length keeps the whole figure small, the other side of the frame bare paper."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

# display: the module's autouse fixture (a 1x1 display mode), shared with test_decks
from deck_support import DECKS, display  # noqa: E402,F401
from test_decks_trevisane import PAPER, _face_at  # noqa: E402

# the least share of the upper half's frame the figure inks at 240 px (main before:
# the Fante di bastoni 29%, the Cavallo di bastoni 30%)
FILLED = {"8B": 0.42, "9B": 0.40}


def _ink_share(card: str) -> float:
    surf = _face_at(card, 240)
    w, h = surf.get_size()
    x0, x1 = round(w * 0.06) + 3, round(w * 0.94) - 3
    y0, y1 = round(h * 0.035) + 3, h // 2 - 2
    ink = sum(1 for x in range(x0, x1) for y in range(y0, y1)
              if sum(abs(a - b) for a, b in zip(surf.get_at((x, y))[:3], PAPER)) > 60)
    return ink / ((x1 - x0) * (y1 - y0))


@pytest.mark.parametrize("card", sorted(FILLED))
def test_figures_fill_their_half(card):
    """The Fante and the Cavallo di bastoni hold their batons upright at their side: no
    longer bound by the baton's reach, they are drawn 1.2x as large, and ink at
    least 40-42% of the upper half's frame."""
    assert _ink_share(card) >= FILLED[card], (card, round(_ink_share(card), 3))


def test_re_di_bastoni_holds_nothing_but_his_baton():
    """The printed Re di bastoni holds up the arms of Treviso beside him. Drawn so, a round
    red seal (f13: read once as the Re di denari) and then a pointed red shield (mid
    reading m14: all five readings took him for the Re di denari or di coppe) stood on
    the paper where the other Re hold their suit signs and was read as one. He holds only
    his baton, his other hand on his mantle: nothing on the card is drawn as a seal
    (`<g id="seal">`, the shield's mark), and its held signs are the baton's two copies."""
    text = (DECKS / "trevisane" / "10B.svg").read_text(encoding="utf-8")
    assert 'id="seal"' not in text
    assert text.count('<g id="held">') == 2


def test_re_di_bastoni_wears_the_arms_of_treviso_on_his_breast():
    """Review 14: the arms of Treviso (DECKS.md: the Re di bastoni's signature) came back
    as a clasp on his breast, inside the figure, never held: a gold-mounted red shield
    with a white cross (`<g id="clasp">`), one on each half. At 400 px each shows red and
    white (about 17 px across); at 80 px each changes under 0.6% of the card (a held sign
    at least 3%: test_court_suit_sign_reads_at_table_size), below his head and above the
    middle line, between his shoulders (0.3-0.7 of the width)."""
    from briscola_gui.ui import deck_art
    from deck_support import group_pixels

    for height in (400, 80):
        size = deck_art.CardImages("trevisane").card_size(height)
        full, _, copies, changed = group_pixels("trevisane", "10B", "clasp", size)
        assert copies == 2
        w, h = full.get_size()
        upper = [(x, y) for x, y in changed if y < h / 2]
        assert 0 < len(upper) < 0.006 * w * h, (height, len(upper))
        assert all(0.3 * w <= x <= 0.7 * w and 0.25 * h <= y < 0.45 * h for x, y in upper), height
        if height == 400:
            colours = [full.get_at(p)[:3] for p in upper]
            assert sum(r > 150 and g < 90 and b < 90 for r, g, b in colours) >= 40
            assert sum(min(c) > 215 for c in colours) >= 20
    for card in ("10D", "10C", "10S", "8B", "9B"):
        assert 'id="clasp"' not in (DECKS / "trevisane" / f"{card}.svg").read_text(encoding="utf-8")


def _gold(c) -> bool:
    r, g, b = c[:3]
    return r - b >= 90 and g - b >= 60 and r - g < 80


def _figure_colours(card: str) -> tuple[list, list]:
    """At 80 px, the held sign taken away: the figure's ink, and the pixels just beside the
    sign (within 2 px of those it changes, on the full face)."""
    from deck_support import group_pixels

    full, plain, _, changed = group_pixels("trevisane", card, "held", (240, 80))
    w, h = plain.get_size()
    ink = [plain.get_at((x, y)) for x in range(3, w - 3) for y in range(12, h - 12)
           if sum(abs(a - b) for a, b in zip(plain.get_at((x, y))[:3], PAPER)) > 60]
    sign = set(changed)
    ring = {(x + dx, y + dy) for x, y in sign for dx in range(-2, 3) for dy in range(-2, 3)}
    ring = [full.get_at(p) for p in ring - sign if 0 <= p[0] < w and 0 <= p[1] < h]
    return ink, ring


def _figure_gold_to_red(card: str) -> float:
    """Over the figure's ink at 80 px with its held sign taken away: gold pixels per red."""
    from test_decks_trevisane import _red

    ink, _ = _figure_colours(card)
    return sum(map(_gold, ink)) / max(1, sum(map(_red, ink)))


@pytest.mark.parametrize("rank", (8, 9, 10))
def test_bastoni_courts_dressed_in_gold_coppe_in_red(rank):
    """Blind readers took the bastoni courts for the coppe courts of the same rank and back
    (10B read 10C four times, 8B read 8C three times: both dressed in red and gold, the
    short stout baton at 80 px much like a gold cup with red bands). The bastoni figures
    are dressed in the batons' gold (8B's tunic, 9B's coat and saddle cloth, 10B's mantle),
    the coppe figures keep their red: at 80 px, the held sign taken away, a bastoni
    figure's ink is at least 1.2x as much gold as red and twice the gold-to-red of the coppe
    figure of its rank (before: 8B 3.1 against 8C 0.59, 9B 0.57 against 0.37, 10B 1.7
    against 1.1), a coppe figure's at most 0.5 (the Re di coppe in his gold mantle 1.1:
    read as the Re di bastoni beside the gold ones, 0.42 in a red mantle; the Fante di
    coppe with a gold half to his tunic 0.59, read as the Fante di bastoni, 0.16 all red).
    (Session 19 dressed the Re di bastoni in red under a blue mantle so his gold baton would
    show against the robe: the final blind reading took him for the Re di denari 8 times in
    19; he is back in his gold robe and green mantle.)"""
    bastoni, coppe = _figure_gold_to_red(f"{rank}B"), _figure_gold_to_red(f"{rank}C")
    assert bastoni >= 1.2 and bastoni >= 2 * coppe, (rank, round(bastoni, 2), round(coppe, 2))
    assert coppe <= 0.5, (rank, round(coppe, 2))


def test_fante_di_denari_holds_his_coin_before_him():
    """The Fante di denari held his coin out at his shoulder, over his gold mantle's edge:
    its reach kept him small (36% of the upper half's frame inked at 240 px) and the coin
    13% of the card at 80 px, and untold readers took him for the Fante di coppe or di
    bastoni (R5: 4 of 16 readings; 22% over the sheets before). He holds it on his palm
    before his breast, as the Re di denari: he fills his half (at least 50%; 58% now) and
    the two coins change at least 17% of the card at 80 px (19% now; 1 of 16 misread)."""
    from deck_support import group_pixels

    assert _ink_share("8D") >= 0.5, round(_ink_share("8D"), 3)
    full, _, copies, changed = group_pixels("trevisane", "8D", "held", (240, 80))
    w, h = full.get_size()
    assert copies == 2 and len(changed) >= 0.17 * w * h, round(len(changed) / (w * h), 3)
