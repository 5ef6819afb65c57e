"""Fonts and rendered text, cached: a frame never rasterizes the same string twice.

Why text is drawn large and scaled down: the font engine hints every glyph at the size it
is drawn, snapping each letter's width to whole pixels. At the small sizes a table needs
(the default font is drawn at 0.6875 of the size asked) those roundings add up unevenly
and words fall apart ("Me nu", "pl ayed"). So a line is rendered at ``SUPERSAMPLE`` times
its size, where the rounding is a quarter pixel, and smooth-scaled down: the letters keep
the font's true spacing at every window size. Large text (where rounding no longer shows)
is rendered directly. Either way the letters stand at the font's own advances: its kerning
table, which pushed common pairs apart ("Imposta zioni"), is left out (``Face``).

Sizes given to ``Text`` are the nominal sizes the scenes have always used;
``Text.em(size)`` is the text's real height in pixels (its em), which the readability
tests hold to at least 12 px at 800x600."""
from __future__ import annotations

import math
from collections import OrderedDict

import pygame
import pygame.freetype

WHITE = (245, 242, 230)
DIM = (170, 180, 170)
GOLD = (240, 200, 90)
RED = (200, 60, 50)

SUPERSAMPLE = 4            # small text is rendered this many times larger, then scaled down
DIRECT_FROM = 64           # from this nominal size up, hinting errors are too small to see
DEFAULT_FONT_SHARE = 0.6875  # pygame's default font is drawn at this share of the size asked
NBSP = "\u00a0"             # a space no line breaks at ("keys 1-3"): the font has no glyph for it


def font_size(size: tuple[int, int], share: float, least: int = 14, scale: float = 1.0) -> int:
    """A screen's text size: ``share`` of the window's height, but in a window taller than
    4:3 of its width only, so a tall narrow window gets text that fits across it; never
    below ``least``, times ``scale``."""
    w, h = size
    return int(max(least, int(min(h, w * 3 / 4) * share)) * scale)


def em(size: int) -> int:
    """The height in pixels of text drawn at the nominal ``size`` (its em)."""
    return int(max(8, int(size)) * DEFAULT_FONT_SHARE)


def least_em(window: tuple[int, int], scale: float = 1.0) -> int:
    """The smallest em any text gets in ``window``: 12 px at 800x600, following the
    window's shorter side (10 px at 640x480, 16 px from 1067x800 up), times ``scale``."""
    w, h = window
    side = min(h, w * 3 / 4)
    return int(round(min(16, max(10, 12 * side / 600)) * scale))


def nominal(em_px: int) -> int:
    """The smallest nominal size whose em is ``em_px``."""
    size = math.ceil(em_px / DEFAULT_FONT_SHARE)
    while em(size - 1) >= em_px:
        size -= 1
    while em(size) < em_px:
        size += 1
    return size


def fit_size(text: "Text", label: str, size: int, width: int, smallest: int = 10) -> int:
    """The largest font size not above ``size`` at which ``label`` fits ``width`` pixels
    (never below the window's least size: ``text`` draws nothing smaller)."""
    while size > smallest and text.font(size).size(label)[0] > width:
        size -= 1
    return size


