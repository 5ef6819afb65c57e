"""Court cards: for each tradition a table of twelve looks (costume, pose, the sign
and the second attribute each figure holds, as on the printed decks), and the way
the figure sits on the card: standing full-length on a ground coloured by the suit
(Napoletane), double-headed halves meeting at a thin middle line (Piacentine,
Trevisane), or on a panel kept clear of the corner indices (leggibili)."""
from __future__ import annotations

from dataclasses import replace

from . import horses, standing
from .palettes import SUIT_COLOURS, SUIT_INK, SUIT_TINT
from .looks import Look
from . import arms, holding
from .svg import group, path, poly, rect, smooth, turn

R, B, Y, G = "#d2322d", "#2f6db5", "#efc234", "#3f9a4a"
R2, B2, Y2 = "#c8262c", "#2a5ea8", "#e9bd3c"   # Trevisane: yellow, red, blue and black line
BLOND, BROWN, DARK, AUBURN, GREY, WHITE = "#d9a441", "#7a4a22", "#3a2a1e", "#a8562a", "#a39d92", "#e8e2d2"
WHITE_HORSE, BAY, GREY_HORSE, CHESTNUT = ("#efe6d2", "#b89d6a"), ("#a86a3c", "#2e2018"), \
    ("#cfc9bc", "#6f685c"), ("#8a5638", "#2a1d16")

NAPOLETANE = {
    # Fanti: young pages, "la Donna" in her gown; each stands and holds its sign its own way
    (8, "D"): Look(B, Y, "maiden", "cap", R, BLOND, pattern="dots", hose=(Y, R), hold="raised",
                   other="hip", stance="contra", turn=0.45, cloak=R, hem="dagged"),
    (8, "C"): Look(G, R, "maiden", "veil", R, AUBURN, garment="gown", pattern="flowers",
                   hold="chest", other="both", collar="ruff", sign=1.15, turn=-0.3,
                   sleeves="hanging", sleeve=Y),
    (8, "B"): Look(R, G, "maiden", "beret", G, DARK, pattern="stripes", hold="planted",
                   other="hip", stance="cross", hose=(G, Y), turn=0.35, sash=Y, mirror=True),
    (8, "S"): Look(G, R, "maiden", "cap", B, BROWN, pattern="lozenge", hold="point_down",
                   other="branch", hose=(R, B), turn=-0.2, belt="purse"),
    # Cavalli: four gaits, the sign raised, forward, sloped and brandished
    (9, "D"): Look(R, Y, "bearded", "brim", B, DARK, coat=WHITE_HORSE, cloth=Y, hose=(B, B)),
    (9, "C"): Look(B, R, "young", "turban", Y, BROWN, pattern="dots", coat=BAY, cloth=R,
                   hose=(Y, Y), hold="high", horse="prance", mirror=True),
    (9, "B"): Look(Y, R, "bearded", "cap", R, AUBURN, pattern="stripes", coat=GREY_HORSE,
                   cloth=G, hold="sloped", horse="halt", hose=(R, R)),
    (9, "S"): Look(G, B, "bearded", "brim", R, DARK, pattern="lozenge", coat=CHESTNUT, cloth=B,
                   hold="brandish", horse="rear", hose=(R, R), mirror=True),
    # Re: crowned, bearded, in mantles; the coin on his palm, the cup lifted, the club on
    # his shoulder, the sword upright
    (10, "D"): Look(G, Y, "king", "crown", R, GREY, garment="robe", pattern="flowers",
                    hold="palm", other="mantle", mantle=R, collar="ermine", turn=0.25),
    (10, "C"): Look(B, Y, "king", "crown", R, GREY, garment="robe", pattern="dots", hold="high",
                    other="chest", mantle=R2, collar="ermine", turn=-0.3, mirror=True,
                    sleeves="hanging"),
    (10, "B"): Look(R, B, "old", "crown", B, WHITE, garment="robe", pattern="lozenge",
                    hold="sloped", other="hip", mantle=B, collar="ermine", turn=0.3),
    (10, "S"): Look(Y, R, "king", "crown", R, GREY, garment="robe", pattern="flowers",
                    hold="upright", other="chest", mantle=B, collar="ermine",
                    turn=-0.25),
}

