"""A data folder that fails the way real ones do, for the tests.

``refuse(monkeypatch, folder, errno.EROFS)`` makes every write under ``folder`` fail
with that error (read-only disk, no permission); ``full_disk`` lets files be created
but not filled (as a full disk does); ``unreadable`` refuses reads of one file or of
the whole folder (mode 000). The faults go through the ``os`` functions the game's
file code calls, so they work the same for root (for whom chmod refuses nothing) and
on every platform.
"""
from __future__ import annotations

import errno
import os
from pathlib import Path

_WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND


def _under(path, folder: Path) -> bool:
    try:
        p = Path(os.fsdecode(path)).absolute()
    except TypeError:                      # a file descriptor
        return False
    return p == folder or folder in p.parents


def _error(code: int, path) -> OSError:
    return OSError(code, os.strerror(code), os.fsdecode(path))


def refuse(monkeypatch, folder: Path, code: int) -> None:
    """Every change under ``folder`` fails with ``code`` (reads still work)."""
    folder = Path(folder).absolute()
    real_open = os.open

    def fake_open(path, flags, *args, **kw):
        if flags & _WRITE_FLAGS and _under(path, folder):
            raise _error(code, path)
        return real_open(path, flags, *args, **kw)

    monkeypatch.setattr(os, "open", fake_open)
    for name in ("replace", "rename", "link"):
        real = getattr(os, name)

        def fake(src, dst, *args, _real=real, **kw):
            if _under(src, folder) or _under(dst, folder):
                raise _error(code, dst)
            return _real(src, dst, *args, **kw)
        monkeypatch.setattr(os, name, fake)
    for name in ("unlink", "mkdir", "rmdir"):
        real = getattr(os, name)

        def fake1(path, *args, _real=real, **kw):
            if _under(path, folder):
                if _real is os.mkdir and os.path.isdir(path):
                    raise FileExistsError(errno.EEXIST, "File exists", os.fsdecode(path))
                raise _error(code, path)
            return _real(path, *args, **kw)
        monkeypatch.setattr(os, name, fake1)


def full_disk(monkeypatch) -> None:
    """Files can be created and renamed, but no data reaches the disk: ENOSPC on write and
    fsync (where a full disk reports it)."""
    real_write = os.write

    def fake_write(fd, data):
        if fd > 2:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real_write(fd, data)

    def fake_fsync(fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "write", fake_write)
    monkeypatch.setattr(os, "fsync", fake_fsync)


def unreadable(monkeypatch, path: Path) -> None:
    """Opening ``path`` (a file, or anything under a folder) fails with EACCES, and a
    folder cannot be listed: what mode 000 does to anyone but root."""
    path = Path(path).absolute()
    real_open, real_scandir = os.open, os.scandir

    def fake_open(p, flags, *args, **kw):
        if _under(p, path):
            raise _error(errno.EACCES, p)
        return real_open(p, flags, *args, **kw)

    def fake_scandir(p="."):
        if _under(p, path):
            raise _error(errno.EACCES, p)
        return real_scandir(p)

    monkeypatch.setattr(os, "open", fake_open)
    monkeypatch.setattr(os, "scandir", fake_scandir)
