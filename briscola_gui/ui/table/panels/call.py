"""Chiamata: the auction's winner picks the called card among the legal ones (its suit
becomes the briscola), shown face up in a panel at the centre."""
from __future__ import annotations

import pygame

from ....engine import card_str
from ...text import GOLD
from ...widgets import draw_panel
from .base import Panel, fit_size


class CallPanel(Panel):
    def __init__(self, table):
        super().__init__(table)
        self.centre = pygame.Rect(0, 0, 0, 0)
        self.cards: list[tuple[pygame.Rect, int]] = []     # (where, card) as last drawn
        self.rect: pygame.Rect | None = None
        self.title: list[str] = []       # the title's lines, as fitted to the panel's width
        self.title_size = 0

    def layout(self, L, regions) -> None:
        super().layout(L, regions)
        self.centre = regions.centre

    def rects(self) -> list[pygame.Rect]:
        return [self.rect or self.centre]

    def shown_now(self) -> bool:
        return self.table.deal.phase == "call" and self.table.human_turn()

    def place(self) -> None:
        """Where the panel and each legal call go."""
        self.cards, self.rect = [], None
        if not self.shown_now():
            return
        L = self.L
        calls = self.table.deal.legal_calls()
        panel, gap = self.centre, L.margin
        # the title as large as fits across the panel, on two lines where even the window's
        # least size does not fit on one (640x480 with larger text)
        text, title, width = self.app.text, self.t("choose_call"), panel.w - gap * 2
        self.title_size = fit_size(text, title, L.font, width)
        self.title = text.wrap(title, self.title_size, width)
        band = max(int(L.font * 1.6), len(self.title) * text.size(title, self.title_size)[1] + gap)
        h = int(min(L.table_h, panel.h - band - gap * 2))
        w = int(self.app.cards.card_size(h)[0])
        if len(calls) * (w + gap) > panel.w - gap * 2:         # narrow windows: smaller cards
            w = (panel.w - gap * 2) // len(calls) - gap
            h = int(w * h / max(1, self.app.cards.card_size(h)[0]))
        total = len(calls) * w + (len(calls) - 1) * gap
        self.rect = panel
        x = panel.centerx - total // 2
        y = panel.y + band + (panel.h - band - h) // 2
        for c in calls:
            self.cards.append((pygame.Rect(x, y, w, h), c))
            x += w + gap

    def handle(self, ev) -> bool:
        if ev.kind != "up" or not self.shown_now():
            return False
        self.place()
        for rect, card in self.cards:
            if rect.collidepoint(ev.pos):
                self.table.make_call(card)
                return True
        return False

    def draw(self, surface) -> None:
        self.place()
        if self.rect is None:
            return
        draw_panel(surface, self.rect)
        y = self.rect.y + self.L.margin // 2
        for line in self.title:
            y = self.app.text.draw(surface, line, self.title_size, GOLD, midtop=(self.rect.centerx, y)).bottom
        for rect, card in self.cards:
            surface.blit(self.app.cards.face(card_str(card), rect.h), rect)
