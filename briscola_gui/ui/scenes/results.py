"""End of a smazzata (points counted, the result, the match score) and end of the match.

In the demo nobody presses the buttons: each screen goes on by itself after a pause
(``DEMO_RESULT_MS``, ``DEMO_MATCH_MS`` of game time, on the scene's scheduler)."""
from __future__ import annotations

import pygame

from ...engine.chiamata import stake
from ...session.record import match_result
from .. import match_sheet
from ..anim import Tween
from ..celebrate import Celebration
from ..events import set_clipboard
from ..match_start import start_match
from ..scene import Scene
from ..schedule import Scheduler
from ..table import cloth
from ..text import DIM, GOLD, WHITE, font_size
from ..widgets import Button, FocusList, dim, draw_panel


def side_name(table, team: tuple) -> str:
    names = [table.seat_name(s) for s in team]
    if len(names) == 1:
        return names[0]
    return table.t("team_of", a=", ".join(names[:-1]), b=names[-1])


def _one(match) -> str:
    """"_one" where a single player won the match ("Winner: Giulia", not "Winners")."""
    if match.players == 5:
        seats = list(match.winners)
    else:
        seats = [s for i in match.winners for s in match.deal.teams[i]]
    return "_one" if len(seats) == 1 else ""


def player_won(table, record: dict) -> bool | None:
    """Whether the player's side (seat 0's in the demo) won this smazzata; None for a
    draw, a void deal or five passes."""
    seat = table.face_up_seat()
    if seat is None or record.get("void") or record.get("redeal") or record.get("winner") is None:
        return None
    return seat in record["teams"][record["winner"]]


DEMO_RESULT_MS = 2500     # the counted result stays this long in the demo
DEMO_MATCH_MS = 3000      # and the end of the match


