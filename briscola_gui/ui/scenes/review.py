"""Review of a finished smazzata, step by step: every seat's hand at that moment (the
hidden cards, shown apart) and, beside it, exactly what the seat that moved could see
(its SeatView): the proof that the computer decided on its own view only."""
from __future__ import annotations

from typing import Callable

import pygame

from ...engine import card_str
from ...engine.review import declared, review
from ..scene import Scene
from ..text import DIM, GOLD, WHITE, font_size
from ..widgets import Button, draw_panel

BG = (14, 66, 44)
HIDDEN = (52, 30, 30)          # the hidden hands sit on a different, darker red panel
HIDDEN_EDGE = (170, 110, 90)
TRICK_LEAST = 44               # px: the least height of the tricks' cards (18x38 could not be read)


def signals_text(signals, name: Callable[[int], str], show: Callable[[str, int], str]) -> str:
    """The signals a seat saw, each signaller named once, each with its trick: "Marco: No
    trumps (trick 2), A low trump (trick 6)" (a "no trumps" and a low trump from one seat
    read as a contradiction without them; ``signals`` is the view's ``signals_seen`` in the
    order given; ``show`` names a signal given in a trick)."""
    by_seat: dict[int, list[str]] = {}
    for seen in signals:
        by_seat.setdefault(seen.seat, []).append(show(seen.signal, seen.trick))
    return "; ".join(f"{name(seat)}: {', '.join(shown)}" for seat, shown in by_seat.items())


