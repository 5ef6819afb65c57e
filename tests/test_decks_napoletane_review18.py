"""Review 18's Napoletane items (issue #13, session 19): the courts each with a head of
their own, the Fante di bastoni's knotty cudgel, the 3 di bastoni's Gatto Mammone as the
printed grotesque mask where the clubs cross in the middle of the card, and a back of a
fine all-over check inside a folded-over border, with no medallion. Measured on the
generated SVGs (the marked groups `held` and `mask` drawn alone, as test_decks_cavalli)
and on the looks the generator draws the figures from."""
from __future__ import annotations

import io
import os
import re
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from svg_groups import group_spans  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
DECKS = ROOT / "assets" / "decks" / "napoletane"
sys.path.insert(0, str(ROOT / "build"))

from deckart.court_looks import LOOKS  # noqa: E402
from deckart.palettes import NAPOLETANE as PAL  # noqa: E402

W, H = 510, 820   # the card's units (51 x 82 mm)


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((1, 1))
    yield


def _alone(card: str, gid: str, box: tuple, size: tuple) -> pygame.Surface:
    """The marked group of `card` drawn alone over `box` (x, y, w, h in its own frame) at
    `size` px, gradients filled black."""
    text = (DECKS / f"{card}.svg").read_text(encoding="utf-8")
    start, end = group_spans(text, gid)[0]
    drawn = re.sub(r'url\(#[^)]*\)', "#000000", text[start:end])
    svg = f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{" ".join(map(str, box))}">{drawn}</svg>'
    return pygame.image.load_sized_svg(io.BytesIO(svg.encode()), size)


def test_fanti_and_re_each_their_own_head():
    """Review 18: the Fanti di denari, bastoni and spade were one face and body under
    different hats (all four Fanti the long-haired "maiden"), and the Re di bastoni and
    di spade the same bearded man. Now the four Fanti have four kinds of head (the di
    denari a curly-haired youth, the di bastoni a youth with hair to the jaw, the di
    spade long waving tresses, la Donna under her veil), the four Re four beards (forked
    and grizzled, full and red, long and white, short and square and black), the
    Cavalli three beards and a beardless youth."""
    nap = LOOKS["napoletane"]
    for rank in (8, 10):
        faces = {nap[rank, s].face for s in "DCBS"}
        assert len(faces) == 4, (rank, faces)
    assert len({nap[9, s].face for s in "DCBS"}) >= 3


def test_fante_di_denari_bare_legged_fante_di_bastoni_stocky():
    """As printed: the Fante di denari bare-legged (his legs in the flesh's colour, hose
    in red and yellow before), the Fante di bastoni stockier than the others (the body
    drawn 1.15 broader, 1.0 before)."""
    nap = LOOKS["napoletane"]
    assert set(nap[8, "D"].hose) == {PAL["skin"]}
    assert nap[8, "B"].build > max(nap[8, s].build for s in "DCS")


def test_fante_di_bastoni_grips_a_knotty_cudgel_head_up():
    """Review 18: the Fante di bastoni leant on a fat smooth club planted head down, which
    read as a cello at 80 px. Now he grips the asso's knotty cudgel (lopped stubs, tapering
    to the grip) in his fist, leaning out from his shoulder, its head up: drawn alone, the
    upper third of the club 1.4 times as wide as its lower third or more (1.87; the
    planted club's 0.64)."""
    mask = pygame.mask.from_surface(_alone("8B", "held", (-100, -150, 400, 600), (400, 600)), 60)
    rows = [y for y in range(600) if any(mask.get_at((x, y)) for x in range(0, 400, 1))]
    top, bottom = rows[0], rows[-1]
    third = (bottom - top) // 3

    def mean_width(y0: int) -> float:
        return sum(mask.get_at((x, y)) for y in range(y0, y0 + third) for x in range(400)) / third
    assert mean_width(top) >= 1.4 * mean_width(bottom - third), (mean_width(top), mean_width(bottom - third))


@pytest.mark.parametrize("card", ["8B", "9B", "10B"])
def test_bastoni_courts_grip_the_assos_knotty_cudgel(card):
    """The three bastoni courts hold the asso di bastoni's knotty cudgel (aces.great_club
    with its lopped branches, each cut aslant to a pale oval face 16 x 8.4 units), not the
    smooth club with three small stubs (no such face in their held sign before): at least
    five lopped branches in the held sign. Untold A/B nfig19-r2: 9B and 10B read right 18
    times in 18 each, with the knotty and with the smooth club."""
    text = (DECKS / f"{card}.svg").read_text(encoding="utf-8")
    start, end = group_spans(text, "held")[0]
    assert text[start:end].count('rx="8" ry="4.2"') >= 5


def test_three_di_bastoni_mask_where_the_clubs_cross_mid_card():
    """Review 18: the Gatto Mammone was a cartoon head with round white googly eyes at the
    foot of a fan of clubs. Now it is the printed grotesque mask (mammone.py) where the
    three clubs cross, in the middle of the card: its middle within 4% of the card's
    height from the card's (0.61 of the height down before). Untold A/B round nfig19-r1
    (6 readers, two orders, 80 px): 3B read 4B 5 times in 24 on main's (fanned low) and 5
    in 24 so; the sheets 228/240 and 229/240."""
    mask = pygame.mask.from_surface(_alone("3B", "mask", (0, 0, W, H), (W, H)), 60)
    (_, cy) = mask.centroid()
    assert abs(cy / H - 0.5) <= 0.04, cy / H


def test_three_di_bastoni_mask_narrowed_eyes():
    """The mask's eyes narrowed under heavy lids, no white plume: white is under 1% of
    the mask drawn alone (the old mask's round staring eyes and plume 7.2%)."""
    surf = _alone("3B", "mask", (0, 0, W, H), (W, H))
    drawn = white = 0
    for x in range(W):
        for y in range(H):
            c = surf.get_at((x, y))
            if c[3] > 200:
                drawn += 1
                white += min(c[:3]) > 235
    assert drawn and white / drawn < 0.01, (white, drawn)


def test_back_a_fine_check_no_medallion():
    """Review 18: the back had a large sun medallion in a gold-rimmed oval and a check 9
    lozenges across, generic. As printed: a fine check all over, 17 across, inside the
    folded-over border. Drawn 240 px high: no gold, red or paper within the middle fifth
    (the medallion's), and along the row through the middle the blue changes from dark
    to light at least 30 times (about 18 before)."""
    surf = pygame.image.load_sized_svg(str(DECKS / "back.svg"), (149, 240))
    w, h = surf.get_size()
    for x in range(w * 2 // 5, w * 3 // 5):
        for y in range(h * 2 // 5, h * 3 // 5):
            r, g, b, _ = surf.get_at((x, y))
            assert b >= r and b >= g, (x, y, (r, g, b))   # blue or its white points
    lum = [sum(surf.get_at((x, h // 2))[:3]) for x in range(w // 8, w - w // 8)]
    mid = (max(lum) + min(lum)) / 2
    changes = sum((a > mid) != (b > mid) for a, b in zip(lum, lum[1:]))
    assert changes >= 30, changes
