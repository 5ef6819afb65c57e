"""The ``sim`` command and ``cmd:`` bot seats (shared CONTRACT.md)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from briscola_gui.commands import sim

ROOT = Path(__file__).resolve().parents[1]


def run_sim(args, capsys):
    code = sim.main(args)
    out, err = capsys.readouterr()
    return code, out, err


def sim_json(args, capsys):
    code, out, err = run_sim(args + ["--json"], capsys)
    assert code == 0, err
    return json.loads(out)


def test_json_shape_two_players(capsys):
    r = sim_json(["--players", "2", "--seats", "hard,random", "--games", "5", "--seed", "1"], capsys)
    assert r["deals"] == 5 and r["games"] == 10
    assert r["games_per_second"] > 0
    assert set(r["players"]) == {"hard", "random"}
    for p in r["players"].values():
        for key in ("won", "lost", "drawn", "mean_points", "mean_diff", "diff_ci95", "decision_ms"):
            assert key in p
        assert set(p["decision_ms"]) >= {"mean", "p95", "max"}
        assert p["won"] + p["lost"] + p["drawn"] == 10
    h, rnd = r["players"]["hard"], r["players"]["random"]
    assert h["won"] == rnd["lost"] and h["drawn"] == rnd["drawn"]
    assert abs(h["mean_diff"] + rnd["mean_diff"]) < 1e-6
    assert r["faults"] == []


def test_seat_fair_same_cards_every_rotation(capsys):
    # a player against itself on mirrored deals: exactly balanced
    r = sim_json(["--players", "2", "--seats", "easy,easy", "--games", "4", "--seed", "3"], capsys)
    assert r["games"] == 4 and r["rotations"] == 1
    r = sim_json(["--players", "4", "--seats", "hard,random,hard,random", "--games", "3",
                  "--seed", "3"], capsys)
    assert r["rotations"] == 2 and r["games"] == 6
    assert r["players"]["hard"]["won"] + r["players"]["hard"]["lost"] + r["players"]["hard"]["drawn"] == 6


def test_same_seed_same_result(capsys):
    args = ["--players", "3", "--seats", "medium,easy,random", "--games", "4", "--seed", "9"]
    a = sim_json(args, capsys)
    b = sim_json(args, capsys)
    for spec in a["players"]:
        for key in ("won", "lost", "drawn", "mean_points"):
            assert a["players"][spec][key] == b["players"][spec][key]


def test_expert_with_a_larger_search_limit_is_its_own_seat(capsys):
    # "expert*2" is the expert with twice the worlds and nodes: a reference opponent
    r = sim_json(["--players", "2", "--seats", "expert*2,expert", "--games", "1", "--seed", "4"],
                 capsys)
    assert set(r["players"]) == {"expert*2", "expert"} and r["games"] == 2


@pytest.mark.parametrize("n", [3, 5, 6])
def test_other_sizes(n, capsys):
    seats = ",".join(["hard", "random"] * 3)[: len(",".join(["hard", "random"] * 3))].split(",")[:n]
    r = sim_json(["--players", str(n), "--seats", ",".join(seats), "--games", "2", "--seed", "5",
                  "--rules", "follow_suit=true"], capsys)
    assert r["games"] > 0
    if n == 5:
        assert "mean_game_points" in r["players"]["hard"]


def test_readable_table(capsys):
    code, out, err = run_sim(["--players", "2", "--seats", "medium,random", "--games", "2",
                              "--seed", "1"], capsys)
    assert code == 0
    assert "medium" in out and "random" in out and "score" in out
    assert err == ""          # no progress when stderr is not a terminal


@pytest.mark.parametrize("args,word", [
    (["--players", "7", "--seats", "a,b", "--games", "1", "--seed", "1"], "--players"),
    (["--players", "2", "--seats", "hard", "--games", "1", "--seed", "1"], "--seats"),
    (["--players", "2", "--seats", "hard,genius", "--games", "1", "--seed", "1"], "genius"),
    (["--players", "2", "--seats", "hard,random", "--games", "0", "--seed", "1"], "--games"),
    (["--players", "2", "--seats", "hard,random", "--games", "x", "--seed", "1"], "--games"),
    (["--players", "2", "--seats", "hard,random", "--games", "1"], "--seed"),
    (["--players", "2", "--seats", "hard,random", "--games", "1", "--seed", "1",
      "--rules", "speed=true"], "speed"),
    (["--players", "2", "--seats", "hard,random", "--games", "1", "--seed", "1",
      "--rules", "piemonte=maybe"], "piemonte"),
    (["--players", "2", "--seats", "hard,cmd:", "--games", "1", "--seed", "1"], "cmd"),
    (["--players", "2", "--seats", "hard,expert*big", "--games", "1", "--seed", "1"], "expert*big"),
    (["--players", "2", "--seats", "hard,random", "--games", "1", "--seed", "1", "--fast"], "--fast"),
])
def test_bad_input_exit_2_one_line(args, word, capsys):
    code, out, err = run_sim(args, capsys)
    assert code == 2
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and word in lines[0]
    assert "Traceback" not in err


def test_bad_input_through_the_module_no_traceback():
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    p = subprocess.run([sys.executable, "-m", "briscola_gui", "sim", "--players", "two"],
                       capture_output=True, text=True, env=env, cwd=ROOT)
    assert p.returncode == 2
    assert "Traceback" not in p.stderr and len(p.stderr.strip().splitlines()) == 1


# -- bots --------------------------------------------------------------------------------
def bot_cmd(script: Path | None = None) -> str:
    exe = sys.executable
    if script is None:
        return f"cmd:{exe} -m briscola_gui.ai.example_bot"
    return f"cmd:{exe} {script}"


@pytest.fixture(autouse=True)
def _pythonpath(monkeypatch):
    monkeypatch.setenv("PYTHONPATH", str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))


def test_example_bot_plays_clean(capsys):
    r = sim_json(["--players", "2", "--seats", f"{bot_cmd()},random", "--games", "3",
                  "--seed", "2"], capsys)
    assert r["games"] == 6 and r["faults"] == []
    assert r["players"][bot_cmd()]["decision_ms"]["mean"] > 0


def test_example_bot_in_chiamata(capsys):
    r = sim_json(["--players", "5", "--seats", f"{bot_cmd()},hard,random,hard,random",
                  "--games", "1", "--seed", "4"], capsys)
    assert r["faults"] == []


def test_example_bot_answers_requests():
    from briscola_gui.ai.example_bot import answer
    from briscola_gui.engine import Smazzata, shuffled_deck
    deal = Smazzata(2, 0, shuffled_deck(2, 1))
    req = deal.view(deal.to_act).to_request("play")
    assert req["protocol"] == 1
    assert answer(req)["card"] in req["legal"]


def write(tmp_path, name, body):
    p = tmp_path / name
    p.write_text(body)
    return p


DYING = "import sys\nsys.stdin.readline()\nsys.exit(3)\n"
GARBAGE = "import sys\nfor line in sys.stdin:\n    print('hello there', flush=True)\n"
ILLEGAL = "import sys\nfor line in sys.stdin:\n    print('{\"card\": \"11X\"}', flush=True)\n"
SILENT = "import sys, time\nfor line in sys.stdin:\n    time.sleep(30)\n"


# The timeout is short only for the silent bot: under load a Python bot may take longer than
# that to start, and a dying bot must be reported as "died", not as "timeout".
@pytest.mark.parametrize("body,fault,timeout", [(DYING, "died", "20"), (GARBAGE, "garbage", "20"),
                                                (ILLEGAL, "illegal", "20"),
                                                (SILENT, "timeout", "0.3")])
def test_faulty_bots_are_replaced_and_reported(tmp_path, body, fault, timeout, capsys):
    script = write(tmp_path, "bot.py", body)
    spec = bot_cmd(script)
    r = sim_json(["--players", "2", "--seats", f"{spec},random", "--games", "2", "--seed", "1",
                  "--bot-timeout", timeout], capsys)
    assert r["games"] == 4                               # the games went on
    faults = r["faults"]
    assert faults and all(f["fault"] == fault for f in faults)
    assert all(f["spec"] == spec for f in faults)
    assert len(faults) <= 4                              # at most once per game
    p = r["players"][spec]
    assert p["won"] + p["lost"] + p["drawn"] == 4


def test_missing_bot_program_is_a_fault_not_a_crash(capsys):
    spec = "cmd:/nonexistent/bot --x"
    r = sim_json(["--players", "2", "--seats", f"{spec},random", "--games", "1", "--seed", "1"], capsys)
    assert r["games"] == 2 and r["faults"][0]["fault"] == "died"


class _Crashing:
    """A built-in player with a bug: it raises on its second decision, then answers nonsense."""

    def __init__(self):
        self.calls = 0

    def play(self, view):
        self.calls += 1
        if self.calls == 2:
            raise ZeroDivisionError("bug")
        return view.legal[0] if self.calls < 2 else 5.0


def test_a_built_in_players_failure_is_an_internal_fault_and_the_game_goes_on():
    from briscola_gui.ai import make_player
    from briscola_gui.engine import Rules, shuffled_deck
    faults: list = []
    timings = [[], []]
    deal = sim.play_game(2, 0, shuffled_deck(2, 4), Rules(), [_Crashing(), make_player("easy")],
                         timings, faults)
    assert deal.is_over and len(timings[0]) == 20 and len(timings[1]) == 20
    assert faults[0]["seat"] == 0 and faults[0]["fault"] == "internal" and "bug" in faults[0]["detail"]
    assert len(faults) == 19 and all("5.0" in f["detail"] for f in faults[1:])
