"""Switching the language in Settings applies at once everywhere: on every screen
(tests/tour.py), open Settings over it, change the language, come back and draw: no text
drawn may belong to the old language's catalogue only."""
from __future__ import annotations

import string

import pytest
from tour import SCREENS, rendered, visit
from test_ui_support import make_app

from briscola_gui.messages import catalogue


def _fragments(text: str) -> list[str]:
    """The literal parts of a message (its {placeholders} cut out)."""
    return [lit.strip() for lit, *_ in string.Formatter().parse(text) if lit.strip()]


def only_in(old: str, new: str) -> set[str]:
    """Pieces of ``old``'s messages of 5 letters or more that no ``new`` message contains."""
    new_texts = [v for v in catalogue(new).values() if isinstance(v, str)]
    new_texts += [line for v in catalogue(new).values() if isinstance(v, list) for line in v]
    out = set()
    for key, value in catalogue(old).items():
        if not isinstance(value, str) or catalogue(new).get(key) == value:
            continue
        for piece in _fragments(value):
            if len(piece) >= 5 and not any(piece in other for other in new_texts):
                out.add(piece)
    return out


def test_the_check_knows_old_words():
    assert "Nuova partita" in only_in("it", "en") and "New game" in only_in("en", "it")


def switch_language(app, language: str) -> None:
    """As a player does it: Settings over the current screen, the language row, back."""
    settings = app.open("settings")
    row = settings.widgets[0]
    while row.value != language:
        row.step(1)
    settings.back()
    app.step(16)


@pytest.mark.parametrize("old,new", [("it", "en"), ("en", "it")])
@pytest.mark.parametrize("screen", SCREENS)
def test_nothing_stays_in_the_old_language(tmp_path, screen, old, new):
    app = make_app(tmp_path, size=(800, 600), language=old, speed="instant", level="random")
    visit(app, screen)
    before = rendered(app)
    stale = only_in(old, new)
    assert any(p in r.text for r in before for p in stale), f"{screen}: the check would see nothing"
    switch_language(app, new)
    assert app.settings.language == new
    after = rendered(app)
    left = sorted({r.text for r in after for p in stale if p in r.text})
    assert not left, f"{screen}: still in {old!r} after switching: {left[:8]}"
