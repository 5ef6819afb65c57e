"""The extra features in the window: deal codes, review, hints, statistics, signals,
and the saved level (the tracker: test_ui_tracker.py)."""
import json

import pytest

from test_ui_support import button, human_move, key, make_app, press, run_until

from briscola_gui.engine import Rules, new_match
from briscola_gui.ui.match_start import continue_match, start_match
from briscola_gui.ui.scenes.main_menu import MainMenu
from briscola_gui.ui.table.scene import TableScene


def test_continue_uses_the_saved_level_not_the_last_chosen(tmp_path):
    app = make_app(tmp_path, players=2, speed="instant", level="hard")
    table = start_match(app, seed=3)
    run_until(app, table.human_turn)
    table.play_card(table.deal.legal_moves()[0])
    run_until(app, table.human_turn)
    table.autosave()
    data = json.loads(app.store.save_path.read_text())
    assert data["window"] == {"level": "hard"}
    from briscola_gui.engine import savegame
    savegame.match_from_json(data)                  # the engine still reads it
    app.settings.level = "easy"                     # chosen later for another game
    app.reset_to("main_menu")
    continue_match(app)
    table = app.top
    assert isinstance(table, TableScene)
    assert all(s.level == "hard" for s in table.seats if not s.human)


def _open_code_entry(app):
    from briscola_gui.ui.scenes.code_entry import CodeEntryScene
    from briscola_gui.ui.scenes.new_game import NewGameScene
    app.reset_to("main_menu")
    app.step(16)
    press(app, button(app.top, "new").rect.center)
    assert isinstance(app.top, NewGameScene)
    app.step(16)
    press(app, button(app.top, "by_code").rect.center)
    assert isinstance(app.top, CodeEntryScene)
    return app.top


def test_a_deal_code_replays_the_same_cards(tmp_path):
    rules = Rules(follow_suit=True, accusi=True)
    original = new_match(4, rules, 2, seed=77)
    code = original.deal_code
    app = make_app(tmp_path, players=2, speed="instant")
    entry = _open_code_entry(app)
    for ch in code:
        key(app, "minus" if ch == "-" else ch.lower())
    app.step(16)
    key(app, "return")
    table = app.top
    assert isinstance(table, TableScene)
    deal = table.deal
    assert table.n == 4 and deal.dealer == original.deal.dealer
    assert deal.deck == original.deal.deck
    assert [list(h) for h in deal.hands] == [list(h) for h in original.deal.hands]
    assert deal.rules.follow_suit and deal.rules.accusi and not deal.rules.piemonte
    assert table.match.deal_code == code
    app.step(16)                                     # the code is drawn in the corner


def test_a_bad_code_gets_a_clear_message(tmp_path):
    from briscola_gui.ui.scenes.code_entry import CodeEntryScene
    app = make_app(tmp_path, players=2, speed="instant")
    entry = _open_code_entry(app)
    entry.type("hello")
    key(app, "return")
    assert isinstance(app.top, CodeEntryScene) and "valid" in entry.error
    app.step(16)
    key(app, "backspace")
    assert entry.text == "hell" and not entry.error
    key(app, "escape")
    assert not isinstance(app.top, CodeEntryScene)


def finish_smazzata(app, table):
    from briscola_gui.ui.scenes.results import SmazzataOverScene
    while not isinstance(app.top, SmazzataOverScene):
        if table.human_turn():
            human_move(table)
        app.step(16)
    return app.top


def test_review_steps_through_a_finished_deal(tmp_path):
    from briscola_gui.ui.scenes.review import ReviewScene
    app = make_app(tmp_path, players=4, speed="instant", length="single")
    table = start_match(app, seed=12)
    over = finish_smazzata(app, table)
    deal = over.deal
    press(app, button(over, "review").rect.center)
    rev = app.top
    assert isinstance(rev, ReviewScene) and len(rev.steps) == 40
    app.step(16)
    plays = []
    for i in range(40):
        step = rev.step
        assert step.index == i and step.kind == "play"
        v = step.view
        assert v.seat == step.seat and step.move in v.legal and step.move in v.hand
        # the view holds the seat's own cards only; the hidden hands are all of them
        assert tuple(v.hand) == step.hands[step.seat]
        assert sum(len(h) for h in step.hands) > len(v.hand) or i >= 37
        plays.append(step.move)
        app.step(16)
        key(app, "right")
    assert rev.index == 39                        # stops at the last move
    key(app, "left")
    assert rev.index == 38
    assert plays == [c for t in deal.tricks for c in t.cards]
    key(app, "escape")
    assert app.top is over


