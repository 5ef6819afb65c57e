"""Review 12c's cosmetic items on the screens: the caller's own plate (4), the deck names
(15), the consolation line (17), a button's words clear of its frame (18), the Rules page's
lines inside its frame (22) and its name for the review button (23)."""
import pytest
from screen_check import drawn
from test_ui_support import key, make_app

from briscola_gui.messages import catalogue


def test_the_player_as_caller_reads_chiami(tmp_path):
    """Item 4: "Tu / chiama" on the player's own plate."""
    from test_table_auction_and_call import _call_panel_at
    from _pytest.monkeypatch import MonkeyPatch
    mp = MonkeyPatch()
    try:
        app, table = _call_panel_at(tmp_path, mp, (1280, 800), "it", False)
        table.make_call(table.deal.legal_calls()[0])
        for _ in range(200):
            if table.deal.phase == "play":
                break
            app.step(16)
        plates = table.panels.plates
        assert "chiami" in plates.tags(0) and "chiama" not in plates.tags(0)
        assert all("chiami" not in plates.tags(s) for s in range(1, 5))
    finally:
        mp.undo()


def test_the_deck_names_are_one_style_in_english():
    """Item 15: "Neapolitan" beside the Italian plurals "Piacentine", "Trevisane"."""
    en = catalogue("en")
    names = [en[f"deck_style.{k}"] for k in ("napoletane", "piacentine", "trevisane")]
    assert all(n.endswith(" pattern") for n in names), names
    assert not any(n.endswith("ine") or n.endswith("ane") for n in names)


def test_the_consolation_claims_no_close_game():
    """Item 17: "So close!" after losing 37 to 83."""
    assert "close" not in catalogue("en")["bd_console"].lower()


@pytest.mark.parametrize("language", ["it", "en"])
def test_the_end_of_smazzata_button_words_keep_clear_of_the_frame(tmp_path, language):
    """Item 18: "Risultato della partita" within 2-3 px of both sides (1280x800, larger text)."""
    from test_ui_screens import finished_deal
    app = make_app(tmp_path, size=(1280, 800), language=language, speed="instant", level="random",
                   large_text=True)
    finished_deal(app, 6)
    scene = app.top
    texts = drawn(app)
    for b in (scene.review, scene.analysis, scene.button):
        label = next(d.rect for d in texts if d.text == b.text())
        assert label.left - b.rect.left >= 6 and b.rect.right - label.right >= 6, (b.text(), label, b.rect)


@pytest.mark.parametrize("language", ["it", "en"])
def test_the_rules_lines_stay_inside_the_frame_while_scrolled(tmp_path, language):
    """Item 22: a half-cut line drawn across the frame's top border after End."""
    app = make_app(tmp_path, size=(640, 480), language=language, large_text=True)
    app.reset_to("main_menu")
    scene = app.open("rules")
    app.step(16)
    inner = scene.page.inflate(-4, -8)
    for k in ("down", "page down", "end", "page up", "up"):
        key(app, k)
        body = [d.rect for d in drawn(app) if d.rect.colliderect(scene.page)]
        assert body and all(inner.contains(r) for r in body), [r for r in body if not inner.contains(r)]


def test_the_rules_name_the_review_button_as_it_reads():
    """Item 23: the Rules said "R or Review the deal", the button reads "Review the smazzata"."""
    for lang in ("it", "en"):
        cat = catalogue(lang)
        assert cat["review"] in " ".join(cat["rules_page"])
