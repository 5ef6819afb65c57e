"""The extra features in the window: deal codes, review, hints, tracker, statistics,
signals, and the saved level."""
import json

from test_ui_support import button, key, make_app, press, run_until

from briscola_gui.engine import Rules, new_match
from briscola_gui.ui.scenes.menus import MainMenu, continue_match, start_match
from briscola_gui.ui.scenes.table import TableScene


def test_continue_uses_the_saved_level_not_the_last_chosen(tmp_path):
    app = make_app(tmp_path, players=2, speed="instant", level="hard")
    table = start_match(app, seed=3)
    run_until(app, table.human_turn)
    table.play_card(table.deal.legal_moves()[0])
    run_until(app, table.human_turn)
    table.autosave()
    data = json.loads(app.store.save_path.read_text())
    assert data["window"] == {"level": "hard"}
    from briscola_gui.engine import savegame
    savegame.match_from_json(data)                  # the engine still reads it
    app.settings.level = "easy"                     # chosen later for another game
    app.reset(MainMenu(app))
    continue_match(app)
    table = app.top
    assert isinstance(table, TableScene)
    assert all(s.level == "hard" for s in table.seats if not s.human)
