"""The stock and the briscola: how many cards are left to draw (on the stock's top card),
the face-up briscola under it, and a small copy of the briscola top left that stays once
it is drawn. Chiamata has no stock: the corner shows the called card and its suit.
With scambio, at the player's turn when the exchange is allowed, a button on the face-up
card (or the key S, or dropping the 7 or 2 of briscola on it) makes the exchange."""
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
        self.hover = False

    # -- scambio ---------------------------------------------------------------------
    def exchange_button(self) -> pygame.Rect | None:
        """The button on the face-up card, while the player may exchange (else None)."""
        if self.stock is None or not self.table.my_exchanges() or not self.table.shown.trump_in_stock:
            return None
        L = self.L
        (sx, sy), (tx, ty) = L.stock_pos, L.trump_pos()
        label = self.t("exchange_button")
        size = fit_size(self.app.text, label, L.font, self.stock.w - L.font)
        w = min(self.stock.w, self.app.text.font(size).size(label)[0] + L.font)
        r = pygame.Rect(0, 0, w, int(size * 1.7))
        # under the part of the face-up card that shows beside the stock, not over it
        shows_from = sx + L.card_w(L.table_h) / 2
        r.midtop = (int((shows_from + tx + L.table_h / 2) / 2),
                    int(ty + L.card_w(L.table_h) / 2 - r.h * 0.25))
        return r.clamp(self.stock)

    def dress(self, sprite, dress) -> None:
        """While the exchange is offered, the card it would give wears a gold frame."""
        if sprite.tween is None and self.exchange_button() is not None \
                and sprite.card in self.table.my_exchanges():
            dress.outline = GOLD

    def drop_exchange(self, card: int, pos) -> bool:
        """A card of the player's hand dropped at ``pos``: the exchange, when it is dropped on
        the stock and the face-up card and that card may be given now."""
        return bool(self.stock is not None and self.stock.collidepoint(pos)
                    and card in self.table.my_exchanges() and self.table.exchange(card))

    def handle(self, ev) -> bool:
        button = self.exchange_button()
        if button is None:
            self.hover = False
            return False
        if ev.kind == "move":
            self.hover = button.collidepoint(ev.pos)
            return False
        if ev.kind in ("down", "up") and button.collidepoint(ev.pos):
            if ev.kind == "up":
                self.table.exchange(self.table.my_exchanges()[0])
            return True
        if ev.kind == "key" and ev.key == "s":
            self.table.exchange(self.table.my_exchanges()[0])
            return True
        return False

    def _draw_exchange(self, surface) -> None:
        r = self.exchange_button()
        if r is None:
            return
        label = self.t("exchange_button")
        size = fit_size(self.app.text, label, self.L.font, r.w - 6)
        pygame.draw.rect(surface, (250, 226, 140) if self.hover else GOLD, r, border_radius=r.h // 2)
        pygame.draw.rect(surface, (60, 40, 10), r, width=2, border_radius=r.h // 2)
        self.app.text.draw(surface, label, size, (30, 20, 5), center=r.center)

    def layout(self, L, regions) -> None:
        super().layout(L, regions)
        self.stock = regions.stock
        self.corner = regions.trump_corner

    def rects(self) -> list[pygame.Rect]:
        return [r for r in (self.stock, self.corner) if r is not None]

    def draw(self, surface) -> None:
        self._draw_count(surface)
        self._draw_corner(surface)
        self._draw_exchange(surface)

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

    def _trump_turned(self) -> bool:
        """The face-up card has been seen turned: it is in place beside the stock (not
        still flying face down from the deck, as in 6 players), or already drawn."""
        shown = self.table.shown
        if shown.deck or shown.trump_card is None:
            return False
        return not shown.trump_in_stock or self.table.sprites[shown.trump_card].tween is None

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
            if deal.trump is None or not self._trump_turned():
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
