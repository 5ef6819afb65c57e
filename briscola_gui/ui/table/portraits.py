"""Portraits for the players' places: a small face in a round frame for each computer
player, and a crest for the player, drawn by code (no image files).

Each computer player has its own look (hair, skin, clothes, glasses, beard), tied to its
name, so Giulia can be told from Marco at a glance and has the same face in every match,
at any seat, and the lesson's teacher Marta has a face of her own. A name not known here
gets a look picked from its letters (the same on every run). A
portrait is drawn three times larger and scaled down smoothly (pygame's shapes have no
antialiasing), once per size, and kept."""
from __future__ import annotations

import math
import zlib
from dataclasses import dataclass

import pygame

SUPERSAMPLE = 3
RING = (230, 214, 170)
EYES = (40, 30, 28)


@dataclass(frozen=True)
class Look:
    backdrop: tuple
    skin: tuple
    hair: tuple
    shirt: tuple
    hair_style: str            # "short", "long", "bun", "curly", "bob", "receding"
    glasses: bool = False
    beard: bool = False
    moustache: bool = False
    earrings: bool = False


# by name: the computer players (bot.1 ... bot.6 in the catalogues) and the lesson's teacher
LOOKS = {
    "Paolo": Look((70, 92, 120), (236, 200, 170), (170, 170, 165), (48, 80, 60), "receding", beard=True),
    "Giulia": Look((128, 70, 80), (222, 180, 145), (70, 42, 28), (170, 40, 50), "long", earrings=True),
    "Marco": Look((60, 100, 130), (205, 160, 120), (96, 60, 32), (40, 70, 140), "short", moustache=True),
    "Anna": Look((96, 80, 130), (240, 206, 180), (222, 186, 100), (110, 60, 140), "bun", glasses=True),
    "Luca": Look((130, 100, 50), (140, 96, 66), (26, 22, 20), (220, 120, 40), "curly"),
    "Sofia": Look((50, 112, 110), (244, 212, 190), (180, 70, 36), (30, 120, 120), "bob", earrings=True),
    "Marta": Look((150, 110, 70), (230, 190, 160), (210, 210, 215), (60, 90, 150), "bob", glasses=True),
}
CREST = ((36, 70, 52), (240, 200, 90), (120, 90, 30))      # the player's: field, star, its edge


def look_for(name: str) -> Look:
    """The look of the computer player called ``name``."""
    look = LOOKS.get(name)
    if look is None:
        looks = list(LOOKS.values())
        look = looks[zlib.crc32(name.encode("utf-8")) % len(looks)]
    return look


