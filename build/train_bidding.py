"""Fit the expert's chiamata estimate: the card points the caller's side takes, from the
caller's hand and the card it calls (``call_features`` in briscola_gui/ai/chiamata_ai.py).

    python build/train_bidding.py [--deals 20000] [--seed 91] [--workers 2] [--level hard]

Every deal is played with a forced auction, so that every kind of hand calls, not only
those that would have bid: a seat (in turn) bids a random rank and the others pass; it
calls that rank in the suit the current estimate likes best (a fifth of the time a random
suit); five ``--level`` seats play it out. A least-squares fit of the side's card points
on the features gives the weights; the spread of the residuals turns an estimate into a
chance of reaching a target. Writes briscola_gui/ai/bidding_model.json (atomically).
"""
from __future__ import annotations

import argparse
import json
import math
import sys
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from briscola_gui.ai import make_player  # noqa: E402
from briscola_gui.ai.chiamata_ai import BIDDING_MODEL_FILE, best_call, call_features  # noqa: E402
from briscola_gui.ai.knowledge import mix64  # noqa: E402
from briscola_gui.atomicfile import write_text  # noqa: E402
from briscola_gui.commands.sim import deal_seed  # noqa: E402
from briscola_gui.engine import Chiamata, shuffled_deck  # noqa: E402
from briscola_gui.engine.cards import make_card  # noqa: E402

RANKS = (1, 3, 10, 9, 8, 7, 6, 5, 4, 2)


def sample_block(args) -> list:
    level, seed, lo, hi = args
    players = [make_player(level, seed=seed + s) for s in range(5)]
    rows = []
    for d in range(lo, hi):
        s = deal_seed(seed, d)
        r = mix64(s, 1)
        dealer = s % 5
        deal = Chiamata(dealer, shuffled_deck(5, s))
        caller = (dealer + 1 + d) % 5
        rank_ = RANKS[r % len(RANKS)]
        cp, st = deal.card_points_table, deal.strength
        while deal.phase == "auction":
            seat = deal.to_act
            deal.bid(seat, str(rank_) if seat == caller else "pass")
        hand = list(deal.hands[caller])
        if (r >> 8) % 5 == 0:
            called = make_card(rank_, (r >> 16) % 4)
        else:
            called = best_call(hand, rank_, cp, st)[1]
        if called not in deal.legal_calls():
            continue
        position = (caller - dealer - 1) % 5
        deal.call(caller, called)
        while deal.phase != "done":
            seat = deal.to_act
            deal.play(seat, players[seat].play(deal.view(seat)))
        side = deal.result().team_points[0]
        rows.append((call_features(hand, called, cp, st, position), side))
    return rows


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (a small ridge keeps it stable)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for i in range(n):
        m[i][i] += 1e-6
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[piv] = m[piv], m[col]
        for r in range(n):
            if r != col and m[r][col]:
                f = m[r][col] / m[col][col]
                m[r] = [x - f * y for x, y in zip(m[r], m[col])]
    return [m[i][n] / m[i][i] for i in range(n)]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=91)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--level", default="hard")
    a = ap.parse_args()
    step = max(1, a.deals // (4 * a.workers))
    blocks = [(a.level, a.seed, lo, min(a.deals, lo + step)) for lo in range(0, a.deals, step)]
    with Pool(a.workers) as pool:
        rows = [row for part in pool.map(sample_block, blocks) for row in part]
    k = len(rows[0][0])
    xtx = [[0.0] * k for _ in range(k)]
    xty = [0.0] * k
    for x, y in rows:
        for i in range(k):
            xty[i] += x[i] * y
            for j in range(k):
                xtx[i][j] += x[i] * x[j]
    w = solve(xtx, xty)
    resid = [y - sum(wi * xi for wi, xi in zip(w, x)) for x, y in rows]
    sigma = math.sqrt(sum(r * r for r in resid) / (len(rows) - k))
    var_y = sum((y - sum(r[1] for r in rows) / len(rows)) ** 2 for _, y in rows) / len(rows)
    data = {"about": "least squares: caller's side card points ~ call_features "
                     "(build/train_bidding.py)", "level": a.level, "deals": a.deals,
            "samples": len(rows), "seed": a.seed, "weights": [round(x, 4) for x in w],
            "sigma": round(sigma, 3), "r2": round(1 - sigma * sigma / var_y, 3)}
    write_text(BIDDING_MODEL_FILE, json.dumps(data, indent=1) + "\n")
    print(json.dumps(data))
    return 0


if __name__ == "__main__":
    sys.exit(main())
