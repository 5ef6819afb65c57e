"""Whose turn it is, and getting the move: the player's through ``submit``, a computer's
from a worker thread (the scene polls; a slow player never freezes the window), checked
against the deal's legal actions with a legal fallback; computer seats' signals; the
hint's advisor. Every move goes through ``deal.apply`` and its events to the display."""
from __future__ import annotations

import logging
from concurrent.futures import Future
from dataclasses import dataclass

from ...ai.signals import SignalAwarePlayer, choose_signals
from ...engine import IllegalMove
from ...engine.actions import Bid, Call, Exchange, PlayCard, Signal
from ..players import RandomPlayer, advisor, computer

log = logging.getLogger(__name__)
COMPUTER_PAUSE_MS = 380      # a computer's move is shown no sooner than this after its turn began


@dataclass
class Pending:
    """A computer's move being thought in the worker."""
    seat: int
    phase: str
    future: Future
    view: object
    elapsed: int = 0


class Turns:
    def __init__(self, table, seed: int | None):
        import random
        self.table = table
        rng = random.Random(seed)
        self.bots = {s: computer(seat.level or "medium", rng.randrange(1 << 30))
                     for s, seat in enumerate(table.seats) if not seat.human}
        if table.signals_on:
            self.bots = {s: SignalAwarePlayer(b) for s, b in self.bots.items()}
        self.pending: Pending | None = None
        self.hint_job: tuple[Future, object] | None = None
        self._advisor = None

    def reset(self) -> None:
        self.pending = None
        self.hint_job = None

    @property
    def deal(self):
        return self.table.deal

    def submit(self, action) -> bool:
        """The player's move: applied when legal now, else refused (False)."""
        if action not in self.deal.legal_actions(action.seat):
            return False
        self._apply(action)
        return True

    def _apply(self, action) -> None:
        try:
            events = self.deal.apply(action)
        except IllegalMove:
            log.exception("a move checked legal was refused: %r", action)
            return
        self.table.display.show(events)
        self.table.after_move(events)

    # -- computer seats -----------------------------------------------------------------
    def update(self, dt: int) -> None:
        """Called while the display has nothing left to show."""
        deal = self.deal
        if self.pending is not None:
            self.pending.elapsed += dt
            if self.pending.future.done() and self.pending.elapsed >= self.table.ms(COMPUTER_PAUSE_MS):
                self._finish()
            return
        if self.table.signals_on and deal.phase == "play" and deal.tricks:
            self._computer_signals()
        seat = deal.to_act
        if seat is not None and not self.table.seats[seat].human:
            view = deal.view(seat)
            method = {"play": "play", "auction": "bid", "call": "call"}[deal.phase]
            fn = getattr(self.bots.get(seat), method, None) or getattr(RandomPlayer(seat), method)
            self.pending = Pending(seat, deal.phase, self.table.app.executor.submit(fn, view), view)

    def thinking_ms(self) -> int:
        return self.pending.elapsed if self.pending is not None else 0

    def _finish(self) -> None:
        p, self.pending = self.pending, None
        try:
            move = p.future.result()
        except Exception:
            log.exception("computer seat %d failed; a legal move is played instead", p.seat)
            move = None
        fallback = RandomPlayer(p.seat)
        if p.phase == "play":
            if isinstance(move, Exchange) and move.card in p.view.exchanges:
                action = move                  # scambio: the same seat is asked again after
            else:
                card = move if move in p.view.legal else fallback.play(p.view)
                action = card if isinstance(card, Exchange) else PlayCard(p.seat, card)
        elif p.phase == "auction":
            action = Bid(p.seat, move if move in p.view.allowed else "pass")
        else:
            action = Call(p.seat, move if move in p.view.allowed else fallback.call(p.view))
        if move is not None and action not in self.deal.legal_actions(p.seat):
            log.warning("computer seat %d chose an illegal move %r", p.seat, move)
        self._apply(action)

    def _computer_signals(self) -> None:
        """Computer seats give their true signals at the first allowed moment."""
        deal = self.deal
        for seat in range(deal.players):
            if self.table.seats[seat].human or not deal.allowed_signals(seat):
                continue
            for sig in choose_signals(deal.view(seat)):
                if sig in deal.allowed_signals(seat):
                    self._apply(Signal(seat, sig))

    # -- the hint ------------------------------------------------------------------------
    def ask_hint(self) -> None:
        """The strongest computer player thinks in the same worker as the computer's turns."""
        if self._advisor is None:
            self._advisor = advisor(7)
        view = self.deal.view(self.deal.to_act)
        self.hint_job = (self.table.app.executor.submit(self._advisor.play, view), view)

    def poll_hint(self):
        """(card, view) once the advisor answered, else None; the card is legal, or the
        advisor's Exchange (scambio) when that is its advice."""
        if self.hint_job is None or not self.hint_job[0].done():
            return None
        fut, view = self.hint_job
        self.hint_job = None
        try:
            card = fut.result()
        except Exception:
            log.exception("the hint's advisor failed")
            card = None
        if isinstance(card, Exchange) and card.card in view.exchanges:
            return card, view
        return (card if card in view.legal else view.legal[0]), view
