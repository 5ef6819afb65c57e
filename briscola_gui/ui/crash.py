"""When the window fails: log it, save the match if possible, tell the player, exit.

An unexpected exception in the scene loop must not leave a traceback on a console the
player never sees as the only trace. ``run_guarded`` logs it (with the traceback) to
the log file, lets every scene save what it holds (the table saves the match), and
shows one plain screen: what happened, whether the game was saved, where the log is.
The screen is drawn with pygame alone, since the scenes may be what broke.
"""
from __future__ import annotations

import logging
import os
import sys
from pathlib import Path
from typing import Callable

import pygame

from .text import DIM, GOLD, WHITE, Text

log = logging.getLogger(__name__)

BACKGROUND = (40, 24, 24)
WAIT_MS = 120_000          # the crash screen closes by itself after two minutes


def _stamp(path: Path) -> int | None:
    try:
        return path.stat().st_mtime_ns
    except OSError:
        return None


def save_after_crash(app) -> bool:
    """Every scene's ``on_quit`` (the table writes the match); True when the save file
    was written just now."""
    store = app.store
    before = _stamp(store.save_path) if store.persist else None
    for scene in list(app.scenes):
        try:
            scene.on_quit()
        except Exception:
            log.exception("could not save after the failure (%s)", type(scene).__name__)
    if not store.persist:
        return False
    after = _stamp(store.save_path)
    return after is not None and after != before


def crash_lines(t, saved: bool, log_path: Path | None) -> list[str]:
    """The crash screen's text in the player's language (title first)."""
    lines = [t("crash_title"), t("crash_saved") if saved else t("crash_not_saved")]
    if log_path is not None:
        lines.append(t("crash_log", path=str(log_path)))
    lines.append(t("crash_close"))
    return lines


def show_crash(surface: pygame.Surface, lines: list[str], wait_ms: int = WAIT_MS) -> None:
    """Draw ``lines`` and wait for a key, a click or the window's close button."""
    text = Text()
    w, h = surface.get_size()
    size = max(14, int(h * 0.03))
    surface.fill(BACKGROUND)
    y = int(h * 0.2)
    for i, line in enumerate(lines):
        color = GOLD if i == 0 else DIM if i == len(lines) - 1 else WHITE
        big = int(size * 1.4) if i == 0 else size
        for part in text.wrap(line, big, int(w * 0.86)):
            text.draw(surface, part, big, color, midtop=(w // 2, y))
            y += int(big * 1.3)
        y += size // 2
    pygame.display.flip()
    if os.environ.get("SDL_VIDEODRIVER") == "dummy":
        return                                   # nobody to press a key
    clock = pygame.time.Clock()
    waited = 0
    pygame.event.clear()
    while waited < wait_ms:
        for ev in pygame.event.get():
            if ev.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                return
        waited += clock.tick(30)


def run_guarded(app, run: Callable[[], None], log_path: Path | None) -> int:
    """``run()`` (the app's loop); on an unexpected exception: log, save, tell, and
    return exit status 1 instead of raising."""
    try:
        run()
        return 0
    except Exception:
        log.exception("the window stopped on an unexpected error")
    saved = save_after_crash(app)
    log.error("after the failure the match was %s", "saved" if saved else "not saved")
    try:
        app.executor.shutdown(wait=False)
    except Exception:
        log.exception("the computer players' worker did not stop")
    lines = crash_lines(app.t, saved, log_path)
    try:
        surface = pygame.display.get_surface() or app.surface
        show_crash(surface, lines)
    except Exception:
        log.exception("could not show the crash screen")
    print("briscola: " + " ".join(lines[:3]), file=sys.stderr)
    return 1
