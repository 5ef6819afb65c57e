"""Chiamata: the player's bid. The panel offers only the bids allowed now: the ranks
lower than the last call, the 2 for more points (with - and + to choose how many),
carichi and pass. By keyboard: Left/Right or Tab move a gold ring over the bids in order,
Up/Down to the row above or below, Enter (or Space) bids the one ringed, - and + choose
the points of the 2."""
from __future__ import annotations

import pygame

from ...text import GOLD
from ...widgets import Button, FocusList, draw_focus_ring, draw_panel
from .base import Panel, fit_size

PER_ROW = 5
MINUS_KEYS = ("-", "[-]")
PLUS_KEYS = ("+", "=", "[+]")
SWALLOWED = ("left", "right", "return", "space")      # not for the hand behind the panel


class AuctionPanel(Panel):
    def __init__(self, table):
        super().__init__(table)
        self.buttons: list[Button] = []
        self.two_points = 61
        self._two_deal = None        # the deal whose auction two_points was chosen in
        self.centre = pygame.Rect(0, 0, 0, 0)
        self.area = pygame.Rect(0, 0, 0, 0)      # how far the panel may reach (regions.call)
        self.rect: pygame.Rect | None = None
        self.title_y = 0
        self._built_for = None
        self.focus = FocusList(self.buttons, back=("up", "left"), forward=("down", "right", "tab"), rows=True)

    def layout(self, L, regions) -> None:
        super().layout(L, regions)
        self.centre = regions.centre
        self.area = regions.call or regions.centre
        self._built_for = None
        self.rebuild()

    def rects(self) -> list[pygame.Rect]:
        return [self.rect or self.centre]

    def shown_now(self) -> bool:
        return self.table.deal.phase == "auction" and self.table.human_turn() and bool(self.buttons)

    def panel_rect(self) -> pygame.Rect | None:
        return self.rect if self.shown_now() else None

    def allowed(self) -> list[str]:
        deal = self.table.deal
        return deal.allowed_bids() if self.table.n == 5 and deal.phase == "auction" else []

    def _fresh_auction(self, twos: list[int]) -> None:
        """Each auction's 2-for-points offer starts at its lowest allowed value (not at
        the last auction's choice, one click away from an unwanted stake)."""
        if twos and self._two_deal is not self.table.deal:
            self._two_deal = self.table.deal
            self.two_points = twos[0]

    def rebuild(self) -> None:
        """The buttons for the bids allowed now (rebuilt when they change)."""
        allowed = self.allowed()
        self._fresh_auction([int(b[2:]) for b in allowed if b.startswith("2:")])
        if self.L is None or allowed == self._built_for:
            return
        self._built_for = allowed
        was = self.focus.focused()
        self.buttons, self.rect = [], None
        self.focus.widgets, self.focus.index = self.buttons, -1
        if not allowed:
            return
        t, L = self.t, self.L
        ranks = [b for b in allowed if b not in ("pass", "carichi") and not b.startswith("2:")]
        twos = [int(b[2:]) for b in allowed if b.startswith("2:")]
        if twos:
            self.two_points = min(max(self.two_points, twos[0]), twos[-1])
        gap = L.margin
        first = [Button(t.bid(r), (lambda r=r: self.table.make_bid(r)), name=f"bid:{r}")
                 for r in ranks]
        second = []
        if twos:
            second.append(Button("-", lambda: self.two_step(-1), name="two-"))
            second.append(Button(lambda: self.t("bid_two_points", n=self.two_points),
                                 lambda: self.table.make_bid(f"2:{self.two_points}"), name="bid:2pts"))
            second.append(Button("+", lambda: self.two_step(1), name="two+"))
        second.append(Button(t("bid_carichi"), lambda: self.table.make_bid("carichi"), name="bid:carichi"))
        second.append(Button(t("bid_pass"), lambda: self.table.make_bid("pass"), name="bid:pass"))
        # as many to a row as the widest word lets fit (fewer with larger text or a narrow table);
        # where the rows would be lower than their labels (640x480, larger text), more to a row
        # and tighter gaps, as long as every label still fits across its button
        text = self.app.text
        need = max(text.size(b.text(), L.font)[0] for b in first + second[-2:]) + L.margin
        label_h = text.size("Ag", int(L.font * 0.5))[1] + 2       # its line inside the border
        widest = max(text.size(b.text(), 0)[0] for b in first + second[-2:]) + 8
        title = min(int(L.font * 1.6), text.size(self.t("your_bid"), L.font)[1] + L.margin)
        # in the centre; where its buttons come out lower than 1.5 fonts there (640x480 with
        # larger text: ~20 px, their words ~11 px), over the others' hands as the call panel
        for area in [self.centre] + ([self.area] if self.area != self.centre else []):
            per_row = max(2, min(PER_ROW, int((area.w - gap) // (need + gap))))
            choice = None
            for g in (gap, max(2, gap // 2)):
                for n in range(per_row, PER_ROW + 1):
                    arranged = self._arrange(area, first, second, twos, n, g, title)
                    if arranged[2] >= label_h and arranged[1] >= widest:
                        choice = (arranged, g)
                        break
                if choice:
                    break
            if choice and choice[0][2] >= L.font * 1.5:
                break
        (rows, bw, bh), gap = choice or (self._arrange(area, first, second, twos, per_row, gap, title), gap)
        # the panel hugs its title and buttons, centred in the room: with room to spare (1920x1080)
        # the title sat against the top edge over a wide empty band
        pad = L.margin // 2
        height = min(area.h, pad + title + gap + len(rows) * (bh + gap))
        width = area.w if area == self.centre else min(area.w, max(self.centre.w, bw * len(rows[0]) + gap * (len(rows[0]) + 1)))
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.center = self.centre.center
        self.rect.clamp_ip(area)
        self.title_y = self.rect.y + pad + title // 2     # the title's middle, in its own band
        top = self.rect.y + pad + title + gap
        for r, row in enumerate(rows):
            widths = [max(bh, bw // 2) if b.name in ("two-", "two+") else (bw * 1.5 if b.name == "bid:2pts" else bw)
                      for b in row]
            x = self.rect.centerx - (sum(widths) + gap * (len(row) - 1)) / 2
            for b, wdt in zip(row, widths):
                b.rect = pygame.Rect(int(x), int(top + r * (bh + gap)), int(wdt), bh)
                x += wdt + gap
        self.buttons = first + second
        self.focus.widgets = self.buttons
        names = [b.name for b in self.buttons]
        self._steppers()
        if was is not None:   # the ring stays on the same bid (or the first it can choose) when they change
            self.focus.set(names.index(was.name) if was.name in names else self.focus.first_enabled())

    def _steppers(self) -> None:
        """- and + greyed where the 2's points can go no lower, no higher."""
        twos = [int(b[2:]) for b in self.allowed() if b.startswith("2:")]
        for b in self.buttons:
            if b.name == "two-":
                b.enabled = bool(twos) and self.two_points > twos[0]
            elif b.name == "two+":
                b.enabled = bool(twos) and self.two_points < twos[-1]

    def _arrange(self, area: pygame.Rect, first: list[Button], second: list[Button], twos: list[int],
                 per_row: int, gap: int, title: int) -> tuple[list[list[Button]], int, int]:
        """The rows of buttons in ``area`` with ``per_row`` ranks to a row, the buttons' width
        and height."""
        L = self.L
        bw = int(min(L.font * 4.4, (area.w - (per_row + 1) * gap) / per_row))
        rows = [first[i:i + per_row] for i in range(0, len(first), per_row)]
        if twos and 3.5 * bw + 2 * L.font * 1.9 + 4 * gap > area.w:   # the 2 for points on a row of its own
            rows += [second[:3], second[3:]]
        else:
            rows.append(second)
        bh = int(min(L.font * 1.9, (area.h - title - gap * (len(rows) + 1)) / len(rows)))
        return rows, bw, bh

    def two_step(self, delta: int) -> None:
        twos = [int(b[2:]) for b in self.allowed() if b.startswith("2:")]
        self._fresh_auction(twos)
        if twos:
            self.two_points = min(max(self.two_points + delta, twos[0]), twos[-1])
        self._steppers()

    def handle(self, ev) -> bool:
        self.rebuild()
        if self.table.deal.phase != "auction":
            return False
        if ev.kind == "key" and self.shown_now():
            if ev.key in MINUS_KEYS + PLUS_KEYS:
                self.two_step(-1 if ev.key in MINUS_KEYS else 1)
                return True
            return self.focus.handle(ev) or ev.key in SWALLOWED or ev.key.isdigit()
        return any(b.handle(ev) for b in self.buttons)

    def draw(self, surface) -> None:
        self.rebuild()
        if not self.shown_now():
            return
        draw_panel(surface, self.rect)
        self.app.text.draw(surface, self.t("your_bid"), self.L.font, GOLD,
                           center=(self.rect.centerx, self.title_y))
        text = self.app.text
        self._steppers()
        for b in self.buttons:
            b.draw(surface, text, size=fit_size(text, b.text(), int(b.rect.h * 0.5), b.rect.w - 6))
        if self.focus.focused() is not None:
            draw_focus_ring(surface, self.focus.focused().rect)
