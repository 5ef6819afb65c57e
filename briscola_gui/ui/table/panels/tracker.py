"""The card tracker (setting, T toggles it): the cards already played, four rows by suit
(the briscola in gold), played ranks dimmed and struck through; the 2s taken out of the
deck (3 and 6 players) leave their place empty. It goes where no other
panel is: the first free spot from the top right, at the largest size that fits."""
from __future__ import annotations

import pygame

from ....engine import deck_for
from ...text import DIM, GOLD, WHITE
from ...widgets import draw_panel
from .base import Panel

# the indices the cards themselves print (every deck style and the plain cards), in both
# languages: 1 for the ace, F Fante/Jack, C Cavallo/Knight, R Re/King (the Rules say so)
RANK_LETTERS = ("1", "2", "3", "4", "5", "6", "7", "F", "C", "R")
GONE = (95, 110, 100)
FONT_SCALES = (0.85, 0.75, 0.65)


class TrackerPanel(Panel):
    def __init__(self, table):
        super().__init__(table)
        self.rect: pygame.Rect | None = None     # where it is drawn (None: hidden)
        self.obstacles: list[pygame.Rect] = []
        self._placed: tuple | None = None        # (rect, font, cell, name width)

    def layout(self, L, regions) -> None:
        super().layout(L, regions)
        self.obstacles = [r for name, r in regions.named().items() if name != "centre"]
        self._placed = None

    def rects(self) -> list[pygame.Rect]:
        return [self.rect] if self.rect is not None else []

    def shown_now(self) -> bool:
        return self.app.settings.tracker and self.table.deal.phase in ("play", "done")

    def toggle(self) -> None:
        s = self.app.settings
        s.tracker = not s.tracker
        self.table.save_settings()

    def handle(self, ev) -> bool:
        if ev.kind == "key" and ev.key == "t":
            self.toggle()
            return True
        return ev.kind == "up" and self.rect is not None and self.rect.collidepoint(ev.pos)

    def _free_spot(self, size: tuple[int, int]) -> pygame.Rect | None:
        L = self.L
        w, h = size
        m = L.margin
        step = max(4, m)
        for y in range(m, L.h - h - m, step):
            for x in range(L.w - w - m, m - 1, -step):
                r = pygame.Rect(x, y, w, h)
                if r.collidelist(self.obstacles) < 0:
                    return r
        return None

    def _measure(self, f: int) -> tuple[tuple[int, int], int, int]:
        text, t = self.app.text, self.t
        cell = int(f * 1.05)
        name_w = max(text.render(t.suit(i), f).get_width() for i in range(4)) + f // 2
        return (name_w + cell * 10 + f, int(f * 1.2) * 5 + f // 2), cell, name_w

    def place(self) -> None:
        if self._placed is not None:
            return
        L = self.L
        for k in FONT_SCALES:
            f = int(L.font * k)
            size, cell, name_w = self._measure(f)
            rect = self._free_spot(size)
            if rect is not None:
                break
        else:                         # nowhere free: under the corner, over whatever is there
            rect = pygame.Rect(0, 0, *size)
            rect.topright = (L.w - L.margin, L.margin + L.font * 5)
        self._placed = (rect, f, cell, name_w)

    def draw(self, surface) -> None:
        if not self.shown_now():
            self.rect = None
            return
        self.place()
        r, f, cell, name_w = self._placed
        self.rect = r
        text, t, deal = self.app.text, self.t, self.table.deal
        played = self.table.shown.played()
        in_deck = set(deck_for(deal.players, deal.rules.three_remove))
        letters = RANK_LETTERS
        draw_panel(surface, r, alpha=200)
        line = int(f * 1.2)
        x0, y = r.x + f // 2, r.y + f // 4
        text.draw(surface, t("tracker_title"), f, GOLD, topleft=(x0, y))
        text.draw(surface, "T", int(f * 0.8), DIM, topright=(r.right - f // 2, y))
        y += line
        for suit in range(4):
            trump = suit == deal.trump
            text.draw(surface, t.suit(suit), f, GOLD if trump else WHITE, topleft=(x0, y))
            for rank in range(10):
                if suit * 10 + rank not in in_deck:
                    continue
                gone = suit * 10 + rank in played
                cx = r.x + f // 2 + name_w + rank * cell + cell // 2
                text.draw(surface, letters[rank], f, GONE if gone else (GOLD if trump else WHITE),
                          center=(cx, y + line // 2 - 1))
                if gone:
                    pygame.draw.line(surface, GONE, (cx - cell // 3, y + line // 2),
                                     (cx + cell // 3, y + line // 2 - 1), 1)
            y += line
