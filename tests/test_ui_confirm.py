"""A saved match is never lost without the player choosing so: "Play" on the new game
screen and "Play a deal by code" ask first, in every variant, by mouse and by keyboard."""
import json

import pytest
from test_ui_support import button, key, make_app, press

from briscola_gui.engine import DealSpec, Rules, deal_code
from briscola_gui.ui.match_start import start_match
from briscola_gui.ui.scenes.confirm import ConfirmScene
from briscola_gui.ui.scenes.new_game import NewGameScene
from briscola_gui.ui.table.scene import TableScene


def saved_match(app, players: int) -> str:
    """A match of ``players`` left in progress, as the player leaves it (save and quit)."""
    app.settings.players = players
    start_match(app, seed=40 + players)
    app.reset_to("main_menu")
    assert app.store.has_save()
    return app.store.save_path.read_text(encoding="utf-8")


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_new_game_asks_before_discarding_the_save(tmp_path, players):
    app = make_app(tmp_path, players=players)
    before = saved_match(app, players)
    app.open("new_game")
    press(app, button(app.top, "start").rect.center)
    assert isinstance(app.top, ConfirmScene)
    app.step(16)                                          # it draws
    key(app, "escape")                                    # Esc keeps the saved match
    assert isinstance(app.top, NewGameScene)
    assert app.store.save_path.read_text(encoding="utf-8") == before
    press(app, button(app.top, "start").rect.center)
    press(app, button(app.top, "confirm_no").rect.center)  # so does Cancel
    assert isinstance(app.top, NewGameScene)
    assert app.store.save_path.read_text(encoding="utf-8") == before
    press(app, button(app.top, "start").rect.center)
    press(app, button(app.top, "confirm_yes").rect.center)  # the player chooses to discard it
    assert isinstance(app.top, TableScene) and app.top.n == players
    assert app.store.save_path.read_text(encoding="utf-8") != before


def test_deal_code_asks_before_discarding_the_save_by_keyboard(tmp_path):
    app = make_app(tmp_path, players=5, language="it")
    before = saved_match(app, 5)
    code = deal_code(DealSpec(4, 1, 1234, Rules()))
    app.open("new_game")
    app.open("code_entry")
    app.top.type(code)
    key(app, "return")
    confirm = app.top
    assert isinstance(confirm, ConfirmScene)
    assert "persa" in app.t(confirm.message_key)           # in the player's language
    key(app, "return")                                      # the focus starts on Cancel
    assert app.top.__class__.__name__ == "CodeEntryScene"
    assert app.store.save_path.read_text(encoding="utf-8") == before
    key(app, "return")
    key(app, "left")                                        # to "Discard and play"
    key(app, "return")
    table = app.top
    assert isinstance(table, TableScene) and table.n == 4
    assert json.loads(app.store.save_path.read_text(encoding="utf-8")) != json.loads(before)


def test_no_question_without_a_save(tmp_path):
    app = make_app(tmp_path, players=2)
    app.reset_to("main_menu")
    app.open("new_game")
    press(app, button(app.top, "start").rect.center)
    assert isinstance(app.top, TableScene)
