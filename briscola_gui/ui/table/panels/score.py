"""The score as the table shows it during play: each seat's pile of taken cards with
the number of cards in it (the points are counted at the end of the smazzata)."""
from __future__ import annotations

import pygame

from ...text import DIM
from .base import Panel


class ScorePanel(Panel):
    def __init__(self, table):
        super().__init__(table)
        self.piles: list[pygame.Rect] = []
        self.labels: list[pygame.Rect] = []

    def layout(self, L, regions) -> None:
        super().layout(L, regions)
        self.piles = list(regions.piles) + list(regions.counts)

    def rects(self) -> list[pygame.Rect]:
        return list(self.piles)

    def draw(self, surface) -> None:
        L, text = self.L, self.app.text
        self.labels = []          # where the counts were drawn (the tests check them)
        for seat, pile in enumerate(self.table.shown.piles):
            if pile:
                label = self.t("pile", n=len(pile))
                left, top, w, _ = L.count_box(seat, text.size(label, int(L.font * 0.8))[0] + 2)
                self.labels.append(text.draw(surface, label, int(L.font * 0.8), DIM, shadow=True,
                                             midtop=(left + w / 2, top)))
