"""Asking a computer player for its move without blocking the caller.

The session hands out a ``ComputerRequest`` (the seat, the kind of decision and
the seat's view, nothing more); the caller runs it at once (``sim``, tests) or
on a worker thread (the window) with a ``threading.Event`` to cancel it, then
hands the ``ComputerAnswer`` back to the session, which checks it. ``run``
never raises: a player that fails is reported in the answer, and the session
falls back to a legal move.
"""
from __future__ import annotations

import inspect
import logging
import threading
import time
from dataclasses import dataclass

from ..engine.actions import ACTION_TYPES, Bid, Call, PlayCard
from ..engine.view import SeatView

log = logging.getLogger(__name__)

METHOD_OF_PHASE = {"play": "play", "auction": "bid", "call": "call"}


@dataclass(frozen=True)
class ComputerAnswer:
    request: "ComputerRequest"
    move: object               # what the player returned (None when it raised)
    error: str | None          # why there is no usable move, when the player raised
    cancelled: bool            # the cancel event was set: the answer must not be used
    elapsed_ms: float


@dataclass(frozen=True)
class ComputerRequest:
    """One decision of a computer seat. ``kind``: "play", "bid" or "call". ``serial``
    ties the answer to the position it was asked in (a stale answer is refused)."""
    seat: int
    kind: str
    view: SeatView
    player: object
    serial: int

    def run(self, cancel: threading.Event | None = None) -> ComputerAnswer:
        """Ask the player (in the calling thread); safe to call on a worker."""
        method = getattr(self.player, self.kind, None)
        args = (self.view, cancel) if method is not None and _takes_cancel(method) else (self.view,)
        start = time.perf_counter()              # the decision alone is timed (sim reports it)
        move, error = None, None
        try:
            if method is None:
                raise TypeError(f"{type(self.player).__name__} has no {self.kind}() method")
            move = method(*args)
        except Exception as exc:      # a player's failure becomes a reported fault
            log.warning("computer seat %d failed to %s: %r", self.seat, self.kind, exc)
            error = f"{type(exc).__name__}: {exc}"
        elapsed = (time.perf_counter() - start) * 1000.0
        cancelled = cancel is not None and cancel.is_set()
        return ComputerAnswer(self, move, error, cancelled, elapsed)


_TAKES_CANCEL: dict = {}


def _takes_cancel(method) -> bool:
    """Whether a player's method accepts the cancel event (asked once per function)."""
    key = getattr(method, "__func__", method)
    known = _TAKES_CANCEL.get(key)
    if known is None:
        try:
            params = inspect.signature(method).parameters
            known = "cancel" in params or any(p.kind is p.VAR_POSITIONAL for p in params.values())
        except (TypeError, ValueError):
            known = False
        if len(_TAKES_CANCEL) < 1000:
            _TAKES_CANCEL[key] = known
    return known


def action_of(request: ComputerRequest, move: object):
    """The action a player's answer stands for: a card for play and call, a string for a
    bid, or an action object as it is (e.g. an Exchange with the scambio rule)."""
    if isinstance(move, ACTION_TYPES):
        return move
    if request.kind == "bid":
        return Bid(request.seat, move)
    if request.kind == "call":
        return Call(request.seat, move)
    return PlayCard(request.seat, move)


def fallback_action(deal, seat: int):
    """The move made for a computer seat whose answer is unusable: pass in the auction,
    else the first legal call or card (deterministic, so a fault never breaks a replay)."""
    if deal.phase == "auction":
        return Bid(seat, "pass")
    legal = [a for a in deal.legal_actions(seat) if isinstance(a, (PlayCard, Call))]
    return legal[0]
