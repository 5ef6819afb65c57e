"""The main menu: new game, continue the saved match, the lesson (or going on with it),
the deal of the day, statistics, settings, rules, quit.
(The messages the store leaves, such as a damaged file set aside, are shown by the App.)"""
from __future__ import annotations

import pygame

from ...lesson import progress
from ...version import version
from ..match_start import continue_match
from ..menu_base import MenuBase
from ..text import DIM
from ..widgets import Button


class MainMenu(MenuBase):
    def __init__(self, app):
        super().__init__(app)
        self.rebuild()

    def rebuild(self) -> None:
        app = self.app
        items = [Button(lambda: app.t("new_game"), lambda: app.open("new_game"), name="new")]
        if app.store.has_save() and app.store.persist:
            items.append(Button(lambda: app.t("continue"), lambda: continue_match(app), name="continue"))
        lesson = progress.resume(app.store.folder) if app.store.persist else progress.Progress()
        begun = lesson.chapter > 0 or lesson.step > 0 or lesson.moves
        items += [
            Button(lambda: app.t("lesson_menu_resume" if begun else "lesson_menu"),
                   lambda: app.reset_to("lesson", chapter=lesson.chapter, step=lesson.step,
                                        moves=lesson.moves), name="lesson"),
            Button(lambda: app.t("daily_menu"), lambda: app.open("daily"), name="daily"),
            Button(lambda: app.t("statistics"), self.open_stats, name="statistics"),
            Button(lambda: app.t("settings"), lambda: app.open("settings"), name="settings"),
            Button(lambda: app.t("rules"), lambda: app.open("rules"), name="rules"),
            Button(lambda: app.t("quit"), app.quit, name="quit"),
        ]
        self.set_widgets(items)
        if hasattr(self, "size"):
            self.layout(self.size)

    def open_stats(self) -> None:
        self.app.open("stats")

    def resume(self) -> None:
        self.rebuild()

    def update(self, dt: int) -> None:
        self.app.moment("menu")

    def layout(self, size) -> None:
        super().layout(size)
        w, h = size
        top = int(h * 0.3)
        # the buttons end a font above the version line at the foot, however many there are
        room = self.version_rect().top - self.font // 2 - top
        row = min(int(self.font * 2.4), room // max(1, len(self.widgets)))
        for i, wd in enumerate(self.widgets):
            wd.rect = pygame.Rect(0, 0, int(self.font * 12), min(int(self.font * 2), row - max(4, row // 6)))
            wd.rect.midtop = (w // 2, top + i * row)

    def version_rect(self) -> pygame.Rect:
        """Where the version line at the foot is drawn."""
        w, h = self.size
        size = max(11, self.font * 2 // 3)
        rect = pygame.Rect((0, 0), self.app.text.size(self.version_text(), size))
        rect.midbottom = (w // 2, h - max(4, self.font // 3))
        return rect

    def version_text(self) -> str:
        return f"Briscola {version()}"

    def draw(self, surface) -> None:
        self.draw_background(surface)
        w, h = self.size
        # a fan of three cards under the title
        ch = int(h * 0.13)
        for i, c in enumerate(("1D", "3C", "10S")):
            surf = self.app.cards.face(c, ch)
            x = w // 2 + (i - 1) * int(surf.get_width() * 0.7)
            surface.blit(surf, surf.get_rect(midtop=(x, int(h * 0.13))))
        for wd in self.widgets:
            wd.draw(surface, self.app.text)
        self.app.text.draw(surface, self.version_text(), max(11, self.font * 2 // 3), DIM,
                           midbottom=self.version_rect().midbottom)
