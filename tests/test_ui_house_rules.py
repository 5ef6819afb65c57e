"""House rules in the window: the new-game screen offers each where it applies, a deal code
brings its house rules along, and the end of a void smazzata says so."""
import pytest
from test_ui_support import button, key, make_app, press

from briscola_gui.engine import DealSpec, Rules
from briscola_gui.ui.match_start import start_match
from briscola_gui.ui.scenes.new_game import NewGameScene


def _new_game(app) -> NewGameScene:
    app.reset_to("main_menu")
    app.step(16)
    press(app, button(app.top, "new").rect.center)
    assert isinstance(app.top, NewGameScene)
    return app.top


def test_new_game_offers_pari_and_three_remove_where_they_apply(tmp_path):
    app = make_app(tmp_path, players=2, speed="instant")
    ng = _new_game(app)
    assert ng.pari in ng.widgets and ng.three_remove not in ng.widgets
    ng._players(3)
    assert ng.pari not in ng.widgets and ng.three_remove in ng.widgets
    ng._players(5)
    assert ng.pari not in ng.widgets and ng.three_remove not in ng.widgets
    for n in (4, 6):
        ng._players(n)
        assert ng.pari in ng.widgets


def test_chosen_house_rules_reach_the_match_and_the_settings_file(tmp_path):
    app = make_app(tmp_path, players=3, speed="instant")
    ng = _new_game(app)
    press(app, ng.three_remove._right().center)         # click the row's arrow: 2C -> 2B
    assert app.settings.three_remove == "2B" and ng.three_remove.value == "2B"
    app.settings.pari = "replay"                  # not offered with 3 players: left out
    ng.begin()
    deal = app.top.deal
    assert deal.rules.three_remove == "2B" and deal.rules.pari == "draw"
    assert len(deal.deck) == 39 and all(c != 21 for c in deal.deck)     # 21 = 2 di bastoni
    again = make_app(tmp_path, speed="instant")
    assert again.store.load_settings().three_remove == "2B"


def test_bad_house_rule_in_settings_is_set_aside(tmp_path):
    import json
    (tmp_path / "settings.json").write_text(json.dumps({"pari": "coin", "three_remove": "2B"}))
    app = make_app(tmp_path, speed="instant")
    s = app.store.load_settings()
    assert s.pari == "draw" and s.three_remove == "2B"
    assert any("pari" in p.file for p in app.store.problems)   # the fields named


def test_a_house_code_sets_its_rules(tmp_path):
    from briscola_gui.ui.scenes.code_entry import CodeEntryScene
    code = DealSpec(2, 1, 4242, Rules(pari="last_trick")).code
    assert len(code) == 13
    app = make_app(tmp_path, players=4, speed="instant")
    ng = _new_game(app)
    app.step(16)
    press(app, button(ng, "by_code").rect.center)
    assert isinstance(app.top, CodeEntryScene)
    for ch in code:
        key(app, "minus" if ch == "-" else ch.lower())
    key(app, "return")
    table = app.top
    assert table.deal.rules.pari == "last_trick" and table.match.deal_code == code
    # review 12c item 31: the code's rules for that match only, the player's choices kept
    assert app.settings.pari == "draw" and app.settings.players == 4


def test_void_smazzata_result_line(tmp_path):
    from briscola_gui.ui.scenes.results import SmazzataOverScene
    app = make_app(tmp_path, players=2, speed="instant", pari="replay")
    table = start_match(app, seed=5)
    record = {"code": "X", "dealer": 0, "winner": None, "team_points": [60, 60],
              "points": [60, 60], "cappotto": False, "teams": [[0], [1]], "void": True}
    scene = SmazzataOverScene(app, table, table.deal, record)
    assert scene._result_line() == app.t("void_deal")
    record = dict(record, winner=0, void=False)
    scene = SmazzataOverScene(app, table, table.deal, record)
    assert scene._result_line() == app.t("pari_last_trick_done") + " " + app.t("you_win")


# -- scambio at the table ---------------------------------------------------------------------
EXCHANGE_SEED = 5       # 2 players, hard: the player's first turn may give the 2B for the 6B


