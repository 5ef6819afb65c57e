"""The table: one match, smazzata after smazzata, for 2 to 6 seats.

The engine deal moves ahead at once when a move is made; what the player sees is
a separate ``Display`` that follows it step by step (a card dealt, played, taken,
drawn), each step moving card sprites from where they are to where the layout
puts them. New moves are asked for only when every step has been shown."""
from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass, field

import pygame

from ...engine import card_str
from ...engine.events import AccusoDeclared, CardDrawn, PartnerRevealed, Redeal, TrickTaken
from ..anim import Tween, scaled
from ..layout import TableLayout
from ...ai.signals import SignalAwarePlayer, choose_signals
from ..players import RandomPlayer, Seat, advisor, computer
from ..scene import Scene
from ..text import DIM, GOLD, WHITE
from ..widgets import Button, dim, draw_panel

FELT = (22, 92, 60)
HINT = (120, 220, 255)
RANK_LETTERS = {"it": ("A", "2", "3", "4", "5", "6", "7", "F", "C", "R"),
                "en": ("A", "2", "3", "4", "5", "6", "7", "J", "N", "K")}
FELT_DARK = (14, 66, 44)


@dataclass
class Display:
    """What the player sees, one shown step behind the engine."""
    players: int
    hands: list = field(default_factory=list)        # per seat, cards in hand order
    table: list = field(default_factory=list)        # (seat, card) in playing order
    stock: list = field(default_factory=list)        # face-down cards still to draw
    trump_card: int | None = None                    # shown under the stock while there
    trump_in_stock: bool = False
    deck: list = field(default_factory=list)         # undealt cards, at the dealer's side
    piles: list = field(default_factory=list)        # per seat, cards taken
    last_trick: object = None
    winner_shown: int | None = None                  # seat whose card takes the trick now


class Sprite:
    __slots__ = ("card", "x", "y", "h", "face", "side", "z", "tween", "target", "flips")

    def __init__(self, card: int, x: float, y: float, h: float):
        self.card = card
        self.x, self.y, self.h = x, y, h
        self.face = False
        self.side = False
        self.z = 0
        self.tween: Tween | None = None
        self.target = (x, y, h, False, False, 0)
        self.flips = False             # turning over during the current move

    def update(self, dt: int) -> None:
        if self.tween is not None:
            self.tween.advance(dt)
            self.x, self.y, self.h = self.tween.value
            if self.tween.progress >= 0.5:
                self.face, self.side = self.target[3], self.target[4]
            if self.tween.done:
                self.tween = None
                self.z = self.target[5]

    def move_to(self, target: tuple, ms: int, easing: str = "out_cubic") -> None:
        if target == self.target and (self.tween is not None or
                                      (self.x, self.y, self.h) == tuple(target[:3])):
            return
        self.target = target
        if ms <= 0:
            self.snap()
            return
        self.z = max(self.z, target[5]) + 1000       # a moving card flies over the others
        self.flips = (self.face, self.side) != (target[3], target[4])
        self.tween = Tween((self.x, self.y, self.h), tuple(target[:3]), ms, easing)

    def snap(self) -> None:
        self.x, self.y, self.h, self.face, self.side, self.z = self.target
        self.tween = None


