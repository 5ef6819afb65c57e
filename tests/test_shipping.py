"""Shipping to every system: the version, the data folder, the wheel, file names, quiet audio.

The wheel test builds the real wheel from a copy of the repository's files (a few
seconds), so a package or data file that `pip install .` would leave out fails here.
"""
from __future__ import annotations

import importlib.metadata
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from briscola_gui import datadir, version as version_module
from briscola_gui.version import pyproject_version, version

TOP = Path(__file__).resolve().parent.parent
PYPROJECT = TOP / "pyproject.toml"
HEADLESS = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                PYGAME_HIDE_SUPPORT_PROMPT="1")


def project_version() -> str:
    found = re.search(r'^version = "([^"]+)"$', PYPROJECT.read_text(encoding="utf-8"), re.M)
    assert found, "pyproject.toml has no version line"
    return found.group(1)


def tracked_files() -> list[str]:
    """The repository's files (tracked, or new and not ignored) that exist, as posix paths."""
    if shutil.which("git") is None or not (TOP / ".git").exists():
        pytest.skip("needs a git checkout")
    out = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                         cwd=TOP, capture_output=True, check=True).stdout.decode("utf-8")
    return sorted(p for p in set(out.split("\0")) if p and (TOP / p).is_file())


# ---------------------------------------------------------------- version --
@pytest.fixture
def fresh_version():
    version.cache_clear()
    yield
    version.cache_clear()


def test_version_in_a_checkout_is_pyprojects(fresh_version, monkeypatch):
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)

    def not_installed(name):
        raise importlib.metadata.PackageNotFoundError(name)

    monkeypatch.setattr(importlib.metadata, "version", not_installed)
    assert version() == project_version()


def test_version_in_the_executable_comes_from_the_bundled_file(fresh_version, monkeypatch, tmp_path):
    (tmp_path / "VERSION").write_text("9.8.7\n", encoding="utf-8")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert version() == "9.8.7"


def test_version_when_installed_comes_from_the_metadata(fresh_version, monkeypatch):
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    monkeypatch.setattr(version_module, "pyproject_version", lambda path: None)
    monkeypatch.setattr(importlib.metadata, "version",
                        lambda name: "1.2.3" if name == "briscola-gui" else None)
    assert version() == "1.2.3"


def test_version_unknown_is_said_and_logged(fresh_version, monkeypatch, caplog):
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    monkeypatch.setattr(version_module, "pyproject_version", lambda path: None)

    def not_installed(name):
        raise importlib.metadata.PackageNotFoundError(name)

    monkeypatch.setattr(importlib.metadata, "version", not_installed)
    assert version() == "0+unknown"
    assert "cannot tell the game's version" in caplog.text


def test_pyproject_version_reads_only_this_projects_table(tmp_path):
    other = tmp_path / "pyproject.toml"
    other.write_text('[project]\nname = "something-else"\nversion = "5.0"\n', encoding="utf-8")
    assert pyproject_version(other) is None
    other.write_text('[tool.x]\nversion = "4.0"\n\n[project]\nname = "briscola-gui"\n'
                     'version = "2.0.1"  # bumped\n\n[tool.y]\nversion = "3"\n', encoding="utf-8")
    assert pyproject_version(other) == "2.0.1"
    assert pyproject_version(tmp_path / "missing.toml") is None
    assert pyproject_version(PYPROJECT) == project_version()


