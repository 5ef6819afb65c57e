"""Computer players for the window, and the worker that runs their decisions.

``make_player`` comes from ``briscola_gui.ai`` when it is there; until then a
fallback plays a random legal move. Decisions run in a worker thread (they may
take a few hundred ms); the scene polls the future and never draws from it."""
from __future__ import annotations

import logging
import random
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass

log = logging.getLogger(__name__)

try:
    from ..ai import LEVELS, make_player
except ImportError:
    LEVELS = ("random", "easy", "medium", "hard", "expert")
    make_player = None



@dataclass
class Seat:
    """Who sits at a place of the table: a name, and a computer level (None for the human)."""
    name: str
    level: str | None          # None for the human
    human: bool

class RandomPlayer:
    """A legal random move: any legal card, "pass" or the lowest allowed bid, any legal call."""

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def play(self, view) -> int:
        return self.rng.choice(list(view.legal))

    def bid(self, view) -> str:
        allowed = list(view.allowed)
        ranks = [b for b in allowed if b not in ("pass", "carichi") and not b.startswith("2:")]
        if ranks and self.rng.random() < 0.35:
            return ranks[0]
        return "pass"

    def call(self, view) -> int:
        return self.rng.choice(list(view.allowed))


def computer(level: str, seed: int):
    if make_player is not None:
        try:
            return make_player(level, seed=seed)
        except Exception:
            log.exception("computer player %r cannot be made: a random one instead", level)
    return RandomPlayer(seed)


def advisor(seed: int = 0):
    """The strongest computer player available, for the hint button: expert when the
    AI has it, else the best level it offers (a random legal card without any AI)."""
    if make_player is not None:
        for level in ("expert", "hard", "medium", "easy"):
            try:
                return make_player(level, seed=seed)
            except Exception:
                log.exception("the %r advisor cannot be made: trying a weaker one", level)
                continue
    return RandomPlayer(seed)


class ImmediateExecutor:
    """Runs the job at once in the calling thread (tests, and ``--demo`` runs that must
    give the same game on every machine)."""

    def submit(self, fn, *args) -> Future:
        fut: Future = Future()
        try:
            fut.set_result(fn(*args))
        except BaseException as exc:   # handed to the scene like a worker's failure
            fut.set_exception(exc)
        return fut

    def shutdown(self, wait: bool = True) -> None:
        pass


def worker() -> ThreadPoolExecutor:
    return ThreadPoolExecutor(max_workers=1, thread_name_prefix="briscola-ai")
