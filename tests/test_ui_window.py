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
