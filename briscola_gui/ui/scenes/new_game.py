"""The new game screen: players, opponents, deck, match length and the rule options, with
the live preview of the chosen deck (ui/form_base.py); Play starts the match, "Play a deal
by code" opens the code entry. The options that only some numbers of players have come
last, so changing the players never moves a row from under the mouse."""
from __future__ import annotations

from ..form_base import FormBase
from ..match_start import start_match, unless_save_lost
from ..menu_base import on_off
from ...engine.rules import PARI_CHOICES, THREE_REMOVE_CHOICES
from ..storage import LENGTH_CHOICES, LEVEL_CHOICES
from ..widgets import Button, Choice


class NewGameScene(FormBase):
    title_key = "new_game"
    slots = 11           # players, level, deck, length, four rules, and at most three more
    split = 0.58         # the rules' names are long, their values short (but "Vince l'ultima presa")

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
                        (lambda v, k=k: setattr(s, k, v))) for k in ("follow_suit", "piemonte", "cappotto",
                                                                    "accusi")]
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
        self.rule_rows, self.accusi = rules[:3], rules[3]
        self._rebuild()

    def _rebuild(self) -> None:
        """Options offered only where they apply: accusi but in chiamata (its result is the
        caller's target: the engine never used them, review 12h F1), signals with 4 players,
        scambio and pari with 2, 4 and 6, the 2 removed with 3; after the others, so none of
        those moves."""
        rows = [self.players, self.level, self.deck, self.length, *self.rule_rows]
        players = self.app.settings.players
        if players != 5:
            rows.append(self.accusi)
        if players in (2, 4, 6):
            rows += [self.scambio, self.pari]
        if players == 4:
            rows.append(self.signals)
        if players == 3:
            rows.append(self.three_remove)
        self.set_widgets(rows + [self.by_code, self.start, self.back_button])
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
        if self.app.settings.players == 5:
            return t("length_deals_one") if v == 1 else t("length_deals", k=v)
        return t.first_to(v)

    def _length(self, v) -> None:
        s = self.app.settings
        if s.players == 5:
            s.chiamata_length = v
        else:
            s.length = v

    def _deck(self, v) -> None:
        self.app.settings.deck = v
        self.app.apply_settings()

    def foot_buttons(self) -> list[tuple[Button, float]]:
        return [(self.by_code, 2.0), (self.start, 1.0), (self.back_button, 1.0)]

    def begin(self) -> None:
        self.app.store.save_settings(self.app.settings)
        unless_save_lost(self.app, lambda: start_match(self.app))

    def back(self) -> None:
        self.app.store.save_settings(self.app.settings)
        self.app.pop()
