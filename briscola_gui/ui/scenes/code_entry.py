"""Play a deal by its code: the text field where the player types or pastes it."""
from __future__ import annotations

import pygame

from ...engine import parse_deal_code
from ...engine.shuffle import BadDealCode
from .. import events
from ..match_start import start_match, unless_save_lost
from ..scene import Scene
from ..text import DIM, GOLD, font_size
from ..widgets import Button, dim, draw_panel


CODE_CHARS = set("0123456789abcdefghijklmnopqrstuvwxyz-")


class CodeEntryScene(Scene):
    """Play a deal by its code: a text field, checked on Enter; a bad code gets a clear
    message and stays in the field to be corrected."""
    overlay = True

    def __init__(self, app):
        super().__init__(app)
        self.text = ""
        self.say_error = None
        self.play = Button(lambda: app.t("start"), self.submit, name="play_code")
        self.cancel = Button(lambda: app.t("back"), app.pop, name="cancel")
        self.paste = Button(lambda: app.t("paste"), self.paste_code, name="paste")     # = Ctrl+V

    def layout(self, size) -> None:
        w, h = size
        self.font = font_size(size, 0.03, scale=self.app.text.scale)
        f = self.font
        # room for three lines of the error between the field and the buttons (at 640x480 in
        # Italian the third touched the Play button)
        self.panel = pygame.Rect(0, 0, min(w - 40, f * 26), int(f * 14.6))
        self.panel.center = (w // 2, h // 2)
        pw = int(f * 6)
        self.field = pygame.Rect(0, 0, self.panel.w - f * 4 - pw - f // 2, int(f * 2.2))
        # two lines of help above the field: codes have ten characters, eleven with house
        # rules (walk 12i N7), and the longer sentence wraps in Italian
        self.field.topleft = (self.panel.x + f * 2, self.panel.y + int(f * 4.6))
        self.paste.rect = pygame.Rect(self.field.right + f // 2, self.field.y, pw, self.field.h)
        bw, bh = int(f * 8), int(f * 2)
        self.play.rect = pygame.Rect(0, 0, bw, bh)
        self.cancel.rect = pygame.Rect(0, 0, bw, bh)
        self.play.rect.bottomright = (self.panel.centerx - f // 2, self.panel.bottom - f)
        self.cancel.rect.bottomleft = (self.panel.centerx + f // 2, self.panel.bottom - f)

    def type(self, chars: str) -> None:
        for ch in chars.lower():
            if ch in CODE_CHARS and len(self.text) < 16:
                self.text += ch
        self.say_error = None

    def handle(self, ev) -> None:
        if self.play.handle(ev) or self.cancel.handle(ev) or self.paste.handle(ev):
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
            self.say_error = None
        elif k in ("minus", "[-]"):
            self.type("-")
        elif k == "paste":
            self.paste_code()
        elif len(k) == 1:
            self.type(k)

    def paste_code(self) -> None:
        """What the clipboard holds, typed in (Ctrl+V or the Paste button)."""
        self.type(events.clipboard_text().strip())

    @property
    def error(self) -> str:
        """Why the code was refused, in the current language ("" when it was not)."""
        return self.say_error() if self.say_error else ""

    def submit(self) -> None:
        try:
            spec = parse_deal_code(self.text)
        except BadDealCode as exc:
            problem, detail = exc.problem, exc.detail
            self.say_error = lambda: self.app.t("bad_code_" + problem, n=detail, ch=detail)
            return
        unless_save_lost(self.app, lambda: self.play_deal(spec))

    def play_deal(self, spec) -> None:
        """The match that starts with the deal of ``spec``, with the rules its code carries
        for that match only: the player's own New game choices stay as they were."""
        start_match(self.app, first_deal=spec)

    def draw(self, surface) -> None:
        dim(surface, 130)
        draw_panel(surface, self.panel)
        text, t, f, p = self.app.text, self.app.t, self.font, self.panel
        text.draw(surface, t("play_code"), int(f * 1.3), GOLD, midtop=(p.centerx, p.y + f))
        for i, line in enumerate(text.wrap(t("code_help"), int(f * 0.8), p.w - f * 2)[:2]):
            text.draw(surface, line, int(f * 0.8), DIM, midtop=(p.centerx, p.y + int(f * (2.5 + i * 0.95))))
        pygame.draw.rect(surface, (245, 242, 230), self.field, border_radius=6)
        pygame.draw.rect(surface, GOLD, self.field, width=2, border_radius=6)
        shown = self.text.upper() + "_"
        text.draw(surface, shown, int(f * 1.3), (20, 30, 25), midleft=(self.field.x + f // 2, self.field.centery))
        if self.error:
            for i, line in enumerate(text.wrap(self.error, int(f * 0.85), p.w - f * 2)[:3]):
                text.draw(surface, line, int(f * 0.85), (255, 130, 110),
                          midtop=(p.centerx, self.field.bottom + f // 2 + i * int(f * 1.05)))
        self.play.draw(surface, text)
        self.cancel.draw(surface, text)
        self.paste.draw(surface, text)
