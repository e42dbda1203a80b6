"""The games as the windows that switch between them see them, found through the
registry: a generic window never imports a game's Qt code by name.

Every game's Qt module gives ``GAME_UI`` (``ui.game_ui.GameUi``); its ``setup``
(``ui.game_ui.NewGamePart``) is its name, one-line description and options
(``ui.option_spec.OptionSpec``) as the new-game dialog offers them, and optionally its
own statistics (``ui.stats_part.ShowsStatistics``: its tiles, chart and words in the
Statistics window).
"""

from __future__ import annotations

from score5_desktop.core import registry
from score5_desktop.ui.game_ui import NewGamePart, Teaches, game_ui


def game_name(game_id: str) -> str:
    """A game's name in the interface language, as the windows that switch games show it."""
    return qt_part(game_id).name()


def qt_part(game_id: str) -> NewGamePart:
    """The new-game part of ``game_id`` (``KeyError`` for a game that is not installed)."""
    return game_ui(registry.get(game_id)).setup


def is_playable(game_id: str) -> bool:
    """Whether ``game_id`` is installed and its Qt part loads, loading that game alone
    (start-up asks it of the game it is about to show)."""
    try:
        game_ui(registry.get(game_id))
    except (KeyError, ModuleNotFoundError):
        return False
    return True


def playable_games() -> list[str]:
    """The installed games whose Qt part loads, the registry's default first: the games
    the app plays, and so the ones History and Statistics switch between."""
    found = [game.id for game in registry.installed() if is_playable(game.id)]
    return sorted(found, key=lambda game_id: game_id != registry.DEFAULT_GAME)


def teaching_games() -> list[str]:
    """The playable games that offer a guided first game (``ui.game_ui.Teaches``)."""
    return [g for g in playable_games() if isinstance(game_ui(registry.get(g)), Teaches)]