def _exchange_table(tmp_path, **settings):
    from test_ui_support import run_until
    app = make_app(tmp_path, players=2, speed="fast", scambio=True, level="hard", **settings)
    table = start_match(app, seed=EXCHANGE_SEED)
    run_until(app, table.human_turn)
    assert table.deal.rules.scambio and table.my_exchanges() == [21]      # 21 = 2 di bastoni
    app.step(16)
    return app, table


def _settle(app, table):
    from test_ui_support import run_until
    run_until(app, lambda: table.display.idle)
    for _ in range(60):
        app.step(16)


def test_new_game_offers_scambio_with_two_four_and_six(tmp_path):
    app = make_app(tmp_path, players=2, speed="instant")
    ng = _new_game(app)
    for n, offered in ((2, True), (3, False), (4, True), (5, False), (6, True)):
        ng._players(n)
        assert (ng.scambio in ng.widgets) is offered
    ng._players(4)
    press(app, ng.scambio._right().center)
    assert app.settings.scambio is True
    ng.begin()
    assert app.top.deal.rules.scambio


@pytest.mark.parametrize("language", ["it", "en"])
def test_new_game_offers_accusi_but_in_chiamata(tmp_path, language):
    """Review 12h F1: New game offered "Accusi" with 5 players, where the engine never uses
    them (chiamata's result is the caller's target): an option that did nothing."""
    app = make_app(tmp_path, players=2, speed="instant", language=language)
    ng = _new_game(app)
    labels = lambda: [getattr(w, "label", lambda: "")() for w in ng.widgets]     # noqa: E731
    for n in (2, 3, 4, 5, 6):
        ng._players(n)
        assert (app.t("accusi") in labels()) is (n != 5), (n, labels())


def test_the_exchange_button_on_the_face_up_card(tmp_path):
    app, table = _exchange_table(tmp_path)
    stock = table.panels.stock
    button = stock.exchange_button()
    assert button is not None and table.regions.stock.contains(button)
    press(app, button.center)
    deal = table.deal
    assert [tuple(s) for s in deal.swaps] == [(1, 0, 21, 25)]          # took the 6B
    app.step(16)                                                        # the display shows it
    assert table.banners.texts()[-1] == app.t("exchanged_you", took=app.t("rank_the.6"),
                                               gave=app.t("rank_the.2"))
    assert stock.exchange_button() is None                              # one per turn
    _settle(app, table)
    assert table.shown.trump_card == 21 and table.shown.hands[0] == deal.hands[0]
    assert 25 in table.shown.hands[0] and table.human_turn()


def test_the_exchange_by_key_and_by_dropping_the_card(tmp_path):
    from briscola_gui.ui.events import Input
    app, table = _exchange_table(tmp_path)
    key(app, "s")
    assert len(table.deal.swaps) == 1
    app, table = _exchange_table(tmp_path / "drag")
    sprite = table.sprites[21]
    start = (int(sprite.x), int(sprite.y))
    target = table.regions.stock.center
    app.dispatch(Input("down", pos=start, button=1))
    app.dispatch(Input("move", pos=(start[0], start[1] - 40)))
    app.dispatch(Input("move", pos=target))
    app.dispatch(Input("up", pos=target, button=1))
    assert [s.gave for s in table.deal.swaps] == [21]
    assert len(table.deal.table) == 1                                  # nothing played yet


@pytest.mark.parametrize("language", ["it", "en"])
def test_the_exchange_is_announced_as_an_exchange(tmp_path, language):
    """Review 12h K4: "Giulia takes the Six with the Two" used the trick's verb ("Giulia
    takes 11"), so it read as a trick won with a Two. The banner says the card given, the
    card taken and that this one was the face-up briscola."""
    app, table = _exchange_table(tmp_path, language=language)
    key(app, "s")
    app.step(16)
    banner = table.banners.texts()[-1]
    gave, took = app.t("rank_the.2"), app.t("rank_the.6")
    said = {"en": "You exchange the Two for the Six, the face-up briscola",
            "it": "Scambi il Due con il Sei, la briscola scoperta"}[language]
    assert banner == said, banner
    assert banner.index(gave) < banner.index(took)
    for seat in (0, 1):                              # never the verb of a trick won
        verb = set(table.say("takes", seat, p=11).split()) - {"11", table.seat_name(seat)}
        assert not verb & set(table.say("exchanged", seat, took=took, gave=gave).split()), verb


