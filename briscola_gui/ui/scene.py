"""What every screen of the window is: a ``Scene`` the app's stack holds.

Kept apart from the app so scene modules and the scene registry depend on this small
base, not on each other."""
from __future__ import annotations

import pygame

from .events import Input


class Scene:
    """A screen. Only the top scene updates and handles input; scenes marked ``overlay``
    are drawn over the ones below them. ``app`` is the App that holds the stack: scenes
    reach other scenes only by name, through ``app.open/switch/reset_to``."""

    overlay = False

    def __init__(self, app) -> None:
        self.app = app

    def layout(self, size: tuple[int, int]) -> None:
        pass

    def update(self, dt: int) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def handle(self, ev: Input) -> None:
        pass

    def resume(self) -> None:
        """Called when the scene above it was popped."""

    def covers(self) -> pygame.Rect | None:
        """An overlay's box over the scenes below it (None: none, or the whole window):
        what the scene below keeps its news out from under (``App.covered``)."""
        return None

    def on_quit(self) -> None:
        """The window is closing."""
