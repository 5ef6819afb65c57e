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


# -- playing deals in tests: always through the one turn loop (briscola_gui/session) ------
def new_deal(players: int, seed: int, rules=None, dealer: int = 0):
    """A shuffled deal of ``players`` (a Chiamata for 5)."""
    from briscola_gui.engine import Chiamata, Rules, Smazzata, shuffled_deck
    rules = Rules() if rules is None else rules
    deck = shuffled_deck(players, seed, rules.three_remove)
    return Chiamata(dealer, deck, rules) if players == 5 else Smazzata(players, dealer, deck, rules)


class Scripted:
    """A test player: ``pick(legal)`` chooses its card; it bids ``bid`` when allowed (else
    passes) and calls the first allowed card."""

    def __init__(self, pick=lambda legal: legal[0], bid: str = "1"):
        self.pick, self.bid_wanted = pick, bid

    def play(self, view):
        return self.pick(list(view.legal))

    def bid(self, view):
        return self.bid_wanted if self.bid_wanted in view.allowed else "pass"

    def call(self, view):
        return view.allowed[0]


def play_out(deal, players, stop=None, signals: bool = False) -> list:
    """Play ``deal`` to the end (or until ``stop(deal)``) with one computer player per seat
    (a single player object stands for every seat) through the session's turn loop; every
    answer must be legal (a fallback fails the test). Returns the events."""
    from briscola_gui.session import ComputerFault, TurnLoop
    if not isinstance(players, (list, tuple)):
        players = [players] * deal.players
    loop = TurnLoop(deal, list(players), computer_signals=signals)
    events: list = []
    while deal.phase != "done" and not (stop is not None and stop(deal)):
        new = loop.play_computer_turn()
        faults = [e for e in new if isinstance(e, ComputerFault)]
        assert not faults, faults
        events.extend(new)
    return events


def finish(deal, pick=lambda legal: legal[0], bid: str = "1", stop=None) -> list:
    """Play ``deal`` to the end (or until ``stop(deal)``) with scripted players (see Scripted)."""
    return play_out(deal, Scripted(pick, bid), stop)
