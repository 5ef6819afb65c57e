"""Screenshots of every screen a player meets, for judging them by eye (#12 item 8).

    python build/walk_screens.py OUT [--sizes 640x480,1280x800,1920x1080] [--langs it,en]
                                 [--decks napoletane,...] [--stops table_6,review,...]
                                 [--large]

For each size, language and deck it brings a headless window (SDL's dummy driver) to each
stop of the tests' tour (tests/tour.py: menus, new game, settings, rules, statistics, the
table with 2 to 6 players and the auction, the last trick, pause, the end of a smazzata and
of the match, the review) and to the deal of the day, the lesson and the analysis, and saves
OUT/<stop>_<deck>_<W>x<H>_<lang>.png (``_large`` added with --large: the setting "Larger text
and cards" on). A stop that fails is named on stderr and the walk goes
on; the exit status is 1 if any failed. The data folder is a fresh temporary one each time,
so the player's own settings and statistics are never read or written."""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import tour  # noqa: E402
from test_ui_support import make_app, run_until  # noqa: E402


def _daily(app) -> None:
    app.reset_to("main_menu")
    app.open("daily")


def _lesson(app) -> None:
    app.reset_to("lesson")
    for _ in range(30):
        app.step(16)


def _analysis(app) -> None:
    tour._finished(app, 2)
    app.top.open_analysis()
    run_until(app, lambda: not app.top.running, limit=4000, dt=50)


EXTRA = {"daily": _daily, "lesson": _lesson, "analysis": _analysis}
STOPS = list(tour.STOPS) + list(EXTRA)


def shoot(out: Path, size: tuple[int, int], lang: str, deck: str, stop: str,
          large: bool = False) -> Path:
    with tempfile.TemporaryDirectory() as data:
        app = make_app(Path(data), size=size, language=lang, deck=deck, speed="instant",
                       large_text=large)
        if stop in EXTRA:
            EXTRA[stop](app)
            app.step(16)
        else:
            tour.visit(app, stop)
        app.draw()
        suffix = "_large" if large else ""
        target = out / f"{stop}_{deck}_{size[0]}x{size[1]}_{lang}{suffix}.png"
        pygame.image.save(app.surface, str(target))
        return target


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--sizes", default="640x480,1280x800,1920x1080")
    parser.add_argument("--langs", default="it,en")
    parser.add_argument("--decks", default="napoletane")
    parser.add_argument("--stops", default=",".join(STOPS))
    parser.add_argument("--large", action="store_true", help='"Larger text and cards" on')
    args = parser.parse_args(argv)
    sizes = [tuple(int(v) for v in s.lower().split("x")) for s in args.sizes.split(",")]
    stops = args.stops.split(",")
    unknown = [s for s in stops if s not in STOPS]
    if unknown:
        parser.error(f"unknown stops {', '.join(unknown)} (known: {', '.join(STOPS)})")
    args.out.mkdir(parents=True, exist_ok=True)
    failed = 0
    for size in sizes:
        for lang in args.langs.split(","):
            for deck in args.decks.split(","):
                for stop in stops:
                    try:
                        print(shoot(args.out, size, lang, deck, stop, args.large))
                    except Exception as exc:          # one broken stop must not end the walk
                        failed += 1
                        print(f"{stop} {size} {lang} {deck}: {exc!r}", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
