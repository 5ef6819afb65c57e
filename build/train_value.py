"""Fit the expert's value models (briscola_gui/ai/value_model.py) from self-play.

    python build/train_value.py [--deals 40000] [--seed 71] [--workers 2] [--ridge 1.0]
    python build/train_value.py --players 3|4|6 [--deals 40000] [--seed 73]
    python build/train_value.py --data FILE [--ridge 1.0] [--out PATH]

Plays ``--deals`` two-player deals (each twice, the seats swapped) between two copies of
the expert's rules (its tuned middle-game weights while the stock is above its search
window, ``hard``'s after, no search: a game costs milliseconds). At the start of every
trick with 8 to 32 cards in the stock it records, for each seat, the position as the
model sees it (both hands, the cards not yet played, who leads) and the card points that
seat's side went on to take minus the other's. One least-squares fit per stock size
(ridge ``--ridge`` on every weight but the bias) gives the weights; writes
briscola_gui/ai/value_model.json (atomically) and prints the fit (R^2 per stock size).

``--players 3|4|6``: copies of the expert's rules for that many players, each deal once;
at the start of every trick in the middle game, for each side, the same features with the
side's hands as one hand and the other side's as the other, labelled with the card points
the side went on to take minus the other side's (3 players: each seat against the other
two, minus their mean); writes value_model_<N>p.json.

``--data FILE`` fits from positions written by ``build/selfplay_2p.py`` instead (the
searching expert's self-play, labelled by exact search at the endgame window): the
shipped model is fitted that way, see docs/ai.md.
"""
from __future__ import annotations

import argparse
import json
import sys
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from train_bidding import solve  # noqa: E402  (build/ is the script's folder)

from briscola_gui.ai.expert import ExpertPlayer  # noqa: E402
from briscola_gui.ai.rules_player import HardPlayer  # noqa: E402
from briscola_gui.ai.value_model import MODEL_FILES, SIZE, features  # noqa: E402
from briscola_gui.atomicfile import write_text  # noqa: E402
from briscola_gui.commands.sim import deal_seed  # noqa: E402
from briscola_gui.engine import Smazzata, shuffled_deck  # noqa: E402

STOCKS = range(8, 33, 2)
STOCKS_BY_PLAYERS = {2: STOCKS, 3: range(0, 28, 3), 4: range(4, 25, 4), 6: range(0, 13, 6)}


class ExpertRules(ExpertPlayer):
    """The expert's rules without its search (the policy whose results are learned)."""
    play = HardPlayer.play


def mask(cards) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def empty_sums(stocks=STOCKS) -> dict:
    return {s: {"xtx": [[0.0] * SIZE for _ in range(SIZE)], "xty": [0.0] * SIZE,
                "yy": 0.0, "y": 0.0, "n": 0} for s in stocks}


def accumulate(acc: dict, x: dict, y: float) -> None:
    """Add one position (sparse features ``x``, label ``y``) to a stock size's sums."""
    items = list(x.items())
    for i, vi in items:
        acc["xty"][i] += vi * y
        row = acc["xtx"][i]
        for j, vj in items:
            row[j] += vi * vj
    acc["yy"] += y * y
    acc["y"] += y
    acc["n"] += 1


def trick_starts(deal, seats, stocks):
    """Play ``deal`` out, seat s by ``seats[s]``; at the start of every trick with a stock
    size in ``stocks`` and full hands (with the stock gone, only the first trick after it)
    yield (stock size, each hand as a mask, the cards not yet played)."""
    while deal.phase != "done":
        stock = len(deal.stock)
        if not deal.table and stock in stocks and len(deal.hands[deal.leader]) == 3:
            hands = [mask(h) for h in deal.hands]
            unplayed = mask(deal.stock)
            for h in hands:
                unplayed |= h
            yield stock, hands, unplayed
        seat = deal.to_act
        deal.play(seat, seats[seat].play(deal.view(seat)))


def sample_block(args) -> dict:
    """Sums for the normal equations per stock size over deals [lo, hi)."""
    seed, lo, hi = args
    players = [ExpertRules(seed=seed + 1), ExpertRules(seed=seed + 2)]
    sums = empty_sums()
    for d in range(lo, hi):
        ds = deal_seed(seed, d)
        deck = shuffled_deck(2, ds)
        for swap in (0, 1):
            seats = players[::-1] if swap else players
            deal = Smazzata(2, ds % 2, deck)
            rows = []
            cp, st = deal.card_points_table, deal.strength
            for stock, hands, unplayed in trick_starts(deal, seats, sums):
                for me in (0, 1):
                    x = features(hands[me], hands[1 - me], unplayed, deal.leader == me,
                                 deal.trump, cp, st)
                    rows.append((stock, me, x, deal.points[me] - deal.points[1 - me]))
            for stock, me, x, before in rows:
                y = (deal.points[me] - deal.points[1 - me]) - before
                accumulate(sums[stock], x, y)
    return sums


