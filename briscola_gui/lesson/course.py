"""Following the player through the lesson: which step is current, when it shows, whether
a card played is the one asked for, and where to resume. Pure Python: the window's lesson
scene asks these questions and draws the answers."""
from __future__ import annotations

from dataclasses import dataclass

from ..engine import card_str
from .chapters import CHAPTERS
from .model import FREE, PLAY, SAY, Chapter, Step


@dataclass(frozen=True)
class Moment:
    """What the table is doing, as the course needs to know it."""
    between_tricks: bool          # everything shown, no card of a trick on the table
    my_turn: bool                 # the player may play now (everything shown)
    over: bool                    # the deal has ended


class Course:
    """The lesson from ``chapter`` (index into CHAPTERS) and ``step`` (index into its steps)."""

    def __init__(self, chapter: int = 0, step: int = 0, chapters: tuple[Chapter, ...] = CHAPTERS):
        if not 0 <= chapter < len(chapters) or not 0 <= step < len(chapters[chapter].steps):
            raise ValueError(f"no step {step} in chapter {chapter}")
        self.chapters = chapters
        self.index = chapter
        self.step_index = step

    @property
    def chapter(self) -> Chapter:
        return self.chapters[self.index]

    @property
    def step(self) -> Step:
        return self.chapter.steps[self.step_index]

    @property
    def last_step(self) -> bool:
        return self.step_index == len(self.chapter.steps) - 1

    @property
    def last_chapter(self) -> bool:
        return self.index == len(self.chapters) - 1

    def showing(self, now: Moment) -> bool:
        """Whether the current step is on show: a SAY step between tricks (the game waits
        for Next meanwhile), a PLAY or FREE step at the player's turn."""
        if self.step.kind == SAY:
            return now.between_tricks or now.over
        return now.my_turn

    def holds(self, now: Moment) -> bool:
        """The game waits (no card may be played, the opponent does not move)."""
        return self.step.kind == SAY and self.showing(now)

    def refusal(self, card: int) -> str | None:
        """None when ``card`` is what the current step asks for; else the message key that
        says why not (the player tries again)."""
        step = self.step
        if step.kind != PLAY or not step.expect or card_str(card) in step.expect:
            return None
        return step.wrong_key(card_str(card))

    def played(self) -> None:
        """A card was accepted: a PLAY step is done (a FREE step lasts to the deal's end)."""
        if self.step.kind == PLAY:
            self.advance()

    def deal_over(self) -> None:
        """The deal ended: a FREE step is done."""
        if self.step.kind == FREE:
            self.advance()

    def advance(self) -> bool:
        """On to the next step of the chapter; False when the chapter has no more."""
        if self.last_step:
            return False
        self.step_index += 1
        return True
