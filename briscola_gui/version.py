"""The game's version, read from its one source of truth: ``version`` in pyproject.toml.

Nothing else in the repository spells the number. It is found, in order:
- inside the PyInstaller executable: the file ``VERSION`` that installer.spec writes
  into the bundle from pyproject.toml (a bundle carries no package metadata);
- in a source checkout (pyproject.toml beside the package, naming this project):
  that file, so an editable install whose metadata predates a version bump
  cannot show a stale number;
- in an installed copy (``pip install .``): the package metadata, through
  importlib.metadata.
``--version``, the main menu's footer and the executable's metadata (Windows
version resource, macOS Info.plist) all show this one value.
"""
from __future__ import annotations

import logging
import re
import sys
from functools import lru_cache
from pathlib import Path

log = logging.getLogger(__name__)

DIST_NAME = "briscola-gui"            # [project] name in pyproject.toml
BUNDLED_FILE = "VERSION"              # at the top of the PyInstaller bundle
UNKNOWN = "0+unknown"

_PROJECT_TABLE = re.compile(r"^\[project\]\s*$(.*?)(?=^\[|\Z)", re.M | re.S)


def _field(table: str, key: str) -> str | None:
    found = re.search(rf'^{key}\s*=\s*"([^"]+)"\s*(?:#.*)?$', table, re.M)
    return found.group(1) if found else None


def pyproject_version(path: Path) -> str | None:
    """The ``[project]`` version of the pyproject.toml at ``path`` when that file describes
    this project, else None. (A regular expression, not tomllib: Python 3.10 has no tomllib,
    and the two fields read are plain strings.)"""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        return None
    table = _PROJECT_TABLE.search(text)
    if not table or _field(table.group(1), "name") != DIST_NAME:
        return None
    return _field(table.group(1), "version")


def _bundled_version(bundle: Path) -> str | None:
    try:
        text = (bundle / BUNDLED_FILE).read_text(encoding="utf-8").strip()
    except OSError as exc:
        log.warning("the executable carries no %s file: %s", BUNDLED_FILE, exc)
        return None
    return text or None


@lru_cache(maxsize=1)
def version() -> str:
    """The version of the running game, e.g. ``"0.2.0"``; ``"0+unknown"`` (logged) if no
    source has it."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        found = _bundled_version(Path(frozen))
        if found:
            return found
    checkout = pyproject_version(Path(__file__).resolve().parent.parent / "pyproject.toml")
    if checkout:
        return checkout
    installed = _installed_version()
    if installed:
        return installed
    log.warning("cannot tell the game's version: no pyproject.toml beside the package "
                "and no installed %s metadata", DIST_NAME)
    return UNKNOWN


def _installed_version() -> str | None:
    # imported here: importlib.metadata needs the email package, which the executable
    # leaves out (installer.spec EXCLUDES) and never needs, since it has VERSION
    try:
        from importlib import metadata
    except ImportError as exc:
        log.warning("importlib.metadata is not available: %s", exc)
        return None
    try:
        return metadata.version(DIST_NAME)
    except metadata.PackageNotFoundError:
        return None
