"""Plain-words reasons for a suggested card (the optional hint button).

``explain(view, card, lang)`` looks at what the seat can see (the trick on the
table, who is winning it, the partner, the stock) and says in one sentence why
the card is a good play, in Italian or English. The sentences are the ``hint.*``
messages of the catalogues (``briscola_gui.messages``); this module only chooses one.
"""
from __future__ import annotations

from .engine.cards import tables
from .engine.deal import trick_winner
from .engine.view import SeatView
from .messages import Messages

def _partner_of(view: SeatView, seat: int) -> bool:
    if seat == view.seat:
        return False
    return any(view.seat in team and seat in team for team in view.teams)


def explain(view: SeatView, card: int, lang: str = "en") -> str:
    """One sentence saying why ``card`` is a good play for ``view``'s seat."""
    lang = lang if lang in ("it", "en") else "en"
    points, strength = tables(view.rules.piemonte)
    messages = Messages(lang)
    name = messages.card_the(card)        # "l'Asso di Denari" / "the Ace of Coins"

    def say(key: str, **kw) -> str:
        return messages("hint." + key, card=name, **kw)

    if view.players == 2 and view.stock == 0 and view.trump_card is not None:
        return say("endgame")
    trump = view.trump
    if view.table:
        table = list(view.table)
        best = trick_winner(table, trump, strength)
        winner_seat = (view.leader + best) % view.players
        on_table = sum(points[c] for c in table)
        after = trick_winner(table + [card], trump, strength)
        if _partner_of(view, winner_seat):
            if after != len(table):
                if not points[card]:
                    return say("partner_keep")
                # a load is an Ace or a Three; a Jack, Knight or King is given (walk 12j N8)
                return say("partner_load") if points[card] >= 10 else say("partner_give", p=points[card])
            # the card takes the trick over from the partner: say why, not "take it"
            last = len(table) == view.players - 1
            return say("partner_over_last" if last else "partner_over")
        if after == len(table):
            if card // 10 == trump and table[best] // 10 != trump:
                return say("take_trump", pts=on_table)
            if points[card] == 0 or on_table >= points[card]:
                return say("take_suit" if card // 10 != trump else "take_cheap")
            return say("take_cheap")
        takes = any(trick_winner(table + [c], trump, strength) == len(table) for c in view.legal)
        if not points[card]:
            # "Not worth taking" only where a card could take it (walk 12j N9)
            return say("give_nothing" if takes else "let_go")
        # points given while an opponent holds the trick: a load for a partner still to play
        # (review 12i N3: "You cannot win it cheaply" was said with a trump in hand that
        # took it for 2 points, the partner playing last)
        later = [(view.seat + i) % view.players for i in range(1, view.players - len(table))]
        if any(_partner_of(view, seat) for seat in later):
            return say("load_partner_after") if points[card] >= 10 else \
                say("give_partner_after", p=points[card])
        return say("give_not_worth" if takes else "give_little", p=points[card])
    if card // 10 == trump:
        return say("lead_trump")
    if points[card] >= 10:
        trumps_unseen = sum(1 for c in view.unseen_cards() if c // 10 == trump)
        return say("lead_carico" if trumps_unseen <= 2 else "lead_carico_force")
    if points[card] > 0:
        return say("lead_figure")
    return say("lead_liscio")


def explain_exchange(view: SeatView, card: int, lang: str = "en") -> str:
    """One sentence for the scambio: give ``card`` for the face-up briscola."""
    messages = Messages(lang if lang in ("it", "en") else "en")
    return messages("hint.exchange", card=messages.card_the(card),
                    took=messages.card_the(view.trump_card))
