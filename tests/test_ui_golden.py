"""Golden images of key screens, compared with a tolerance.

The references are small (320x240) PNGs under tests/golden/. To regenerate them after
a deliberate visual change: BRISCOLA_REGEN_GOLDEN=1 pytest tests/test_ui_golden.py"""
import os
from pathlib import Path

import pytest
from test_ui_support import make_app, pygame, run_until

from briscola_gui.ui.players import RandomPlayer
from briscola_gui.session import seats as seats_module
from briscola_gui.ui.match_start import start_match
from briscola_gui.ui.scenes.main_menu import MainMenu
from briscola_gui.ui.scenes.results import SmazzataOverScene

GOLDEN = Path(__file__).parent / "golden"
REGEN = os.environ.get("BRISCOLA_REGEN_GOLDEN") == "1"
SIZE = (640, 480)
TOLERANCE = 0.4          # mean absolute difference per channel (0-255); a badge moved gives 0.66


def small(surface) -> pygame.Surface:
    return pygame.transform.smoothscale(surface.copy(), (320, 240))


def mean_diff(a: pygame.Surface, b: pygame.Surface) -> float:
    da = pygame.image.tobytes(a, "RGB")
    db = pygame.image.tobytes(b, "RGB")
    assert len(da) == len(db)
    return sum(abs(x - y) for x, y in zip(da, db)) / len(da)


def check(name: str, surface) -> None:
    shot = small(surface)
    path = GOLDEN / f"{name}.png"
    if REGEN or not path.exists():
        if not REGEN:
            pytest.skip(f"no golden image {path.name} yet (set BRISCOLA_REGEN_GOLDEN=1)")
        GOLDEN.mkdir(exist_ok=True)
        pygame.image.save(shot, str(path))
        return
    ref = pygame.image.load(str(path))
    diff = mean_diff(shot, ref)
    assert diff <= TOLERANCE, f"{name} differs from its golden image by {diff:.2f}"


@pytest.fixture
def app(tmp_path, monkeypatch):
    # the pictures must not change when the computer players get stronger
    monkeypatch.setattr(seats_module, "make_player", lambda level, seed: RandomPlayer(seed))
    return make_app(tmp_path, size=SIZE, deck="plain", speed="instant", language="it")


def test_golden_menu(app):
    app.reset_to("main_menu")
    app.step(16)
    check("menu", app.surface)


def test_golden_table_two_players(app):
    app.settings.players = 2
    table = start_match(app, seed=42)
    run_until(app, table.human_turn)
    app.step(16)
    check("table2", app.surface)


def test_golden_chiamata_auction(app):
    app.settings.players = 5
    table = start_match(app, seed=7)
    run_until(app, lambda: table.human_turn() or table.deal.phase != "auction")
    app.step(16)
    check("chiamata", app.surface)


def test_golden_end_of_smazzata(app):
    app.settings.players = 4
    app.settings.length = "single"
    table = start_match(app, seed=3)
    while not isinstance(app.top, SmazzataOverScene):
        run_until(app, lambda: table.human_turn() or isinstance(app.top, SmazzataOverScene))
        if table.human_turn():
            table.play_card(table.deal.legal_moves()[0])
    run_until(app, lambda: app.top.count.done)
    app.step(16)
    check("score", app.surface)
