"""Scenes by name: the registry, app.open/switch/reset_to, and no scene importing another."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from test_ui_support import make_app

from briscola_gui.ui.scenes import registry
from briscola_gui.ui.scenes.main_menu import MainMenu
from briscola_gui.ui.scenes.rules import RulesScene
from briscola_gui.ui.scenes.settings import SettingsScene

SCENES_DIR = Path(registry.__file__).resolve().parent
SCENE_MODULES = {p.stem for p in SCENES_DIR.glob("*.py")} - {"__init__", "registry"}


def _imported_modules(path: Path) -> set[str]:
    """Every module ``path`` imports, at the top or inside functions, as dotted text."""
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            base = "." * node.level + (node.module or "")
            out.add(base)
            joint = "" if base.endswith(".") else "."
            out.update(base + joint + a.name for a in node.names)
        elif isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
    return out


def test_no_scene_module_imports_another():
    assert {"main_menu", "new_game", "settings", "rules", "stats", "results", "review"} <= SCENE_MODULES
    for path in SCENES_DIR.glob("*.py"):
        if path.stem in ("__init__", "registry"):
            continue
        for name in _imported_modules(path):
            parts = name.lstrip(".").split(".")
            same_package = name.startswith(".") and not name.startswith("..")
            absolute = name.startswith("briscola_gui.ui.scenes")
            assert not ((same_package or absolute) and set(parts) & SCENE_MODULES), f"{path.name} imports {name}"


def test_the_registry_names_every_scene_class():
    classes = set(registry.SCENES.values())
    for path in SCENES_DIR.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:
            if isinstance(node, ast.ClassDef) and node.name.endswith(("Scene", "Menu")) and path.stem != "registry":
                assert any(c.__name__ == node.name for c in classes), node.name


def test_open_switch_reset_to(tmp_path):
    app = make_app(tmp_path)
    menu = app.reset_to("main_menu")
    assert isinstance(menu, MainMenu) and app.scenes == [menu]
    rules = app.open("rules")
    assert isinstance(rules, RulesScene) and app.scenes == [menu, rules]
    settings = app.switch("settings")
    assert isinstance(settings, SettingsScene) and app.scenes == [menu, settings]
    message = app.open("message", message="hello")
    assert app.top is message and message.message == "hello"
    app.pop()
    assert app.top is settings
    with pytest.raises(KeyError, match="no scene named 'nowhere'"):
        app.open("nowhere")
    assert app.top is settings                       # an unknown name changes nothing
    app.reset_to("main_menu")
    assert len(app.scenes) == 1 and isinstance(app.top, MainMenu)
