"""The computer player interface shared by every level.

A player receives only a SeatView. Every decision draws its random numbers from a
generator seeded by the player's seed and the content of the view, so the same
view and the same seed always give the same decision, whatever happened before
and whatever the hidden cards are.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, replace

from ..engine.shuffle import SplitMix64
from .chiamata_ai import choose_bid, choose_call
from .knowledge import mix64, view_key

# search nodes one decision may visit, all sampled worlds together (see docs/ai.md:
# chosen so that the expert's p95 decision time stays under 150 ms on the project's
# 2-core machine)
DEFAULT_NODES = 45_000


class Cancelled(Exception):
    """Raised inside a search when the caller cancelled the decision (or its wall-time
    safety cap ran out)."""


class OutOfNodes(Cancelled):
    """Raised inside a search when the decision's fixed node limit is spent."""


@dataclass(frozen=True)
class SearchLimit:
    """How much a searching level may think per decision, like a chess engine's limit.

    ``worlds`` multiplies the number of sampled worlds the level uses at each moment,
    ``nodes`` caps the search nodes of one decision (all worlds together). Both are
    counts, so the same seed and view give the same move on any machine and under any
    load. ``time_ms`` is an optional wall-time safety cap for interactive use: ``None``
    (the default) leaves the counts alone in charge; with a cap the move can depend on
    the machine's speed when the cap is reached before the counts."""

    worlds: float = 1.0
    nodes: int = DEFAULT_NODES
    time_ms: float | None = None

    def __post_init__(self):
        if not self.worlds > 0 or self.nodes < 1:
            raise ValueError(f"a search limit needs worlds > 0 and nodes >= 1, not {self}")
        if self.time_ms is not None and not self.time_ms > 0:
            raise ValueError(f"time_ms must be positive or None, not {self.time_ms!r}")

    def scaled(self, factor: float) -> "SearchLimit":
        """The same limit with ``factor`` times the worlds and the nodes."""
        return replace(self, worlds=self.worlds * factor, nodes=max(1, int(self.nodes * factor)))

    def world_count(self, base: int) -> int:
        return max(1, int(round(base * self.worlds)))


class Player:
    level = "base"

    def __init__(self, seed: int = 0, limit: SearchLimit | None = None,
                 budget_ms: float | None = None):
        self.seed = int(seed)
        limit = SearchLimit() if limit is None else limit
        if budget_ms is not None:
            limit = replace(limit, time_ms=float(budget_ms))
        self.limit = limit

    def __repr__(self) -> str:
        return f"{type(self).__name__}(level={self.level!r}, seed={self.seed}, limit={self.limit})"

    # -- helpers ---------------------------------------------------------------
    def rng_for(self, view, salt: int = 0) -> SplitMix64:
        return SplitMix64(mix64(self.seed, view_key(view), salt))

    # -- the three decisions ---------------------------------------------------
    def play(self, view, cancel=None) -> int:
        raise NotImplementedError

    def bid(self, view, cancel=None) -> str:
        return choose_bid(view, self.bid_style(), self.rng_for(view, 1))

    def call(self, view, cancel=None) -> int:
        return choose_call(view, self.bid_style(), self.rng_for(view, 2))

    def bid_style(self) -> dict:
        return {"boldness": 0.0, "noise": 0.0, "skill": 1.0}


def is_cancelled(cancel) -> bool:
    return cancel is not None and cancel.is_set()
