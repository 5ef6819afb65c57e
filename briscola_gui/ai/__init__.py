"""Computer players, from ``random`` to ``expert`` (see docs/ai.md).

    from briscola_gui.ai import make_player, LEVELS
    p = make_player("expert", seed=123)
    card = p.play(deal.view(seat))      # also p.bid(view), p.call(view) in chiamata

A player only ever receives a SeatView. Decisions are deterministic given the seed
and the view: the search of ``expert`` is bounded by a SearchLimit (worlds and
nodes per decision: counts, not wall time, so a seed reproduces a game on any
machine); a wall-time safety cap is optional (``limit=SearchLimit(time_ms=...)``
or ``budget_ms``), and the search stops early when the optional ``cancel`` (a
threading.Event) is set.
"""
from __future__ import annotations

from .base import Player, SearchLimit
from .rules_player import EasyPlayer, HardPlayer, MediumPlayer, RandomPlayer

LEVELS = ("random", "easy", "medium", "hard", "expert")


def _classes() -> dict:
    from .expert import ExpertPlayer
    return {"random": RandomPlayer, "easy": EasyPlayer, "medium": MediumPlayer,
            "hard": HardPlayer, "expert": ExpertPlayer}


def split_level(spec: str) -> tuple[str, float]:
    """``"expert"`` -> ("expert", 1.0); ``"expert*4"`` -> ("expert", 4.0): a level and
    how many times its default search limit (worlds and nodes) it gets."""
    level, star, factor = spec.partition("*")
    if not star:
        return spec, 1.0
    try:
        value = float(factor)
    except ValueError:
        raise ValueError(f"bad search factor in {spec!r} (e.g. expert*4)") from None
    if not 0 < value <= 1000:
        raise ValueError(f"the search factor in {spec!r} must be above 0 and at most 1000")
    return level, value


def make_player(level: str, seed: int = 0, budget_ms: float | None = None,
                limit: SearchLimit | None = None) -> Player:
    """A computer player of that level (``"expert*4"``: four times the default search
    limit). ``limit`` sets the search limit (only ``expert`` searches); ``budget_ms``
    adds a wall-time safety cap to it (a move may then depend on the machine's speed)."""
    classes = _classes()
    name, factor = split_level(level)
    if name not in classes:
        raise ValueError(f"unknown level {level!r} (levels: {', '.join(LEVELS)})")
    limit = SearchLimit() if limit is None else limit
    if factor != 1.0:
        limit = limit.scaled(factor)
    return classes[name](seed=seed, limit=limit, budget_ms=budget_ms)


__all__ = ["LEVELS", "make_player", "split_level", "Player", "SearchLimit"]
