"""Banners: short news of the table ("Anna takes 7", a bid, the partner revealed), shown
for a while in their own band beside the trick, never over the cards; at most three at
a time, the newest last. Each goes when its time is up, on the scene's scheduler."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...text import WHITE
from ...widgets import draw_panel
from .base import Panel, fit_size

SHOWN = 3
SHORTEST_MS = 600


@dataclass(eq=False)
class Banner:
    text: str


class Banners(Panel):
    def __init__(self, table):
        super().__init__(table)
        self.items: list[Banner] = []
        self.band = pygame.Rect(0, 0, 0, 0)

    def layout(self, L, regions) -> None:
        super().layout(L, regions)
        self.band = regions.banners

    def rects(self) -> list[pygame.Rect]:
        return [self.band]

    def add(self, text: str, ms: int = 1500) -> None:
        banner = Banner(text)
        self.items.append(banner)
        self.table.schedule.after(max(ms, SHORTEST_MS), lambda: self._expire(banner))

    def _expire(self, banner: Banner) -> None:
        if banner in self.items:
            self.items.remove(banner)

    def texts(self) -> list[str]:
        return [b.text for b in self.items[-SHOWN:]]

    def clear(self) -> None:
        self.items = []

    def shown_now(self) -> bool:
        """Not while the player's auction or call panel covers the centre (the bids show
        beside the name plates then)."""
        p = self.table.panels
        return bool(self.items) and not (p.auction.shown_now() or p.call.shown_now())

    def draw(self, surface) -> None:
        if not self.shown_now():
            return
        L, text, band = self.L, self.app.text, self.band
        row = band.h // SHOWN
        shown = self.items[-SHOWN:]
        y = band.centery - row * len(shown) // 2
        width = band.w - L.font
        for b in shown:
            small = int(L.font * 0.8)
            size = fit_size(text, b.text, int(L.font * 1.15), width, smallest=small)
            lines = [b.text]
            if text.font(size).size(b.text)[0] > width:
                lines, size = text.wrap(b.text, small, width)[:2], small
            surfs = [text.render(line, size, WHITE) for line in lines]
            r = pygame.Rect(0, 0, max(s.get_width() for s in surfs) + L.font,
                            min(row - 4, sum(s.get_height() for s in surfs) + L.font // 2))
            r.midtop = (band.centerx, y)
            draw_panel(surface, r, alpha=220)
            ty = r.centery - sum(s.get_height() for s in surfs) // 2
            for s in surfs:
                surface.blit(s, s.get_rect(midtop=(r.centerx, ty)))
                ty += s.get_height()
            y += row