class ReviewScene(Scene):
    def __init__(self, app, table, deal):
        super().__init__(app)
        self.table = table
        self.deal = deal
        self.steps = review(deal)
        self.declared = declared(self.steps)      # each accuso: its step and its trick
        self.declared_pills: list[pygame.Rect] = []
        self.index = 0
        self.prev = Button(lambda: "< " + app.t("review_prev"), lambda: self.go(-1), name="prev")
        self.next = Button(lambda: app.t("review_next") + " >", lambda: self.go(1), name="next")
        self.back = Button(lambda: app.t("back"), app.pop, name="back")
        # the move analysis of the player's own cards (none in a demo)
        self.analysis = Button(lambda: app.t("analysis"), self.open_analysis, name="analysis",
                               enabled=table.human_seat() is not None)
        self.buttons = [self.prev, self.next, self.back, self.analysis]

    def open_analysis(self) -> None:
        if self.analysis.enabled:
            self.app.open("analysis", table=self.table, deal=self.deal)

    @property
    def step(self):
        return self.steps[self.index]

    def go(self, delta: int) -> None:
        if self.steps:
            self.index = max(0, min(len(self.steps) - 1, self.index + delta))

    # -- layout ----------------------------------------------------------------
    def layout(self, size) -> None:
        w, h = size
        self.size = size
        self.font = f = font_size(size, 0.026, 13, scale=self.app.text.scale)
        m = max(8, int(h * 0.015))
        self.m = m
        top = m + int(f * 3.9)              # under the title, the move and the keys line
        bh = int(f * 2)
        bottom = h - bh - m * 2
        self.left = pygame.Rect(m, top, int(w * 0.42) - m, bottom - top)
        self.right = pygame.Rect(self.left.right + m, top, w - self.left.right - m * 2, bottom - top)
        bw = int(f * 8)
        y = h - m - bh
        self.prev.rect = pygame.Rect(w // 2 - bw - bw // 2 - m, y, bw, bh)
        self.next.rect = pygame.Rect(w // 2 - bw // 2, y, bw, bh)
        self.back.rect = pygame.Rect(w // 2 + bw // 2 + m, y, bw, bh)
        self.analysis.rect = pygame.Rect(w - m - bw, y, bw, bh)
        if self.analysis.rect.left < self.back.rect.right + m:     # narrow: above the others
            self.analysis.rect.bottomright = (w - m, y - m // 2)
    # -- input ---------------------------------------------------------------------
    def handle(self, ev) -> None:
        for b in self.buttons:
            if b.handle(ev):
                return
        if ev.kind == "key":
            if ev.key in ("right", "space", "return"):
                self.go(1)
            elif ev.key == "left":
                self.go(-1)
            elif ev.key == "home":
                self.index = 0
            elif ev.key == "end":
                self.go(len(self.steps))
            elif ev.key == "escape":
                self.app.pop()
            elif ev.key == "a":
                self.open_analysis()
        elif ev.kind == "wheel":
            self.go(-ev.dy)

    # -- text -------------------------------------------------------------------------
    def name(self, seat: int) -> str:
        return self.table.seat_name(seat)

    def move_text(self, step) -> str:
        """The move, and the points it declares with it: "Giulia plays the Ace of Coins,
        declaring Cups +40"."""
        t = self.app.t
        said = [t("review_declaring", suit=t.suit(suit), p=p)
                for (_, suit, p), (at, _) in self.declared.items() if at == step.index]
        return ", ".join([self._move_words(step)] + said)

    def _move_words(self, step) -> str:
        t, say = self.app.t, self.table.say      # "You play ...", not "You plays ..."
        if step.kind == "play":
            return say("review_plays", step.seat, card=t.card_the(step.move))   # "l'Asso di..."
        if step.kind == "call":
            return say("review_calls", step.seat, card=t.card_the(step.move))
        if step.kind == "exchange":          # scambio: the view still shows the card taken
            return say("review_exchanges", step.seat, gave=t.card_the(step.move),
                       took=t.card_the(step.view.trump_card))
        return say("review_bids", step.seat, bid=t.bid(step.move))

    def teams_text(self, view) -> str:
        t = self.app.t
        sides = []
        for team in view.teams:
            if not team:
                sides.append("?")
            else:
                sides.append(" + ".join(self.name(s) for s in team))
        if self.deal.players == 3 or all(len(team) == 1 for team in view.teams):
            return t("review_each_alone")
        return "  /  ".join(sides)

    # -- drawing ------------------------------------------------------------------------
    def _height_for_width(self, width: float, count: int, step_frac: float) -> float:
        """The card height at which ``count`` cards in a row (``step_frac`` apart) fill ``width``."""
        w100, h100 = self.app.cards.card_size(100)
        return width / (w100 / h100 * (1 + step_frac * (max(1, count) - 1)))

    def _wrapped(self, surface, line: str, size: int, x: int, y: int, right: int) -> int:
        """``line`` on as many lines as it needs to stay left of ``right``; the next y."""
        text = self.app.text
        step = int(size * 1.3)
        for part in text.wrap(line, size, right - x):
            text.draw(surface, part, size, WHITE, topleft=(x, y))
            y += step
        return y

    def cards_row(self, surface, cards, x, y, h, step_frac=1.08, mark=None, max_w=None) -> int:
        """Draw ``cards`` left to right from (x, y); returns the right edge."""
        faces = self.app.cards
        cw = faces.card_size(h)[0]
        step = cw * step_frac
        if max_w and len(cards) > 1 and cw + step * (len(cards) - 1) > max_w:
            step = max(cw * 0.3, (max_w - cw) / (len(cards) - 1))
        right = x
        for i, c in enumerate(cards):
            surf = faces.face(card_str(c), h)
            r = surf.get_rect(topleft=(int(x + i * step), int(y)))
            surface.blit(surf, r)
            if mark is not None and c == mark:
                pygame.draw.rect(surface, GOLD, r.inflate(4, 4), width=3, border_radius=6)
            right = r.right
        return right

    def draw(self, surface) -> None:
        surface.fill(BG)
        w, h = self.size
        text, t, f, m = self.app.text, self.app.t, self.font, self.m
        if not self.steps:
            text.draw(surface, t("review_empty"), f, WHITE, center=(w // 2, h // 2))
            for b in self.buttons:
                b.draw(surface, text)
            return
        step = self.step
        self.declared_pills = []          # the points declared, on the tricks' cards, as drawn
        text.draw(surface, t("review_title", k=self.index + 1, n=len(self.steps)), int(f * 1.3), GOLD,
                  midtop=(w // 2, m))
        text.draw(surface, self.move_text(step), int(f * 1.1), WHITE, midtop=(w // 2, m + int(f * 1.6)))
        text.draw(surface, t("review_keys"), int(f * 0.75), DIM, midtop=(w // 2, m + int(f * 2.8)))
        self._draw_hidden(surface, step)
        self._draw_view(surface, step)
        for b in self.buttons:
            b.draw(surface, text)

    def _draw_hidden(self, surface, step) -> None:
        text, t, f, m = self.app.text, self.app.t, self.font, self.m
        r = self.left
        pygame.draw.rect(surface, HIDDEN, r, border_radius=12)
        pygame.draw.rect(surface, HIDDEN_EDGE, r, width=2, border_radius=12)
        text.draw(surface, t("review_hidden"), f, (255, 200, 180), topleft=(r.x + m, r.y + m // 2))
        text.draw(surface, t("review_hidden_sub"), int(f * 0.75), DIM, topleft=(r.x + m, r.y + m // 2 + f))
        n = self.deal.players
        y0 = r.y + m + int(f * 2)
        row = (r.bottom - m - y0) / n
        most = min(4, max(len(hand) for hand in step.hands))    # longer hands overlap
        ch = int(min(row - f * 1.1, r.h * 0.2, self._height_for_width(r.w - m * 2, most, 1.08)))
        for seat in range(n):
            y = y0 + seat * row
            color = GOLD if seat == step.seat else WHITE
            text.draw(surface, self.name(seat), int(f * 0.85), color, topleft=(r.x + m, int(y)))
            hand = list(step.hands[seat])
            self.cards_row(surface, hand, r.x + m, y + f, ch, mark=step.move if seat == step.seat else None,
                           max_w=r.w - m * 2)

    def _draw_view(self, surface, step) -> None:
        text, t, f, m = self.app.text, self.app.t, self.font, self.m
        v = step.view
        r = self.right
        draw_panel(surface, r)
        x = r.x + m
        y = r.y + m // 2
        text.draw(surface, self.table.say("review_saw", step.seat), f, GOLD, topleft=(x, y))
        y += int(f * 1.1)
        text.draw(surface, t("review_saw_sub"), int(f * 0.75), DIM, topleft=(x, y))
        y += int(f * 1.2)
        if v.trump is not None:
            line = t("briscola_is", suit=t.suit(v.trump))
        elif v.players == 5 and v.phase in ("auction", "call"):
            line = t("review_auction", bids=", ".join(f"{self.name(s)} {t.bid(b)}" for s, b in v.auction)
                     or "-")
        else:
            line = t("no_briscola")
        if v.players != 5:
            line += "   " + t("review_stock", n=v.stock)
        y = self._wrapped(surface, line, int(f * 0.85), x, y, r.right - m)   # a long auction wraps
        y = self._wrapped(surface, t("review_teams", teams=self.teams_text(v)), int(f * 0.85), x, y, r.right - m)
        if v.signals_seen:
            sig = signals_text(v.signals_seen, self.name,
                               lambda g, n: t("review_signal_at", what=t("signal_" + g), n=n))
            y = self._wrapped(surface, t("review_signals", signals=sig), int(f * 0.8), x, y, r.right - m)
        if v.accusi:                 # the points declared so far (in the count, never on the cards)
            said = ", ".join(t("review_accuso", name=self.name(s), suit=t.suit(suit), p=p)
                             for s, suit, p in v.accusi)
            y = self._wrapped(surface, t("review_accusi", accusi=said), int(f * 0.8), x, y, r.right - m)
        avail = r.bottom - y - m
        hand_h = int(min(avail * 0.3, r.w * 0.2, self._height_for_width(r.w * 0.55, 3, 1.08)))
        cw = self.app.cards.card_size(hand_h)[0]
        natural = cw * (1 + 1.08 * (len(v.hand) - 1)) if v.hand else cw
        y += f // 4                               # clear of the wrapped line above
        text.draw(surface, self.table.say("review_its_hand", step.seat), int(f * 0.85), DIM, topleft=(x, y))
        y += int(f * 0.95)
        if natural <= r.w * 0.55:                 # hand and table side by side
            right = self.cards_row(surface, list(v.hand), x, y, hand_h, mark=step.move, max_w=r.w * 0.55)
            tx, ty = max(right + m * 3, r.x + int(r.w * 0.6)), y
        else:                                     # a long hand gets its own row
            self.cards_row(surface, list(v.hand), x, y, hand_h, mark=step.move, max_w=r.w - m * 2)
            y += hand_h + m + int(f * 0.95)
            hand_h = int(hand_h * 0.8)
            tx, ty = x, y
        text.draw(surface, t("review_table"), int(f * 0.85), DIM, topleft=(tx, ty - int(f * 0.95)))
        if v.table:
            self.cards_row(surface, list(v.table), tx, ty, int(hand_h * 0.8) if tx != x else hand_h,
                           max_w=r.right - m - tx)
        else:
            text.draw(surface, "-", f, DIM, topleft=(tx, ty))
        y += hand_h + m
        shown = self._draw_tricks(surface, v, pygame.Rect(x, y + int(f * 1.0), r.w - m * 2,
                                                          r.bottom - m - y - int(f * 1.0)),
                                   least=min(hand_h * 0.8, max(TRICK_LEAST, f * 2.6)))
        head = t("review_tricks", n=len(v.tricks))
        if shown < len(v.tricks):                  # the earlier ones are a step back away
            head += "  " + (t("review_tricks_last", k=shown) if shown > 1 else t("review_tricks_last_one"))
        text.draw(surface, head, int(f * 0.85), DIM, topleft=(x, y))

    def trick_grid(self, players: int, count: int, area: pygame.Rect, least: float) -> tuple[int, int, int]:
        """(card height, tricks to a row, tricks shown) for ``count`` tricks in ``area``: all of
        them, as large as fits, but no card smaller than ``least`` (at the end of a chiamata 35
        cards of 18 px could not be read); then only the latest that fit."""
        cards, gap = self.app.cards, self.m * 2
        least = int(min(least, area.h))

        def grid(ch: int) -> tuple[int, int]:
            cw = cards.card_size(ch)[0]
            group = cw + cw * 1.03 * (players - 1)
            per_row = max(1, int((area.w + gap) // (group + gap))) if group <= area.w else 0
            rows = max(0, (area.h + gap // 2) // (ch + gap // 2))
            return per_row, per_row * rows

        ch = int(min(area.h, self.size[1] * 0.16, self._height_for_width(area.w, players, 1.03)))
        while ch > least and grid(ch)[1] < count:
            ch -= 2
        ch = max(ch, least)
        per_row, room = grid(ch)
        while room < 1 and ch > 12:                # never nothing: one trick, smaller
            ch -= 2
            per_row, room = grid(ch)
        return ch, max(1, per_row), min(count, max(1, room))

    def _draw_tricks(self, surface, v, area: pygame.Rect, least: float) -> int:
        """The tricks so far as small groups of cards, the winner's card outlined, the latest
        last; how many are drawn."""
        tricks = v.tricks
        if not tricks or area.h < 10:
            return len(tricks)
        n, gap = v.players, self.m * 2
        ch, per_row, shown = self.trick_grid(n, len(tricks), area, least)
        cw = self.app.cards.card_size(ch)[0]
        group = cw + cw * 1.03 * (n - 1)
        first = len(tricks) - shown
        for i, tr in enumerate(tricks[first:]):
            gx = area.x + (i % per_row) * (group + gap)
            gy = area.y + (i // per_row) * (ch + gap // 2)
            win = tr.cards[(tr.winner - tr.leader) % n]
            self.cards_row(surface, list(tr.cards), gx, gy, ch, step_frac=1.03, mark=win)
            for (seat, _, p), (_, at) in self.declared.items():   # declared in this trick: on its card
                if at == first + i:
                    self._draw_declared(surface, f"+{p}", gx + cw * 1.03 * ((seat - tr.leader) % n), gy, cw)
        return shown

    def _draw_declared(self, surface, words: str, x: float, y: int, cw: int) -> None:
        """A gold pill with the points declared on the top edge of the card at ``x``."""
        text, size = self.app.text, int(self.font * 0.75)
        pill = pygame.Rect((0, 0), text.size(words, size)).inflate(6, 2)
        pill.center = (int(x + cw / 2), y + pill.h // 4)
        self.declared_pills.append(pill)
        pygame.draw.rect(surface, GOLD, pill, border_radius=pill.h // 2)
        text.draw(surface, words, size, (30, 20, 5), center=pill.center)
