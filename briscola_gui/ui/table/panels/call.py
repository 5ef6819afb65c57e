"""Chiamata: the auction's winner picks the called card among the legal ones (its suit
becomes the briscola), shown face up in a panel at the centre. Click one; or by keyboard
the arrows or Tab move a gold ring over them (1-8 ring the first to eighth), Enter or
Space calls the ringed card. A dot under a card of the player's own (calling it plays
alone: the player is asked first) or one offered by the chiamata obbligata, and a legend
under the row, say so. Where the centre is too small for the cards (seven offered at
640x480 with larger text), the panel reaches over the others' hands (``regions.call``).
Each card is a Button in a ``widgets.FocusList``, the auction's own keyboard focus: one
mechanism for both panels."""
from __future__ import annotations

import pygame

from ....engine import card_str
from ...text import GOLD, WHITE
from ...widgets import Button, FocusList, draw_focus_ring, draw_panel
from .base import Panel, fit_size

TAG_COLOURS = {"alone": (225, 95, 75), "instead": (120, 180, 235)}     # the legend's dots


class CallPanel(Panel):
    def __init__(self, table):
        super().__init__(table)
        self.centre = pygame.Rect(0, 0, 0, 0)
        self.area = pygame.Rect(0, 0, 0, 0)      # how far the panel may reach (regions.call)
        self.cards: list[tuple[pygame.Rect, int]] = []     # (where, card) as last drawn
        self.buttons: list[Button] = []    # one per card offered, in the row's order
        self.ring = FocusList(self.buttons, back=("up", "left"), forward=("down", "right", "tab"))
        self.rect: pygame.Rect | None = None
        self.title: list[str] = []       # the title's lines, as fitted to the panel's width
        self.title_size = 0
        self.title_top = 0
        self.kinds: list[str] = []         # per card: "alone", "instead" or "" (see ``kind``)
        self.legend: list[tuple[str, list[str]]] = []     # what the dots under the cards mean
        self.legend_top = 0
        self.tag_size = 0
        self.dot = 3
        self._for: tuple | None = None     # the deal and the calls the buttons were made for

    @property
    def focus(self) -> int | None:
        """The ringed card's place in the row (None until a key rings one)."""
        return self.ring.index if 0 <= self.ring.index < len(self.buttons) else None

    def layout(self, L, regions) -> None:
        super().layout(L, regions)
        self.centre = regions.centre
        self.area = regions.call or regions.centre

    def rects(self) -> list[pygame.Rect]:
        return [self.rect or self.area]

    def shown_now(self) -> bool:
        return self.table.deal.phase == "call" and self.table.human_turn()

    def _buttons_for(self, calls: list[int]) -> None:
        """A button per card offered, made once per call (the ring starts on none)."""
        deal = self.table.deal
        if self._for is not None and self._for[0] is deal and self._for[1] == calls:
            return
        self._for = (deal, list(calls))
        self.buttons = [Button(card_str(c), (lambda c=c: self.choose(c)), name=f"call:{card_str(c)}")
                        for c in calls]
        self.ring.widgets, self.ring.index = self.buttons, -1

    def choose(self, card: int) -> None:
        """Call ``card``; one of the player's own (alone against four) only once the player
        has said so ("Play alone against four?": Cancel, or Esc, leaves the panel as it was)."""
        if self.kind(card) != "alone":
            self.table.make_call(card)
            return
        self.app.open("confirm", title_key="call_alone_title", message_key="call_alone_text",
                      yes_key="call_alone_yes", on_yes=lambda: self.table.make_call(card),
                      detail=lambda: self.t("calls_you", card=self.t.card_the(card)))

    def kind(self, card: int) -> str:
        """What calling ``card`` means where a newcomer could not tell: "alone" for one of
        the caller's own cards (alone against four), "instead" for the chiamata obbligata's
        lowest card lacking of a suit whose Two the caller holds (RULES.md), else ""."""
        deal = self.table.deal
        if card in deal.hands[deal.caller]:
            return "alone"
        return "instead" if card % 10 + 1 != deal.called_rank() else ""

    def _legend(self, kinds: list[str], width: int) -> list[tuple[str, list[str]]]:
        """The legend's entries for the kinds among the cards offered: each its lines."""
        text, out = self.app.text, []
        for kind in ("alone", "instead"):
            if kind in kinds:
                words = self.t("call_tag_" + kind, rank=self.t.rank(self.table.deal.called_rank()))
                out.append((kind, text.wrap(words, self.tag_size, width - self.dot * 3)))
        return out

    def place(self) -> None:
        """Where the panel and each legal call go."""
        self.cards, self.rect = [], None
        if not self.shown_now():
            return
        L = self.L
        calls = self.table.deal.legal_calls()
        self._buttons_for(calls)
        panel, gap = self.area, L.margin
        # the title as large as fits across the panel, a margin clear of its frame, on two
        # lines where even the window's least size does not fit on one (640x480, larger text)
        pad = max(gap, L.font // 2)
        text, title, width = self.app.text, self.t("choose_call"), panel.w - pad * 2
        self.title_size = fit_size(text, title, L.font, width)
        self.title = text.wrap_even(title, self.title_size, width)
        title_h = len(self.title) * text.size(title, self.title_size)[1]
        band = pad + max(int(L.font * 1.1), title_h) + gap
        # a dot under a card of one's own or of the chiamata obbligata, and a legend under them
        self.kinds = [self.kind(c) for c in calls]
        self.tag_size = max(text.least, int(L.font * 0.75))
        line_h = text.size("Ag", self.tag_size)[1]
        self.dot = max(3, line_h // 3)
        self.legend = self._legend(self.kinds, width)
        legend_h = sum(len(lines) for _, lines in self.legend) * line_h
        below = self.dot * 2 + gap // 2 + legend_h + gap // 2 if self.legend else 0
        h = int(min(L.table_h, panel.h - band - gap * 2 - below))
        w, step = int(self.app.cards.card_size(h)[0]), gap
        if len(calls) * (w + gap) > panel.w - gap * 2:         # narrow windows: smaller cards, closer
            step = max(4, gap // 2)
            w = (panel.w - gap * 2 + step) // len(calls) - step
            h = int(w * h / max(1, self.app.cards.card_size(h)[0]))
        total = len(calls) * w + (len(calls) - 1) * step
        # the panel hugs its title, cards and legend, over the centre where it fits there
        words = [text.size(line, self.title_size)[0] for line in self.title]
        words += [text.size(line, self.tag_size)[0] + self.dot * 3 for _, lines in self.legend for line in lines]
        self.rect = pygame.Rect(0, 0, min(panel.w, max([total + gap * 2] + [x + pad * 2 for x in words])),
                                min(panel.h, band + h + below + gap * 2))
        self.rect.center = self.centre.center
        self.rect.clamp_ip(panel)
        panel = self.rect
        x = panel.centerx - total // 2
        y = panel.y + band + (panel.h - band - h - below) // 2
        self.title_top = panel.y + max(pad, (y - panel.y - title_h) // 2)     # midway to the cards
        self.legend_top = y + h + self.dot * 2 + gap
        for c, button in zip(calls, self.buttons):
            button.rect = pygame.Rect(x, y, w, h)
            self.cards.append((button.rect, c))
            x += w + step

    def _draw_legend(self, surface) -> None:
        """The dots under the cards and what each colour means."""
        text, dot = self.app.text, self.dot
        for (rect, _), kind in zip(self.cards, self.kinds):
            if kind:
                pygame.draw.circle(surface, TAG_COLOURS[kind], (rect.centerx, rect.bottom + dot + 3), dot)
        widest = max(text.size(line, self.tag_size)[0] for _, lines in self.legend for line in lines)
        left = self.rect.centerx - (widest + dot * 3) // 2
        y = self.legend_top
        for kind, lines in self.legend:
            middle = y + text.size("Ag", self.tag_size)[1] // 2
            pygame.draw.circle(surface, TAG_COLOURS[kind], (left + dot, middle), dot)
            for line in lines:
                y = text.draw(surface, line, self.tag_size, WHITE, topleft=(left + dot * 3, y)).bottom

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
        if self.legend:
            self._draw_legend(surface)
