"""Save and restore a match in progress as versioned JSON.

The file holds the match settings, the generator state, the finished deals'
records and the deal in progress in ``replay``'s input form, which is played
out again on loading: a save can never describe an impossible position.
Writes are atomic (temp file, then rename). Damaged files raise SaveError.
"""
from __future__ import annotations

import json
import os
from pathlib import Path

from ..atomicfile import write_text as write_atomic

from .errors import BadInput
from .match import ChiamataMatch, Match
from .replay import deal_from_json, deal_to_json
from .rules import Rules
from .shuffle import DealSpec

FORMAT = "briscola-save"
VERSION = 1


class SaveError(Exception):
    """A save file that cannot be read: damaged, from an unknown version, or not a save."""


def match_to_json(match) -> dict:
    return {
        "format": FORMAT, "version": VERSION,
        "players": match.players, "rules": match.rules.to_dict(), "length": match.length,
        "seed": match.seed, "rng_state": match.rng.state, "dealer": match.dealer,
        "deal_seed": match.spec.seed, "history": match.history, "score": match.score,
        "over": match.over, "winners": match.winners,
        "played": getattr(match, "played", None),
        "ended_by_cappotto": getattr(match, "ended_by_cappotto", False),
        "deal": deal_to_json(match.deal),
    }


def match_from_json(data: object):
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("not a Briscola save file")
    version = data.get("version")
    if version != VERSION:
        raise SaveError(f"save file version {version!r} is not supported (this game reads {VERSION})")
    try:
        players = data["players"]
        rules = Rules.from_dict(data["rules"])
        cls = ChiamataMatch if players == 5 else Match
        spec = DealSpec(players, data["dealer"], data["deal_seed"], rules)
        match = cls(players, rules, data["length"], data["seed"], spec)
        match.rng.state = _int(data["rng_state"], "rng_state")
        match.history = _list(data["history"], "history")
        score = _list(data["score"], "score")
        if len(score) != len(match.score) or not all(isinstance(x, int) for x in score):
            raise SaveError("save file is damaged: bad score")
        match.score = score
        match.over = bool(data["over"])
        match.winners = _list(data["winners"], "winners")
        if players == 5:
            match.played = _int(data["played"], "played")
        else:
            match.ended_by_cappotto = bool(data.get("ended_by_cappotto", False))
        deal = deal_from_json(data["deal"])
        if deal.deck != match.deal.deck or deal.dealer != match.dealer:
            raise SaveError("save file is damaged: the deal in progress does not match its seed")
        match.deal = deal
        return match
    except SaveError:
        raise
    except BadInput as exc:
        raise SaveError(f"save file is damaged: {exc}") from None
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
        raise SaveError(f"save file is damaged: {type(exc).__name__} {exc}") from None


def _int(value, field):
    if not isinstance(value, int) or isinstance(value, bool):
        raise SaveError(f"save file is damaged: {field} is not a number")
    return value


def _list(value, field):
    if not isinstance(value, list):
        raise SaveError(f"save file is damaged: {field} is not a list")
    return value


def save(path: str | os.PathLike, match) -> None:
    write_atomic(path, json.dumps(match_to_json(match), indent=1))


def load(path: str | os.PathLike):
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"no save file at {path}") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(f"cannot read save file {path}: {exc}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"save file {path} is damaged: {exc}") from None
    return match_from_json(data)
