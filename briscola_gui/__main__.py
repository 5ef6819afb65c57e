"""Command line: ``python -m briscola_gui [COMMAND] ...``.

Without a command it opens the game window (``--demo``, ``--smoke-test`` and the
other window flags go there too). ``--version`` prints the game's version. Each headless command lives in its own module
under ``briscola_gui/commands`` and exposes ``main(argv) -> int``.
"""
from __future__ import annotations

import importlib
import sys

from .logs import log_to_stderr

COMMANDS = {
    "replay": "briscola_gui.commands.replay",
    "sim": "briscola_gui.commands.sim",
    "decks": "briscola_gui.commands.decks",
    "analyse": "briscola_gui.commands.analyse",
}
WINDOW = "briscola_gui.commands.window"


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    from .winconsole import attach_parent_console
    attach_parent_console()           # the windowed Windows .exe started from a console
    if args[:1] == ["--version"]:
        if len(args) > 1:
            print("briscola: --version takes no other argument", file=sys.stderr)
            return 2
        from .version import version
        print(f"briscola {version()}")
        return 0
    if args and args[0] in COMMANDS:
        module_name, args = COMMANDS[args[0]], args[1:]
        log_to_stderr()                  # headless: warnings and errors on stderr only
    else:
        module_name = WINDOW
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name != module_name:
            raise
        print(f"briscola: this build has no '{module_name.rsplit('.', 1)[-1]}' command yet",
              file=sys.stderr)
        return 2
    return module.main(args)


if __name__ == "__main__":
    sys.exit(main())
