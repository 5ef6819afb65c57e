"""The deck styles the generator draws."""
from __future__ import annotations

from . import palettes
from .cards import Style

NAPOLETANE = Style(
    id="napoletane", name="Napoletane", width_mm=51, height_mm=82, pal=palettes.NAPOLETANE,
    variants={"D": "sun", "C": "chalice", "B": "cudgel", "S": "short"},
    number_layout={"D": "round", "C": "round", "B": "crossed", "S": "crossed"},
    courts="single", corner_indices=False, back=("#2a5aa8", "#cfe0f6", "#e8433a"),
    # some number cards drawn again for small cards (napoli_small), under 100 px as the
    # Piacentine's
    small_below=100)

PIACENTINE = Style(
    id="piacentine", name="Piacentine", width_mm=50, height_mm=94, pal=palettes.PIACENTINE,
    variants={"D": "rosette", "C": "vase", "B": "log", "S": "dagger"},
    number_layout={"D": "round", "C": "round", "B": "mirrored", "S": "mirrored"},
    courts="double", corner_indices=False, back=("#c0392f", "#f6c9a0", "#1f3f7a"),
    pip_heights={"B": {rank: 0.88 for rank in range(4, 8)}, "S": {rank: 0.88 for rank in range(4, 8)}},
    # the number cards drawn again for small cards (piacenza_small): under 100 px, so the
    # 6-player table at 640x480 (tricks 64 px, blind readings 80 px) gets them and the
    # 1280x800 table (tricks 124 px, hands 184-200 px) the printed look
    small_below=100)

TREVISANE = Style(
    id="trevisane", name="Trevisane", width_mm=52, height_mm=98, pal=palettes.TREVISANE,
    variants={"D": "flower", "C": "trophy", "B": "baton", "S": "curved"},
    number_layout={"D": "round", "C": "round", "B": "lattice", "S": "ovals"},
    courts="double", corner_indices=False, back=("#8e1a20", "#e9b93a", "#23457f"), numerals=True,
    # the tall card's signs as large as its width allows: cups (taller than wide) grow
    # most, two columns of coins keep a clear gap
    round_sizes={"D": {2: 0.7, 3: 0.5, 4: 0.41, 5: 0.361, 6: 0.395, 7: 0.33},
                 "C": {2: 0.72, 3: 0.47, 4: 0.442, 5: 0.331, 6: 0.345, 7: 0.29}},
    # the signs drawn in from the corners, clear of the numerals (numerals.keep_out)
    pip_heights={"D": {2: 0.87, 5: 0.71, 6: 0.71, 7: 0.8},
                 "C": {2: 0.82, 4: 0.87, 5: 0.7, 6: 0.7, 7: 0.8},
                 "B": {rank: 0.71 for rank in range(3, 8)},
                 "S": {rank: 0.69 for rank in range(4, 8)}},
    # the 7's signs nearly the 6's size (review 13g: 0.67x), the odd one nested between
    # the two top pairs, whose columns stand apart to let it in (it sits lower than a row
    # of its own), the bottom pair a sign's height and 3 px of paper under the middle one
    round_spots={"D": {7: [(-0.6, -0.7), (0.6, -0.7), (0, -0.26), (-0.6, 0.18), (0.6, 0.18),
                           (-0.6, 0.7), (0.6, 0.7)]},
                 "C": {7: [(-0.68, -0.68), (0.68, -0.68), (0, -0.3), (-0.68, 0.08), (0.68, 0.08),
                           (-0.68, 0.68), (0.68, 0.68)]}},
)

LEGGIBILI = Style(
    id="leggibili", name="Alta leggibilità", width_mm=57, height_mm=89, pal=palettes.LEGGIBILI,
    variants={"D": "bold", "C": "bold", "B": "bold", "S": "bold"},
    number_layout={"D": "round", "C": "round", "B": "upright", "S": "upright"},
    courts="panel", corner_indices=True, back=("#14306e", "#6f8fd6", "#f5b800"), border="#222222")

STYLES = [NAPOLETANE, LEGGIBILI, PIACENTINE, TREVISANE]
