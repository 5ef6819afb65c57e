"""Issue #15, case 3: ``replay`` gives exit 2 and one short line for any JSON value in any
field, of any size, and a JSON Lines batch answers every line.

The cases the issue lists first, then a seeded mutation run (build/fuzz_replay.py makes
the mutants; its heavy run has its figures in docs/reliability.md)."""
from __future__ import annotations

import importlib.util
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from briscola_gui.commands import replay as replay_cmd
from briscola_gui.engine import card_str, shuffled_deck

TOP = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("fuzz_replay", TOP / "build" / "fuzz_replay.py")
fuzz = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fuzz)


def run(text: str, monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(text.encode())))
    status = replay_cmd.main([])
    out, err = capsys.readouterr()
    return status, out, err


def deck(players):
    return [card_str(c) for c in shuffled_deck(players, 7)]


SIGNALS_4 = {"players": 4, "dealer": 0, "deck": deck(4), "rules": {"signals": True},
             "plays": []}
CASES = {
    "players 2.0": ({"players": 2.0, "dealer": 0, "deck": deck(2)}, "players"),
    "integer of 5000 digits": ('{"players": 2, "dealer": %s, "deck": []}' % ("9" * 5000), "digits"),
    "bid 2:6\u00b2": ({"players": 5, "dealer": 0, "deck": deck(5),
                       "auction": [{"seat": 1, "bid": "2:6\u00b2"}]}, "auction[0]"),
    "signal seat '0'": ({**SIGNALS_4, "signals": [{"at": 0, "seat": "0", "signal": "x"}]},
                        "signals[0].seat"),
    "signal seat [0]": ({**SIGNALS_4, "signals": [{"at": 0, "seat": [0], "signal": "x"}]},
                        "signals[0].seat"),
    "signal seat 99": ({**SIGNALS_4, "signals": [{"at": 0, "seat": 99, "signal": "x"}]},
                       "signals[0].seat"),
    "auction seat 2.0": ({"players": 5, "dealer": 0, "deck": deck(5),
                          "auction": [{"seat": 1.0, "bid": "pass"}]}, "auction[0].seat"),
    "dealer 1.0": ({"players": 2, "dealer": 1.0, "deck": deck(2)}, "dealer"),
    "a 1 MB card": ({"players": 2, "dealer": 0, "deck": deck(2), "plays": ["X" * 10 ** 6]},
                    "plays[0]"),
    "a 100 kB rule name": ({"players": 2, "dealer": 0, "deck": deck(2),
                            "rules": {"x" * 10 ** 5: True}}, "unknown rule"),
    "nested 100,000 deep": ("[" * 100_000 + "]" * 100_000, "nested"),
    "NaN players": ('{"players": NaN, "dealer": 0, "deck": []}', "players"),
    "1e400 dealer": ('{"players": 2, "dealer": 1e400, "deck": []}', "dealer"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_each_case_of_the_issue_is_one_short_line_and_exit_2(case, monkeypatch, capsys):
    game, needle = CASES[case]
    text = game if isinstance(game, str) else json.dumps(game)
    status, out, err = run(text, monkeypatch, capsys)
    assert status == 2
    assert len(err.splitlines()) == 1 and len(err) < fuzz.MAX_LINE and needle in err, err[:500]
    answer = json.loads(out)
    assert set(answer) == {"error", "at"} and len(answer["error"]) < fuzz.MAX_LINE


def test_a_crash_case_in_a_batch_does_not_stop_the_others(monkeypatch, capsys):
    good = {"players": 2, "dealer": 0, "deck": deck(2), "plays": []}
    lines = [json.dumps(good), json.dumps(CASES["players 2.0"][0]), CASES["integer of 5000 digits"][0],
             json.dumps(good)]
    status, out, err = run("\n".join(lines) + "\n", monkeypatch, capsys)
    answers = [json.loads(a) for a in out.splitlines()]
    assert status == 2 and len(answers) == 4
    assert "error" not in answers[0] and "error" not in answers[3]
    assert "error" in answers[1] and "error" in answers[2]
    assert err.splitlines()[0].startswith("replay: line 2: ")


def test_a_byte_order_mark_is_read(monkeypatch, capsys):
    good = {"players": 2, "dealer": 0, "deck": deck(2), "plays": []}
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(
        b"\xef\xbb\xbf" + json.dumps(good).encode())))
    assert replay_cmd.main([]) == 0
    assert "error" not in json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_mutated_inputs_in_one_batch(seed, monkeypatch, capsys):
    lines = fuzz.mutants(seed, 250)
    status, out, err = run("\n".join(lines) + "\n", monkeypatch, capsys)
    figures = fuzz.check(lines, status, out, err)
    assert figures["problems"] == [], figures
    assert figures["rejected"] > 100 and figures["accepted"] > 0      # the mutants vary


def test_the_real_command_on_a_mutated_batch():
    lines = fuzz.mutants(11, 150)
    proc = subprocess.run([sys.executable, "-m", "briscola_gui", "replay"],
                          input=("\n".join(lines) + "\n").encode(), capture_output=True, timeout=120)
    figures = fuzz.check(lines, proc.returncode, proc.stdout.decode(), proc.stderr.decode())
    assert figures["problems"] == [] and figures["exit"] == 2, figures


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="POSIX")
def test_an_endless_file_is_refused(monkeypatch, capsys):
    monkeypatch.setattr(replay_cmd, "MAX_INPUT_BYTES", 1 << 20)
    assert replay_cmd.main(["/dev/zero"]) == 2
    assert "larger than" in capsys.readouterr().err


def test_only_newline_ends_a_json_line(monkeypatch, capsys):
    """U+2028, \\x85 and \\x1c are line breaks for str.splitlines, not for JSON Lines: a raw
    one inside a JSON string must not split the game in two."""
    good = {"players": 2, "dealer": 0, "deck": deck(2), "plays": [], "id": "a\u2028b\x85c"}
    lines = [json.dumps(good, ensure_ascii=False), json.dumps(good, ensure_ascii=False)]
    status, out, err = run("\r\n".join(lines) + "\r\n", monkeypatch, capsys)
    answers = [json.loads(a) for a in out.split("\n")[:-1]]
    assert status == 0 and len(answers) == 2 and answers[0]["id"] == "a\u2028b\x85c", err
