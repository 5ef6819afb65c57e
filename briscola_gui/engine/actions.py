"""The moves a seat can make, as values: one frozen dataclass per kind of move.

Every caller (the window, ``sim``, the review, the tests, the bot bridge) hands
a deal one of these through ``deal.apply(action)`` and asks for the legal ones
with ``deal.legal_actions(seat)``, instead of choosing among ``play``, ``bid``,
``call`` and ``signal`` by a phase string. Cards are ints, as everywhere in the
engine (see cards.py).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from .cards import card_str


@dataclass(frozen=True)
class PlayCard:
    """Play ``card`` from the seat's hand to the trick."""
    seat: int
    card: int


@dataclass(frozen=True)
class Bid:
    """A bid in the chiamata auction: "pass", a rank ("1" ... "2"), "2:NN" or "carichi"."""
    seat: int
    bid: str


@dataclass(frozen=True)
class Call:
    """Chiamata: the auction's winner names the card; its suit becomes the briscola."""
    seat: int
    card: int


@dataclass(frozen=True)
class Signal:
    """Four players, option ``signals``: a conventional gesture to the partner."""
    seat: int
    signal: str


@dataclass(frozen=True)
class Exchange:
    """Scambio (a house rule): give ``card`` (the 7 or 2 of briscola) for the face-up card."""
    seat: int
    card: int


Action = Union[PlayCard, Bid, Call, Signal, Exchange]
ACTION_TYPES = (PlayCard, Bid, Call, Signal, Exchange)


def describe(action: object) -> str:
    """A short text for messages and logs, e.g. ``PlayCard(seat=1, card=1D)``."""
    if isinstance(action, (PlayCard, Call, Exchange)) and isinstance(action.card, int) \
            and 0 <= action.card < 40:
        return f"{type(action).__name__}(seat={action.seat}, card={card_str(action.card)})"
    return repr(action)
