"""Issue #13, review 13h and blind reading f13: the Piacentine courts read at 80 px as a
Briscola player reads them. The Re di denari's axe an axe (not a shovel), the Fante di
denari's coin held before his chest (beside his head, as the Re holds his, he was read
as the Re), the Cavallo di spade's horse a dapple grey that stands out of the cream
paper. Measured on the generated SVGs as the game renders them."""
from __future__ import annotations

import io
import sys
from pathlib import Path

import pygame

from test_decks import _group_pixels, _held_sign_box
from test_decks_odd_sign import display  # noqa: F401 (the display fixture)

ROOT = Path(__file__).resolve().parent.parent


def _deckart(name: str):
    sys.path.insert(0, str(ROOT / "build"))
    try:
        return __import__(f"deckart.{name}", fromlist=[name])
    finally:
        sys.path.pop(0)


def test_re_di_denari_axe_a_bearded_axe_gilt():
    """Review 13h (Piacentine, item 4): the Re di denari's axe read as a shovel, a rounded
    blue plate on a long haft. Its head is a bearded axe (emblems.axe): drawn alone, the
    head beside the haft is at least 1.7 times as tall as it is deep (the crescent edge
    and the beard sweeping down to the haft; 1.6 before, 1.8 now), and not the swords'
    colour: in grey steel (review 13h's fix) the Re di denari was read as the Re di spade
    (twice in round 2 of court18's untold A/B, once in f14); it is gilt: its pixels'
    red is at least 60 over their blue on average (grey steel -8, gilt 118)."""
    svg, emblems, palettes = _deckart("svg"), _deckart("emblems"), _deckart("palettes")
    k = 3
    text = svg.document(120, 220, [svg.group([emblems.axe(palettes.PIACENTINE)], tx=40, ty=120)])
    surf = pygame.image.load_sized_svg(io.BytesIO(text.encode()), (120 * k, 220 * k))
    head = [(x, y) for x in range((40 + 8) * k, 120 * k) for y in range(220 * k)
            if surf.get_at((x, y)).a > 200]
    xs, ys = [x for x, _ in head], [y for _, y in head]
    tall, deep = max(ys) - min(ys), max(xs) - min(xs)
    warm = sum(c[0] - c[2] for c in (surf.get_at(p) for p in head)) / len(head)
    assert tall >= 1.7 * deep and warm >= 60, (tall, deep, round(warm))


def test_fante_di_denari_holds_his_coin_before_his_chest():
    """Blind reading f13: the Fante di denari was read as the Re di denari 3 times in 10.
    Both lifted the coin beside the head, at the height of the Re's crown, in yellow. The
    Fante holds it on his palm before his chest: at 80 px the coin's top at least 5 px
    below the Re's (2 px above it before) and the coin at least 17 px across."""
    fante, re_ = _held_sign_box("piacentine", "8D", 80), _held_sign_box("piacentine", "10D", 80)
    assert fante.y - re_.y >= 5 and fante.w >= 17, (fante, re_)


def test_cavallo_di_spade_on_a_dapple_grey_that_holds_on_the_paper():
    """Review 13h (Piacentine, item 1): the Cavallo di spade's pale grey horse vanished
    on the cream paper at 80 px; only the blue rider and the swords showed, and the card
    read as the Fante di spade. He rides an iron grey dappled lighter (Look.dapple): at
    80 px the horse's pixels average at most 145 in luminance (159 before) and are grey,
    not the cudgels' brown: red over blue by at most 12 on average (22 before; the
    clubs' wood about 118)."""
    full, _, _, changed = _group_pixels("piacentine", "9S", "horse", (240, 80))
    cs = [full.get_at(p) for p in changed]
    lum = sum(0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] for c in cs) / len(cs)
    warm = sum(c[0] - c[2] for c in cs) / len(cs)
    assert lum <= 145 and warm <= 12, (round(lum), round(warm))


