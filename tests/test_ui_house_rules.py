"""House rules in the window: the new-game screen offers each where it applies, a deal code
brings its house rules along, and the end of a void smazzata says so."""
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
    assert app.settings.pari == "last_trick" and app.settings.players == 2


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
