"""Screen a change to a computer player cheaply: the same deals, paired, before and after.

    python build/screen_team.py --players 4 --deals 300 --seed 2026 --out base.json
    python build/screen_team.py --players 4 --deals 300 --seed 2026 --out new.json \\
        --set team_search.WIN_BONUS=100 --against base.json

Plays ``--level`` (default expert) against ``--other`` (default hard) on seat-fair deals
(every deal twice, the teams swapped; in 3 players the level in each seat in turn against two
of the other), through sim's game loop, and writes the level's result per game (score 1,
1/2 or 0 and the card-point difference) to ``--out``. ``--set module.NAME=JSON`` patches a
constant of ``briscola_gui.ai.<module>`` first (a dict constant's entry: ``module.NAME.key=JSON``,
a key of digits an integer: ``team_midgame.BLEND.3=3.0``),
so a variant is tried without editing code. With ``--against`` it prints the paired
difference: the games are the same deals with the same seeds, so a game only changes where
a decision of the variant changed, and the difference's interval is much narrower than two
independent ``sim`` runs' (a screen before the 2,000-game ``sim`` run docs/ai.md asks for).
"""
from __future__ import annotations

import argparse
import importlib
import json
import math
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from briscola_gui.ai import make_player  # noqa: E402
from briscola_gui.commands.sim import deal_seed, play_game  # noqa: E402
from briscola_gui.engine import Rules, shuffled_deck  # noqa: E402


def apply_patch(text: str) -> None:
    """``module.NAME=JSON`` or ``module.NAME.key=JSON``: set a constant before play."""
    target, _, raw = text.partition("=")
    parts = target.split(".")
    if len(parts) not in (2, 3) or not raw:
        raise SystemExit(f"--set: expected module.NAME[.key]=JSON, got {text!r}")
    module = importlib.import_module(f"briscola_gui.ai.{parts[0]}")
    value = json.loads(raw)
    if isinstance(value, dict):               # JSON keys are strings; player counts are ints
        value = {int(k) if k.isdigit() else k: v for k, v in value.items()}
    if len(parts) == 2:
        if not hasattr(module, parts[1]):
            raise SystemExit(f"--set: {parts[0]} has no {parts[1]}")
        setattr(module, parts[1], value)
    else:                                     # a dict entry; "3" is the int key 3 (BLEND.3)
        key = int(parts[2]) if parts[2].lstrip("-").isdigit() else parts[2]
        getattr(module, parts[1])[key] = value


def seatings(n: int) -> list[list[bool]]:
    """Per seating, which seats the level holds."""
    if n == 3:
        return [[s == r for s in range(3)] for r in range(3)]
    return [[(s + flip) % 2 == 0 for s in range(n)] for flip in (0, 1)]


def play(n: int, deals: int, seed: int, level: str, other: str, first: int = 0) -> list[dict]:
    me = make_player(level, seed=seed * 31 + 7)
    them = make_player(other, seed=seed * 31 + 14)
    rules = Rules()
    games = []
    for d in range(first, first + deals):
        base = deal_seed(seed, d)
        deck = shuffled_deck(n, base, rules.three_remove)
        for mine in seatings(n):
            deal = play_game(n, base % n, deck, rules, [me if m else them for m in mine],
                             [[] for _ in range(n)], [])
            res = deal.result()
            ti = next(i for i, t in enumerate(res.teams) if mine[t[0]])
            others = [p for i, p in enumerate(res.team_points) if i != ti]
            score = 0.5 if res.winner is None else float(res.winner == ti)
            games.append({"score": score, "diff": res.team_points[ti] - sum(others) / len(others)})
    return games


def mean_ci(xs: list[float]) -> tuple[float, float]:
    m = sum(xs) / len(xs)
    var = sum((x - m) ** 2 for x in xs) / max(1, len(xs) - 1)
    return m, 1.96 * math.sqrt(var / len(xs))


def compare(new: list[dict], old: list[dict]) -> dict:
    if len(new) != len(old):
        raise SystemExit("--against: a different number of games (other --deals or --players?)")
    ds = [a["score"] - b["score"] for a, b in zip(new, old)]
    dd = [a["diff"] - b["diff"] for a, b in zip(new, old)]
    s, sci = mean_ci(ds)
    p, pci = mean_ci(dd)
    return {"games": len(ds), "changed": sum(1 for a, b in zip(new, old) if a != b),
            "score_gain": round(s, 4), "score_gain_ci95": [round(s - sci, 4), round(s + sci, 4)],
            "diff_gain": round(p, 3), "diff_gain_ci95": [round(p - pci, 3), round(p + pci, 3)]}


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, choices=(2, 3, 4, 6), default=4)
    ap.add_argument("--deals", type=int, default=300)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--first", type=int, default=0, help="the first deal's number")
    ap.add_argument("--level", default="expert")
    ap.add_argument("--other", default="hard")
    ap.add_argument("--set", action="append", default=[], metavar="module.NAME=JSON")
    ap.add_argument("--out", required=True)
    ap.add_argument("--against", default=None)
    a = ap.parse_args(argv)
    for patch in a.set:
        apply_patch(patch)
    t0 = time.perf_counter()
    games = play(a.players, a.deals, a.seed, a.level, a.other, a.first)
    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(os.path.abspath(a.out)) or ".")
    with os.fdopen(fd, "w") as f:
        json.dump({"players": a.players, "deals": a.deals, "first": a.first, "seed": a.seed,
                   "set": a.set,
                   "games": games}, f)
    os.replace(tmp, a.out)
    score = sum(g["score"] for g in games) / len(games)
    out = {"games": len(games), "score": round(score, 4),
           "mean_diff": round(sum(g["diff"] for g in games) / len(games), 3),
           "seconds": round(time.perf_counter() - t0, 1), "set": a.set}
    if a.against:
        with open(a.against) as f:
            old = json.load(f)
        if (old["players"], old["seed"], old.get("first", 0)) != (a.players, a.seed, a.first):
            raise SystemExit("--against: other deals (--players, --seed and --first must match)")
        out["paired"] = compare(games, old["games"])
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
