"""Review 13g (issue #13): the Trevisane 4 and 6 di spade's ovals were pinched ("narrow
parentheses" on the 4, on the 6 "nearly parallel bananas that hardly cross"). Each pair
of sabres now keeps wide apart further up and down (`sabres.OVAL_FULL`) and crosses
steeply near both ends. Measured on the faces drawn 400 px high, numerals taken out."""
from __future__ import annotations

import io
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

# display: the module's autouse fixture (a 1x1 display mode), shared with test_decks
from deck_support import DECKS, without_groups, display  # noqa: E402,F401

PAPER = (253, 251, 244)  # the Trevisane paper (palettes.TREVISANE)


def _ink(c) -> bool:
    """Not paper: the sabres' ink, steel and their light cutting edge (bluer than red)."""
    r, g, b = c[:3]
    return sum(abs(a - p) for a, p in zip((r, g, b), PAPER)) > 60 or b - r > 5


def _inside_ovals(card: str, y_share: float) -> list[int]:
    """Along the row `y_share` down the card at 400 px: the paper inside each oval (the
    gaps between the 1st and 2nd run of ink, the 3rd and 4th, ...), in px."""
    bare, _ = without_groups((DECKS / "trevisane" / f"{card}.svg").read_text(encoding="utf-8"), "numeral")
    surf = pygame.image.load_sized_svg(io.BytesIO(bare.encode()), (1200, 400))
    w, h = surf.get_size()
    y = round(h * y_share)
    runs, start = [], None
    for x in range(5, w - 4):
        on = x < w - 5 and _ink(surf.get_at((x, y)))
        if on and start is None:
            start = x
        elif not on and start is not None:
            if x - start >= 2:
                runs.append((start, x))
            start = None
    return [runs[i + 1][0] - runs[i][1] for i in range(0, len(runs) - 1, 2)]


@pytest.mark.parametrize("card, ovals", [("4S", 2), ("6S", 3)])
def test_ovals_full_not_pinched(card, ovals):
    """Across the row 19% of the card's height above or below the middle (six tenths of
    the way to the crossings) each oval keeps at least 40% of the paper it has across its
    middle (before: 4S 37%, 6S 14%, its blades 3 px apart there)."""
    middle = _inside_ovals(card, 0.5)
    assert len(middle) == ovals, middle
    for share in (0.31, 0.69):
        inside = _inside_ovals(card, share)
        assert len(inside) == ovals and all(a >= 0.4 * m for a, m in zip(inside, middle)), \
            (card, share, inside, middle)


def test_sabres_cross_in_an_x_near_both_ends():
    """Review 14: on the 6 and 7 di spade the ovals' sabres ran parallel and crossed only
    under the hilts' guards (review 13g asked for steep crossings near the ends). Each
    blade of the 4 to 7 now runs past its oval's crossing, so the pair crosses in an X
    with the point out on one side and the hilt on a length of blade on the other: the
    crossing lies at most 0.86 of the way from the oval's middle to its ends (the 4's and
    5's were at 0.90, the 6's and 7's at 0.88), the 6's and 7's sabres 0.8 as broad as
    the others (0.72 since review 15: test_three_ovals_open), and the faces are drawn so
    (test_ovals_full_not_pinched: still full)."""
    import sys

    sys.path.insert(0, str(DECKS.parent.parent / "build"))
    from deckart import sabres

    for count in (2, 3):
        reach, full = sabres.OVAL_REACH[count], sabres.OVAL_FULL[count]
        assert (1 / (1 + reach)) ** (1 / full) <= 0.86, count
    assert sabres.OVAL_BLADE[3] == 0.72


def test_three_ovals_open():
    """Review 15: "the 6S/7S lenses are so narrow that only the numeral gives the count":
    at 80 px three narrow parallel lenses. The three ovals of the 6 now spread over 0.31 of
    their pitch each side (0.28) and the 6's and 7's sabres are slimmer (0.72 of a pip's,
    0.8), the 7's outer ovals given the room its spacing kept for broader blades. At 400
    px, across the middle each of the 6's ovals holds at least 28 px of paper (24-25
    before) and 13 px at six tenths of the way to the crossings (10-11); the 7's outer
    oval 20 px across the middle (16) and 8 px up there (5)."""
    middle, up, down = (_inside_ovals("6S", share) for share in (0.5, 0.31, 0.69))
    assert len(middle) == 3 and min(middle) >= 28, middle
    assert min(up + down) >= 13, (up, down)
    assert _inside_ovals("7S", 0.5)[0] >= 20 and _inside_ovals("7S", 0.31)[0] >= 8
