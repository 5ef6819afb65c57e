"""Issue #15, deliverable 5: a seeded random-event test over every screen of the window.

Four short runs of build/fuzz_window.py's random input (clicks aimed at the buttons and
cards on top, keys, drags, the wheel, F11, resizes, time passing), each from a different
starting screen; any exception fails. The heavy version's figures are in
docs/reliability.md."""
from __future__ import annotations

import importlib.util
import os
from pathlib import Path

import pytest

TOP = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("fuzz_window", TOP / "build" / "fuzz_window.py")
fuzz = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fuzz)

SCREENS = {"MainMenu", "NewGameScene", "SettingsScene", "RulesScene", "StatsScene",
           "TableScene", "PauseScene", "SmazzataOverScene"}


@pytest.fixture(autouse=True)
def no_fsync_wait(monkeypatch):
    monkeypatch.setattr(os, "fsync", lambda fd: None)     # autosaves: not what is tested here


def test_random_events_over_every_screen_never_raise(tmp_path):
    seen: set[str] = set()
    for k, start in enumerate(fuzz.STARTS):               # any exception fails the test
        seen |= fuzz.run(seed=100 + k, events=250, start=start, folder=tmp_path / start,
                         plain_cards=True)
    assert SCREENS <= seen, SCREENS - seen
