"""Partners' signals (4 players, option "Partners' signals"): from the second trick the
player's buttons offer exactly the signals true of its hand not given yet; the partner's
signals show beside its hand, under the trick they were given in (a "no trumps" from
trick 2 is stale once a trump was drawn). Opponents' signals are never shown.

Every signal the partner gave this smazzata stays readable: the chips flow side by side
under a "Trick 2:" label (with larger text at 640x480 the column is wide and short, and one
chip a row showed only the newest), at the largest size that fits; where even the least
size does not, the newest rows show and the wheel or a click on the list brings the
older ones (an arrow by the title says some are out of view).
By keyboard: Up/Down or Tab put a gold ring on a signal button, Enter gives it; Left/Right
or a number go back to the hand."""
from __future__ import annotations

from typing import NamedTuple

import pygame

from ...text import GOLD, Text
from ...widgets import Button, FocusList, draw_focus_ring
from .base import Panel, fit_size

CHIP = (240, 235, 215)
CHIP_TEXT = (30, 30, 30)
ROW_GAP = 3


class Item(NamedTuple):
    """One thing in the flow of the partner's signals: a trick's label or a signal's chip."""
    chip: bool
    lines: tuple[str, ...]
    w: int
    h: int


class Flow(NamedTuple):
    """The partner's signals laid out in rows at one font size of one ``Text``."""
    text: Text
    size: int
    rows: list[list[Item]]
    heights: list[int]
    widest: int              # the widest row (a word longer than its room makes one too wide)

    def height(self) -> int:
        return sum(self.heights) + ROW_GAP * (len(self.rows) - 1)

    def most_lines(self) -> int:
        """The lines of the most wrapped chip."""
        return max([len(item.lines) for row in self.rows for item in row if item.chip] + [1])


