"""Buttons and option rows for the menus. Each widget has a rect set by its scene's
layout and reacts to Input events; drawing uses the app's text cache."""
from __future__ import annotations

from typing import Callable

import pygame

from .text import DIM, GOLD, WHITE, fit_size

PANEL = (20, 50, 38)
BUTTON = (36, 84, 62)
BUTTON_HOVER = (52, 112, 84)
BUTTON_OFF = (40, 52, 46)
BORDER = (200, 170, 90)


class Button:
    def __init__(self, label: str | Callable[[], str], on_click: Callable[[], None],
                 enabled: bool = True, name: str = ""):
        self.label = label
        self.on_click = on_click
        self.enabled = enabled
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.hover = False
        self.focus = False
        self.pressed = False
        self.name = name

    def text(self) -> str:
        return self.label() if callable(self.label) else self.label

    def handle(self, ev) -> bool:
        if ev.kind == "move":
            self.hover = self.rect.collidepoint(ev.pos)
        elif ev.kind == "down" and self.rect.collidepoint(ev.pos):
            self.pressed = True
            return True
        elif ev.kind == "up":
            was = self.pressed
            self.pressed = False
            if was and self.enabled and self.rect.collidepoint(ev.pos):
                self.on_click()
                return True
        return False

    def draw(self, surface, text, size: int | None = None) -> None:
        r = self.rect
        lit = self.enabled and (self.hover or self.focus)
        color = BUTTON_HOVER if lit else BUTTON if self.enabled else BUTTON_OFF
        radius = max(4, r.h // 5)
        pygame.draw.rect(surface, color, r, border_radius=radius)
        pygame.draw.rect(surface, GOLD if lit else BORDER if self.enabled else DIM, r,
                         width=2, border_radius=radius)
        text.draw(surface, self.text(), self.fitted(text, size), WHITE if self.enabled else DIM, center=r.center)

    def fitted(self, text, size: int | None = None) -> int:
        """The size its words are drawn at: ``size`` (else the button's own, from its
        height), smaller where they would not fit inside the frame."""
        r = self.rect
        pad = max(6, r.h // 4)              # the words clear of the frame ("Risultato della partita" touched it)
        return fit_size(text, self.text(), size or max(14, int(r.h * 0.5 * text.scale)), r.w - 2 * pad)


class Choice:
    """A labelled row ``Label   < value >``: clicking it or its arrows cycles the values."""

    def __init__(self, label: Callable[[], str], values: list, current, show: Callable[[object], str],
                 on_change: Callable[[object], None]):
        self.label = label
        self.values = list(values)
        self.index = self.values.index(current) if current in self.values else 0
        self.show = show
        self.on_change = on_change
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.hover = False
        self.focus = False
        self.split = 0.5              # where the value part (the left arrow) begins, a share of the row
        self.size: int | None = None  # the text's size; None: from the row's height

    @property
    def value(self):
        return self.values[self.index]

    def set_values(self, values: list, current) -> None:
        self.values = list(values)
        self.index = self.values.index(current) if current in self.values else 0

    def step(self, delta: int) -> None:
        self.index = (self.index + delta) % len(self.values)
        self.on_change(self.value)

    def _left(self) -> pygame.Rect:
        r = self.rect
        return pygame.Rect(r.x + int(r.w * self.split), r.y, r.h, r.h)

    def _right(self) -> pygame.Rect:
        r = self.rect
        return pygame.Rect(r.right - r.h, r.y, r.h, r.h)

    def handle(self, ev) -> bool:
        if ev.kind == "move":
            self.hover = self.rect.collidepoint(ev.pos)
        elif ev.kind == "up" and self.rect.collidepoint(ev.pos):
            self.step(-1 if self._left().collidepoint(ev.pos) else 1)
            return True
        elif ev.kind == "key" and self.focus and ev.key in ("left", "right"):
            self.step(-1 if ev.key == "left" else 1)
            return True
        return False

    def draw(self, surface, text) -> None:
        r = self.rect
        lit = self.hover or self.focus
        pygame.draw.rect(surface, BUTTON_HOVER if lit else PANEL, r, border_radius=max(4, r.h // 5))
        if lit:
            pygame.draw.rect(surface, GOLD, r, width=2, border_radius=max(4, r.h // 5))
        size = self.size or max(14, int(r.h * 0.5 * text.scale))
        left, right = self._left(), self._right()
        label, shown = self.label(), self.show(self.value)      # each fitted to its part of the row
        arrow = text.size("<", size)[0]
        gap = max(4, r.h // 5)              # the least space between a text and an arrow
        room = left.centerx - arrow // 2 - gap - (r.x + r.h // 3)
        text.draw(surface, label, fit_size(text, label, size, room), WHITE, midleft=(r.x + r.h // 3, r.centery))
        text.draw(surface, "<", size, GOLD, center=left.center)
        text.draw(surface, ">", size, GOLD, center=right.center)
        room = right.centerx - left.centerx - arrow - 2 * gap
        text.draw(surface, shown, fit_size(text, shown, size, room), WHITE,
                  center=((left.centerx + right.centerx) // 2, r.centery))


class FocusList:
    """Keyboard focus over a list of widgets: Up/Down (or Tab) move, Enter activates; the
    mouse moving over a widget moves the focus there, so only one is ever lit.
    ``back`` and ``forward`` name the keys that move it (the table's panels add Left/Right)."""

    def __init__(self, widgets: list, back: tuple[str, ...] = ("up",),
                 forward: tuple[str, ...] = ("down", "tab"), rows: bool = False):
        self.widgets = widgets
        self.index = -1
        self.back, self.forward = back, forward
        self.rows = rows        # a grid of buttons: Up/Down go to the row above/below, not the next

    def focused(self):
        """The widget with the focus, or None."""
        return self.widgets[self.index] if 0 <= self.index < len(self.widgets) else None

    def handle(self, ev) -> bool:
        if ev.kind == "move":                # the ring follows the mouse: one row lit, not two
            at = next((i for i, w in enumerate(self.widgets) if w.rect.collidepoint(ev.pos)
                       and getattr(w, "enabled", True)), None)
            if at is not None and at != self.index:
                self.set(at)
            return False
        if ev.kind != "key" or not self.widgets:
            return False
        if self.rows and ev.key in ("up", "down") and self.focused() is not None:
            self.set(self._across_rows(-1 if ev.key == "up" else 1))
            return True
        if ev.key in self.back + self.forward:
            step = -1 if ev.key in self.back else 1
            n = len(self.widgets)
            i = self.index if self.index >= 0 else (-1 if step > 0 else 0)    # the first press: an end
            for _ in range(n):
                i = (i + step) % n
                if getattr(self.widgets[i], "enabled", True):
                    break
            self.set(i)
            return True
        if ev.key in ("left", "right"):
            return self._sideways(-1 if ev.key == "left" else 1)
        if ev.key in ("return", "space") and 0 <= self.index < len(self.widgets):
            w = self.widgets[self.index]
            if isinstance(w, Button) and w.enabled:
                w.on_click()
            elif isinstance(w, Choice):
                w.step(1)
            return True
        return False

    def _sideways(self, step: int) -> bool:
        """Left/Right where they do not move the focus in order: with nothing ringed they
        ring the first row (they did nothing: Settings opened by the mouse took no key);
        on a row of buttons side by side (New game's foot) they go to the next one that way."""
        here = self.focused()
        if here is None:
            self.set(self.first_enabled())
            return True
        row = [i for i, w in enumerate(self.widgets) if i != self.index and getattr(w, "enabled", True)
               and w.rect.centery == here.rect.centery and (w.rect.centerx - here.rect.centerx) * step > 0]
        if not row:
            return False
        self.set(min(row, key=lambda i: abs(self.widgets[i].rect.centerx - here.rect.centerx)))
        return True

    def _across_rows(self, step: int) -> int:
        """The widget in the next row up (``step`` -1) or down (+1), round to the other end
        after the last, nearest across to the one with the focus; enabled ones only."""
        here = self.widgets[self.index].rect
        usable = [i for i, w in enumerate(self.widgets) if getattr(w, "enabled", True)]
        ys = sorted({self.widgets[i].rect.centery for i in usable})
        ahead = [y for y in ys if (y - here.centery) * step > 0]
        row = (ahead[0] if step > 0 else ahead[-1]) if ahead else (ys[0] if step > 0 else ys[-1])
        return min((i for i in usable if self.widgets[i].rect.centery == row),
                   key=lambda i: abs(self.widgets[i].rect.centerx - here.centerx))

    def first_enabled(self) -> int:
        """The index of the first widget that can be chosen (0 when none can)."""
        return next((i for i, w in enumerate(self.widgets) if getattr(w, "enabled", True)), 0)

    def set(self, i: int) -> None:
        """Ring widget ``i``; a hover left on another is put out (a key moved away from it)."""
        for k, w in enumerate(self.widgets):
            w.focus = k == i
            if k != i:
                w.hover = False
        self.index = i


def draw_focus_ring(surface, rect: pygame.Rect, radius: int | None = None) -> None:
    """The keyboard's focus on the table: a gold ring just outside ``rect`` (a hovered
    button only lights its own border); ``radius`` its corners (a button's by default)."""
    ring = rect.inflate(6, 6)
    pygame.draw.rect(surface, GOLD, ring, width=3,
                     border_radius=max(6, ring.h // 5) if radius is None else radius)


_SURFACES: dict = {}


def _cached(key, make):
    surf = _SURFACES.get(key)
    if surf is None:
        if len(_SURFACES) > 64:
            _SURFACES.clear()
        surf = _SURFACES[key] = make()
    return surf


PANEL_RADIUS = 16         # the corners of a dialog's box


def draw_panel(surface, rect: pygame.Rect, alpha: int = 255) -> None:
    """A dialog's box: opaque unless ``alpha`` says otherwise (nothing below shows through
    a modal dialog; only the table's own passing notes are see-through)."""
    def make():
        panel = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (*PANEL, alpha), panel.get_rect(), border_radius=PANEL_RADIUS)
        pygame.draw.rect(panel, (*BORDER, 255), panel.get_rect(), width=2, border_radius=PANEL_RADIUS)
        return panel
    surface.blit(_cached(("panel", rect.size, alpha), make), rect)


def dim(surface, alpha: int = 140) -> None:
    def make():
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, alpha))
        return shade
    surface.blit(_cached(("dim", surface.get_size(), alpha), make), (0, 0))

