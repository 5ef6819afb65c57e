"""Issue #15: no fault in the data folder or in a data file stops the game or loses data.

Every case goes through the real paths: start-up (load the settings, build the app, the
main menu), New game -> Start (autosave), a Settings change, F11, playing a hand to its
end (statistics and autosave), Continue, Statistics, resizing and closing the window.
"""
from __future__ import annotations

import errno
import json
import os
import sys

import pytest
from faults import full_disk, refuse, unreadable
from test_ui_support import button, human_move, key, press

import pygame
from briscola_gui.stats import MAX_RECORDS, Stats
from briscola_gui.ui.events import Input
from briscola_gui.ui.scenes.message import MessageScene
from briscola_gui.ui.scenes.registry import build_app
from briscola_gui.ui.scenes.results import SmazzataOverScene
from briscola_gui.ui.scenes.stats import StatsScene
from briscola_gui.ui.table.scene import TableScene
from briscola_gui.ui.storage import Store

POSIX = os.name == "posix"


@pytest.fixture(autouse=True)
def no_fsync_wait(monkeypatch):
    """fsync is most of an autosave's time on a busy disk; these tests are about what
    fails, not durability (a fault that needs fsync installs its own)."""
    monkeypatch.setattr(os, "fsync", lambda fd: None)


def start(folder, language="en"):
    """What ``python -m briscola_gui`` does at start, headless: the store, the settings
    (read from the folder), the app, the main menu, one frame."""
    pygame.init()
    surface = pygame.display.set_mode((800, 600))
    store = Store(folder)
    settings = store.load_settings()
    settings.language, settings.speed, settings.sound = language, "instant", False
    settings.deck, settings.length = "plain", "single"
    app = build_app(surface, store=store, settings=settings, threaded=False, sound=False)
    app.reset_to("main_menu")
    app.step(16)
    return app


def read_messages(app, dt: int = 16) -> list[str]:
    """Every message box now open (closing each with OK), after ``dt`` ms."""
    seen = []
    app.update(dt)
    while isinstance(app.top, MessageScene):
        seen.append(app.top.message)
        app.draw()
        press(app, app.top.ok.rect.center)
        app.update(16)
    return seen


def play_a_hand(app, messages: list) -> None:
    """New game -> Start, then play the whole smazzata (reading any message shown)."""
    press(app, button(app.top, "new").rect.center)
    app.step(16)
    press(app, button(app.top, "start").rect.center)
    for frame in range(20000):
        messages += read_messages(app, dt=50)
        if isinstance(app.top, SmazzataOverScene):
            app.draw()
            return
        table = app.scenes[0]
        assert isinstance(table, TableScene)
        if app.top is table and table.human_turn():
            human_move(table)
        if frame % 25 == 0:
            app.draw()                             # drawing is most of the time: now and then
    raise AssertionError("the hand never ended")


def every_path(app, hand: bool = True) -> list[str]:
    """Continue, a Settings change, F11, a whole hand (its end records statistics),
    Statistics, resize, close: the messages the player saw on the way."""
    seen = read_messages(app)
    if any(w.name == "continue" for w in app.top.widgets):
        press(app, button(app.top, "continue").rect.center)
        seen += read_messages(app)
        app.reset_to("main_menu")
    app.open("settings")
    app.settings.speed = "fast"
    app.apply_settings()
    seen += read_messages(app)
    key(app, "escape")
    key(app, "f11")
    key(app, "f11")
    seen += read_messages(app)
    if hand:
        play_a_hand(app, seen)
        app.reset_to("main_menu")
    seen += read_messages(app)
    press(app, button(app.top, "statistics").rect.center)
    seen += read_messages(app)
    assert isinstance(app.top, StatsScene)
    app.top.rows()
    app.step(16)
    app.pop()
    app.dispatch(Input("resize", size=(900, 650)))
    app.dispatch(Input("quit"))
    app.shutdown()
    return seen


# -- a data folder that cannot be used ----------------------------------------------------
FOLDER_CASES = {
    "read-only": (lambda mp, d: refuse(mp, d, errno.EROFS), "the disk is read-only"),
    "no permission": (lambda mp, d: refuse(mp, d, errno.EACCES), "permission is denied"),
    "full disk": (lambda mp, d: full_disk(mp), "the disk is full"),
    "mode 000": (lambda mp, d: unreadable(mp, d), "permission is denied"),
}


