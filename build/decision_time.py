"""How long the expert takes per decision: CPU time of the deciding thread and wall time.

    python build/decision_time.py --players N [--deals 40] [--seed 2026] [--level expert]

Plays seat-fair games of ``--level`` against ``hard`` (seats alternate; each deal twice,
the sides swapped) and prints one JSON line with the mean, p95 and max per decision of the
level, in CPU milliseconds (``time.thread_time``: what a decision costs with a core to
itself, little changed by other work on the machine) and in wall milliseconds (what a
player waits, which a loaded machine stretches). The search stops on counts, so the moves,
and the CPU time, are the same under any load. Figures in docs/ai.md.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from briscola_gui.ai import make_player  # noqa: E402
from briscola_gui.commands.sim import deal_seed  # noqa: E402
from briscola_gui.commands.sim_stats import percentile  # noqa: E402
from briscola_gui.engine import Chiamata, Smazzata, shuffled_deck  # noqa: E402


def summary(values: list[float]) -> dict:
    ordered = sorted(values)
    return {"mean": round(sum(values) / len(values), 2), "p95": round(percentile(ordered, 0.95), 2),
            "max": round(ordered[-1], 2)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, choices=(2, 3, 4, 5, 6), required=True)
    ap.add_argument("--deals", type=int, default=40)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--level", default="expert")
    a = ap.parse_args()
    n = a.players
    me, hard = make_player(a.level, seed=3), make_player("hard", seed=4)
    wall: list[float] = []
    cpu: list[float] = []
    for d in range(a.deals):
        s = deal_seed(a.seed, d)
        for side in (0, 1):
            deal = Chiamata(s % 5, shuffled_deck(5, s)) if n == 5 else \
                Smazzata(n, s % n, shuffled_deck(n, s))
            while deal.phase != "done":
                seat = deal.to_act
                view = deal.view(seat)
                p = me if seat % 2 == side else hard
                t0, c0 = time.perf_counter(), time.thread_time()
                if deal.phase == "auction":
                    deal.bid(seat, p.bid(view))
                elif deal.phase == "call":
                    deal.call(seat, p.call(view))
                else:
                    deal.play(seat, p.play(view))
                if p is me:
                    wall.append((time.perf_counter() - t0) * 1000.0)
                    cpu.append((time.thread_time() - c0) * 1000.0)
    print(json.dumps({"players": n, "level": a.level, "decisions": len(wall),
                      "cpu_ms": summary(cpu), "wall_ms": summary(wall)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
