"""The window before any game: what a player sees after cancelling the first new-game
dialog."""

from __future__ import annotations

from tests.ui.app_fixtures import make_window


def test_a_window_without_a_game_shows_the_empty_table_not_a_hand_over(qtbot, tmp_path):
    """Started and the new-game dialog cancelled: no "Pass the screen to" naming nobody."""
    window = make_window(qtbot, tmp_path)
    assert not window.model.hasGame()
    assert window.stack.currentWidget() is window.tablePage
    assert not window.handover.isVisible()
