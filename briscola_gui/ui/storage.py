"""Where the game keeps its files (settings, the saved match) and how it writes them.

The folder: ``$BRISCOLA_DATA_DIR`` if set, else ``%APPDATA%\\briscola`` on Windows,
else ``$XDG_DATA_HOME/briscola`` or ``~/.local/share/briscola``. Every write goes
through a temp file and ``os.replace``. Damaged files are moved aside, never fatal.
"""
from __future__ import annotations

import json
import os
import sys
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from ..engine import savegame
from ..engine.rules import PARI_CHOICES, THREE_REMOVE_CHOICES
from ..engine.savegame import SaveError, write_atomic

SETTINGS_FILE = "settings.json"
SAVE_FILE = "savegame.json"
STATS_FILE = "stats.json"


def data_dir() -> Path:
    env = os.environ.get("BRISCOLA_DATA_DIR")
    if env:
        return Path(env)
    if sys.platform.startswith("win"):
        base = os.environ.get("APPDATA")
        if base:
            return Path(base) / "briscola"
    xdg = os.environ.get("XDG_DATA_HOME")
    base = Path(xdg) if xdg else Path.home() / ".local" / "share"
    return base / "briscola"


WINDOW_KEY = "window"             # the window's extras inside savegame.json
LEVEL_CHOICES = ("random", "easy", "medium", "hard", "expert")
SPEED_CHOICES = ("slow", "normal", "fast", "instant")
BACK_CHOICES = ("deck", "red", "blue", "green")
LENGTH_CHOICES = ("single", 1, 2, 3, 4, 5, 6, 7)
WINDOW_DEFAULT = (1280, 800)
WINDOW_MIN = (640, 480)
WINDOW_MAX = 8192                  # either side


@dataclass
class Settings:
    language: str = "it"
    speed: str = "normal"
    sound: bool = True
    deck: str = ""                 # deck style id; "" = the first installed
    back: str = "deck"            # the deck's own back, or a plain colour
    corner_indices: bool = False
    fullscreen: bool = False
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
        if self.players == 3:
            d["three_remove"] = self.three_remove
        return d


_VALID = {
    "language": lambda v: v in ("it", "en"),
    "speed": lambda v: v in SPEED_CHOICES,
    "deck": lambda v: isinstance(v, str),
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
    """A window size the game can open: two whole numbers, at least 640x480."""
    return (isinstance(size, (list, tuple)) and len(size) == 2
            and all(isinstance(x, int) and not isinstance(x, bool) for x in size)
            and all(low <= x <= WINDOW_MAX for low, x in zip(WINDOW_MIN, size)))


def default_language() -> str:
    lang = os.environ.get("LANG", "") or os.environ.get("LANGUAGE", "")
    return "it" if lang.lower().startswith("it") or not lang else "en"


class Store:
    """Settings and the saved match in one folder. ``problems`` collects the messages
    about damaged files, for the menu to show once."""

    def __init__(self, folder: Path | None = None, persist: bool = True):
        self.folder = Path(folder) if folder else data_dir()
        self.persist = persist
        self.problems: list[tuple[str, str]] = []     # (message key, detail)

    @property
    def settings_path(self) -> Path:
        return self.folder / SETTINGS_FILE

    @property
    def save_path(self) -> Path:
        return self.folder / SAVE_FILE

    @property
    def stats_path(self) -> Path:
        return self.folder / STATS_FILE

    # -- statistics -------------------------------------------------------------
    def load_stats(self):
        """The player's statistics (a damaged file is set aside by Stats, which sets
        ``warning``). Without persistence (demo, smoke test) an empty record that is
        never written."""
        from ..stats import Stats
        if not self.persist:
            return Stats(self.stats_path)
        return Stats.load(self.stats_path)

    def save_stats(self, stats) -> None:
        if self.persist:
            stats.save()

    # -- settings -----------------------------------------------------------
    def load_settings(self) -> Settings:
        s = Settings(language=default_language())
        path = self.settings_path
        if not path.exists():
            return s
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            if not isinstance(data, dict):
                raise ValueError("not a JSON object")
        except (OSError, UnicodeDecodeError, ValueError) as exc:
            self.problems.append(("settings_damaged", f"{path}: {exc}"))
            self._move_aside(path)
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
            else:
                bad.append(f.name)
        if bad:
            self.problems.append(("settings_damaged", f"{path}: bad {', '.join(bad)}"))
        return s

    def save_settings(self, s: Settings) -> None:
        if self.persist:
            write_atomic(self.settings_path, json.dumps(asdict(s), indent=1))

    # -- the saved match ------------------------------------------------------
    def has_save(self) -> bool:
        return self.save_path.exists()

    def load_match(self):
        """The saved match, or None (with a problem noted) when it is missing or damaged.
        The window's own extras stored beside it (the opponents' level) are left in
        ``saved_extra``."""
        path = self.save_path
        self.saved_extra = {}
        if not path.exists():
            return None
        try:
            match = savegame.load(path)
        except SaveError as exc:
            self.problems.append(("save_damaged", str(exc)))
            self._move_aside(path)
            return None
        try:
            extra = json.loads(path.read_text(encoding="utf-8")).get(WINDOW_KEY)
        except (OSError, UnicodeDecodeError, ValueError, AttributeError):
            extra = None
        if isinstance(extra, dict):
            level = extra.get("level")
            if level in LEVEL_CHOICES:
                self.saved_extra["level"] = level
        return match

    def save_match(self, match, level: str | None = None) -> None:
        """The engine's save of ``match``, plus the window's extras under one extra
        top-level key (the engine's reader ignores it, so the format stays compatible)."""
        if not self.persist:
            return
        if match.over:
            self.delete_save()
            return
        data = savegame.match_to_json(match)
        if level is not None:
            data[WINDOW_KEY] = {"level": level}
        write_atomic(self.save_path, json.dumps(data, indent=1))

    def delete_save(self) -> None:
        if self.persist:
            try:
                self.save_path.unlink()
            except FileNotFoundError:
                pass

    def _move_aside(self, path: Path) -> None:
        if not self.persist:
            return
        try:
            os.replace(path, path.with_name(path.name + ".damaged"))
        except OSError:
            pass
