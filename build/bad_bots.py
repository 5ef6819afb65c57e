"""Misbehaving bots against ``sim`` (issue #15): every answer a bot can give is a reported
fault with the right cause, the bot is replaced, and nothing leaks.

Each bot below plays G deals (both seats, so 2G games) of ``sim`` in this process
against ``random``; the run counts the faults by cause and checks that no thread,
file descriptor or process (the bot, or a child it started) outlives the run.

    python build/bad_bots.py [--games G] [--players N]

prints one JSON line per bot and a summary (docs/reliability.md has the last run).
tests/test_bots.py plays the same bots for two deals each.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from briscola_gui.commands import sim  # noqa: E402

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


def run_bot(name: str, folder: Path, games: int = 2, players: int = 2,
            timeout: float | None = None) -> dict:
    """Play ``games`` deals with the bot ``name`` in seat 0; its faults and any leak."""
    body, kind, words = BOTS[name]
    script = folder / f"bot_{abs(hash(name))}.py"
    script.write_text(body)
    spec = f"cmd:{sys.executable} {script}"
    if timeout is None:             # a bot that should fail fast gets time to start up
        timeout = 0.25 if kind == "timeout" else 5.0
    threads, fds = threading.active_count(), _fds()
    seats = ",".join([spec] + ["random"] * (players - 1))
    start = time.perf_counter()
    result = sim.run(sim.parse_args(["--players", str(players), "--seats", seats, "--games",
                                     str(games), "--seed", "3", "--bot-timeout", str(timeout)]))
    faults = [f for f in result["faults"] if f["spec"] == spec]
    return {"bot": name, "expected": kind, "games": result["games"],
            "faults": dict(Counter(f["fault"] for f in faults)),
            "details_ok": all(words in f["detail"] and len(f["detail"]) < 200 for f in faults),
            "leaked_threads": threading.active_count() - threads, "leaked_fds": _fds() - fds,
            "leaked_processes": len(_processes_with(str(script))) + len(_processes_with("31.4159")),
            "seconds": round(time.perf_counter() - start, 2)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--players", type=int, default=2)
    args = ap.parse_args()
    os.environ["PYTHONPATH"] = str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")
    bad = 0
    with tempfile.TemporaryDirectory() as folder:
        for name in BOTS:
            row = run_bot(name, Path(folder), args.games, args.players)
            ok = (set(row["faults"]) == {row["expected"]} and row["details_ok"]
                  and not (row["leaked_threads"] or row["leaked_fds"] or row["leaked_processes"]))
            bad += not ok
            print(json.dumps({**row, "ok": ok}))
    print(json.dumps({"bots": len(BOTS), "failed": bad}))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
