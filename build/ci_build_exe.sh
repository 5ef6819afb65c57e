#!/usr/bin/env bash
# CI: build the standalone executable and check it runs, headless.
#   1. installs PyInstaller into .venv if it is missing (pip install -e '.[build]');
#   2. builds dist/briscola/briscola with build/build_exe.sh;
#   3. runs the executable's --smoke-test (window, first frame, exit 0, no output);
#   4. replays sample games (build/sample_games.py) through the executable and through
#      `python -m briscola_gui replay`, and requires the same answers;
#   5. checks a bad input gives exit status 2 and one line on stderr.
# Exits non-zero with a line starting "ci_build_exe: FAIL" on any failure.
#
# SMOKE=replay skips step 3, for builds made before the window module exists;
# the default (SMOKE=smoke-test) is the real test.
set -uo pipefail
cd "$(dirname "$0")/.."

export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1
SMOKE="${SMOKE:-smoke-test}"
PY="${PYTHON:-.venv/bin/python}"
[[ -x "$PY" || ! -x .venv/Scripts/python.exe ]] || PY=.venv/Scripts/python.exe
EXE=dist/briscola/briscola
[[ "${OS:-}" == "Windows_NT" ]] && EXE=dist/briscola/briscola.exe
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

fail() { echo "ci_build_exe: FAIL: $*" >&2; exit 1; }
step() { echo "ci_build_exe: $*"; }
limit() { if command -v timeout >/dev/null; then timeout 120 "$@"; else "$@"; fi; }

case "$SMOKE" in
    smoke-test|replay) ;;
    *) fail "SMOKE must be 'smoke-test' (default) or 'replay', not '$SMOKE'" ;;
esac
[[ -x "$PY" ]] || fail "no virtual environment at .venv (run 'make venv' or 'make test' first)"

if ! "$PY" -c "import PyInstaller" 2>/dev/null; then
    step "PyInstaller missing: installing .[build] into .venv"
    "$PY" -m pip install --quiet -e '.[build]' || fail "could not install PyInstaller (pip install -e '.[build]')"
fi

step "building $EXE"
start=$SECONDS
PYTHON="$PY" build/build_exe.sh >"$TMP/build.log" 2>&1 || {
    tail -n 40 "$TMP/build.log" >&2
    fail "PyInstaller build failed (log above)"
}
[[ -x "$EXE" ]] || fail "the build finished but $EXE is missing"
[[ -f dist/briscola/_internal/assets/icon/briscola-256.png ]] \
    || fail "the assets are not in the bundle (dist/briscola/_internal/assets)"
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
if ! cmp -s "$TMP/exe.out" "$TMP/src.out"; then
    diff "$TMP/src.out" "$TMP/exe.out" | head -n 20 >&2
    fail "$EXE replay and python -m briscola_gui replay disagree (diff above: < source, > executable)"
fi
step "replay: $(wc -l <"$TMP/games.jsonl" | tr -d ' ') games, same answers"

echo '{"players": 2, "deck": [' >"$TMP/bad.json"
limit "$EXE" replay "$TMP/bad.json" >/dev/null 2>"$TMP/bad.err"
rc=$?
[[ $rc -eq 2 ]] || fail "$EXE replay on bad JSON exited with $rc (expected 2)"
grep -q "Traceback" "$TMP/bad.err" && fail "$EXE replay printed a traceback for bad input"
[[ $(wc -l <"$TMP/bad.err") -eq 1 ]] || fail "$EXE replay on bad JSON did not print exactly one line on stderr"

step "OK"
