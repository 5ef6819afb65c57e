"""An unexpected error in the window: logged, match saved, a message, exit status 1."""
from __future__ import annotations

import logging

import pygame

from test_ui_support import make_app, run_until

from briscola_gui.ui import crash
from briscola_gui.ui.match_start import start_match


def _broken_table(tmp_path):
    app = make_app(tmp_path, players=2, speed="instant")
    table = start_match(app, seed=3)
    run_until(app, table.human_turn)
    table.play_card(table.deal.legal_moves()[0])
    app.store.delete_save()                         # so a new save file proves the crash saved

    def broken(dt):
        raise ZeroDivisionError("a bug in a scene")

    table.update = broken
    return app, table


def test_a_crash_is_logged_saved_and_shown(tmp_path, caplog, monkeypatch):
    app, table = _broken_table(tmp_path)
    shown = []
    real_show = crash.show_crash
    monkeypatch.setattr(crash, "show_crash", lambda surface, lines: (shown.append(lines),
                                                                    real_show(surface, lines)))
    log_path = tmp_path / "briscola.log"
    with caplog.at_level(logging.INFO, logger="briscola_gui"):
        status = crash.run_guarded(app, lambda: app.run(max_frames=5), log_path)
    assert status == 1
    failure = [r for r in caplog.records if r.exc_info and r.exc_info[0] is ZeroDivisionError]
    assert failure and "unexpected error" in failure[0].getMessage()
    assert app.store.has_save() and app.store.load_match().deal_code == table.match.deal_code
    (lines,) = shown
    assert lines[0] == app.t("crash_title") and lines[1] == app.t("crash_saved")
    assert any(str(log_path) in line for line in lines)
    surface = pygame.display.get_surface()
    assert surface.get_at((5, 5))[:3] == crash.BACKGROUND           # the crash screen, drawn
    title_row = [surface.get_at((x, y))[:3] for y in range(int(surface.get_height() * 0.2),
                                                           int(surface.get_height() * 0.26))
                 for x in range(0, surface.get_width(), 2)]
    assert any(px != crash.BACKGROUND for px in title_row)             # with text on it


def test_nothing_to_save_says_so(tmp_path):
    app = make_app(tmp_path)
    app.reset_to("main_menu")
    assert crash.save_after_crash(app) is False
    lines = crash.crash_lines(app.t, False, None)
    assert lines == [app.t("crash_title"), app.t("crash_not_saved"), app.t("crash_close")]
    assert all(lines)


def test_a_clean_run_returns_zero(tmp_path):
    app = make_app(tmp_path)
    app.reset_to("main_menu")
    assert crash.run_guarded(app, lambda: app.run(max_frames=2), None) == 0
