"""The one turn loop of a deal: whose turn, ask the player, validate, fall back, apply.

``sim``, the tests and the window's table session all play a deal through a
``TurnLoop``: a human seat's move comes in through ``submit`` (refused with
IllegalMove, nothing changed, when it is not legal); a computer seat's through a
``ComputerRequest`` the caller runs and hands back to ``complete``, which applies
the answer when it is legal and otherwise a fallback, announced by a
``ComputerFault`` event. After every move the computer seats give the signals
they want to give (4 players, option ``signals``). Every method returns the
events of what happened, in order.
"""
from __future__ import annotations

import logging

from ..ai.signals import choose_signals
from ..engine.actions import Signal
from ..engine.errors import IllegalMove
from .computer import METHOD_OF_PHASE, ComputerAnswer, ComputerRequest, action_of, fallback_action
from .events import ComputerFault

log = logging.getLogger(__name__)


class TurnLoop:
    """One deal and who plays each seat: ``players[seat]`` is a computer player, or None
    for a seat whose moves are submitted (a human). ``computer_signals``: computer seats
    give their signals (when the rules allow any)."""

    def __init__(self, deal, players: list, computer_signals: bool = True):
        if len(players) != deal.players:
            raise ValueError(f"{len(players)} players for a {deal.players}-player deal")
        self.deal = deal
        self.players = list(players)
        self.computer_signals = computer_signals and deal.rules.signals and deal.players == 4
        self.serial = 0                     # counts applied moves; ties answers to positions

    # -- questions --------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        return self.deal.to_act

    def is_human(self, seat: int) -> bool:
        return self.players[seat] is None

    def human_to_act(self) -> bool:
        seat = self.deal.to_act
        return seat is not None and self.is_human(seat)

    def computer_to_act(self) -> bool:
        seat = self.deal.to_act
        return seat is not None and not self.is_human(seat)

    def legal_actions(self, seat: int) -> list:
        return self.deal.legal_actions(seat)

    # -- a human seat ---------------------------------------------------------------
    def submit(self, action) -> tuple:
        """Apply a human seat's action. IllegalMove, nothing changed, when the seat is a
        computer's or the action is not legal now."""
        seat = getattr(action, "seat", None)
        if not isinstance(seat, int) or not 0 <= seat < len(self.players):
            raise IllegalMove(-1 if seat is None else seat, repr(action), "no such seat",
                              verb="make")
        if not self.is_human(seat):
            raise IllegalMove(seat, repr(action), "that seat is played by the computer",
                              verb="make")
        return self._apply(action)

    # -- a computer seat ------------------------------------------------------------
    def request(self) -> ComputerRequest | None:
        """The decision a computer seat must make now, or None (a human's turn, or over)."""
        seat = self.deal.to_act
        if seat is None or self.is_human(seat):
            return None
        kind = METHOD_OF_PHASE[self.deal.phase]
        return ComputerRequest(seat, kind, self.deal.view(seat), self.players[seat], self.serial)

    def complete(self, answer: ComputerAnswer) -> tuple:
        """Apply a computer's answer; a fallback and a ComputerFault when it is unusable.
        Nothing happens for a cancelled answer or one asked in an earlier position."""
        req = answer.request
        if answer.cancelled:
            return ()
        if req.serial != self.serial or req.seat != self.deal.to_act:
            log.info("stale answer for seat %d dropped", req.seat)
            return ()
        reason = answer.error
        if reason is None:
            action = action_of(req, answer.move)
            if action.seat != req.seat:
                reason = f"an action for seat {action.seat}"
            else:
                try:                             # apply checks it and changes nothing if illegal
                    return self._apply(action)
                except IllegalMove as exc:
                    reason = str(exc)
        fallback = fallback_action(self.deal, req.seat)
        log.warning("computer seat %d: %s answer %r unusable (%s); playing %r",
                    req.seat, req.kind, answer.move, reason, fallback)
        fault = ComputerFault(req.seat, req.kind, repr(answer.move)[:200], reason, fallback)
        return (fault,) + self._apply(fallback)

    def play_computer_turn(self, cancel=None) -> tuple:
        """Ask the computer seat to act, in this thread, and apply its answer."""
        req = self.request()
        if req is None:
            return ()
        return self.complete(req.run(cancel))

    def run_computers(self) -> list:
        """Play computer turns until a human seat is to act or the deal is over."""
        events: list = []
        while self.computer_to_act():
            events.extend(self.play_computer_turn())
        return events

    # -- applying ------------------------------------------------------------------
    def _apply(self, action) -> tuple:
        events = self.deal.apply(action)
        self.serial += 1
        return events + self.give_computer_signals()

    def give_computer_signals(self) -> tuple:
        """Computer seats give every signal they choose, at the first allowed moment."""
        if not self.computer_signals or self.deal.phase != "play" or not self.deal.tricks:
            return ()
        out: tuple = ()
        for seat, player in enumerate(self.players):
            if player is None or not self.deal.allowed_signals(seat):
                continue
            for sig in choose_signals(self.deal.view(seat)):
                if sig in self.deal.allowed_signals(seat):
                    out += self.deal.apply(Signal(seat, sig))
        return out
