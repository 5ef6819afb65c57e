"""Measure the expert's two-player middle game alone: its search with the learned value
(ai/midgame.py) in variants, against ``hard``.

    python build/measure_midgame.py [--deals 1000] [--seed 2026] [--workers 2]
        [--blend 1.0] [--depth 1] [--worlds 32] [--model PATH] [--rules-only]

The candidate is the expert with the options given while the stock is above its endgame
window, and ``hard``'s rules after it (no endgame search: a game costs milliseconds, so
a variant is measured in minutes); ``--rules-only`` is the expert's middle game before
the search (its tuned weights alone). Every deal is played twice, the seats swapped; the
same deals serve every variant, so differences between variants are not deal luck.
Prints one JSON line: score (a draw half) with its Wilson 95% interval, games, mean
point difference. ``--model`` plays a value model file other than the shipped one
(``build/train_value.py --out``).
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from briscola_gui.ai import value_model  # noqa: E402
from briscola_gui.ai.expert import ExpertPlayer  # noqa: E402
from briscola_gui.ai.rules_player import HardPlayer  # noqa: E402
from briscola_gui.commands.sim import deal_seed, play_game, wilson  # noqa: E402
from briscola_gui.engine import Rules, shuffled_deck  # noqa: E402


class MidgameOnly(ExpertPlayer):
    """The expert's middle game; ``hard``'s rules once the stock is in the endgame window."""
    worlds_2p: dict = {}


def play_block(args) -> tuple[float, int, int]:
    opts, lo, hi = args
    if opts["model"]:
        value_model.MODEL_FILE = Path(opts["model"])       # this worker process only
    cand = MidgameOnly(seed=opts["seed"])
    cand.midgame_search = not opts["rules_only"]
    cand.midgame_blend, cand.midgame_depth = opts["blend"], opts["depth"]
    cand.midgame_worlds = opts["worlds"]
    hard = HardPlayer(seed=opts["seed"] + 1)
    score, games, diff = 0.0, 0, 0
    for d in range(lo, hi):
        s = deal_seed(opts["seed"], d)
        deck = shuffled_deck(2, s)
        for mine in (0, 1):
            seats = [cand if i == mine else hard for i in range(2)]
            deal = play_game(2, s % 2, deck, Rules(), seats, [[], []], [])
            res = deal.result()
            games += 1
            diff += deal.points[mine] - deal.points[1 - mine]
            if res.winner is None:
                score += 0.5
            elif mine in res.teams[res.winner]:
                score += 1.0
    return score, games, diff


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--blend", type=float, default=ExpertPlayer.midgame_blend)
    ap.add_argument("--depth", type=int, choices=(1, 2, 3), default=ExpertPlayer.midgame_depth)
    ap.add_argument("--worlds", type=int, default=ExpertPlayer.midgame_worlds)
    ap.add_argument("--model", default="", help="a value model file (default: the shipped one)")
    ap.add_argument("--rules-only", action="store_true", help="the tuned weights, no search")
    a = ap.parse_args()
    opts = {"seed": a.seed, "blend": a.blend, "depth": a.depth, "worlds": a.worlds,
            "model": a.model, "rules_only": a.rules_only}
    blocks = max(1, 4 * a.workers)
    bounds = [a.deals * i // blocks for i in range(blocks + 1)]
    t0 = time.perf_counter()
    with Pool(a.workers) as pool:
        parts = pool.map(play_block, [(opts, bounds[i], bounds[i + 1]) for i in range(blocks)])
    score = sum(p[0] for p in parts)
    games = sum(p[1] for p in parts)
    diff = sum(p[2] for p in parts)
    print(json.dumps({"options": opts, "score": round(score / games, 4),
                      "ci95": [round(x, 4) for x in wilson(score / games, games)],
                      "games": games, "mean_diff": round(diff / games, 2),
                      "seconds": round(time.perf_counter() - t0, 1)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
