"""What every deal shares: the hands, the trick in progress, trick resolution,
legal moves, accusi, signals, the result record, and the typed move interface
(``legal_actions`` / ``apply``, see actions.py and events.py) that every caller
uses. ``Smazzata`` (2, 3, 4, 6 players) and ``Chiamata`` (5 players) build on it.

The hot path (``legal_moves`` / ``_play``) works on plain ints and lists: the
expert computer player may run it thousands of times per decision, so
``_play`` skips the checks; ``play``, ``bid``, ``call`` and ``signal`` check and
return the same events as ``apply``.
"""
from __future__ import annotations

from .actions import Bid, Call, Exchange, PlayCard, Signal
from .cards import card_str, make_card, tables, SUITS
from .errors import IllegalMove, brief
from .events import (AccusoDeclared, CardDealt, CardPlayed, DealOver, SignalGiven, TrickTaken,
                     TrumpTurned)
from .records import DealResult, Trick
from .rules import Rules
from .scambio import refusal as scambio_refusal
from .signals import true_signals
from .view import SeatView, make_view

RE, CAVALLO = 10, 9

__all__ = ["Deal", "DealResult", "Trick", "trick_winner", "RE", "CAVALLO"]


def trick_winner(cards, trump, strength) -> int:
    """Index in ``cards`` (playing order) of the card that takes the trick."""
    best = 0
    best_card = cards[0]
    for i in range(1, len(cards)):
        c = cards[i]
        if c // 10 == best_card // 10:
            if strength[c] > strength[best_card]:
                best, best_card = i, c
        elif c // 10 == trump:
            best, best_card = i, c
    return best


