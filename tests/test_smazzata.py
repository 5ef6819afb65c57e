"""One test per rule of the smazzata (shared RULES.md), with worked examples."""
import pytest

from briscola_gui.engine import (IllegalMove, BadInput, Rules, Smazzata, card_str, parse_card,
                                 shuffled_deck, tables, trick_winner)
from briscola_gui.engine.events import AccusoDeclared, CardDrawn, CardPlayed, TrickTaken
from enginehelpers import cards, finish, stack_deck

STRENGTH = tables(False)[1]


def names(cs):
    return [card_str(c) for c in cs]


def test_seed_004_worked_examples():
    """The three examples of seed 004: the briscola is the 4 di spade."""
    trump = parse_card("4S") // 10
    # A plays the 5 di bastoni, B the Asso di bastoni: B wins (rule 1, same suit).
    assert trick_winner(cards("5B 1B"), trump, STRENGTH) == 1
    # A plays the 5 (cuori = coppe), B the Re di bastoni: A wins (rule 2, suit led).
    assert trick_winner(cards("5C 10B"), trump, STRENGTH) == 0
    # A plays the Asso di denari, B the 6 di spade (briscola): B wins (rule 3).
    assert trick_winner(cards("1D 6S"), trump, STRENGTH) == 1
    # Both briscole: the higher wins.
    assert trick_winner(cards("3S 1S"), trump, STRENGTH) == 1
    assert trick_winner(cards("1S 3S"), trump, STRENGTH) == 0


def test_highest_trump_wins_among_many():
    assert trick_winner(cards("1C 2D 3C 7D"), 1, STRENGTH) == 3
    assert trick_winner(cards("4B 1C 3C 2B"), 1, STRENGTH) == 0
    assert trick_winner(cards("4B 1C 3C 2B"), None, STRENGTH) == 0


def test_dealing_one_card_at_a_time_from_the_seat_after_the_dealer():
    deck = shuffled_deck(4, 99)
    d = Smazzata(4, 2, deck)
    # seat 3 gets deck[0], deck[4], deck[8]; seat 0 deck[1]...
    assert d.hands[3] == [deck[0], deck[4], deck[8]]
    assert d.hands[0] == [deck[1], deck[5], deck[9]]
    assert d.hands[2] == [deck[3], deck[7], deck[11]]
    assert d.trump_card == deck[12] and d.trump == deck[12] // 10
    assert d.stock_count == 28
    assert d.to_act == 3 and d.leader == 3


def test_face_up_card_is_drawn_last_by_the_loser_in_two_players():
    deck = stack_deck(2, 0, ["1C 2C 4C", "1D 2D 4D"], face_up="7S")
    d = Smazzata(2, 0, deck)
    assert d.to_act == 1
    drawn = []
    while d.stock_count:
        seat = d.to_act
        events = d.play(seat, d.legal_moves()[0])
        events += d.play(d.to_act, d.legal_moves()[0])
        drawn.extend(e for e in events if isinstance(e, CardDrawn))
    assert drawn[-1].card == parse_card("7S")
    last_trick = d.tricks[-1]
    loser = 1 - last_trick.winner
    assert drawn[-1].seat == loser
    assert drawn[-2].seat == last_trick.winner


def test_winner_draws_first_then_playing_order_and_leads():
    deck = stack_deck(4, 3, ["1C 5C 6C", "2C 5D 6D", "3C 5B 6B", "4C 5S 6S"], face_up="7S",
                      draws="7C 7D 7B 8C")
    d = Smazzata(4, 3, deck)
    assert d.to_act == 0
    d.play(0, parse_card("1C"))
    d.play(1, parse_card("2C"))
    d.play(2, parse_card("3C"))
    events = d.play(3, parse_card("4C"))
    assert events[0] == CardPlayed(3, parse_card("4C"))
    assert isinstance(events[1], TrickTaken) and events[1].trick.winner == 0 \
        and events[1].trick.points == 21
    assert [(e.seat, card_str(e.card)) for e in events[2:]] == [
        (0, "7C"), (1, "7D"), (2, "7B"), (3, "8C")]
    assert d.to_act == 0 and d.leader == 0


def test_last_three_tricks_without_drawing_and_all_cards_played():
    for players in (2, 3, 4, 6):
        d = Smazzata(players, 0, shuffled_deck(players, players))
        tricks_with_stock_empty = 0
        while not d.is_over:
            if d.stock_count == 0 and not d.table:
                tricks_with_stock_empty += 1
                assert all(len(h) == 3 - (tricks_with_stock_empty - 1) for h in d.hands)
            d.play(d.to_act, d.legal_moves()[-1])
        assert tricks_with_stock_empty == 3
        assert len(d.tricks) * players == len(d.deck)
        assert sum(d.points) == 120


def test_no_obligation_to_follow_by_default():
    deck = stack_deck(2, 1, ["1C 2D 4D", "3C 2B 4B"], face_up="7S")
    d = Smazzata(2, 1, deck)
    d.play(0, parse_card("2D"))
    assert sorted(names(d.legal_moves())) == ["2B", "3C", "4B"]
    d.play(1, parse_card("2B"))   # discarding is fine


