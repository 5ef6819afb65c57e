"""Where the player's files live (settings, the saved match, statistics), on every system.

``$BRISCOLA_DATA_DIR`` when set; else the system's own place for an application's
data, from platformdirs (rather than hand-written per-system paths):
- Linux and other Unix: ``$XDG_DATA_HOME/briscola``, by default ``~/.local/share/briscola``;
- macOS: ``~/Library/Application Support/briscola``;
- Windows: ``%LOCALAPPDATA%\\briscola``.

Builds made before the first release (0.1.0) used ``%APPDATA%\\briscola`` on Windows and
``~/.local/share/briscola`` on macOS. ``move_legacy_files`` moves such a folder's
files into the new one once, when the game starts with persistence, and logs what it
did. It never overwrites a file already in the new folder, copies across drives
through a temporary name, and leaves a note in the old folder when something stays
behind, so it does not try again at every start.
"""
from __future__ import annotations

import logging
import os
import shutil
import sys
from pathlib import Path

import platformdirs

log = logging.getLogger(__name__)

APP_NAME = "briscola"
ENV_VAR = "BRISCOLA_DATA_DIR"
LEFT_BEHIND_NOTE = "MOVED-TO-NEW-FOLDER.txt"


def data_dir() -> Path:
    """The folder for the player's files (it may not exist yet)."""
    env = os.environ.get(ENV_VAR)
    if env:
        return Path(env)
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def legacy_dir(platform: str = sys.platform, environ=os.environ, home: Path | None = None) -> Path | None:
    """The folder builds before 0.1.0 used on this system, or None if it cannot be named."""
    if platform.startswith("win"):
        base = environ.get("APPDATA")
        return Path(base) / APP_NAME if base else None
    xdg = environ.get("XDG_DATA_HOME")
    base = Path(xdg) if xdg else (home or Path.home()) / ".local" / "share"
    return base / APP_NAME


def move_legacy_files(target: Path | None = None, old: Path | None = None) -> list[Path]:
    """Move the old folder's entries into ``target`` (default: ``data_dir()``) once.

    Does nothing when ``$BRISCOLA_DATA_DIR`` chose the folder (and no ``target`` is
    given), when the old folder is missing, is the new one, or already carries the note.
    Returns the paths moved (in the new folder). Failures are logged, never raised: the
    game then starts with the new folder and the old files stay where they were."""
    if target is None:
        if os.environ.get(ENV_VAR):
            return []
        target = data_dir()
    old = old if old is not None else legacy_dir()
    if old is None or not old.is_dir() or (old / LEFT_BEHIND_NOTE).exists():
        return []
    try:
        if old.resolve() == target.resolve():
            return []
        entries = sorted(old.iterdir())
        target.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        log.warning("could not move the player's files from %s to %s: %s", old, target, exc)
        return []
    moved, kept = [], []
    for entry in entries:
        dest = target / entry.name
        if dest.exists():
            log.warning("left %s in the old folder: %s already exists", entry, dest)
            kept.append(entry.name)
            continue
        try:
            _move(entry, dest)
        except OSError as exc:
            log.warning("could not move %s to %s: %s", entry, dest, exc)
            kept.append(entry.name)
            continue
        log.info("moved %s to %s", entry, dest)
        moved.append(dest)
    _finish(old, target, kept)
    return moved


def _move(src: Path, dest: Path) -> None:
    """Rename when both are on one drive; else copy under a temporary name, rename, and
    only then delete the original, so an interruption never leaves half a file as ``dest``."""
    try:
        os.rename(src, dest)
        return
    except OSError:
        if dest.exists():
            raise
    temp = dest.with_name(dest.name + ".moving")
    if src.is_dir():
        shutil.rmtree(temp, ignore_errors=True)
        shutil.copytree(src, temp)
    else:
        shutil.copy2(src, temp)
    os.replace(temp, dest)
    if src.is_dir():
        shutil.rmtree(src)
    else:
        src.unlink()


def _finish(old: Path, target: Path, kept: list[str]) -> None:
    """Remove the emptied old folder, or leave a note saying where the files went."""
    if not kept:
        try:
            old.rmdir()
            log.info("removed the emptied old folder %s", old)
            return
        except OSError as exc:
            log.warning("could not remove the old folder %s: %s", old, exc)
    try:
        (old / LEFT_BEHIND_NOTE).write_text(
            f"Briscola now keeps its files in {target}.\n"
            f"These stayed here because the new folder already had files of the same name: "
            f"{', '.join(kept) or 'none'}.\n", encoding="utf-8")
    except OSError as exc:
        log.warning("could not write %s in %s: %s", LEFT_BEHIND_NOTE, old, exc)
