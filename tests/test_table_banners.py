"""Banners (ui/table/panels/banners.py): timed on the scene's scheduler, at most three at
once, drawn inside their band beside the trick, hidden under the chiamata panels."""
import pygame
from table_support import table_at_turn

from briscola_gui.ui.table.panels import banners as banners_module


def test_a_banner_goes_when_its_time_is_up(tmp_path):
    app, table = table_at_turn(tmp_path)
    b = table.banners
    b.clear()
    b.add("one", 1000)
    b.add("two", 3000)
    table.tick(999)
    assert b.texts() == ["one", "two"]
    table.tick(1)
    assert b.texts() == ["two"]
    table.tick(2000)
    assert b.texts() == []
    b.add("short", 10)                         # never shorter than the shortest readable time
    table.tick(banners_module.SHORTEST_MS - 1)
    assert b.texts() == ["short"]


def test_at_most_three_drawn_inside_the_band(tmp_path, monkeypatch):
    app, table = table_at_turn(tmp_path, players=4)
    drawn = []
    monkeypatch.setattr(banners_module, "draw_panel", lambda surface, rect, alpha=0: drawn.append(rect))
    table.banners.clear()
    for i in range(5):
        table.banners.add(f"Banner number {i} with a fairly long text to fit", 5000)
    table.banners.draw(app.surface)
    assert 1 <= len(drawn) <= 3                # long news wraps: fewer fit, the newest first
    band = table.regions.banners
    assert all(band.contains(r) for r in drawn), (band, drawn)
    assert not any(a.colliderect(b) for i, a in enumerate(drawn) for b in drawn[i + 1:]), drawn
    assert not band.colliderect(table.regions.trick)
    drawn.clear()
    for i in range(5):
        table.banners.add(f"Anna {i}", 5000)
    table.banners.draw(app.surface)
    assert len(drawn) == 3 and all(band.contains(r) for r in drawn)


def test_hidden_while_the_player_bids(tmp_path):
    app, table = table_at_turn(tmp_path, players=5, seed=7, play=False)
    assert table.deal.phase == "auction" and table.panels.auction.shown_now()
    table.banners.add("Anna: Asso", 5000)
    assert not table.banners.shown_now()


def test_a_bid_shows_beside_its_bidder_not_in_the_banner_band(tmp_path):
    """Review 12: "Luca: Tre" floated in the band right of the trick, beside Giulia."""
    from briscola_gui.engine.events import BidMade
    app, table = table_at_turn(tmp_path, players=5, seed=7, play=False)
    table.banners.clear()
    table.display.on_bid(BidMade(seat=2, bid="3"))
    assert table.shown.bids[2] == "3"
    assert not any(table.seat_name(2) in s for s in table.banners.texts()), table.banners.texts()
