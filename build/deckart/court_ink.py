"""The ink each Napoletane court figure really fills, in its own frame (top, left, right,
bottom), measured by rasterising the figure alone (tests/test_decks_napoletane_fill.py
checks the table against the drawing, and prints the new figures when a figure
changes). extent() estimates a box from the parts and overshoots by up to 60 units
(a veil reckoned as a hat, a sword's box turned with it), which left a quarter of the
card empty above the Fante di coppe and the Cavallo di spade (review 19); the
single-headed card is laid out on this box instead."""
from __future__ import annotations

from .holding import Box

NAPOLETANE_INK = {
    (8, "D"): Box(-29, -94, 196, 399), (9, "D"): Box(-133, -143, 209, 396),
    (10, "D"): Box(-39, -85, 196, 401), (8, "C"): Box(17, -81, 86, 401),
    (9, "C"): Box(-85, -169, 146, 400), (10, "C"): Box(-39, -177, 89, 401),
    (8, "B"): Box(-31, -193, 87, 399), (9, "B"): Box(-155, -216, 147, 399),
    (10, "B"): Box(-53, -94, 191, 400), (8, "S"): Box(-25, -98, 166, 421),
    (9, "S"): Box(-126, -151, 148, 398), (10, "S"): Box(-68, -107, 161, 402),
}
INK = {"napoletane": NAPOLETANE_INK}
