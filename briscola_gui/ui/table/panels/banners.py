"""Banners: short news of the table ("Anna takes 7", a bid, the partner revealed), shown
for a while in their own band beside the trick, never over the cards; at most three at
a time, the newest last. Each goes when its time is up, on the scene's scheduler."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from ...text import WHITE
from ...widgets import draw_panel
from .base import Panel, fit_size

SHOWN = 3
SHORTEST_MS = 600


@dataclass(eq=False)
class Banner:
    say: Callable[[], str]          # the news in the current language

    @property
    def text(self) -> str:
        return self.say()


class Banners(Panel):
    def __init__(self, table):
        super().__init__(table)
        self.items: list[Banner] = []
        self.band = pygame.Rect(0, 0, 0, 0)
        self.trick = pygame.Rect(0, 0, 0, 0)

    def layout(self, L, regions) -> None:
        super().layout(L, regions)
        self.band = regions.banners
        self.trick = regions.trick

    def rects(self) -> list[pygame.Rect]:
        return [self.band]

    def add(self, text: str | Callable[[], str], ms: int = 1500) -> None:
        banner = Banner(text if callable(text) else (lambda: text))
        self.items.append(banner)
        self.table.schedule.after(max(ms, SHORTEST_MS), lambda: self._expire(banner))

    def _expire(self, banner: Banner) -> None:
        if banner in self.items:
            self.items.remove(banner)

    def one_line_width(self, font: int, text=None) -> int:
        """The width of a "Giulia takes 11" bubble on one line at the smaller size, for a
        table whose font is ``font``: what the banners' band must leave room for (measured
        with ``text``, the window's by default)."""
        words = self.t("takes", name="Giulia", p=11)
        return (text or self.app.text).size(words, int(font * 0.8))[0] + font + 2

    def texts(self) -> list[str]:
        return [b.text for b in self.items[-SHOWN:]]

    def clear(self) -> None:
        self.items = []

    def shown_now(self) -> bool:
        """Not while the player's auction or call panel covers the centre (the bids show
        beside the name plates then), nor under the end-of-smazzata box (at instant speed
        the last tricks' banners would still be there beside it), nor under the last trick."""
        p = self.table.panels
        return (bool(self.items) and self.table.finished_deal is None and not p.last_trick.open
                and not (p.auction.shown_now() or p.call.shown_now()))

    def draw(self, surface) -> None:
        if not self.shown_now():
            return
        L, text, band = self.L, self.app.text, self.band
        width = band.w - L.font
        boxes = []                       # the newest first, each as high as its lines
        room = band.h
        news = [b.text for b in self.items[-SHOWN:]]
        # one size for all, the largest at which each is one line (a shorter one in larger
        # letters beside a wrapped one looked like another widget), wrapped where even the
        # smaller size is too wide
        small = int(L.font * 0.8)
        size = min(fit_size(text, words, int(L.font * 1.15), width, smallest=small) for words in news)
        for words in reversed(news):
            lines = [words] if text.font(size).size(words)[0] <= width else text.wrap_phrases(words, size, width)
            surfs = [text.render(line, size, WHITE) for line in lines]
            r = pygame.Rect(0, 0, max(s.get_width() for s in surfs) + L.font,
                            sum(s.get_height() for s in surfs) + L.font // 2)
            if boxes and r.h + 4 > room:
                break                    # no room left: the older news goes unshown
            room -= r.h + 4
            boxes.append((r, surfs))
        for r, (_, surfs) in zip(self.stack([box for box, _ in reversed(boxes)]), reversed(boxes)):
            draw_panel(surface, r, alpha=220)
            ty = r.centery - sum(s.get_height() for s in surfs) // 2
            for s in surfs:
                surface.blit(s, s.get_rect(midtop=(r.centerx, ty)))
                ty += s.get_height()

    def stack(self, boxes: list[pygame.Rect]) -> list[pygame.Rect]:
        """Where ``boxes`` (the oldest first) go: one under the other, the whole as near the
        trick as the band allows, each box's edge on the trick's side in line (a band wider
        than the news left them in its middle, 200 px right of a 4-player trick at 1280x800)."""
        whole = pygame.Rect(0, 0, max(r.w for r in boxes), sum(r.h for r in boxes) + 4 * (len(boxes) - 1))
        whole.center = self.trick.center
        whole.clamp_ip(self.band)
        out, y = [], whole.top
        for r in boxes:
            r = r.copy()
            r.top = y
            if whole.left >= self.trick.right - 1:         # right of the trick: flush left
                r.left = whole.left
            elif whole.right <= self.trick.left + 1:       # left of it: flush right
                r.right = whole.right
            else:                                          # above or below it: centred
                r.centerx = whole.centerx
            out.append(r)
            y = r.bottom + 4
        return out
