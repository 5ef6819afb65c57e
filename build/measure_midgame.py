"""Measure the expert's two-player middle game alone: its search with the learned value
(ai/midgame.py) in variants, against ``hard``.

    python build/measure_midgame.py [--deals 1000] [--seed 2026] [--workers 2]
        [--blend 1.0] [--depth 1] [--worlds 32] [--model PATH] [--rules-only]
        [--full | --exact-finish | --oracle-endgame] [--opponent LEVEL] [--weights JSON]

The candidate is the expert with the options given while the stock is above its endgame
window, and ``hard``'s rules after it (no endgame search: a game costs milliseconds, so
a variant is measured in minutes); ``--rules-only`` is the expert's middle game before
the search (its tuned weights alone). Every deal is played twice, the seats swapped; the
same deals serve every variant, so differences between variants are not deal luck.
Prints one JSON line: score (a draw half) with its Wilson 95% interval, games, mean
point difference. ``--model`` plays a value model file other than the shipped one
(``build/train_value.py --out``).

``--full`` keeps the expert's exact endgame search after the middle game (the whole
expert: slower, but what a player meets; a value judged only against ``hard``'s endgame
can mislead, see docs/ai.md), and ``--opponent`` plays another level than ``hard``
(e.g. ``expert``, the shipped expert, or ``expert*2``). ``--exact-finish`` stops each
game when the stock reaches the endgame window and finishes it by exact search with every
card open (both sides perfect, ``build/selfplay_2p.py``'s label): a proxy of the whole
expert several times cheaper than ``--full``, for comparing middle-game variants.
``--weights '{"tempo": 2.5}'`` plays middle-game rule weights other than ``MIDGAME_2P``
(over ``hard``'s, as ``build/tune_midgame.py`` prints them). ``--oracle-endgame`` is a
diagnostic, not a player: once the stock is in the endgame window the candidate sees
every card (the opponent's hand, the stock's order) and plays the exactly best card,
the opponent plays as it does: how much an endgame without hidden cards would gain over
the expert's sampled worlds (the most any inference could add there).
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from selfplay_2p import ENDGAME_STOCK, exact_finish  # noqa: E402  (build/ is its folder)

from briscola_gui.ai import make_player  # noqa: E402
from briscola_gui.ai.expert import ExpertPlayer  # noqa: E402
from briscola_gui.ai.rules_player import HardPlayer  # noqa: E402
from briscola_gui.ai.solver import Solver2  # noqa: E402
from briscola_gui.ai.two_player_worlds import card_mask  # noqa: E402
from briscola_gui.ai.value_model import ValueModel  # noqa: E402
from briscola_gui.commands.sim import deal_seed, play_game  # noqa: E402
from briscola_gui.commands.sim_stats import wilson  # noqa: E402
from briscola_gui.engine import Rules, Smazzata, shuffled_deck  # noqa: E402


class MidgameOnly(ExpertPlayer):
    """The expert's middle game; ``hard``'s rules once the stock is in the endgame window."""
    worlds_2p: dict = {}


def play_block(args) -> tuple[float, int, int]:
    opts, lo, hi = args
    cand = (ExpertPlayer if opts["full"] else MidgameOnly)(seed=opts["seed"])
    if opts["model"]:
        cand.value_model = ValueModel.from_json(Path(opts["model"]).read_text(encoding="utf-8"))
    cand.midgame_search = not opts["rules_only"]
    cand.midgame_blend, cand.midgame_depth = opts["blend"], opts["depth"]
    cand.midgame_worlds = opts["worlds"]
    if opts["weights"]:
        cand.midgame_weights = {**cand.midgame_weights,
                                2: dict(HardPlayer.params, **json.loads(opts["weights"]))}
    opponent = make_player(opts["opponent"], seed=opts["seed"] + 1)
    score, games, diff = 0.0, 0, 0
    for d in range(lo, hi):
        s = deal_seed(opts["seed"], d)
        deck = shuffled_deck(2, s)
        for mine in (0, 1):
            seats = [cand if i == mine else opponent for i in range(2)]
            if opts["exact_finish"]:
                points = exact_finish(s, deck, seats)
            elif opts["oracle"]:
                points = oracle_endgame(s, deck, seats, mine)
            else:
                points = play_game(2, s % 2, deck, Rules(), seats, [[], []], []).points
            games += 1
            margin = points[mine] - points[1 - mine]
            diff += margin
            score += 1.0 if margin > 0 else (0.5 if margin == 0 else 0.0)
    return score, games, diff


def oracle_endgame(s: int, deck: list[int], seats: list, mine: int) -> list[int]:
    """A game where seat ``mine`` plays the exactly best card with every card open once
    the stock is in the endgame window (see ``--oracle-endgame``)."""
    deal = Smazzata(2, s % 2, deck)
    while deal.phase != "done":
        seat = deal.to_act
        view = deal.view(seat)
        if seat == mine and view.stock <= ENDGAME_STOCK:
            solver = Solver2(deal.trump, deal.card_points_table, deal.strength, deal.stock[::-1])
            values = solver.root_values(card_mask(deal.hands[seat]),
                                        card_mask(deal.hands[1 - seat]),
                                        0 if deal.leader == seat else 1,
                                        deal.table[0] if deal.table else -1, list(view.legal))
            card = max(sorted(values), key=lambda c: values[c])
        else:
            card = seats[seat].play(view)
        deal.play(seat, card)
    return deal.points


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
    mode = ap.add_mutually_exclusive_group()
    mode.add_argument("--full", action="store_true", help="keep the exact endgame search")
    mode.add_argument("--exact-finish", action="store_true",
                      help="finish each game by exact search with every card open")
    mode.add_argument("--oracle-endgame", action="store_true",
                      help="diagnostic: the candidate's endgame sees every card")
    ap.add_argument("--opponent", default="hard", help="the level played against")
    ap.add_argument("--weights", default="", help="JSON: middle-game weights over hard's")
    a = ap.parse_args()
    opts = {"seed": a.seed, "blend": a.blend, "depth": a.depth, "worlds": a.worlds,
            "model": a.model, "rules_only": a.rules_only, "full": a.full,
            "opponent": a.opponent, "exact_finish": a.exact_finish, "weights": a.weights,
            "oracle": a.oracle_endgame}
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
