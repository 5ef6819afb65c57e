"""Helpers for the table's panel tests: a table at the player's turn, and what a frame draws."""
from __future__ import annotations

from test_ui_support import human_move, make_app, run_until

from briscola_gui.ui.match_start import start_match


def table_at_turn(tmp_path, players=2, seed=5, play=True, **settings):
    """A match at the player's turn (in chiamata: bidding "pass" until play when ``play``)."""
    app = make_app(tmp_path, players=players, speed="instant", **settings)
    table = start_match(app, seed=seed)
    for _ in range(5000):
        if table.human_turn() and (table.deal.phase == "play" or not play):
            break
        if table.human_turn():
            human_move(table)
        app.step(16)
    app.step(16)
    return app, table


def texts_drawn(app) -> list[str]:
    """Every string rendered while the app draws one frame."""
    seen = []
    real = app.text.render

    def spy(text, size, color=(0, 0, 0)):
        seen.append(text)
        return real(text, size, color)
    app.text.render = spy
    try:
        app.draw()
    finally:
        app.text.render = real
    return seen


__all__ = ["table_at_turn", "texts_drawn", "run_until"]
