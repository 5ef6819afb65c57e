"""Review 19, Trevisane item 1: the Cavalli were flat oval horses with doll-sized riders,
and the Cavallo di spade (the signature card) "neither rears nor holds the sabre over
his head: a small grey smudge between two huge sabres". His horse rears, its head and
forelegs drawn large (horses.HalfPose.scale), and he sits up, larger, holding his sabre
level over his head; the other three riders are drawn larger and their horses' heads
too. Measured on the generated faces at 240 px, the upper half (the pixels each marked
group, `held`, `rider`, `horse`, changes there)."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

# display: the module's autouse fixture (a 1x1 display mode), shared with test_decks
from deck_support import display, group_pixels  # noqa: E402,F401


def _upper(card: str, gid: str):
    """The pixels the group changes in the upper half at 240 px, and that half's area."""
    full, _, _, changed = group_pixels("trevisane", card, gid, (720, 240))
    w, h = full.get_size()
    return [p for p in changed if p[1] < h // 2], w * h / 2


def test_cavallo_di_spade_holds_his_sabre_level_over_his_head():
    """The sabre lies level over the rider's head: its pixels span at least twice as wide
    as they are tall (swung aloft, a diagonal: 77 x 71 px), and its middle row lies above
    the rider's hat."""
    sabre, _ = _upper("9S", "held")
    rider, _ = _upper("9S", "rider")
    xs, ys = [x for x, _ in sabre], [y for _, y in sabre]
    wide, tall = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
    assert wide >= 2 * tall, (wide, tall)
    assert sum(ys) / len(ys) < min(y for _, y in rider), (sum(ys) / len(ys), min(y for _, y in rider))


# the least share of the upper half each group covers (main before: the Cavallo di
# spade's horse 9.2%, his rider 3.8%; the riders di denari and di coppe 4.7% and 4.1%;
# the horses di denari, di coppe, di bastoni 12.2%, 9.5%, 11.9%)
FILLS = {("9S", "horse"): 0.13, ("9S", "rider"): 0.07, ("9D", "rider"): 0.05, ("9C", "rider"): 0.048,
         ("9D", "horse"): 0.127, ("9C", "horse"): 0.1, ("9B", "horse"): 0.13}


@pytest.mark.parametrize("card,gid", sorted(FILLS))
def test_cavalli_horses_and_riders_fill_the_half(card, gid):
    """The rearing horse's head and forelegs and the rider sitting up over it fill the
    Cavallo di spade's half; the other riders are drawn 0.9x (0.8x before; the Cavallo di
    bastoni's keeps 0.8x, larger his blue saddle cloth was hidden: a bastoni court must
    show blue), their horses' heads 1.45x (1.24x)."""
    pixels, area = _upper(card, gid)
    assert len(pixels) / area >= FILLS[card, gid], round(len(pixels) / area, 3)
