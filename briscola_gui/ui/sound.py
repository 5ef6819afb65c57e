"""Short sound effects synthesized at start-up (no sample files, no numpy): a soft
tick for dealing, a snap for playing, a swish for collecting a trick, a chime.

Works without an audio device: if the mixer cannot start, every call is a no-op.

On Linux without a sound card, SDL's ALSA driver makes ALSA print a dozen error lines
on the terminal (from SDL's own threads too, so a Python error callback would risk a
deadlock on the GIL). ``quiet_audio_library`` therefore keeps SDL away from ALSA when
there is no card to reach through it, and lets SDL try the sound servers only.
"""
from __future__ import annotations

import logging
import math
import os
import random
import sys
from array import array
from dataclasses import dataclass
from pathlib import Path

import pygame

log = logging.getLogger(__name__)

SOUND_SERVERS = "pipewire,pulseaudio"     # SDL takes a comma-separated list of drivers


def has_sound_card(dev_snd: Path = Path("/dev/snd")) -> bool:
    """Whether ALSA has a playback or capture device to open (Linux)."""
    try:
        return any(p.name.startswith("pcmC") for p in dev_snd.iterdir())
    except OSError:
        return False


def quiet_audio_library(environ=os.environ, platform: str = sys.platform,
                        dev_snd: Path = Path("/dev/snd")) -> bool:
    """Before ``pygame.init``: on Linux without a sound card, and unless the player chose a
    driver with ``SDL_AUDIODRIVER``, let SDL try only the sound servers, which fail
    silently. Returns whether it set the variable."""
    if not platform.startswith("linux") or environ.get("SDL_AUDIODRIVER") or has_sound_card(dev_snd):
        return False
    environ["SDL_AUDIODRIVER"] = SOUND_SERVERS
    log.info("no sound card under %s: SDL tries only %s", dev_snd, SOUND_SERVERS)
    return True


def _noise_burst(rate: int, ms: int, decay: float, tone: float, amp: float, seed: int) -> list[float]:
    rng = random.Random(seed)
    n = int(rate * ms / 1000)
    out = []
    prev = 0.0
    for i in range(n):
        t = i / rate
        env = math.exp(-t * decay)
        white = rng.uniform(-1, 1)
        prev = prev + tone * (white - prev)          # one-pole low-pass
        out.append(prev * env * amp)
    return out


def _tones(rate: int, ms: int, freqs: list[float], decay: float, amp: float) -> list[float]:
    n = int(rate * ms / 1000)
    sin, exp, tau = math.sin, math.exp, 2 * math.pi
    k = amp / len(freqs)
    steps = [tau * f / rate for f in freqs]
    return [k * exp(-i / rate * decay) * min(1.0, i * 400 / rate) * sum(sin(s * i) for s in steps)
            for i in range(n)]


def recipes(rate: int) -> dict[str, list[float]]:
    """Every effect as samples in -1..1 at ``rate`` Hz (what the mixer is given)."""
    return _recipes(rate)


@dataclass(frozen=True)
class Level:
    """How loud an effect is, in dB relative to full scale (0 dBFS = the loudest sample)."""
    peak_dbfs: float
    rms_dbfs: float


def level(samples: list[float]) -> Level:
    """The peak and RMS level of ``samples`` (floats, 1.0 = full scale)."""
    peak = max(abs(v) for v in samples)
    rms = math.sqrt(sum(v * v for v in samples) / len(samples))
    return Level(20 * math.log10(max(peak, 1e-9)), 20 * math.log10(max(rms, 1e-9)))


# Each effect is scaled to its loudness (RMS, dB below full scale) so none drowns the
# others, and never past PEAK_MOST_DBFS: no sample clips. tests/test_ui_sound.py renders
# them through the mixer and measures both; docs/window.md gives the figures.
LOUDNESS_DBFS = {"deal": -24.0, "play": -20.0, "collect": -23.0, "chime": -22.0}
PEAK_MOST_DBFS = -1.0


def _to_level(samples: list[float], rms_dbfs: float) -> list[float]:
    now = level(samples)
    gain_db = min(rms_dbfs - now.rms_dbfs, PEAK_MOST_DBFS - now.peak_dbfs)
    gain = 10 ** (gain_db / 20)
    return [v * gain for v in samples]


def _recipes(rate: int) -> dict[str, list[float]]:
    swish = _noise_burst(rate, 260, 9.0, 0.08, 0.9, 3)
    n = len(swish)
    swish = [v * math.sin(math.pi * i / n) for i, v in enumerate(swish)]
    raw = {
        "deal": _noise_burst(rate, 70, 60.0, 0.35, 0.5, 1),
        "play": [a + b for a, b in zip(_noise_burst(rate, 110, 40.0, 0.6, 0.7, 2),
                                       _tones(rate, 110, [180.0], 40.0, 0.35))],
        "collect": swish,
        "chime": _tones(rate, 450, [660.0, 880.0, 1320.0], 7.0, 0.35),
    }
    return {name: _to_level(samples, LOUDNESS_DBFS[name]) for name, samples in raw.items()}


class Sound:
    def __init__(self, enabled: bool = True, synth: bool = True, volume: int = 100):
        self.enabled = enabled
        self.volume = volume             # percent, set on each sound as it plays
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.available = False
        if not synth:                  # silent by request (tests, --smoke-test)
            return
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=22050, size=-16, channels=1, buffer=512)
            init = pygame.mixer.get_init()
            if not init:
                log.info("no sound: %s", pygame.get_error() or "the mixer did not start")
                return
            rate, size, channels = init[0], init[1], init[2]
            for name, samples in _recipes(rate).items():
                self.sounds[name] = pygame.mixer.Sound(buffer=_pack(samples, size, channels))
            self.available = True
        except (pygame.error, OSError, ValueError) as exc:
            # info, not warning: a machine without sound is normal, and headless runs
            # print warnings on the terminal
            log.info("no sound: %s", exc)
            self.sounds = {}

    def play(self, name: str) -> None:
        if self.enabled and self.available:
            snd = self.sounds.get(name)
            if snd is not None:
                try:
                    snd.set_volume(max(0, min(100, self.volume)) / 100)
                    snd.play()
                except pygame.error as exc:
                    log.warning("sound %r not played: %s", name, exc)


def _pack(samples: list[float], size: int, channels: int) -> bytes:
    """Floats in -1..1 -> the mixer's sample format, interleaved for every channel."""
    bits = abs(size)
    if bits == 8:
        typecode, scale, offset = ("b", 127, 0) if size < 0 else ("B", 127, 128)
    elif bits == 32:
        typecode, scale, offset = "f", 1.0, 0   # SDL's 32-bit mixer format is float
    else:
        typecode, scale, offset = ("h", 32767, 0) if size < 0 else ("H", 32767, 32768)
    clipped = [1.0 if v > 1.0 else -1.0 if v < -1.0 else v for v in samples]
    if typecode == "f":
        mono = array("f", clipped)
    else:
        mono = array(typecode, [int(v * scale) + offset for v in clipped])
    if channels == 1:
        return mono.tobytes()
    buf = array(typecode, bytes(mono.itemsize * len(mono) * channels))
    for ch in range(channels):
        buf[ch::channels] = mono
    return buf.tobytes()
