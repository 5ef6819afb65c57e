"""The top right corner: the Menu button (or Esc) that pauses the game, and the deal's
shareable code under it, small (C on the end-of-smazzata screen copies it)."""
from __future__ import annotations

import pygame

from ...text import DIM
from ...widgets import Button
from .base import Panel, fit_size


class CornerPanel(Panel):
    def __init__(self, table):
        super().__init__(table)
        self.button = Button(lambda: self.t("menu"), table.open_pause, name="menu")
        self.code_rect = pygame.Rect(0, 0, 0, 0)

    def layout(self, L, regions) -> None:
        super().layout(L, regions)
        self.button.rect = regions.menu_button
        self.code_rect = regions.code

    def rects(self) -> list[pygame.Rect]:
        return [self.button.rect, self.code_rect]

    def code(self) -> str | None:
        table = self.table
        if table.finished_deal is not None and table.match.history:
            return table.match.history[-1].get("code")
        return table.match.deal_code

    def code_text(self) -> str:
        code = self.code()
        return self.t("code_short", code=code) if code else ""

    def handle(self, ev) -> bool:
        if ev.kind == "key" and ev.key == "escape":
            self.table.open_pause()
            return True
        return self.button.handle(ev)

    def draw(self, surface) -> None:
        text = self.app.text
        self.button.draw(surface, text)
        line = self.code_text()
        if line:
            r = self.code_rect
            size = fit_size(text, line, max(r.h, 10), r.w)
            text.draw(surface, line, size, DIM, shadow=True, topright=r.topright)
