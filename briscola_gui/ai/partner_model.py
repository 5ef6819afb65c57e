"""Chiamata: who holds the called card, learned from how partners and opponents play.

Before the called card is played, every seat but the hidden partner wonders who it is.
Each card played by a seat other than the caller is one observation: the situation it
was played in (leading; answering a trick the caller is winning; one the caller is
losing; one the caller has still to play; and whether the table already holds ten
points or more) and what the card did (took the trick or not, trump or not, how many
points). ``build/train_partner.py`` counts, over self-play deals of ``hard``, how often
a partner and how often an opponent makes each kind of play in each situation; the
ratio of the two is how much that play says. A seat's belief is the uniform prior
times the ratios of every play it has made (naive Bayes), tempered by ``TEMPER`` so
that plays that say the same thing twice do not count twice in full.

The counts live in ``partner_model.json`` next to this file (a few hundred numbers).
"""
from __future__ import annotations

import json
import logging
import math
from functools import lru_cache
from pathlib import Path

from ..engine.deal import trick_winner

log = logging.getLogger(__name__)

MODEL_FILE = Path(__file__).with_name("partner_model.json")
TEMPER = 0.7                 # the weight of each observation's log likelihood ratio
SMOOTH = 2.0                 # pseudo-count added to every cell


def situation(cards: tuple, caller_pos: int, pos: int, trump: int, st, cp) -> str:
    """Where the seat at position ``pos`` of the trick stood when it played."""
    if pos == 0:
        return "lead"
    prefix = cards[:pos]
    pts = "hi" if sum(cp[c] for c in prefix) >= 10 else "lo"
    if caller_pos > pos:
        return "before-" + pts
    win = trick_winner(prefix, trump, st)
    return ("winning-" if win == caller_pos else "losing-") + pts


def action(cards: tuple, pos: int, trump: int, st, cp) -> str:
    """What the card at ``pos`` did: took the trick so far, trump or not, its points."""
    c = cards[pos]
    takes = trick_winner(cards[:pos + 1], trump, st) == pos
    pts = cp[c]
    size = "0" if pts == 0 else "small" if pts < 10 else "load"
    return f"{'take' if takes else 'give'}-{'trump' if c // 10 == trump else 'plain'}-{size}"


def observations(tricks, table_leader: int, table: tuple, caller: int, called: int,
                 trump: int, st, cp, n: int = 5):
    """(seat, situation, action) for every card played by a seat other than the caller
    while the called card was still hidden; ``tricks`` as (leader, cards) pairs."""
    seqs = list(tricks)
    if table:
        seqs.append((table_leader, tuple(table)))
    for leader, cards in seqs:
        caller_pos = (caller - leader) % n
        for pos, c in enumerate(cards):
            if c == called:
                return
            seat = (leader + pos) % n
            if seat == caller:
                continue
            yield seat, situation(cards, caller_pos, pos, trump, st, cp), action(cards, pos, trump, st, cp)


@lru_cache(maxsize=1)
def load_ratios() -> dict:
    """log(P(play | partner) / P(play | opponent)) per "situation|action", from the counts."""
    try:
        data = json.loads(MODEL_FILE.read_text(encoding="utf-8"))
        counts = data["counts"]
    except (OSError, ValueError, KeyError) as exc:
        log.error("partner model %s unreadable (%s): falling back to no evidence", MODEL_FILE, exc)
        return {}
    out = {}
    for sit, by_action in counts.items():
        actions = set(by_action)
        tot_p = sum(v[0] for v in by_action.values()) + SMOOTH * len(actions)
        tot_o = sum(v[1] for v in by_action.values()) + SMOOTH * len(actions)
        for act, (p, o) in by_action.items():
            out[f"{sit}|{act}"] = math.log(((p + SMOOTH) / tot_p) / ((o + SMOOTH) / tot_o))
    return out


def partner_belief(view, candidates: list[int], st, cp) -> dict[int, float]:
    """Probability per candidate seat of holding the called card, from the plays so far."""
    if not candidates:
        return {}
    ratios = load_ratios()
    logw = {s: 0.0 for s in candidates}
    tricks = [(t.leader, tuple(t.cards)) for t in view.tricks]
    for seat, sit, act in observations(tricks, view.leader, tuple(view.table), view.caller,
                                       view.called_card, view.trump, st, cp):
        if seat in logw:
            logw[seat] += TEMPER * ratios.get(f"{sit}|{act}", 0.0)
    top = max(logw.values())
    w = {s: math.exp(x - top) for s, x in logw.items()}
    total = sum(w.values())
    return {s: x / total for s, x in w.items()}
