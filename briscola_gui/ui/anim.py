"""Time and motion for the window: a clock that is told the time, easing functions
and tweens clamped to their end.

Nothing here reads the wall clock: the scene loop hands every scene the elapsed
milliseconds as an int, so a test can step animations frame by frame.
"""
from __future__ import annotations

import math
from typing import Callable


def linear(t: float) -> float:
    return t


def in_quad(t: float) -> float:
    return t * t


def out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def in_out_quad(t: float) -> float:
    return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2


def out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def in_out_sine(t: float) -> float:
    return -(math.cos(math.pi * t) - 1) / 2


def out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


EASINGS: dict[str, Callable[[float], float]] = {
    "linear": linear, "in_quad": in_quad, "out_quad": out_quad, "in_out_quad": in_out_quad,
    "out_cubic": out_cubic, "in_out_sine": in_out_sine, "out_back": out_back,
}


class Clock:
    """Game time in integer milliseconds, advanced only by ``tick``."""

    def __init__(self, now: int = 0):
        self.now = int(now)

    def tick(self, dt_ms: int) -> int:
        if dt_ms < 0:
            raise ValueError("time does not run backwards")
        self.now += int(dt_ms)
        return self.now


def _lerp(a, b, e):
    if isinstance(a, tuple):
        return tuple(x + (y - x) * e for x, y in zip(a, b))
    return a + (b - a) * e


class Tween:
    """A value going from ``start`` to ``end`` (numbers or tuples of numbers) over
    ``duration`` ms after ``delay`` ms. Once finished, ``value`` is exactly ``end``."""

    def __init__(self, start, end, duration: int, easing: str = "out_cubic", delay: int = 0,
                 on_done: Callable[[], None] | None = None):
        self.start, self.end = start, end
        self.duration = max(0, int(duration))
        self.delay = max(0, int(delay))
        self.ease = EASINGS[easing]
        self.elapsed = 0
        self.on_done = on_done
        self._fired = False
        if self.duration == 0 and self.delay == 0:
            self._finish()

    def advance(self, dt_ms: int) -> None:
        if self.done:
            return
        self.elapsed += int(dt_ms)
        if self.done:
            self._finish()

    def _finish(self) -> None:
        self.elapsed = self.delay + self.duration
        if not self._fired:
            self._fired = True
            if self.on_done:
                self.on_done()

    @property
    def progress(self) -> float:
        if self.duration == 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    @property
    def value(self):
        t = self.progress
        if t >= 1.0:
            return self.end
        if t <= 0.0:
            return self.start
        return _lerp(self.start, self.end, self.ease(t))

    def finish(self) -> None:
        self._finish()


SPEEDS = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}


def scaled(ms: int, speed: str) -> int:
    """A duration scaled by the animation speed setting (0 when instant)."""
    return int(round(ms * SPEEDS.get(speed, 1.0)))
