"""Review 12f cosmetics on the screens around the table."""
import pytest
from test_ui_support import make_app


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 800)])
@pytest.mark.parametrize("language", ["it", "en"])
def test_the_rules_read_in_a_column(tmp_path, size, language):
    """C15: at 1920x1080 the rules' lines ran ~1550 px across; a column of ~70 letters."""
    app = make_app(tmp_path, size=size, language=language)
    app.reset_to("main_menu")
    app.open("rules")
    scene = app.top
    widest = max(app.text.size(line, scene.font)[0] for line, _ in scene.lines if line)
    letters = max(len(line) for line, _ in scene.lines)
    assert letters <= 90, (widest, letters)
    assert abs(scene.page.centerx - size[0] // 2) <= 1
