"""Every scene of the window under its name: the one place that knows all scene classes.

Scenes reach each other only by these names (``app.open("rules")``,
``app.reset_to("table", match=..., seats=...)``), so no scene module imports another;
the keyword arguments are the scene class's own. ``build_app`` makes an App that knows
them (the window and the tests use it)."""
from __future__ import annotations

import pygame

from ..app import App, SceneFactory
from .analysis import AnalysisScene
from .code_entry import CodeEntryScene
from .confirm import ConfirmScene
from .daily import DailyScene
from .main_menu import MainMenu
from .match_over import MatchOverScene
from .message import MessageScene
from .new_game import NewGameScene
from .pause import PauseScene
from .results import SmazzataOverScene
from .review import ReviewScene
from .rules import RulesScene
from .settings import SettingsScene
from .stats import StatsScene
from ..lesson.scene import LessonScene
from ..table.scene import TableScene

SCENES: dict[str, SceneFactory] = {
    "main_menu": MainMenu,
    "new_game": NewGameScene,
    "code_entry": CodeEntryScene,
    "daily": DailyScene,             # day=None (today)
    "settings": SettingsScene,
    "rules": RulesScene,
    "stats": StatsScene,
    "message": MessageScene,
    "confirm": ConfirmScene,         # title_key, message_key, yes_key, on_yes
    "lesson": LessonScene,           # chapter=0, step=0, moves=()
    "table": TableScene,             # match, seats, demo=False, seed=None
    "pause": PauseScene,             # table
    "smazzata_over": SmazzataOverScene,   # table, deal, record
    "match_over": MatchOverScene,    # table
    "review": ReviewScene,           # table, deal
    "analysis": AnalysisScene,       # table, deal, worlds=None
}


def build_app(surface: pygame.Surface, **kw) -> App:
    """An App over ``surface`` that opens the scenes above by name (``kw`` as for App)."""
    return App(surface, scenes=SCENES, **kw)
