"""Briscola chiamata for 5 players (shared RULES.md, "Briscola chiamata").

Phases: ``auction`` (bids), ``call`` (the auction's winner names the card),
``play`` (eight tricks, no drawing), ``done``. All five passing ends the deal
with ``redeal`` set: the next dealer deals again.
"""
from __future__ import annotations

from .cards import STRENGTH_ORDER, card_str, make_card, suit
from .actions import Bid, Call, PlayCard
from .deal import Deal, DealResult
from .events import AuctionWon, BidMade, CardCalled, DealOver, PartnerRevealed, Redeal
from .errors import BadInput, IllegalMove, brief
from .rules import Rules
from .smazzata import check_dealer, check_deck

PLAYERS = 5
PASS, CARICHI = "pass", "carichi"
MAX_TARGET = 120
AUCTION_ORDER = tuple(str(r) for r in STRENGTH_ORDER)


def auction_ranks(rules: Rules) -> tuple[str, ...]:
    """Ranks in the order they may be called: "1", "3", "10", ... "2".

    Decision: RULES.md gives this order without exception, so it holds with the
    piemonte option too (piemonte changes card play, not the auction)."""
    return AUCTION_ORDER


def bid_level(bid: str, ranks: tuple[str, ...]) -> int:
    """Comparable height of a rank bid: each later rank is higher, then the 2 with more points.

    BadInput when ``bid`` is not a rank or ``2:NN`` bid."""
    if bid in ranks:
        return ranks.index(bid)
    if bid.startswith("2:"):
        digits = bid[2:]
        if digits.isascii() and digits.isdigit() and len(digits) <= 3 \
                and 62 <= int(digits) <= MAX_TARGET:
            return len(ranks) - 1 + int(digits) - 61
    raise BadInput(f"unknown bid {brief(bid)} (bids: pass, a rank 1 3 10 9 8 7 6 5 4 2, "
                   "2:NN with NN 62-120, carichi)")


def stake(target: int) -> int:
    """The game points' multiplier a target sets: doubled from 71, tripled from 81."""
    return 3 if target >= 81 else 2 if target >= 71 else 1


def game_points_for(caller: int, partner: int | None, target: int, side_points: int,
                    cappotto_counts: bool) -> tuple[bool, list[int]]:
    """(caller's side reached the target, game points per seat) for a finished chiamata."""
    won = side_points >= target
    sign = 1 if won else -1
    if partner is None:
        caller_gp, partner_gp = 4, 0
    else:
        caller_gp, partner_gp = 2, 1
    opponent_gp = 1
    if won and cappotto_counts and side_points == 120:
        caller_gp, partner_gp, opponent_gp = 2 * caller_gp, 2 * partner_gp, 2
    mult = stake(target)
    out = [-sign * opponent_gp * mult] * PLAYERS
    out[caller] = sign * caller_gp * mult
    if partner is not None:
        out[partner] = sign * partner_gp * mult
    return won, out


