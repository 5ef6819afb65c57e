"""Shared helpers for the window tests (headless: SDL's dummy drivers)."""
from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from briscola_gui.ui.app import App  # noqa: E402
from briscola_gui.ui.scenes.registry import build_app  # noqa: E402
from briscola_gui.ui.events import Input, click  # noqa: E402
from briscola_gui.ui.storage import Settings, Store  # noqa: E402


def make_app(tmp_path, size=(800, 600), **settings) -> App:
    pygame.init()
    surface = pygame.display.set_mode(size)
    base = dict(language="en", speed="fast", sound=False, deck="plain")
    base.update(settings)
    store = Store(tmp_path, persist=True)
    return build_app(surface, store=store, settings=Settings(**base), threaded=False, sound=False)


def press(app: App, pos) -> None:
    for ev in click(pos):
        app.dispatch(ev)


def key(app: App, name: str) -> None:
    app.dispatch(Input("key", key=name))


def run_until(app: App, cond, limit: int = 20000, dt: int = 16) -> int:
    for frame in range(limit):
        if cond():
            return frame
        app.step(dt)
    raise AssertionError("condition never met")


def button(scene, name: str):
    for w in getattr(scene, "widgets", []) + getattr(scene, "buttons", []) + \
            getattr(scene, "bid_buttons", []):
        if getattr(w, "name", "") == name:
            return w
    for attr in vars(scene).values():
        if getattr(attr, "name", None) == name:
            return attr
    panels = getattr(scene, "panels", None)
    for panel in (vars(panels).values() if panels is not None else ()):    # the table's panels
        for w in getattr(panel, "buttons", []) + [getattr(panel, "button", None)]:
            if getattr(w, "name", None) == name:
                return w
    raise KeyError(name)


def test_the_helpers_find_widgets_and_give_up(tmp_path):
    app = make_app(tmp_path, language="it")
    menu = app.reset_to("main_menu")
    assert button(menu, "rules").text() == "Regole" and app.t.language == "it"
    try:
        button(menu, "no such button")
    except KeyError:
        pass
    else:
        raise AssertionError("button() found a widget that is not there")
    try:
        run_until(app, lambda: False, limit=3)
    except AssertionError as exc:
        assert "never met" in str(exc)
    else:
        raise AssertionError("run_until() did not give up")


def play_to_smazzata_over(app: App, table, limit: int = 40000):
    """The human's simplest moves, a frame at a time, until the end-of-smazzata box is on
    top; returns it."""
    from briscola_gui.ui.scenes.results import SmazzataOverScene
    for _ in range(limit):
        if isinstance(app.top, SmazzataOverScene):
            return app.top
        if table.human_turn():
            human_move(table)
        app.step(16)
    raise AssertionError("the smazzata never ended")


def human_move(table) -> None:
    """The human seat's simplest legal move: pass, the first call, the first legal card."""
    d = table.deal
    if d.phase == "auction":
        table.make_bid("pass")
    elif d.phase == "call":
        table.make_call(d.legal_calls()[0])
    else:
        table.play_card(d.legal_moves()[0])


class RandomPlayer:
    """A computer bidder that never raises the points: any legal card, "pass" or (about one
    time in three) the lowest rank allowed, any legal call. The golden images and the
    chiamata table test play against it."""

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def play(self, view) -> int:
        return self.rng.choice(list(view.legal))

    def bid(self, view) -> str:
        allowed = list(view.allowed)
        ranks = [b for b in allowed if b not in ("pass", "carichi") and not b.startswith("2:")]
        if ranks and self.rng.random() < 0.35:
            return ranks[0]
        return "pass"

    def call(self, view) -> int:
        return self.rng.choice(list(view.allowed))
