"""A game must always go on (issue 43), SCORE 5 more briefly than Five Three Five
(``tests/f35_table/test_games_go_on.py``): at every seat count, one person against
random bots plays whole games through the real widgets (clicks and keys on the cards,
Keep, Confirm, the wild chooser), and whenever the engine waits for the person the
bar offers something to do."""

from __future__ import annotations

import pytest

from tests.ui.app_fixtures import make_window, setup_of
from tests.ui.test_game_against_bots import _play_one


def _offers_something(bar, scene) -> bool:
    """An enabled control on show, or cards the person can take."""
    buttons = (bar.confirmButton, bar.keepButton, bar.clearButton)
    shown = any(not b.isHidden() and b.isEnabled() for b in buttons)
    return shown or bool(scene.interactiveItems()) or not bar.family.isHidden()


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_score5_goes_on_to_the_end_through_the_controls(qtbot, tmp_path, players):
    window = make_window(qtbot, tmp_path)
    window.model.setAutosave(None)
    bots = [(f"B{s}", "bot", "random") for s in range(1, players)]
    window.startGame("score5", setup_of(("Ann", "human", None), *bots, adjust=2), seed=40 + players)
    bar, model = window.actions_bar, window.model
    turns = 0
    while True:
        qtbot.waitUntil(
            lambda: model.isOver() or (bar._seat >= 0 and model.decidingSeat() == 0),
            timeout=5000,
        )
        if model.isOver():
            break
        assert _offers_something(bar, window.scene), f"nothing on offer in {bar._phase}"
        _play_one(window, qtbot, turns)
        turns += 1
        assert turns < 300
    qtbot.waitUntil(lambda: window.endDialog.isVisible(), timeout=5000)
    assert turns > 0
