"""The computer player interface shared by every level.

A player receives only a SeatView. Every decision draws its random numbers from a
generator seeded by the player's seed and the content of the view, so the same
view and the same seed always give the same decision, whatever happened before
and whatever the hidden cards are.
"""
from __future__ import annotations

import time

from ..engine.shuffle import SplitMix64
from .knowledge import mix64, view_key


class Cancelled(Exception):
    """Raised inside a search when the caller cancelled the decision."""


class Player:
    level = "base"
    default_budget_ms = 100.0

    def __init__(self, seed: int = 0, budget_ms: float | None = None):
        self.seed = int(seed)
        self.budget_ms = self.default_budget_ms if budget_ms is None else float(budget_ms)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(level={self.level!r}, seed={self.seed})"

    # -- helpers ---------------------------------------------------------------
    def rng_for(self, view, salt: int = 0) -> SplitMix64:
        return SplitMix64(mix64(self.seed, view_key(view), salt))

    def deadline(self, budget_ms: float | None = None) -> float:
        ms = self.budget_ms if budget_ms is None else budget_ms
        return time.perf_counter() + ms / 1000.0

    # -- the three decisions ---------------------------------------------------
    def play(self, view, cancel=None) -> int:
        raise NotImplementedError

    def bid(self, view, cancel=None) -> str:
        from .chiamata_ai import choose_bid
        return choose_bid(view, self.bid_style(), self.rng_for(view, 1))

    def call(self, view, cancel=None) -> int:
        from .chiamata_ai import choose_call
        return choose_call(view, self.bid_style(), self.rng_for(view, 2))

    def bid_style(self) -> dict:
        return {"boldness": 0.0, "noise": 0.0, "skill": 1.0}


def uniform(rng: SplitMix64) -> float:
    return (rng.next64() >> 11) / float(1 << 53)


def gauss(rng: SplitMix64) -> float:
    # sum of uniforms: cheap and deterministic, close enough to a normal
    return sum(uniform(rng) for _ in range(6)) - 3.0


def is_cancelled(cancel) -> bool:
    return cancel is not None and cancel.is_set()
