#!/usr/bin/env python3
"""Measure the deck budgets of issue #13: SVG bytes per style (faces, back and index
overlays) and the time pygame-ce takes to rasterise the 40 faces and the back of a
style at one height (the work the game does once per window size).

    python build/measure_decks.py [--height 240] [--repeat 3] [STYLE ...]

Prints one line per style: bytes, seconds to rasterise the 41 SVGs (each file's best
of N runs, summed), and whether
each budget (1 MB, 0.5 s) holds. Exits 1 when a budget is exceeded."""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MAX_BYTES = 1_000_000
MAX_SECONDS = 0.5


def style_bytes(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*.svg"))


def raster_seconds(folder: Path, height: int, repeat: int) -> float:
    """Seconds to rasterise the 40 faces and the back once: for each file the best of
    `repeat` runs (the machine is shared, so the minimum is the least noisy figure)."""
    import pygame

    files = sorted(folder.glob("*.svg"))  # 40 faces + back.svg (indices/ is not globbed)
    total = 0.0
    for f in files:
        best = float("inf")
        for _ in range(repeat):
            t0 = time.perf_counter()
            pygame.image.load_sized_svg(str(f), (height * 2, height))
            best = min(best, time.perf_counter() - t0)
        total += best
    return total


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--height", type=int, default=240)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--decks", type=Path, default=ROOT / "assets" / "decks")
    ap.add_argument("styles", nargs="*")
    a = ap.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    pygame.init()
    ok = True
    names = a.styles or sorted(p.name for p in a.decks.iterdir() if (p / "back.svg").exists())
    for name in names:
        folder = a.decks / name
        if not (folder / "back.svg").exists():
            print(f"measure_decks: no style {name!r} in {a.decks}", file=sys.stderr)
            return 2
        size = style_bytes(folder)
        secs = raster_seconds(folder, a.height, a.repeat)
        good = size <= MAX_BYTES and secs <= MAX_SECONDS
        ok &= good
        print(f"{name:12s} svg {size / 1e6:5.3f} MB  raster 41 @ {a.height}px "
              f"{secs:5.3f} s  {'ok' if good else 'OVER BUDGET'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
