"""``python -m briscola_gui analyse``: the move analysis from the command line.

    analyse FILE [--seat S] [--worlds N] [--lang it|en] [--json]
        judge seat S's cards in the deal FILE holds (the ``replay`` input form)
    analyse --expert-games N [--players P] [--seed X] [--worlds N]
        the benchmark of docs/analysis.md: N deals of expert against expert, seat 0's
        moves judged; prints the time per deal (wall and CPU: the CPU time does not grow
        when other programs share the machine) and the share of the expert's moves flagged

The window runs the same analysis (``briscola_gui.analysis``) in the background.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time

from ..analysis import WORLDS, analyse_deal
from ..analysis.reasons import say
from ..analysis.verdict import FLAGGED
from ..engine.cards import card_str
from ..engine.errors import BadInput
from ..engine.replay import deal_from_json
from ..messages import Messages


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m briscola_gui analyse",
                                description="Judge one seat's moves in a deal.")
    p.add_argument("file", nargs="?", help="a deal in the replay input form (- for stdin)")
    p.add_argument("--seat", type=int, default=0)
    p.add_argument("--worlds", type=int, default=WORLDS)
    p.add_argument("--lang", choices=("it", "en"), default="en")
    p.add_argument("--json", action="store_true", help="one JSON object out")
    p.add_argument("--expert-games", type=int, metavar="N",
                   help="benchmark: analyse N expert-against-expert deals")
    p.add_argument("--players", type=int, default=2, choices=(2, 3, 4, 5, 6))
    p.add_argument("--seed", type=int, default=1)
    return p


def main(argv: list[str]) -> int:
    args = _parser().parse_args(argv)
    if args.worlds < 1:
        print("analyse: --worlds must be at least 1", file=sys.stderr)
        return 2
    if args.expert_games is not None:
        return _benchmark(args)
    if not args.file:
        print("analyse: give a deal FILE (or --expert-games N)", file=sys.stderr)
        return 2
    try:
        if args.file == "-":
            text = sys.stdin.read()
        else:
            with open(args.file, encoding="utf-8-sig") as fh:
                text = fh.read()
        deal = deal_from_json(json.loads(text))
        started = time.perf_counter()
        result = analyse_deal(deal, args.seat, args.worlds)
    except OSError as exc:
        print(f"analyse: cannot read {args.file}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    except (ValueError, BadInput) as exc:        # bad JSON, a bad deal, a bad seat
        print(f"analyse: {exc}", file=sys.stderr)
        return 2
    elapsed = time.perf_counter() - started
    messages = Messages(args.lang)
    if args.json:
        print(json.dumps(_as_json(result, messages, elapsed)))
        return 0
    for m in result.moves:
        j = m.judgement
        line = f"trick {m.trick:2}: {card_str(m.played):>3}  {j.severity:<10}"
        if j.severity != "best":
            line += f" loss {j.loss:5.1f} (best {card_str(j.best.card)})"
        print(line)
        if m.reason is not None:
            print("          " + say(m.reason, messages))
    print(f"accuracy {result.accuracy:.1f}%  judged {len(result.moves)}  forced {result.forced}  "
          f"worlds {result.worlds}  time {elapsed:.1f} s")
    return 0


def _as_json(result, messages: Messages, elapsed: float) -> dict:
    return {"seat": result.seat, "worlds": result.worlds, "accuracy": round(result.accuracy, 2),
            "seconds": round(elapsed, 2), "forced": result.forced,
            "moves": [{"trick": m.trick, "played": card_str(m.played), "severity": m.severity,
                       "loss": round(m.judgement.loss, 2), "best": card_str(m.judgement.best.card),
                       "reason": say(m.reason, messages) if m.reason else None,
                       "values": [{"card": card_str(v.card), "points": round(v.points, 2),
                                   "diff": round(v.diff, 2), "win": round(v.win, 3)}
                                  for v in m.values]}
                      for m in result.moves]}


def _benchmark(args) -> int:
    from ..ai import make_player
    from ..engine.rules import Rules
    from ..engine.shuffle import shuffled_deck
    from .sim import deal_seed, play_game
    n = args.players
    times, cpu, judged, flagged, by_severity = [], [], 0, 0, {s: 0 for s in FLAGGED}
    for d in range(args.expert_games):
        seed = deal_seed(args.seed, d)
        players = [make_player("expert", seed=seed + s) for s in range(n)]
        deal = play_game(n, seed % n, shuffled_deck(n, seed), Rules(), players,
                         [[] for _ in range(n)], [])
        started, started_cpu = time.perf_counter(), time.process_time()
        result = analyse_deal(deal, 0, args.worlds)
        times.append(time.perf_counter() - started)
        cpu.append(time.process_time() - started_cpu)
        judged += len(result.moves)
        for m in result.flagged():
            flagged += 1
            by_severity[m.severity] += 1
        print(f"deal {d + 1}: {times[-1]:.1f} s ({cpu[-1]:.1f} s of CPU), {len(result.moves)} judged, "
              f"{len(result.flagged())} flagged, accuracy {result.accuracy:.1f}%", flush=True)
    share = 100.0 * flagged / judged if judged else 0.0
    load = f", load average {os.getloadavg()[0]:.1f}" if hasattr(os, "getloadavg") else ""
    print(f"players {n}, worlds {args.worlds}, deals {len(times)}{load}: time per deal "
          f"mean {sum(times) / len(times):.1f} s, max {max(times):.1f} s (CPU mean "
          f"{sum(cpu) / len(cpu):.1f} s, max {max(cpu):.1f} s); expert moves judged "
          f"{judged}, flagged {flagged} ({share:.1f}%): " +
          ", ".join(f"{k} {v}" for k, v in by_severity.items()))
    return 0
