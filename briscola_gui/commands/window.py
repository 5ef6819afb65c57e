"""The game window: ``python -m briscola_gui [--size WxH] [--demo ...] [--smoke-test] ...``.

Flags (see docs/window.md):
  --size WxH          window size (default: the size it had last time, else 1280x800)
  --demo              the computer plays every seat, in the real scene loop
  --players N         players in the demo: 2, 3, 4, 5 (chiamata) or 6 (default 2)
  --seed S            the demo's match seed
  --level L           the demo's computer level: random, easy, medium, hard, expert (default expert)
  --frames F          frames the demo runs (default 7200); 16 ms of game time each
  --stats             after the demo, one JSON line of frame times in ms
  --screenshot DIR    save PNGs of the window at key moments (menu, deal, trick, score)
  --deck STYLE        with --demo or --screenshot: the deck style for this run (default: the
                      one chosen in the settings): napoletane, piacentine, trevisane,
                      leggibili, plain (the styles installed)
  --smoke-test        open the window, draw the first frame, write nothing, exit 0
  --version           print the game's version and exit (alone)
"""
from __future__ import annotations

import json
import logging
import os
import sys
from pathlib import Path

from ..engine.errors import brief
from ..logs import log_to_file, log_to_stderr
from ..ui.storage import WINDOW_DEFAULT, WINDOW_MAX, WINDOW_MIN, Settings, Store, default_language

log = logging.getLogger(__name__)

USAGE = ("usage: briscola [--size WxH] [--demo [--players N] [--seed S] [--level L] [--frames F] [--stats]] "
         "[--screenshot DIR] [--deck STYLE] [--smoke-test]")


class FlagError(Exception):
    pass


def _int(flag: str, text: str | None, low: int, high: int) -> int:
    if text is None:
        raise FlagError(f"{flag} needs a value")
    try:
        value = int(text)
    except ValueError:
        raise FlagError(f"{flag} must be a whole number, not {brief(text)}") from None
    if not low <= value <= high:
        raise FlagError(f"{flag} must be from {low} to {high}, not {value}")
    return value


DEMO_LEVELS = ("random", "easy", "medium", "hard", "expert")


def parse(argv: list[str]) -> dict:
    opts = {"size": None, "demo": False, "players": None, "seed": None, "frames": None,
            "stats": False, "screenshot": None, "smoke": False, "level": None, "deck": None}
    i = 0
    while i < len(argv):
        arg = argv[i]
        value = None
        if "=" in arg and arg.startswith("--"):
            arg, value = arg.split("=", 1)
        takes = arg in ("--size", "--players", "--seed", "--frames", "--screenshot", "--level", "--deck")
        if takes and value is None:
            i += 1
            value = argv[i] if i < len(argv) else None
        i += 1
        if arg == "--demo":
            opts["demo"] = True
        elif arg == "--stats":
            opts["stats"] = True
        elif arg == "--smoke-test":
            opts["smoke"] = True
        elif arg == "--players":
            n = _int(arg, value, 2, 6)
            opts["players"] = n
        elif arg == "--seed":
            opts["seed"] = _int(arg, value, 0, 2 ** 63 - 1)
        elif arg == "--level":
            if value not in DEMO_LEVELS:
                raise FlagError(f"--level must be one of {', '.join(DEMO_LEVELS)}, not {brief(value)}")
            opts["level"] = value
        elif arg == "--frames":
            opts["frames"] = _int(arg, value, 1, 10 ** 7)
        elif arg == "--screenshot":
            if not value:
                raise FlagError("--screenshot needs a folder")
            opts["screenshot"] = value
        elif arg == "--deck":
            if not value:
                raise FlagError("--deck needs a deck style, like napoletane")
            opts["deck"] = value
        elif arg == "--size":
            if not value:
                raise FlagError("--size needs a value like 1280x800")
            parts = value.lower().split("x")
            if len(parts) != 2:
                raise FlagError(f"--size must look like 1280x800, not {brief(value)}")
            opts["size"] = (_int("--size width", parts[0], WINDOW_MIN[0], WINDOW_MAX),
                            _int("--size height", parts[1], WINDOW_MIN[1], WINDOW_MAX))
        elif arg in ("-h", "--help"):
            opts["help"] = True
        else:
            raise FlagError(f"unknown flag {brief(arg)}")
    for flag in ("players", "seed", "frames", "level"):
        if opts[flag] is not None and not opts["demo"]:
            raise FlagError(f"--{flag} goes with --demo")
    if opts["stats"] and not opts["demo"]:
        raise FlagError("--stats goes with --demo")
    if opts["deck"] is not None and not (opts["demo"] or opts["screenshot"]):
        raise FlagError("--deck goes with --demo or --screenshot")
    return opts


def _deck_problem(style: str) -> str | None:
    """Why ``style`` is not a deck this window can show, or None."""
    from ..ui.cards import styles
    ids = [i for i, _ in styles()]
    if style in ids:
        return None
    return f"--deck must be one of {', '.join(ids)}, not {brief(style)}"


