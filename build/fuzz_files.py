"""Mutated data files through the real window paths (issue #15, case 2).

Valid settings, saves (2-6 players, a few moves in) and statistics are mutated the way
build/fuzz_replay.py mutates games (any field set to any JSON value, keys dropped, lines
cut, characters changed), written into a fresh data folder, and the window is started
on them: the settings load, Continue is pressed, a few seconds of the restored match are
played, the Statistics screen is drawn. Any exception is a failure; a mutant may load
(and must then play) or be set aside.

    python build/fuzz_files.py [--mutants N] [--seed S]

prints one JSON line of figures (docs/reliability.md has the last run);
tests/test_data_folder.py runs a few dozen of them.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
from dataclasses import asdict
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "build"))

import pygame  # noqa: E402
from fuzz_replay import mutate  # noqa: E402

from briscola_gui.engine import Rules, new_match  # noqa: E402
from briscola_gui.engine.savegame import match_to_json  # noqa: E402
from briscola_gui.ui.match_start import continue_match  # noqa: E402
from briscola_gui.ui.scenes.registry import build_app  # noqa: E402
from briscola_gui.ui.storage import Settings, Store  # noqa: E402

FILES = ("settings.json", "savegame.json", "stats.json")


def bases(rng: random.Random) -> dict[str, list[dict]]:
    saves = []
    for players in (2, 3, 4, 5, 6):
        match = new_match(players, Rules(), None, seed=rng.randrange(1 << 30))
        deal = match.deal
        for _ in range(rng.randrange(0, 15)):
            if deal.phase == "done":
                break
            deal.apply(rng.choice(deal.legal_actions(deal.to_act)))
        saves.append({**match_to_json(match), "window": {"level": "easy"}})
    record = {"kind": "smazzata", "players": 2, "level": "easy", "result": "won", "points": 70,
              "when": "2026-01-01T00:00:00Z"}
    stats = {"format": "briscola-stats", "version": 1,
             "records": [record, {**record, "kind": "match", "points": 2}]}
    settings = asdict(Settings(language="en", speed="instant", sound=False, deck="plain",
                               window=[800, 600]))
    return {"settings.json": [settings], "savegame.json": saves, "stats.json": [stats]}


def start_on(folder: Path) -> str:
    """Start the window on ``folder`` headless, Continue, play a little, open Statistics;
    the name of the scene under the messages at the end."""
    pygame.init()
    surface = pygame.display.set_mode((800, 600))
    store = Store(folder)
    settings = store.load_settings()
    settings.speed, settings.sound, settings.deck = "instant", False, "plain"
    app = build_app(surface, store=store, settings=settings, threaded=False, sound=False)
    app.reset_to("main_menu")
    app.step(16)
    continue_match(app)
    for _ in range(60):
        table = app.scenes[0]
        if getattr(table, "human_turn", None) and app.top is table and table.human_turn():
            action = table.deal.legal_actions(table.deal.to_act)[0]
            if hasattr(action, "bid"):
                table.make_bid(action.bid)
            elif type(action).__name__ == "Call":
                table.make_call(action.card)
            elif hasattr(action, "card"):
                table.play_card(action.card)
        app.update(50)
    app.draw()
    reached = type(app.scenes[0]).__name__
    app.reset_to("main_menu")
    app.open("stats")
    app.step(16)
    app.shutdown()
    return reached


def run(seed: int, n: int) -> dict:
    rng = random.Random(seed)
    base = bases(rng)
    failures, played = [], 0
    for i in range(n):
        name = FILES[i % len(FILES)]
        text = mutate(rng, rng.choice(base[name]))
        with tempfile.TemporaryDirectory() as tmp:
            folder = Path(tmp)
            (folder / name).write_text(text, encoding="utf-8")
            if name != "savegame.json":                    # something to Continue anyway
                (folder / "savegame.json").write_text(json.dumps(base["savegame.json"][0]))
            try:
                played += start_on(folder) == "TableScene"
            except Exception as exc:                       # noqa: BLE001 - what we count
                failures.append({"file": name, "error": f"{type(exc).__name__}: {exc}"[:200],
                                 "mutant": text[:200]})
    return {"mutants": n, "seed": seed, "continued_and_played": played, "failures": failures}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mutants", type=int, default=1500)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    start = time.perf_counter()
    figures = run(args.seed, args.mutants)
    figures["seconds"] = round(time.perf_counter() - start, 1)
    print(json.dumps(figures))
    return 1 if figures["failures"] else 0


if __name__ == "__main__":
    sys.exit(main())
