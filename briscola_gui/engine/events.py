"""What happened in a deal, as values: one frozen dataclass per kind of event.

The deal announces everything itself (``deal.apply`` returns the events a move
caused, ``deal.dealing_events()`` the dealing), so nothing outside the engine
recomputes the dealing order, who took a trick or who drew what. The window
turns each event type into animation; the session adds its own events
(session/events.py) around these.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from .records import DealResult, Trick


@dataclass(frozen=True)
class CardDealt:
    """The ``index``-th card of the dealing (0 first) went to ``seat``."""
    seat: int
    card: int
    index: int


@dataclass(frozen=True)
class TrumpTurned:
    """The face-up briscola, laid under the stock (2, 3, 4, 6 players)."""
    card: int


@dataclass(frozen=True)
class CardPlayed:
    seat: int
    card: int


@dataclass(frozen=True)
class TrickTaken:
    trick: Trick


@dataclass(frozen=True)
class CardDrawn:
    """After a trick, ``seat`` drew ``card`` from the stock (the face-up card comes last)."""
    seat: int
    card: int


@dataclass(frozen=True)
class AccusoDeclared:
    """Option ``accusi``: ``seat`` holds Re and Cavallo of ``suit`` and scores ``points``."""
    seat: int
    suit: int
    points: int


@dataclass(frozen=True)
class BidMade:
    """A chiamata bid ("pass", a rank, "2:NN" or "carichi"; carichi starts play at once)."""
    seat: int
    bid: str


@dataclass(frozen=True)
class AuctionWon:
    """Chiamata: four passed; ``seat`` won the auction with ``bid`` and now calls a card."""
    seat: int
    bid: str


@dataclass(frozen=True)
class CardCalled:
    """Chiamata: the caller named ``card``; its suit is the briscola."""
    seat: int
    card: int


@dataclass(frozen=True)
class PartnerRevealed:
    """Chiamata: the called card was played. ``seat`` is the partner, None when the caller
    held the called card itself and plays alone."""
    seat: int | None


@dataclass(frozen=True)
class Redeal:
    """Chiamata: all five passed; the next dealer deals again."""


@dataclass(frozen=True)
class SignalGiven:
    seat: int
    signal: str


@dataclass(frozen=True)
class Exchanged:
    """Scambio (a house rule): ``seat`` gave ``gave`` and took the face-up ``took``."""
    seat: int
    gave: int
    took: int


@dataclass(frozen=True)
class DealOver:
    result: DealResult


Event = Union[CardDealt, TrumpTurned, CardPlayed, TrickTaken, CardDrawn, AccusoDeclared,
              BidMade, AuctionWon, CardCalled, PartnerRevealed, Redeal, SignalGiven, Exchanged,
              DealOver]
EVENT_TYPES = (CardDealt, TrumpTurned, CardPlayed, TrickTaken, CardDrawn, AccusoDeclared,
               BidMade, AuctionWon, CardCalled, PartnerRevealed, Redeal, SignalGiven, Exchanged,
               DealOver)