def test_statistics_record_a_finished_game_and_survive_damage(tmp_path):
    from briscola_gui.stats import Stats
    from briscola_gui.ui.scenes.message import MessageScene
    from briscola_gui.ui.scenes.stats import StatsScene
    app = make_app(tmp_path, players=2, speed="instant", length="single", level="easy")
    table = start_match(app, seed=30)
    finish_smazzata(app, table)
    path = app.store.stats_path
    assert path == tmp_path / "stats.json"
    records = Stats.load(path).records
    assert [r["kind"] for r in records] == ["smazzata", "match"]
    assert all(r["players"] == 2 and r["level"] == "easy" for r in records)
    rec = table.match.history[-1]
    mine = rec["team_points"][0]
    assert records[0]["points"] == mine
    # the scene shows it
    app.reset_to("main_menu")
    app.step(16)
    press(app, button(app.top, "statistics").rect.center)
    scene = app.top
    assert isinstance(scene, StatsScene)
    app.step(16)
    assert not isinstance(app.top, MessageScene)       # nothing wrong, no message
    rows = scene.rows()
    assert len(rows) == 1 and rows[0][2].startswith("1 (") and rows[0][5].startswith("1 (")
    # a damaged file: set aside (kept), a message once, a fresh record
    path.write_text("{ not json")
    app2 = make_app(tmp_path, players=2, speed="instant")
    app2.reset_to("main_menu")
    app2.step(16)
    press(app2, button(app2.top, "statistics").rect.center)
    app2.step(16)
    assert isinstance(app2.top, MessageScene) and "stats.json.damaged-1" in app2.top.message
    aside = list(tmp_path.glob("stats.json.damaged-*"))
    assert len(aside) == 1 and aside[0].read_text() == "{ not json"
    key(app2, "return")
    assert isinstance(app2.top, StatsScene)
    app2.step(16)
    assert isinstance(app2.top, StatsScene)            # shown once only
    assert app2.top.rows() == []


def test_the_hint_shows_a_legal_card_and_a_reason(tmp_path):
    app = make_app(tmp_path, players=2, speed="instant", hints=False)
    table = start_match(app, seed=40)
    run_until(app, table.human_turn)
    assert not table.panels.hint.offered()                 # off by default
    key(app, "h")
    assert table.panels.hint.hint is None and table.hint_job is None
    app.settings.hints = True
    assert table.panels.hint.offered()
    press(app, button(table, "hint").rect.center)
    run_until(app, lambda: table.panels.hint.hint is not None)
    card, reason = table.panels.hint.hint
    assert card in table.deal.legal_moves() and card in table.deal.hands[0]
    assert isinstance(reason, str) and reason.endswith(".") and len(reason) > 10
    app.step(16)                                    # drawn: highlighted card and sentence
    table.play_card(card)
    assert table.panels.hint.hint is None
    app.settings.language = "it"
    run_until(app, table.human_turn)
    key(app, "h")
    run_until(app, lambda: table.panels.hint.hint is not None)
    from briscola_gui.messages import catalogue
    hints_it = [v for k, v in catalogue("it").items() if k.startswith("hint.")]
    assert any(v.split("{")[0] in table.panels.hint.hint[1] for v in hints_it)


