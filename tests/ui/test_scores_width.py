"""SCORE 5's scores panel keeps one width through a whole game in every language: its
family columns widened by up to 10 px at the first bold three-digit value (the player's
own row holding a two-star card), or at the end, and the docks beside the table moved."""

from __future__ import annotations

import pytest

from score5_desktop.games.score5.rules.cards import SCORING_FAMILIES
from tests.ui.app_fixtures import answer, make_window, setup_of
from tests.ui.i18n_helpers import interface_language

FIVE = (("Ann", "human", None), *((f"Bot {i}", "bot", "easy") for i in range(1, 5)))


def _bold_hundreds(window) -> bool:
    """Whether the bold own row shows a family value of three digits."""
    board = window.panels.scoreboard
    seat = board.ownSeat()
    if seat is None:
        return False
    return any(
        len(str(board.index(seat, column).data())) == 3 for column in range(len(SCORING_FAMILIES))
    )


@pytest.mark.parametrize("code", ["en", "fr", "de", "it"])
def test_the_scores_panel_keeps_its_width_through_a_game(qtbot, tmp_path, code) -> None:
    with interface_language(code):
        window = make_window(qtbot, tmp_path)
        window.model.setAutosave(None)
        panels = window.panels
        window.startGame("score5", setup_of(*FIVE), seed=5)
        bar = window.actions_bar
        qtbot.waitUntil(lambda: bar._seat >= 0, timeout=10000)
        qtbot.wait(20)  # the panel's width is fitted once the first values are on show
        start = (panels.scoreView.minimumWidth(), panels.scores.width())
        widths = {start}
        bold_hundreds = False
        while True:
            qtbot.waitUntil(lambda: bar._seat >= 0 or window.endDialog.isVisible(), timeout=10000)
            qtbot.wait(5)
            widths.add((panels.scoreView.minimumWidth(), panels.scores.width()))
            bold_hundreds = bold_hundreds or _bold_hundreds(window)
            if window.endDialog.isVisible():
                break
            answer(window)
        qtbot.wait(20)
        end = (panels.scoreView.minimumWidth(), panels.scores.width())
        assert bold_hundreds, "the game never showed a bold three-digit value (change the seed)"
        assert widths | {end} == {start}, (start, sorted(widths | {end}))
