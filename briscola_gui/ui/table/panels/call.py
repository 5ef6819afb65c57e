"""Chiamata: the auction's winner picks the called card among the legal ones (its suit
becomes the briscola), shown face up in a panel at the centre. Click one; or by keyboard
the arrows or Tab move a gold ring over them (1-8 ring the first to eighth), Enter or
Space calls the ringed card."""
from __future__ import annotations

import pygame

from ....engine import card_str
from ...text import GOLD
from ...widgets import draw_focus_ring, draw_panel
from .base import Panel, fit_size


class CallPanel(Panel):
    def __init__(self, table):
        super().__init__(table)
        self.centre = pygame.Rect(0, 0, 0, 0)
        self.cards: list[tuple[pygame.Rect, int]] = []     # (where, card) as last drawn
        self.rect: pygame.Rect | None = None
        self.title: list[str] = []       # the title's lines, as fitted to the panel's width
        self.title_size = 0
        self.focus: int | None = None      # the card the keyboard's ring is on (its place in the row)
        self.hover: int | None = None
        self._for = None                   # the call (deal) the ring was set in

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
        if self.table.deal is not self._for:          # a new call: no ring yet
            self._for, self.focus, self.hover = self.table.deal, None, None
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
        if not self.shown_now():
            return False
        self.place()
        if ev.kind == "key":
            return self._key(ev.key)
        at = next((i for i, (rect, _) in enumerate(self.cards) if rect.collidepoint(ev.pos)), None)
        if ev.kind == "move":
            self.hover = at
        if ev.kind != "up" or at is None:
            return False
        self.table.make_call(self.cards[at][1])
        return True

    def _key(self, key: str) -> bool:
        n = len(self.cards)
        if key.isdigit() and len(key) == 1:
            if 1 <= int(key) <= n:
                self.focus = int(key) - 1
        elif key in ("left", "up", "right", "down", "tab") and n:
            step = -1 if key in ("left", "up") else 1
            start = self.focus if self.focus is not None else (-1 if step > 0 else 0)
            self.focus = (start + step) % n
        elif key in ("return", "space"):
            if self.focus is not None and self.focus < n:
                self.table.make_call(self.cards[self.focus][1])
        else:
            return False
        return True                     # the hand behind the panel keeps still

    def draw(self, surface) -> None:
        self.place()
        if self.rect is None:
            return
        draw_panel(surface, self.rect)
        y = self.rect.y + self.L.margin // 2
        for line in self.title:
            y = self.app.text.draw(surface, line, self.title_size, GOLD, midtop=(self.rect.centerx, y)).bottom
        for i, (rect, card) in enumerate(self.cards):
            surface.blit(self.app.cards.face(card_str(card), rect.h), rect)
            if i in (self.focus, self.hover):
                draw_focus_ring(surface, rect, radius=max(4, rect.w // 10))
