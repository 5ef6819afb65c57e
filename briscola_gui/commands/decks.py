"""``python -m briscola_gui decks``: the installed card deck styles.

    decks                                   list the style ids, one a line
    decks --sheet STYLE -o FILE.png [--height H] [--indices]
                                            all 40 cards and the back of STYLE on one
                                            contact sheet (rows by suit: denari, coppe,
                                            bastoni, spade; columns 1..10; back at the end)
Works headless. Exit status 2, with one line on stderr, on bad input.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from briscola_gui.atomicfile import replacing
from briscola_gui.engine.errors import brief

FELT = (22, 96, 52)
MAX_HEIGHT = 1000


class _Usage(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # one clear line, exit 2, no usage dump
        raise _Usage(message)


def _parser() -> argparse.ArgumentParser:
    p = _Parser(prog="briscola decks", description="List deck styles or draw a contact sheet.")
    p.add_argument("--sheet", metavar="STYLE", help="draw a contact sheet of this style")
    p.add_argument("-o", "--output", metavar="FILE.png", help="where to write the sheet")
    p.add_argument("--height", default="240", help="card height in pixels (default 240)")
    p.add_argument("--indices", action="store_true", help="lay corner indices over the faces")
    return p


def _fail(msg: str) -> int:
    print(f"briscola decks: {msg}", file=sys.stderr)
    return 2


def render_sheet(style_id: str, height: int, indices: bool):
    import pygame

    from briscola_gui.ui import deck_art

    images = deck_art.CardImages(style_id, corner_indices=indices)
    cw, ch = images.card_size(height)
    gap = max(4, height // 16)
    cols, rows = 11, 4
    w = gap + cols * (cw + gap)
    h = gap + rows * (ch + gap)
    sheet = pygame.Surface((w, h))
    sheet.fill(FELT)
    # a little texture so it reads as felt
    shade = (18, 86, 46)
    for y in range(0, h, 3):
        pygame.draw.line(sheet, shade, (0, y), (w, y))
    for r, suit in enumerate(deck_art.SUITS):
        for c, rank in enumerate(deck_art.RANKS):
            sheet.blit(images.face(f"{rank}{suit}", height), (gap + c * (cw + gap), gap + r * (ch + gap)))
    sheet.blit(images.back(height), (gap + 10 * (cw + gap), gap))
    return sheet


def _save_atomically(surface, out: Path) -> None:
    import pygame

    with replacing(out) as tmp:
        pygame.image.save(surface, tmp)


def main(argv: list[str]) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # keep stdout to the list
    try:
        a = _parser().parse_args(argv)
    except _Usage as exc:
        return _fail(str(exc))
    if not a.sheet:
        if a.output or a.indices:
            return _fail("-o and --indices go with --sheet STYLE")
        from briscola_gui.ui import deck_art
        for style in deck_art.deck_styles():
            print(style.id)
        return 0
    try:
        height = int(a.height)
    except ValueError:
        return _fail(f"--height must be a whole number of pixels, not {brief(a.height)}")
    if not 16 <= height <= MAX_HEIGHT:
        return _fail(f"--height must be between 16 and {MAX_HEIGHT} pixels, not {height}")
    if not a.output:
        return _fail("--sheet needs -o FILE.png")
    out = Path(a.output)
    if out.suffix.lower() != ".png":
        return _fail(f"the sheet is written as PNG: give a .png file name, not {brief(a.output)}")
    if out.is_dir():
        return _fail(f"cannot write {out}: it is a directory")
    parent = out.parent if str(out.parent) else Path(".")
    if not parent.is_dir():
        return _fail(f"cannot write {out}: no directory {parent}")
    if not os.access(parent, os.W_OK):
        return _fail(f"cannot write {out}: directory {parent} is not writable")

    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from briscola_gui.ui import deck_art

    try:
        deck_art.load_style(a.sheet)
    except deck_art.DeckError as exc:
        known = ", ".join(s.id for s in deck_art.deck_styles())
        return _fail(f"{exc} (installed: {known})")
    own_display = not pygame.display.get_init() or pygame.display.get_surface() is None
    try:
        if own_display:
            pygame.display.init()
            pygame.display.set_mode((1, 1), pygame.HIDDEN)
        sheet = render_sheet(a.sheet, height, a.indices)
        _save_atomically(sheet, out)
    except deck_art.DeckError as exc:
        return _fail(str(exc))
    except (OSError, pygame.error) as exc:
        return _fail(f"cannot write {out}: {exc}")
    finally:
        if own_display:
            pygame.display.quit()
    print(f"wrote {out}")
    return 0
