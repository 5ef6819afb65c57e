"""What every table panel is: a part of the table with its own rectangle(s), input and
drawing. The scene lays the panels out from the window's regions, hands them input in
turn (the first that takes an event keeps it) and draws them in order."""
from __future__ import annotations

import pygame

from ...events import Input
from ...text import fit_size  # noqa: F401  (the panels' own name for it)
from ..layout import TableLayout
from ..regions import Regions
from ..sprites import Dress, Sprite


class Panel:
    """``table`` is the table scene; a panel reads the deal, the shown state and the
    texts through it and never imports it."""

    def __init__(self, table):
        self.table = table
        self.L: TableLayout | None = None

    @property
    def app(self):
        return self.table.app

    @property
    def t(self):
        return self.table.app.t

    def layout(self, L: TableLayout, regions: Regions) -> None:
        self.L = L

    def rects(self) -> list[pygame.Rect]:
        """The window area this panel owns (the checks compare them across panels)."""
        return []

    def shown_now(self) -> bool:
        """Whether the panel has anything on show this frame."""
        return True

    def handle(self, ev: Input) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def dress(self, sprite: Sprite, dress: Dress) -> None:
        """Adjust how a card sprite is drawn (lift, shade, outline); most panels do not."""
