"""Court cards laid on the card: the figure (its look from court_looks.py) standing
full-length on a ground coloured by the suit (Napoletane), double-headed halves meeting
at a thin middle line (Piacentine, Trevisane), or on a panel kept clear of the corner
indices (leggibili); each scaled and placed to fit its frame."""
from __future__ import annotations

from . import arms, court_ink, holding, horses, indices, numerals, riders, seam, standing
from .court_looks import LOOKS
from .looks import Look
from .palettes import SUIT_COLOURS, SUIT_TINT
from .svg import ellipse, group, path, poly, rect, sheen, smooth, turn
from .svg import shade_hex as shade

PERSON_CUT, RIDER_CUT = 238.0, 242.0
# the Fanti of both double-headed decks are cut lower: the Trevisane a little below the
# belt, above the coat's hem (cut at the hip, the hem band's studs and the tops of the
# hose made a jagged band across the card with their mirror: review 13g), the Piacentine
# just above the tunic's waving hem and the hose (cut at the hem, 266, the two hems met
# on the line as a row of crimped diamonds: review 13h), the column running into its mirror
TUNIC_CUT_BY_STYLE = {"trevisane": 246.0, "piacentine": 252.0}
HALF_BROAD = 1.22  # half figures broader in the shoulders, as printed
HALF_BROAD_BY_STYLE = {"piacentine": 2.3, "trevisane": 1.4}  # the narrow Piacentine card
# has room across: its half figures broad in the shoulders and the robe, as printed (the
# body no wider than the arms and the held sign already make the figure, so it is not
# drawn smaller); the Trevisane a little broader too (review 13h: narrow in much paper)
HALF_HEAD = 1.35   # and their heads larger: face, beard and headgear tell Fante from Re
HALF_HEAD_BY_STYLE = {"piacentine": 1.42, "trevisane": 1.45}   # the Trevisane faces
# larger (review 18: heads a sixth of the half, faces a few strokes), their Re's crowns
# no taller for it (HALF_CROWN_BY_STYLE: a taller head shrinks the figure and its sign)
MANTLE_SPREAD_BY_STYLE = {"trevisane": 1.3}   # a half Re's mantle worn behind spread out
# towards the frame, as printed (the figures left half the frame empty: review 13f)
# half figures drawn as a column: straight sides from sloping shoulders, broad sleeves,
# no shoulder puffs (review 13f: box-shaped mannequins with ball shoulders, a bow-tie at
# the middle line)
COLUMN_STYLES = ("piacentine",)
# the Trevisane garments fall straight this far above the cut, as wide as at the cut,
# meeting their turned copy with parallel sides (review 13g: coats and la Vecia's gown flaring to the middle line
# met their mirror in a pinched diamond)
STRAIGHT_BY_STYLE = {"trevisane": 24.0}
# the Piacentine Re's crowns drawn larger still: without corner indices the rank is read
# from the figure, and at 80 px the blind readers could not tell Re from Fante (r2:
# "hard to tell whether a figure wore a crown"; session 18, pooled A/B rounds on 1.6x
# crowns: 10C 24/99 wrong, 9 of them as the Fante, 10B 8/44 as the Fante)
HALF_CROWN_BY_STYLE = {"piacentine": 1.8, "trevisane": 1.15}  # (1.15 x 1.45: the 1.3 x 1.35 of before)
# the paper a half figure holding a coin or a cup leaves between its widest reach (the
# sign) and the frame's middle line, in units (3 otherwise; review 13g: the Piacentine
# coins and cups drawn onto the thin frame line, a layout error to the eye)
FRAME_CLEAR = {"piacentine": 8.0}


def figure(st, rank: int, suit: str, cut: float | None) -> str:
    look = LOOKS[st.id][(rank, suit)]
    column = cut is not None and st.id in COLUMN_STYLES
    if rank == 9:  # the coat's motif compact as the column's
        return riders.rider(st.pal, look, suit, st.variants, cut, compact=column)
    return standing.standing(st.pal, look, suit, st.variants, cut, breadth(st, cut, look),
                             head(st, cut), spread(st, cut),
                             column=column, crown=crown(st, cut, look),
                             straight=straight(st, cut))


def straight(st, cut: float | None) -> tuple | None:
    """Where a half figure's garment falls straight to the cut, as its style says
    (standing.garment_points), or None."""
    return (cut - STRAIGHT_BY_STYLE[st.id], cut) if cut is not None and st.id in STRAIGHT_BY_STYLE else None