class SmazzataOverScene(Scene):
    overlay = True

    def __init__(self, app, table, deal, record: dict):
        super().__init__(app)
        self.table = table
        self.deal = deal
        self.record = record
        self.match = table.match
        self.schedule = Scheduler()
        self.party: Celebration | None = None          # set when the points are counted
        self.party_start = 0
        self.count = self.schedule.tween(Tween(0.0, 1.0, table.ms(900), "out_cubic", on_done=self._counted))
        if self.match.over:
            self.button = Button(lambda: app.t("to_results"), self.to_results, name="results")
        else:
            self.button = Button(lambda: app.t("next_deal"), self.next_deal, name="next")
        self.review = Button(lambda: app.t("review"), self.open_review, name="review")
        # the move analysis judges the player's own cards: none in a demo
        self.analysis = Button(lambda: app.t("analysis"), self.open_analysis, name="analysis",
                               enabled=table.human_seat() is not None)
        self.focus = FocusList([self.review, self.analysis, self.button])
        self.focus.set(2)

    def open_review(self) -> None:
        self.app.open("review", table=self.table, deal=self.deal)

    def open_analysis(self) -> None:
        if self.analysis.enabled:
            self.app.open("analysis", table=self.table, deal=self.deal)

    def layout(self, size) -> None:
        w, h = size
        self.font = font_size(size, 0.03, scale=self.app.text.scale)
        ph = int(self.font * self._height_in_fonts())
        self.panel = pygame.Rect(0, 0, min(w - 40, int(self.font * 30)), min(h - 20, ph))
        self.panel.center = (w // 2, h // 2)
        bh = int(self.font * 2)
        gap = self.font // 2
        bw = min(int(self.font * 10), (self.panel.w - self.font * 2 - gap * 2) // 3)
        bottom = self.panel.bottom - self.font
        self.analysis.rect = pygame.Rect(0, 0, bw, bh)
        self.analysis.rect.midbottom = (self.panel.centerx, bottom)
        self.button.rect = pygame.Rect(0, 0, bw, bh)
        self.button.rect.bottomleft = (self.analysis.rect.right + gap, bottom)
        self.review.rect = pygame.Rect(0, 0, bw, bh)
        self.review.rect.bottomright = (self.analysis.rect.left - gap, bottom)

    def covers(self) -> pygame.Rect:
        return self.panel

    def _height_in_fonts(self) -> float:
        """The box's height, in fonts, for what it says: the title, a row per side, the
        result, the match score unless the match is one smazzata, the deal of the day's
        line, the code and the buttons (no empty band between the result and the code)."""
        if self.deal.players == 5:
            return 10 + 1.6 * 6
        rows = len(self.record["teams"])
        score = 2.8 if self.match.length != "single" else 0
        daily = 1.1 if self.table.session.daily else 0
        return 9.9 + 1.6 * rows + score + daily

    def next_deal(self) -> None:
        self.app.pop()
        self.table.next_deal()

    def to_results(self) -> None:
        self.app.reset_to("match_over", table=self.table)

    def _counted(self) -> None:
        won = player_won(self.table, self.record)
        if won is not None:
            self.party = Celebration(won, self.match.seed + len(self.match.history), ms=900,
                                     count=60 if won else 24)
            self.party_start = self.schedule.now
        self.app.moment("score")
        if self.table.demo:
            self.schedule.after(DEMO_RESULT_MS, self.to_results if self.match.over else self.next_deal)

    def update(self, dt: int) -> None:
        self.schedule.tick(dt)

    def handle(self, ev) -> None:
        if self.button.handle(ev) or self.review.handle(ev) or self.analysis.handle(ev) \
                or self.focus.handle(ev):
            return
        if self._menu(ev):
            return
        if ev.kind == "key" and ev.key == "r":
            self.open_review()
        elif ev.kind == "key" and ev.key == "a":
            self.open_analysis()
        elif ev.kind == "key" and ev.key in ("c", "copy") and self.record.get("code"):
            self.copied = set_clipboard(self.record["code"])
        elif ev.kind == "up" and self.record.get("code") and getattr(self, "code_rect", None) \
                and self.code_rect.collidepoint(ev.pos):           # the mouse's way to copy it
            self.copied = set_clipboard(self.record["code"])

    def _menu(self, ev) -> bool:
        """Esc, or the table's Menu button still in view above this box: the pause menu
        (resume comes back here; save and quit keeps the match at its next deal)."""
        menu = self.table.panels.corner.button
        if ev.kind == "key" and ev.key == "escape":
            self.table.open_pause()
            return True
        if ev.kind in ("down", "up", "move") and not self.panel.collidepoint(ev.pos):
            return menu.handle(ev)
        return False

    def draw(self, surface) -> None:
        dim(surface, 120)
        self.table.panels.corner.button.draw(surface, self.app.text)     # it works here too
        if self.party is not None:
            self.party.draw(surface, self.schedule.now - self.party_start)
        draw_panel(surface, self.panel)
        text, t, f = self.app.text, self.app.t, self.font
        p = self.panel
        y = p.y + f
        text.draw(surface, t("smazzata_over"), int(f * 1.3), GOLD, midtop=(p.centerx, y))
        y += int(f * 2.2)
        k = self.count.value
        if self.deal.players == 5:
            y = self._draw_chiamata(surface, y, k)
        else:
            y = self._draw_sides(surface, y, k)
        code = self.record.get("code")
        if code:
            line = t("deal_code", code=code) + "   " + (t("code_copied") if getattr(self, "copied", False)
                                                        else t("code_copy_key"))
            self.code_rect = text.draw(surface, line, int(f * 0.75), DIM,
                                       midbottom=(p.centerx, self.button.rect.top - f // 3))
        daily = self.table.session.daily
        if daily:                     # the deal of the day; played again the same day: a replay
            replay = self.app.user_stats().daily(daily).today_plays > 1
            text.draw(surface, t("daily_replay_tag" if replay else "daily_title"), int(f * 0.9),
                      GOLD, midbottom=(p.centerx, self.button.rect.top - f // 3 - int(f * 1.1)))
        self.button.draw(surface, text)
        self.review.draw(surface, text)
        self.analysis.draw(surface, text)

    def _result_line(self) -> str:
        t, table, rec = self.app.t, self.table, self.record
        winner = rec["winner"]
        if rec.get("void"):
            return t("void_deal")
        if winner is None:
            return t("unassigned") if self.deal.players == 3 else t("draw")
        team = rec["teams"][winner]
        human = table.human_seat()
        if human is not None:
            line = t("you_win") if human in team else t("you_lose")
        else:
            line = t("side_wins" if len(team) == 1 else "team_wins", name=side_name(table, tuple(team)))
        if len(set(rec["team_points"])) == 1:          # a tie that pari gave to the last trick
            line = t("pari_last_trick_done") + " " + line
        return line

    def _draw_sides(self, surface, y: int, k: float) -> int:
        text, t, f, p = self.app.text, self.app.t, self.font, self.panel
        rec, match = self.record, self.match
        for i, team in enumerate(rec["teams"]):
            pts = f"{int(round(rec['team_points'][i] * k))} {t('points')}"
            if match_sheet.declared(rec, i):          # accusi: "89 + 40 accusi = 129 punti"
                pts = f"{match_sheet.side_points(t, rec, i, k)} = {pts}"
            color = GOLD if rec["winner"] == i and k >= 1 else WHITE
            text.draw(surface, side_name(self.table, tuple(team)), f, color, midleft=(p.x + f * 2, y + f // 2))
            text.draw(surface, pts, f, color, midright=(p.right - f * 2, y + f // 2))
            y += int(f * 1.6)
        y += f // 2
        if k >= 1:
            line = self._result_line()
            if rec.get("cappotto") and self.deal.rules.cappotto:
                line = t("cappotto_done") + " " + line
            text.draw(surface, line, int(f * 1.2), GOLD, midtop=(p.centerx, y))
        y += int(f * 2)
        if match.length != "single":
            aim = t.first_to(match.length)             # in the middle of a line:
            aim = aim[:1].lower() + aim[1:]                          # "(chi vince 3)"
            text.draw(surface, f"{t('score')} ({aim})", int(f * 0.9), DIM, midtop=(p.centerx, y))
            y += int(f * 1.3)
            parts = [f"{side_name(self.table, tuple(team))}: {match.score[i]}"
                     for i, team in enumerate(rec["teams"])]
            text.draw(surface, "   ".join(parts), f, WHITE, midtop=(p.centerx, y))
            y += int(f * 1.5)
        return y

    def _draw_chiamata(self, surface, y: int, k: float) -> int:
        text, t, f, p = self.app.text, self.app.t, self.font, self.panel
        rec, match, deal = self.record, self.match, self.deal
        if rec.get("redeal"):
            text.draw(surface, t("all_passed"), f, WHITE, midtop=(p.centerx, y))
            return y + f * 2
        target = rec.get("target") or 60
        side_pts = rec["team_points"][0]
        reached = rec["winner"] == 0
        head = f"{side_name(self.table, tuple(rec['teams'][0]))}: {int(side_pts * k)} / {target}"
        text.draw(surface, head, f, GOLD if reached else WHITE, midtop=(p.centerx, y))
        y += int(f * 1.4)
        verdict = t("reached") if reached else t("failed")
        if stake(target) > 1:                  # "-4 / -2 / +2" for a failed 75 said why
            verdict += " " + t("game_points_times", k=stake(target))
        if k >= 1:
            text.draw(surface, verdict, f, GOLD, midtop=(p.centerx, y))
        # the column heads well under the verdict as drawn (with larger text "Obiettivo
        # raggiunto" sat on them): each line from the one above's real height
        y += text.size(verdict, f)[1] + int(f * 0.7)
        small = int(f * 0.8)
        cols = [p.x + f * 2, p.x + int(p.w * 0.42), p.x + int(p.w * 0.62), p.right - f * 2]
        text.draw(surface, t("bd_points"), small, DIM, topright=(cols[1] + f * 2, y))
        text.draw(surface, t("game_points"), small, DIM, topright=(cols[2] + f * 4, y))
        text.draw(surface, t("total"), small, DIM, topright=(cols[3], y))
        y += text.size(t("total"), small)[1] + int(f * 0.65)
        gp = rec["game_points"]
        for seat in range(5):
            role = ""
            if seat == rec.get("caller"):
                role = f" ({t('caller')})"
            elif seat == rec.get("partner"):
                role = f" ({t('partner')})"
            text.draw(surface, self.table.seat_name(seat) + role, f, WHITE, midleft=(cols[0], y))
            text.draw(surface, str(rec["points"][seat]), f, WHITE, midright=(cols[1] + f * 2, y))
            text.draw(surface, f"{gp[seat]:+d}", f, GOLD if gp[seat] > 0 else WHITE,
                      midright=(cols[2] + f * 4, y))
            text.draw(surface, str(match.score[seat]), f, WHITE, midright=(cols[3], y))
            y += int(f * 1.3)
        played = getattr(match, "played", 0)
        text.draw(surface, t("smazzata_k", k=played, n=match.length), int(f * 0.9), DIM,
                  midtop=(p.centerx, y))
        return y


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
        return match_sheet.sheet(self.match, self.app.t, lambda team: side_name(table, team), table.seat_name)

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
        if self.party is not None:
            self.party.draw(surface, self.schedule.now)
        text, t, f, m = self.app.text, self.app.t, self.font, self.match
        y = int(h * 0.04)
        text.draw(surface, t("match_over"), int(f * 1.5), GOLD, shadow=True, midtop=(w // 2, y))
        y += int(f * 2.3)
        if self.won is not None and self.table.human_seat() is not None:
            line = t("you_win") if self.won else t("you_lose")
            text.draw(surface, line, int(f * 1.3), GOLD if self.won else WHITE, shadow=True, midtop=(w // 2, y))
            y += int(f * 1.8)
            text.draw(surface, t("bd_cheer") if self.won else t("bd_console"), int(f * 0.9), DIM,
                      shadow=True, midtop=(w // 2, y))
        data = self.sheet()
        r = self.sheet_rect.copy()
        r.h = min(r.h, int(f * 2.1) + match_sheet.natural_height(data, int(f * 0.85)))
        r.top = self.sheet_rect.top + (self.sheet_rect.h - r.h) // 4     # near the result above it
        draw_panel(surface, r)
        text.draw(surface, t("bd_title"), int(f * 0.9), GOLD, midtop=(r.centerx, r.y + f // 3))
        inner = r.inflate(-f, -f)
        inner.top = r.y + int(f * 1.6)
        inner.height = r.bottom - f // 2 - inner.top
        match_sheet.draw(surface, text, data, inner, int(f * 0.85))
        winners = t(self._winners_key(), names=self._winner_names())
        text.draw(surface, winners, f, WHITE, shadow=True, midtop=(w // 2, r.bottom + f // 2))
        self.again.draw(surface, text)
        self.menu.draw(surface, text)

    def _winners_key(self) -> str:
        """Won at once by taking every point (cappotto); in chiamata, where two seats
        usually win, the line says why (the two best totals win: docs/rules.md)."""
        m = self.match
        if getattr(m, "ended_by_cappotto", False):
            return "winners_cappotto" + _one(m)
        best_two = m.players == 5 and len({m.score[s] for s in m.winners}) == 2
        return "winners_chiamata" if best_two else "winners" + _one(m)

    def _winner_names(self) -> str:
        m = self.match
        if m.players == 5:
            names = [self.table.seat_name(s) for s in m.winners]
        else:
            names = [side_name(self.table, m.deal.teams[i]) for i in m.winners]
        return ", ".join(names) if names else self.app.t("nobody")
