"""Settings and the saved match: atomic writes, damaged files, continue restores exactly."""
import json

from test_ui_support import button, make_app, press, run_until

from briscola_gui.engine.savegame import match_to_json
from briscola_gui.ui.events import Input
from briscola_gui.ui.match_start import continue_match, start_match
from briscola_gui.ui.scenes.main_menu import MainMenu
from briscola_gui.ui.scenes.message import MessageScene
from briscola_gui.ui.table.scene import TableScene
from briscola_gui.ui.storage import Settings, Store, data_dir


def test_data_dir_follows_the_environment(monkeypatch, tmp_path):
    monkeypatch.setenv("BRISCOLA_DATA_DIR", str(tmp_path / "x"))
    assert data_dir() == tmp_path / "x"
    monkeypatch.delenv("BRISCOLA_DATA_DIR")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    if __import__("sys").platform.startswith("linux"):      # macOS/Windows: platformdirs' own places
        assert data_dir() == tmp_path / "xdg" / "briscola"


def test_settings_round_trip(tmp_path):
    store = Store(tmp_path)
    s = Settings(language="en", speed="instant", players=5, length="single", sound=False)
    store.save_settings(s)
    assert not list(tmp_path.glob("*.tmp"))
    again = Store(tmp_path).load_settings()
    assert again == s


def test_damaged_settings_give_a_message_and_defaults(tmp_path):
    (tmp_path / "settings.json").write_text("{not json", encoding="utf-8")
    app = make_app(tmp_path)
    store = Store(tmp_path)
    s = store.load_settings()
    assert s.speed == Settings().speed and store.problems[0].key == "settings_damaged"
    assert (tmp_path / "settings.json.damaged-1").read_text() == "{not json"
    # through the menu: a message box naming where the old file went, then the menu works
    app.store = store
    app.reset_to("main_menu")
    app.step(16)
    assert isinstance(app.top, MessageScene) and "settings.json.damaged-1" in app.top.message
    press(app, app.top.ok.rect.center)
    assert isinstance(app.top, MainMenu)


def test_bad_values_in_settings_are_ignored(tmp_path):
    (tmp_path / "settings.json").write_text(json.dumps({"speed": "warp", "players": 9, "sound": False}))
    store = Store(tmp_path)
    s = store.load_settings()
    assert s.speed == "normal" and s.players == 2 and s.sound is False
    assert store.problems == [("settings_fields_reset", "", "speed, players")]


def test_window_size_is_kept_for_next_time(tmp_path):
    app = make_app(tmp_path)
    app.reset_to("main_menu")
    app.shutdown()
    assert not (tmp_path / "settings.json").exists()     # nothing changed, nothing written
    app = make_app(tmp_path)
    app.reset_to("main_menu")
    app.dispatch(Input("resize", size=(1000, 700)))
    assert app.surface.get_size() == (1000, 700)
    app.dispatch(Input("quit"))
    app.shutdown()
    assert Store(tmp_path).load_settings().window == [1000, 700]


def test_bad_window_sizes_in_settings_are_ignored(tmp_path):
    """Only the size is lost (the default is used): no message about a damaged file."""
    for bad in ([100, 100], [1280], "1280x800", [1280.5, 800], [True, 800], [9000, 800]):
        (tmp_path / "settings.json").write_text(json.dumps({"window": bad, "sound": False}))
        store = Store(tmp_path)
        s = store.load_settings()
        assert s.window == [] and s.sound is False and not store.problems, bad
        assert not list(tmp_path.glob("*.damaged*")), bad


def test_a_window_resized_past_8192_is_not_saved(tmp_path):
    app = make_app(tmp_path)
    app.reset(MainMenu(app))
    app.dispatch(Input("resize", size=(1000, 700)))
    app.dispatch(Input("resize", size=(9000, 700)))
    app.shutdown()
    store = Store(tmp_path)
    assert store.load_settings().window == [1000, 700] and not store.problems


def test_damaged_save_gives_a_message_and_a_fresh_start(tmp_path):
    app = make_app(tmp_path)
    app.store.save_path.write_text('{"format": "briscola-save", "version": 1, "players": 2}')
    app.reset_to("main_menu")
    app.step(16)
    press(app, button(app.top, "continue").rect.center)
    app.step(16)
    assert isinstance(app.top, MessageScene) and "saved game" in app.top.message
    assert "savegame.json.damaged-1" in app.top.message
    press(app, app.top.ok.rect.center)
    assert isinstance(app.top, MainMenu)
    assert not app.store.has_save()                      # moved aside, no Continue any more
    assert not any(b.name == "continue" for b in app.top.widgets)
    press(app, button(app.top, "new").rect.center)       # and a new game starts fine
    app.step(16)
    press(app, button(app.top, "start").rect.center)
    assert isinstance(app.top, TableScene)


def test_quitting_mid_game_and_continue_restores_exactly(tmp_path):
    app = make_app(tmp_path, players=3, speed="instant")
    table = start_match(app, seed=9)
    for _ in range(4):                                   # a few moves in
        run_until(app, table.human_turn)
        table.play_card(table.deal.legal_moves()[0])
    run_until(app, table.human_turn)
    before = match_to_json(table.match)
    app.quit()                                           # closing the window saves
    assert app.store.has_save()
    app2 = make_app(tmp_path, players=3, speed="instant")
    app2.reset_to("main_menu")
    continue_match(app2)
    restored = app2.top
    assert isinstance(restored, TableScene)
    assert match_to_json(restored.match) == before
    assert restored.shown.hands[0] == restored.deal.hands[0]
    assert [c for _, c in restored.shown.table] == restored.deal.table
    run_until(app2, restored.human_turn)
    restored.play_card(restored.deal.legal_moves()[0])   # and play goes on


def test_a_damaged_card_picture_is_replaced_not_fatal(tmp_path):
    make_app(tmp_path)
    from briscola_gui.ui.cards import Cards

    class Broken:
        def card_size(self, h):
            return (int(h * 0.6), int(h))

        def face(self, card, h):
            raise OSError("damaged card image")

        back = face

        def clear_cache(self):
            pass

    cards = Cards(Broken())
    assert cards.face("1D", 100).get_size() == (60, 100)
    assert cards.back(100).get_size() == (60, 100)
