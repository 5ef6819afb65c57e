"""Every table panel has its own part of the window: inside it, and clear of the others
shown at the same time, at the smallest window, a usual one, full HD and a tall narrow
one, for every number of players (ui/table/regions.py)."""
import itertools

import pygame
import pytest

from briscola_gui.ui.table import regions
from briscola_gui.ui.table.layout import TableLayout

SIZES = [(640, 480), (1280, 800), (600, 960), (1920, 1080), (800, 600)]
PLAYERS = [2, 3, 4, 5, 6]
ASPECTS = [0.53, 0.58, 0.64]         # the decks' card shapes differ


def overlaps(named: dict) -> list[str]:
    return [f"{a} x {b}" for (a, ra), (b, rb) in itertools.combinations(named.items(), 2)
            if ra.colliderect(rb)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("aspect", ASPECTS)
def test_regions_inside_the_window_and_apart(size, players, aspect):
    L = TableLayout(size, players, aspect=aspect)
    named = regions.compute(L, signals=players == 4).named()
    centre = named.pop("centre")
    window = pygame.Rect(0, 0, *size)
    outside = [k for k, r in named.items() if not window.contains(r) or r.w <= 0 or r.h <= 0]
    assert not outside, outside
    assert not overlaps(named)
    # the auction and call panels (the centre, before any card is played) clear everything
    # shown with them: plates, hands, piles, buttons, corners
    during_auction = {k: r for k, r in named.items() if k not in ("trick", "banners")}
    assert window.contains(centre)
    assert not [k for k, r in during_auction.items() if r.colliderect(centre)]


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
