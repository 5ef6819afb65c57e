#!/usr/bin/env python3
"""Draw the card decks as SVG sprites into assets/decks/<style>/.

    python build/make_decks.py [--out DIR] [STYLE ...]

For each style: 40 faces <rank><suit>.svg (1D ... 10S), back.svg,
indices/<card>.svg (corner-index overlays the game may lay over the faces),
small/<card>.svg for a style that draws some faces again for small heights (its
manifest's "small": the threshold and the cards) and manifest.json. Pure standard
library; the output is deterministic (no dates, fixed number formatting, sorted
keys), so running it again reproduces the committed files byte for byte."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from deckart import cards  # noqa: E402
from deckart.styles import STYLES  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
CREDITS = "drawn by the Briscola project's deck generator"


def card_names() -> list[str]:
    return [f"{r}{s}" for s in cards.SUIT_ORDER for r in cards.RANKS]


def manifest(st) -> dict:
    out = {"id": st.id, "name": st.name, "aspect": round(st.width_mm / st.height_mm, 4),
           "width_mm": st.width_mm, "height_mm": st.height_mm, "suit_system": "italian",
           "credits": CREDITS, "corner_indices": st.prints_indices}
    small = cards.small_cards(st)
    if small:
        out["small"] = {"below": st.small_below, "cards": [f"{r}{s}" for r, s in small]}
    return out


def write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    data = text.encode("utf-8")
    if path.exists() and path.read_bytes() == data:
        return
    path.write_bytes(data)


def generate(out: Path, only: list[str] | None = None) -> list[Path]:
    written = []
    for st in STYLES:
        if only and st.id not in only:
            continue
        d = out / st.id
        for name in card_names():
            rank, suit = int(name[:-1]), name[-1]
            write(d / f"{name}.svg", cards.face(st, rank, suit))
            write(d / "indices" / f"{name}.svg", cards.index_overlay(st, rank, suit))
            written.append(d / f"{name}.svg")
        for rank, suit in cards.small_cards(st):
            write(d / "small" / f"{rank}{suit}.svg", cards.small_face(st, rank, suit))
        write(d / "back.svg", cards.back(st))
        write(d / "manifest.json", json.dumps(manifest(st), indent=2, sort_keys=True) + "\n")
        written.append(d / "back.svg")
    return written


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=ROOT / "assets" / "decks")
    ap.add_argument("styles", nargs="*", help="style ids (default: all)")
    a = ap.parse_args(argv)
    known = {s.id for s in STYLES}
    bad = [s for s in a.styles if s not in known]
    if bad:
        print(f"make_decks: unknown style {bad[0]!r} (known: {', '.join(sorted(known))})",
              file=sys.stderr)
        return 2
    files = generate(a.out, a.styles or None)
    print(f"wrote {len(files)} cards into {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
