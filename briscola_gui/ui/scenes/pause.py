"""The pause menu over the table: resume, rules, settings, or save and quit to the menu."""
from __future__ import annotations

import pygame

from ..menu_base import MenuBase
from ..text import GOLD, font_size
from ..widgets import Button, dim, draw_panel


class PauseScene(MenuBase):
    """Esc or Menu during a game: resume, or save and go back to the main menu."""
    overlay = True
    title_key = "paused"

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        t = app.t
        # on the last smazzata's end the match is over: nothing to save, and quitting skipped
        # its result (review 12f C14); the deal of the day has its own screen
        if table.match.over and not table.session.daily:
            leave = Button(lambda: t("to_results"), lambda: app.reset_to("match_over", table=table),
                           name="results")
        else:
            leave = Button(lambda: t("save_quit"), self.save_quit, name="save_quit")
        self.set_widgets([
            Button(lambda: t("resume"), app.pop, name="resume"),
            Button(lambda: t("rules"), lambda: app.open("rules"), name="rules"),
            Button(lambda: t("settings"), lambda: app.open("settings"), name="settings"),
            leave,
        ])

    def save_quit(self) -> None:
        self.table.autosave()
        self.app.reset_to("main_menu")

    def back(self) -> None:
        self.app.pop()

    def layout(self, size) -> None:
        w, h = size
        self.size = size
        self.font = font_size(size, 0.032, scale=self.app.text.scale)
        bw, bh = int(self.font * 13), int(self.font * 2)
        top = h // 2 - (len(self.widgets) * (bh + 10)) // 2 + self.font
        for i, wd in enumerate(self.widgets):
            wd.rect = pygame.Rect(0, 0, bw, bh)
            wd.rect.midtop = (w // 2, top + i * (bh + 10))
        self.panel = pygame.Rect(0, 0, bw + self.font * 3, len(self.widgets) * (bh + 10) + self.font * 4)
        self.panel.midtop = (w // 2, top - self.font * 3)

    def draw(self, surface) -> None:
        dim(surface, 130)
        draw_panel(surface, self.panel)
        self.app.text.draw(surface, self.app.t("paused"), int(self.font * 1.3), GOLD,
                           midtop=(self.panel.centerx, self.panel.y + self.font // 2))
        for wd in self.widgets:
            wd.draw(surface, self.app.text)
