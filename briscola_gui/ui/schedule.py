"""Things that happen later, on the time a scene is given: timers and tweens.

A scene owns one ``Scheduler`` and calls ``tick(dt_ms)`` from its ``update``, so its
timers stop while another scene is on top (the pause menu) and a test can step them
frame by frame. Time is integer milliseconds and never read from the wall clock.

A timer fires at its due time exactly: while its callback runs, ``now`` is that due
time, so a chain of ``after`` calls adds up the same whatever the frame rate (a 700 ms
step after a 1,800 ms one fires at 2,500 ms with 16 ms frames or with one 3 s frame).
Timers due at the same time fire in the order they were set.
"""
from __future__ import annotations

import heapq
import logging
from dataclasses import dataclass, field
from typing import Callable

from .anim import Tween

log = logging.getLogger(__name__)

MAX_FIRINGS_PER_TICK = 100_000      # a timer that keeps re-arming itself at 0 ms is a bug


@dataclass(frozen=True, order=True)
class Timer:
    """The handle ``after`` returns; give it to ``cancel``."""
    due: int
    order: int
    fn: Callable[[], None] = field(compare=False, repr=False)


class Scheduler:
    """Timers (``after``/``cancel``) and tweens, advanced together by ``tick``."""

    def __init__(self) -> None:
        self.now = 0
        self._timers: list[Timer] = []
        self._cancelled: set[int] = set()
        self._tweens: list[Tween] = []
        self._count = 0

    def after(self, ms: int, fn: Callable[[], None]) -> Timer:
        """Call ``fn()`` once, ``ms`` milliseconds from now (0: at the next tick)."""
        if ms < 0:
            raise ValueError(f"a timer cannot be set in the past ({ms} ms)")
        self._count += 1
        timer = Timer(self.now + int(ms), self._count, fn)
        heapq.heappush(self._timers, timer)
        return timer

    def cancel(self, timer: Timer | None) -> None:
        """The timer will not fire (nothing happens if it already did, or is None)."""
        if timer is not None and any(t.order == timer.order for t in self._timers):
            self._cancelled.add(timer.order)

    def tween(self, tween: Tween) -> Tween:
        """Advance ``tween`` on every tick until it is done; returns it."""
        self._tweens.append(tween)
        return tween

    def clear(self) -> None:
        """Forget every timer and tween (the scene is going away or starting over)."""
        self._timers.clear()
        self._cancelled.clear()
        self._tweens.clear()

    @property
    def idle(self) -> bool:
        """Nothing pending: no timer waiting, no tween running."""
        return not self._pending_timers() and not self._tweens

    def _pending_timers(self) -> int:
        return len(self._timers) - len(self._cancelled)

    def tick(self, dt_ms: int) -> None:
        """Move time on by ``dt_ms``: tweens advance, due timers fire in time order."""
        if dt_ms < 0:
            raise ValueError("time does not run backwards")
        target = self.now + int(dt_ms)
        if self._tweens:
            running = self._tweens
            self._tweens = []
            for tw in running:
                tw.advance(dt_ms)
            self._tweens = [tw for tw in running if not tw.done] + self._tweens
        fired = 0
        while self._timers and self._timers[0].due <= target:
            timer = heapq.heappop(self._timers)
            if timer.order in self._cancelled:
                self._cancelled.discard(timer.order)
                continue
            self.now = timer.due
            fired += 1
            if fired > MAX_FIRINGS_PER_TICK:
                raise RuntimeError("timers keep re-arming themselves at 0 ms")
            timer.fn()
        self.now = target