PIACENTINE = {
    (8, "D"): Look(B, Y, "young", "beret", R, BLOND, pattern="flowers", hold="raised"),
    (8, "C"): Look(Y, R, "young", "cap", G, BROWN, pattern="stripes", hold="out", collar="ruff"),
    (8, "B"): Look(R, G, "young", "turban", B, DARK, pattern="dots", hold="shoulder"),
    (8, "S"): Look(G, Y, "young", "beret", B, AUBURN, pattern="lozenge", hold="upright",
                   collar="ruff"),
    (9, "D"): Look(R, Y, "bearded", "brim", G, DARK, coat=("#efe6d2", "#5e574c"), cloth=B,
                   horse="behind"),
    (9, "C"): Look(B, R, "bearded", "turban", Y, BROWN, pattern="dots", coat=BAY, cloth=Y),
    (9, "B"): Look(G, Y, "young", "cap", R, BLOND, pattern="stripes", coat=GREY_HORSE, cloth=R,
                   hold="upright"),
    (9, "S"): Look(Y, B, "bearded", "brim", R, AUBURN, pattern="lozenge", coat=CHESTNUT, cloth=G,
                   hold="upright"),
    (10, "D"): Look(G, R, "king", "crown", R, GREY, garment="robe", pattern="flowers",
                    other="axe", collar="ermine"),
    (10, "C"): Look(R, B, "king", "crown", B, GREY, garment="robe", pattern="dots", hold="raised",
                    mantle=B, collar="ermine"),
    (10, "B"): Look(B, Y, "profile", "crown", R, GREY, garment="robe", pattern="lozenge",
                    hold="shoulder", mantle=R, collar="ermine"),
    (10, "S"): Look(Y, G, "old", "crown", G, WHITE, garment="robe", pattern="flowers",
                    hold="upright", mantle=R, collar="ermine"),
}

TREVISANE = {
    (8, "D"): Look(R2, B2, "young", "tall", B2, BLOND, pattern="dots", hold="raised"),
    (8, "C"): Look(Y2, B2, "young", "tall", R2, BROWN, pattern="stripes", other="moon"),
    (8, "B"): Look(B2, R2, "young", "tall", R2, DARK, pattern="lozenge", hold="shoulder"),
    (8, "S"): Look(B2, Y2, "crone", "none", R2, WHITE, pattern="flowers", hold="upright",
                   other="head"),
    (9, "D"): Look(R2, Y2, "bearded", "brim", B2, DARK, coat=WHITE_HORSE, cloth=B2),
    (9, "C"): Look(B2, Y2, "young", "turban", R2, BROWN, pattern="dots", coat=BAY, cloth=Y2),
    (9, "B"): Look(Y2, R2, "bearded", "tall", B2, AUBURN, pattern="stripes", coat=GREY_HORSE,
                   cloth=R2, hold="upright"),
    (9, "S"): Look(R2, B2, "bearded", "brim", Y2, DARK, pattern="lozenge", coat=CHESTNUT,
                   cloth=B2, hold="aloft"),
    (10, "D"): Look(B2, R2, "king", "arched", R2, GREY, garment="robe", pattern="flowers",
                    mantle=R2, collar="ermine"),
    (10, "C"): Look(R2, Y2, "king", "arched", R2, GREY, garment="robe", pattern="dots",
                    hold="out", mantle=B2, collar="ermine"),
    (10, "B"): Look(Y2, R2, "old", "arched", B2, WHITE, garment="robe", pattern="lozenge",
                    hold="shoulder", other="seal", mantle=B2, collar="ermine"),
    (10, "S"): Look(B2, Y2, "king", "arched", R2, GREY, garment="robe", pattern="flowers",
                    hold="upright", mantle=Y2, collar="ermine"),
}



def in_suit_colour(looks: dict) -> dict:
    """The high-legibility deck's figures: the Neapolitan poses, each dressed in its
    suit's one strong colour with white and a darker tone, so colour names the suit;
    flat cloth without the printed motifs, as the rest of the style."""
    out = {}
    for (rank, suit), look in looks.items():
        c, dark = SUIT_COLOURS[suit], SUIT_INK[suit]
        out[rank, suit] = replace(look, robe=c, trim="#ffffff", hat_colour=dark, sleeve=None,
                                  mantle=dark if look.mantle else None, hose=(c, "#ffffff"),
                                  cloth=c, mirror=False, pattern="plain")
    return out


LEGGIBILI = in_suit_colour(NAPOLETANE)

LOOKS = {"napoletane": NAPOLETANE, "piacentine": PIACENTINE, "trevisane": TREVISANE,
         "leggibili": LEGGIBILI}

PERSON_CUT, RIDER_CUT = 238.0, 242.0


def figure(st, rank: int, suit: str, cut: float | None) -> str:
    look = LOOKS[st.id][(rank, suit)]
    if rank == 9:
        return horses.rider(st.pal, look, suit, st.variants, cut)
    return standing.standing(st.pal, look, suit, st.variants, cut)


def extent(st, rank: int, suit: str, cut: float | None) -> holding.Box:
    look = LOOKS[st.id][(rank, suit)]
    if rank == 9:
        return horses.extent(look, suit, cut)
    return standing.extent(look, suit)