def sample_block_team(args) -> dict:
    """3, 4 or 6 players: sums per stock size over deals [lo, hi), at the start of every
    trick one row per side (``value_sides``: a team's hands as one; in 3 players each seat
    against the other two as one)."""
    n, seed, lo, hi = args
    players = [ExpertRules(seed=seed + 1 + i) for i in range(n)]
    sums = empty_sums(STOCKS_BY_PLAYERS[n])
    for d in range(lo, hi):
        ds = deal_seed(seed, d)
        deal = Smazzata(n, ds % n, shuffled_deck(n, ds))
        rows = []
        cp, st = deal.card_points_table, deal.strength
        for stock, hands, unplayed in trick_starts(deal, players, sums):
            for side in value_sides(n):
                mine = theirs = 0
                for s in range(n):
                    if s in side:
                        mine |= hands[s]
                    else:
                        theirs |= hands[s]
                x = features(mine, theirs, unplayed, deal.leader in side, deal.trump, cp, st)
                rows.append((stock, side, x, side_diff(deal.points, side)))
        for stock, side, x, before in rows:
            accumulate(sums[stock], x, side_diff(deal.points, side) - before)
    return sums


def value_sides(n: int) -> list[tuple]:
    """The sides a team-game value is learned for: the teams (seats alternate), or in
    3 players each seat alone."""
    if n == 3:
        return [(s,) for s in range(3)]
    return [tuple(range(0, n, 2)), tuple(range(1, n, 2))]


def side_diff(points, side: tuple) -> float:
    """The side's card points minus the other side's (3 players: minus the others' mean)."""
    mine = sum(points[s] for s in side)
    others = [p for s, p in enumerate(points) if s not in side]
    theirs = sum(others)
    return mine - (theirs / len(others) if len(side) == 1 else theirs)


def data_block(lines: list[str]) -> dict:
    """Sums for the normal equations from lines of ``build/selfplay_2p.py`` (each line
    once from each seat's side)."""
    table = Smazzata(2, 0, shuffled_deck(2, 0))
    cp, st = table.card_points_table, table.strength
    sums = empty_sums()
    for line in lines:
        stock, trump, leader, h0, h1, unplayed, y0 = (int(v) for v in line.split())
        if stock not in sums:
            continue
        for me, mine, theirs, y in ((0, h0, h1, y0), (1, h1, h0, -y0)):
            accumulate(sums[stock], features(mine, theirs, unplayed, leader == me, trump, cp, st), y)
    return sums


def read_blocks(path: Path, parts: int) -> list[list[str]]:
    lines = [ln for ln in path.read_text(encoding="utf-8").splitlines() if ln.strip()]
    step = max(1, len(lines) // parts + 1)
    return [lines[i:i + step] for i in range(0, len(lines), step)]


def merge(parts: list[dict]) -> dict:
    total = parts[0]
    for part in parts[1:]:
        for s, acc in part.items():
            t = total[s]
            for i in range(SIZE):
                t["xty"][i] += acc["xty"][i]
                for j in range(SIZE):
                    t["xtx"][i][j] += acc["xtx"][i][j]
            for key in ("yy", "y", "n"):
                t[key] += acc[key]
    return total


def fit(acc: dict, ridge: float) -> tuple[list[float], float]:
    """The weights and the R^2 of one stock size."""
    xtx = [row[:] for row in acc["xtx"]]
    for i in range(1, SIZE):
        xtx[i][i] += ridge
    w = solve(xtx, acc["xty"])
    n = acc["n"]
    sse = acc["yy"] - 2 * sum(w[i] * acc["xty"][i] for i in range(SIZE)) + \
        sum(w[i] * w[j] * acc["xtx"][i][j] for i in range(SIZE) for j in range(SIZE))
    var = acc["yy"] - acc["y"] ** 2 / n
    return w, 1.0 - sse / var


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=40000)
    ap.add_argument("--seed", type=int, default=71)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--ridge", type=float, default=1.0)
    ap.add_argument("--players", type=int, choices=(2, 3, 4, 6), default=2)
    ap.add_argument("--out", type=Path, default=None, help="where to write the model")
    ap.add_argument("--data", type=Path, help="positions from build/selfplay_2p.py")
    a = ap.parse_args()
    with Pool(a.workers) as pool:
        if a.data:
            total = merge(pool.map(data_block, read_blocks(a.data, 4 * a.workers)))
        else:
            step = max(1, a.deals // (4 * a.workers))
            blocks = [(a.seed, lo, min(a.deals, lo + step)) for lo in range(0, a.deals, step)]
            if a.players != 2:
                blocks = [(a.players,) + b for b in blocks]
            total = merge(pool.map(sample_block if a.players == 2 else sample_block_team, blocks))
    stocks = STOCKS_BY_PLAYERS[a.players]
    out = a.out or MODEL_FILES[a.players]
    weights, r2 = {}, {}
    for s in stocks:
        w, r = fit(total[s], a.ridge)
        weights[str(s)] = [round(v, 4) for v in w]
        r2[str(s)] = round(r, 3)
    source = {"data": a.data.name} if a.data else {"deals": a.deals, "seed": a.seed}
    data = {"about": "least squares per stock size: points still to come, mine minus the "
                     "opponent's ~ value_model.features (build/train_value.py)",
            **source, "ridge": a.ridge,
            "players": a.players,
            "samples": {str(s): total[s]["n"] for s in stocks}, "r2": r2, "weights": weights}
    write_text(out, json.dumps(data, indent=1) + "\n")
    print(json.dumps({"r2": r2, "samples": data["samples"]}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
