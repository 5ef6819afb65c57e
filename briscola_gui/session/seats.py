"""Who sits at the table: a human, or a computer player of some level.

The computer players are made here, one per computer seat, from a seed (the same
seed gives the same players, so ``--demo`` replays the same game), or handed in
ready made (``sim``'s listed players, a test's scripted player).
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from ..ai import make_player
from ..ai.signals import SignalAwarePlayer

DEFAULT_LEVEL = "medium"


@dataclass(frozen=True)
class Seat:
    """``level``: the computer's level (None for the human). ``player``: a computer player
    object to use as it is (anything with ``play(view)``, and ``bid(view)`` and
    ``call(view)`` in chiamata); made from ``level`` when None."""
    name: str
    level: str | None = None
    human: bool = False
    player: object | None = None


def make_players(seats: list[Seat], seed: int | None, signals: bool) -> list[object | None]:
    """One player per seat (None for a human seat). Computer seats take seeds from
    ``random.Random(seed)`` in seat order; with ``signals`` (4 players, option on) each is
    wrapped so it reads its partner's signals (ai/signals.py)."""
    rng = random.Random(seed)
    out: list[object | None] = []
    for seat in seats:
        if seat.human:
            out.append(None)
            continue
        player = seat.player
        if player is None:
            player = make_player(seat.level or DEFAULT_LEVEL, seed=rng.randrange(1 << 30))
        out.append(SignalAwarePlayer(player) if signals else player)
    return out