def _circle_mask(surf: pygame.Surface) -> None:
    s = surf.get_width()
    mask = pygame.Surface((s, s), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (s // 2, s // 2), s // 2)
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)


def _face(surf: pygame.Surface, look: Look) -> None:
    s = surf.get_width()
    cx = s // 2

    def r(x, y, w, h):
        return pygame.Rect(int(s * x), int(s * y), int(s * w), int(s * h))

    surf.fill(look.backdrop)
    pygame.draw.circle(surf, tuple(min(255, c + 25) for c in look.backdrop), (cx, int(s * 0.38)), int(s * 0.36))
    if look.hair_style in ("long", "bob"):            # the hair falling behind the face
        drop = 0.62 if look.hair_style == "long" else 0.5
        pygame.draw.ellipse(surf, look.hair, r(0.27, 0.16, 0.46, drop))
    pygame.draw.ellipse(surf, look.shirt, r(0.14, 0.74, 0.72, 0.52))               # shoulders
    pygame.draw.polygon(surf, look.skin, [(cx - s * 0.07, s * 0.74), (cx + s * 0.07, s * 0.74),
                                          (cx, s * 0.84)])                        # the collar's V
    pygame.draw.rect(surf, look.skin, r(0.44, 0.56, 0.12, 0.2))                   # neck
    if look.hair_style == "bun":
        pygame.draw.circle(surf, look.hair, (cx, int(s * 0.14)), int(s * 0.1))
    cap = {"short": (0.31, 0.17, 0.38, 0.3), "long": (0.3, 0.16, 0.4, 0.3),
           "bun": (0.31, 0.17, 0.38, 0.3), "bob": (0.28, 0.17, 0.44, 0.34),
           "receding": (0.32, 0.21, 0.36, 0.24), "curly": (0.3, 0.16, 0.4, 0.3)}[look.hair_style]
    pygame.draw.ellipse(surf, look.hair, r(*cap))
    if look.hair_style == "curly":
        for i in range(7):
            x = 0.32 + i * 0.06
            pygame.draw.circle(surf, look.hair, (int(s * x), int(s * (0.2 + abs(i - 3) * 0.025))), int(s * 0.06))
    face = r(0.34, 0.23, 0.32, 0.38)
    pygame.draw.ellipse(surf, look.skin, face)
    pygame.draw.ellipse(surf, look.skin, r(0.31, 0.37, 0.05, 0.08))               # ears
    pygame.draw.ellipse(surf, look.skin, r(0.64, 0.37, 0.05, 0.08))
    if look.earrings:
        for x in (0.335, 0.665):
            pygame.draw.circle(surf, (240, 200, 90), (int(s * x), int(s * 0.47)), max(2, int(s * 0.018)))
    if look.beard:
        pygame.draw.ellipse(surf, look.hair, r(0.35, 0.42, 0.3, 0.21))
        pygame.draw.ellipse(surf, look.skin, r(0.41, 0.42, 0.18, 0.09))
    eye_y = int(s * 0.4)
    for x in (0.44, 0.56):
        pygame.draw.circle(surf, EYES, (int(s * x), eye_y), max(2, int(s * 0.02)))
    if look.glasses:
        for x in (0.44, 0.56):
            pygame.draw.circle(surf, (50, 40, 40), (int(s * x), eye_y), int(s * 0.05), max(1, int(s * 0.012)))
        pygame.draw.line(surf, (50, 40, 40), (int(s * 0.49), eye_y), (int(s * 0.51), eye_y), max(1, int(s * 0.012)))
    if look.moustache:
        pygame.draw.ellipse(surf, look.hair, r(0.43, 0.47, 0.14, 0.04))
    mouth = r(0.45, 0.44, 0.1, 0.08)
    pygame.draw.arc(surf, (150, 60, 60), mouth, 3.5, 5.9, max(1, int(s * 0.015)))


def _crest(surf: pygame.Surface) -> None:
    """The player's emblem: a gold star on a green field."""
    s = surf.get_width()
    field, star, edge = CREST
    surf.fill(field)
    pygame.draw.circle(surf, tuple(c + 20 for c in field), (s // 2, s // 2), int(s * 0.4))
    points = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rad = s * (0.3 if i % 2 == 0 else 0.13)
        points.append((s / 2 + rad * math.cos(a), s / 2 + rad * math.sin(a)))
    pygame.draw.polygon(surf, star, points)
    pygame.draw.polygon(surf, edge, points, max(1, s // 60))


class Portraits:
    """Portraits by (player's name or the player's crest, diameter), made on first use."""

    def __init__(self):
        self.made: dict[tuple, pygame.Surface] = {}

    def get(self, name: str, human: bool, diameter: int) -> pygame.Surface:
        """The portrait of the player ``name`` (the crest when ``human``), ``diameter`` wide."""
        key = (None if human else look_for(name), diameter)
        surf = self.made.get(key)
        if surf is None:
            big = pygame.Surface((diameter * SUPERSAMPLE,) * 2, pygame.SRCALPHA)
            if human:
                _crest(big)
            else:
                _face(big, look_for(name))
            _circle_mask(big)
            surf = pygame.transform.smoothscale(big, (diameter, diameter))
            if len(self.made) > 64:
                self.made.clear()
            self.made[key] = surf
        return surf
