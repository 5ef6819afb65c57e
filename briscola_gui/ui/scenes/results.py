"""End of a smazzata: points counted, the result, the match score (the end of the match
is ui/scenes/match_over.py).

In the demo nobody presses the buttons: each screen goes on by itself after a pause
(``DEMO_RESULT_MS`` of game time, on the scene's scheduler)."""
from __future__ import annotations

import pygame

from ...daily import parse_day
from ...engine.chiamata import stake
from .. import match_sheet
from ..anim import Tween
from ..celebrate import Celebration
from ..events import set_clipboard
from ..scene import Scene
from ..schedule import Scheduler
from ..text import DIM, GOLD, WHITE, font_size
from ..widgets import Button, FocusList, dim, draw_panel


def player_won(table, record: dict) -> bool | None:
    """Whether the player's side (seat 0's in the demo) won this smazzata; None for a
    draw, a void deal or five passes."""
    seat = table.face_up_seat()
    if seat is None or record.get("void") or record.get("redeal") or record.get("winner") is None:
        return None
    return seat in record["teams"][record["winner"]]


DEMO_RESULT_MS = 2500     # the counted result stays this long in the demo
CODE_SIZE = 0.85          # the deal code line, in the box's font sizes


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
        if table.session.daily:        # the deal of the day is no match: back to its own screen
            self.button = Button(lambda: app.t("daily_done"), self.to_daily, name="results")
        elif self.match.over:
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

    def to_daily(self) -> None:
        """The deal of the day's screen over the main menu: today's result, and its own
        "Play again" (a replay of the same cards), not a new match's end and rematch."""
        self.app.reset_to("main_menu")
        self.app.open("daily", day=parse_day(self.table.session.daily))

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
            # (at 0.75 it read ~14 px under the buttons' 20 at 1920x1080, review 12f C10)
            self.code_rect = text.draw(surface, line, int(f * CODE_SIZE), DIM,
                                       midbottom=(p.centerx, self.button.rect.top - f // 3))
        daily = self.table.session.daily
        if daily:                     # the deal of the day; played again the same day: a replay
            replay = self.app.user_stats().daily(daily).today_plays > 1
            text.draw(surface, t("daily_replay_tag" if replay else "daily_title"), int(f * 0.9),
                      GOLD, midbottom=(p.centerx, self.button.rect.top - f // 3 - int(f * 1.1)))
        row = (self.review, self.analysis, self.button)     # one size for the row (review 12i N5:
        size = min(b.fitted(text) for b in row)              # "Risultato della partita" alone smaller)
        for b in row:
            b.draw(surface, text, size)

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
            name = match_sheet.side_name(table, tuple(team))
            line = t("side_wins" if len(team) == 1 else "team_wins", name=name)
        if len(set(rec["team_points"])) == 1:          # a tie that pari gave to the last trick
            line = t("pari_last_trick_done") + " " + line
        return line

    def _draw_sides(self, surface, y: int, k: float) -> int:
        text, t, f, p = self.app.text, self.app.t, self.font, self.panel
        rec, match = self.record, self.match
        for i, team in enumerate(rec["teams"]):
            pts = f"{sum(match_sheet.counted(rec, i, k))} {t('points')}"
            if match_sheet.declared(rec, i):          # accusi: "89 + 40 accusi = 129 punti"
                pts = f"{match_sheet.side_points(t, rec, i, k)} = {pts}"
            color = GOLD if rec["winner"] == i and k >= 1 else WHITE
            text.draw(surface, match_sheet.side_name(self.table, tuple(team)), f, color,
                      midleft=(p.x + f * 2, y + f // 2))
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
            parts = [f"{match_sheet.side_name(self.table, tuple(team))}: {match.score[i]}"
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
        head = f"{match_sheet.side_name(self.table, tuple(rec['teams'][0]))}: {int(side_pts * k)} / {target}"
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
        text.draw(surface, t.smazzata_of(played, match.length), int(f * 0.9), DIM,
                  midtop=(p.centerx, y))
        return y
