#!/usr/bin/env python3
"""How countable a deck's number cards are at table size (issue #13: a blind reader must
name the rank of a card 80 px high; every miss so far was a count among 4 to 7).

    python build/countable.py [STYLE] [--dir SVG_DIR] [--height 80] [--cards 4B,5B,...] [--full]

For each number card (2-7 of each suit) drawn `height` px high, from the drawing a
player sees at that height (a style's small drawing, small/<card>.svg, below its
manifest's threshold; --full: the full drawing at any height), it prints:
  signs   separate blobs of ink inside the frame (paper between them), and the rank;
  least   the smallest sign's box (w x h px); thick: the thinnest sign's pixels over its
          box's longest side (a hairline is about 1);
  gaps    the narrowest paper between two signs side by side and one above the other (px);
  cover   the share of the frame's inside the signs cover (small signs are hard to count);
  margin  the narrowest paper between a sign and the card's outline (at 0-1 px an outer
          sign merges with the outline, and a row of three reads as two and a frame);
  blur    how much blur the count survives: the largest Gaussian radius (px) at which the
          card's darkness (a pale sign on cream counts little), cut at a sixth of black,
          still falls into `rank` blobs (0: not even unblurred). Signs a few px apart run
          together under a little blur, and a thin or pale sign fades: a proxy for
          "told apart at a glance". 0 or 1 tells signs that touch, merge or fade at 80 px.
SVG_DIR (default assets/decks/STYLE) lets one measure an older commit's SVGs, e.g. from
`git archive OLD assets/decks/piacentine | tar -x -C /tmp/old` (its own manifest.json
says which drawing is seen; without one, the installed style's). Faces printed with corner
numerals (trevisane) count the numerals as blobs too."""
from __future__ import annotations

import argparse
import os
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
RADII = (1, 2, 3, 4, 5, 6)
SPECK = 6  # blobs under this many pixels are specks, not signs
SUITS = "DCBS"


@dataclass(frozen=True)
class Count:
    card: str
    signs: int
    least: tuple[int, int]  # the smallest sign's box, w x h
    thickness: float  # the thinnest sign's pixels / its box's longest side
    across: int  # narrowest paper between signs side by side (99: none side by side)
    above: int  # narrowest paper between signs one above the other
    blur: int  # largest radius the count survives (0: not even unblurred)
    cover: float  # the share of the frame's inside the signs cover
    margin: int  # narrowest paper between the signs and the card's outline

    def line(self) -> str:
        return (f"{self.card:>3}  signs {self.signs:>2}  least {self.least[0]:>2}x{self.least[1]:<2} "
                f"thick {self.thickness:4.1f}  gaps {self.across:>2} {self.above:>2}  blur {self.blur}  "
                f"cover {self.cover:.2f}  margin {self.margin}")


