"""Card sprites: every card of the deal is one sprite that tweens from where it is to
where the table's state puts it, turning over on the way when its face changes.

The field draws the sprites in depth order, each on its soft shadow (wider and further
off while the card is in the air or lifted); the panels only say how a card is dressed
(lifted when selected, shaded when not playable, outlined when it takes the trick)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, NamedTuple

import pygame

from ...engine import card_str
from ..anim import Tween
from .shadow import Shadows


class Place(NamedTuple):
    """Where a card should be: its centre, height, face up or down, sideways, depth."""
    x: float
    y: float
    h: float
    face: bool
    side: bool
    z: int


@dataclass
class Dress:
    """How a panel wants a card drawn this frame."""
    lift: int = 0
    shaded: bool = False
    outline: tuple | None = None        # colour of a frame around the card


class Sprite:
    __slots__ = ("card", "x", "y", "h", "face", "side", "z", "tween", "target", "flips")

    def __init__(self, card: int, x: float, y: float, h: float):
        self.card = card
        self.x, self.y, self.h = x, y, h
        self.face = False
        self.side = False
        self.z = 0
        self.tween: Tween | None = None
        self.target = Place(x, y, h, False, False, 0)
        self.flips = False             # turning over during the current move

    def sync(self) -> None:
        """Follow the tween (advanced by the scene's scheduler)."""
        if self.tween is not None:
            self.x, self.y, self.h = self.tween.value
            if self.tween.progress >= 0.5:
                self.face, self.side = self.target.face, self.target.side
            if self.tween.done:
                self.tween = None
                self.z = self.target.z

    def move_to(self, target: Place, ms: int, easing: str = "out_cubic") -> Tween | None:
        """Fly to ``target`` in ``ms``; returns the new tween (None when snapped or unchanged)."""
        if target == self.target and (self.tween is not None or
                                      (self.x, self.y, self.h) == tuple(target[:3])):
            return None
        self.target = target
        if ms <= 0:
            self.snap()
            return None
        self.z = max(self.z, target.z) + 1000       # a moving card flies over the others
        self.flips = (self.face, self.side) != (target.face, target.side)
        self.tween = Tween((self.x, self.y, self.h), tuple(target[:3]), ms, easing)
        return self.tween

    def snap(self) -> None:
        self.x, self.y, self.h, self.face, self.side, self.z = self.target
        self.tween = None

    def rect(self, size: tuple[int, int], lift: int = 0) -> pygame.Rect:
        w, h = size
        return pygame.Rect(int(self.x - w / 2), int(self.y - h / 2) - lift, int(w), int(h))


class CardField:
    """All the deal's card sprites, and how they are painted. Their tweens run on the
    scene's scheduler (``schedule``: anything with ``tween(t)``)."""

    def __init__(self, cards: list[int], schedule):
        self.sprites: dict[int, Sprite] = {c: Sprite(c, 0, 0, 10) for c in cards}
        self.schedule = schedule
        self._shades: dict = {}
        self.shadows = Shadows()

    def __getitem__(self, card: int) -> Sprite:
        return self.sprites[card]

    def values(self):
        return self.sprites.values()

    def moving(self) -> bool:
        return any(s.tween is not None for s in self.sprites.values())

    def sync(self) -> None:
        for s in self.sprites.values():
            if s.tween is not None:
                s.sync()

    def place(self, targets: dict[int, Place], snap: bool = False, ms: int = 0,
              easing: str = "out_cubic") -> None:
        for card, target in targets.items():
            sprite = self.sprites[card]
            if snap:
                sprite.target = target
                sprite.snap()
            else:
                tween = sprite.move_to(target, ms, easing)
                if tween is not None:
                    self.schedule.tween(tween)

    def draw(self, surface: pygame.Surface, cards, visible: set,
             dress: Callable[[Sprite], Dress]) -> None:
        for s in sorted(self.sprites.values(), key=lambda s: s.z):
            if s.card not in visible:
                continue
            d = dress(s)
            surf = self.picture(s, cards)
            rect = surf.get_rect(center=(int(s.x), int(s.y) - d.lift))
            raised = s.tween is not None or d.lift > 0 or s.z >= 2000
            self.shadows.get(surf.get_size(), raised, hollow=True).cast(surface, rect)
            surface.blit(surf, rect)
            if d.shaded:
                surface.blit(self._shade(surf.get_size()), rect)
            if d.outline is not None:
                pygame.draw.rect(surface, d.outline, rect.inflate(6, 6), width=4, border_radius=8)

    def picture(self, s: Sprite, cards) -> pygame.Surface:
        """The card's picture now: cached at rest, scaled (and narrowed while it turns
        over) when moving."""
        target_h = s.target.h
        h = int(round(s.h))
        at_rest = s.tween is None or (abs(s.h - target_h) < 1 and not s.flips)
        name = card_str(s.card)
        if at_rest:
            h = int(target_h)
            if not s.face:
                return cards.back(h)
            return cards.sideways(name, h) if s.side else cards.face(name, h)
        big = int(max(target_h, s.tween.start[2]))
        src = cards.face(name, big) if s.face else cards.back(big)
        w = max(1, int(src.get_width() * h / big))
        if s.flips:                    # turning over: narrow to an edge, then open again
            w = max(1, int(w * abs(1 - 2 * s.tween.progress)))
        surf = pygame.transform.scale(src, (w, max(1, h)))
        if s.face and s.side:
            surf = pygame.transform.rotate(surf, 90)
        return surf

    def _shade(self, size: tuple[int, int]) -> pygame.Surface:
        surf = self._shades.get(size)
        if surf is None:
            surf = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(surf, (0, 0, 0, 120), surf.get_rect(), border_radius=max(2, size[1] // 14))
            self._shades[size] = surf
        return surf
