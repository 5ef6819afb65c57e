"""The card tracker in the window: it lists the played cards, strikes a card out when it
lands, leaves out the twos a 3-player table removed, and names the figures as the chosen
deck does."""
import pytest

from test_ui_support import key, make_app, run_until

from briscola_gui.ui.match_start import start_match


def test_the_tracker_lists_played_cards(tmp_path):
    app = make_app(tmp_path, players=4, speed="instant")
    table = start_match(app, seed=41)
    run_until(app, table.human_turn)
    assert not app.settings.tracker                 # off by default
    app.step(16)
    assert table.panels.tracker.rect is None
    for _ in range(3):
        table.play_card(table.deal.legal_moves()[0])
        run_until(app, table.human_turn)
    played = {c for t in table.deal.tricks for c in t.cards} | set(table.deal.table)
    assert table.shown.played() == played and len(played) >= 12
    key(app, "t")
    assert app.settings.tracker
    app.step(16)
    r = table.panels.tracker.rect
    assert r is not None and app.surface.get_rect().contains(r)
    for c in table.shown.hands[0]:                # never over the player's cards
        s = table.sprites[c]
        w, h = app.cards.card_size(s.h)
        import pygame
        assert not r.colliderect(pygame.Rect(int(s.x - w / 2), int(s.y - h / 2), int(w), int(h)))
    key(app, "t")
    app.step(16)
    assert table.panels.tracker.rect is None and not app.settings.tracker


@pytest.mark.parametrize("players,three_remove,removed", [
    (3, "2C", {"C"}), (3, "2B", {"B"}), (6, "2C", {"D", "C", "S", "B"}), (4, "2C", set())])
def test_the_tracker_leaves_out_the_removed_twos(tmp_path, monkeypatch, players, three_remove, removed):
    from briscola_gui.engine import SUITS
    app = make_app(tmp_path, players=players, speed="instant", tracker=True, three_remove=three_remove)
    table = start_match(app, seed=7)
    run_until(app, table.human_turn)
    assert table.deal.rules.three_remove == three_remove or players != 3
    drawn = []
    real_draw = app.text.draw
    monkeypatch.setattr(app.text, "draw", lambda surface, label, *a, **kw: (
        drawn.append((label, kw.get("center"))), real_draw(surface, label, *a, **kw))[-1])
    table.panels.tracker.draw(app.surface)
    r = table.panels.tracker.rect
    assert r is not None
    cells = [(label, pos) for label, pos in drawn if pos is not None and r.collidepoint(pos)]
    assert len(cells) == 40 - (len(removed) if players in (3, 6) else 0)
    twos_rows = sorted(pos[1] for label, pos in cells if label == "2")
    rows = sorted({pos[1] for label, pos in cells})
    assert len(rows) == 4
    listed = {SUITS[rows.index(y)] for y in twos_rows}
    assert listed == set(SUITS) - removed


def test_the_tracker_strikes_a_card_out_when_it_lands(tmp_path):
    """Review 12e item 12: the tracker struck the 5 of Coins out while it was still flying
    to the table."""
    app = make_app(tmp_path, players=2, speed="normal", tracker=True)
    table = start_match(app, seed=41)
    run_until(app, table.human_turn)
    card = table.deal.legal_moves()[0]
    assert table.play_card(card)
    app.step(16)
    assert table.sprites[card].tween is not None and card not in table.panels.tracker.struck()
    run_until(app, lambda: table.sprites[card].tween is None)
    assert card in table.panels.tracker.struck()


@pytest.mark.parametrize("language", ["it", "en"])
@pytest.mark.parametrize("deck,courts", [("trevisane", ["8", "9", "10"]), ("napoletane", ["F", "C", "R"])])
def test_the_tracker_and_the_rules_mark_the_figures_as_the_deck_does(tmp_path, monkeypatch, language, deck, courts):
    """Review 12h F3: the Trevisane print the figures' value, 8 9 10 (as the printed deck),
    while the tracker wrote F C R and the Rules said every deck marks F C R. The tracker
    marks them as the deck in use does, its cells apart, and the Rules name both ways."""
    app = make_app(tmp_path, players=2, speed="instant", tracker=True, deck=deck, language=language,
                   size=(640, 480))
    table = start_match(app, seed=7)
    run_until(app, table.human_turn)
    drawn = []
    real_draw = app.text.draw
    monkeypatch.setattr(app.text, "draw", lambda surface, label, *a, **kw: drawn.append(
        real_draw(surface, label, *a, **kw)) or drawn.append(label) or drawn[-2])
    table.panels.tracker.draw(app.surface)
    r = table.panels.tracker.rect
    labels = [(drawn[i + 1], drawn[i]) for i in range(0, len(drawn), 2) if r.contains(drawn[i])]
    marks = [label for label, _ in labels]
    assert all(marks.count(c) == 4 for c in courts), marks
    assert not {"F", "C", "R", "8", "9", "10"} - set(courts) & set(marks)
    cells = sorted((rect for label, rect in labels if label in "1 2 3 4 5 6 7 8 9 10 F C R".split()),
                   key=lambda rect: (rect.y, rect.x))
    assert all(not a.colliderect(b) for a, b in zip(cells, cells[1:]))
    rules = " ".join(app.t.lines("rules_page"))
    assert "F" in rules and app.t("deck_style.trevisane") in rules and all(n in rules for n in ("8", "9", "10"))