def test_signal_buttons_and_icons_appear_only_when_allowed(tmp_path):
    from briscola_gui.engine.signals import true_signals
    from briscola_gui.ui.scenes.new_game import NewGameScene
    # the option is offered only for 4 players
    app = make_app(tmp_path, players=2, speed="instant")
    app.reset_to("main_menu")
    app.step(16)
    press(app, button(app.top, "new").rect.center)
    ng = app.top
    assert isinstance(ng, NewGameScene) and ng.signals not in ng.widgets
    ng._players(4)
    assert ng.signals in ng.widgets
    ng._players(3)
    assert ng.signals not in ng.widgets
    # off: nothing
    app = make_app(tmp_path, players=4, speed="instant", signals=False)
    table = start_match(app, seed=1)
    run_until(app, table.human_turn)
    table.play_card(table.deal.legal_moves()[0])
    run_until(app, table.human_turn)
    app.step(16)
    assert not table.signals_on and table.my_signals_allowed() == [] and table.panels.signals.buttons == []
    # on: none during the first trick, then exactly deal.allowed_signals(0)
    app = make_app(tmp_path, players=4, speed="instant", signals=True)
    table = start_match(app, seed=1)
    assert table.deal.rules.signals
    run_until(app, table.human_turn)
    app.step(16)
    assert not table.deal.tricks and table.panels.signals.buttons == [] and table.partner_signals() == []
    table.play_card(table.deal.legal_moves()[0])
    run_until(app, table.human_turn)
    app.step(16)
    allowed = table.deal.allowed_signals(0)
    assert allowed == true_signals(table.deal.hands[0], table.deal.trump)
    assert [b.name for b in table.panels.signals.buttons] == [f"signal:{s}" for s in allowed]
    # the partner (seat 2) gave its true signals at once; the opponents' are not shown
    mate = [(when // 4 + 1, sig) for when, s, sig in table.deal.signals if s == 2]
    assert table.partner_signals() == mate and mate and all(t == 2 for t, _ in mate)
    press(app, table.panels.signals.buttons[0].rect.center)
    assert (0, allowed[0]) in [(s, g) for _, s, g in table.deal.signals]
    app.step(16)
    assert [b.name for b in table.panels.signals.buttons] == [f"signal:{s}" for s in allowed[1:]]


def test_the_window_icon_is_set_before_the_window_opens(monkeypatch):
    import pygame

    from briscola_gui.commands import window
    calls = []
    monkeypatch.setattr(pygame.display, "set_icon", lambda surf: calls.append(("icon", surf.get_size())))
    real_set_mode = pygame.display.set_mode

    def set_mode(*a, **k):
        calls.append(("set_mode",))
        return real_set_mode(*a, **k)
    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    assert window.main(["--smoke-test"]) == 0
    assert calls[0] == ("icon", (64, 64)) and calls[1] == ("set_mode",)


def test_codes_copy_and_paste(tmp_path, monkeypatch):
    import pygame

    from briscola_gui.ui import events
    ev = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=pygame.KMOD_LCTRL, unicode="")
    assert events.translate(ev).key == "paste"
    code = new_match(2, Rules(), "single", seed=5).deal_code
    monkeypatch.setattr(events, "clipboard_text", lambda: f"  {code}\n")
    app = make_app(tmp_path, players=4, speed="instant")
    entry = _open_code_entry(app)
    key(app, "paste")
    assert entry.text.upper() == code
    key(app, "return")
    assert isinstance(app.top, TableScene) and app.top.match.deal_code == code


def test_the_end_of_a_smazzata_can_be_left_by_esc_and_menu(tmp_path):
    from briscola_gui.ui.scenes.main_menu import MainMenu
    from briscola_gui.ui.scenes.pause import PauseScene
    from briscola_gui.ui.scenes.results import SmazzataOverScene
    app = make_app(tmp_path, players=2, speed="instant", length=2)
    table = start_match(app, seed=21)
    over = finish_smazzata(app, table)
    app.step(16)
    key(app, "escape")
    assert isinstance(app.top, PauseScene)
    press(app, button(app.top, "resume").rect.center)
    assert app.top is over
    press(app, table.panels.corner.button.rect.center)     # the table's Menu button, above the box
    assert isinstance(app.top, PauseScene)
    app.step(16)
    press(app, button(app.top, "save_quit").rect.center)
    assert isinstance(app.top, MainMenu)
    match = app.store.load_match()
    assert match is not None and len(match.history) == 1 and not match.over
    assert not isinstance(app.top, SmazzataOverScene)


def test_dialog_boxes_are_opaque(tmp_path):
    """Nothing below shows through a modal dialog (the "Your turn" line through the pause menu)."""
    import pygame

    from briscola_gui.ui.widgets import PANEL, draw_panel
    make_app(tmp_path)
    surface = pygame.Surface((200, 120))
    surface.fill((255, 255, 255))
    draw_panel(surface, pygame.Rect(10, 10, 180, 100))
    assert surface.get_at((100, 60))[:3] == PANEL
    assert surface.get_at((30, 30))[:3] == PANEL


@pytest.mark.parametrize("language", ["en", "it"])
def test_a_bad_code_message_says_what_is_wrong(tmp_path, language):
    """ "ZZZZZ-ZZZZZ" has ten characters: the message must not claim it lacks them."""
    from briscola_gui.ui.scenes.code_entry import CodeEntryScene
    app = make_app(tmp_path, players=2, speed="instant", language=language)
    entry = _open_code_entry(app)
    entry.type("ZZZZZ-ZZZZZ")
    key(app, "return")
    assert isinstance(app.top, CodeEntryScene)
    assert entry.error == app.t("bad_code_unknown") and entry.error
    assert entry.error != app.t("bad_code_length", n=10)
    app.step(16)
    entry.text = ""
    entry.type("7K2QD-M9XU3")
    key(app, "return")
    assert entry.error == app.t("bad_code_character", ch="U") and "U" in entry.error
    entry.text = ""
    entry.type("7K2QD")
    key(app, "return")
    assert entry.error == app.t("bad_code_length", n=5) and "5" in entry.error


@pytest.mark.parametrize("language, article", [("it", "l'Asso di "), ("en", "the Ace of ")])
def test_the_review_names_a_played_ace_with_its_article(tmp_path, language, article):
    """'Anna gioca l'Asso di Denari', not 'Anna gioca Asso di Denari'."""
    app = make_app(tmp_path, players=2, speed="instant", length="single", language=language)
    table = start_match(app, seed=12)
    over = finish_smazzata(app, table)
    press(app, button(over, "review").rect.center)
    rev = app.top
    aces = [s for s in rev.steps if s.kind == "play" and s.move % 10 == 0]
    assert aces
    for step in aces:
        text = rev.move_text(step)
        assert article + app.t.suit(step.move // 10) in text, text
        assert " the the " not in text and "gioca Asso" not in text, text
