"""The stock and the briscola: how many cards are left to draw (on the stock's top card),
the face-up briscola under it, and a small copy of the briscola top left that stays once
it is drawn. Chiamata has no stock: the corner shows the called card and its suit.
With scambio, at the player's turn when the exchange is allowed, a button on the face-up
card (or the key S, or dropping the 7 or 2 of briscola on it) makes the exchange."""
from __future__ import annotations

import math

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
        self.lines_drawn: list[pygame.Rect] = []      # the corner's lines as last drawn
        self.turned_in = None        # the deal on show (Shown) whose face-up card was seen turned

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
        if L.trump_below:       # the face-up card under the stock: on the stock's foot, not on it
            r.midbottom = (int(sx), int(sy + L.stock_h / 2))
            return r.clamp(self.stock)
        # under the part of the face-up card that shows beside the stock, not over it
        shows_from = sx + L.card_w(L.stock_h) / 2
        r.midtop = (int((shows_from + tx + L.stock_h / 2) / 2),
                    int(ty + L.card_w(L.stock_h) / 2 - r.h * 0.25))
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
        # not while the top card flies in (the deal), but through a small move in the
        # stock (it shrank after a draw): the count went missing for whole turns there
        if top.tween is not None and math.dist((top.x, top.y), top.target[:2]) > top.target.h / 4:
            return
        # within the stock's card: wider, it covered the face-up briscola's first pip
        # (4 and 6 players at 640x480 with larger text)
        text, room = self.app.text, int(L.card_w(top.h)) - 4
        pad = max(4, min(L.font, room // 4))
        label = text.render(str(n), fit_size(text, str(n), int(L.font * 1.3), room - pad), WHITE)
        badge = label.get_rect(center=(int(top.x), int(top.y))).inflate(pad, min(L.font * 0.5, pad))
        pygame.draw.rect(surface, (20, 30, 25), badge, border_radius=badge.h // 2)
        pygame.draw.rect(surface, GOLD, badge, width=2, border_radius=badge.h // 2)
        surface.blit(label, label.get_rect(center=badge.center))

    def _trump_turned(self) -> bool:
        """The face-up card has been seen turned: it is in place beside the stock (not
        still flying face down from the deck, as in 6 players), or already drawn. Once seen,
        for the whole deal: a card exchanged for it (scambio) flies to the stock too, and the
        corner lost the briscola and its line while it flew (review 12i N1)."""
        shown = self.table.shown
        if shown.deck or shown.trump_card is None:
            return False
        if self.turned_in is shown:
            return True
        turned = not shown.trump_in_stock or self.table.sprites[shown.trump_card].tween is None
        if turned:
            self.turned_in = shown
        return turned

    def match_line(self) -> str:
        """Where the match stands: smazzata N of K (chiamata), first to K and the smazzata
        on show, or a one-smazzata match."""
        t, match, number = self.t, self.table.match, self.table.display.deal_number
        if self.table.n == 5:
            return t.smazzata_of(min(number, match.length), match.length)
        if match.length == "single":
            return t("length_single")
        return t.first_to(match.length, number)

    def call_lines(self) -> list[str]:
        """Chiamata, once the card is called: who called which card ("..., alone" once the
        player may know it: his own call, or the card played by its caller; nothing on the
        table said so, review 12g N5), then the points the caller's side needs (also when
        nobody raised) and where the match stands; after carichi, who plays alone and the
        target (the corner said only "No trump")."""
        deal, t, table = self.table.deal, self.t, self.table
        if deal.caller is not None and deal.carichi:
            return [table.say("table_carichi", deal.caller),
                    t("table_target_deal", n=deal.target, deal=self.match_line())]
        if deal.caller is None or deal.called_card is None:
            return [self.match_line()]
        alone = deal.alone and (table.seats[deal.caller].human or table.shown.partner_shown)
        return [table.say("calls_alone" if alone else "calls", deal.caller, card=t.card_the(deal.called_card)),
                t("table_target_deal", n=deal.target, deal=self.match_line())]

    def corner_lines(self) -> list[str]:
        deal, t = self.table.deal, self.t
        if self.table.n == 5 and deal.phase in ("play", "done"):
            trump = t("no_briscola") if deal.trump is None else t("briscola_is", suit=t.suit(deal.trump))
            if deal.carichi:
                trump = t("table_no_trump_follow")          # and everyone must follow suit
            return [trump] + self.call_lines()
        if self.table.n != 5 and deal.trump is not None and self._trump_turned():
            return [t("briscola_is", suit=t.suit(deal.trump)), self.match_line()]
        return [self.match_line()]

    def _draw_corner(self, surface) -> None:
        """The briscola (chiamata: the called card) with its suit, the call, and where the
        match stands; the text keeps its place before the card is on show."""
        deal, L, text = self.table.deal, self.L, self.app.text
        r = self.corner
        if self.table.n == 5:
            card = deal.called_card if deal.phase in ("play", "done") else None
        else:
            card = deal.trump_card if deal.trump is not None and self._trump_turned() else None
        if card is not None:
            surf = self.app.cards.face(card_str(card), r.h)
            self.table.sprites.shadows.get(surf.get_size(), False).cast(surface, surf.get_rect(topleft=r.topleft))
            surface.blit(surf, r.topleft)
        x = r.x + int(L.card_w(r.h)) + L.margin
        width = r.right - x
        f = L.font
        y = r.y + L.margin // 2
        lines = self.corner_lines()
        self.lines_drawn: list[pygame.Rect] = []
        for i, line in enumerate(lines):
            first = i == 0 and len(lines) > 1
            size = fit_size(text, line, f if first or len(lines) == 1 else int(f * 0.85), width, smallest=12)
            drawn = text.draw(surface, line, size, GOLD if first else WHITE, shadow=True, topleft=(x, y))
            self.lines_drawn.append(drawn)
            # the next line under this one's descenders, a small gap between them
            y = max(y + int(size * 1.1), drawn.bottom + max(2, L.margin // 4))
