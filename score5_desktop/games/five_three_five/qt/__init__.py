"""Five Three Five's Qt part: its cards, table, controls and words (loaded by the shell
through the registry, never imported by name from a generic module)."""

from score5_desktop.games.five_three_five.qt.part import QT_PART

__all__ = ["QT_PART"]
