"""The players' places (ui/table/portraits.py, panels/nameplates.py): each portrait goes
with the player's name, not the seat (the lesson's Marta has her own face), and the halo
of the seat to play breathes on the scene's clock."""
import pygame
import pytest

from table_support import table_at_turn
from test_ui_support import make_app

from briscola_gui.ui.table.panels.nameplates import GLOW_PERIOD_MS, GLOW_STEPS, GLOW_STILL_MS, NamePlates
from briscola_gui.ui.table.portraits import LOOKS, Portraits, look_for


def _face_pixels(app, table, seat: int) -> bytes:
    app.draw()
    face = table.panels.plates.faces[seat]
    assert face is not None, "no portrait drawn"
    return pygame.image.tobytes(app.surface.subsurface(face.inflate(-face.w // 2, -face.h // 2)), "RGB")


def _portrait_pixels(name: str, d: int) -> bytes:
    surf = Portraits().get(name, False, d)
    return pygame.image.tobytes(surf.subsurface(surf.get_rect().inflate(-d // 2, -d // 2)), "RGB")


def _nearest(drawn: bytes, d: int) -> str:
    """The known look whose portrait is closest to the drawn pixels (the plate may tint
    them a little)."""
    def distance(name):
        return sum(abs(a - b) for a, b in zip(drawn, _portrait_pixels(name, d)))
    best = min(LOOKS, key=distance)
    assert distance(best) <= 4 * len(drawn), "the drawn face is none of the portraits"
    return best


def test_every_known_player_has_a_face_of_its_own():
    pygame.display.set_mode((1, 1))
    made = {name: _portrait_pixels(name, 60) for name in LOOKS}
    assert len(set(made.values())) == len(LOOKS) and "Marta" in LOOKS
    assert look_for("Someone new") == look_for("Someone new") in LOOKS.values()


def test_a_portrait_follows_the_name_at_any_seat(tmp_path):
    """Each seat shows the portrait of the name it holds, with 2, 3 and 6 players."""
    for players in (2, 3, 6):
        app, table = table_at_turn(tmp_path / str(players), players=players, size=(1920, 1080))
        for seat in range(1, players):
            name = table.seats[seat].name
            app.draw()
            d = table.panels.plates.faces[seat].w
            drawn = _face_pixels(app, table, seat)
            assert _nearest(drawn, d) == name, (players, seat)


def test_the_lesson_teacher_is_not_giulia(tmp_path):
    app = make_app(tmp_path, size=(1280, 800), language="en", speed="instant")
    table = app.reset_to("lesson")
    app.step(16)
    app.draw()
    teacher = table.seats[1].name
    assert teacher == app.t("lesson_opponent") == "Marta"
    d = table.panels.plates.faces[1].w
    drawn = _face_pixels(app, table, 1)
    assert _nearest(drawn, d) == "Marta"


def test_the_halo_breathes_on_the_scene_clock(tmp_path):
    """Full when the turn comes, steady for GLOW_STILL_MS, then dimmer and brighter again
    with each GLOW_PERIOD_MS of scene time, by small steps."""
    app, table = table_at_turn(tmp_path, players=2, size=(1280, 800))
    assert table.seat_to_act() == 0
    plates = table.panels.plates
    levels = [NamePlates.glow_level(ms) for ms in range(0, GLOW_STILL_MS + 2 * GLOW_PERIOD_MS + 1, 100)]
    assert set(levels[:GLOW_STILL_MS // 100]) == {GLOW_STEPS - 1} and levels[-1] == GLOW_STEPS - 1
    assert min(levels) == 0 and all(abs(a - b) <= 2 for a, b in zip(levels, levels[1:]))

    def halo_after(ms: int) -> bytes:
        for _ in range(ms // 16):
            app.step(16)                   # the scene's clock moves only as the scene steps
        assert table.human_turn()
        app.draw()
        face = plates.faces[0]
        ring = face.inflate(face.w // 2, face.h // 2).clip(app.surface.get_rect())
        return pygame.image.tobytes(app.surface.subsurface(ring), "RGB")

    waited = table.schedule.now - plates._lit_since
    first = halo_after(0)
    assert NamePlates.glow_level(waited) == GLOW_STEPS - 1
    still = halo_after(GLOW_STILL_MS - waited - 200)
    assert still == first                                       # steady at first
    dim = halo_after(200 + GLOW_PERIOD_MS // 2)
    assert dim != first
    assert halo_after(GLOW_PERIOD_MS // 2) == first              # a whole breath later: full


def test_wall_time_does_not_move_the_halo(tmp_path, monkeypatch):
    """Frames drawn without the scene's clock moving are the same, whatever the wall clock
    says."""
    import time
    app, table = table_at_turn(tmp_path, players=2, size=(1280, 800))
    for _ in range((GLOW_STILL_MS + GLOW_PERIOD_MS // 3) // 16):
        app.step(16)
    app.draw()
    first = pygame.image.tobytes(app.surface, "RGB")
    real = time.perf_counter
    monkeypatch.setattr(time, "perf_counter", lambda: real() + 12345.0)
    monkeypatch.setattr(time, "monotonic", lambda: real() + 12345.0)
    monkeypatch.setattr(time, "time", lambda: real() + 12345.0)
    app.draw()
    assert pygame.image.tobytes(app.surface, "RGB") == first


@pytest.mark.parametrize("name", ["Giulia", "Marta"])
def test_portraits_are_made_once_per_look_and_size(name):
    pygame.display.set_mode((1, 1))
    p = Portraits()
    assert p.get(name, False, 40) is p.get(name, False, 40)
    assert p.get(name, True, 40) is p.get("anyone", True, 40)        # the player's crest
