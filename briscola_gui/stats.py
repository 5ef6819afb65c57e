"""The player's statistics: every finished smazzata and match, kept as JSON in the
user's data folder, written atomically. A damaged file is set aside (renamed,
never deleted) and a fresh record starts, with a message for the player.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

from .engine.savegame import write_atomic

FORMAT = "briscola-stats"
VERSION = 1
MAX_RECORDS = 20000
RESULTS = ("won", "lost", "drawn")


def variant_name(players: int) -> str:
    return "chiamata" if players == 5 else f"{players}p"


@dataclass
class Stats:
    path: Path
    records: list = field(default_factory=list)
    warning: str | None = None        # set when a damaged file was set aside on loading

    @classmethod
    def load(cls, path: str | os.PathLike) -> "Stats":
        path = Path(path)
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return cls(path)
        except (OSError, UnicodeDecodeError) as exc:
            return cls._set_aside(path, f"cannot read it ({exc})")
        try:
            data = json.loads(text)
            if not isinstance(data, dict) or data.get("format") != FORMAT:
                raise ValueError("not a statistics file")
            if data.get("version") != VERSION:
                raise ValueError(f"unknown version {data.get('version')!r}")
            records = data["records"]
            if not isinstance(records, list) or not all(_valid(r) for r in records):
                raise ValueError("bad records")
        except (ValueError, KeyError) as exc:
            return cls._set_aside(path, str(exc))
        return cls(path, records)

    @classmethod
    def _set_aside(cls, path: Path, why: str) -> "Stats":
        n = 1
        while path.with_name(f"{path.name}.damaged-{n}").exists():
            n += 1
        aside = path.with_name(f"{path.name}.damaged-{n}")
        try:
            os.replace(path, aside)
        except OSError:
            aside = path
        return cls(path, [], f"the statistics file was damaged ({why}); it was kept as "
                             f"{aside.name} and a new one was started")

    def save(self) -> None:
        data = {"format": FORMAT, "version": VERSION, "records": self.records[-MAX_RECORDS:]}
        write_atomic(self.path, json.dumps(data, separators=(",", ":")))

    def add(self, kind: str, players: int, level: str, result: str, points: int,
            when: str | None = None, void: bool = False) -> dict:
        """Record a finished ``smazzata`` or ``match`` of the player (seat 0). ``points``: the
        player's side's card points (smazzata) or smazzate won / game points (match).
        ``void``: a tied smazzata under pari "replay", recorded as drawn and marked so; it
        is dealt again and counts in no win rate."""
        if when is None:
            when = datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
        record = {"kind": kind, "players": players, "level": level, "result": result,
                  "points": points, "when": when}
        if void:
            record["void"] = True
        if not _valid(record):
            raise ValueError(f"bad statistics record {record!r}")
        self.records.append(record)
        return record

    def summary(self) -> dict:
        """Per (variant, level): smazzate and matches played and won, win rates, mean points,
        longest winning streak of matches."""
        out: dict = {}
        for r in self.records:
            key = (variant_name(r["players"]), r["level"])
            s = out.setdefault(key, {"smazzate": 0, "smazzate_won": 0, "points_total": 0,
                                     "matches": 0, "matches_won": 0, "streak": 0,
                                     "longest_streak": 0, "void": 0})
            if r["kind"] == "smazzata" and r.get("void"):
                s["void"] += 1                # played out, but dealt again: no win, no loss
            elif r["kind"] == "smazzata":
                s["smazzate"] += 1
                s["smazzate_won"] += r["result"] == "won"
                s["points_total"] += r["points"]
            else:
                s["matches"] += 1
                if r["result"] == "won":
                    s["matches_won"] += 1
                    s["streak"] += 1
                    s["longest_streak"] = max(s["longest_streak"], s["streak"])
                else:
                    s["streak"] = 0
        for s in out.values():
            s["mean_points"] = round(s["points_total"] / s["smazzate"], 1) if s["smazzate"] else None
            s["smazzata_win_rate"] = s["smazzate_won"] / s["smazzate"] if s["smazzate"] else None
            s["match_win_rate"] = s["matches_won"] / s["matches"] if s["matches"] else None
        return out

    def recent_matches(self, n: int = 20) -> list:
        return [r for r in self.records if r["kind"] == "match"][-n:]


def _valid(r: object) -> bool:
    return (isinstance(r, dict) and r.get("kind") in ("smazzata", "match")
            and r.get("players") in (2, 3, 4, 5, 6) and isinstance(r.get("level"), str)
            and r.get("result") in RESULTS and isinstance(r.get("points"), int)
            and isinstance(r.get("when"), str) and isinstance(r.get("void", False), bool))
