"""Atomic file writes: write a temp file in the same folder, then rename it over
the target, so a crash never leaves a half-written settings, save, statistics or
image file. Temp files left by a killed process are removed at the next start
(``remove_leftovers``)."""
from __future__ import annotations

import logging
import os
import stat
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

log = logging.getLogger(__name__)


def _temp_prefix(name: str) -> str:
    return "." + name + ".tmp-"


@contextmanager
def replacing(path: str | os.PathLike) -> Iterator[str]:
    """Yield a temp file path beside ``path``; on success it replaces ``path``,
    on failure it is removed and ``path`` is untouched."""
    path = Path(path)
    if str(path.parent):
        path.parent.mkdir(parents=True, exist_ok=True)
    # the temp file keeps the target's suffix: some writers pick the format by name
    fd, tmp = tempfile.mkstemp(prefix=_temp_prefix(path.name), suffix=path.suffix,
                               dir=path.parent if str(path.parent) else ".")
    os.close(fd)
    try:
        yield tmp
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def write_text(path: str | os.PathLike, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` atomically, flushed to disk before the rename."""
    with replacing(path) as tmp:
        with open(tmp, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())


PROBE = "probe"     # the name ``probe`` writes (and removes) to test a folder


def probe(folder: str | os.PathLike) -> None:
    """Write, flush and delete a small temp file in ``folder``: OSError when the folder
    cannot take a file now (read-only, no permission, disk full)."""
    fd, tmp = tempfile.mkstemp(prefix=_temp_prefix(PROBE), dir=folder)
    try:
        os.write(fd, b"can this folder be written?\n" * 64)
        os.fsync(fd)
    finally:
        os.close(fd)
        try:
            os.unlink(tmp)
        except OSError as exc:
            log.warning("cannot remove %s: %s", tmp, exc)


def remove_leftovers(folder: str | os.PathLike, names: tuple[str, ...]) -> int:
    """Delete the temp files an interrupted write of one of ``names`` left in ``folder``
    (regular files only). Returns how many were removed; errors are logged, not raised."""
    folder = Path(folder)
    prefixes = tuple(_temp_prefix(n) for n in names)
    removed = 0
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for entry in entries:
        if not entry.name.startswith(prefixes):
            continue
        try:
            if stat.S_ISREG(entry.stat(follow_symlinks=False).st_mode):
                os.unlink(entry.path)
                removed += 1
        except OSError as exc:
            log.warning("cannot remove leftover temp file %s: %s", entry.path, exc)
    if removed:
        log.info("removed %d leftover temp file(s) in %s", removed, folder)
    return removed
