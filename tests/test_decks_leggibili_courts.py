"""Alta leggibilità courts: four Fanti with faces of their own, hands drawn as fists, the
held clubs and swords long and apart, riders large on horses with shaped legs, buttoned
coats; the Re (review 13h): the Re di spade wears his crown on his hair, not on a brimmed
hat (it read as a hat with a badge), and the Re di coppe's cape is parted in front and
falls in folds, not a stiff gold bell. Measured on the faces at 240 px."""
from __future__ import annotations

import io
import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

# display: the module's autouse fixture (a 1x1 display mode), shared with test_decks
from deck_support import DECKS, ROOT, display, one_group_pixels  # noqa: E402,F401

HEIGHT = 240


def _changed(card: str, gid: str) -> tuple[list, tuple[int, int]]:
    """The pixels of the leggibili card at 240 px that the group <g id=gid> changes."""
    return one_group_pixels("leggibili", card, gid, HEIGHT)


def _face(card: str) -> pygame.Surface:
    return pygame.image.load_sized_svg(str(DECKS / "leggibili" / f"{card}.svg"), (HEIGHT * 3, HEIGHT))


def test_re_di_spade_crown_on_his_hair():
    """His crown of five points sits on his grey hair (people.hat "circlet"), no navy
    hat under it: in the crown's band (the top 22% of the card's middle half) at most 40
    px of navy (92 with the broad-brimmed hat)."""
    surf = _face("10S")
    w, h = surf.get_size()
    navy = sum(1 for x in range(int(w * 0.25), int(w * 0.75)) for y in range(int(h * 0.22))
               if (lambda r, g, b: r < 70 and g < 80 and 60 < b < 120)(*surf.get_at((x, y))[:3]))
    assert navy <= 40, navy


def test_re_di_coppe_cape_parted_over_his_robe():
    """The Re di coppe's gold cape is parted in front (standing.PARTED_CAPE), so his red
    robe shows down the middle under the collar: of the points 12 units either side of
    his middle between 128 and 170 units down the figure (under the collar, above the
    cape's side hem), at least 25 red at 240 px (none under the round cape, all gold): the
    robe's red or the darker red of the lozenges printed on it (review 18)."""
    sys.path.insert(0, str(ROOT / "build"))
    try:
        from deckart import courts, styles
        from deckart.court_looks import LOOKS
    finally:
        sys.path.pop(0)
    st, look = styles.LEGGIBILI, LOOKS["leggibili"][10, "C"]
    sc, ox, oy = courts.fit_between_plates(st, look, "C", courts.extent(st, 10, "C", None))
    surf = _face("10C")
    k = surf.get_height() / st.h
    cx = ox + look.turn * 9 * sc
    red = sum(1 for fy in range(128, 170, 2) for fx in range(-12, 13, 2)
              if (lambda r, g, b: r > 120 and g < 90 and b < 90)(
                  *surf.get_at((round((cx + fx * sc) * k), round((oy + fy * sc) * k)))[:3]))
    assert red >= 25, red


def test_re_di_coppe_cape_falls_in_folds_from_the_shoulders():
    """Review 14: the parted cape was still a stiff shape (three short shadows over a hem
    of points). It falls from the shoulders in two folds each side (standing.PARTED_CAPE):
    a crease in the cape's dark gold runs from the shoulders (no lower than 104 units)
    down to within 20 units of each recess of its lobed hem, four on the face; its hem
    hangs in lobes at least 8 units deeper than the recesses between them."""
    sys.path.insert(0, str(ROOT / "build"))
    try:
        from deckart import hatching, standing
        from deckart.court_looks import LOOKS
        from deckart.svg import shade_hex
    finally:
        sys.path.pop(0)
    look = LOOKS["leggibili"][10, "C"]
    assert look.cape == "parted"
    _, hem, _, creases, _ = standing.PARTED_CAPE
    text = (DECKS / "leggibili" / "10C.svg").read_text(encoding="utf-8")
    # the creases' strokes (the cape's engraving, in the same tone, is hatching.LINE wide)
    crease = f'stroke="{shade_hex(look.mantle, 0.5)}" stroke-width="'
    assert text.count(crease) - text.count(f'{crease}{hatching.LINE}"') == 2 * len(creases) == 4
    right = [(x, y) for x, y in hem if x > 0]
    recesses = [p for a, p, b in zip(right, right[1:], right[2:]) if p[1] < a[1] and p[1] < b[1]]
    lobes = [p for a, p, b in zip(right, right[1:], right[2:]) if p[1] > a[1] and p[1] > b[1]]
    assert len(recesses) >= 2 and len(lobes) >= 2
    assert min(y for _, y in lobes) - max(y for _, y in recesses) >= 8
    for (x0, y0), (x1, y1) in ((c[0], c[-1]) for c in creases):
        assert y0 <= 104
        assert min(abs(x1 - x) + abs(y1 - y) for x, y in recesses) <= 20