def test_version_flag_prints_it():
    result = subprocess.run([sys.executable, "-m", "briscola_gui", "--version"], cwd=TOP,
                            env=HEADLESS, capture_output=True, text=True, timeout=60)
    assert (result.returncode, result.stdout, result.stderr) == (0, f"briscola {project_version()}\n", "")
    bad = subprocess.run([sys.executable, "-m", "briscola_gui", "--version", "--demo"], cwd=TOP,
                         env=HEADLESS, capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "--version" in bad.stderr


def test_main_menu_footer_shows_the_version(tmp_path):
    from test_ui_support import make_app

    from briscola_gui.ui.scenes.main_menu import MainMenu

    app = make_app(tmp_path, size=(640, 480))
    drawn = []
    real_draw = app.text.draw
    app.text.draw = lambda surface, text, *a, **kw: drawn.append(text) or real_draw(surface, text, *a, **kw)
    app.reset(MainMenu(app))
    app.step(16)
    assert f"Briscola {project_version()}" in drawn


def test_changelog_has_an_entry_for_this_version():
    changelog = (TOP / "CHANGELOG.md").read_text(encoding="utf-8")
    assert re.search(rf"^## \[?{re.escape(project_version())}\]?", changelog, re.M), \
        f"CHANGELOG.md has no '## {project_version()}' entry"


# ------------------------------------------------------------ data folder --
def test_data_folder_honours_the_environment(monkeypatch, tmp_path):
    monkeypatch.setenv("BRISCOLA_DATA_DIR", str(tmp_path / "mine"))
    assert datadir.data_dir() == tmp_path / "mine"
    monkeypatch.delenv("BRISCOLA_DATA_DIR")
    found = datadir.data_dir()
    assert found.name == "briscola" and found.is_absolute()


def test_legacy_folder_per_system(tmp_path):
    assert datadir.legacy_dir("win32", {"APPDATA": "C:/Users/a/AppData/Roaming"}) == \
        Path("C:/Users/a/AppData/Roaming") / "briscola"
    assert datadir.legacy_dir("win32", {}) is None
    assert datadir.legacy_dir("darwin", {}, home=tmp_path) == tmp_path / ".local" / "share" / "briscola"
    assert datadir.legacy_dir("linux", {"XDG_DATA_HOME": "/x"}) == Path("/x") / "briscola"


def _old_folder(tmp_path) -> Path:
    old = tmp_path / "old"
    (old / "logs").mkdir(parents=True)
    (old / "settings.json").write_text('{"language": "en"}', encoding="utf-8")
    (old / "savegame.json").write_text("{}", encoding="utf-8")
    (old / "logs" / "briscola.log").write_text("line\n", encoding="utf-8")
    return old


def test_legacy_files_move_once_and_the_old_folder_goes(tmp_path, caplog):
    caplog.set_level("INFO", logger="briscola_gui.datadir")
    old, new = _old_folder(tmp_path), tmp_path / "new" / "briscola"
    moved = datadir.move_legacy_files(new, old)
    assert sorted(p.name for p in moved) == ["logs", "savegame.json", "settings.json"]
    assert (new / "settings.json").read_text(encoding="utf-8") == '{"language": "en"}'
    assert (new / "logs" / "briscola.log").read_text(encoding="utf-8") == "line\n"
    assert not old.exists()
    assert "moved" in caplog.text and str(new) in caplog.text
    assert datadir.move_legacy_files(new, old) == []          # nothing left to do


def test_legacy_files_never_overwrite_newer_ones(tmp_path, caplog):
    old, new = _old_folder(tmp_path), tmp_path / "new"
    new.mkdir()
    (new / "settings.json").write_text('{"language": "it"}', encoding="utf-8")
    moved = datadir.move_legacy_files(new, old)
    assert sorted(p.name for p in moved) == ["logs", "savegame.json"]
    assert (new / "settings.json").read_text(encoding="utf-8") == '{"language": "it"}'
    assert (old / "settings.json").exists()                   # kept, not lost
    note = (old / datadir.LEFT_BEHIND_NOTE).read_text(encoding="utf-8")
    assert str(new) in note and "settings.json" in note
    assert "already exists" in caplog.text
    assert datadir.move_legacy_files(new, old) == []          # the note: once only
    assert (old / "settings.json").exists()


def test_legacy_files_cross_drive_copy(tmp_path, monkeypatch):
    old, new = _old_folder(tmp_path), tmp_path / "new"

    def no_rename(src, dst):
        raise OSError(18, "Invalid cross-device link")

    monkeypatch.setattr(datadir.os, "rename", no_rename)
    moved = datadir.move_legacy_files(new, old)
    assert len(moved) == 3 and not old.exists()
    assert (new / "logs" / "briscola.log").read_text(encoding="utf-8") == "line\n"
    assert not list(new.glob("*.moving"))


def test_legacy_move_skipped_for_the_same_folder_or_a_chosen_one(tmp_path, monkeypatch):
    old = _old_folder(tmp_path)
    assert datadir.move_legacy_files(old, old) == []
    assert (old / "settings.json").exists()
    monkeypatch.setenv("BRISCOLA_DATA_DIR", str(tmp_path / "chosen"))
    monkeypatch.setattr(datadir, "legacy_dir", lambda: old)
    assert datadir.move_legacy_files() == []
    assert (old / "settings.json").exists() and not (tmp_path / "chosen").exists()


def test_legacy_move_failure_is_logged_not_raised(tmp_path, monkeypatch, caplog):
    old, new = _old_folder(tmp_path), tmp_path / "new"

    def broken(src, dest):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(datadir, "_move", broken)
    assert datadir.move_legacy_files(new, old) == []
    assert (old / "settings.json").exists()
    assert "could not move" in caplog.text


# ----------------------------------------------------- Windows file names --
WINDOWS_RESERVED = re.compile(r"^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$", re.I)


def test_file_names_windows_and_macos_accept():
    bad, seen = [], {}
    for path in tracked_files():
        for part in path.split("/"):
            if re.search(r'[<>:"\\|?*\x00-\x1f]', part) or part.endswith((" ", ".")) \
                    or WINDOWS_RESERVED.match(part):
                bad.append(path)
        folded = path.casefold()
        if folded in seen:
            bad.append(f"{path} and {seen[folded]} differ only in case")
        seen[folded] = path
        if len(path) > 180:
            bad.append(f"{path}: too long for a deep Windows folder")
    assert not bad, f"file names Windows or macOS refuse or confuse: {bad}"


# -------------------------------------------------------------- the wheel --
def test_wheel_installs_every_module_and_asset_without_warnings(tmp_path):
    """What `pip install .` installs: every package module and every asset, with the
    version and SPDX licence in the metadata, and no setuptools warning."""
    files = tracked_files()
    src = tmp_path / "src"
    for rel in files:
        if rel.startswith(("briscola_gui/", "assets/")) or rel in ("pyproject.toml", "README.md"):
            (src / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(TOP / rel, src / rel)
    out = tmp_path / "wheel"
    out.mkdir()
    result = subprocess.run(
        [sys.executable, "-W", "always", "-c",
         "import sys; from setuptools import build_meta; print(build_meta.build_wheel(sys.argv[1]))",
         str(out)], cwd=src, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-3000:]
    # Python warnings (SetuptoolsDeprecationWarning, BuildBackendWarning...) and their banners;
    # distutils' "warning: byte-compiling is disabled" lines are no deprecation
    assert not re.search(r"[A-Za-z]Warning\b|^\s*!!", result.stderr, re.M), result.stderr[-3000:]
    wheel = out / result.stdout.strip().splitlines()[-1]
    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
        meta_name = next(n for n in names if n.endswith(".dist-info/METADATA"))
        meta = zf.read(meta_name).decode("utf-8")
    expected = {rel for rel in files if rel.startswith("briscola_gui/")}
    expected |= {"briscola_gui/_assets/" + rel[len("assets/"):] for rel in files if rel.startswith("assets/")}
    missing = sorted(expected - names)
    assert not missing, ("`pip install .` would leave these out; add the package to "
                         f"[tool.setuptools] packages or the file to package-data: {missing[:20]}")
    assert f"\nVersion: {project_version()}\n" in meta
    assert "\nLicense-Expression: MIT\n" in meta
    assert re.search(r"^Requires-Dist: platformdirs", meta, re.M)


# ------------------------------------------------------------ quiet audio --
def test_no_audio_library_noise_without_a_sound_card(tmp_path):
    """SDL_AUDIODRIVER unset: SDL probes the real audio drivers. Where there is no sound
    card (as on CI machines), ALSA would print a dozen lines; the window must print none."""
    env = {k: v for k, v in HEADLESS.items() if k != "SDL_AUDIODRIVER"}
    env["BRISCOLA_DATA_DIR"] = str(tmp_path / "data")
    result = subprocess.run([sys.executable, "-m", "briscola_gui", "--demo", "--level", "random", "--frames", "5"],
                            cwd=TOP, env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert "ALSA" not in result.stderr and result.stderr == "", result.stderr


def test_quiet_audio_keeps_sdl_off_alsa_only_without_a_card(tmp_path):
    from briscola_gui.ui.sound import SOUND_SERVERS, quiet_audio_library

    no_card = tmp_path / "nosnd"                     # missing: no ALSA device at all
    card = tmp_path / "snd"
    card.mkdir()
    (card / "controlC0").touch()
    (card / "pcmC0D0p").touch()
    env = {}
    assert quiet_audio_library(env, "linux", no_card) and env == {"SDL_AUDIODRIVER": SOUND_SERVERS}
    env = {}
    assert not quiet_audio_library(env, "linux", card) and env == {}
    env = {"SDL_AUDIODRIVER": "alsa"}                # the player's choice stands
    assert not quiet_audio_library(env, "linux", no_card) and env == {"SDL_AUDIODRIVER": "alsa"}
    env = {}
    assert not quiet_audio_library(env, "win32", no_card) and env == {}


# ------------------------------------------------- executables' metadata --
def _exe_version():
    import importlib.util

    spec = importlib.util.spec_from_file_location("exe_version", TOP / "build" / "exe_version.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_windows_version_numbers():
    numbers = _exe_version().version_numbers
    assert numbers("0.1.0") == (0, 1, 0, 0)
    assert numbers("1.2.3rc1") == (1, 2, 3, 0)
    assert numbers("2.0.1.7.9") == (2, 0, 1, 7)
    assert numbers("0+unknown") == (0, 0, 0, 0)
    with pytest.raises(ValueError):
        numbers("70000.0")


def test_macos_info_plist_carries_the_version():
    plist = _exe_version().info_plist("1.4.0rc2")
    assert plist["CFBundleShortVersionString"] == "1.4.0rc2"
    assert plist["CFBundleVersion"] == "1.4.0"
    assert plist["NSHighResolutionCapable"] is True


def test_spec_puts_the_version_and_icons_into_the_executables():
    spec = (TOP / "installer.spec").read_text(encoding="utf-8")
    assert 'pyproject_version(TOP / "pyproject.toml")' in spec
    assert '(str(_version_file), ".")' in spec                      # VERSION at the bundle's top
    assert 'exe_version.windows_version_info(VERSION, "briscola") if WINDOWS' in spec
    assert "version=VERSION" in spec and "info_plist=exe_version.info_plist(VERSION)" in spec
    assert "briscola.ico" in spec and "briscola.icns" in spec
    assert "console=LINUX" in spec                                  # no console on Windows/macOS


def test_release_workflow_builds_checks_and_zips_on_three_systems():
    workflow = (TOP / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    for runner in ("ubuntu-", "windows-", "macos-"):
        assert f"runner: {runner}" in workflow
    assert 'tags: ["v*"]' in workflow
    assert "python -m pytest" in workflow and "SDL_VIDEODRIVER: dummy" in workflow
    assert "build/ci_build_exe.sh" in workflow and "build/zip_dist.sh" in workflow
    assert "gh release create" in workflow and "zips/*.zip" in workflow
    ci = (TOP / ".ci" / "run").read_text(encoding="utf-8")
    assert "make test" in ci and "check-jsonschema --builtin-schema vendor.github-workflows" in ci


def test_startup_benchmark_builds_the_bare_window_like_the_spec(tmp_path):
    import importlib.util

    spec = importlib.util.spec_from_file_location("bench_startup", TOP / "build" / "bench_startup.py")
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    excludes = bench.spec_excludes()
    assert "tkinter" in excludes and "pygame.tests" in excludes and "email" in excludes
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "f").write_bytes(b"12345")
    (tmp_path / "g").write_bytes(b"1")
    assert bench.folder_size(tmp_path) == (6, 2)
    assert bench.BARE_SRC.is_file()


# ------------------------------------------------ Windows console output --
class FakeKernel32:
    def __init__(self, attaches: bool):
        self.attaches, self.calls = attaches, []

    def AttachConsole(self, pid):                      # noqa: N802 (the Win32 name)
        self.calls.append(pid)
        return 1 if self.attaches else 0


def test_windowed_exe_from_a_console_writes_there(monkeypatch):
    from briscola_gui import winconsole

    opened = []
    monkeypatch.setattr(winconsole.sys, "platform", "win32")
    monkeypatch.setattr(winconsole.sys, "frozen", True, raising=False)
    monkeypatch.setattr(winconsole.sys, "stdout", None)
    monkeypatch.setattr(winconsole.sys, "stderr", None)
    kernel = FakeKernel32(attaches=True)
    assert winconsole.attach_parent_console(kernel, lambda *a, **kw: opened.append(a) or object())
    assert kernel.calls == [-1] and [a[0] for a in opened] == ["CONOUT$", "CONOUT$"]
    assert winconsole.sys.stdout is not None and winconsole.sys.stderr is not None


def test_windowed_exe_without_a_console_or_redirected_is_left_alone(monkeypatch):
    from briscola_gui import winconsole

    monkeypatch.setattr(winconsole.sys, "platform", "win32")
    monkeypatch.setattr(winconsole.sys, "frozen", True, raising=False)
    kernel = FakeKernel32(attaches=True)
    assert not winconsole.attach_parent_console(kernel)          # redirected: handles exist
    assert kernel.calls == []
    monkeypatch.setattr(winconsole.sys, "stdout", None)
    monkeypatch.setattr(winconsole.sys, "stderr", None)
    assert not winconsole.attach_parent_console(FakeKernel32(attaches=False))  # double click
    assert winconsole.sys.stdout is None
    monkeypatch.setattr(winconsole.sys, "platform", "linux")
    assert not winconsole.attach_parent_console(FakeKernel32(attaches=True))
