"""The small Piacentine 4 and 6 di denari (the 80 px drawings, build/deckart/piacenza_small.py)
drawn in from the card's ends. Session 19's final reading (20 untold readers, random sheets)
read the 4D as the 2D 9 times in 27 (its two pairs of 13.5 px coins at the corners taken for
the 2D's two coins) and the 6D as the 4D 7 times in 24 (its rows at the card's ends). Session
20's A/B B4, B8, B10 and B12 (pnum20: 3 untold readers a variant, random-like sheets of 40 cards,
the same cards in the same order on both variants, eleven groups): the 4D with 15 px coins, its
rows 21 px from the middle, read wrong 6 times in 78 (18 at the corners); the 6D one block of six,
its rows 15.5 px from the middle, 0 times in 81 (9 at the card's ends, read 4D or 5D)."""
from __future__ import annotations

from deck_support import DECKS, countable, display  # noqa: F401 (the display fixture)


def _coins(card: str):
    """The frame's inside and the signs' boxes of the small face at 80 px, top to bottom."""
    surf = countable.seen(DECKS / "piacentine", "piacentine", card, 80)
    boxes = sorted((box for box, _ in countable.signs(countable.ink(surf))), key=lambda b: (b.y, b.x))
    return countable.frame(surf), boxes


def test_four_di_denari_coins_drawn_in():
    """At 80 px the 4D's four coins, each at least 15 px across (14 before), span at most 0.82
    of the frame's height (its whole height before, 0.95 or more), 0.7 at least: two rows with
    paper between them, in the card's middle."""
    inner, coins = _coins("4D")
    assert len(coins) == 4 and all(b.w >= 15 for b in coins), coins
    span = coins[-1].bottom - coins[0].y
    assert 0.7 * inner.h <= span <= 0.82 * inner.h, (span, inner)
    assert abs((coins[0].y + coins[-1].bottom) / 2 - inner.h / 2) <= 1.5, coins


def test_six_di_denari_one_block_of_six():
    """At 80 px the 6D's six coins stand in one block of two columns and three rows over at most
    0.66 of the frame's height (its whole height before), the rows at most 3 px apart (15 px
    before), the block in the card's middle."""
    inner, coins = _coins("6D")
    assert len(coins) == 6, coins
    span = coins[-1].bottom - coins[0].y
    assert span <= 0.66 * inner.h, (span, inner)
    rows = [coins[i:i + 2] for i in range(0, 6, 2)]
    assert all(abs(a.centery - b.centery) <= 1 for a, b in rows), rows
    assert all(below[0].y - above[0].bottom <= 3 for above, below in zip(rows, rows[1:])), rows
    assert abs((coins[0].y + coins[-1].bottom) / 2 - inner.h / 2) <= 1.5, coins
