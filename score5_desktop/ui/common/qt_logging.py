"""Qt's own log lines that a normal start keeps off the terminal.

Qt Multimedia writes about a dozen lines to stderr on every start (its FFmpeg
back end, the audio devices it probes), though nothing is wrong for the player:
sound either plays or Preferences says why not. They are kept for ``--verbose``.
Qt reads ``QT_LOGGING_RULES`` after these rules, so someone chasing a problem
can still turn any category back on.
"""

from __future__ import annotations

from PySide6.QtCore import QLoggingCategory

QUIET_RULES = "qt.multimedia*=false"
"""Every message of every Qt Multimedia category, off."""


def quiet_qt_logging(verbose: bool) -> None:
    """Keep Qt Multimedia's lines off stderr unless ``verbose``."""
    QLoggingCategory.setFilterRules("" if verbose else QUIET_RULES)
