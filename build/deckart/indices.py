"""Corner indices: the rank (1-7, F, C, R) and a small suit sign in the top-left corner,
repeated turned in the bottom-right.

Two kinds. The leggibili style prints its own, and they are the point of the style: a
numeral 17% of the card's height (13.6 px on a card 80 px high, the size on a crowded
table), condensed so the column stays narrow and leaves the pips and the court figure
clear. `plate(st)` is that column's box, which the number-card layout and the court
panel keep clear of. The other styles print no indices; the game may lay the optional
overlays (`big=False`: smaller, on a ruled white plate) over their faces."""
from __future__ import annotations

from typing import NamedTuple

from . import glyphs, suits
from .palettes import SUIT_COLOURS, SUIT_INK
from .svg import group, rect, turn

INDEX_LABEL = {1: "1", 2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "F", 9: "C", 10: "R"}
PLAIN = {"D": "plain", "C": "plain", "B": "plain", "S": "plain"}

BIG_DIGIT = 0.17       # numeral height / card height (13.6 px at 80 px, 12 of full ink)
BIG_CONDENSE = 0.68    # numeral width / its normal width
BIG_WEIGHT = 3.9       # stroke, in glyph units (16 = the glyph's height)
BIG_SIGN = 0.44        # suit sign under the numeral / numeral height: a coin or cup about
                       # 6 px across on a card 80 px high, no wider than the numeral, so
                       # the column stays narrow and the pips beside it grow (review 13f:
                       # at 0.53 it set a column 37 px wide at 400 px, the 4D coins 48 px)
BIG_LONG = 1.8         # a club or sword, being narrow, is drawn this much taller (11 px)


class Plate(NamedTuple):
    """The top-left index column, in card units."""
    x: float
    y: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.x + self.width

    @property
    def bottom(self) -> float:
        return self.y + self.height


def _metrics(st, big: bool) -> tuple[float, float, float, float]:
    """(numeral height, condense, stroke weight, suit sign size)."""
    if big:
        gh = st.h * BIG_DIGIT
        return gh, BIG_CONDENSE, BIG_WEIGHT, gh * BIG_SIGN
    gh = st.h * 0.088
    return gh, 1.0, 2.8, gh * 0.8


def plate(st, big: bool = True) -> Plate:
    """The box of the top-left index (the bottom-right one is this box turned)."""
    gh, cond, _, sign = _metrics(st, big)
    pad = gh * (0.06 if big else 0.15)
    pw = max(glyphs.text_width("8", gh) * cond, sign) + 2 * pad
    ph = gh + sign * BIG_LONG + gh * 0.26 if big else gh + sign + gh * 0.45
    x0 = st.w * (0.022 if big else 0.035)
    return Plate(x0, x0, pw, ph)


def _big_sign_y(box: Plate, gh: float) -> float:
    """The middle of the big index's suit sign: centred in the room under the numeral."""
    return box.y + (gh * 1.14 + box.height) / 2


def round_ink(st, suit: str) -> tuple[tuple, tuple]:
    """The boxes (x0, y0, x1, y1) round the ink of the top-left big index on a coin or
    cup card: (the numeral, the suit sign under it). The sign ends well above the plate's
    box (that has room for a club), so the coins and cups may tuck in nearer under its
    corner; and a row may stand nearer the numeral than the sign, which a reader could
    count as one more coin (review 13), the numeral never."""
    gh, cond, _, sign = _metrics(st, True)
    box = plate(st)
    tall = sign * (1.25 if suit == "C" else 1.0)
    cx = box.x + box.width / 2
    half = glyphs.text_width("8", gh) * cond / 2 + 3   # and the outline's stroke
    numeral = (cx - half, box.y, cx + half, box.y + gh * 1.1 + 4)
    half = sign / 2 + 3
    sign_y = _big_sign_y(box, gh)
    return numeral, (cx - half, sign_y - tall / 2 - 3, cx + half, sign_y + tall / 2 + 3)


def index_plate(st, rank: int, suit: str, big: bool) -> str:
    """Top-left corner index: rank label and a small suit sign under it, on a white plate."""
    label = INDEX_LABEL[rank]
    gh, cond, weight, sign_size = _metrics(st, big)
    box = plate(st, big)
    tw = glyphs.text_width(label, gh) * cond
    if not big:
        edge, sw = "#3a3a3a", 3.0
    elif rank >= 8:  # on a court card the plate is a tab of the panel's suit-coloured frame
        edge, sw = SUIT_COLOURS[suit], 8.0
    else:
        edge, sw = None, 0.0
    out = [rect(box.x, box.y, box.width, box.height, "#ffffff", edge, sw, rx=gh * 0.16)]
    out.append(group([glyphs.text(label, 0, 0, gh, SUIT_INK[suit], weight, face=glyphs.GROTESK if big else None)],
                     tx=box.x + (box.width - tw) / 2, ty=box.y + gh * (0.1 if big else 0.12), scale=cond, sy=1.0))
    if suit in "DC":  # a cup, narrower than a coin, as wide as the coin on the big index
        tall = 1.25 if big and suit == "C" else 1.0
        drawn = group([suits.sign(suit, st.variants if big else PLAIN, st.pal)], scale=sign_size * tall / 100)
    elif suit == "B":  # a slim club, knobbed head and long narrow grip (stubbier, it
        # read as a bell, the lower one turned head down)
        drawn = group([suits.club("bold", st.pal, 70, slim=0.75) if big else
                       suits.club("plain", st.pal, 70, slim=0.62)],
                      scale=sign_size * (BIG_LONG if big else 1.15) / 70)
    elif big:  # the deck's own slender sword, as long as the club (the short stout
        # one, as wide as the column, read as a toy: review 13f)
        drawn = group([suits.sword("bold", st.pal)], scale=sign_size * BIG_LONG / 100)
    else:  # a short, stout sword reads better this small
        drawn = group([suits.sign(suit, PLAIN, st.pal, 70)],
                      scale=sign_size * (BIG_LONG if big else 1.15) / 70)
    if big:
        sign_y = _big_sign_y(box, gh)
    else:
        sign_y = box.y + gh * 1.24 + sign_size / 2
    out.append(group([drawn], tx=box.x + box.width / 2, ty=sign_y))
    return "".join(out)


def corner_indices(st, rank: int, suit: str, big: bool = False) -> list[str]:
    one = index_plate(st, rank, suit, big)
    return [one, turn([one], st.w / 2, st.h / 2)]
