"""Main menu, new game, settings, rules, pause and message scenes, and starting a match."""
from __future__ import annotations

import pygame

from ...engine import BadInput, Rules, new_match, parse_deal_code
from ..app import Scene
from ..i18n import BOT_NAMES
from ..rules_text import rules_text
from ..storage import BACK_CHOICES, LENGTH_CHOICES, LEVEL_CHOICES, SPEED_CHOICES
from ..text import DIM, GOLD, WHITE
from ..widgets import Button, Choice, FocusList, dim, draw_panel
from .table import Seat, TableScene

BG = (14, 66, 44)


def make_seats(app, players: int, level: str, demo: bool = False) -> list[Seat]:
    seats = [Seat(app.t("you"), None, True) if not demo else Seat(BOT_NAMES[5], level, False)]
    seats += [Seat(BOT_NAMES[i], level, False) for i in range(players - 1)]
    return seats


def start_match(app, match=None, demo: bool = False, seed: int | None = None,
                level: str | None = None, first_deal=None) -> TableScene:
    """A new match with the settings' choices (or ``match``, restored), on a fresh stack.
    ``first_deal`` (a DealSpec from a deal code) replays that deal first."""
    s = app.settings
    animate = match is None
    level = level or s.level
    if match is None:
        if first_deal is not None:
            players = first_deal.players
            rules = first_deal.rules
            if players == 4 and s.signals:
                rules = Rules(**{**rules.to_dict(), "signals": True})
            rules = Rules(**{**rules.to_dict(), "cappotto": s.cappotto})
            length = s.chiamata_length if players == 5 else s.length
        else:
            players, rules = s.players, Rules(**s.rules_dict())
            length = s.chiamata_length if s.players == 5 else s.length
        match = new_match(players, rules, length, seed=seed, first_deal=first_deal)
    seats = make_seats(app, match.players, level, demo)
    table = TableScene(app, match, seats, demo=demo, seed=seed, animate_deal=animate)
    app.reset(table)
    if not demo:
        table.autosave()
    return table


def continue_match(app) -> None:
    match = app.store.load_match()
    if match is None:
        app.reset(MainMenu(app))
        return
    start_match(app, match, level=app.store.saved_extra.get("level"))