@pytest.mark.parametrize("case", sorted(FOLDER_CASES))
def test_a_folder_that_refuses_is_told_once_and_the_game_goes_on(tmp_path, monkeypatch, case):
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "stats.json").write_text(json.dumps(
        {"format": "briscola-stats", "version": 1, "records": []}))
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    fault, why = FOLDER_CASES[case]
    fault(monkeypatch, folder)
    app = start(folder)
    seen = every_path(app)
    monkeypatch.undo()
    assert len(seen) == 1, seen                      # once, whatever was tried afterwards
    assert why in seen[0] and "cannot be used" in seen[0], seen
    after = {p.name: p.read_bytes() for p in folder.iterdir()}
    assert after == before                           # nothing lost, nothing half-written


def test_in_italian_too(tmp_path, monkeypatch):
    refuse(monkeypatch, tmp_path, errno.EROFS)
    seen = read_messages(start(tmp_path, language="it"))
    assert seen == [f"La cartella del gioco ({tmp_path}) non si può usare: il disco è di sola "
                    "lettura. Puoi giocare, ma impostazioni, partite e statistiche non "
                    "verranno salvate."]


def test_a_disk_that_fills_during_the_game_is_told_per_kind_of_data(tmp_path, monkeypatch):
    app = start(tmp_path)
    assert read_messages(app) == []
    full_disk(monkeypatch)
    seen = every_path(app)
    monkeypatch.undo()
    told = "\n\n".join(seen)                      # problems of one moment share a box
    for what in ("progress", "settings", "statistics"):
        assert told.count(f"Your {what} cannot be saved: the disk is full.") == 1, told
    assert told.count("cannot be saved") == 3, told
    assert not [p for p in tmp_path.iterdir() if ".tmp-" in p.name]


@pytest.mark.parametrize("in_the_way", ["the folder is a file", "a parent is a file"])
def test_a_file_in_the_way_of_the_folder(tmp_path, in_the_way):
    blocker = tmp_path / "briscola"
    blocker.write_text("mine")
    folder = blocker if in_the_way == "the folder is a file" else blocker / "data"
    seen = every_path(start(folder))
    assert len(seen) == 1 and "a file is in the way of the folder" in seen[0], seen
    assert blocker.read_text() == "mine"


# -- damaged, odd and unreadable files ------------------------------------------------------
def _deep(n=100_000):
    return "[" * n + "]" * n


SAVE_MIN = '{"format": "briscola-save", "version": 1, "players": 2, "seed": %s}'
DAMAGED = {
    "deep nesting": lambda name: _deep(),
    "not JSON": lambda name: "{not json",
    "empty": lambda name: "",
    "a list": lambda name: "[1, 2, 3]",
    "NaN": lambda name: '{"format": NaN}',
    "5000-digit integer": lambda name: SAVE_MIN % ("9" * 5000) if name == "savegame.json" else
    '{"players": %s}' % ("9" * 5000) if name == "settings.json" else
    '{"format": "briscola-stats", "version": 1, "records": [{"kind": "smazzata", "players": 2,'
    ' "level": "easy", "result": "won", "points": %s, "when": "x"}]}' % ("9" * 5000),
    "points 10^400": lambda name: SAVE_MIN % ("1" + "0" * 400) if name == "savegame.json" else
    "[1%s]" % ("0" * 400) if name == "settings.json" else
    '{"format": "briscola-stats", "version": 1, "records": [{"kind": "smazzata", "players": 2,'
    ' "level": "easy", "result": "won", "points": 1%s, "when": "x"}]}' % ("0" * 400),
    "1e400": lambda name: '{"format": "briscola-stats", "version": 1, "sound": 1e400, '
    '"records": [], "seed": 1e400}',
    "bad UTF-8": lambda name: b"\xff\xfe{}",
}


def _write(path, content) -> None:
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")


FILES = ("settings.json", "savegame.json", "stats.json")


