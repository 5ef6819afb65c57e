"""The first lesson itself, as data: five short chapters, each one fixed deal.

1 the cards and their points, who leads, who takes and who draws; 2 the briscola;
3 caricare (loading a carico onto a sure trick) and leading lisci; 4 prendere (when a
trick is worth a briscola and when it is not); 5 reading the face-up card, the last
three tricks without drawing, and the count to 120. The texts are the "lesson_..."
keys of assets/locale/*.json; the cards are written "1C" (Asso di coppe), "10S" (Re di
spade). The opponent is seat 1; the player always sits at seat 0. A step that names the
card to play lights it too ("card:1C"): a new player may not yet tell an Ace from a Three
in a deck without corner indices; after a refused card the lesson lights the right one.
"""
from __future__ import annotations

from .model import FREE, PLAY, SAY, Chapter, Step

CARDS_AND_POINTS = Chapter(
    title="lesson_c1_title", dealer=0, briscola="4D",
    mine=("1C", "5S", "2B"), theirs=("10C", "6B", "7S"), stock=("3S", "9D"),
    script=((1, "10C"),),
    steps=(
        Step(SAY, "lesson_c1_welcome", show=("hand",)),
        Step(SAY, "lesson_c1_figures", show=("hand",)),
        Step(SAY, "lesson_c1_points", names=(("ace", "1C"),), show=("card:1C",)),
        Step(SAY, "lesson_c1_leads", show=("stock",)),
        Step(PLAY, "lesson_c1_take", expect=("1C",), wrong=(("*", "lesson_c1_take_wrong"),),
             names=(("led", "10C"), ("take", "1C")), show=("trick", "card:1C")),
        Step(SAY, "lesson_c1_took", show=("pile", "stock")),
        Step(SAY, "lesson_c1_end"),
    ))

BRISCOLA = Chapter(
    title="lesson_c2_title", dealer=0, briscola="5S",
    mine=("4S", "6C", "10B"), theirs=("1D", "2C", "7B"), stock=("2D", "8C"),
    script=((1, "1D"),),
    steps=(
        Step(SAY, "lesson_c2_briscola", names=(("face", "5S"),), show=("briscola", "corner")),
        Step(SAY, "lesson_c2_beats"),
        Step(PLAY, "lesson_c2_take", expect=("4S",), wrong=(("*", "lesson_c2_take_wrong"),),
             names=(("led", "1D"), ("take", "4S")), show=("trick", "briscola", "card:4S")),
        Step(SAY, "lesson_c2_took", show=("pile",)),
        Step(SAY, "lesson_c2_end"),
    ))

LOADING = Chapter(
    title="lesson_c3_title", dealer=0, briscola="2B",
    mine=("3C", "4D", "6B"), theirs=("6C", "7D", "5S"), stock=("1S", "9B"),
    script=((1, "6C"),),
    steps=(
        Step(SAY, "lesson_c3_carichi"),
        Step(PLAY, "lesson_c3_load", expect=("3C",),
             wrong=(("6B", "lesson_c3_load_wrong_trump"), ("*", "lesson_c3_load_wrong")),
             names=(("led", "6C"), ("load", "3C")), show=("trick", "card:3C")),
        Step(SAY, "lesson_c3_loaded", show=("pile",)),
        Step(PLAY, "lesson_c3_lead", expect=("4D",),
             wrong=(("1S", "lesson_c3_lead_wrong_carico"), ("6B", "lesson_c3_lead_wrong_trump")),
             names=(("ace", "1S"),), show=("hand",)),
        Step(SAY, "lesson_c3_end"),
    ))

TAKING = Chapter(
    title="lesson_c4_title", dealer=0, briscola="5B",
    mine=("7B", "2D", "10S"), theirs=("4C", "3S", "6D"), stock=("8D", "5C"),
    script=((1, "4C"), (2, "3S")),
    steps=(
        Step(SAY, "lesson_c4_worth", show=("briscola",)),
        Step(PLAY, "lesson_c4_let", expect=("2D",),
             wrong=(("7B", "lesson_c4_let_wrong_trump"), ("10S", "lesson_c4_let_wrong_points")),
             names=(("led", "4C"), ("king", "10S")), show=("trick",)),
        Step(PLAY, "lesson_c4_take", expect=("7B",),
             wrong=(("10S", "lesson_c4_take_wrong_low"), ("*", "lesson_c4_take_wrong")),
             names=(("led", "3S"), ("king", "10S")), show=("trick",)),
        Step(SAY, "lesson_c4_end", show=("pile",)),
    ))

LAST_CARDS = Chapter(
    title="lesson_c5_title", dealer=0, briscola="1D", prelude=16, leader=1, mine_points=(42, 52),
    mine=("5C", "2S", "10D"), theirs=("4C", "3C", "7D"), stock=("6S",),
    script=((17, "4C"),),
    steps=(
        Step(SAY, "lesson_c5_stock", names=(("ace", "1D"),), show=("stock", "briscola", "corner")),
        Step(PLAY, "lesson_c5_lose", expect=("2S",),
             wrong=(("5C", "lesson_c5_lose_wrong_take"), ("10D", "lesson_c5_lose_wrong_trump")),
             names=(("led", "4C"), ("ace", "1D")), show=("trick", "briscola")),
        Step(SAY, "lesson_c5_got", names=(("ace", "1D"),), show=("card:1D",)),
        Step(SAY, "lesson_c5_no_draw", show=("hand",)),
        Step(FREE, "lesson_c5_free", names=(("ace", "1D"),)),
        Step(SAY, "lesson_c5_count", show=("pile", "their_pile")),
        Step(SAY, "lesson_c5_end"),
    ))

CHAPTERS: tuple[Chapter, ...] = (CARDS_AND_POINTS, BRISCOLA, LOADING, TAKING, LAST_CARDS)
OPPONENT = "lesson_opponent"       # the opponent's name (a message key)
