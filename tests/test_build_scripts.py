"""The scripts in build/ use the package of the checkout they sit in.

Run from a second worktree (or a copy of the repository), a script that only did
`from briscola_gui import ...` would import whichever briscola_gui the virtual
environment has installed, and so measure or draw another checkout's code."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

TOP = Path(__file__).resolve().parents[1]

# A decoy package that shadows any installed briscola_gui on PYTHONPATH: a script
# reaching it instead of its own checkout's package fails loudly.
DECOY = "raise ImportError('decoy briscola_gui: the script did not use its own checkout')\n"

SCRIPTS = [
    ("sample_games.py", ["--help"]),
    ("blind_decks.py", ["sheet", "leggibili", "{tmp}/sheet.png", "--count", "1", "--seed", "1"]),
]


@pytest.mark.parametrize("script, args", SCRIPTS, ids=[s for s, _ in SCRIPTS])
def test_build_script_imports_its_own_checkout(script, args, tmp_path):
    decoy = tmp_path / "decoy" / "briscola_gui"
    decoy.mkdir(parents=True)
    (decoy / "__init__.py").write_text(DECOY)
    env = dict(os.environ, PYTHONPATH=str(decoy.parent),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    cmd = [sys.executable, str(TOP / "build" / script)]
    cmd += [a.format(tmp=tmp_path) for a in args]
    result = subprocess.run(cmd, cwd=tmp_path, env=env, capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 0, result.stderr
    assert "decoy" not in result.stderr
