"""Builders for hand-made deals in tests."""
from briscola_gui.engine import deck_for, parse_card


def cards(text: str) -> list[int]:
    return [parse_card(t) for t in text.split()]


def stack_deck(players: int, dealer: int, hands: list[str], face_up: str | None = None,
               draws: str = "") -> list[int]:
    """A deck (top first) that deals ``hands`` (space-separated cards per seat), turns up
    ``face_up`` and then lets the stock be drawn in the order ``draws`` (the rest of the
    stock follows in card order, the face-up card last)."""
    per_seat = [cards(h) for h in hands]
    size = len(per_seat[0])
    deck = []
    for rnd in range(size):
        for k in range(players):
            seat = (dealer + 1 + k) % players
            deck.append(per_seat[seat][rnd])
    used = set(deck)
    if face_up is not None:
        deck.append(parse_card(face_up))
        used.add(deck[-1])
    drawn = cards(draws)
    rest = [c for c in deck_for(players) if c not in used and c not in drawn]
    return deck + drawn + rest