class Deal:
    """Base of a deal. Subclasses set up the hands and call ``_start_play``."""

    players: int
    dealer: int
    rules: Rules

    def _init_common(self, players: int, dealer: int, rules: Rules) -> None:
        self.players = players
        self.dealer = dealer
        self.rules = rules
        self.card_points_table, self.strength = tables(rules.piemonte)
        self.hands: list[list[int]] = []
        self.trump: int | None = None
        self.trump_card: int | None = None       # the face-up card (None in chiamata)
        self.turned_card: int | None = None      # the card turned up at the deal
        self.swaps: list = []                    # scambio: Swap records (smazzata only)
        self.table: list[int] = []
        self.leader = (dealer + 1) % players
        self.to_act: int | None = None
        self.tricks: list[Trick] = []
        self.points = [0] * players          # accusi included
        self.card_points = [0] * players     # from tricks only
        self.accusi: list[tuple[int, int, int]] = []
        self.signals: list[tuple[int, int, str]] = []    # (cards played before it, seat, signal)
        self.must_follow = rules.follow_suit
        self.use_accusi = rules.accusi
        self.opening_accusi = 0      # accusi announced as play began (in dealing_events)
        self.phase = "play"

    # -- copying (for search) ---------------------------------------------
    def copy(self):
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.hands = [h[:] for h in self.hands]
        other.table = self.table[:]
        other.tricks = self.tricks[:]
        other.points = self.points[:]
        other.card_points = self.card_points[:]
        other.accusi = self.accusi[:]
        other.signals = self.signals[:]
        self._copy_extra(other)
        return other

    def _copy_extra(self, other) -> None:
        pass

    # -- play ---------------------------------------------------------------
    def legal_moves(self) -> list[int]:
        """The cards the seat to act may play now (empty outside the play phase)."""
        if self.phase != "play":
            return []
        hand = self.hands[self.to_act]
        if self.must_follow and self.table:
            led = self.table[0] // 10
            same = [c for c in hand if c // 10 == led]
            if same:
                return same
        return hand[:]

    def check_play(self, seat: int, card: int) -> None:
        """Raise IllegalMove when ``seat`` may not play ``card`` now."""
        name = card_str(card) if type(card) is int and 0 <= card < 40 else repr(card)
        if type(card) is not int:                # 5.0 or True would match a card in hand
            raise IllegalMove(seat, name, "a card is an int")
        if self.phase != "play":
            raise IllegalMove(seat, name, f"it is the {self.phase} phase, not play")
        if seat != self.to_act:
            raise IllegalMove(seat, name, f"it is seat {self.to_act}'s turn")
        hand = self.hands[seat]
        if card not in hand:
            raise IllegalMove(seat, name, "the card is not in that seat's hand")
        if self.must_follow and self.table:
            led = self.table[0] // 10
            if card // 10 != led and any(c // 10 == led for c in hand):
                raise IllegalMove(seat, name, f"must follow the suit led ({SUITS[led]})")

    def play(self, seat: int, card: int) -> tuple:
        """Play a card; returns the events, CardPlayed first (see docs/engine-api.md)."""
        self.check_play(seat, card)
        return self._play(seat, card)

    def _play(self, seat: int, card: int) -> tuple:
        """``play`` without the checks, for search code that only plays legal moves."""
        self.hands[seat].remove(card)
        table = self.table
        table.append(card)
        events: list = [CardPlayed(seat, card)]
        self._on_card_played(seat, card, events)
        n = self.players
        if len(table) < n:
            self.to_act = (seat + 1) % n
        else:
            cards = tuple(table)
            i = trick_winner(cards, self.trump, self.strength)
            winner = (self.leader + i) % n
            pts = 0
            cp = self.card_points_table
            for c in cards:
                pts += cp[c]
            trick = Trick(self.leader, cards, winner, pts)
            self.tricks.append(trick)
            self.card_points[winner] += pts
            self.points[winner] += pts
            table.clear()
            events.append(TrickTaken(trick))
            self._after_trick(winner, events)
            self.leader = winner
            if self.hands[winner]:
                self.to_act = winner
            else:
                self.to_act = None
                self.phase = "done"
                events.append(DealOver(self.result()))
        if self.use_accusi and self.to_act is not None:
            self._announce_accusi(self.to_act, events)
        return tuple(events)

    def _on_card_played(self, seat: int, card: int, events: list) -> None:
        pass

    def _after_trick(self, winner: int, events: list) -> None:
        pass

    def _start_play(self) -> None:
        self.phase = "play"
        self.to_act = self.leader
        if self.use_accusi:
            self._announce_accusi(self.to_act, None)
            self.opening_accusi = len(self.accusi)

    def _announce_accusi(self, seat: int, events: list | None) -> None:
        """At its turn to play a seat holding Re and Cavallo of a suit announces them."""
        hand = self.hands[seat]
        for s in range(4):
            if make_card(RE, s) in hand and make_card(CAVALLO, s) in hand \
                    and all(a[1] != s for a in self.accusi):
                value = 40 if s == self.trump else 20
                self.accusi.append((seat, s, value))
                self.points[seat] += value
                if events is not None:
                    events.append(AccusoDeclared(seat, s, value))

    # -- signals (4 players, option ``signals``) ----------------------------------
    def allowed_signals(self, seat: int) -> list[str]:
        """Signals ``seat`` may give now: true of its hand, not yet given, not in the first trick."""
        if not (self.rules.signals and self.players == 4 and self.phase == "play" and self.tricks):
            return []
        given = {sig for _, s, sig in self.signals if s == seat}
        return [sig for sig in true_signals(self.hands[seat], self.trump) if sig not in given]

    def signal(self, seat: int, sig: str) -> tuple:
        if not _is_seat(seat, self.players) or sig not in self.allowed_signals(seat):
            raise IllegalMove(seat, brief(sig), "signals are given from the second trick on, once "
                              "each, only when true of the hand, with the signals option in a "
                              "4-player game", verb="signal")
        self.signals.append((self.cards_played(), seat, sig))
        return (SignalGiven(seat, sig),)

    # -- scambio (house rule): Smazzata makes the exchange (engine/scambio.py) -------
    def legal_exchanges(self, seat: int) -> list[Exchange]:
        """Exchanges ``seat`` may make now: none in this kind of deal."""
        return []

    def exchange(self, seat: int, card: int) -> tuple:
        name = card_str(card) if isinstance(card, int) and 0 <= card < 40 else repr(card)
        why = scambio_refusal(self, seat, card) or "scambio is off"
        raise IllegalMove(seat, name, why, verb="exchange")

    # -- the typed interface: every caller plays through these -----------------------
    def dealing_events(self) -> tuple:
        """The dealing as events: CardDealt in dealing order (``index`` = position in the
        deck), TrumpTurned for the face-up card, then the accusi announced as play began."""
        out: list = [CardDealt(self.dealer_order(i), self.deck[i], i)
                     for i in range(self.dealt_count())]
        if self.trump_card is not None:          # chiamata has no face-up card
            out.append(TrumpTurned(self.turned_card))
        out.extend(AccusoDeclared(*a) for a in self.accusi[:self.opening_accusi])
        return tuple(out)

    def dealer_order(self, i: int) -> int:
        """The seat that receives the ``i``-th dealt card: one at a time from the dealer's left."""
        return (self.dealer + 1 + i) % self.players

    def dealt_count(self) -> int:
        return sum(len(h) for h in self.dealt)

    def legal_actions(self, seat: int) -> list:
        """Every action ``seat`` may take now: its move when it is its turn (cards, bids or
        calls), its signals, its exchanges. Empty when it may do nothing."""
        out: list = []
        if seat == self.to_act:
            out.extend(self._turn_actions(seat))
        if _is_seat(seat, self.players):
            out.extend(Signal(seat, sig) for sig in self.allowed_signals(seat))
            out.extend(self.legal_exchanges(seat))
        return out

    def _turn_actions(self, seat: int) -> list:
        return [PlayCard(seat, c) for c in self.legal_moves()]

    def apply(self, action) -> tuple:
        """Make ``action``; returns the events it caused, in order. IllegalMove (the deal
        unchanged) when the action is not legal now."""
        kind = type(action)
        if kind is PlayCard:
            return self.play(action.seat, action.card)
        if kind is Signal:
            return self.signal(action.seat, action.signal)
        if kind is Exchange:
            return self.exchange(action.seat, action.card)
        if kind is Bid:
            return self.bid(action.seat, action.bid)
        if kind is Call:
            return self.call(action.seat, action.card)
        raise IllegalMove(getattr(action, "seat", -1), repr(action), "not an action", verb="make")

    def bid(self, seat: int, bid: str) -> tuple:
        raise IllegalMove(seat, brief(bid), "there is no auction in this game", verb="bid")

    def call(self, seat: int, card: int) -> tuple:
        raise IllegalMove(seat, repr(card), "there is no call in this game", verb="call")

    # -- shared questions -----------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.phase == "done"

    def team_of(self, seat: int) -> int | None:
        for i, team in enumerate(self.teams):
            if seat in team:
                return i
        return None

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know now (a SeatView)."""
        return make_view(self, seat)

    def cards_played(self) -> int:
        """How many cards have been played so far (finished tricks and the table)."""
        return len(self.tricks) * self.players + len(self.table)

    def played_cards(self) -> list[int]:
        out = [c for t in self.tricks for c in t.cards]
        out.extend(self.table)
        return out


def _is_seat(seat: object, players: int) -> bool:
    return isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < players
