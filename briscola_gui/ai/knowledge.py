"""What a seat can work out from its SeatView alone.

Everything here reads only the view: played cards, the face-up card and who drew
it, voids shown under follow_suit, the chiamata teams as far as the seat knows
them, and a soft guess of the hidden partner from the play.
"""
from __future__ import annotations

from ..engine.cards import deck_for, tables
from ..engine.deal import trick_winner
from .partner_model import partner_belief

DECK_SIZE = {2: 40, 3: 39, 4: 40, 5: 40, 6: 36}


def mix64(*values: int) -> int:
    """A fixed 64-bit mix of ints (Python's own hash of strings changes per run)."""
    h = 0x243F6A8885A308D3
    for v in values:
        h ^= (v & 0xFFFFFFFFFFFFFFFF)
        h = (h * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
        h ^= h >> 29
        h = (h * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
        h ^= h >> 32
    return h


def view_key(view) -> int:
    """A number that depends only on what the view shows (for per-decision seeds)."""
    vals = [view.seat, view.players, view.stock, view.leader, len(view.tricks)]
    vals.extend(sorted(view.hand))
    vals.append(99)
    vals.extend(view.table)
    vals.append(98)
    for t in view.tricks:
        vals.extend(t.cards)
    for s, b in getattr(view, "auction", ()):
        vals.append(s)
        vals.append(sum(ord(ch) for ch in b) * 7 + len(b))
    return mix64(*vals)


def face_up_holder(view) -> int | None:
    """The seat that drew the face-up card, once the stock is gone (public knowledge)."""
    if view.trump_card is None or view.stock > 0 or view.players == 5:
        return None
    n = view.players
    drawing_tricks = (DECK_SIZE[n] - 3 * n) // n
    if len(view.tricks) < drawing_tricks:
        return None
    t = view.tricks[drawing_tricks - 1]
    return (t.winner + n - 1) % n


def cards_drawn_after(view, trick_index: int) -> bool:
    """Whether any card was drawn after trick ``trick_index`` (0-based) was finished."""
    if view.players == 5:
        return False
    n = view.players
    drawing_tricks = (DECK_SIZE[n] - 3 * n) // n
    return trick_index < drawing_tricks


def shown_voids(view) -> dict[int, set[int]]:
    """Suits each other seat cannot hold now, from the follow_suit rule (or carichi)."""
    out: dict[int, set[int]] = {}
    must_follow = view.rules.follow_suit or (view.players == 5 and view.trump is None
                                             and view.phase == "play")
    if not must_follow:
        return out
    n = view.players
    tricks = list(enumerate(view.tricks))
    for idx, t in tricks:
        if cards_drawn_after(view, idx):
            continue
        led = t.cards[0] // 10
        for i in range(1, len(t.cards)):
            if t.cards[i] // 10 != led:
                out.setdefault((t.leader + i) % n, set()).add(led)
    if view.table:
        led = view.table[0] // 10
        for i in range(1, len(view.table)):
            if view.table[i] // 10 != led:
                out.setdefault((view.leader + i) % n, set()).add(led)
    out.pop(view.seat, None)
    return out


class Knowledge:
    """Facts a seat derives from its view; ``memory`` chooses how much it remembers:
    "full" every played card, "partial" only played trumps and carichi, "none" nothing
    but the current trick and its own hand."""

    def __init__(self, view, memory: str = "full", learned_partner: bool = False):
        self.view = view
        self.learned_partner = learned_partner
        self.n = view.players
        self.me = view.seat
        self.trump = view.trump
        self.cp, self.st = tables(view.rules.piemonte)
        cp = self.cp
        played = [c for t in view.tricks for c in t.cards]
        self.played = set(played) | set(view.table)
        remembered = set(view.table)
        if memory == "full":
            remembered |= self.played
        elif memory == "partial":
            remembered |= {c for c in played if c // 10 == self.trump or cp[c] >= 10}
        self.holder_of_face_up = face_up_holder(view)
        # scambio: a card taken for the face-up one is in that seat's hand until played
        self.known_in_hands = view.swapped_in_hands() if view.swaps else {}
        known = set(view.hand) | remembered | set(self.known_in_hands)
        if view.trump_card is not None:
            known.add(view.trump_card)
        # the pool of cards whose place this seat does not know
        deck = deck_for(self.n, view.rules.three_remove)
        self.pool = [c for c in deck if c not in known]
        if memory == "full":    # every played card remembered: what it knows is where they are
            self.true_pool = self.pool
        else:
            placed = self.played | set(view.hand) | set(self.known_in_hands)
            placed.add(view.trump_card)
            self.true_pool = [c for c in deck if c not in placed]
        self.voids = shown_voids(view) if memory != "none" else {}
        self.sides = self._sides()

    # -- teams ---------------------------------------------------------------
    def _sides(self) -> list[float]:
        """Probability that each seat plays on this seat's side."""
        v, n, me = self.view, self.n, self.me
        sides = [0.0] * n
        sides[me] = 1.0
        if n != 5:
            for team in v.teams:
                if me in team:
                    for s in team:
                        sides[s] = 1.0
            return sides
        if v.caller is None or v.phase != "play":
            return sides
        known_all = v.partner is not None or (len(v.teams) == 2 and len(v.teams[0]) + len(v.teams[1]) == 5)
        if known_all:
            for team in v.teams:
                if me in team:
                    for s in team:
                        sides[s] = 1.0
            return sides
        caller = v.caller
        guess = self.partner_guess()
        if me == caller:
            for s in range(n):
                if s != me:
                    sides[s] = guess.get(s, 0.0)
        else:
            # I am not the partner: the partner is one of the others, the rest are with me
            for s in range(n):
                if s == me:
                    continue
                sides[s] = 0.0 if s == caller else 1.0 - guess.get(s, 0.0)
        return sides

    def partner_guess(self) -> dict[int, float]:
        """Chiamata: a probability per seat of holding the called card, from the play so far.

        With ``learned_partner`` (hard, expert) the learned model of partner_model.py.
        Otherwise, prior: uniform over the seats that may hold it (for the caller, the chance that it
        called itself is ignored). A seat that loaded a trick the caller was taking looks
        like the partner; one that took a trick from the caller, or threw points to a trick
        another seat took from the caller, looks like an opponent."""
        v, n = self.view, self.n
        caller, me = v.caller, self.me
        cands = [s for s in range(n) if s != caller and s != me]
        if not cands:
            return {}
        if self.learned_partner and v.called_card is not None:
            return partner_belief(v, cands, self.st, self.cp)
        w = {s: 1.0 for s in cands}
        trump, st, cp = self.trump, self.st, self.cp
        seqs = [(t.leader, t.cards) for t in v.tricks]
        if v.table:
            seqs.append((v.leader, tuple(v.table)))
        for leader, cards in seqs:
            caller_pos = (caller - leader) % n
            for i in range(len(cards)):
                s = (leader + i) % n
                if s not in w or i <= caller_pos:
                    continue
                prefix = cards[:i]
                win_i = trick_winner(prefix, trump, st)
                if win_i != caller_pos:
                    continue
                c = cards[i]
                now = trick_winner(cards[:i + 1], trump, st)
                if now == i:
                    w[s] *= 0.35 if cp[c] < 10 else 0.6
                elif cp[c] >= 10:
                    w[s] *= 3.0
                elif cp[c] >= 2:
                    w[s] *= 1.5
        total = sum(w.values())
        return {s: x / total for s, x in w.items()}

    # -- counting ------------------------------------------------------------
    def beaters(self, card: int, led_suit: int) -> list[int]:
        """Cards of the pool that would take a trick now held by ``card``."""
        st, trump = self.st, self.trump
        out = []
        cs = card // 10
        for c in self.pool:
            s = c // 10
            if s == cs:
                if st[c] > st[card]:
                    out.append(c)
            elif s == trump:
                out.append(c)
        return out

    def unknown_size(self) -> int:
        return len(self.pool)

    def hidden_hand_size(self, seat: int) -> int:
        h = self.view.hand_sizes[seat]
        if self.holder_of_face_up == seat and self.view.trump_card not in self.played:
            h -= 1
        return h - sum(1 for s in self.known_in_hands.values() if s == seat)

    def p_holds_any(self, seat: int, cards: list[int]) -> float:
        """Probability that ``seat`` holds at least one of ``cards`` (hypergeometric)."""
        if not cards:
            return 0.0
        tc = self.view.trump_card
        if self.holder_of_face_up == seat and tc in cards and tc not in self.played:
            return 1.0
        if self.known_in_hands:
            if any(self.known_in_hands.get(c) == seat for c in cards):
                return 1.0
            cards = [c for c in cards if c not in self.known_in_hands]
        voids = self.voids.get(seat)
        if voids:
            cards = [c for c in cards if c // 10 not in voids]
            if not cards:
                return 0.0
        u = len(self.pool)
        h = self.hidden_hand_size(seat)
        k = len(cards)
        if h <= 0 or u <= 0:
            return 0.0
        if k >= u:
            return 1.0
        p_none = 1.0
        for i in range(min(h, u)):
            if u - i <= 0:
                break
            p_none *= max(0.0, (u - k - i) / (u - i))
            if p_none == 0.0:
                break
        return 1.0 - p_none
