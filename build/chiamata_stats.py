"""Measure how a level bids and guesses in briscola chiamata (figures for docs/ai.md).

    python build/chiamata_stats.py --level expert [--deals 1000] [--seed 2026] [--workers 2]

All five seats play ``--level``. Prints one JSON object:
- ``bids``: per winning bid (a rank, "2" for the 2 at 61, "2:62-70", "2:71-80", "2:81+",
  "carichi"; "in mano" when the caller called its own card): how many deals, how often the
  caller's side made the target (with its Wilson 95% interval), the side's mean card points
  and the caller's mean game points;
- ``partner``: how soon the seats that do not know the hidden partner (the caller, and the
  opponents who are not it) identify it: after each finished trick, among the deals where the
  called card is still hidden, how often the seat's most likely partner (``partner_belief``)
  is the real one, for the caller and for the opponents; a uniform guess scores 1/4 for the
  caller and 1/3 for an opponent.
"""
from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from briscola_gui.ai import make_player  # noqa: E402
from briscola_gui.commands.sim import deal_seed  # noqa: E402
from briscola_gui.commands.sim_stats import wilson  # noqa: E402
from briscola_gui.engine import Chiamata, shuffled_deck  # noqa: E402

MAX_REDEALS = 50


def bid_label(bid: str, alone: bool, carichi: bool) -> str:
    if carichi:
        return "carichi"
    if bid.startswith("2:"):
        t = int(bid[2:])
        label = "2:62-70" if t <= 70 else "2:71-80" if t <= 80 else "2:81+"
    else:
        label = bid
    return label + (" in mano" if alone else "")


def play_deal(level: str, seed: int, d: int) -> dict:
    players = [make_player(level, seed=seed * 7 + s) for s in range(5)]
    for attempt in range(MAX_REDEALS + 1):
        s = deal_seed(seed, d, attempt)
        deal = Chiamata(s % 5, shuffled_deck(5, s))
        guesses = []                    # (trick index, role, right)
        while deal.phase != "done":
            seat = deal.to_act
            view = deal.view(seat)
            p = players[seat]
            if deal.phase == "auction":
                deal.bid(seat, p.bid(view))
                continue
            if deal.phase == "call":
                deal.call(seat, p.call(view))
                continue
            if not deal.table and not deal.partner_revealed and deal.partner is not None:
                t = len(deal.tricks)
                for s2 in range(5):
                    if s2 == deal.partner:
                        continue
                    belief = players[s2].partner_belief(deal.view(s2))
                    if belief:
                        best = max(sorted(belief), key=belief.get)
                        role = "caller" if s2 == deal.caller else "opponent"
                        guesses.append((t, role, best == deal.partner))
            deal.play(seat, p.play(view))
        if not deal.redeal:
            break
    else:
        return {"redeal": True}
    res = deal.result()
    bid = deal.high[2] if deal.high else "carichi"
    return {"redeal": False, "attempts": attempt, "bid": bid_label(bid, deal.alone, deal.carichi),
            "made": res.winner == 0, "side": res.team_points[0],
            "caller_gp": res.game_points[deal.caller], "guesses": guesses}


def run_block(args):
    level, seed, lo, hi = args
    return [play_deal(level, seed, d) for d in range(lo, hi)]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--level", default="expert")
    ap.add_argument("--deals", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--workers", type=int, default=2)
    a = ap.parse_args()
    step = max(1, a.deals // (4 * a.workers))
    blocks = [(a.level, a.seed, lo, min(a.deals, lo + step)) for lo in range(0, a.deals, step)]
    with Pool(a.workers) as pool:
        rows = [r for block in pool.map(run_block, blocks) for r in block]
    bids = defaultdict(list)
    right = defaultdict(lambda: [0, 0])
    redeals = 0
    for r in rows:
        redeals += r.get("attempts", 0) + (1 if r["redeal"] else 0)
        if r["redeal"]:
            continue
        bids[r["bid"]].append(r)
        for t, role, ok in r["guesses"]:
            cell = right[(role, t)]
            cell[0] += ok
            cell[1] += 1
    out_bids = {}
    for label in sorted(bids, key=lambda b: (-len(bids[b]), b)):
        rs = bids[label]
        made = sum(r["made"] for r in rs) / len(rs)
        out_bids[label] = {
            "deals": len(rs), "made": round(made, 3),
            "made_ci95": [round(x, 3) for x in wilson(made, len(rs))],
            "side_points": round(sum(r["side"] for r in rs) / len(rs), 1),
            "caller_game_points": round(sum(r["caller_gp"] for r in rs) / len(rs), 2)}
    partner = {}
    for (role, t), (ok, n) in sorted(right.items()):
        partner.setdefault(role, {})[f"after {t} tricks"] = {"right": round(ok / n, 3), "cases": n}
    print(json.dumps({"level": a.level, "deals": a.deals, "seed": a.seed, "redeals": redeals,
                      "bids": out_bids, "partner": partner}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
