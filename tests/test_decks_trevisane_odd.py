"""Review 19's Trevisane item 3 ("6 and 7 di Spade, 6 and 7 di Bastoni: open the layout"):
the odd straight piece of the 7 di spade "into clear space between the pairs, full length,
with a distinct colour" (its grey sword inside the
middle pair was "a blur at 80 px"); and item 5, the Asso di spade's sword heavier and
ornamented. Measured on the faces drawn 400 px high, numerals taken out (the readers
read with them; this is the count without them)."""
from __future__ import annotations

import io
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

# display: the module's autouse fixture (a 1x1 display mode), shared with test_decks
from deck_support import DECKS, without_groups, display  # noqa: E402,F401
from test_decks_trevisane_courts import _gold  # noqa: E402  (the Asso di spade's gilt hilt)

PAPER = (253, 251, 244)  # the Trevisane paper (palettes.TREVISANE)


def _bare(card: str) -> pygame.Surface:
    bare, _ = without_groups((DECKS / "trevisane" / f"{card}.svg").read_text(encoding="utf-8"), "numeral")
    return pygame.image.load_sized_svg(io.BytesIO(bare.encode()), (1200, 400))


def _paper(c) -> bool:
    return sum(abs(a - p) for a, p in zip(c[:3], PAPER)) <= 60


def _runs(surf: pygame.Surface, y: int) -> list[tuple[int, int]]:
    """The runs of ink (not paper) across the row y, inside the card's frame."""
    w, runs, start = surf.get_width(), [], None
    for x in range(5, w - 4):
        on = x < w - 5 and not _paper(surf.get_at((x, y)))
        if on and start is None:
            start = x
        elif not on and start is not None:
            runs.append((start, x))
            start = None
    return runs


def _dark_steel(c) -> bool:
    """The odd sword's dark steel (sabres.ODD_STEEL), not the sabres' pale blue."""
    r, g, b = c[:3]
    return b - r >= 60 and r + g + b < 330


def _odd_piece(card: str, colour) -> tuple[float, list[int]]:
    """The `colour` down the card's middle columns (the most in one column, as a share of
    the height) and, across the rows 0.3, 0.5 and 0.7 of the height, the paper either
    side of the middle run of ink (the odd piece), in px."""
    surf = _bare(card)
    w, h = surf.get_size()
    down = max(sum(1 for y in range(h) if colour(surf.get_at((x, y)))) for x in range(w // 2 - 2, w // 2 + 3))
    clear = []
    for share in (0.3, 0.5, 0.7):
        runs = _runs(surf, round(h * share))
        i = next(i for i, (a, b) in enumerate(runs) if a <= w // 2 < b)
        clear += [runs[i][0] - runs[i - 1][1], runs[i + 1][0] - runs[i][1]]
    return down / h, clear


def test_seven_di_spade_odd_sword_full_length_in_clear_paper():
    """The 7 di spade's straight sword in dark steel (gilt, it was read as the 7 di
    bastoni: A/B B15) the whole length of its middle oval: dark steel down the middle for
    at least half the card's height (none on main: bright steel), with paper either side
    of it at 0.3, 0.5 and 0.7 of the height: at least 6 px (2 px near the ends on main)."""
    down, clear = _odd_piece("7S", _dark_steel)
    assert down >= 0.5 and min(clear) >= 6, (round(down, 2), clear)


def test_asso_di_spade_heavy_and_ornate():
    """Review 19, item 5: "make the Asso di Spade sword heavier and ornamented so that it
    matches the craft of the other three aces". At 400 px, numerals taken out: the blade
    at least 22 px across somewhere in the upper half (18 on main) and at least 1100 px
    of gold (642 on main: a plain guard and pommel; now curled quillons, a langet set with
    a stone, gold wire round the grip, a pear-shaped pommel)."""
    from test_decks_trevisane import _blue

    surf = _bare("1S")
    w, h = surf.get_size()

    def widest(y: int) -> int:
        best = run = 0
        for x in range(w):
            run = run + 1 if _blue(surf.get_at((x, y))) else 0
            best = max(best, run)
        return best

    blade = max(widest(y) for y in range(round(h * 0.15), round(h * 0.5)))
    gold = sum(1 for x in range(w) for y in range(h) if _gold(surf.get_at((x, y))))
    assert blade >= 22 and gold >= 1100, (blade, gold)
