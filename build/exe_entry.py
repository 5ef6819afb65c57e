"""Entry point of the PyInstaller executable (see installer.spec).

The same dispatcher as ``python -m briscola_gui``: the executable takes the
same commands and flags (``replay``, ``sim``, ``decks``, ``--smoke-test``...).
"""
import sys

from briscola_gui.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
