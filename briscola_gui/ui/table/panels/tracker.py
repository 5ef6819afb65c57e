"""The card tracker (setting, T toggles it): the cards already played, four rows by suit
(the briscola in gold), played ranks dimmed and struck through; the 2s taken out of the
deck (3 and 6 players) leave their place empty. It goes where no other
panel is: the first free spot from the top right, at the largest size that fits. Where the
whole panel finds no room (a crowded table with larger text: at 640x480 with 4 players it
covered the deal code), it takes its compact form: no title, each suit's drawn sign in
place of its name, the letters as close as they read, at the larger text first, then at
the usual size. The table's layout keeps room for the whole panel, else for the compact one
(``rooms``), so it never has to cover anything a player reads."""
from __future__ import annotations

from typing import NamedTuple

import pygame

from ....engine import deck_for
from ...card_fallback import suit_icon
from ...text import DIM, GOLD, WHITE, Text
from ...widgets import PANEL_RADIUS, draw_panel
from ..search import free_spot
from .base import Panel

# the indices the cards themselves print (the deck styles and the plain cards), in both
# languages: 1 for the ace, F Fante/Jack, C Cavallo/Knight, R Re/King (the Rules say so);
# the Trevisane print the courts' value, 8 9 10, as the printed deck does (review 12h F3)
RANK_LETTERS = ("1", "2", "3", "4", "5", "6", "7", "F", "C", "R")
NUMBERED = RANK_LETTERS[:7] + ("8", "9", "10")
NUMBERED_COURTS = {"trevisane"}
GONE = (95, 110, 100)
FONT_SCALES = (0.85, 0.75, 0.65)
LINE = 0.95          # rows at this share of the font size: as close as the letters allow


class Placed(NamedTuple):
    """Where the tracker goes and how it is drawn there."""
    rect: pygame.Rect
    text: Text           # the window's text, or the usual size when the larger one has no room
    font: int
    cell: int
    name_w: int
    compact: bool = False    # no title; the suits' signs in place of their names


