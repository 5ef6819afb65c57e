"""The Statistics screen's chart of matches: every match the player finished, however many.

A bar chart shows a window of matches, as many as the width lets each bar and its number be
read (Left/Right, Page Up/Down, Home/End, the wheel or the < > buttons move it), numbered
along its axis. When the bars cannot show them all, a strip under them holds every match,
oldest on the left: one coloured stripe each when they fit, otherwise each pixel column
shares its height between the results of the matches it stands for (won, drawn, lost); the
matches in the bar chart are framed there, and a click or a drag on the strip brings the
chart to that place. When every match has its bar there is no strip and no < > (a
strip of one lost match read as a huge red bar, arrows that did nothing), and the bars
take that height too."""
from __future__ import annotations

import pygame

from .text import DIM, GOLD, WHITE
from .widgets import Button

WON = (240, 200, 90)
LOST = (205, 96, 80)
DRAWN = (110, 160, 220)
COLOURS = {"won": WON, "lost": LOST, "drawn": DRAWN}
STACK = ("won", "drawn", "lost")        # the strip's columns, bottom to top
MIN_BAR = 0.08                          # the shortest bar, as a share of the chart's height
SLOT_EMS = 1.9                          # a bar's slot is at least this many font sizes wide
MOST_BARS = 40
TICK_STEPS = (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000)


