"""End of the match: who won, confetti and a cheer or petals and a word of comfort, then
the score sheet deal by deal (ui/match_sheet.py), on the table's cloth; Play again or the
main menu. The demo goes on with a new match by itself after a pause."""
from __future__ import annotations

import pygame

from ...session.record import match_result
from .. import match_sheet
from ..celebrate import Celebration
from ..match_start import start_match
from ..scene import Scene
from ..schedule import Scheduler
from ..table import cloth
from ..text import DIM, GOLD, WHITE, font_size
from ..widgets import Button, FocusList, draw_panel

DEMO_MATCH_MS = 3000      # the demo's end of the match stays this long, then a new match


def one_winner(match) -> str:
    """"_one" where a single player won the match ("Winner: Giulia", not "Winners")."""
    if match.players == 5:
        seats = list(match.winners)
    else:
        seats = [s for i in match.winners for s in match.deal.teams[i]]
    return "_one" if len(seats) == 1 else ""


class MatchOverScene(Scene):
    """The match's result: who won, a celebration or a consolation, and the score sheet
    deal by deal (ui/match_sheet.py)."""

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.match = table.match
        self.again = Button(lambda: app.t("new_match"), lambda: start_match(app), name="again")
        self.menu = Button(lambda: app.t("main_menu"), lambda: app.reset_to("main_menu"), name="menu")
        self.focus = FocusList([self.again, self.menu])
        self.focus.set(0)
        app.sound.play("chime")
        self.schedule = Scheduler()
        self.won = self.player_won()
        self.party = None if self.won is None else Celebration(self.won, self.match.seed, ms=2600)
        self.background: pygame.Surface | None = None
        self.words: list[pygame.Rect] = []       # the result's lines, as last drawn (no confetti over them)
        if table.demo:                           # the demo goes on with a new match
            self.schedule.after(DEMO_MATCH_MS, self._next_demo_match)

    def player_won(self) -> bool | None:
        """Whether the player's side (seat 0's in the demo) won the match (None: a draw; in
        chiamata a seat under the best total has lost even when nobody won)."""
        m, seat = self.match, self.table.face_up_seat()
        if seat is None:
            return None
        team = next((i for i, t in enumerate(m.deal.teams) if seat in t), None)
        result = match_result(m, seat, team)
        return None if result == "drawn" else result == "won"

    def sheet(self) -> match_sheet.Sheet:
        table = self.table
        return match_sheet.sheet(self.match, self.app.t, lambda team: match_sheet.side_name(table, team),
                                 table.seat_name)

    def _next_demo_match(self) -> None:
        start_match(self.app, demo=True, seed=self.match.seed + 1, level=self.table.level())

    def update(self, dt: int) -> None:
        self.app.moment("match")
        self.schedule.tick(dt)

    def layout(self, size) -> None:
        w, h = size
        self.size = size
        self.font = font_size(size, 0.032, scale=self.app.text.scale)
        f = self.font
        bw, bh = int(f * 10), int(f * 2)
        self.again.rect = pygame.Rect(0, 0, bw, bh)
        self.menu.rect = pygame.Rect(0, 0, bw, bh)
        self.again.rect.midbottom = (w // 2 - bw // 2 - 10, h - f)
        self.menu.rect.midbottom = (w // 2 + bw // 2 + 10, h - f)
        top = int(h * 0.04 + f * 5.6)
        bottom = self.again.rect.top - int(f * 2.2)
        self.sheet_rect = pygame.Rect(0, top, min(w - 2 * f, int(f * 34)), bottom - top)
        self.sheet_rect.centerx = w // 2

    def handle(self, ev) -> None:
        for b in (self.again, self.menu):
            if b.handle(ev):
                return
        self.focus.handle(ev)

    def draw(self, surface) -> None:
        w, h = self.size
        if self.background is None or self.background.get_size() != (w, h):
            self.background = cloth.render((w, h))
        surface.blit(self.background, (0, 0))
        text, t, f, m = self.app.text, self.app.t, self.font, self.match
        said = self.won is not None and self.table.human_seat() is not None
        data = self.sheet()
        r = self.sheet_rect.copy()
        r.h = min(r.h, int(f * 2.1) + match_sheet.natural_height(data, int(f * 0.85)))
        # the whole block (title, result, sheet, winners) centred over the buttons: at
        # 1920x1080 a short sheet left a wide empty band under the result and a wider one below
        head = int(f * 2.3) + (int(f * 1.8) + int(f * 1.7) if said else int(f * 0.5))
        block = head + r.h + int(f * 2)                             # the winners' line last
        y = (self.again.rect.top - f - block) // 2
        if y >= int(h * 0.04):
            r.top = y + head
        else:                                  # a long sheet: from the top, as high as it can
            y, r.top = int(h * 0.04), self.sheet_rect.top + (self.sheet_rect.h - r.h) // 4
        lines = [(t("match_over"), int(f * 1.5), GOLD, y)]
        y += int(f * 2.3)
        if said:
            lines.append((t("you_win") if self.won else t("you_lose"), int(f * 1.3), GOLD if self.won else WHITE, y))
            y += int(f * 1.8)
            lines.append((t("bd_cheer") if self.won else t("bd_console"), int(f * 0.9), DIM, y))
        winners = t(self._winners_key(), names=self._winner_names())
        lines.append((winners, f, WHITE, r.bottom + f // 2))
        self.words = [pygame.Rect(0, 0, *text.size(line, size)) for line, size, _, _ in lines]
        for rect, (_, _, _, top) in zip(self.words, lines):
            rect.midtop = (w // 2, top)
        if self.party is not None:          # under the words, none across them
            self.party.draw(surface, self.schedule.now, clear=self.words)
        for line, size, colour, top in lines:
            text.draw(surface, line, size, colour, shadow=True, midtop=(w // 2, top))
        draw_panel(surface, r)
        text.draw(surface, t("bd_title"), int(f * 0.9), GOLD, midtop=(r.centerx, r.y + f // 3))
        inner = r.inflate(-f, -f)
        inner.top = r.y + int(f * 1.6)
        inner.height = r.bottom - f // 2 - inner.top
        match_sheet.draw(surface, text, data, inner, int(f * 0.85))
        self.again.draw(surface, text)
        self.menu.draw(surface, text)

    def _winners_key(self) -> str:
        """Won at once by taking every point (cappotto); in chiamata, where two seats
        usually win, the line says why (the two best totals win: docs/rules.md)."""
        m = self.match
        if getattr(m, "ended_by_cappotto", False):
            return "winners_cappotto" + one_winner(m)
        best_two = m.players == 5 and len({m.score[s] for s in m.winners}) == 2
        return "winners_chiamata" if best_two else "winners" + one_winner(m)

    def _winner_names(self) -> str:
        m = self.match
        if m.players == 5:
            names = [self.table.seat_name(s) for s in m.winners]
        else:
            names = [match_sheet.side_name(self.table, m.deal.teams[i]) for i in m.winners]
        return ", ".join(names) if names else self.app.t("nobody")
