"""Whole worlds drawn from one seat's view, as playable engine deals.

The expert samples the hidden cards inside its own search loops; the move analysis
(``ai/evaluate.py``) needs more: a complete deal it can play to the end with every
seat deciding on its own view. ``sample_world`` deals the cards this seat cannot see
(the other hands and the order of the stock) at random but consistently with what it
knows (``Knowledge``: played cards, the face-up card and who drew it, cards taken by
scambio, voids shown under follow_suit, in chiamata the called card placed by the
partner guess). ``world_deal`` turns the view and such a world into a ``Smazzata`` or
``Chiamata`` in that position. Nothing here reads anything but the view.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..engine.chiamata import Chiamata, auction_ranks
from ..engine.deal import Deal
from ..engine.shuffle import SplitMix64
from ..engine.smazzata import Smazzata
from ..engine.view import SeatView
from .knowledge import Knowledge

STOCK = -1          # the stock as a place for a hidden card in the sampler


class NoWorld(ValueError):
    """The view's facts leave no consistent world (never for a view the engine made)."""


@dataclass(frozen=True)
class World:
    """One guess of everything the seat cannot see."""
    hands: tuple            # per seat, a tuple of cards (the seat's own hand as it is)
    draws: tuple            # the stock in drawing order, the face-up card last if still there
    partner: int | None     # chiamata: who holds the called card in this world (None: alone)


def sample_world(view: SeatView, rng: SplitMix64, knowledge: Knowledge | None = None) -> World:
    """A random world consistent with ``view`` (NoWorld when none is)."""
    k = knowledge if knowledge is not None else Knowledge(view, "full", learned_partner=True)
    n, me = view.players, view.seat
    hands = {s: [] for s in range(n)}
    hands[me] = list(view.hand)
    for card, seat in k.known_in_hands.items():               # taken by scambio
        hands[seat].append(card)
    tc = view.trump_card
    if k.holder_of_face_up is not None and k.holder_of_face_up != me and tc not in k.played:
        hands[k.holder_of_face_up].append(tc)
    room = {s: view.hand_sizes[s] - len(hands[s]) for s in range(n) if s != me}
    face_up_in_stock = n != 5 and view.stock > 0
    room[STOCK] = view.stock - (1 if face_up_in_stock else 0)
    pool = sorted(k.true_pool)
    if any(r < 0 for r in room.values()) or sum(room.values()) != len(pool):
        raise NoWorld(f"seat {me}'s view does not add up: {len(pool)} hidden cards for {room}")
    called = view.called_card if n == 5 else None
    if called is not None and called in pool and view.partner is None:
        guess = {s: p for s, p in k.partner_guess().items() if room.get(s, 0) > 0}
        if guess:
            seat = _weighted_pick(guess, rng)
            hands[seat].append(called)
            room[seat] -= 1
            pool.remove(called)
    placed = _deal_hidden(pool, room, k.voids, rng)
    for seat, cards in placed.items():
        if seat != STOCK:
            hands[seat].extend(cards)
    draws = list(placed[STOCK]) + ([tc] if face_up_in_stock else [])
    partner = None
    if n == 5 and called is not None:
        holder = view.partner if view.partner is not None else \
            next((s for s in range(n) if called in hands[s]), None)
        partner = holder if holder != view.caller else None
    return World(tuple(tuple(hands[s]) for s in range(n)), tuple(draws), partner)


def _weighted_pick(weights: dict, rng: SplitMix64) -> int:
    total = sum(weights.values())
    x = (rng.next64() >> 11) / float(1 << 53) * total
    for seat, w in weights.items():
        x -= w
        if x <= 0:
            return seat
    return seat


def _deal_hidden(pool: list, room: dict, voids: dict, rng: SplitMix64) -> dict:
    """Put each hidden card in a place with room (a hand or the stock) at random, a hand
    never getting a suit it showed void in. Each free place is chosen in proportion to
    its room, so without voids every deal of the pool is equally likely."""
    for _ in range(50):
        cards = pool[:]
        rng.shuffle(cards)
        # the cards few places may take go first, so they do not find those places full
        cards.sort(key=lambda c: sum(1 for s in room if c // 10 not in voids.get(s, ())))
        left = dict(room)
        out = {s: [] for s in room}
        for c in cards:
            places = [s for s in left if left[s] > 0 and c // 10 not in voids.get(s, ())]
            if not places:
                break
            x = rng.below(sum(left[s] for s in places))
            for s in places:
                x -= left[s]
                if x < 0:
                    break
            out[s].append(c)
            left[s] -= 1
        else:
            return out
    raise NoWorld("the voids shown leave no place for some hidden card")


def world_deal(view: SeatView, world: World) -> Deal:
    """An engine deal standing where ``view`` stands, with ``world``'s hidden cards."""
    n = view.players
    deal = object.__new__(Chiamata if n == 5 else Smazzata)
    deal._init_common(n, view.dealer, view.rules)
    deal.deck = deal.dealt = ()                   # the past deal is not part of a world
    deal.hands = [list(h) for h in world.hands]
    deal.trump = view.trump
    deal.table = list(view.table)
    deal.leader = view.leader
    deal.to_act = view.to_act
    deal.tricks = list(view.tricks)
    deal.points = list(view.points)
    deal.card_points = [0] * n
    for t in view.tricks:
        deal.card_points[t.winner] += t.points
    deal.accusi = list(view.accusi)
    deal.opening_accusi = len(view.accusi)
    deal.phase = view.phase
    if n == 5:
        _set_chiamata(deal, view, world)
    else:
        deal.trump_card = view.trump_card
        deal.turned_card = view.swaps[0].took if view.swaps else view.trump_card
        deal.swaps = list(view.swaps)
        deal.stock = list(reversed(world.draws))      # drawn with pop(): last is next
        deal.teams = view.teams
    return deal


def _set_chiamata(deal: Chiamata, view: SeatView, world: World) -> None:
    deal.ranks = auction_ranks(view.rules)
    deal.auction = list(view.auction)
    deal.passed = {s for s, b in view.auction if b == "pass"}
    deal.high = None
    deal.caller = view.caller
    deal.called_card = view.called_card
    deal.target = view.target
    deal.redeal = False
    deal.carichi = view.trump is None
    deal.must_follow = view.rules.follow_suit or deal.carichi
    deal.use_accusi = False
    deal.partner_revealed = view.called_card is not None and any(
        view.called_card in t.cards for t in view.tricks) or view.called_card in view.table
    if deal.carichi:
        deal.partner, deal.alone = None, True
        deal.teams = view.teams
        return
    deal.partner = world.partner
    deal.alone = world.partner is None
    side = (view.caller,) if deal.alone else tuple(sorted((view.caller, world.partner)))
    deal.teams = (side, tuple(s for s in range(view.players) if s not in side))
