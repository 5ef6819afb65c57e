"""The look shared by the menu screens: a title over a centred column of widgets that
Up/Down/Enter and the mouse both work (a base class, not a scene of its own)."""
from __future__ import annotations

import pygame

from .scene import Scene
from .text import GOLD, font_size
from .widgets import FocusList

BG = (14, 66, 44)


def on_off(app):
    """How a yes/no choice shows its value, in the current language."""
    return lambda v: app.t("on") if v else app.t("off")


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
        self.font = font_size(size, 0.032, scale=self.app.text.scale)
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
