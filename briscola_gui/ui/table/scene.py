"""The table scene: one match, smazzata after smazzata, for 2 to 6 seats.

It wires things together and holds no game logic: the table session (briscola_gui/
session) plays the match; input goes to the panels (the first that takes an event
keeps it), the player's moves go to the session, a computer's decision runs on the
worker thread and goes back to the session, and every event the session announces
goes to the display, which animates it; the panels draw the table from the window's
regions. Continue restores a saved match exactly as it was left."""
from __future__ import annotations

import logging
import threading
from concurrent.futures import Future
from dataclasses import dataclass
from types import SimpleNamespace

import pygame

from ...engine import card_str
from ...engine.actions import Bid, Call, Exchange, PlayCard, Signal
from ...session import Seat
from ...session import TableSession
from ..anim import scaled
from ..scene import Scene
from ..schedule import Scheduler
from . import cloth, fitting, regions
from .display import Display
from .layout import TableLayout
from .panels.auction import AuctionPanel
from .panels.banners import Banners
from .panels.call import CallPanel
from .panels.coach import CoachPanel
from .panels.corner import CornerPanel
from .panels.hand import HandPanel
from .panels.hint import HintPanel
from .panels.last_trick import LastTrickPanel
from .panels.nameplates import NamePlates
from .panels.score import ScorePanel
from .panels.signals import SignalsPanel
from .panels.stock import StockPanel
from .panels.tracker import TrackerPanel
from .panels.trick import TrickPanel
from .sprites import Dress

log = logging.getLogger(__name__)
COMPUTER_PAUSE_MS = 380      # a computer's move is shown no sooner than this after its turn began


__all__ = ["TableScene", "Seat"]


@dataclass
class Thinking:
    """A decision running on the worker: a computer's move or the player's hint."""
    future: Future
    cancel: threading.Event
    since: int                       # scheduler time it was asked at


