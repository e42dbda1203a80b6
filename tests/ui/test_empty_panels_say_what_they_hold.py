"""SCORE 5's panels before any game: the scores, known holdings and log were three white
boxes under "No game yet.". Each now says what it will hold, until a game fills it."""

from __future__ import annotations

from PySide6.QtGui import QColor

from tests.ui.app_fixtures import make_window, setup_of

THREE = (("Anna", "human", None), ("Bot 1", "bot", "easy"), ("Bot 2", "bot", "easy"))


def _inked(view) -> int:
    """Pixels of the viewport that are not its background."""
    image = view.viewport().grab().toImage()
    base = view.palette().base().color().rgb()
    return sum(
        1
        for y in range(0, image.height(), 2)
        for x in range(0, image.width(), 2)
        if QColor(image.pixel(x, y)).rgb() != base
    )


def test_each_panel_says_what_it_will_hold_until_a_game_fills_it(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    panels = window.panels
    views = (panels.scoreView, panels.knownView, panels.logView)
    for view in views:
        assert view.showsEmptyNote()
        assert _inked(view) > 20, view.objectName()
    assert len({view.emptyNote() for view in views}) == 3
    window.startGame("score5", setup_of(*THREE), seed=3)
    qtbot.waitUntil(lambda: window.actions_bar._seat >= 0, timeout=5000)
    assert not any(view.showsEmptyNote() for view in views)
