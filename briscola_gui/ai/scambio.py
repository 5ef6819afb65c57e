"""When a computer player makes the scambio exchange (the house rule, engine/scambio.py).

Every level returns the exchange from ``play`` as an ``Exchange`` action (the session
applies it and asks again, with the face-up card now in the hand), and only ever one
the view lists in ``view.exchanges``, so no level makes an illegal exchange.

Why the stronger levels always take it, at the first turn they can: the card taken is
the same suit and strictly better (the 7 takes a carico or a figure, the 2 takes a
4-7), and the card given goes under the stock, to whoever draws last. If an opponent
draws it, the opponent gets the weaker card; if this seat's side draws it, the side
ends with the same cards but holds the better one earlier. Waiting gains nothing: only
this seat's card can take that face-up card, and the chance ends when the stock does.
What it costs is information (everyone knows who holds the card taken, see
``SeatView.swapped_in_hands``), which docs/ai.md measures with sim.
"""
from __future__ import annotations

from ..engine.actions import Exchange
from .noise import uniform


def choose_exchange(player, view) -> Exchange | None:
    """The exchange ``player`` makes now, or None. ``player.exchange_rate``: the chance a
    level takes an exchange it may make (1.0: always; a casual level sometimes forgets)."""
    if not view.exchanges:
        return None
    rate = getattr(player, "exchange_rate", 1.0)
    if rate < 1.0 and uniform(player.rng_for(view, 7)) >= rate:
        return None
    return Exchange(view.seat, view.exchanges[0])
