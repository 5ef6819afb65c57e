"""The analysis of one seat's play in a deal: every card it chose, judged from its view.

The deal is replayed move by move (``engine.review``); at each of the seat's turns
with a choice, ``ai.evaluate.evaluate_moves`` values every legal card over a fixed
number of worlds drawn from that seat's view, with a seed made from the deal, so the
same deal always gets the same verdicts. ``progress`` and ``cancel`` let the window
run it in the background.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..ai.base import Cancelled, is_cancelled
from ..ai.evaluate import MoveValue, evaluate_moves
from ..ai.knowledge import mix64
from ..engine.review import Step, review
from ..engine.view import SeatView
from .reasons import Reason, reason_for
from .verdict import FLAGGED, SEVERITIES, Judgement, accuracy, judge

# worlds per judged move: the shipped count (docs/analysis.md measures its time and noise)
WORLDS = 32

Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class MoveAnalysis:
    """One judged move: the view the seat had, the card it played, every card's value."""
    index: int                  # the step of engine.review (0-based, bids and calls count)
    trick: int                  # 1-based
    view: SeatView
    played: int
    values: tuple               # MoveValue per legal card, in view.legal order
    judgement: Judgement
    reason: Reason | None       # for the flagged moves

    @property
    def severity(self) -> str:
        return self.judgement.severity


@dataclass(frozen=True)
class DealAnalysis:
    """Every judged move of ``seat`` in one deal and the accuracy they add up to."""
    seat: int
    players: int
    worlds: int
    moves: tuple                # MoveAnalysis, in playing order
    forced: int                 # the seat's moves with a single legal card (not judged)
    accuracy: float

    def count(self, severity: str) -> int:
        return sum(1 for m in self.moves if m.severity == severity)

    def flagged(self) -> list[MoveAnalysis]:
        return [m for m in self.moves if m.severity in FLAGGED]


def deal_seed(deal, seat: int) -> int:
    """The analysis seed of a deal for ``seat``: from what that seat saw at the deal (the
    number of players, the dealer, its own cards, the face-up card), never hidden cards."""
    face_up = -1 if deal.turned_card is None else deal.turned_card
    return mix64(deal.players, deal.dealer, seat, face_up, *deal.dealt[seat])


def judged_steps(deal, seat: int) -> tuple[list[Step], int]:
    """The seat's card plays with a choice, and how many it had without one."""
    plays = [s for s in review(deal) if s.kind == "play" and s.seat == seat]
    chosen = [s for s in plays if len(s.view.legal) > 1]
    return chosen, len(plays) - len(chosen)


def analyse_move(step: Step, worlds: int, seed: int, cancel=None) -> MoveAnalysis:
    view = step.view
    values = evaluate_moves(view, worlds, seed, cancel)
    j = judge(values, step.move)
    reason = reason_for(view, j) if j.severity in FLAGGED else None
    return MoveAnalysis(step.index, len(view.tricks) + 1, view, step.move, tuple(values), j, reason)


def analyse_deal(deal, seat: int, worlds: int = WORLDS, progress: Progress | None = None,
                 cancel=None) -> DealAnalysis:
    """Judge every card ``seat`` chose in ``deal``. ``progress(done, total)`` after each
    move; Cancelled as soon as ``cancel`` (a threading.Event) is set."""
    if not 0 <= seat < deal.players:
        raise ValueError(f"seat must be 0 to {deal.players - 1}, not {seat}")
    steps, forced = judged_steps(deal, seat)
    seed = deal_seed(deal, seat)
    moves = []
    if progress is not None:
        progress(0, len(steps))
    for i, step in enumerate(steps):
        if is_cancelled(cancel):
            raise Cancelled()
        moves.append(analyse_move(step, worlds, seed, cancel))
        if progress is not None:
            progress(i + 1, len(steps))
    return DealAnalysis(seat, deal.players, worlds, tuple(moves), forced,
                        accuracy([m.judgement for m in moves]))


__all__ = ["WORLDS", "MoveAnalysis", "DealAnalysis", "MoveValue", "SEVERITIES",
           "analyse_deal", "analyse_move", "deal_seed", "judged_steps"]
