"""Mutation fuzzing of ``python -m briscola_gui replay`` (issue #15).

Valid games of every kind (2-6 players, chiamata auctions and calls, 4-player signals,
house rules, games stopped early) are played by the engine, written in replay's input
form, then mutated: any field of any depth set to any JSON value (wrong types, 2.0,
"0", [0], 99, NaN, 1e400, integers past 4300 digits, strings of 100,000 characters,
lists nested 900 deep...), keys dropped, elements added, lines cut or a character
changed. All mutants go to the real command in ONE JSON Lines batch; the contract
says every line is answered (an answer or {"error", "at"}), the exit status is 0 or 2,
stderr has one short line per bad game and never a traceback.

    python build/fuzz_replay.py [--mutants N] [--seed S]

prints one JSON line of figures (docs/reliability.md has the last run). The test suite
runs a few hundred of these mutants (tests/test_replay_fuzz.py).
"""
from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from briscola_gui.engine import Rules, shuffled_deck  # noqa: E402
from briscola_gui.engine.chiamata import Chiamata  # noqa: E402
from briscola_gui.engine.replay import deal_to_json  # noqa: E402
from briscola_gui.engine.smazzata import Smazzata  # noqa: E402

MAX_LINE = 400          # the longest stderr line or error message the contract allows here


def base_game(rng: random.Random) -> dict:
    """A valid game in replay's input form, played (partly or wholly) by random legal moves."""
    players = rng.choice((2, 3, 4, 5, 6))
    rules = {"follow_suit": rng.random() < 0.3, "accusi": rng.random() < 0.3,
             "piemonte": rng.random() < 0.2}
    if players == 4 and rng.random() < 0.5:
        rules["signals"] = True
    if players != 5 and rng.random() < 0.3:
        rules["pari"] = rng.choice(("draw", "last_trick", "replay"))
    if players == 3 and rng.random() < 0.3:
        rules["three_remove"] = rng.choice(("2C", "2B"))
    rules_obj = Rules(**rules)
    deck = shuffled_deck(players, rng.randrange(1 << 30), rules_obj.three_remove)
    dealer = rng.randrange(players)
    deal = Chiamata(dealer, deck, rules_obj) if players == 5 else Smazzata(players, dealer, deck, rules_obj)
    stop = rng.choice((0, 3, 10, 1000))
    moves = 0
    while deal.phase != "done" and moves < stop:
        actions = deal.legal_actions(deal.to_act)
        if not actions:
            break
        deal.apply(rng.choice(actions))
        moves += 1
    return deal_to_json(deal)


def _deep(depth: int) -> object:
    value: object = 0
    for _ in range(depth):
        value = [value]
    return value


def palette(rng: random.Random) -> object:
    """A JSON value of the kinds that broke replay before (see issue #15)."""
    return rng.choice([
        lambda: None, lambda: True, lambda: False, lambda: 0, lambda: 1, lambda: -1,
        lambda: 2.0, lambda: 3.0, lambda: 99, lambda: 2 ** 70, lambda: -(2 ** 63),
        lambda: 1e308, lambda: -0.0, lambda: "0", lambda: "", lambda: "2:6\u00b2",
        lambda: "2:\u0666\u0662", lambda: "x7D", lambda: "1D", lambda: "10B", lambda: "pass",
        lambda: "carichi", lambda: "2:65", lambda: "\u0000", lambda: "\ud7ff" * 3,
        lambda: "1D\u2028\x85\x1c", lambda: "\u2029",
        lambda: "x" * rng.choice((41, 300, 5000, 100_000)), lambda: [0], lambda: [],
        lambda: {}, lambda: {"seat": 0, "bid": "pass"}, lambda: {"at": 0, "seat": 0, "signal": "x"},
        lambda: _deep(rng.choice((3, 50, 400))), lambda: list(range(rng.choice((5, 10_000)))),
        lambda: {"k" * 1000: [1] * 100},
    ])()


RAW = ["NaN", "Infinity", "-Infinity", "1e400", "-1e400", "9" * 5000, "1" + "0" * 400,
       "[" * 3000 + "]" * 3000, "{\"a\":" * 3000 + "1" + "}" * 3000]


