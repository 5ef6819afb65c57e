"""Four-player conventional signals ("segni", seed 001), the option ``signals``.

A seat tells its partner about its most significant cards with a conventional
gesture. Never during the first trick. A signal must be true of the hand when it
is given, and each seat gives each signal at most once per smazzata. Only the
partner sees a seat's signals (the gestures are quick and the opponents miss
them): they are in the partner's view, not in the opponents'.
"""
from __future__ import annotations

from .cards import make_card

# id: (Italian gesture, English gesture, what it says)
SIGNALS = {
    "asso": ("labbra in fuori, come un bacio", "lips pushed out, as for a kiss",
             "Asso di briscola"),
    "tre": ("lieve smorfia della bocca", "a slight twist of the mouth", "Tre di briscola"),
    "re": ("occhi al cielo", "eyes to the sky", "Re di briscola"),
    "cavallo": ("alzata di spalla", "a shrug", "Cavallo di briscola"),
    "fante": ("punta della lingua all'angolo della bocca", "tongue tip at the corner of the mouth",
              "Fante di briscola"),
    "liscio": ("pollice e indice sfregati", "thumb and index rubbed together",
               "a low briscola (7 6 5 4 2)"),
    "carico": ("rapida apertura delle labbra", "a quick opening of the lips",
               "an Asso or Tre that is not briscola"),
    "chiesa": ("strizzatina d'occhio", "a wink", "no briscola at all"),
}
ORDER = tuple(SIGNALS)
_FIGURE_OF = {"asso": 1, "tre": 3, "re": 10, "cavallo": 9, "fante": 8}
LISCI = (7, 6, 5, 4, 2)


def true_signals(hand, trump: int) -> list[str]:
    """The signals that are true of ``hand`` with ``trump`` as briscola, in ORDER."""
    out = []
    for sig in ORDER:
        if sig in _FIGURE_OF:
            ok = make_card(_FIGURE_OF[sig], trump) in hand
        elif sig == "liscio":
            ok = any(make_card(r, trump) in hand for r in LISCI)
        elif sig == "carico":
            ok = any(c // 10 != trump and c % 10 + 1 in (1, 3) for c in hand)
        else:
            ok = not any(c // 10 == trump for c in hand)
        if ok:
            out.append(sig)
    return out