class TableScene(Scene):
    def __init__(self, app, match, seats: list[Seat], demo: bool = False, seed: int | None = None,
                 animate_deal: bool = True):
        super().__init__(app)
        self.match = match
        self.seats = seats
        self.demo = demo
        self.n = match.players
        rng = random.Random(seed)
        self.bots = {s: computer(seat.level or "medium", rng.randrange(1 << 30))
                     for s, seat in enumerate(seats) if not seat.human}
        self.signals_on = match.rules.signals and match.players == 4
        if self.signals_on:
            self.bots = {s: SignalAwarePlayer(b) for s, b in self.bots.items()}
        self.signal_buttons: list[Button] = []
        self.steps: deque = deque()
        self.wait = 0
        self.pending = None           # [phase, seat, future, elapsed ms, view] of a computer move
        self.banners: list[list] = []  # [text, remaining ms]
        self.bids: dict[int, str] = {}
        self.selected: int | None = None
        self.hover: int | None = None
        self.drag = None               # [card, (dx, dy), start pos, moved]
        self.show_last = False
        self.hint = None               # (card, reason) suggested for the player's current turn
        self.hint_job = None           # [future, view] while the advisor thinks
        self.advisor = None
        self.tracker_rect = None
        self.finished_deal = None
        self.layout_obj: TableLayout | None = None
        self.sprites: dict[int, Sprite] = {}
        self.buttons: list[Button] = []
        self.bid_buttons: list[Button] = []
        self.call_rects: list[tuple[pygame.Rect, int]] = []
        self.two_points = 61
        self.warmup: list = []
        self.background = None
        self.deal = None
        self.start_deal(match.deal, animate=animate_deal)

    # -- helpers ---------------------------------------------------------------
    @property
    def t(self):
        return self.app.t

    def ms(self, base: int) -> int:
        return scaled(base, self.app.settings.speed)

    def human_seat(self) -> int | None:
        return next((i for i, s in enumerate(self.seats) if s.human), None)

    def say(self, key: str, seat: int, **kw) -> str:
        """A sentence about ``seat``: the "you" form when it is the player's seat."""
        if self.seats[seat].human and self.t.has(f"{key}_you"):
            return self.t(f"{key}_you", **kw)
        return self.t(key, name=self.seat_name(seat), **kw)

    def takes_text(self, trick) -> str:
        return self.say("takes", trick.winner, p=trick.points)

    def seat_name(self, seat: int) -> str:
        s = self.seats[seat]
        return self.t("you") if s.human else s.name

    # -- a new deal ---------------------------------------------------------------
    def start_deal(self, deal, animate: bool = True) -> None:
        self.deal = deal
        self.finished_deal = None
        self.steps.clear()
        self.wait = 0
        self.pending = None
        self.bids = {}
        self.selected = None
        self.drag = None
        self.show_last = False
        self.hint = None
        self.hint_job = None
        n = self.n
        d = Display(players=n, hands=[[] for _ in range(n)], piles=[[] for _ in range(n)])
        self.display = d
        self.sprites = {c: Sprite(c, 0, 0, 10) for c in deal.deck}
        if animate:
            d.deck = list(deal.deck)
            self._relayout(snap=True)
            order = [(deal.dealer + 1 + i) % n for i in range(len(deal.deck))]
            dealt = 3 * n if n != 5 else 40
            for i in range(dealt):
                self.steps.append(("deal", order[i], deal.deck[i]))
            if n != 5:
                self.steps.append(("turn_up",))
            self.steps.append(("deal_done",))
        else:
            self._display_from_engine()
            self._relayout(snap=True)
            if n == 5:
                for seat, bid in deal.auction:
                    self.bids[seat] = bid
        if self.layout_obj is not None:
            self._plan_warmup()

    def _sort_hands(self) -> None:
        """Eight cards are easier to read in order: by suit, strongest first."""
        strength = self.deal.strength
        for seat in range(self.n):
            if self.seats[seat].human or (seat == 0 and self.demo):
                self.display.hands[seat].sort(key=lambda c: (c // 10, -strength[c]))
        self._relayout(ms=self.ms(300))

    def _display_from_engine(self) -> None:
        deal, d = self.deal, self.display
        d.hands = [list(h) for h in deal.hands]
        d.table = [((deal.leader + i) % self.n, c) for i, c in enumerate(deal.table)]
        d.piles = [[] for _ in range(self.n)]
        for t in deal.tricks:
            d.piles[t.winner].extend(t.cards)
        d.last_trick = deal.tricks[-1] if deal.tricks else None
        if self.n != 5:
            d.stock = [c for c in deal.stock if c != deal.trump_card]
            d.trump_card = deal.trump_card
            d.trump_in_stock = deal.trump_card in deal.stock
        d.deck = []
        if self.n == 5:
            self._sort_hands()

    # -- layout -------------------------------------------------------------------------
    def layout(self, size) -> None:
        w, h = self.app.cards.card_size(400)
        self.layout_obj = TableLayout(tuple(size), self.n, aspect=w / h)
        self.background = None
        L = self.layout_obj
        bw, bh = int(L.font * 8.5), int(L.font * 1.9)
        self.last_button = Button(lambda: self.t("last_trick"), self.toggle_last, name="last")
        self.last_button.rect = pygame.Rect(L.margin, L.h - L.margin - bh, bw, bh)
        self.menu_button = Button(lambda: self.t("menu"), self.open_pause, name="menu")
        self.menu_button.rect = pygame.Rect(L.w - L.margin - int(L.font * 5), L.margin,
                                            int(L.font * 5), bh)
        self.hint_button = Button(self._hint_label, self.ask_hint, name="hint")
        self.hint_button.rect = pygame.Rect(L.margin, self.last_button.rect.y - bh - L.margin, bw, bh)
        self.buttons = [self.last_button, self.menu_button, self.hint_button]
        self.tracker_rect = None
        self.signal_buttons = []
        self._build_bid_panel()
        self._relayout(snap=True)
        self._plan_warmup()

    def _plan_warmup(self) -> None:
        """Card pictures to rasterize ahead of need, one a frame: backs, then the player's
        own cards, then every card at table and hand size."""
        L = self.layout_obj
        mine = self.deal.hands[0] if self.deal.hands else []
        order = [c for c in mine] + [c for c in self.deal.deck if c not in mine]
        self.warmup = [(None, L.opp_h), (None, L.table_h), (None, L.pile_h)]
        self.warmup += [(card_str(c), L.hand_h) for c in mine]
        self.warmup += [(card_str(c), L.table_h) for c in order]
        self.warmup += [(card_str(c), L.hand_h) for c in order if c not in mine]
        self.warmup.reverse()                     # popped from the end

    def _targets(self) -> dict[int, tuple]:
        """Where every card should be now: card -> (x, y, h, face_up, sideways, z)."""
        L, d = self.layout_obj, self.display
        out: dict[int, tuple] = {}
        human = self.human_seat()
        if d.deck:
            x, y = L.deck_pos(self.deal.dealer)
            for i, c in enumerate(reversed(d.deck)):
                out[c] = (x - i * 0.25, y - i * 0.25, L.table_h, False, False, 10 + i)
        sx, sy = L.stock_pos
        if d.trump_card is not None and d.trump_in_stock:
            tx, ty = L.trump_pos()
            out[d.trump_card] = (tx, ty, L.table_h, True, True, 20)
        for i, c in enumerate(d.stock):
            out[c] = (sx - i * 0.3, sy - i * 0.3, L.table_h, False, False, 30 + i)
        for seat in range(self.n):
            hand = d.hands[seat]
            for i, (c, (x, y)) in enumerate(zip(hand, L.hand_positions(seat, len(hand)))):
                if seat == 0:
                    face = seat == human or self.demo
                    out[c] = (x, y, L.hand_h, face, False, 200 + i)
                else:
                    out[c] = (x, y, L.opp_h, False, False, 100 + i)
            px, py = L.pile_pos(seat)
            for i, c in enumerate(d.piles[seat]):
                out[c] = (px - min(i, 12) * 0.4, py - min(i, 12) * 0.4, L.pile_h, False, False, 60 + i)
        for i, (seat, c) in enumerate(d.table):
            x, y = L.slot(seat)
            out[c] = (x, y, L.table_h, True, False, 300 + i)
        return out

    def _relayout(self, snap: bool = False, ms: int = 0, easing: str = "out_cubic") -> None:
        if self.layout_obj is None:
            return
        for c, target in self._targets().items():
            sprite = self.sprites[c]
            if snap:
                sprite.target = target
                sprite.snap()
            else:
                sprite.move_to(target, ms, easing)

    # -- steps: what the player is shown, one after the other ------------------------------
    def _run_step(self, step) -> int:
        """Apply one shown step; returns how long to wait before the next (ms)."""
        kind = step[0]
        d = self.display
        if kind == "deal":
            _, seat, card = step
            d.deck.remove(card)
            d.hands[seat].append(card)
            self._relayout(ms=self.ms(260))
            self.app.sound.play("deal")
            dealt = sum(len(h) for h in d.hands)
            if dealt == (3 * self.n if self.n != 5 else 40) // 2:
                self.app.moment("deal")
            return self.ms(90 if self.n != 5 else 55)
        if kind == "turn_up":
            d.trump_card = d.deck[0]
            d.trump_in_stock = True
            d.stock = d.deck[1:]
            d.deck = []
            self._relayout(ms=self.ms(450))
            self.app.sound.play("deal")
            return self.ms(600)
        if kind == "deal_done":
            d.deck = []
            if self.n == 5:
                self._sort_hands()
            for seat, suit, pts in self.deal.accusi:
                self.banner(self.say("accuso", seat, suit=self.t.suit(suit), p=pts))
            return 0
        if kind == "play":
            _, seat, card = step
            d.hands[seat].remove(card)
            d.table.append((seat, card))
            self._relayout(ms=self.ms(320))
            self.app.sound.play("play")
            return self.ms(340)
        if kind == "trick":
            trick = step[1]
            d.winner_shown = trick.winner
            self.banner(self.takes_text(trick),
                        self.ms(800) + 200)
            self.app.moment("trick")
            return self.ms(850)
        if kind == "collect":
            trick = step[1]
            d.winner_shown = None
            d.piles[trick.winner].extend(c for _, c in d.table)
            d.table = []
            d.last_trick = trick
            self._relayout(ms=self.ms(380), easing="in_out_quad")
            self.app.sound.play("collect")
            return self.ms(420)
        if kind == "draw":
            _, seat, card = step
            if card == d.trump_card and d.trump_in_stock:
                d.trump_in_stock = False
            else:
                d.stock.remove(card)
            d.hands[seat].append(card)
            self._relayout(ms=self.ms(300))
            self.app.sound.play("deal")
            return self.ms(180)
        if kind == "banner":
            self.banner(step[1], self.ms(step[2]) + 300)
            return self.ms(step[3])
        if kind == "save":
            self.autosave()
            return 0
        return 0

    def banner(self, text: str, ms: int = 1500) -> None:
        self.banners.append([text, max(ms, 600)])

    def _queue_events(self, seat: int, card: int, events) -> None:
        self.steps.append(("play", seat, card))
        for ev in events:
            if isinstance(ev, TrickTaken):
                self.steps.append(("trick", ev.trick))
                self.steps.append(("collect", ev.trick))
            elif isinstance(ev, CardDrawn):
                self.steps.append(("draw", ev.seat, ev.card))
            elif isinstance(ev, AccusoDeclared):
                self.steps.append(("banner", self.say("accuso", ev.seat, suit=self.t.suit(ev.suit),
                                                      p=ev.points), 1600, 500))
            elif isinstance(ev, PartnerRevealed):
                who = seat if ev.seat is None else ev.seat     # None: the caller played alone
                self.steps.append(("banner", self.say("partner_is", who),
                                   1800, 700))
        if any(isinstance(ev, TrickTaken) for ev in events):
            self.steps.append(("save",))

    # -- moves ---------------------------------------------------------------------------------
    def idle(self) -> bool:
        """Nothing left to show: the next move may be asked for."""
        return not self.steps and self.wait <= 0 and self.pending is None

    def human_turn(self) -> bool:
        deal = self.deal
        return (self.idle() and self.finished_deal is None and deal.to_act is not None
                and self.seats[deal.to_act].human)

    def _human_move(self, phase: str, move, legal, apply) -> bool:
        """Apply the player's ``move`` if it is the player's turn in ``phase`` and it is legal."""
        if not self.human_turn() or self.deal.phase != phase or move not in legal():
            return False
        apply(self.deal.to_act, move)
        return True

    def play_card(self, card: int) -> bool:
        """The player plays ``card`` (ignored unless it is a legal move now)."""
        played = self._human_move("play", card, self.deal.legal_moves, self._play)
        if played:
            self.selected = None
            self.hint = None
            self.hint_job = None
        return played

    def make_bid(self, bid: str) -> bool:
        return self._human_move("auction", bid, self.deal.allowed_bids, self._apply_bid)

    def make_call(self, card: int) -> bool:
        return self._human_move("call", card, self.deal.legal_calls, self._apply_call)

    def _play(self, seat: int, card: int) -> None:
        self._queue_events(seat, card, self.deal.play(seat, card))

    def _apply_bid(self, seat: int, bid: str) -> None:
        events = self.deal.bid(seat, bid)
        self.bids[seat] = bid
        self.app.sound.play("deal")
        self.steps.append(("banner", f"{self.seat_name(seat)}: {self.t.bid(bid)}", 700, 500))
        if bid == "carichi":
            self.steps.append(("banner", self.say("carichi_by", seat), 1800, 900))
        for ev in events:
            if isinstance(ev, Redeal):
                self.steps.append(("banner", self.t("all_passed"), 1600, 1200))
        self._build_bid_panel()

    def _apply_call(self, seat: int, card: int) -> None:
        self.deal.call(seat, card)
        self.steps.append(("banner", self.say("calls", seat, card=self.t.card(card)),
                           1800, 1200))
        if self.deal.alone and self.seats[seat].human:
            self.steps.append(("banner", self.say("alone", seat), 1400, 600))
        self.app.sound.play("chime")

    # -- four-player signals -----------------------------------------------------------
    def _computer_signals(self) -> None:
        """Computer seats give their true signals at the first allowed moment; the
        player sees only the partner's (a short message and labels by the partner)."""
        deal = self.deal
        human = self.human_seat()
        for seat in range(self.n):
            if self.seats[seat].human or not deal.allowed_signals(seat):
                continue
            for sig in choose_signals(deal.view(seat)):
                if sig in deal.allowed_signals(seat):
                    deal.signal(seat, sig)
                    if human is not None and seat != human and deal.team_of(seat) == deal.team_of(human):
                        self.banner(self.t("signal_by", name=self.seat_name(seat),
                                           what=self.t("signal_" + sig)), self.ms(1600) + 400)

    def my_signals_allowed(self) -> list[str]:
        human = self.human_seat()
        if not self.signals_on or human is None or self.demo or not self.idle():
            return []
        return self.deal.allowed_signals(human)

    def give_signal(self, sig: str) -> bool:
        if sig not in self.my_signals_allowed():
            return False
        self.deal.signal(self.human_seat(), sig)
        self.app.sound.play("deal")
        self.banner(self.t("signal_you", what=self.t("signal_" + sig)), self.ms(1400) + 400)
        return True

    def partner_signals(self) -> list[tuple[int, str]]:
        """(trick number, signal) for each signal the player's partner has given, in order:
        the player saw each one given, and the trick tells which are stale (a "no trumps"
        before the partner drew one)."""
        human = self.human_seat()
        if not self.signals_on or human is None:
            return []
        team = self.deal.team_of(human)
        return [(when // self.n + 1, sig) for when, s, sig in self.deal.signals
                if s != human and self.deal.team_of(s) == team]

    def _signal_buttons(self) -> list[Button]:
        allowed = self.my_signals_allowed()
        names = [b.name for b in self.signal_buttons]
        if names != [f"signal:{s}" for s in allowed]:
            L = self.layout_obj
            bw, bh = int(L.font * 9), int(L.font * 1.6)
            px, py = L.pile_pos(0)
            bottom = py - L.pile_h * 0.5 - L.margin
            self.signal_buttons = []
            for i, sig in enumerate(reversed(allowed)):
                b = Button(self.t("signal_" + sig), (lambda sig=sig: self.give_signal(sig)),
                           name=f"signal:{sig}")
                b.rect = pygame.Rect(int(L.w - L.margin - bw), int(bottom - (i + 1) * (bh + 4)), bw, bh)
                self.signal_buttons.append(b)
            self.signal_buttons.reverse()
        return self.signal_buttons

    def _draw_signals(self, surface) -> None:
        if not self.signals_on:
            return
        L, text = self.layout_obj, self.app.text
        buttons = self._signal_buttons()
        if buttons:
            top = buttons[0].rect
            text.draw(surface, self.t("your_signals"), int(L.font * 0.8), GOLD, shadow=True,
                      midbottom=(top.centerx, top.top - 2))
            for b in buttons:
                b.draw(surface, text, size=int(L.font * 0.8))
        sigs = self.partner_signals()
        human = self.human_seat()
        if not sigs or human is None:
            return
        mate = next(s for s in range(self.n) if s != human and self.deal.team_of(s) == self.deal.team_of(human))
        pos = L.hand_positions(mate, 3)
        cw = L.card_w(L.opp_h)
        right = pos[0][0] - cw * 0.5 - L.margin
        y = pos[0][1] - L.opp_h * 0.5
        f = int(L.font * 0.8)
        text.draw(surface, self.t("signals_of", name=self.seat_name(mate)), f, GOLD, shadow=True,
                  topright=(right, y))
        y += int(f * 1.2)
        for trick, sig in sigs:
            label = text.render(self.t("signal_at", what=self.t("signal_" + sig), n=trick), f,
                                (30, 30, 30))
            chip = label.get_rect(topright=(int(right), int(y))).inflate(f * 0.8, f * 0.35)
            chip.topright = (int(right), int(y))
            pygame.draw.rect(surface, (240, 235, 215), chip, border_radius=chip.h // 2)
            pygame.draw.rect(surface, GOLD, chip, width=2, border_radius=chip.h // 2)
            surface.blit(label, label.get_rect(center=chip.center))
            y += chip.h + 3

    def _ask_computer(self) -> None:
        deal = self.deal
        seat = deal.to_act
        view = deal.view(seat)
        method = {"play": "play", "auction": "bid", "call": "call"}[deal.phase]
        fn = getattr(self.bots.get(seat), method, None) or getattr(RandomPlayer(seat), method)
        self.pending = [deal.phase, seat, self.app.executor.submit(fn, view), 0, view]

    def _finish_computer(self) -> None:
        phase, seat, fut, _, view = self.pending
        self.pending = None
        try:
            move = fut.result()
        except Exception:
            move = None
        fallback = RandomPlayer(seat)
        if phase == "play":
            if move not in view.legal:
                move = fallback.play(view)
            self._play(seat, move)
        elif phase == "auction":
            if move not in view.allowed:
                move = "pass"
            self._apply_bid(seat, move)
        elif phase == "call":
            if move not in view.allowed:
                move = fallback.call(view)
            self._apply_call(seat, move)

    # -- the frame ------------------------------------------------------------------------------
    def update(self, dt: int) -> None:
        while self.warmup:
            card, height = self.warmup.pop()
            if self.app.cards.warm(card, height):
                break
        for s in self.sprites.values():
            if s.tween is not None:
                s.update(dt)
        for b in self.banners:
            b[1] -= dt
        self.banners = [b for b in self.banners if b[1] > 0]
        if self.hint_job is not None and self.hint_job[0].done():
            self._finish_hint()
        self.wait -= dt
        guard = 0
        while self.wait <= 0 and self.steps and guard < 200:
            self.wait += self._run_step(self.steps.popleft())
            guard += 1
        if self.wait > 0 or self.steps:
            return
        self.wait = 0
        if self.pending is not None:
            self.pending[3] += dt
            if self.pending[2].done() and self.pending[3] >= self.ms(380):
                self._finish_computer()
            return
        deal = self.deal
        if self.finished_deal is None and deal.phase == "done":
            self._deal_over()
            return
        if self.signals_on and deal.phase == "play" and deal.tricks:
            self._computer_signals()
        if deal.to_act is not None and not self.seats[deal.to_act].human:
            self._ask_computer()

    def _deal_over(self) -> None:
        self.finished_deal = self.deal
        redeal = getattr(self.deal, "redeal", False)
        record = self.match.next_deal()
        self.record_stats(record)
        self.autosave()
        if redeal and not self.match.over:
            self.start_deal(self.match.deal)
            return
        self.app.open("smazzata_over", table=self, deal=self.finished_deal, record=record)

    def record_stats(self, record: dict) -> None:
        """The player's finished smazzata (and match, when it is over) into stats.json."""
        human = self.human_seat()
        if self.demo or human is None or record.get("redeal"):
            return
        match, n = self.match, self.n
        team = next((i for i, t in enumerate(record["teams"]) if human in t), None)
        side = record["teams"][team] if team is not None else [human]
        points = sum(record["points"][s] for s in side)
        if n == 5:
            gp = record["game_points"][human]
            result = "won" if gp > 0 else "lost" if gp < 0 else "drawn"
        else:
            winner = record["winner"]
            result = "drawn" if winner is None else "won" if winner == team else "lost"
        level = self.level() or "medium"
        stats = self.app.user_stats()
        try:
            stats.add("smazzata", n, level, result, int(points), void=bool(record.get("void")))
            if match.over:
                if n == 5:
                    won = human in match.winners
                    mpoints = match.score[human]
                else:
                    won = team in match.winners
                    mpoints = match.score[team] if team is not None else 0
                mresult = "won" if won else "drawn" if not match.winners else "lost"
                stats.add("match", n, level, mresult, int(mpoints))
            self.app.store.save_stats(stats)
        except (OSError, ValueError):
            pass

    def next_deal(self) -> None:
        """From the end-of-smazzata screen: deal the next one."""
        self.start_deal(self.match.deal)

    def level(self) -> str | None:
        """The opponents' level (stored in the save, for Continue)."""
        return next((s.level for s in self.seats if not s.human), None)

    def autosave(self) -> None:
        if not self.demo:
            try:
                self.app.store.save_match(self.match, level=self.level())
            except OSError:
                pass

    def on_quit(self) -> None:
        self.autosave()

    # -- input ------------------------------------------------------------------------------------
    def toggle_last(self) -> None:
        if self.display.last_trick is not None or self.show_last:
            self.show_last = not self.show_last

    # -- learners' aids: hints and the card tracker ---------------------------------------
    def hint_offered(self) -> bool:
        """The hint button shows during the player's turn to play, with the setting on."""
        return (self.app.settings.hints and not self.demo and self.deal.phase == "play"
                and self.human_turn())

    def _hint_label(self) -> str:
        return self.t("hint_thinking") if self.hint_job is not None else self.t("hint")

    def ask_hint(self) -> None:
        """Ask the strongest computer player which card it would play; it thinks in the
        same worker as the computer's turns, the scene polls the result."""
        if not self.hint_offered() or self.hint_job is not None or self.hint is not None:
            return
        if self.advisor is None:
            self.advisor = advisor(7)
        view = self.deal.view(self.deal.to_act)
        self.hint_job = [self.app.executor.submit(self.advisor.play, view), view]

    def _finish_hint(self) -> None:
        from ...hints import explain
        fut, view = self.hint_job
        self.hint_job = None
        if not self.human_turn() or self.deal.view(self.deal.to_act).hand != view.hand:
            return                                   # the turn went by meanwhile
        try:
            card = fut.result()
        except Exception:
            card = None
        if card not in view.legal:
            card = view.legal[0]
        self.hint = (card, explain(view, card, self.app.settings.language))

    def toggle_tracker(self) -> None:
        s = self.app.settings
        s.tracker = not s.tracker
        if not self.demo:
            try:
                self.app.store.save_settings(s)
            except OSError:
                pass

    def played_cards(self) -> set:
        """Cards already shown played: taken tricks and the trick on the table."""
        d = self.display
        out = {c for _, c in d.table}
        for p in d.piles:
            out.update(p)
        return out

    def _obstacles(self) -> list:
        """Rects the tracker must keep clear of: every place a card, a name or a button
        may be drawn."""
        L = self.layout_obj
        cards = self.app.cards
        rects = []

        def card_rect(x, y, h, side=False):
            w, hh = cards.card_size(h)
            if side:
                w, hh = hh, w
            return pygame.Rect(int(x - w / 2), int(y - hh / 2), int(w), int(hh))

        most = 8 if self.n == 5 else 3
        for seat in range(self.n):
            h = L.hand_h if seat == 0 else L.opp_h
            for x, y in L.hand_positions(seat, most):
                rects.append(card_rect(x, y - (L.hand_h * 0.1 if seat == 0 else 0), h))
            rects.append(card_rect(*L.slot(seat), L.table_h))
            rects.append(card_rect(*L.pile_pos(seat), L.pile_h).inflate(0, L.font * 2))
            lx, ly = L.label_pos(seat)
            r = pygame.Rect(0, 0, int(L.font * 9), int(L.font * 3.4))
            r.midbottom = (int(lx), int(ly))
            rects.append(r)
        if self.n != 5:
            rects.append(card_rect(*L.stock_pos, L.table_h))
            rects.append(card_rect(*L.trump_pos(), L.table_h, side=True))
            rects.append(pygame.Rect(0, 0, int(L.w * 0.3), int(L.h * 0.09 + L.margin * 2)))
        else:
            rects.append(card_rect(*L.chiamata_info_pos(), L.table_h).inflate(0, L.font * 3))
        rects += [b.rect for b in self.buttons]
        if self.signals_on:
            px, py = L.pile_pos(0)
            bottom = int(py - L.pile_h * 0.5)
            rects.append(pygame.Rect(int(L.w - L.font * 10), bottom - int(L.font * 7.5),
                                     int(L.font * 10), int(L.font * 7.5)))
            mate_x, mate_y = L.hand_positions(2, 3)[0]
            rects.append(pygame.Rect(int(mate_x - L.font * 11), int(mate_y - L.opp_h * 0.5),
                                     int(L.font * 11), int(L.font * 8)))
        rects.append(self.menu_button.rect.inflate(L.font * 6, L.font * 2.5))
        hint_y = L.hand_y - L.hand_h * 0.6 - L.margin - L.font * 0.5
        rects.append(pygame.Rect(int(L.w * 0.15), int(hint_y - L.font * 1.2), int(L.w * 0.7),
                                 int(L.font * 2.4)))
        return rects

    def _place_tracker(self, size) -> pygame.Rect | None:
        L = self.layout_obj
        w, h = size
        obstacles = self._obstacles()
        m = L.margin
        step = max(4, L.margin)
        for y in range(m, L.h - h - m, step):
            for x in list(range(L.w - w - m, m - 1, -step)):
                r = pygame.Rect(x, y, w, h)
                if r.collidelist(obstacles) < 0:
                    return r
        return None

    def _draw_tracker(self, surface) -> None:
        if not self.app.settings.tracker or self.deal.phase not in ("play", "done"):
            self.tracker_rect = None
            return
        L, text, t = self.layout_obj, self.app.text, self.t
        played = self.played_cards()
        letters = RANK_LETTERS[t.language]
        fonts = [int(L.font * k) for k in (0.85, 0.75, 0.65)]
        if self.tracker_rect is None or self.tracker_rect.size != getattr(self, "_tracker_size", None):
            for f in fonts:
                cell = int(f * 1.05)
                name_w = max(text.render(t.suit(i), f).get_width() for i in range(4)) + f // 2
                size = (name_w + cell * 10 + f, int(f * 1.2) * 5 + f // 2)
                rect = self._place_tracker(size)
                if rect is not None:
                    break
            else:
                f = fonts[-1]
                cell = int(f * 1.05)
                name_w = max(text.render(t.suit(i), f).get_width() for i in range(4)) + f // 2
                size = (name_w + cell * 10 + f, int(f * 1.2) * 5 + f // 2)
                rect = pygame.Rect(0, 0, *size)
                rect.topright = (L.w - L.margin, self.menu_button.rect.bottom + L.font * 2)
            self.tracker_rect = rect
            self._tracker_size = rect.size
            self._tracker_font = (f, cell, name_w)
        r = self.tracker_rect
        f, cell, name_w = self._tracker_font
        draw_panel(surface, r, alpha=200)
        line = int(f * 1.2)
        x0, y = r.x + f // 2, r.y + f // 4
        text.draw(surface, t("tracker_title"), f, GOLD, topleft=(x0, y))
        text.draw(surface, "T", int(f * 0.8), DIM, topright=(r.right - f // 2, y))
        y += line
        order = [s for s in range(4) if s != self.deal.trump] + \
                ([self.deal.trump] if self.deal.trump is not None else [])
        for suit in sorted(order):
            trump = suit == self.deal.trump
            text.draw(surface, t.suit(suit), f, GOLD if trump else WHITE, topleft=(x0, y))
            for rank in range(10):
                card = suit * 10 + rank
                gone = card in played
                cx = r.x + f // 2 + name_w + rank * cell + cell // 2
                text.draw(surface, letters[rank], f, (95, 110, 100) if gone else (WHITE if not trump else GOLD),
                          center=(cx, y + line // 2 - 1))
                if gone:
                    pygame.draw.line(surface, (95, 110, 100), (cx - cell // 3, y + line // 2),
                                     (cx + cell // 3, y + line // 2 - 1), 1)
            y += line

    def _draw_hinted_card(self, surface) -> None:
        if self.hint is None or not self.human_turn():
            return
        card = self.hint[0]
        s = self.sprites.get(card)
        if s is None or s.tween is not None:
            return
        w, h = self.app.cards.card_size(s.h)
        lift = int(self.layout_obj.hand_h * 0.1) if card in (self.selected, self.hover) else 0
        r = pygame.Rect(int(s.x - w / 2), int(s.y - h / 2) - lift, int(w), int(h))
        pygame.draw.rect(surface, HINT, r.inflate(8, 8), width=4, border_radius=10)

    def open_pause(self) -> None:
        self.app.open("pause", table=self)

    def hand_hit(self, pos) -> int | None:
        seat = self.human_seat()
        if seat is None:
            return None
        for c in reversed(self.display.hands[seat]):
            s = self.sprites[c]
            w, h = self.app.cards.card_size(s.h)
            if pygame.Rect(int(s.x - w / 2), int(s.y - h / 2), w, h).collidepoint(pos):
                return c
        return None

    def handle(self, ev) -> None:
        if self.show_last and ev.kind in ("up", "key") and not (ev.kind == "key" and ev.key == "l") \
                and not self.last_button.rect.collidepoint(ev.pos):
            if ev.kind == "up" or ev.key in ("escape", "return", "space"):
                self.show_last = False
                return
        for b in self.buttons:
            if b is self.hint_button and not self.hint_offered():
                continue
            if b.handle(ev):
                return
        if self.tracker_rect is not None and ev.kind == "up" and self.tracker_rect.collidepoint(ev.pos):
            return
        if self.signals_on:
            for b in list(self.signal_buttons):
                if b.name[7:] in self.my_signals_allowed() and b.handle(ev):
                    return
        if self.deal.phase == "auction":
            for b in self.bid_buttons:
                if b.handle(ev):
                    return
        if ev.kind == "up" and self.deal.phase == "call" and self.human_turn():
            for rect, card in self.call_rects:
                if rect.collidepoint(ev.pos):
                    self.make_call(card)
                    return
        if ev.kind == "key":
            self._key(ev.key)
        elif ev.kind == "move":
            if self.drag is not None:
                card, (dx, dy), start, _ = self.drag
                if abs(ev.pos[0] - start[0]) + abs(ev.pos[1] - start[1]) > 8:
                    self.drag[3] = True
                if self.drag[3]:
                    s = self.sprites[card]
                    s.tween = None
                    s.x, s.y = ev.pos[0] + dx, ev.pos[1] + dy
                    s.z = 2000
            else:
                self.hover = self.hand_hit(ev.pos)
        elif ev.kind == "down":
            card = self.hand_hit(ev.pos)
            if card is not None and self.deal.phase == "play":
                s = self.sprites[card]
                self.drag = [card, (s.x - ev.pos[0], s.y - ev.pos[1]), ev.pos, False]
        elif ev.kind == "up":
            if self.drag is not None:
                card, _, _, moved = self.drag
                self.drag = None
                hand_top = self.layout_obj.hand_y - self.layout_obj.hand_h * 0.5
                if not moved or ev.pos[1] < hand_top:
                    if self.play_card(card):
                        return
                    if not moved and self.human_turn() and card not in self.deal.legal_moves():
                        self.banner(self.t("must_follow"), 1200)
                self._relayout(ms=self.ms(200))

    def _key(self, key: str) -> None:
        if key == "escape":
            self.open_pause()
        elif key == "l":
            self.toggle_last()
        elif key == "t":
            self.toggle_tracker()
        elif key == "h":
            self.ask_hint()
        elif key == "m":
            self.app.settings.sound = not self.app.settings.sound
            self.app.apply_settings()
        elif key.isdigit() and self.human_seat() is not None:
            hand = self.display.hands[self.human_seat()]
            i = int(key) - 1
            if 0 <= i < len(hand):
                self.selected = hand[i]
                self.hover = None
        elif key in ("left", "right") and self.human_seat() is not None:
            hand = self.display.hands[self.human_seat()]
            if hand:
                i = hand.index(self.selected) if self.selected in hand else -1
                i = (i + (1 if key == "right" else -1)) % len(hand)
                self.selected = hand[i]
                self.hover = None
        elif key in ("return", "space") and self.selected is not None:
            self.play_card(self.selected)

    # -- chiamata panels ------------------------------------------------------------------------------
    def _build_bid_panel(self) -> None:
        self.bid_buttons = []
        deal = self.deal
        if self.layout_obj is None or self.n != 5 or deal.phase != "auction":
            return
        allowed = deal.allowed_bids()
        ranks = [b for b in allowed if b not in ("pass", "carichi") and not b.startswith("2:")]
        twos = [int(b[2:]) for b in allowed if b.startswith("2:")]
        if twos:
            self.two_points = min(max(self.two_points, twos[0]), twos[-1])
        L = self.layout_obj
        bw, bh = int(L.font * 4.4), int(L.font * 1.9)
        gap = L.margin
        buttons = [Button(self.t.bid(r), (lambda r=r: self.make_bid(r)), name=f"bid:{r}") for r in ranks]
        row2 = []
        if twos:
            row2.append(Button("-", lambda: self._two_step(-1), name="two-"))
            row2.append(Button(lambda: self.t("bid_two_points", n=self.two_points),
                               lambda: self.make_bid(f"2:{self.two_points}"), name="bid:2pts"))
            row2.append(Button("+", lambda: self._two_step(1), name="two+"))
        row2.append(Button(self.t("bid_carichi"), lambda: self.make_bid("carichi"), name="bid:carichi"))
        row2.append(Button(self.t("bid_pass"), lambda: self.make_bid("pass"), name="bid:pass"))
        cx, cy = L.center
        per_row = 5
        rows = [buttons[i:i + per_row] for i in range(0, len(buttons), per_row)] + [row2]
        top = cy - (len(rows) * (bh + gap)) / 2 + L.font
        for r, row in enumerate(rows):
            widths = [bh if b.name in ("two-", "two+") else (bw * 1.5 if b.name == "bid:2pts" else bw)
                      for b in row]
            total = sum(widths) + gap * (len(row) - 1)
            x = cx - total / 2
            for b, wdt in zip(row, widths):
                b.rect = pygame.Rect(int(x), int(top + r * (bh + gap)), int(wdt), bh)
                x += wdt + gap
        self.bid_buttons = buttons + row2
        rects = [b.rect for b in self.bid_buttons]
        self.bid_panel_rect = rects[0].unionall(rects[1:]).inflate(gap * 4, gap * 4 + L.font * 3) \
            .move(0, -L.font)

    def _two_step(self, delta: int) -> None:
        twos = [int(b[2:]) for b in self.deal.allowed_bids() if b.startswith("2:")]
        if twos:
            self.two_points = min(max(self.two_points + delta, twos[0]), twos[-1])

    # -- drawing -----------------------------------------------------------------------------------------
    def _background(self, size):
        if self.background is None or self.background.get_size() != size:
            w, h = size
            bg = pygame.Surface(size).convert() if pygame.display.get_surface() else pygame.Surface(size)
            bg.fill(FELT_DARK)
            cx, cy = self.layout_obj.center
            oval = pygame.Rect(0, 0, int(w * 0.9), int(h * 0.78))
            oval.center = (int(cx), int(cy))
            pygame.draw.ellipse(bg, FELT, oval)
            pygame.draw.ellipse(bg, (40, 120, 80), oval, width=3)
            self.background = bg
        return self.background

    def draw(self, surface) -> None:
        L = self.layout_obj
        text = self.app.text
        surface.blit(self._background(surface.get_size()), (0, 0))
        self._draw_trump_info(surface)
        self._draw_labels(surface)
        cards = self.app.cards
        human = self.human_seat()
        legal = set(self.deal.legal_moves()) if self.human_turn() and self.deal.phase == "play" else set()
        hand = set(self.display.hands[human]) if human is not None else set()
        visible = self._visible_set()
        for s in sorted(self.sprites.values(), key=lambda s: s.z):
            if s.card not in visible:
                continue
            x, y, h = s.x, s.y, s.h
            lift = 0
            if s.card in hand and s.tween is None and self.drag is None:
                if s.card == self.selected or (s.card == self.hover and s.card in legal):
                    lift = int(L.hand_h * 0.1)
            surf = self._card_surface(s, cards)
            rect = surf.get_rect(center=(int(x), int(y) - lift))
            surface.blit(surf, rect)
            if s.card in hand and legal and s.card not in legal and s.tween is None:
                shade = self._shade(surf.get_size())
                surface.blit(shade, rect)
            if self.display.winner_shown is not None and (self.display.winner_shown, s.card) in self.display.table:
                pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), width=4, border_radius=8)
        if self.display.stock or self.display.trump_in_stock:
            n = len(self.display.stock) + (1 if self.display.trump_in_stock else 0)
            top = self.sprites[self.display.stock[-1]] if self.display.stock else None
            if top is not None and top.tween is None:
                label = text.render(str(n), int(L.font * 1.3), WHITE)
                badge = label.get_rect(center=(int(top.x), int(top.y))).inflate(L.font, L.font * 0.5)
                pygame.draw.rect(surface, (20, 30, 25), badge, border_radius=badge.h // 2)
                pygame.draw.rect(surface, GOLD, badge, width=2, border_radius=badge.h // 2)
                surface.blit(label, label.get_rect(center=badge.center))
        for b in self.buttons:
            if b is self.last_button and self.display.last_trick is None:
                continue
            if b is self.hint_button and not self.hint_offered():
                continue
            b.draw(surface, text)
        self._draw_code(surface)
        self._draw_hinted_card(surface)
        self._draw_tracker(surface)
        self._draw_signals(surface)
        self._draw_hint(surface)
        self._panel_top = None
        if self.n == 5:
            self._draw_chiamata_panels(surface)
        if self.show_last and self.display.last_trick is not None:
            self._draw_last_trick(surface)
        self._draw_banners(surface)

    def _draw_code(self, surface) -> None:
        """The deal's shareable code, small, under the Menu button."""
        L = self.layout_obj
        code = self.match.deal_code if self.finished_deal is None else None
        if self.finished_deal is not None and self.match.history:
            code = self.match.history[-1].get("code")
        if code:
            r = self.menu_button.rect
            self.app.text.draw(surface, self.t("code_short", code=code), int(L.font * 0.75), DIM,
                               shadow=True, topright=(r.right, r.bottom + 4))

    def _visible_set(self):
        """Cards to draw: all but those buried deep in the deck, the stock and the piles
        (unless they are moving)."""
        d = self.display
        vis = set(d.deck[:4]) | set(d.stock[-4:])
        for h in d.hands:
            vis.update(h)
        for p in d.piles:
            vis.update(p[-3:])
        vis.update(c for c, s in self.sprites.items() if s.tween is not None
                   and (c in d.deck or c in d.stock or any(c in p for p in d.piles)))
        vis.update(c for _, c in d.table)
        if d.trump_card is not None and (d.trump_in_stock or any(d.trump_card in h for h in d.hands)):
            vis.add(d.trump_card)
        return vis

    def _card_surface(self, s: Sprite, cards):
        target_h = s.target[2]
        h = int(round(s.h))
        base_h = int(target_h) if s.tween is None or (abs(s.h - target_h) < 1 and not s.flips) else None
        name = card_str(s.card)
        if base_h is not None:
            h = base_h
            if not s.face:
                return cards.back(h)
            return cards.sideways(name, h) if s.side else cards.face(name, h)
        big = int(max(target_h, s.tween.start[2] if s.tween else target_h))
        src = cards.face(name, big) if s.face else cards.back(big)
        w = max(1, int(src.get_width() * h / big))
        if s.flips:                    # turning over: narrow to an edge, then open again
            w = max(1, int(w * abs(1 - 2 * s.tween.progress)))
        surf = pygame.transform.scale(src, (w, max(1, h)))
        if s.face and s.side:
            surf = pygame.transform.rotate(surf, 90)
        return surf

    _shades: dict = {}

    def _shade(self, size):
        surf = self._shades.get(size)
        if surf is None:
            surf = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(surf, (0, 0, 0, 120), surf.get_rect(), border_radius=max(2, size[1] // 14))
            self._shades[size] = surf
        return surf

    def _draw_trump_info(self, surface) -> None:
        """The trump: a small copy of the face-up card and its suit, top left; in chiamata
        (no stock) the called card where the stock would be."""
        L, text, deal = self.layout_obj, self.app.text, self.deal
        if self.n == 5:
            if deal.phase not in ("play", "done"):
                return
            cx, cy = L.chiamata_info_pos()
            if deal.trump is None:
                text.draw(surface, self.t("no_briscola"), L.font, GOLD, shadow=True, center=(cx, cy))
                return
            surf = self.app.cards.face(card_str(deal.called_card), int(L.table_h * 0.7))
            rect = surface.blit(surf, surf.get_rect(center=(int(cx), int(cy))))
            f = int(L.font * 0.9)
            text.draw(surface, self.t("briscola"), f, GOLD, shadow=True, midtop=(cx, rect.bottom + 4))
            text.draw(surface, self.t.suit(deal.trump), f, GOLD, shadow=True,
                      midtop=(cx, rect.bottom + 4 + f))
            return
        if deal.trump is None or self.display.deck:
            return
        x, y = L.margin * 2, L.margin
        surf = self.app.cards.face(card_str(deal.trump_card), int(L.h * 0.09))
        surface.blit(surf, (x, y))
        text.draw(surface, self.t("briscola_is", suit=self.t.suit(deal.trump)), L.font, GOLD,
                  shadow=True, topleft=(x + surf.get_width() + L.margin, y + L.margin))

    def _draw_labels(self, surface) -> None:
        L, text, deal = self.layout_obj, self.app.text, self.deal
        to_act = deal.to_act if (self.idle() or self.pending) and deal.phase != "done" else None
        size = L.font
        for seat in range(self.n):
            s = self.seats[seat]
            name = self.seat_name(seat)
            if s.level and not self.demo:
                name += f" · {self.t('level_' + s.level)}"
            elif s.level:
                name += f" · {s.level}"
            tags = []
            if seat == deal.dealer:
                tags.append(self.t("dealer"))
            human = self.human_seat()
            if self.n in (4, 6) and human is not None and seat != human \
                    and deal.team_of(seat) == deal.team_of(human):
                tags.append(self.t("teammate"))
            if self.n == 5 and deal.caller == seat and deal.phase in ("play", "done"):
                if deal.called_card is not None:
                    tags.append(self.say("calls_card", seat, card=self.t.card(deal.called_card)))
                else:
                    tags.append(self.t("caller"))
                if deal.target and deal.target > 61:
                    tags.append(self.t("target", n=deal.target))
            if self.n == 5 and self.seats[seat].human and deal.phase == "play" and seat != deal.caller \
                    and deal.called_card in deal.hands[seat]:
                tags.append(self.t("secret_partner"))
            if self.n == 5 and deal.phase in ("play", "done") and deal.partner == seat \
                    and deal.partner_revealed:
                tags.append(self.t("partner"))
            x, y = L.label_pos(seat)
            surf = text.render(name, size, GOLD if seat == to_act else WHITE)
            subs = [text.render(tag, int(size * 0.8), DIM) for tag in tags]
            w = max([surf.get_width()] + [t.get_width() for t in subs]) + L.margin * 2
            hgt = surf.get_height() + sum(t.get_height() for t in subs) + L.margin
            rect = pygame.Rect(0, 0, w, hgt)
            rect.midbottom = (int(x), int(y))
            if rect.right > L.w - L.margin:
                rect.right = L.w - L.margin
            if rect.left < L.margin:
                rect.left = L.margin
            team = deal.team_of(seat) if self.n in (4, 6) else None
            color = (60, 50, 20) if seat == to_act else (10, 40, 28)
            pygame.draw.rect(surface, color, rect, border_radius=8)
            edge = GOLD if seat == to_act else ((200, 170, 90) if team == 0 else (110, 160, 220)
                                               if team == 1 else (60, 110, 80))
            pygame.draw.rect(surface, edge, rect, width=2, border_radius=8)
            surface.blit(surf, surf.get_rect(midtop=(rect.centerx, rect.y + L.margin // 2)))
            ty = rect.y + L.margin // 2 + surf.get_height()
            for sub in subs:
                surface.blit(sub, sub.get_rect(midtop=(rect.centerx, ty)))
                ty += sub.get_height()
            if self.n == 5 and deal.phase in ("auction", "call") and seat in self.bids:
                bubble = text.render(self.t.bid(self.bids[seat]), size, (30, 30, 30))
                br = self._bubble_place(bubble.get_rect().inflate(L.margin, 6), rect)
                pygame.draw.rect(surface, (240, 235, 215), br, border_radius=10)
                surface.blit(bubble, bubble.get_rect(center=br.center))
            pile = self.display.piles[seat]
            if pile:
                px, py = L.pile_pos(seat)
                text.draw(surface, self.t("pile", n=len(pile)), int(size * 0.8), DIM, shadow=True,
                          midtop=(px, py + L.pile_h * 0.5 + 2))

    def _draw_hint(self, surface) -> None:
        L, text = self.layout_obj, self.app.text
        y = L.hand_y - L.hand_h * 0.6 - L.margin - L.font * 0.5
        if self.human_turn() and self.deal.phase == "play":
            if self.hint is not None:
                lines = text.wrap(self.t("hint_says", reason=self.hint[1]), L.font, int(L.w * 0.6))
                for i, line in enumerate(reversed(lines)):
                    text.draw(surface, line, L.font, HINT, shadow=True,
                              center=(L.w * 0.5, y - i * L.font * 1.1))
                return
            n = len(self.display.hands[self.human_seat()])
            text.draw(surface, self.t("your_turn", n=n), L.font, GOLD, shadow=True, center=(L.w * 0.5, y))
        elif self.pending is not None and self.pending[3] > 300:
            text.draw(surface, self.t("thinking", name=self.seat_name(self.pending[1])), int(L.font * 0.9),
                      DIM, shadow=True, center=(L.w * 0.5, y))

    def _bubble_place(self, bubble: pygame.Rect, box: pygame.Rect) -> pygame.Rect:
        """Where a seat's bid bubble goes: beside its name box, right or left, else above it;
        never off the window nor under the player's bid panel (small windows)."""
        L = self.layout_obj
        panel = self.bid_panel_rect if (self.deal.phase == "auction" and self.bid_buttons
                                        and self.human_turn()) else None
        screen = pygame.Rect(L.margin, 0, L.w - 2 * L.margin, L.h)
        br = bubble.copy()
        for anchor, point in (("midleft", (box.right + L.margin, box.centery)),
                              ("midright", (box.left - L.margin, box.centery)),
                              ("midbottom", (box.centerx, box.top - 2)),
                              ("midtop", (box.centerx, box.bottom + 2))):
            setattr(br, anchor, point)
            if screen.contains(br) and not (panel and br.colliderect(panel)):
                return br
        br.midleft = (box.right + L.margin, box.centery)
        return br

    def _draw_chiamata_panels(self, surface) -> None:
        L, text, deal = self.layout_obj, self.app.text, self.deal
        self.call_rects = []
        if not self.human_turn():
            return
        if deal.phase == "auction" and self.bid_buttons:
            self._panel_top = self.bid_panel_rect.top
            draw_panel(surface, self.bid_panel_rect)
            text.draw(surface, self.t("your_bid"), L.font, GOLD,
                      midtop=(self.bid_panel_rect.centerx, self.bid_panel_rect.y + L.margin))
            for b in self.bid_buttons:
                b.draw(surface, text)
        elif deal.phase == "call":
            calls = deal.legal_calls()
            h = L.table_h
            w = int(self.app.cards.card_size(h)[0])
            gap = L.margin
            total = len(calls) * w + (len(calls) - 1) * gap
            panel = pygame.Rect(0, 0, max(total, int(L.w * 0.45)) + gap * 4, h + L.font * 3 + gap * 3)
            panel.center = (int(L.center[0]), int(L.center[1]))
            self._panel_top = panel.top
            draw_panel(surface, panel)
            text.draw(surface, self.t("choose_call"), L.font, GOLD, midtop=(panel.centerx, panel.y + gap))
            x = panel.centerx - total // 2
            for c in calls:
                surf = self.app.cards.face(card_str(c), h)
                r = surf.get_rect(topleft=(x, panel.y + gap * 2 + L.font))
                surface.blit(surf, r)
                self.call_rects.append((r, c))
                x += w + gap

    def _draw_last_trick(self, surface) -> None:
        L, text = self.layout_obj, self.app.text
        trick = self.display.last_trick
        h = L.table_h
        w = self.app.cards.card_size(h)[0]
        gap = L.margin
        n = len(trick.cards)
        total = n * w + (n - 1) * gap
        panel = pygame.Rect(0, 0, total + gap * 6, h + L.font * 5)
        panel.center = (int(L.center[0]), int(L.center[1]))
        dim(surface, 90)
        draw_panel(surface, panel)
        text.draw(surface, self.takes_text(trick), L.font, GOLD,
                  midtop=(panel.centerx, panel.y + gap))
        x = panel.centerx - total // 2
        for i, c in enumerate(trick.cards):
            seat = (trick.leader + i) % self.n
            surf = self.app.cards.face(card_str(c), h)
            r = surf.get_rect(topleft=(x, panel.y + gap * 2 + L.font))
            surface.blit(surf, r)
            if seat == trick.winner:
                pygame.draw.rect(surface, GOLD, r.inflate(6, 6), width=3, border_radius=8)
            text.draw(surface, self.seat_name(seat), int(L.font * 0.8), WHITE, midtop=(r.centerx, r.bottom + 4))
            x += w + gap

    def _draw_banners(self, surface) -> None:
        if not self.banners:
            return
        L, text = self.layout_obj, self.app.text
        y = L.center[1] - L.table_h * 1.0
        x = L.w * 0.5
        if self.n == 2:                           # the right half of the table is free
            x, y = L.w * 0.73, L.center[1] - L.font
        if self._panel_top is not None:           # above the auction or call panel
            y = self._panel_top - min(3, len(self.banners)) * (L.font * 1.75 + 6)
        for msg, _ in self.banners[-3:]:
            surf = text.render(msg, int(L.font * 1.15), WHITE)
            r = surf.get_rect(center=(int(x), int(y))).inflate(L.font * 1.5, L.font * 0.6)
            draw_panel(surface, r, alpha=220)
            surface.blit(surf, surf.get_rect(center=r.center))
            y += r.h + 6
