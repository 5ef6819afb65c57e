"""A question with two answers in a box over whatever is below: "Discard and play" or
"Cancel" before something the player would lose (the saved match). Mouse or keyboard:
Left/Right/Tab move between the answers, Enter chooses, Esc cancels; the safe answer
has the focus first."""
from __future__ import annotations

from typing import Callable

import pygame

from ..scene import Scene
from ..text import GOLD, WHITE, font_size
from ..widgets import Button, FocusList, dim, draw_panel


class ConfirmScene(Scene):
    """``title_key``/``message_key``/``yes_key`` name catalogue messages (so a language
    switch shows at once); ``on_yes`` runs after the box has closed, Cancel only closes it."""
    overlay = True

    def __init__(self, app, title_key: str, message_key: str, yes_key: str,
                 on_yes: Callable[[], None], detail: Callable[[], str] | None = None):
        super().__init__(app)
        self.title_key, self.message_key = title_key, message_key
        self.detail = detail          # what exactly would be lost (the saved match), in gold
        self.on_yes = on_yes
        self.yes = Button(lambda: app.t(yes_key), self.choose_yes, name="confirm_yes")
        self.no = Button(lambda: app.t("cancel"), app.pop, name="confirm_no")
        self.focus = FocusList([self.yes, self.no])
        self.focus.set(1)

    def choose_yes(self) -> None:
        self.app.pop()
        self.on_yes()

    def layout(self, size) -> None:
        w, h = size
        self.font = f = font_size(size, 0.03, scale=self.app.text.scale)    # larger text too
        self.panel = pygame.Rect(0, 0, min(w - 40, f * 28), 10)
        self.lines = self.app.text.wrap(self.app.t(self.message_key), f, self.panel.w - f * 3)
        # (broken where a reader pauses: "... smazzata / 1: tu e Marco 0" read as a slip)
        self.details = self.app.text.wrap_phrases(self.detail(), f, self.panel.w - f * 3) if self.detail else []
        rows = len(self.lines) + len(self.details) + (0.5 if self.details else 0)
        self.panel.h = min(h - 20, int(f * (rows * 1.3 + 7.5)))
        self.panel.center = (w // 2, h // 2)
        bw = min(int(f * 11), (self.panel.w - f * 3) // 2)
        for b in (self.yes, self.no):
            b.rect = pygame.Rect(0, 0, bw, int(f * 2))
        self.yes.rect.bottomright = (self.panel.centerx - f // 2, self.panel.bottom - f)
        self.no.rect.bottomleft = (self.panel.centerx + f // 2, self.panel.bottom - f)

    def handle(self, ev) -> None:
        if self.yes.handle(ev) or self.no.handle(ev):
            return
        if ev.kind == "key" and ev.key in ("left", "right"):
            self.focus.set(1 - self.focus.index if self.focus.index in (0, 1) else 1)
        elif ev.kind == "key" and ev.key == "escape":
            self.app.pop()
        else:
            self.focus.handle(ev)

    def draw(self, surface) -> None:
        dim(surface, 150)
        draw_panel(surface, self.panel)
        text, f, p = self.app.text, self.font, self.panel
        text.draw(surface, self.app.t(self.title_key), int(f * 1.3), GOLD, midtop=(p.centerx, p.y + f))
        y = p.y + int(f * 3)
        for line in self.lines:
            text.draw(surface, line, f, WHITE, midtop=(p.centerx, y))
            y += int(f * 1.3)
        y += int(f * 0.65)
        for line in self.details:
            text.draw(surface, line, f, GOLD, midtop=(p.centerx, y))
            y += int(f * 1.3)
        self.yes.draw(surface, text)
        self.no.draw(surface, text)
