"""Issue #13, review 13h and blind reading f13: the Piacentine courts read at 80 px as a
Briscola player reads them. The Re di denari's axe an axe (not a shovel), the Fante di
denari's coin held before his chest (beside his head, as the Re holds his, he was read
as the Re), the figures tapered, their arms bent, the coppe trimmed blue. Measured on the
generated SVGs as the game renders them; the Cavalli's horses are in
test_decks_piacentine_cavalli.py."""
from __future__ import annotations

import io
import sys
from pathlib import Path

import pygame

from deck_support import held_sign_box
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
    fante, re_ = held_sign_box("piacentine", "8D", 80), held_sign_box("piacentine", "10D", 80)
    assert fante.y - re_.y >= 5 and fante.w >= 17, (fante, re_)


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
    sidelong look), and the rider of bastoni a moustached man (all five "young" before);
    each under his own headgear since review 19 (test_decks_piacentine_figures)."""
    looks = _deckart("court_looks").LOOKS["piacentine"]
    fanti = {looks[8, s].face for s in "DCBS"}
    assert len(fanti) >= 3 and looks[9, "B"].face not in fanti, (fanti, looks[9, "B"].face)


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


def test_piacentine_coppe_courts_trimmed_blue_not_gold():
    """Untold A/B readings (session 17): the Fante di coppe was read as the Fante di denari (4
    times in 15 on ab3's main sheet) and the Re di coppe and di denari were taken for each
    other: red with gold trim, gold buttons and a gold-footed cup, each was a king or a page
    "in red and gold" as the Re di denari (yellow with red trim) is. The coppe courts are
    trimmed in blue, the cups' bowl colour: at 80 px, of their strongly coloured pixels, the
    gold (denari) hue at most 0.12 of the red for the Fante (0.19 before; since review 19 his
    sleeves are green, so of all four hues at most 0.1: 0.09, as on main's all-red Fante,
    read right 12 times in 12 in an untold A/B, pcos20-r2; trimmed gold, 5 times in 12 as
    the Fante di denari, pcos20-r1) and 0.62 for the Re,
    crowned in gold (0.68 before; 0.68 allowed since the Re's crowns grew 1.8x in session
    18, 0.67: on A/B R10/R11 the Re di coppe so crowned was misread 0 times in 18, never as
    the Re di denari). The Cavallo di coppe too since session 18 (his gold-trimmed rider
    read as the Cavallo di denari 4 times in 24 on main's sheets, A/B R6/R7): at most 0.6
    (0.71 before, 0.51 in blue)."""
    from briscola_gui.ui import deck_art
    from test_decks_piacentine import suit_hue_counts

    for card, most in (("10C", 0.68), ("9C", 0.6)):
        count = suit_hue_counts(deck_art.CardImages("piacentine").face(card, 80))
        assert count["D"] <= most * count["C"], (card, count)
    count = suit_hue_counts(deck_art.CardImages("piacentine").face("8C", 80))
    assert count["D"] <= 0.1 * sum(count.values()), count


def _gold(c) -> bool:
    return c[0] > 190 and c[1] > 140 and c[2] < 120


def test_fante_di_spade_cap_band_not_gold():
    """Blind reading s17: the Fante di spade read as the Re di spade 3 times in 6. Under
    his black cap a gold band (his trim) crossed the forehead where the Re's crown sits.
    He is trimmed red (belt, buttons, cuffs and cap band; the Re di spade's trim is gold):
    at 240 px, without his sword, no gold pixel in the head's rows under the cap's top
    (8 before)."""
    from deck_support import group_pixels

    full, plain, _, _ = group_pixels("piacentine", "8S", "held", (720, 240))
    w, h = full.get_size()
    top = min(y for x in range(int(w * 0.3), int(w * 0.7)) for y in range(int(h * 0.06), h // 4)
              if sum(plain.get_at((x, y))[:3]) < 200)
    gold = [(x, y) for x in range(int(w * 0.25), int(w * 0.75)) for y in range(top, top + int(h * 0.08))
            if _gold(plain.get_at((x, y)))]
    assert not gold, gold[:5]


def test_fante_di_denari_raised_arm_bent_at_the_elbow():
    """Reviewer 17: the Fante di denari's "sack sleeves": his pointing arm, in the half
    figure's broad sleeve (57 units across at the shoulder), ran from the shoulder to an
    elbow at its own height, 24 units off, and straight up to the hand: a sack. Its elbow
    is at the waist (arms.OTHER "lifted"): on the broadened figure the upper arm at least
    50 units long, the forearm rising at least 80 to the hand."""
    arms, courts, standing, looks = (_deckart(m) for m in ("arms", "courts", "standing", "court_looks"))
    look = looks.LOOKS["piacentine"][8, "D"]
    broad = courts.HALF_BROAD_BY_STYLE["piacentine"]
    e, hand = arms.OTHER[look.other]
    e = arms.splayed(e, -1, broad, standing.ELBOW_LIMIT * broad)
    sx, sy = arms.SHOULDER_L[0] * broad, arms.SHOULDER_L[1]
    upper = ((e[0] - sx) ** 2 + (e[1] - sy) ** 2) ** 0.5
    assert upper >= 50 and e[1] - hand[1] >= 80, (round(upper), e, hand)


def test_piacentine_re_crowns_large_on_the_card():
    """Session 18, the lead's pooled A/B rounds: the Re read as Fanti (10C 9 of 99, 10B 8 of
    44; "I couldn't always see whether the figure wore a crown"). Each half Re's crown is
    drawn 1.8x (courts.HALF_CROWN_BY_STYLE; 1.6 before): its scale times the half figure's
    on the card is at least 1.75 for every Re (1.57 to 1.81 before: the Re di spade's,
    fitted small under his sword, smallest; 1.77 to 1.96 now)."""
    courts, seam, styles = (_deckart(m) for m in ("courts", "seam", "styles"))
    st = next(s for s in styles.STYLES if s.id == "piacentine")
    x0, y0, x1 = st.w * 0.06, st.h * 0.035, st.w * 0.94
    cut = courts.PERSON_CUT
    for suit in "DCBS":
        clear = courts.FRAME_CLEAR.get(st.id, 3.0) if suit in "DC" else 3.0
        sc = seam.centred_fit(courts.extent(st, 10, suit, cut), 0.0, x0 + clear, y0 + 8,
                              x1 - clear, st.h / 2, cut)[0]
        assert sc * courts.crown(st, cut) >= 1.75, (suit, round(sc, 3))
