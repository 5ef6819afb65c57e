"""session/table.py: a whole match at the table through the session."""
import copy
import random
from pathlib import Path

import pytest

from briscola_gui.engine import IllegalMove, Rules, new_match, savegame
from briscola_gui.engine.actions import PlayCard
from briscola_gui.engine.events import CardDealt, CardPlayed, DealOver, TrickTaken, TrumpTurned
from briscola_gui.session import (DealFinished, DealStarted, MatchOver, Seat, StorageFailed,
                                  TableSession)
from briscola_gui.stats import Stats

from enginehelpers import Scripted

FIXTURES = Path(__file__).parent / "fixtures" / "saves_v1"


class Store:
    """Records what the session asks the store to do (the window's Store has the same shape)."""

    def __init__(self, fail: bool = False):
        self.saves, self.stats_saves, self.fail = [], 0, fail

    def save_match(self, match, level=None, daily=None):
        if self.fail:
            raise OSError("disk full")
        self.saves.append((len(match.history), match.over, level))

    def save_stats(self, stats):
        self.stats_saves += 1


def play_match(session, pick=None) -> list:
    """Play the whole match: computers in this thread, the human (if any) by ``pick``."""
    events = list(session.start())
    rng = random.Random(3)
    while True:
        events += session.run_computers()
        if session.match.over:
            return events
        if session.finished:
            events += session.next_deal()
        elif session.human_to_act():
            seat = session.deal.to_act
            turn = [a for a in session.legal_actions(seat) if a.seat == seat]
            events += session.submit(pick(turn) if pick else rng.choice(turn))


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_a_full_match_of_computers(players):
    match = new_match(players, Rules(signals=players == 4), 2 if players != 5 else 3, seed=players)
    session = TableSession(match, [Seat(f"C{i}", "easy") for i in range(players)], seed=1)
    events = play_match(session)
    finished = [e for e in events if isinstance(e, DealFinished)]
    assert [e.record for e in finished] == match.history
    started = [e for e in events if isinstance(e, DealStarted)]
    assert len(started) == len(finished) and not any(e.resumed for e in started)
    assert sum(isinstance(e, DealOver) for e in events) == len(finished)
    dealt = sum(isinstance(e, CardDealt) for e in events)
    assert dealt == len(finished) * (40 if players == 5 else 3 * players)
    assert sum(isinstance(e, TrumpTurned) for e in events) == (0 if players == 5 else len(finished))
    assert isinstance(events[-1], MatchOver) and list(events[-1].winners) == match.winners
    assert session.computer_request() is None and session.legal_actions(0) == []
    with pytest.raises(RuntimeError):
        session.next_deal()


def test_the_same_seed_plays_the_same_match():
    def run():
        match = new_match(4, Rules(signals=True), 1, seed=9)
        return play_match(TableSession(match, [Seat(f"C{i}", "medium") for i in range(4)], seed=5))
    assert [e for e in run() if not isinstance(e, (DealStarted, DealFinished))] == \
        [e for e in run() if not isinstance(e, (DealStarted, DealFinished))]


@pytest.mark.parametrize("code", ["82Z8Y-SHHJ6-3", "7K2QD-M9XA3"])
def test_a_deal_code_replayed_with_the_same_moves_plays_the_same_game(code):
    """No seed given (as the window starts a code): the match and its computers take the
    code's, so a friend who plays the same moves meets the same answers."""
    from briscola_gui.engine.shuffle import parse_deal_code
    spec = parse_deal_code(code)

    def run():
        match = new_match(spec.players, spec.rules, 2, first_deal=spec)
        seats = [Seat("You", None, True)] + [Seat(f"C{i}", "medium") for i in range(spec.players - 1)]
        return play_match(TableSession(match, seats))
    assert [e for e in run() if not isinstance(e, (DealStarted, DealFinished))] == \
        [e for e in run() if not isinstance(e, (DealStarted, DealFinished))]


