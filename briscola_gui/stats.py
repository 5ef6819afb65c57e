"""The player's statistics: every finished smazzata and match, kept as JSON in the
user's data folder, written atomically. A damaged file is set aside (renamed to a new
numbered name, never deleted) and a fresh record starts; an unreadable one is left alone.
Only the newest ``MAX_RECORDS`` are kept, also when a bigger file is loaded (it is read
record by record, so a huge file costs no more memory than the kept records), and the
summary is computed once per change, not once per frame.

The accuracy of each analysed smazzata (docs/analysis.md) is kept apart, in an optional
``analyses`` list: a file without it (every older file) reads as before, and a file
with it is written only once there is an analysis, so older versions still read it.
"""
from __future__ import annotations

import json
import os
import re
from collections import deque
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

from . import datafiles
from .engine.savegame import write_atomic

FORMAT = "briscola-stats"
VERSION = 1
MAX_RECORDS = 20000
MAX_FILE_BYTES = 16 << 20           # 8x what 20,000 records take; bigger is set aside unread
MAX_POINTS = 10000                  # |points| of one record (a smazzata has 120)
RESULTS = ("won", "lost", "drawn")
MAX_ANALYSES = 2000


def variant_name(players: int) -> str:
    return "chiamata" if players == 5 else f"{players}p"


