"""Briscola chiamata (shared RULES.md): auction, call, secret partner, target, game points."""
import itertools

import pytest

from briscola_gui.engine import (Chiamata, IllegalMove, Rules, card_str, game_points_for,
                                 parse_card, shuffled_deck)
from briscola_gui.engine.events import BidMade, DealOver, PartnerRevealed, Redeal
from enginehelpers import stack_deck

HANDS = [  # seat: 8 cards
    "1C 3C 10C 9C 8C 7C 6C 5C",
    "4C 2C 1D 3D 10D 9D 8D 7D",
    "6D 5D 4D 2D 1B 3B 10B 9B",
    "8B 7B 6B 5B 4B 2B 1S 3S",
    "10S 9S 8S 7S 6S 5S 4S 2S",
]


def fixed(dealer=4, rules=Rules()):
    return Chiamata(dealer, stack_deck(5, dealer, HANDS), rules)


def bids(d, *seq):
    for b in seq:
        d.bid(d.to_act, b)


def test_deal_eight_each_from_the_seat_after_the_dealer():
    deck = shuffled_deck(5, 3)
    d = Chiamata(2, deck)
    assert d.hands[3] == deck[0::5] and d.hands[2] == deck[4::5]
    assert d.phase == "auction" and d.to_act == 3
    assert d.trump is None and d.trump_card is None
    d2 = fixed()
    assert [sorted(card_str(c) for c in h) for h in d2.hands] == \
        [sorted(h.split()) for h in HANDS]


def test_auction_descending_ranks_and_rounds_until_four_pass():
    d = fixed()                       # seat 0 starts
    assert d.allowed_bids()[:10] == ["1", "3", "10", "9", "8", "7", "6", "5", "4", "2"]
    bids(d, "3")                      # seat 0
    assert "1" not in d.allowed_bids() and "3" not in d.allowed_bids()
    with pytest.raises(IllegalMove, match="does not beat"):
        d.bid(1, "1")
    bids(d, "10", "pass", "9", "pass")   # seats 1..4
    assert d.to_act == 0                 # next round among those still in
    bids(d, "7")
    assert d.to_act == 1
    bids(d, "pass")
    assert d.to_act == 3
    bids(d, "pass")
    assert d.phase == "call" and d.caller == 0 and d.to_act == 0


def test_the_two_and_raises_in_points():
    d = fixed()
    bids(d, "2")
    allowed = d.allowed_bids()
    assert "2" not in allowed and "4" not in allowed and allowed[0] == "2:62"
    assert allowed[-3:] == ["2:120", "carichi", "pass"]
    bids(d, "2:65")
    with pytest.raises(IllegalMove):
        d.bid(d.to_act, "2:65")
    with pytest.raises(IllegalMove):
        d.bid(d.to_act, "2:121")
    bids(d, "2:80", "pass", "pass", "pass", "pass")
    assert d.phase == "call" and d.caller == 2


def test_all_five_pass_is_a_redeal():
    d = fixed()
    events = ()
    for _ in range(5):
        events = d.bid(d.to_act, "pass")
    assert events[:2] == (BidMade(events[0].seat, "pass"), Redeal()) and d.redeal and d.phase == "done"
    assert events[2] == DealOver(d.result())
    r = d.result()
    assert r.complete and r.winner is None and r.game_points == (0,) * 5


def test_four_passes_before_any_bid_leave_the_last_seat_to_speak():
    d = fixed()
    bids(d, "pass", "pass", "pass", "pass")
    assert d.phase == "auction" and d.to_act == 4
    bids(d, "1")
    assert d.phase == "call" and d.caller == 4


def test_carichi_ends_the_auction_no_trump_follow_suit_alone_61():
    d = fixed()
    bids(d, "3", "carichi")
    assert d.phase == "play" and d.caller == 1 and d.carichi
    assert d.trump is None and d.target == 61 and d.partner is None
    assert d.teams == ((1,), (0, 2, 3, 4))
    assert d.to_act == 0
    d.play(0, parse_card("5C"))
    assert sorted(card_str(c) for c in d.legal_moves()) == ["2C", "4C"]   # must follow
    with pytest.raises(IllegalMove, match="follow"):
        d.play(1, parse_card("1D"))


