"""One deal of Briscola for 2, 3, 4 or 6 players (shared RULES.md, "The smazzata")."""
from __future__ import annotations

from . import scambio
from .actions import Exchange
from .cards import card_str, deck_for
from .deal import Deal, DealResult
from .errors import BadInput, IllegalMove
from .events import CardDrawn, Exchanged
from .records import Swap
from .rules import Rules

TEAMS = {
    2: ((0,), (1,)),
    3: ((0,), (1,), (2,)),
    4: ((0, 2), (1, 3)),
    6: ((0, 2, 4), (1, 3, 5)),
}


def check_deck(players: int, deck: list[int], three_remove: str = "2C") -> None:
    """BadInput unless ``deck`` holds exactly the cards for that many players."""
    expected = deck_for(players, three_remove)
    if len(deck) != len(expected):
        raise BadInput(f"deck must have {len(expected)} cards for {players} players, not {len(deck)}")
    seen = set()
    for c in deck:
        if c in seen:
            raise BadInput(f"card {card_str(c)} appears twice in the deck")
        seen.add(c)
    missing = set(expected) - seen
    if missing:
        extra = sorted(seen - set(expected))
        removed = f" (three_remove is {three_remove})" if players == 3 else ""
        raise BadInput(f"card {card_str(extra[0])} is not used with {players} players{removed}"
                       if extra else f"deck lacks {card_str(min(missing))}")


def check_dealer(players: int, dealer: object) -> None:
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < players:
        raise BadInput(f"dealer must be a seat from 0 to {players - 1}, not {dealer!r}")


class Smazzata(Deal):
    """Deal with three cards each, a face-up briscola under the stock, drawing after each trick.

    ``deck`` is the shuffled deck, top card first."""

    def __init__(self, players: int, dealer: int, deck: list[int], rules: Rules = Rules()):
        if players not in TEAMS:
            raise BadInput(f"players must be 2, 3, 4 or 6 for a smazzata, not {players!r}")
        check_dealer(players, dealer)
        check_deck(players, deck, rules.three_remove)
        self.deck = tuple(deck)
        self._init_common(players, dealer, rules)
        self.teams = TEAMS[players]
        n = players
        self.hands = [[] for _ in range(n)]
        for i in range(3 * n):                       # one at a time from the seat after the dealer
            self.hands[self.dealer_order(i)].append(deck[i])
        self.dealt = tuple(tuple(h) for h in self.hands)
        self.trump_card = deck[3 * n]          # the face-up card now (scambio may change it)
        self.turned_card = self.trump_card     # the card turned up at the deal
        self.trump = self.trump_card // 10
        self.swaps: list[Swap] = []
        # Drawn with pop(): the face-up card lies under the stock, so it is drawn last.
        self.stock = [self.trump_card] + deck[:3 * n:-1]
        self._start_play()

    def _copy_extra(self, other) -> None:
        other.stock = self.stock[:]
        other.swaps = self.swaps[:]

    # -- scambio (house rule, engine/scambio.py) ------------------------------------
    def legal_exchanges(self, seat: int) -> list[Exchange]:
        """The exchange ``seat`` may make now, if any (scambio on, its turn, before playing)."""
        if not self.rules.scambio:
            return []
        return [Exchange(seat, c) for c in scambio.exchange_cards(self, seat)]

    def exchange(self, seat: int, card: int) -> tuple:
        """Give ``card`` (the 7 or 2 of briscola) for the face-up card, which goes into the
        hand in its place; the card given lies face up under the stock. IllegalMove with
        the reason when not allowed now."""
        why = scambio.refusal(self, seat, card)
        if why is not None:
            name = card_str(card) if isinstance(card, int) and 0 <= card < 40 else repr(card)
            raise IllegalMove(seat, name, why, verb="exchange")
        took = self.trump_card
        hand = self.hands[seat]
        hand[hand.index(card)] = took
        self.stock[0] = card
        self.trump_card = card
        self.swaps.append(Swap(self.cards_played(), seat, card, took))
        events: list = [Exchanged(seat, card, took)]
        if self.use_accusi:             # the card taken may complete Re and Cavallo
            self._announce_accusi(seat, events)
        return tuple(events)

    def swapped_this_turn(self) -> bool:
        """Whether the seat to act has already exchanged at this turn."""
        return bool(self.swaps) and self.swaps[-1].before == self.cards_played() \
            and self.swaps[-1].seat == self.to_act

    @property
    def stock_count(self) -> int:
        return len(self.stock)

    def _after_trick(self, winner: int, events: list) -> None:
        stock = self.stock
        if stock:
            n = self.players
            hands = self.hands
            for k in range(n):                       # the winner first, then in playing order
                seat = (winner + k) % n
                card = stock.pop()
                hands[seat].append(card)
                events.append(CardDrawn(seat, card))

    def result(self) -> DealResult:
        teams = self.teams
        team_points = tuple(sum(self.points[s] for s in team) for team in teams)
        team_cards = [sum(self.card_points[s] for s in team) for team in teams]
        complete = self.phase == "done"
        winner = None
        void = False
        if complete:
            if self.players == 3 or self.rules.accusi:
                top = max(team_points)
                leaders = [i for i, p in enumerate(team_points) if p == top]
                winner = leaders[0] if len(leaders) == 1 else None
            else:
                winner = next((i for i, p in enumerate(team_points) if p >= 61), None)
            if winner is None and len(teams) == 2:      # a tie: the pari house rule decides
                if self.rules.pari == "last_trick":
                    winner = self.team_of(self.tricks[-1].winner)
                elif self.rules.pari == "replay":
                    void = True
        cappotto = complete and 120 in team_cards
        return DealResult(complete, teams, tuple(self.points), team_points, winner, cappotto,
                          void=void)
