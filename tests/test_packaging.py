"""Shipping: the icon, the PyInstaller spec, the resource paths, the Linux menu entry.

Fast: nothing here runs PyInstaller (build/ci_build_exe.sh does that).
"""
from __future__ import annotations

import ast
import configparser
import importlib.util
import os
import shutil
import struct
import subprocess
import sys
import zlib
from pathlib import Path

import pytest

from briscola_gui import resources

TOP = Path(__file__).resolve().parent.parent
ICON_DIR = TOP / "assets" / "icon"


def _load_make_icon():
    spec = importlib.util.spec_from_file_location("make_icon", TOP / "build" / "make_icon.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


make_icon = _load_make_icon()


def png_pixels(data: bytes) -> tuple[int, int, bytes]:
    """(width, height, RGBA bytes) of an 8-bit RGBA PNG using filters None or Sub."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack_from(">I4s", data, pos)
        body = data[pos + 8:pos + 8 + length]
        crc = struct.unpack_from(">I", data, pos + 8 + length)[0]
        assert zlib.crc32(kind + body) & 0xFFFFFFFF == crc, f"bad CRC in {kind!r}"
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack_from(">IIBB", body)
            assert (depth, colour) == (8, 6), "expected 8-bit RGBA"
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * 4
    out = bytearray()
    for y in range(height):
        line = raw[y * (stride + 1):(y + 1) * (stride + 1)]
        kind, row = line[0], bytearray(line[1:])
        if kind == 1:
            for i in range(4, stride):
                row[i] = (row[i] + row[i - 4]) & 0xFF
        else:
            assert kind == 0, f"unexpected PNG filter {kind}"
        out += row
    return width, height, bytes(out)


# ------------------------------------------------------------------- icon --
@pytest.fixture(scope="module")
def fresh_icons(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("icon")
    make_icon.build(out)
    return out


def test_icon_files_are_committed():
    expected = {"briscola.svg", "briscola.ico", "briscola.icns"} | {f"briscola-{n}.png" for n in make_icon.SIZES}
    assert expected <= {p.name for p in ICON_DIR.iterdir()}


def test_icon_generator_reproduces_the_committed_files(fresh_icons):
    for committed in sorted(ICON_DIR.iterdir()):
        fresh = fresh_icons / committed.name
        assert fresh.exists(), f"make_icon.py no longer writes {committed.name}"
        if committed.suffix == ".png":
            # the pixels first, so a failure says whether the picture changed
            assert png_pixels(fresh.read_bytes()) == png_pixels(committed.read_bytes()), \
                f"{committed.name}: the drawing changed; run build/make_icon.py and commit"
        assert fresh.read_bytes() == committed.read_bytes(), \
            f"{committed.name} differs from a fresh build/make_icon.py run"


def test_icon_generator_is_deterministic(fresh_icons, tmp_path):
    make_icon.build(tmp_path)
    for path in fresh_icons.iterdir():
        assert (tmp_path / path.name).read_bytes() == path.read_bytes(), path.name


@pytest.mark.parametrize("size", make_icon.SIZES)
def test_icon_png_is_a_round_tile(size):
    width, height, rgba = png_pixels((ICON_DIR / f"briscola-{size}.png").read_bytes())
    assert (width, height) == (size, size)

    def alpha(x, y):
        return rgba[(y * size + x) * 4 + 3]

    assert alpha(0, 0) == alpha(size - 1, size - 1) == 0          # corners outside the disc
    assert alpha(size // 2, size // 2) == 255                       # the middle is opaque
    assert alpha(size // 2, size // 16) == 255                      # the disc fills the square


def test_ico_parses_with_png_entries():
    entries = make_icon.read_ico((ICON_DIR / "briscola.ico").read_bytes())
    assert [(w, h) for w, h, _ in entries] == [(n, n) for n in make_icon.ICO_SIZES]
    for w, h, data in entries:
        assert png_pixels(data)[:2] == (w, h)
        assert data == (ICON_DIR / f"briscola-{w}.png").read_bytes()


def test_ico_header_fields():
    data = (ICON_DIR / "briscola.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind, count) == (0, 1, len(make_icon.ICO_SIZES))
    w, h, colours, res, planes, bits, length, offset = struct.unpack_from("<BBBBHHII", data, 6)
    assert (colours, res, planes, bits) == (0, 0, 1, 32)
    assert offset == 6 + 16 * count
    last = struct.unpack_from("<BBBBHHII", data, 6 + 16 * (count - 1))
    assert last[:2] == (0, 0)                       # 256 px is written as 0
    assert last[7] + last[6] == len(data)


def test_icns_parses_with_png_entries():
    data = (ICON_DIR / "briscola.icns").read_bytes()
    entries = make_icon.read_icns(data)
    assert [kind for kind, _ in entries] == [kind for kind, _ in make_icon.ICNS_TYPES]
    for (kind, png), (_, size) in zip(entries, make_icon.ICNS_TYPES):
        assert png_pixels(png)[:2] == (size, size), kind
        assert png == (ICON_DIR / f"briscola-{size}.png").read_bytes()
    with pytest.raises(ValueError):
        make_icon.read_icns(data[:-1])
    with pytest.raises(ValueError):
        make_icon.read_icns((ICON_DIR / "briscola.ico").read_bytes())


def test_read_ico_refuses_other_files():
    with pytest.raises(ValueError):
        make_icon.read_ico((ICON_DIR / "briscola-16.png").read_bytes())


def test_svg_is_well_formed():
    import xml.etree.ElementTree as ET

    root = ET.fromstring((ICON_DIR / "briscola.svg").read_bytes())
    assert root.tag.endswith("svg") and root.get("viewBox") == "0 0 512 512"
    assert len(list(root)) > 10


# --------------------------------------------------------------- the spec --
SPEC = TOP / "installer.spec"


def test_spec_is_python():
    ast.parse(SPEC.read_text(encoding="utf-8"), filename=str(SPEC))


def test_spec_bundles_assets_stripped_with_icon():
    text = SPEC.read_text(encoding="utf-8")
    assert 'datas=[(str(TOP / "assets"), "assets"), ' in text  # the whole folder, as assets/
    assert "strip=STRIP" in text and "STRIP = not WINDOWS" in text
    assert "briscola.ico" in text and "icon=ICON" in text
    assert "console=LINUX" in text                               # no console on Windows/macOS
    assert '"tkinter"' in text and '"unittest"' in text          # unused stdlib left out
    assert 'name="briscola"' in text
    assert "upx=False" in text


def test_spec_lists_every_module_for_the_dispatcher():
    """The dispatcher imports commands by name; the spec must hand them all to PyInstaller."""
    text = SPEC.read_text(encoding="utf-8")
    assert 'PACKAGE.rglob("*.py")' in text and "hiddenimports=hidden" in text


def test_build_scripts_use_ignored_work_folders():
    script = (TOP / "build" / "build_exe.sh").read_text(encoding="utf-8")
    assert "--workpath build/pyinstaller" in script and "--distpath dist" in script
    ignored = (TOP / ".gitignore").read_text(encoding="utf-8").split()
    assert "/build/pyinstaller/" in ignored and "/dist/" in ignored


def test_ci_script_runs_the_real_smoke_test_by_default():
    script = (TOP / "build" / "ci_build_exe.sh").read_text(encoding="utf-8")
    assert 'SMOKE="${SMOKE:-smoke-test}"' in script
    assert '"$EXE" --smoke-test' in script


# ------------------------------------------------------- resource helper --
@pytest.fixture
def fresh_assets_dir():
    resources.assets_dir.cache_clear()
    yield
    resources.assets_dir.cache_clear()


def test_assets_found_inside_the_executable(tmp_path, monkeypatch, fresh_assets_dir):
    (tmp_path / "assets" / "icon").mkdir(parents=True)
    (tmp_path / "assets" / "icon" / "briscola-32.png").write_bytes(b"png")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.assets_dir() == tmp_path / "assets"
    assert resources.asset_path("icon", "briscola-32.png") == tmp_path / "assets" / "icon" / "briscola-32.png"
    with pytest.raises(resources.MissingAsset, match="briscola-64.png"):
        resources.asset_path("icon", "briscola-64.png")


def test_assets_found_from_source_or_install(monkeypatch, fresh_assets_dir):
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    assert resources.asset_path("icon", "briscola-256.png").is_file()
    assert resources.asset_path("icon", "briscola.ico").is_file()


# ------------------------------------------------------------------ Linux --
def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str                    # keys are case-sensitive
    parser.read(TOP / "build" / "linux" / "briscola.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_entry():
    entry = _desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Briscola"
    assert entry["Comment"] and entry["Comment[it]"] and entry["Comment"] != entry["Comment[it]"]
    assert entry["Exec"] == "briscola"
    assert entry["Icon"] == "briscola"
    assert entry["Terminal"] == "false"
    assert entry["Categories"] == "Game;CardGame;"


@pytest.mark.skipif(os.name == "nt" or shutil.which("bash") is None, reason="needs bash")
def test_install_desktop_into_a_prefix(tmp_path):
    dist = tmp_path / "dist" / "briscola"
    (dist / "_internal").mkdir(parents=True)
    exe = dist / "briscola"
    exe.write_text("#!/bin/sh\necho frozen\n")
    exe.chmod(0o755)
    prefix = tmp_path / "pre fix"
    script = TOP / "build" / "linux" / "install-desktop.sh"
    env = {k: v for k, v in os.environ.items() if k != "XDG_DATA_DIRS"}
    subprocess.run(["bash", str(script), "--prefix", str(prefix), "--dist", str(dist)],
                   check=True, capture_output=True, env=env)
    installed = prefix / "lib" / "briscola" / "briscola"
    assert subprocess.run([str(prefix / "bin" / "briscola")], capture_output=True,
                          text=True).stdout == "frozen\n"
    for n in make_icon.SIZES:
        icon = prefix / "share" / "icons" / "hicolor" / f"{n}x{n}" / "apps" / "briscola.png"
        assert icon.read_bytes() == (ICON_DIR / f"briscola-{n}.png").read_bytes()
    desktop = (prefix / "share" / "applications" / "briscola.desktop").read_text(encoding="utf-8")
    assert f'Exec="{installed}"' in desktop.splitlines()
    assert "Icon=briscola" in desktop.splitlines()

    subprocess.run(["bash", str(script), "--prefix", str(prefix), "--uninstall"],
                   check=True, capture_output=True, env=env)
    assert not installed.exists() and not (prefix / "bin" / "briscola").exists()
    assert not (prefix / "share" / "applications" / "briscola.desktop").exists()


@pytest.mark.skipif(os.name == "nt" or shutil.which("bash") is None, reason="needs bash")
def test_install_desktop_without_a_build_says_so(tmp_path):
    result = subprocess.run(["bash", str(TOP / "build" / "linux" / "install-desktop.sh"),
                             "--prefix", str(tmp_path / "p"), "--dist", str(tmp_path / "none")],
                            capture_output=True, text=True)
    assert result.returncode != 0
    assert "build it first" in result.stderr
