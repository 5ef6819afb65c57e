"""The deal of the day: the date -> code mapping pinned (the same on every platform), the
results kept in the statistics with replays marked, and the screen that plays it."""
import json
from datetime import date

import pytest

from table_support import texts_drawn
from test_ui_support import button, key, make_app, play_to_smazzata_over, press

from briscola_gui.daily import LEVEL, daily_code, daily_spec, parse_day
from briscola_gui.engine import Rules, parse_deal_code
from briscola_gui.stats import Stats
from briscola_gui.ui.table.scene import TableScene

PINNED = {                        # SHA-256 of the date: change them and every player's day changes
    "2024-02-29": "FQDX1-YA1GA",
    "2026-01-01": "6HABB-5AFGA",
    "2026-11-23": "9KFXR-1P80A",
    "2027-02-28": "5TNT6-EW202",
}


@pytest.mark.parametrize("day,code", sorted(PINNED.items()))
def test_the_date_gives_the_same_code_everywhere(day, code):
    d = date.fromisoformat(day)
    assert daily_code(d) == code
    spec = parse_deal_code(code)                   # "Play a deal by code" gives the same deal
    assert spec == daily_spec(d) and spec.players == 2 and spec.rules == Rules()


def test_every_day_of_a_year_has_its_own_deal():
    days = [date.fromordinal(date(2026, 1, 1).toordinal() + i) for i in range(365)]
    seeds = {daily_spec(d).seed for d in days}
    assert len(seeds) == 365
    assert {daily_spec(d).dealer for d in days} == {0, 1}


def test_a_day_is_read_back_only_when_well_formed():
    assert parse_day("2026-11-23") == date(2026, 11, 23)
    for bad in ("2026-13-01", "2026-1-1", "yesterday", 20261123, None, "2026-02-30"):
        assert parse_day(bad) is None


def test_a_second_play_the_same_day_is_a_replay(tmp_path):
    path = tmp_path / "stats.json"
    s = Stats.load(path)
    s.add("smazzata", 2, LEVEL, "lost", 52, daily="2026-11-23")
    s.add("match", 2, LEVEL, "lost", 0, daily="2026-11-23")
    s.add("smazzata", 2, LEVEL, "won", 88, daily="2026-11-23")      # cards known now
    s.add("match", 2, LEVEL, "won", 1, daily="2026-11-23")
    s.add("smazzata", 2, LEVEL, "won", 70, daily="2026-11-24")
    s.add("smazzata", 2, LEVEL, "won", 64)                            # an ordinary game
    assert [r.get("replay", False) for r in s.records] == [False, False, True, True, False, False]
    s.save()
    back = Stats.load(path)
    assert back.records == s.records
    day = back.daily("2026-11-23")
    assert day.today["result"] == "lost" and day.today["points"] == 52     # the first play
    assert day.today_plays == 2
    assert day.best["points"] == 70 and day.best["daily"] == "2026-11-24"  # replays are no best
    assert (day.days, day.days_won) == (2, 1)
    assert back.daily("2026-11-25").today is None
    two = back.summary()[("2p", LEVEL)]
    assert two["smazzate"] == 3 and two["smazzate_won"] == 2 and two["replays"] == 2
    assert two["matches"] == 1 and two["matches_won"] == 0
    assert [m["result"] for m in back.matches()] == ["lost"]        # the chart's: no replay either


def test_old_statistics_files_still_load_and_bad_days_are_damage(tmp_path):
    path = tmp_path / "stats.json"
    old = {"format": "briscola-stats", "version": 1, "records": [
        {"kind": "smazzata", "players": 2, "level": "easy", "result": "won", "points": 70,
         "when": "2025-01-01T00:00:00Z"}]}
    path.write_text(json.dumps(old))
    s = Stats.load(path)
    assert s.warning is None and len(s.records) == 1
    assert s.daily("2026-11-23").best is None
    old["records"][0]["daily"] = "soon"
    path.write_text(json.dumps(old))
    assert "damaged" in Stats.load(path).warning


def _open_daily(app, day):
    app.reset_to("main_menu")
    app.step(16)
    assert button(app.top, "daily").text() in ("Deal of the day", "Smazzata del giorno")
    return app.open("daily", day=day)


