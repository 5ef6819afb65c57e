"""The engine's error types, and ``brief``: a value shown in a message, cut to a sane length.

Messages name the offending value, and the value may be anything a JSON file holds: a
100 MB string, a list nested 900 deep. ``BadInput`` keeps its message under
``MAX_MESSAGE`` characters (cutting the middle, so the explanation at the end stays), so
no caller echoes an input back whole."""
from __future__ import annotations

import reprlib

MAX_MESSAGE = 300

_BRIEF = reprlib.Repr()
_BRIEF.maxstring = _BRIEF.maxother = _BRIEF.maxlong = 40
_BRIEF.maxlist = _BRIEF.maxtuple = _BRIEF.maxdict = _BRIEF.maxset = 4
_BRIEF.maxlevel = 2


def brief(value: object) -> str:
    """``repr(value)`` cut to about 40 characters, whatever its size or depth."""
    try:
        return _BRIEF.repr(value)
    except (ValueError, RecursionError, MemoryError):   # e.g. an int past the digit limit
        return f"<{type(value).__name__}>"


def cut(message: str, limit: int = MAX_MESSAGE) -> str:
    """``message`` no longer than about ``limit`` characters: the middle is dropped."""
    if len(message) <= limit:
        return message
    tail = limit // 3
    return f"{message[:limit - tail]}...({len(message) - limit} characters cut)...{message[-tail:]}"


class BadInput(ValueError):
    """Input that does not describe a valid deal, rule set, card or move.

    ``at`` is the index of the offending play when there is one (replay reports it)."""

    def __init__(self, message: str, at: int | None = None):
        super().__init__(cut(message))
        self.at = at


class IllegalMove(BadInput):
    """A move refused by the rules; the deal is left unchanged."""

    def __init__(self, seat: int, move: str, reason: str, at: int | None = None,
                 verb: str = "play"):
        super().__init__(f"seat {seat} cannot {verb} {move}: {reason}", at)
        self.seat = seat
        self.move = move
        self.reason = reason
