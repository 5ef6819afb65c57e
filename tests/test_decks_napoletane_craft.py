"""Napoletane craft (issue #13, review 13f of main 900e3ff): crossed signs parted by a
paper rim that follows the outline of the sign on top, not a straight band; knotty
cudgels rounded at both ends, not sawn logs."""
from __future__ import annotations

import os
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from deck_support import DECKS, display  # noqa: E402,F401

PAPER = "#fbf8ef"


@pytest.mark.parametrize("card", [f"{r}{s}" for s in "BS" for r in range(2, 8)])
def test_crossings_parted_by_a_rim_that_follows_the_outline(card):
    """Review 13f defect 3: where one club or sword crosses another, the one beneath was
    cut by a straight band of paper (a rectangle along the top sign's shaft): a white
    slot like a box. Now the paper under a crossing sign is that sign again, every line
    of it drawn in the paper colour a little wider: each line drawn in paper is also
    drawn in ink (the same path; the band before was a path of its own)."""
    text = (DECKS / "napoletane" / f"{card}.svg").read_text(encoding="utf-8")
    strokes = re.findall(r'<path d="([^"]*)"[^>]*stroke="([^"]*)"', text)
    paper = {d for d, colour in strokes if colour == PAPER}
    inked = {d for d, colour in strokes if colour != PAPER}
    assert paper, card   # every crossed card has a crossing
    assert paper <= inked, sorted(paper - inked)[:2]


