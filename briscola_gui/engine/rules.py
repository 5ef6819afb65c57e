"""The rule options a player chooses in the menu (shared RULES.md)."""
from __future__ import annotations

from dataclasses import asdict, dataclass, fields

from .errors import BadInput


@dataclass(frozen=True)
class Rules:
    follow_suit: bool = False   # "risposta al seme": follow the suit led when you can
    piemonte: bool = False      # 3 and 7 swap places and values
    accusi: bool = False        # Re + Cavallo of a suit announced for 20 (40 in briscola)
    cappotto: bool = True       # all 120 points wins the match at once / doubles chiamata points
    signals: bool = False       # 4 players: partners' conventional signals (engine/signals.py)

    @classmethod
    def from_dict(cls, data: object) -> "Rules":
        if data is None:
            return cls()
        if not isinstance(data, dict):
            raise BadInput("rules must be an object like {\"follow_suit\": false}")
        known = {f.name for f in fields(cls)}
        for key, value in data.items():
            if key not in known:
                raise BadInput(f"unknown rule {key!r} (known: {', '.join(sorted(known))})")
            if not isinstance(value, bool):
                raise BadInput(f"rule {key!r} must be true or false, not {value!r}")
        return cls(**data)

    def to_dict(self) -> dict[str, bool]:
        return asdict(self)
