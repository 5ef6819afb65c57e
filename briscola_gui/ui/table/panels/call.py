"""Chiamata: the auction's winner picks the called card among the legal ones (its suit
becomes the briscola), shown face up in a panel at the centre. Click one; or by keyboard
the arrows or Tab move a gold ring over them (1-8 ring the first to eighth), Enter or
Space calls the ringed card. Each card is a Button in a ``widgets.FocusList``, the
auction's own keyboard focus: one mechanism for both panels."""
from __future__ import annotations

import pygame

from ....engine import card_str
from ...text import GOLD
from ...widgets import Button, FocusList, draw_focus_ring, draw_panel
from .base import Panel, fit_size


class CallPanel(Panel):
    def __init__(self, table):
        super().__init__(table)
        self.centre = pygame.Rect(0, 0, 0, 0)
        self.cards: list[tuple[pygame.Rect, int]] = []     # (where, card) as last drawn
        self.buttons: list[Button] = []    # one per card offered, in the row's order
        self.ring = FocusList(self.buttons, back=("up", "left"), forward=("down", "right", "tab"))
        self.rect: pygame.Rect | None = None
        self.title: list[str] = []       # the title's lines, as fitted to the panel's width
        self.title_size = 0
        self.title_top = 0
        self._for: tuple | None = None     # the deal and the calls the buttons were made for

    @property
    def focus(self) -> int | None:
        """The ringed card's place in the row (None until a key rings one)."""
        return self.ring.index if 0 <= self.ring.index < len(self.buttons) else None

    def layout(self, L, regions) -> None:
        super().layout(L, regions)
        self.centre = regions.centre

    def rects(self) -> list[pygame.Rect]:
        return [self.rect or self.centre]

    def shown_now(self) -> bool:
        return self.table.deal.phase == "call" and self.table.human_turn()

    def _buttons_for(self, calls: list[int]) -> None:
        """A button per card offered, made once per call (the ring starts on none)."""
        deal = self.table.deal
        if self._for is not None and self._for[0] is deal and self._for[1] == calls:
            return
        self._for = (deal, list(calls))
        self.buttons = [Button(card_str(c), (lambda c=c: self.table.make_call(c)), name=f"call:{card_str(c)}")
                        for c in calls]
        self.ring.widgets, self.ring.index = self.buttons, -1

    def place(self) -> None:
        """Where the panel and each legal call go."""
        self.cards, self.rect = [], None
        if not self.shown_now():
            return
        L = self.L
        calls = self.table.deal.legal_calls()
        self._buttons_for(calls)
        panel, gap = self.centre, L.margin
        # the title as large as fits across the panel, a margin clear of its frame, on two
        # lines where even the window's least size does not fit on one (640x480, larger text)
        pad = max(gap, L.font // 2)
        text, title, width = self.app.text, self.t("choose_call"), panel.w - pad * 2
        self.title_size = fit_size(text, title, L.font, width)
        self.title = text.wrap_even(title, self.title_size, width)
        title_h = len(self.title) * text.size(title, self.title_size)[1]
        band = pad + max(int(L.font * 1.1), title_h) + gap
        h = int(min(L.table_h, panel.h - band - gap * 2))
        w = int(self.app.cards.card_size(h)[0])
        if len(calls) * (w + gap) > panel.w - gap * 2:         # narrow windows: smaller cards
            w = (panel.w - gap * 2) // len(calls) - gap
            h = int(w * h / max(1, self.app.cards.card_size(h)[0]))
        total = len(calls) * w + (len(calls) - 1) * gap
        self.rect = panel
        x = panel.centerx - total // 2
        y = panel.y + band + (panel.h - band - h) // 2
        self.title_top = panel.y + max(pad, (y - panel.y - title_h) // 2)     # midway to the cards
        for c, button in zip(calls, self.buttons):
            button.rect = pygame.Rect(x, y, w, h)
            self.cards.append((button.rect, c))
            x += w + gap

    def handle(self, ev) -> bool:
        if not self.shown_now():
            return False
        self.place()
        if ev.kind != "key":
            return any(b.handle(ev) for b in self.buttons)
        if ev.key.isdigit() and len(ev.key) == 1:
            if 1 <= int(ev.key) <= len(self.buttons):
                self.ring.set(int(ev.key) - 1)
            return True                 # the hand behind the panel keeps still
        return self.ring.handle(ev) or ev.key in ("return", "space")

    def draw(self, surface) -> None:
        self.place()
        if self.rect is None:
            return
        draw_panel(surface, self.rect)
        y = self.title_top
        for line in self.title:
            y = self.app.text.draw(surface, line, self.title_size, GOLD, midtop=(self.rect.centerx, y)).bottom
        for (rect, card), button in zip(self.cards, self.buttons):
            surface.blit(self.app.cards.face(card_str(card), rect.h), rect)
            if button.focus or button.hover:
                draw_focus_ring(surface, rect, radius=max(4, rect.w // 10))
