"""A teacher's voice over the real table: a bubble with what to learn now (and, after a
wrong card, why it was wrong), its buttons, and lights on the parts of the table it talks
about (the player's hand, the face-up briscola, the stock, the piles, a given card).

Any scene built on the table may use it (the lesson does): ``show(Prompt)`` or
``show(None)``. While a prompt ``holds``, the table waits: the player may not play and
no computer moves (the table scene asks ``holds()``). Idle, it draws and takes nothing."""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Callable

import pygame

from ...text import GOLD, WHITE
from ...widgets import Button, draw_panel
from ..sprites import Dress, Sprite
from .base import Panel, fit_size

LIGHT = (255, 226, 120)
WRONG = (255, 150, 130)
PULSE_MS = 1400


@dataclass
class Prompt:
    """``lights``: "hand", "briscola", "corner", "stock", "pile", "their_pile", "trick", or
    "card:<int>" (that card wherever it is). ``buttons``: (label, action, name)."""
    title: str
    text: str
    note: str = ""
    buttons: tuple[tuple[str, Callable[[], None], str], ...] = ()
    lights: tuple[str, ...] = ()
    holds: bool = False
    cards: frozenset = field(default_factory=frozenset)


class CoachPanel(Panel):
    def __init__(self, table):
        super().__init__(table)
        self.prompt: Prompt | None = None
        self.buttons: list[Button] = []
        self.bubble = pygame.Rect(0, 0, 0, 0)
        self.head_size = 0
        self.area = pygame.Rect(0, 0, 0, 0)
        self.hold_area = pygame.Rect(0, 0, 0, 0)
        self.text = table.app.text        # the window's, or the usual size where that has no room

    def show(self, prompt: Prompt | None) -> None:
        if prompt == self.prompt:
            return
        self.prompt = prompt
        old = {b.name: b for b in self.buttons}
        self.buttons = []
        for label, action, name in (prompt.buttons if prompt else ()):
            b = Button(label, action, name=name)
            if name in old:                      # keep the hover and focus of a redrawn button
                b.hover, b.focus = old[name].hover, old[name].focus
            self.buttons.append(b)
        if self.L is not None:
            self._place()

    def holds(self) -> bool:
        return self.prompt is not None and self.prompt.holds

    def shown_now(self) -> bool:
        return self.prompt is not None

    # -- layout --------------------------------------------------------------------
    def layout(self, L, regions) -> None:
        super().layout(L, regions)
        self.regions = regions
        m = L.margin
        top = max(regions.code.bottom, regions.menu_button.bottom) + m
        left = regions.trick.right + m
        for pile in regions.piles[1:] + regions.counts[1:]:     # a pile beside the trick, and its count under it
            if pile.bottom > top and pile.right > left - L.font * 2:
                left = max(left, pile.right + L.font * 2)
        bottom = regions.prompt.top - m // 2
        self.area = pygame.Rect(left, top, L.w - L.edge - left, bottom - top)     # on the cloth
        # while the game waits, no "your turn" line is drawn: the bubble may go down to the hand
        self.hold_area = pygame.Rect(left, top, self.area.w, regions.prompt.bottom - top)
        self._place()

    def _fonts(self, scale: float = 1.0):
        """The sizes the bubble's text tries, largest first (``scale``: the table's font is
        that much larger than this text's usual one)."""
        return [max(11, int(self.L.font / scale * k)) for k in (1.15, 1.0, 0.9, 0.8, 0.7)]

    def _place(self) -> None:
        """The bubble: as tall as its text at the largest size that fits the free area, its
        bottom at the area's bottom so that the buttons (of one size at every step) stay at
        the same place from one step to the next: a quick second click on Next does not
        fall beside a button that moved with the text's height. With larger text, where
        even its smallest size does not fit, the usual size (review 12h F2: at 640x480 and
        800x600 the end of lesson 1's second page ran under Next)."""
        p = self.prompt
        self.text = self.app.text
        a = self.hold_area if p is not None and p.holds else self.area
        if p is None:
            self.bubble = pygame.Rect(a.x, a.y, a.w, 0)
            self.fits = True
            return
        fonts = self._fonts()
        bh, bpad = int(fonts[0] * 2.0), max(6, fonts[0] * 2 // 3)
        for text in self.texts():
            for size in (fonts if text is self.app.text else self._fonts(self.app.text.scale)):
                pad = max(6, size * 2 // 3)
                width = a.w - 2 * pad
                # the title on one line, a little smaller where it needs (it wrapped at 640x480)
                head_size = fit_size(text, p.title, size, width, smallest=fonts[-1])
                heads = _title_lines(text, p.title, head_size, width)
                lines = text.wrap(p.text, size, width)
                notes = text.wrap(p.note, size, width) if p.note else []
                rows = self._button_rows(text, size, a.w - 2 * bpad, bpad)
                head = int(head_size * 1.2) * len(heads) + size // 3
                h = pad * 2 + head + int(size * 1.2) * (len(lines) + len(notes)) + \
                    (size // 2 if notes else 0) + rows * (bh + bpad)
                if h <= a.h:
                    break
            self.text = text
            if h <= a.h:
                break
        self.size, self.pad, self.lines, self.notes, self.heads = size, pad, lines, notes, heads
        self.head_size = head_size
        self.fits = h <= a.h               # at the smallest size too (the tests check it)
        h = min(h, a.h)
        self.bubble = pygame.Rect(a.x, a.bottom - h, a.w, h)
        n, width = len(self.buttons), a.w - 2 * bpad
        if rows == 1:                          # side by side, at the bubble's bottom right
            bw = min(int(fonts[0] * 11), (width - bpad * (n - 1)) // n)
            x = self.bubble.right - bpad - n * bw - (n - 1) * bpad
            for b in self.buttons:
                b.rect = pygame.Rect(x, self.bubble.bottom - bpad - bh, bw, bh)
                x += bw + bpad
        else:                                  # their labels do not fit side by side: stacked
            y = self.bubble.bottom - rows * (bh + bpad)
            for b in self.buttons:
                b.rect = pygame.Rect(self.bubble.x + bpad, y, width, bh)
                y += bh + bpad

    def _button_rows(self, text, size: int, width: int, pad: int) -> int:
        """1 when the buttons fit side by side with their labels at ``size``; else one each."""
        n = len(self.buttons)
        if n < 2:
            return n
        bw = min(int(self._fonts()[0] * 11), (width - pad * (n - 1)) // n)
        longest = max(text.font(size).size(b.text())[0] for b in self.buttons)
        return 1 if longest + size <= bw else n

    def rects(self) -> list[pygame.Rect]:
        return [self.bubble] if self.prompt is not None else []

    # -- input ---------------------------------------------------------------------
    def handle(self, ev) -> bool:
        if self.prompt is None:
            return False
        for b in list(self.buttons):
            if b.handle(ev):
                return True
        if ev.kind == "key" and ev.key in ("return", "space", "n") and self.holds() and self.buttons:
            self.buttons[0].on_click()
            return True
        return ev.kind in ("down", "up") and self.bubble.collidepoint(ev.pos)

    # -- lights --------------------------------------------------------------------
    def dress(self, sprite: Sprite, dress: Dress) -> None:
        if self.prompt is not None and sprite.card in self.prompt.cards:
            dress.outline = self._pulse_colour()

    def _pulse_colour(self) -> tuple:
        k = 0.5 + 0.5 * math.sin(self.table.schedule.now * 2 * math.pi / PULSE_MS)
        return tuple(int(c * (0.65 + 0.35 * k)) for c in LIGHT)

    def _light_rects(self) -> list[pygame.Rect]:
        r = self.regions
        named = {"hand": [r.hands[0]], "corner": [r.trump_corner], "trick": [r.trick],
                 "stock": [r.stock] if r.stock else [], "pile": [r.piles[0].union(r.counts[0])],
                 "their_pile": [r.piles[1].union(r.counts[1])] if len(r.piles) > 1 else []}
        return [rect for name in self.prompt.lights for rect in named.get(name, [])]

    # -- drawing ---------------------------------------------------------------------
    def draw(self, surface) -> None:
        p = self.prompt
        if p is None or self.L is None:
            return
        colour = self._pulse_colour()
        for rect in self._light_rects():
            pygame.draw.rect(surface, colour, rect.inflate(8, 8), width=3, border_radius=10)
        b, text, size, pad = self.bubble, self.text, self.size, self.pad
        draw_panel(surface, b)
        y = b.y + pad
        for line in self.heads:
            text.draw(surface, line, self.head_size, GOLD, topleft=(b.x + pad, y))
            y += int(self.head_size * 1.2)
        y += size // 3
        for line in self.lines:
            text.draw(surface, line, size, WHITE, topleft=(b.x + pad, y))
            y += int(size * 1.2)
        if self.notes:
            y += size // 2
            for line in self.notes:
                text.draw(surface, line, size, WRONG, topleft=(b.x + pad, y))
                y += int(size * 1.2)
        for button in self.buttons:
            button.draw(surface, text, size=size)


def _title_lines(text, title: str, size: int, width: int) -> list[str]:
    """The title's lines: one where it fits, else broken after its "Lesson 1 of 5:" (not
    in the middle of the chapter's name, "Cards and / points")."""
    if text.font(size).size(title)[0] <= width or ": " not in title:
        return text.wrap(title, size, width)
    head, rest = title.split(": ", 1)
    return text.wrap(head + ":", size, width) + text.wrap(rest, size, width)
