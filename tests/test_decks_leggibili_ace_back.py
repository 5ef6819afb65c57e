"""Review 18 (issue #13), leggibili item 5: the Asso di spade, a sword through an open gold
crown, read as a Sardinian or Spanish ace; the deck follows the Neapolitan one (a sword
with laurel and a red bow: bold_aces._laurelled). The back, navy rays from a medallion,
was the least crafted element: now a fine woven check in a border (backs.check).
Review 19: the Asso di coppe "a flat red goblet with a yellow band" (now a jewelled band,
a fluted bowl, acanthus leaves), the Asso di denari's sunburst to fill the card."""
from __future__ import annotations

import collections
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

# display: the module's autouse fixture (a 1x1 display mode), shared with test_decks
from deck_support import DECKS, display  # noqa: E402,F401


def _drawn(name: str) -> pygame.Surface:
    return pygame.image.load_sized_svg(str(DECKS / "leggibili" / f"{name}.svg"), (720, 240))


def test_asso_di_spade_laurel_and_ribbon_no_crown():
    """At 240 px: no gold in the top half of the card between the index columns (the
    crown's: 886 pixels), and the red bow on the grip at least 400 red pixels (55 before,
    the crown's jewel)."""
    surf = _drawn("1S")
    w, h = surf.get_size()

    def gold(p) -> bool:
        return p[0] > 200 and p[1] > 150 and p[2] < 90

    def red(p) -> bool:
        return p[0] > 150 and p[1] < 70 and p[2] < 70

    crown = sum(gold(surf.get_at((x, y))) for y in range(h // 2) for x in range(round(w * 0.2), round(w * 0.8)))
    bow = sum(red(surf.get_at((x, y))) for y in range(h) for x in range(w))
    assert crown == 0 and bow >= 400, (crown, bow)


def test_back_a_woven_check():
    """The field of the back (a band above the medallion, at 240 px) in three tones of
    blue, each at least 10% of it: the ground, the bands and their crossings (the rays
    were two tones, 46% and 45%)."""
    surf = _drawn("back")
    w, h = surf.get_size()
    tones = collections.Counter(tuple(surf.get_at((x, y)))[:3] for y in range(round(h * 0.12), round(h * 0.3))
                                for x in range(round(w * 0.15), round(w * 0.85)))
    total = sum(tones.values())
    shares = sorted((n / total for n in tones.values()), reverse=True)
    assert len(shares) >= 3 and shares[2] >= 0.1, shares[:4]


def test_asso_di_coppe_jewelled_and_leafed():
    """At 240 px the Asso di coppe's band holds blue stones (78 blue pixels) and green
    acanthus leaves spring from its stem (203 green): at least 40 and 120 between the
    index columns; the plain band and stem held none."""
    surf = _drawn("1C")
    w, h = surf.get_size()
    pixels = [surf.get_at((x, y)) for y in range(h) for x in range(int(w * 0.22), int(w * 0.78))]
    blue = sum(1 for p in pixels if p[2] > 150 and p[0] < 80)
    green = sum(1 for p in pixels if p[1] > 110 and p[0] < 90 and p[2] < 110)
    assert blue >= 40 and green >= 120, (blue, green)


def test_asso_di_denari_sunburst_tall():
    """The asso di denari's sunburst stood in a lot of white, a round 0.44 of the card's
    height; its rays now reach an upright figure (longest up and down, towards the plates'
    corners no longer): at least 0.55 of the height at 240 px (0.60)."""
    from deck_support import one_group_pixels

    changed, (_, h) = one_group_pixels("leggibili", "1D", "figure", 240)
    ys = [y for _, y in changed]
    assert max(ys) - min(ys) >= 0.55 * h, (max(ys) - min(ys)) / h
