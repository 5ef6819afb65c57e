"""session/computer.py: a computer's decision as a request the caller runs."""
from briscola_gui.engine import Rules
from briscola_gui.engine.actions import Bid, Call, Exchange, PlayCard
from briscola_gui.session.computer import ComputerRequest, action_of, fallback_action

from enginehelpers import new_deal


class Plain:
    def play(self, view):                 # no cancel parameter: called without one
        return view.legal[0]


def test_run_calls_players_with_or_without_cancel_and_never_raises():
    deal = new_deal(2, 1)
    view = deal.view(deal.to_act)
    ok = ComputerRequest(deal.to_act, "play", view, Plain(), 0).run()
    assert ok.move == view.legal[0] and ok.error is None and not ok.cancelled and ok.elapsed_ms >= 0
    missing = ComputerRequest(deal.to_act, "bid", view, Plain(), 0).run()
    assert missing.move is None and "no bid()" in missing.error


def test_answers_become_actions():
    deal = new_deal(2, 1)
    req = ComputerRequest(1, "play", deal.view(1), Plain(), 0)
    assert action_of(req, 5) == PlayCard(1, 5)
    assert action_of(ComputerRequest(1, "bid", req.view, req.player, 0), "pass") == Bid(1, "pass")
    assert action_of(ComputerRequest(1, "call", req.view, req.player, 0), 7) == Call(1, 7)
    assert action_of(req, Exchange(1, 6)) == Exchange(1, 6)


def test_fallback_is_pass_or_the_first_legal_move():
    chiamata = new_deal(5, 3)
    assert fallback_action(chiamata, chiamata.to_act) == Bid(chiamata.to_act, "pass")
    deal = new_deal(2, 3, Rules(follow_suit=True))
    assert fallback_action(deal, deal.to_act) == PlayCard(deal.to_act, deal.legal_moves()[0])
