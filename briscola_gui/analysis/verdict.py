"""How much a move cost and what to call it: the thresholds and the accuracy figure.

A card's worth is the expert's own yardstick (``ExpertPlayer`` picks by it too): its
expected final points plus 100 times its chance to win the smazzata, so one point of
the 120 weighs as much as one percent of winning. A move's loss is what the best card
is worth more than the card played, compared world by world (both were played out in
the same worlds) and counted only as far as the worlds agree: the mean difference less
CONFIDENCE standard errors of it. So a few lucky worlds do not brand a sound move a
mistake, while a card thrown away loses in nearly every world and keeps its full cost.
The thresholds below name the loss. docs/analysis.md defines all of it: change it there too.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..ai.evaluate import MoveValue

WIN_WEIGHT = 100.0          # one whole win is worth 100 points of the 120
CONFIDENCE = 1.5            # standard errors of the world-by-world difference taken off a loss
# the least loss (points-equivalent) for each verdict, worst first
THRESHOLDS = (("blunder", 20.0), ("mistake", 10.0), ("inaccuracy", 5.0))
SEVERITIES = ("best", "good", "inaccuracy", "mistake", "blunder")
FLAGGED = ("inaccuracy", "mistake", "blunder")


def worth(value: MoveValue) -> float:
    """The expert's yardstick: expected points plus WIN_WEIGHT times the win chance."""
    return value.points + WIN_WEIGHT * value.win


def paired_error(a: MoveValue, b: MoveValue) -> float:
    """The standard error of the mean world-by-world difference of worth between two
    cards (0 without per-world figures or with a single world)."""
    k = len(a.world_points)
    if k < 2 or len(b.world_points) != k:
        return 0.0
    diffs = [(pa - pb) + WIN_WEIGHT * (wa - wb) for pa, pb, wa, wb in
             zip(a.world_points, b.world_points, a.world_wins, b.world_wins)]
    mean = sum(diffs) / k
    var = sum((d - mean) ** 2 for d in diffs) / (k - 1)
    return (var / k) ** 0.5


@dataclass(frozen=True)
class Judgement:
    """The verdict on one played card against the best one."""
    severity: str           # one of SEVERITIES
    loss: float             # points-equivalent lost against the best card (0 for it)
    points_lost: float      # expected points of the 120 lost
    win_lost: float         # chance of winning lost (0..1, negative when it rose)
    spread: float           # best card's worth minus the worst card's: what was at stake
    best: MoveValue
    played: MoveValue


def judge(values: list[MoveValue], played: int) -> Judgement:
    """Judge ``played`` among ``values`` (one MoveValue per legal card)."""
    by_card = {v.card: v for v in values}
    if played not in by_card:
        raise ValueError(f"card {played} is not among the judged cards")
    best = max(values, key=lambda v: (worth(v), -v.card))
    mine = by_card[played]
    loss = max(0.0, worth(best) - worth(mine) - CONFIDENCE * paired_error(best, mine))
    spread = worth(best) - min(worth(v) for v in values)
    severity = "best" if played == best.card else "good"
    for name, least in THRESHOLDS:
        if loss >= least:
            severity = name
            break
    return Judgement(severity, loss, best.points - mine.points, best.win - mine.win,
                     spread, best, mine)


def accuracy(judgements: list[Judgement]) -> float:
    """The share (0..100) of what was at stake in the judged moves that the player kept:
    100 x (1 - sum of losses / sum of spreads). 100 when nothing was at stake."""
    stake = sum(j.spread for j in judgements)
    if stake <= 0:
        return 100.0
    lost = sum(j.loss for j in judgements)
    return max(0.0, 100.0 * (1.0 - lost / stake))
