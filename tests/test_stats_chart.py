"""The Statistics screen's chart (ui/stats_chart.py): every match can be reached and is in
the strip, with 0, 1, 20, 500 and 20,000 matches, by keys, the wheel, the buttons and the
strip; the axis numbers never touch; a lost match with nothing won is a visible bar."""
import random

import pygame
import pytest

from table_support import texts_drawn
from test_ui_support import key, make_app, press

from briscola_gui.ui.events import Input
from briscola_gui.ui.stats_chart import COLOURS, LOST, WON


def stats_screen(tmp_path, n: int, size=(1280, 800), language="en", seed=1):
    app = make_app(tmp_path, size=size, language=language)
    stats = app.user_stats()
    rnd = random.Random(seed)
    for i in range(n):
        players = rnd.choice([2, 4, 5])
        result = rnd.choice(["won", "lost", "drawn"])
        points = rnd.randint(-6, 9) if players == 5 else {"won": 2, "lost": rnd.randint(0, 1), "drawn": 1}[result]
        stats.records.append({"kind": "match", "players": players, "level": "easy", "result": result,
                              "points": points, "when": "2026-01-01T00:00:00Z"})
        stats.records.append({"kind": "smazzata", "players": players, "level": "easy", "result": result,
                              "points": 60, "when": "2026-01-01T00:00:00Z"})
    stats._changes += 1
    app.reset_to("main_menu")
    scene = app.open("stats")
    app.step(16)
    return app, scene


@pytest.mark.parametrize("n", [0, 1, 20, 500])
@pytest.mark.parametrize("size", [(640, 480), (1280, 800), (1920, 1080)])
def test_every_match_can_be_brought_into_the_bars(tmp_path, n, size):
    app, scene = stats_screen(tmp_path, n, size)
    chart = scene.chart
    assert chart.visible() and len(chart.matches) == n
    seen = texts_drawn(app)
    if n == 0:
        assert app.t("st_no_matches") in seen and chart.bars() == []
        return
    assert chart.per_page >= min(n, 10)
    newest = chart.shown()
    assert newest.stop == n and len(newest) == min(n, chart.per_page)        # the newest first
    title = app.t("st_chart_one", a=1, n=1) if n == 1 else \
        app.t("st_chart_range", a=newest.start + 1, b=n, n=n)
    assert title in seen
    key(app, "home")
    covered = set()
    while True:
        covered.update(chart.shown())
        bars = chart.bars()
        assert len(bars) == len(chart.shown())
        assert all(chart.area.contains(b) and b.h >= 4 for b in bars)
        assert all(a.right < b.left for a, b in zip(bars, bars[1:]))
        if chart.shown().stop == n:
            break
        key(app, "page down")
    assert covered == set(range(n))                # no match out of reach


