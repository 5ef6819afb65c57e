"""Soft shadows under the cards: a blurred, see-through dark card shape, made once per
card size (and per height above the cloth: resting or in the air) and kept, so a frame
pays one extra blit per card drawn. A large resting card's shadow is cast hollow: only
the bands round the card are blitted, not the middle its opaque picture covers at once
(the figures measured are in docs/window.md)."""
from __future__ import annotations

from typing import NamedTuple

import pygame

REST_ALPHA = 95
HOLLOW_INSET = 0.15          # a card's picture is opaque this share of its width in from its edge
HOLLOW_LEAST = 90            # narrower cards: one blit of the whole shadow is cheaper than four
RAISED_ALPHA = 70


class Shadow(NamedTuple):
    surface: pygame.Surface
    spread: int                     # how far the blur reaches beyond the card on each side
    offset: tuple[int, int]         # where the light puts it, from the card's place
    bands: tuple = ()               # hollow: the parts of ``surface`` round the card

    def cast(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Draw it under a card (or place) lying at ``rect``."""
        where = self.surface.get_rect(center=rect.center).move(self.offset)
        if not self.bands:
            surface.blit(self.surface, where)
            return
        for band in self.bands:
            surface.blit(self.surface, (where.x + band.x, where.y + band.y), band)


def _bands(shadow: pygame.Rect, card: pygame.Rect) -> tuple:
    """The parts of ``shadow`` outside ``card`` shrunk by HOLLOW_INSET of its width (past
    the rounded corners, the card's picture is opaque): top, bottom, left, right."""
    inset = int(min(card.w, card.h) * HOLLOW_INSET) + 1
    inner = card.inflate(-2 * inset, -2 * inset)
    if inner.w <= 0 or inner.h <= 0:
        return ()
    return tuple(r for r in (pygame.Rect(0, 0, shadow.w, inner.top),
                             pygame.Rect(0, inner.bottom, shadow.w, shadow.h - inner.bottom),
                             pygame.Rect(0, inner.top, inner.left, inner.h),
                             pygame.Rect(inner.right, inner.top, shadow.w - inner.right, inner.h))
                 if r.w > 0 and r.h > 0)


def make(size: tuple[int, int], raised: bool, hollow: bool = False) -> Shadow:
    w, h = size
    spread = max(2, int(min(w, h) * (0.09 if raised else 0.05)))
    alpha = RAISED_ALPHA if raised else REST_ALPHA
    surf = pygame.Surface((w + 2 * spread, h + 2 * spread), pygame.SRCALPHA)
    radius = max(2, min(w, h) // 12)
    pygame.draw.rect(surf, (0, 0, 0, alpha), pygame.Rect(spread, spread, w, h), border_radius=radius)
    surf = pygame.transform.gaussian_blur(surf, max(1, spread // 2))
    lift = max(1, int(h * (0.05 if raised else 0.018)))
    offset = (lift // 2, lift)
    # where the card lies on its shadow: centred, less the light's offset
    card = pygame.Rect(spread - offset[0], spread - offset[1], w, h)
    return Shadow(surf, spread, offset, _bands(surf.get_rect(), card) if hollow else ())


class Shadows:
    """The shadows made so far, by (size, raised); cleared when it grows too big (every
    size of a long resize session)."""
    LIMIT = 256
    STEP = 8

    def __init__(self):
        self.made: dict[tuple, Shadow] = {}

    def get(self, size: tuple[int, int], raised: bool, hollow: bool = False) -> Shadow:
        """The shadow for a card of ``size``; a card in the air changes size every frame, so
        its shadow is made for the size rounded to ``STEP`` pixels (a blur hides the rest).
        ``hollow``: for an opaque card resting on it, drawn over it at once (not for a
        rounded plate; a card in the air keeps the whole shadow, its size being rounded,
        and so does a card narrower than HOLLOW_LEAST)."""
        if raised:
            size = tuple(max(self.STEP, round(v / self.STEP) * self.STEP) for v in size)
        key = (size, raised, hollow and not raised and min(size) >= HOLLOW_LEAST)
        shadow = self.made.get(key)
        if shadow is None:
            if len(self.made) >= self.LIMIT:
                self.made.clear()
            shadow = self.made[key] = make(size, raised, key[2])
        return shadow
