"""The top right corner: the Menu button (or Esc) that pauses the game, the speaker that
shows whether the sound is on and mutes it (or M), the tracker button that shows and
hides the card tracker (or T), and the deal's shareable code under them (C on the
end-of-smazzata screen copies it). The two small buttons are drawn icons, not words, so
they read the same in every language."""
from __future__ import annotations

import pygame

import math

from ...text import DIM, GOLD, RED, WHITE
from ...widgets import Button
from .base import Panel, fit_size


class CornerPanel(Panel):
    def __init__(self, table):
        super().__init__(table)
        self.button = Button(lambda: self.t("menu"), table.open_pause, name="menu")
        self.sound = Button("", self.app.toggle_sound, name="sound")
        self.tracker = Button("", lambda: table.panels.tracker.toggle(), name="tracker")
        self.code_rect = pygame.Rect(0, 0, 0, 0)

    def layout(self, L, regions) -> None:
        super().layout(L, regions)
        self.button.rect = regions.menu_button
        self.sound.rect = regions.sound_button
        self.tracker.rect = regions.tracker_button
        self.code_rect = regions.code

    def rects(self) -> list[pygame.Rect]:
        return [self.button.rect, self.sound.rect, self.tracker.rect, self.code_rect]

    def code(self) -> str | None:
        """The code of the deal on show: while its last trick is shown the match has
        already recorded it and would give the next deal's code (review 12c)."""
        return self.table.display.code or self.table.match.deal_code

    def code_text(self) -> str:
        code = self.code()
        return self.t("code_short", code=code) if code else ""

    def handle(self, ev) -> bool:
        if ev.kind == "key" and ev.key == "escape":
            self.table.open_pause()
            return True
        return self.button.handle(ev) or self.sound.handle(ev) or self.tracker.handle(ev)

    def draw(self, surface) -> None:
        text = self.app.text
        self.button.draw(surface, text)
        self.sound.draw(surface, text)
        draw_speaker(surface, self.sound.rect, self.app.settings.sound, self.app.settings.volume)
        self.tracker.draw(surface, text)
        draw_tracker_icon(surface, self.tracker.rect, self.app.settings.tracker)
        line = self.code_text()
        if line:
            r = self.code_rect
            size = fit_size(text, line, max(r.h, 10), r.w)
            text.draw(surface, line, size, DIM, shadow=True, topright=r.topright)


def draw_speaker(surface: pygame.Surface, r: pygame.Rect, on: bool, volume: int) -> None:
    """A speaker in ``r``: with sound waves (as many as the volume's steps) when the
    sound is on, crossed out in red when it is muted."""
    u = r.h / 10.5
    # the body from 2.6u left of cx, the outer wave to 5.8u right of it: centred, inside the frame
    cx, cy = r.centerx - 1.6 * u, r.centery
    body = [(cx - 2.6 * u, cy - 1.3 * u), (cx - 1.0 * u, cy - 1.3 * u), (cx + 1.2 * u, cy - 3.1 * u),
            (cx + 1.2 * u, cy + 3.1 * u), (cx - 1.0 * u, cy + 1.3 * u), (cx - 2.6 * u, cy + 1.3 * u)]
    pygame.draw.polygon(surface, WHITE if on else DIM, body)
    width = max(2, int(u * 0.7))
    if on:
        for k in range(1 + (volume >= 50) + (volume >= 90)):
            radius = u * (2.2 + 1.35 * k)
            arc = pygame.Rect(0, 0, radius * 2, radius * 2)
            arc.center = (int(cx + 0.9 * u), int(cy))
            pygame.draw.arc(surface, GOLD, arc, -math.pi / 3.2, math.pi / 3.2, width)
    else:
        x0, x1 = cx + 2.4 * u, cx + 5.4 * u
        pygame.draw.line(surface, RED, (x0, cy - 1.6 * u), (x1, cy + 1.6 * u), width + 1)
        pygame.draw.line(surface, RED, (x0, cy + 1.6 * u), (x1, cy - 1.6 * u), width + 1)


def draw_tracker_icon(surface: pygame.Surface, r: pygame.Rect, on: bool) -> None:
    """A small card tracker in ``r``: four rows of cells (the top one gold, the first cells
    of each row dimmed as played) when the tracker is shown, all dim when it is hidden."""
    u = r.h / 10
    cell_w, cell_h, step = max(2, int(u * 1.1)), max(2, int(u * 1.2)), u * 1.45
    x0 = r.centerx - step * 2.5 + (step - cell_w) / 2
    for row in range(4):
        y = int(r.centery + (row - 2) * u * 1.6 + u * 0.25)
        for col in range(5):
            if not on:
                color = DIM
            elif col < 2 - (row % 2):
                color = (95, 110, 100)
            else:
                color = GOLD if row == 0 else WHITE
            pygame.draw.rect(surface, color, (int(x0 + col * step), y, cell_w, cell_h))