def _containers(obj: object, out: list) -> list:
    if isinstance(obj, dict):
        out.append(obj)
        for v in obj.values():
            _containers(v, out)
    elif isinstance(obj, list):
        out.append(obj)
        for v in obj:
            _containers(v, out)
    return out


def mutate(rng: random.Random, game: dict) -> str:
    """One mutant of ``game`` as a single line of text."""
    game = json.loads(json.dumps(game))
    hole = "\u2063HOLE\u2063"
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        target = rng.choice(_containers(game, []))
        op = rng.random()
        if isinstance(target, dict):
            keys = list(target) or ["players"]
            key = rng.choice(keys + ["rules", "id", "auction", "signals", "call", "swaps"])
            if op < 0.15 and target:
                target.pop(rng.choice(keys), None)
            elif op < 0.3:
                target[key] = hole
            else:
                target[key] = palette(rng)
        else:
            if op < 0.2 and target:
                target.pop(rng.randrange(len(target)))
            elif op < 0.4:
                target.insert(rng.randrange(len(target) + 1), palette(rng))
            elif target:
                target[rng.randrange(len(target))] = hole if op < 0.5 else palette(rng)
    text = json.dumps(game, ensure_ascii=rng.random() < 0.7)   # raw U+2028 may reach the line
    for form in (json.dumps(hole), json.dumps(hole, ensure_ascii=False)):
        while form in text:
            text = text.replace(form, rng.choice(RAW), 1)
    r = rng.random()
    if r < 0.05:
        text = text[:rng.randrange(len(text))]
    elif r < 0.1:
        i = rng.randrange(len(text))
        text = text[:i] + rng.choice("{}[],:\"0x\\ \u00e9\u2028\x1c\x85\r") + text[i + 1:]
    return text.replace("\n", " ")


def mutants(seed: int, n: int) -> list[str]:
    rng = random.Random(seed)
    bases = [base_game(rng) for _ in range(max(1, min(n, 60)))]
    return [mutate(rng, rng.choice(bases)) for _ in range(n)]


def check(lines: list[str], status: int, out: str, err: str) -> dict:
    """The contract's promises for a batch; the figures of the run."""
    answers = out.split("\n")[:-1]
    errors = [json.loads(a) for a in answers if a.startswith('{"error"')]
    problems = []
    games = [ln for ln in lines if ln.strip()]        # a blank line carries no game
    if len(answers) != len(games):
        problems.append(f"{len(games)} games in, {len(answers)} answers")
    if status not in (0, 2):
        problems.append(f"exit status {status}")
    if "Traceback" in err:
        problems.append("a traceback on stderr")
    long_err = [ln for ln in err.splitlines() if len(ln) > MAX_LINE]
    if long_err:
        problems.append(f"{len(long_err)} stderr lines over {MAX_LINE} characters")
    internal = [e for e in errors if "internal error" in e["error"]]
    if internal:
        problems.append(f"{len(internal)} internal errors: {internal[0]['error']}")
    for a in answers:
        json.loads(a)
    return {"mutants": len(lines), "blank": len(lines) - len(games), "answered": len(answers), "rejected": len(errors),
            "accepted": len(answers) - len(errors), "exit": status,
            "stderr_lines": len(err.splitlines()),
            "longest_stderr_line": max((len(ln) for ln in err.splitlines()), default=0),
            "problems": problems}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mutants", type=int, default=5000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    lines = mutants(args.seed, args.mutants)
    data = "\n".join(lines) + "\n"
    start = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "briscola_gui", "replay"], input=data.encode(),
                          capture_output=True, timeout=3600)
    figures = check(lines, proc.returncode, proc.stdout.decode(), proc.stderr.decode())
    figures.update(seed=args.seed, input_mb=round(len(data) / 1e6, 1),
                   seconds=round(time.perf_counter() - start, 1))
    print(json.dumps(figures))
    return 1 if figures["problems"] else 0


if __name__ == "__main__":
    sys.exit(main())
