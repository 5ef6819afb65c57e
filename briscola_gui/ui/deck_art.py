"""Card pictures for the window: deck styles from assets/decks/<style>/manifest.json,
faces and backs rasterised from SVG by pygame-ce at the size asked for, and cached.

    styles = deck_styles()                 # napoletane first
    images = CardImages("napoletane", corner_indices=True)
    surf = images.face("1D", 240)          # Asso di denari, 240 px high

A style may ship a second drawing of some faces made for small heights (an optical
size: plainer, bolder signs with more paper between them), declared in its manifest as
``"small": {"below": 100, "cards": ["2D", ...]}`` and kept in ``small/<card>.svg``:
face() draws those cards from the small drawing when the card is under `below` px high.

A display mode must be set before face()/back() (they convert_alpha()).
"""
from __future__ import annotations

import json
from collections import OrderedDict
from dataclasses import dataclass, replace
from pathlib import Path

import pygame

from briscola_gui.resources import MissingAsset, asset_path, assets_dir

# Preferred order of the styles the project ships; others follow by id.
PREFERRED_ORDER = ("napoletane", "piacentine", "trevisane", "leggibili")
RANKS = tuple(range(1, 11))
SUITS = "DCBS"
CARDS = tuple(f"{r}{s}" for s in SUITS for r in RANKS)
HEIGHTS_KEPT = 2  # rasterised sizes kept in the cache (e.g. before and after a resize)


class DeckError(Exception):
    """A deck style's files are missing or damaged (the message names the file)."""


@dataclass(frozen=True)
class DeckStyle:
    id: str
    name: str
    aspect: float  # width / height
    width_mm: float
    height_mm: float
    suit_system: str
    credits: str
    corner_indices: bool
    small_below: int = 0  # cards under this height use the small drawings of small_cards
    small_cards: frozenset = frozenset()


def face_parts(style: DeckStyle, card: str, height: int) -> tuple[str, ...]:
    """The path of `card`'s drawing at `height` px inside the style's folder: the small
    drawing (small/<card>.svg) below the style's threshold when it has one, else <card>.svg."""
    if height < style.small_below and card in style.small_cards:
        return ("small", f"{card}.svg")
    return (f"{card}.svg",)


def _small(data: dict) -> tuple[int, frozenset]:
    """The manifest's optional "small" entry: (below, cards); ValueError when malformed."""
    small = data.get("small")
    if small is None:
        return 0, frozenset()
    if not isinstance(small, dict) or not isinstance(small.get("below"), int) \
            or not isinstance(small.get("cards"), list):
        raise ValueError('"small" must be {"below": height, "cards": [card, ...]}')
    cards = frozenset(small["cards"])
    if not 1 <= small["below"] <= 10_000 or not cards <= set(CARDS):
        raise ValueError(f'"small": a height 1-10000 and cards among 1D..10S, not {small!r}')
    return small["below"], cards


def _decks_dir() -> Path:
    return assets_dir() / "decks"


def load_style(style_id: str) -> DeckStyle:
    """The style's manifest; DeckError naming the file if missing or damaged."""
    if not style_id or "/" in style_id or "\\" in style_id or style_id.startswith("."):
        raise DeckError(f"not a deck style id: {style_id!r}")
    try:
        path = asset_path("decks", style_id, "manifest.json")
    except MissingAsset as exc:
        raise DeckError(f"unknown deck style {style_id!r}: {exc}") from None
    return read_manifest(path, style_id)


