"""Why a move cost what it cost, in plain words built from the position's facts.

``reason_for`` looks at what the seat could see when it moved (the trick on the table,
who was taking it, its partner, the cards still out that could take its card) and at
the card the expert preferred, and picks the fact that explains the loss, with its
numbers: a ``Reason``. ``say`` puts it in words through the message catalogues
(``analysis_why_*``), so both languages say the same thing.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..ai.knowledge import Knowledge
from ..engine.cards import tables
from ..engine.deal import trick_winner
from ..engine.view import SeatView
from ..messages import Messages
from .verdict import Judgement

CARICO = 10          # an Asso or a Tre (a 7 with piemonte)
FEW_POINTS = 4       # a trick worth this or less is not worth a briscola


@dataclass(frozen=True)
class Reason:
    """The fact behind a verdict: ``kind`` names the sentence, ``numbers`` fills it."""
    kind: str
    card: int
    best: int
    numbers: dict = field(default_factory=dict)


def outside_cards(view: SeatView) -> list[int]:
    """Cards another seat holds or may still draw, as far as this seat can tell."""
    k = Knowledge(view, "full")
    out = set(k.true_pool) | set(k.known_in_hands)
    tc = view.trump_card
    if tc is not None and tc not in k.played and tc not in view.hand:
        out.add(tc)
    return sorted(out)


def _beaters(view: SeatView, card: int) -> list[int]:
    """The outside cards that would beat ``card`` once it holds a trick."""
    _, st = tables(view.rules.piemonte)
    trump = view.trump
    out = []
    for c in outside_cards(view):
        if c // 10 == card // 10:
            if st[c] > st[card]:
                out.append(c)
        elif c // 10 == trump:
            out.append(c)
    return out


def _partners(view: SeatView) -> set[int]:
    return {s for team in view.teams if view.seat in team for s in team if s != view.seat}


def _face_up_side(view: SeatView, table: list, card: int, best: int) -> int | None:
    """At the last draw, the face-up card when ``card`` sends it to the other side and
    ``best`` would have brought it to this seat's side (the trick's winner draws first,
    so the seat before the winner draws the face-up card last), else None."""
    n = view.players
    if view.trump_card is None or view.stock != n:
        return None
    _, st = tables(view.rules.piemonte)
    mine = {view.seat} | _partners(view)

    def drawer(c: int) -> int:
        winner = (view.leader + trick_winner(table + [c], view.trump, st)) % n
        return (winner + n - 1) % n
    if drawer(card) not in mine and drawer(best) in mine:
        return view.trump_card
    return None


def reason_for(view: SeatView, j: Judgement) -> Reason:
    """The fact that best explains why ``j.played`` was worse than ``j.best``."""
    cp, st = tables(view.rules.piemonte)
    card, best = j.played.card, j.best.card
    trump = view.trump
    numbers = {"points_lost": round(j.points_lost), "win_lost": round(100 * j.win_lost),
               "worlds": j.played.worlds, "pts": cp[card], "best_pts": cp[best],
               "players": view.players}
    if view.table:
        table = list(view.table)
        now = (view.leader + trick_winner(table, trump, st)) % view.players
        on_table = sum(cp[c] for c in table)
        numbers["on_table"] = on_table
        takes = trick_winner(table + [card], trump, st) == len(table)
        best_takes = trick_winner(table + [best], trump, st) == len(table)
        last = len(table) == view.players - 1
        partner_taking = now in _partners(view)
        face_up = _face_up_side(view, table, card, best) if last else None
        if face_up is not None:
            numbers["face_up"] = face_up
            return Reason("last_draw", card, best, numbers)
        if partner_taking and takes and not best_takes:
            return Reason("overtook_partner", card, best, numbers)
        if partner_taking and cp[best] > cp[card] and not takes:
            return Reason("partner_no_load", card, best, numbers)
        if not partner_taking and best_takes and not takes and on_table + cp[best] >= CARICO:
            numbers["take_pts"] = on_table + cp[best]
            return Reason("missed_take", card, best, numbers)
        if not takes and not partner_taking and cp[card] > cp[best]:
            return Reason("gave_points", card, best, numbers)
        if takes and card // 10 == trump and best // 10 != trump and on_table <= FEW_POINTS:
            return Reason("wasted_trump", card, best, numbers)
        if takes and not last and cp[card] >= CARICO:
            beaters = _beaters(view, card)
            if beaters:
                numbers.update(n=len(beaters), trumps=sum(1 for c in beaters if c // 10 == trump))
                return Reason("loaded_exposed", card, best, numbers)
    else:
        beaters = _beaters(view, card)
        numbers.update(n=len(beaters), trumps=sum(1 for c in beaters if c // 10 == trump))
        if cp[card] >= CARICO and beaters and cp[best] < cp[card]:
            return Reason("led_carico", card, best, numbers)
        if card // 10 == trump and best // 10 != trump:
            numbers["trumps_out"] = sum(1 for c in outside_cards(view) if c // 10 == trump)
            return Reason("led_trump", card, best, numbers)
        if cp[card] > cp[best] and beaters:
            return Reason("led_points", card, best, numbers)
    if j.win_lost >= 0.1 and j.points_lost < 3:
        return Reason("win_chance", card, best, numbers)
    return Reason("on_average", card, best, numbers)


def say(reason: Reason, messages: Messages) -> str:
    """The reason in ``messages``' language, one or two sentences."""
    nums = dict(reason.numbers)
    nums.setdefault("n", 0)
    nums.setdefault("trumps", 0)
    nums.setdefault("on_table", 0)
    nums.setdefault("trumps_out", 0)
    nums.setdefault("take_pts", 0)
    face_up = nums.pop("face_up", None)
    solo = nums.pop("players", 0) == 2
    them = "analysis_them_one" if solo else "analysis_them_many"
    us = messages("analysis_us_one" if solo else "analysis_us_many")
    nums["face_up"] = messages.card_the(face_up) if face_up is not None else ""
    text = messages("analysis_why_" + reason.kind, card=messages.card_the(reason.card),
                    best=messages.card_the(reason.best), them=messages(them), us=us, **nums)
    return text[:1].upper() + text[1:]          # a sentence may start with "the Ace ..."
