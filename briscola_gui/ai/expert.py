"""The ``expert`` player (search comes in the next step)."""
from __future__ import annotations

from .rules_player import HardPlayer


class ExpertPlayer(HardPlayer):
    level = "expert"
