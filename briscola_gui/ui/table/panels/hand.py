"""The player's hand: pick a card by clicking it, dragging it onto the table, or with
the keys 1-8 (Left/Right move the choice) and Enter (with nothing chosen, Enter plays
the hinted card, and the first arrow starts from it); with scambio, drag the 7 (or 2) of
briscola onto the face-up card to exchange it. A card that may not be played now
is shaded during the player's turn; the chosen or hovered card rises."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..regions import LIFT
from ..sprites import Dress, Sprite
from .base import Panel

DRAG_THRESHOLD = 8      # pixels the pointer moves before a press becomes a drag


@dataclass
class Drag:
    card: int
    offset: tuple[float, float]      # from the pointer to the card's centre
    start: tuple[int, int]
    moved: bool = False


class HandPanel(Panel):
    def __init__(self, table):
        super().__init__(table)
        self.selected: int | None = None
        self.hover: int | None = None
        self.drag: Drag | None = None
        self.region = pygame.Rect(0, 0, 0, 0)

    def reset(self) -> None:
        self.selected = self.hover = None
        self.drag = None

    def layout(self, L, regions) -> None:
        super().layout(L, regions)
        self.region = regions.hands[0]

    def rects(self) -> list[pygame.Rect]:
        return [self.region]

    def cards(self) -> list[int]:
        seat = self.table.human_seat()
        return self.table.shown.hands[seat] if seat is not None else []

    def legal_now(self) -> set[int]:
        return set(self.table.playable_cards())

    def hit(self, pos) -> int | None:
        """The topmost card of the player's hand under ``pos``."""
        field = self.table.sprites
        for c in reversed(self.cards()):
            s = field[c]
            if s.rect(self.app.cards.card_size(s.h)).collidepoint(pos):
                return c
        return None

    # -- input ---------------------------------------------------------------------
    def handle(self, ev) -> bool:
        if ev.kind == "key":
            return self._key(ev.key)
        if ev.kind == "move":
            if self.drag is None:
                self.hover = self.hit(ev.pos)
                return False
            d = self.drag
            if abs(ev.pos[0] - d.start[0]) + abs(ev.pos[1] - d.start[1]) > DRAG_THRESHOLD:
                d.moved = True
            if d.moved:
                s = self.table.sprites[d.card]
                s.tween = None
                s.x, s.y = ev.pos[0] + d.offset[0], ev.pos[1] + d.offset[1]
                s.z = 2000
            return True
        if ev.kind == "down":
            card = self.hit(ev.pos)
            if card is None or self.table.deal.phase != "play":
                return False
            s = self.table.sprites[card]
            self.drag = Drag(card, (s.x - ev.pos[0], s.y - ev.pos[1]), ev.pos)
            return True
        if ev.kind == "up" and self.drag is not None:
            d, self.drag = self.drag, None
            if d.moved and self.table.panels.stock.drop_exchange(d.card, ev.pos):
                return True                     # the 7 (or 2) dropped on the face-up card
            hand_top = self.L.hand_y - self.L.hand_h * 0.5
            if not d.moved or ev.pos[1] < hand_top:
                if self._play(d.card, refuse=not d.moved):
                    return True
            self.table.display.relayout(ms=self.table.ms(200))
            return True
        return False

    def _play(self, card: int, refuse: bool = True) -> bool:
        """Play ``card``; one that may not be played now is refused with the reason (by
        mouse and by keyboard alike: Enter on it did nothing, the table looked dead)."""
        if self.table.play_card(card):
            return True
        if refuse and self.table.human_turn() and card not in self.legal_now():
            self.table.banners.add(lambda: self.t("must_follow"), 1200)
        return False

    def _key(self, key: str) -> bool:
        """1-8 choose a card, Left/Right move among them, Enter plays the chosen one (else
        the hinted one). A card that may not be played now (greyed: follow suit) is never
        chosen: its number says why at once, the arrows pass over it, and Enter plays the
        hinted card rather than one chosen before it was greyed (review 12h F4: the greyed
        Ace stayed raised and Enter refused even the card just hinted)."""
        hand = self.cards()
        legal = self.legal_now()
        may = [c for c in hand if not legal or c in legal]
        if key.isdigit() and len(key) == 1:
            i = int(key) - 1
            if 0 <= i < len(hand) and hand[i] not in may:
                self._play(hand[i])             # refused, with the reason
            elif 0 <= i < len(hand):
                self.selected, self.hover = hand[i], None
            return True
        if key in ("left", "right") and may:
            hinted = self.table.panels.hint.card()
            if self.selected not in may and hinted in may:      # the first arrow picks the hinted card
                self.selected, self.hover = hinted, None
                return True
            i = hand.index(self.selected) if self.selected in hand else (-1 if key == "right" else len(hand))
            step = 1 if key == "right" else -1
            i = next((i + step * k) % len(hand) for k in range(1, len(hand) + 1) if hand[(i + step * k) % len(hand)] in may)
            self.selected, self.hover = hand[i], None
            return True
        if key in ("return", "space"):
            card = self.selected if self.selected in may else None
            card = card if card is not None else self.table.panels.hint.card()
            if card is None and self.selected is not None:
                card = self.selected           # refused below, with the reason
            if card is not None:               # nothing chosen: the hinted card (its blue frame)
                self._play(card)
                return True
        return False

    # -- drawing -----------------------------------------------------------------------
    def lift(self, card: int) -> int:
        if self.drag is None and card in (self.selected, self.hover):
            if card == self.selected or card in self.legal_now():
                return int(self.L.hand_h * LIFT)
        return 0

    def dress(self, sprite: Sprite, dress: Dress) -> None:
        if sprite.card not in self.cards() or sprite.tween is not None:
            return
        dress.lift = self.lift(sprite.card)
        legal = self.legal_now()
        dress.shaded = bool(legal) and sprite.card not in legal
