"""Review 19 (Piacentine, items 3 and 4): the four Fanti wore one black beret and one face,
the four Re were near-copies under one crown, the Fante di bastoni's club stood over the
frame and the Re di bastoni's head was crowded by his club. Twelve drawings of their own,
each inside its half; measured on the looks and on the generated SVGs as the game renders
them."""
from __future__ import annotations

import sys
from pathlib import Path

from deck_support import group_pixels
from test_decks_odd_sign import display  # noqa: F401 (the display fixture)

ROOT = Path(__file__).resolve().parent.parent


def _looks() -> dict:
    sys.path.insert(0, str(ROOT / "build"))
    try:
        from deckart.court_looks import LOOKS
    finally:
        sys.path.pop(0)
    return LOOKS["piacentine"]


def test_fanti_each_in_headgear_of_his_own_without_a_crowns_cues():
    """Review 19: "all four Fanti have the same black beret". Each wears his own: a
    broad-brimmed hat with a plume, bare curls, a flat beret, a cap with a feather laid
    back (caps.py); none of them gold, white or light (a beret's white feather, a gold cap
    band and a wine cap were read as crowns at 80 px: test_decks_piacentine), so the rank
    is still read from the Re's crowns."""
    looks = _looks()
    fanti = [looks[8, suit] for suit in "DCBS"]
    assert len({f.hat for f in fanti}) == 4, [f.hat for f in fanti]
    for f in (f for f in fanti if f.hat != "none"):
        assert f.hat in ("flat", "feathered", "plumed"), f.hat
        assert sum(int(f.hat_colour[i:i + 2], 16) for i in (1, 3, 5)) < 160, (f.hat, f.hat_colour)
        # the band, the feather and the plume in a costume colour, never white or gold
        assert f.band.lower() in ("#d2322d", "#3f9a4a", "#2f6db5"), (f.hat, f.band)


def test_re_each_his_own_crown_face_and_beard():
    """Review 19: "the Re are near-copies". Three crowns among the four (fleurons, an
    arched crown over a cap, three trefoils), four heads (face and hair) of their own, no
    two in the same robe colour; the Re di denari keeps his axe, the Re di bastoni his
    profile."""
    looks = _looks()
    re_ = [looks[10, suit] for suit in "DCBS"]
    assert len({r.hat for r in re_}) >= 3, [r.hat for r in re_]
    assert len({(r.face, r.hair) for r in re_}) == 4
    assert len({r.robe for r in re_}) == 4
    assert looks[10, "D"].other == "axe" and looks[10, "B"].face == "profile"


def _frame_gaps(card: str) -> tuple[float, float]:
    """At 400 px, the paper between the sign held in the upper half and the frame's inner
    edge at the left and at the right."""
    full, _, _, changed = group_pixels("piacentine", card, "held", (1200, 400))
    w, h = full.get_size()
    xs = [x for x, y in changed if y < h // 2]
    stroke = 3.5 / 2 * w / 500   # half the frame line (3.5 units on a card 500 wide)
    return min(xs) - (w * 0.06 + stroke), (w * 0.94 - stroke) - max(xs)


def test_fanti_and_re_signs_inside_the_frame():
    """Review 19 (item 4): the Fante di bastoni's club, carried across him, stood over the
    frame line (-2.5 px at 400 px). Every sign a Fante or a Re holds keeps at least 3 px
    of paper from the frame at either side."""
    for card in [f"{rank}{suit}" for rank in (8, 10) for suit in "DCBS"]:
        left, right = _frame_gaps(card)
        assert left >= 3 and right >= 3, (card, left, right)


def test_re_di_bastoni_club_clear_of_his_head():
    """Review 19 (item 4): "the bottom head of the Re di bastoni is hidden behind the
    club": sloped over his shoulder, the club ran along the back of his head (2-4 px of
    paper between them at 240 px, the club's dark outline on his hair). He holds it
    sloped out from the shoulder (arms.LONG_POSES "slant"): in every row of the head
    beside it, at least 6 px of paper between the head and the club."""
    full, plain, _, changed = group_pixels("piacentine", "10B", "held", (720, 240))
    w, h = full.get_size()
    club = {(x, y) for x, y in changed if y < h // 2}
    paper = plain.get_at((w // 2, int(h * 0.05)))

    def inked(c) -> bool:
        return sum(abs(a - b) for a, b in zip(c[:3], paper[:3])) > 60

    def gold(c) -> bool:
        return c[0] > 190 and c[1] > 140 and c[2] < 120

    gaps = []
    for y in range(int(h * 0.1), h // 2):
        xs = [x for x in range(int(w * 0.1), int(w * 0.9)) if inked(plain.get_at((x, y)))]
        if not xs or any(gold(plain.get_at((x, y))) for x in xs):
            continue   # above the head, or the crown
        if xs[-1] - xs[0] > 0.4 * w:
            break      # the shoulders
        beside = [x for x, yy in club if yy == y]
        if beside:
            gaps.append(min(beside) - xs[-1])
    assert len(gaps) >= 10 and min(gaps) >= 6, gaps


# the second commonest of the four suit hues at 80 px (test_decks_piacentine.SUIT_HUES), a
# share of them all: main's were 0.19, 0.13, 0.07, 0.12 (Fanti), 0.10 and 0.01 (Re di
# denari, di spade) before review 19
SECOND_HUE = {"8D": 0.2, "8C": 0.2, "8B": 0.2, "8S": 0.2, "10D": 0.15, "10S": 0.15}


def test_fanti_and_re_dressed_in_more_than_their_suits_colour():
    """Review 19 (item 2): each court was one flat suit colour; printed figures wear
    mixed colours. The doublet or robe stays in the suit's colour (mixed doublets were
    read worse in an untold A/B, pcos20-r1: 132/160 against main's 155/160;
    test_courts_dressed_in_their_suit_colour), the Fanti's and the Re di denari's and di
    spade's sleeves in another (pcos20-r2: no court misread in 96 readings, main's 6 in
    96): at 80 px the second commonest suit hue is at least SECOND_HUE of them."""
    from briscola_gui.ui import deck_art
    from test_decks_piacentine import suit_hue_counts

    looks = _looks()
    for card, least in SECOND_HUE.items():
        look = looks[int(card[:-1]), card[-1]]
        assert look.sleeve and look.sleeve != look.robe, card
        count = sorted(suit_hue_counts(deck_art.CardImages("piacentine").face(card, 80)).values())
        assert count[-2] >= least * sum(count), (card, count)
