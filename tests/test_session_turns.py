"""session/turns.py: the one turn loop of a deal."""
import copy
import random
import threading

import pytest

from briscola_gui.ai import make_player
from briscola_gui.engine import IllegalMove, Rules
from briscola_gui.engine.actions import Bid, PlayCard, Signal
from briscola_gui.engine.events import CardPlayed, DealOver, SignalGiven
from briscola_gui.session import ComputerFault, TurnLoop

from enginehelpers import Scripted, new_deal


class Broken:
    """A computer player that answers ``answer`` (or raises it when it is an exception)."""

    def __init__(self, answer):
        self.answer = answer

    def _give(self, view):
        if isinstance(self.answer, BaseException):
            raise self.answer
        return self.answer

    play = bid = call = _give


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_a_deal_of_computers_plays_to_the_end(players):
    deal = new_deal(players, 40 + players, Rules(signals=players == 4))
    loop = TurnLoop(deal, [make_player("easy", seed=s) for s in range(players)])
    events = loop.run_computers()
    assert deal.is_over and isinstance(events[-1], DealOver)
    assert sum(isinstance(e, CardPlayed) for e in events) == len(deal.played_cards())
    assert not any(isinstance(e, ComputerFault) for e in events)
    if players == 4:
        assert deal.signals and any(isinstance(e, SignalGiven) for e in events)
    assert loop.request() is None


def test_a_human_seat_waits_and_its_illegal_submits_change_nothing():
    deal = new_deal(2, 3)
    loop = TurnLoop(deal, [None, Scripted()])
    loop.run_computers()
    assert loop.human_to_act() and loop.request() is None
    before = copy.deepcopy(deal.__dict__)
    other = deal.hands[1][0]
    for action in (PlayCard(0, other), PlayCard(1, deal.hands[1][0]), Bid(0, "pass"),
                   Signal(0, "asso"), "garbage", PlayCard(7, 0)):
        with pytest.raises(IllegalMove):
            loop.submit(action)
        assert deal.__dict__ == before
    events = loop.submit(PlayCard(0, deal.legal_moves()[0]))
    assert events[0] == CardPlayed(0, before["hands"][0][0])


@pytest.mark.parametrize("answer", [RuntimeError("the player died"), "garbage", 999, None,
                                    [1, 2], PlayCard(5, 0)])
def test_an_unusable_computer_answer_falls_back_and_is_reported(answer):
    deal = new_deal(2, 9)
    loop = TurnLoop(deal, [Broken(answer), Broken(answer)])
    seat = deal.to_act
    first_legal = deal.legal_moves()[0]
    events = loop.play_computer_turn()
    fault = events[0]
    assert isinstance(fault, ComputerFault) and fault.seat == seat and fault.kind == "play"
    assert fault.fallback == PlayCard(seat, first_legal) and fault.reason
    assert events[1] == CardPlayed(seat, first_legal)
    loop.run_computers()                      # the rest of the deal goes on by fallbacks
    assert deal.is_over


def test_an_unusable_bid_falls_back_to_pass():
    deal = new_deal(5, 2)
    loop = TurnLoop(deal, [Broken("7:7")] * 5)
    events = loop.play_computer_turn()
    assert isinstance(events[0], ComputerFault) and events[0].fallback == Bid(events[0].seat, "pass")
    loop.run_computers()
    assert deal.is_over and deal.redeal


class Waiter:
    """Thinks until the cancel event is set, then answers a legal card."""

    def __init__(self):
        self.started = threading.Event()

    def play(self, view, cancel=None):
        self.started.set()
        assert cancel.wait(5), "never cancelled"
        return view.legal[0]


def test_a_cancelled_request_on_a_worker_changes_nothing():
    deal = new_deal(2, 4)
    waiter = Waiter()
    loop = TurnLoop(deal, [waiter, waiter])
    req = loop.request()
    cancel = threading.Event()
    answers = []
    worker = threading.Thread(target=lambda: answers.append(req.run(cancel)))
    worker.start()
    assert waiter.started.wait(5)
    cancel.set()
    worker.join(5)
    before = copy.deepcopy(deal.__dict__)
    assert answers[0].cancelled and loop.complete(answers[0]) == ()
    assert deal.__dict__ == before and loop.request() == req


def test_the_expert_stops_early_when_cancelled():
    deal = new_deal(4, 8)
    loop = TurnLoop(deal, [make_player("expert", seed=1)] * 4)
    cancel = threading.Event()
    cancel.set()
    answer = loop.request().run(cancel)
    assert answer.cancelled and answer.move in deal.legal_moves()
    assert loop.complete(answer) == ()


def test_a_stale_answer_is_dropped():
    deal = new_deal(2, 5)
    loop = TurnLoop(deal, [Scripted(), None])
    if loop.human_to_act():
        loop.submit(PlayCard(deal.to_act, deal.legal_moves()[0]))
    req = loop.request()
    answer = req.run()
    assert loop.complete(answer)                 # applied once
    loop.submit(PlayCard(deal.to_act, deal.legal_moves()[0]))
    played = len(deal.played_cards())
    assert loop.complete(answer) == () and len(deal.played_cards()) == played


def test_computer_signals_follow_each_move_from_the_second_trick():
    deal = new_deal(4, 12, Rules(signals=True))
    loop = TurnLoop(deal, [None, Scripted(), Scripted(), Scripted()])
    seen_at = {}
    rng = random.Random(1)
    while not deal.is_over:
        if loop.human_to_act():
            events = loop.submit(PlayCard(0, rng.choice(deal.legal_moves())))
        else:
            events = loop.play_computer_turn()
        for e in events:
            if isinstance(e, SignalGiven):
                assert e.seat != 0 and len(deal.tricks) >= 1
                seen_at.setdefault(e.seat, len(deal.tricks))
    assert seen_at and all(t == 1 for t in seen_at.values())
    assert TurnLoop(new_deal(4, 12, Rules(signals=True)), [Scripted()] * 4,
                    computer_signals=False).run_computers()
    off = new_deal(4, 12, Rules(signals=True))
    TurnLoop(off, [Scripted()] * 4, computer_signals=False).run_computers()
    assert off.signals == []


def test_players_must_match_the_seats():
    with pytest.raises(ValueError):
        TurnLoop(new_deal(2, 1), [None])
