"""Every control is on the Rules screen, in both languages, and has a mouse way besides
its key: the speaker beside Menu mutes (M), the grid beside it shows the tracker (T), the Paste button pastes a code (Ctrl+V), a
click on the deal code copies it (C). The other keys' buttons (Hint, Last trick,
Exchange, Menu, Review, Analysis) have their own tests."""
from __future__ import annotations

import pytest
from table_support import table_at_turn
from test_ui_support import key, make_app, press
from tour import play_to_end

from briscola_gui.messages import Messages

# what the key handling of the window reads (ui/table/*, ui/scenes/*), as the Rules name it
KEYS = ["1-3", "1-8", "L ", "H ", "T ", "M ", "S ", "Esc", "F11", "R ", "A ", "C ", "Ctrl+V", "Home"]
WORDS = {"en": ["Enter", "Left/Right", "Up/Down"], "it": ["Invio", "Sinistra/Destra", "Su/Giù"]}


@pytest.mark.parametrize("language", ["it", "en"])
def test_the_rules_list_every_control(language):
    page = Messages(language).lines("rules_page")
    controls = " ".join(page[page.index(next(line for line in page if line in ("# Controls", "# Comandi"))):])
    missing = [k for k in KEYS + WORDS[language] if k not in controls]
    assert not missing, missing


def test_the_speaker_shows_and_toggles_the_sound(tmp_path):
    app, table = table_at_turn(tmp_path, sound=True)
    speaker = table.panels.corner.sound
    assert table.regions.sound_button.w > 0 and app.surface.get_rect().contains(speaker.rect)
    app.draw()
    on = app.surface.subsurface(speaker.rect).copy()
    press(app, speaker.rect.center)
    assert app.settings.sound is False and app.sound.enabled is False
    app.draw()
    off = app.surface.subsurface(speaker.rect).copy()
    changed = sum(on.get_at((x, y)) != off.get_at((x, y)) for x in range(on.get_width()) for y in range(on.get_height()))
    assert changed > on.get_width()                   # the icon says it: crossed out now
    assert app.store.load_settings().sound is False   # kept for next time
    key(app, "m")
    assert app.settings.sound is True


def test_the_paste_button_pastes_a_code(tmp_path, monkeypatch):
    from briscola_gui.ui import events
    monkeypatch.setattr(events, "clipboard_text", lambda: " 7K2QD-M9XA3\n")
    app = make_app(tmp_path)
    app.reset_to("main_menu")
    entry = app.open("code_entry")
    app.step(16)
    press(app, entry.paste.rect.center)
    assert entry.text.upper() == "7K2QD-M9XA3"


def test_a_click_on_the_deal_code_copies_it(tmp_path, monkeypatch):
    from briscola_gui.ui.scenes import results
    copied = []
    monkeypatch.setattr(results, "set_clipboard", lambda text: copied.append(text) or True)
    app, table = table_at_turn(tmp_path, length="single")
    play_to_end(app, table)
    app.step(16)
    over = app.top
    press(app, over.code_rect.center)
    assert copied == [over.record["code"]] and over.copied


def test_the_end_of_the_match_says_when_it_was_won_by_cappotto(tmp_path):
    from screen_check import drawn
    app, table = table_at_turn(tmp_path, length=3)
    play_to_end(app, table)
    table.match.ended_by_cappotto = True          # as the match sets it when one side took 120
    app.top.to_results()
    app.step(16)
    texts = [d.text for d in drawn(app)]
    assert any(text.startswith("Winners:") and text.endswith("by cappotto") for text in texts), texts


def test_one_index_convention_for_cards_tracker_and_rules():
    """The tracker writes the ranks as the cards print them (1-7, F, C, R) in both
    languages, the plain cards draw the same, and the Rules explain them."""
    from briscola_gui.ui import card_fallback
    from briscola_gui.ui.table.panels.tracker import RANK_LETTERS
    plain = tuple(card_fallback.RANK_LABELS.get(r, str(r)) for r in range(1, 11))
    assert RANK_LETTERS == plain == ("1", "2", "3", "4", "5", "6", "7", "F", "C", "R")
    assert not hasattr(card_fallback, "SUIT_LETTERS")          # suits are drawn signs, not a "C"
    for language, words in (("it", ("F Fante", "C Cavallo", "R Re")), ("en", ("F for the Jack", "C for the Knight", "R for the King"))):
        page = " ".join(Messages(language).lines("rules_page"))
        assert all(w in page for w in words), language


def test_the_tracker_button_shows_and_hides_the_tracker(tmp_path):
    app, table = table_at_turn(tmp_path)
    button = table.panels.corner.tracker
    assert app.surface.get_rect().contains(button.rect)
    shown = app.settings.tracker
    press(app, button.rect.center)
    app.draw()
    assert app.settings.tracker is (not shown)
    assert (table.panels.tracker.rect is not None) is (not shown)   # drawn on the table or not
    assert app.store.load_settings().tracker is (not shown)         # kept for next time
    press(app, button.rect.center)
    app.draw()
    assert app.settings.tracker is shown and (table.panels.tracker.rect is not None) is shown