@pytest.mark.parametrize("name", FILES)
@pytest.mark.parametrize("case", sorted(DAMAGED))
def test_a_damaged_file_is_set_aside_under_a_new_name(tmp_path, name, case):
    content = DAMAGED[case](name)
    _write(tmp_path / name, content)
    (tmp_path / (name + ".damaged-1")).write_text("an earlier incident")
    seen = every_path(start(tmp_path), hand=name == "stats.json")
    assert (tmp_path / (name + ".damaged-1")).read_text() == "an earlier incident"
    aside = tmp_path / (name + ".damaged-2")
    expected = content if isinstance(content, bytes) else content.encode()
    assert aside.read_bytes() == expected, case
    assert any(name + ".damaged-2" in m for m in seen), seen


def test_a_bad_value_in_settings_resets_only_that_setting(tmp_path):
    (tmp_path / "settings.json").write_text('{"players": 1%s, "sound": false}' % ("0" * 400))
    seen = every_path(start(tmp_path), hand=False)
    assert seen == ["Some settings were not valid and are back to their defaults: players."]
    assert not list(tmp_path.glob("*.damaged*"))
    assert Store(tmp_path).load_settings().sound is False


def test_a_byte_order_mark_is_not_damage(tmp_path):
    (tmp_path / "settings.json").write_bytes(b"\xef\xbb\xbf" + json.dumps({"sound": True}).encode())
    stats = {"format": "briscola-stats", "version": 1, "records": [
        {"kind": "smazzata", "players": 2, "level": "easy", "result": "won", "points": 70,
         "when": "2026-01-01T00:00:00Z"}]}
    (tmp_path / "stats.json").write_bytes(b"\xef\xbb\xbf" + json.dumps(stats).encode())
    store = Store(tmp_path)
    assert store.load_settings().sound is True
    assert len(store.load_stats().records) == 1
    assert store.problems == [] and not list(tmp_path.glob("*.damaged*"))


@pytest.mark.skipif(not POSIX, reason="FIFOs and /dev/zero are POSIX")
@pytest.mark.parametrize("name", FILES)
@pytest.mark.parametrize("case", ["FIFO", "link to /dev/zero", "a folder", "broken link"])
def test_only_regular_files_are_read(tmp_path, name, case):
    path = tmp_path / name
    if case == "FIFO":
        os.mkfifo(path)
    elif case == "link to /dev/zero":
        os.symlink("/dev/zero", path)
    elif case == "a folder":
        path.mkdir()
    else:
        os.symlink(tmp_path / "nowhere", path)
    seen = every_path(start(tmp_path))              # would block or run out of memory
    assert any(name + ".damaged-1" in m for m in seen), seen
    assert os.path.lexists(tmp_path / (name + ".damaged-1"))


@pytest.mark.parametrize("name", FILES)
def test_a_too_big_file_is_set_aside_unread(tmp_path, name):
    path = tmp_path / name
    with open(path, "wb") as fh:
        fh.truncate(300 << 20)                     # sparse: costs no disk
    seen = every_path(start(tmp_path))
    assert any(name + ".damaged-1" in m for m in seen), seen


@pytest.mark.parametrize("name", FILES)
def test_an_unreadable_file_is_not_damage_and_is_never_written_over(tmp_path, monkeypatch, name):
    app = start(tmp_path)
    play_a_hand(app, [])
    app.shutdown()
    original = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    if name == "savegame.json":                     # a single hand ends the match: save one
        (tmp_path / name).write_text('{"mine": true}')
        original[name] = b'{"mine": true}'
    unreadable(monkeypatch, tmp_path / name)
    seen = every_path(start(tmp_path))
    monkeypatch.undo()
    assert (tmp_path / name).read_bytes() == original[name]
    assert not list(tmp_path.glob("*.damaged*"))
    assert any("permission is denied" in m and "cannot be read" in m for m in seen), seen


# -- leftovers, window size, statistics size ----------------------------------------------
def test_leftover_temp_files_are_removed_at_start(tmp_path):
    for name in FILES:
        (tmp_path / f".{name}.tmp-abc123.json").write_text("half a file")
    (tmp_path / "notes.txt").write_text("not ours")
    read_messages(start(tmp_path))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.txt"]


def test_a_window_past_8192_loses_only_its_size(tmp_path):
    (tmp_path / "settings.json").write_text(json.dumps({"window": [9000, 800], "sound": False,
                                                         "language": "en"}))
    store = Store(tmp_path)
    s = store.load_settings()
    assert s.window == [] and s.sound is False and s.language == "en" and not store.problems


