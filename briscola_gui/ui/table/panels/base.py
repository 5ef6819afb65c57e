"""What every table panel is: a part of the table with its own rectangle(s), input and
drawing. The scene lays the panels out from the window's regions, hands them input in
turn (the first that takes an event keeps it) and draws them in order."""
from __future__ import annotations

import pygame

from ...events import Input
from ...text import Text, fit_size  # noqa: F401  (the panels' own name for it)
from ..layout import TableLayout
from ..regions import Regions
from ..sprites import Dress, Sprite


class Panel:
    """``table`` is the table scene; a panel reads the deal, the shown state and the
    texts through it and never imports it."""

    def __init__(self, table):
        self.table = table
        self.L: TableLayout | None = None
        self._usual: tuple[tuple[int, int], Text] | None = None     # the usual size's text, per window

    @property
    def app(self):
        return self.table.app

    @property
    def t(self):
        return self.table.app.t

    def layout(self, L: TableLayout, regions: Regions) -> None:
        self.L = L

    def texts(self, window: tuple[int, int] | None = None) -> list[Text]:
        """The window's text; with larger text also the usual size, for a panel with no
        room for its words at the larger one (the card tracker, the partner's signals)."""
        texts = [self.app.text]
        if self.app.text.scale > 1:
            window = tuple(window or (self.L.w, self.L.h))
            usual = self._usual
            if usual is None or usual[0] != window:
                text = Text(limit=100)
                text.fit(window)
                usual = self._usual = (window, text)
            texts.append(usual[1])
        return texts

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
