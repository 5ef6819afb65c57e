"""The corner (ui/table/panels/corner.py): Menu (and Esc) pause; the deal code under it."""
from table_support import table_at_turn, texts_drawn
from test_ui_support import key, press

from briscola_gui.ui.scenes.pause import PauseScene


def test_menu_and_escape_pause_the_game(tmp_path):
    app, table = table_at_turn(tmp_path)
    press(app, table.panels.corner.button.rect.center)
    assert isinstance(app.top, PauseScene)
    app.pop()
    key(app, "escape")
    assert isinstance(app.top, PauseScene)


def test_the_deal_code_is_shown_inside_its_region(tmp_path):
    app, table = table_at_turn(tmp_path, players=6, language="it")
    line = app.t("code_short", code=table.match.deal_code)
    assert line in texts_drawn(app)
    assert app.surface.get_rect().contains(table.regions.code)
    assert table.regions.code.w >= app.text.font(int(table.layout_obj.font * 0.75)).size(line)[0]
