"""Scambio, the house rule "il sette prende la briscola" (shared RULES.md, "House rules").

At its turn to play, before playing, a seat holding the 7 of briscola may give it for
the face-up briscola when that card is an Asso, 3, Re, Cavallo or Fante; a seat holding
the 2 of briscola may give it for a face-up 4, 5, 6 or 7. Under piemonte the 3 takes
the 7's role (it takes an Asso, 7, Re, Cavallo or Fante) and the 2 takes a 4, 5, 6 or 3.
The card given lies face up under the stock in the taken card's place, so it is drawn
last. Only while the stock holds a card besides the face-up one; 2, 4 and 6 players;
any number per smazzata, one per turn.

This module holds the rule itself, as pure questions on a deal; Smazzata makes the move.
"""
from __future__ import annotations

from .cards import card_str, make_card, rank

PLAYERS = (2, 4, 6)
# rank given -> ranks of the face-up card it may take
TAKES = {7: (1, 3, 10, 9, 8), 2: (4, 5, 6, 7)}
TAKES_PIEMONTE = {3: (1, 7, 10, 9, 8), 2: (4, 5, 6, 3)}
RANK_WORDS = {1: "Asso", 2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "Fante",
              9: "Cavallo", 10: "Re"}


def takes_table(piemonte: bool) -> dict[int, tuple[int, ...]]:
    return TAKES_PIEMONTE if piemonte else TAKES


def exchange_cards(deal, seat: int) -> list[int]:
    """The cards ``seat`` may give now (at most one: the face-up card says which rank)."""
    return [c for c in _candidates(deal) if refusal(deal, seat, c) is None]


def _candidates(deal) -> list[int]:
    if deal.trump is None:
        return []
    return [make_card(r, deal.trump) for r in takes_table(deal.rules.piemonte)]


def refusal(deal, seat: int, card: object) -> str | None:
    """Why ``seat`` may not give ``card`` for the face-up card now; None when it may."""
    rules = deal.rules
    if not rules.scambio:
        return "scambio is off"
    if deal.players not in PLAYERS:
        return ("there is no scambio in chiamata" if deal.players == 5
                else "scambio is played with 2, 4 or 6 players")
    if deal.phase != "play":
        return f"it is the {deal.phase} phase, not play"
    if seat != deal.to_act:
        return f"it is seat {deal.to_act}'s turn"
    if deal.stock_count < 2:
        return "the stock holds no card besides the face-up one"
    table = takes_table(rules.piemonte)
    if not isinstance(card, int) or isinstance(card, bool) or not 0 <= card < 40 \
            or card // 10 != deal.trump or rank(card) not in table:
        givers = " or the ".join(str(r) for r in table)
        return f"only the {givers} of briscola is exchanged"
    if card not in deal.hands[seat]:
        return "the card is not in that seat's hand"
    if deal.swapped_this_turn():
        return "one exchange per turn"
    face = deal.trump_card
    if rank(face) not in table[rank(card)]:
        allowed = ", ".join(RANK_WORDS[r] for r in table[rank(card)])
        return f"the {rank(card)} takes only {allowed}; the face-up card is {card_str(face)}"
    return None