def fit(box: holding.Box, x0: float, y_top: float, x1: float, y_base: float, base_at: float):
    """Scale and offset placing a figure's frame (box.top..base_at, box.left..box.right)
    inside the card box, centred across."""
    sc = min((y_base - y_top) / (base_at - box.top), (x1 - x0) / (box.right - box.left))
    ox = (x0 + x1) / 2 - (box.left + box.right) / 2 * sc
    return sc, ox, y_base - base_at * sc


def fit_between_plates(st, look: Look, suit: str, box: holding.Box):
    """Scale and offset for a standing figure on the leggibili panel: as large as the
    panel allows while the head stays right of the upper index plate and the hem (and a
    sign held low) left of the lower one."""
    w, h = st.w, st.h
    x0, x1, y0, y1 = w * 0.08, w * 0.92, h * 0.05, h * 0.925
    plate_right, plate_left = w * 0.24, w * 0.76   # inner edges of the two index plates
    head_left = -42.0
    low_right = 108.0 if look.mantle else {"tunic": 48.0, "gown": 88.0, "robe": 80.0}[look.garment]
    held = holding.sign_box(suit, arms.grip(look, suit))
    if held.bottom > 300:
        low_right = max(low_right, held.right)
    sc = min((y1 - y0) / (400 - box.top), (x1 - x0) / (box.right - box.left),
             (plate_left - plate_right) / (low_right - head_left))
    lo = max(x0 - box.left * sc, plate_right - head_left * sc)
    hi = min(x1 - box.right * sc, plate_left - low_right * sc)
    return sc, (lo + hi) / 2, y1 - 398 * sc


def court(st, rank: int, suit: str) -> list[str]:
    w, h, pal = st.w, st.h, st.pal
    ink = pal["ink"]
    if st.courts == "single":  # full figure standing on a ground coloured by the suit
        ground = h * 0.885
        out = [path(smooth([(w * 0.07, ground - h * 0.02), (w * 0.5, ground - h * 0.035),
                            (w * 0.93, ground - h * 0.02), (w * 0.93, h * 0.955), (w * 0.07, h * 0.955)],
                           tension=0.35), SUIT_COLOURS[suit], ink, 2.6)]
        blade = pal["green_dk"] if suit != "B" else pal["gold_lt"]
        for i in range(7):  # tufts of grass: three curved blades each
            x, y = w * (0.12 + 0.127 * i), ground + (14 if i % 2 else 24)
            for dx, tip in ((-9, -14), (0, -22), (9, -14)):
                out.append(path(smooth([(x + dx * 0.3, y + 6), (x + dx * 0.7, y - 6), (x + dx + tip * 0.2, y + tip)],
                                       closed=False), None, blade, 3))
        sc, ox, oy = fit(extent(st, rank, suit, None), w * 0.05, h * 0.03, w * 0.95,
                         ground + h * 0.01, 398)
        out.append(group([figure(st, rank, suit, None)], tx=ox, ty=oy, scale=sc))
        return out
    if st.courts == "panel":  # leggibili: a tinted panel; the figure clear of both index plates
        out = [rect(w * 0.06, h * 0.045, w * 0.88, h * 0.91, SUIT_TINT[suit], SUIT_COLOURS[suit], 10,
                    rx=w * 0.04)]
        box = extent(st, rank, suit, None)
        if rank == 9:  # the horse stays above the lower plate
            sc, ox, oy = fit(box, w * 0.07, h * 0.06, w * 0.95, h * 0.755, 398)
        else:
            sc, ox, oy = fit_between_plates(st, LOOKS[st.id][rank, suit], suit, box)
        out.append(group([figure(st, rank, suit, None)], tx=ox, ty=oy, scale=sc))
        return out
    # double-headed: the upper half drawn, turned for the lower; a thin middle line
    x0, y0, x1, y1 = w * 0.06, h * 0.035, w * 0.94, h * 0.965
    mid = h / 2
    cut = RIDER_CUT if rank == 9 else PERSON_CUT
    sc, ox, oy = fit(extent(st, rank, suit, cut), x0 + 6, y0 + 8, x1 - 6, mid, cut)
    half = group([figure(st, rank, suit, cut)], tx=ox, ty=oy, scale=sc)
    return [rect(x0, y0, x1 - x0, y1 - y0, pal["paper"], ink, 3.5, rx=w * 0.03),
            half, turn([half], w / 2, h / 2),
            path(poly([(x0, mid), (x1, mid)], False), None, ink, 3),
            rect(x0, y0, x1 - x0, y1 - y0, None, ink, 3.5, rx=w * 0.03)]
