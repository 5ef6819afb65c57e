"""Where the player is in the lesson, kept in ``lesson.json`` in the data folder so the
lesson can be left at any moment and resumed at the same step: the chapter, the step and
the cards played since the chapter began (the deal is fixed, so they rebuild the table).
Written atomically; a damaged file is set aside (datafiles.set_aside) and the lesson
starts again from the beginning; nothing here raises for a bad file."""
from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, field
from pathlib import Path

from .. import datafiles
from ..engine.savegame import write_atomic
from .chapters import CHAPTERS

log = logging.getLogger(__name__)

FILE = "lesson.json"
FORMAT = "briscola-lesson"
VERSION = 1
MAX_BYTES = 64 << 10


@dataclass
class Progress:
    """``done``: the lesson was followed to its end once (it then starts again)."""
    chapter: int = 0
    step: int = 0
    moves: list = field(default_factory=list)
    done: bool = False

    def to_json(self) -> str:
        return json.dumps({"format": FORMAT, "version": VERSION, **asdict(self)})


def _valid(data: object) -> bool:
    def whole(x: object, low: int, high: int) -> bool:
        return type(x) is int and low <= x <= high
    return (isinstance(data, dict) and data.get("format") == FORMAT
            and data.get("version") == VERSION and whole(data.get("chapter"), 0, 99)
            and whole(data.get("step"), 0, 999) and isinstance(data.get("done"), bool)
            and isinstance(data.get("moves"), list) and len(data["moves"]) <= 40
            and all(whole(c, 0, 39) for c in data["moves"]))


def load(folder: Path) -> Progress:
    """The saved progress, or a fresh one (no file, or a bad one set aside and logged)."""
    path = Path(folder) / FILE
    try:
        data = datafiles.read_json(path, MAX_BYTES)
    except datafiles.Unreadable as exc:
        log.warning("cannot read %s: %s; the lesson starts from the beginning", path, exc)
        return Progress()
    except datafiles.Damaged as exc:
        log.warning("damaged file %s: %s; set aside", path, exc)
        datafiles.set_aside(path)
        return Progress()
    if data is None:
        return Progress()
    if not _valid(data):
        log.warning("%s is not a lesson progress file; set aside", path)
        datafiles.set_aside(path)
        return Progress()
    return Progress(data["chapter"], data["step"], list(data["moves"]), data["done"])


def resume(folder: Path) -> Progress:
    """Where the lesson goes on from: the saved progress, or the beginning when there is
    none, it was followed to its end, or it names a step the lesson does not have."""
    saved = load(folder)
    if saved.done or saved.chapter >= len(CHAPTERS) \
            or saved.step >= len(CHAPTERS[saved.chapter].steps):
        return Progress()
    return saved


def save(folder: Path, progress: Progress) -> bool:
    """Write the progress atomically; False (logged) when the folder refuses."""
    try:
        write_atomic(Path(folder) / FILE, progress.to_json())
    except OSError as exc:
        log.warning("the lesson's progress could not be saved: %s", exc)
        return False
    return True
