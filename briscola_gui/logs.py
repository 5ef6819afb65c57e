"""Where the game's log goes: a small rotating file in the data folder for the window,
stderr (warnings and worse) for the headless commands.

Every module logs through ``logging.getLogger(__name__)``; this module only attaches
the handler to the package's logger, once, at start-up. The file is kept small
(``MAX_BYTES`` x ``BACKUPS`` old files) so it can run for years unattended and still
be attached to a bug report whole.
"""
from __future__ import annotations

import logging
import logging.handlers
import sys
import threading
from pathlib import Path

LOG_FILE = "briscola.log"
MAX_BYTES = 256 * 1024
BACKUPS = 3
PACKAGE = "briscola_gui"
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

_OURS = "_briscola_handler"


def _install(handler: logging.Handler, level: int) -> logging.Logger:
    logger = logging.getLogger(PACKAGE)
    for old in [h for h in logger.handlers if getattr(h, _OURS, False)]:
        logger.removeHandler(old)
        old.close()
    setattr(handler, _OURS, True)
    handler.setFormatter(logging.Formatter(FORMAT))
    handler.setLevel(level)
    logger.addHandler(handler)
    logger.setLevel(min(level, logger.level or level))
    return logger


def log_to_stderr(level: int = logging.WARNING) -> None:
    """Headless commands: warnings and errors on stderr, nothing written to disk."""
    _install(logging.StreamHandler(sys.stderr), level)


class _LogFile(logging.handlers.RotatingFileHandler):
    """The rotating log file; when the folder refuses it (read-only, full, no permission)
    it says so once on stderr and sends warnings there from then on, instead of a
    "--- Logging error ---" traceback for every line."""

    failed = False

    def emit(self, record: logging.LogRecord) -> None:
        if not self.failed:
            super().emit(record)
        elif record.levelno >= logging.WARNING:
            sys.stderr.write(self.format(record) + "\n")

    def handleError(self, record: logging.LogRecord) -> None:
        if not self.failed:
            self.failed = True
            sys.stderr.write(f"briscola: cannot write the log file {self.baseFilename}: "
                             f"{sys.exc_info()[1]}; warnings go to stderr instead\n")
            if record.levelno >= logging.WARNING:
                sys.stderr.write(self.format(record) + "\n")


def log_to_file(folder: Path, level: int = logging.INFO) -> Path | None:
    """The window: log to ``folder/briscola.log`` (rotated); returns its path, or None
    (and logs to stderr instead) when the folder cannot be written."""
    path = Path(folder) / LOG_FILE
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = _LogFile(path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8",
                           delay=True)
    except OSError as exc:
        log_to_stderr()
        logging.getLogger(__name__).warning("cannot write the log file %s: %s", path, exc)
        return None
    logger = _install(handler, level)
    _log_thread_failures()
    logger.info("log started")
    return path


def _thread_failed(args: threading.ExceptHookArgs) -> None:
    """An exception that ends a worker thread goes to the log, not only to stderr."""
    if args.exc_type is SystemExit:
        return
    name = getattr(args.thread, "name", "?")
    logging.getLogger(PACKAGE).error("thread %s failed", name,
                                     exc_info=(args.exc_type, args.exc_value, args.exc_traceback))


def _log_thread_failures() -> None:
    threading.excepthook = _thread_failed
