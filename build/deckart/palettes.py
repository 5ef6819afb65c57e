"""Colour palettes of the styles (printed-deck inks, kept flat for clarity)."""
from __future__ import annotations

BASE = {
    "ink": "#1c1a17", "white": "#ffffff", "paper": "#fbf8ef",
    "gold": "#f2c230", "gold_lt": "#f8df7a", "gold_dk": "#c98b12",
    "red": "#d2322d", "red_dk": "#8f1c1a",
    "blue": "#2f6db5", "blue_dk": "#1d3f77",
    "green": "#3f9a4a", "green_dk": "#22612c",
    "wood": "#c99a5b", "wood_lt": "#e6c28d", "wood_dk": "#8a5f2e",
    "steel": "#b9d2e6", "steel_dk": "#6f8ea8",
    "skin": "#f6d7b8", "skin_dk": "#d9a47c", "hair": "#6b4420", "beard": "#e8e2d2",
    "ermine": "#fffdf6", "horse": "#f3ede0", "horse_dk": "#9c8f78",
}

NAPOLETANE = dict(BASE)
NAPOLETANE.update({"wood": "#95602e", "wood_lt": "#cf9a5e", "wood_dk": "#5a3516",
                   "green": "#3e9440", "blue": "#2c62b0"})
NAPOLETANE.update({"steel": "#86aee0", "steel_dk": "#2b5792"})  # blue steel blades

PIACENTINE = dict(BASE)
PIACENTINE.update({"paper": "#fcfaf3", "steel": "#8db2de", "steel_dk": "#2f5b8f", "red": "#cf2a2a", "blue": "#3a6fb8", "wood": "#b0733a",
                   "wood_dk": "#7b4a1d", "horse": "#e9e2d2"})

TREVISANE = dict(BASE)
TREVISANE.update({"paper": "#fdfbf4", "steel": "#6d9bd6", "steel_dk": "#1f4b85", "red": "#c8262c", "blue": "#2a5ea8", "wood": "#e3b23c",
                  "wood_dk": "#9a7620", "green": "#2f8a45", "horse": "#f0ead8"})

LEGGIBILI = dict(BASE)
LEGGIBILI.update({"ink": "#000000", "paper": "#ffffff", "gold": "#f5b800", "gold_dk": "#a86f00",
                  "red": "#d10f1f", "green": "#138a2f", "blue": "#1450c8", "steel": "#1450c8",
                  "steel_dk": "#0b2f7a"})

# Colour that names each suit: the base under a Neapolitan figure, leggibili numerals.
SUIT_COLOURS = {"D": "#f2c230", "C": "#d2322d", "B": "#3f9a4a", "S": "#2f6db5"}
SUIT_INK = {"D": "#8a5a00", "C": "#b3101d", "B": "#0d6a26", "S": "#103f9e"}
SUIT_TINT = {"D": "#fff4cf", "C": "#fde3e0", "B": "#e0f3e2", "S": "#e0eafa"}
