"""The table itself: a green cloth lit from above, with a faint weave, inside a wooden rim,
on a dark room. Drawn by code once per window size (the scene keeps the result), so a
frame costs one blit; nothing here changes with time.

Every step works on small surfaces scaled up smoothly (the light, the room's shade) or on
one small tile repeated (the weave), so even a 1920x1080 table takes a few milliseconds
to build. The weave comes from our own integer hash, so the picture is the same on every
platform and the golden images stay put."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

FELT_CENTRE = (34, 118, 76)
FELT_EDGE = (13, 62, 40)
ROOM_CENTRE = (46, 34, 26)
ROOM_EDGE = (16, 12, 10)
WOOD = (104, 64, 34)
WOOD_LIGHT = (160, 108, 62)
WOOD_DARK = (52, 30, 16)
WEAVE_TILE = 64
WEAVE_DEPTH = 9            # how far (0-255) a thread may lighten or darken the cloth


@dataclass(frozen=True)
class ClothGeometry:
    """Where the rim and the cloth are for a window size."""
    outer: pygame.Rect          # the rim's outside edge
    felt: pygame.Rect           # the cloth inside the rim
    radius: int                 # the felt's corner radius
    rim: int                    # the rim's width
    edge: int                   # the least distance from the window's edge of anything a
                                # player reads: on the cloth, clear of the rim, corners included


def geometry(size: tuple[int, int]) -> ClothGeometry:
    w, h = size
    s = min(w, h)
    inset = max(2, int(s * 0.006))
    rim = max(5, int(s * 0.014))
    outer = pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset)
    felt = outer.inflate(-2 * rim, -2 * rim)
    radius = max(10, int(s * 0.025))
    # a rectangle this far inside the felt's straight edges clears its rounded corners too
    # (0.3 of the radius), with two pixels of cloth to spare
    edge = inset + rim + int(radius * 0.3) + 2
    return ClothGeometry(outer, felt, radius, rim, edge)


def inside_rounded(rect: pygame.Rect, box: pygame.Rect, radius: int) -> bool:
    """Whether ``rect`` lies inside ``box`` whose corners are rounded by ``radius``."""
    if not box.contains(rect):
        return False
    for x, y in ((rect.left, rect.top), (rect.right, rect.top), (rect.left, rect.bottom), (rect.right, rect.bottom)):
        cx = min(max(x, box.left + radius), box.right - radius)
        cy = min(max(y, box.top + radius), box.bottom - radius)
        if (x - cx) ** 2 + (y - cy) ** 2 > radius * radius:
            return False
    return True


def on_cloth(rect: pygame.Rect, size: tuple[int, int], pad: int = 1) -> bool:
    """Whether ``rect`` lies on the cloth of a window of ``size``, clear of the rim by
    ``pad`` pixels, its corners inside the felt's rounded corners."""
    g = geometry(size)
    return inside_rounded(rect, g.felt.inflate(-2 * pad, -2 * pad), max(0, g.radius - pad))


def _hash(x: int, y: int) -> int:
    """A small integer hash of a pixel position (0-255), the same everywhere."""
    n = (x * 374761393 + y * 668265263) & 0xFFFFFFFF
    n = ((n ^ (n >> 13)) * 1274126177) & 0xFFFFFFFF
    return (n ^ (n >> 16)) & 0xFF


def _weave() -> pygame.Surface:
    """A tile of light and dark specks with a faint diagonal twill, as alpha over the cloth."""
    tile = pygame.Surface((WEAVE_TILE, WEAVE_TILE), pygame.SRCALPHA)
    for y in range(WEAVE_TILE):
        for x in range(WEAVE_TILE):
            v = _hash(x, y) - 128 + (14 if (x + y) % 4 == 0 else 0)
            a = min(WEAVE_DEPTH, abs(v) * WEAVE_DEPTH // 128)
            tile.set_at((x, y), (255, 255, 255, a) if v > 0 else (0, 0, 0, a))
    return tile


def _radial(size: tuple[int, int], centre: tuple, edge: tuple, power: float = 1.6) -> pygame.Surface:
    """``centre`` colour fading to ``edge`` towards the corners, smooth at any size."""
    sw, sh = 48, 32
    small = pygame.Surface((sw, sh))
    for y in range(sh):
        for x in range(sw):
            dx, dy = (x + 0.5) / sw * 2 - 1, (y + 0.5) / sh * 2 - 1
            k = min(1.0, ((dx * dx + dy * dy) / 2) ** 0.5 * 1.25) ** power
            small.set_at((x, y), tuple(int(c + (e - c) * k) for c, e in zip(centre, edge)))
    return pygame.transform.smoothscale(small, size)


_WEAVE: list[pygame.Surface] = []


def render(size: tuple[int, int]) -> pygame.Surface:
    """The whole table background for a window of ``size``."""
    w, h = size
    g = geometry(size)
    bg = _radial(size, ROOM_CENTRE, ROOM_EDGE, power=1.2)
    # the rim: a dark outer line, the wood, a lit inner edge
    pygame.draw.rect(bg, WOOD_DARK, g.outer, border_radius=g.radius + g.rim)
    pygame.draw.rect(bg, WOOD, g.outer.inflate(-2, -2), border_radius=g.radius + g.rim - 1)
    band = g.outer.inflate(-g.rim, -g.rim)
    pygame.draw.rect(bg, WOOD_LIGHT, band, width=max(1, g.rim // 5), border_radius=g.radius + g.rim // 2)
    pygame.draw.rect(bg, WOOD_DARK, g.felt.inflate(2, 2), border_radius=g.radius + 1)
    # the cloth: lit in the middle, with its weave, cut to the rounded shape
    felt = pygame.Surface(g.felt.size, pygame.SRCALPHA)
    felt.blit(_radial(g.felt.size, FELT_CENTRE, FELT_EDGE), (0, 0))
    if not _WEAVE:
        _WEAVE.append(_weave())
    tile = _WEAVE[0]
    for y in range(0, g.felt.h, WEAVE_TILE):
        for x in range(0, g.felt.w, WEAVE_TILE):
            felt.blit(tile, (x, y))
    shade = pygame.Surface(g.felt.size, pygame.SRCALPHA)
    depth = max(4, g.rim)                         # the rim's shadow falling on the cloth
    for i in range(depth):
        a = int(90 * (1 - i / depth) ** 2)
        pygame.draw.rect(shade, (0, 0, 0, a), shade.get_rect().inflate(-2 * i, -2 * i), width=1,
                         border_radius=max(2, g.radius - i))
    felt.blit(shade, (0, 0))
    mask = pygame.Surface(g.felt.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=g.radius)
    felt.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    bg.blit(felt, g.felt.topleft)
    return bg
