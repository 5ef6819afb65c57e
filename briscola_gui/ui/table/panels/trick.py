"""The trick in progress: the cards lie at their seats' places round the centre; the card
that takes the trick is framed in gold while the trick is shown, before it is collected."""
from __future__ import annotations

import pygame

from ...text import GOLD
from ..sprites import Dress, Sprite
from .base import Panel


class TrickPanel(Panel):
    def __init__(self, table):
        super().__init__(table)
        self.region = pygame.Rect(0, 0, 0, 0)
        self.cards: list[pygame.Rect] = []

    def layout(self, L, regions) -> None:
        super().layout(L, regions)
        self.region = regions.trick
        self.cards = list(regions.trick_cards)

    def rects(self) -> list[pygame.Rect]:
        """Each card's place (the corners between them are others' room)."""
        return list(self.cards)

    def shown_now(self) -> bool:
        return self.table.deal.phase in ("play", "done")

    def dress(self, sprite: Sprite, dress: Dress) -> None:
        shown = self.table.shown
        if shown.winner_shown is not None and (shown.winner_shown, sprite.card) in shown.table:
            dress.outline = GOLD
