"""The prompt line above the player's hand ("Your turn", "Anna is thinking...") and the
learners' hint: with the setting on, "Hint (H)" asks the strongest computer player which
card it would play; that card is outlined in light blue and one sentence says why."""
from __future__ import annotations

import pygame

from ....engine.cards import ALL_CARDS
from ...text import DIM, GOLD, Text
from ...widgets import Button
from ..sprites import Dress, Sprite
from .base import Panel, fit_size

HINT = (120, 220, 255)
THINKING_AFTER_MS = 300      # a computer's turn this long shows "... is thinking"


class HintPanel(Panel):
    def __init__(self, table):
        super().__init__(table)
        self.button = Button(self._label, self.ask, name="hint")
        self.prompt = pygame.Rect(0, 0, 0, 0)
        self.hint: tuple[int, str] | None = None       # (card, reason) for the current turn
        self.reasons: dict[str, str] = {}
        self.asking = False

    def _label(self) -> str:
        return self.t("hint_thinking") if self.asking else self.t("hint")

    def layout(self, L, regions) -> None:
        super().layout(L, regions)
        self.button.rect = regions.hint_button
        self.prompt = regions.prompt

    def rects(self) -> list[pygame.Rect]:
        # (while the lesson's teacher holds the table no line is drawn: the bubble may go there)
        return [self.button.rect] + ([] if self.table.panels.coach.holds() else [self.prompt])

    def reset(self) -> None:
        self.hint = None
        self.asking = False

    def offered(self) -> bool:
        """The hint button shows during the player's turn to play, with the setting on (never
        at a table that teaches its own way, the lesson)."""
        table = self.table
        return (self.app.settings.hints and table.offers_hints and not table.demo
                and table.deal.phase == "play"
                and table.human_turn())

    def ask(self) -> None:
        if not self.offered() or self.asking or self.hint is not None:
            return
        self.asking = True
        self.table.request_hint()

    def answered(self, card: int, reason: str, reasons: dict[str, str] | None = None) -> None:
        self.asking = False
        self.hint = (card, reason)
        self.reasons = reasons or {}          # the reason in every language

    def card(self) -> int | None:
        """The hinted card, while the turn it was asked for lasts."""
        return self.hint[0] if self.hint is not None and self.table.human_turn() else None

    def reason(self) -> str:
        """Why, in the language shown now."""
        return self.reasons.get(self.t.language, self.hint[1])

    def handle(self, ev) -> bool:
        if ev.kind == "key" and ev.key == "h" and self.offered():
            self.ask()
            return True
        return self.offered() and self.button.handle(ev)

    def dress(self, sprite: Sprite, dress: Dress) -> None:
        if self.hint is not None and sprite.card == self.hint[0] and sprite.tween is None \
                and self.table.human_turn():
            dress.outline = HINT

    def draw(self, surface) -> None:
        L, text, table = self.L, self.app.text, self.table
        if self.offered():
            label = self.button.text()
            self.button.draw(surface, text, size=fit_size(text, label, int(self.button.rect.h * 0.5),
                                                          self.button.rect.w - 8))
        r = self.prompt
        if table.human_turn() and table.deal.phase == "play":
            if self.hint is not None:
                self._lines(surface, *self.hint_lines(), HINT)
                return
            n = len(table.shown.hands[table.human_seat()])
            line = self.t("your_turn", n=n) if n > 1 else self.t("your_turn_last")   # not "keys 1-1"
            f = fit_size(text, line, L.font, r.w)
            self._lines(surface, text, self._wrap(text, line, f)[-2:], f, GOLD)
        elif table.computer_thinking_ms() > THINKING_AFTER_MS:
            line = self.t("thinking", name=table.seat_name(table.seat_to_act()))
            f = fit_size(text, line, int(L.font * 0.9), r.w)
            self._lines(surface, text, self._wrap(text, line, f)[-2:], f, DIM)

    def hint_lines(self) -> tuple[Text, list[str], int]:
        """How the hint's sentence is drawn (text, lines, size): "Hint: ..." in two lines at
        the table's size, else in three smaller; where three are too few, the sentence
        without "Hint:" (its colour says it is one); with larger text and still too long (the
        scambio's hint at 640x480), at the usual size. No line is left out (the first one
        was: "Consiglio: Il tuo compagno sta" went missing)."""
        f, whole, reason = self.L.font, self.t("hint_says", reason=self.reason()), self.reason()
        for text in self.texts():
            for words, size, most in ((whole, f, 2), (whole, int(f * 0.8), 3), (reason, int(f * 0.8), 3)):
                lines = self._wrap(text, words, size)
                if len(lines) <= most:
                    return text, lines, size
        return text, lines, size

    def _wrap(self, text: Text, words: str, f: int) -> list[str]:
        """``words`` in the prompt's lines, broken where a reader pauses, never inside a
        card's name (review 12h C12: "Take the trick with the Knight of / Coins: ...")."""
        names = tuple(self.t.card_the(card) for card in ALL_CARDS)
        return text.wrap_phrases(words, f, self.prompt.w, keep=names)

    def _lines(self, surface, text: Text, lines: list[str], f: int, color) -> None:
        """``lines`` centred in the prompt's room, up from its foot (wrapped where even the
        least size is too wide for one line: the Italian "your turn" ran 20 px past both its
        sides at 640x480 with 6 players and larger text)."""
        r = self.prompt
        y = r.bottom - self.L.font * 0.6
        for line in reversed(lines):
            text.draw(surface, line, f, color, shadow=True, center=(r.centerx, y))
            y -= text.actual(f) * 1.05
