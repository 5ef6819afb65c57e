"""Issue #15, case 4: any answer from a ``cmd:`` bot is a reported fault with the right
cause, the bot is replaced, and nothing leaks (threads, pipes, processes).

Each misbehaving bot of build/bad_bots.py plays two deals of ``sim`` in this process, so
leaks show as threads, file descriptors or child processes left behind."""
from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

import pytest

from briscola_gui.commands import sim

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("bad_bots", ROOT / "build" / "bad_bots.py")
bad_bots = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bad_bots)


@pytest.fixture(autouse=True)
def _pythonpath(monkeypatch):
    monkeypatch.setenv("PYTHONPATH", str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))


@pytest.mark.skipif(os.name != "posix", reason="the leak checks read /proc")
@pytest.mark.parametrize("name", sorted(bad_bots.BOTS))
def test_a_misbehaving_bot_is_a_fault_with_its_cause_and_nothing_leaks(tmp_path, name):
    row = bad_bots.run_bot(name, tmp_path, games=2)
    assert row["games"] == 4                                 # every game was played
    assert set(row["faults"]) == {row["expected"]}, row
    assert sum(row["faults"].values()) <= 4                  # once per game at most
    assert row["details_ok"], row
    assert (row["leaked_threads"], row["leaked_fds"], row["leaked_processes"]) == (0, 0, 0), row


def test_a_good_bot_after_a_bad_game_is_started_again(tmp_path):
    """A fault lasts for its game: the next game starts the bot afresh."""
    script = tmp_path / "bot.py"
    script.write_text(bad_bots.READ + "flag = os.path.join(os.path.dirname(__file__), 'started')\n"
                      "first = not os.path.exists(flag)\nopen(flag, 'a').close()\n"
                      "for line in sys.stdin:\n"
                      "    req = json.loads(line)\n"
                      "    print('junk' if first else json.dumps({'card': req['legal'][0]}), flush=True)\n")
    spec = f"cmd:{sys.executable} {script}"
    result = sim.run(sim.parse_args(["--players", "2", "--seats", f"{spec},random", "--games", "2",
                                     "--seed", "3", "--bot-timeout", "5"]))
    faults = [f for f in result["faults"] if f["spec"] == spec]
    assert [f["fault"] for f in faults] == ["garbage"] and faults[0]["game"] == 0


@pytest.mark.parametrize("value", ["1e308", "nan", "inf", "-1", "0", "601", "x", "1e-400"])
def test_bad_bot_timeouts_exit_2(value, capsys):
    status = sim.main(["--players", "2", "--seats", "random,random", "--games", "1", "--seed", "1",
                       "--bot-timeout", value])
    err = capsys.readouterr().err
    assert status == 2 and len(err.splitlines()) == 1 and "--bot-timeout" in err
