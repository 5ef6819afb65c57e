"""Atomic file writes: write a temp file in the same folder, then rename it over
the target, so a crash never leaves a half-written settings, save, statistics or
image file."""
from __future__ import annotations

import os
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator


@contextmanager
def replacing(path: str | os.PathLike) -> Iterator[str]:
    """Yield a temp file path beside ``path``; on success it replaces ``path``,
    on failure it is removed and ``path`` is untouched."""
    path = Path(path)
    if str(path.parent):
        path.parent.mkdir(parents=True, exist_ok=True)
    # the temp file keeps the target's suffix: some writers pick the format by name
    fd, tmp = tempfile.mkstemp(prefix="." + path.name + ".tmp-", suffix=path.suffix,
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
