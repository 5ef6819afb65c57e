"""Two-player self-play positions for the expert's value model, labelled by exact search.

    python build/selfplay_2p.py --out FILE [--deals 20000] [--seed 83] [--workers 2]
        [--policy expert|rules]

Why: the value model (briscola_gui/ai/value_model.py) judges the leaves of the expert's
middle-game search, and what follows a leaf in a real game is the expert's exact endgame
search, not ``hard``'s rules. So here the label of a position is what the game is worth
once the stock reaches the endgame window, solved exactly with both hands and the stock
order open (``Solver2``, "double dummy"): the points each side took up to then plus the
exact points still to come. The features cannot see the stock order, so the fit learns
the mean over the orders a position allows.

Each deal is played once by two copies of ``--policy`` (``expert``: the searching expert,
so a better player gives better data; ``rules``: its tuned rules without search, much
faster) until the stock holds 8 cards. At the start of every trick with 8 to 32 cards in
the stock one line is written: ``stock trump leader hand0 hand1 unplayed y0`` (hands and
unplayed cards as bit masks, unplayed including the hands; ``y0`` the final point
difference seat 0 minus seat 1 from that moment on). ``build/train_value.py --data FILE``
fits the model from it. Written atomically.
"""
from __future__ import annotations

import argparse
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from train_value import ExpertRules  # noqa: E402  (build/ is the script's folder)

from briscola_gui.ai.expert import ExpertPlayer  # noqa: E402
from briscola_gui.ai.solver import Solver2  # noqa: E402
from briscola_gui.ai.two_player_worlds import card_mask  # noqa: E402
from briscola_gui.atomicfile import write_text  # noqa: E402
from briscola_gui.commands.sim import deal_seed  # noqa: E402
from briscola_gui.engine import Smazzata, shuffled_deck  # noqa: E402

ENDGAME_STOCK = 8           # the exact endgame window: solved here, the game stops
FIRST_STOCK = 32


def policy_players(policy: str, seed: int) -> list:
    cls = ExpertPlayer if policy == "expert" else ExpertRules
    return [cls(seed=seed + 1), cls(seed=seed + 2)]


def exact_rest(deal) -> int:
    """Seat 0's points from now on with every card open (start of a trick)."""
    solver = Solver2(deal.trump, deal.card_points_table, deal.strength, deal.stock[::-1])
    return solver.value(card_mask(deal.hands[0]), card_mask(deal.hands[1]), 0, deal.leader,
                        -1, -1, 1000)


def exact_points(deal) -> tuple[int, int]:
    """Both seats' card points at the end of the deal when it is finished from here (the
    start of a trick) by exact search with every card open."""
    rest0 = exact_rest(deal)
    left = 120 - deal.points[0] - deal.points[1]
    return deal.points[0] + rest0, deal.points[1] + left - rest0


def exact_finish(s: int, deck: list[int], seats: list) -> tuple[int, int]:
    """The card points of a game played by ``seats`` until the endgame window, then
    finished by exact search with every card open."""
    deal = Smazzata(2, s % 2, deck)
    while deal.table or len(deal.stock) > ENDGAME_STOCK:
        seat = deal.to_act
        deal.play(seat, seats[seat].play(deal.view(seat)))
    return exact_points(deal)


def play_deal(players: list, seed: int, d: int) -> list[str]:
    """The lines of one deal (see the module docstring)."""
    ds = deal_seed(seed, d)
    deal = Smazzata(2, ds % 2, shuffled_deck(2, ds))
    rows = []
    while True:
        stock = len(deal.stock)
        if not deal.table and ENDGAME_STOCK <= stock <= FIRST_STOCK:
            h0, h1 = card_mask(deal.hands[0]), card_mask(deal.hands[1])
            rows.append((stock, deal.leader, h0, h1, h0 | h1 | card_mask(deal.stock),
                         deal.points[0] - deal.points[1]))
            if stock == ENDGAME_STOCK:
                break
        seat = deal.to_act
        deal.play(seat, players[seat].play(deal.view(seat)))
    end = exact_points(deal)
    final = end[0] - end[1]
    return [f"{s} {deal.trump} {lead} {h0} {h1} {u} {final - before}"
            for s, lead, h0, h1, u, before in rows]


def play_block(args) -> list[str]:
    policy, seed, lo, hi = args
    players = policy_players(policy, seed)
    out = []
    for d in range(lo, hi):
        out.extend(play_deal(players, seed, d))
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--deals", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=83)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--policy", choices=("expert", "rules"), default="expert")
    a = ap.parse_args()
    if a.deals < 1 or a.workers < 1:
        ap.error("--deals and --workers must be at least 1")
    step = max(1, min(500, a.deals // (4 * a.workers)))
    blocks = [(a.policy, a.seed, lo, min(a.deals, lo + step)) for lo in range(0, a.deals, step)]
    t0 = time.perf_counter()
    lines: list[str] = []
    with Pool(a.workers) as pool:
        for part in pool.imap(play_block, blocks):
            lines.extend(part)
    write_text(a.out, "\n".join(lines) + "\n")
    print(f"{len(lines)} positions from {a.deals} deals ({a.policy}) in "
          f"{time.perf_counter() - t0:.0f} s -> {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
