"""Letters keep the font's own spacing inside a word at every size (review 12h K1).

The default font's kerning table pushes common pairs apart by about a tenth of an em:
"Imposta zioni", "vit torie", "Me nu" showed gaps of 1-2 px at 640x480 and up to 6 px in
large titles. Each gap between two letters, measured in the drawn pixels, must stay within
a little of the gap the font's outlines give those letters (the right side bearing of the
first plus the left one of the second, from their advances)."""
import pygame
import pytest

from briscola_gui.ui.text import Text

WORDS = ("Impostazioni", "vittorie", "Menu", "played", "Smazzata", "Cappotto", "Senza",
         "Giocatori", "Statistiche")
SOLID = 160                # a column with a pixel at least this opaque is part of a letter


def designed_gap(reference: pygame.font.Font, a: str, b: str, em: float) -> float:
    """The room between the inks of ``a`` and ``b`` set at the font's advances, in
    pixels of a font drawn ``em`` pixels tall."""
    first, second = reference.metrics(a + b)
    return ((first[4] - first[1]) + second[0]) * em / reference.point_size


def drawn_gaps(surface: pygame.Surface) -> tuple[list[float], int]:
    """The light between consecutive letters, left to right (the columns between two runs
    of solid columns, each counted by how clear it is: an antialiased edge in part), and
    how many letters were found (fewer than the word has where two letters touch)."""
    w, h = surface.get_size()
    column = [max(surface.get_at((x, y))[3] for y in range(h)) for x in range(w)]
    runs, x = [], 0
    while x < w:
        if column[x] >= SOLID:
            start = x
            while x < w and column[x] >= SOLID:
                x += 1
            runs.append((start, x))
        else:
            x += 1
    return [sum(1 - column[x] / 255 for x in range(end, start))
            for (_, end), (start, _) in zip(runs, runs[1:])], len(runs)


@pytest.mark.parametrize("window, sizes", [((640, 480), (8, 20, 28)), ((1280, 800), (16, 36, 48)),
                                           ((1920, 1080), (30, 60, 80))])
def test_no_gap_opens_inside_a_word(window, sizes):
    pygame.font.init()
    reference = pygame.font.Font(None, 400)     # one glyph at a time: no pair is kerned
    text = Text()
    text.fit(window)
    wide, measured = [], 0
    for size in sizes:
        em = text.font(size).em
        allowed = 0.9 + 0.02 * em               # antialiasing and the quarter-pixel grid
        for word in WORDS:
            gaps, letters = drawn_gaps(text.render(word, size))
            if letters != len(word):
                continue                        # two letters touch at this size
            measured += 1
            for a, b, gap in zip(word, word[1:], gaps):
                true = designed_gap(reference, a, b, em)
                if gap - true > allowed:
                    wide.append(f"{word!r} at {size} ({em:.0f} px em): {a}{b} {gap:.1f} px, "
                                f"the font's {true:.1f}")
    assert measured >= len(WORDS) * len(sizes) - 3, measured
    assert not wide, wide


def test_a_space_no_line_breaks_at_is_drawn_as_a_space():
    """"keys 1-3" holds a no-break space (the prompt never wraps between "keys" and "1-3");
    the font has no glyph for it, so it must be drawn as a space, not as a box."""
    pygame.font.init()
    text = Text()
    for size in (14, 20, 80):
        joined, plain = text.render("keys\u00a01-3", size), text.render("keys 1-3", size)
        assert joined.get_size() == plain.get_size()
        assert all(joined.get_at((x, y)) == plain.get_at((x, y))
                   for x in range(plain.get_width()) for y in range(plain.get_height()))
    assert text.wrap("keys\u00a01-3", 14, 10) == ["keys\u00a01-3"]
