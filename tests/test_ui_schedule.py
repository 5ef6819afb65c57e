"""The scheduler: timers and tweens on the time it is given (briscola_gui/ui/schedule.py)."""
from __future__ import annotations

import pytest

from briscola_gui.ui.anim import Tween
from briscola_gui.ui.schedule import Scheduler


def test_timers_fire_at_their_time_in_order():
    s, seen = Scheduler(), []
    s.after(50, lambda: seen.append(("b", s.now)))
    s.after(20, lambda: seen.append(("a", s.now)))
    s.after(50, lambda: seen.append(("c", s.now)))      # same time: in the order set
    s.tick(19)
    assert seen == [] and not s.idle
    s.tick(1)
    assert seen == [("a", 20)]
    s.tick(100)
    assert seen == [("a", 20), ("b", 50), ("c", 50)] and s.now == 120 and s.idle


@pytest.mark.parametrize("frames", [[16] * 200, [3000], [1] * 3000, [7, 1000, 13, 1980]])
def test_chains_add_up_the_same_at_any_frame_rate(frames):
    s, seen = Scheduler(), []

    def first():
        seen.append(s.now)
        s.after(700, lambda: seen.append(s.now))

    s.after(1800, first)
    for dt in frames:
        s.tick(dt)
    assert seen == [1800, 2500]


def test_cancel_and_clear():
    s, seen = Scheduler(), []
    t = s.after(10, lambda: seen.append(1))
    s.after(10, lambda: seen.append(2))
    s.cancel(t)
    s.cancel(None)
    s.tick(10)
    assert seen == [2] and s.idle
    s.cancel(t)                                          # already gone: nothing happens
    s.after(5, lambda: seen.append(3))
    s.tween(Tween(0, 1, 100))
    s.clear()
    s.tick(1000)
    assert seen == [2] and s.idle


def test_tweens_advance_with_the_tick_and_leave_when_done():
    s, done = Scheduler(), []
    tw = s.tween(Tween(0.0, 10.0, 100, "linear", on_done=lambda: done.append(s.now)))
    s.tick(50)
    assert tw.value == 5.0 and not s.idle
    s.tick(50)
    assert tw.value == 10.0 and done and s.idle


def test_bad_times_are_refused():
    s = Scheduler()
    with pytest.raises(ValueError):
        s.after(-1, lambda: None)
    with pytest.raises(ValueError):
        s.tick(-5)


def test_a_timer_that_rearms_itself_at_zero_is_stopped():
    s = Scheduler()

    def again():
        s.after(0, again)

    s.after(0, again)
    with pytest.raises(RuntimeError):
        s.tick(16)
