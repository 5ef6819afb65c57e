"""The last trick (ui/table/panels/last_trick.py): L or the button opens it; any click or
Esc closes it; nothing to show before the first trick."""
from table_support import run_until, table_at_turn, texts_drawn
from test_ui_support import key, press


def test_open_with_the_button_close_with_a_click(tmp_path):
    app, table = table_at_turn(tmp_path, players=2, language="en")
    panel = table.panels.last_trick
    key(app, "l")
    assert not panel.open                       # no trick taken yet
    assert app.t("last_trick") not in texts_drawn(app)
    table.play_card(table.deal.legal_moves()[0])
    run_until(app, table.human_turn)
    trick = table.shown.last_trick
    assert trick is not None and app.t("last_trick") in texts_drawn(app)
    press(app, panel.button.rect.center)
    assert panel.open
    seen = texts_drawn(app)
    assert table.takes_text(trick) in seen and table.seat_name(trick.winner) in seen
    press(app, (5, 5))
    assert not panel.open
    key(app, "l")
    assert panel.open
    key(app, "escape")
    assert not panel.open and app.top is table     # Esc closed it, did not pause