def test_horse_from_behind_lifts_its_head_beside_the_rider():
    """Review 13h (Piacentine, item 1): on the Cavallo di denari the horse seen from behind
    had its head "sprouting from the side of the rump", the neck rising from the flank
    beside the croup, the eye at the rider's shoulder. The neck now rises from behind
    the rider's shoulder and the head is carried up beside his face: in the horse frame
    the eye at or above y = 0, the rider's face at about -5 (17 before)."""
    behind, horses = _deckart("behind"), _deckart("horses")
    eye = behind.behind_head([horses.EYE])[0]
    assert eye[1] <= 0, eye


def test_piacentine_lifted_forelegs_fold_at_the_knee():
    """Review 13h (Piacentine, item 1): the Cavallo di bastoni's black horse had a foreleg
    "poking out sideways", reaching forward from the knee to a hoof ahead of it. Every
    Piacentine half horse's lifted foreleg folds at the knee, the hoof under or behind it
    (the horse facing left: the hoof's x no more than 6 units ahead of the knee's; the
    canter's was 24 ahead)."""
    knight = _deckart("knight")
    for gait in ("canter", "piaffe", "rear"):
        pose = knight.pose(gait)
        for leg in (pose.near, pose.far):
            if leg:
                assert leg[2][0] >= leg[1][0] - 6, (gait, leg)


def test_re_di_bastoni_profile_head_broad_under_his_crown():
    """Review 13h (Piacentine, item 2): the Re di bastoni's profile head was small under a
    crown larger than it, his beard a white horn. The head in profile is drawn as broad as
    the faces seen from the front (profile.PROFILE_GROW) with the beard along the jaw: drawn
    alone, the head is at least 0.7 as wide as his crown at the Piacentine size (0.58
    before, 0.72 now)."""
    svg, people, palettes, profile = (_deckart(m) for m in ("svg", "people", "palettes", "profile"))
    pal = palettes.PIACENTINE

    def width(parts) -> int:
        text = svg.document(200, 200, [svg.group(parts, tx=100, ty=100)])
        surf = pygame.image.load_sized_svg(io.BytesIO(text.encode()), (400, 400))
        xs = [x for x in range(400) for y in range(400) if surf.get_at((x, y)).a > 128]
        return max(xs) - min(xs)

    face = width(profile.profile_face(pal, "#a39d92", pal["beard"], "#6a4a2a"))
    crown = width([svg.group(people.hat(pal, "crown", "#d2322d", "#efc234"), scale=1.6)])
    assert face >= 0.7 * crown, (face, crown)


def test_piacentine_half_figures_sleeves_folded():
    """Review 13h (Piacentine, item 2): the Fanti and Re were paper dolls with flat flap
    sleeves. Their broad sleeves are gathered in slanting folds (limbs.sleeve_folds,
    drawn for the column figures only): in each SVG both arms draw their folds in a
    darker tone of the sleeve (none before)."""
    looks, svg = _deckart("court_looks").LOOKS["piacentine"], _deckart("svg")
    for rank in (8, 10):
        for suit in "DCBS":
            look = looks[rank, suit]
            tone = svg.shade_hex(look.sleeve or look.robe, 0.58)
            text = (ROOT / "assets" / "decks" / "piacentine" / f"{rank}{suit}.svg").read_text(encoding="utf-8")
            assert text.count(f'stroke="{tone}" stroke-width="2.2"') >= 2, (rank, suit)


def test_piacentine_flowered_robes_in_few_elements():
    """The Piacentine courts' SVG budget (1 MB for the style, build/measure_decks.py) went
    mostly on the flowered robes: four circles to a flower, 444-516 circles on the 8D, 10D
    and 10S. The half figures draw each flower as two crossed round-capped strokes, all in
    one path (people.pattern compact, the same picture): each of those cards at most 200
    circles (116-166 now) and the twelve courts at most 530 KB (535 KB before; 502 KB with
    the sleeves' folds, the axe and the dappled horse, 524 KB with the fingered sign hands)."""
    folder = ROOT / "assets" / "decks" / "piacentine"
    for card in ("8D", "10D", "10S"):
        assert (folder / f"{card}.svg").read_text(encoding="utf-8").count("<circle") <= 200, card
    courts = [folder / f"{rank}{suit}.svg" for rank in (8, 9, 10) for suit in "DCBS"]
    assert sum(f.stat().st_size for f in courts) <= 530_000


