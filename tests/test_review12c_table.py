"""Review 12c's findings on the table: the deal code of the deal on show until the next is
dealt, the news in one size, evenly wrapped."""
import pytest
from test_ui_support import human_move, make_app
from tour import visit

from briscola_gui.ui.events import Input
from briscola_gui.ui.match_start import start_match
from briscola_gui.ui.scenes.results import SmazzataOverScene


def test_the_code_is_the_shown_deals_until_the_next_is_dealt(tmp_path):
    """While the last trick was still on the table the corner showed the next deal's code
    (the match had recorded the smazzata); copying it then gave the wrong deal."""
    app = make_app(tmp_path, players=2, speed="normal", length=3)
    table = start_match(app, seed=5)
    first = table.panels.corner.code()
    between = 0
    for _ in range(40000):
        if isinstance(app.top, SmazzataOverScene):
            break
        if table.match.history:
            between += 1
            assert table.match.deal_code != first and table.panels.corner.code() == first
        if table.human_turn():
            human_move(table)
        app.step(16)
    assert between > 10                # frames with the smazzata recorded, its last trick on show
    assert table.panels.corner.code() == first == table.match.history[-1]["code"]
    app.top.handle(Input("key", key="return"))        # the next smazzata: its own code
    for _ in range(100):
        app.step(16)
    assert table.panels.corner.code() == table.match.deal_code != first


@pytest.mark.parametrize("size", [(640, 480), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("language", ["it", "en"])
def test_the_news_shown_together_have_one_size(tmp_path, size, language):
    """A long toast was drawn smaller and wrapped above a short one in larger letters."""
    app = make_app(tmp_path, size=size, language=language, speed="instant", level="random")
    visit(app, "table_4")
    table = app.top
    t = app.t
    table.banners.clear()
    news = [t("signal_by", name="Marco", what=t("signal_carico")), t("takes", name="Giulia", p=11)]
    for words in news:
        table.banners.add(words, 60000)
    lines = []                          # what the banners draw: (line, nominal size)
    real = app.text.render
    app.text.render = lambda words, size, *a, **kw: lines.append((words, size)) or real(words, size, *a, **kw)
    try:
        table.banners.draw(app.surface)
    finally:
        del app.text.render
    assert " ".join(words for words, _ in lines) == " ".join(reversed(news)) or \
        " ".join(words for words, _ in lines) == " ".join(news)
    assert len({size for _, size in lines}) == 1, lines


@pytest.mark.parametrize("language", ["it", "en"])
def test_a_wrapped_sentence_leaves_no_word_alone(tmp_path, language):
    """The hint's "...: it gives away no / points." and the toasts' "...Ace or / Three":
    the lines as even as their count allows."""
    app = make_app(tmp_path, language=language)
    text = app.text
    words = app.t("hint_says", reason="Lead a low card, the Seven of Coins: it gives away no points.")
    alone = 0
    for width in range(120, 700, 7):
        greedy, even = text.wrap(words, 14, width), text.wrap_even(words, 14, width)
        assert len(even) == len(greedy) and " ".join(even) == words
        assert all(text.size(line, 14)[0] <= width for line in even)
        alone += len(greedy) > 1 and " " not in greedy[-1]
        if len(even) > 1:
            assert " " in even[-1], (width, even)
            sizes = [text.size(line, 14)[0] for line in even]
            assert max(sizes) - min(sizes) <= max(sizes) * 0.6, (width, even)
    assert alone                       # the greedy wrap did leave a word alone somewhere
