"""The figures `sim` reports: a score's 95% Wilson interval and its Elo difference, a mean's
95% interval, a percentile, and one seat spec's tally over the games (SpecStats.summary).
Pure arithmetic, shared by `sim` and the benchmark scripts in build/."""
from __future__ import annotations

import math

def wilson(score: float, n: int, z: float = 1.96) -> list[float]:
    if n == 0:
        return [0.0, 1.0]
    denom = 1 + z * z / n
    centre = (score + z * z / (2 * n)) / denom
    half = z * math.sqrt(score * (1 - score) / n + z * z / (4 * n * n)) / denom
    return [max(0.0, centre - half), min(1.0, centre + half)]


def elo(score: float) -> float:
    s = min(max(score, 1e-4), 1 - 1e-4)
    return -400.0 * math.log10(1.0 / s - 1.0)


def mean_ci(values: list[float]) -> tuple[float, list[float]]:
    n = len(values)
    if n == 0:
        return 0.0, [0.0, 0.0]
    m = sum(values) / n
    if n == 1:
        return m, [m, m]
    var = sum((x - m) ** 2 for x in values) / (n - 1)
    half = 1.96 * math.sqrt(var / n)
    return m, [m - half, m + half]


def percentile(sorted_values: list[float], p: float) -> float:
    if not sorted_values:
        return 0.0
    k = min(len(sorted_values) - 1, max(0, int(math.ceil(p * len(sorted_values))) - 1))
    return sorted_values[k]


class SpecStats:
    def __init__(self):
        self.won = self.lost = self.drawn = 0
        self.points: list[float] = []
        self.diffs: list[float] = []
        self.game_points: list[float] = []
        self.ms: list[float] = []

    def summary(self, chiamata: bool) -> dict:
        games = self.won + self.lost + self.drawn
        score = (self.won + 0.5 * self.drawn) / games if games else 0.0
        mp, _ = mean_ci(self.points)
        md, dci = mean_ci(self.diffs)
        ms = sorted(self.ms)
        out = {
            "won": self.won, "lost": self.lost, "drawn": self.drawn,
            "mean_points": round(mp, 3), "mean_diff": round(md, 3),
            "diff_ci95": [round(dci[0], 3), round(dci[1], 3)],
            "decision_ms": {"mean": round(sum(ms) / len(ms), 3) if ms else 0.0,
                            "p95": round(percentile(ms, 0.95), 3),
                            "max": round(ms[-1], 3) if ms else 0.0,
                            "decisions": len(ms)},
            "results": games, "score": round(score, 4),
            "score_ci95": [round(x, 4) for x in wilson(score, games)],
            "elo": round(elo(score), 1) if games else 0.0,
            "elo_ci95": [round(elo(x), 1) for x in wilson(score, games)] if games else [0, 0],
            "draw_rate": round(self.drawn / games, 4) if games else 0.0,
        }
        if chiamata:
            mg, gci = mean_ci(self.game_points)
            out["mean_game_points"] = round(mg, 4)
            out["game_points_ci95"] = [round(gci[0], 4), round(gci[1], 4)]
        return out
