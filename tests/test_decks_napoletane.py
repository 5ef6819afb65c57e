"""Napoletane deck (issue #13, the reviewer's defects): the 7 di denari and di coppe in
the conventional layout with the odd sign apart, Cavalli whose riders fill the card on horses
of their own, and four Re that are four figures, not one robe recoloured. The shared
helpers (blobs of ink at 80 px) are those of test_decks.py."""
from __future__ import annotations

import math
import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

# display: the module's autouse fixture (a 1x1 display mode), shared with test_decks
from deck_support import DECKS, ROOT, group_pixels, ink_blobs, without_groups, countable, display  # noqa: E402,F401
from briscola_gui.ui import deck_art  # noqa: E402


def _blob_masks(card: str) -> list[pygame.mask.Mask]:
    """The separate blobs of ink of a face drawn 80 px high, as masks over the frame's
    inside (build/countable.py's ink, as test_decks.ink_masks)."""
    surf = deck_art.CardImages("napoletane").face(card, 80)
    return countable.ink(surf).connected_components(countable.SPECK)


def _least_gap(masks: list[pygame.mask.Mask]) -> float:
    """The fewest pixels of paper between two blobs (outline to outline)."""
    lines = [m.outline() for m in masks]
    return min(math.dist(p, q) - 1 for i, a in enumerate(lines) for b in lines[i + 1:]
               for p in a for q in b)


@pytest.mark.parametrize("card", [f"{r}{s}" for s in "DC" for r in range(2, 8)])
def test_napoletane_coins_and_cups_apart_at_80px(card):
    """Blind reading at 80 px (86.7%): 6 and 7 di denari, 7 di coppe read one for the
    other, 5 di denari as a 4: coins 20 px across had 1 px of paper between them (the
    6, 7 and 4 di denari, the 7 di coppe). Now every coin and cup is its own blob with
    at least 3 px of paper between any two, and at least 14 px tall."""
    masks = _blob_masks(card)
    assert len(masks) == int(card[0]) + (card == "4D"), card   # the 4's shield
    assert _least_gap(masks) >= 3, (card, round(_least_gap(masks), 1))
    assert min(m.get_bounding_rects()[0].h for m in masks) >= 14, card


@pytest.mark.parametrize("card, blobs", [("4B", 2), ("5B", 3), ("6B", 3), ("4S", 3), ("5S", 4),
                                         ("6S", 3)])
def test_napoletane_crossed_rows_apart_at_80px(card, blobs):
    """Blind reading at 80 px: 4 di spade read as 5 or 2, 5 as 4, bastoni X's in a
    tangle. The X's of clubs and swords are flatter, with bands of paper between the
    rows: each X (the 4 di spade's flowers, the 5's lone club, the 5 di spade's lying
    sword and its scene) its own blob, at least 3 px apart at 80 px (2 px on the 4 and
    6 di bastoni, 1 px on the 5 di spade before; the 4 di spade's flowers touched both
    X's; under 100 px three tiny flowers with no sprig, test_decks_napoletane_small; the 5 di
    spade's smaller scene two blobs since session 19, the men and the fox: one vignette here)."""
    masks = sorted(_blob_masks(card), key=lambda m: m.get_bounding_rects()[0].centery)
    if card == "5S" and len(masks) == 5:
        masks[2].draw(masks.pop(3), (0, 0))
    assert len(masks) == blobs, card
    assert _least_gap(masks) >= 3, (card, round(_least_gap(masks), 1))