def test_a_human_seat_stats_and_autosave(tmp_path):
    match = new_match(2, Rules(), 2, seed=4)
    store, stats = Store(), Stats(tmp_path / "stats.json")
    session = TableSession(match, [Seat("You", None, True), Seat("Bot", "random")], seed=2,
                           store=store, stats=stats)
    events = play_match(session)
    deals = len(match.history)
    assert [r["kind"] for r in stats.records] == ["smazzata"] * deals + ["match"]
    assert all(r["level"] == "random" and r["players"] == 2 for r in stats.records)
    won = sum(r["result"] == "won" for r in stats.records[:-1])
    assert won == match.score[0]
    assert stats.records[-1]["result"] == ("won" if match.winners == [0] else "lost")
    assert store.stats_saves == deals
    tricks = sum(isinstance(e, TrickTaken) for e in events)
    assert len(store.saves) == tricks            # after every trick; the last one with the deal
    assert store.saves[-1] == (deals, True, "random")   # the window's store then deletes it


def test_a_human_illegal_submit_raises_and_changes_nothing():
    match = new_match(2, Rules(follow_suit=True), 1, seed=6)
    store = Store()
    session = TableSession(match, [Seat("You", None, True), Seat("Bot", "easy")], store=store)
    session.start()
    session.run_computers()
    assert session.human_to_act()
    deal = session.deal
    before = copy.deepcopy(deal.__dict__)
    for action in (PlayCard(0, deal.hands[1][0]), PlayCard(1, deal.hands[1][0]), "nonsense"):
        with pytest.raises(IllegalMove):
            session.submit(action)
    assert deal.__dict__ == before and store.saves == []
    card = deal.legal_moves()[0]
    assert session.submit(PlayCard(0, card))[0] == CardPlayed(0, card)


def test_storage_failures_are_reported_and_the_game_goes_on():
    match = new_match(2, Rules(), "single", seed=8)
    session = TableSession(match, [Seat("You", None, True), Seat("Bot", "easy")], store=Store(fail=True),
                           stats=Stats(Path("unused.json")))
    events = play_match(session)
    failed = [e for e in events if isinstance(e, StorageFailed)]
    assert failed and all(e.what == "save" and "disk full" in e.reason for e in failed)
    assert isinstance(events[-1], MatchOver)


def test_a_demo_saves_and_records_nothing():
    match = new_match(2, Rules(), "single", seed=8)
    store, stats = Store(), Stats(Path("unused.json"))
    session = TableSession(match, [Seat("A", "easy"), Seat("B", "easy")], store=store, stats=stats,
                           demo=True)
    play_match(session)
    assert store.saves == [] and stats.records == []
    assert session.hint_request() is None


def test_five_passes_deal_again_at_once():
    match = new_match(5, Rules(), 1, seed=3)
    seats = [Seat(f"C{i}", "easy", player=Scripted(bid="none")) for i in range(5)]
    session = TableSession(match, seats, stats=Stats(Path("unused.json")))
    session.start()
    events = session.play_computer_turn()
    for _ in range(4):
        events += session.play_computer_turn()
    kinds = [type(e).__name__ for e in events]
    assert kinds[-42:-40] == ["DealFinished", "DealStarted"] and kinds[-40:] == ["CardDealt"] * 40
    finished = next(e for e in events if isinstance(e, DealFinished))
    assert finished.redeal and finished.deal.redeal and not session.finished
    assert session.deal is match.deal and session.deal is not finished.deal


def test_a_saved_match_resumes_without_dealing_again():
    match = savegame.load(FIXTURES / "4p_signals.json")
    session = TableSession(match, [Seat("You", None, True)] + [Seat(f"C{i}", "hard") for i in range(3)])
    events = session.start()
    assert isinstance(events[0], DealStarted) and events[0].resumed
    assert not any(isinstance(e, CardDealt) for e in events)
    assert events[0].code == match.deal_code


def test_seats_must_match_the_players():
    with pytest.raises(ValueError):
        TableSession(new_match(2, seed=1), [Seat("A", "easy")])


def test_computers_exchange_through_the_session_with_scambio():
    from briscola_gui.engine.events import Exchanged
    from briscola_gui.session import ComputerFault
    seen = []
    for seed in range(6):
        match = new_match(2, Rules(scambio=True), 2, seed=seed)
        events = play_match(TableSession(match, [Seat("A", "hard"), Seat("B", "medium")], seed=seed))
        assert not any(isinstance(e, ComputerFault) for e in events)
        seen += [e for e in events if isinstance(e, Exchanged)]
    assert seen
