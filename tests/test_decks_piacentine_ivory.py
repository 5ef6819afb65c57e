"""The Piacentine Cavallo di coppe on a cream (ivory) horse, not a grey one.

Session 20's final blind reading (20 fresh untold readers, random 40-card sheets, 80 px,
main f464e6c) read the 9C wrong 18 times in 26, 10 of them as the Cavallo di spade (9S),
whose horse is a dark blue-grey: the 9C's white horse, shaded grey away from its head,
was a second grey horse at 80 px. Its coat is now a warm ivory shaded towards tan, its
mane golden tan (court_looks.IVORY_HORSE)."""
from deck_support import group_pixels


def _horse_warmth(card: str) -> float:
    full, _, _, changed = group_pixels("piacentine", card, "horse", (240, 80))
    pixels = [full.get_at(p) for p in changed]
    return sum(c[0] - c[2] for c in pixels) / len(pixels)


def test_cavallo_di_coppe_horse_warm_not_grey():
    """At 80 px the 9C's horse pixels are on average at least 32 redder than blue
    (R - B: 19 on the grey-shaded white horse of f464e6c, 40 now), unlike the Cavallo di
    spade's blue-grey horse (below 10)."""
    assert _horse_warmth("9C") >= 32, round(_horse_warmth("9C"), 1)
    assert _horse_warmth("9S") < 10, round(_horse_warmth("9S"), 1)
