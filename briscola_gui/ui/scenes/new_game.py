"""The new game screen: players, opponents, deck, rule options and match length, with a
preview of the chosen deck; Play starts the match, "Play a deal by code" opens the code entry."""
from __future__ import annotations

import pygame

from ..match_start import start_match, unless_save_lost
from ..menu_base import MenuBase, on_off
from ...engine.rules import PARI_CHOICES, THREE_REMOVE_CHOICES
from ..storage import LENGTH_CHOICES, LEVEL_CHOICES
from ..text import GOLD, font_size
from ..widgets import Button, Choice, draw_panel


class NewGameScene(MenuBase):
    title_key = "new_game"

    def __init__(self, app):
        super().__init__(app)
        s, t = app.settings, app.t
        self.players = Choice(lambda: t("players"), [2, 3, 4, 5, 6], s.players,
                              lambda v: t("players_5") if v == 5 else str(v), self._players)
        self.level = Choice(lambda: t("level"), list(LEVEL_CHOICES), s.level,
                            lambda v: t("level_" + v), lambda v: setattr(s, "level", v))
        styles = app.styles()
        self.deck = Choice(lambda: t("deck"), [i for i, _ in styles], s.deck or styles[0][0],
                           app.style_name, self._deck)
        rules = [Choice(lambda k=k: t(k), [False, True], getattr(s, k), on_off(app),
                        (lambda v, k=k: setattr(s, k, v))) for k in ("follow_suit", "piemonte", "accusi",
                                                                    "cappotto")]
        self.length = Choice(lambda: t("length"), [], None, self._show_length, self._length)
        self._players(s.players, save=False)
        self.signals = Choice(lambda: t("signals"), [False, True], s.signals, on_off(app),
                              lambda v: setattr(s, "signals", v))
        # house rules, each offered only where it applies
        self.scambio = Choice(lambda: t("scambio"), [False, True], s.scambio, on_off(app),
                              lambda v: setattr(s, "scambio", v))
        self.pari = Choice(lambda: t("pari"), list(PARI_CHOICES), s.pari, lambda v: t("pari_" + v),
                           lambda v: setattr(s, "pari", v))
        self.three_remove = Choice(lambda: t("three_remove"), list(THREE_REMOVE_CHOICES),
                                   s.three_remove, lambda v: t("three_remove_" + v),
                                   lambda v: setattr(s, "three_remove", v))
        self.by_code = Button(lambda: t("play_code"), lambda: app.open("code_entry"),
                              name="by_code")
        self.start = Button(lambda: t("start"), self.begin, name="start")
        self.back_button = Button(lambda: t("back"), self.back, name="back")
        self.rule_rows = rules
        self._rebuild()

    def _rebuild(self) -> None:
        """Options offered only where they apply: signals with 4 players, scambio and pari
        with 2, 4 and 6, the 2 removed with 3."""
        rows = [self.players, self.level, self.deck, *self.rule_rows]
        players = self.app.settings.players
        if players == 4:
            rows.append(self.signals)
        if players in (2, 4, 6):
            rows += [self.scambio, self.pari]
        if players == 3:
            rows.append(self.three_remove)
        self.set_widgets(rows + [self.length, self.by_code, self.start, self.back_button])
        if hasattr(self, "size"):
            self.layout(self.size)

    def _players(self, v, save: bool = True) -> None:
        s = self.app.settings
        s.players = v
        if v == 5:
            self.length.set_values(list(range(1, 21)), s.chiamata_length)
        else:
            self.length.set_values(list(LENGTH_CHOICES), s.length)
        if save:
            self._rebuild()

    def _show_length(self, v) -> str:
        t = self.app.t
        if v == "single":
            return t("length_single")
        return t("length_deals", k=v) if self.app.settings.players == 5 else t("length_first_to", k=v)

    def _length(self, v) -> None:
        s = self.app.settings
        if s.players == 5:
            s.chiamata_length = v
        else:
            s.length = v

    def _deck(self, v) -> None:
        self.app.settings.deck = v
        self.app.apply_settings()

    def layout(self, size) -> None:
        w, h = size
        self.size = size
        self.font = font_size(size, 0.03, scale=self.app.text.scale)
        n = len(self.widgets)
        row = min(int(self.font * 2.0), int((h * 0.78) / n))
        width = min(int(w * 0.55), int(self.font * 22))
        left = int(w * 0.06)
        top = int(h * 0.16)
        for i, wd in enumerate(self.widgets[:-2]):
            wd.rect = pygame.Rect(left, top + i * row, width, row - max(3, row // 8))
        y = top + (n - 2) * row + row // 3
        bw = (width - 10) // 2
        self.start.rect = pygame.Rect(left, y, bw, int(row * 0.95))
        self.back_button.rect = pygame.Rect(left + bw + 10, y, bw, int(row * 0.95))
        self.preview_rect = pygame.Rect(left + width + int(w * 0.03), top, w - left - width - int(w * 0.09),
                                        int(h * 0.55))

    def draw(self, surface) -> None:
        super().draw(surface)
        r = self.preview_rect
        if r.w < 80:
            return
        draw_panel(surface, r)
        text = self.app.text
        text.draw(surface, self.app.t("preview"), self.font, GOLD, midtop=(r.centerx, r.y + self.font // 2))
        cards = ("1D", "3C", "10B", "7S")
        w100, h100 = self.app.cards.card_size(100)
        aspect = w100 / h100
        ch = int(min(r.h * 0.55, r.w * 0.92 / (aspect * (1 + 0.8 * (len(cards) - 1)))))
        cw = self.app.cards.card_size(ch)[0]
        step = cw * 0.8
        x0 = r.centerx - (step * (len(cards) - 1)) / 2
        top = r.y + self.font * 2
        for i, c in enumerate(cards):
            s = self.app.cards.face(c, ch)
            surface.blit(s, s.get_rect(midtop=(int(x0 + i * step), top)))
        bh = int(min(ch * 0.7, r.bottom - top - ch - 16))
        if bh > 30:
            back = self.app.cards.back(bh)
            surface.blit(back, back.get_rect(midbottom=(r.centerx, r.bottom - 8)))

    def begin(self) -> None:
        self.app.store.save_settings(self.app.settings)
        unless_save_lost(self.app, lambda: start_match(self.app))

    def back(self) -> None:
        self.app.store.save_settings(self.app.settings)
        self.app.pop()
