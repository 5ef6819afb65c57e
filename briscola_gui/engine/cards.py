"""Cards, decks, points and strength.

A card is an int ``suit * 10 + rank - 1``: suits C (coppe) D (denari) B (bastoni)
S (spade) are 0..3, ranks 1..10 (1 Asso, 8 Fante, 9 Cavallo, 10 Re). Outside the
engine a card is written rank then suit: ``"1D"`` is the Asso di denari.
"""
from __future__ import annotations

from .errors import BadInput, brief

SUITS = "CDBS"
SUIT_NAMES = {"C": "coppe", "D": "denari", "B": "bastoni", "S": "spade"}
RANK_NAMES = {1: "Asso", 2: "Due", 3: "Tre", 4: "Quattro", 5: "Cinque", 6: "Sei",
              7: "Sette", 8: "Fante", 9: "Cavallo", 10: "Re"}
ALL_CARDS = tuple(range(40))

# Strength order, strongest first, and points per rank.
STRENGTH_ORDER = (1, 3, 10, 9, 8, 7, 6, 5, 4, 2)
STRENGTH_ORDER_PIEMONTE = (1, 7, 10, 9, 8, 3, 6, 5, 4, 2)
RANK_POINTS = {1: 11, 3: 10, 10: 4, 9: 3, 8: 2}


def _tables(order: tuple[int, ...], swap_3_7: bool) -> tuple[tuple[int, ...], tuple[int, ...]]:
    strength_of_rank = {rank: 9 - i for i, rank in enumerate(order)}
    points_of_rank = dict(RANK_POINTS)
    if swap_3_7:
        points_of_rank[7], points_of_rank[3] = points_of_rank.pop(3), 0
    points = tuple(points_of_rank.get(c % 10 + 1, 0) for c in ALL_CARDS)
    strength = tuple(strength_of_rank[c % 10 + 1] for c in ALL_CARDS)
    return points, strength


POINTS, STRENGTH = _tables(STRENGTH_ORDER, False)
POINTS_PIEMONTE, STRENGTH_PIEMONTE = _tables(STRENGTH_ORDER_PIEMONTE, True)


def tables(piemonte: bool) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(points, strength) per card for the rule set: strength 9 is the strongest."""
    return (POINTS_PIEMONTE, STRENGTH_PIEMONTE) if piemonte else (POINTS, STRENGTH)


def suit(card: int) -> int:
    return card // 10


def rank(card: int) -> int:
    return card % 10 + 1


def make_card(rank_: int, suit_: int) -> int:
    return suit_ * 10 + rank_ - 1


def card_str(card: int) -> str:
    return f"{card % 10 + 1}{SUITS[card // 10]}"


_BY_NAME = {card_str(c): c for c in ALL_CARDS}


def parse_card(text: object) -> int:
    """``"1D"`` -> card; BadInput naming the text when it is not a card."""
    if isinstance(text, str):
        card = _BY_NAME.get(text.strip().upper())
        if card is not None:
            return card
    raise BadInput(f"unknown card {brief(text)} (cards are rank 1-10 then suit C/D/B/S, e.g. '1D')")


def card_name(card: int) -> str:
    """Italian name, e.g. 'Asso di denari'."""
    return f"{RANK_NAMES[rank(card)]} di {SUIT_NAMES[SUITS[suit(card)]]}"


REMOVED = {2: (), 3: (make_card(2, 0),), 4: (), 5: (), 6: tuple(make_card(2, s) for s in range(4))}


def deck_for(players: int, three_remove: str = "2C") -> list[int]:
    """The cards in play for that many players, in card order: 40, 39 (no 2 di coppe, or with
    ``three_remove="2B"`` no 2 di bastoni) or 36 (no 2s)."""
    if players not in REMOVED:
        raise BadInput(f"players must be 2, 3, 4, 5 or 6, not {brief(players)}")
    removed = REMOVED[players]
    if players == 3:
        if three_remove not in ("2C", "2B"):
            raise BadInput(f"three_remove must be '2C' or '2B', not {brief(three_remove)}")
        removed = (parse_card(three_remove),)
    return [c for c in ALL_CARDS if c not in removed]
