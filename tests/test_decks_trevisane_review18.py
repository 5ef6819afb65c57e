"""Review 18's Trevisane items (fidelity 7, legibility 7, beauty 6): the odd baton of the
5 and 7 di bastoni gold and banded as the others, the bastoni courts in the Trevisane
palette (yellow, red, blue with black line: no green), the Fante di coppe's half-moon a
pale-yellow crescent with a face, the Re di coppe crowned (not a mitre), the half
figures' heads larger, and the Cavalli: each half horse's forequarters without a tail,
the Cavallo di spade's horse rearing."""
from __future__ import annotations

import io
import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

# display: the module's autouse fixture (a 1x1 display mode), shared with test_decks
from deck_support import DECKS, display  # noqa: E402,F401
from test_decks_trevisane import _blue, _face, _green, _ink_share, _red  # noqa: E402
from test_decks_trevisane_courts import _gold  # noqa: E402

sys.path.insert(0, str(DECKS.parent.parent / "build"))
from deckart import arms, courts, horses, palettes, riders, svg  # noqa: E402
from deckart.court_looks import LOOKS  # noqa: E402
from deckart.styles import TREVISANE  # noqa: E402


@pytest.mark.parametrize("rank", (5, 7))
def test_odd_baton_gold_and_banded_as_the_others(rank):
    """Review 18: the odd baton of the 5 and 7 was painted solid red; printed, it is one
    of the batons, told by its place (upright, alone between the groups). Down the middle
    columns at 80 px, the column with most gold is gold for at least 45% (the 5) and 30%
    (the 7's short one) of the card's height, and no middle column is red for more than
    12% (its caps and bands; 45% and 30% before)."""
    surf = _face(f"{rank}B")
    w, h = surf.get_size()
    cols = range(w // 2 - 2, w // 2 + 3)
    gold = max(sum(1 for y in range(h) if _gold(surf.get_at((x, y)))) for x in cols)
    red = max(sum(1 for y in range(h) if _red(surf.get_at((x, y)))) for x in cols)
    assert gold >= (0.45 if rank == 5 else 0.3) * h and red <= 0.12 * h, (gold, red, h)


@pytest.mark.parametrize("card", ("9B",))
def test_bastoni_courts_in_the_trevisane_palette(card):
    """Review 18: the Fante, Cavallo and Re di bastoni were dressed in green, outside the
    Trevisane palette. At 80 px under 0.5% of their ink is green (6-14% before) and at
    least 3% blue (a blue saddle cloth beside the gold). Not the Fante and the Re: in blue
    they were read as the Fante di spade and the Re di denari (test_fante_and_re_di_bastoni_keep_their_green)."""
    green, blue = _ink_share(card, _green), _ink_share(card, _blue)
    assert green < 0.005 and blue >= 0.03, (card, round(green, 3), round(blue, 3))


@pytest.mark.parametrize("card", ("8B", "10B"))
def test_fante_and_re_di_bastoni_keep_their_green(card):
    """Session 19's final blind reading (20 untold readers, random sheets, 80 px) read the
    Fante di bastoni dressed in the palette's blue and red wrong 10 times in 12 (8S 7
    times) and the Re di bastoni in red under a blue mantle 9 times in 19 (10D 8 times):
    both keep the green trim and mantle, at least 4% of their ink green and under 3% blue."""
    green, blue = _ink_share(card, _green), _ink_share(card, _blue)
    assert green >= 0.04 and blue < 0.03, (card, round(green, 3), round(blue, 3))


def _pale_yellow(c) -> bool:
    r, g, b = c[:3]
    return r >= 200 and g >= 170 and b <= 175 and r - b >= 70


def test_fante_di_coppe_half_moon_pale_yellow_with_a_face():
    """Review 18: the Fante di coppe's half-moon was a red hook without a face that read
    as a lobster claw. It is a pale-yellow crescent with a profile face: drawn alone, at
    least half of its pixels pale yellow and under 10% red (its lips; 0% and over 50%
    before), with an eye and a cheek (ink and a rosy patch inside the crescent)."""
    moon = arms.attribute(palettes.TREVISANE, "moon", (100, 130))
    surf = pygame.image.load_sized_svg(io.BytesIO(svg.document(200, 200, [moon]).encode()), (200, 200))
    drawn = [surf.get_at((x, y)) for x in range(200) for y in range(200) if surf.get_at((x, y))[3] > 200]
    yellow = sum(map(_pale_yellow, drawn)) / len(drawn)
    red = sum(map(_red, drawn)) / len(drawn)
    cheek = sum(1 for r, g, b, _ in drawn if r >= 220 and 130 <= g <= 175 and 100 <= b <= 150)
    assert yellow >= 0.5 and red < 0.1 and cheek >= 30, (round(yellow, 2), round(red, 2), cheek)


def test_re_di_coppe_crowned_not_mitred():
    """Review 18: the Re di coppe's closed arched crown over a red cap read as a mitre at
    80 px, so he was hard to tell from the Fante di coppe without the numerals. He wears an
    open crown of gold points, as the Re di bastoni (at 240 px the top of his head is gold:
    the topmost rows of his face's column over the paper)."""
    assert LOOKS["trevisane"][10, "C"].hat in ("crown", "radiate", "circlet")
    surf = _face_at_240("10C")
    w, h = surf.get_size()
    # his face's column: under the cup held on his right, left of the card's middle
    col = [(x, y) for x in range(int(w * 0.3), int(w * 0.55)) for y in range(int(h * 0.1), int(h * 0.3))]
    gold = sum(1 for p in col if _gold(surf.get_at(p)))
    red = sum(1 for p in col if _red(surf.get_at(p)))
    assert gold > 1.5 * red, (gold, red)


def _face_at_240(card: str) -> pygame.Surface:
    from briscola_gui.ui import deck_art

    return deck_art.CardImages("trevisane").face(card, 240)


def test_half_figures_heads_larger_crowns_no_taller():
    """Review 18: the half figures' heads were a sixth of the half's height, the faces a few
    strokes. Their heads are drawn 1.45x (1.35x before) while a Re's crown keeps its size
    (so the figure, scaled to its half by its height, does not shrink with its sign)."""
    cut = courts.PERSON_CUT
    assert courts.head(TREVISANE, cut) >= 1.45
    assert courts.head(TREVISANE, cut) * (courts.crown(TREVISANE, cut) or 1.3) <= 1.35 * 1.3 * 1.01


@pytest.mark.parametrize("suit", "DCBS")
def test_cavallo_half_horse_without_a_tail(suit):
    """Review 18: the Cavalli's halves did not meet cleanly, the horses tangling with their
    turned copies; each half horse carried its tail high behind the rider, beside the turned
    horse's head. A half shows the forequarters, the body cut at the girth by the line:
    drawn alone in its frame the horse reaches at most 136 units right of the rider's
    hips' line (159 before, the tail's end)."""
    from test_decks_cavalli import _mask

    mask = _mask("trevisane", f"9{suit}", "horse")
    w, h = mask.get_size()
    right = max(x for x in range(w) for y in range(h) if mask.get_at((x, y))) - 220
    assert right <= 136, right


def test_cavallo_di_spade_on_a_rearing_horse():
    """Review 18 and DECKS.md: the Cavallo di spade rides a rearing horse, his sabre over his
    head; the horse was hardly rearing, its forehand turned up 16 degrees. It is turned up
    at least 24 degrees, he sits upright (no lean) and holds his sabre over his head (level
    since review 19: test_decks_trevisane_cavalli)."""
    look = LOOKS["trevisane"][9, "S"]
    assert horses.half_pose(look.horse).rise >= 24
    assert look.hold == "overhead" and riders.rider_lean(look, courts.RIDER_CUT) == 0
