"""The card pictures the table draws: the installed deck art when there is any,
else the plain fallback. Also the rotated face-up briscola, cached per size."""
from __future__ import annotations

import logging

import pygame

from .card_fallback import BACKS, FallbackCards, plain_back

log = logging.getLogger(__name__)

try:                                   # the deck art lands on its own branch
    from . import deck_art as _deck_art
except Exception:                      # pragma: no cover - depends on what is installed
    log.exception("the deck art cannot be loaded: plain cards only")
    _deck_art = None


def styles() -> list[tuple[str, str]]:
    """(id, name) of every installed deck style; the plain fallback when there is none."""
    out = []
    if _deck_art is not None:
        try:
            out = [(s.id, s.name) for s in _deck_art.deck_styles()]
        except Exception:
            log.exception("the deck styles cannot be listed: plain cards only")
            out = []
    return out + [("plain", "Plain")]


def open_cards(style_id: str = "", corner_indices: bool = False, back: str = "deck"):
    """A CardImages-like object for ``style_id`` (the first style when empty or unknown)."""
    ids = [s for s, _ in styles()]
    if style_id not in ids or not style_id:
        style_id = ids[0]
    if _deck_art is not None and style_id != "plain":
        try:
            return Cards(_deck_art.CardImages(style_id, corner_indices=corner_indices), back)
        except Exception:
            log.exception("deck %r cannot be opened: plain cards instead", style_id)
    return Cards(FallbackCards(style_id, corner_indices=corner_indices, back=back))


def _fast(surf: pygame.Surface) -> pygame.Surface:
    """The surface in the display's pixel format, so blitting it every frame is cheap."""
    if pygame.display.get_surface() is not None:
        try:
            return surf.convert_alpha()
        except pygame.error:
            pass
    return surf


class Cards:
    """Wraps a CardImages; adds the cached sideways briscola and a cache check."""

    def __init__(self, images, back: str = "deck"):
        self.images = images
        self.back_choice = back
        self._plain = None             # stands in for a picture the deck art cannot give
        self._rotated: dict = {}
        self._surfaces: dict = {}

    def _stand_in(self):
        if self._plain is None:
            w, h = self.images.card_size(1000)
            self._plain = FallbackCards(corner_indices=True, aspect=w / h)
        return self._plain

    def _picture(self, card: str | None, height: int) -> pygame.Surface:
        try:
            return self.images.face(card, height) if card else self.images.back(height)
        except Exception:              # a damaged card file must not stop the game
            log.exception("card %r cannot be drawn at %d px: a plain one instead", card or "back", height)
            plain = self._stand_in()
            return plain.face(card, height) if card else plain.back(height)

    def card_size(self, height: int) -> tuple[int, int]:
        return self.images.card_size(int(height))

    def face(self, card: str, height: int) -> pygame.Surface:
        key = (card, int(height))
        surf = self._surfaces.get(key)
        if surf is None:
            surf = self._surfaces[key] = _fast(self._picture(card, int(height)))
        return surf

    def back(self, height: int) -> pygame.Surface:
        key = ("back", int(height))
        surf = self._surfaces.get(key)
        if surf is None:
            if self.back_choice in BACKS and self.back_choice != "deck":
                raw = plain_back(self.card_size(height), BACKS[self.back_choice])
            else:
                raw = self._picture(None, int(height))
            surf = self._surfaces[key] = _fast(raw)
        return surf

    def warm(self, card: str | None, height: int) -> bool:
        """Rasterize one picture ahead of need; True if it was not cached yet."""
        key = (card or "back", int(height))
        if key in self._surfaces:
            return False
        self.face(card, height) if card else self.back(height)
        return True

    def sideways(self, card: str, height: int) -> pygame.Surface:
        key = (card, int(height))
        surf = self._rotated.get(key)
        if surf is None:
            surf = self._rotated[key] = pygame.transform.rotate(self.face(card, height), 90)
        return surf

    def clear_cache(self) -> None:
        self._rotated.clear()
        self._surfaces.clear()
        self.images.clear_cache()
