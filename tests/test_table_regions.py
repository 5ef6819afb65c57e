"""Every table panel has its own part of the window: inside it, and clear of the others
shown at the same time, at the smallest window, a usual one, full HD and a tall narrow
one, for every number of players (ui/table/regions.py)."""
import itertools

import pygame
import pytest

from briscola_gui.ui.enlarge import card_scale, text_scale
from briscola_gui.ui.text import Text, least_em, nominal
from briscola_gui.ui.table import regions, search
from briscola_gui.ui.table.layout import TableLayout

SIZES = [(640, 480), (1280, 800), (600, 960), (1920, 1080), (800, 600)]
PLAYERS = [2, 3, 4, 5, 6]
ASPECTS = [0.53, 0.58, 0.64]         # the decks' card shapes differ


def pile_width(size, scale) -> int:
    """The widest count under a pile ("40 carte") as the window draws it with larger text."""
    pygame.font.init()
    text = Text()
    text.fit(size, scale)
    return text.size("40 carte", int(TableLayout(size, 2, text_scale=scale).font * 0.8))[0]


def overlaps(named: dict) -> list[str]:
    return [f"{a} x {b}" for (a, ra), (b, rb) in itertools.combinations(named.items(), 2)
            if ra.colliderect(rb) and not (a.startswith("trick") and b.startswith("trick"))]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("aspect", ASPECTS)
@pytest.mark.parametrize("larger", [False, True], ids=["usual", "larger"])
def test_regions_inside_the_window_and_apart(size, players, aspect, larger):
    """With "Larger text and cards" too: the layout makes room, it does not overlap."""
    scale = text_scale(size, larger)
    L, reg = search.fitted(size, players, aspect, scale, card_scale(size, larger),
                            signals=players == 4, text_least=nominal(least_em(size, scale)),
                            pile_width=pile_width(size, scale) if larger else 0)
    named = reg.named()
    centre = named.pop("centre")
    window = pygame.Rect(0, 0, *size)
    outside = [k for k, r in named.items() if not window.contains(r) or r.w <= 0 or r.h <= 0]
    assert not outside, outside
    assert not overlaps(named)
    # the auction and call panels (the centre, before any card is played) clear everything
    # shown with them: plates, hands, piles, buttons, corners
    during_auction = {k: r for k, r in named.items() if not k.startswith(("trick", "banners", "signal"))}
    assert window.contains(centre)
    assert not [k for k, r in during_auction.items() if r.colliderect(centre)]
    assert not reg.clashes()


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("signals", [False, True])
def test_larger_cards_and_text_are_larger(size, players, signals):
    """The setting makes the text and the player's cards larger, and from 1280x800 up the
    trick's cards too; below that the window has no room to spare: the text still grows,
    the cards as far as they fit."""
    usual, _ = search.fitted(size, players, 0.58, signals=signals)
    scale = text_scale(size, True)
    L, _ = search.fitted(size, players, 0.58, scale, card_scale(size, True),
                          signals=signals, text_least=nominal(least_em(size, scale)),
                          pile_width=pile_width(size, scale))
    big = size[0] >= 1280
    assert L.font >= usual.font * (1.2 if big else 1.1)
    # with 4 to 6 players the others' hands keep their size (review 12d minor 12): the
    # player's hand grows less, the trick keeps at least its size
    # (chiamata: the eight backs of each of the others and the bids' room in the middle)
    least = 1.15 if players <= 3 else 1.03 if players == 5 else 1.07
    assert L.hand_h >= usual.hand_h * (least if big else 1.0)
    assert L.table_h >= usual.table_h * ((1.1 if players <= 3 else 1.0) if big else 0.9)


@pytest.mark.parametrize("players", PLAYERS)
def test_cards_stay_in_their_regions(players):
    """The card positions the layout gives fall inside the regions drawn for them."""
    L = TableLayout((1280, 800), players)
    reg = regions.compute(L)
    most = regions.most_cards(players)
    for seat in range(players):
        h = L.hand_h if seat == 0 else L.opp_h
        for x, y in L.hand_positions(seat, most):
            assert reg.hands[seat].contains(regions.card_rect(L, x, y, h))
        assert reg.piles[seat].contains(regions.card_rect(L, *L.pile_pos(seat), L.pile_h))
        assert reg.trick.contains(regions.card_rect(L, *L.slot(seat), L.table_h))
    if players != 5:
        assert reg.stock.contains(regions.card_rect(L, *L.stock_pos, L.table_h))


def test_a_tall_window_sizes_cards_by_its_width():
    short, tall = TableLayout((640, 512), 4), TableLayout((640, 1000), 4)
    assert tall.hand_h == short.hand_h and tall.font == short.font
