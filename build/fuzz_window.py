"""Random input over every screen of the window (issue #15).

A seeded stream of what a player (or a cat on the keyboard) can do: clicks on the
buttons and cards of the scene on top and anywhere else, drags, the wheel, every key
the game knows and some it does not, pastes, F11, window sizes from 640x480 to
1920x1200, and time passing in steps of 0 to 250 ms. Each run starts on one screen
(the main menu, a 2-player table, a chiamata table, the end of a smazzata) and may
reach any other. Any exception is a failure; the screens seen are counted.

    python build/fuzz_window.py [--runs N] [--events E] [--seed S]

prints one JSON line of figures (docs/reliability.md has the last run); the test suite
runs a few short runs (tests/test_window_fuzz.py). Headless: SDL's dummy drivers.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from briscola_gui.ui.events import Input  # noqa: E402
from briscola_gui.ui.match_start import start_match  # noqa: E402
from briscola_gui.ui.scenes.registry import build_app  # noqa: E402
from briscola_gui.ui.storage import Settings, Store  # noqa: E402

KEYS = ("escape", "return", "space", "up", "down", "left", "right", "tab", "1", "2", "3",
        "4", "5", "l", "t", "h", "r", "n", "q", "a", "z", "0", "9", "-", "backspace",
        "delete", "home", "end", "page up", "page down", "f1", "f11", "paste", "copy", "x")
STARTS = ("main_menu", "table_2", "table_5", "smazzata_over", "stats")


def make_app(folder: Path, rng: random.Random, start: str, plain_cards: bool = False):
    """An app on ``start`` with random settings, its files in ``folder``. ``plain_cards``:
    the drawn fallback cards instead of the SVG decks (rasterizing is most of the time)."""
    pygame.init()
    size = rng.choice(((640, 480), (800, 600), (1280, 800), (1024, 768)))
    surface = pygame.display.set_mode(size)
    players = 5 if start == "table_5" else rng.choice((2, 3, 4, 6))
    deck = "plain" if plain_cards else rng.choice(("", "piacentine", "plain"))
    settings = Settings(language=rng.choice(("it", "en")), speed=rng.choice(("fast", "instant")),
                        deck=deck,
                        sound=False, players=players, length=rng.choice(("single", 1, 2)),
                        hints=rng.random() < 0.5, tracker=rng.random() < 0.5,
                        signals=rng.random() < 0.5, accusi=rng.random() < 0.3)
    app = build_app(surface, store=Store(folder), settings=settings, threaded=False, sound=False)
    if start in ("main_menu", "stats"):
        app.reset_to("main_menu")
        if start == "stats":          # the menu has grown: random clicks seldom reach it
            app.open("stats")
    else:
        table = start_match(app, seed=rng.randrange(1 << 30))
        if start == "smazzata_over":
            finish_smazzata(app, table, rng)
    return app


def finish_smazzata(app, table, rng: random.Random, limit: int = 20000) -> None:
    for _ in range(limit):
        if type(app.top).__name__ in ("SmazzataOverScene", "MatchOverScene"):
            return
        if app.top is table and table.human_turn():
            moves = [a for a in table.deal.legal_actions(table.deal.to_act)
                     if type(a).__name__ in ("PlayCard", "Bid", "Call")]
            move = rng.choice(moves)
            kind = type(move).__name__
            if kind == "PlayCard":
                table.play_card(move.card)
            elif kind == "Bid":
                table.make_bid(move.bid)
            else:
                table.make_call(move.card)
        app.update(50)
    raise AssertionError("the smazzata never ended")


def _targets(scene) -> list:
    """Rects a player would aim at on ``scene``: its widgets, buttons, cards."""
    rects = []
    for value in list(vars(scene).values()):
        items = value if isinstance(value, (list, tuple)) else [value]
        for item in items[:60]:
            rect = getattr(item, "rect", None)
            if isinstance(rect, pygame.Rect) and rect.w > 0:
                rects.append(rect)
            elif isinstance(item, pygame.Rect) and item.w > 0:
                rects.append(item)
    return rects


def random_event(app, rng: random.Random) -> Input | None:
    w, h = app.surface.get_size()
    r = rng.random()
    if r < 0.45:
        targets = _targets(app.top) if app.top is not None else []
        if targets and rng.random() < 0.8:
            rect = rng.choice(targets)
            pos = (rng.randint(rect.left, max(rect.left, rect.right - 1)),
                   rng.randint(rect.top, max(rect.top, rect.bottom - 1)))
        else:
            pos = (rng.randint(-5, w + 5), rng.randint(-5, h + 5))
        button = 3 if rng.random() < 0.05 else 1
        app.dispatch(Input("down", pos=pos, button=button))
        if rng.random() < 0.2:                       # a drag
            app.dispatch(Input("move", pos=(rng.randint(0, w), rng.randint(0, h))))
        app.dispatch(Input("up", pos=pos if rng.random() < 0.9 else (0, 0), button=button))
        return None
    if r < 0.55:
        return Input("move", pos=(rng.randint(0, w), rng.randint(0, h)))
    if r < 0.6:
        return Input("wheel", dy=rng.choice((-1, 1)))
    if r < 0.93:
        return Input("key", key=rng.choice(KEYS))
    if r < 0.975:
        return Input("resize", size=(rng.randint(640, 1920), rng.randint(480, 1200)))
    if r < 0.998:                                    # smaller than the game allows
        return Input("resize", size=(rng.randint(1, 640), rng.randint(1, 480)))
    return Input("resize", size=(rng.randint(1, 9000), rng.randint(1, 9000)))


def run(seed: int, events: int, start: str, folder: Path, plain_cards: bool = False) -> set[str]:
    """One run; the names of the scenes it saw. Raises whatever the game raises."""
    rng = random.Random(seed)
    app = make_app(folder, rng, start, plain_cards)
    seen = set()
    for i in range(events):
        if not app.scenes or not app.running:          # quit: start again from the menu
            app.running = True
            app.reset_to("main_menu")
        seen.add(type(app.top).__name__)
        ev = random_event(app, rng)
        if ev is not None:
            app.dispatch(ev)
        app.update(rng.choice((0, 16, 16, 50, 250)))
        if i % 3 == 0 or rng.random() < 0.1:
            app.draw()
    app.shutdown()
    return seen


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=40)
    ap.add_argument("--events", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    seen: set[str] = set()
    failures = []
    start_t = time.perf_counter()
    for k in range(args.runs):
        start = STARTS[k % len(STARTS)]
        with tempfile.TemporaryDirectory() as folder:
            try:
                seen |= run(args.seed * 1000 + k, args.events, start, Path(folder))
            except Exception as exc:                   # noqa: BLE001 - the figure we measure
                failures.append({"run": k, "start": start, "error": f"{type(exc).__name__}: {exc}"})
    print(json.dumps({"runs": args.runs, "events": args.runs * args.events, "seed": args.seed,
                      "failures": failures, "screens": sorted(seen),
                      "seconds": round(time.perf_counter() - start_t, 1)}))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
