"""Review 12c's findings on the table: the deal code of the deal on show until the next is
dealt; the news in one size, evenly wrapped; after carichi the corner names the caller and
the target; the player's star in chiamata; the demo's levels translated; the stock's count
through a small move; the last trick's panel as high as its contents, the news hidden under it."""
import pytest
from screen_check import drawn
from table_support import table_at_turn, texts_drawn
from test_ui_support import human_move, make_app
from tour import visit

from briscola_gui.ui.anim import Tween
from briscola_gui.ui.events import Input
from briscola_gui.ui.match_start import start_match
from briscola_gui.ui.scenes.results import SmazzataOverScene
from briscola_gui.ui.table import cloth


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


@pytest.mark.parametrize("size", [(640, 480), (1280, 800)], ids=lambda v: f"{v[0]}x{v[1]}")
@pytest.mark.parametrize("language", ["it", "en"])
def test_after_carichi_the_corner_says_who_plays_alone_and_the_target(tmp_path, size, language):
    """After "Carichi" the corner read only "No trump / Smazzata 1 of 2": nobody said who
    called, the target or that everyone must follow suit (issue 12 Deliver 2: caller and
    target in every case)."""
    app = make_app(tmp_path, size=size, players=5, speed="instant", language=language)
    table = start_match(app, seed=1)
    for _ in range(3000):
        if table.human_turn() and table.deal.phase == "auction":
            table.make_bid("carichi")
        if table.deal.phase == "play" and table.display.idle:
            break
        app.step(16)
    deal, t = table.deal, app.t
    assert deal.carichi and table.seats[deal.caller].human
    stock = table.panels.stock
    want = [t("table_no_trump_follow"), t("table_carichi_you"),
            t("table_target_deal", n=deal.target, deal=stock.match_line())]
    assert stock.corner_lines() == want
    texts = [d for d in drawn(app) if d.text in want]
    assert sorted(d.text for d in texts) == sorted(want)
    corner = table.regions.trump_corner
    assert all(d.rect.right <= corner.right + 1 and cloth.on_cloth(d.rect, size) for d in texts), (corner, texts)


@pytest.mark.parametrize("size", [(640, 480), (1024, 640), (1280, 800)], ids=lambda v: f"{v[0]}x{v[1]}")
@pytest.mark.parametrize("larger", [False, True], ids=["usual", "larger"])
def test_the_players_own_plate_keeps_its_star_in_chiamata(tmp_path, size, larger):
    """Review 12c item 29: beside the eight cards the player's plate was a bare "You" pill
    (the portrait asked room for a long name's words, not for "You")."""
    app = make_app(tmp_path, size=size, speed="instant", level="random", large_text=larger, language="en")
    visit(app, "table_5")
    app.draw()
    plates = app.top.panels.plates
    face = plates.faces[0]
    assert face is not None and face.w >= 20
    assert plates.drawn[0].contains(face)
    words = [r for r in plates.lines if plates.drawn[0].contains(r)]
    assert words and not any(face.colliderect(r) for r in words)


def test_the_demo_plates_say_the_level_in_the_language(tmp_path):
    """Review 12c item 30: `--demo` plates showed the raw key, "expert"."""
    app = make_app(tmp_path, size=(1280, 800), language="it", speed="instant", players=3)
    table = start_match(app, demo=True, seed=1, level="expert")
    app.step(16)
    plates = table.panels.plates
    assert all(plates.level(s) == app.t("level_expert") for s in range(3))
    assert app.t("level_expert") in plates.tags(1) and "expert" not in plates.tags(1)


def test_the_stock_count_shows_while_the_stock_shrinks(tmp_path):
    """Review 12c item 34: the count went missing for whole turns, hidden while the stock's
    top card had a move under way; a small move in the stock keeps it."""
    app, table = table_at_turn(tmp_path, players=2, size=(1024, 640))
    shown = table.shown
    top = table.sprites[shown.stock[-1]]
    target = top.target
    top.x, top.y = target.x + 3, target.y - 2                   # still settling after a draw
    top.tween = Tween((top.x, top.y, target.h), tuple(target[:3]), 200)
    seen = texts_drawn(app)
    assert str(shown.stock_count()) in seen
    top.x, top.y = target.x, target.y - target.h * 3             # flying in from afar: not yet
    top.tween = Tween((top.x, top.y, target.h), tuple(target[:3]), 200)
    assert str(shown.stock_count()) not in texts_drawn(app)


@pytest.mark.parametrize("size", [(640, 480), (1280, 800), (1920, 1080)], ids=lambda v: f"{v[0]}x{v[1]}")
@pytest.mark.parametrize("players", [2, 4, 6])
@pytest.mark.parametrize("larger", [False, True], ids=["usual", "larger"])
def test_the_last_trick_panel_holds_its_cards_without_an_empty_band(tmp_path, size, players, larger):
    """Review 12c items 28 and 32: with 6 players ~60 px of the panel stood empty under
    the names; the news beside it stuck out half covered."""
    app = make_app(tmp_path, size=size, language="it", speed="instant", level="random", large_text=larger)
    visit(app, f"table_{players}")
    table = app.top
    table.banners.add(app.t("signal_by", name="Marco", what=app.t("signal_carico")), 60000)
    last = table.panels.last_trick
    assert last.trick() is not None
    last.open = True
    app.draw()
    panel = last.overlay_rect()
    assert len(last.names) == players
    assert all(panel.contains(r) for r in last.names)
    assert panel.bottom - max(r.bottom for r in last.names) <= table.layout_obj.margin + 2
    assert app.surface.get_rect().contains(panel)
    assert not table.banners.shown_now()


@pytest.mark.parametrize("size", [(640, 480), (800, 600)], ids=lambda v: f"{v[0]}x{v[1]}")
@pytest.mark.parametrize("players", [2, 4, 6])
@pytest.mark.parametrize("language", ["it", "en"])
def test_the_hint_breaks_where_a_reader_pauses(tmp_path, language, players, size):
    """Review 12g/12h C12: at 640x480 every hint wraps, and it broke anywhere: "Take the
    trick with the Knight of / Coins: ...", "few points at / stake"; with larger text a long
    one lost its first line ("Consiglio: Il tuo compagno sta" was never drawn). Every hint,
    with the longest card names: no card's name across two lines, no line left out, each
    line inside the prompt's room."""
    from briscola_gui.engine.cards import ALL_CARDS
    from briscola_gui.messages import catalogue
    for large in (False, True):
        app, table = table_at_turn(tmp_path / str(large), players=players, seed=1, size=size,
                                   language=language, large_text=large, signals=True, hints=True)
        panel, t = table.panels.hint, app.t
        names = [t.card_the(c) for c in ALL_CARDS]
        longest = max(names, key=len)
        for key in [k for k in catalogue(language) if k.startswith("hint.")]:
            reason = t(key, card=longest, took=longest, pts=21, p=4)
            panel.answered(table.deal.hands[0][0], reason, {language: reason})
            whole = t("hint_says", reason=reason)
            shown = sorted((d for d in drawn(app, also=tuple(panel.texts())) if d.text in whole
                            and abs(d.rect.centerx - panel.prompt.centerx) <= 1
                            and d.rect.bottom <= panel.prompt.bottom), key=lambda d: d.rect.top)
            lines = [d.text for d in shown]
            assert " ".join(lines) in (whole, reason), (key, lines)
            assert all(d.rect.width <= panel.prompt.width for d in shown), (key, lines)
            for a, b in zip(lines, lines[1:]):
                split = [n for n in names if n in f"{a} {b}" and n not in a and n not in b]
                assert not split, (key, lines, split)
