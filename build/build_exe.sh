#!/usr/bin/env bash
# Build the standalone executable: dist/briscola/briscola (see installer.spec).
# PyInstaller's work files go to build/pyinstaller/ and the result to dist/, both git-ignored.
#   build/build_exe.sh [extra pyinstaller options]
# PYTHON picks the interpreter (default: .venv/bin/python, else python3).
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ -z "${PYTHON:-}" ]]; then
    if [[ -x .venv/bin/python ]]; then PYTHON=.venv/bin/python
    elif [[ -x .venv/Scripts/python.exe ]]; then PYTHON=.venv/Scripts/python.exe
    else PYTHON=python3
    fi
fi
exec "$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
    --workpath build/pyinstaller --distpath dist "$@" installer.spec
