"""The engine's error types."""
from __future__ import annotations


class BadInput(ValueError):
    """Input that does not describe a valid deal, rule set, card or move.

    ``at`` is the index of the offending play when there is one (replay reports it)."""

    def __init__(self, message: str, at: int | None = None):
        super().__init__(message)
        self.at = at


class IllegalMove(BadInput):
    """A move refused by the rules; the deal is left unchanged."""

    def __init__(self, seat: int, move: str, reason: str, at: int | None = None,
                 verb: str = "play"):
        super().__init__(f"seat {seat} cannot {verb} {move}: {reason}", at)
        self.seat = seat
        self.move = move
        self.reason = reason
