"""A short celebration or consolation over a result screen: confetti bursting and falling
when the player's side won, a few slow grey-blue petals drifting down when it lost.

Every piece's place is a pure function of the time since the start (the scene's clock,
given in ms), so the effect looks the same at any frame rate and a test can step it; the
pieces come from our own small generator seeded by the match, never from wall time."""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

CONFETTI = ((240, 200, 90), (220, 70, 60), (90, 150, 230), (90, 200, 120), (245, 242, 230), (200, 110, 220))
PETALS = ((150, 170, 190), (120, 140, 165), (175, 185, 200))


@dataclass(frozen=True)
class Piece:
    x: float             # start, as a share of the width
    y: float             # start, as a share of the height (negative: above the window)
    vx: float            # shares of the width a second
    vy: float            # shares of the height a second
    sway: float          # side to side, share of the width
    spin: float          # turns a second
    delay: int           # ms before it starts
    colour: tuple
    size: float          # share of the shorter side


class _Lcg:
    """A tiny deterministic generator (the same numbers everywhere)."""

    def __init__(self, seed: int):
        self.state = (seed * 6364136223846793005 + 1442695040888963407) & (2 ** 64 - 1)

    def unit(self) -> float:
        self.state = (self.state * 6364136223846793005 + 1442695040888963407) & (2 ** 64 - 1)
        return (self.state >> 11) / float(1 << 53)


class Celebration:
    """``won`` True: confetti; False: petals. ``ms``: how long pieces keep starting."""

    def __init__(self, won: bool, seed: int, ms: int = 2400, count: int | None = None):
        self.won = won
        self.ms = ms
        rng = _Lcg(seed)
        n = count if count is not None else (90 if won else 40)
        self.pieces: list[Piece] = []
        for _ in range(n):
            u = [rng.unit() for _ in range(8)]
            if won:
                piece = Piece(x=0.5 + (u[0] - 0.5) * 0.3, y=0.35 + u[1] * 0.1, vx=(u[2] - 0.5) * 0.9,
                              vy=-0.55 - u[3] * 0.5, sway=0.01 + u[4] * 0.02, spin=0.6 + u[5] * 1.8,
                              delay=int(u[6] * ms * 0.5), colour=CONFETTI[int(u[7] * len(CONFETTI))],
                              size=0.012 + u[4] * 0.008)
            else:
                piece = Piece(x=u[0], y=-0.02 - u[1] * 0.08, vx=(u[2] - 0.5) * 0.03, vy=0.13 + u[3] * 0.09,
                              sway=0.02 + u[4] * 0.03, spin=0.15 + u[5] * 0.3,
                              delay=int(u[6] * ms * 0.6), colour=PETALS[int(u[7] * len(PETALS))],
                              size=0.01 + u[4] * 0.008)
            self.pieces.append(piece)

    def lasts(self) -> int:
        """Until the last piece has left the window (ms from the start)."""
        return self.ms + (3000 if self.won else 8000)

    def done(self, elapsed: int) -> bool:
        return elapsed >= self.lasts()

    def positions(self, elapsed: int, size: tuple[int, int]) -> list[tuple[float, float, float, Piece]]:
        """(x, y, angle, piece) in pixels for every piece in the air at ``elapsed`` ms."""
        w, h = size
        out = []
        gravity = 1.1 if self.won else 0.0            # shares of the height a second squared
        for p in self.pieces:
            s = (elapsed - p.delay) / 1000
            if s < 0:
                continue
            drag = 1.0 if not self.won else 1 / (1 + s * 0.8)      # confetti slows in the air
            x = p.x + p.vx * s * drag + p.sway * math.sin(s * 3 + p.spin * 7)
            y = p.y + p.vy * s * drag + 0.5 * gravity * s * s * (0.45 if self.won else 1)
            if -0.2 < y < 1.1:
                out.append((x * w, y * h, s * p.spin * 2 * math.pi, p))
        return out

    def draw(self, surface: pygame.Surface, elapsed: int) -> None:
        if self.done(elapsed):
            return
        size = surface.get_size()
        short = min(size)
        for x, y, angle, p in self.positions(elapsed, size):
            r = max(2.0, p.size * short)
            if self.won:                # a little card of paper turning over
                half_w, half_h = r * abs(math.cos(angle)) + 0.6, r * 0.55
                pts = [(x + dx * math.cos(angle * 0.3) - dy * math.sin(angle * 0.3),
                        y + dx * math.sin(angle * 0.3) + dy * math.cos(angle * 0.3))
                       for dx, dy in ((-half_w, -half_h), (half_w, -half_h), (half_w, half_h), (-half_w, half_h))]
                pygame.draw.polygon(surface, p.colour, pts)
            else:                       # a petal drifting down
                leaf = pygame.Rect(0, 0, int(r * 2), max(2, int(r * (0.7 + 0.5 * abs(math.sin(angle))))))
                leaf.center = (int(x), int(y))
                pygame.draw.ellipse(surface, p.colour, leaf)