def test_follow_suit_option():
    deck = stack_deck(2, 1, ["1C 2D 4D", "3C 2B 5D"], face_up="7S")
    d = Smazzata(2, 1, deck, Rules(follow_suit=True))
    d.play(0, parse_card("2D"))
    assert names(d.legal_moves()) == ["5D"]
    before = (d.hands[1][:], d.table[:], d.to_act)
    with pytest.raises(IllegalMove) as err:
        d.play(1, parse_card("2B"))
    assert "follow" in str(err.value) and err.value.seat == 1 and err.value.move == "2B"
    assert (d.hands[1], d.table, d.to_act) == before
    # without the suit led, anything goes
    deck = stack_deck(2, 1, ["1C 2D 4D", "3C 2B 5B"], face_up="7S")
    d = Smazzata(2, 1, deck, Rules(follow_suit=True))
    d.play(0, parse_card("2D"))
    assert sorted(names(d.legal_moves())) == ["2B", "3C", "5B"]


def test_illegal_moves_name_seat_card_reason_and_change_nothing():
    d = Smazzata(2, 0, shuffled_deck(2, 5))
    snapshot = (d.hands[0][:], d.hands[1][:], d.to_act)
    not_in_hand = next(c for c in range(40) if c not in d.hands[1])
    with pytest.raises(IllegalMove, match="not in that seat's hand"):
        d.play(1, not_in_hand)
    with pytest.raises(IllegalMove, match="turn"):
        d.play(0, d.hands[0][0])
    assert (d.hands[0], d.hands[1], d.to_act) == snapshot


def test_result_61_wins_and_60_60_draws():
    d = play_out(Smazzata(2, 0, shuffled_deck(2, 1)))
    r = d.result()
    assert sum(r.points) == 120 and r.complete
    if r.points[0] == 60:
        assert r.winner is None
    else:
        assert r.winner == (0 if r.points[0] >= 61 else 1)


def test_draw_sixty_sixty_exists_and_is_a_draw():
    found = False
    for seed in range(400):
        d = play_out(Smazzata(2, 0, shuffled_deck(2, seed)))
        if d.points == [60, 60]:
            assert d.result().winner is None
            found = True
            break
    assert found


def test_three_players_strict_most_and_unassigned_ties():
    d = Smazzata(3, 0, shuffled_deck(3, 3))
    play_out(d)
    r = d.result()
    assert len(r.teams) == 3 and sum(r.points) == 120
    top = max(r.points)
    if r.points.count(top) == 1:
        assert r.points[r.winner] == top and top >= 41
    d.points = [40, 40, 40]
    assert d.result().winner is None
    d.points = [50, 50, 20]
    assert d.result().winner is None
    d.points = [30, 49, 41]
    assert d.result().winner == 1


def test_teams_four_and_six_players():
    d = play_out(Smazzata(4, 0, shuffled_deck(4, 8)))
    r = d.result()
    assert r.teams == ((0, 2), (1, 3))
    assert r.team_points == (d.points[0] + d.points[2], d.points[1] + d.points[3])
    d6 = play_out(Smazzata(6, 0, shuffled_deck(6, 8)))
    assert d6.result().teams == ((0, 2, 4), (1, 3, 5))
    assert sum(d6.result().team_points) == 120


def test_accusi_announced_at_turn_for_20_or_40():
    deck = stack_deck(2, 1, ["10D 9D 4C", "10S 9S 4B"], face_up="7S")
    d = Smazzata(2, 1, deck, Rules(accusi=True))
    # seat 0 leads first: its accuso is announced at its first turn
    assert d.accusi == [(0, 1, 20)]
    assert d.points == [20, 0]
    events = d.play(0, parse_card("4C"))
    assert AccusoDeclared(1, 3, 40) in events          # Re e Cavallo di briscola (spade)
    assert d.points == [20, 40]
    # each suit once per smazzata
    d.play(1, parse_card("4B"))
    assert len(d.accusi) == 2


def test_accusi_result_by_higher_total():
    d = play_out(Smazzata(2, 0, shuffled_deck(2, 11), Rules(accusi=True)))
    d.points = [61 - 20, 59 + 20]
    d.card_points = [61, 59]
    assert d.result().winner == 1
    d.points = [70, 70]
    assert d.result().winner is None


def test_bad_decks_and_dealers():
    with pytest.raises(BadInput, match="39 cards"):
        Smazzata(3, 0, shuffled_deck(2, 1))
    deck = shuffled_deck(2, 1)
    deck[1] = deck[0]
    with pytest.raises(BadInput, match="twice"):
        Smazzata(2, 0, deck)
    deck3 = shuffled_deck(3, 1)
    deck3[deck3.index(parse_card("2D"))] = parse_card("2C")
    with pytest.raises(BadInput, match="2C"):
        Smazzata(3, 0, deck3)
    for dealer in (-1, 2, "0", None, True):
        with pytest.raises(BadInput, match="dealer"):
            Smazzata(2, dealer, shuffled_deck(2, 1))


def test_copy_is_independent():
    d = Smazzata(2, 0, shuffled_deck(2, 4))
    c = d.copy()
    play_out(c)
    assert c.is_over and not d.is_over and len(d.hands[0]) == 3 and d.stock_count == 34


def play_out(d):
    finish(d)
    return d