class TrackerPanel(Panel):
    def __init__(self, table):
        super().__init__(table)
        self.rect: pygame.Rect | None = None     # where it is drawn (None: hidden)
        self.obstacles: list[pygame.Rect] = []
        self.never: list[pygame.Rect] = []
        self.rather_not: list[pygame.Rect] = []
        self._placed: Placed | None = None
        self.crowded = False      # no free spot even at the usual text size: it covers a little
        self.signs: list[pygame.Rect] = []      # the compact form's suit signs as last drawn

    def layout(self, L, regions) -> None:
        super().layout(L, regions)
        self.obstacles = regions.obstacles()
        # never covered, even without room: the player's hand, plate and turn prompt (its start
        # went under the tracker at 640x480 with four players and larger text); where it can,
        # neither the others' hands and plates, the cards on the table, the stock, the
        # briscola, the banners, the buttons, the signals nor the deal code
        self.never = [regions.hands[0], regions.plates[0], regions.prompt]
        self.rather_not = regions.hands + regions.plates + regions.trick_cards + [
            r for r in (regions.stock, regions.trump_corner, regions.banners, regions.code,
                        regions.menu_button, regions.sound_button,
                        regions.tracker_button, regions.signal_buttons, regions.signal_chips) if r]
        self._placed = None

    def struck(self) -> set[int]:
        """The cards shown as played: a card still flying to the table is not struck out
        yet (it was, before it landed)."""
        shown, sprites = self.table.shown, self.table.sprites
        return shown.played() - {c for _, c in shown.table if sprites[c].tween is not None}

    def avoid(self, rects: list[pygame.Rect]) -> None:
        """More to keep clear of, after the layout (the lesson's teacher bubble and its
        banners' corner): the tracker is placed again."""
        self.obstacles = self.obstacles + rects
        self.rather_not = self.rather_not + rects
        self._placed = None

    def rects(self) -> list[pygame.Rect]:
        return [self.rect] if self.rect is not None else []

    def shown_now(self) -> bool:
        return self.app.settings.tracker and self.table.deal.phase in ("play", "done")

    def toggle(self) -> None:
        s = self.app.settings
        s.tracker = not s.tracker
        self.table.save_settings()

    def handle(self, ev) -> bool:
        if ev.kind == "key" and ev.key == "t":
            self.toggle()
            return True
        return ev.kind == "up" and self.rect is not None and self.rect.collidepoint(ev.pos)

    def _free_spot(self, size: tuple[int, int]) -> pygame.Rect | None:
        return free_spot(self.L, self.obstacles, size)

    def _least_covering(self, size: tuple[int, int]) -> pygame.Rect:
        """Where a panel of ``size`` covers the least of the others: first among the places
        clear of every hand, plate, card on the table, the stock and the briscola, button,
        signal, the banners' band and the deal code (the cards taken may go under it),
        else anywhere but the player's hand, plate and turn prompt."""
        L, (w, h) = self.L, size
        m, e = L.margin, L.edge
        for never in (self.never + self.rather_not, self.never):
            best = None
            for y in range(e, max(e + 1, L.h - h - e), max(4, m)):
                for x in range(max(e, L.w - w - e), e - 1, -max(4, m)):
                    r = pygame.Rect(x, y, w, h)
                    if r.collidelist(never) >= 0:
                        continue
                    covered = sum(c.w * c.h for c in (r.clip(o) for o in self.obstacles))
                    if best is None or covered < best[0]:
                        best = (covered, r)
            if best:
                return best[1]
        return pygame.Rect(L.w - w - e, e + L.font * 5, w, h)

    def _measure(self, text: Text, f: int, compact: bool = False) -> tuple[tuple[int, int], int, int]:
        """The panel's size, a rank's cell and the suits' column, at font ``f``; the
        compact form's cell is the widest rank letter and a small gap, its suit column a sign."""
        t = self.t
        side, top = _pads(f)
        widest = max(text.size(letter, f)[0] for letter in self.letters()) + max(2, f // 6)
        if compact:
            cell = widest
            name_w = int(f * LINE) + max(2, f // 6)        # a sign a row high
            rows, foot = 4, max(6, f // 4)     # the last sign clears the rounded corner
        else:
            cell = int(f * 0.8)        # a rank letter is about half its em wide
            if self.letters() is NUMBERED:
                cell = max(cell, widest)        # "10" is wider
            name_w = max(text.render(t.suit(i), f).get_width() for i in range(4)) + f // 2
            rows, foot = 5, max(4, f // 4)
        return (name_w + cell * 10 + 2 * side, int(f * LINE) * rows + top + foot), cell, name_w

    def letters(self) -> tuple[str, ...]:
        """The ranks' marks as the deck in use prints them."""
        return NUMBERED if self.app.settings.deck in NUMBERED_COURTS else RANK_LETTERS

    def rooms(self, window: tuple[int, int], font: int) -> list[tuple[int, int]]:
        """The room the table's layout keeps free for the tracker in a window of ``window``
        whose table font is ``font``, best first: the whole panel at its smallest, else
        the compact form at its smallest."""
        text = self.texts(window)[-1]
        f = text.actual(int(font * FONT_SCALES[-1]))
        return [self._measure(text, f)[0], self._measure(text, f, compact=True)[0]]

    def _forms(self):
        """Every form the tracker may take, largest first: the whole panel at the window's
        text (then at the usual size), then the compact one likewise."""
        for compact in (False, True):
            for text in self.texts():
                for k in FONT_SCALES:
                    yield text, text.actual(int(self.L.font * k)), compact      # measured as drawn

    def place(self) -> None:
        if self._placed is not None:
            return
        rect = None
        for text, f, compact in self._forms():
            size, cell, name_w = self._measure(text, f, compact)
            rect = self._free_spot(size)
            if rect is not None:
                break
        self.crowded = rect is None
        if rect is None:              # nowhere free (no table the tests know): where it covers the least
            rect = self._least_covering(size)
        self._placed = Placed(rect, text, f, cell, name_w, compact)

    def draw(self, surface) -> None:
        if not self.shown_now():
            self.rect = None
            return
        self.place()
        r, text, f, cell, name_w, compact = self._placed
        self.rect, self.signs = r, []
        t, deal = self.t, self.table.deal
        played = self.struck()
        in_deck = set(deck_for(deal.players, deal.rules.three_remove))
        letters = self.letters()
        draw_panel(surface, r, alpha=200)
        line = int(f * LINE)
        side, top = _pads(f)
        x0, y = r.x + side, r.y + top
        if not compact:
            text.draw(surface, t("tracker_title"), f, GOLD, topleft=(x0, y))
            text.draw(surface, "T", int(f * 0.8), DIM, topright=(r.right - side, y))
            y += line
        for suit in range(4):
            trump = suit == deal.trump
            if compact:
                sign = suit_icon(suit, line - 1, GOLD if trump else WHITE)
                self.signs.append(surface.blit(sign, sign.get_rect(midleft=(x0, y + line // 2))))
            else:
                text.draw(surface, t.suit(suit), f, GOLD if trump else WHITE, topleft=(x0, y))
            for rank in range(10):
                if suit * 10 + rank not in in_deck:
                    continue
                gone = suit * 10 + rank in played
                cx = x0 + name_w + rank * cell + cell // 2
                text.draw(surface, letters[rank], f, GONE if gone else (GOLD if trump else WHITE),
                          center=(cx, y + line // 2 - 1))
                if gone:
                    pygame.draw.line(surface, GONE, (cx - cell // 3, y + line // 2),
                                     (cx + cell // 3, y + line // 2 - 1), 1)
            y += line


def _pads(f: int) -> tuple[int, int]:
    """The room inside the panel's frame, at the sides and at the top: the title and the
    "T" clear its rounded corners (PANEL_RADIUS) at any size (at 640x480 they touched it)."""
    side = max(PANEL_RADIUS // 2, f // 2)
    return side, max(PANEL_RADIUS // 3, f // 3)
