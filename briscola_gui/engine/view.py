"""What one seat may know: the only thing a computer player ever receives.

A SeatView holds the seat's own hand, the public table and history, and the
teams as far as that seat knows them; never another seat's cards or the order
of the stock. ``to_request`` turns it into a bot-protocol request.
"""
from __future__ import annotations

from dataclasses import dataclass

from .cards import SUITS, card_str, deck_for
from .records import SignalSeen, Swap, Trick
from .rules import Rules


@dataclass(frozen=True)
class SeatView:
    seat: int
    players: int
    dealer: int
    rules: Rules
    phase: str                     # "auction", "call", "play" or "done"
    to_act: int | None
    hand: tuple                    # int cards
    legal: tuple                   # cards this seat may play now (empty when not its turn)
    hand_sizes: tuple              # per seat (public: everyone sees how many cards the others hold)
    trump: int | None              # suit index, None in carichi or before the call
    trump_card: int | None         # the face-up card, also after it was drawn; None in chiamata
    stock: int                     # cards still to draw, face-up card included
    leader: int
    table: tuple                   # cards played to this trick, in order
    tricks: tuple                  # finished Tricks
    points: tuple                  # per seat, accusi included
    accusi: tuple                  # (seat, suit, points)
    teams: tuple                   # as far as this seat knows them
    # chiamata only
    auction: tuple = ()            # (seat, bid)
    allowed: tuple = ()            # bids or calls this seat may make now
    caller: int | None = None
    called_card: int | None = None
    target: int | None = None
    partner: int | None = None     # known to this seat (revealed, or itself the partner)
    signals: tuple = ()            # (seat, signal) given by this seat and its partner
    signals_seen: tuple = ()       # the same as SignalSeen, with the trick each was given in
    # scambio (house rule)
    swaps: tuple = ()              # Swap records: public, every seat sees them
    exchanges: tuple = ()          # cards this seat may give for the face-up card now

    def seen_cards(self) -> set[int]:
        """Every card this seat has seen: its hand, all played cards, the face-up card."""
        seen = set(self.hand)
        for t in self.tricks:
            seen.update(t.cards)
        seen.update(self.table)
        if self.trump_card is not None:
            seen.add(self.trump_card)
        for sw in self.swaps:
            seen.add(sw.gave)
            seen.add(sw.took)
        return seen

    def swapped_in_hands(self) -> dict[int, int]:
        """Cards other seats are known to hold: each took one by scambio (card -> seat).
        A card taken is never given again (the face-up card after an exchange is a 7 or a
        2, which only a 2 or nothing can take), so it stays in that hand until played."""
        played = {c for t in self.tricks for c in t.cards} | set(self.table)
        return {sw.took: sw.seat for sw in self.swaps
                if sw.seat != self.seat and sw.took not in played}

    def unseen_cards(self) -> list[int]:
        """Cards in other hands or the stock that this seat cannot see."""
        seen = self.seen_cards()
        return [c for c in deck_for(self.players, self.rules.three_remove) if c not in seen]

    def to_request(self, kind: str) -> dict:
        """The bot-protocol request ('play', 'bid' or 'call') for this view."""
        req = {
            "type": kind, "protocol": 1, "seat": self.seat, "players": self.players,
            "dealer": self.dealer, "rules": self.rules.to_dict(),
            "hand": [card_str(c) for c in self.hand],
            "trump": None if self.trump is None else SUITS[self.trump],
            "trump_card": None if self.trump_card is None else card_str(self.trump_card),
            "stock": self.stock, "leader": self.leader,
            "table": [card_str(c) for c in self.table],
            "tricks": [trick_json(t) for t in self.tricks],
            "points": list(self.points), "teams": [list(t) for t in self.teams],
            "hand_sizes": list(self.hand_sizes),
        }
        if kind == "play":
            req["legal"] = [card_str(c) for c in self.legal] + \
                ["x" + card_str(c) for c in self.exchanges]
        if self.rules.signals:
            req["signals"] = [{"seat": s, "signal": sig} for s, sig in self.signals]
        if self.rules.scambio:
            req["swaps"] = [swap_json(sw) for sw in self.swaps]
        if self.accusi:
            req["accusi"] = [accuso_json(a) for a in self.accusi]
        if self.players == 5:
            req["auction"] = [{"seat": s, "bid": b} for s, b in self.auction]
            req["caller"] = self.caller
            req["called_card"] = None if self.called_card is None else card_str(self.called_card)
            req["target"] = self.target
            req["partner"] = self.partner
            if kind == "bid":
                req["allowed"] = list(self.allowed)
            elif kind == "call":
                req["allowed"] = [card_str(c) for c in self.allowed]
        return req


def trick_json(t: Trick) -> dict:
    return {"leader": t.leader, "cards": [card_str(c) for c in t.cards],
            "winner": t.winner, "points": t.points}


def swap_json(sw: Swap) -> dict:
    return {"seat": sw.seat, "gave": card_str(sw.gave), "took": card_str(sw.took),
            "before": sw.before}


def accuso_json(a: tuple) -> dict:
    seat, s, pts = a
    return {"seat": seat, "suit": SUITS[s], "points": pts}


def make_view(deal, seat: int) -> SeatView:
    """The view of ``seat`` on a Smazzata or Chiamata."""
    is_turn = deal.to_act == seat
    chiamata = deal.players == 5
    extra = {}
    if deal.signals:
        partner_side = next(t for t in deal.teams if seat in t)
        extra["signals"] = tuple((s, sig) for _, s, sig in deal.signals if s in partner_side)
        extra["signals_seen"] = tuple(SignalSeen(s, sig, when // deal.players + 1)
                                      for when, s, sig in deal.signals if s in partner_side)
    teams = deal.teams
    if chiamata:
        teams, partner = _known_teams(deal, seat)
        allowed: tuple = ()
        if is_turn and deal.phase == "auction":
            allowed = tuple(deal.allowed_bids())
        elif is_turn and deal.phase == "call":
            allowed = tuple(deal.legal_calls())
        extra.update(auction=tuple(deal.auction), allowed=allowed, caller=deal.caller,
                     called_card=deal.called_card, target=deal.target, partner=partner)
    return SeatView(
        seat=seat, players=deal.players, dealer=deal.dealer, rules=deal.rules, phase=deal.phase,
        to_act=deal.to_act, hand=tuple(deal.hands[seat]),
        legal=tuple(deal.legal_moves()) if is_turn else (),
        hand_sizes=tuple(len(h) for h in deal.hands), trump=deal.trump,
        trump_card=deal.trump_card, stock=deal.stock_count, leader=deal.leader,
        table=tuple(deal.table), tricks=tuple(deal.tricks), points=tuple(deal.points),
        accusi=tuple(deal.accusi), teams=teams, swaps=tuple(deal.swaps),
        exchanges=tuple(a.card for a in deal.legal_exchanges(seat)), **extra)


def _known_teams(deal, seat: int) -> tuple[tuple, int | None]:
    """Chiamata teams as ``seat`` knows them: (caller's side, the others) with unknown
    members left out, and the partner if this seat knows who it is."""
    n = deal.players
    if deal.caller is None or deal.phase in ("auction", "call"):
        return tuple((s,) for s in range(n)), None
    caller = deal.caller
    if deal.carichi:
        return deal.teams, None
    knows_all = deal.partner_revealed or seat == deal.partner or (seat == caller and deal.alone)
    if knows_all:
        return deal.teams, deal.partner
    if seat == caller:
        return ((caller,), ()), None
    # an opponent who does not hold the called card knows only that it is not the partner
    return ((caller,), (seat,)), None
