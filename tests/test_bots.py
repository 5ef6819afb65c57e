"""Issue #15, case 4: any answer from a ``cmd:`` bot is a reported fault with the right
cause, the bot is replaced, and nothing leaks (threads, pipes, processes).

Each misbehaving bot plays a few games of ``sim`` in this process, so leaks show as
threads, file descriptors or child processes left behind."""
from __future__ import annotations

import os
import sys
import threading
import time
from pathlib import Path

import pytest

from briscola_gui.commands import sim

ROOT = Path(__file__).resolve().parents[1]
POSIX = os.name == "posix"

READ = "import sys, os, time, json, subprocess\n"
BOTS = {
    "nested JSON": (READ + "for line in sys.stdin:\n"
                    "    print('{\"card\": ' + '[' * 30000 + ']' * 30000 + '}', flush=True)\n",
                    "garbage", "nested too deeply"),
    "a 10 MB line": (READ + "sys.stdin.readline()\nsys.stdout.write('x' * 10**7)\nsys.stdout.flush()\n"
                     "time.sleep(30)\n", "garbage", "longer than"),
    # the first burst is one write (atomic in a pipe), so the flood is there before the next
    # request: a flood that starts later can only be told by its effect (an illegal answer)
    "a flood": (READ + "answer = json.dumps({'card': json.loads(sys.stdin.readline())['legal'][0]})\n"
                "sys.stdout.write((answer + '\\n') * 200)\nsys.stdout.flush()\n"
                "while True:\n    print(answer, flush=True)\n", "flood", "without being asked"),
    "two answers": (READ + "for line in sys.stdin:\n"
                    "    answer = json.dumps({'card': json.loads(line)['legal'][0]}) + '\\n'\n"
                    "    sys.stdout.write(answer * 2)\n    sys.stdout.flush()\n",
                    "flood", "without being asked"),
    "silence": (READ + "for line in sys.stdin:\n    time.sleep(30)\n", "timeout", "no answer"),
    "does not read": (READ + "time.sleep(30)\n", "timeout", ""),
    "a child holds the pipe": (READ + "sys.stdin.readline()\n"
                               "subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(31.4159)'])\n"
                               "os._exit(0)\n", "died", "exited"),
    "exits at once": (READ + "sys.exit(5)\n", "died", ""),
    "closes its output": (READ + "os.close(1)\ntime.sleep(30)\n", "died", "closed its output"),
    "not UTF-8": (READ + "for line in sys.stdin:\n"
                  "    sys.stdout.buffer.write(b'\\xff\\xfe{}\\n'); sys.stdout.flush()\n", "garbage", "not JSON"),
    "a list": (READ + "for line in sys.stdin:\n    print('[1, 2]', flush=True)\n", "garbage", "object"),
    "a huge number": (READ + "for line in sys.stdin:\n    print('{\"card\": ' + '9' * 5000 + '}', flush=True)\n",
                      "garbage", "not JSON"),
    "NaN card": (READ + "for line in sys.stdin:\n    print('{\"card\": NaN}', flush=True)\n",
                 "illegal", "not a card"),
}


def _fds() -> int:
    return len(os.listdir("/proc/self/fd")) if os.path.isdir("/proc/self/fd") else 0


def _processes_with(marker: str) -> list[str]:
    """Processes whose command line holds ``marker`` (a killed one may take a moment to go)."""
    for _ in range(40):
        found = _find(marker)
        if not found:
            return found
        time.sleep(0.05)
    return found


def _find(marker: str) -> list[str]:
    found = []
    if not os.path.isdir("/proc"):
        return found
    for pid in os.listdir("/proc"):
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as fh:
                if marker.encode() in fh.read():
                    found.append(pid)
        except OSError:
            continue
    return found


def run_sim(spec: str, games: int = 2, timeout: str = "0.25") -> dict:
    opts = sim.parse_args(["--players", "2", "--seats", f"{spec},random", "--games", str(games),
                           "--seed", "3", "--bot-timeout", timeout])
    return sim.run(opts)


@pytest.fixture(autouse=True)
def _pythonpath(monkeypatch):
    monkeypatch.setenv("PYTHONPATH", str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))


@pytest.mark.skipif(not POSIX, reason="the leak checks read /proc")
@pytest.mark.parametrize("case", sorted(BOTS))
def test_a_misbehaving_bot_is_a_fault_with_its_cause_and_nothing_leaks(tmp_path, case):
    body, kind, words = BOTS[case]
    script = tmp_path / "bot.py"
    script.write_text(body)
    spec = f"cmd:{sys.executable} {script}"
    threads, fds = threading.active_count(), _fds()
    # a bot that should fail fast gets time to start up even on a busy machine
    result = run_sim(spec, timeout="0.25" if kind == "timeout" else "5")
    assert result["games"] == 4                                  # every game was played
    faults = [f for f in result["faults"] if f["spec"] == spec]
    assert faults and {f["fault"] for f in faults} == {kind}, faults
    assert all(words in f["detail"] and len(f["detail"]) < 200 for f in faults), faults
    assert len(faults) <= 4                                      # once per game at most
    assert threading.active_count() == threads                   # no reader thread left
    assert _fds() == fds                                         # no pipe left open
    assert _processes_with(str(script)) == []                    # no bot left running
    assert _processes_with("31.4159") == []                      # nor a child it started


def test_a_good_bot_after_a_bad_game_is_started_again(tmp_path):
    """A fault lasts for its game: the next game starts the bot afresh."""
    script = tmp_path / "bot.py"
    script.write_text(READ + "state = tmp = 0\n"
                      "flag = os.path.join(os.path.dirname(__file__), 'started')\n"
                      "first = not os.path.exists(flag)\nopen(flag, 'a').close()\n"
                      "for line in sys.stdin:\n"
                      "    req = json.loads(line)\n"
                      "    print('junk' if first else json.dumps({'card': req['legal'][0]}), flush=True)\n")
    spec = f"cmd:{sys.executable} {script}"
    result = run_sim(spec, games=2)
    faults = [f for f in result["faults"] if f["spec"] == spec]
    assert [f["fault"] for f in faults] == ["garbage"] and faults[0]["game"] == 0


@pytest.mark.parametrize("value", ["1e308", "nan", "inf", "-1", "0", "601", "x", "1e-400"])
def test_bad_bot_timeouts_exit_2(value, capsys):
    status = sim.main(["--players", "2", "--seats", "random,random", "--games", "1", "--seed", "1",
                       "--bot-timeout", value])
    err = capsys.readouterr().err
    assert status == 2 and len(err.splitlines()) == 1 and "--bot-timeout" in err