def test_cloth_printed_with_motifs(monkeypatch):
    """Review 18: the courts' flat fills looked like clip-art beside the Napoletane. Each
    figure's coat, gown or robe is printed with its own motif (court_looks.CLOTH: lozenges,
    flowers, stripes) in a darker tone of the suit's colour: at 400 px at least 150 pixels of a
    Fante or a Re change by more than 60 when it is drawn (231-1,060 now), at least 10 of a
    Cavallo, whose coat shows little under his arms and armour (14-195); none before
    (pattern "plain")."""
    from test_decks_engraved import _drawn

    for rank in (8, 9, 10):
        for suit in "DCBS":
            printed = _drawn(monkeypatch, "leggibili", rank, suit, 400, True)
            flat = _drawn(monkeypatch, "leggibili", rank, suit, 400, True, pattern="plain")
            w, h = printed.get_size()
            changed = sum(sum(abs(p - q) for p, q in zip(printed.get_at((x, y))[:3], flat.get_at((x, y))[:3])) > 60
                          for x in range(w) for y in range(h))
            assert changed >= (10 if rank == 9 else 150), (rank, suit, changed)


def _drawn(svg_body: str, size: int = 160):
    """A snippet of the generator's drawing (in a 200-unit box centred on 0, 0) at size px."""
    import io

    sys.path.insert(0, str(ROOT / "build"))
    from deckart import svg

    text = svg.document(200, 200, [svg.group([svg_body], tx=100, ty=100)])
    return pygame.image.load_sized_svg(io.BytesIO(text.encode()), (size, size))


def _differ(a, b) -> float:
    w, h = a.get_size()
    return sum(1 for x in range(w) for y in range(h)
               if sum(abs(p - q) for p, q in zip(a.get_at((x, y))[:3], b.get_at((x, y))[:3])) > 90) / (w * h)


def test_leggibili_fanti_four_faces():
    """Review 13c: the four Fanti shared one face. Each Fante's head (face and hair, drawn
    alone, bareheaded, in one hair colour) differs from every other's in at least 4% of
    its pixels (three were identical before)."""
    sys.path.insert(0, str(ROOT / "build"))
    from deckart import court_looks, people, styles

    pal = styles.LEGGIBILI.pal
    looks = [court_looks.LOOKS["leggibili"][8, s] for s in "DCBS"]
    heads = [_drawn(people.head(pal, lk.face, "none", "#6b4420", "#c0392f", "#ffffff", cy=0,
                                look=lk.look, tilt=lk.tilt)) for lk in looks]
    for i in range(4):
        for j in range(i + 1, 4):
            assert _differ(heads[i], heads[j]) >= 0.04, ("DCBS"[i], "DCBS"[j], _differ(heads[i], heads[j]))


def test_leggibili_hands_are_turned_fists():
    """Review 13c: the hands were blobs. On the leggibili figures a hand is a fist with
    four curled fingers turned along the forearm: drawn from an elbow on its left and
    from one above it, the two drawings differ (the other styles keep their hand)."""
    sys.path.insert(0, str(ROOT / "build"))
    from deckart import holding, styles

    pal = styles.LEGGIBILI.pal
    side = _drawn(holding.closed_hand(pal, 0, 0, 60, (-100, 0), True))
    above = _drawn(holding.closed_hand(pal, 0, 0, 60, (0, -100), True))
    dot = _drawn(holding.hand_dot(pal, 0, 0, 60))
    assert _differ(side, above) >= 0.05
    assert _differ(side, dot) >= 0.05
    assert holding.closed_hand(pal, 0, 0, 9, (-100, 0), False) == holding.hand_dot(pal, 0, 0, 9)


