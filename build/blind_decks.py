#!/usr/bin/env python3
"""A blind reading test of a deck style at table size (issue #13: at least 97% right).

    python build/blind_decks.py sheet STYLE OUT.png [--count 40] [--height 80] [--seed S]
    python build/blind_decks.py sheet STYLE OUT.png --cards 7D,6D,4B,...
    python build/blind_decks.py score OUT.png.key.json "2D,10B,9D,..."

`sheet` draws `count` cards picked at random (with repeats) in rows of ten on felt, with
no labels, and writes the answers to OUT.png.key.json for whoever did not look at the
sheet; with --cards it draws exactly those cards in that order (an A/B reading: the same
cards from two checkouts, docs/decks.md); `score` compares a reader's answers (rank 1-10 then suit D C B S, in sheet order)
with the key and prints how many are right and which were misread."""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

COLUMNS = 10
GAP = 14


def sheet(style: str, out: Path, count: int, height: int, seed: int | None,
          cards: list[str] | None = None) -> list[str]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from briscola_gui.ui.deck_art import CARDS, CardImages

    pygame.display.init()
    pygame.display.set_mode((1, 1))
    if cards is None:
        rng = random.Random(seed if seed is not None else os.urandom(8))
        cards = [rng.choice(CARDS) for _ in range(count)]
    elif not cards or set(cards) - set(CARDS):
        raise ValueError(f"unknown cards: {sorted(set(cards) - set(CARDS)) or 'none given'}")
    count = len(cards)
    images = CardImages(style)
    w, h = images.card_size(height)
    rows = (count + COLUMNS - 1) // COLUMNS
    surf = pygame.Surface((COLUMNS * (w + GAP) + GAP, rows * (h + GAP) + GAP))
    surf.fill((20, 90, 50))
    for i, card in enumerate(cards):
        surf.blit(images.face(card, height), (GAP + (i % COLUMNS) * (w + GAP),
                                              GAP + (i // COLUMNS) * (h + GAP)))
    pygame.image.save(surf, str(out))
    key = Path(str(out) + ".key.json")
    key.write_text(json.dumps(cards) + "\n", encoding="utf-8")
    return cards


def score(key: list[str], answers: list[str]) -> tuple[int, list[tuple[int, str, str]]]:
    wrong = [(i, k, a) for i, (k, a) in enumerate(zip(key, answers)) if k != a]
    return len(key) - len(wrong), wrong


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("sheet")
    s.add_argument("style")
    s.add_argument("out", type=Path)
    s.add_argument("--count", type=int, default=40)
    s.add_argument("--height", type=int, default=80)
    s.add_argument("--seed", type=int)
    s.add_argument("--cards", help="exactly these cards in this order: 7D,6D,... (no --count, --seed)")
    c = sub.add_parser("score")
    c.add_argument("key", type=Path)
    c.add_argument("answers")
    a = ap.parse_args(argv)
    if a.cmd == "sheet":
        if not 1 <= a.count <= 200 or not 20 <= a.height <= 1000:
            print("blind_decks: --count 1-200 and --height 20-1000", file=sys.stderr)
            return 2
        try:
            cards = [c.strip().upper() for c in a.cards.split(",")] if a.cards else None
            sheet(a.style, a.out, a.count, a.height, a.seed, cards)
        except Exception as e:  # unknown style, unwritable file: one line, status 2
            print(f"blind_decks: {e}", file=sys.stderr)
            return 2
        print(f"wrote {a.out} and its key")
        return 0
    try:
        key = json.loads(a.key.read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        print(f"blind_decks: cannot read the key: {e}", file=sys.stderr)
        return 2
    answers = [x.strip().upper() for x in a.answers.split(",")]
    if len(answers) != len(key):
        print(f"blind_decks: {len(answers)} answers for {len(key)} cards", file=sys.stderr)
        return 2
    right, wrong = score(key, answers)
    print(f"{right}/{len(key)} right ({100 * right / len(key):.1f}%)")
    for i, k, ans in wrong:
        print(f"  card {i + 1}: read {ans}, was {k}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
