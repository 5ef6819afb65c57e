"""Where the game keeps its files (settings, the saved match, statistics) and how it
reads and writes them without ever stopping the game.

The folder: ``$BRISCOLA_DATA_DIR`` if set, else the system's place for application
data (briscola_gui/datadir.py, through platformdirs). Every write goes
through a temp file and ``os.replace``; temp files a killed game left are removed at
the next start. Nothing here raises for a bad folder or file: a damaged file is set
aside under a new numbered name, an unreadable one is left alone and never written over,
and a folder or disk that refuses a write becomes a ``Problem`` in ``Store.problems``,
told to the player once per cause (the window shows them in the player's language).
"""
from __future__ import annotations

import json
import logging
import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import NamedTuple

from .. import atomicfile, datadir, datafiles
from ..daily import parse_day
from ..engine import savegame
from ..engine.rules import PARI_CHOICES, THREE_REMOVE_CHOICES
from ..engine.savegame import SaveError, write_atomic

log = logging.getLogger(__name__)

SETTINGS_FILE = "settings.json"
SAVE_FILE = "savegame.json"
STATS_FILE = "stats.json"


def data_dir() -> Path:
    """The player's folder: ``$BRISCOLA_DATA_DIR``, else the system's (briscola_gui/datadir.py)."""
    return datadir.data_dir()


WINDOW_KEY = "window"             # the window's extras inside savegame.json
LEVEL_CHOICES = ("random", "easy", "medium", "hard", "expert")
SPEED_CHOICES = ("slow", "normal", "fast", "instant")
VOLUME_CHOICES = (20, 40, 60, 80, 100)
BACK_CHOICES = ("deck", "red", "blue", "green")
LENGTH_CHOICES = ("single", 1, 2, 3, 4, 5, 6, 7)
WINDOW_DEFAULT = (1280, 800)
WINDOW_MIN = (640, 480)
WINDOW_MAX = 8192                  # either side
SETTINGS_MAX_BYTES = 1 << 20


@dataclass
class Settings:
    language: str = "it"
    speed: str = "normal"
    sound: bool = True
    volume: int = 80               # percent of the effects' own level
    deck: str = ""                 # deck style id; "" = the first installed
    back: str = "deck"            # the deck's own back, or a plain colour
    corner_indices: bool = False
    fullscreen: bool = False
    large_text: bool = False       # larger text and cards (ui/enlarge.py)
    window: list = field(default_factory=list)     # [width, height] last used; [] = default
    # the last new-game choices
    players: int = 2
    level: str = "medium"
    follow_suit: bool = False
    piemonte: bool = False
    accusi: bool = False
    cappotto: bool = True
    length: object = 2             # "single" or 1..7 (2, 3, 4, 6 players)
    chiamata_length: int = 5       # smazzate in a chiamata match
    signals: bool = False          # 4 players: partners' conventional signals
    scambio: bool = False          # house rule, 2/4/6 players: the 7 (2) takes the face-up briscola
    pari: str = "draw"             # house rule, 2/4/6 players: what a 60-60 gives
    three_remove: str = "2C"       # house rule, 3 players: which 2 leaves the deck
    # learners' aids on the table
    hints: bool = False
    tracker: bool = False

    def rules_dict(self) -> dict:
        d = {"follow_suit": self.follow_suit, "piemonte": self.piemonte,
             "accusi": self.accusi, "cappotto": self.cappotto}
        if self.players == 4 and self.signals:
            d["signals"] = True
        if self.players in (2, 4, 6):
            d["pari"] = self.pari
            d["scambio"] = self.scambio
        if self.players == 3:
            d["three_remove"] = self.three_remove
        return d


_VALID = {
    "language": lambda v: v in ("it", "en"),
    "speed": lambda v: v in SPEED_CHOICES,
    "volume": lambda v: v in VOLUME_CHOICES and not isinstance(v, bool),
    "deck": lambda v: isinstance(v, str) and len(v) <= 64,
    "back": lambda v: v in BACK_CHOICES,
    "players": lambda v: v in (2, 3, 4, 5, 6) and not isinstance(v, bool),
    "level": lambda v: v in LEVEL_CHOICES,
    "length": lambda v: v in LENGTH_CHOICES and not isinstance(v, bool),
    "chiamata_length": lambda v: isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 20,
    "window": lambda v: v == [] or window_size_ok(v),
    "pari": lambda v: v in PARI_CHOICES,
    "three_remove": lambda v: v in THREE_REMOVE_CHOICES,
}


