"""What the player has been shown so far: the table one animation behind the engine.

The engine's deal moves at once; ``Shown`` follows it event by event as the display
animates, and says where every card belongs (``places``) for the sprites to fly to."""
from __future__ import annotations

from dataclasses import dataclass, field

from .layout import TableLayout
from .sprites import Place


@dataclass
class Shown:
    players: int
    hands: list[list[int]] = field(default_factory=list)     # per seat, in hand order
    table: list[tuple[int, int]] = field(default_factory=list)  # (seat, card) in playing order
    stock: list[int] = field(default_factory=list)       # face-down cards still to draw
    trump_card: int | None = None                        # shown under the stock while there
    trump_in_stock: bool = False
    deck: list[int] = field(default_factory=list)        # undealt cards, at the dealer's side
    piles: list[list[int]] = field(default_factory=list)  # per seat, cards taken
    last_trick: object = None
    winner_shown: int | None = None                      # seat whose card takes the trick now
    bids: dict[int, str] = field(default_factory=dict)   # chiamata: each seat's last bid
    partner_shown: bool = False                          # chiamata: the called card has been seen fall

    @classmethod
    def before_dealing(cls, deal) -> "Shown":
        n = deal.players
        return cls(players=n, hands=[[] for _ in range(n)], piles=[[] for _ in range(n)],
                   deck=list(deal.deck))

    @classmethod
    def of(cls, deal) -> "Shown":
        """Everything as the deal has it now (a restored game, drawn at once)."""
        n = deal.players
        s = cls(players=n, hands=[list(h) for h in deal.hands], piles=[[] for _ in range(n)])
        s.table = [((deal.leader + i) % n, c) for i, c in enumerate(deal.table)]
        for t in deal.tricks:
            s.piles[t.winner].extend(t.cards)
        s.last_trick = deal.tricks[-1] if deal.tricks else None
        if n != 5:
            s.stock = [c for c in deal.stock if c != deal.trump_card]
            s.trump_card = deal.trump_card
            s.trump_in_stock = deal.trump_card in deal.stock
        else:
            s.bids = {seat: bid for seat, bid in deal.auction}
            s.partner_shown = deal.partner_revealed
        return s

    def played(self) -> set[int]:
        """Cards already shown played: taken tricks and the trick on the table."""
        out = {c for _, c in self.table}
        for p in self.piles:
            out.update(p)
        return out

    def stock_count(self) -> int:
        return len(self.stock) + (1 if self.trump_in_stock else 0)

    def places(self, L: TableLayout, dealer: int, face_up_seat: int | None) -> dict[int, Place]:
        """Where every card should be now; ``face_up_seat`` is the seat whose hand is
        shown face up (the player's, or seat 0 in the demo)."""
        out: dict[int, Place] = {}
        if self.deck:
            x, y = L.deck_pos(dealer)
            for i, c in enumerate(reversed(self.deck)):
                out[c] = Place(x - i * 0.25, y - i * 0.25, L.table_h, False, False, 10 + i)
        sx, sy = L.stock_pos
        if self.trump_card is not None and self.trump_in_stock:
            tx, ty = L.trump_pos()
            out[self.trump_card] = Place(tx, ty, L.trump_h, True, True, 20)
        for i, c in enumerate(self.stock):
            out[c] = Place(sx - i * 0.3, sy - i * 0.3, L.stock_h, False, False, 30 + i)
        for seat in range(self.players):
            hand = self.hands[seat]
            for i, (c, (x, y)) in enumerate(zip(hand, L.hand_positions(seat, len(hand)))):
                if seat == 0:
                    out[c] = Place(x, y, L.hand_h, seat == face_up_seat, False, 200 + i)
                else:
                    out[c] = Place(x, y, L.opp_h, False, False, 100 + i)
            px, py = L.pile_pos(seat)
            for i, c in enumerate(self.piles[seat]):
                k = min(i, 12) * 0.4
                out[c] = Place(px - k, py - k, L.pile_h, False, False, 60 + i)
        for i, (seat, c) in enumerate(self.table):
            x, y = L.slot(seat)
            out[c] = Place(x, y, L.table_h, True, False, 300 + i)
        return out

    def visible(self, moving: set[int]) -> set[int]:
        """Cards worth drawing: all but those buried in the deck, the stock and the piles
        (unless they are moving)."""
        vis = set(self.deck[:4]) | set(self.stock[-4:])
        for h in self.hands:
            vis.update(h)
        for p in self.piles:
            vis.update(p[-3:])
        vis.update(moving)
        vis.update(c for _, c in self.table)
        if self.trump_card is not None and (self.trump_in_stock or any(self.trump_card in h for h in self.hands)):
            vis.add(self.trump_card)
        return vis