class SignalsPanel(Panel):
    def __init__(self, table):
        super().__init__(table)
        self.buttons: list[Button] = []
        self.button_area: pygame.Rect | None = None
        self.chip_area: pygame.Rect | None = None
        self.chips_drawn: list[pygame.Rect] = []      # the partner's chips as last drawn
        self.hidden = 0          # rows of older signals out of view (the list is too long)
        self.back = 0            # how many rows the player scrolled back from the newest
        self._seen = 0           # signals seen: a new one brings the newest rows back
        self.list_rect: pygame.Rect | None = None     # the rows as last drawn (wheel and click)
        self.arrows: list[pygame.Rect] = []          # by the title: rows out of view above, below
        self.focus = FocusList(self.buttons)

    def layout(self, L, regions) -> None:
        super().layout(L, regions)
        self.button_area = regions.signal_buttons
        self.chip_area = regions.signal_chips
        self.buttons = []
        self.focus.widgets, self.focus.index = self.buttons, -1

    def rects(self) -> list[pygame.Rect]:
        return [r for r in (self.button_area, self.chip_area) if r is not None]

    def on(self) -> bool:
        return self.table.signals_on

    def allowed(self) -> list[str]:
        return self.table.my_signals_allowed()

    def _buttons(self) -> list[Button]:
        allowed = self.allowed()
        if [b.name for b in self.buttons] != [f"signal:{s}" for s in allowed]:
            L, area = self.L, self.button_area
            bh = int(L.font * 1.6)
            self.buttons = []
            for i, sig in enumerate(reversed(allowed)):
                b = Button((lambda sig=sig: self.t("signal_" + sig)), (lambda sig=sig: self.table.give_signal(sig)),
                           name=f"signal:{sig}")
                b.rect = pygame.Rect(area.x, area.bottom - (i + 1) * (bh + 4), area.w, bh)
                self.buttons.append(b)
            self.buttons.reverse()
            self.focus.widgets, self.focus.index = self.buttons, -1
        return self.buttons

    def handle(self, ev) -> bool:
        if not self.on():
            return False
        if self._scroll(ev):
            return True
        allowed = self.allowed()
        buttons = list(self._buttons())
        if ev.kind == "key":
            return self._key(ev)
        return any(b.name[7:] in allowed and b.handle(ev) for b in buttons)

    def _key(self, ev) -> bool:
        """Up/Down/Tab ring a signal (the hand's choice let go), Enter gives it; the hand's
        own keys take the ring away."""
        if ev.key in ("up", "down", "tab") and self.buttons:
            self.focus.handle(ev)
            self.table.panels.hand.selected = None
            return True
        if self.focus.focused() is None:
            return False
        if ev.key in ("return", "space"):
            return self.focus.handle(ev)
        if ev.key in ("left", "right") or ev.key.isdigit():
            self.focus.set(-1)
        return False

    def _scroll(self, ev) -> bool:
        """Where the partner's list is longer than its room: the wheel (nothing else on the
        table takes it) moves through its rows, up to the older; a click on the list goes a
        row further back, and from the oldest to the newest again."""
        if self.hidden + self.back == 0:
            return False
        rows = self.hidden + self.back              # the rows that may be out of view
        if ev.kind == "wheel" and ev.dy:
            self.back = max(0, min(rows, self.back + ev.dy))
        elif ev.kind == "up" and self.list_rect is not None and self.list_rect.collidepoint(ev.pos):
            self.back = self.back + 1 if self.hidden else 0
        else:
            return False
        self.hidden = rows - self.back
        return True

    def draw(self, surface) -> None:
        if not self.on() or self.button_area is None:
            return
        L, text = self.L, self.app.text
        buttons = self._buttons()
        if buttons:
            top = buttons[0].rect
            text.draw(surface, self.t("your_signals"), int(L.font * 0.8), GOLD, shadow=True,
                      midbottom=(top.centerx, top.top - 2))
            for b in buttons:
                b.draw(surface, text, size=fit_size(text, b.text(), int(L.font * 0.8), b.rect.w - 6))
            if self.focus.focused() is not None:
                draw_focus_ring(surface, self.focus.focused().rect)
        self._draw_chips(surface)

    # -- the partner's signals ------------------------------------------------------------
    def flow(self, sigs: list[tuple[int, str]], text: Text, f: int, width: int, above: bool = False) -> Flow:
        """``sigs`` in rows ``width`` wide at font ``f``: a trick's label, then its
        signals' chips side by side (a chip too wide for the row wraps its words);
        ``above``: each label on a row of its own over its chips (a narrow column)."""
        gap = max(4, f // 3)
        pad_x, pad_y = int(f * 0.8), max(3, int(f * 0.2))
        units: list[tuple[Item, Item]] = []          # (its trick's label, a chip)
        for trick in sorted({n for n, _ in sigs}):
            words = self.t("signal_trick", n=trick)
            label = Item(False, (words,), *text.size(words, f))
            for n, sig in sigs:
                if n == trick:
                    room = width - pad_x - (0 if above else label.w + gap)
                    lines = tuple(text.wrap_even(self.t("signal_" + sig), f, room))
                    w = max(text.size(line, f)[0] for line in lines) + pad_x
                    h = sum(text.size(line, f)[1] for line in lines) + pad_y * (1 if len(lines) == 1 else 2)
                    units.append((label, Item(True, lines, w, h)))
        # every row begins with the label of its first chip's trick: a row read alone (the
        # older ones out of view) still says when its signals were given
        rows: list[list[Item]] = []
        x, last = width + 1, None
        for label, chip in units:
            if rows and label == last and rows[-1] != [label] and x + gap + chip.w <= width:
                rows[-1].append(chip)
                x += gap + chip.w
            elif above:                  # under its label, the label's row above once per trick
                rows += ([] if label == last else [[label]]) + [[chip]]
                x = chip.w
            else:
                rows.append([label, chip])
                x = label.w + gap + chip.w
            last = label
        gap_w = max(4, f // 3)
        widest = max([sum(item.w for item in row) + gap_w * (len(row) - 1) for row in rows] + [0])
        return Flow(text, f, rows, [max(item.h for item in row) for row in rows], widest)

    def _fitting(self, sigs: list[tuple[int, str]], title: str, area: pygame.Rect) -> tuple[int, Flow]:
        """The title's size and the flow at the largest size where both fit ``area`` (with
        larger text, at the usual size before the least larger one leaves rows unseen),
        else at the least size."""
        start = int(self.L.font * 0.8)
        fitting = None
        for text in self.texts():
            for f in range(max(start, text.least), text.least - 1, -1):     # (start may be under it)
                head = fit_size(text, title, f, area.w - f * 2, smallest=text.least)   # and its arrows
                for above in (False, True):
                    flow = self.flow(sigs, text, f, area.w, above)
                    if text.size(title, head)[1] + 2 + flow.height() <= area.h and flow.widest <= area.w:
                        # a chip in at most two lines where a smaller size or the labels above
                        # allow ("A / non-trump / Ace or / Three" beside "Trick 2:" in a narrow
                        # column at 1280x800 with larger text)
                        if flow.most_lines() <= 2:
                            return head, flow
                        fitting = fitting or (head, flow)
        if fitting:
            return fitting
        text = self.texts()[-1]
        return fit_size(text, title, text.least, area.w), self.flow(sigs, text, text.least, area.w)

    def _draw_chips(self, surface) -> None:
        sigs = self.table.partner_signals()
        mate = self.table.partner_seat()
        self.chips_drawn, self.list_rect, self.arrows = [], None, []
        if not sigs or mate is None:
            self.hidden = self.back = self._seen = 0
            return
        if len(sigs) != self._seen:          # a new signal: the newest rows in view again
            self._seen, self.back = len(sigs), 0
        area = self._uncovered(self.chip_area)
        title = self.t("signals_of", name=self.table.seat_name(mate))
        size, flow = self._fitting(sigs, title, area)
        text = flow.text
        head = text.draw(surface, title, size, GOLD, shadow=True, topleft=(area.x, area.y))
        room = pygame.Rect(area.x, head.bottom + 2, area.w, area.bottom - head.bottom - 2)
        # the rows that fit, ending ``back`` rows before the newest
        end = len(flow.rows) - self.back
        start, used = end, 0
        while start > 0 and used + flow.heights[start - 1] + (ROW_GAP if used else 0) <= room.h:
            used += flow.heights[start - 1] + (ROW_GAP if used else 0)
            start -= 1
        start = min(start, end - 1)           # the newest row always shows
        self.hidden = start
        # older (or newer) rows out of view: arrows by the title say so
        x, u = head.right + head.h // 2, max(3, head.h // 3)
        for up in [True] * bool(start) + [False] * bool(self.back):
            tip, base = head.centery + (-u if up else u), head.centery + (u if up else -u)
            pygame.draw.polygon(surface, GOLD, [(x, base), (x + u * 2, base), (x + u, tip)])
            self.arrows.append(pygame.Rect(x, head.centery - u, u * 2, u * 2))
            x += u * 3
        self.list_rect = room
        y = room.y
        for row, h in zip(flow.rows[start:end], flow.heights[start:end]):
            self._draw_row(surface, row, flow, room.x, y, h)
            y += h + ROW_GAP

    def _uncovered(self, area: pygame.Rect) -> pygame.Rect:
        """``area`` cut above a box drawn over the table (the end-of-smazzata sheet): the
        column ran down under it and hid the partner's newest signal; its rows are fitted
        to what shows, the newest always among them."""
        area = area.copy()
        for box in self.app.covered(self.table):
            if box.colliderect(area) and box.top > area.top:
                area.height = box.top - self.L.margin // 2 - area.top
        return area

    def _draw_row(self, surface, row: list[Item], flow: Flow, x: int, y: int, h: int) -> None:
        text, f = flow.text, flow.size
        gap = max(4, f // 3)
        for item in row:
            box = pygame.Rect(x, y + (h - item.h) // 2, item.w, item.h)
            if item.chip:
                radius = box.h // 2 if len(item.lines) == 1 else f // 2    # a wrapped chip's words clear its corners
                pygame.draw.rect(surface, CHIP, box, border_radius=radius)
                pygame.draw.rect(surface, GOLD, box, width=2, border_radius=radius)
                ty = box.centery - sum(text.size(line, f)[1] for line in item.lines) // 2
                for line in item.lines:
                    ty = text.draw(surface, line, f, CHIP_TEXT, midtop=(box.centerx, ty)).bottom
                self.chips_drawn.append(box)
            else:
                text.draw(surface, item.lines[0], f, GOLD, shadow=True, topleft=box.topleft)
            x += item.w + gap