def head(st, cut: float | None) -> float:
    """How much larger a standing figure's head is drawn: a half figure's larger."""
    return 1.0 if cut is None else HALF_HEAD_BY_STYLE.get(st.id, HALF_HEAD)


def crown(st, cut: float | None, look: Look | None = None) -> float | None:
    """How large a half Re's crown is drawn, as his look or else his style says (None:
    the usual)."""
    if cut is None:
        return None
    return (look.crown_k if look is not None else None) or HALF_CROWN_BY_STYLE.get(st.id)


def breadth(st, cut: float | None, look) -> float:
    """How broad a standing figure is drawn: a half figure broader, as its style says, and
    a stocky one (look.build) broader still."""
    return (1.0 if cut is None else HALF_BROAD_BY_STYLE.get(st.id, HALF_BROAD)) * look.build


def spread(st, cut: float | None) -> float:
    """How wide a half Re's mantle worn behind spreads, as his style says."""
    return 1.0 if cut is None else MANTLE_SPREAD_BY_STYLE.get(st.id, 1.0)


def extent(st, rank: int, suit: str, cut: float | None) -> holding.Box:
    look = LOOKS[st.id][(rank, suit)]
    if rank == 9:
        return riders.extent(look, suit, cut, st.variants[suit])
    return standing.extent(look, suit, head(st, cut), st.variants[suit], breadth(st, cut, look),
                           spread(st, cut), crown(st, cut, look))


def fit(box: holding.Box, x0: float, y_top: float, x1: float, y_base: float, base_at: float):
    """Scale and offset placing a figure's frame (box.top..base_at, box.left..box.right)
    inside the card box, centred across."""
    sc = min((y_base - y_top) / (base_at - box.top), (x1 - x0) / (box.right - box.left))
    ox = (x0 + x1) / 2 - (box.left + box.right) / 2 * sc
    return sc, ox, y_base - base_at * sc


ARM_OUT = (-80.0, 88.0)  # a standing figure's left shoulder and upper arm, outer corner
CAPE_OUT = (-86.0, 108.0)  # and a rounded cape's shoulder (standing.ROUND_CAPE), lower


def fit_between_plates(st, look: Look, suit: str, box: holding.Box):
    """Scale and offset for a standing figure on the leggibili panel: as large as the
    panel allows while the head stays right of the upper index plate, the shoulder and
    arm on the left right of it or below it, clear of its frame, and the hem (and a
    sign held low) left of the lower one. Shrinks in 1% steps until it fits."""
    w, h = st.w, st.h
    x0, x1, y0, y1 = w * 0.08, w * 0.92, h * 0.05, h * 0.925
    plate_right, plate_left = w * 0.24, w * 0.76   # inner edges of the two index plates
    plate, clear = indices.plate(st), w * 0.028
    head_left = -42.0
    low_right = 108.0 if look.mantle else {"tunic": 48.0, "coat": 70.0, "gown": 88.0, "robe": 80.0}[look.garment]
    held = holding.sign_box(suit, arms.grip(look, suit))
    if held.bottom > 300 and not look.mirror:  # a sign held low on the right
        low_right = max(low_right, held.right)
    sc = min((y1 - y0) / (400 - box.top), (x1 - x0) / (box.right - box.left),
             (plate_left - plate_right) / (low_right - head_left))
    while True:
        lo = max(x0 - box.left * sc, plate_right - head_left * sc)
        hi = min(x1 - box.right * sc, plate_left - low_right * sc)
        for out_x, out_y in (ARM_OUT, CAPE_OUT) if look.cape in standing.CAPES else (ARM_OUT,):
            if y1 - (398 - out_y) * sc < plate.bottom + clear:  # the arm beside the plate
                lo = max(lo, plate.right + clear - out_x * sc)
        if lo <= hi:
            return sc, (lo + hi) / 2, y1 - 398 * sc
        sc *= 0.99


LEGS_BELOW, HIND_REACH = 262.0, 152.0  # the horse frame: below its belly only legs and
# tail, which reach no further back than this from the middle
HEAD_BELOW = 170.0  # and the head (the box's left) reaches down to here