class Face:
    """Measures text exactly as ``Text`` draws it at one nominal size.

    Letters are set at the font's own advances, without its kerning table: the default
    font's table pushes common pairs apart by a tenth of an em ("Imposta zioni", "vit torie",
    "Me nu"), so pygame.font (which always kerns) is not used; pygame.freetype draws the
    same font with kerning off."""

    def __init__(self, size: int, factor: int):
        if not pygame.freetype.get_init():
            pygame.freetype.init()
        # pygame.font.Font(None, size) draws its default font at this point size
        self._font = pygame.freetype.Font(None, int(size * factor * DEFAULT_FONT_SHARE))
        self._font.pad = True            # the line's box: ascender to descender, advances across
        self._font.kerning = False
        self.factor = factor

    def size(self, text: str) -> tuple[int, int]:
        w = self._font.get_rect(text.replace(NBSP, " ")).width if text else 0
        return (math.ceil(w / self.factor), self.get_height())     # the line's height

    def get_height(self) -> int:
        return math.ceil(self._font.get_sized_height() / self.factor)

    @property
    def em(self) -> float:
        """The font size as drawn, in pixels (the font's own point size, at 72 dpi)."""
        return self._font.size / self.factor

    def render(self, text: str, color) -> pygame.Surface:
        k = self.factor
        line = self._font.get_sized_height()
        if not text:
            return pygame.Surface((0, math.ceil(line / k)), pygame.SRCALPHA)
        ink, _ = self._font.render(text.replace(NBSP, " "), color)
        surf = pygame.Surface((ink.get_width(), max(line, ink.get_height())), pygame.SRCALPHA)
        surf.blit(ink, (0, 0))           # the ascender at the top, as pygame.font draws it
        # every pixel in the ink's colour (the clear ones were black): scaled down, the soft
        # edges keep the colour instead of greying the letters
        surf.fill(color[:3], special_flags=pygame.BLEND_RGB_MAX)
        if k == 1:
            return surf
        w, h = surf.get_size()
        return pygame.transform.smoothscale(surf, (max(1, math.ceil(w / k)), max(1, math.ceil(h / k))))


