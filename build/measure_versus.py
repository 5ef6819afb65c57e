"""Measure the expert against itself without one of its parts: a reference opponent.

    python build/measure_versus.py [--players 2] [--deals 1000] [--seed 2026] [--rules k=v,...]

``expert`` as it plays against ``expert`` without its two-player middle-game search (the
learned value, ai/midgame.py): the strongest opponent this project has short of the
expert itself, and the expert as it was before that search. Seat-fair deals (each played
twice, the seats swapped) through sim's game loop and statistics
(``build/measure_scambio.py``'s ``measure_pair``). One JSON line; figures in docs/ai.md.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from measure_scambio import measure_pair  # noqa: E402  (build/ is the script's folder)

from briscola_gui.ai import make_player  # noqa: E402
from briscola_gui.commands.sim import parse_rules  # noqa: E402

NEW, OLD = "expert", "expert without the middle-game search"


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--players", type=int, choices=(2,), default=2)
    ap.add_argument("--deals", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--rules", default="")
    args = ap.parse_args(argv)
    a = make_player("expert", seed=args.seed)
    b = make_player("expert", seed=args.seed + 1)
    b.midgame_search = False
    print(json.dumps(measure_pair(args.players, "expert", a, b, (NEW, OLD), args.deals,
                                  args.seed, parse_rules(args.rules))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