def test_the_corner_keeps_the_briscola_through_an_exchange(tmp_path):
    """Review 12i N1: while the exchanged cards flew, the corner lost the face-up card and
    its "Trump: Clubs" line, "First to 2 ..." jumping up to the first line (the corner took
    the card flying to the stock for the face-up card not yet turned, as at the deal)."""
    app, table = _exchange_table(tmp_path)
    stock = table.panels.stock
    before = stock.corner_lines()
    assert before[0] == app.t("briscola_is", suit=app.t.suit(table.deal.trump))
    key(app, "s")
    flying = 0
    for _ in range(120):
        app.step(16)
        app.draw()
        flying += table.sprites[table.shown.trump_card].tween is not None
        assert stock.corner_lines() == before
    assert flying                       # the card given did fly to the stock meanwhile


@pytest.mark.parametrize("language", ["it", "en"])
def test_a_wrapped_exchange_banner_breaks_at_its_comma(tmp_path, language):
    """At 640x480 the scambio's banner takes two lines: "You exchange the Two for the Six, /
    the face-up briscola", not "... the Two for / the Six, the face-up briscola"."""
    from table_support import texts_drawn
    app, table = _exchange_table(tmp_path, language=language, size=(640, 480))
    key(app, "s")
    app.step(16)
    said = table.banners.texts()[-1]
    lines = list(dict.fromkeys(line for line in texts_drawn(app) if len(line) > 8 and line in said))
    assert " ".join(lines) == said
    assert len(lines) == 1 or lines[0].endswith(","), lines


def test_no_button_without_the_rule(tmp_path):
    from test_ui_support import run_until
    app = make_app(tmp_path, players=2, speed="fast", scambio=False, level="hard")
    table = start_match(app, seed=EXCHANGE_SEED)
    run_until(app, table.human_turn)
    assert table.my_exchanges() == [] and table.panels.stock.exchange_button() is None
    key(app, "s")
    assert table.deal.swaps == []


def test_a_computer_exchange_is_announced_and_reviewed(tmp_path):
    from test_ui_support import run_until
    from briscola_gui.ui.scenes.review import ReviewScene
    app = make_app(tmp_path, players=4, speed="fast", scambio=True, level="hard")
    table = start_match(app, seed=0)
    seen = []
    for _ in range(8000):
        if table.human_turn():
            table.play_card(table.deal.legal_moves()[0])
        app.step(16)
        seen += [t for t in table.banners.texts() if t not in seen]
        if any(s.seat != 0 for s in table.deal.swaps) and table.display.idle:
            break
    swap = next(s for s in table.deal.swaps if s.seat != 0)
    assert app.t("exchanged", name=table.seat_name(swap.seat), took=app.t(f"rank_the.{swap.took % 10 + 1}"),
                 gave=app.t(f"rank_the.{swap.gave % 10 + 1}")) in seen
    review = ReviewScene(app, table, table.deal)
    step = next(s for s in review.steps if s.kind == "exchange")
    assert review.move_text(step) == app.t("review_exchanges", name=table.seat_name(swap.seat),
                                           gave=app.t.card_the(swap.gave), took=app.t.card_the(swap.took))
    run_until(app, lambda: table.display.idle)


def test_the_hint_advises_the_exchange(tmp_path):
    from test_ui_support import run_until
    app, table = _exchange_table(tmp_path, hints=True)
    table.request_hint()
    run_until(app, lambda: table.panels.hint.hint is not None)
    card, reason = table.panels.hint.hint
    assert card == 21 and reason.startswith("Exchange the Two of Clubs for the Six of Clubs")
