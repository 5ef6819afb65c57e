"""The table session: one match at the table, deal after deal, through one turn loop.

Everything the window's table does that is not drawing lives here, pure Python:
the seats and their computer players, the turn loop (session/turns.py), hints
for the human seat, statistics of the human's smazzate and matches, autosave
through the store handed in, and the match's progression (the next deal, the
redeal after five passes, the end of the match). Every method returns the
events of what happened (engine events and session/events.py), in order, for
the caller to show.
"""
from __future__ import annotations

import logging

from ..ai import make_player
from ..engine.events import DealOver, TrickTaken
from .computer import ComputerAnswer, ComputerRequest
from .events import DealFinished, DealStarted, MatchOver, StorageFailed
from .hints import HintAnswer, HintRequest, hint_event
from .record import stats_records
from .seats import Seat, make_players
from .turns import TurnLoop

log = logging.getLogger(__name__)


class TableSession:
    """A match played at the table.

    ``store``: anything with ``save_match(match, level=...)`` (and ``save_stats(stats)``);
    None saves nothing. ``stats``: a statistics book with ``add(kind, players, level,
    result, points)`` (briscola_gui/stats.py); None records nothing. ``demo``: every seat
    a computer's, nothing saved or recorded, no hints. ``computer_signals``: computer seats
    give their signals (4 players, option ``signals``). ``daily``: the date (YYYY-MM-DD)
    when this match is a deal of the day: kept in the save and the statistics."""

    def __init__(self, match, seats: list[Seat], *, seed: int | None = None, store=None,
                 stats=None, demo: bool = False, advisor=None, computer_signals: bool = True,
                 daily: str | None = None):
        if len(seats) != match.players:
            raise ValueError(f"{len(seats)} seats for a {match.players}-player match")
        self.match = match
        self.seats = list(seats)
        self.store = None if demo else store
        self.stats = None if demo else stats
        self.demo = demo
        self.daily = daily
        signals = computer_signals and match.rules.signals and match.players == 4
        # the computers are seeded from the match's seed unless told otherwise: the same
        # match (a deal code, the deal of the day, a saved match) and the same moves give
        # the same game (walk 12i: a code replayed gave other computer plays)
        self.players = make_players(self.seats, match.seed if seed is None else seed, signals)
        self.computer_signals = computer_signals
        self.advisor = advisor
        self.deal = match.deal
        self.turns = TurnLoop(self.deal, self.players, computer_signals)
        self.finished = False          # the current deal is over (its DealFinished was sent)

    # -- who is who --------------------------------------------------------------------
    @property
    def human_seat(self) -> int | None:
        return next((i for i, s in enumerate(self.seats) if s.human), None)

    def level(self) -> str | None:
        """The computer seats' level (the first one's): stored in the save and the stats."""
        return next((s.level for s in self.seats if not s.human), None)

    def human_to_act(self) -> bool:
        return not self.finished and self.turns.human_to_act()

    def computer_to_act(self) -> bool:
        return not self.finished and self.turns.computer_to_act()

    def legal_actions(self, seat: int) -> list:
        return [] if self.finished else self.turns.legal_actions(seat)

    # -- the deal ----------------------------------------------------------------------
    def start(self) -> tuple:
        """Announce the current deal: DealStarted, then its dealing unless it was resumed
        from a save (moves made already), then any signals due."""
        deal = self.deal
        resumed = bool(deal.played_cards() or getattr(deal, "auction", ()) or deal.signals)
        events: tuple = (DealStarted(deal, self.match.deal_code, resumed),)
        if not resumed:
            events += deal.dealing_events()
        return events + self.turns.give_computer_signals()

    def next_deal(self) -> tuple:
        """After DealFinished (not a redeal): start the match's next deal."""
        if not self.finished or self.match.over:
            raise RuntimeError("the next deal starts only after a finished deal of a match "
                               "that goes on")
        return self._begin(self.match.deal)

    def _begin(self, deal) -> tuple:
        self.deal = deal
        self.turns = TurnLoop(deal, self.players, self.computer_signals)
        self.finished = False
        return self.start()

    # -- moves -------------------------------------------------------------------------
    def submit(self, action) -> tuple:
        """A human seat's action (IllegalMove, nothing changed, when not legal now)."""
        return self._after(self.turns.submit(action))

    def computer_request(self) -> ComputerRequest | None:
        """The decision a computer seat must make now; run it (here or on a worker, with a
        cancel event) and hand the answer to ``complete``."""
        return None if self.finished else self.turns.request()

    def complete(self, answer: ComputerAnswer) -> tuple:
        """Apply a computer's answer (a fallback and ComputerFault when unusable; nothing
        for a cancelled or stale one: ask again with ``computer_request``)."""
        return self._after(self.turns.complete(answer))

    def play_computer_turn(self, cancel=None) -> tuple:
        """Run the computer's decision in this thread and apply it."""
        req = self.computer_request()
        return () if req is None else self.complete(req.run(cancel))

    def run_computers(self) -> list:
        """Computer turns, in this thread, until a human seat is to act or the deal ends."""
        events: list = []
        while self.computer_to_act():
            events.extend(self.play_computer_turn())
        return events

    def _after(self, events: tuple) -> tuple:
        if any(type(e) is DealOver for e in events):
            return events + self._finish_deal()
        if any(type(e) is TrickTaken for e in events):
            return events + self.save()
        return events

    def _finish_deal(self) -> tuple:
        deal = self.deal
        self.finished = True
        redeal = bool(getattr(deal, "redeal", False))
        record = self.match.next_deal()
        events: tuple = self._record_stats(record)
        events += self.save()
        events += (DealFinished(record, deal, redeal),)
        if self.match.over:
            events += (MatchOver(tuple(self.match.winners), tuple(self.match.score),
                                 bool(getattr(self.match, "ended_by_cappotto", False))),)
        elif redeal:                                   # nothing to show between: deal again
            events += self._begin(self.match.deal)
        return events

    # -- hints ---------------------------------------------------------------------------
    def hint_request(self, language: str = "en") -> HintRequest | None:
        """The strongest player's advice for the human seat's turn to play, or None when it
        is not the human's turn to play (or in a demo). Run it, then ``complete_hint``."""
        if self.demo or not self.human_to_act() or self.deal.phase != "play":
            return None
        if self.advisor is None:
            self.advisor = make_player("expert", seed=7)
        seat = self.deal.to_act
        return HintRequest(seat, self.deal.view(seat), self.advisor, self.turns.serial, language)

    def complete_hint(self, answer: HintAnswer) -> tuple:
        """HintReady for the human's turn, or nothing when the turn went by meanwhile."""
        if answer.request.serial != self.turns.serial or not self.human_to_act():
            return ()
        return (hint_event(answer),)

    # -- persistence -----------------------------------------------------------------------
    def save(self) -> tuple:
        """Autosave the match through the store; StorageFailed (logged) when it fails."""
        if self.store is None:
            return ()
        try:
            self.store.save_match(self.match, level=self.level(), daily=self.daily)
        except OSError as exc:
            log.error("autosave failed: %s", exc)
            return (StorageFailed("save", str(exc)),)
        return ()

    def _record_stats(self, record: dict) -> tuple:
        human = self.human_seat
        if self.stats is None or human is None:
            return ()
        entries = stats_records(record, self.match, human, self.level(), self.daily)
        if not entries:
            return ()
        try:
            for entry in entries:
                self.stats.add(**entry)
            if self.store is not None and hasattr(self.store, "save_stats"):
                self.store.save_stats(self.stats)
        except (OSError, ValueError) as exc:
            log.error("statistics not recorded: %s", exc)
            return (StorageFailed("stats", str(exc)),)
        return ()
