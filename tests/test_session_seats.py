"""session/seats.py: computer players made per seat from one seed."""
from briscola_gui.ai.signals import SignalAwarePlayer
from briscola_gui.session import Seat
from briscola_gui.session.seats import make_players


def test_one_player_per_computer_seat_seeded_in_order():
    seats = [Seat("You", None, True), Seat("A", "hard"), Seat("B", None), Seat("C", "random")]
    players = make_players(seats, 5, signals=False)
    assert players[0] is None
    assert [p.level for p in players[1:]] == ["hard", "medium", "random"]
    again = make_players(seats, 5, signals=False)
    assert [p.seed for p in players[1:]] == [p.seed for p in again[1:]]
    assert len({p.seed for p in players[1:]}) == 3


def test_a_ready_player_is_used_and_signals_wrap_it():
    mine = object()
    players = make_players([Seat("A", "easy", player=mine), Seat("B", "easy")], 1, signals=True)
    assert isinstance(players[0], SignalAwarePlayer) and players[0].inner is mine