class TableScene(Scene):
    offers_hints = True          # the expert's hint (setting on); the lesson teaches its own way
    def __init__(self, app, match, seats: list[Seat], demo: bool = False, seed: int | None = None,
                 daily: str | None = None, record: bool = True):
        super().__init__(app)
        self.match = match
        self.seats = seats
        self.demo = demo
        self.n = match.players
        self.signals_on = match.rules.signals and match.players == 4
        self.schedule = Scheduler()
        self.session = TableSession(
            match, seats, seed=seed,
            store=app.store if record else None,
            stats=app.user_stats() if record and not demo else None, demo=demo, daily=daily)
        self.thinking: Thinking | None = None       # a computer's move on the worker
        self.hint_job: Thinking | None = None       # the player's hint on the worker
        self.finished_deal = None
        self.layout_obj: TableLayout | None = None
        self.regions: regions.Regions | None = None
        self.background: pygame.Surface | None = None
        self.warmup: list = []
        p = SimpleNamespace(
            stock=StockPanel(self), plates=NamePlates(self), score=ScorePanel(self),
            trick=TrickPanel(self), hand=HandPanel(self), corner=CornerPanel(self),
            last_trick=LastTrickPanel(self), hint=HintPanel(self), tracker=TrackerPanel(self),
            signals=SignalsPanel(self), auction=AuctionPanel(self), call=CallPanel(self),
            banners=Banners(self), coach=CoachPanel(self))
        self.panels = p
        self.banners = p.banners
        # drawn in this order (the cards go between the plates and the rest); input goes
        # to them in the reverse order, the last-trick view first
        self.under_cards = [p.plates, p.score, p.trick]
        self.over_cards = [p.stock, p.hint, p.corner, p.last_trick, p.tracker, p.signals, p.auction,
                           p.call]
        self.input_order = [p.coach, p.last_trick, p.corner, p.hint, p.tracker, p.signals, p.auction, p.call,
                            p.stock, p.hand]
        self.display = Display(self)
        started, *dealing = self.session.start()
        self.display.on_deal_started(started)      # the table is set before the first frame
        self.display.show(dealing)

    # -- texts and time -------------------------------------------------------------
    @property
    def t(self):
        return self.app.t

    def ms(self, base: int) -> int:
        return scaled(base, self.app.settings.speed)

    def seat_name(self, seat: int) -> str:
        s = self.seats[seat]
        return self.t("you") if s.human else s.name

    def say(self, key: str, seat: int, **kw) -> str:
        """A sentence about ``seat``: the "you" form when it is the player's seat."""
        if self.seats[seat].human and self.t.has(f"{key}_you"):
            return self.t(f"{key}_you", **kw)
        return self.t(key, name=self.seat_name(seat), **kw)

    def takes_text(self, trick) -> str:
        return self.say("takes", trick.winner, p=trick.points)

    # -- who is who ------------------------------------------------------------------
    def human_seat(self) -> int | None:
        return next((i for i, s in enumerate(self.seats) if s.human), None)

    def face_up_seat(self) -> int | None:
        """The seat whose hand is shown face up: the player's (seat 0 in the demo)."""
        human = self.human_seat()
        return human if human is not None else (0 if self.demo else None)

    def partner_seat(self) -> int | None:
        human = self.human_seat()
        if human is None or self.n not in (4, 6):
            return None
        team = self.deal.team_of(human)
        return next((s for s in range(self.n) if s != human and self.deal.team_of(s) == team), None)

    def level(self) -> str | None:
        """The opponents' level (stored in the save, for Continue)."""
        return self.session.level()

    # -- the state of play ------------------------------------------------------------
    @property
    def deal(self):
        """The deal on show (the session's, once every event of it has been shown)."""
        return self.display.deal

    @property
    def shown(self):
        return self.display.shown

    @property
    def sprites(self):
        return self.display.field

    def idle(self) -> bool:
        """Nothing left to show and no computer thinking: the next move may be asked for."""
        return self.display.idle and self.thinking is None

    def human_turn(self) -> bool:
        return (self.idle() and self.finished_deal is None and self.session.human_to_act()
                and not self.panels.coach.holds())

    def seat_to_act(self) -> int | None:
        """The seat whose name is lit: the one to move, once what went before is shown."""
        if self.deal.phase == "done" or not (self.idle() or self.thinking is not None):
            return None
        return self.deal.to_act

    def computer_thinking_ms(self) -> int:
        return self.schedule.now - self.thinking.since if self.thinking is not None else 0

    def playable_cards(self) -> list[int]:
        return self.deal.legal_moves() if self.human_turn() and self.deal.phase == "play" else []

    # -- what the display reports ---------------------------------------------------------
    def deal_started(self, e) -> None:
        self.finished_deal = None
        self.panels.hand.reset()
        self.panels.hint.reset()
        self.panels.last_trick.open = False
        self.panels.plates.reveals.clear()
        if self.layout_obj is not None:
            self._plan_warmup()

    def deal_finished(self, e) -> None:
        """Every event of the deal shown: the end-of-smazzata screen (not after five passes:
        the next deal is dealt at once)."""
        if not e.redeal:
            self.finished_deal = e.deal
            self.banners.clear()                  # the box says who took what
            self.app.open("smazzata_over", table=self, deal=e.deal, record=e.record)

    def next_deal(self) -> None:
        """From the end-of-smazzata screen: deal the next one."""
        self.display.show(self.session.next_deal())

    # -- the player's moves ------------------------------------------------------------------
    def _submit(self, action) -> bool:
        """``action`` for the player's seat, when it is legal now."""
        if action not in self.session.legal_actions(action.seat):
            return False
        self.display.show(self.session.submit(action))
        return True

    def play_card(self, card: int) -> bool:
        """The player plays ``card`` (ignored unless it is a legal move now)."""
        if not self.human_turn() or not self._submit(PlayCard(self.deal.to_act, card)):
            return False
        self._after_own_move()
        return True

    def _after_own_move(self) -> None:
        """The player has moved: the hand's selection and the hint (and its job) are stale."""
        self.panels.hand.reset()
        self.panels.hint.reset()
        self._drop(self.hint_job)
        self.hint_job = None

    def my_exchanges(self) -> list[int]:
        """Scambio: the cards the player may give for the face-up briscola now."""
        if not self.human_turn() or self.deal.phase != "play":
            return []
        return [a.card for a in self.session.legal_actions(self.deal.to_act) if isinstance(a, Exchange)]

    def exchange(self, card: int) -> bool:
        """The player gives ``card`` (the 7 or 2 of briscola) for the face-up card."""
        if card not in self.my_exchanges() or not self._submit(Exchange(self.deal.to_act, card)):
            return False
        self._after_own_move()
        return True

    def make_bid(self, bid: str) -> bool:
        return self.human_turn() and self._submit(Bid(self.deal.to_act, bid))

    def make_call(self, card: int) -> bool:
        return self.human_turn() and self._submit(Call(self.deal.to_act, card))

    def my_signals_allowed(self) -> list[str]:
        human = self.human_seat()
        # (not with the last card in hand: a signal can no longer help the partner)
        if not self.signals_on or human is None or self.demo or not self.idle() \
                or len(self.deal.hands[human]) <= 1:
            return []
        return [a.signal for a in self.session.legal_actions(human) if isinstance(a, Signal)]

    def give_signal(self, sig: str) -> bool:
        return sig in self.my_signals_allowed() and self._submit(Signal(self.human_seat(), sig))

    def partner_signals(self) -> list[tuple[int, str]]:
        """(trick number, signal) for each signal the player's partner has given, in order."""
        mate = self.partner_seat()
        if not self.signals_on or mate is None:
            return []
        return [(when // self.n + 1, sig) for when, s, sig in self.deal.signals if s == mate]

    # -- decisions on the worker: a computer's move, the player's hint -------------------
    def _think(self, request) -> Thinking:
        cancel = threading.Event()
        return Thinking(self.app.executor.submit(request.run, cancel), cancel, self.schedule.now)

    @staticmethod
    def _drop(job: Thinking | None) -> None:
        if job is not None:
            job.cancel.set()            # its answer comes back cancelled and is dropped

    def request_hint(self) -> None:
        request = self.session.hint_request(self.app.settings.language)
        if request is None:
            self.panels.hint.reset()
            return
        self.hint_job = self._think(request)

    def _drive(self) -> None:
        """Once everything is shown: hand in a finished decision, or ask for the next."""
        if self.hint_job is not None and self.hint_job.future.done():
            job, self.hint_job = self.hint_job, None
            events = self.session.complete_hint(job.future.result())
            if not events:
                self.panels.hint.reset()       # the turn went by meanwhile
            self.display.show(events)
        if not self.display.idle or self.finished_deal is not None:
            return
        if self.thinking is not None:
            ready = self.schedule.now - self.thinking.since >= self.ms(COMPUTER_PAUSE_MS)
            if self.thinking.future.done() and ready:
                job, self.thinking = self.thinking, None
                self.display.show(self.session.complete(job.future.result()))
            return
        request = None if self.panels.coach.holds() else self.session.computer_request()
        if request is not None:
            self.thinking = self._think(request)

    # -- saving ------------------------------------------------------------------------------
    def autosave(self) -> None:
        self.session.save()

    def save_settings(self) -> None:
        if not self.demo:
            try:
                self.app.store.save_settings(self.app.settings)
            except OSError:
                log.exception("the settings could not be saved")

    def on_quit(self) -> None:
        self._drop(self.thinking)
        self._drop(self.hint_job)
        self.autosave()

    def open_pause(self) -> None:
        self.app.open("pause", table=self)

    # -- layout -------------------------------------------------------------------------
    def layout(self, size) -> None:
        # with the card tracker on, the layout keeps room for it (the trick a little smaller
        # where it must); T or the setting lays the table out again
        self.laid_with_tracker = self.app.settings.tracker
        self.background = None
        L, self.regions = fitting.fit(self, tuple(size))
        self.layout_obj = L
        for panel in self.under_cards + [self.panels.hand] + self.over_cards + [self.banners,
                                                                                self.panels.coach]:
            panel.layout(L, self.regions)
        self.display.relayout(snap=True)
        self._plan_warmup()

    def _plan_warmup(self) -> None:
        """Card pictures to rasterize ahead of need, one a frame: backs, then the player's
        own cards, then every card at table and hand size."""
        L = self.layout_obj
        mine = self.deal.hands[0] if self.deal.hands else []
        order = list(mine) + [c for c in self.deal.deck if c not in mine]
        self.warmup = [(None, L.opp_h), (None, L.table_h), (None, L.pile_h)]
        self.warmup += [(card_str(c), L.hand_h) for c in mine]
        self.warmup += [(card_str(c), L.table_h) for c in order]
        self.warmup += [(card_str(c), L.hand_h) for c in order if c not in mine]
        self.warmup.reverse()                     # popped from the end

    # -- the frame --------------------------------------------------------------------------
    def tick(self, dt: int) -> None:
        """Time moves on: the animations and timers only (what tests step frame by frame)."""
        self.schedule.tick(dt)
        self.display.sync()

    def update(self, dt: int) -> None:
        while self.warmup:
            card, height = self.warmup.pop()
            if self.app.cards.warm(card, height):
                break
        self.tick(dt)
        self._drive()

    def handle(self, ev) -> None:
        if ev.kind == "key" and ev.key == "m":
            self.app.toggle_sound()
            return
        for panel in self.input_order:
            if panel.handle(ev):
                return

    def _dress(self, sprite) -> Dress:
        dress = Dress()
        for panel in (self.panels.hand, self.panels.trick, self.panels.hint, self.panels.stock,
                      self.panels.coach):
            panel.dress(sprite, dress)
        return dress

    def draw(self, surface) -> None:
        if self.app.settings.tracker != getattr(self, "laid_with_tracker", self.app.settings.tracker):
            self.layout(surface.get_size())          # the tracker was shown or hidden
        surface.blit(self._background(surface.get_size()), (0, 0))
        for panel in self.under_cards:
            panel.draw(surface)
        self.display.field.draw(surface, self.app.cards, self.display.visible(), self._dress)
        for panel in self.over_cards:
            panel.draw(surface)
        self.banners.draw(surface)
        self.panels.last_trick.draw_overlay(surface)      # over the banners: they would hide its cards
        self.panels.coach.draw(surface)          # a teacher's prompt over everything (the lesson)

    def _background(self, size) -> pygame.Surface:
        if self.background is None or self.background.get_size() != size:
            bg = cloth.render(size)
            self.background = bg.convert() if pygame.display.get_surface() else bg
        return self.background
