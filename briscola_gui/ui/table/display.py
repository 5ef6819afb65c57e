"""The display: the table session's events turned into animation, one handler per
event type.

The session moves the deal at once; the display shows its events one after the other,
each handler updating what is shown (``Shown``), sending the card sprites to their new
places and saying how long to wait before the next event. Time comes only from the
scene's scheduler (advanced by the scene's ``update``), so a test steps it frame by frame."""
from __future__ import annotations

import logging
from collections import deque
from typing import Callable

from ...engine import events as ev
from ...session import events as sev
from .shown import Shown
from .sprites import CardField

log = logging.getLogger(__name__)
DEALING = (ev.CardDealt, ev.TrumpTurned)


class DealingDone:
    """The display's own marker: the last card of the dealing has arrived."""


class TrickCollected:
    """The display's own marker: the shown trick goes to its winner's pile."""

    def __init__(self, trick):
        self.trick = trick


class Display:
    """Shows events in order. ``table`` is the scene: it gives the layout, the texts
    (``say``, ``t``, ``seat_name``), the speed (``ms``), the sound, the banners and the
    scheduler (``schedule``)."""

    def __init__(self, table):
        self.table = table
        self.schedule = table.schedule
        self.queue: deque = deque()
        self.busy = False                 # a timer will show the next event
        self.deal = None
        self.code: str | None = None      # the deal code of the deal on show
        self.shown: Shown | None = None
        self.field = CardField([], self.schedule)
        self.match_score: list[int] = list(table.match.score)   # as the player has seen it
        self.deal_number = 1                                     # the smazzata on show, from 1
        self.handlers: dict[type, Callable[[object], int]] = {
            sev.DealStarted: self.on_deal_started, ev.CardDealt: self.on_card_dealt,
            ev.TrumpTurned: self.on_trump_turned, DealingDone: self.on_dealing_done,
            ev.CardPlayed: self.on_card_played, ev.TrickTaken: self.on_trick_taken,
            TrickCollected: self.on_trick_collected, ev.CardDrawn: self.on_card_drawn,
            ev.AccusoDeclared: self.on_accuso, ev.BidMade: self.on_bid,
            ev.AuctionWon: self.on_auction_won, ev.CardCalled: self.on_card_called,
            ev.PartnerRevealed: self.on_partner_revealed, ev.Redeal: self.on_redeal,
            ev.SignalGiven: self.on_signal, ev.Exchanged: self.on_exchange,
            ev.DealOver: self.on_deal_over, sev.ComputerFault: self.on_computer_fault,
            sev.HintReady: self.on_hint_ready, sev.DealFinished: self.on_deal_finished,
            sev.MatchOver: self.on_match_over, sev.StorageFailed: self.on_storage_failed,
        }

    # -- the queue ------------------------------------------------------------------
    def show(self, events) -> None:
        """Queue events to be shown after those already waiting (the end of a dealing is
        marked, so the hands can be sorted once every card has arrived)."""
        dealing = bool(self.queue) and isinstance(self.queue[-1], DEALING)
        for e in events:
            if dealing and not isinstance(e, DEALING):
                self.queue.append(DealingDone())
            dealing = isinstance(e, DEALING)
            self.queue.append(e)
        if dealing:
            self.queue.append(DealingDone())
        if not self.busy and self.queue:
            self.busy = True
            self.schedule.after(0, self._next)

    @property
    def idle(self) -> bool:
        """Every event has been shown (the cards may still be settling)."""
        return not self.busy

    def _next(self) -> None:
        while self.queue:
            item = self.queue.popleft()
            handler = self.handlers.get(type(item))
            if handler is None:
                log.warning("no display handler for %r", item)
                continue
            wait = handler(item)
            if wait > 0:
                self.schedule.after(wait, self._next)
                return
        self.busy = False

    def sync(self) -> None:
        """Sprites follow their tweens (call once a frame, after the scheduler's tick)."""
        self.field.sync()

    def relayout(self, ms: int = 0, snap: bool = False, easing: str = "out_cubic") -> None:
        L = self.table.layout_obj
        if L is None or self.shown is None:
            return
        places = self.shown.places(L, self.deal.dealer, self.table.face_up_seat())
        self.field.place(places, snap=snap, ms=ms, easing=easing)

    def visible(self) -> set[int]:
        return self.shown.visible({s.card for s in self.field.values() if s.tween is not None})

    def _ms(self, base: int) -> int:
        return self.table.ms(base)

    def _sound(self, name: str) -> None:
        self.table.app.sound.play(name)

    def _banner(self, text: Callable[[], str], ms: int) -> None:
        """A banner; ``text`` says it in the current language (read at every frame, so a
        language switch shows at once)."""
        self.table.banners.add(text, self._ms(ms) + 300)

    def _sort_hands(self, snap: bool = False) -> None:
        """Eight cards are easier to read in order: by suit, strongest first."""
        strength = self.deal.strength
        seat = self.table.face_up_seat()
        if seat is not None:
            self.shown.hands[seat].sort(key=lambda c: (c // 10, -strength[c]))
        self.relayout(ms=0 if snap else self._ms(300), snap=snap)

    # -- one handler per event type; each returns the ms to wait before the next ---------
    def on_deal_started(self, e: sev.DealStarted) -> int:
        """A new deal: a fresh table, dealt card by card unless it was resumed from a save."""
        deal = self.deal = e.deal
        self.code = e.code              # the deal on show's (the match may have dealt the next)
        match = self.table.match
        self.match_score = list(match.score)
        self.deal_number = (match.played if deal.players == 5 else len(match.history)) + 1
        self.field = CardField(list(deal.deck), self.schedule)
        if e.resumed:
            self.shown = Shown.of(deal)
        else:
            self.shown = Shown.before_dealing(deal)
        self.table.deal_started(e)
        self.relayout(snap=True)
        if e.resumed and deal.players == 5:
            self._sort_hands(snap=True)
        return 0

    def on_card_dealt(self, e: ev.CardDealt) -> int:
        s = self.shown
        s.deck.remove(e.card)
        s.hands[e.seat].append(e.card)
        self.relayout(ms=self._ms(260))
        self._sound("deal")
        n = s.players
        if sum(len(h) for h in s.hands) == (3 * n if n != 5 else 40) // 2:
            self.table.app.moment("deal")
        return self._ms(90 if n != 5 else 55)

    def on_trump_turned(self, e: ev.TrumpTurned) -> int:
        s = self.shown
        s.trump_card = e.card
        s.trump_in_stock = True
        s.stock = [c for c in s.deck if c != e.card]
        s.deck = []
        self.relayout(ms=self._ms(450))
        self._sound("deal")
        return self._ms(600)

    def on_dealing_done(self, e: DealingDone) -> int:
        self.shown.deck = []
        if self.shown.players == 5:
            self._sort_hands()
        return 0

    def on_card_played(self, e: ev.CardPlayed) -> int:
        s = self.shown
        s.hands[e.seat].remove(e.card)
        s.table.append((e.seat, e.card))
        self.relayout(ms=self._ms(320))
        self._sound("play")
        return self._ms(340)

    def on_trick_taken(self, e: ev.TrickTaken) -> int:
        self.shown.winner_shown = e.trick.winner
        self._banner(lambda: self.table.takes_text(e.trick), 800)
        self.table.app.moment("trick")
        self.queue.appendleft(TrickCollected(e.trick))
        return self._ms(850)

    def on_trick_collected(self, e: TrickCollected) -> int:
        s = self.shown
        s.winner_shown = None
        s.piles[e.trick.winner].extend(c for _, c in s.table)
        s.table = []
        s.last_trick = e.trick
        self.relayout(ms=self._ms(380), easing="in_out_quad")
        self._sound("collect")
        return self._ms(420)

    def on_card_drawn(self, e: ev.CardDrawn) -> int:
        s = self.shown
        if e.card == s.trump_card and s.trump_in_stock:
            s.trump_in_stock = False
        else:
            s.stock.remove(e.card)
        s.hands[e.seat].append(e.card)
        self.relayout(ms=self._ms(300))
        self._sound("deal")
        return self._ms(180)

    def on_accuso(self, e: ev.AccusoDeclared) -> int:
        t = self.table.t
        self._banner(lambda: self.table.say("accuso", e.seat, suit=t.suit(e.suit), p=e.points), 1600)
        return self._ms(500)

    def on_bid(self, e: ev.BidMade) -> int:
        self.shown.bids[e.seat] = e.bid
        self._sound("deal")
        # the bid shows in its bubble beside the bidder's name box (a "Luca: Tre" banner in the
        # band right of the trick read as the bid of the player seated there)
        if e.bid == "carichi":
            self._banner(lambda: self.table.say("carichi_by", e.seat), 1800)
            return self._ms(900)
        return self._ms(500)

    def on_auction_won(self, e: ev.AuctionWon) -> int:
        return 0              # the bids are on show already; the call comes next

    def on_card_called(self, e: ev.CardCalled) -> int:
        table = self.table
        self._banner(lambda: table.say("calls", e.seat, card=table.t.card_the(e.card)), 1800)
        if self.deal.alone and table.seats[e.seat].human:
            self._banner(lambda: table.say("alone", e.seat), 1400)
        self._sound("chime")
        return self._ms(1200)

    def on_partner_revealed(self, e: ev.PartnerRevealed) -> int:
        self.shown.partner_shown = True                # the team colours change now
        if e.seat is None:          # the caller played the card he called: he has no partner
            caller = self.deal.caller
            if not self.table.seats[caller].human:     # (the player was told at his call)
                self._banner(lambda: self.table.say("alone", caller), 1800)
                self._sound("chime")
            return self._ms(900)
        self._banner(lambda: self.table.say("partner_is", e.seat), 1800)
        self.table.panels.plates.reveal(e.seat, self._ms(1800))
        self._sound("chime")
        return self._ms(900)

    def on_redeal(self, e: ev.Redeal) -> int:
        self._banner(lambda: self.table.t("all_passed"), 1600)
        return self._ms(1200)

    def on_signal(self, e: ev.SignalGiven) -> int:
        """Only the player's own signals and the partner's are shown (opponents miss them)."""
        table, t = self.table, self.table.t
        human = table.human_seat()
        what = lambda: t("signal_" + e.signal)       # noqa: E731
        if e.seat == human:
            self._sound("deal")
            self._banner(lambda: t("signal_you", what=what()), 1400)
        elif human is not None and self.deal.team_of(e.seat) == self.deal.team_of(human):
            self._banner(lambda: t("signal_by", name=table.seat_name(e.seat), what=what()), 1600)
        return 0

    def on_exchange(self, e: ev.Exchanged) -> int:
        """Scambio: the card taken flies from under the stock into the hand, in the place of
        the card given, which flies face up under the stock; everyone is told."""
        s = self.shown
        hand = s.hands[e.seat]
        hand[hand.index(e.gave)] = e.took
        s.trump_card = e.gave
        self.relayout(ms=self._ms(650), easing="in_out_quad")
        t = self.table.t           # both are briscole: the ranks say it ("exchanges the 7 for the Ace")
        self._banner(lambda: self.table.say("exchanged", e.seat, took=t(f"rank_the.{e.took % 10 + 1}"),
                                            gave=t(f"rank_the.{e.gave % 10 + 1}")), 2200)
        self._sound("chime")
        return self._ms(900)

    def on_deal_over(self, e: ev.DealOver) -> int:
        return 0              # the session's DealFinished follows

    # -- the session's own events --------------------------------------------------------
    def on_computer_fault(self, e: sev.ComputerFault) -> int:
        return 0              # logged by the session; the fallback move is shown as any move

    def on_hint_ready(self, e: sev.HintReady) -> int:
        self.table.panels.hint.answered(e.card, e.reason, dict(e.reasons))
        return 0

    def on_deal_finished(self, e: sev.DealFinished) -> int:
        self.match_score = list(self.table.match.score)
        self.table.deal_finished(e)
        return 0

    def on_match_over(self, e: sev.MatchOver) -> int:
        return 0              # the end-of-smazzata screen leads to the match's result

    def on_storage_failed(self, e: sev.StorageFailed) -> int:
        return 0              # the store tells the player once (the app's notice)
