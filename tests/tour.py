"""A walk through every screen a player meets, for the readability and language tests:
``SCREENS`` names each stop and ``visit(app, name)`` brings the app there (the scene on
top, ready to draw); ``rendered(app)`` draws one frame and returns every text rendered
with its nominal size. The table stops play a few moves in with the tracker and the hint
button on, so their panels are on show too."""
from __future__ import annotations

from dataclasses import dataclass

from test_ui_support import human_move, run_until

from briscola_gui.ui.match_start import start_match


@dataclass(frozen=True)
class Rendered:
    text: str
    size: int          # the nominal size asked
    height: int        # the height of the line as drawn, in pixels
    em: float          # the font size it was drawn at, in pixels (as the font object says)


def text_calls(app, method: str) -> list[tuple[tuple, object]]:
    """(the arguments, the result) of every call of ``app.text.<method>`` while the app
    draws one frame (the scenes under an overlay too)."""
    calls: list[tuple[tuple, object]] = []
    real = getattr(app.text, method)

    def spy(*args, **kw):
        result = real(*args, **kw)
        calls.append((args, result))
        return result
    setattr(app.text, method, spy)
    try:
        app.draw()
    finally:
        delattr(app.text, method)
    return calls


def rendered(app) -> list[Rendered]:
    """Every text rendered while the app draws one frame (the scenes under an overlay too)."""
    return [Rendered(text, int(size), surf.get_height(), app.text.font(size).em)
            for (text, size, *_), surf in text_calls(app, "render") if text.strip()]


def _table(app, players: int, seed: int = 5, moves: int = 2, play: bool = True, length=3):
    s = app.settings
    s.players, s.tracker, s.hints, s.length, s.chiamata_length = players, True, True, length, 2
    s.signals = players == 4
    table = start_match(app, seed=seed)
    done = 0
    for _ in range(20000):
        if table.human_turn():
            if not play and table.deal.phase == "auction":
                break
            if done >= moves and table.deal.phase == "play":
                break
            human_move(table)
            done += table.deal.phase == "play"
        app.step(16)
    app.step(16)
    return table


def play_to_end(app, table):
    """The human's simplest moves until the end-of-smazzata screen has counted the points."""
    over = lambda: type(app.top).__name__ == "SmazzataOverScene"      # noqa: E731
    while not over():
        run_until(app, lambda: table.human_turn() or over(), limit=100000, dt=50)
        if not over():
            human_move(table)
    run_until(app, lambda: app.top.count.done)
    return table


def _finished(app, players: int, length=3):
    return play_to_end(app, _table(app, players, moves=0, length=length))


def _with_hint(app, players):
    table = _table(app, players)
    table.request_hint()
    run_until(app, lambda: table.panels.hint.hint is not None)
    return table


def _code_error(app):
    app.reset_to("main_menu")
    scene = app.open("code_entry")
    scene.type("zzzzzzzzzz")
    scene.submit()


def _last_trick(app):
    table = _table(app, 4, moves=2)
    table.panels.last_trick.open = True


def _end_of_match(app):
    _finished(app, 2, length="single")
    app.top.to_results()


def _review(app):
    _finished(app, 4)
    app.top.open_review()
    for _ in range(9):
        app.top.go(1)


STOPS = {
    "main_menu": lambda app: app.reset_to("main_menu"),
    "new_game_2": lambda app: (app.reset_to("main_menu"), app.open("new_game")),
    "new_game_5": lambda app: (setattr(app.settings, "players", 5), app.reset_to("main_menu"),
                               app.open("new_game")),
    "settings": lambda app: (app.reset_to("main_menu"), app.open("settings")),
    "rules": lambda app: (app.reset_to("main_menu"), app.open("rules")),
    "stats": lambda app: (app.reset_to("main_menu"), app.open("stats")),
    "code_entry": _code_error,
    "message": lambda app: (app.reset_to("main_menu"), app.open("message", message=lambda: app.t("save_damaged"))),
    "table_2": lambda app: _with_hint(app, 2),
    "table_3": lambda app: _table(app, 3),
    "table_4": lambda app: _with_hint(app, 4),
    "table_6": lambda app: _table(app, 6),
    "auction_5": lambda app: _table(app, 5, seed=7, play=False),
    "table_5": lambda app: _table(app, 5, seed=7),
    "last_trick": _last_trick,
    "pause": lambda app: _table(app, 2).open_pause(),
    "smazzata_over_4": lambda app: _finished(app, 4),
    "smazzata_over_5": lambda app: _finished(app, 5),
    "review": _review,
    "match_over": _end_of_match,
}
SCREENS = list(STOPS)


def visit(app, name: str) -> None:
    STOPS[name](app)
    app.step(16)
