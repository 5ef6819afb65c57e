"""Deterministic random numbers for the computer players, from the engine's SplitMix64.

Apart from base.py so that chiamata_ai (which base's bid and call use) can draw
them without importing base: no import cycle.
"""
from __future__ import annotations

from ..engine.shuffle import SplitMix64


def uniform(rng: SplitMix64) -> float:
    return (rng.next64() >> 11) / float(1 << 53)


def gauss(rng: SplitMix64) -> float:
    # sum of uniforms: cheap and deterministic, close enough to a normal
    return sum(uniform(rng) for _ in range(6)) - 3.0
