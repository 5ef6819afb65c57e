"""Output for the windowed Windows executable started from a console.

installer.spec builds the Windows .exe without a console (no black window behind the
game). Such a program has no standard output: started from cmd or PowerShell,
``briscola.exe --version`` or ``briscola.exe replay games.jsonl`` would print nothing.
When its output is redirected to a file or a pipe the handles exist and nothing is needed;
otherwise ``attach_parent_console`` attaches to the console of the program that started
it, if any, and writes there. Elsewhere (Linux, macOS, from source) it does nothing.
"""
from __future__ import annotations

import logging
import sys

log = logging.getLogger(__name__)

ATTACH_PARENT_PROCESS = -1


def attach_parent_console(kernel32=None, opener=open) -> bool:
    """Give a windowed Windows executable the starting console's output, when it has
    none; returns whether it did."""
    if sys.platform != "win32" or not getattr(sys, "frozen", False):
        return False
    if sys.stdout is not None and sys.stderr is not None:
        return False
    if kernel32 is None:
        import ctypes
        kernel32 = ctypes.windll.kernel32
    if not kernel32.AttachConsole(ATTACH_PARENT_PROCESS):
        return False                      # started by a double click: no console to write to
    try:
        if sys.stdout is None:
            sys.stdout = opener("CONOUT$", "w", encoding="utf-8", errors="replace")
        if sys.stderr is None:
            sys.stderr = opener("CONOUT$", "w", encoding="utf-8", errors="replace")
    except OSError as exc:
        log.warning("cannot write to the console: %s", exc)
        return False
    return True
