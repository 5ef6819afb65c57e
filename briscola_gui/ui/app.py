"""The scene loop: a stack of scenes, the game clock, input dispatch, resizing,
fullscreen, screenshots of key moments and frame-time statistics.

Scenes (``ui/scene.py``) implement ``update(dt_ms)``, ``draw(surface)``, ``handle(input)``
and ``layout(size)``. They are reached by name: the app is given the registry
(``ui/scenes/registry.py``: name -> scene class) and ``open`` pushes, ``switch`` replaces
the top, ``reset_to`` clears the stack; so no scene module imports another. The loop
gives scenes integer milliseconds: real time in a window, a fixed 16 ms per frame in
``--demo``."""
from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable, Mapping
from pathlib import Path

import pygame

from .anim import Clock
from .cards import open_cards, styles
from .enlarge import text_scale
from .events import Input, translate
from .i18n import I18n
from .worker import ImmediateExecutor, worker
from .scene import Scene
from .sound import Sound
from .storage import WINDOW_MIN, Settings, Store, window_size_ok
from .text import Text

log = logging.getLogger(__name__)

DEMO_FRAME_MS = 16
log = logging.getLogger(__name__)


SceneFactory = Callable[..., Scene]


class App:
    def __init__(self, surface: pygame.Surface, store: Store | None = None,
                 settings: Settings | None = None, demo: bool = False, threaded: bool = True,
                 screenshot_dir: str | None = None, sound: bool = True,
                 scenes: Mapping[str, SceneFactory] | None = None):
        self.surface = surface
        self.scene_types: dict[str, SceneFactory] = dict(scenes or {})
        self.store = store or Store()
        self.settings = settings or self.store.load_settings()
        self.demo = demo
        self.clock = Clock()
        self.text = Text()
        self.text.fit(surface.get_size(), text_scale(surface.get_size(), self.settings.large_text))
        self.t = I18n(self.settings.language)
        self.cards = self._open_cards()
        self.sound = Sound(self.settings.sound, synth=sound, volume=self.settings.volume)
        self.executor = worker() if threaded else ImmediateExecutor()
        self.scenes: list[Scene] = []
        self.running = True
        self.screenshot_dir = Path(screenshot_dir) if screenshot_dir else None
        self._moments_wanted: list[str] = []
        self._moments_done: set[str] = set()
        self.frame_times: list[float] = []
        self.windowed_size = surface.get_size()
        self._window_at_start = list(self.settings.window)
        self._stats = None

    def user_stats(self):
        """The player's statistics, loaded once (``warning`` is set if the file was damaged
        and set aside; the Statistics scene shows it once)."""
        if self._stats is None:
            self._stats = self.store.load_stats()
        return self._stats

    # -- resources ------------------------------------------------------------
    def _open_cards(self):
        s = self.settings
        return open_cards(s.deck, s.corner_indices, s.back)

    def styles(self) -> list[tuple[str, str]]:
        """(id, name) of every deck style, the name in the current language when the
        catalogue has one (``deck_style.<id>``), else the deck's own."""
        return [(i, self.t(f"deck_style.{i}") if self.t.has(f"deck_style.{i}") else name)
                for i, name in styles()]

    def style_name(self, style_id: str) -> str:
        return dict(self.styles()).get(style_id, style_id)

    def apply_settings(self) -> None:
        """Settings changed: language, sound and the card pictures follow at once."""
        s = self.settings
        self.t.set_language(s.language)       # the same object: whoever holds it follows
        self.sound.enabled = s.sound
        self.sound.volume = s.volume
        self.cards.clear_cache()
        self.cards = self._open_cards()
        self.store.save_settings(s)
        self.relayout()

    # -- the stack --------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> Scene:
        self.scenes.append(scene)
        scene.layout(self.surface.get_size())
        return scene

    def pop(self) -> Scene | None:
        scene = self.scenes.pop() if self.scenes else None
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> Scene:
        if self.scenes:
            self.scenes.pop()
        return self.push(scene)

    def reset(self, scene: Scene) -> Scene:
        self.scenes.clear()
        return self.push(scene)

    def covered(self, scene: Scene) -> list[pygame.Rect]:
        """The boxes the overlays above ``scene`` draw over it (Scene.covers)."""
        if scene not in self.scenes:
            return []
        above = self.scenes[self.scenes.index(scene) + 1:]
        return [r for r in (s.covers() for s in above) if r is not None]

    # -- scenes by name -------------------------------------------------------------
    def make_scene(self, name: str, **kw) -> Scene:
        """A new scene of the registered kind ``name``, given ``kw``."""
        try:
            factory = self.scene_types[name]
        except KeyError:
            raise KeyError(f"no scene named {name!r} (known: {', '.join(sorted(self.scene_types))})") from None
        return factory(self, **kw)

    def open(self, name: str, **kw) -> Scene:
        """Push the scene ``name`` over the current one."""
        return self.push(self.make_scene(name, **kw))

    def switch(self, name: str, **kw) -> Scene:
        """Replace the top scene with the scene ``name``."""
        return self.replace(self.make_scene(name, **kw))

    def reset_to(self, name: str, **kw) -> Scene:
        """Clear the stack and show the scene ``name`` alone (made before the old ones go)."""
        return self.reset(self.make_scene(name, **kw))

    # -- one frame ------------------------------------------------------------------
    def update(self, dt: int) -> None:
        self.clock.tick(dt)
        if self.scenes:
            self.scenes[-1].update(dt)
        self.show_problems()

    def show_problems(self) -> None:
        """What the store found wrong with the player's files (a full disk, a damaged file
        set aside...), in one message box over whatever scene is open, in the player's
        language; the game below waits until it is read. The store notes each once."""
        problems, self.store.problems[:] = list(self.store.problems), []
        if not problems:
            return
        text = "\n\n".join(p.text(self.t) for p in problems)
        if "message" in self.scene_types:
            self.open("message", message=lambda: "\n\n".join(p.text(self.t) for p in problems))
        else:
            log.warning("not shown (no message scene): %s", text)

    def draw(self) -> None:
        first = len(self.scenes) - 1
        while first > 0 and self.scenes[first].overlay:
            first -= 1
        if first < 0:
            self.surface.fill((0, 0, 0))
        for scene in self.scenes[max(first, 0):]:
            scene.draw(self.surface)

    def step(self, dt: int) -> None:
        """One frame: update by ``dt`` ms and draw (what tests call)."""
        self.update(dt)
        self.draw()
        self._take_screenshots()

    def dispatch(self, ev: Input) -> None:
        if ev.kind == "quit":
            self.quit()
        elif ev.kind == "resize":
            self.resized(ev.size)
        elif ev.kind == "key" and ev.key == "f11":
            self.toggle_fullscreen()
        elif self.scenes:
            self.scenes[-1].handle(ev)

    def quit(self) -> None:
        for scene in list(self.scenes):
            scene.on_quit()
        self.running = False

    # -- window size -------------------------------------------------------------------
    def resized(self, size) -> None:
        w, h = max(WINDOW_MIN[0], int(size[0])), max(WINDOW_MIN[1], int(size[1]))
        surface = pygame.display.get_surface()
        if surface is not None and surface.get_size() != (w, h) and not self.settings.fullscreen:
            flags = pygame.RESIZABLE
            surface = pygame.display.set_mode((w, h), flags)
        if surface is not None:
            self.surface = surface
        if not self.settings.fullscreen:
            self.windowed_size = self.surface.get_size()
            if window_size_ok(self.windowed_size):              # not past 8192: it could not reopen
                self.settings.window = list(self.windowed_size)  # saved when the window closes
        self.cards.clear_cache()
        self.text.clear()
        self.relayout()

    def toggle_sound(self) -> None:
        """Mute or unmute (M, the table's speaker button, Settings); saved at once."""
        self.settings.sound = not self.settings.sound
        self.apply_settings()

    def relayout(self) -> None:
        size = self.surface.get_size()
        self.text.fit(size, text_scale(size, self.settings.large_text))
        for scene in self.scenes:
            scene.layout(size)

    def toggle_fullscreen(self) -> None:
        self.set_fullscreen(not self.settings.fullscreen)
        self.store.save_settings(self.settings)

    def set_fullscreen(self, on: bool) -> None:
        self.settings.fullscreen = on
        if os.environ.get("SDL_VIDEODRIVER") == "dummy" or pygame.display.get_surface() is None:
            return
        try:
            if on:
                self.windowed_size = self.surface.get_size()
                self.surface = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            else:
                self.surface = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        except pygame.error as exc:
            log.warning("fullscreen %s refused: %s", "on" if on else "off", exc)
            self.settings.fullscreen = False
            return
        self.cards.clear_cache()
        self.text.clear()
        self.relayout()

    # -- screenshots of key moments -------------------------------------------------------
    def moment(self, name: str) -> None:
        """A scene reached a key moment (menu, deal, trick, score): with ``--screenshot``
        the window is saved once per moment, after this frame is drawn."""
        if self.screenshot_dir and name not in self._moments_done and name not in self._moments_wanted:
            self._moments_wanted.append(name)

    def _take_screenshots(self) -> None:
        if not self._moments_wanted:
            return
        for name in self._moments_wanted:
            target = self.screenshot_dir / f"{name}.png"
            try:
                self.screenshot_dir.mkdir(parents=True, exist_ok=True)
                pygame.image.save(self.surface, str(target))
            except (OSError, pygame.error) as exc:     # the folder went away meanwhile
                log.warning("cannot save the screenshot %s: %s", target, exc)
            self._moments_done.add(name)
        self._moments_wanted.clear()

    # -- loops --------------------------------------------------------------------------
    def pump(self) -> None:
        for raw in pygame.event.get():
            ev = translate(raw)
            if ev is not None:
                self.dispatch(ev)

    def run(self, max_frames: int | None = None) -> None:
        """The interactive loop: real time, 60 frames a second at most."""
        clock = pygame.time.Clock()
        frames = 0
        clock.tick()
        while self.running and self.scenes:
            dt = min(clock.tick(60), 100)
            self.pump()
            if not self.running or not self.scenes:
                break
            self.step(dt)
            pygame.display.flip()
            frames += 1
            if max_frames is not None and frames >= max_frames:
                break
        self.shutdown()

    def run_demo(self, frames: int, paced: bool) -> None:
        """``--demo``: a fixed 16 ms per frame; frame times (update + draw) are measured."""
        pace = pygame.time.Clock() if paced else None
        for _ in range(frames):
            self.pump()
            if not self.running or not self.scenes:
                break
            start = time.perf_counter()
            self.update(DEMO_FRAME_MS)
            self.draw()
            self.frame_times.append((time.perf_counter() - start) * 1000.0)
            self._take_screenshots()
            pygame.display.flip()
            if pace is not None:
                pace.tick(60)
            else:
                time.sleep(0)    # unpaced: let the computer players' worker thread run
        self.shutdown()

    def shutdown(self) -> None:
        if self.settings.window != self._window_at_start:
            self.store.save_settings(self.settings)        # the window size, for next time
        self.executor.shutdown(wait=False)

    def stats(self) -> dict:
        times = sorted(self.frame_times)
        n = len(times)
        if not n:
            return {"frames": 0, "mean": 0.0, "p95": 0.0, "p99": 0.0, "max": 0.0}

        def pct(p: float) -> float:
            return round(times[min(n - 1, int(round(p * (n - 1))))], 3)

        return {"frames": n, "mean": round(sum(times) / n, 3), "p95": pct(0.95), "p99": pct(0.99),
                "max": round(times[-1], 3)}
