"""SCORE 5's round panel is as tall as its lines when a game starts, also where Five
Three Five's table was laid first (the game last set up): it took that game's docks'
room and showed its three lines in the middle of a box three times their height."""

from __future__ import annotations

import pytest

from tests.ui.app_fixtures import make_window, setup_of

THREE = (("Anna", "human", None), ("Bot 1", "bot", "easy"), ("Bot 2", "bot", "easy"))


@pytest.mark.parametrize("first", ["five-three-five", "score5"])
def test_the_round_panel_fits_its_lines_whichever_table_was_laid_first(
    qtbot, tmp_path, first
) -> None:
    window = make_window(qtbot, tmp_path)
    window.showEmptyTable(first)
    qtbot.wait(20)
    window.startGame("score5", setup_of(*THREE), seed=1)
    qtbot.waitUntil(lambda: window.actions_bar._seat >= 0, timeout=5000)
    qtbot.wait(50)
    panels = window.panels
    label = panels.roundLabel
    lines = label.heightForWidth(label.width())
    title = panels.round.height() - panels.round.widget().height()
    assert panels.round.height() <= lines + title + 8, (panels.round.height(), lines)
    view = panels.scoreView
    assert view.height() == view.minimumHeight()  # the scores as tall as their rows
