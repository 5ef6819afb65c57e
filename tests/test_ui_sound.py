"""Sound effects are synthesized at start-up and never stop the game without a device."""
from test_ui_support import pygame

from briscola_gui.ui.sound import Sound, _pack


def test_sound_works_with_the_dummy_audio_driver():
    snd = Sound(True)
    for name in ("deal", "play", "collect", "chime"):
        snd.play(name)               # no exception, with or without a device
    snd.enabled = False
    snd.play("deal")


def test_sound_survives_a_mixer_that_cannot_start(monkeypatch):
    def broken(*a, **k):
        raise pygame.error("no audio device")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    snd = Sound(True)
    assert not snd.available
    snd.play("play")


def test_pack_formats():
    assert len(_pack([0.0, 1.0, -1.0], -16, 2)) == 3 * 2 * 2
    assert len(_pack([0.5], 8, 1)) == 1
    assert len(_pack([0.5], 32, 1)) == 4
