"""The Statistics scene: games and matches by variant and level, win rates, mean points,
the longest winning streak, the analyses' accuracy, the deals of the day, and the chart of
every match (ui/stats_chart.py)."""
from __future__ import annotations

from datetime import date
from typing import NamedTuple

import pygame

from ...daily import figures_text
from ..scene import Scene
from ..stats_chart import WON, MatchChart
from ..text import DIM, GOLD, WHITE, font_size
from ..widgets import Button, draw_panel

BG = (14, 66, 44)
TREND_ANALYSES = 20          # the accuracy trend: the last analysed smazzate
CHART_LEAST = 10.5           # the chart's least height in fonts: title, bars, axis, strip, note
COLUMN_GAP = 0.8             # the gap between the table's columns, in fonts
LEAST_GAP = 0.45             # ... and the least, for every heading to stay on one line


class Columns(NamedTuple):
    xs: list[tuple[int, int]]    # each column's left and right, from the table's inner left
    cell: int                    # the size the cells are drawn at
    head: int                    # and the headings


def _pct(x) -> str:
    return "-" if x is None else f"{round(x * 100)}%"


class StatsScene(Scene):
    def __init__(self, app, day: date | None = None):
        super().__init__(app)
        self.stats = app.user_stats()
        self.day = (day or date.today()).isoformat()        # whose deal of the day is "today's"
        self.back_button = Button(lambda: app.t("back"), app.pop, name="back")
        self.chart = MatchChart(self.stats.matches())
        self.first_row = 0                 # the table's first row shown (Up/Down, the wheel over it)
        self.fit_rows = 0                  # how many rows the table shows, as last drawn
        self.pointer = (0, 0)

    def layout(self, size) -> None:
        w, h = size
        self.size = size
        self.font = font_size(size, 0.026, 13, scale=self.app.text.scale)
        f = self.font
        self.back_button.rect = pygame.Rect(0, 0, int(f * 8), int(f * 2))
        self.back_button.rect.midbottom = (w // 2, h - f // 2)
        m = max(8, int(h * 0.02))
        # the table as high as its rows (three at least, at most 38% of the window), but
        # never so high that the chart of the matches has no room for its bars
        # (CHART_LEAST fonts); the chart gets the rest
        top = int(h * 0.11)
        rows = max(1, len(self.rows()))        # as high as its rows: the chart gets the rest
        heads = self.head_lines(w - m * 4 - f * 2) - 1       # headings wrapped: more lines
        below = int(f * (3.2 + 0.8 * heads))
        free = self.back_button.rect.top - top - 4 * m - int(f * (3.4 + 2.6 + CHART_LEAST))
        table_h = min(int(h * 0.38), below + int(f * 1.25 * rows), free)
        self.table_rect = pygame.Rect(m * 2, top, w - m * 4, max(below + int(f * 1.25), table_h))
        self.accuracy_rect = pygame.Rect(m * 2, self.table_rect.bottom + m, w - m * 4, int(f * 3.4))
        self.daily_rect = pygame.Rect(m * 2, self.accuracy_rect.bottom + m, w - m * 4, int(f * 2.6))
        self.chart_rect = pygame.Rect(m * 2, self.daily_rect.bottom + m,
                                      w - m * 4, self.back_button.rect.top - m - self.daily_rect.bottom - m)
        self.chart.layout(self.chart_rect, f)

    def handle(self, ev) -> None:
        if ev.kind == "move":
            self.pointer = ev.pos
        if self.back_button.handle(ev) or self._scroll_rows(ev) or \
                (self.chart.visible() and self.chart.handle(ev)):
            return
        if ev.kind == "key" and ev.key in ("escape", "return"):
            self.app.pop()

    def _scroll_rows(self, ev) -> bool:
        """Up/Down, or the wheel over the table, move its rows when they do not all fit."""
        hidden = len(self.rows()) - self.fit_rows
        if hidden <= 0:
            return False
        if ev.kind == "key" and ev.key in ("up", "down"):
            step = 1 if ev.key == "down" else -1
        elif ev.kind == "wheel" and ev.dy and self.table_rect.collidepoint(self.pointer):
            step = -ev.dy
        else:
            return False
        self.first_row = max(0, min(hidden, self.first_row + step))
        return True

    def variant(self, name: str) -> str:
        t = self.app.t
        return t("players_5") if name == "chiamata" else t("variant_n", n=name[:-1])

    def rows(self) -> list[list[str]]:
        t = self.app.t
        out = []
        summary = self.stats.summary()
        order = ["2p", "3p", "4p", "chiamata", "6p"]
        levels = ["random", "easy", "medium", "hard", "expert"]
        for (variant, level), s in sorted(summary.items(), key=lambda kv: (
                order.index(kv[0][0]) if kv[0][0] in order else 9,
                levels.index(kv[0][1]) if kv[0][1] in levels else 9)):
            out.append([self.variant(variant), t("level_" + level) if level in levels else level,
                        f"{s['smazzate']} ({s['smazzate_won']})", _pct(s["smazzata_win_rate"]),
                        "-" if s["mean_points"] is None else t.number(s["mean_points"]),
                        f"{s['matches']} ({s['matches_won']})", _pct(s["match_win_rate"]),
                        str(s["longest_streak"])])
        return out

    def draw(self, surface) -> None:
        surface.fill(BG)
        w, h = self.size
        text, t, f = self.app.text, self.app.t, self.font
        text.draw(surface, t("statistics"), int(f * 1.8), GOLD, shadow=True, midtop=(w // 2, int(h * 0.02)))
        self._draw_table(surface)
        self._draw_accuracy(surface)
        self._draw_daily(surface)
        self._draw_chart(surface)
        self.back_button.draw(surface, text)

    def columns(self, heads: list[str], rows: list[list[str]], width: int) -> "Columns":
        """Where each column of the table goes across ``width`` pixels and the sizes its
        heads and cells are drawn at. Every heading on one line (one heading alone on two,
        "Partite (vinte)" at 640x480 with larger text, read as two rows): at the usual sizes
        and gaps where they fit, else with the gaps down to ``LEAST_GAP`` fonts, smaller
        headings and cells at most two sizes smaller; where even that does not fit, the
        headings wrap (see ``_wrapped_columns``)."""
        text, f = self.app.text, self.font
        gap, least_gap = max(6, int(f * COLUMN_GAP)), max(6, int(f * LEAST_GAP))
        gaps = len(heads) - 1
        cell, head = f, int(f * 0.8)
        for c in range(cell, cell - 3, -1):
            for hs in range(max(head, text.least), text.least - 1, -1):    # once at least
                need = [max([text.size(h, hs)[0] + 1] + [text.size(row[i], c)[0] for row in rows])
                        for i, h in enumerate(heads)]                   # + 1: the int() of the edges
                room = width - sum(need)
                if room >= least_gap * gaps:
                    g = min(gap, room // max(1, gaps))
                    return self._spread(need, room - g * gaps, g, c, hs)
        return self._wrapped_columns(heads, rows, width)

    def _wrapped_columns(self, heads: list[str], rows: list[list[str]], width: int) -> "Columns":
        """The columns where the headings cannot all have one line: every column at least
        as wide as its widest cell and the longest word of its heading, a gap of at least
        ``COLUMN_GAP`` fonts between neighbours (headings side by side read as one:
        "Opponents Deals (won)"); where even that does not fit, the text is drawn smaller."""
        text, f = self.app.text, self.font
        gap = max(6, int(f * COLUMN_GAP))
        cell, head = f, int(f * 0.8)
        while True:
            need = [max([text.size(word, head)[0] for word in h.split()] +
                        [text.size(row[i], cell)[0] for row in rows])
                    for i, h in enumerate(heads)]
            spare = width - sum(need) - gap * (len(heads) - 1)
            if spare >= 0 or text.actual(cell) <= text.least:
                break
            cell, head = cell - 1, max(text.least, head - 1)
        spare = max(0, spare)
        # a heading on one line where the spare room allows, the narrowest first
        whole = [text.size(h, head)[0] + 1 for h in heads]      # + 1: the int() of the edges
        for i in sorted(range(len(heads)), key=lambda i: whole[i] - need[i]):
            extra = whole[i] - need[i]
            if 0 < extra <= spare:
                need[i], spare = whole[i], spare - extra
        return self._spread(need, spare, gap, cell, head)

    @staticmethod
    def _spread(need: list[int], spare: int, gap: int, cell: int, head: int) -> "Columns":
        """The columns ``need`` wide, ``gap`` apart, the ``spare`` room shared by the weights."""
        weights = [1.5, 1.1, 1.2, 0.9, 1.1, 1.2, 0.9, 1.1]
        xs, x = [], 0.0
        for n, wt in zip(need, weights):
            w = n + max(0, spare) * wt / sum(weights)
            xs.append((int(x), int(x + w)))
            x += w + gap
        return Columns(xs, cell, head)

    def heads(self) -> list[str]:
        t = self.app.t
        return [t("st_variant"), t("st_level"), t("st_games"), t("st_win_rate"), t("st_mean_points"),
                t("st_matches"), t("st_win_rate"), t("st_streak")]

    def head_lines(self, width: int) -> int:
        """How many lines the headings take across ``width``."""
        heads, text = self.heads(), self.app.text
        cols = self.columns(heads, self.rows(), width)
        return max(len(text.wrap(h, cols.head, b - a)) for h, (a, b) in zip(heads, cols.xs))

    def _draw_table(self, surface) -> None:
        text, t, f = self.app.text, self.app.t, self.font
        r = self.table_rect
        draw_panel(surface, r)
        heads = self.heads()
        rows = self.rows()
        cols = self.columns(heads, rows, r.w - f * 2)
        xs = [(r.x + f + a, r.x + f + b) for a, b in cols.xs]
        size = cols.head
        y = r.y + f // 2
        # a heading wider than its column goes on two lines (or more), the headings standing
        # on the rule under them: a wrapped one's last words never hang alone like a row
        heads = [text.wrap(head, size, b - a) for head, (a, b) in zip(heads, xs)]
        line = text.font(size).size("Hg")[1]
        most = max(len(lines) for lines in heads)
        for i, (lines, (a, b)) in enumerate(zip(heads, xs)):
            for k, part in enumerate(lines, most - len(lines)):
                if i < 2:
                    text.draw(surface, part, size, GOLD, topleft=(a, y + k * line))
                else:
                    text.draw(surface, part, size, GOLD, topright=(b, y + k * line))
        y += line * (max(len(lines) for lines in heads) - 1)
        y += int(f * 1.3)
        pygame.draw.line(surface, (200, 170, 90), (r.x + f, y), (r.right - f, y), 1)
        y += f // 3
        if not rows:
            text.draw(surface, t("st_none"), f, DIM, center=(r.centerx, (y + r.bottom) // 2))
            return
        line_h = int(f * 1.25)
        more = int(f * 0.75)
        bottom = r.bottom - f // 2
        fit = max(1, (bottom - y) // line_h)
        if len(rows) > fit:               # the note of the rows left out takes the last line
            fit = max(1, (bottom - y - text.font(more).size("Hg")[1]) // line_h)
        self.fit_rows = fit
        first = self.first_row = max(0, min(self.first_row, len(rows) - fit))
        top = y
        for row in rows[first:first + fit]:
            for i, (cell, (a, b)) in enumerate(zip(row, xs)):
                if i < 2:
                    text.draw(surface, cell, cols.cell, WHITE, topleft=(a, y))
                else:
                    text.draw(surface, cell, cols.cell, WHITE, topright=(b, y))
            y += line_h
        if len(rows) > fit:               # which rows, the keys, and a bar at the right edge
            text.draw(surface, t("st_rows", a=first + 1, b=first + fit, n=len(rows)), more, DIM,
                      topright=(r.right - f, bottom - text.font(more).size("Hg")[1]))
            track = pygame.Rect(r.right - f // 2 - 2, top, 4, fit * line_h)
            thumb = pygame.Rect(track.x, top + track.h * first // len(rows), 4,
                                max(6, track.h * fit // len(rows)))
            pygame.draw.rect(surface, DIM, track, border_radius=2)
            pygame.draw.rect(surface, GOLD, thumb, border_radius=2)

    def _draw_accuracy(self, surface) -> None:
        """The accuracy of the analysed smazzate (docs/analysis.md): the last, the mean,
        and a line of the last TREND_ANALYSES, oldest on the left."""
        text, t, f = self.app.text, self.app.t, self.font
        r = self.accuracy_rect
        draw_panel(surface, r)
        title = text.draw(surface, t("analysis_stats_title"), f, GOLD, topleft=(r.x + f, r.y + f // 3))
        trend = self.stats.accuracy_trend(TREND_ANALYSES)
        small = int(f * 0.8)
        if not trend:
            text.draw(surface, t("analysis_stats_none"), small, DIM, topleft=(r.x + f, title.bottom + f // 3))
            return
        line = t("analysis_stats_line", last=round(trend[-1]), n=len(trend),
                 mean=round(sum(trend) / len(trend)))
        said = text.draw(surface, line, small, WHITE, topleft=(r.x + f, title.bottom + f // 3))
        area = pygame.Rect(max(title.right, said.right) + f * 2, r.y + f // 3, 0, r.h - f * 2 // 3)
        area.w = r.right - f - area.x
        if area.w < f * 4 or len(trend) < 2:
            return
        pygame.draw.line(surface, DIM, area.bottomleft, area.bottomright, 1)
        step = area.w / (TREND_ANALYSES - 1)
        low, high = max(0.0, min(trend) - 5), min(100.0, max(trend) + 5)    # the line's own range
        span = max(1.0, high - low)
        points = [(int(area.x + i * step), int(area.bottom - area.h * (v - low) / span))
                  for i, v in enumerate(trend)]
        pygame.draw.lines(surface, WON, False, points, 2)
        for p in points:
            pygame.draw.circle(surface, WON, p, 3)

    def _draw_daily(self, surface) -> None:
        """The deals of the day (briscola_gui/daily.py): days played and won, the best
        result, today's; on two lines at most, beside the panel's title."""
        text, t, f = self.app.text, self.app.t, self.font
        r = self.daily_rect
        draw_panel(surface, r)
        title = text.draw(surface, t("daily_title"), f, GOLD, midleft=(r.x + f, r.centery))
        line = figures_text(t, self.stats.daily(self.day))
        width = r.right - f - title.right - f
        for size in (int(f * 0.8), int(f * 0.7), int(f * 0.6)):
            lines = text.wrap(line, size, width)
            if len(lines) <= 2:
                break
        step = text.font(size).size("Hg")[1] + 1
        y = r.centery - step * len(lines) // 2
        for part in lines[:2]:
            text.draw(surface, part, size, WHITE, topleft=(title.right + f, y))
            y += step

    def _draw_chart(self, surface) -> None:
        if not self.chart.visible():
            return
        draw_panel(surface, self.chart_rect)
        self.chart.draw(surface, self.app.text, self.app.t)
