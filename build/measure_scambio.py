"""Measure what the scambio exchange is worth to a computer level.

    python build/measure_scambio.py [--players 2|4|6] [--level expert] [--deals N] [--seed S]
                                    [--rules k=v,...] [--budget-ms MS] [--policy never|only7|late]

The level as it plays (it exchanges whenever it may, see briscola_gui/ai/scambio.py)
against the same level that never exchanges, with scambio on, on seat-fair deals: every
deal is played once per seating (2 players: twice, seats swapped; 4 and 6: the teams
swapped), through sim's own game loop, and reported with sim's statistics (won, lost,
drawn, mean points, score and its 95% interval). With ``--policy`` the level that always
exchanges plays against the same level with another policy instead: ``never``, ``only7``
(the 7 of briscola's exchange, never the 2's), ``late`` (only from the last drawing trick,
when the stock holds as many cards as there are players). One JSON line; the figures are
in docs/ai.md.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from briscola_gui.ai import make_player  # noqa: E402
from briscola_gui.commands.sim import _record, deal_seed, parse_rules, play_game  # noqa: E402
from briscola_gui.commands.sim_stats import SpecStats  # noqa: E402
from briscola_gui.engine import Rules, shuffled_deck  # noqa: E402

WITH, WITHOUT = "exchanges", "never exchanges"


def never_exchanging(level: str, seed: int, budget_ms: float | None):
    player = make_player(level, seed=seed, budget_ms=budget_ms)
    player.exchange_rate = 0.0            # the same player, the exchange left out
    return player


def with_policy(level: str, seed: int, budget_ms: float | None, policy: str):
    """The level, exchanging only where ``policy`` allows (the view's exchanges hidden
    otherwise, so the level plays on as if it could not)."""
    player = make_player(level, seed=seed, budget_ms=budget_ms)
    base = type(player)

    class Policy(base):
        def play(self, view, cancel=None):
            if view.exchanges and not allowed(policy, view):
                view = replace(view, exchanges=())
            return base.play(self, view, cancel)

    player.__class__ = Policy
    return player


def allowed(policy: str, view) -> bool:
    if policy == "only7":
        return all(c % 10 == 6 for c in view.exchanges)
    if policy == "late":
        return view.stock <= view.players
    return False


def measure(players: int, level: str, deals: int, seed: int, rules: Rules,
            budget_ms: float | None, policy: str | None = None) -> dict:
    a = make_player(level, seed=seed, budget_ms=budget_ms)
    if policy is None:
        b = never_exchanging(level, seed + 1, budget_ms)
        return measure_pair(players, level, a, b, (WITH, WITHOUT), deals, seed, rules)
    b = with_policy(level, seed + 1, budget_ms, policy)
    return measure_pair(players, level, a, b, (WITH, policy), deals, seed, rules)


def measure_pair(players: int, level: str, a, b, names: tuple[str, str], deals: int, seed: int,
                 rules: Rules) -> dict:
    """Player ``a`` (named ``names[0]``) against ``b`` on seat-fair deals; sim's statistics
    per name and the exchanges each side made."""
    WITH, WITHOUT = names
    stats = {WITH: SpecStats(), WITHOUT: SpecStats()}
    swaps = {WITH: 0, WITHOUT: 0}
    games = 0
    start = time.perf_counter()
    for d in range(deals):
        base = deal_seed(seed, d)
        deck = shuffled_deck(players, base, rules.three_remove)
        for flip in (0, 1):
            # even seats one side, odd seats the other
            specs = [WITH if (s + flip) % 2 == 0 else WITHOUT for s in range(players)]
            seat_players = [a if spec == WITH else b for spec in specs]
            timings = [[] for _ in range(players)]
            faults: list = []
            deal = play_game(players, base % players, deck, rules, seat_players, timings, faults)
            if faults:
                raise SystemExit(f"fault in deal {d}: {faults[0]}")
            for sw in deal.swaps:
                swaps[specs[sw.seat]] += 1
            _record(deal, specs, stats, False)
            games += 1
    elapsed = time.perf_counter() - start
    out = {"players": players, "level": level, "deals": deals, "games": games, "seed": seed,
           "rules": rules.to_dict(), "seconds": round(elapsed, 1),
           "exchanges_made": swaps,
           "results": {k: {f: v for f, v in s.summary(False).items() if f != "decision_ms"}
                       for k, s in stats.items()}}
    return out


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--players", type=int, choices=(2, 4, 6), default=2)
    ap.add_argument("--level", default="expert")
    ap.add_argument("--deals", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rules", default="")
    ap.add_argument("--budget-ms", type=float, default=None)
    ap.add_argument("--policy", choices=("never", "only7", "late"), default=None,
                    help="measure always exchanging against this policy instead")
    args = ap.parse_args(argv)
    rules = parse_rules(args.rules + ",scambio=true")
    print(json.dumps(measure(args.players, args.level, args.deals, args.seed, rules,
                             args.budget_ms, args.policy)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