def read_manifest(path: Path, style_id: str) -> DeckStyle:
    """The manifest at `path` of the style `style_id` (an installed one or, for the build
    tools, an older commit's copy); DeckError naming the file if missing or damaged."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        style = DeckStyle(
            id=str(data["id"]), name=str(data["name"]), aspect=float(data["aspect"]),
            width_mm=float(data["width_mm"]), height_mm=float(data["height_mm"]),
            suit_system=str(data["suit_system"]), credits=str(data["credits"]),
            corner_indices=bool(data["corner_indices"]))
        below, small = _small(data)
    except (OSError, UnicodeDecodeError, ValueError, KeyError, TypeError) as exc:
        raise DeckError(f"damaged deck manifest {path}: {exc}") from None
    if style.id != style_id:
        raise DeckError(f"damaged deck manifest {path}: id {style.id!r} != folder {style_id!r}")
    if not 0.3 < style.aspect < 1.5:
        raise DeckError(f"damaged deck manifest {path}: aspect {style.aspect} out of range")
    return replace(style, small_below=below, small_cards=small)


def deck_styles() -> list[DeckStyle]:
    """Installed styles (folders of assets/decks with a readable manifest), napoletane first."""
    root = _decks_dir()
    if not root.is_dir():
        return []
    ids = [p.name for p in root.iterdir() if (p / "manifest.json").is_file()]
    ids.sort(key=lambda i: (PREFERRED_ORDER.index(i) if i in PREFERRED_ORDER
                            else len(PREFERRED_ORDER), i))
    out = []
    for i in ids:
        try:
            out.append(load_style(i))
        except DeckError:
            continue  # a damaged style is left out of the list; load_style names the problem
    return out


def _rasterise(path: Path, size: tuple[int, int]) -> pygame.Surface:
    """The SVG at `path` drawn exactly `size` pixels; DeckError naming the file if it
    is unreadable, truncated or not an SVG."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise DeckError(f"cannot read card image {path}: {exc}") from None
    if b"<svg" not in data[:400] or not data.rstrip().endswith(b"</svg>"):
        raise DeckError(f"damaged card image {path}: not a complete SVG file")
    try:
        surf = pygame.image.load_sized_svg(str(path), size)
    except (pygame.error, OSError, ValueError) as exc:
        raise DeckError(f"damaged card image {path}: {exc}") from None
    if surf.get_size() != size:
        # nanosvg keeps the drawing's aspect ratio; centre it on a card of the exact size
        exact = pygame.Surface(size, pygame.SRCALPHA)
        exact.blit(surf, ((size[0] - surf.get_width()) // 2, (size[1] - surf.get_height()) // 2))
        surf = exact
    return surf


class CardImages:
    """Faces and back of one deck style, rasterised per card height and cached.

    corner_indices=True lays the style's generated corner-index overlay
    (rank and small suit sign on white plates) over every face; styles that
    already print indices are left as they are."""

    def __init__(self, style_id: str, corner_indices: bool = False):
        self.style = load_style(style_id)
        self.corner_indices = bool(corner_indices) and not self.style.corner_indices
        self._cache: OrderedDict[int, dict[str, pygame.Surface]] = OrderedDict()

    def card_size(self, height: int) -> tuple[int, int]:
        height = int(height)
        if height < 1:
            raise ValueError(f"card height must be at least 1 pixel, not {height}")
        return max(1, round(height * self.style.aspect)), height

    def _file(self, *parts: str) -> Path:
        try:
            return asset_path("decks", self.style.id, *parts)
        except MissingAsset as exc:
            raise DeckError(str(exc)) from None

    def _bucket(self, height: int) -> dict[str, pygame.Surface]:
        if height in self._cache:
            self._cache.move_to_end(height)
            return self._cache[height]
        bucket: dict[str, pygame.Surface] = {}
        self._cache[height] = bucket
        while len(self._cache) > HEIGHTS_KEPT:
            self._cache.popitem(last=False)
        return bucket

    def face(self, card: str, height: int) -> pygame.Surface:
        if card not in CARDS:
            raise ValueError(f"not a card: {card!r} (rank 1-10 then suit D, C, B or S)")
        size = self.card_size(height)
        bucket = self._bucket(size[1])
        surf = bucket.get(card)
        if surf is None:
            surf = _rasterise(self._file(*face_parts(self.style, card, size[1])), size)
            if self.corner_indices:
                overlay = _rasterise(self._file("indices", f"{card}.svg"), size)
                surf = surf.copy()
                surf.blit(overlay, (0, 0))
            surf = surf.convert_alpha()
            bucket[card] = surf
        return surf

    def back(self, height: int) -> pygame.Surface:
        size = self.card_size(height)
        bucket = self._bucket(size[1])
        surf = bucket.get("back")
        if surf is None:
            surf = _rasterise(self._file("back.svg"), size).convert_alpha()
            bucket["back"] = surf
        return surf

    def clear_cache(self) -> None:
        self._cache.clear()
