"""The match on the table (ui/table/panels/nameplates.py and stock.py): each side's match
score on its place, where the match stands in the top left corner, and in chiamata the
sides' colours, which change when the partner is seen, with the reveal drawn on the
partner's place."""
import pygame
from table_support import table_at_turn, texts_drawn
from test_ui_support import human_move, make_app, play_to_smazzata_over

from briscola_gui.ui.match_start import start_match
from briscola_gui.ui.scenes.results import SmazzataOverScene
from briscola_gui.ui.table.panels.nameplates import TEAM_EDGES



def test_match_score_on_the_places_after_a_deal(tmp_path):
    app = make_app(tmp_path, players=4, speed="instant", language="en")
    app.settings.length = 3
    table = start_match(app, seed=11)
    plates, stock = table.panels.plates, table.panels.stock
    assert table.match.length == 3
    assert [plates.badge(s) for s in range(4)] == ["0"] * 4
    assert stock.corner_lines()[-1] == app.t("table_first_to", k=3, n=1)
    over = play_to_smazzata_over(app, table, limit=20000)
    score = table.match.score
    assert sum(score) == 1                        # one side won the first smazzata
    for seat in range(4):
        assert plates.badge(seat) == str(score[table.deal.team_of(seat)])
    over.next_deal()
    app.step(16)
    seen = texts_drawn(app)
    assert seen.count("1") >= 2 and seen.count("0") >= 2     # both places of each side
    assert stock.corner_lines()[-1] == app.t("table_first_to", k=3, n=2)
    assert stock.corner_lines()[-1] in seen


def test_the_score_waits_for_the_deal_to_be_shown(tmp_path):
    """The engine counts the deal at its last card; the places change only when the
    player has seen the last trick (the display's own copy of the score)."""
    app = make_app(tmp_path, players=2, speed="normal", language="en")
    app.settings.length = 2
    table = start_match(app, seed=3)
    for _ in range(40000):
        if table.deal.is_over:
            break
        if table.human_turn():
            human_move(table)
        app.step(16)
    assert sum(table.match.score) == 1 and not isinstance(app.top, SmazzataOverScene)
    assert [table.panels.plates.badge(s) for s in range(2)] == ["0", "0"]
    play_to_smazzata_over(app, table, limit=20000)
    assert sorted(table.panels.plates.badge(s) for s in range(2)) == ["0", "1"]


def edge_colour(app, rect):
    """The colour of a plate's left edge, halfway down."""
    return tuple(app.surface.get_at((rect.left, rect.centery)))[:3]


def test_chiamata_reveal_changes_the_team_colours(tmp_path):
    app, table = table_at_turn(tmp_path, players=5, seed=3, language="en")
    deal, plates = table.deal, table.panels.plates
    assert deal.phase == "play" and deal.partner is not None
    caller, partner = deal.caller, deal.partner
    others = [s for s in range(5) if s not in (caller, partner)]
    # before the called card falls: only the caller's side is known
    assert plates.side_colour(caller) == TEAM_EDGES[0]
    assert plates.side_colour(partner) is None and all(plates.side_colour(s) is None for s in others)
    assert table.panels.stock.corner_lines()[1] == table.say("calls", caller, card=app.t.card_the(deal.called_card))
    seen_reveal = False
    for _ in range(20000):
        if table.shown.partner_shown:
            break
        if table.human_turn():
            human_move(table)
        app.step(16)
    assert table.shown.partner_shown
    # the moment: the partner's place is lit with its label while the effect runs
    seen_reveal = bool(plates.reveals) and plates.reveals[0].seat == partner
    app.draw()
    if seen_reveal:
        assert app.t("table_partner_label") in texts_drawn(app)
    assert plates.side_colour(partner) == TEAM_EDGES[0] == plates.side_colour(caller)
    assert all(plates.side_colour(s) == TEAM_EDGES[1] for s in others)
    for _ in range(400):                     # the effect ends on the scene's clock
        app.step(16)
        if not plates.reveals:
            break
    assert not plates.reveals
    app.draw()
    to_act = table.seat_to_act()
    for seat in [caller, partner] + others:
        if seat != to_act and deal.phase == "play":
            want = TEAM_EDGES[0] if seat in (caller, partner) else TEAM_EDGES[1]
            assert edge_colour(app, plates.drawn[seat]) == want, seat


def test_reveal_effect_is_drawn_frame_by_frame(tmp_path):
    app, table = table_at_turn(tmp_path, players=5, seed=3)
    plates = table.panels.plates
    partner = table.deal.partner
    plates.reveal(partner, 1000)
    frames = []
    for _ in range(5):
        app.draw()
        area = (plates.faces[partner] or plates.drawn[partner]).inflate(20, 20).clip(app.surface.get_rect())
        frames.append(pygame.image.tobytes(app.surface.subsurface(area), "RGB"))
        table.tick(100)
    assert len(set(frames)) > 1        # the label and the burst move
    table.tick(1000)
    assert not plates.reveals


def test_reveal_is_not_left_frozen_under_the_end_of_smazzata(tmp_path):
    """The table's clock stops under the end-of-smazzata box: a reveal on the last trick
    is not drawn there, and a new deal starts without it."""
    app, table = table_at_turn(tmp_path, players=5, seed=3)
    plates, label = table.panels.plates, app.t("table_partner_label")
    plates.reveal(table.deal.partner, 5000)
    assert label in texts_drawn(app)
    table.finished_deal = table.deal
    assert label not in texts_drawn(app)
    table.finished_deal = None
    table.deal_started(None)
    assert not plates.reveals and label not in texts_drawn(app)