class Chiamata(Deal):
    def __init__(self, dealer: int, deck: list[int], rules: Rules = Rules()):
        check_dealer(PLAYERS, dealer)
        check_deck(PLAYERS, deck)
        self.deck = tuple(deck)
        self._init_common(PLAYERS, dealer, rules)
        self.use_accusi = False        # Decision: accusi belong to the 2/3/4/6-player game only
        self.hands = [[] for _ in range(PLAYERS)]
        for i in range(40):
            self.hands[self.dealer_order(i)].append(deck[i])
        self.dealt = tuple(tuple(h) for h in self.hands)
        self.ranks = auction_ranks(rules)
        self.auction: list[tuple[int, str]] = []
        self.passed: set[int] = set()
        self.high: tuple[int, int, str] | None = None      # (level, seat, bid)
        self.caller: int | None = None
        self.called_card: int | None = None
        self.partner: int | None = None
        self.alone = False
        self.carichi = False
        self.partner_revealed = False
        self.target: int | None = None
        self.redeal = False
        self.teams = tuple((s,) for s in range(PLAYERS))
        self.phase = "auction"
        self.to_act = (dealer + 1) % PLAYERS

    def _copy_extra(self, other) -> None:
        other.auction = self.auction[:]
        other.passed = set(self.passed)

    stock_count = 0

    def _turn_actions(self, seat: int) -> list:
        if self.phase == "auction":
            return [Bid(seat, b) for b in self.allowed_bids()]
        if self.phase == "call":
            return [Call(seat, c) for c in self.legal_calls()]
        return [PlayCard(seat, c) for c in self.legal_moves()]

    # -- auction --------------------------------------------------------------
    def allowed_bids(self) -> list[str]:
        """Bids the seat to act may make now, lowest commitment first, then carichi and pass."""
        if self.phase != "auction":
            return []
        level = self.high[0] if self.high else -1
        out = [r for i, r in enumerate(self.ranks) if i > level]
        first_points = max(62, 61 + level - len(self.ranks) + 2)
        out.extend(f"2:{t}" for t in range(first_points, MAX_TARGET + 1))
        out.extend((CARICHI, PASS))
        return out

    def bid(self, seat: int, bid: str) -> tuple:
        if self.phase != "auction":
            raise IllegalMove(seat, brief(bid), f"it is the {self.phase} phase, not the auction", verb="bid")
        if seat != self.to_act:
            raise IllegalMove(seat, brief(bid), f"it is seat {self.to_act}'s turn to bid", verb="bid")
        if not isinstance(bid, str):
            raise IllegalMove(seat, brief(bid), "a bid is a string", verb="bid")
        if bid == PASS:
            self.passed.add(seat)
        elif bid == CARICHI:
            self.auction.append((seat, bid))
            self.caller, self.alone, self.carichi = seat, True, True
            self.target = 61
            self.must_follow = True
            self.teams = ((seat,), tuple(s for s in range(PLAYERS) if s != seat))
            self._start_play()
            return (BidMade(seat, bid),)
        else:
            try:
                level = bid_level(bid, self.ranks)
            except BadInput as exc:
                raise IllegalMove(seat, brief(bid), str(exc), verb="bid") from None
            if self.high and level <= self.high[0]:
                raise IllegalMove(seat, brief(bid), f"it does not beat {self.high[2]!r}", verb="bid")
            self.high = (level, seat, bid)
        self.auction.append((seat, bid))
        made = BidMade(seat, bid)
        if len(self.passed) == PLAYERS:
            self.redeal = True
            self.phase, self.to_act = "done", None
            return (made, Redeal(), DealOver(self.result()))
        if len(self.passed) == PLAYERS - 1 and self.high:
            self.caller = self.high[1]
            self.phase, self.to_act = "call", self.caller
            return (made, AuctionWon(self.caller, self.high[2]))
        nxt = (seat + 1) % PLAYERS
        while nxt in self.passed:
            nxt = (nxt + 1) % PLAYERS
        self.to_act = nxt
        return (made,)

    # -- the call -------------------------------------------------------------
    def called_rank(self) -> int | None:
        if self.high is None:
            return None
        return int(self.high[2].split(":")[0])

    def legal_calls(self) -> list[int]:
        """Cards the auction's winner may call: the rank won, in any suit; when it won at
        the 2 and holds the 2 of a suit, also the lowest card of that suit it lacks."""
        if self.phase != "call":
            return []
        r = self.called_rank()
        out = [make_card(r, s) for s in range(4)]
        if r == 2:
            hand = self.hands[self.caller]
            weakest_first = [int(x) for x in reversed(self.ranks)]
            for s in range(4):
                if make_card(2, s) in hand:
                    lacking = next(make_card(x, s) for x in weakest_first if make_card(x, s) not in hand)
                    if lacking not in out:
                        out.append(lacking)
        return out

    def call(self, seat: int, card: int) -> tuple:
        name = card_str(card) if type(card) is int and 0 <= card < 40 else repr(card)
        if type(card) is not int:
            raise IllegalMove(seat, name, verb="call", reason="a card is an int")
        if self.phase != "call":
            raise IllegalMove(seat, name, verb="call", reason=f"it is the {self.phase} phase, not the call")
        if seat != self.caller:
            raise IllegalMove(seat, name, verb="call", reason=f"seat {self.caller} won the auction")
        if card not in self.legal_calls():
            raise IllegalMove(seat, name, verb="call", reason=
                              f"after a bid of {self.high[2]!r} the call must be a "
                              f"{self.called_rank()} (or, holding the 2 of a suit, the lowest card of it you lack)")
        self.called_card = card
        self.trump = suit(card)
        holder = next(s for s in range(PLAYERS) if card in self.hands[s])
        self.alone = holder == seat
        self.partner = None if self.alone else holder
        bid = self.high[2]
        self.target = int(bid[2:]) if bid.startswith("2:") else 60
        side = (seat,) if self.alone else tuple(sorted((seat, holder)))
        self.teams = (side, tuple(s for s in range(PLAYERS) if s not in side))
        self._start_play()
        return (CardCalled(seat, card),)

    def _on_card_played(self, seat: int, card: int, events: list) -> None:
        if card == self.called_card and not self.partner_revealed:
            self.partner_revealed = True
            events.append(PartnerRevealed(None if seat == self.caller else seat))

    # -- result -----------------------------------------------------------------
    def result(self) -> DealResult:
        complete = self.phase == "done"
        teams = self.teams
        team_points = tuple(sum(self.points[s] for s in team) for team in teams)
        if self.redeal:
            return DealResult(True, teams, tuple(self.points), team_points, None, False,
                              (0,) * PLAYERS)
        if not complete:
            return DealResult(False, teams, tuple(self.points), team_points, None, False, None)
        side = team_points[0]
        won, gp = game_points_for(self.caller, self.partner, self.target, side, self.rules.cappotto)
        return DealResult(True, teams, tuple(self.points), team_points, 0 if won else 1,
                          side == 120, tuple(gp))
