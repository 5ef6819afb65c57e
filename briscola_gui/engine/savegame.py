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

from .. import datafiles
from ..atomicfile import write_text as write_atomic

from .errors import BadInput
from .match import ChiamataMatch, Match
from .replay import deal_from_json, deal_to_json
from .rules import Rules
from .shuffle import DealSpec

FORMAT = "briscola-save"
VERSION = 1
MAX_FILE_BYTES = 8 << 20          # a save is a few kilobytes; anything this big is damaged


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
        players = _int(data["players"], "players", 2, 6)
        _int(data["dealer"], "dealer", 0, players - 1)
        _int(data["deal_seed"], "deal_seed", 0, (1 << 64) - 1)
        _int(data["seed"], "seed", 0, (1 << 64) - 1)
        rules = Rules.from_dict(data["rules"])
        cls = ChiamataMatch if players == 5 else Match
        spec = DealSpec(players, data["dealer"], data["deal_seed"], rules)
        match = cls(players, rules, data["length"], data["seed"], spec)
        match.rng.state = _int(data["rng_state"], "rng_state", 0, (1 << 64) - 1)
        match.history = _list(data["history"], "history")
        if not all(isinstance(r, dict) for r in match.history):
            raise SaveError("save file is damaged: bad history")
        score = _list(data["score"], "score")
        if len(score) != len(match.score) or not all(isinstance(x, int) for x in score):
            raise SaveError("save file is damaged: bad score")
        match.score = score
        match.over = bool(data["over"])
        match.winners = _list(data["winners"], "winners")
        if not all(type(w) is int and 0 <= w < len(score) for w in match.winners):
            raise SaveError("save file is damaged: bad winners")
        if players == 5:
            match.played = _int(data["played"], "played", 0, 1000)
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
    except (KeyError, TypeError, ValueError, AttributeError, IndexError, OverflowError,
            RecursionError) as exc:
        raise SaveError(f"save file is damaged: {type(exc).__name__} {str(exc)[:100]}") from None


def _int(value, field, low, high):
    if type(value) is not int or not low <= value <= high:
        raise SaveError(f"save file is damaged: {field} is not a number")
    return value


def _list(value, field):
    if not isinstance(value, list):
        raise SaveError(f"save file is damaged: {field} is not a list")
    return value


def save(path: str | os.PathLike, match) -> None:
    write_atomic(path, json.dumps(match_to_json(match), indent=1))


def load(path: str | os.PathLike):
    """The match saved at ``path``. SaveError when there is none or it is damaged;
    datafiles.Unreadable (left alone) when it cannot be read."""
    try:
        data = datafiles.read_json(Path(path), MAX_FILE_BYTES)
    except datafiles.Damaged as exc:
        raise SaveError(f"save file {path} is damaged: {exc}") from None
    if data is None:
        raise SaveError(f"no save file at {path}")
    return match_from_json(data)