def _middle_run(card: str) -> int:
    """The longest run of ink down the card's middle column at 80 px."""
    surf = pygame.image.load_sized_svg(str(DECKS / "napoletane" / f"{card}.svg"), (100, 80))
    w, h = surf.get_size()
    paper = surf.get_at((w // 2, 2))
    best = run = 0
    for y in range(h):
        ink = sum(abs(a - b) for a, b in zip(surf.get_at((w // 2, y))[:3], paper[:3])) > 60
        run = run + 1 if ink else 0
        best = max(best, run)
    return best


@pytest.mark.parametrize("suit", "BS")
def test_napoletane_seven_x_whole_and_upright_in_the_middle_row(suit):
    """Blind reading at 80 px (lead, 11:58): the 7 di bastoni and di spade read as 2, 4,
    5 or 6: an upright the whole height, on a band of paper, cut every X into stubs, so
    the card showed one sign with bits. Now the top and bottom X's are whole (blobs as
    wide as the 6 di spade's X's were, 28 px; the 6 di bastoni's are longer since, test_decks_napoletane_small)
    and the odd sign stands up in the middle row only (between the middle pair's two
    uprights since session 12): down the card's middle its ink runs 20-40 px (72 and 70
    before; the 6: 10)."""
    boxes = sorted((m.get_bounding_rects()[0] for m in _blob_masks(f"7{suit}")), key=lambda b: b.centery)
    six = 28  # the 6 di spade's X's until session 19 (34 px since: test_decks_napoletane_larger_pips)
    top, bottom = boxes[0], boxes[-1]
    assert top.w >= six and bottom.w >= six >= 24, (boxes, six)
    assert 20 <= _middle_run(f"7{suit}") <= 40, _middle_run(f"7{suit}")
    assert _middle_run(f"6{suit}") < 16


def test_napoletane_five_of_swords_lying_sword():
    """The 5 di spade read as a 4 (x4) or a 3: the fifth sword standing in the scene was
    taken for part of it. Now it lies across the middle row as the 5 di bastoni's club
    does, broad, a blob of its own at 80 px at least 0.65 of the card wide and under
    16 px tall, the scene under it, apart, at least 0.45 of the card wide (0.6 before it
    was drawn smaller and lighter, test_decks_napoletane_blind; 0.5 before session 19's
    larger X's, test_decks_napoletane_larger_pips: the men and the fox two blobs)."""
    blobs = sorted((m.get_bounding_rects()[0] for m in _blob_masks("5S")), key=lambda b: b.centery)
    assert len(blobs) == 5, blobs
    sword, scene = blobs[1], blobs[2].union(blobs[3])
    assert sword.w >= 0.65 * 50 and sword.h < 16, blobs
    assert scene.w >= 0.45 * 50 and scene.top > sword.centery, blobs


def test_napoletane_re_di_spade_sword_upright():
    """Blind readings: the Re di spade read as another Re (x5), and with his sword resting
    point down before his robe, in blue and then in bright steel, still as the Re di coppe
    twice in six (f13: its gold guard and grip at his waist read as a cup). Now he holds
    it upright at his side, the blade in the pips' blue steel beside his head against the
    paper: at 80 px, in the right half of the card above 0.45 of its height, a column of
    at least 18 blue-steel pixels one above the other (8 before; the Re di coppe none)."""
    surf = pygame.image.load_sized_svg(str(DECKS / "napoletane" / "10S.svg"), (100, 80))
    w, h = surf.get_size()
    best = 0
    for x in range(w // 2, w):
        run = 0
        for y in range(int(h * 0.45)):
            c = surf.get_at((x, y))
            run = run + 1 if c[2] >= c[0] + 40 else 0
            best = max(best, run)
    assert best >= 18, best


def test_napoletane_cavalli_riders_large():
    """Review: the riders were small, about a quarter of the card. Each rider (marked
    <g id="rider">: torso, arm with the reins and head) spans at least 31% of the card's
    height and covers at least 5% of it at 240 px (0.25-0.28 and 3.7% before)."""
    for suit in "DCBS":
        full, _, copies, changed = group_pixels("napoletane", f"9{suit}", "rider", (480, 240))
        assert copies
        w, h = full.get_size()
        ys = [y for _, y in changed]
        assert (max(ys) - min(ys)) / h >= 0.31, (suit, (max(ys) - min(ys)) / h)
        assert len(changed) / (w * h) >= 0.05, (suit, len(changed) / (w * h))


def test_napoletane_cavalli_horses_differ():
    """Review: two Cavalli rode the same white walking horse. Each horse has its own coat
    (the saddle cloth aside, the colours of the four horses differ) and its own gait."""
    sys.path.insert(0, str(ROOT / "build"))
    from deckart import court_looks

    looks = [court_looks.NAPOLETANE[9, s] for s in "DCBS"]
    assert len({look.coat for look in looks}) == 4
    assert len({look.horse for look in looks}) == 4


def test_napoletane_four_re_are_four_figures():
    """Review: the four Re read as one bell-robe template recoloured. Their silhouettes
    (every pixel not paper above the ground, the held signs taken out, at 160 px) differ
    pairwise in at least 25% of their union (the recoloured template: 23% between the Re
    di Denari and di Spade)."""
    import io

    masks = {}
    for suit in "DCBS":
        text = (DECKS / "napoletane" / f"10{suit}.svg").read_text(encoding="utf-8")
        surf = pygame.image.load_sized_svg(io.BytesIO(without_groups(text, "held")[0].encode()),
                                           (320, 160))
        w, h = surf.get_size()
        inner = surf.subsurface((round(w * 0.06), round(h * 0.04), w - 2 * round(w * 0.06),
                                 round(h * 0.82)))
        mask = pygame.mask.from_threshold(inner, surf.get_at((w // 2, 4)), (36, 36, 36, 255))
        mask.invert()
        masks[suit] = mask
    from svg_groups import pairwise_differences
    for pair, differ in pairwise_differences(masks).items():
        assert differ >= 0.25, (pair, round(differ, 3))


def test_napoletane_five_of_clubs_lone_club_full_length():
    """Review: the 5 di bastoni's middle club was a stub. It lies across the middle row,
    its own blob at 80 px as wide as the X's above and below it."""
    blobs = sorted((box for box, _ in ink_blobs("napoletane", "5B")), key=lambda b: b.centery)
    assert len(blobs) == 3, blobs
    top, lone, bottom = blobs
    assert lone.w >= 0.9 * min(top.w, bottom.w), blobs
    assert lone.w > 3 * lone.h, blobs   # lying, not upright (the X's are flatter now)


def test_napoletane_five_of_swords_scene_large():
    """Review: the 5 di spade's scene (the fox and the two men) was a smudge at 80 px.
    Its middle row is 42% of the height: at 80 px the scene and the sword lying over it
    span at least 70% of the card's width and 22 px of its height (20 px before, in a row
    a third of the card; review 13e then asked for a smaller vignette under the swords)."""
    blobs = sorted(ink_blobs("napoletane", "5S"), key=lambda b: b[0].centery)
    middle = [box for box, _ in blobs if 0.3 * 80 < box.centery < 0.7 * 80]
    scene = middle[0].unionall(middle[1:]) if middle else None
    assert scene is not None and scene.w >= 0.7 * 50 and scene.h >= 22, (scene, blobs)


def test_napoletane_five_of_swords_scene_a_vignette():
    """Review 13e defect 1: the 5 di spade's fox was a stiff box as large as the men,
    its snout under the sword's guard, the scene filling the middle band. Now a finely
    drawn vignette under the lying fifth sword (fox_scene.py): the fox about half the
    men's height, its red fur at most 1,000 pixels at 480 px (2,531 before), and no fur
    in the rows of the sword (the middle row's upper third). The scene is drawn lighter
    since (napoli.SCENE_FADE): its fur a paler orange."""
    surf = pygame.image.load_sized_svg(str(DECKS / "napoletane" / "5S.svg"), (960, 480))
    w, h = surf.get_size()

    def fur(c):
        return c[0] > 150 and 0.3 * c[0] < c[1] < 0.74 * c[0] and c[2] < 0.6 * c[0]

    spots = [(x, y) for x in range(w // 2) for y in range(int(h * 0.3), int(h * 0.7))
             if fur(surf.get_at((x, y)))]
    assert 200 < len(spots) <= 1000, len(spots)
    assert min(y for _, y in spots) > 0.42 * h, min(y for _, y in spots)


def _width_through_middle(surf: pygame.Surface, y: int) -> int:
    """How wide the run of ink through the card's middle column is on row y (0: paper)."""
    w, h = surf.get_size()
    spots = [surf.get_at((round(w * fx), round(h * fy)))[:3] for fx in (0.12, 0.88) for fy in (0.1, 0.5, 0.9)]
    paper = max(spots, key=spots.count)   # the margins are mostly bare paper

    def ink(x: int) -> bool:
        return sum(abs(a - b) for a, b in zip(surf.get_at((x, y))[:3], paper)) > 60

    if not ink(w // 2):
        return 0
    left = right = w // 2
    while left > 0 and ink(left - 1):
        left -= 1
    while right < w - 1 and ink(right + 1):
        right += 1
    return right - left + 1


def test_napoletane_asso_di_spade_slender():
    """Review 13: the asso di spade was a candy cane, its blade 23% of the card's width
    under eight tight turns of ribbon. Now one slender sword: between the turns of
    ribbon, the blade is at most 12% of the width at 240 px (10% drawn)."""
    surf = pygame.image.load_sized_svg(str(DECKS / "napoletane" / "1S.svg"), (720, 240))
    w, h = surf.get_size()
    for y0 in range(int(h * 0.15), int(h * 0.5), int(h * 0.06)):
        band = [_width_through_middle(surf, y) for y in range(y0, y0 + int(h * 0.06))]
        assert 0 < min(band) <= 0.12 * w, (y0, band)


def test_napoletane_asso_di_bastoni_tapers_to_a_grip():
    """Review 13: the asso di bastoni read as a sawn stump. Now a club swelling from a
    grip half as wide as its rounded head: the grip (at 82-90% of the height) at most 0.55
    of the head's width (at 25-45%), stubs aside (the narrowest row of each band)."""
    surf = pygame.image.load_sized_svg(str(DECKS / "napoletane" / "1B.svg"), (720, 240))
    h = surf.get_height()

    def band(f0: float, f1: float) -> int:
        return min(_width_through_middle(surf, y) for y in range(int(h * f0), int(h * f1)))

    head = max(band(f, f + 0.05) for f in (0.25, 0.3, 0.35, 0.4))
    grip = band(0.82, 0.9)
    assert 0 < grip <= 0.55 * head, (grip, head)


def test_napoletane_asso_di_bastoni_is_no_carrot():
    """Review 13e defect 5: the asso di bastoni, a smooth trunk tapering from its head
    with a tuft of leaves on its crown, read as a carrot at 80 px. Now a massive gnarled
    cudgel: at 240 px its wood (head, burls and long lopped branches) spreads over 0.5 of
    the card's width or more in its upper third (0.39 before), and no leaf rises over
    its crown in the middle third of the card (198 green pixels before): the leafy
    shoots grow from the branches at its sides."""
    surf = pygame.image.load_sized_svg(str(DECKS / "napoletane" / "1B.svg"), (720, 240))
    w, h = surf.get_size()

    def wood(c):
        return c[0] > c[1] + 25 and c[1] > c[2] + 10 and c[0] > 90

    def green(c):
        return c[1] > c[0] + 20 and c[1] > c[2] + 10

    top = min(y for y in range(h) for x in range(w // 3, w * 2 // 3) if wood(surf.get_at((x, y))))
    spans = []
    for y in range(top, top + h // 3):
        xs = [x for x in range(w) if wood(surf.get_at((x, y)))]
        spans.append(max(xs) - min(xs) if xs else 0)
    assert max(spans) >= 0.5 * w, (max(spans), w)
    over = [(x, y) for x in range(w // 3, w * 2 // 3) for y in range(4, top)
            if green(surf.get_at((x, y)))]
    assert not over, over[:5]


def test_napoletane_eagle_heads_on_their_necks():
    """Review 13c: the asso di denari's heads read as parrots, round heads with deep beaks,
    each cut from its neck by a band of paper. The heraldic heads (eagles.crested_head)
    sit on their necks: at 240 px the line from where the neck splits to each head's
    skull runs through dark plumage all the way (the paper halo is drawn under the necks,
    only round the head's outer side)."""
    surf = pygame.image.load_sized_svg(str(DECKS / "napoletane" / "1D.svg"), (480, 240))
    w, h = surf.get_size()
    k_card = h / 820
    k = 510 * 0.94 / 480                       # aces._napoletane: the eagle's frame
    for s in (-1, 1):
        for t in [i / 10 for i in range(11)]:
            x, y = s * (28 + (64 - 28) * t), -166 + (-200 + 166) * t   # split to skull
            px, py = (255 + x * k) * k_card, (410 + 30 * k + y * k) * k_card
            r, g, b, _ = surf.get_at((round(px), round(py)))
            assert r + g + b < 450, (s, t, (r, g, b))   # plumage, not paper


def test_napoletane_four_di_denari_shield_and_lily():
    """Review 13c: the 4 di denari's piece looked like a pot with a lid (a red knob over a
    small shield, a lily like a goblet). Now a shield bordered in gold with no red above it,
    its blue field charged with a fleur-de-lis whose side petals spread over 60% of the
    field's width (47% before), at 240 px."""
    surf = pygame.image.load_sized_svg(str(DECKS / "napoletane" / "4D.svg"), (480, 240))
    w, h = surf.get_size()

    def blue(c):
        return c[2] > 120 and c[2] > c[0] + 60 and c[2] > c[1] + 20

    def gold(c):
        return c[0] > 180 and c[1] > 140 and c[2] < 110

    def red(c):
        return c[0] > 150 and c[1] < 90 and c[2] < 90

    field = [(x, y) for x in range(w // 4, w * 3 // 4) for y in range(h // 4, h * 3 // 4)
             if blue(surf.get_at((x, y)))]
    xs, ys = [x for x, _ in field], [y for _, y in field]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    assert y1 - y0 > (x1 - x0), (x0, x1, y0, y1)            # a shield, taller than wide
    lily = [x for x in range(x0, x1 + 1) for y in range(y0, y1 + 1) if gold(surf.get_at((x, y)))
            and any(blue(surf.get_at((xx, y))) for xx in range(x0, x))
            and any(blue(surf.get_at((xx, y))) for xx in range(x + 1, x1 + 1))]
    assert max(lily) - min(lily) >= 0.6 * (x1 - x0), (min(lily), max(lily), x0, x1)
    above = [(x, y) for x in range(x0, x1 + 1) for y in range(max(0, y0 - 20), y0)
             if red(surf.get_at((x, y)))]
    assert not above, above[:5]


def test_napoletane_eagle_heads_apart():
    """The eagle's two heads stand apart, their crests not meeting between them: at
    240 px, along the row through the crests (y = -212 in the eagle's frame), the paper
    between the heads is at least 11 px wide (7 px when the crests nearly met)."""
    surf = pygame.image.load_sized_svg(str(DECKS / "napoletane" / "1D.svg"), (480, 240))
    k_card, k = 240 / 820, 510 * 0.94 / 480
    py = round((410 + 30 * k - 212 * k) * k_card)
    cx = round(255 * k_card)

    def paper(x: int) -> bool:
        return sum(surf.get_at((x, py))[:3]) >= 450

    left = next(x for x in range(cx, 0, -1) if not paper(x))
    right = next(x for x in range(cx, surf.get_width()) if not paper(x))
    assert right - left - 1 >= 11, (left, right)


def test_napoletane_cavalli_heads_their_own():
    """Review 13e defect 2: three of the horses shared one stiff head, small and half
    behind the rider. Each horse now carries its head its own way (horses.CARRIAGES): a
    long face held high (the white horse), a short head bowed on an arched neck (the
    palomino), stretched forward and low (the black at the trot), flung up (the rearing
    chestnut), each head drawn 1.3x or more. The face's line from poll to muzzle (in the
    horse's frame, as drawn) differs by at least 10 degrees between any two horses (at
    most 3.6 before, where only the forehand's tilt told them apart)."""
    import math

    sys.path.insert(0, str(ROOT / "build"))
    from deckart import court_looks, horses

    angles = []
    for s in "DCBS":
        look = court_looks.NAPOLETANE[9, s]
        tilt = horses.TILT.get(look.horse, 0.0)
        head = horses.CARRIAGES[look.head]
        assert head.grow >= 1.3, (s, head)
        (px, py), (mx, my) = horses.tilted(horses.carriage([(-106, 86), (-166, 162)], tilt, head), tilt)
        angles.append(math.degrees(math.atan2(my - py, mx - px)))
    assert all(abs(a - b) >= 10 for i, a in enumerate(angles) for b in angles[i + 1:]), angles


def test_napoletane_faces_their_own():
    """Review 13e defect 3: one face for all the figures (the four Fanti one drawing,
    the bearded men another). Each figure's face now has its own cast (looks.MIENS:
    the eyes' opening and glance, brows knitted or raised, the nose's length and hump,
    the mouth's corners, jaw and chin): no two of the twelve share kind and cast, and
    drawn alone 240 px high the four Fanti's faces differ pairwise in at least 3% of
    their pixels (0 before: one drawing)."""
    import io

    sys.path.insert(0, str(ROOT / "build"))
    from deckart import court_looks, palettes, people
    from deckart.looks import MIENS
    from deckart.svg import document

    looks = court_looks.NAPOLETANE
    assert len({(lk.face, lk.mien) for lk in looks.values()}) == 12
    pal = palettes.NAPOLETANE
    drawn = []
    for s in "DCBS":
        lk = looks[8, s]
        svg = document(100, 100, [people.head(pal, lk.face, "none", pal["hair"], lk.hat_colour, lk.trim,
                                              cx=50, cy=50, mien=MIENS[lk.mien])])
        drawn.append(pygame.image.load_sized_svg(io.BytesIO(svg.encode()), (240, 240)))
    for i, a in enumerate(drawn):
        for b in drawn[i + 1:]:
            differ = sum(1 for x in range(60, 180) for y in range(40, 160)
                         if sum(abs(p - q) for p, q in zip(a.get_at((x, y))[:3], b.get_at((x, y))[:3])) > 60)
            assert differ >= 0.03 * 120 * 120, differ


@pytest.mark.parametrize("card, most", [("6D", 115), ("7D", 121), ("4C", 134), ("7C", 134)])
def test_napoletane_coins_and_cups_edged_dark(card, most):
    """Blind reading (lead, 11:58): 7, 6 and 5 di denari and 4, 6, 7 di coppe read one
    for another: gold rays and rims on cream paper blurred at 80 px. Each coin and cup is
    now edged in a heavy dark line (suits.SUN_EDGE, CUP_EDGE: the cup's bowl, stem and
    foot in one silhouette): the mean luminance of the pixels along the blobs' outlines
    at 80 px is at most `most` (6D 137, 7D 147, 4C 142, 7C 153 before; the 7D 118, 120.7
    in its columns since, its coins at other fractions of a pixel). The printed drawing,
    seen from 100 px up (the coins drawn under 100 px: test_decks_napoletane_small)."""
    surf = countable.seen(DECKS / "napoletane", "napoletane", card, 80, full=True)
    sub = surf.subsurface(countable.frame(surf))
    blobs = countable.ink(surf).connected_components(countable.SPECK)
    lum = [0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] for m in blobs for c in (sub.get_at(p) for p in m.outline())]
    assert sum(lum) / len(lum) <= most, round(sum(lum) / len(lum), 1)