def face(path: Path, height: int, aspect: float):
    """The SVG drawn `height` px high on a card of the style's aspect (as the game draws it)."""
    import pygame

    size = (max(1, round(height * aspect)), height)
    drawn = pygame.image.load_sized_svg(str(path), size)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.blit(drawn, ((size[0] - drawn.get_width()) // 2, (size[1] - drawn.get_height()) // 2))
    return surf


def drawing(folder: Path, style: str, card: str, height: int, full: bool = False) -> Path:
    """The SVG of `card` a player sees at `height` px in the style's `folder`: its small
    drawing below the threshold its manifest (the folder's, else the installed style's)
    declares (deck_art.face_parts), else the full face; `full`: always the full face."""
    from briscola_gui.ui import deck_art

    if full:
        return folder / f"{card}.svg"
    own = folder / "manifest.json"
    manifest = deck_art.read_manifest(own, style) if own.is_file() else deck_art.load_style(style)
    return folder.joinpath(*deck_art.face_parts(manifest, card, height))


def seen(folder: Path, style: str, card: str, height: int, full: bool = False):
    """The face of `card` as the game draws it `height` px high (drawing(), face())."""
    from briscola_gui.ui import deck_art

    return face(drawing(folder, style, card, height, full), height, deck_art.load_style(style).aspect)


def frame(surf):
    """The frame's inside: 0.07 of the width and 0.05 of the height in from the edges."""
    import pygame

    w, h = surf.get_size()
    return pygame.Rect(round(w * 0.07), round(h * 0.05), w - 2 * round(w * 0.07), h - 2 * round(h * 0.05))


def paper(surf) -> tuple:
    """The paper's colour: the commonest of six spots along the frame's inside and two on
    the border above and below the signs (signs may fill the frame's corners)."""
    w, h = surf.get_size()
    inner = frame(surf)
    spots = [(inner.left + 1, inner.top + 1), (inner.right - 2, inner.top + 1),
             (inner.left + 1, h // 2), (inner.right - 2, h // 2),
             (inner.left + 1, inner.bottom - 2), (inner.right - 2, inner.bottom - 2),
             (w // 2, 3), (w // 2, h - 4)]
    colours = [tuple(surf.get_at(p)) for p in spots]
    return max(colours, key=colours.count)


paper_colour = paper


def ink(surf):
    """Anything not paper inside the frame (frame()), as a mask of the frame's inside."""
    import pygame

    mask = pygame.mask.from_threshold(surf.subsurface(frame(surf)), paper(surf), (36, 36, 36, 255))
    mask.invert()
    return mask


def margin(surf) -> int:
    """The narrowest paper between the signs and the card's outline, along the rows of the
    frame's inside, in px (outer signs 0-1 px from the outline merge with it at 80 px)."""
    import pygame

    full = pygame.mask.from_threshold(surf, paper(surf), (36, 36, 36, 255))
    full.invert()
    w, inner = surf.get_width(), frame(surf)
    least = 99
    for y in range(inner.top, inner.bottom):
        for xs in (range(w // 2), range(w - 1, w // 2, -1)):
            xs = [x for x in xs if surf.get_at((x, y)).a]  # on the card, not the corner
            run = [full.get_at((x, y)) for x in xs]
            if True not in run:
                continue
            out = run.index(False) if False in run else len(run)  # past the outline
            if True in run[out:]:
                least = min(least, run.index(True, out) - out)
    return least


def signs(mask) -> list[tuple[object, int]]:
    """The separate blobs of a mask as (bounding box, pixels), specks left out."""
    return [(c.get_bounding_rects()[0], c.count()) for c in mask.connected_components(SPECK)]


def gaps(boxes) -> tuple[int, int]:
    """The narrowest paper between two boxes side by side (sharing rows) and between two
    one above the other (sharing columns), in px (99 when there is no such pair)."""
    pairs = [(a, b) for i, a in enumerate(boxes) for b in boxes[i + 1:]]
    side = [max(b.x - a.right, a.x - b.right) for a, b in pairs if a.y < b.bottom and b.y < a.bottom]
    stacked = [max(b.y - a.bottom, a.y - b.bottom) for a, b in pairs if a.x < b.right and b.x < a.right]
    return min(side, default=99), min(stacked, default=99)


def darkness(surf):
    """The frame's inside as grey levels: 0 the paper, 255 black ink, a sign's colours by
    how much darker than the paper they are (a pale sign on cream is faint)."""
    import pygame

    inner = surf.subsurface(frame(surf))
    lum = lambda c: 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]  # noqa: E731
    paper = lum(paper_colour(surf))   # not the frame's corners: signs may fill them
    out = pygame.Surface(inner.get_size())
    for x in range(out.get_width()):
        for y in range(out.get_height()):
            v = max(0, min(255, round(255 * (paper - lum(inner.get_at((x, y)))) / paper)))
            out.set_at((x, y), (v, v, v))
    return out


def blurred_count(dark, radius: int, cut: int = 40) -> int:
    """How many blobs the darkness (darkness()) falls into once blurred with a Gaussian of
    `radius` px and cut at `cut` of 255 (a sign a sixth darker than the paper)."""
    import pygame

    pad = pygame.Surface((dark.get_width() + 4 * radius, dark.get_height() + 4 * radius))
    pad.fill((0, 0, 0))
    pad.blit(dark, (2 * radius, 2 * radius))
    soft = pygame.transform.gaussian_blur(pad, radius, repeat_edge_pixels=False) if radius else pad
    mid = (255 + cut) // 2  # every level from `cut` up: within 256 - mid of the middle one
    dim = pygame.mask.from_threshold(soft, (mid, mid, mid), (256 - mid,) * 3 + (255,))
    return len(dim.connected_components(SPECK))


def count(surf, card: str) -> Count:
    """The figures of a number card's face `surf` (see the module's doc)."""
    rank = int(card[:-1])
    mask = ink(surf)
    blobs = signs(mask)
    if not blobs:
        return Count(card, 0, (0, 0), 0.0, 99, 99, 0, 0.0, 99)
    boxes = [b for b, _ in blobs]
    least = min(blobs, key=lambda b: b[1])[0]
    thin = min(n / max(b.w, b.h) for b, n in blobs)
    blur = 0
    if len(blobs) == rank:
        dark = darkness(surf)
        # a count that comes back right under more blur after going wrong is luck: stop at the first miss
        blur = next((r - 1 for r in RADII if blurred_count(dark, r) != rank), RADII[-1])
    w, h = mask.get_size()
    return Count(card, len(blobs), (least.w, least.h), thin, *gaps(boxes), blur,
                 sum(n for _, n in blobs) / (w * h), margin(surf))


def number_cards(suits: str = SUITS) -> list[str]:
    return [f"{r}{s}" for s in suits for r in range(2, 8)]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("style", nargs="?", default="piacentine")
    ap.add_argument("--dir", type=Path, help="the SVGs to measure (default assets/decks/STYLE)")
    ap.add_argument("--height", type=int, default=80)
    ap.add_argument("--cards", help="comma-separated cards (default 2-7 of every suit)")
    ap.add_argument("--full", action="store_true", help="the full drawings even below the "
                    "height a style's small drawings are made for")
    a = ap.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # stdout is the figures only
    import pygame

    from briscola_gui.ui.deck_art import DeckError, load_style

    folder = a.dir or ROOT / "assets" / "decks" / a.style
    try:
        load_style(a.style)
    except DeckError as e:
        print(f"countable: no style {a.style!r}: {e}", file=sys.stderr)
        return 2
    pygame.display.init()
    cards = a.cards.split(",") if a.cards else number_cards()
    worst = []
    for card in cards:
        try:
            c = count(seen(folder, a.style, card, a.height, a.full), card)
        except (pygame.error, OSError, ValueError, DeckError) as e:  # a missing or damaged file, not a card
            print(f"countable: {card}: {e}", file=sys.stderr)
            return 2
        print(c.line())
        worst.append(c.blur)
    print(f"least blur {min(worst)}, mean {sum(worst) / len(worst):.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
