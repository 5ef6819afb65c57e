"""session/hints.py: the hint for the human seat, asked like a computer's move."""
import threading

from briscola_gui.engine import Rules, new_match
from briscola_gui.engine.actions import PlayCard
from briscola_gui.session import HintReady, Seat, TableSession


def human_session(advisor=None, players=2):
    match = new_match(players, Rules(), 1, seed=12)
    seats = [Seat("You", None, True)] + [Seat(f"C{i}", "easy") for i in range(players - 1)]
    session = TableSession(match, seats, seed=3, advisor=advisor)
    session.start()
    session.run_computers()
    return session


class Advisor:
    def __init__(self, card=None, fail=False):
        self.card, self.fail, self.cancel_seen = card, fail, None

    def play(self, view, cancel=None):
        self.cancel_seen = cancel
        if self.fail:
            raise RuntimeError("advisor crashed")
        return view.legal[-1] if self.card is None else self.card


def test_hint_gives_the_advisors_card_and_a_reason_in_the_language_asked():
    session = human_session(Advisor())
    view = session.deal.view(0)
    cancel = threading.Event()
    req = session.hint_request("it")
    answer = req.run(cancel)
    assert session.advisor.cancel_seen is cancel
    (event,) = session.complete_hint(answer)
    assert (event.seat, event.card) == (0, view.legal[-1]) and event.reason
    assert dict(event.reasons)["it"] == event.reason and dict(event.reasons)["en"] != event.reason
    english = session.complete_hint(session.hint_request("en").run())[0].reason
    assert english != event.reason


def test_the_default_advisor_is_the_expert():
    session = human_session()
    (event,) = session.complete_hint(session.hint_request().run())
    assert event.card in session.deal.legal_moves()
    assert type(session.advisor).__name__ == "ExpertPlayer"


def test_a_failing_or_illegal_advisor_still_gives_a_legal_card():
    for advisor in (Advisor(fail=True), Advisor(card=99)):
        session = human_session(advisor)
        (event,) = session.complete_hint(session.hint_request().run())
        assert event.card == session.deal.legal_moves()[0]


def test_a_hint_for_a_turn_gone_by_is_dropped():
    session = human_session(Advisor())
    answer = session.hint_request().run()
    session.submit(PlayCard(0, session.deal.legal_moves()[0]))
    assert session.complete_hint(answer) == ()


def test_no_hint_outside_the_humans_turn_to_play():
    match = new_match(5, Rules(), 1, seed=1)
    session = TableSession(match, [Seat("You", None, True)] + [Seat(f"C{i}", "easy") for i in range(4)])
    session.start()
    session.run_computers()
    assert session.deal.phase == "auction" or not session.human_to_act()
    assert session.hint_request() is None