class MenuBase(Scene):
    """A title and a column of widgets, centred; Up/Down/Enter work too."""

    title_key = "title"

    def __init__(self, app):
        super().__init__(app)
        self.widgets: list = []
        self.focus = FocusList(self.widgets)

    def set_widgets(self, widgets: list) -> None:
        self.widgets[:] = widgets
        self.focus.widgets = self.widgets

    def layout(self, size) -> None:
        w, h = size
        self.size = size
        self.font = max(14, int(h * 0.032))
        n = max(1, len(self.widgets))
        row = min(int(self.font * 2.1), int((h * 0.72) / n))
        gap = max(4, row // 6)
        width = min(int(w * 0.8), int(self.font * 20))
        top = int(h * 0.2)
        for i, wd in enumerate(self.widgets):
            wd.rect = pygame.Rect(0, 0, width, row - gap)
            wd.rect.midtop = (w // 2, top + i * row)

    def handle(self, ev) -> None:
        for wd in self.widgets:
            if wd.handle(ev):
                return
        if self.focus.handle(ev):
            return
        if ev.kind == "key" and ev.key == "escape":
            self.back()

    def back(self) -> None:
        pass

    def draw_background(self, surface) -> None:
        surface.fill(BG)
        w, h = self.size
        self.app.text.draw(surface, self.app.t(self.title_key), int(self.font * 2.2), GOLD, shadow=True,
                           midtop=(w // 2, int(h * 0.05)))

    def draw(self, surface) -> None:
        self.draw_background(surface)
        for wd in self.widgets:
            wd.draw(surface, self.app.text)


class MainMenu(MenuBase):
    def __init__(self, app):
        super().__init__(app)
        self.messages = [app.t(key) + ("\n" + detail if detail else "") for key, detail in app.store.problems]
        app.store.problems.clear()
        self.rebuild()

    def rebuild(self) -> None:
        app = self.app
        items = [Button(lambda: app.t("new_game"), lambda: app.push(NewGameScene(app)), name="new")]
        if app.store.has_save() and app.store.persist:
            items.append(Button(lambda: app.t("continue"), lambda: continue_match(app), name="continue"))
        items += [
            Button(lambda: app.t("statistics"), self.open_stats, name="statistics"),
            Button(lambda: app.t("settings"), lambda: app.push(SettingsScene(app)), name="settings"),
            Button(lambda: app.t("rules"), lambda: app.push(RulesScene(app)), name="rules"),
            Button(lambda: app.t("quit"), app.quit, name="quit"),
        ]
        self.set_widgets(items)
        if hasattr(self, "size"):
            self.layout(self.size)

    def open_stats(self) -> None:
        from .stats import StatsScene
        self.app.push(StatsScene(self.app))

    def resume(self) -> None:
        self.rebuild()
        if self.app.store.problems:
            self.messages += [self.app.t(k) for k, _ in self.app.store.problems]
            self.app.store.problems.clear()

    def update(self, dt: int) -> None:
        self.app.moment("menu")
        if self.messages:
            self.app.push(MessageScene(self.app, self.messages.pop(0)))

    def layout(self, size) -> None:
        super().layout(size)
        w, h = size
        row = int(self.font * 2.4)
        for i, wd in enumerate(self.widgets):
            wd.rect = pygame.Rect(0, 0, int(self.font * 12), int(self.font * 2))
            wd.rect.midtop = (w // 2, int(h * 0.3) + i * row)

    def draw(self, surface) -> None:
        self.draw_background(surface)
        w, h = self.size
        # a fan of three cards under the title
        ch = int(h * 0.13)
        for i, c in enumerate(("1D", "3C", "10S")):
            surf = self.app.cards.face(c, ch)
            x = w // 2 + (i - 1) * int(surf.get_width() * 0.7)
            surface.blit(surf, surf.get_rect(midtop=(x, int(h * 0.13))))
        for wd in self.widgets:
            wd.draw(surface, self.app.text)


def _onoff(app):
    return lambda v: app.t("on") if v else app.t("off")


class NewGameScene(MenuBase):
    title_key = "new_game"

    def __init__(self, app):
        super().__init__(app)
        s, t = app.settings, app.t
        self.players = Choice(lambda: t("players"), [2, 3, 4, 5, 6], s.players,
                              lambda v: t("players_5") if v == 5 else str(v), self._players)
        self.level = Choice(lambda: t("level"), list(LEVEL_CHOICES), s.level,
                            lambda v: t("level_" + v), lambda v: setattr(s, "level", v))
        styles = app.styles()
        self.deck = Choice(lambda: t("deck"), [i for i, _ in styles], s.deck or styles[0][0],
                           lambda v: dict(styles).get(v, v), self._deck)
        rules = [Choice(lambda k=k: t(k), [False, True], getattr(s, k), _onoff(app),
                        (lambda v, k=k: setattr(s, k, v))) for k in ("follow_suit", "piemonte", "accusi",
                                                                    "cappotto")]
        self.length = Choice(lambda: t("length"), [], None, self._show_length, self._length)
        self._players(s.players, save=False)
        self.signals = Choice(lambda: t("signals"), [False, True], s.signals, _onoff(app),
                              lambda v: setattr(s, "signals", v))
        self.by_code = Button(lambda: t("play_code"), lambda: app.push(CodeEntryScene(app)),
                              name="by_code")
        self.start = Button(lambda: t("start"), self.begin, name="start")
        self.back_button = Button(lambda: t("back"), self.back, name="back")
        self.rule_rows = rules
        self._rebuild()

    def _rebuild(self) -> None:
        """The signals option is offered only for 4 players."""
        rows = [self.players, self.level, self.deck, *self.rule_rows]
        if self.app.settings.players == 4:
            rows.append(self.signals)
        self.set_widgets(rows + [self.length, self.by_code, self.start, self.back_button])
        if hasattr(self, "size"):
            self.layout(self.size)

    def _players(self, v, save: bool = True) -> None:
        s = self.app.settings
        s.players = v
        if v == 5:
            self.length.set_values(list(range(1, 21)), s.chiamata_length)
        else:
            self.length.set_values(list(LENGTH_CHOICES), s.length)
        if save:
            self._rebuild()

    def _show_length(self, v) -> str:
        t = self.app.t
        if v == "single":
            return t("length_single")
        return t("length_deals", k=v) if self.app.settings.players == 5 else t("length_first_to", k=v)

    def _length(self, v) -> None:
        s = self.app.settings
        if s.players == 5:
            s.chiamata_length = v
        else:
            s.length = v

    def _deck(self, v) -> None:
        self.app.settings.deck = v
        self.app.apply_settings()

    def layout(self, size) -> None:
        w, h = size
        self.size = size
        self.font = max(14, int(h * 0.03))
        n = len(self.widgets)
        row = min(int(self.font * 2.0), int((h * 0.78) / n))
        width = min(int(w * 0.55), int(self.font * 22))
        left = int(w * 0.06)
        top = int(h * 0.16)
        for i, wd in enumerate(self.widgets[:-2]):
            wd.rect = pygame.Rect(left, top + i * row, width, row - max(3, row // 8))
        y = top + (n - 2) * row + row // 3
        bw = (width - 10) // 2
        self.start.rect = pygame.Rect(left, y, bw, int(row * 0.95))
        self.back_button.rect = pygame.Rect(left + bw + 10, y, bw, int(row * 0.95))
        self.preview_rect = pygame.Rect(left + width + int(w * 0.03), top, w - left - width - int(w * 0.09),
                                        int(h * 0.55))

    def draw(self, surface) -> None:
        super().draw(surface)
        r = self.preview_rect
        if r.w < 80:
            return
        draw_panel(surface, r)
        text = self.app.text
        text.draw(surface, self.app.t("preview"), self.font, GOLD, midtop=(r.centerx, r.y + self.font // 2))
        cards = ("1D", "3C", "10B", "7S")
        w100, h100 = self.app.cards.card_size(100)
        aspect = w100 / h100
        ch = int(min(r.h * 0.55, r.w * 0.92 / (aspect * (1 + 0.8 * (len(cards) - 1)))))
        cw = self.app.cards.card_size(ch)[0]
        step = cw * 0.8
        x0 = r.centerx - (step * (len(cards) - 1)) / 2
        top = r.y + self.font * 2
        for i, c in enumerate(cards):
            s = self.app.cards.face(c, ch)
            surface.blit(s, s.get_rect(midtop=(int(x0 + i * step), top)))
        bh = int(min(ch * 0.7, r.bottom - top - ch - 16))
        if bh > 30:
            back = self.app.cards.back(bh)
            surface.blit(back, back.get_rect(midbottom=(r.centerx, r.bottom - 8)))

    def begin(self) -> None:
        self.app.store.save_settings(self.app.settings)
        start_match(self.app)

    def back(self) -> None:
        self.app.store.save_settings(self.app.settings)
        self.app.pop()


class SettingsScene(MenuBase):
    title_key = "settings"

    def __init__(self, app):
        super().__init__(app)
        s, t = app.settings, app.t
        styles = app.styles()
        self.set_widgets([
            Choice(lambda: t("language"), ["it", "en"], s.language,
                   lambda v: "Italiano" if v == "it" else "English", lambda v: self._set("language", v)),
            Choice(lambda: t("speed"), list(SPEED_CHOICES), s.speed, lambda v: t("speed_" + v),
                   lambda v: self._set("speed", v)),
            Choice(lambda: t("sound"), [True, False], s.sound, _onoff(app), lambda v: self._set("sound", v)),
            Choice(lambda: t("deck"), [i for i, _ in styles], s.deck or styles[0][0],
                   lambda v: dict(styles).get(v, v), lambda v: self._set("deck", v)),
            Choice(lambda: t("card_back"), list(BACK_CHOICES), s.back, lambda v: t("back_" + v),
                   lambda v: self._set("back", v)),
            Choice(lambda: t("corner_indices"), [False, True], s.corner_indices, _onoff(app),
                   lambda v: self._set("corner_indices", v)),
            Choice(lambda: t("fullscreen"), [False, True], s.fullscreen, _onoff(app), self._fullscreen),
            Choice(lambda: t("hints_setting"), [False, True], s.hints, _onoff(app),
                   lambda v: self._set("hints", v)),
            Choice(lambda: t("tracker_setting"), [False, True], s.tracker, _onoff(app),
                   lambda v: self._set("tracker", v)),
            Button(lambda: t("back"), self.back, name="back"),
        ])

    def _set(self, key, value) -> None:
        setattr(self.app.settings, key, value)
        self.app.apply_settings()

    def _fullscreen(self, on) -> None:
        self.app.set_fullscreen(on)
        self.app.store.save_settings(self.app.settings)

    def back(self) -> None:
        self.app.pop()

    def draw(self, surface) -> None:
        super().draw(surface)
        w, h = self.size
        last = self.widgets[-2].rect
        ch = int(min(h * 0.16, h - last.bottom - self.font * 3.6))
        if ch > 40:
            for i, c in enumerate(("1C", "9D")):
                s = self.app.cards.face(c, ch)
                surface.blit(s, s.get_rect(topright=(w // 2 - 6 + i * (s.get_width() + 12), last.bottom + 8)))
            b = self.app.cards.back(ch)
            surface.blit(b, b.get_rect(topleft=(w // 2 + 6 + (b.get_width() + 12), last.bottom + 8)))

    def layout(self, size) -> None:
        super().layout(size)
        w, h = size
        back = self.widgets[-1]
        back.rect.midbottom = (w // 2, h - self.font)


class RulesScene(Scene):
    """The rules, a scrollable page in the current language."""

    def __init__(self, app):
        super().__init__(app)
        self.scroll = 0
        self.back_button = Button(lambda: app.t("back"), app.pop, name="back")

    def layout(self, size) -> None:
        w, h = size
        self.size = size
        self.font = max(14, int(h * 0.027))
        self.page = pygame.Rect(int(w * 0.08), int(h * 0.12), int(w * 0.84), int(h * 0.72))
        self.lines = []
        for para in rules_text(self.app.settings.language):
            heading = para.startswith("# ")
            body = para[2:] if heading else para
            for line in self.app.text.wrap(body, self.font, self.page.w - self.font * 2):
                self.lines.append((line, heading))
            if not heading:
                self.lines.append(("", False))
        self.line_h = int(self.font * 1.25)
        self.max_scroll = max(0, len(self.lines) * self.line_h - self.page.h + self.font)
        self.scroll = min(self.scroll, self.max_scroll)
        self.back_button.rect = pygame.Rect(0, 0, int(self.font * 8), int(self.font * 2))
        self.back_button.rect.midbottom = (w // 2, h - self.font // 2)

    def handle(self, ev) -> None:
        if self.back_button.handle(ev):
            return
        step = 0
        if ev.kind == "wheel":
            step = -ev.dy * self.line_h * 3
        elif ev.kind == "key":
            step = {"down": self.line_h, "up": -self.line_h, "page down": self.page.h - self.line_h,
                    "page up": -(self.page.h - self.line_h), "space": self.page.h - self.line_h,
                    "home": -10 ** 6, "end": 10 ** 6}.get(ev.key, 0)
            if ev.key == "escape":
                self.app.pop()
                return
        self.scroll = max(0, min(self.max_scroll, self.scroll + step))

    def draw(self, surface) -> None:
        surface.fill(BG)
        w, h = self.size
        text = self.app.text
        text.draw(surface, self.app.t("rules"), int(self.font * 1.8), GOLD, midtop=(w // 2, int(h * 0.025)))
        text.draw(surface, self.app.t("rules_hint"), int(self.font * 0.8), DIM, midtop=(w // 2, int(h * 0.085)))
        draw_panel(surface, self.page)
        clip = surface.get_clip()
        surface.set_clip(self.page.inflate(-4, -4))
        y = self.page.y + self.font // 2 - self.scroll
        for line, heading in self.lines:
            if self.page.y - self.line_h < y < self.page.bottom:
                text.draw(surface, line, int(self.font * (1.15 if heading else 1)), GOLD if heading else WHITE,
                          topleft=(self.page.x + self.font, y))
            y += self.line_h
        surface.set_clip(clip)
        if self.max_scroll:
            frac = self.scroll / self.max_scroll
            bar = pygame.Rect(self.page.right - 8, self.page.y + 6 + int((self.page.h - 52) * frac), 5, 40)
            pygame.draw.rect(surface, GOLD, bar, border_radius=3)
        self.back_button.draw(surface, text)


class PauseScene(MenuBase):
    """Esc or Menu during a game: resume, or save and go back to the main menu."""
    overlay = True
    title_key = "paused"

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        t = app.t
        self.set_widgets([
            Button(lambda: t("resume"), app.pop, name="resume"),
            Button(lambda: t("rules"), lambda: app.push(RulesScene(app)), name="rules"),
            Button(lambda: t("settings"), lambda: app.push(SettingsScene(app)), name="settings"),
            Button(lambda: t("save_quit"), self.save_quit, name="save_quit"),
        ])

    def save_quit(self) -> None:
        self.table.autosave()
        self.app.reset(MainMenu(self.app))

    def back(self) -> None:
        self.app.pop()

    def layout(self, size) -> None:
        w, h = size
        self.size = size
        self.font = max(14, int(h * 0.032))
        bw, bh = int(self.font * 13), int(self.font * 2)
        top = h // 2 - (len(self.widgets) * (bh + 10)) // 2 + self.font
        for i, wd in enumerate(self.widgets):
            wd.rect = pygame.Rect(0, 0, bw, bh)
            wd.rect.midtop = (w // 2, top + i * (bh + 10))
        self.panel = pygame.Rect(0, 0, bw + self.font * 3, len(self.widgets) * (bh + 10) + self.font * 4)
        self.panel.midtop = (w // 2, top - self.font * 3)

    def draw(self, surface) -> None:
        dim(surface, 130)
        draw_panel(surface, self.panel)
        self.app.text.draw(surface, self.app.t("paused"), int(self.font * 1.3), GOLD,
                           midtop=(self.panel.centerx, self.panel.y + self.font // 2))
        for wd in self.widgets:
            wd.draw(surface, self.app.text)


class MessageScene(Scene):
    """A short message in a box with OK, over whatever is below."""
    overlay = True

    def __init__(self, app, message: str):
        super().__init__(app)
        self.message = message
        self.ok = Button(lambda: app.t("ok"), app.pop, name="ok")

    def layout(self, size) -> None:
        w, h = size
        self.font = max(14, int(h * 0.03))
        self.lines = []
        for line in self.app.text.wrap(self.message, self.font, int(w * 0.6)):
            self.lines.append(line)
        ph = int(self.font * (len(self.lines) * 1.3 + 5))
        self.panel = pygame.Rect(0, 0, int(w * 0.66), ph)
        self.panel.center = (w // 2, h // 2)
        self.ok.rect = pygame.Rect(0, 0, int(self.font * 6), int(self.font * 2))
        self.ok.rect.midbottom = (self.panel.centerx, self.panel.bottom - self.font // 2)

    def handle(self, ev) -> None:
        if self.ok.handle(ev):
            return
        if ev.kind == "key" and ev.key in ("return", "escape", "space"):
            self.app.pop()

    def draw(self, surface) -> None:
        dim(surface, 130)
        draw_panel(surface, self.panel)
        y = self.panel.y + self.font
        for line in self.lines:
            self.app.text.draw(surface, line, self.font, WHITE, midtop=(self.panel.centerx, y))
            y += int(self.font * 1.3)
        self.ok.draw(surface, self.app.text)


CODE_CHARS = set("0123456789abcdefghijklmnopqrstuvwxyz-")


class CodeEntryScene(Scene):
    """Play a deal by its code: a text field, checked on Enter; a bad code gets a clear
    message and stays in the field to be corrected."""
    overlay = True

    def __init__(self, app):
        super().__init__(app)
        self.text = ""
        self.error = ""
        self.play = Button(lambda: app.t("start"), self.submit, name="play_code")
        self.cancel = Button(lambda: app.t("back"), app.pop, name="cancel")

    def layout(self, size) -> None:
        w, h = size
        self.font = max(14, int(h * 0.03))
        f = self.font
        self.panel = pygame.Rect(0, 0, min(w - 40, f * 26), f * 13)
        self.panel.center = (w // 2, h // 2)
        self.field = pygame.Rect(0, 0, self.panel.w - f * 4, int(f * 2.2))
        self.field.midtop = (self.panel.centerx, self.panel.y + f * 4)
        bw, bh = int(f * 8), int(f * 2)
        self.play.rect = pygame.Rect(0, 0, bw, bh)
        self.cancel.rect = pygame.Rect(0, 0, bw, bh)
        self.play.rect.bottomright = (self.panel.centerx - f // 2, self.panel.bottom - f)
        self.cancel.rect.bottomleft = (self.panel.centerx + f // 2, self.panel.bottom - f)

    def type(self, chars: str) -> None:
        for ch in chars.lower():
            if ch in CODE_CHARS and len(self.text) < 16:
                self.text += ch
        self.error = ""

    def handle(self, ev) -> None:
        if self.play.handle(ev) or self.cancel.handle(ev):
            return
        if ev.kind != "key":
            return
        k = ev.key
        if k == "escape":
            self.app.pop()
        elif k == "return":
            self.submit()
        elif k == "backspace":
            self.text = self.text[:-1]
            self.error = ""
        elif k in ("minus", "[-]"):
            self.type("-")
        elif k == "paste":
            from ..events import clipboard_text
            self.type(clipboard_text().strip())
        elif len(k) == 1:
            self.type(k)

    def submit(self) -> None:
        try:
            spec = parse_deal_code(self.text)
        except BadInput:
            self.error = self.app.t("bad_code")
            return
        s = self.app.settings
        s.players = spec.players
        for k in ("follow_suit", "piemonte", "accusi"):
            setattr(s, k, getattr(spec.rules, k))
        self.app.store.save_settings(s)
        start_match(self.app, first_deal=spec)

    def draw(self, surface) -> None:
        dim(surface, 130)
        draw_panel(surface, self.panel)
        text, t, f, p = self.app.text, self.app.t, self.font, self.panel
        text.draw(surface, t("play_code"), int(f * 1.3), GOLD, midtop=(p.centerx, p.y + f))
        text.draw(surface, t("code_help"), int(f * 0.8), DIM, midtop=(p.centerx, p.y + int(f * 2.6)))
        pygame.draw.rect(surface, (245, 242, 230), self.field, border_radius=6)
        pygame.draw.rect(surface, GOLD, self.field, width=2, border_radius=6)
        shown = self.text.upper() + "_"
        text.draw(surface, shown, int(f * 1.3), (20, 30, 25), midleft=(self.field.x + f // 2, self.field.centery))
        if self.error:
            for i, line in enumerate(text.wrap(self.error, int(f * 0.85), p.w - f * 2)[:2]):
                text.draw(surface, line, int(f * 0.85), (255, 130, 110),
                          midtop=(p.centerx, self.field.bottom + f // 2 + i * int(f * 1.05)))
        self.play.draw(surface, text)
        self.cancel.draw(surface, text)
