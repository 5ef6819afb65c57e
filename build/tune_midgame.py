"""Tune the weights the expert uses in the middle game (every variant).

    python build/tune_midgame.py [--players 2|3|4|5|6] [--deals N] [--workers W] [--seed S]
                                 [--rounds R] [--start '{"tempo": 1.5}'] [--params a,b,...]
                                 [--exact-finish]

The expert plays rules while the stock is above its search window and searches after.
This tool looks for better rule weights for that middle game only: a candidate plays
the weights being tried while the stock is above the window and ``hard``'s weights
after it, both sides without search (so a game costs a few ms), against ``hard``
(in 4 and 6 players a team of candidates against a team of ``hard``, in 3 one candidate
against two, in chiamata one against four), on seat-fair deals: every deal played once per
seating of the candidate. The score is the candidate's share of wins (a draw half), in
chiamata its mean game points (there give ``--accept`` on that scale, e.g. 0.02).
``--exact-finish`` (2 players): instead of ``hard``'s rules after the middle game, each
game stops at the endgame window and is finished by exact search with every card open
(``build/selfplay_2p.py``): closer to the expert, whose endgame is a search.

Coordinate descent: each round tries every parameter one step up and one step down
from the best set so far and keeps a change only when it gains more than ``--accept``
of score over the same deals. Prints one JSON line per trial and the best set at the
end; put it in ``MIDGAME_WEIGHTS`` in ``briscola_gui/ai/expert.py`` and check the real
expert with ``sim`` (the figures are in docs/ai.md).
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))      # when imported, not run

from selfplay_2p import exact_finish  # noqa: E402  (build/ is the script's folder)

from briscola_gui.ai.expert import ExpertPlayer  # noqa: E402
from briscola_gui.ai.rules_player import HardPlayer  # noqa: E402
from briscola_gui.commands.sim import deal_seed, play_game  # noqa: E402
from briscola_gui.commands.sim_stats import wilson  # noqa: E402
from briscola_gui.engine import Rules, shuffled_deck  # noqa: E402

# parameter -> step tried up and down
STEPS = {"load": 1.0, "trump_base": 1.0, "trump_slope": 0.5, "liscio_slope": 0.15,
         "master": 1.0, "carico_keep": 1.0, "lead_carichi": 0.3, "mate_lead": 0.15, "tempo": 1.0,
         "trump_lead": 1.0, "trump_higher": 0.3, "trump_share": 0.2}


class MidgameCandidate(ExpertPlayer):
    """The expert's middle game with the weights under test; after it ``hard``'s rules,
    without the search (which would cost a hundred times more per game)."""
    play = HardPlayer.play

    def __init__(self, players: int, params: dict, seed: int = 0):
        super().__init__(seed=seed)
        self.midgame_weights = {players: params}


def seatings(players: int) -> list[tuple[int, ...]]:
    """The candidate's seats in each game of a deal: in team games the two teams (seats
    alternate) swap; in three players and chiamata the candidate sits in each seat in turn
    against hard."""
    if players in (3, 5):
        return [(seat,) for seat in range(players)]
    return [tuple(range(first, players, 2)) for first in (0, 1)]


def score_block(args) -> tuple[float, int]:
    """Points of the candidate over deals [lo, hi), every seating: a win 1, a draw 0.5 (in
    three players a tie at the top counts 0, so a copy of hard scores a third of the
    smazzate that have a winner); in chiamata its game points (a copy of hard: 0)."""
    players, params, seed, lo, hi, exact = args
    rules = Rules()
    cand, hard = MidgameCandidate(players, params, seed=seed), HardPlayer(seed=seed + 1)
    score, games = 0.0, 0
    for d in range(lo, hi):
        s = deal_seed(seed, d)
        deck = shuffled_deck(players, s)
        for mine in seatings(players):
            seats = [cand if seat in mine else hard for seat in range(players)]
            games += 1
            if exact:                       # 2 players, finished by exact search
                points = exact_finish(s, deck, seats)
                margin = points[mine[0]] - points[1 - mine[0]]
                score += 1.0 if margin > 0 else (0.5 if margin == 0 else 0.0)
                continue
            deal = play_game(players, s % players, deck, rules, seats, [[] for _ in seats], [])
            if players == 5:                # chiamata: the candidate's game points
                score += 0 if deal.redeal else deal.result().game_points[mine[0]]
                continue
            res = deal.result()
            if res.winner is None:
                score += 0.5 if players != 3 else 0.0
            elif mine[0] in res.teams[res.winner]:
                score += 1.0
    return score, games


def match(pool, players: int, params: dict, deals: int, seed: int,
          workers: int, exact: bool = False) -> tuple[float, int]:
    bounds = [deals * i // workers for i in range(workers + 1)]
    blocks = [(players, params, seed, bounds[i], bounds[i + 1], exact) for i in range(workers)]
    parts = pool.map(score_block, blocks)
    score = sum(p[0] for p in parts)
    games = sum(p[1] for p in parts)
    return score / games, games


def _ci95(players: int, score: float, games: int) -> list[float] | None:
    """Wilson interval of a win rate; none for chiamata, whose score is mean game points."""
    return None if players == 5 else [round(x, 4) for x in wilson(score, games)]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, choices=(2, 3, 4, 5, 6), default=2)
    ap.add_argument("--deals", type=int, default=8000)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--accept", type=float, default=0.003)
    ap.add_argument("--start", default="{}", help="JSON: weights to start from, over hard's")
    ap.add_argument("--params", default=",".join(STEPS), help="comma-separated names to tune")
    ap.add_argument("--exact-finish", action="store_true",
                    help="2 players: finish each game by exact search with every card open")
    a = ap.parse_args()
    if a.exact_finish and a.players != 2:
        ap.error("--exact-finish is for 2 players")
    names = [p for p in a.params.split(",") if p]
    unknown = [p for p in names if p not in STEPS]
    if unknown:
        ap.error(f"unknown parameter(s) {', '.join(unknown)} (known: {', '.join(STEPS)})")
    best = dict(HardPlayer.params, **json.loads(a.start))
    with Pool(a.workers) as pool:
        t0 = time.perf_counter()
        best_score, games = match(pool, a.players, best, a.deals, a.seed, a.workers,
                                  a.exact_finish)
        print(json.dumps({"trial": "start", "score": round(best_score, 4),
                          "ci95": _ci95(a.players, best_score, games), "games": games,
                          "seconds": round(time.perf_counter() - t0, 1)}), flush=True)
        tried = set()      # the games are deterministic: a set once played scores the same
        for rnd in range(a.rounds):
            improved = False
            for name in names:
                for sign in (1, -1):
                    trial = dict(best)
                    trial[name] = round(best[name] + sign * STEPS[name], 3)
                    key = json.dumps(trial, sort_keys=True)
                    if key in tried:
                        continue
                    tried.add(key)
                    t0 = time.perf_counter()
                    score, games = match(pool, a.players, trial, a.deals, a.seed, a.workers,
                                          a.exact_finish)
                    kept = score > best_score + a.accept
                    print(json.dumps({"round": rnd, "trial": {name: trial[name]},
                                      "score": round(score, 4), "kept": kept,
                                      "seconds": round(time.perf_counter() - t0, 1)}), flush=True)
                    if kept:
                        best, best_score, improved = trial, score, True
                        break
            if not improved:
                break
    changed = {k: v for k, v in best.items() if v != HardPlayer.params[k]}
    print(json.dumps({"best": changed, "score": round(best_score, 4),
                      "ci95": _ci95(a.players, best_score, games), "games": games}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
