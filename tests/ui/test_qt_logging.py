"""A normal start keeps Qt Multimedia's dozen log lines off stderr; ``--verbose`` and
``QT_LOGGING_RULES`` bring them back."""

from __future__ import annotations

from PySide6.QtCore import QLoggingCategory

from score5_desktop import app
from score5_desktop.ui.common import qt_logging
from score5_desktop.ui.common.qt_logging import quiet_qt_logging


def _says(name: str) -> bool:
    category = QLoggingCategory(name)
    return category.isWarningEnabled() or category.isInfoEnabled()


def test_a_normal_start_quiets_qt_multimedia_only() -> None:
    try:
        quiet_qt_logging(verbose=False)
        assert not _says("qt.multimedia")
        assert not _says("qt.multimedia.ffmpeg")
        assert QLoggingCategory("qt.qpa.xcb").isWarningEnabled()  # other problems still said
        quiet_qt_logging(verbose=True)
        assert QLoggingCategory("qt.multimedia.ffmpeg").isWarningEnabled()
    finally:
        QLoggingCategory.setFilterRules("")


def test_the_app_sets_the_rules_at_start(monkeypatch) -> None:
    """``main`` sets them as it starts, before Qt Multimedia can load; stopped at once
    here by an unknown game."""
    seen: list[bool] = []
    monkeypatch.setattr(qt_logging, "quiet_qt_logging", seen.append)
    assert app.main(["--game", "no-such-game"]) == 2
    assert seen == [False]
