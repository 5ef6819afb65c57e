import pytest

from briscola_gui.engine import IllegalMove, Rules, Smazzata, parse_card
from briscola_gui.engine.replay import deal_from_json, deal_to_json
from briscola_gui.engine.records import SignalSeen
from briscola_gui.engine.signals import true_signals
from enginehelpers import cards, stack_deck

SIG = Rules(signals=True)


def test_true_signals_follow_the_seed_table():
    spade = 3
    assert true_signals(cards("1S 3C 5S"), spade) == ["asso", "liscio", "carico"]
    assert true_signals(cards("10S 9S 8S"), spade) == ["re", "cavallo", "fante"]
    assert true_signals(cards("1C 2D 4B"), spade) == ["carico", "chiesa"]
    assert true_signals(cards("3S"), spade) == ["tre"]


def deal4():
    deck = stack_deck(4, 3, ["1S 5C 6C", "4C 5D 6D", "1D 5B 6B", "2C 3S 6S"], face_up="7S")
    return Smazzata(4, 3, deck, SIG)


def test_not_in_the_first_trick_then_once_each_and_true_only():
    d = deal4()
    assert d.allowed_signals(0) == []
    with pytest.raises(IllegalMove, match="second trick"):
        d.signal(0, "asso")
    for c in ("5C", "4C", "5B", "2C"):
        d.play(d.to_act, parse_card(c))
    assert "asso" in d.allowed_signals(0)
    d.signal(0, "asso")
    assert "asso" not in d.allowed_signals(0)
    with pytest.raises(IllegalMove):
        d.signal(0, "asso")
    with pytest.raises(IllegalMove):
        d.signal(1, "asso")          # seat 1 does not hold it


def test_only_the_partner_sees_a_signal_and_saves_keep_it():
    d = deal4()
    for c in ("5C", "4C", "5B", "2C"):
        d.play(d.to_act, parse_card(c))
    d.signal(0, "asso")
    assert d.view(2).signals == ((0, "asso"),)
    assert d.view(0).signals == ((0, "asso"),)
    assert d.view(1).signals == () and d.view(3).signals == ()
    assert d.view(2).to_request("play")["signals"] == [{"seat": 0, "signal": "asso"}]
    again = deal_from_json(deal_to_json(d))
    assert again.signals == d.signals


def test_no_signals_without_the_option_or_outside_four_players():
    deck = stack_deck(4, 3, ["1S 5C 6C", "4C 5D 6D", "1D 5B 6B", "2C 3S 6S"], face_up="7S")
    d = Smazzata(4, 3, deck)
    for c in ("5C", "4C", "5B", "2C"):
        d.play(d.to_act, parse_card(c))
    assert d.allowed_signals(0) == []


def test_a_seat_sees_in_which_trick_each_signal_was_given():
    """The review listed "No trumps" and "A low trump" for one seat with nothing to say
    that the first was stale: the view now carries each signal's trick (the protocol's
    request keeps its shape)."""
    d = deal4()
    for c in ("5C", "4C", "5B", "2C"):
        d.play(d.to_act, parse_card(c))
    d.signal(0, "asso")
    d.play(d.to_act, parse_card("6C"))              # a card of trick 2: a signal still in it
    d.signal(2, "carico")
    assert d.view(2).signals_seen == (SignalSeen(0, "asso", 2), SignalSeen(2, "carico", 2))
    assert d.view(0).signals_seen == d.view(2).signals_seen
    assert d.view(1).signals_seen == () and d.view(3).signals_seen == ()
    assert d.view(2).to_request("play")["signals"] == [{"seat": 0, "signal": "asso"},
                                                       {"seat": 2, "signal": "carico"}]


def test_no_signal_button_with_the_last_card(tmp_path):
    """Review 12e item 13: the buttons still offered "A low trump" on the last trick, when a
    signal can no longer help the partner."""
    from table_support import run_until, table_at_turn
    app, table = table_at_turn(tmp_path, players=4, seed=5, signals=True)
    offered_before = False
    while len(table.deal.hands[0]) > 1:
        offered_before |= bool(table.my_signals_allowed())
        table.play_card(table.deal.legal_moves()[0])
        run_until(app, lambda: table.human_turn() or table.finished_deal, limit=100000)
    assert offered_before and table.human_turn()
    assert not table.my_signals_allowed() and not table.panels.signals._buttons()
