#!/usr/bin/env bash
# CI: build the standalone executable and check it runs, headless. The same script on
# Linux, macOS and Windows (Git Bash), locally (.ci/run) and in the release workflow.
#   1. installs PyInstaller if it is missing (pip install -e '.[build]');
#   2. builds the executable with build/build_exe.sh;
#   3. runs the executable's --smoke-test (window, first frame, exit 0, no output);
#   4. checks --version against `python -m briscola_gui --version` and, on Windows, the
#      .exe's version resource (on macOS, the .app's Info.plist);
#   5. replays sample games (build/sample_games.py) through the executable and through
#      `python -m briscola_gui replay`, and requires the same answers;
#   6. checks a bad input gives exit status 2 and one line on stderr.
# Exits non-zero with a line starting "ci_build_exe: FAIL" on any failure.
#
# The executable checked: dist/briscola/briscola on Linux, dist/briscola/briscola.exe on
# Windows, the one inside dist/Briscola.app on macOS (what each system ships).
# PYTHON picks the interpreter (default: the one in .venv, else python3 or python).
# SMOKE=replay skips step 3, for builds made before the window module exists;
# the default (SMOKE=smoke-test) is the real test.
set -uo pipefail
cd "$(dirname "$0")/.."

export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1
SMOKE="${SMOKE:-smoke-test}"

case "$(uname -s)" in
    MINGW*|MSYS*|CYGWIN*) SYSTEM=windows ;;
    Darwin) SYSTEM=macos ;;
    *) SYSTEM=linux ;;
esac

if [[ -n "${PYTHON:-}" ]]; then PY="$PYTHON"
elif [[ -x .venv/bin/python ]]; then PY=.venv/bin/python
elif [[ -x .venv/Scripts/python.exe ]]; then PY=.venv/Scripts/python.exe
elif command -v python3 >/dev/null && python3 -c "" 2>/dev/null; then PY=python3
else PY=python
fi

case "$SYSTEM" in
    windows) EXE=dist/briscola/briscola.exe ;;
    macos) EXE=dist/Briscola.app/Contents/MacOS/briscola ;;
    *) EXE=dist/briscola/briscola ;;
esac
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

fail() { echo "ci_build_exe: FAIL: $*" >&2; exit 1; }
step() { echo "ci_build_exe: $*"; }
limit() { if command -v timeout >/dev/null; then timeout 120 "$@"; else "$@"; fi; }
# Windows programs end lines with CR LF; compare text, not line endings
text() { tr -d '\r' <"$1"; }

case "$SMOKE" in
    smoke-test|replay) ;;
    *) fail "SMOKE must be 'smoke-test' (default) or 'replay', not '$SMOKE'" ;;
esac
"$PY" -c "import pygame, platformdirs, briscola_gui" 2>/dev/null \
    || fail "$PY cannot import the game (run 'make venv' or 'make test' first, or set PYTHON)"

if ! "$PY" -c "import PyInstaller" 2>/dev/null; then
    step "PyInstaller missing: installing .[build] for $PY"
    "$PY" -m pip install --quiet -e '.[build]' || fail "could not install PyInstaller (pip install -e '.[build]')"
fi

step "building $EXE ($SYSTEM)"
start=$SECONDS
PYTHON="$PY" build/build_exe.sh >"$TMP/build.log" 2>&1 || {
    tail -n 40 "$TMP/build.log" >&2
    fail "PyInstaller build failed (log above)"
}
[[ -x "$EXE" ]] || fail "the build finished but $EXE is missing"
[[ -f dist/briscola/_internal/assets/icon/briscola-256.png ]] \
    || fail "the assets are not in the bundle (dist/briscola/_internal/assets)"
# data files beside the code (e.g. briscola_gui/ai/*.json) must be bundled where the code looks
while IFS= read -r -d '' data; do
    [[ -f "dist/briscola/_internal/$data" ]] || fail "$data is not in the bundle (installer.spec package_data)"
done < <(find briscola_gui -type f ! -name '*.py' ! -name '*.pyc' ! -path '*/__pycache__/*' -print0)
step "built in $((SECONDS - start)) s, $(du -sh dist/briscola | cut -f1) in dist/briscola"

