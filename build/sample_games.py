"""Print sample games as JSON Lines for `replay`: full deals played by a seeded
random player, for 2, 3, 4 and 6 players and each rules switch, plus one deal
stopped half way. build/ci_build_exe.sh feeds them to the executable and to
`python -m briscola_gui replay` and compares the answers.

    python build/sample_games.py [--seed S] > games.jsonl
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from briscola_gui.engine import Rules, Smazzata, card_str, shuffled_deck  # noqa: E402

RULE_SETS = (
    {},
    {"follow_suit": True},
    {"piemonte": True, "accusi": True},
)


def play_out(players: int, dealer: int, seed: int, rules: dict, stop: int | None = None) -> dict:
    deck = shuffled_deck(players, seed)
    deal = Smazzata(players, dealer, list(deck), Rules(**rules))
    pick = random.Random(seed)
    plays = []
    while deal.phase != "done" and (stop is None or len(plays) < stop):
        card = pick.choice(sorted(deal.legal_moves()))
        deal.play(deal.to_act, card)
        plays.append(card_str(card))
    return {"players": players, "dealer": dealer, "rules": rules,
            "deck": [card_str(c) for c in deck], "plays": plays}


def games(seed: int) -> list[dict]:
    out = []
    for i, players in enumerate((2, 3, 4, 6)):
        for j, rules in enumerate(RULE_SETS):
            out.append(play_out(players, (i + j) % players, seed * 100 + i * 10 + j, rules))
    out.append(play_out(4, 0, seed * 100 + 99, {}, stop=13))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="sample games for replay, as JSON Lines")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    for game in games(args.seed):
        sys.stdout.write(json.dumps(game, separators=(",", ":")) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
