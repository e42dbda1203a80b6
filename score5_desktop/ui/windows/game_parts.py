"""The games' Qt parts as the main window holds them, and the new-game dialog's view of
the other games, both found through the registry: a generic window never imports a
game's Qt code by name.

Every game's Qt module gives ``GAME_UI`` (``ui.game_ui.GameUi``: its table, controls,
docks and end window, driven by the shared ``GameModel``) and ``QT_PART``: its name,
one-line description and options (``ui.option_spec.OptionSpec``) as the new-game
dialog offers them, and optionally its own statistics (``ui.stats_part.ShowsStatistics``:
its tiles, chart and words in the Statistics window).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

from PySide6.QtWidgets import QDialog, QWidget

from score5_desktop.core import registry
from score5_desktop.ui.game_ui import GameUi, SidePanels, TablePart, Teaches, game_ui

SCORE5 = registry.DEFAULT_GAME
"""The game a first start offers and the menus list first (the registry's default)."""


@dataclass(frozen=True, slots=True)
class GameParts:
    """One game's parts in the main window: made once, shown while it is played."""

    ui: GameUi
    table: TablePart
    controls: QWidget
    page: QWidget  # the table's view with the controls under it
    panels: SidePanels
    endDialog: QDialog  # noqa: N815 - the window's attribute name


def game_name(game_id: str) -> str:
    """A game's name in the interface language, as the windows that switch games show it."""
    return qt_part(game_id).name()


def qt_part(game_id: str) -> Any:
    """The new-game part of ``game_id`` (``KeyError`` for a game that is not installed)."""
    game = registry.get(game_id)
    return importlib.import_module(game.qt_module).QT_PART


def is_playable(game_id: str) -> bool:
    """Whether ``game_id`` is installed and its Qt part loads, loading that game alone
    (start-up asks it of the game it is about to show)."""
    try:
        module = importlib.import_module(registry.get(game_id).qt_module)
    except (KeyError, ModuleNotFoundError):
        return False
    return hasattr(module, "QT_PART")


def playable_games() -> list[str]:
    """The installed games whose Qt part loads, the default game first: the games the
    app plays, and so the ones History and Statistics switch between."""
    found = [game.id for game in registry.installed() if is_playable(game.id)]
    return sorted(found, key=lambda game_id: game_id != SCORE5)


def teaching_games() -> list[str]:
    """The playable games that offer a guided first game (``ui.game_ui.Teaches``)."""
    return [g for g in playable_games() if isinstance(game_ui(registry.get(g)), Teaches)]
