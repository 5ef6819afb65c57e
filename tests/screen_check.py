"""What a screen shows, read back for tests: every text the scene drew (with its rect)
and every widget's rect, and the checks the screen tests make on them.

``drawn(app)`` draws one frame with ``app.text.draw`` watched, so a test can say
"the title is there, inside the window, and nothing overlaps" without comparing pixels."""
from __future__ import annotations

from dataclasses import dataclass

import pygame


@dataclass(frozen=True)
class Drawn:
    text: str
    rect: pygame.Rect


def drawn(app, also: tuple = ()) -> list[Drawn]:
    """The texts the top scene drew in one ``app.draw()`` (the scenes under an overlay are
    drawn too, but not listed), in drawing order, empty strings left out; ``also``: other
    ``Text`` objects it may draw with (a panel's usual size under larger text)."""
    out: list[Drawn] = []
    top = app.top
    watching = []
    texts = [app.text] + [t for t in also if t is not app.text]

    def spy_on(text_obj):
        real = text_obj.draw

        def spy(surface, text, size, *args, **kw):
            rect = real(surface, text, size, *args, **kw)
            if watching and text.strip():
                out.append(Drawn(text, pygame.Rect(rect)))
            return rect
        text_obj.draw = spy

    def top_draw(surface):
        watching.append(True)
        try:
            type(top).draw(top, surface)
        finally:
            watching.clear()

    for t in texts:
        spy_on(t)
    top.draw = top_draw
    try:
        app.draw()
    finally:
        for t in texts:
            del t.draw
        del top.draw
    return out


def widget_rects(scene) -> dict[str, pygame.Rect]:
    """Every widget ``scene`` shows (buttons, choices), by name or label: its ``widgets``
    list when it has one, else its attributes that are widgets."""
    found = {}
    items = list(getattr(scene, "widgets", []))
    if not items:
        items = [v for v in vars(scene).values() if hasattr(v, "rect") and hasattr(v, "handle")]
    seen = set()
    for w in items:
        if id(w) in seen:
            continue
        seen.add(id(w))
        label = getattr(w, "name", "") or w.text() if hasattr(w, "text") else ""
        found[label or f"widget {len(found)}"] = pygame.Rect(w.rect)
    return found


def overlaps(named: dict[str, pygame.Rect]) -> list[tuple[str, str]]:
    items = list(named.items())
    return [(a, b) for i, (a, ra) in enumerate(items) for b, rb in items[i + 1:] if ra.colliderect(rb)]


def problems(app, texts: list[Drawn], widgets: dict[str, pygame.Rect]) -> list[str]:
    """What is wrong with a screen: anything outside the window, texts on top of each
    other, widgets on top of each other, a text straddling a widget's edge."""
    window = app.surface.get_rect()
    out = []
    for d in texts:
        if not window.contains(d.rect):
            out.append(f"text outside the window: {d.text!r} {d.rect}")
    for name, r in widgets.items():
        if not window.contains(r):
            out.append(f"widget outside the window: {name} {r}")
    for i, a in enumerate(texts):
        for b in texts[i + 1:]:
            if a.rect.colliderect(b.rect) and a.rect != b.rect:
                out.append(f"texts overlap: {a.text!r} {a.rect} and {b.text!r} {b.rect}")
    out += [f"widgets overlap: {a} and {b}" for a, b in overlaps(widgets)]
    for d in texts:
        for name, r in widgets.items():
            if d.rect.colliderect(r) and not r.contains(d.rect):
                out.append(f"text {d.text!r} {d.rect} crosses the edge of {name} {r}")
    return out
