"""The Analysis scene: the player's moves in a finished smazzata, judged by the expert.

It runs ``briscola_gui.analysis`` on the app's worker (a progress bar while it runs; Esc
or Cancel stops it at once), keeps the accuracy in the statistics, then lists the judged
moves with their verdicts and lets the player step through them, each shown as the
board of that moment with every card's value (``analysis_board.py`` draws it).
"""
from __future__ import annotations

import logging
import threading

import pygame

from ...ai.base import Cancelled
from ...ai.knowledge import mix64
from ...analysis import WORLDS, analyse_deal
from ...analysis.verdict import FLAGGED
from ..scene import Scene
from ..text import DIM, GOLD, WHITE, font_size
from ..widgets import Button, draw_panel
from ..analysis_board import BG, SEVERITY_COLOR, draw_moment

log = logging.getLogger(__name__)

# the last few analyses, so that opening it again (from the review after the end of the
# smazzata) shows it at once: the verdict of a deal never changes
_DONE: dict = {}
KEEP = 4


def deal_key(deal) -> str:
    """The name of a deal in the statistics (analysing it again replaces its entry)."""
    return f"{mix64(deal.players, deal.dealer, *deal.deck):016x}"


class AnalysisScene(Scene):
    def __init__(self, app, table, deal, worlds: int | None = None):
        super().__init__(app)
        self.table = table
        self.deal = deal
        seat = table.human_seat()
        self.seat = 0 if seat is None else seat
        self.worlds = WORLDS if worlds is None else worlds
        self.cancel = threading.Event()
        self.progress = (0, 0)            # (moves done, moves to judge), set by the worker
        self.result = None
        self.error: str | None = None
        self.index = 0
        t = app.t
        self.cancel_button = Button(lambda: t("analysis_cancel"), self.close, name="cancel")
        self.prev = Button(lambda: "< " + t("review_prev"), lambda: self.go(-1), name="prev")
        self.next = Button(lambda: t("review_next") + " >", lambda: self.go(1), name="next")
        self.back = Button(lambda: t("back"), self.close, name="back")
        self.list_rows: list[pygame.Rect] = []
        self.more: dict[str, pygame.Rect] = {}     # "above"/"below": the marks of moves out of view
        self.key = (deal_key(deal), self.seat, self.worlds, tuple(deal.played_cards()))
        done = _DONE.get(self.key)
        self.job = app.executor.submit(self._run) if done is None else None
        if done is not None:
            self._show(done)

    # -- the background job ------------------------------------------------------------
    def _run(self):
        return analyse_deal(self.deal, self.seat, self.worlds, progress=self._progress,
                            cancel=self.cancel)

    def _progress(self, done: int, total: int) -> None:
        self.progress = (done, total)       # one assignment: the scene reads it whole

    @property
    def running(self) -> bool:
        return self.result is None and self.error is None

    def update(self, dt: int) -> None:
        if self.running and self.job is not None and self.job.done():
            self._collect()

    def _collect(self) -> None:
        try:
            result = self.job.result()
        except Cancelled:
            return
        except Exception as exc:            # shown to the player, and logged
            log.exception("the analysis failed")
            self.error = str(exc) or type(exc).__name__
            return
        _DONE[self.key] = result
        while len(_DONE) > KEEP:
            del _DONE[next(iter(_DONE))]
        self._show(result)

    def _show(self, result) -> None:
        """Show ``result`` from its first flagged move (the first move if none is), and
        keep its accuracy (the same deal again replaces its entry: it counts once)."""
        self.result = result
        flagged = [i for i, m in enumerate(result.moves) if m.severity in FLAGGED]
        self.index = flagged[0] if flagged else 0
        self._record(result)

    def _record(self, result) -> None:
        """Keep the accuracy in the statistics: not in a demo, not for a table that keeps
        no statistics (the lesson), not without a judged move."""
        if self.table.demo or self.table.human_seat() is None or not result.moves \
                or getattr(self.table.session, "stats", None) is None:
            return
        stats = self.app.user_stats()
        try:
            stats.add_analysis(deal_key(self.deal), self.deal.players,
                               self.table.level() or "?", result.accuracy)
        except ValueError as exc:
            log.error("analysis not recorded: %s", exc)
            return
        self.app.store.save_stats(stats)

    def close(self) -> None:
        self.cancel.set()
        self.app.pop()

    def on_quit(self) -> None:
        self.cancel.set()

    @property
    def widgets(self) -> list:
        """The buttons shown now (the progress bar's Cancel, or the moves' buttons)."""
        if self.running:
            return [self.cancel_button]
        if self.error is not None or not self.result.moves:
            return [self.back]
        return [self.prev, self.next, self.back]

    # -- input ---------------------------------------------------------------------------
    def go(self, delta: int) -> None:
        if self.result is not None and self.result.moves:
            self.index = max(0, min(len(self.result.moves) - 1, self.index + delta))

    def handle(self, ev) -> None:
        for b in self.widgets:
            if b.handle(ev):
                return
        if self.running:
            if ev.kind == "key" and ev.key in ("escape", "backspace"):
                self.close()
            return
        if ev.kind == "key":
            if ev.key in ("right", "down", "space"):
                self.go(1)
            elif ev.key in ("left", "up"):
                self.go(-1)
            elif ev.key == "home":
                self.go(-len(self.list_rows))
            elif ev.key == "end":
                self.go(len(self.list_rows))
            elif ev.key in ("escape", "backspace", "return"):
                self.close()
        elif ev.kind == "wheel":
            self.go(-ev.dy)
        elif ev.kind == "down":
            for i, r in enumerate(self.list_rows):
                if r.collidepoint(ev.pos):
                    self.index = i
            for where, r in self.more.items():       # a mark brings the next hidden move into view
                if r.collidepoint(ev.pos):
                    self.index = self._hidden(where)[-1 if where == "above" else 0]

    def _hidden(self, where: str) -> list[int]:
        """The moves out of the list's view above or below it."""
        shown = [i for i, r in enumerate(self.list_rows) if r.w]
        if not shown:
            return []
        return list(range(shown[0])) if where == "above" else \
            list(range(shown[-1] + 1, len(self.list_rows)))

    # -- layout ----------------------------------------------------------------------------
    def layout(self, size) -> None:
        w, h = size
        self.size = size
        text = self.app.text
        self.font = f = text.actual(font_size(size, 0.026, 13, scale=text.scale))   # as drawn in this window
        m = self.m = max(8, int(h * 0.015))
        bh = int(f * 2)
        bw = min(int(f * 8), (w - m * 4) // 3)
        y = h - m - bh
        self.prev.rect = pygame.Rect(w // 2 - bw - bw // 2 - m, y, bw, bh)
        self.next.rect = pygame.Rect(w // 2 - bw // 2, y, bw, bh)
        self.back.rect = pygame.Rect(w // 2 + bw // 2 + m, y, bw, bh)
        self.cancel_button.rect = pygame.Rect(0, 0, bw, bh)
        self.cancel_button.rect.midtop = (w // 2, h // 2 + int(f * 2.5))
        note = text.actual(int(f * 0.75))               # the keys line and the worlds note
        top = m + int(f * 2.6) + int(note * 1.3)
        bottom = y - int(note * 1.4)
        self.list_rect = pygame.Rect(m, top, max(int(w * 0.27), int(f * 11)), bottom - top)
        self.detail_rect = pygame.Rect(self.list_rect.right + m, top,
                                       w - self.list_rect.right - m * 2, bottom - top)

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface) -> None:
        surface.fill(BG)
        w, h = self.size
        text, t, f = self.app.text, self.app.t, self.font
        text.draw(surface, t("analysis_title"), int(f * 1.3), GOLD, shadow=True,
                  midtop=(w // 2, self.m))
        if self.running:
            self._draw_progress(surface)
            return
        if self.error is not None:
            for i, line in enumerate(text.wrap(t("analysis_failed", error=self.error), f, w - 4 * f)):
                text.draw(surface, line, f, WHITE, midtop=(w // 2, h // 3 + i * int(f * 1.2)))
            self.back.draw(surface, text)
            return
        r = self.result
        if not r.moves:
            text.draw(surface, t("analysis_none"), f, WHITE, center=(w // 2, h // 2))
            self.back.draw(surface, text)
            return
        counts = {k: r.count(k) for k in FLAGGED}
        line = t("analysis_accuracy", pct=round(r.accuracy)) + "   " + t("analysis_summary", **counts)
        text.draw(surface, line, f, WHITE, midtop=(w // 2, self.m + int(f * 1.5)))
        text.draw(surface, t("analysis_keys"), int(f * 0.75), DIM, midtop=(w // 2, self.m + int(f * 2.55)))
        self._draw_list(surface)
        draw_moment(surface, self.app, self.detail_rect, r.moves[self.index], f,
                    self.table.seat_name)
        text.draw(surface, t("analysis_worlds", n=r.worlds), int(f * 0.75), DIM,
                  midbottom=(w // 2, self.prev.rect.top - 2))
        for b in (self.prev, self.next, self.back):
            b.draw(surface, text)

    def _draw_progress(self, surface) -> None:
        w, h = self.size
        text, t, f = self.app.text, self.app.t, self.font
        done, total = self.progress
        bar = pygame.Rect(0, 0, min(w - 4 * f, f * 24), int(f * 1.2))
        bar.center = (w // 2, h // 2)
        text.draw(surface, t("analysis_running", done=done, total=max(total, done)), f, WHITE,
                  midbottom=(w // 2, bar.top - f // 2))
        pygame.draw.rect(surface, (20, 40, 30), bar, border_radius=bar.h // 2)
        if total:
            fill = bar.copy()
            fill.w = max(bar.h, int(bar.w * done / total))
            pygame.draw.rect(surface, GOLD, fill, border_radius=bar.h // 2)
        pygame.draw.rect(surface, (200, 170, 90), bar, width=2, border_radius=bar.h // 2)
        self.cancel_button.draw(surface, text)

    def _draw_list(self, surface) -> None:
        text, t, f = self.app.text, self.app.t, self.font
        r = self.list_rect
        draw_panel(surface, r)
        moves = self.result.moves
        size = text.actual(int(f * 0.85))
        row_h = max(int(size * 1.05), min(int(f * 1.5), (r.h - f // 2) // max(1, len(moves))))
        first, fit, above, below = self._window(len(moves), row_h, text.actual(int(f * 0.75)) + 4)
        self.list_rows = [pygame.Rect(0, 0, 0, 0)] * len(moves)
        y = r.y + f // 4 + above
        for i in range(first, min(len(moves), first + fit)):
            m = moves[i]
            row = pygame.Rect(r.x + 6, y, r.w - 12, row_h)
            self.list_rows[i] = row
            if i == self.index:
                pygame.draw.rect(surface, (52, 112, 84), row, border_radius=4)
            dot = max(4, size // 3)
            pygame.draw.circle(surface, SEVERITY_COLOR[m.severity], (row.x + dot + 4, row.centery), dot)
            label = f"{m.trick}. {t.card(m.played)}"
            left = text.draw(surface, label, size, GOLD if i == self.index else WHITE,
                             midleft=(row.x + dot * 2 + 10, row.centery))
            if m.severity in FLAGGED:         # the verdict too, where the row has room
                verdict = t("analysis_sev_" + m.severity)
                if left.right + text.font(size).size(verdict)[0] + 12 < row.right:
                    text.draw(surface, verdict, size, SEVERITY_COLOR[m.severity],
                              midright=(row.right - 6, row.centery))
            y += row_h
        self.more = {}
        if above:
            self._draw_more(surface, pygame.Rect(r.x + 6, r.y + f // 4, r.w - 12, above), "above")
        if below:
            self._draw_more(surface, pygame.Rect(r.x + 6, y, r.w - 12, below), "below")

    def _window(self, count: int, row_h: int, mark_h: int) -> tuple[int, int, int, int]:
        """Which moves the list shows round the chosen one: the first, how many, and the
        height of the marks above and below it, each only where moves are out of view on
        its side (at the top of the list no empty line waits for a mark above)."""
        room = self.list_rect.h - self.font // 2
        if count <= max(1, room // row_h):
            return 0, count, 0, 0
        one = max(1, (room - mark_h) // row_h)            # a mark on one side only
        centred = self.index - one // 2
        if centred <= 0:
            return 0, one, 0, mark_h
        if centred >= count - one:
            return count - one, one, mark_h, 0
        two = max(1, (room - 2 * mark_h) // row_h)
        return max(1, min(self.index - two // 2, count - two - 1)), two, mark_h, mark_h

    def _draw_more(self, surface, room: pygame.Rect, where: str) -> None:
        """The mark of the moves out of view above or below the list: an arrow, how many,
        and a dot for each kind of flagged move among them (a mistake below is never missed)."""
        hidden = self._hidden(where)
        if not hidden:
            return
        text, f = self.app.text, self.font
        size = int(f * 0.75)
        h = room.h - 4
        tip = (room.x + h // 2 + 4, room.y + 2 + (0 if where == "above" else h))
        base = room.y + 2 + (h if where == "above" else 0)
        pygame.draw.polygon(surface, GOLD, [tip, (tip[0] - h // 2, base), (tip[0] + h // 2, base)])
        said = text.draw(surface, self.app.t("analysis_more_" + where, n=len(hidden)), size, DIM,
                         midleft=(room.x + h + 10, room.centery))
        x = said.right + 8
        kinds = [k for k in FLAGGED if any(self.result.moves[i].severity == k for i in hidden)]
        for k in kinds:
            pygame.draw.circle(surface, SEVERITY_COLOR[k], (x + h // 3, room.centery), max(3, h // 3))
            x += h
        self.more[where] = room