class Text:
    """Draws and measures text. No text is drawn below the window's least size
    (``least_em``, set by ``fit``): a layout asking for less gets that, so whatever a
    player must read stays readable and the layouts' own checks see the real size."""

    def __init__(self, limit: int = 600):
        self._faces: dict[int, Face] = {}
        self._cache: OrderedDict = OrderedDict()
        self._wraps: dict = {}                # wrap_phrases' lines (a hint is drawn every frame)
        self.limit = limit
        self.least = 8            # the smallest nominal size drawn (see ``fit``)
        self.scale = 1.0

    def fit(self, window: tuple[int, int], scale: float = 1.0) -> None:
        """The window's size (or the text scale) changed: the least size follows."""
        least = nominal(least_em(window, scale))
        if (least, scale) != (self.least, self.scale):
            self.least, self.scale = least, scale
            self._cache.clear()

    def actual(self, size: int) -> int:
        """The nominal size text asked at ``size`` is drawn at."""
        return max(self.least, int(size))

    def em(self, size: int) -> int:
        """The height in pixels of text asked at ``size``."""
        return em(self.actual(size))

    def font(self, size: int) -> Face:
        size = max(8, self.actual(size))
        face = self._faces.get(size)
        if face is None:
            k = 1 if size >= DIRECT_FROM else SUPERSAMPLE
            face = self._faces[size] = Face(size, k)
        return face

    def size(self, text: str, size: int) -> tuple[int, int]:
        """The width and height ``text`` takes drawn at ``size``."""
        return self.font(size).size(text)

    def render(self, text: str, size: int, color=WHITE) -> pygame.Surface:
        key = (text, self.actual(size), tuple(color))
        surf = self._cache.get(key)
        if surf is None:
            surf = self.font(size).render(text, color)
            self._cache[key] = surf
            if len(self._cache) > self.limit:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(key)
        return surf

    def draw(self, surface: pygame.Surface, text: str, size: int, color=WHITE, center=None,
             topleft=None, midleft=None, midright=None, midtop=None, midbottom=None,
             topright=None, shadow: bool = False) -> pygame.Rect:
        surf = self.render(text, size, color)
        rect = surf.get_rect()
        for name, value in (("center", center), ("topleft", topleft), ("midleft", midleft),
                            ("midright", midright), ("midtop", midtop), ("midbottom", midbottom),
                            ("topright", topright)):
            if value is not None:
                setattr(rect, name, (int(value[0]), int(value[1])))
                break
        if shadow:
            surface.blit(self.render(text, size, (0, 0, 0)), rect.move(1, 1) if size < 30 else rect.move(2, 2))
        surface.blit(surf, rect)
        return rect

    def wrap(self, text: str, size: int, width: int) -> list[str]:
        """Split ``text`` into lines that fit ``width`` pixels (words kept whole)."""
        font = self.font(size)
        lines: list[str] = []
        for para in text.split("\n"):
            words = para.split(" ")
            line = ""
            for w in words:
                trial = w if not line else line + " " + w
                if font.size(trial)[0] <= width or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = w
            lines.append(line)
        return lines

    def wrap_even(self, text: str, size: int, width: int) -> list[str]:
        """As ``wrap``, in as many lines, but as even as they can be: the narrowest width
        that needs no more lines (a last word alone on its line read as a slip: "it gives
        away no / points.")."""
        lines = self.wrap(text, size, width)
        lo, hi = 1, width
        while len(lines) > 1 and lo < hi:
            mid = (lo + hi) // 2
            if len(self.wrap(text, size, mid)) <= len(lines):
                hi = mid
            else:
                lo = mid + 1
        return self.wrap(text, size, hi) if len(lines) > 1 else lines

    def wrap_phrases(self, text: str, size: int, width: int, keep: tuple[str, ...] = ()) -> list[str]:
        """As ``wrap_even``, but broken where a reader pauses, for a sentence of two to four
        lines: never inside a phrase of ``keep`` (a card's name: "the Knight of / Coins"),
        after a clause's punctuation where one allows as few lines, otherwise as even as can
        be ("few points at / stake" read as a slip). Longer texts: ``wrap_even``."""
        key = (text, self.actual(size), width, keep)
        lines = self._wraps.get(key)
        if lines is None:
            lines = self._wraps[key] = self._phrases(text, size, width, keep)
            if len(self._wraps) > self.limit:
                self._wraps.pop(next(iter(self._wraps)))
        return lines

    def _phrases(self, text: str, size: int, width: int, keep: tuple[str, ...]) -> list[str]:
        least = len(self.wrap(text, size, width))
        words = text.split(" ")
        if least == 1 or least > 4 or "\n" in text or len(words) > 40:
            return self.wrap_even(text, size, width)
        starts = [len(" ".join(words[:i])) for i in range(1, len(words))]     # each space's place
        inside = [any(p <= s < p + len(ph) for ph in keep for p in _places(text, ph)) for s in starts]
        font = self.font(size)
        wide = lambda i, j: font.size(" ".join(words[i:j]))[0]                 # noqa: E731
        pause = width // 2         # a break after a clause's punctuation is worth this evenness

        def layouts(i: int, left: int):
            """Every way to set words[i:] in ``left`` lines: (breaks, line widths)."""
            if left == 1:
                w = wide(i, len(words))
                if w <= width:
                    yield [], [w]
                return
            for j in range(i + 1, len(words) - left + 2):
                w = wide(i, j)
                if w > width and j > i + 1:
                    return
                if not inside[j - 1]:
                    for breaks, widths in layouts(j, left - 1):
                        yield [j] + breaks, [w] + widths

        def cost(breaks: list[int], widths: list[int]) -> int:
            slips = sum(words[j - 1][-1] not in ",:;.!?" for j in breaks)
            alone = min(widths) * 3 < max(widths)          # "Consiglio:" alone on its line
            return pause * slips + max(widths) - min(widths) + width * alone

        for n in range(least, 5):
            best = min(((cost(breaks, widths), breaks) for breaks, widths in layouts(0, n)), default=None)
            if best is not None:
                cuts = [0] + best[1] + [len(words)]
                return [" ".join(words[a:b]) for a, b in zip(cuts, cuts[1:])]
        return self.wrap_even(text, size, width)

    def clear(self) -> None:
        self._cache.clear()


def _places(text: str, phrase: str) -> list[int]:
    """Where ``phrase`` starts in ``text``, every time."""
    places, at = [], text.find(phrase) if phrase else -1
    while at >= 0:
        places.append(at)
        at = text.find(phrase, at + 1)
    return places