def test_statistics_are_capped_on_load_and_summarised_once(tmp_path):
    rec = '{"kind":"smazzata","players":2,"level":"easy","result":"won","points":%d,"when":"x"}'
    n = MAX_RECORDS + 5000
    (tmp_path / "stats.json").write_text(
        '{"format":"briscola-stats","version":1,"records":[' +
        ",".join(rec % (i % 121) for i in range(n)) + "]}")
    stats = Store(tmp_path).load_stats()
    assert len(stats.records) == MAX_RECORDS and stats.dropped == 5000
    assert stats.records[0]["points"] == 5000 % 121          # the newest are kept
    first = stats.summary()
    assert stats.summary() is first                     # not recomputed every frame
    stats.add("smazzata", 2, "easy", "lost", 10)
    assert stats.summary() is not first and len(stats.records) == MAX_RECORDS


def test_stats_scene_frames_do_not_recompute(tmp_path, monkeypatch):
    app = start(tmp_path)
    app.open("stats")
    calls = []
    real = Stats._summary
    monkeypatch.setattr(Stats, "_summary", lambda self: calls.append(1) or real(self))
    for _ in range(30):
        app.step(16)
    assert len(calls) <= 1


@pytest.mark.skipif(sys.platform.startswith("win"), reason="POSIX permissions")
def test_real_mode_000_folder_when_not_root(tmp_path):
    if os.geteuid() == 0:
        pytest.skip("root reads mode 000 folders (the fault-injected case covers it)")
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "settings.json").write_text('{"sound": false}')
    folder.chmod(0)
    try:
        seen = every_path(start(folder))
    finally:
        folder.chmod(0o755)
    assert len(seen) == 1 and "permission is denied" in seen[0]
    assert (folder / "settings.json").read_text() == '{"sound": false}'


def test_a_log_file_that_cannot_be_written_says_so_once(tmp_path, capsys):
    import logging

    from briscola_gui import logs
    (tmp_path / logs.LOG_FILE).mkdir()               # something in the way of the log file
    logs.log_to_file(tmp_path)
    log = logging.getLogger("briscola_gui.test")
    try:
        for i in range(5):
            log.warning("warning %d", i)
            log.info("info %d", i)
    finally:
        package = logging.getLogger(logs.PACKAGE)
        for handler in [h for h in package.handlers if isinstance(h, logs._LogFile)]:
            package.removeHandler(handler)
            handler.close()
    err = capsys.readouterr().err
    assert "Logging error" not in err and "Traceback" not in err
    assert err.count("cannot write the log file") == 1 and err.count("warning ") == 5


@pytest.mark.parametrize("where", ["under a file", "is a file"])
def test_screenshot_into_a_folder_that_cannot_be_made_exits_2(tmp_path, capsys, where):
    from briscola_gui.commands import window
    blocker = tmp_path / "shots"
    blocker.write_text("mine")
    target = blocker / "x" if where == "under a file" else blocker
    assert window.main(["--demo", "--frames", "1", "--screenshot", str(target)]) == 2
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and "--screenshot" in err and "Traceback" not in err
    assert blocker.read_text() == "mine"


@pytest.mark.parametrize("args", [["--size", "9" * 5000 + "x800"], ["--level", "x" * 10 ** 5, "--demo"],
                                  ["--frames", "1e9", "--demo"], ["--bogus" + "x" * 10 ** 5]])
def test_bad_window_flags_are_one_short_line(capsys, args):
    from briscola_gui.commands import window
    assert window.main(args) == 2
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and len(err) < 400


def test_mutated_files_through_start_continue_and_statistics():
    """30 mutants of valid settings, saves and statistics (build/fuzz_files.py): each loads
    and plays, or is set aside; none raises."""
    import importlib.util
    from pathlib import Path
    path = Path(__file__).resolve().parents[1] / "build" / "fuzz_files.py"
    spec = importlib.util.spec_from_file_location("fuzz_files", path)
    fuzz_files = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(fuzz_files)
    figures = fuzz_files.run(seed=5, n=30)
    assert figures["failures"] == [], figures
    assert figures["continued_and_played"] >= 5               # the mutants are not all fatal
