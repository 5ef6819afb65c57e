"""Starting a match in the window: from the settings' choices, from a deal code, or the
saved one; the table scene is reached by name, on a fresh stack."""
from __future__ import annotations

from collections.abc import Callable

from ..engine import Rules, new_match
from ..session import Seat
from . import match_sheet
from .scene import Scene


def make_seats(app, players: int, level: str, demo: bool = False) -> list[Seat]:
    seats = [Seat(app.t("you"), None, True) if not demo else Seat(app.t.bot_name(5), level, False)]
    seats += [Seat(seat_name(app.t, s), level, False) for s in range(1, players)]
    return seats


def seat_name(t, seat: int) -> str:
    """The name a player's table gives ``seat``: "You", then the computers' names."""
    return t("you") if seat == 0 else t.bot_name(seat - 1)


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
    saved = app.store.load_match()
    app.open("confirm", title_key="discard_title", message_key="discard_save",
             yes_key="discard_play", on_yes=proceed,
             detail=None if saved is None else (lambda: saved_match_text(app.t, saved)))


def saved_match_text(t, match) -> str:
    """Which match a new game would replace, so a forgotten save can be judged: "Saved:
    3 players, first to 3, smazzata 2: you 0, Giulia 1, Marco 0.", the sides named as the
    table names them ("you and Marco 0; Giulia and Anna 1"; chiamata: the player's total)."""
    n = match.players
    if match.length == "single":
        length = t("length_single")
    elif n == 5:
        length = t("length_deals_one") if match.length == 1 else t("length_deals", k=match.length)
    else:
        length = t.first_to(match.length)
    length = length[:1].lower() + length[1:]                 # in the middle of the line
    number = (match.played if n == 5 else len(match.history)) + 1
    if n == 5:
        return t("save_about_5", variant=t("variant_n", n=n), length=length, n=number,
                 mine=f"{match.score[0]:+d}" if match.score[0] else "0")
    sides = [f"{match_sheet.names_together(t, [seat_name(t, s) for s in team])} {points}"
             for team, points in zip(match.teams, match.score)]
    sides = ("; " if any(len(team) > 1 for team in match.teams) else ", ").join(sides)
    return t("save_about", variant=t("variant_n", n=n), length=length, n=number,
             sides=sides[:1].lower() + sides[1:])             # the player's side first: "you ..."


def continue_match(app) -> None:
    match = app.store.load_match()
    if match is None:
        app.reset_to("main_menu")
        return
    extra = app.store.saved_extra
    start_match(app, match, level=extra.get("level"), daily=extra.get("daily"))
