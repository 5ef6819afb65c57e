"""A short celebration or consolation over a result screen: confetti bursting and falling
when the player's side won, a few slow rose petals drifting down when it lost, each a
pointed leaf turning as it falls and dwindling away before the floor.

Every piece's place is a pure function of the time since the start (the scene's clock,
given in ms), so the effect looks the same at any frame rate and a test can step it; the
pieces come from our own small generator seeded by the match, never from wall time."""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

CONFETTI = ((240, 200, 90), (220, 70, 60), (90, 150, 230), (90, 200, 120), (245, 242, 230), (200, 110, 220))
PETALS = ((214, 150, 160), (196, 126, 138), (228, 178, 172))     # dusky rose: petals, not snow
FADE_FROM = 0.72         # a petal dwindles from here (a share of the height) to nothing at the floor


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
            if won:     # from two sides, up and a little inwards: a burst from the middle
                # covered the title and "You won!" in its first second (review 12f C3)
                side = -1 if u[0] < 0.5 else 1
                piece = Piece(x=0.5 + side * (0.36 + u[1] * 0.06), y=0.55 + u[1] * 0.1,
                              vx=-side * (u[2] * 0.5 - 0.1),
                              vy=-0.45 - u[3] * 0.7, sway=0.01 + u[4] * 0.02, spin=0.6 + u[5] * 1.8,
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

    def draw(self, surface: pygame.Surface, elapsed: int, clear: list[pygame.Rect] = ()) -> None:
        """The pieces in the air; none over ``clear`` (the result's words: petals fell
        across "End of the match" at 640x480, review 12h C3): a piece passes behind them."""
        if self.done(elapsed):
            return
        size = surface.get_size()
        short = min(size)
        for x, y, angle, p in self.positions(elapsed, size):
            r = max(2.0, p.size * short)
            if any(c.inflate(4 * r, 4 * r).collidepoint(x, y) for c in clear):
                continue
            if self.won:                # a little card of paper turning over
                half_w, half_h = r * abs(math.cos(angle)) + 0.6, r * 0.55
                pts = [(x + dx * math.cos(angle * 0.3) - dy * math.sin(angle * 0.3),
                        y + dx * math.sin(angle * 0.3) + dy * math.cos(angle * 0.3))
                       for dx, dy in ((-half_w, -half_h), (half_w, -half_h), (half_w, half_h), (-half_w, half_h))]
                pygame.draw.polygon(surface, p.colour, pts)
            else:                       # a petal drifting down
                r *= petal_scale(y / size[1])
                if r >= 1.5:
                    pygame.draw.polygon(surface, p.colour, petal_points(x, y, r, angle))


def petal_scale(height_share: float) -> float:
    """A petal's size as it nears the floor: whole above ``FADE_FROM`` of the height, then
    dwindling to nothing at the bottom edge (they no longer pile up there like snow)."""
    return max(0.0, min(1.0, (1.0 - height_share) / (1.0 - FADE_FROM)))


def petal_points(x: float, y: float, r: float, angle: float) -> list[tuple[float, float]]:
    """A pointed leaf ``2r`` long round (x, y), turned by ``angle`` and narrowing as it
    tumbles (its width follows the cosine of the turn)."""
    width = r * (0.35 + 0.3 * abs(math.cos(angle)))
    turn = angle * 0.5
    c, s = math.cos(turn), math.sin(turn)
    outline = []
    for k in range(9):               # one side from tip to tip, then back along the other
        t = k / 8
        outline.append((r * (2 * t - 1), width * math.sin(math.pi * t) ** 0.8))
    outline += [(dx, -dy) for dx, dy in reversed(outline[1:-1])]
    return [(x + dx * c - dy * s, y + dx * s + dy * c) for dx, dy in outline]