def test_call_rank_suit_becomes_briscola_partner_is_the_holder():
    d = fixed()
    bids(d, "1", "pass", "pass", "pass", "pass")
    assert sorted(card_str(c) for c in d.legal_calls()) == ["1B", "1C", "1D", "1S"]
    with pytest.raises(IllegalMove):
        d.call(0, parse_card("3D"))
    d.call(0, parse_card("1D"))
    assert d.trump == 1 and d.partner == 1 and not d.alone and d.target == 60
    assert d.teams == ((0, 1), (2, 3, 4))


def test_calling_a_card_of_ones_own_plays_alone():
    d = fixed()
    bids(d, "1", "pass", "pass", "pass", "pass")
    d.call(0, parse_card("1C"))
    assert d.alone and d.partner is None and d.teams == ((0,), (1, 2, 3, 4))


def test_chiamata_obbligata_lowest_rank_of_the_suit_not_held():
    d = fixed(dealer=0)               # seat 1 starts, holds 2C and 4C
    bids(d, "2", "pass", "pass", "pass", "pass")
    assert d.caller == 1
    calls = sorted(card_str(c) for c in d.legal_calls())
    # holds 2C and 4C: the lowest coppe it lacks is the 5C
    assert calls == ["2B", "2C", "2D", "2S", "5C"]
    d.call(1, parse_card("5C"))
    assert d.partner == 0 and d.trump == 0 and d.target == 60


def test_partner_is_secret_until_the_called_card_is_played():
    d = fixed()
    bids(d, "1", "pass", "pass", "pass", "pass")
    d.call(0, parse_card("1D"))                 # partner: seat 1
    assert d.view(0).teams == ((0,), ()) and d.view(0).partner is None
    assert d.view(1).teams == ((0, 1), (2, 3, 4)) and d.view(1).partner == 1
    assert d.view(3).teams == ((0,), (3,))
    req = d.view(3).to_request("play")
    assert req["partner"] is None and "1D" not in req["hand"]
    d.play(0, parse_card("5C"))
    events = d.play(1, parse_card("1D"))
    assert PartnerRevealed(1) in events and d.partner_revealed
    assert d.view(3).teams == ((0, 1), (2, 3, 4)) and d.view(3).partner == 1


def test_target_sixty_without_raise_and_tie_goes_to_caller():
    won, gp = game_points_for(0, 1, 60, 60, True)
    assert won and gp == [2, 1, -1, -1, -1]
    won, gp = game_points_for(0, 1, 61, 60, True)
    assert not won and gp == [-2, -1, 1, 1, 1]


@pytest.mark.parametrize("target,mult", [(60, 1), (70, 1), (71, 2), (80, 2), (81, 3), (119, 3)])
def test_multipliers(target, mult):
    assert game_points_for(2, 4, target, target, True)[1] == [-mult, -mult, 2 * mult, -mult, mult]
    assert game_points_for(2, None, target, target - 1, True)[1] == \
        [mult, mult, -4 * mult, mult, mult]


def test_cappotto_doubles_the_callers_side_result():
    assert game_points_for(0, 1, 60, 120, True)[1] == [4, 2, -2, -2, -2]
    assert game_points_for(0, None, 60, 120, True)[1] == [8, -2, -2, -2, -2]
    assert game_points_for(0, None, 81, 120, True)[1] == [24, -6, -6, -6, -6]
    assert game_points_for(0, 1, 60, 120, False)[1] == [2, 1, -1, -1, -1]


def test_game_points_always_sum_to_zero():
    for caller, partner, target, pts, capp in itertools.product(
            range(5), [None, 0, 1, 3], [60, 61, 70, 71, 81, 95, 120], [0, 59, 60, 61, 90, 120],
            [True, False]):
        if partner == caller:
            continue
        assert sum(game_points_for(caller, partner, target, pts, capp)[1]) == 0


def test_auction_order_is_fixed_even_with_piemonte():
    d = fixed(rules=Rules(piemonte=True))
    assert d.allowed_bids()[:10] == ["1", "3", "10", "9", "8", "7", "6", "5", "4", "2"]
    bids(d, "3")
    assert "10" in d.allowed_bids() and "3" not in d.allowed_bids()
