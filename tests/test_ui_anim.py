from test_ui_support import pygame  # noqa: F401  (sets the dummy drivers)

import pytest

from briscola_gui.ui.anim import EASINGS, Clock, Tween, scaled


def test_clock_counts_integer_milliseconds():
    c = Clock()
    for _ in range(25):
        c.tick(16)
    assert c.now == 400
    with pytest.raises(ValueError):
        c.tick(-1)


@pytest.mark.parametrize("name", sorted(EASINGS))
def test_easings_start_and_end_exactly(name):
    f = EASINGS[name]
    assert f(0.0) == pytest.approx(0.0, abs=1e-9)
    assert f(1.0) == pytest.approx(1.0, abs=1e-9)


def test_tween_is_clamped_to_its_end():
    done = []
    tw = Tween((0.0, 10.0), (100.0, 20.0), 400, "out_back", on_done=lambda: done.append(1))
    for _ in range(24):              # 24 * 16 = 384 ms: not there yet
        tw.advance(16)
    assert not tw.done and tw.value != (100.0, 20.0)
    for _ in range(100):
        tw.advance(16)
    assert tw.done and tw.value == (100.0, 20.0) and done == [1]


def test_tween_delay_and_zero_duration():
    tw = Tween(0, 5, 100, delay=50)
    tw.advance(40)
    assert tw.value == 0
    tw.advance(200)
    assert tw.value == 5
    instant = Tween(1, 2, 0)
    assert instant.done and instant.value == 2


def test_speed_setting_scales_durations():
    assert scaled(400, "normal") == 400
    assert scaled(400, "fast") == 200
    assert scaled(400, "instant") == 0
