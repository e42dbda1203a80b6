"""The games' Qt parts, found through the registry: a generic window never imports a game's
Qt code by name. SCORE 5's table is still the shell's own; every other installed game
brings its part (``QT_PART`` in the module its ``Game.qt_module`` names)."""

from __future__ import annotations

import importlib
from typing import Any

from PySide6.QtCore import QCoreApplication

from score5_desktop.core import registry

SCORE5 = "score5"


def game_name(game_id: str) -> str:
    """A game's name in the interface language, as the windows that switch games show it."""
    if game_id == SCORE5:
        #: The name of the auction game, as printed on its box (glossary: ok).
        return QCoreApplication.translate("GameParts", "SCORE 5")
    return qt_part(game_id).name()


def qt_part(game_id: str) -> Any:
    """The Qt part of ``game_id`` (``KeyError`` for a game that is not installed)."""
    game = registry.get(game_id)
    return importlib.import_module(game.qt_module).QT_PART


def playable_games() -> list[str]:
    """SCORE 5 and the installed games whose Qt part loads: the games the app plays,
    and so the ones History and Statistics switch between."""
    return [SCORE5, *other_games()]


def other_games() -> list[str]:
    """The installed games other than SCORE 5 whose Qt part loads, in menu order."""
    found = []
    for game in registry.installed():
        if game.id == SCORE5:
            continue
        try:
            module = importlib.import_module(game.qt_module)
        except ModuleNotFoundError:
            continue
        if hasattr(module, "QT_PART"):
            found.append(game.id)
    return found