def test_keys_wheel_buttons_and_strip_move_the_bars(tmp_path):
    app, scene = stats_screen(tmp_path, 500)
    chart = scene.chart
    page = chart.per_page
    assert chart.first == 500 - page
    key(app, "left")
    assert chart.first == 499 - page
    key(app, "right")
    key(app, "right")                              # no further than the newest
    assert chart.first == 500 - page
    key(app, "home")
    app.draw()
    assert chart.first == 0 and not chart.prev_button.enabled and chart.next_button.enabled
    key(app, "page down")
    assert chart.first == page
    app.dispatch(Input("wheel", dy=-1))
    assert chart.first > page
    app.dispatch(Input("wheel", dy=1))
    assert chart.first == page
    app.draw()
    press(app, chart.prev_button.rect.center)
    assert chart.first == 0
    press(app, chart.next_button.rect.center)
    assert chart.first == page
    key(app, "end")
    assert chart.first == 500 - page
    strip = chart.strip
    press(app, (strip.x + strip.w // 2, strip.centery))          # the middle of all matches
    assert chart.first <= 250 < chart.first + page
    app.dispatch(Input("down", pos=(strip.x + 1, strip.centery)))  # dragging to the oldest
    app.dispatch(Input("move", pos=(strip.x + strip.w // 4, strip.centery)))
    assert chart.first <= 125 < chart.first + page
    app.dispatch(Input("up", pos=(strip.x, strip.centery)))
    assert chart.first == 0 and not chart.dragging
    app.dispatch(Input("move", pos=(strip.right - 1, strip.centery)))
    assert chart.first == 0                        # the drag is over
    key(app, "escape")
    assert app.top is not scene                    # Esc still goes back


def test_the_strip_holds_every_match_and_frames_the_bars(tmp_path):
    app, scene = stats_screen(tmp_path, 2000, size=(640, 480))
    chart = scene.chart
    assert chart.strip.w < 2000                    # more matches than pixels: columns share
    columns = chart.strip_columns()
    assert len(columns) == chart.strip.w
    total = {r: sum(c[r] for c in columns) for r in COLOURS}
    expected = {r: sum(1 for m in chart.matches if m["result"] == r) for r in COLOURS}
    assert total == expected
    app.draw()
    frame = chart.frame()
    assert frame.right >= chart.strip.right - 1 and frame.w >= 3
    # a column of wins only is drawn gold, top to bottom
    for c, counts in enumerate(columns):
        if counts["won"] and not counts["lost"] and not counts["drawn"]:
            x = chart.strip.x + c
            if not frame.inflate(4, 0).collidepoint(x, chart.strip.centery):
                assert tuple(app.surface.get_at((x, chart.strip.centery)))[:3] == WON
                break
    few = stats_screen(tmp_path / "few", 60, size=(1280, 800))[1].chart      # more than the bars
    assert few.scrolls()
    assert [sum(c.values()) for c in few.strip_columns()] == [1] * few.strip.w   # each pixel one match
    stripes = [few.matches[c * 60 // few.strip.w]["result"] for c in range(few.strip.w)]
    assert [max(c, key=c.get) for c in few.strip_columns()] == stripes          # in order, 60 stripes
    assert len({c * 60 // few.strip.w for c in range(few.strip.w)}) == 60


@pytest.mark.parametrize("size", [(640, 480), (1920, 1080)])
def test_axis_numbers_name_the_matches_and_never_touch(tmp_path, size):
    app, scene = stats_screen(tmp_path, 500, size=size)
    chart = scene.chart
    for first in (0, 137, 500 - chart.per_page):
        chart.show(first)
        ticks = chart.ticks(app.text)
        assert ticks and all(i in chart.shown() for i in ticks)
        seen = texts_drawn(app)
        assert all(str(i + 1) in seen for i in ticks)
        bars = chart.bars()
        font = app.text.font(chart.tick_size())
        spans = []
        for i in ticks:
            w = font.size(str(i + 1))[0]
            x = bars[i - chart.first].centerx
            spans.append((x - w / 2, x + w / 2))
        assert all(a[1] + 2 < b[0] for a, b in zip(spans, spans[1:]))
        gaps = {b - a for a, b in zip(ticks, ticks[1:])}
        assert len(gaps) <= 1                      # evenly: every k-th match


def test_twenty_thousand_matches_draw_without_counting_them_each_frame(tmp_path):
    app, scene = stats_screen(tmp_path, 20000, size=(1920, 1080))
    chart = scene.chart
    assert chart.shown().stop == 20000
    calls = []
    real = chart.strip_columns
    chart.strip_columns = lambda: calls.append(1) or real()
    for _ in range(3):
        app.draw()
        key(app, "left")
    assert calls == []                             # the strip was drawn once, at the layout
    app.relayout()
    app.draw()
    assert calls == [1] and chart.shown().stop == 19997        # it kept its place


def test_a_lost_chiamata_total_hangs_under_zero_with_its_number_inside_the_chart(tmp_path):
    app = make_app(tmp_path, size=(640, 480), language="it")
    stats = app.user_stats()
    for result, points in (("lost", -9), ("won", 12), ("lost", 0)):
        stats.add("match", 5, "hard", result, points)
    app.reset_to("main_menu")
    scene = app.open("stats")
    app.step(16)
    chart = scene.chart
    bars = chart.bars()
    base = chart.baseline()
    assert bars[0].top == base and bars[1].bottom == base and bars[2].top == base     # (lost: under zero)
    assert bars[1].h > bars[0].h > bars[2].h >= 4
    plot = chart.plot()
    assert bars[0].bottom <= plot.bottom < chart.area.bottom          # room for "-9" under it
    app.draw()
    assert tuple(app.surface.get_at(bars[0].center))[:3] == LOST


@pytest.mark.parametrize("language", ["it", "en"])
def test_every_lost_match_hangs_under_zero(tmp_path, language):
    """Review 12g N4: a lost 2-player match (one smazzata won, or none) stood up from zero
    in red beside the chiamata losses hanging under it. Every lost match hangs under zero
    now, its number under its bar; the won and drawn ones stand on it."""
    app = make_app(tmp_path, size=(640, 480), language=language)
    stats = app.user_stats()
    for players, result, points in ((2, "won", 2), (2, "lost", 1), (2, "lost", 0), (5, "lost", -6),
                                    (4, "drawn", 1), (5, "won", 8)):
        stats.add("match", players, "easy", result, points)
    app.reset_to("main_menu")
    scene = app.open("stats")
    app.step(16)
    chart = scene.chart
    bars, base = chart.bars(), chart.baseline()
    lost = [bar for bar, m in zip(bars, chart.matches) if m["result"] == "lost"]
    assert all(bar.top == base and bar.h >= 4 for bar in lost), (base, lost)
    assert all(bar.bottom == base for bar, m in zip(bars, chart.matches) if m["result"] != "lost")
    assert all(bar.bottom <= chart.plot().bottom for bar in lost)
    drawn = {}
    real = app.text.draw

    def spy(surface, label, size, color, **kw):
        rect = real(surface, label, size, color, **kw)
        drawn.setdefault(label, []).append(rect)
        return rect
    app.text.draw = spy
    app.draw()
    for bar, m in zip(bars, chart.matches):
        labels = [r for r in drawn[str(m["points"])] if abs(r.centerx - bar.centerx) <= 1]
        assert labels and (labels[0].top > bar.bottom if m["result"] == "lost" else labels[0].bottom < bar.top)
        assert tuple(app.surface.get_at(bar.center))[:3] == COLOURS[m["result"]]
