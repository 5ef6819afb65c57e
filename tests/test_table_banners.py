"""Banners (ui/table/panels/banners.py): timed on the scene's scheduler, at most three at
once, drawn inside their band beside the trick, hidden under the chiamata panels."""
import pytest
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


def _gap(a: pygame.Rect, b: pygame.Rect) -> float:
    dx = max(a.left - b.right, b.left - a.right, 0)
    dy = max(a.top - b.bottom, b.top - a.bottom, 0)
    return (dx * dx + dy * dy) ** 0.5


@pytest.mark.parametrize("players", [4, 5, 6])
@pytest.mark.parametrize("size", [(640, 480), (1280, 800)], ids=lambda v: f"{v[0]}x{v[1]}")
@pytest.mark.parametrize("larger", [False, True], ids=["usual", "larger"])
def test_the_news_stand_by_the_trick(tmp_path, monkeypatch, players, size, larger):
    """Review 12e: "Giulia takes 0" stood ~200 px right of a 4-player trick at 1280x800 (in
    the middle of a wide band), and with 5 players far from it. The news stand as near the
    trick as their band allows, flush with its side towards the trick, never on its cards;
    beside the trick, within two margins of it."""
    app, table = table_at_turn(tmp_path, players=players, seed=7, size=size, language="en",
                               large_text=larger)
    boxes = []
    monkeypatch.setattr(banners_module, "draw_panel", lambda surface, rect, alpha=0: boxes.append(rect))
    table.banners.clear()
    for name, p in (("Giulia", 0), ("Luca", 11)):
        table.banners.add(app.t("takes", name=name, p=p), 60000)
    table.banners.draw(app.surface)
    regions, m = table.regions, table.layout_obj.margin
    news = boxes[0].unionall(boxes[1:])
    assert _gap(news, regions.trick) <= _gap(regions.banners, regions.trick) + 1, (news, regions.banners)
    if regions.banners.left >= regions.trick.right:
        assert news.left - regions.trick.right <= 2 * m, (news, regions.trick)
    assert news.collidelist(regions.trick_cards) < 0
