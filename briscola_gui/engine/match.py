"""The partita: several smazzate between the same players (shared RULES.md, "The partita").

``Match`` plays 2, 3, 4 or 6 players: a single smazzata, or first to K won.
``ChiamataMatch`` plays a fixed number of chiamata deals and adds up game points.
Every deal comes from a DealSpec (seed and dealer), so each has a shareable code.
"""
from __future__ import annotations

from .chiamata import Chiamata
from .errors import BadInput
from .rules import Rules
from .shuffle import DealSpec, SEED_BITS, SplitMix64
from .smazzata import Smazzata

SINGLE = "single"


def new_match(players: int, rules: Rules = Rules(), length: int | str | None = None,
              seed: int | None = None, first_deal: DealSpec | None = None):
    """A new match. ``length``: "single" or K (first to K, 1..7, default 2) for 2/3/4/6
    players; the number of smazzate (default 5) for 5. ``first_deal`` replays a deal code:
    without a ``seed`` the match then takes the code's own, so the same code gives the same
    whole match (its later deals, and the computers seeded from the match's seed)."""
    if seed is None and first_deal is not None:
        seed = first_deal.seed
    if seed is None:
        import secrets
        seed = secrets.randbits(63)
    cls = ChiamataMatch if players == 5 else Match
    return cls(players, rules, length, seed, first_deal)


def chiamata_winners(totals: list[int]) -> list[int]:
    """The two best totals win; with one seat alone on top, every seat tied for second wins
    too if they are fewer than four. Decision: two, three or four tied on top all win (four:
    a lone caller's opponents after he lost, each +1 against his -4); five tied on top (all
    level) make no winner."""
    levels = sorted(set(totals), reverse=True)
    top = [s for s, t in enumerate(totals) if t == levels[0]]
    if len(top) == 1:
        if len(levels) > 1:
            second = [s for s, t in enumerate(totals) if t == levels[1]]
            if len(second) < 4:
                return top + second
        return top
    return top if len(top) < len(totals) else []


class _MatchBase:
    players: int

    def __init__(self, players: int, rules: Rules, length, seed: int,
                 first_deal: DealSpec | None = None):
        self.players = players
        self.rules = rules
        self.length = self._check_length(length)
        self.seed = seed
        self.rng = SplitMix64(seed)
        self.history: list[dict] = []
        self.dealer = self.rng.below(players)
        if first_deal is not None:
            if first_deal.players != players:
                raise BadInput(f"that deal code is for {first_deal.players} players")
            self.dealer = first_deal.dealer
            self.spec = DealSpec(players, first_deal.dealer, first_deal.seed, rules)
        else:
            self.spec = self._next_spec()
        self.deal = self._make_deal(self.spec)

    def _next_spec(self) -> DealSpec:
        return DealSpec(self.players, self.dealer, self.rng.next64() >> (64 - SEED_BITS), self.rules)

    def _make_deal(self, spec: DealSpec):
        if self.players == 5:
            return Chiamata(spec.dealer, spec.deck(), self.rules)
        return Smazzata(self.players, spec.dealer, spec.deck(), self.rules)

    @property
    def deal_code(self) -> str:
        return self.spec.code

    def next_deal(self) -> dict:
        """Record the finished deal and start the next one (unless the match is over).
        Returns the history record of the finished deal."""
        if not self.deal.is_over:
            raise BadInput("the current smazzata is not finished")
        if self.over:
            raise BadInput("the match is over")
        result = self.deal.result()
        record = {"code": self.deal_code, "dealer": self.dealer, "winner": result.winner,
                  "team_points": list(result.team_points), "points": list(result.points),
                  "cappotto": result.cappotto, "teams": [list(t) for t in result.teams]}
        if result.void:
            record["void"] = True
        if self.deal.use_accusi:           # the points declared, per seat (in "points" too)
            declared = [0] * self.players
            for seat, _suit, value in self.deal.accusi:
                declared[seat] += value
            record["accusi"] = declared
        self._record(record, result)
        self.history.append(record)
        if not self.over:
            if not result.void:            # a void smazzata is dealt again by the same dealer
                self.dealer = (self.dealer + 1) % self.players
            self.spec = self._next_spec()
            self.deal = self._make_deal(self.spec)
        return record


class Match(_MatchBase):
    """2, 3, 4 or 6 players. ``score``: smazzate won per team."""

    def _check_length(self, length):
        if length is None:
            return 2
        if length == SINGLE or (isinstance(length, int) and not isinstance(length, bool)
                                and 1 <= length <= 7):
            return length
        raise BadInput(f"match length must be 'single' or 1 to 7 smazzate won, not {length!r}")

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.score = [0] * len(self.deal.teams)
        self.over = False
        self.winners: list[int] = []      # team indices
        self.ended_by_cappotto = False

    @property
    def teams(self):
        return self.deal.teams

    def _record(self, record: dict, result) -> None:
        if result.void:                    # pari "replay": it does not count at all
            return
        if result.winner is not None:
            self.score[result.winner] += 1
        if self.rules.cappotto and result.cappotto:
            self.over, self.ended_by_cappotto = True, True
            cards = self.deal.card_points
            self.winners = [next(i for i, t in enumerate(result.teams)
                                 if sum(cards[s] for s in t) == 120)]
        elif self.length == SINGLE:
            self.over = True
            self.winners = [] if result.winner is None else [result.winner]
        elif max(self.score) >= self.length:
            self.over = True
            self.winners = [self.score.index(max(self.score))]


class ChiamataMatch(_MatchBase):
    """5 players: a fixed number of chiamata deals. ``score``: game points per seat."""

    def _check_length(self, length):
        if length is None:
            return 5
        if isinstance(length, int) and not isinstance(length, bool) and 1 <= length <= 20:
            return length
        raise BadInput(f"a chiamata match has 1 to 20 smazzate, not {length!r}")

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.score = [0] * 5
        self.played = 0
        self.over = False
        self.winners: list[int] = []      # seats

    def _record(self, record: dict, result) -> None:
        record["game_points"] = list(result.game_points)
        record["redeal"] = self.deal.redeal
        if not self.deal.redeal:
            record.update(caller=self.deal.caller, partner=self.deal.partner,
                          target=self.deal.target)
            self.played += 1
            for s in range(5):
                self.score[s] += result.game_points[s]
        if self.played >= self.length:
            self.over = True
            self.winners = chiamata_winners(self.score)
