"""The last trick: a button (or L) shows the trick just taken, who played each card and
who took it, over the dimmed table (the passing news hidden meanwhile: they stuck out
half covered beside it); any click or key closes it. The panel is as high as what it
holds (with 6 players a band of it stood empty under the names)."""
from __future__ import annotations

import pygame

from ....engine import card_str
from ...text import GOLD, WHITE
from ...widgets import Button, dim, draw_panel
from .base import Panel, fit_size


class LastTrickPanel(Panel):
    def __init__(self, table):
        super().__init__(table)
        self.open = False
        self.names: list[pygame.Rect] = []        # the players' names under the cards, as last drawn
        self.button = Button(lambda: self.t("last_trick"), self.toggle, name="last")

    def layout(self, L, regions) -> None:
        super().layout(L, regions)
        self.button.rect = regions.last_button

    def rects(self) -> list[pygame.Rect]:
        return [self.button.rect]

    def trick(self):
        return self.table.shown.last_trick

    def toggle(self) -> None:
        if self.trick() is not None or self.open:
            self.open = not self.open

    def handle(self, ev) -> bool:
        if self.open and ev.kind in ("up", "key") and not (ev.kind == "key" and ev.key == "l") \
                and not self.button.rect.collidepoint(ev.pos):
            if ev.kind == "up" or ev.key in ("escape", "return", "space"):
                self.open = False
                return True
        if ev.kind == "key" and ev.key == "l":
            self.toggle()
            return True
        return self.trick() is not None and self.button.handle(ev)

    def draw(self, surface) -> None:
        if self.trick() is not None:
            label = self.button.text()
            size = fit_size(self.app.text, label, int(self.button.rect.h * 0.5), self.button.rect.w - 8)
            self.button.draw(surface, self.app.text, size=size)

    def _heights(self) -> tuple[int, int]:
        """The title's and the names' line heights as drawn."""
        text, f = self.app.text, self.L.font
        return text.size("Hg", f)[1], text.size("Hg", int(f * 0.8))[1]

    def overlay_rect(self) -> pygame.Rect:
        """Where the last trick shows: its cards side by side, a line above, names under."""
        L = self.L
        w = self.app.cards.card_size(L.table_h)[0]
        n = len(self.trick().cards)
        title, names = self._heights()
        panel = pygame.Rect(0, 0, n * w + (n - 1) * L.margin + L.margin * 6,
                            L.margin * 3 + title + L.table_h + 4 + names)
        panel.center = (int(L.center[0]), int(L.center[1]))
        return panel

    def draw_overlay(self, surface) -> None:
        """Over everything else, the banners too (the scene draws it last but the lesson's
        teacher)."""
        trick = self.trick()
        if not self.open or trick is None:
            return
        L, text, cards = self.L, self.app.text, self.app.cards
        h, gap = L.table_h, L.margin
        w = cards.card_size(h)[0]
        n = len(trick.cards)
        total = n * w + (n - 1) * gap
        panel = self.overlay_rect()
        dim(surface, 90)
        draw_panel(surface, panel)
        title = text.draw(surface, self.table.takes_text(trick), L.font, GOLD, midtop=(panel.centerx, panel.y + gap))
        x = panel.centerx - total // 2
        self.names = []
        for i, c in enumerate(trick.cards):
            seat = (trick.leader + i) % self.table.n
            r = surface.blit(cards.face(card_str(c), h), (x, title.y + self._heights()[0] + gap))
            if seat == trick.winner:
                pygame.draw.rect(surface, GOLD, r.inflate(6, 6), width=3, border_radius=8)
            self.names.append(text.draw(surface, self.table.seat_name(seat), int(L.font * 0.8), WHITE,
                                        midtop=(r.centerx, r.bottom + 4)))
            x += w + gap