@dataclass
class Stats:
    path: Path
    records: list = field(default_factory=list)
    analyses: list = field(default_factory=list)    # {"deal", "players", "level", "accuracy", "when"}
    warning: str | None = None        # set when a damaged file was set aside on loading
    damaged: str | None = None        # why the file was set aside
    aside: Path | None = None         # where it went (None: it could not be moved)
    unreadable: datafiles.Unreadable | None = None   # the file is there but cannot be read
    dropped: int = 0                  # old records left out on loading (over MAX_RECORDS)
    _changes: int = 0
    _cache: dict = field(default_factory=dict, repr=False, compare=False)

    @classmethod
    def load(cls, path: str | os.PathLike) -> "Stats":
        path = Path(path)
        try:
            text = datafiles.read_text(path, MAX_FILE_BYTES)
            if text is None:
                return cls(path)
            records, total, analyses = _parse(text)
        except datafiles.Unreadable as exc:
            return cls(path, unreadable=exc)
        except datafiles.Damaged as exc:
            return cls._set_aside(path, str(exc))
        return cls(path, records, analyses, dropped=total - len(records))

    @classmethod
    def _set_aside(cls, path: Path, why: str) -> "Stats":
        aside = datafiles.set_aside(path)
        kept = aside.name if aside else path.name
        return cls(path, [], warning=f"the statistics file was damaged ({why}); it was kept as "
                             f"{kept} and a new one was started", damaged=why, aside=aside)

    def to_json(self) -> str:
        data = {"format": FORMAT, "version": VERSION, "records": self.records[-MAX_RECORDS:]}
        if self.analyses:
            data["analyses"] = self.analyses[-MAX_ANALYSES:]
        return json.dumps(data, separators=(",", ":"))

    def save(self) -> None:
        write_atomic(self.path, self.to_json())

    def add(self, kind: str, players: int, level: str, result: str, points: int,
            when: str | None = None, void: bool = False, daily: str | None = None) -> dict:
        """Record a finished ``smazzata`` or ``match`` of the player (seat 0). ``points``: the
        player's side's card points (smazzata) or smazzate won / game points (match).
        ``void``: a tied smazzata under pari "replay", recorded as drawn and marked so; it
        is dealt again and counts in no win rate. ``daily``: the date (``YYYY-MM-DD``) of
        the deal of the day this was; a second one of the same kind for the same date is
        marked ``replay`` (the cards were known: it counts in no win rate and is not the
        day's result)."""
        if when is None:
            when = datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
        record = {"kind": kind, "players": players, "level": level, "result": result,
                  "points": points, "when": when}
        if void:
            record["void"] = True
        if daily is not None:
            record["daily"] = daily
            if any(r.get("daily") == daily and r["kind"] == kind for r in self.records):
                record["replay"] = True
        if not _valid(record):
            raise ValueError(f"bad statistics record {record!r}")
        self.records.append(record)
        if len(self.records) > MAX_RECORDS:
            del self.records[:-MAX_RECORDS]
        self._changes += 1
        return record

    def add_analysis(self, deal: str, players: int, level: str, accuracy: float,
                     when: str | None = None) -> dict:
        """Record the accuracy of an analysed smazzata; ``deal`` names the deal (analysing
        the same deal again replaces its entry, so it counts once in the trend)."""
        if when is None:
            when = datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
        entry = {"deal": deal, "players": players, "level": level,
                 "accuracy": round(float(accuracy), 1), "when": when}
        if not _valid_analysis(entry):
            raise ValueError(f"bad analysis record {entry!r}")
        self.analyses = [a for a in self.analyses if a["deal"] != deal] + [entry]
        del self.analyses[:-MAX_ANALYSES]
        self._changes += 1
        return entry

    def accuracy_trend(self, n: int = 20) -> list:
        """The accuracy of the last ``n`` analysed smazzate, oldest first."""
        return self._cached(("accuracy", n), lambda: [a["accuracy"] for a in self.analyses[-n:]])

    def _cached(self, key, compute):
        """``compute()`` once per change of the records (scenes ask every frame)."""
        hit = self._cache.get(key)
        stamp = (self._changes, len(self.records), len(self.analyses))
        if hit is None or hit[0] != stamp:
            hit = (stamp, compute())
            self._cache[key] = hit
        return hit[1]

    def summary(self) -> dict:
        """Per (variant, level): smazzate and matches played and won, win rates, mean points,
        longest winning streak of matches."""
        return self._cached("summary", self._summary)

    def _summary(self) -> dict:
        out: dict = {}
        for r in self.records:
            key = (variant_name(r["players"]), r["level"])
            s = out.setdefault(key, {"smazzate": 0, "smazzate_won": 0, "points_total": 0,
                                     "matches": 0, "matches_won": 0, "streak": 0,
                                     "longest_streak": 0, "void": 0, "replays": 0})
            if r.get("replay"):
                s["replays"] += 1             # a deal of the day played again: cards known
            elif r["kind"] == "smazzata" and r.get("void"):
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

    def matches(self) -> list:
        """Every match record that counts, oldest first: a deal of the day played again is
        left out, as in ``summary`` (the chart showed it as a lost match, review 12f D6)."""
        return self._cached("matches", lambda: [r for r in self.records
                                                if r["kind"] == "match" and not r.get("replay")])

    def recent_matches(self, n: int = 20) -> list:
        return self.matches()[-n:]

    def daily(self, day: str) -> "DailyResults":
        """The deals of the day: ``day``'s result (its first play) and every day's best."""
        return self._cached(("daily", day), lambda: _daily(self.records, day))


@dataclass(frozen=True)
class DailyResults:
    """``today``: the first smazzata played of that day's deal (its result), or None;
    ``today_plays``: how many times it was played (replays included); ``best``: the
    first-play record with the most points over every day; ``days``/``days_won``: the
    days whose deal was played / won at the first play."""
    today: dict | None
    today_plays: int
    best: dict | None
    days: int
    days_won: int


def _daily(records: list, day: str) -> DailyResults:
    firsts = [r for r in records if r["kind"] == "smazzata" and "daily" in r and not r.get("replay")]
    today = next((r for r in firsts if r["daily"] == day), None)
    plays = sum(1 for r in records if r["kind"] == "smazzata" and r.get("daily") == day)
    best = max(firsts, key=lambda r: (r["points"], r["daily"]), default=None)
    return DailyResults(today, plays, best, len({r["daily"] for r in firsts}),
                        len({r["daily"] for r in firsts if r["result"] == "won"}))