def window_size_ok(size) -> bool:
    """A window size the game can open: two whole numbers, at least 640x480, at most 8192."""
    return (isinstance(size, (list, tuple)) and len(size) == 2
            and all(isinstance(x, int) and not isinstance(x, bool) for x in size)
            and all(low <= x <= WINDOW_MAX for low, x in zip(WINDOW_MIN, size)))


def default_language() -> str:
    lang = os.environ.get("LANG", "") or os.environ.get("LANGUAGE", "")
    return "it" if lang.lower().startswith("it") or not lang else "en"


class Problem(NamedTuple):
    """Something the player must be told about their files, once. ``key`` names the
    message; ``why`` a cause from ``datafiles`` (message key ``why_<cause>``); ``file``
    the file or folder concerned."""
    key: str
    why: str = ""
    file: str = ""

    def text(self, t) -> str:
        """The message in the language of ``t`` (an I18n)."""
        return t(self.key, why=t("why_" + self.why) if self.why else "", file=self.file)


class Store:
    """Settings, the saved match and the statistics in one folder. ``problems`` collects
    what the player must be told (damaged or unreadable files, writes refused), each
    once; the window shows and clears them."""

    FILES = (SETTINGS_FILE, SAVE_FILE, STATS_FILE)

    def __init__(self, folder: Path | None = None, persist: bool = True):
        self.folder = Path(folder) if folder else data_dir()
        self.persist = persist
        self.problems: list[Problem] = []
        self.saved_extra: dict = {}
        self._checked = False
        self._folder_cause = ""           # the folder itself cannot be used, and why
        self._told: set[tuple[str, str]] = set()
        self._protected: set[str] = set()     # files that could not be read: never replaced

    @property
    def settings_path(self) -> Path:
        return self.folder / SETTINGS_FILE

    @property
    def save_path(self) -> Path:
        return self.folder / SAVE_FILE

    @property
    def stats_path(self) -> Path:
        return self.folder / STATS_FILE

    # -- telling the player -------------------------------------------------------------
    def _tell(self, key: str, why: str = "", file: str = "") -> None:
        """Note a problem unless the player was already told this one, or told that the
        whole folder fails for the same cause."""
        if why and why == self._folder_cause:
            return
        if (key, why) in self._told:
            return
        self._told.add((key, why))
        self.problems.append(Problem(key, why, file))

    def _check_folder(self) -> None:
        """Once, before the first read or write: remove leftover temp files, and find out
        whether the folder can be used at all (told as one message)."""
        if self._checked or not self.persist:
            return
        self._checked = True
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            atomicfile.remove_leftovers(self.folder, self.FILES + (atomicfile.PROBE,))
            atomicfile.probe(self.folder)
        except OSError as exc:
            cause = datafiles.cause_of(exc)
            if cause in (datafiles.NOT_FILE, datafiles.OTHER) and not self.folder.is_dir():
                cause = datafiles.NOT_FOLDER
            log.warning("the data folder %s cannot be used: %s", self.folder, datafiles.describe(exc))
            self._tell("folder_unusable", cause, str(self.folder))
            self._folder_cause = cause

    def _read(self, path: Path, max_bytes: int, damaged_key: str, unreadable_key: str):
        """The JSON in ``path``, or None (no file, or a problem noted: a damaged file set
        aside, an unreadable one protected)."""
        self._check_folder()
        try:
            return datafiles.read_json(path, max_bytes)
        except datafiles.Unreadable as exc:
            log.warning("cannot read %s: %s", path, exc)
            self._protected.add(path.name)
            self._tell(unreadable_key, exc.cause, str(path))
        except datafiles.Damaged as exc:
            log.warning("damaged file %s: %s", path, exc)
            self._set_aside(path, damaged_key)
        return None

    def _set_aside(self, path: Path, key: str) -> None:
        if not self.persist:
            return
        aside = datafiles.set_aside(path)
        if aside is None:                 # it stays where it is: do not write over it
            self._protected.add(path.name)
        self._tell(key, file=(aside or path).name)

    def _write(self, path: Path, text: str, failed_key: str) -> bool:
        """Write atomically; False (and the player told once) when the folder refuses."""
        if not self.persist:
            return True
        self._check_folder()
        if path.name in self._protected:
            log.info("not writing %s: it could not be read, so it is left as it is", path)
            return False
        try:
            write_atomic(path, text)
        except OSError as exc:
            cause = datafiles.cause_of(exc)
            log.warning("cannot write %s: %s", path, datafiles.describe(exc))
            self._tell(failed_key, cause, str(path))
            return False
        return True

    # -- statistics -------------------------------------------------------------
    def load_stats(self):
        """The player's statistics: a damaged file is set aside and a new record started,
        an unreadable one is left alone (and this session's results are not written over
        it). Without persistence (demo, smoke test) an empty record that is never written."""
        from ..stats import Stats
        if not self.persist:
            return Stats(self.stats_path)
        self._check_folder()
        stats = Stats.load(self.stats_path)
        if stats.unreadable is not None:
            log.warning("cannot read %s: %s", self.stats_path, stats.unreadable)
            self._protected.add(STATS_FILE)
            self._tell("stats_unreadable", stats.unreadable.cause, str(self.stats_path))
        elif stats.damaged is not None:
            if stats.aside is None:
                self._protected.add(STATS_FILE)
            self._tell("stats_damaged", file=(stats.aside or self.stats_path).name)
        if stats.dropped:
            log.warning("%s held %d records more than the %d kept; the oldest were left out",
                        self.stats_path, stats.dropped, len(stats.records))
        stats.warning = None              # told through ``problems``
        return stats

    def save_stats(self, stats) -> None:
        self._write(self.stats_path, stats.to_json(), "stats_failed")

    # -- settings -----------------------------------------------------------
    def load_settings(self) -> Settings:
        s = Settings(language=default_language())
        data = self._read(self.settings_path, SETTINGS_MAX_BYTES, "settings_damaged",
                          "settings_unreadable")
        if data is None:
            return s
        if not isinstance(data, dict):
            log.warning("damaged file %s: not a JSON object", self.settings_path)
            self._set_aside(self.settings_path, "settings_damaged")
            return s
        bad = []
        for f in fields(Settings):
            if f.name not in data:
                continue
            value = data[f.name]
            check = _VALID.get(f.name)
            ok = check(value) if check else isinstance(value, bool)
            if ok:
                setattr(s, f.name, value)
            elif f.name == "window":          # only the size is lost: the default is used
                log.warning("%s: window size %.40r ignored", self.settings_path, value)
            else:
                bad.append(f.name)
        if bad:
            log.warning("%s: bad values ignored: %s", self.settings_path, ", ".join(bad))
            self._tell("settings_fields_reset", file=", ".join(bad))
        return s

    def save_settings(self, s: Settings) -> None:
        self._write(self.settings_path, json.dumps(asdict(s), indent=1), "settings_failed")

    # -- the saved match ------------------------------------------------------
    def has_save(self) -> bool:
        """A saved match may be there (Continue is offered): something is at its path and
        it was not found unreadable."""
        if not self.persist:
            return False
        self._check_folder()
        return SAVE_FILE not in self._protected and datafiles.exists(self.save_path)

    def load_match(self):
        """The saved match, or None (with a problem noted) when it is missing, damaged or
        unreadable. The window's own extras stored beside it (the opponents' level) are
        left in ``saved_extra``."""
        self.saved_extra = {}
        path = self.save_path
        data = self._read(path, savegame.MAX_FILE_BYTES, "save_damaged", "save_unreadable")
        if data is None:
            return None
        try:
            match = savegame.match_from_json(data)
        except SaveError as exc:
            log.warning("damaged file %s: %s", path, exc)
            self._set_aside(path, "save_damaged")
            return None
        except Exception:                  # a case the checks missed: still only a bad file
            log.exception("damaged file %s: rebuilding the match failed", path)
            self._set_aside(path, "save_damaged")
            return None
        extra = data.get(WINDOW_KEY)
        if isinstance(extra, dict) and extra.get("level") in LEVEL_CHOICES:
            self.saved_extra["level"] = extra["level"]
        if isinstance(extra, dict) and parse_day(extra.get("daily")) is not None:
            self.saved_extra["daily"] = extra["daily"]
        return match

    def save_match(self, match, level: str | None = None, daily: str | None = None) -> None:
        """The engine's save of ``match``, plus the window's extras under one extra
        top-level key (the engine's reader ignores it, so the format stays compatible):
        the opponents' level and, for a deal of the day, its date."""
        if not self.persist:
            return
        if match.over:
            self.delete_save()
            return
        data = savegame.match_to_json(match)
        extra = {"level": level} if level is not None else {}
        if daily is not None:
            extra["daily"] = daily
        if extra:
            data[WINDOW_KEY] = extra
        self._write(self.save_path, json.dumps(data, indent=1), "save_failed")

    def delete_save(self) -> None:
        if not self.persist or SAVE_FILE in self._protected:
            return
        try:
            self.save_path.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            log.warning("cannot delete %s: %s", self.save_path, datafiles.describe(exc))
            self._tell("save_failed", datafiles.cause_of(exc), str(self.save_path))
