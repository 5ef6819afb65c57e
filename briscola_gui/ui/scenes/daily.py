"""The deal of the day: what today's deal is, the player's result on it and best so far,
and the button that plays it (2 players against the expert, one smazzata). The deal
comes from the date alone (briscola_gui/daily.py), so everybody gets the same cards."""
from __future__ import annotations

from datetime import date

import pygame

from ...daily import LEVEL, daily_spec, day_text, parse_day
from ..match_start import start_match, unless_save_lost
from ..scene import Scene
from ..text import DIM, GOLD, WHITE, font_size
from ..widgets import Button, FocusList, dim, draw_panel


class DailyScene(Scene):
    """``day``: the date whose deal is offered (today's, by the computer's clock)."""
    overlay = True

    def __init__(self, app, day: date | None = None):
        super().__init__(app)
        self.day = day or date.today()
        self.iso = self.day.isoformat()
        self.play = Button(self._play_label, self.start, name="play_daily")
        self.back = Button(lambda: app.t("back"), app.pop, name="back")
        self.focus = FocusList([self.play, self.back])
        self.focus.set(0)                 # Enter plays at once, as the end screens' main button

    def resume(self) -> None:
        self.layout(self.size)            # back from a game: the lines have changed

    def results(self):
        return self.app.user_stats().daily(self.iso)

    def _play_label(self) -> str:
        return self.app.t("daily_replay" if self.results().today else "start")

    def lines(self) -> list[tuple[str, tuple]]:
        """What the panel says, line by line, with each line's colour."""
        t, res = self.app.t, self.results()
        out = [(t("daily_about"), WHITE),
               (t("deal_code", code=daily_spec(self.day).code), GOLD)]
        if res.today is None:
            out.append((t("daily_not_played"), WHITE))
        else:
            r = res.today
            out.append((t("daily_today_" + r["result"], p=r["points"]), WHITE))
            if res.today_plays > 1:
                n = res.today_plays - 1
                out.append((t("daily_replays", n=n) if n > 1 else t("daily_replayed_once"), DIM))
            else:
                out.append((t("daily_replay_note"), DIM))
        if res.best is not None:
            best_day = parse_day(res.best["daily"])
            when = day_text(t, best_day) if best_day else res.best["daily"]
            out.append((t("daily_best", p=res.best["points"], day=when), WHITE))
            out.append((t("daily_days", n=res.days, won=res.days_won), DIM))
        return out

    def start(self) -> None:
        spec = daily_spec(self.day)
        unless_save_lost(self.app, lambda: start_match(
            self.app, first_deal=spec, level=LEVEL, length="single", daily=self.iso))

    def layout(self, size) -> None:
        w, h = size
        self.size = size
        self.font = f = font_size(size, 0.03, scale=self.app.text.scale)
        width = min(w - 24, f * 30)
        rows = sum(len(self.app.text.wrap_phrases(line, f, width - f * 2)) for line, _ in self.lines())
        needed = int(f * 4.4) + rows * int(f * 1.25) + len(self.lines()) * (f // 2) + f * 4
        self.panel = pygame.Rect(0, 0, width, min(h - 24, needed))
        self.panel.center = (w // 2, h // 2)
        bw, bh = min(int(f * 11), (self.panel.w - f * 3) // 2), int(f * 2)
        self.play.rect = pygame.Rect(0, 0, bw, bh)
        self.back.rect = pygame.Rect(0, 0, bw, bh)
        self.play.rect.bottomright = (self.panel.centerx - f // 2, self.panel.bottom - f)
        self.back.rect.bottomleft = (self.panel.centerx + f // 2, self.panel.bottom - f)

    def handle(self, ev) -> None:
        if self.play.handle(ev) or self.back.handle(ev):
            return
        if ev.kind == "key" and ev.key == "escape":
            self.app.pop()
        elif ev.kind == "key" and ev.key in ("left", "right"):
            self.focus.set(1 - self.focus.index if self.focus.index in (0, 1) else 0)
        else:
            self.focus.handle(ev)

    def draw(self, surface) -> None:
        dim(surface, 150)
        p, f, text, t = self.panel, self.font, self.app.text, self.app.t
        draw_panel(surface, p)
        text.draw(surface, t("daily_title"), int(f * 1.3), GOLD, midtop=(p.centerx, p.y + f))
        text.draw(surface, day_text(t, self.day), f, DIM, midtop=(p.centerx, p.y + int(f * 2.6)))
        y, width = p.y + int(f * 4.4), p.w - f * 2
        self.cut = False                  # a line did not fit (the tests check it never happens)
        for line, color in self.lines():
            for part in text.wrap_phrases(line, f, width):     # no word alone on its line (review 12i N6)
                if y + f > self.play.rect.top - f // 2:
                    self.cut = True
                    break
                text.draw(surface, part, f, color, midtop=(p.centerx, y))
                y += int(f * 1.25)
            y += f // 2
        self.play.draw(surface, text)
        self.back.draw(surface, text)
