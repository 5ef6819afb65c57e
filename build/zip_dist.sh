#!/usr/bin/env bash
# Zip the built game for a release: one zip per system, named
# briscola-<version>-<system>-<machine>.zip, written to dist/ and printed.
#   build/zip_dist.sh            (after build/build_exe.sh)
# Linux and Windows: the folder dist/briscola (executable + _internal/), kept as a
# folder inside the zip. macOS: dist/Briscola.app, zipped with ditto so the bundle's
# symbolic links and extended attributes survive.
# PYTHON picks the interpreter that reads the version (as in build/ci_build_exe.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ -n "${PYTHON:-}" ]]; then PY="$PYTHON"
elif [[ -x .venv/bin/python ]]; then PY=.venv/bin/python
elif [[ -x .venv/Scripts/python.exe ]]; then PY=.venv/Scripts/python.exe
else PY=python3
fi
VERSION="$("$PY" -c "from briscola_gui.version import version; print(version())" | tr -d '\r')"

case "$(uname -s)" in
    MINGW*|MSYS*|CYGWIN*) SYSTEM=windows ;;
    Darwin) SYSTEM=macos ;;
    *) SYSTEM=linux ;;
esac
case "$(uname -m)" in
    x86_64|amd64|AMD64) MACHINE=x86_64 ;;
    arm64|aarch64) MACHINE=arm64 ;;
    *) MACHINE="$(uname -m)" ;;
esac
ZIP="briscola-$VERSION-$SYSTEM-$MACHINE.zip"
rm -f "dist/$ZIP"

case "$SYSTEM" in
    macos)
        [[ -d dist/Briscola.app ]] || { echo "zip_dist: no dist/Briscola.app: build it first" >&2; exit 1; }
        ditto -c -k --sequesterRsrc --keepParent dist/Briscola.app "dist/$ZIP"
        ;;
    windows)
        [[ -d dist/briscola ]] || { echo "zip_dist: no dist/briscola: build it first" >&2; exit 1; }
        (cd dist && 7z a -tzip -bso0 -bsp0 "$ZIP" briscola)
        ;;
    *)
        [[ -d dist/briscola ]] || { echo "zip_dist: no dist/briscola: build it first" >&2; exit 1; }
        (cd dist && zip -q -r -y "$ZIP" briscola)     # -y: links stay links
        ;;
esac
echo "dist/$ZIP"