class MatchChart:
    """The bars of a window of ``matches`` (records of ``Stats.matches()``, oldest first)
    and the strip of them all."""

    def __init__(self, matches: list[dict]):
        self.matches = matches
        self.first = 0                        # the index of the first match in the bars
        self.per_page = 20
        self.newest = True                    # keep the newest in view across a re-layout
        self.dragging = False
        self.rect = self.area = self.strip = pygame.Rect(0, 0, 0, 0)
        self.font = 13
        self.prev_button = Button("<", lambda: self.scroll(-self.per_page), name="chart_prev")
        self.next_button = Button(">", lambda: self.scroll(self.per_page), name="chart_next")
        self._strip_picture: pygame.Surface | None = None

    # -- where things go -------------------------------------------------------------------
    def layout(self, rect: pygame.Rect, font: int) -> None:
        f = self.font = font
        self.rect = rect
        top = rect.y + int(f * 1.7)                               # under the title and legend
        width = rect.w - f * 4
        self.per_page = max(1, min(MOST_BARS, int(width // (f * SLOT_EMS))))
        strip_h = max(8, int(f * 0.8)) if self.scrolls() else 0
        below = int(f * 1.3) + strip_h + int(f * (2 if strip_h else 1.7))   # axis numbers, strip, note
        self.area = pygame.Rect(rect.x + f * 2, top + int(f * 0.4), width,
                                max(0, rect.bottom - top - int(f * 0.4) - below))
        self.strip = pygame.Rect(self.area.x, self.area.bottom + int(f * 1.3), self.area.w, strip_h)
        side = pygame.Rect(0, 0, int(f * 1.5), int(f * 1.5))
        self.prev_button.rect = side.copy()
        self.prev_button.rect.midright = (self.strip.x - f // 3, self.strip.centery)
        self.next_button.rect = side.copy()
        self.next_button.rect.midleft = (self.strip.right + f // 3, self.strip.centery)
        self._strip_picture = None
        self.show(len(self.matches) - self.per_page if self.newest else self.first)

    def scrolls(self) -> bool:
        """More matches than bars: the strip and the < > buttons are there."""
        return len(self.matches) > self.per_page

    def visible(self) -> bool:
        return self.area.h >= self.font * 2 and self.area.w > 0

    # -- moving through the matches ------------------------------------------------------------
    def show(self, first: int) -> None:
        """Bring match ``first`` (an index) to the left end of the bars."""
        last_first = max(0, len(self.matches) - self.per_page)
        self.first = max(0, min(last_first, int(first)))
        self.newest = self.first == last_first

    def scroll(self, by: int) -> None:
        self.show(self.first + by)

    def shown(self) -> range:
        """The indices of the matches in the bars."""
        return range(self.first, min(len(self.matches), self.first + self.per_page))

    def _strip_index(self, x: int) -> int:
        n = len(self.matches)
        return int((x - self.strip.x) * n / max(1, self.strip.w))

    def handle(self, ev) -> bool:
        """Keys, the wheel, the buttons and the strip; True when the chart took ``ev``."""
        if not self.scrolls():
            return False
        if self.prev_button.handle(ev) or self.next_button.handle(ev):
            return True
        if ev.kind == "key":
            page = self.per_page
            step = {"left": -1, "right": 1, "page up": -page, "page down": page,
                    "home": -len(self.matches), "end": len(self.matches)}.get(ev.key)
            if step is None:
                return False
            self.scroll(step)
            return True
        if ev.kind == "wheel" and ev.dy:
            self.scroll(-ev.dy * max(1, self.per_page // 4))
            return True
        grab = self.strip.inflate(0, self.font)
        if ev.kind == "down" and grab.collidepoint(ev.pos):
            self.dragging = True
        if self.dragging and ev.kind in ("down", "move", "up"):
            self.show(self._strip_index(ev.pos[0]) - self.per_page // 2)
            if ev.kind == "up":
                self.dragging = False
            return True
        return False

    # -- the bars -------------------------------------------------------------------------
    def _span(self) -> tuple[int, int]:
        values = [self.matches[i]["points"] for i in self.shown()]
        return max([1] + values), min([0] + values)

    def _hangs(self, i: int) -> bool:
        """Whether match ``i``'s bar hangs under zero: every lost match's (a chiamata's
        negative total, or the smazzate won in a lost 2-player match: it stood up from zero
        beside the chiamata losses hanging down, review 12g N4)."""
        m = self.matches[i]
        return m["result"] == "lost" or m["points"] < 0

    def _any_hangs(self) -> bool:
        return any(self._hangs(i) for i in self.shown())

    def slot(self) -> float:
        return self.area.w / self.per_page

    def plot(self) -> pygame.Rect:
        """The bars' room: the chart's area less a line for the numbers above the bars, and
        one below when a bar hangs under zero (its number goes under it, above the axis)."""
        line = self.line()
        area = self.area
        return pygame.Rect(area.x, area.y + line, area.w, max(2, area.h - line - (line if self._any_hangs() else 0)))

    def baseline(self) -> int:
        """The y of the zero line (negative chiamata totals hang under it)."""
        area = self.plot()
        top, low = self._span()
        base = area.bottom - int(area.h * (-low) / (top - low))
        least = max(4, int(area.h * MIN_BAR))
        if self._any_hangs():                        # room for the shortest bar both ways
            base = min(base, area.bottom - least)
        return max(base, area.top + least)

    def bars(self) -> list[pygame.Rect]:
        """One bar per match shown, in order. Height follows the points, but never less
        than ``MIN_BAR`` of the chart: a match lost with no smazzata won is a short bar of
        its colour, not an invisible one. A lost match's hangs under zero (``_hangs``);
        one with no negative total, the shortest."""
        area = self.plot()
        top, low = self._span()
        span = top - low
        base = self.baseline()
        slot = self.slot()
        bw = max(3, int(slot * 0.7))
        least = max(4, int(area.h * MIN_BAR))
        out = []
        for k, i in enumerate(self.shown()):
            v, down = self.matches[i]["points"], self._hangs(i)
            room = area.bottom - base if down else base - area.top
            hgt = min(room, max(least, int(area.h * -min(0, v) / span) if down else int(area.h * v / span)))
            x = int(area.x + k * slot + (slot - bw) / 2)
            out.append(pygame.Rect(x, base if down else base - hgt, bw, hgt))
        return out

    def ticks(self, text) -> list[int]:
        """The indices of the shown matches numbered on the axis: every k-th (1, 2, 5, 10,
        ...), the least k whose numbers do not touch."""
        size = self.tick_size()
        widest = text.font(size).size(str(len(self.matches)))[0] + self.font
        step = next((k for k in TICK_STEPS if k * self.slot() >= widest), TICK_STEPS[-1])
        return [i for i in self.shown() if (i + 1) % step == 0 or step == 1]

    def tick_size(self) -> int:
        return max(10, int(self.font * 0.75))

    def line(self) -> int:
        """The height of a line of the axis' numbers (a bar's number, above or under it)."""
        return int(self.tick_size() * 1.35) + 2

    # -- the strip of every match ------------------------------------------------------------
    def strip_columns(self) -> list[dict]:
        """Per pixel column of the strip, how many matches it stands for by result (a
        column stands for one match, or several when there are more matches than pixels)."""
        n, w = len(self.matches), self.strip.w
        out = []
        for c in range(w):
            a, b = c * n // w, max(c * n // w + 1, (c + 1) * n // w)
            counts = {r: 0 for r in STACK}
            for m in self.matches[a:min(b, n)]:
                counts[m["result"]] += 1
            out.append(counts)
        return out

    def _strip_surface(self) -> pygame.Surface:
        """The strip drawn once per size (with 20,000 matches a frame must not count them)."""
        if self._strip_picture is None:
            s = self.strip
            surf = pygame.Surface(s.size)
            surf.fill((10, 40, 28))
            for c, counts in enumerate(self.strip_columns()):
                total = sum(counts.values())
                y = s.h
                for result in STACK:
                    if counts[result]:
                        hgt = round(s.h * counts[result] / total)
                        pygame.draw.line(surf, COLOURS[result], (c, y - hgt), (c, y - 1))
                        y -= hgt
            self._strip_picture = surf
        return self._strip_picture

    def frame(self) -> pygame.Rect:
        """The part of the strip whose matches are in the bars."""
        n, s = len(self.matches), self.strip
        shown = self.shown()
        x0 = s.x + shown.start * s.w // n
        x1 = s.x + shown.stop * s.w // n
        return pygame.Rect(x0, s.y, max(3, x1 - x0), s.h)

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface, text, t) -> None:
        r, f = self.rect, self.font
        n = len(self.matches)
        small = int(f * 0.8)
        shown = self.shown()
        if not n:
            title = t("st_chart_none")
        elif len(shown) == 1:
            title = t("st_chart_one", a=shown.start + 1, n=n)
        else:
            title = t("st_chart_range", a=shown.start + 1, b=shown.stop, n=n)
        text.draw(surface, title, f, GOLD, topleft=(r.x + f, r.y + f // 3))
        lx = r.right - f
        for label, color in ((t("st_drawn"), DRAWN), (t("st_lost"), LOST), (t("st_won"), WON)):
            rect = text.draw(surface, label, small, WHITE, topright=(lx, r.y + f // 3))
            box = pygame.Rect(0, 0, int(f * 0.7), int(f * 0.7))
            box.midright = (rect.left - 4, rect.centery)
            pygame.draw.rect(surface, color, box)
            lx = box.left - f
        if not n:
            text.draw(surface, t("st_no_matches"), f, DIM, center=self.area.center)
            return
        self._draw_bars(surface, text)
        self._draw_strip(surface, text)
        y = r.bottom - int(f * 0.9)          # the note a half font clear of the panel's border
        note = text.draw(surface, t("st_chart_note"), small, DIM, midleft=(r.x + f, y))
        keys = t("st_chart_keys")           # the controls, when they fit beside the note
        if self.scrolls() and text.font(small).size(keys)[0] <= r.right - f - note.right - f * 2:
            text.draw(surface, keys, small, DIM, midright=(r.right - f, y))

    def _draw_bars(self, surface, text) -> None:
        area, f = self.area, self.font
        base = self.baseline()
        tick = self.tick_size()
        pygame.draw.line(surface, DIM, (area.x, base), (area.right, base), 1)
        top, low = self._span()
        text.draw(surface, "0", tick, DIM, midright=(area.x - f // 3, base))
        plot = self.plot()
        apart = self.line()                 # the axis' numbers a line apart, never touching
        if top > 0 and base - plot.top >= apart:
            text.draw(surface, str(top), tick, DIM, midright=(area.x - f // 3, plot.top))
        if low < 0 and plot.bottom - base >= apart:
            text.draw(surface, str(low), tick, DIM, midright=(area.x - f // 3, plot.bottom))
        bars = self.bars()
        for i, bar in zip(self.shown(), bars):
            m = self.matches[i]
            color = COLOURS[m["result"]]
            pygame.draw.rect(surface, color, bar, border_radius=2)
            pygame.draw.rect(surface, tuple(min(255, c + 50) for c in color), bar, width=1, border_radius=2)
            if self._hangs(i):
                text.draw(surface, str(m["points"]), tick, WHITE, midtop=(bar.centerx, bar.bottom + 1))
            else:
                text.draw(surface, str(m["points"]), tick, WHITE, midbottom=(bar.centerx, bar.top - 1))
        for i in self.ticks(text):
            bar = bars[i - self.first]
            text.draw(surface, str(i + 1), tick, DIM, midtop=(bar.centerx, area.bottom + f // 4))

    def _draw_strip(self, surface, text) -> None:
        if not self.scrolls():
            return
        s, f = self.strip, self.font
        surface.blit(self._strip_surface(), s)
        pygame.draw.rect(surface, DIM, s.inflate(2, 2), width=1)
        pygame.draw.rect(surface, WHITE, self.frame().inflate(2, 4), width=2)
        self.prev_button.enabled = self.first > 0
        self.next_button.enabled = not self.newest
        self.prev_button.draw(surface, text, int(f * 0.9))
        self.next_button.draw(surface, text, int(f * 0.9))
