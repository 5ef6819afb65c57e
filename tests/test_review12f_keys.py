"""Review 12f C1, C2: Left/Right in the menus and forms."""
import pytest
from test_ui_support import key, make_app


def ringed(scene):
    return scene.focus.focused()


@pytest.mark.parametrize("language", ["it", "en"])
def test_left_right_with_nothing_ringed_ring_the_first_row(tmp_path, language):
    """C1: Settings opened by the mouse (no row ringed): Right did nothing; now it rings the
    first row, and the next Right changes its value."""
    app = make_app(tmp_path, size=(800, 600), language=language)
    app.reset_to("main_menu")
    app.open("settings")
    scene = app.top
    assert ringed(scene) is None
    key(app, "right")
    assert ringed(scene) is scene.widgets[0]
    before = app.settings.language
    key(app, "right")
    assert app.settings.language != before


def test_left_right_move_along_new_games_button_row(tmp_path):
    """C2: on the New game's foot ("Play a deal by code", "Play", "Back") only Up/Down/Tab
    moved; Left/Right go along the row, and stop at its ends."""
    app = make_app(tmp_path, size=(1024, 640))
    app.reset_to("main_menu")
    app.open("new_game")
    scene = app.top
    scene.focus.set(scene.widgets.index(scene.start))
    key(app, "right")
    assert ringed(scene) is scene.back_button
    key(app, "right")
    assert ringed(scene) is scene.back_button
    key(app, "left")
    key(app, "left")
    assert ringed(scene).name == "by_code"


@pytest.mark.parametrize("language", ["it", "en"])
def test_a_one_smazzata_chiamata_is_named_as_the_others(language):
    """C4: a chiamata match of one smazzata read "1 smazzata" and "Smazzata 1 of 1" where a
    single smazzata and the deal of the day say "One smazzata"."""
    from briscola_gui.messages import Messages
    t = Messages(language)
    one = t("length_single")
    assert t("length_deals_one") == one and t.smazzata_of(1, 1) == one
    assert t.smazzata_of(2, 5) == t("smazzata_k", k=2, n=5)
