"""Issue #13, review 14 (Piacentine item 7, Napoletane item 2): the court figures had no
engraved shading. The printed Piacentine and Napoletane shade their costumes with fine
parallel strokes; ours had flat vector robes (the Napoletane's four 0.75-unit ink lines to a
fold were below a pixel at 400 px). Now hatching.py cuts strokes along the garments' and
sleeves' shadow sides and into the folds, in a darker tone of the cloth: they show at
400 px and darken the figure only a little at 80 px, where the cards are read.
Measured by drawing each court with and without its look's `hatch`."""
from __future__ import annotations

import io
import sys
from dataclasses import replace
from pathlib import Path

import pygame

from test_decks_odd_sign import display  # noqa: F401 (the display fixture)

ROOT = Path(__file__).resolve().parent.parent
COURTS = [(rank, suit) for rank in (8, 9, 10) for suit in "DCBS"]
ENGRAVED = ("napoletane", "piacentine", "trevisane", "leggibili")


def _deckart():
    sys.path.insert(0, str(ROOT / "build"))
    try:
        from deckart import cards, court_looks, styles
    finally:
        sys.path.pop(0)
    return cards, court_looks, styles


def _drawn(monkeypatch, style: str, rank: int, suit: str, height: int, hatch: bool, **changes):
    """The court drawn from its look with `hatch` and `changes` (Look's fields)."""
    cards, court_looks, styles = _deckart()
    st = next(s for s in styles.STYLES if s.id == style)
    looks = court_looks.LOOKS[style]
    monkeypatch.setitem(looks, (rank, suit), replace(looks[rank, suit], hatch=hatch, **changes))
    text = cards.face(st, rank, suit)
    return pygame.image.load_sized_svg(io.BytesIO(text.encode()), (round(height * st.w / st.h), height))


def _difference(monkeypatch, style: str, rank: int, suit: str, height: int):
    """(pixels changed by more than 60 in the sum of their channels, mean change of a
    channel over the card) between the court drawn with and without its hatching."""
    a = _drawn(monkeypatch, style, rank, suit, height, True)
    b = _drawn(monkeypatch, style, rank, suit, height, False)
    w, h = a.get_size()
    diffs = [sum(abs(p - q) for p, q in zip(a.get_at((x, y))[:3], b.get_at((x, y))[:3]))
             for x in range(w) for y in range(h)]
    return sum(d > 60 for d in diffs), sum(diffs) / (3 * w * h)


def test_every_deck_hatched():
    """The Napoletane courts were engraved since review 13f (then four 0.75-unit ink lines
    to a fold), then the Piacentine, then the Trevisane (review 15: "the flattest courts",
    beside the two hatched decks), now the leggibili (review 18: flat fills with uniform
    outlines, clip-art beside the Napoletane; they had their translucent shadows alone)."""
    _, court_looks, _ = _deckart()
    assert set(ENGRAVED) == set(court_looks.LOOKS)
    for style in ENGRAVED:
        assert all(look.hatch for look in court_looks.LOOKS[style].values()), style


def test_courts_engraved_visibly_at_400_px(monkeypatch):
    """Every court of both engraved decks: at 400 px at least 250 pixels change by more
    than 60 when the hatching is drawn (where a sleeve is hatched its translucent shadow
    band gives way to the strokes). Before: the Piacentine none; the Napoletane Fanti and
    Re 26-1,290 (the 8S 26, the 8B 54), the Cavalli none. Now 294 (the Piacentine 9B: a
    black horse is engraved only towards its lit head) to 2,088."""
    for style in ENGRAVED:
        for rank, suit in COURTS:
            changed, _ = _difference(monkeypatch, style, rank, suit, 400)
            assert changed >= 250, (style, rank, suit, changed)


def test_hatching_restrained_at_80_px(monkeypatch):
    """Restrained: at 80 px, where the blind readers read the cards, the hatching changes
    a channel by at most 1.5 on average over the card (0.2-1.1 now): it darkens a
    shadow side as the translucent shadows do, and nothing else."""
    for style in ENGRAVED:
        for rank, suit in COURTS:
            _, mean = _difference(monkeypatch, style, rank, suit, 80)
            assert mean <= 1.5, (style, rank, suit, mean)


