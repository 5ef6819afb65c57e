"""The look of the two forms, New game and Settings: a column of option rows on the left,
the live deck preview on the right (ui/deck_preview.py) and a row of buttons at the foot.

Why the geometry never follows the "Larger text and cards" setting: switching it on the
Settings page re-laid the page out and every < > arrow moved from under the mouse (the
next clicks landed on nothing). So the rows, the arrows and the buttons are placed for the
larger text whether it is on or not, from the window's size alone; only the text in them
grows. A form has a fixed number of row places (``slots``): a row that comes and goes
(the options of some numbers of players) is listed after the fixed ones, so no row ever
moves when another appears."""
from __future__ import annotations

import pygame

from . import deck_preview
from .enlarge import FORM_TEXT
from .menu_base import MenuBase
from .text import font_size
from .widgets import Button, Choice

SHARE = 0.03         # the form's text: this share of the window's height
TALL = 1.25          # a window this many times taller than wide has the preview under the rows


class FormBase(MenuBase):
    slots = 12        # the row places the column is divided into
    split = 0.5       # where a row's value part (its left arrow) begins, as a share of it

    def rows(self) -> list[Choice]:
        """The option rows, in their places from the top."""
        return [w for w in self.widgets if isinstance(w, Choice)]

    def foot_buttons(self) -> list[tuple[Button, float]]:
        """The buttons at the foot, each with its share of the width."""
        return [(w, 1.0) for w in self.widgets if isinstance(w, Button)]

    def layout(self, size) -> None:
        w, h = size
        self.size = size
        larger = self.app.settings.large_text
        self.font = font_size(size, SHARE, scale=FORM_TEXT if larger else 1.0)    # as drawn
        room = font_size(size, SHARE, scale=FORM_TEXT)          # the places: larger text or not
        margin, gap = int(w * 0.04), max(6, room // 3)
        # the buttons' row at the foot
        bh = min(int(room * 1.9), int(h * 0.07))
        foot = h - int(h * 0.03) - bh
        buttons = self.foot_buttons()
        span = min(w - 2 * margin, int(room * 12 * len(buttons)))
        unit = (span - gap * (len(buttons) - 1)) / sum(share for _, share in buttons)
        x = (w - span) / 2
        for button, share in buttons:
            button.rect = pygame.Rect(int(x), foot, int(unit * share), bh)
            x += unit * share + gap
        # the option rows, each in its place
        tall = h > w * TALL            # a window taller than wide: the preview under the rows
        top = int(h * (0.1 if tall else 0.15))
        row = min(int(room * 2.2), (foot - gap - top) // self.slots)
        width = w - 2 * margin if tall else min(int(w * 0.6), room * 24)
        for i, choice in enumerate(self.rows()):
            choice.rect = pygame.Rect(margin, top + i * row, width, row - max(4, row // 6))
            choice.split = self.split
            choice.size = min(self.font, int(choice.rect.h * 0.8))
        self.button_size = min(self.font, int(bh * 0.62))
        # the preview beside them, as high as the rows' places (under them in a tall window)
        if tall:
            below = top + row * self.slots
            self.preview_rect = pygame.Rect(margin, below, width, foot - gap - below)
        else:
            left = margin + width + int(w * 0.03)
            self.preview_rect = pygame.Rect(left, top, w - margin - left, row * self.slots - gap)

    def draw(self, surface) -> None:
        self.draw_background(surface)
        for choice in self.rows():
            choice.draw(surface, self.app.text)
        for button, _ in self.foot_buttons():
            button.draw(surface, self.app.text, self.button_size)
        deck_preview.draw(surface, self.app, self.preview_rect, self.font)
