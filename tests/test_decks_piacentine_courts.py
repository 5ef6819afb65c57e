"""Issue #13, review 13h and blind reading f13: the Piacentine courts read at 80 px as a
Briscola player reads them. The Re di denari's axe an axe (not a shovel), the Fante di
denari's coin held before his chest (beside his head, as the Re holds his, he was read
as the Re), the Cavallo di spade's horse a dapple grey that stands out of the cream
paper. Measured on the generated SVGs as the game renders them."""
from __future__ import annotations

import io
import sys
from pathlib import Path

import pygame

from test_decks import _group_pixels, _held_sign_box
from test_decks_odd_sign import display  # noqa: F401 (the display fixture)

ROOT = Path(__file__).resolve().parent.parent


def _deckart(name: str):
    sys.path.insert(0, str(ROOT / "build"))
    try:
        return __import__(f"deckart.{name}", fromlist=[name])
    finally:
        sys.path.pop(0)


def test_re_di_denari_axe_a_bearded_axe_in_grey_steel():
    """Review 13h (Piacentine, item 4): the Re di denari's axe read as a shovel, a rounded
    blue plate on a long haft. Its head is a bearded axe (emblems.axe): drawn alone, the
    head beside the haft is at least 1.7 times as tall as it is deep (the crescent edge
    and the beard sweeping down to the haft; 1.6 before, 1.8 now) and grey steel, not the
    swords' blue: its pixels' channels differ by at most 30 on average (64 before, 9 now)."""
    svg, emblems, palettes = _deckart("svg"), _deckart("emblems"), _deckart("palettes")
    k = 3
    text = svg.document(120, 220, [svg.group([emblems.axe(palettes.PIACENTINE)], tx=40, ty=120)])
    surf = pygame.image.load_sized_svg(io.BytesIO(text.encode()), (120 * k, 220 * k))
    head = [(x, y) for x in range((40 + 8) * k, 120 * k) for y in range(220 * k)
            if surf.get_at((x, y)).a > 200]
    xs, ys = [x for x, _ in head], [y for _, y in head]
    tall, deep = max(ys) - min(ys), max(xs) - min(xs)
    spread = sum(max(c[:3]) - min(c[:3]) for c in (surf.get_at(p) for p in head)) / len(head)
    assert tall >= 1.7 * deep and spread <= 30, (tall, deep, round(spread))


def test_fante_di_denari_holds_his_coin_before_his_chest():
    """Blind reading f13: the Fante di denari was read as the Re di denari 3 times in 10.
    Both lifted the coin beside the head, at the height of the Re's crown, in yellow. The
    Fante holds it on his palm before his chest: at 80 px the coin's top at least 5 px
    below the Re's (2 px above it before) and the coin at least 17 px across."""
    fante, re_ = _held_sign_box("piacentine", "8D", 80), _held_sign_box("piacentine", "10D", 80)
    assert fante.y - re_.y >= 5 and fante.w >= 17, (fante, re_)


def test_cavallo_di_spade_on_a_dapple_grey_that_holds_on_the_paper():
    """Review 13h (Piacentine, item 1): the Cavallo di spade's pale grey horse vanished
    on the cream paper at 80 px; only the blue rider and the swords showed, and the card
    read as the Fante di spade. He rides an iron grey dappled lighter (Look.dapple): at
    80 px the horse's pixels average at most 145 in luminance (159 before) and are grey,
    not the cudgels' brown: red over blue by at most 12 on average (22 before; the
    clubs' wood about 118)."""
    full, _, _, changed = _group_pixels("piacentine", "9S", "horse", (240, 80))
    cs = [full.get_at(p) for p in changed]
    lum = sum(0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] for c in cs) / len(cs)
    warm = sum(c[0] - c[2] for c in cs) / len(cs)
    assert lum <= 145 and warm <= 12, (round(lum), round(warm))
