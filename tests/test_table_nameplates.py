"""Name plates (ui/table/panels/nameplates.py): who is who, who must play, and in
chiamata the caller, the call, the target and the partner."""
import pytest
from tour import rendered

from briscola_gui.ui.text import least_em
from table_support import table_at_turn, texts_drawn


def test_names_levels_dealer_and_partner_tags(tmp_path):
    app, table = table_at_turn(tmp_path, players=4, language="en", level="hard")
    plates = table.panels.plates
    seen = texts_drawn(app)
    for seat in range(1, 4):
        assert plates.label(seat) in seen
        assert plates.label(seat).startswith(table.seats[seat].name)
    assert app.t("dealer") in plates.tags(table.deal.dealer)
    assert plates.tags(2)[-1] == app.t("teammate")      # the partner sits opposite
    assert app.t("teammate") not in plates.tags(1) + plates.tags(3)


def test_the_seat_to_play_is_lit_and_plates_stay_in_their_regions(tmp_path):
    app, table = table_at_turn(tmp_path, players=6)
    assert table.seat_to_act() == 0
    app.draw()
    plates = table.panels.plates
    assert len(plates.drawn) == 6
    for drawn, region in zip(plates.drawn, table.regions.plates):
        assert region.contains(drawn)


def test_chiamata_caller_and_call(tmp_path):
    app, table = table_at_turn(tmp_path, players=5, seed=3, language="en")
    deal, plates = table.deal, table.panels.plates
    assert deal.phase == "play"
    assert app.t("caller") in plates.tags(deal.caller)
    # the called card, the caller and the target stand in the top left corner, also when
    # nobody raised (target 60)
    corner = table.panels.stock.corner_lines()
    assert corner[1] == table.say("calls", deal.caller, card=app.t.card_the(deal.called_card))
    match_line = app.t("smazzata_k", k=1, n=table.match.length)
    assert corner[2] == app.t("table_target_deal", n=deal.target, deal=match_line)
    assert str(deal.target) in corner[2]
    seen = texts_drawn(app)
    assert all(line in seen for line in corner)


@pytest.mark.parametrize("language", ["it", "en"])
def test_the_secret_partner_tag_fits_its_plate_at_640x480(tmp_path, language):
    """Drawn at no less than the window's least text size, the player's "secret partner"
    tag stays inside its name plate (it used to spill over the portrait and get cut)."""
    app, table = table_at_turn(tmp_path, players=5, seed=1, size=(640, 480), language=language)
    tag = app.t("secret_partner")
    assert tag in table.panels.plates.tags(0)
    drawn = [r for r in rendered(app) if r.text == tag]
    assert drawn, "the tag is not drawn"
    L, plate = table.layout_obj, table.regions.plates[0]
    for r in drawn:
        assert r.em >= least_em((640, 480))
        assert app.text.render(tag, r.size, (0, 0, 0)).get_width() <= plate.w - 2 * L.margin


LEVELS = ("level_hard", "level_random", "level_medium", "level_expert")


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("size", [(640, 480), (1280, 800), (1920, 1080)], ids=lambda v: f"{v[0]}x{v[1]}")
@pytest.mark.parametrize("language", ["it", "en"])
@pytest.mark.parametrize("larger", [True, False], ids=["larger", "usual"])
def test_every_plate_keeps_its_portrait_with_its_longest_tags(tmp_path, players, size, language, larger):
    """Review 12d minor 10: plates with a long role line ("Medio · mazziere / compagno",
    "Medium · dealer / caller") dropped the portrait (112 px wide at 640x480). Every seat
    wears at once the most tags it may (the longest level's words, dealer, and partner or
    in chiamata caller / partner): every plate keeps its portrait, its lines inside it,
    and the table stays clear."""
    from tour import visit
    from test_ui_support import make_app
    app = make_app(tmp_path, size=size, language=language, speed="instant", level="random",
                   large_text=larger)
    t = app.t
    app.settings.level = max(LEVELS, key=lambda k: app.text.size(t(k), 20)[0])[len("level_"):]
    visit(app, f"table_{players}")
    table = app.top
    level = t("level_" + app.settings.level)
    role = {4: "teammate", 6: "teammate", 5: "partner"}.get(players)
    plates = table.panels.plates

    def longest(seat):
        if seat == 0:
            return [t("dealer")] + ([t("secret_partner")] if players == 5 else [])
        mate = players in (4, 6) and table.deal.team_of(seat) == table.deal.team_of(0)
        return [level, t("dealer")] + ([t(role)] if players == 5 or mate else [])
    plates.tags = longest
    app.draw()
    # the player's own star too in chiamata with "dealer" and "secret partner" (review 12e:
    # it went, the column beside the eight cards too narrow): beside the name, the tags under
    assert all(face is not None for face in plates.faces), [r.w for r in plates.drawn]
    assert all(not face.colliderect(line) for face in plates.faces for line in plates.lines)
    assert all(any(p.contains(r) for p in plates.drawn) for r in plates.lines)
    assert not table.regions.clashes()
