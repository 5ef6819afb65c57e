"""Continue restores the table pixel for pixel: the same frame before quitting and after
taking the game up again (ui/table/scene.py through the session's resumed deal)."""
import pygame
import pytest
from test_ui_support import human_move, make_app, run_until

from briscola_gui.ui.match_start import continue_match, start_match


def settle(app, table):
    """The player's turn, every animation and banner over."""
    run_until(app, lambda: table.human_turn() and table.schedule.idle and not table.banners.items)
    app.step(16)


@pytest.mark.parametrize("players, moves", [(2, 3), (4, 2), (5, 2), (6, 1)])
def test_continue_draws_the_same_table(tmp_path, players, moves):
    app = make_app(tmp_path, players=players, speed="fast", language="en")
    table = start_match(app, seed=21)
    for _ in range(moves):
        run_until(app, table.human_turn)
        human_move(table)
    settle(app, table)
    before = pygame.image.tobytes(app.surface, "RGB")
    app.quit()
    app2 = make_app(tmp_path, players=players, speed="fast", language="en")
    app2.reset_to("main_menu")
    continue_match(app2)
    restored = app2.top
    settle(app2, restored)
    after = pygame.image.tobytes(app2.surface, "RGB")
    assert before == after
