"""Logging: the window's rotating file, stderr for headless commands (briscola_gui/logs.py)."""
from __future__ import annotations

import logging
import logging.handlers
import subprocess
import sys

import pytest

from briscola_gui import logs


@pytest.fixture
def clean_package_logger():
    logger = logging.getLogger(logs.PACKAGE)
    before = list(logger.handlers), logger.level
    yield logger
    for h in list(logger.handlers):
        if h not in before[0]:
            logger.removeHandler(h)
            h.close()
    logger.setLevel(before[1])


def test_the_window_logs_to_a_small_rotating_file(tmp_path, clean_package_logger):
    path = logs.log_to_file(tmp_path / "data")
    assert path == tmp_path / "data" / "briscola.log"
    ours = [h for h in clean_package_logger.handlers if isinstance(h, logging.handlers.RotatingFileHandler)]
    assert len(ours) == 1 and ours[0].maxBytes == 256 * 1024 and ours[0].backupCount == 3
    logging.getLogger("briscola_gui.ui.cards").warning("a card is damaged")
    logging.getLogger("briscola_gui.ui.cards").debug("not written")
    ours[0].flush()
    text = path.read_text(encoding="utf-8")
    assert "WARNING briscola_gui.ui.cards: a card is damaged" in text and "not written" not in text
    logs.log_to_file(tmp_path / "data")                  # configured again: still one handler
    assert len([h for h in clean_package_logger.handlers if getattr(h, logs._OURS, False)]) == 1


def test_an_unwritable_folder_falls_back_to_stderr(tmp_path, clean_package_logger):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert logs.log_to_file(blocker / "data") is None
    assert any(isinstance(h, logging.StreamHandler) and getattr(h, logs._OURS, False)
               for h in clean_package_logger.handlers)


def test_headless_commands_log_warnings_to_stderr_only(tmp_path):
    code = ("import logging, sys; from briscola_gui.__main__ import main; "
            "main(['replay', '--help']); "
            "logging.getLogger('briscola_gui.x').info('quiet'); "
            "logging.getLogger('briscola_gui.x').warning('loud')")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=tmp_path,
                         timeout=60)
    assert "loud" in out.stderr and "quiet" not in out.stderr and "loud" not in out.stdout
    assert not list(tmp_path.iterdir())                   # no file written
