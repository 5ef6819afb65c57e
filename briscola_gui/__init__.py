"""Briscola: Italy's favourite card game, offline against the computer."""
from __future__ import annotations


def __getattr__(name: str):
    # the version's one source is pyproject.toml (see briscola_gui/version.py)
    if name == "__version__":
        from .version import version
        return version()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