def _valid(r: object) -> bool:
    return (isinstance(r, dict) and r.get("kind") in ("smazzata", "match")
            and r.get("players") in (2, 3, 4, 5, 6) and isinstance(r.get("level"), str)
            and not isinstance(r.get("players"), bool)
            and isinstance(r.get("level"), str) and len(r["level"]) <= 40
            and r.get("result") in RESULTS and type(r.get("points")) is int
            and -MAX_POINTS <= r["points"] <= MAX_POINTS
            and isinstance(r.get("when"), str) and len(r["when"]) <= 40
            and isinstance(r.get("void", False), bool)
            and isinstance(r.get("replay", False), bool)
            and (r.get("daily") is None or _is_day(r["daily"])))


def _is_day(text: object) -> bool:
    """``YYYY-MM-DD`` (a deal of the day's date)."""
    return isinstance(text, str) and re.fullmatch(r"\d{4}-\d{2}-\d{2}", text) is not None


def _valid_analysis(a: object) -> bool:
    return (isinstance(a, dict) and isinstance(a.get("deal"), str) and len(a["deal"]) <= 40
            and type(a.get("players")) is int and a["players"] in (2, 3, 4, 5, 6)
            and isinstance(a.get("level"), str) and len(a["level"]) <= 40
            and type(a.get("accuracy")) in (int, float) and 0 <= a["accuracy"] <= 100
            and isinstance(a.get("when"), str) and len(a["when"]) <= 40)


# -- reading a file of any size record by record ------------------------------------------
_SPACE = re.compile(r"[ \t\n\r]*")
_DECODER = datafiles.DECODER


def _parse(text: str) -> tuple[list, int, list]:
    """(the newest MAX_RECORDS records, how many the file holds, the analyses); Damaged
    when the text is not a statistics file of this version with valid records."""
    try:
        header, records, total = _scan(text)
    except (ValueError, IndexError, RecursionError, TypeError) as exc:
        why = "nested too deeply" if isinstance(exc, RecursionError) else str(exc)[:200]
        raise datafiles.Damaged(f"not a statistics file ({why})") from None
    if header.get("format") != FORMAT:
        raise datafiles.Damaged("not a statistics file")
    if header.get("version") != VERSION:
        raise datafiles.Damaged(f"unknown version {str(header.get('version'))[:20]}")
    if records is None:
        raise datafiles.Damaged("no records")
    analyses = header.get("analyses", [])
    if not isinstance(analyses, list) or not all(_valid_analysis(a) for a in analyses):
        raise datafiles.Damaged("bad analyses")
    return list(records), total, analyses[-MAX_ANALYSES:]


def _scan(text: str) -> tuple[dict, deque | None, int]:
    """The top-level object's other fields, the last MAX_RECORDS of ``records`` (each
    checked) and the number of records, decoding one record at a time."""
    def skip(i: int) -> int:
        return _SPACE.match(text, i).end()

    def expect(i: int, char: str) -> int:
        if text[i] != char:
            raise ValueError(f"expected {char!r} at character {i}")
        return skip(i + 1)

    header: dict = {}
    records = None
    total = 0
    i = expect(skip(0), "{")
    while text[i] != "}":
        key, i = _DECODER.raw_decode(text, i)
        if not isinstance(key, str):
            raise ValueError("bad key")
        i = expect(skip(i), ":")
        if key == "records":
            records = deque(maxlen=MAX_RECORDS)
            i = expect(i, "[")
            while text[i] != "]":
                record, i = _DECODER.raw_decode(text, i)
                if not _valid(record):
                    raise ValueError(f"bad record number {total + 1}")
                records.append(record)
                total += 1
                i = skip(i)
                if text[i] == ",":
                    i = skip(i + 1)
                elif text[i] != "]":
                    raise ValueError(f"expected ',' or ']' at character {i}")
            i = skip(i + 1)
        else:
            header[key], i = _DECODER.raw_decode(text, i)
            i = skip(i)
        if text[i] == ",":
            i = skip(i + 1)
        elif text[i] != "}":
            raise ValueError(f"expected ',' or '}}' at character {i}")
    if skip(i + 1) != len(text):
        raise ValueError("extra data after the object")
    return header, records, total
