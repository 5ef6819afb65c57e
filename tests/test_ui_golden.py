"""Golden images of key screens, compared pixel by pixel.

The references are full-size PNGs under tests/golden/. A pixel counts as different when a
channel moves by more than ``PIXEL_DELTA``; at most ``MAX_DIFFERENT`` may differ, so a
missing word (the "your turn" prompt, the deal code) fails, as test_a_missing_word_fails
proves. After a deliberate visual change regenerate with
``BRISCOLA_REGEN_GOLDEN=1 pytest tests/test_ui_golden.py``: that run writes the images and
FAILS on purpose, so the switch can never make the test pass; look at the new PNGs, then
run again without it."""
import os
from pathlib import Path

import pytest
from test_ui_support import RandomPlayer, make_app, pygame, run_until

from briscola_gui.messages import Messages
from briscola_gui.ui.match_start import start_match
from briscola_gui.session import seats as seats_module
from briscola_gui.ui.scenes.results import SmazzataOverScene

GOLDEN = Path(__file__).parent / "golden"
REGEN = os.environ.get("BRISCOLA_REGEN_GOLDEN") == "1"
SIZE = (640, 480)
PIXEL_DELTA = 24          # a channel moving more than this (0-255) makes a pixel different
MAX_DIFFERENT = 12        # different pixels allowed (of 307,200): antialiasing noise, no more


def different_pixels(a: pygame.Surface, b: pygame.Surface) -> int:
    """How many pixels of ``a`` and ``b`` (same size) differ by more than PIXEL_DELTA."""
    assert a.get_size() == b.get_size(), (a.get_size(), b.get_size())
    da = pygame.image.tobytes(a, "RGB")
    db = pygame.image.tobytes(b, "RGB")
    count = 0
    for i in range(0, len(da), 3):
        if da[i] != db[i] or da[i + 1] != db[i + 1] or da[i + 2] != db[i + 2]:
            if max(abs(da[i] - db[i]), abs(da[i + 1] - db[i + 1]), abs(da[i + 2] - db[i + 2])) > PIXEL_DELTA:
                count += 1
    return count


def check(name: str, surface) -> None:
    shot = surface.copy()
    path = GOLDEN / f"{name}.png"
    if REGEN:
        GOLDEN.mkdir(exist_ok=True)
        pygame.image.save(shot, str(path))
        pytest.fail(f"{path.name} regenerated: look at it, then run again without BRISCOLA_REGEN_GOLDEN")
    assert path.exists(), f"no golden image {path.name} (make it with BRISCOLA_REGEN_GOLDEN=1)"
    ref = pygame.image.load(str(path))
    diff = different_pixels(shot, ref)
    assert diff <= MAX_DIFFERENT, f"{name}: {diff} pixels differ from its golden image"


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


class _Without(Messages):
    """The catalogue with some messages blanked out, as if a scene forgot to draw them."""

    def __init__(self, language: str, hidden: set[str]):
        super().__init__(language)
        self.hidden = hidden

    def __call__(self, key: str, **kw) -> str:
        return "" if key in self.hidden else super().__call__(key, **kw)


@pytest.mark.parametrize("scene, hidden", [
    (test_golden_table_two_players, {"your_turn"}),          # the "your turn" prompt
    (test_golden_table_two_players, {"code_short"}),         # the deal code on the table
    (test_golden_end_of_smazzata, {"deal_code"}),            # and at the end of the deal
    (test_golden_menu, {"rules"}),                           # one short word
])
def test_a_missing_word_fails(app, scene, hidden):
    """The threshold is tight enough: the same screen without one small text fails."""
    if REGEN:
        pytest.skip("would write the blanked screen as the golden image")
    app.t = _Without(app.settings.language, hidden)
    with pytest.raises(AssertionError, match="pixels differ"):
        scene(app)


def test_the_regenerate_switch_cannot_pass(tmp_path, monkeypatch):
    import test_ui_golden as module
    monkeypatch.setattr(module, "REGEN", True)
    monkeypatch.setattr(module, "GOLDEN", tmp_path)
    surface = pygame.Surface((4, 4))
    with pytest.raises(pytest.fail.Exception, match="regenerated"):
        check("x", surface)
    assert (tmp_path / "x.png").exists()
    monkeypatch.setattr(module, "REGEN", False)
    check("x", surface)                                  # the image it wrote now passes
    surface.fill((255, 255, 255), pygame.Rect(0, 0, 4, 4))
    with pytest.raises(AssertionError, match="16 pixels differ"):
        check("x", surface)
