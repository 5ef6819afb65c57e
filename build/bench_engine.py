"""Benchmark: how many random smazzate per second the rules engine plays.

    python build/bench_engine.py [--games N] [--players P] [--seed S]

Each game: shuffle a deck from a seed, deal, and play random legal cards
through the public checked API (``legal_moves`` + ``play``) to the end, then
compute the result. Prints one JSON line.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from briscola_gui.engine import Smazzata, SplitMix64, shuffled_deck  # noqa: E402


def run(games: int, players: int, seed: int) -> dict:
    rng = SplitMix64(seed)
    total_points = 0
    start = time.perf_counter()
    for g in range(games):
        d = Smazzata(players, g % players, shuffled_deck(players, rng.next64()))
        while d.phase != "done":
            legal = d.legal_moves()
            d.play(d.to_act, legal[rng.below(len(legal))])
        total_points += d.result().team_points[0]
    elapsed = time.perf_counter() - start
    return {"games": games, "players": players, "seconds": round(elapsed, 3),
            "games_per_second": round(games / elapsed, 1),
            "ms_per_game": round(1000 * elapsed / games, 4),
            "mean_points_team0": round(total_points / games, 2)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20000)
    ap.add_argument("--players", type=int, default=2, choices=(2, 3, 4, 6))
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    print(json.dumps(run(args.games, args.players, args.seed)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
