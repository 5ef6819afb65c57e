"""Computer players, from ``random`` to ``expert`` (see docs/ai.md).

    from briscola_gui.ai import make_player, LEVELS
    p = make_player("expert", seed=123)
    card = p.play(deal.view(seat))      # also p.bid(view), p.call(view) in chiamata

A player only ever receives a SeatView. Decisions are deterministic given the seed
and the view; the search of ``expert`` is bounded by ``budget_ms`` (per decision)
and stops early when the optional ``cancel`` (a threading.Event) is set.
"""
from __future__ import annotations

from .base import Player
from .rules_player import EasyPlayer, HardPlayer, MediumPlayer, RandomPlayer

LEVELS = ("random", "easy", "medium", "hard", "expert")


def _classes() -> dict:
    from .expert import ExpertPlayer
    return {"random": RandomPlayer, "easy": EasyPlayer, "medium": MediumPlayer,
            "hard": HardPlayer, "expert": ExpertPlayer}


def make_player(level: str, seed: int = 0, budget_ms: float | None = None) -> Player:
    """A computer player of that level. ``budget_ms`` overrides the per-decision time
    budget (only ``expert`` searches)."""
    classes = _classes()
    if level not in classes:
        raise ValueError(f"unknown level {level!r} (levels: {', '.join(LEVELS)})")
    return classes[level](seed=seed, budget_ms=budget_ms)


__all__ = ["LEVELS", "make_player", "Player"]
