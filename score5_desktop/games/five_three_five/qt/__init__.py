"""Five Three Five's Qt part: its cards, table, controls and words (loaded by the shell
through the registry, never imported by name from a generic module): ``GAME_UI`` for
the table and ``QT_PART`` for the new-game dialog."""

from score5_desktop.games.five_three_five.qt.game_ui import GAME_UI
from score5_desktop.games.five_three_five.qt.part import QT_PART

__all__ = ["GAME_UI", "QT_PART"]
