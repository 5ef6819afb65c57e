"""A plain card renderer used when no deck art is installed: a rounded card with
the rank and the suit's initial. Same interface as ``deck_art.CardImages``."""
from __future__ import annotations

import pygame

SUIT_COLORS = {"C": (190, 40, 40), "D": (190, 140, 20), "B": (40, 120, 50), "S": (40, 60, 150)}
SUIT_LETTERS = {"C": "C", "D": "D", "B": "B", "S": "S"}
RANK_LABELS = {1: "A", 8: "F", 9: "C", 10: "R"}
BACKS = {"red": (150, 30, 40), "blue": (30, 60, 140), "green": (30, 110, 60), "deck": (150, 30, 40)}
ASPECT = 0.58


def plain_back(size: tuple[int, int], color) -> pygame.Surface:
    """A card back of one colour: a diamond lattice inside a light frame."""
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(2, h // 14)
    pygame.draw.rect(surf, color, surf.get_rect(), border_radius=radius)
    inner = surf.get_rect().inflate(-max(4, w // 6), -max(4, w // 6))
    lattice = surf.subsurface(inner)
    light = tuple(min(255, c + 45) for c in color)
    step = max(6, w // 6)
    for k in range(-inner.h, inner.w + inner.h, step):
        pygame.draw.line(lattice, light, (k, 0), (k + inner.h, inner.h))
        pygame.draw.line(lattice, light, (k, inner.h), (k + inner.h, 0))
    pygame.draw.rect(surf, (235, 220, 180), inner, width=max(1, h // 60), border_radius=max(2, h // 20))
    pygame.draw.rect(surf, (40, 40, 40), surf.get_rect(), width=max(1, h // 120), border_radius=radius)
    return surf


class FallbackCards:
    style_id = "plain"
    name = "Plain"

    def __init__(self, style_id: str = "plain", corner_indices: bool = False, back: str = "red",
                 aspect: float = ASPECT):
        self.aspect = aspect
        self.corner_indices = corner_indices
        self.back_color = BACKS.get(back, BACKS["red"])
        self._cache: dict = {}

    def card_size(self, height: int) -> tuple[int, int]:
        h = max(8, int(height))
        return max(5, int(round(h * self.aspect))), h

    def _base(self, height: int, color) -> pygame.Surface:
        w, h = self.card_size(height)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        radius = max(2, h // 14)
        pygame.draw.rect(surf, color, surf.get_rect(), border_radius=radius)
        pygame.draw.rect(surf, (40, 40, 40), surf.get_rect(), width=max(1, h // 120), border_radius=radius)
        return surf

    def face(self, card: str, height: int) -> pygame.Surface:
        key = ("f", card, int(height))
        surf = self._cache.get(key)
        if surf is not None:
            return surf
        rank, suit = int(card[:-1]), card[-1]
        surf = self._base(height, (250, 246, 235))
        w, h = surf.get_size()
        color = SUIT_COLORS[suit]
        label = RANK_LABELS.get(rank, str(rank))
        big = pygame.font.Font(None, max(10, int(h * 0.42)))
        small = pygame.font.Font(None, max(8, int(h * 0.2)))
        t = big.render(label, True, color)
        surf.blit(t, t.get_rect(center=(w // 2, int(h * 0.42))))
        s = small.render(SUIT_LETTERS[suit], True, color)
        surf.blit(s, s.get_rect(center=(w // 2, int(h * 0.75))))
        if self.corner_indices:
            corner = small.render(label + SUIT_LETTERS[suit], True, color)
            pad = max(2, w // 14)
            surf.blit(corner, (pad, pad))
            flipped = pygame.transform.rotate(corner, 180)
            surf.blit(flipped, flipped.get_rect(bottomright=(w - pad, h - pad)))
        self._cache[key] = surf
        return surf

    def back(self, height: int) -> pygame.Surface:
        key = ("b", int(height))
        surf = self._cache.get(key)
        if surf is None:
            surf = self._cache[key] = plain_back(self.card_size(height), self.back_color)
        return surf

    def clear_cache(self) -> None:
        self._cache.clear()