def test_cudgel_heads_rounded_not_sawn():
    """Review 13f defect 4: every cudgel ended in a sawn, ringed face, like firewood. Now
    its head swells to a dome: on the 5 di bastoni at 480 px the lying club's ink over
    the last 3 px of its head is at most 0.9 of its height 10 px in (1.09 before, a flat
    cut face), and no club carries rings (an unfilled ellipse, 2 on every club before)."""
    surf = pygame.image.load_sized_svg(str(DECKS / "napoletane" / "5B.svg"), (300, 480))
    w, h = surf.get_size()
    paper = surf.get_at((w // 2, 4))

    def ink(x, y):
        return sum(abs(a - b) for a, b in zip(surf.get_at((x, y))[:3], paper[:3])) > 60

    band = range(h // 2 - 25, h // 2 + 25)
    cols = [x for x in range(8, w - 8) if any(ink(x, y) for y in band)]
    head = min(cols)   # the lying club's head lies to the left
    tip = sum(ink(head + d, y) for d in range(3) for y in band)
    inside = sum(ink(head + 10, y) for y in band)
    assert tip <= 0.9 * inside, (tip, inside)
    for rank in range(1, 11):
        text = (DECKS / "napoletane" / f"{rank}B.svg").read_text(encoding="utf-8")
        assert not re.search(r'<ellipse[^>]*fill="none"', text), rank


def test_figures_hands_have_fingers():
    """Review 13f (and 13e): the figures' hands were round mittens, a ball with a thumb.
    Now every hand of the twelve Napoletane courts is a fist turned along its forearm,
    four fingers and a thumb in fine lines (holding.hand, Look.hands "fingers"): no
    mitten's ball (an ellipse 10.4 x 9) is left, and each figure shows at least two
    hands of four fingers (ellipses 4.3 long)."""
    for rank in (8, 9, 10):
        for suit in "DCBS":
            text = (DECKS / "napoletane" / f"{rank}{suit}.svg").read_text(encoding="utf-8")
            assert 'rx="10.4" ry="9"' not in text, f"{rank}{suit}"
            assert len(re.findall(r'<ellipse [^>]*rx="4.3"', text)) >= 8, f"{rank}{suit}"


def _held(card: str) -> pygame.Rect:
    from deck_support import held_sign_box
    return held_sign_box("napoletane", card, 400)


def test_la_donna_holds_her_cup_before_the_waist():
    """Review 13f defect 6: la Donna's chalice spanned her from chin to waist (136 px
    tall at 400 px, its top 126 px from the card's top), hiding her bodice. Now it is
    0.8 as large (large enough still to name the suit at 80 px), its rim below her bust.
    Measured against her height (the top of her head to her feet, 92.5% down the card;
    since session 20 she fills the card): the cup at most 0.376 of it tall, its top at
    least 0.285 of it below the top of her head (112 px and 145 px down when she stood
    298 px tall, her head 60 px down)."""
    box = _held("8C")
    surf = pygame.image.load_sized_svg(str(DECKS / "napoletane" / "8C.svg"), (250, 400))
    w, h = surf.get_size()
    paper = surf.get_at((w // 2, 4))
    head = next(y for y in range(6, h) if any(
        sum(abs(a - b) for a, b in zip(surf.get_at((x, y))[:3], paper[:3])) > 60
        for x in range(round(w * 0.1), round(w * 0.9))))
    tall = h * 0.925 - head
    assert box.h <= 0.376 * tall and box.top - head >= 0.285 * tall, (box, head, tall)


def test_re_di_coppe_holds_his_cup_at_head_height():
    """Review 13f defect 7: the Re di coppe's cup floated above his crown against the
    border (its top 10 px from the card's top at 400 px). Now he holds it beside his
    head: its top at least 40 px down."""
    assert _held("10C").top >= 40, _held("10C")


def test_re_di_spade_point_rests_on_the_ground():
    """Review 13f defect 8: the Re di spade's blade went down through the blue ground to
    its lower edge. Now its point stops on the ground: down the card's middle at 400 px
    the blade's last ink lies at least 10 px above the ground's last blue row (4 px
    before)."""
    surf = pygame.image.load_sized_svg(str(DECKS / "napoletane" / "10S.svg"), (250, 400))
    w, h = surf.get_size()
    column = [surf.get_at((w // 2, y))[:3] for y in range(h)]
    blue = [y for y, (r, g, b) in enumerate(column) if b > 120 and b > r + 60]
    ground = max(blue)
    point = max(y for y in range(h // 2, ground) if max(column[y]) < 120 and y not in blue)
    assert point <= ground - 10, (point, ground)


def test_horses_legs_bend_at_the_fetlock():
    """Review 13e/13f: the horses' legs were stiff sticks, knee (or hock) to hoof one
    straight line. The Napoletane horses (not the plain leggibili ones) set each fetlock
    back, so the cannon and the pastern meet at an angle of at least 15 degrees (0
    before) on every planted and lifted leg of every gait."""
    import math
    import sys

    from deck_support import ROOT
    sys.path.insert(0, str(ROOT / "build"))
    try:
        from deckart import horses, limbs
    finally:
        sys.path.pop(0)

    def bend(leg):
        _, knee, fetlock, hoof = limbs.leg_joints(*leg, horses.PASTERN)
        a = math.atan2(fetlock[1] - knee[1], fetlock[0] - knee[0])
        b = math.atan2(hoof[1] - fetlock[1], hoof[0] - fetlock[0])
        return abs(math.degrees((b - a + math.pi) % (2 * math.pi) - math.pi))

    legs = [leg for pair in horses.GAITS.values() for leg in pair]
    legs += [horses.NEAR_HIND, horses.FAR_HIND, *horses.HIND.values()]
    assert min(bend(leg) for leg in legs) >= 15, sorted(round(bend(leg)) for leg in legs)


def test_five_di_spade_men_notice_the_fox():
    """Review 13f defect 9: the two men of the 5 di spade's scene stood side by side
    facing the viewer, arms down, taking no notice of the fox walking at them. Now the
    nearer one points at it (the smoker beside him): drawn alone 440 units wide, the
    men's skin (faces, hands) reaches to 45 units right of the scene's middle, over
    the fox's side of the gap (70 before, a hand at the smoker's pipe)."""
    import io
    import sys

    from deck_support import ROOT
    sys.path.insert(0, str(ROOT / "build"))
    try:
        from deckart import fox_scene, palettes
    finally:
        sys.path.pop(0)
    pal = palettes.NAPOLETANE
    svg = ('<svg xmlns="http://www.w3.org/2000/svg" width="440" height="240" viewBox="-220 -120 440 240">'
           f'<g stroke-linejoin="round" stroke-linecap="round">{fox_scene.fox_and_men(pal, 440)}</g></svg>')
    surf = pygame.image.load_sized_svg(io.BytesIO(svg.encode()), (440, 240))
    skin = pygame.Color(pal["skin"])
    xs = [x - 220 for x in range(180, 440) for y in range(240)
          if sum(abs(a - b) for a, b in zip(surf.get_at((x, y))[:3], skin[:3])) < 30]
    assert xs and min(xs) <= 45, min(xs, default=None)


def test_fante_di_spade_not_dressed_as_bastoni():
    """The lead's blind reading of d806b16: the 8 di spade read as an 8 di bastoni. Its
    Fante wore a green tunic (the bastoni's ground colour, and the Fante di bastoni's
    sleeves) with a green branch in his hand. Now he wears yellow and blue: at 80 px at
    most 60 green pixels above the ground (252 before), the branch's leaves."""
    surf = pygame.image.load_sized_svg(str(DECKS / "napoletane" / "8S.svg"), (100, 80))
    w, h = surf.get_size()
    green = [(x, y) for x in range(w) for y in range(int(h * 0.85))
             if (lambda c: c[1] > c[0] + 30 and c[1] > c[2] + 20)(surf.get_at((x, y)))]
    assert len(green) <= 60, len(green)


def test_re_di_spade_hands_on_the_pommel_at_the_belt():
    """Review 13f defect 8: the Re di spade's arms were long green tubes reaching down to
    a hilt below his belt. Now his forearms are shorter, in slashed red sleeves, and his
    hands meet on the pommel at the belt: the sword's top at 400 px at most 175 px from
    the card's top (185 before)."""
    assert _held("10S").top <= 175, _held("10S")


def test_re_di_coppe_arm_out_of_a_round_cape():
    """Review 13f defect 7: the Re di coppe's ermine cape was a stiff rectangle with
    square corners for shoulders, and his cup rose on an arm from behind it. Now the
    cape is rounded over the shoulders, its hem falling in a curve to mid-chest, and
    the raised arm comes out over it at the shoulder: in 10C.svg the cape's ermine edge
    is drawn before the held cup (after it before), and the cape's hem is lowest at the
    middle (it waved at one height)."""
    text = (DECKS / "napoletane" / "10C.svg").read_text(encoding="utf-8")
    ermine = [m.start() for m in re.finditer('fill="#fffdf6"', text)]
    assert ermine and ermine[0] < text.find('id="held"'), (ermine, text.find('id="held"'))
    import sys

    from deck_support import ROOT
    sys.path.insert(0, str(ROOT / "build"))
    try:
        from deckart import standing
    finally:
        sys.path.pop(0)
    hem = standing.ROUND_CAPE[1]
    assert max(hem, key=lambda p: p[1])[0] == 0 and hem[0][1] < hem[len(hem) // 2][1] - 25, hem


def test_horses_hind_legs_muscled_above_the_hock():
    """Review 13e/13f, the stiff legs: a hind leg was a stick of nearly even width. The
    Napoletane horses' hind legs are broader above the hock (horses.GASKIN): drawn alone,
    the near hind leg's ink above its hock covers at least 1.15 times the area it did
    (1.39: 3,228 px against 2,323)."""
    import io
    import sys

    from deck_support import ROOT
    sys.path.insert(0, str(ROOT / "build"))
    try:
        from deckart import horses, limbs, palettes
    finally:
        sys.path.pop(0)
    pal = palettes.NAPOLETANE

    def area(gaskin):
        leg = "".join(limbs.horse_leg(pal, *horses.NEAR_HIND, "#8a5638", 19, pastern=horses.PASTERN,
                                      gaskin=gaskin))
        svg = ('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 240 200 200">'
               f'{leg}</svg>')
        surf = pygame.image.load_sized_svg(io.BytesIO(svg.encode()), (200, 200))
        hock = horses.NEAR_HIND[1][1] - 240
        return sum(surf.get_at((x, y))[3] > 128 for x in range(200) for y in range(hock))

    assert area(horses.GASKIN) >= 1.15 * area(1.0), (area(horses.GASKIN), area(1.0))


def test_re_di_denari_crowned_in_gold():
    """The Napoletane Re di denari wore a closed crown on a red cap: at 80 px a red dome,
    the Fante di denari's red cap, and readers took him for the Fante 5 times in 12 (napo18's
    untold A/B sheets, session 15). He wears a gold open crown as his brothers do: at 80 px,
    with the held coin taken out, at least 24 gold pixels in the card's top quarter (16 before,
    28 now; the Re di coppe 25, di bastoni 27; the Fante di denari 1)."""
    import io

    from deck_support import without_held_signs

    def gold(c) -> bool:
        return c[0] > 190 and c[1] > 140 and c[2] < 120 and c[0] - c[2] > 100

    text = (DECKS / "napoletane" / "10D.svg").read_text(encoding="utf-8")
    bare, _ = without_held_signs(text)
    surf = pygame.image.load_sized_svg(io.BytesIO(bare.encode()), (240, 80))
    w, h = surf.get_size()
    assert sum(gold(surf.get_at((x, y))) for x in range(w) for y in range(h // 4)) >= 24
