"""Plain-words reasons for a suggested card (the optional hint button).

``explain(view, card, lang)`` looks at what the seat can see (the trick on the
table, who is winning it, the partner, the stock) and says in one sentence why
the card is a good play, in Italian or English.
"""
from __future__ import annotations

from .engine.cards import rank, tables
from .engine.deal import trick_winner
from .engine.view import SeatView
from .ui.i18n import I18n

TEXT = {
    "partner_load": {"it": "Il tuo compagno sta prendendo: carica {card}.",
                     "en": "Your partner is winning the trick: load the {card}."},
    "partner_keep": {"it": "Il tuo compagno sta prendendo: gioca {card} e tieni le carte buone.",
                     "en": "Your partner is winning the trick: play the {card} and keep your good cards."},
    "take_trump": {"it": "Prendi con {card}: sul tavolo ci sono {pts} punti.",
                   "en": "Take the trick with the {card}: there are {pts} points on the table."},
    "take_suit": {"it": "Prendi con {card}, senza sprecare una briscola.",
                  "en": "Take it with the {card}, no briscola needed."},
    "take_cheap": {"it": "Prendi con {card}: costa poco e la mano è tua.",
                   "en": "Take it with the {card}: it costs little and the trick is yours."},
    "give_nothing": {"it": "Non conviene prendere: lascia {card}, che non vale niente.",
                     "en": "Not worth taking: let it go with the {card}, worth nothing."},
    "give_little": {"it": "Non puoi prendere a buon prezzo: dai {card}, vale solo {p} punti.",
                    "en": "You cannot win it cheaply: give the {card}, worth only {p} points."},
    "lead_liscio": {"it": "Apri con un liscio, {card}: non regali punti.",
                    "en": "Lead a low card, the {card}: it gives away no points."},
    "lead_trump": {"it": "Apri con {card}, che è briscola, per togliere briscole agli avversari.",
                   "en": "Lead the {card}, a briscola, to draw out the opponents' trumps."},
    "lead_figure": {"it": "Apri con {card}: pochi punti in gioco, tieni i carichi.",
                    "en": "Lead the {card}: few points at stake, and you keep your Aces and Threes."},
    "lead_carico": {"it": "Apri con {card}: le briscole che potrebbero prenderlo sono quasi finite.",
                    "en": "Lead the {card}: few briscole are left that could take it."},
    "lead_carico_force": {"it": "Apri con {card}: per prenderlo gli avversari devono spendere una briscola.",
                          "en": "Lead the {card}: to take it the opponents must spend a briscola."},
    "endgame": {"it": "Tutte le carte sono note: {card} è la giocata migliore, calcolata fino in fondo.",
                "en": "Every card is known now: the {card} is the best play, worked out to the end."},
}


def _partner_of(view: SeatView, seat: int) -> bool:
    if seat == view.seat:
        return False
    return any(view.seat in team and seat in team for team in view.teams)


def explain(view: SeatView, card: int, lang: str = "en") -> str:
    """One sentence saying why ``card`` is a good play for ``view``'s seat."""
    lang = lang if lang in ("it", "en") else "en"
    points, strength = tables(view.rules.piemonte)
    name = I18n(lang).card(card)          # "Asso di Denari" / "Ace of Coins"
    if lang == "it":                      # the texts put "the" before English names
        name = ("l'" if rank(card) == 1 else "il ") + name

    def say(key: str, **kw) -> str:
        return TEXT[key][lang].format(card=name, **kw)

    if view.players == 2 and view.stock == 0 and view.trump_card is not None:
        return say("endgame")
    trump = view.trump
    if view.table:
        table = list(view.table)
        best = trick_winner(table, trump, strength)
        winner_seat = (view.leader + best) % view.players
        on_table = sum(points[c] for c in table)
        after = trick_winner(table + [card], trump, strength)
        if _partner_of(view, winner_seat) and after != len(table):
            return say("partner_load" if points[card] else "partner_keep")
        if after == len(table):
            if card // 10 == trump and table[best] // 10 != trump:
                return say("take_trump", pts=on_table)
            if points[card] == 0 or on_table >= points[card]:
                return say("take_suit" if card // 10 != trump else "take_cheap")
            return say("take_cheap")
        return say("give_little", p=points[card]) if points[card] else say("give_nothing")
    if card // 10 == trump:
        return say("lead_trump")
    if points[card] >= 10:
        trumps_unseen = sum(1 for c in view.unseen_cards() if c // 10 == trump)
        return say("lead_carico" if trumps_unseen <= 2 else "lead_carico_force")
    if points[card] > 0:
        return say("lead_figure")
    return say("lead_liscio")