def test_cavallo_di_bastoni_horse_lit_towards_its_head():
    """Review 13h (Piacentine, item 1): the Cavallo di bastoni's black horse was "a flat
    black lozenge", its lifted foreleg lost black on black. A black coat is lit more
    strongly from the head (knight.knight_half) and its near foreleg drawn lighter
    (knight.lit); the horse is now a sorrel (test_cavallo_di_bastoni_on_a_brown_horse),
    lit from the head as every half horse: at 240 px the upper half's horse left of 35% of
    the card (head, neck, the lifted leg) averages at least 20 more in luminance than right
    of 60% (the barrel behind the saddle, the croup before the half horse lost it in session 16;
    15 before, 23 on the black horse, 24 on the sorrel)."""
    full, _, _, changed = _group_pixels("piacentine", "9B", "horse", (720, 240))
    w, h = full.get_size()

    def lum(points) -> float:
        cs = [full.get_at(p) for p in points]
        return sum(0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] for c in cs) / len(cs)

    upper = [p for p in changed if p[1] < h // 2]
    head, barrel = lum([p for p in upper if p[0] < w * 0.35]), lum([p for p in upper if p[0] > w * 0.6])
    assert head - barrel >= 20, (round(head), round(barrel))


def test_horse_from_behind_belly_shadow_on_its_flank():
    """The flank under the neck of the horse seen from behind was raised with its head
    (test_horse_from_behind_lifts_its_head_beside_the_rider); the belly's shadow stayed
    where the flank had been and lay on the paper beside the croup, a grey wedge. Every
    point of the shadow's outline (behind.BELLY) lies inside the flank's (behind.FLANK)."""
    behind, people = _deckart("behind"), _deckart("people")
    assert all(people.inside(pt, behind.FLANK) for pt in behind.BELLY), behind.BELLY


def test_piacentine_courts_grip_their_signs():
    """Review 13h (Piacentine, item 2): paper dolls with mitten hands. The hand that holds
    the sign grips it with four fingers and a thumb (Look.hands "grip", holding.hand's
    `sign`; the other hand stays a closed mitten: fingers on both cost the style 40 KB,
    on the sign's hand 22 KB): in each court's SVG the four fingers of both halves' sign
    hands (8 ellipses 4.3 units long; none before)."""
    looks = _deckart("court_looks").LOOKS["piacentine"]
    for rank in (8, 9, 10):
        for suit in "DCBS":
            assert looks[rank, suit].hands == "grip", (rank, suit)
            text = (ROOT / "assets" / "decks" / "piacentine" / f"{rank}{suit}.svg").read_text(encoding="utf-8")
            assert text.count('rx="4.3"') >= 8, (rank, suit)


def _ink_at_the_line(card: str) -> int:
    """Dark ink pixels within 5 rows either side of the middle line at 240 px, across the
    frame."""
    text = (ROOT / "assets" / "decks" / "piacentine" / f"{card}.svg").read_text(encoding="utf-8")
    surf = pygame.image.load_sized_svg(io.BytesIO(text.encode()), (720, 240))
    w, h = surf.get_size()
    rows = list(range(h // 2 - 6, h // 2 - 1)) + list(range(h // 2 + 2, h // 2 + 7))
    return sum(1 for y in rows for x in range(round(w * 0.06) + 3, round(w * 0.94) - 3)
               if sum(surf.get_at((x, y))[:3]) < 200)


def test_piacentine_fanti_tunics_run_through_the_middle_line():
    """Review 13h (fresh eyes, court17): each Fante's half ended in the tunic's waving hem
    over the tops of his hose, and the two hems met on the line as a row of crimped
    diamonds in thick black line, "a pie-crust glitch". The Fanti are cut above the hem
    and the hose (courts.TUNIC_CUT_BY_STYLE 252; 266 before), the tunic running into its
    mirror: at 240 px within 5 rows of the line at most 50 dark ink pixels on the 8D, 8C
    and 8S (96, 98 and 53 before; 35, 35, 19 now; the 8B's club crosses there)."""
    standing = _deckart("standing")
    assert _deckart("courts").TUNIC_CUT_BY_STYLE["piacentine"] <= standing.BOTTOM["tunic"] - 8
    for card in ("8D", "8C", "8S"):
        assert _ink_at_the_line(card) <= 50, (card, _ink_at_the_line(card))


def test_fante_di_spade_not_a_child_beside_his_sword():
    """Review 13h (fresh eyes, court17): the Fante di spade, fitted under his long sword's
    point, was about half as wide as the other Fanti, "a child next to its sword". His
    sword is 1.2x (1.35), still three quarters of the half's height: at 240 px his figure
    spans at least 53% of the frame's width just above the line (49% before, 55% now)."""
    text = (ROOT / "assets" / "decks" / "piacentine" / "8S.svg").read_text(encoding="utf-8")
    surf = pygame.image.load_sized_svg(io.BytesIO(text.encode()), (720, 240))
    w, h = surf.get_size()
    x0, x1 = round(w * 0.06) + 4, round(w * 0.94) - 4
    paper = surf.get_at((x0 + 1, 12))
    xs = [x for x in range(x0, x1)
          if sum(abs(a - b) for a, b in zip(surf.get_at((x, h // 2 - 4))[:3], paper[:3])) > 60]
    assert (xs[-1] - xs[0] + 1) / (x1 - x0) >= 0.53, (xs[0], xs[-1], x1 - x0)


def test_piacentine_fanti_each_a_face_of_his_own():
    """Review 13h (fresh eyes, court17): the four Fanti wore one and the same young face
    (and the Cavallo di bastoni's rider too). They are three youths of their own (the
    smooth one, the curly-haired smiling one with freckles, the one with a fringe and a
    sidelong look) under the same flat black caps, and the rider of bastoni a moustached
    man (all five "young" before)."""
    looks = _deckart("court_looks").LOOKS["piacentine"]
    fanti = {looks[8, s].face for s in "DCBS"}
    assert len(fanti) >= 3 and looks[9, "B"].face not in fanti, (fanti, looks[9, "B"].face)
    assert all(looks[8, s].hat == "flat" for s in "DCBS")


def test_re_di_coppe_other_arm_stops_above_the_middle_line():
    """Review 13h (fresh eyes, court17): on the Re di coppe a thin black line (the edge of
    the mantle he gathers) ran from his hand down the robe and across the middle line,
    and his hanging sleeve, reaching across it, stood beside the turned copy's cup as a
    red flame. On a half figure the other arm's sleeve and the mantle's edge stop above
    the cut (arms.other_arm `cut`): drawn alone in the figure's frame, nothing of it below
    the cut (down to 306 before)."""
    arms, svg, palettes, courts, standing, looks = (
        _deckart(m) for m in ("arms", "svg", "palettes", "courts", "standing", "court_looks"))
    look = looks.LOOKS["piacentine"][10, "C"]
    cut = courts.PERSON_CUT
    parts = arms.other_arm(palettes.PIACENTINE, look, {}, look.sleeve or look.robe,
                           courts.HALF_BROAD_BY_STYLE["piacentine"], standing.SLEEVE_W, cut)
    text = svg.document(400, 400, [svg.group(parts, tx=200)])
    surf = pygame.image.load_sized_svg(io.BytesIO(text.encode()), (400, 400))
    low = [(x, y) for x in range(400) for y in range(round(cut) + 1, 400) if surf.get_at((x, y)).a > 60]
    assert not low, low[:5]


def test_horse_from_behind_croup_narrower_over_longer_legs():
    """Review 13h (Piacentine, item 1; and the fresh eyes after it): the Cavallo di denari's
    two broad mirrored croups met on the line as one brown violin, the card's main shape.
    The croup is narrower (behind.HAUNCH 0.76), the rider's legs astride showing beside
    it, over hind legs set apart down to the line: in the horse's frame the croup's
    drawing is at most 150 units wide (187 before) and still two legs apart at the line
    (test_horse_from_behind_on_two_hind_legs)."""
    from test_decks_cavalli import CUT, _mask, _run

    mask = _mask("piacentine", "9D", "croup")
    widest = max(_run(mask, y)[1] - _run(mask, y)[0] for y in range(130, CUT - 30))
    assert widest <= 150, widest


def test_white_horse_shaded_away_from_its_head():
    """Review 13h (fresh eyes, court17): the Cavallo di coppe's white horse on the cream
    paper was an outline only at 80 px. A light coat is shaded more deeply away from the
    head (knight.knight_half: 0.66, 0.8 before), still a white horse (at least 165 at 80
    px, test_cavalli_di_coppe_and_spade_on_light_horses_unlike_the_clubs): at 240 px the
    upper half's horse right of 60% of the card (the barrel behind the saddle; the croup
    before session 16) averages at most 147 in luminance (153 before, 140 now)."""
    full, _, _, changed = _group_pixels("piacentine", "9C", "horse", (720, 240))
    w, h = full.get_size()
    barrel = [full.get_at(p) for p in changed if p[1] < h // 2 and p[0] > w * 0.6]
    lum = sum(0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] for c in barrel) / len(barrel)
    assert lum <= 147, round(lum)


def test_piacentine_half_figures_meet_their_mirror_without_a_step():
    """Review 13h (fresh eyes, court17): the Fanti's and Re's bodies, turned a little
    three-quarters, met their turned copies with a step at the middle line (the sides and
    the button band of one half 3-5 px off the other's at 480 px). The Piacentine half
    figures stand square to us (Look.turn 0 on the Fanti and Re): at 480 px the figure's
    edges 4 rows above and 4 rows below the line lie within 1 px of each other."""
    for card in [f"{rank}{suit}" for rank in (8, 10) for suit in "DCBS"]:
        text = (ROOT / "assets" / "decks" / "piacentine" / f"{card}.svg").read_text(encoding="utf-8")
        surf = pygame.image.load_sized_svg(io.BytesIO(text.encode()), (1440, 480))
        w, h = surf.get_size()
        x0, x1 = round(w * 0.06) + 4, round(w * 0.94) - 4
        paper = surf.get_at((x0 + 1, 12))
        edges = []
        for y in (h // 2 - 4, h // 2 + 4):
            xs = [x for x in range(x0, x1)
                  if sum(abs(a - b) for a, b in zip(surf.get_at((x, y))[:3], paper[:3])) > 60]
            edges.append((xs[0], xs[-1]))
        (a0, a1), (b0, b1) = edges
        assert abs(a0 - b0) <= 1 and abs(a1 - b1) <= 1, (card, edges)


def test_cavallo_di_bastoni_club_clear_of_the_horse_head():
    """Review 14 (Piacentine item 6): the Cavallo di bastoni was a knot at 80 px, his club
    swung aloft over his head lying across the horse's ears. He brandishes it upright at
    arm's length on his right: at 240 px the club's box (its upper copy) starts right of
    45% of the card's width (9% before), clear of the head and neck at the left."""
    club = _held_sign_box("piacentine", "9B", 240)
    assert club.x >= 0.45 * 240 * 500 / 940, club


def test_cavallo_di_bastoni_on_a_brown_horse():
    """A/B (untold readers, two rounds, 01:00-01:25): on a black horse the Cavallo di
    bastoni was read as the Cavallo (or Fante) di spade 4 times in 15 and twice in 12, the
    black lit grey beside the Cavallo di spade's dapple grey; on a sorrel, the cudgels'
    brown, 0 in 15. At 80 px his horse's pixels average red over blue by at least 40 (17 on
    the black horse, 67 now; the Cavallo di spade's grey 7)."""
    full, _, _, changed = _group_pixels("piacentine", "9B", "horse", (240, 80))
    cs = [full.get_at(p) for p in changed]
    assert sum(c[0] - c[2] for c in cs) / len(cs) >= 40


def test_piacentine_half_figures_taper_and_bend_their_arms():
    """Review 16 (Piacentine, item 5): the Fanti and Re were blocky, "torsos rectangles with
    arms stuck on": the arms were posed for a narrow body, and on the broad half figure's
    shoulders (courts.HALF_BROAD_BY_STYLE) every elbow hung straight down beside the torso,
    some inside the shoulder's line (the hand on the hip 23 units in). The torso tapers from
    the shoulders to a waist at the belt at most 0.76 of them (0.84 before), and each arm's
    elbow stands out from its shoulder (arms.splayed: at least arms.ELBOW_OUT, 18 units),
    no further out than the figure's box (so it is drawn no smaller), the forearm bending
    back to the hand."""
    arms, standing, courts = (_deckart(m) for m in ("arms", "standing", "courts"))
    looks = _deckart("court_looks").LOOKS["piacentine"]
    broad = courts.HALF_BROAD_BY_STYLE["piacentine"]
    limit = standing.ELBOW_LIMIT * broad
    for rank in (8, 10):
        for suit in "DCBS":
            look = looks[rank, suit]
            points = standing.garment_points(look, column=True)
            shoulder = points[2][0]
            waist = min(x for x, y in points[3:] if 180 <= y <= 205)
            assert waist <= 0.76 * shoulder, (rank, suit, waist, shoulder)
            for side, e in ((1, arms.elbow(look, suit)), (-1, arms.OTHER[look.other][0])):
                x = side * arms.splayed(e, side, broad, limit)[0]
                assert arms.SHOULDER_R[0] * broad + arms.ELBOW_OUT <= x <= limit, (rank, suit, side, x)
            assert limit + standing.SLEEVE_W / 2 <= standing.BODY_HALF * broad, limit


def test_piacentine_half_horses_raise_a_foreleg_into_the_paper():
    """Review 16 (Piacentine, item 6): each Cavallo half read as "a head on a brown diamond",
    its lifted foreleg folded tight against the throat (the forearm 49-66 units long), in the
    coat's colour on the neck's. The near foreleg is raised forward under the head into the
    paper as the printed prancing horse's: the forearm at least 80 units long, the knee at
    x -160 or less in the horse's frame once the forehand is turned up (-133 to -156 before),
    the cannon hanging back from it (test_piacentine_lifted_forelegs_fold_at_the_knee), the
    hoof still horses.CLEAR above the middle line; on a mid-toned coat the leg a shade
    lighter than the chest it crosses (knight.foreleg)."""
    import math

    knight, horses, courts = (_deckart(m) for m in ("knight", "horses", "courts"))
    looks = _deckart("court_looks").LOOKS["piacentine"]
    for suit in "CBS":
        look = looks[9, suit]
        pose = knight.pose(look.horse)
        top, knee, hoof = horses.tilted(list(pose.near), pose.rise, horses.RISE_PIVOT)
        assert math.dist(top, knee) >= 80 and knee[0] <= -160, (suit, top, knee)
        assert hoof[1] <= courts.RIDER_CUT - horses.CLEAR, (suit, hoof)
    assert knight.foreleg("#a0582a") != "#a0582a"


def test_piacentine_broad_sleeve_cuff_reaches_the_hand():
    """Review 16 (Piacentine, item 5): the Fante di denari's raised hand "floats at the frame":
    a broad sleeve's wrist stood 8 units times the sleeve's breadth (17) before the hand, so
    its cuff ended about 13 units short of the hand's middle and the hand (9 across) floated
    above it. A broad sleeve's cuff reaches the hand as a plain arm's does: drawn alone, the
    arm covers the point 5 units before the hand's middle."""
    limbs, svg, palettes, standing = (_deckart(m) for m in ("limbs", "svg", "palettes", "standing"))
    pal = palettes.PIACENTINE
    shoulder, elbow, hand = (-97.0, 100.0), (-116.0, 116.0), (-98.0, 64.0)  # the 8D's raised arm
    parts = limbs.arm(pal, shoulder, elbow, hand, "#efc234", "#d2322d", standing.SLEEVE_W)
    text = svg.document(200, 200, [svg.group(parts, tx=200, ty=0)])
    surf = pygame.image.load_sized_svg(io.BytesIO(text.encode()), (400, 400))
    d = ((elbow[0] - hand[0]) ** 2 + (elbow[1] - hand[1]) ** 2) ** 0.5
    x, y = hand[0] + (elbow[0] - hand[0]) * 5 / d, hand[1] + (elbow[1] - hand[1]) * 5 / d
    assert surf.get_at((round((x + 200) * 2), round(y * 2))).a > 200, (x, y)


def test_piacentine_torsos_shaded_down_their_sides():
    """Review 16 (Piacentine, item 5): the half figures read as paper cut-outs, "a second
    shadow tone under the belt and arms". Each Fante's and Re's torso carries a shadow down
    both sides from under the arms to the tapered waist (standing.column_shadows), in both
    halves of the card."""
    standing, courts = _deckart("standing"), _deckart("courts")
    looks = _deckart("court_looks").LOOKS["piacentine"]
    broad = courts.HALF_BROAD_BY_STYLE["piacentine"]
    for rank in (8, 10):
        for suit in "DCBS":
            look = looks[rank, suit]
            cut = courts.TUNIC_CUT_BY_STYLE["piacentine"] if look.garment == "tunic" else courts.PERSON_CUT
            right = [(x * broad, y) for x, y in standing.garment_points(look, True)]
            text = (ROOT / "assets" / "decks" / "piacentine" / f"{rank}{suit}.svg").read_text(encoding="utf-8")
            assert text.count(standing.column_shadows(right, cut)) == 2, (rank, suit)


def test_piacentine_half_horses_heads_larger_at_the_same_size():
    """Review 16 (Piacentine, item 6): the Cavallo's horse head small, "the head 1.2x". The
    head and neck grow towards the poll 1.22x (knight.GROW, 1.12 before: the head 1.09x) and
    are carried higher (knight.HEADS), so the muzzle reaches no further out and each half is
    fitted as large as before (scale 1.05, 0.96, 1.06 for coppe, bastoni, spade; a larger
    head at the old carriage shrank the Cavallo di bastoni to 0.91)."""
    knight, courts, seam, horses, styles = (_deckart(m) for m in ("knight", "courts", "seam", "horses", "styles"))
    assert knight.GROW >= 1.2
    st = next(s for s in styles.STYLES if s.id == "piacentine")
    x0, y0, x1 = st.w * 0.06, st.h * 0.035, st.w * 0.94
    for suit, least in (("C", 1.045), ("B", 0.96), ("S", 1.06)):
        look = courts.LOOKS["piacentine"][9, suit]
        box = courts.extent(st, 9, suit, courts.RIDER_CUT)
        centre = horses.SEAM_CENTRE * (-1 if look.mirror else 1)
        sc = seam.centred_fit(box, centre, x0 + 3, y0 + 8, x1 - 3, st.h / 2, courts.RIDER_CUT)[0]
        assert sc >= least, (suit, sc)


def test_piacentine_coppe_courts_trimmed_blue_not_gold():
    """Untold A/B readings (session 17): the Fante di coppe was read as the Fante di denari (4
    times in 15 on ab3's main sheet) and the Re di coppe and di denari were taken for each
    other: red with gold trim, gold buttons and a gold-footed cup, each was a king or a page
    "in red and gold" as the Re di denari (yellow with red trim) is. The coppe courts are
    trimmed in blue, the cups' bowl colour: at 80 px, of their strongly coloured pixels, the
    gold (denari) hue at most 0.12 of the red for the Fante (0.19 before) and 0.62 for the Re,
    crowned in gold (0.68 before)."""
    from briscola_gui.ui import deck_art
    from test_decks_piacentine import suit_hue_counts

    for card, most in (("8C", 0.12), ("10C", 0.62)):
        count = suit_hue_counts(deck_art.CardImages("piacentine").face(card, 80))
        assert count["D"] <= most * count["C"], (card, count)