@pytest.mark.parametrize("card", [f"{r}{s}" for r in (8, 9, 10) for s in "DCBS"])
def test_leggibili_court_hands_are_fists(card):
    """Review 13c: hands drawn as blobs. Both hands of every leggibili court figure, the
    riders' too (the hand on the reins and the hand holding the sign), are the fist
    with four curled fingers (holding.closed_hand), none the plain closed hand."""
    text = (DECKS / "leggibili" / f"{card}.svg").read_text(encoding="utf-8")
    assert text.count('rx="4.3" ry="2.6"') == 8, card    # four fingers a hand
    assert 'rx="10.4" ry="9"' not in text, card          # holding.hand_dot's fist


def _held_sword(card: str) -> tuple[int, int]:
    """(the blade's length beyond the guard, the guard's width) of a court's held sword
    at 240 px: the pixels its <g id="held"> changes, the guard their widest row."""
    changed, _ = _changed(card, "held")
    rows: dict = {}
    for x, y in changed:
        rows.setdefault(y, []).append(x)
    widths = {y: max(xs) - min(xs) + 1 for y, xs in rows.items()}
    guard = max(widths, key=widths.get)   # the blade above it, or below (point down)
    return max(guard - min(rows), max(rows) - guard), widths[guard]


@pytest.mark.parametrize("card", ["8S", "10S"])
def test_leggibili_court_swords_are_long(card):
    """Review 13f: the court swords were short broad blades about twice as long as the
    guard (a toy, a popsicle). The blade above the guard is at least three times as long
    as the guard is wide at 240 px (1.1 times before: blade 48 px, guard 42 px)."""
    blade, guard = _held_sword(card)
    assert blade >= 3 * guard, (card, blade, guard)


def test_leggibili_re_di_coppe_no_hanging_sleeves():
    """Review 13f: two long yellow sleeves hung from the Re di coppe's shoulders with no
    hands. One sleeve now ends in a hand on his belt: the yellow in the left third of the
    card between 48% (under his round cape's hem) and 75% of its height is at most 150 px
    at 240 px (527 before)."""
    surf = pygame.image.load_sized_svg(str(DECKS / "leggibili" / "10C.svg"), (HEIGHT * 3, HEIGHT))
    w, h = surf.get_size()
    yellow = sum(1 for y in range(int(h * 0.48), int(h * 0.75)) for x in range(int(w * 0.06), int(w * 0.4))
                 if (lambda r, g, b: r > 190 and g > 140 and b < 120)(*surf.get_at((x, y))[:3]))
    assert yellow <= 150, yellow


def test_leggibili_re_di_coppe_arm_out_of_a_round_cape():
    """Review 13f / legg14: the Re di coppe's cup arm came out from under his square
    cape, a stick from behind it. His cape is rounded (standing.ROUND_CAPE, as the
    Napoletane one's) and drawn before the held cup, so the arm rises over it at the
    shoulder: the cape's ermine comes before <g id="held"> in 10C.svg (after it before)."""
    text = (DECKS / "leggibili" / "10C.svg").read_text(encoding="utf-8")
    ermine = text.find('fill="#fffdf6"')
    assert 0 <= ermine < text.find('id="held"'), (ermine, text.find('id="held"'))


def test_leggibili_fanti_hold_club_and_sword_apart():
    """The Fante di bastoni carried his club across his body: it hid his chest and the
    arm holding it (79% of the club's pixels in the middle fifth of the card's width at
    240 px). He holds it up at his side (under 10%), and the Fante di spade, who held his
    sword up at his side, rests it point down: its guard in the upper third of the
    sword (the lower before)."""
    club, (w, _) = _changed("8B", "held")
    middle = [x for x, _ in club if 0.38 * w <= x <= 0.62 * w]
    assert len(middle) <= 0.1 * len(club), (len(middle), len(club))
    sword, _ = _changed("8S", "held")
    rows: dict = {}
    for x, y in sword:
        rows.setdefault(y, []).append(x)
    guard = max(rows, key=lambda y: max(rows[y]) - min(rows[y]))
    assert guard - min(rows) < (max(rows) - min(rows)) / 3, (min(rows), guard, max(rows))