def test_the_screen_plays_the_day_and_marks_the_replay(tmp_path, monkeypatch):
    day = date(2026, 11, 23)
    app = make_app(tmp_path, speed="instant", players=4, length=3)
    scene = _open_daily(app, day)
    app.step(16)
    lines = [line for line, _ in scene.lines()]
    assert "Deal code: 9KFXR-1P80A" in lines and "You have not played today's deal yet." in lines
    assert button(scene, "play_daily").text() == "Play"
    press(app, button(scene, "play_daily").rect.center)
    table = app.top
    assert isinstance(table, TableScene) and table.match.deal_code == PINNED["2026-11-23"]
    assert table.n == 2 and table.match.length == "single"
    assert [s.level for s in table.seats] == [None, LEVEL]
    assert json.loads(app.store.save_path.read_text())["window"]["daily"] == "2026-11-23"
    assert app.settings.players == 4 and app.settings.length == 3     # the choices are kept
    # the rest is played against an easy opponent, so the test stays fast
    monkeypatch.setattr("briscola_gui.ui.scenes.daily.LEVEL", "easy")
    for replay in (False, True):
        scene = _open_daily(app, day)
        if replay:
            assert button(scene, "play_daily").text() == "Play again"
        press(app, button(scene, "play_daily").rect.center)
        if app.top.__class__.__name__ == "ConfirmScene":          # the first table's save
            press(app, button(app.top, "confirm_yes").rect.center)
        over = play_to_smazzata_over(app, app.top)
        drawn = " ".join(texts_drawn(app))
        assert ("Deal of the day (replay)" in drawn) == replay
        assert ("Deal of the day" in texts_drawn(app)) != replay
        assert over is app.top
    records = app.user_stats().records
    assert [(r["kind"], r.get("daily"), r.get("replay", False)) for r in records] == [
        ("smazzata", "2026-11-23", False), ("match", "2026-11-23", False),
        ("smazzata", "2026-11-23", True), ("match", "2026-11-23", True)]
    scene = _open_daily(app, day)
    lines = [line for line, _ in scene.lines()]
    first = records[0]
    assert any(line.startswith("Today you") and (str(first["points"]) in line or "60" in line)
               for line in lines)
    assert "Played again once: a replay does not change today's result." in lines
    key(app, "escape")
    assert app.top.__class__.__name__ == "MainMenu"


def test_continue_keeps_a_deal_of_the_day(tmp_path):
    from briscola_gui.ui.match_start import continue_match
    app = make_app(tmp_path, speed="instant", language="it")
    scene = _open_daily(app, date(2027, 2, 28))
    app.step(16)
    assert "Smazzata del giorno" in scene.app.t("daily_title")
    press(app, button(scene, "play_daily").rect.center)
    app.reset_to("main_menu")
    continue_match(app)
    table = app.top
    assert isinstance(table, TableScene) and table.session.daily == "2027-02-28"
    assert table.match.deal_code == PINNED["2027-02-28"]


def test_the_screen_fits_small_windows_in_both_languages(tmp_path):
    for lang in ("it", "en"):
        app = make_app(tmp_path / lang, size=(640, 480), language=lang)
        stats = app.user_stats()
        stats.add("smazzata", 2, LEVEL, "won", 95, daily="2026-11-20")
        stats.add("smazzata", 2, LEVEL, "lost", 41, daily="2026-11-23")
        stats.add("smazzata", 2, LEVEL, "won", 77, daily="2026-11-23")
        scene = _open_daily(app, date(2026, 11, 23))
        app.step(16)
        app.draw()
        panel = scene.panel
        assert app.surface.get_rect().contains(panel)
        for b in (scene.play, scene.back):
            assert panel.contains(b.rect)
        assert scene.play.rect.right <= scene.back.rect.left and not scene.cut
        text = " ".join(line for line, _ in scene.lines())
        assert "95" in text and "41" in text
        assert ("20 novembre 2026" if lang == "it" else "20 November 2026") in text


@pytest.mark.parametrize("size", [(640, 480), (1280, 800), (1920, 1080)], ids=lambda v: f"{v[0]}x{v[1]}")
def test_no_word_stands_alone_on_the_screen_s_lines(tmp_path, size):
    """Review 12i N6: "The same cards for everyone today: one smazzata, two players, against
    the" / "Expert." (1920x1080; at 640x480 with larger text too): a sentence that wraps
    leaves no word alone on its last line."""
    from screen_check import drawn
    for lang in ("it", "en"):
        for larger in (False, True):
            app = make_app(tmp_path / f"{lang}{larger}", size=size, language=lang, large_text=larger)
            scene = _open_daily(app, date(2026, 11, 23))
            app.step(16)
            said = [line for line, _ in scene.lines()]
            shown = [d.text for d in drawn(app) if scene.panel.contains(d.rect)]
            alone = [part for part in shown if " " not in part.strip() and part not in said
                     and any(part in line for line in said)]
            assert not alone, (lang, larger, shown)
