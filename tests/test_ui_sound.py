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


def _raw_level(snd: pygame.mixer.Sound):
    """Peak and RMS in dBFS of what the mixer holds for ``snd`` (its own sample format)."""
    from array import array

    from briscola_gui.ui.sound import level
    rate, size, channels = pygame.mixer.get_init()
    raw = snd.get_raw()
    if abs(size) == 32:
        samples = list(array("f", raw))
    elif abs(size) == 16:
        ints = array("h" if size < 0 else "H", raw)
        samples = [(v if size < 0 else v - 32768) / 32768 for v in ints]
    else:
        ints = array("b" if size < 0 else "B", raw)
        samples = [(v if size < 0 else v - 128) / 128 for v in ints]
    return level(samples), max(abs(v) for v in samples)


def test_each_effect_rendered_by_the_mixer_has_a_measured_level_and_does_not_clip():
    """The effects as the mixer holds them: RMS between -28 and -16 dBFS, within 6 dB of
    each other, peaks at -1 dBFS or below (no clipped sample) and above -20 dBFS."""
    snd = Sound(True)
    assert snd.available and set(snd.sounds) == {"deal", "play", "collect", "chime"}
    rms = {}
    for name, effect in snd.sounds.items():
        lv, biggest = _raw_level(effect)
        assert -28 <= lv.rms_dbfs <= -16, (name, lv)
        assert -20 <= lv.peak_dbfs <= -1.0 + 0.05, (name, lv)
        assert biggest < 0.999, (name, biggest)             # not one sample at full scale
        rms[name] = lv.rms_dbfs
    assert max(rms.values()) - min(rms.values()) <= 6, rms


def test_the_volume_setting_reaches_each_sound_played(monkeypatch):
    snd = Sound(True, volume=40)
    assert snd.available
    snd.play("chime")
    assert abs(snd.sounds["chime"].get_volume() - 0.4) < 0.01
    snd.volume = 100
    snd.play("chime")
    assert abs(snd.sounds["chime"].get_volume() - 1.0) < 0.01
