"""Soft shadows under the cards: a blurred, see-through dark card shape, made once per
card size (and per height above the cloth: resting or in the air) and kept, so a frame
pays one extra blit per card drawn."""
from __future__ import annotations

from typing import NamedTuple

import pygame

REST_ALPHA = 95
RAISED_ALPHA = 70


class Shadow(NamedTuple):
    surface: pygame.Surface
    spread: int                     # how far the blur reaches beyond the card on each side
    offset: tuple[int, int]         # where the light puts it, from the card's place

    def cast(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Draw it under a card (or place) lying at ``rect``."""
        surface.blit(self.surface, self.surface.get_rect(center=rect.center).move(self.offset))


def make(size: tuple[int, int], raised: bool) -> Shadow:
    w, h = size
    spread = max(2, int(min(w, h) * (0.09 if raised else 0.05)))
    alpha = RAISED_ALPHA if raised else REST_ALPHA
    surf = pygame.Surface((w + 2 * spread, h + 2 * spread), pygame.SRCALPHA)
    radius = max(2, min(w, h) // 12)
    pygame.draw.rect(surf, (0, 0, 0, alpha), pygame.Rect(spread, spread, w, h), border_radius=radius)
    surf = pygame.transform.gaussian_blur(surf, max(1, spread // 2))
    lift = max(1, int(h * (0.05 if raised else 0.018)))
    return Shadow(surf, spread, (lift // 2, lift))


class Shadows:
    """The shadows made so far, by (size, raised); cleared when it grows too big (every
    size of a long resize session)."""
    LIMIT = 256
    STEP = 8

    def __init__(self):
        self.made: dict[tuple, Shadow] = {}

    def get(self, size: tuple[int, int], raised: bool) -> Shadow:
        """The shadow for a card of ``size``; a card in the air changes size every frame, so
        its shadow is made for the size rounded to ``STEP`` pixels (a blur hides the rest)."""
        if raised:
            size = tuple(max(self.STEP, round(v / self.STEP) * self.STEP) for v in size)
        key = (size, raised)
        shadow = self.made.get(key)
        if shadow is None:
            if len(self.made) >= self.LIMIT:
                self.made.clear()
            shadow = self.made[key] = make(size, raised)
        return shadow