def fit_rider_between_plates(st, look: Look, box: holding.Box):
    """Scale and offset for a Cavallo on the leggibili panel: as large as the panel
    allows with hooves near its foot, the horse's legs and tail clear of the lower index
    plate (its hindquarters are at the right unless mirrored), everything clear of the
    upper plate's column above it. Shrinks in 1% steps until it fits."""
    w, h = st.w, st.h
    plate = indices.plate(st)
    x0, x1, y0, y1 = w * 0.07, w * 0.95, h * 0.055, h * 0.935
    low_left, low_top = w - plate.right - w * 0.05, h - plate.bottom - h * 0.01
    sc = min((y1 - y0) / (box.bottom + 2 - box.top), (x1 - x0) / (box.right - box.left))
    # the part of the legs nearest the plate: the hind leg and tail, or mirrored the head
    reach = 145.0 if look.mirror else riders.hind_reach(look, None) + HIND_REACH - 148
    while sc > 0.5:
        oy = y1 - box.bottom * sc
        lo, hi = x0 - box.left * sc, x1 - box.right * sc
        if oy + LEGS_BELOW * sc > low_top:
            hi = min(hi, low_left - reach * sc)
        if oy + HEAD_BELOW * sc < plate.bottom + h * 0.01:  # the head beside the upper plate
            lo = max(lo, plate.right + w * 0.04 - box.left * sc)
        if lo <= hi:
            return sc, (lo + hi) / 2, oy
        sc *= 0.99
    raise ValueError("no room for the Cavallo")


def panel_ground(st, suit: str, feet: float, cx: float, width: float) -> list[str]:
    """The leggibili court's floor: a band of the panel's tint, a shade darker, from a
    little above the figure's feet to the panel's foot (its lower corners rounded as
    the panel's), its edge lit, and the figure's shadow on it; the panel's frame drawn
    again over it."""
    w, h = st.w, st.h
    x0, x1, yb, r = w * 0.06, w * 0.94, h * 0.955, w * 0.04
    top = feet - h * 0.045
    ground = shade(SUIT_TINT[suit], 0.84)
    d = (f"M{x0:.1f} {top + 6:.1f} Q{w / 2:.1f} {top - 8:.1f} {x1:.1f} {top + 6:.1f} "
         f"L{x1:.1f} {yb - r:.1f} Q{x1:.1f} {yb:.1f} {x1 - r:.1f} {yb:.1f} L{x0 + r:.1f} {yb:.1f} "
         f"Q{x0:.1f} {yb:.1f} {x0:.1f} {yb - r:.1f} Z")
    rim = f"M{x0:.1f} {top + 6:.1f} Q{w / 2:.1f} {top - 8:.1f} {x1:.1f} {top + 6:.1f}"
    return [path(d, ground, None), path(rim, None, shade(SUIT_COLOURS[suit], 1.0), 3),
            ellipse(cx, feet - h * 0.004, min(width * 0.42, w * 0.3), h * 0.013,
                    shade(SUIT_TINT[suit], 0.72), None),
            rect(x0, h * 0.045, x1 - x0, yb - h * 0.045, None, SUIT_COLOURS[suit], 10, rx=r)]


# the single-headed court: the ground's top edge (at the middle; the ends lower), its foot
# and its sides, the feet planted this far into it, the figure's ink from this near the
# top and within these sides (as printed, the figure fills the card: the head just under
# the top edge, the ground nearly the card's width; review 19: a quarter of the card
# empty above some, ground h 0.85-0.955 at 0.07-0.93 of the width)
GROUND_TOP, GROUND_FOOT, GROUND_SIDE = 0.872, 0.968, 0.045
FEET, INK_TOP, INK_SIDE = 0.925, 0.03, 0.045


