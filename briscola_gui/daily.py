"""The deal of the day: one deal for everybody on a calendar date, computed offline.

The date's ISO text ("2026-11-23") goes through SHA-256; the first five bytes of the
digest are the deal's 40-bit seed and the sixth byte's lowest bit the dealer. SHA-256
and the deal code's own shuffle (SplitMix64) are the same on every platform and Python
version (``hash()`` is salted per process and ``random.shuffle`` may change between
versions, so neither is used). The deal is for 2 players with the plain rules (no
follow suit, no Piemonte, no accusi, no house rules), played against ``expert``.
Pure Python, no pygame: the window and the tests share it.
"""
from __future__ import annotations

import hashlib
from datetime import date

from .engine import DealSpec, Rules
from .engine.shuffle import SEED_BITS

PLAYERS = 2
LEVEL = "expert"
SALT = "briscola-deal-of-the-day:"


def daily_spec(day: date) -> DealSpec:
    """The deal of ``day`` (the same for everybody who plays on that date)."""
    digest = hashlib.sha256((SALT + day.isoformat()).encode("ascii")).digest()
    seed = int.from_bytes(digest[:SEED_BITS // 8], "big")
    dealer = digest[SEED_BITS // 8] & 1
    return DealSpec(PLAYERS, dealer, seed, Rules())


def daily_code(day: date) -> str:
    """The deal code of ``day``'s deal (``XXXXX-XXXXX``), as "Play a deal by code" reads it."""
    return daily_spec(day).code


def day_text(t, day: date) -> str:
    """``day`` as people write it in the current language ("23 novembre 2026"); ``t``: the
    message catalogue (briscola_gui/messages.py)."""
    months = t("daily_months").split()
    return t("daily_date", d=day.day, month=months[day.month - 1], y=day.year)


def figures_text(t, results) -> str:
    """The deals of the day in one sentence for the statistics: days played and won, the
    best result and its date, today's result (``results``: stats.DailyResults)."""
    parts = [t("daily_days", n=results.days, won=results.days_won)]
    if results.best is not None:
        best_day = parse_day(results.best["daily"])
        when = day_text(t, best_day) if best_day else results.best["daily"]
        parts.append(t("daily_best", p=results.best["points"], day=when))
    today = results.today
    parts.append(t("daily_today_" + today["result"], p=today["points"]) if today else t("daily_not_played"))
    return " ".join(parts)


def parse_day(text: object) -> date | None:
    """A date written as ``YYYY-MM-DD`` (as the statistics and the save keep it), or None."""
    if not isinstance(text, str) or len(text) != 10:
        return None
    try:
        return date.fromisoformat(text)
    except ValueError:
        return None
