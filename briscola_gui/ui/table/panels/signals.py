"""Partners' signals (4 players, option "Partners' signals"): from the second trick the
player's buttons offer exactly the signals true of its hand not given yet; the partner's
signals show as chips beside its hand, each with the trick it was given in (a "no
trumps" from trick 2 is stale once a trump was drawn). Opponents' signals are never shown."""
from __future__ import annotations

import pygame

from ...text import GOLD
from ...widgets import Button
from .base import Panel, fit_size

CHIP = (240, 235, 215)
CHIP_TEXT = (30, 30, 30)
CHIPS_SHOWN = 4


class SignalsPanel(Panel):
    def __init__(self, table):
        super().__init__(table)
        self.buttons: list[Button] = []
        self.button_area: pygame.Rect | None = None
        self.chip_area: pygame.Rect | None = None
        self.chips_drawn: list[pygame.Rect] = []      # the partner's chips as last drawn

    def layout(self, L, regions) -> None:
        super().layout(L, regions)
        self.button_area = regions.signal_buttons
        self.chip_area = regions.signal_chips
        self.buttons = []

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
        return self.buttons

    def handle(self, ev) -> bool:
        if not self.on():
            return False
        allowed = self.allowed()
        return any(b.name[7:] in allowed and b.handle(ev) for b in list(self._buttons()))

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
        self._draw_chips(surface)

    def _draw_chips(self, surface) -> None:
        sigs = self.table.partner_signals()
        mate = self.table.partner_seat()
        if not sigs or mate is None:
            return
        L, text, area = self.L, self.app.text, self.chip_area
        f = int(L.font * 0.8)
        title = self.t("signals_of", name=self.table.seat_name(mate))
        y = area.y
        text.draw(surface, title, fit_size(text, title, f, area.w), GOLD, shadow=True, topleft=(area.x, y))
        y += int(f * 1.2)
        chips = []                  # the newest that fit the column (four ran down over the table)
        for trick, sig in reversed(sigs[-CHIPS_SHOWN:]):
            line = self.t("signal_at", what=self.t("signal_" + sig), n=trick)
            size = fit_size(text, line, f, area.w - f)
            labels = [text.render(part, size, CHIP_TEXT) for part in text.wrap(line, size, area.w - f)]
            chip = pygame.Rect(0, 0, max(lb.get_width() for lb in labels), sum(lb.get_height() for lb in labels))
            chip = chip.inflate(f * 0.8, f * 0.35)
            if chips and y + sum(c.h + 3 for c, _ in chips) + chip.h > area.bottom:
                break
            chips.insert(0, (chip, labels))
        self.chips_drawn = []
        for chip, labels in chips:
            chip.topleft = (area.x, int(y))
            radius = min(chip.h // 2, f)
            pygame.draw.rect(surface, CHIP, chip, border_radius=radius)
            pygame.draw.rect(surface, GOLD, chip, width=2, border_radius=radius)
            ty = chip.centery - sum(lb.get_height() for lb in labels) // 2
            for lb in labels:
                surface.blit(lb, lb.get_rect(midtop=(chip.centerx, ty)))
                ty += lb.get_height()
            y += chip.h + 3
            self.chips_drawn.append(chip)
