"""Would a small neural network judge a two-player position better than the linear value?

    python3 build/probe_value_mlp.py FILE [--hidden 32] [--epochs 10] [--seed 0]

FILE holds positions from ``build/selfplay_2p.py``. Both models see the same features
(``value_model.features``; the network also a one-hot of the stock size) and the same
split: the first 80% of the lines to fit, the last 20% to test. Prints the held-out R^2
of the linear model per stock size (ridge 1, as ``build/train_value.py``) and of a
network with one hidden ReLU layer (Adam, squared error) after each epoch. It decides
whether a network is worth evaluating in pure Python inside the game (docs/ai.md: it was
not). Needs numpy, which the game itself does not use: run it with an interpreter that
has it.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from briscola_gui.ai.value_model import SIZE, features  # noqa: E402
from briscola_gui.engine import Smazzata, shuffled_deck  # noqa: E402


def load(path: Path):
    table = Smazzata(2, 0, shuffled_deck(2, 0))
    cp, st = table.card_points_table, table.strength
    xs, ys, stocks = [], [], []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        stock, trump, leader, h0, h1, unplayed, y0 = (int(v) for v in line.split())
        for me, mine, theirs, y in ((0, h0, h1, y0), (1, h1, h0, -y0)):
            row = np.zeros(SIZE)
            for i, v in features(mine, theirs, unplayed, leader == me, trump, cp, st).items():
                row[i] = v
            xs.append(row)
            ys.append(y)
            stocks.append(stock)
    return np.array(xs), np.array(ys, float), np.array(stocks)


def r2(y, pred) -> float:
    return float(1.0 - ((y - pred) ** 2).mean() / y.var())


def linear(x, y, s, train, test) -> np.ndarray:
    pred = np.zeros(test.sum())
    for stock in sorted(set(s)):
        m = train & (s == stock)
        w = np.linalg.solve(x[m].T @ x[m] + np.eye(SIZE), x[m].T @ y[m])
        mt = s[test] == stock
        pred[mt] = x[test][mt] @ w
    return pred


def network(x, y, s, train, test, hidden: int, epochs: int, rng):
    onehot = (s[:, None] == np.array(sorted(set(s)))[None, :]).astype(float)
    z = np.hstack([x[:, 1:], onehot])
    mu, sd = z[train].mean(0), z[train].std(0) + 1e-6
    z = (z - mu) / sd
    params = [rng.normal(0, 1 / np.sqrt(z.shape[1]), (z.shape[1], hidden)), np.zeros(hidden),
              rng.normal(0, 1 / np.sqrt(hidden), hidden), np.array([y[train].mean()])]
    m1 = [np.zeros_like(p) for p in params]
    m2 = [np.zeros_like(p) for p in params]
    zt, yt = z[train], y[train]
    step = 0
    for epoch in range(epochs):
        order = rng.permutation(len(yt))
        for k in range(0, len(order), 256):
            j = order[k:k + 256]
            h = zt[j] @ params[0] + params[1]
            a = np.maximum(h, 0)
            g = 2 * (a @ params[2] + params[3][0] - yt[j]) / len(j)
            ga = np.outer(g, params[2]) * (h > 0)
            grads = [zt[j].T @ ga + 1e-4 * params[0], ga.sum(0), a.T @ g + 1e-4 * params[2],
                     np.array([g.sum()])]
            step += 1
            for i, (p, gr) in enumerate(zip(params, grads)):
                m1[i] = 0.9 * m1[i] + 0.1 * gr
                m2[i] = 0.999 * m2[i] + 0.001 * gr * gr
                p -= 1e-3 * (m1[i] / (1 - 0.9 ** step)) / (np.sqrt(m2[i] / (1 - 0.999 ** step)) + 1e-8)
        pred = np.maximum(z[test] @ params[0] + params[1], 0) @ params[2] + params[3][0]
        print(f"network, epoch {epoch + 1}: held-out R^2 {r2(y[test], pred):.3f}", flush=True)
    return pred


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("data", type=Path)
    ap.add_argument("--hidden", type=int, default=32)
    ap.add_argument("--epochs", type=int, default=10)
    ap.add_argument("--seed", type=int, default=0)
    a = ap.parse_args()
    x, y, s = load(a.data)
    cut = int(len(y) * 0.8) // 2 * 2          # both sides of a position on the same side
    train = np.arange(len(y)) < cut
    test = ~train
    pred = linear(x, y, s, train, test)
    print(f"linear per stock size: held-out R^2 {r2(y[test], pred):.3f}")
    network(x, y, s, train, test, a.hidden, a.epochs, np.random.default_rng(a.seed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
