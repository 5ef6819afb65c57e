from briscola_gui.engine import (BadInput, card_name, card_str, deck_for, parse_card, tables,
                                 ALL_CARDS)
import pytest


def test_notation_round_trip():
    assert [card_str(c) for c in ALL_CARDS][:10] == [f"{r}C" for r in range(1, 11)]
    for c in ALL_CARDS:
        assert parse_card(card_str(c)) == c
    assert card_name(parse_card("1D")) == "Asso di denari"
    assert card_name(parse_card("10S")) == "Re di spade"


@pytest.mark.parametrize("bad", ["11D", "0C", "1X", "", "D1", None, 7, "1DD"])
def test_unknown_cards_are_refused(bad):
    with pytest.raises(BadInput):
        parse_card(bad)


def test_points_total_120_and_strength_order():
    points, strength = tables(False)
    assert sum(points) == 120
    order = sorted(range(10), key=lambda r: -strength[r])
    assert [r + 1 for r in order] == [1, 3, 10, 9, 8, 7, 6, 5, 4, 2]
    assert [points[r] for r in order] == [11, 10, 4, 3, 2, 0, 0, 0, 0, 0]


def test_piemonte_swaps_three_and_seven():
    points, strength = tables(True)
    assert sum(points) == 120
    order = sorted(range(10), key=lambda r: -strength[r])
    assert [r + 1 for r in order] == [1, 7, 10, 9, 8, 3, 6, 5, 4, 2]
    assert points[parse_card("7C")] == 10 and points[parse_card("3C")] == 0


def test_decks_per_player_count():
    assert len(deck_for(2)) == len(deck_for(4)) == len(deck_for(5)) == 40
    three = deck_for(3)
    assert len(three) == 39 and parse_card("2C") not in three
    six = deck_for(6)
    assert len(six) == 36 and not any(card_str(c).startswith("2") for c in six)
    with pytest.raises(BadInput):
        deck_for(7)
