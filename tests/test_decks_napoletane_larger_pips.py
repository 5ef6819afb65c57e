"""Napoletane number cards with larger pips (review 18 item 4: "undersized pips on the 3-4 di
coppe and 5-7 di spade, which leave the cards looking empty"; printed Napoletane cups and
swords fill the card): the 3 and 4 di coppe's cups and the 6 and 7 di spade's X's measured
at 80 px, the table's size. Untold A/B rounds A2, A5 and A7 of session 19 (the lead's fresh
readers, 3 a variant, 80 px, the same cards in the same order, six groups): the four cards
read wrong once in 165 with the larger pips (a 6S
read 5S), 5 times in 165 with main's (3C twice, 4C, 6S, 7S)."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from deck_support import display  # noqa: E402,F401
from test_decks_napoletane import _blob_masks  # noqa: E402


def _boxes(card: str) -> list:
    return sorted((m.get_bounding_rects()[0] for m in _blob_masks(card)), key=lambda b: (b.y, b.x))


@pytest.mark.parametrize("card, wide, tall", [("3C", 18, 21), ("4C", 17, 24)])
def test_three_and_four_di_coppe_cups_larger(card, wide, tall):
    """The 3 di coppe's cups as large as their column allows (napoli.THREE_SIZE, THREE_CUPS;
    16 x 19 px at 80 px before: "a thin column"), the 4's as large as a gap of 110 units
    across leaves them (napoli.ROUND_GAP; 15 x 22 px before: "small against a lot of empty
    card"): every cup at least `wide` x `tall` px."""
    boxes = _boxes(card)
    assert len(boxes) == int(card[0]), boxes
    assert min(b.w for b in boxes) >= wide and min(b.h for b in boxes) >= tall, boxes


def test_five_di_spade_xs_wide_round_a_smaller_scene():
    """The 5 di spade's X's (napoli.XS, STROKE_OF) 31 px wide at 80 px (27 before), in rows
    a little taller (napoli.SCENE_ROW 0.36, 0.42 before) round a smaller scene (SCENE_W 0.48,
    0.56 before), the lying sword a blob of its own between them (at least 3 px from every
    other blob: test_decks_napoletane; the lying sword's guard 0.75, LYING_GUARD). Untold A/B
    A10 and A12 (four orders, 4 5S a sheet, 3 readers a variant): read wrong 3 times in 48,
    main's 2 (all at one sheet's fifth place but one; A10's drawing had the full guard)."""
    boxes = _boxes("5S")
    top, bottom = boxes[0], max(boxes, key=lambda b: b.bottom)
    assert min(top.w, bottom.w) >= 31 and min(top.h, bottom.h) >= 0.64 * max(top.w, bottom.w), boxes


@pytest.mark.parametrize("card", ["6S", "7S"])
def test_six_and_seven_di_spade_xs_wide(card):
    """The 6 and 7 di spade's X's (napoli.XS, STROKE_OF) as wide as the 6 di bastoni's, 34
    px at 80 px (28 before: "the 6 di spade crosses are small"), their rows still apart (the
    6's three X's and the 7's X - uprights - X each blobs of their own)."""
    boxes = _boxes(card)
    assert len(boxes) == int(card[0]) // 2 + (2 if card == "7S" else 0), boxes
    top, bottom = boxes[0], max(boxes, key=lambda b: b.bottom)
    assert min(top.w, bottom.w) >= 33, boxes