def grounded(st, rank: int, suit: str) -> list[str]:
    """A full figure standing on a ground coloured by the suit, grass tufts on it, its
    shadow under the feet; the figure's measured ink (court_ink) scaled to fill the card
    from just under its top edge to the feet on the ground."""
    w, h, pal = st.w, st.h, st.pal
    top, side = h * GROUND_TOP, w * GROUND_SIDE
    out = [path(smooth([(side, top + h * 0.015), (w * 0.5, top), (w - side, top + h * 0.015),
                        (w - side, h * GROUND_FOOT), (side, h * GROUND_FOOT)], tension=0.35),
                sheen(SUIT_COLOURS[suit], 0, 0, top - h * 0.005, h * GROUND_FOOT, light=1.3, dark=0.8),
                pal["ink"], 2.6)]
    blade = pal["green_dk"] if suit != "B" else pal["gold_lt"]
    for i in range(7):  # tufts of grass: three curved blades each
        x, y = w * (0.1 + 0.1333 * i), top + h * 0.045 + (14 if i % 2 else 24)
        for dx, tip in ((-9, -14), (0, -22), (9, -14)):
            out.append(path(smooth([(x + dx * 0.3, y + 6), (x + dx * 0.7, y - 6), (x + dx + tip * 0.2, y + tip)],
                                   closed=False), None, blade, 3))
    sc, ox, oy = fit(court_ink.INK[st.id][rank, suit], w * INK_SIDE, h * INK_TOP, w * (1 - INK_SIDE),
                     h * FEET, 398)
    look = LOOKS[st.id][rank, suit]
    feet = (-8 if rank == 9 else 0) * (-1 if look.mirror else 1)
    spread = 150 if rank == 9 else (96 if look.garment not in standing.LEGGED else 60)
    r = min(spread * sc, w * 0.42)   # the shadow stays on the ground
    cx = min(max(ox + feet * sc, side + w * 0.03 + r), w - side - w * 0.03 - r)
    out.append(ellipse(cx, oy + 396 * sc, r, 12 * sc,
                       shade(SUIT_COLOURS[suit], 0.72), None))  # the figure's shadow
    out.append(group([figure(st, rank, suit, None)], tx=ox, ty=oy, scale=sc))
    return out


def court(st, rank: int, suit: str) -> list[str]:
    w, h, pal = st.w, st.h, st.pal
    ink = pal["ink"]
    if st.courts == "single":  # full figure standing on a ground coloured by the suit
        return grounded(st, rank, suit)
    if st.courts == "panel":  # leggibili: a tinted panel; the figure clear of both index plates
        out = [rect(w * 0.06, h * 0.045, w * 0.88, h * 0.91, SUIT_TINT[suit], SUIT_COLOURS[suit], 10,
                    rx=w * 0.04)]
        box = extent(st, rank, suit, None)
        if rank == 9:
            sc, ox, oy = fit_rider_between_plates(st, LOOKS[st.id][rank, suit], box)
        else:
            sc, ox, oy = fit_between_plates(st, LOOKS[st.id][rank, suit], suit, box)
        out += panel_ground(st, suit, oy + (box.bottom if rank == 9 else 398) * sc,
                            ox + (box.left + box.right) / 2 * sc, (box.right - box.left) * sc)
        # marked for the tests: the figure keeps clear of the index plates
        out.append(f'<g id="figure">{group([figure(st, rank, suit, None)], tx=ox, ty=oy, scale=sc)}</g>')
        return out
    # double-headed: the upper half drawn, turned for the lower; a thin middle line
    x0, y0, x1, y1 = w * 0.06, h * 0.035, w * 0.94, h * 0.965
    mid = h / 2
    cut = RIDER_CUT if rank == 9 else PERSON_CUT
    if rank == 8 and LOOKS[st.id][rank, suit].garment == "tunic":
        cut = TUNIC_CUT_BY_STYLE.get(st.id, cut)
    look = LOOKS[st.id][rank, suit]
    # the body's middle at the cut on the card's middle: the turned half continues it
    centre = (horses.SEAM_CENTRE if rank == 9 else 0.0) * (-1 if look.mirror else 1)
    clear = FRAME_CLEAR.get(st.id, 3.0) if suit in "DC" else 3.0
    sc, ox, oy = seam.centred_fit(extent(st, rank, suit, cut), centre, x0 + clear, y0 + 8, x1 - clear,
                                  mid, cut)
    half = group([figure(st, rank, suit, cut)], tx=ox, ty=oy, scale=sc)
    if st.numerals:  # the frame broken at the corners the numerals stand in
        under = rect(x0, y0, x1 - x0, y1 - y0, pal["paper"], None, 0, rx=w * 0.03)
        over = path(numerals.open_frame(st, rank, x0, y0, x1, y1, w * 0.03), None, ink, 3.5)
    else:
        under = rect(x0, y0, x1 - x0, y1 - y0, pal["paper"], ink, 3.5, rx=w * 0.03)
        over = rect(x0, y0, x1 - x0, y1 - y0, None, ink, 3.5, rx=w * 0.03)
    return [under, half, turn([half], w / 2, h / 2),
            f'<g id="seam">{path(poly([(x0, mid), (x1, mid)], False), None, ink, 3)}</g>',  # for tests
            over]
