"""The version as the executables' metadata wants it (used by installer.spec).

Windows shows a version resource in the file's Properties (four 16-bit numbers plus
strings); macOS reads CFBundleShortVersionString and CFBundleVersion from Info.plist.
Both come from pyproject.toml's version, like ``briscola --version``.
"""
from __future__ import annotations

import re

PRODUCT = "Briscola"
DESCRIPTION = "Briscola, the Italian card game"
BUNDLE_ID = "io.github.briscola-gui"


def version_numbers(version: str) -> tuple[int, int, int, int]:
    """The leading release numbers of a PEP 440 version, padded to four:
    ``"1.2.3rc1"`` -> ``(1, 2, 3, 0)``; anything unreadable gives zeros."""
    found = re.match(r"(\d+(?:\.\d+)*)", version)
    numbers = [int(n) for n in found.group(1).split(".")][:4] if found else []
    numbers += [0] * (4 - len(numbers))
    if any(n > 0xFFFF for n in numbers):
        raise ValueError(f"version {version!r}: Windows allows numbers up to 65535")
    return tuple(numbers)


def info_plist(version: str) -> dict:
    """Info.plist entries for the macOS app (BUNDLE sets CFBundleShortVersionString from
    its own ``version`` argument as well)."""
    return {
        "CFBundleShortVersionString": version,
        "CFBundleVersion": ".".join(str(n) for n in version_numbers(version)[:3]),
        "CFBundleDisplayName": PRODUCT,
        "NSHighResolutionCapable": True,
        "LSApplicationCategoryType": "public.app-category.card-games",
    }


def windows_version_info(version: str, exe_name: str):
    """A PyInstaller VSVersionInfo for the .exe (imports PyInstaller, so only the spec
    and tests that have it call this)."""
    from PyInstaller.utils.win32.versioninfo import (FixedFileInfo, StringFileInfo, StringStruct,
                                                     StringTable, VarFileInfo, VarStruct,
                                                     VSVersionInfo)
    numbers = version_numbers(version)
    strings = [
        StringStruct("CompanyName", "Briscola contributors"),
        StringStruct("FileDescription", DESCRIPTION),
        StringStruct("FileVersion", version),
        StringStruct("InternalName", exe_name),
        StringStruct("LegalCopyright", "MIT licence"),
        StringStruct("OriginalFilename", f"{exe_name}.exe"),
        StringStruct("ProductName", PRODUCT),
        StringStruct("ProductVersion", version),
    ]
    return VSVersionInfo(
        ffi=FixedFileInfo(filevers=numbers, prodvers=numbers),
        kids=[StringFileInfo([StringTable("040904B0", strings)]),      # US English, Unicode
              VarFileInfo([VarStruct("Translation", [0x0409, 1200])])],
    )
