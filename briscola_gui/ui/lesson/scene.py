"""The first lesson on the real table: a chapter's fixed deal, the teacher's prompts in
the coach panel (ui/table/panels/coach.py) and lights on what they talk about.

The scene is the table scene with a course (briscola_gui/lesson/course.py) on top: a
card the step does not ask for is refused with the reason and may be tried again; a
SAY step holds the game until Next; the opponent plays the chapter's script. Nothing is
saved as a match or counted in the statistics: the progress (chapter, step, cards
played) goes to lesson.json after every step, so Esc/Menu leaves the lesson and the
menu's entry resumes it at the same step. The last chapter ends with a first real game
against ``easy``."""
from __future__ import annotations

import logging

import pygame

from ...engine import parse_card
from ...lesson import progress
from ...lesson.chapters import CHAPTERS, OPPONENT
from ...lesson.course import Course, Moment
from ...lesson.deals import LessonError, LessonMatch, LessonOpponent, build_deal, replay
from ...lesson.model import SAY
from ...session import Seat
from ..match_start import start_match, unless_save_lost
from ..table.panels.coach import Prompt
from ..table.search import free_spot
from ..table.scene import TableScene

log = logging.getLogger(__name__)
FIRST_GAME_LEVEL = "easy"
TEACHER = "teacher"       # the opponent's plate says "teacher" (level_teacher) where a level goes


