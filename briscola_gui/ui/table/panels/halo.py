"""The turn's halo round the portrait of the seat that must play: full when the turn
comes, then, while the seat keeps the table waiting, breathing gently on the scene's clock
(so a restored game, taken up at the same moment of a turn, draws the same)."""
from __future__ import annotations

import math

import pygame

from ...text import GOLD

GLOW_STILL_MS = 2000           # the turn's halo: steady this long, then it breathes
GLOW_PERIOD_MS = 1800          # one breath
GLOW_STEPS = 10                # brightness steps drawn (each made once per size)
GLOW_DIMMEST = 0.45            # the halo's least opacity, a share of full


def glow_level(waited_ms: int) -> int:
    """The halo's brightness step (0 .. GLOW_STEPS - 1) when the seat has had the turn
    for ``waited_ms``: full for GLOW_STILL_MS, then a sine of period GLOW_PERIOD_MS."""
    if waited_ms < GLOW_STILL_MS:
        return GLOW_STEPS - 1
    phase = ((waited_ms - GLOW_STILL_MS) % GLOW_PERIOD_MS) / GLOW_PERIOD_MS
    return round((1 + math.cos(2 * math.pi * phase)) / 2 * (GLOW_STEPS - 1))


class Halos:
    """The halos drawn so far, one per portrait size and brightness step (made once each)."""

    def __init__(self):
        self._made: dict[tuple[int, int], pygame.Surface] = {}

    def get(self, d: int, level: int) -> pygame.Surface:
        """The halo for a portrait ``d`` wide at brightness ``level``."""
        surf = self._made.get((d, level))
        if surf is None:
            size = d + d // 2
            alpha = int(255 * (GLOW_DIMMEST + (1 - GLOW_DIMMEST) * level / (GLOW_STEPS - 1)))
            surf = pygame.Surface((size, size), pygame.SRCALPHA)
            pygame.draw.circle(surf, (*GOLD, alpha), (size // 2, size // 2), d // 2 + max(3, d // 10),
                               width=max(3, d // 8))
            surf = self._made[(d, level)] = pygame.transform.gaussian_blur(surf, max(1, d // 16))
        return surf
