"""Fonts and rendered text, cached: a frame never rasterizes the same string twice."""
from __future__ import annotations

from collections import OrderedDict

import pygame

WHITE = (245, 242, 230)
DIM = (170, 180, 170)
GOLD = (240, 200, 90)
RED = (200, 60, 50)


def font_size(size: tuple[int, int], share: float, least: int = 14) -> int:
    """A screen's text size: ``share`` of the window's height, but in a window taller than
    4:3 of its width only, so a tall narrow window gets text that fits across it."""
    w, h = size
    return max(least, int(min(h, w * 3 / 4) * share))


class Text:
    def __init__(self, limit: int = 600):
        self._fonts: dict[int, pygame.font.Font] = {}
        self._cache: OrderedDict = OrderedDict()
        self.limit = limit

    def font(self, size: int) -> pygame.font.Font:
        size = max(8, int(size))
        f = self._fonts.get(size)
        if f is None:
            f = self._fonts[size] = pygame.font.Font(None, size)
        return f

    def render(self, text: str, size: int, color=WHITE) -> pygame.Surface:
        key = (text, int(size), tuple(color))
        surf = self._cache.get(key)
        if surf is None:
            surf = self.font(size).render(text, True, color)
            self._cache[key] = surf
            if len(self._cache) > self.limit:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(key)
        return surf

    def draw(self, surface: pygame.Surface, text: str, size: int, color=WHITE, center=None,
             topleft=None, midleft=None, midright=None, midtop=None, midbottom=None,
             topright=None, shadow: bool = False) -> pygame.Rect:
        surf = self.render(text, size, color)
        rect = surf.get_rect()
        for name, value in (("center", center), ("topleft", topleft), ("midleft", midleft),
                            ("midright", midright), ("midtop", midtop), ("midbottom", midbottom),
                            ("topright", topright)):
            if value is not None:
                setattr(rect, name, (int(value[0]), int(value[1])))
                break
        if shadow:
            surface.blit(self.render(text, size, (0, 0, 0)), rect.move(2, 2))
        surface.blit(surf, rect)
        return rect

    def wrap(self, text: str, size: int, width: int) -> list[str]:
        """Split ``text`` into lines that fit ``width`` pixels (words kept whole)."""
        font = self.font(size)
        lines: list[str] = []
        for para in text.split("\n"):
            words = para.split(" ")
            line = ""
            for w in words:
                trial = w if not line else line + " " + w
                if font.size(trial)[0] <= width or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = w
            lines.append(line)
        return lines

    def clear(self) -> None:
        self._cache.clear()
