"""The game's own input events, translated from pygame's.

Scenes handle only ``Input`` objects, so a test can click and type without SDL
by building them directly."""
from __future__ import annotations

import logging
from dataclasses import dataclass

import pygame

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Input:
    kind: str                      # down, up, move, wheel, key, resize, quit
    pos: tuple = (0, 0)            # mouse position (down, up, move)
    key: str = ""                  # key name: "escape", "return", "1", "l", "f11", "up", ...
    dy: int = 0                    # wheel: +1 up, -1 down
    size: tuple = (0, 0)           # resize: new window size
    button: int = 1


def click(pos) -> list[Input]:
    """A press and release at ``pos`` (for tests and keyboard shortcuts)."""
    return [Input("down", pos=tuple(pos)), Input("up", pos=tuple(pos))]


_KEYPAD = {"enter": "return", "[1]": "1", "[2]": "2", "[3]": "3", "[4]": "4", "[5]": "5",
           "[6]": "6", "[7]": "7", "[8]": "8", "keypad enter": "return"}


def translate(ev: pygame.event.Event) -> Input | None:
    """One pygame event -> Input, or None for events the game ignores."""
    t = ev.type
    if t == pygame.MOUSEBUTTONDOWN and ev.button in (1, 3):
        return Input("down", pos=ev.pos, button=ev.button)
    if t == pygame.MOUSEBUTTONUP and ev.button in (1, 3):
        return Input("up", pos=ev.pos, button=ev.button)
    if t == pygame.MOUSEMOTION:
        return Input("move", pos=ev.pos)
    if t == pygame.MOUSEWHEEL:
        return Input("wheel", dy=1 if ev.y > 0 else -1 if ev.y < 0 else 0)
    if t == pygame.KEYDOWN:
        if ev.key == pygame.K_v and ev.mod & pygame.KMOD_CTRL:
            return Input("key", key="paste")
        if ev.key == pygame.K_c and ev.mod & pygame.KMOD_CTRL:
            return Input("key", key="copy")
        name = pygame.key.name(ev.key).lower()
        return Input("key", key=_KEYPAD.get(name, name))
    if t == pygame.VIDEORESIZE:
        return Input("resize", size=(ev.w, ev.h))
    if t == pygame.QUIT:
        return Input("quit")
    return None


def clipboard_text() -> str:
    """The clipboard's text, or "" when there is none or no clipboard at all."""
    try:
        return pygame.scrap.get_text() or ""
    except (pygame.error, AttributeError, NotImplementedError) as exc:
        log.info("no clipboard to paste from: %s", exc)
        return ""


def set_clipboard(text: str) -> bool:
    try:
        pygame.scrap.put_text(text)
        return True
    except (pygame.error, AttributeError, NotImplementedError) as exc:
        log.info("no clipboard to copy to: %s", exc)
        return False
