"""The command line of the window: flags, smoke test, demo statistics."""
import json
import os
import subprocess
import sys

import pytest

from briscola_gui.commands.window import FlagError, parse

ENV = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")


def run(*args, tmp_path):
    env = dict(ENV, BRISCOLA_DATA_DIR=str(tmp_path / "data"))
    return subprocess.run([sys.executable, "-m", "briscola_gui", *args], capture_output=True, text=True,
                          env=env, timeout=120)


@pytest.mark.parametrize("argv", [["--bogus"], ["--size", "12"], ["--players", "3"], ["--demo", "--players", "7"],
                                  ["--demo", "--frames", "x"], ["--stats"], ["--screenshot"]])
def test_bad_flags_are_refused(argv):
    with pytest.raises(FlagError):
        parse(argv)


def test_flags_parse():
    o = parse(["--demo", "--players", "5", "--seed", "3", "--frames", "10", "--stats", "--size", "800x600"])
    assert (o["players"], o["seed"], o["frames"], o["stats"], o["size"]) == (5, 3, 10, True, (800, 600))


def test_size_flag_defaults_to_none_so_the_remembered_size_applies():
    assert parse([])["size"] is None and parse(["--size=640x480"])["size"] == (640, 480)


def test_bad_flag_exits_2_with_one_line(tmp_path):
    r = run("--frames", "abc", tmp_path=tmp_path)
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1 and "--frames" in r.stderr


def test_smoke_test_writes_nothing(tmp_path):
    r = run("--smoke-test", tmp_path=tmp_path)
    assert r.returncode == 0, r.stderr
    assert not (tmp_path / "data").exists()


def test_demo_stats_and_screenshots(tmp_path):
    shots = tmp_path / "shots"
    r = run("--demo", "--players", "5", "--frames", "300", "--stats", "--screenshot", str(shots),
            "--size", "800x600", tmp_path=tmp_path)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.strip().splitlines()
    stats = json.loads(lines[-1])
    assert stats["frames"] == 300 and set(stats) == {"frames", "mean", "p95", "p99", "max"}
    assert (shots / "menu.png").exists() and (shots / "deal.png").exists()
    assert not (tmp_path / "data").exists()


def test_demo_level_flag():
    from briscola_gui.commands.window import FlagError, parse
    import pytest as _pytest
    assert parse(["--demo", "--level", "hard"])["level"] == "hard"
    with _pytest.raises(FlagError, match="--level must be"):
        parse(["--demo", "--level", "genius"])
    with _pytest.raises(FlagError, match="goes with --demo"):
        parse(["--level", "easy"])


def test_deck_flag_parses_and_goes_with_demo_or_screenshot():
    assert parse(["--demo", "--deck", "trevisane"])["deck"] == "trevisane"
    assert parse(["--screenshot", "shots", "--deck=plain"])["deck"] == "plain"
    assert parse(["--demo"])["deck"] is None
    with pytest.raises(FlagError, match="goes with --demo or --screenshot"):
        parse(["--deck", "plain"])
    with pytest.raises(FlagError, match="needs a deck style"):
        parse(["--demo", "--deck"])


def test_an_unknown_deck_exits_2_naming_the_styles(tmp_path):
    r = run("--demo", "--deck", "tarocchi", "--frames", "1", tmp_path=tmp_path)
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1
    assert "--deck" in r.stderr and "napoletane" in r.stderr and "plain" in r.stderr
    assert not (tmp_path / "data").exists()


def test_the_demo_takes_the_cards_from_the_settings_and_never_writes_them(tmp_path):
    from briscola_gui.commands.window import run_settings
    from briscola_gui.ui.storage import Store
    folder = tmp_path / "data"
    folder.mkdir()
    saved = {"deck": "trevisane", "back": "blue", "corner_indices": True, "sound": False, "level": "easy"}
    (folder / "settings.json").write_text(json.dumps(saved))
    before = (folder / "settings.json").read_bytes()
    demo = run_settings(parse(["--demo"]), Store(folder, persist=False), headless=True)
    assert (demo.deck, demo.back, demo.corner_indices) == ("trevisane", "blue", True)
    assert demo.sound and demo.level != "easy"           # nothing else of the player's
    chosen = run_settings(parse(["--demo", "--deck", "piacentine"]), Store(folder, persist=False), True)
    assert (chosen.deck, chosen.back) == ("piacentine", "blue")
    smoke = run_settings(parse(["--smoke-test"]), Store(folder, persist=False), True)
    assert smoke.deck == "" and not smoke.corner_indices
    window = run_settings(parse(["--screenshot", "x", "--deck", "plain"]), Store(folder), False)
    assert (window.deck, window.level) == ("plain", "easy")
    assert (folder / "settings.json").read_bytes() == before
    (folder / "settings.json").write_text("{damaged")
    store = Store(folder, persist=False)
    assert run_settings(parse(["--demo"]), store, True).deck == "" and not store.problems
    assert (folder / "settings.json").read_text() == "{damaged"      # not set aside by a demo


def test_demo_screenshots_show_the_deck_chosen(tmp_path):
    """The demo's deal.png shows the settings' deck, the same as --deck names it, and
    another deck looks different."""
    import pygame
    shots = {}
    for name, settings, flags in (("settings", {"deck": "plain"}, []), ("flag", None, ["--deck", "plain"]),
                                  ("default", None, [])):
        home = tmp_path / name
        if settings:
            (home / "data").mkdir(parents=True)
            (home / "data" / "settings.json").write_text(json.dumps(settings))
        r = run("--demo", "--frames", "240", "--size", "640x480", "--screenshot", str(home / "shots"),
                *flags, tmp_path=home)
        assert r.returncode == 0, r.stderr
        shots[name] = pygame.image.tobytes(pygame.image.load(str(home / "shots" / "deal.png")), "RGB")
    assert shots["settings"] == shots["flag"] != shots["default"]