def run_settings(opts: dict, store: Store, headless: bool) -> Settings:
    """The settings this run uses. The window's own are the player's. ``--demo`` and
    ``--smoke-test`` start from the defaults, but the demo shows the cards the player chose
    (deck style, back, corner indices), read and never written; ``--deck`` wins over both."""
    if not headless:
        settings = store.load_settings()
    else:
        settings = Settings(language=default_language())
        if opts["demo"]:
            chosen = store.load_settings()
            for problem in store.problems:
                log.warning("the demo uses the default cards: %s", problem.key)
            store.problems.clear()
            settings.deck, settings.back = chosen.deck, chosen.back
            settings.corner_indices = chosen.corner_indices
    if opts["deck"] is not None:
        settings.deck = opts["deck"]
    return settings


def _screenshot_folder_problem(folder: Path) -> str | None:
    """Why screenshots cannot be written into ``folder`` (made if missing), or None."""
    from ..atomicfile import probe
    from ..datafiles import describe
    try:
        folder.mkdir(parents=True, exist_ok=True)
        probe(folder)
    except OSError as exc:
        return f"cannot write into {str(folder)[:200]!r}: {(exc.strerror or describe(exc))[:200]}"
    return None


def _set_icon(pygame) -> None:
    """The window icon from assets/icon, when it is there (a missing icon is no error)."""
    from ..resources import MissingAsset, asset_path
    try:
        pygame.display.set_icon(pygame.image.load(str(asset_path("icon", "briscola-64.png"))))
    except (MissingAsset, pygame.error, OSError) as exc:
        log.info("no window icon: %s", exc)


def _remembered_size(pygame, window: list) -> tuple[int, int]:
    """The size the window had last time (no larger than the screen now), else the default."""
    if not window:
        return WINDOW_DEFAULT
    try:
        screen_w, screen_h = pygame.display.get_desktop_sizes()[0]
    except (pygame.error, IndexError) as exc:
        log.info("screen size unknown (%s): the window keeps its last size", exc)
        return tuple(window)
    return (max(WINDOW_MIN[0], min(window[0], screen_w)),
            max(WINDOW_MIN[1], min(window[1], screen_h)))


def main(argv: list[str]) -> int:
    try:
        opts = parse(list(argv))
    except FlagError as exc:
        print(f"briscola: {exc} ({USAGE})", file=sys.stderr)
        return 2
    if opts.get("help"):
        print(__doc__)
        return 0
    if opts["screenshot"]:
        problem = _screenshot_folder_problem(Path(opts["screenshot"]))
        if problem:
            print(f"briscola: --screenshot: {problem}", file=sys.stderr)
            return 2
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from ..datadir import move_legacy_files
    from ..ui.crash import run_guarded
    from ..ui.match_start import start_match
    from ..ui.scenes.registry import build_app
    from ..ui.sound import quiet_audio_library

    headless = opts["demo"] or opts["smoke"]
    store = Store(persist=not headless)
    log_path = None if headless else log_to_file(store.folder)
    if headless:
        log_to_stderr()
    else:
        move_legacy_files()            # once: the folder builds before 0.1.0 used on this system
    if opts["deck"] is not None:
        problem = _deck_problem(opts["deck"])
        if problem:
            print(f"briscola: {problem} ({USAGE})", file=sys.stderr)
            return 2
    settings = run_settings(opts, store, headless)
    quiet_audio_library()
    pygame.init()
    size = opts["size"] or _remembered_size(pygame, settings.window)
    pygame.display.set_caption("Briscola")
    _set_icon(pygame)
    try:
        surface = pygame.display.set_mode(size, pygame.RESIZABLE)
    except pygame.error as exc:
        log.error("cannot open the window: %s", exc)
        print(f"briscola: cannot open the window: {exc}", file=sys.stderr)
        return 1
    app = build_app(surface, store=store, settings=settings, demo=opts["demo"],
              screenshot_dir=opts["screenshot"], sound=not opts["smoke"])
    try:
        if opts["smoke"]:
            app.reset_to("main_menu")
            app.step(0)
            pygame.display.flip()
            return 0
        if opts["demo"]:
            settings.players = opts["players"] or 2
            app.reset_to("main_menu")
            app.moment("menu")
            app.step(0)
            start_match(app, demo=True, seed=opts["seed"] if opts["seed"] is not None else 1,
                        level=opts["level"] or "expert")
            paced = os.environ.get("SDL_VIDEODRIVER") != "dummy"
            status = run_guarded(app, lambda: app.run_demo(opts["frames"] or 7200, paced=paced), None)
            if opts["stats"] and status == 0:
                print(json.dumps(app.stats()))
            return status
        if settings.fullscreen:
            app.set_fullscreen(True)
        app.reset_to("main_menu")
        return run_guarded(app, app.run, log_path)
    finally:
        pygame.quit()
