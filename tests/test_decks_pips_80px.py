"""Number cards of every style countable at a crowded table's 80 px: each sign its own blob of ink,
crossed signs in X's with gaps between the rows, the Trevisane batons in pairs."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from briscola_gui.ui import deck_art  # noqa: E402
from deck_support import EXPECTED_STYLES, display, ink_blobs, ink_runs  # noqa: E402,F401


# suits whose number-card signs stand apart (the rest cross in X's), per style
APART = {"napoletane": "DC", "piacentine": "DCBS", "trevisane": "DC", "leggibili": "DCBS"}


# the signature ornaments that stand apart between the signs (one more blob)
ORNAMENT = {("napoletane", "4D")}


# long signs interlaced in pairs, tall X's side by side (count the X's, and their ends)
LATTICE = {("trevisane", "B")}


@pytest.mark.parametrize("style_id, suit", sorted(LATTICE))
def test_paired_batons_countable_at_80px(style_id, suit):
    """Issue #13 review: the Trevisane batons interlace in two groups the whole height
    standing side by side (4 to 7): a broad X on the 4 and 5, a sheaf of three (an X with
    an upright through it) on the 6 and 7, so the rank is two X's or two sheaves at a
    glance (three narrow X's packed edge to edge read as a comb at 80 px: review 13b
    defect 1). At 80 px the two groups are separate blobs; a row just inside the ends of
    the batons crosses one separate end per baton, top and bottom (4 on the 4 and 5, 6 on
    the 6 and 7), with the gap between the groups at least 3 px (between the sheaves
    at least as wide as the widest gap inside one); each group at least a quarter of the card wide; the odd
    baton of the 5 and 7 stands upright alone between the groups (DECKS.md: the odd sign
    stands apart; review 13f: lying across them it cut the 5's interlace in two; review
    13g: across the 7's sheaves it barred them like a fence rail), a third blob over half
    the card tall on the 5, 40% of it on the 7 (short, between the sheaves' waists), and
    no run of ink across the middle spans 40% of the pip area."""
    images = deck_art.CardImages(style_id)
    for rank in range(4, 8):
        card = f"{rank}{suit}"
        surf = images.face(card, 80)
        w, h = surf.get_size()
        if rank % 2 == 0:
            blobs = ink_blobs(style_id, card)
            assert len(blobs) == 2, card
            assert all(box.w >= w / 4 for box, _ in blobs), (card, blobs)
        else:
            blobs = ink_blobs(style_id, card)
            odd = min(blobs, key=lambda b: abs(b[0].centerx - w / 2))[0]
            tall = 0.55 if rank == 5 else 0.4
            assert len(blobs) == 3 and odd.h >= tall * h and odd.w <= w / 6, (card, blobs)
        paper = surf.get_at((w // 2, round(h * 0.03) + 3))
        ink = pygame.mask.from_threshold(surf, paper, (36, 36, 36, 255))
        ink.invert()
        rows = [y for y in range(round(h * 0.03), round(h * 0.97))
                if any(ink.get_at((x, y)) for x in range(w // 5, w * 4 // 5))]
        top, bottom = min(rows), max(rows)
        per = 2 if rank < 6 else 3
        for y in (top + 3, bottom - 3):
            ends = [r for r in ink_runs(ink, y) if r[0] > 1 and r[0] + r[1] < w - 1]  # not the border
            assert len(ends) == rank - rank % 2, (rank, y, ends)
            gaps = [b[0] - (a[0] + a[1]) for a, b in zip(ends, ends[1:])]
            between = gaps[per - 1]
            inside = gaps[:per - 1] + gaps[per:]
            # two sheaves: the gap between them wider than inside one; two X's: a gap of
            # at least 3 px, and more than a third of the width of an X's opening
            assert between >= max(3, max(inside) * (1.0 if per == 3 else 0.35)), (rank, y, ends)
        longest = max(n for _, n in ink_runs(ink, h // 2))
        assert longest < 0.4 * w * 0.8, (rank, longest)


@pytest.mark.parametrize("style_id", sorted(EXPECTED_STYLES))
def test_number_cards_countable_at_80px(style_id):
    """Issue #13: at a crowded table's 80 px every coin, cup, upright or curved sword
    (and every leggibili club) of a number card is its own blob of ink, so counting the
    blobs gives the rank; crossed clubs and swords come in X's with clear gaps between
    the rows (the 4 two blobs, the 5 three with its lone upright, the 6 three)."""
    for suit in "DCBS":
        for rank in range(2, 8):
            card = f"{rank}{suit}"
            blobs = ink_blobs(style_id, card)
            boxes = [box for box, _ in blobs]
            if suit in APART[style_id]:
                assert len(blobs) == rank + ((style_id, card) in ORNAMENT), (card, boxes)
                # no hairlines: each sign is on average at least 2.5 px thick along its
                # length (pixels / longest side), and covers a fair patch of the card
                for box, pixels in blobs:
                    assert pixels / max(box.w, box.h) >= 2.5, (card, box, pixels)
                    assert box.w * box.h >= 40, (card, box)
            elif (style_id, suit) in LATTICE:
                continue  # the batons in pairs: test_paired_batons_countable_at_80px
            elif rank in (4, 6) and not (style_id == "napoletane" and card == "4S"):
                assert len(blobs) == rank // 2, (card, boxes)  # the X's do not touch
                assert all(b.w >= 0.5 * boxes[0].w for b in boxes), (card, boxes)
