"""The rule options a player chooses in the menu (shared RULES.md), card-play options and
house rules alike. Every option has a default, so an old rule set (a save file, a deal
code, a replay input) reads as the same game it always was."""
from __future__ import annotations

from dataclasses import asdict, dataclass, fields

from .errors import BadInput, brief

# House rules with a choice of values (shared RULES.md, "House rules"); the first is the default.
PARI_CHOICES = ("draw", "last_trick", "replay")     # what a tied smazzata gives (2, 4, 6 players)
THREE_REMOVE_CHOICES = ("2C", "2B")                 # which 2 leaves the deck with 3 players
CHOICES = {"pari": PARI_CHOICES, "three_remove": THREE_REMOVE_CHOICES}


@dataclass(frozen=True)
class Rules:
    follow_suit: bool = False   # "risposta al seme": follow the suit led when you can
    piemonte: bool = False      # 3 and 7 swap places and values
    accusi: bool = False        # Re + Cavallo of a suit announced for 20 (40 in briscola)
    cappotto: bool = True       # all 120 points wins the match at once / doubles chiamata points
    signals: bool = False       # 4 players: partners' conventional signals (engine/signals.py)
    scambio: bool = False       # the 7 (or 2) of briscola takes the face-up briscola
    pari: str = "draw"          # a tied smazzata: "draw", "last_trick" wins it, "replay" (void)
    three_remove: str = "2C"    # 3 players: the 2 taken out of the deck, "2C" or "2B"

    def __post_init__(self) -> None:
        for key, allowed in CHOICES.items():
            if getattr(self, key) not in allowed:
                raise BadInput(f"rule {brief(key)} must be one of {', '.join(map(repr, allowed))}, "
                               f"not {brief(getattr(self, key))}")

    @classmethod
    def from_dict(cls, data: object) -> "Rules":
        if data is None:
            return cls()
        if not isinstance(data, dict):
            raise BadInput("rules must be an object like {\"follow_suit\": false}")
        known = {f.name for f in fields(cls)}
        for key, value in data.items():
            if key not in known:
                raise BadInput(f"unknown rule {brief(key)} (known: {', '.join(sorted(known))})")
            if key in CHOICES:
                if not isinstance(value, str) or value not in CHOICES[key]:
                    raise BadInput(f"rule {brief(key)} must be one of "
                                   f"{', '.join(map(repr, CHOICES[key]))}, not {brief(value)}")
            elif not isinstance(value, bool):
                raise BadInput(f"rule {brief(key)} must be true or false, not {brief(value)}")
        return cls(**data)

    def to_dict(self) -> dict[str, bool | str]:
        return asdict(self)