def test_piacentine_motifs_and_studs_compact():
    """The hatching's bytes came out of the Piacentine courts' motifs (the style is held
    to 1 MB): the half figures' dots, flowers' hearts and lozenges, the riders' coats and
    the saddle cloths' flowers, studs and tassels are round-capped strokes and shared
    paths, not an element each (people.pattern compact, svg.studs). The 8B (dots) and
    the 10S (flowers) at most 30 circles (114 and 116 before, 12 and 20 now), and the
    twelve courts, hatched, at most 525 KB (519 KB before, unhatched; 522 KB hatched;
    513 KB with the hatched sleeves' translucent shadow bands left out, limbs.modelling)."""
    folder = ROOT / "assets" / "decks" / "piacentine"
    for card in ("8B", "10S"):
        assert (folder / f"{card}.svg").read_text(encoding="utf-8").count("<circle") <= 30, card
    courts = [folder / f"{rank}{suit}.svg" for rank in (8, 9, 10) for suit in "DCBS"]
    assert sum(f.stat().st_size for f in courts) <= 525_000


def test_engraved_faces_in_a_finer_contour():
    """Review 14 (Napoletane item 2): with the hatching, a thinner contour on the faces.
    The Fanti's, riders' and Re's faces of the engraved decks are outlined 0.65 times as heavy
    (hatching.FINE: 1.82 units, 2.8 before, the body's contour 4.2); the leggibili's too
    since review 18 (2.8 before). The face is the path filled with the skin's sheen
    (svg.sheen(skin, -24, 24, light=1.15, dark=0.9))."""
    import re

    def widths(style: str, card: str) -> set[str]:
        text = (ROOT / "assets" / "decks" / style / f"{card}.svg").read_text(encoding="utf-8")
        return set(re.findall(r'<path d="[^"]*" fill="url\(#sf6d7b8_m24_24_0_0_1p15_0p9\)" stroke="#[0-9a-f]+" '
                              r'stroke-width="([0-9.]+)"', text))

    held = {("trevisane", "8S"): {"2.8"}}   # la Vecia's severed head, held up as her sign
    for style in ENGRAVED:
        for card in ("8D", "8C", "8S", "9C", "9S", "10D", "10C", "10S"):
            want = {"1.82"} | held.get((style, card), set())
            assert widths(style, card) == want, (style, card, widths(style, card))


def test_one_brightness_and_one_mirrored_hatching():
    """One brightness of a hex colour (svg.luma) serves the patterns' second tone
    (people.tone), the strokes' tone (hatching.tone) and a black horse's lit leg
    (knight.lit); one helper hatches both sides of a symmetric shape (a garment, a cape,
    the croup from behind), the left side the right one mirrored."""
    sys.path.insert(0, str(ROOT / "build"))
    try:
        from deckart import hatching, knight, people, svg
    finally:
        sys.path.pop(0)
    assert round(svg.luma("#ffffff")) == 255 and svg.luma("#000000") == 0
    assert round(svg.luma("#808080")) == 128
    assert people.tone("#f0e0c0") == svg.shade_hex("#f0e0c0", 0.72)   # light cloth: darker
    assert hatching.tone("#202020") == svg.shade_hex("#202020", 1.4)   # too dark: lighter
    assert knight.lit("#1a1a1a") == svg.shade_hex("#1a1a1a", 1.5) and knight.lit("#a05a2c") == "#a05a2c"
    right = [(20, 100), (40, 150), (44, 220), (40, 260)]
    segs = hatching.both_sides(right, ((1, 20.0), (-1, 20.0)))
    half = len(segs) // 2
    assert half > 4 and len(segs) == 2 * half
    assert segs[half:] == [((-a[0], a[1]), (-b[0], b[1])) for a, b in segs[:half]]
