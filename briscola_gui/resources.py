"""Where the game's data files are, wherever the game runs from.

Three cases, tried in order:
- inside a PyInstaller executable: ``sys._MEIPASS/assets``;
- after ``pip install .``: the data-only package ``briscola_gui._assets``
  (pyproject.toml maps the top-level ``assets/`` folder onto it);
- from a source checkout: ``assets/`` beside the package.
"""
from __future__ import annotations

import sys
from functools import lru_cache
from pathlib import Path


class MissingAsset(FileNotFoundError):
    """A data file the game needs is not where it should be."""


@lru_cache(maxsize=1)
def assets_dir() -> Path:
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "assets"
    package_dir = Path(__file__).resolve().parent
    installed = package_dir / "_assets"
    if installed.is_dir():
        return installed
    return package_dir.parent / "assets"


def asset_path(*parts: str) -> Path:
    """The path of an asset, e.g. ``asset_path("decks", "napoletane", "1D.svg")``.

    Raises MissingAsset naming the file when it does not exist."""
    path = assets_dir().joinpath(*parts)
    if not path.exists():
        raise MissingAsset(f"missing game data file: {path}")
    return path
