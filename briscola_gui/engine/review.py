"""Review of a deal, step by step: every move in order with the view its seat had
when it chose it. Shown after each smazzata as the proof that every computer
player decided on its own view only (the view holds no other seat's cards).

The deal is rebuilt from its cards and replayed move by move through
``apply``, the same path every move took when it was made.
"""
from __future__ import annotations

from dataclasses import dataclass

from .actions import Bid, Call, Exchange, PlayCard, Signal
from .cards import parse_card
from .replay import deal_from_json, deal_to_json
from .view import SeatView

KIND_OF_ACTION = {Bid: "bid", Call: "call", PlayCard: "play", Exchange: "exchange"}


@dataclass(frozen=True)
class Step:
    index: int
    seat: int
    kind: str            # "bid", "call", "play" or "exchange" (scambio: the card given)
    move: object         # the bid string, or the card (int)
    view: SeatView       # what that seat could see when it chose the move
    hands: tuple         # every seat's hand at that moment (for the review screen)
    action: object = None    # the move as an action (engine/actions.py)


def review(deal) -> list[Step]:
    """The steps of ``deal`` (finished or not), rebuilt from its cards and moves."""
    data = deal_to_json(deal)
    moves: list[tuple[type, object]] = [(Bid, b["bid"]) for b in data.get("auction", [])]
    if data.get("call"):
        moves.append((Call, parse_card(data["call"])))
    moves += [(Exchange, parse_card(c[1:])) if c.startswith("x") else (PlayCard, parse_card(c))
              for c in data["plays"]]
    start = deal_from_json({**data, "plays": [], "auction": [], "call": None}
                           if deal.players == 5 else {**data, "plays": [], "signals": []})
    signals = list(deal.signals)                  # (plays before it, seat, signal)
    steps = []
    played = 0
    for i, (kind, move) in enumerate(moves):
        if kind is PlayCard:                      # the signals given before this play, in order
            for at, s, sig in signals:
                if at == played:
                    start.apply(Signal(s, sig))
            played += 1
        seat = start.to_act
        action = kind(seat, move)
        steps.append(Step(i, seat, KIND_OF_ACTION[kind], move, start.view(seat),
                          tuple(tuple(h) for h in start.hands), action))
        start.apply(action)
    return steps


def declared(steps: list[Step]) -> dict[tuple, tuple[int, int]]:
    """Option accusi: each accuso ``(seat, suit, points)`` of the deal with the step at which
    it was declared and the trick then in play (0: the first). A seat declares at its turn,
    so that step is its own move, the first whose view holds the accuso."""
    out: dict[tuple, tuple[int, int]] = {}
    for i, step in enumerate(steps):
        for accuso in step.view.accusi:
            out.setdefault(tuple(accuso), (i, len(step.view.tricks)))
    return out
