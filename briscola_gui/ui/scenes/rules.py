"""The rules, a scrollable page in the current language (the ``rules_page`` message)."""
from __future__ import annotations

import pygame

from ..menu_base import BG
from ..scene import Scene
from ..text import DIM, GOLD, WHITE, font_size
from ..widgets import Button, draw_panel

MEASURE = 28       # the page's widest, in font sizes (the letters average a third of one)
PAGE_LEAST = 540   # ... but no narrower than 640x480's page


class RulesScene(Scene):
    """The rules, a scrollable page in the current language."""

    def __init__(self, app):
        super().__init__(app)
        self.scroll = 0
        self.back_button = Button(lambda: app.t("back"), app.pop, name="back")

    def layout(self, size) -> None:
        w, h = size
        self.size = size
        self.font = font_size(size, 0.027, scale=self.app.text.scale)
        # a column a reader's eye can follow: ~85 letters a line at most (at 1920x1080 the
        # lines ran ~1550 px across, 116 letters, review 12f C15)
        page_w = min(int(w * 0.84), max(self.font * MEASURE, PAGE_LEAST))
        self.page = pygame.Rect((w - page_w) // 2, int(h * 0.12), page_w, int(h * 0.72))
        self.lines = []
        for para in self.app.t.lines("rules_page"):
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
        inner = self.page.inflate(-4, -self.font)     # whole lines only, clear of the frame
        surface.set_clip(inner)
        y = self.page.y + self.font // 2 - self.scroll
        for line, heading in self.lines:
            if inner.top <= y and y + int(self.font * 1.2) <= inner.bottom:
                text.draw(surface, line, int(self.font * (1.15 if heading else 1)), GOLD if heading else WHITE,
                          topleft=(self.page.x + self.font, y))
            y += self.line_h
        surface.set_clip(clip)
        if self.max_scroll:
            frac = self.scroll / self.max_scroll
            bar = pygame.Rect(self.page.right - 8, self.page.y + 6 + int((self.page.h - 52) * frac), 5, 40)
            pygame.draw.rect(surface, GOLD, bar, border_radius=3)
        self.back_button.draw(surface, text)
