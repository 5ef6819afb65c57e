"""The rules of Briscola, pure Python (no pygame). See docs/engine-api.md."""
from .cards import (ALL_CARDS, SUITS, card_name, card_str, deck_for, make_card, parse_card,
                    rank, suit, tables)
from .chiamata import Chiamata, game_points_for
from .deal import DealResult, Trick, trick_winner
from .errors import BadInput, IllegalMove
from .match import ChiamataMatch, Match, chiamata_winners, new_match
from .rules import Rules
from .shuffle import DealSpec, SplitMix64, deal_code, parse_deal_code, shuffled_deck
from .smazzata import Smazzata
from .view import SeatView

__all__ = [
    "ALL_CARDS", "SUITS", "card_name", "card_str", "deck_for", "make_card", "parse_card", "rank",
    "suit", "tables", "Chiamata", "game_points_for", "DealResult", "Trick", "trick_winner",
    "BadInput", "IllegalMove", "ChiamataMatch", "Match", "chiamata_winners", "new_match", "Rules",
    "DealSpec", "SplitMix64", "deal_code", "parse_deal_code", "shuffled_deck", "Smazzata",
    "SeatView",
]