class LessonScene(TableScene):
    offers_hints = False          # the teacher's prompts say what to play, not the expert
    def __init__(self, app, chapter: int = 0, step: int = 0, moves: list | tuple = ()):
        ch = CHAPTERS[chapter]
        try:
            deal = replay(ch, list(moves))
        except LessonError as exc:            # a progress file that does not fit: the chapter anew
            log.warning("lesson progress not used: %s", exc)
            deal, step = build_deal(ch), 0
        self.course = Course(chapter, step)
        self.refused: str | None = None       # the message key of the last card refused
        seats = [Seat(app.t("you"), None, True), Seat(app.t(OPPONENT), TEACHER, False,
                                                      player=LessonOpponent(ch))]
        super().__init__(app, LessonMatch(deal), seats, record=False)
        self.save_progress()

    # -- where the lesson stands -------------------------------------------------------
    def moment(self) -> Moment:
        settled = self.display.idle and self.thinking is None
        return Moment(between_tricks=settled and not self.shown.table,
                      my_turn=settled and self.finished_deal is None and self.session.human_to_act(),
                      over=settled and self.finished_deal is not None)

    def tick(self, dt: int) -> None:
        """After the animations, before any computer is asked to move: the step due now
        shows (and holds the game) in the same frame the table settles."""
        super().tick(dt)
        self.refresh()

    def update(self, dt: int) -> None:
        super().update(dt)
        self.refresh()

    def refresh(self) -> None:
        """Show the current step when its moment has come (nothing meanwhile)."""
        course, now = self.course, self.moment()
        if not course.showing(now):
            self.panels.coach.show(None)
            return
        step, t = course.step, self.t
        names = {key: t.card_the(parse_card(card)) for key, card in step.names}
        names.update(mine=self.deal.points[0], theirs=self.deal.points[1])
        text = t(step.text, **names)
        title = t("lesson_chapter", k=course.index + 1, n=len(CHAPTERS), title=t(course.chapter.title))
        lights = tuple(s for s in step.show if not s.startswith("card:"))
        cards = {parse_card(s[5:]) for s in step.show if s.startswith("card:")}
        if "briscola" in step.show and self.deal.trump_card is not None:
            cards.add(self.deal.trump_card)       # the face-up card, lit where it lies
        if self.refused and step.expect:          # after a wrong card: the right one, lit
            cards.update(parse_card(card) for card in step.expect)
        self.panels.coach.show(Prompt(title, text, t(self.refused, **names) if self.refused else "",
                                      self._buttons(), lights, course.holds(now), frozenset(cards)))

    def _buttons(self) -> tuple:
        course, t = self.course, self.t
        if course.step.kind != SAY:
            return ()
        if not course.last_step:
            return ((t("lesson_next"), self.next_step, "lesson_next"),)
        if not course.last_chapter:
            return ((t("lesson_next_chapter"), self.next_chapter, "lesson_next_chapter"),)
        return ((t("lesson_first_game"), self.first_game, "lesson_first_game"),
                (t("lesson_to_menu"), self.finish, "lesson_to_menu"))

    def layout(self, size) -> None:
        """The table's layout; the banners ("Marta takes 4") move to the free corner under
        the briscola's reminder, since the teacher's bubble holds their usual place."""
        super().layout(size)
        r, m = self.regions, self.layout_obj.margin
        top = r.trump_corner.bottom + m
        bottom = (r.stock.top if r.stock else r.trick.top) - m
        band = pygame.Rect(m, top, min(r.plates[1].left, r.hands[1].left, r.trick.left) - 2 * m, bottom - top)
        L = self.layout_obj
        if band.h < L.font * 3 or band.w < L.font * 8:       # (larger text): where two rows fit,
            taken = [rect for name, rect in r.named().items() if name not in ("banners", "centre")]
            taken += [r.trick, self.panels.coach.hold_area]
            tracker = free_spot(L, taken, self.panels.tracker.rooms(size, L.font)[-1])
            band = next(filter(None, (free_spot(L, taken + ([tracker] if tracker else []),  # the tracker's room kept
                                                (max(L.banner_w, L.font * 8), int(L.font * 1.15 * 1.6) * rows))
                                      for rows in (2, 1))), None)
        if band is not None:
            self.banners.band = band
        # the card tracker clear of the teacher's bubble and of the banners' new corner; from
        # the bubble half a margin at least (free_spot keeps 3 px: at 640x480 with larger text
        # the tracker stood 3 px under the bubble, read as one block)
        hold = self.panels.coach.hold_area.inflate(2, 2)
        self.panels.tracker.avoid([hold, self.banners.band])

    # -- the player's choices -------------------------------------------------------------
    def play_card(self, card: int) -> bool:
        if self.human_turn() and card in self.deal.legal_moves():
            why = self.course.refusal(card)
            if why is not None:
                self.refused = why
                self.panels.hand.reset()
                self.refresh()
                return False
        if not super().play_card(card):
            return False
        self.refused = None
        self.course.played()
        self.save_progress()
        self.refresh()
        return True

    def next_step(self) -> None:
        self.course.advance()
        self.save_progress()
        self.refresh()

    def next_chapter(self) -> None:
        k = self.course.index + 1
        self._save(progress.Progress(k, 0, []))
        self.app.reset_to("lesson", chapter=k)

    def first_game(self) -> None:
        """The lesson is over: a first real match, two players against ``easy``."""
        self.finish(to_menu=False)
        s = self.app.settings
        s.players, s.level = 2, FIRST_GAME_LEVEL
        self.save_settings()
        self.app.reset_to("main_menu")
        unless_save_lost(self.app, lambda: start_match(self.app, level=FIRST_GAME_LEVEL))

    def finish(self, to_menu: bool = True) -> None:
        self._save(progress.Progress(done=True))
        if to_menu:
            self.app.reset_to("main_menu")

    # -- what the table reports ------------------------------------------------------------
    def deal_finished(self, e) -> None:
        """The lesson's deal is over: no end-of-smazzata screen, the lesson goes on."""
        self.finished_deal = e.deal
        self.course.deal_over()
        self.save_progress()

    def open_pause(self) -> None:
        """Esc or Menu: leave the lesson (after a question); it resumes here next time."""
        self.app.open("confirm", title_key="lesson_leave_title", message_key="lesson_leave_text",
                      yes_key="lesson_leave_yes", on_yes=self.leave)

    def leave(self) -> None:
        self.save_progress()
        self.app.reset_to("main_menu")

    # -- progress ----------------------------------------------------------------------------
    def autosave(self) -> None:               # the window closing, among others
        self.save_progress()

    def save_progress(self) -> None:
        played = self.deal.played_cards()[2 * self.course.chapter.prelude:]
        self._save(progress.Progress(self.course.index, self.course.step_index, played))

    def _save(self, p: progress.Progress) -> None:
        if self.app.store.persist:
            progress.save(self.app.store.folder, p)
