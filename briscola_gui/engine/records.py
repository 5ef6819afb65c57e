"""What a deal records and reports: a finished trick and the result of a deal.

Kept apart from deal.py so that the seat view and the events can name them
without importing the deal (no import cycle).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple


class Trick(NamedTuple):
    leader: int
    cards: tuple       # in playing order, the leader's card first
    winner: int
    points: int


class SignalSeen(NamedTuple):
    """A partner's signal as a seat saw it: who gave it, which, and in which trick (1-based)."""
    seat: int
    signal: str
    trick: int


class Swap(NamedTuple):
    """Scambio: before the ``before``-th card was played, ``seat`` gave ``gave`` (the 7 or 2
    of briscola) and took the face-up ``took``. Both cards are public from then on."""
    before: int
    seat: int
    gave: int
    took: int


@dataclass(frozen=True)
class DealResult:
    complete: bool
    teams: tuple                  # tuple of tuples of seats
    points: tuple                 # per seat, accusi included
    team_points: tuple            # per team
    winner: int | None            # index into teams, None for a draw, unassigned or incomplete
    cappotto: bool                # one side took all the card points (120)
    game_points: tuple | None = None   # chiamata only: per seat, zero-sum
    void: bool = False            # a tie under pari "replay": dealt again, counts for nobody
