"""A short message in a box with OK, over whatever is below (damaged files, errors)."""
from __future__ import annotations

from typing import Callable

import pygame

from ..scene import Scene
from ..text import WHITE, font_size
from ..widgets import Button, dim, draw_panel


class MessageScene(Scene):
    """A short message in a box with OK, over whatever is below."""
    overlay = True

    def __init__(self, app, message: str | Callable[[], str]):
        super().__init__(app)
        self.say = message if callable(message) else (lambda: message)
        self.ok = Button(lambda: app.t("ok"), app.pop, name="ok")

    @property
    def message(self) -> str:
        return self.say()

    def layout(self, size) -> None:
        w, h = size
        self.font = font_size(size, 0.03, scale=self.app.text.scale)
        self.lines = []
        for line in self.app.text.wrap(self.message, self.font, int(w * 0.6)):     # again after a language switch
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
