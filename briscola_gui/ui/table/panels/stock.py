"""The stock and the briscola: how many cards are left to draw (on the stock's top card),
the face-up briscola under it, and a small copy of the briscola top left that stays once
it is drawn. Chiamata has no stock: the corner shows the called card and its suit.
(The scambio exchange of the face-up card belongs here too.)"""
from __future__ import annotations

import pygame

from ....engine import card_str
from ...text import GOLD, WHITE
from .base import Panel, fit_size


class StockPanel(Panel):
    def __init__(self, table):
        super().__init__(table)
        self.stock: pygame.Rect | None = None
        self.corner = pygame.Rect(0, 0, 0, 0)

    def layout(self, L, regions) -> None:
        super().layout(L, regions)
        self.stock = regions.stock
        self.corner = regions.trump_corner

    def rects(self) -> list[pygame.Rect]:
        return [r for r in (self.stock, self.corner) if r is not None]

    def draw(self, surface) -> None:
        self._draw_count(surface)
        self._draw_corner(surface)

    def _draw_count(self, surface) -> None:
        shown, L = self.table.shown, self.L
        n = shown.stock_count()
        if not n or not shown.stock:
            return
        top = self.table.sprites[shown.stock[-1]]
        if top.tween is not None:
            return
        text = self.app.text
        label = text.render(str(n), int(L.font * 1.3), WHITE)
        badge = label.get_rect(center=(int(top.x), int(top.y))).inflate(L.font, L.font * 0.5)
        pygame.draw.rect(surface, (20, 30, 25), badge, border_radius=badge.h // 2)
        pygame.draw.rect(surface, GOLD, badge, width=2, border_radius=badge.h // 2)
        surface.blit(label, label.get_rect(center=badge.center))

    def _draw_corner(self, surface) -> None:
        deal, L, text, t = self.table.deal, self.L, self.app.text, self.t
        r = self.corner
        if self.table.n == 5:
            if deal.phase not in ("play", "done"):
                return
            if deal.trump is None:
                text.draw(surface, t("no_briscola"), L.font, GOLD, shadow=True, midleft=r.midleft)
                return
            card, lines = deal.called_card, [t("briscola_is", suit=t.suit(deal.trump))]
        else:
            if deal.trump is None or self.table.shown.deck:
                return
            card, lines = deal.trump_card, [t("briscola_is", suit=t.suit(deal.trump))]
        surf = self.app.cards.face(card_str(card), r.h)
        surface.blit(surf, r.topleft)
        x = r.x + surf.get_width() + L.margin
        width = r.right - x
        f = L.font
        y = r.y + L.margin // 2
        for i, line in enumerate(lines):
            size = fit_size(text, line, f if i == 0 else int(f * 0.85), width)
            text.draw(surface, line, size, GOLD, shadow=True, topleft=(x, y))
            y += int(size * 1.1)
