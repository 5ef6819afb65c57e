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
