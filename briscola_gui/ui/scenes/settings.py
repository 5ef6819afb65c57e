"""The settings screen: language, animations, sound and its volume, deck and back, indices,
larger text, fullscreen, the learners' aids, with the live preview of the cards chosen
(the New game form's look, ui/form_base.py); each change applies at once and is saved."""
from __future__ import annotations

from ..form_base import FormBase
from ..menu_base import on_off
from ..storage import BACK_CHOICES, SPEED_CHOICES, VOLUME_CHOICES
from ..widgets import Button, Choice


class SettingsScene(FormBase):
    title_key = "settings"
    slots = 11
    split = 0.52

    def __init__(self, app):
        super().__init__(app)
        s, t = app.settings, app.t
        styles = app.styles()
        self.set_widgets([
            Choice(lambda: t("language"), ["it", "en"], s.language,
                   lambda v: "Italiano" if v == "it" else "English", lambda v: self._set("language", v)),
            Choice(lambda: t("speed"), list(SPEED_CHOICES), s.speed, lambda v: t("speed_" + v),
                   lambda v: self._set("speed", v)),
            Choice(lambda: t("sound"), [True, False], s.sound, on_off(app), lambda v: self._set("sound", v)),
            Choice(lambda: t("volume"), list(VOLUME_CHOICES), s.volume, lambda v: f"{v}%",
                   self._volume),
            Choice(lambda: t("deck"), [i for i, _ in styles], s.deck or styles[0][0],
                   app.style_name, lambda v: self._set("deck", v)),
            Choice(lambda: t("card_back"), list(BACK_CHOICES), s.back, lambda v: t("back_" + v),
                   lambda v: self._set("back", v)),
            Choice(lambda: t("corner_indices"), [False, True], s.corner_indices, on_off(app),
                   lambda v: self._set("corner_indices", v)),
            Choice(lambda: t("large_text_setting"), [False, True], s.large_text, on_off(app),
                   lambda v: self._set("large_text", v)),
            Choice(lambda: t("fullscreen"), [False, True], s.fullscreen, on_off(app), self._fullscreen),
            Choice(lambda: t("hints_setting"), [False, True], s.hints, on_off(app),
                   lambda v: self._set("hints", v)),
            Choice(lambda: t("tracker_setting"), [False, True], s.tracker, on_off(app),
                   lambda v: self._set("tracker", v)),
            Button(lambda: t("back"), self.back, name="back"),
        ])

    def _set(self, key, value) -> None:
        setattr(self.app.settings, key, value)
        self.app.apply_settings()

    def _volume(self, v) -> None:
        self._set("volume", v)
        self.app.sound.play("play")           # hear the new level at once

    def _fullscreen(self, on) -> None:
        self.app.set_fullscreen(on)
        self.app.store.save_settings(self.app.settings)

    def back(self) -> None:
        self.app.pop()
