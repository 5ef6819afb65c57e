"""Count how partners and opponents play in chiamata, for the partner guess of ``hard``
and ``expert`` (briscola_gui/ai/partner_model.py explains the model).

    python build/train_partner.py [--deals 20000] [--seed 77] [--workers 2] [--level hard]

Plays ``--deals`` deals with five ``--level`` seats; for every deal with a hidden partner,
every card a seat other than the caller played before the called card showed counts once,
as a partner's or an opponent's play, by situation and action. Writes the counts to
briscola_gui/ai/partner_model.json (atomically).
"""
from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from briscola_gui.ai import make_player  # noqa: E402
from briscola_gui.ai.partner_model import MODEL_FILE, observations  # noqa: E402
from briscola_gui.atomicfile import write_text  # noqa: E402
from briscola_gui.commands.sim import deal_seed, play_game  # noqa: E402
from briscola_gui.engine import Rules, shuffled_deck  # noqa: E402


def count_block(args) -> dict:
    level, seed, lo, hi = args
    players = [make_player(level, seed=seed + s) for s in range(5)]
    counts: dict = defaultdict(lambda: [0, 0])
    for d in range(lo, hi):
        s = deal_seed(seed, d)
        deal = play_game(5, s % 5, shuffled_deck(5, s), Rules(), players, [[] for _ in players], [])
        if deal.redeal or deal.partner is None or deal.carichi:
            continue
        tricks = [(t.leader, tuple(t.cards)) for t in deal.tricks]
        st, cp = deal.strength, deal.card_points_table
        for seat, sit, act in observations(tricks, 0, (), deal.caller, deal.called_card,
                                           deal.trump, st, cp):
            counts[f"{sit}|{act}"][0 if seat == deal.partner else 1] += 1
    return dict(counts)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=77)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--level", default="hard")
    a = ap.parse_args()
    step = max(1, a.deals // (4 * a.workers))
    blocks = [(a.level, a.seed, lo, min(a.deals, lo + step)) for lo in range(0, a.deals, step)]
    total: dict = defaultdict(lambda: [0, 0])
    with Pool(a.workers) as pool:
        for part in pool.imap_unordered(count_block, blocks):
            for key, (p, o) in part.items():
                total[key][0] += p
                total[key][1] += o
    nested: dict = {}
    for key in sorted(total):
        sit, act = key.split("|")
        nested.setdefault(sit, {})[act] = total[key]
    data = {"about": "chiamata plays before the called card showed: [by the partner, by an "
                     "opponent] per situation and action (build/train_partner.py)",
            "level": a.level, "deals": a.deals, "seed": a.seed, "counts": nested}
    write_text(MODEL_FILE, json.dumps(data, indent=1, sort_keys=True) + "\n")
    print(f"wrote {MODEL_FILE} ({len(total)} cells)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