if [[ "$SMOKE" == "smoke-test" ]]; then
    step "running $EXE --smoke-test"
    limit "$EXE" --smoke-test >"$TMP/smoke.out" 2>"$TMP/smoke.err"
    rc=$?
    if [[ $rc -ne 0 ]]; then
        cat "$TMP/smoke.err" >&2
        fail "$EXE --smoke-test exited with status $rc (expected 0)"
    fi
    if [[ -s "$TMP/smoke.out" || -s "$TMP/smoke.err" ]]; then
        cat "$TMP/smoke.out" "$TMP/smoke.err" >&2
        fail "$EXE --smoke-test wrote output (it must write nothing)"
    fi
else
    step "SMOKE=replay: NOT running --smoke-test (the window is checked by nothing in this run)"
fi

step "checking the version"
"$PY" -m briscola_gui --version >"$TMP/version.src" || fail "python -m briscola_gui --version failed"
limit "$EXE" --version >"$TMP/version.exe" 2>"$TMP/version.err" || {
    cat "$TMP/version.err" >&2
    fail "$EXE --version failed"
}
[[ "$(text "$TMP/version.exe")" == "$(text "$TMP/version.src")" ]] \
    || fail "$EXE --version says '$(text "$TMP/version.exe")', the source '$(text "$TMP/version.src")'"
VERSION="$(text "$TMP/version.src")"
VERSION="${VERSION#briscola }"
case "$SYSTEM" in
    windows)
        "$PY" - "$EXE" "$VERSION" <<'EOF' || fail "the .exe's version resource does not carry $VERSION"
import sys
from PyInstaller.utils.win32.versioninfo import read_version_info_from_executable
info = str(read_version_info_from_executable(sys.argv[1]))
print(info)
sys.exit(0 if f"StringStruct('ProductVersion', '{sys.argv[2]}')" in info else 1)
EOF
        ;;
    macos)
        plist=dist/Briscola.app/Contents/Info.plist
        shown="$(plutil -extract CFBundleShortVersionString raw "$plist")" || fail "no version in $plist"
        [[ "$shown" == "$VERSION" ]] || fail "$plist says $shown, pyproject.toml $VERSION"
        ;;
esac
step "version $VERSION in the executable"

step "replaying sample games through the executable and from source"
"$PY" build/sample_games.py >"$TMP/games.jsonl" || fail "build/sample_games.py failed"
limit "$EXE" replay "$TMP/games.jsonl" >"$TMP/exe.out" 2>"$TMP/exe.err"
rc=$?
if [[ $rc -ne 0 ]]; then
    cat "$TMP/exe.err" >&2
    fail "$EXE replay exited with status $rc (expected 0)"
fi
"$PY" -m briscola_gui replay "$TMP/games.jsonl" >"$TMP/src.out" 2>"$TMP/src.err" || {
    cat "$TMP/src.err" >&2
    fail "python -m briscola_gui replay failed on the same input"
}
[[ -s "$TMP/exe.out" ]] || fail "$EXE replay printed nothing"
if ! cmp -s <(text "$TMP/exe.out") <(text "$TMP/src.out"); then
    diff <(text "$TMP/src.out") <(text "$TMP/exe.out") | head -n 20 >&2
    fail "$EXE replay and python -m briscola_gui replay disagree (diff above: < source, > executable)"
fi
step "replay: $(wc -l <"$TMP/games.jsonl" | tr -d ' ') games, same answers"

echo '{"players": 2, "deck": [' >"$TMP/bad.json"
limit "$EXE" replay "$TMP/bad.json" >/dev/null 2>"$TMP/bad.err"
rc=$?
[[ $rc -eq 2 ]] || fail "$EXE replay on bad JSON exited with $rc (expected 2)"
grep -q "Traceback" "$TMP/bad.err" && fail "$EXE replay printed a traceback for bad input"
[[ $(text "$TMP/bad.err" | wc -l) -eq 1 ]] || fail "$EXE replay on bad JSON did not print exactly one line on stderr"

step "OK"
