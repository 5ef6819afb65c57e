"""Every sentence the game shows, read from one catalogue file per language.

The catalogues are ``assets/locale/<language>.json`` (a flat object of key -> text,
``{name}`` placeholders; see ``assets/locale/README.txt``) so a translator edits them
without reading Python. This module is pure (no pygame): the window, the hints and
the review all read their words here.

At runtime nothing is refused: a message missing in the chosen language comes from
the other language, a broken placeholder falls back the same way, and every such
fallback is logged once. A message missing everywhere is logged as an error and shows
as an empty string, never as its key. ``tests/test_messages.py`` fails when a
language lacks a message or its placeholders differ, so these fallbacks stay rare.
"""
from __future__ import annotations

import json
import logging
import string
from functools import lru_cache

from .engine.cards import SUITS
from .resources import MissingAsset, asset_path

log = logging.getLogger(__name__)

LANGUAGES = ("it", "en")
DEFAULT_LANGUAGE = "it"
BOT_COUNT = 6

Catalogue = dict[str, "str | list[str]"]


@lru_cache(maxsize=None)
def catalogue(language: str) -> Catalogue:
    """The messages of ``language`` (an empty catalogue, logged, if the file is unreadable)."""
    try:
        path = asset_path("locale", f"{language}.json")
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except (MissingAsset, OSError, UnicodeDecodeError, ValueError) as exc:
        log.error("message catalogue %r unreadable: %s", language, exc)
        return {}
    if not isinstance(data, dict):
        log.error("message catalogue %r is not a JSON object", language)
        return {}
    return {k: v for k, v in data.items() if isinstance(v, (str, list))}


def placeholders(text: str | list[str]) -> frozenset[str]:
    """The ``{names}`` a message uses (for the catalogue test and for checks)."""
    parts = text if isinstance(text, list) else [text]
    return frozenset(name for part in parts for _, name, _, _ in string.Formatter().parse(part)
                     if name is not None)


_reported: set[tuple[str, str]] = set()


def _report(language: str, key: str, what: str) -> None:
    if (language, key) not in _reported:
        _reported.add((language, key))
        log.warning("message %r %s in %r; using another language", key, what, language)


class Messages:
    """``Messages(lang)(key, **kw)``: the message ``key`` in ``lang``, filled in.

    ``I18n`` in the window is this class (same call shape)."""

    def __init__(self, language: str = DEFAULT_LANGUAGE):
        self.set_language(language)

    def set_language(self, language: str) -> None:
        """Speak ``language`` from now on. The window keeps one ``Messages`` and switches it,
        so every screen and button holding it shows the new language at its next frame."""
        self.language = language if language in LANGUAGES else DEFAULT_LANGUAGE
        self._order = (self.language,) + tuple(lg for lg in LANGUAGES if lg != self.language)

    def __call__(self, key: str, **kw) -> str:
        raw = None
        for lang in self._order:
            text = catalogue(lang).get(key)
            if not isinstance(text, str):
                if lang == self.language:
                    _report(lang, key, "is missing")
                continue
            try:
                return text.format(**kw) if kw else text
            except (KeyError, IndexError, ValueError) as exc:
                _report(lang, key, f"has a bad placeholder ({exc!r})")
                raw = raw if raw is not None else text
        if raw is not None:
            return raw
        if ("*", key) not in _reported:
            _reported.add(("*", key))
            log.error("message %r is missing in every language", key)
        return ""

    def has(self, key: str) -> bool:
        """Whether some language has the message ``key``."""
        return any(key in catalogue(lang) for lang in LANGUAGES)

    def lines(self, key: str) -> list[str]:
        """A message made of several lines (the rules page), with the same fallbacks."""
        for lang in self._order:
            value = catalogue(lang).get(key)
            if isinstance(value, list):
                return [str(line) for line in value]
            _report(lang, key, "is missing")
        return []

    def number(self, x: float, decimals: int = 1) -> str:
        """``x`` rounded to at most ``decimals`` places, trailing zeros dropped, with this
        language's decimal mark: "46,3" in Italian, "46.3" in English, "47" for 47.0."""
        s = f"{x:.{decimals}f}"
        if "." in s:
            s = s.rstrip("0").rstrip(".")
        if s == "-0":
            s = "0"
        return s.replace(".", self("decimal_mark"))

    # -- cards, suits, bids, names ----------------------------------------------------
    def suit(self, suit_index: int) -> str:
        return self("suit." + SUITS[suit_index])

    def rank(self, rank: int) -> str:
        return self(f"rank.{rank}")

    def card(self, card: int) -> str:
        """"Asso di Denari" / "Ace of Coins"."""
        return self("card", rank=self.rank(card % 10 + 1), suit=self.suit(card // 10))

    def card_the(self, card: int) -> str:
        """With the article: "l'Asso di Denari" / "the Ace of Coins"."""
        return self("card_the", rank_the=self(f"rank_the.{card % 10 + 1}"), suit=self.suit(card // 10))

    def first_to(self, k: int, deal: int | None = None) -> str:
        """A match played to ``k`` smazzate won ("A 2 vittorie", "A 1 vittoria", "First to
        2"), with the smazzata on show when ``deal`` is given ("A 2 vittorie · smazzata 3")."""
        key = "length_first_to" if deal is None else "table_first_to"
        return self(key + ("_one" if k == 1 else ""), k=k, n=deal)

    def smazzata_of(self, k: int, n: int) -> str:
        """Where a chiamata match of ``n`` smazzate stands ("Smazzata 2 of 5"); a match of one
        is "One smazzata", as the deal of the day and a single smazzata say (it read
        "Smazzata 1 of 1", review 12f C4)."""
        return self("length_single") if n == 1 else self("smazzata_k", k=k, n=n)

    def bid(self, bid: str) -> str:
        if bid == "pass":
            return self("bid_pass")
        if bid == "carichi":
            return self("bid_carichi")
        if bid.startswith("2:"):
            return self("bid_two_points", n=bid[2:])
        return self.rank(int(bid))

    def bot_name(self, index: int) -> str:
        """The name of computer player ``index`` (0-based, wraps round)."""
        return self(f"bot.{index % BOT_COUNT + 1}")
