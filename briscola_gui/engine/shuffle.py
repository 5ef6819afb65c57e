"""Deterministic shuffling and shareable deal codes.

The generator is SplitMix64 on plain Python ints, so a seed gives the same
sequence on every platform and Python version (``random.shuffle`` does not
promise that). A deal code packs the number of players, the dealer, the three
card-play rules and a 40-bit seed into ten Crockford base-32 characters,
shown as ``XXXXX-XXXXX``. A deal played with house rules (scambio, pari,
three_remove) adds one more character for them (``XXXXX-XXXXX-X``); with the
house rules at their defaults the code is the ten characters it always was, so
every old code still gives the same deal.
"""
from __future__ import annotations

from dataclasses import dataclass

from .cards import deck_for
from .errors import BadInput
from .rules import PARI_CHOICES, THREE_REMOVE_CHOICES, Rules

_MASK = (1 << 64) - 1
SEED_BITS = 40


class SplitMix64:
    def __init__(self, seed: int):
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform in 0..n-1, without modulo bias."""
        limit = (1 << 64) - (1 << 64) % n
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def shuffle(self, items: list) -> None:
        """Fisher-Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


def shuffled_deck(players: int, seed: int, three_remove: str = "2C") -> list[int]:
    """The deck for that many players, shuffled by the seed; top card first.
    ``three_remove``: the 2 left out with 3 players (a house rule)."""
    deck = deck_for(players, three_remove)
    SplitMix64(seed).shuffle(deck)
    return deck


_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"   # Crockford base 32
_DECODE = {ch: i for i, ch in enumerate(_ALPHABET)}
_DECODE.update({"O": 0, "I": 1, "L": 1})


@dataclass(frozen=True)
class DealSpec:
    """Everything that fixes a deal's cards and seats."""
    players: int
    dealer: int
    seed: int
    rules: Rules = Rules()

    def deck(self) -> list[int]:
        return shuffled_deck(self.players, self.seed, self.rules.three_remove)

    @property
    def code(self) -> str:
        return deal_code(self)


def _house_bits(rules: Rules) -> int:
    """The house rules as the five bits of the code's extra character (0: all defaults).
    Bit 0 scambio, bits 1-2 pari, bit 3 three_remove, bit 4 reserved (0)."""
    return (int(rules.scambio)
            | PARI_CHOICES.index(rules.pari) << 1
            | THREE_REMOVE_CHOICES.index(rules.three_remove) << 3)


def deal_code(spec: DealSpec) -> str:
    r = spec.rules
    value = spec.seed & ((1 << SEED_BITS) - 1)
    value = (value << 1) | r.follow_suit
    value = (value << 1) | r.piemonte
    value = (value << 1) | r.accusi
    value = (value << 3) | spec.dealer
    value = (value << 3) | spec.players
    chars = []
    for _ in range(10):
        chars.append(_ALPHABET[value & 31])
        value >>= 5
    text = "".join(reversed(chars))
    house = _house_bits(r)
    extra = f"-{_ALPHABET[house]}" if house else ""
    return f"{text[:5]}-{text[5:]}{extra}"


class BadDealCode(BadInput):
    """A deal code refused, with what is wrong with it for the player: ``problem`` is
    "length" (``detail``: how many letters and digits it has), "character" (``detail``: the
    first one never used in codes) or "unknown" (well formed, but no deal has that code)."""

    def __init__(self, message: str, problem: str, detail: str = ""):
        super().__init__(message)
        self.problem = problem
        self.detail = detail


def parse_deal_code(code: str, cappotto: bool = True) -> DealSpec:
    """A code back into its DealSpec; BadDealCode (a BadInput) when it is not a valid code."""
    text = code.strip().upper().replace("-", "").replace(" ", "")
    wrong = [ch for ch in text if ch not in _DECODE]
    if wrong:
        raise BadDealCode(f"{code!r} is not a deal code: {wrong[0]!r} is never used in codes",
                          "character", wrong[0])
    if len(text) not in (10, 11):
        raise BadDealCode(f"{code!r} is not a deal code (ten letters and digits, like 7K2QD-M9XA3, "
                          "and one more for house rules)", "length", str(len(text)))
    value = 0
    for ch in text[:10]:
        value = (value << 5) | _DECODE[ch]
    house = _DECODE[text[10]] if len(text) == 11 else 0
    players = value & 7
    dealer = (value >> 3) & 7
    accusi, piemonte, follow_suit = (value >> 6) & 1, (value >> 7) & 1, (value >> 8) & 1
    seed = value >> 9
    pari, three_remove = (house >> 1) & 3, (house >> 3) & 1
    if players not in (2, 3, 4, 5, 6) or dealer >= players or seed >> SEED_BITS \
            or pari >= len(PARI_CHOICES) or house >> 4 or (len(text) == 11 and not house):
        raise BadDealCode(f"{code!r} is not a valid deal code (no deal has it)", "unknown")
    house_rules = {"pari": PARI_CHOICES[pari], "three_remove": THREE_REMOVE_CHOICES[three_remove]}
    if house & 1:
        house_rules["scambio"] = True
    rules = Rules(follow_suit=bool(follow_suit), piemonte=bool(piemonte), accusi=bool(accusi),
                  cappotto=cappotto, **house_rules)
    return DealSpec(players, dealer, seed, rules)
