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


def panels_apart(table, tracker: bool = True) -> list[str]:
    """What is wrong with the table's panels: one outside the window, two on top of each
    other (the auction and call panels, shown alone, left out; the card tracker too unless
    ``tracker``)."""
    window = table.app.surface.get_rect()
    rects = {name: panel.rects() for name, panel in vars(table.panels).items()
             if name not in ("auction", "call") and (tracker or name != "tracker") and panel.rects()}
    wrong = [f"{name} {r} outside" for name, rs in rects.items() for r in rs if not window.contains(r)]
    names = list(rects)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            wrong += [f"{a} {x} x {b} {y}" for x in rects[a] for y in rects[b] if x.colliderect(y)]
    return wrong


__all__ = ["panels_apart", "table_at_turn", "texts_drawn", "run_until"]
