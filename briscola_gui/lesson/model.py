"""What a lesson is made of: chapters (one fixed deal each) and their steps.

The content lives in ``chapters.py`` as plain data of these types; the code that runs
it (``course.py``, the window's lesson scene) never names a card or a sentence. Cards
are written as the engine writes them ("1C" is the Asso di coppe), texts are message
keys of the catalogues (assets/locale/*.json, "lesson_..." keys)."""
from __future__ import annotations

from dataclasses import dataclass

SAY, PLAY, FREE = "say", "play", "free"
# what a step may light up on the table ("card:1C" lights that card wherever it is)
TARGETS = ("hand", "briscola", "corner", "stock", "pile", "their_pile", "trick")


@dataclass(frozen=True)
class Step:
    """One thing the lesson says or asks.

    ``kind``: SAY (shown between tricks; the game waits for Next), PLAY (shown at the
    player's turn; the card played must be one of ``expect``, any legal card when empty)
    or FREE (shown at the player's turn; the deal is played on freely to its end).
    ``wrong``: (card, message key) explanations for a card refused, "*" for any other.
    ``names``: (placeholder, card) pairs filled into the text with the card's name.
    ``show``: what is lit on the table (TARGETS, or "card:XX")."""
    kind: str
    text: str
    expect: tuple[str, ...] = ()
    wrong: tuple[tuple[str, str], ...] = ()
    names: tuple[tuple[str, str], ...] = ()
    show: tuple[str, ...] = ()

    def wrong_key(self, card: str) -> str:
        keys = dict(self.wrong)
        return keys.get(card, keys.get("*", "lesson_wrong"))


@dataclass(frozen=True)
class Chapter:
    """One fixed deal and what is said over it. The player is seat 0, the opponent seat 1.

    ``briscola``: the face-up card. ``mine``/``theirs``: the three cards each holds when
    the chapter begins. ``stock``: the next cards drawn from the stock, in drawing order
    (the rest is filled in a fixed order). ``prelude``: tricks already played before the
    chapter begins (the two seats play their oldest card each time; the hands above are
    then what is left, ``leader`` leads next and the player holds points within
    ``mine_points``). ``script``: the opponent's cards by
    trick number (from 1); other tricks it plays by a plain rule (deals.opponent_card)."""
    title: str
    dealer: int
    briscola: str
    mine: tuple[str, ...]
    theirs: tuple[str, ...]
    steps: tuple[Step, ...]
    stock: tuple[str, ...] = ()
    prelude: int = 0
    leader: int = 0
    mine_points: tuple[int, int] = (0, 120)
    script: tuple[tuple[int, str], ...] = ()
