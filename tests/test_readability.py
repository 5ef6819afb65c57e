"""Nothing a player must read is smaller than 12 px at 800x600: every text every screen
draws (tests/tour.py walks them all, both languages) is measured by its em, the height
the font gives it (``Text.em``)."""
from __future__ import annotations

import pytest
from tour import SCREENS, rendered, visit
from test_ui_support import make_app

LEAST_PX = 12


@pytest.mark.parametrize("language", ["it", "en"])
@pytest.mark.parametrize("screen", SCREENS)
def test_every_text_is_at_least_12_px_at_800x600(tmp_path, screen, language):
    app = make_app(tmp_path, size=(800, 600), language=language, speed="instant", level="random")
    visit(app, screen)
    texts = rendered(app)
    assert texts, f"{screen}: nothing drawn"
    small = sorted({(r.em, r.text) for r in texts if r.em < LEAST_PX or r.height < LEAST_PX})
    assert not small, f"{screen}: text under {LEAST_PX} px: " + "; ".join(f"{px} px {t!r}" for px, t in small[:12])
