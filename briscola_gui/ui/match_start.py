"""Starting a match in the window: from the settings' choices, from a deal code, or the
saved one; the table scene is reached by name, on a fresh stack."""
from __future__ import annotations

from collections.abc import Callable

from ..engine import Rules, new_match
from ..session import Seat
from .scene import Scene


def make_seats(app, players: int, level: str, demo: bool = False) -> list[Seat]:
    seats = [Seat(app.t("you"), None, True) if not demo else Seat(app.t.bot_name(5), level, False)]
    seats += [Seat(app.t.bot_name(i), level, False) for i in range(players - 1)]
    return seats


def start_match(app, match=None, demo: bool = False, seed: int | None = None,
                level: str | None = None, first_deal=None, length=None,
                daily: str | None = None) -> Scene:
    """A new match with the settings' choices (or ``match``, restored), on a fresh stack.
    ``first_deal`` (a DealSpec from a deal code) replays that deal first; ``length``
    overrides the settings' match length; ``daily``: the date of the deal of the day
    being played (kept in the save and the statistics)."""
    s = app.settings
    level = level or s.level
    if match is None:
        if first_deal is not None:
            players = first_deal.players
            rules = first_deal.rules
            if players == 4 and s.signals:
                rules = Rules(**{**rules.to_dict(), "signals": True})
            rules = Rules(**{**rules.to_dict(), "cappotto": s.cappotto})
            length = length or (s.chiamata_length if players == 5 else s.length)
        else:
            players, rules = s.players, Rules(**s.rules_dict())
            length = s.chiamata_length if s.players == 5 else s.length
        match = new_match(players, rules, length, seed=seed, first_deal=first_deal)
    seats = make_seats(app, match.players, level, demo)
    table = app.reset_to("table", match=match, seats=seats, demo=demo, seed=seed, daily=daily)
    if not demo:
        table.autosave()
    return table


def unless_save_lost(app, proceed: Callable[[], None]) -> None:
    """Run ``proceed`` (which starts a new match, replacing the save) at once when no
    saved match would be lost; otherwise ask the player first ("confirm" scene), and run
    it only if they choose to discard the saved match."""
    if not app.store.has_save():
        proceed()
        return
    app.open("confirm", title_key="discard_title", message_key="discard_save",
             yes_key="discard_play", on_yes=proceed)


def continue_match(app) -> None:
    match = app.store.load_match()
    if match is None:
        app.reset_to("main_menu")
        return
    extra = app.store.saved_extra
    start_match(app, match, level=extra.get("level"), daily=extra.get("daily"))