@pytest.mark.parametrize("suit", "DCBS")
def test_leggibili_riders_large_on_their_horses(suit):
    """Review 13f: the Cavallo di bastoni's rider was tiny on a large horse. Every rider
    (marked <g id="rider">, his sign with him) spans at least 0.34 of the card's height at
    240 px, as the Napoletane riders do (0.29-0.30 before)."""
    changed, (_, h) = _changed(f"9{suit}", "rider")
    ys = [y for _, y in changed]
    assert max(ys) - min(ys) >= 0.34 * h, (suit, (max(ys) - min(ys)) / h)


def test_leggibili_re_di_denari_crown_over_a_cap():
    """The Re di denari's closed crown was gold arches over a yellow cap: one yellow
    dome, read as a mitre or a chef's hat. The cap under the arches is wine red: at
    240 px at least 40 px of it in the crown's band, the top 22% of the card's middle
    half (none before)."""
    surf = pygame.image.load_sized_svg(str(DECKS / "leggibili" / "10D.svg"), (HEIGHT * 3, HEIGHT))
    w, h = surf.get_size()
    wine = sum(1 for x in range(int(w * 0.25), int(w * 0.75)) for y in range(int(h * 0.22))
               if (lambda r, g, b: 100 < r < 190 and g < 70 and b < 70)(*surf.get_at((x, y))[:3]))
    assert wine >= 40, wine


def test_leggibili_re_di_bastoni_club_in_proportion():
    """The Re di bastoni's club, as long as his body and its head as broad as his chest,
    read as a giant's bat: at 240 px it changes at most 16% as many pixels as his whole
    figure (17.9% before)."""
    club, _ = _changed("10B", "held")
    figure, _ = _changed("10B", "figure")
    assert len(club) <= 0.16 * len(figure), (len(club), len(figure))


@pytest.mark.parametrize("suit", "DCBS")
def test_leggibili_horses_on_shaped_legs(suit):
    """The leggibili horses stood on straight sticks (plain looks drew them without the
    drawn horses' sloping pasterns and muscled hind legs). Every Cavallo's near hind leg
    is the shaped one (limbs.horse_leg with horses.PASTERN and GASKIN) in its SVG."""
    sys.path.insert(0, str(ROOT / "build"))
    from deckart import court_looks, horses, limbs, styles

    look = court_looks.LOOKS["leggibili"][9, suit]
    hind = horses.tilted(horses.HIND.get(look.horse, horses.NEAR_HIND), horses.TILT.get(look.horse, 0.0))
    leg = "".join(limbs.horse_leg(styles.LEGGIBILI.pal, *hind, look.coat[0], 19,
                                  pastern=horses.PASTERN, gaskin=horses.GASKIN, hatch=look.hatch))
    assert leg in (DECKS / "leggibili" / f"9{suit}.svg").read_text(encoding="utf-8"), suit


@pytest.mark.parametrize("card", [f"{r}{s}" for r in (8, 10) for s in "DCBS"])
def test_leggibili_coats_buttoned(card):
    """Costume detail (review 13f: plain coats, beauty 7): the standing figures' coats
    keep the style's flat colours and heavy outline but have gold buttons down the
    front band and studs on the hem band again (`Look.studs`): at least four gold
    buttons in every Fante's and Re's SVG (none before)."""
    text = (DECKS / "leggibili" / f"{card}.svg").read_text(encoding="utf-8")
    assert text.count('r="3.6" fill="#f5b800"') >= 4, card


def test_leggibili_sleeves_not_the_colour_of_their_cape():
    """The Re di coppe's cup arm, its sleeve gold like the gold cape it rises out of,
    showed only as an outline on it. A caped figure's sleeves are never the cape's colour
    (the Re di coppe's red, as his gown)."""
    sys.path.insert(0, str(ROOT / "build"))
    from deckart import court_looks

    caped = [lk for lk in court_looks.LOOKS["leggibili"].values() if lk.mantle and lk.drape == "cape"]
    assert caped and all((lk.sleeve or lk.robe) != lk.mantle for lk in caped)
