"""What the deck tests share: where the generated decks are, the display they render with, a
damageable copy of a style, and measures of a face at table size (a court's held sign, the
separate blobs of ink of a number card, marked <g id> groups taken out)."""
from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from briscola_gui import resources  # noqa: E402
from briscola_gui.ui import deck_art  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
DECKS = ROOT / "assets" / "decks"
sys.path.insert(0, str(ROOT / "build"))
try:
    import countable  # noqa: E402  (build/countable.py: the signs' ink at table size)
finally:
    sys.path.pop(0)
EXPECTED_STYLES = {"napoletane", "piacentine", "trevisane", "leggibili"}
CARDS = [f"{r}{s}" for s in "DCBS" for r in range(1, 11)]


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    yield
    pygame.display.quit()


def copy_style(tmp_path, monkeypatch, style_id: str = "napoletane") -> Path:
    """A copy of one style in a temporary assets folder the game reads, to damage at will."""
    root = tmp_path / "assets"
    shutil.copytree(DECKS / style_id, root / "decks" / style_id)
    monkeypatch.setattr(resources, "assets_dir", lambda: root)
    return root / "decks" / style_id


def without_held_signs(text: str) -> tuple[str, int]:
    """The SVG with every <g id="held"> group (a court figure's suit sign) taken out,
    and how many there were."""
    return without_groups(text, "held")


def without_groups(text: str, gid: str) -> tuple[str, int]:
    """The SVG with every <g id="gid"> group taken out, and how many there were."""
    from svg_groups import group_spans

    spans = group_spans(text, gid)
    out, i = [], 0
    for j, k in spans:
        out.append(text[i:j])
        i = k
    out.append(text[i:])
    return "".join(out), len(spans)


def group_pixels(style_id: str, card: str, gid: str, size: tuple[int, int]):
    """A face rendered at `size` with and without its <g id="gid"> groups: (the full
    render, the render without them, how many groups, the (x, y) of every pixel they
    change by more than 60 in summed RGB)."""
    import io

    text = (DECKS / style_id / f"{card}.svg").read_text(encoding="utf-8")
    bare, copies = without_groups(text, gid)
    full = pygame.image.load_sized_svg(io.BytesIO(text.encode()), size)
    plain = pygame.image.load_sized_svg(io.BytesIO(bare.encode()), size)
    w, h = full.get_size()
    changed = [(x, y) for x in range(w) for y in range(h)
               if sum(abs(a - b) for a, b in zip(full.get_at((x, y))[:3],
                                                 plain.get_at((x, y))[:3])) > 60]
    return full, plain, copies, changed


def one_group_pixels(style_id: str, card: str, gid: str, height: int):
    """The pixels that the face's one <g id="gid"> group changes at `height` px (a wide
    canvas, the face centred in it), and the canvas size."""
    _full, _plain, copies, changed = group_pixels(style_id, card, gid, (height * 3, height))
    assert copies == 1, (style_id, card, gid, copies)
    return changed, _full.get_size()


def held_sign_box(style_id: str, card: str, height: int = 80) -> pygame.Rect:
    """Where the sign a court figure holds lands on the card at `height` px: the box of
    the pixels it changes (its upper copy on a double-headed card)."""
    import io

    text = (DECKS / style_id / f"{card}.svg").read_text(encoding="utf-8")
    bare, _ = without_held_signs(text)
    full = pygame.image.load_sized_svg(io.BytesIO(text.encode()), (height * 3, height))
    plain = pygame.image.load_sized_svg(io.BytesIO(bare.encode()), (height * 3, height))
    w, h = full.get_size()
    rows = h // 2 if style_id in ("piacentine", "trevisane") else h
    changed = [(x, y) for x in range(w) for y in range(rows)
               if sum(abs(a - b) for a, b in zip(full.get_at((x, y))[:3], plain.get_at((x, y))[:3])) > 60]
    xs, ys = [x for x, _ in changed], [y for _, y in changed]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


def ink_blobs(style_id: str, card: str, height: int = 80) -> list[tuple[pygame.Rect, int]]:
    """The separate blobs of ink (anything not paper) on a face drawn `height` px high,
    inside the frame, as (bounding box, pixels), ignoring specks under 6 px and, on a
    style with corner indices, the index plates' corners; printed corner numerals (`<g
    id="numeral">`, test_decks_trevisane) are taken out of the drawing."""
    return [(box, mask.count()) for box, mask in ink_masks(style_id, card, height)]


def ink_masks(style_id: str, card: str, height: int = 80) -> list[tuple[pygame.Rect, pygame.mask.Mask]]:
    """ink_blobs' blobs as (bounding box, the blob's mask over the frame's inside, whose
    top-left corner is at (0.07 w, 0.05 h))."""
    import io

    images = deck_art.CardImages(style_id)
    bare, numerals = without_groups((DECKS / style_id / f"{card}.svg").read_text(encoding="utf-8"),
                                     "numeral")
    surf = images.face(card, height)
    if numerals:
        drawn = pygame.image.load_sized_svg(io.BytesIO(bare.encode()), surf.get_size())
        surf = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        surf.blit(drawn, ((surf.get_width() - drawn.get_width()) // 2,
                          (surf.get_height() - drawn.get_height()) // 2))
    w, h = surf.get_size()
    inner, mask = countable.frame(surf), countable.ink(surf)  # build/countable.py
    blobs = [(c.get_bounding_rects()[0].move(inner.topleft), c)
             for c in mask.connected_components(countable.SPECK)]
    if images.style.corner_indices and not numerals:
        # the plates' boxes (indices.plate: 0.2 of the width, 0.36 of the height with
        # the suit sign under the numeral); the pips lie between the two columns
        plates = (pygame.Rect(0, 0, round(w * 0.21), round(h * 0.37)),
                  pygame.Rect(w - round(w * 0.21), h - round(h * 0.37), w, h))
        blobs = [b for b in blobs if not any(p.contains(b[0]) for p in plates)]
    return blobs


def ink_runs(mask: pygame.mask.Mask, y: int) -> list[tuple[int, int]]:
    """The runs of set bits along row y of a mask, as (start, length)."""
    out, start = [], None
    for x in range(mask.get_size()[0] + 1):
        on = x < mask.get_size()[0] and mask.get_at((x, y))
        if on and start is None:
            start = x
        elif not on and start is not None:
            out.append((start, x - start))
            start = None
    return out
