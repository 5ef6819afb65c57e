"""Review 12f C14: the pause menu on the last smazzata's end screen."""
import pytest
from test_ui_support import make_app


@pytest.mark.parametrize("language", ["it", "en"])
def test_the_last_smazzatas_pause_leads_to_the_match_result(tmp_path, language):
    """C14: Esc on the last smazzata's end screen offered "Save and quit to menu": the match
    was over, so it was simply gone and its result never shown. There it offers the result."""
    from test_ui_extra import finish_smazzata
    from test_ui_support import button, key, press

    from briscola_gui.ui.match_start import start_match
    from briscola_gui.ui.scenes.match_over import MatchOverScene
    from briscola_gui.ui.scenes.pause import PauseScene
    app = make_app(tmp_path, players=2, speed="instant", length="single", language=language)
    table = start_match(app, seed=21)
    finish_smazzata(app, table)
    assert table.match.over
    app.step(16)
    key(app, "escape")
    assert isinstance(app.top, PauseScene)
    assert "save_quit" not in [w.name for w in app.top.widgets]
    leave = button(app.top, "results")
    assert leave.text() == app.t("to_results")
    press(app, leave.rect.center)
    assert isinstance(app.top, MatchOverScene)


@pytest.mark.parametrize("size", [(1920, 1080), (640, 480)])
def test_the_deal_code_reads_near_the_buttons_size(tmp_path, size):
    """C10: at 1920x1080 the code line under the result was ~14 px against the buttons' 20."""
    from test_ui_extra import finish_smazzata

    from briscola_gui.ui.match_start import start_match
    app = make_app(tmp_path, size=size, players=2, speed="instant", length=2)
    table = start_match(app, seed=21)
    over = finish_smazzata(app, table)
    app.step(16)
    app.draw()
    label = app.text.size(over.button.text(), int(over.button.rect.h * 0.5))[1]     # as Button draws it
    assert over.code_rect.h >= label * 0.8, (over.code_rect, label)
    assert over.code_rect.bottom <= over.button.rect.top and over.panel.contains(over.code_rect)


def test_the_confetti_leave_the_title_clear_at_first():
    """C3: the confetti burst from the middle covered "Fine della partita" and "Hai vinto!"
    for its first second; from the sides, few pass the title's band then."""
    from briscola_gui.ui.celebrate import Celebration
    size = (640, 480)
    party = Celebration(True, seed=5, ms=2600)
    band = [(x, y) for ms in range(0, 1300, 100) for x, y, _, _ in party.positions(ms, size)
            if 0.3 * size[0] < x < 0.7 * size[0] and y < 0.4 * size[1]]
    seen = sum(len(party.positions(ms, size)) for ms in range(0, 1300, 100))
    assert len(band) <= seen * 0.05, (len(band), seen)
