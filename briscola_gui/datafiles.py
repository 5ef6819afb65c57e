"""Reading the player's data files without trusting them, and naming what went wrong.

Settings, the saved match and the statistics are files anyone (or any full disk) can
spoil. This module is the one place that reads them: only regular files (a FIFO or a
link to ``/dev/zero`` is refused without blocking), only up to a size limit, any byte
order mark dropped, and JSON parsed so that deep nesting, 5000-digit integers or
``1e400`` give an error instead of a crash. It tells a damaged file (set aside under a
new numbered name, never overwriting an earlier one) from an unreadable one (no
permission: left where it is), and turns an ``OSError`` into a short cause the window
can explain to the player ("the disk is full").
"""
from __future__ import annotations

import errno
import json
import logging
import math
import os
import stat
from pathlib import Path

log = logging.getLogger(__name__)

# why a file or folder cannot be used; ui messages are keyed by these
FULL = "full"                    # no space left (or over quota)
READ_ONLY = "read_only"          # a read-only file system
PERMISSION = "permission"        # no permission
NOT_FOLDER = "not_folder"        # a file where the data folder (or a part of its path) should be
NOT_FILE = "not_file"            # a folder, FIFO, device... where a data file should be
OTHER = "other"


class Damaged(Exception):
    """The file is there and readable but is not what it should be (bad JSON, too big,
    not a regular file). It may be set aside."""


class Unreadable(Exception):
    """The file cannot be read (permission, I/O error): it is left alone, never replaced."""

    def __init__(self, cause: str, detail: str):
        super().__init__(detail)
        self.cause = cause


def cause_of(exc: BaseException) -> str:
    """The short cause of a failed file operation (one of the constants above)."""
    code = getattr(exc, "errno", None)
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", -1), errno.EFBIG):
        return FULL
    if code == errno.EROFS:
        return READ_ONLY
    if code in (errno.EACCES, errno.EPERM):
        return PERMISSION
    if code in (errno.ENOTDIR, errno.EEXIST):
        return NOT_FOLDER
    if code in (errno.EISDIR, errno.ENXIO, errno.ELOOP):
        return NOT_FILE
    return OTHER


def describe(exc: BaseException) -> str:
    """``OSError`` -> its message without the noise, for logs and details."""
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror + (f": {exc.filename}" if exc.filename else "")
    return f"{type(exc).__name__}: {exc}"


def _no_constants(text: str) -> float:
    raise ValueError(f"{text} is not a number JSON allows")


def _finite_float(text: str) -> float:
    value = float(text)
    if math.isinf(value):
        raise ValueError(f"number {text[:20]}... is too large")
    return value


# strict JSON: no NaN/Infinity, no number that overflows a float
DECODER = json.JSONDecoder(parse_constant=_no_constants, parse_float=_finite_float)


def parse_json(text: str) -> object:
    """Strict JSON: ValueError (never RecursionError) for anything that is not plain JSON
    with finite numbers and integers under Python's digit limit."""
    try:
        return DECODER.decode(text)
    except RecursionError:
        raise ValueError("nested too deeply") from None
    except ValueError as exc:            # JSONDecodeError, int over sys int-digit limit
        raise ValueError(str(exc)[:200]) from None


def exists(path: Path) -> bool:
    """True when anything is at ``path`` (a broken link counts); False when the folder
    cannot even be looked into."""
    try:
        os.lstat(path)
    except OSError:
        return False
    return True


def read_text(path: Path, max_bytes: int) -> str | None:
    """The text of a regular file of at most ``max_bytes``, or None when there is no file.
    Damaged when it is not a regular file, too big or not UTF-8; Unreadable when it cannot
    be read. Never blocks (a FIFO is refused)."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        if os.path.islink(path):
            raise Damaged("a link to nothing") from None
        return None
    except IsADirectoryError:
        raise Damaged("a folder, not a file") from None
    except OSError as exc:
        cause = cause_of(exc)
        if cause == NOT_FOLDER:                  # a file where the folder should be
            return None
        if cause == NOT_FILE:
            raise Damaged("not a regular file") from None
        raise Unreadable(cause, describe(exc)) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise Damaged("not a regular file")
        if info.st_size > max_bytes:
            raise Damaged(f"{info.st_size} bytes, more than the {max_bytes} allowed")
        chunks = []
        left = max_bytes + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        data = b"".join(chunks)
    except OSError as exc:
        raise Unreadable(cause_of(exc), describe(exc)) from None
    finally:
        os.close(fd)
    if len(data) > max_bytes:
        raise Damaged(f"more than the {max_bytes} bytes allowed")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise Damaged(f"not UTF-8 text (byte {exc.start})") from None


def read_json(path: Path, max_bytes: int) -> object:
    """``read_text`` then ``parse_json``: None when there is no file; Damaged for bad JSON."""
    text = read_text(path, max_bytes)
    if text is None:
        return None
    try:
        return parse_json(text)
    except ValueError as exc:
        raise Damaged(f"not valid JSON: {exc}") from None


def set_aside(path: Path) -> Path | None:
    """Rename a damaged file to ``NAME.damaged-N`` with the first N not yet used (earlier
    ones are never overwritten). The new path, or None when it could not be moved."""
    regular = os.path.isfile(path) and not os.path.islink(path)
    for n in range(1, 10000):
        aside = path.with_name(f"{path.name}.damaged-{n}")
        if exists(aside):
            continue
        try:
            if regular:
                try:                           # a hard link never replaces an existing name
                    os.link(path, aside)
                except FileExistsError:
                    raise
                except OSError:                # a file system without hard links
                    os.rename(path, aside)
                else:
                    os.unlink(path)
            else:                              # a FIFO, folder or link: renamed as it is
                os.rename(path, aside)
        except FileExistsError:
            continue
        except OSError as exc:
            log.warning("cannot set aside %s: %s", path, describe(exc))
            return None
        log.warning("damaged file %s set aside as %s", path, aside.name)
        return aside
    return None
