"""A plain card renderer used when no deck art is installed: a rounded card with the
rank as the Italian decks print it (1-7, F Fante, C Cavallo, R Re: the same indices as the
deck art and the card tracker) and the suit as a drawn sign, never a letter (a "C" would
read as Cavallo and as Coppe). Same interface as ``deck_art.CardImages``."""
from __future__ import annotations

import pygame

SUIT_COLORS = {"C": (190, 40, 40), "D": (190, 140, 20), "B": (40, 120, 50), "S": (40, 60, 150)}
RANK_LABELS = {8: "F", 9: "C", 10: "R"}          # the ace is "1", as on the decks' corners
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
        suit_sign(surf, suit, (w // 2, int(h * 0.76)), h * 0.12, color)
        if self.corner_indices:
            corner = small.render(label, True, color)
            pad = max(2, w // 14)
            box = pygame.Surface((max(corner.get_width(), int(h * 0.1)), corner.get_height() + int(h * 0.1)),
                                 pygame.SRCALPHA)
            box.blit(corner, corner.get_rect(midtop=(box.get_width() // 2, 0)))
            suit_sign(box, suit, (box.get_width() // 2, corner.get_height() + int(h * 0.045)), h * 0.04, color)
            surf.blit(box, (pad, pad))
            flipped = pygame.transform.rotate(box, 180)
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


def suit_sign(surf: pygame.Surface, suit: str, centre: tuple[int, int], r: float, color,
              letter: bool = False) -> None:
    """The suit's sign, ``r`` its half-height: a cup (Coppe), a coin (Denari), a club
    (Bastoni), a sword (Spade). ``letter``: to be read at the height of a letter (the
    compact card tracker), with lines twice as heavy and the sword's blade pointed, guard
    and pommel apart (the card's sword read as an arrow there)."""
    x, y = centre
    bold = 2.0 if letter else 1.0
    line = max(1, int(r / 4 * bold))
    if suit == "C":            # a goblet: bowl, stem, foot
        pygame.draw.polygon(surf, color, [(x - r * 0.8, y - r), (x + r * 0.8, y - r), (x + r * 0.2, y),
                                          (x - r * 0.2, y)])
        pygame.draw.line(surf, color, (x, y), (x, y + r * 0.7), line)
        pygame.draw.line(surf, color, (x - r * 0.5, y + r * 0.85), (x + r * 0.5, y + r * 0.85), line + 1)
    elif suit == "D":          # a coin: a ring round a dot
        pygame.draw.circle(surf, color, (x, y), max(2, int(r)), line + 1)
        pygame.draw.circle(surf, color, (x, y), max(1, int(r * 0.35)))
    elif suit == "B":          # a club: a slanted staff with a knob
        pygame.draw.line(surf, color, (x - r * 0.5, y + r), (x + r * 0.3, y - r * 0.6), line + 2)
        pygame.draw.circle(surf, color, (int(x + r * 0.4), int(y - r * 0.7)), max(2, int(r * 0.35 * bold ** 0.5)))
    elif letter:               # a sword: a pointed blade, guard, grip, pommel
        half, thin = max(1.0, r * 0.2), max(1, int(r * 0.28))
        pygame.draw.polygon(surf, color, [(x - half, y + r * 0.4), (x - half, y - r + half * 2), (x, y - r),
                                          (x + half, y - r + half * 2), (x + half, y + r * 0.4)])
        pygame.draw.line(surf, color, (x - r * 0.55, y + r * 0.45), (x + r * 0.55, y + r * 0.45), thin)
        pygame.draw.line(surf, color, (x, y + r * 0.45), (x, y + r * 0.8), thin)
        pygame.draw.circle(surf, color, (int(x), int(y + r * 0.85)), max(1, int(thin * 0.8)))
    else:                      # a sword: blade, guard, grip
        pygame.draw.line(surf, color, (x, y - r), (x, y + r * 0.45), line + 1)
        pygame.draw.line(surf, color, (x - r * 0.5, y + r * 0.45), (x + r * 0.5, y + r * 0.45), line + 1)
        pygame.draw.line(surf, color, (x, y + r * 0.45), (x, y + r), line + 2)


SUPERSAMPLE = 4
_icons: dict[tuple[int, int, tuple], pygame.Surface] = {}


def suit_icon(suit: int, height: int, color) -> pygame.Surface:
    """The sign of the engine's suit ``suit`` (0-3) ``height`` pixels high in one colour,
    drawn four times larger and scaled down smoothly (the compact card tracker's rows: at
    10 px the plain lines were jagged), kept once drawn."""
    height = max(6, int(height))
    key = (suit, height, tuple(color))
    icon = _icons.get(key)
    if icon is None:
        big = height * SUPERSAMPLE
        surf = pygame.Surface((big, big), pygame.SRCALPHA)
        suit_sign(surf, "CDBS"[suit], (big // 2, big // 2), big * 0.45, color, letter=True)
        icon = _icons[key] = pygame.transform.smoothscale(surf, (height, height))
    return icon
