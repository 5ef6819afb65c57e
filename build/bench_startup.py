"""Benchmark: the executable's size and its launch to first frame, against a bare window.

    python build/bench_startup.py [--runs N] [--display :NN] [--skip-build]

Builds (unless --skip-build finds them already built):
- the game, dist/briscola/, with build/build_exe.sh (installer.spec);
- build/bench/bare_window.py, a pygame-ce window and nothing else, the same way: PyInstaller
  onedir, stripped, no UPX, the spec's EXCLUDES, into build/pyinstaller/bench/dist/bare/.

Then times, N runs each, interleaved, from process start to exit: the game's `--smoke-test`
(start, open the window, draw and show the main menu's first frame, quit) and the bare window
(start, open the window, draw and show one frame, quit), as executables and from source.
Without --display the window is SDL's dummy driver (no X server); with it, a real X11 window
on that display (e.g. Xvfb). Prints a table and one JSON line (sizes in bytes, times in ms:
median and fastest).
"""
from __future__ import annotations

import argparse
import ast
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

TOP = Path(__file__).resolve().parents[1]
GAME_DIST = TOP / "dist" / "briscola"
BENCH = TOP / "build" / "pyinstaller" / "bench"
BARE_SRC = TOP / "build" / "bench" / "bare_window.py"
BARE_DIST = BENCH / "dist" / "bare"
EXE_SUFFIX = ".exe" if sys.platform == "win32" else ""


def spec_excludes() -> list[str]:
    """The EXCLUDES list literal of installer.spec (the first assignment)."""
    tree = ast.parse((TOP / "installer.spec").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "EXCLUDES" for t in node.targets):
            return list(ast.literal_eval(node.value))
    raise SystemExit("bench_startup: installer.spec has no EXCLUDES list")


def build_game() -> None:
    subprocess.run(["bash", str(TOP / "build" / "build_exe.sh")], cwd=TOP, check=True,
                   env=dict(os.environ, PYTHON=sys.executable))


def build_bare() -> None:
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
           "--onedir", "--console", "--noupx", "--name", "bare",
           "--distpath", str(BENCH / "dist"), "--workpath", str(BENCH / "work"),
           "--specpath", str(BENCH)]
    if sys.platform != "win32":
        cmd.append("--strip")
    for name in spec_excludes():
        cmd += ["--exclude-module", name]
    subprocess.run(cmd + [str(BARE_SRC)], cwd=TOP, check=True)


def folder_size(folder: Path) -> tuple[int, int]:
    """(bytes, files) under folder; links counted as links, not followed."""
    total = files = 0
    for path in folder.rglob("*"):
        if path.is_symlink():
            total += path.lstat().st_size
            files += 1
        elif path.is_file():
            total += path.stat().st_size
            files += 1
    return total, files


def time_run(cmd: list[str], env: dict) -> float:
    start = time.perf_counter()
    result = subprocess.run(cmd, cwd=TOP, env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, timeout=120)
    elapsed = (time.perf_counter() - start) * 1000
    if result.returncode != 0:
        raise SystemExit(f"bench_startup: {' '.join(cmd)} failed: {result.stderr.decode()[-500:]}")
    return elapsed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=9, help="runs of each (default 9)")
    parser.add_argument("--display", help="X display for a real window (default: SDL's dummy driver)")
    parser.add_argument("--skip-build", action="store_true", help="reuse builds that exist")
    args = parser.parse_args(argv)
    if args.runs < 1:
        parser.error("--runs must be at least 1")

    game_exe = GAME_DIST / f"briscola{EXE_SUFFIX}"
    bare_exe = BARE_DIST / f"bare{EXE_SUFFIX}"
    if not (args.skip_build and game_exe.exists()):
        build_game()
    if not (args.skip_build and bare_exe.exists()):
        build_bare()

    env = dict(os.environ, SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("PYTHONDONTWRITEBYTECODE", None)        # from source as a player runs it: .pyc cached
    if args.display:
        env["DISPLAY"] = args.display
        env.pop("SDL_VIDEODRIVER", None)
    else:
        env["SDL_VIDEODRIVER"] = "dummy"
    cases = {
        "game executable": [str(game_exe), "--smoke-test"],
        "bare executable": [str(bare_exe)],
        "game from source": [sys.executable, "-m", "briscola_gui", "--smoke-test"],
        "bare from source": [sys.executable, str(BARE_SRC)],
    }
    for cmd in cases.values():                       # warm the disk cache; not counted
        time_run(cmd, env)
    times: dict[str, list[float]] = {name: [] for name in cases}
    for _ in range(args.runs):
        for name, cmd in cases.items():
            times[name].append(time_run(cmd, env))

    sizes = {"game": folder_size(GAME_DIST), "bare": folder_size(BARE_DIST)}
    report = {
        "window": f"X11 {args.display}" if args.display else "dummy",
        "runs": args.runs,
        "dist_bytes": {k: v[0] for k, v in sizes.items()},
        "dist_files": {k: v[1] for k, v in sizes.items()},
        "launch_to_first_frame_and_exit_ms": {
            name: {"median": round(statistics.median(t), 1), "fastest": round(min(t), 1)}
            for name, t in times.items()},
    }
    for name, (size, files) in sizes.items():
        print(f"{name:5} dist: {size / 1e6:6.1f} MB in {files} files")
    for name, t in times.items():
        print(f"{name:17} median {statistics.median(t):6.0f} ms   fastest {min(t):6.0f} ms")
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
