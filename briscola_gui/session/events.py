"""What the table session announces besides the engine's own events.

A caller (the window's display, a test, ``sim``) reads one stream: the engine
events of every move (engine/events.py) with these around them, in order. Each
is a frozen value; none needs the session to be understood.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from ..engine.actions import Action


@dataclass(frozen=True)
class DealStarted:
    """A deal begins (``resumed``: a saved deal taken up where it stood, so no dealing
    events follow; otherwise its ``dealing_events()`` come next)."""
    deal: object
    code: str
    resumed: bool


@dataclass(frozen=True)
class ComputerFault:
    """A computer seat's answer could not be used (it raised, or gave an illegal or
    malformed move); ``fallback`` was applied instead. ``answer`` is its repr."""
    seat: int
    kind: str              # "play", "bid" or "call"
    answer: str
    reason: str
    fallback: Action


@dataclass(frozen=True)
class HintReady:
    """The suggested card for the human seat's turn, with one sentence saying why."""
    seat: int
    card: int
    reason: str
    # the same sentence in every language (language -> text), so a language switch while
    # the hint is on show changes it too
    reasons: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class DealFinished:
    """The deal ended and was recorded in the match. ``record`` is the match history's
    record of it (``match.history[-1]``); ``deal`` the finished deal (for the results
    screen); ``redeal``: all five passed in chiamata, the next deal has started already."""
    record: dict
    deal: object
    redeal: bool


@dataclass(frozen=True)
class MatchOver:
    """The match is over: ``winners`` are team indices (seats in chiamata); ``score`` as in
    ``match.score``; ``by_cappotto``: one side took every point."""
    winners: tuple
    score: tuple
    by_cappotto: bool


@dataclass(frozen=True)
class StorageFailed:
    """Writing the autosave or the statistics failed (``what``: "save" or "stats"); the
    game goes on, the failure is logged."""
    what: str
    reason: str


SessionEvent = Union[DealStarted, ComputerFault, HintReady, DealFinished, MatchOver, StorageFailed]
