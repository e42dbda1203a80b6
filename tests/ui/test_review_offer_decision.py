""" "Review my game" is the shell's one decision (``model.review_offer``), told to every
game's end window through ``EndContent.setReviewOffered``: no game's Qt part derives
it from the model (it was written three times: SCORE 5's and Five Three Five's end
windows and the replay page)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from score5_desktop.core import registry
from score5_desktop.core.players import Player
from score5_desktop.model.review_offer import review_offered
from score5_desktop.ui.game_ui import game_ui

BOT = Player("Bot 1", "bot", "easy")


def test_a_game_is_offered_for_review_only_with_a_person_at_the_table() -> None:
    assert review_offered([BOT, Player("Ann")])
    assert review_offered([Player("Ann"), Player("Ben")])
    assert not review_offered([BOT, Player("Bot 2", "bot", "hard")])
    assert not review_offered([])


@pytest.mark.parametrize("game_id", ["score5", "five-three-five"])
def test_each_end_window_shows_the_button_as_the_shell_says(qtbot, game_id) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    end = game_ui(registry.get(game_id)).make_end_content(parent)
    button = next(
        b
        for b in end.findChildren(QWidget)
        if "ReviewGameButton" in b.objectName() or b.objectName() == "reviewGameButton"
    )
    end.setReviewOffered(False)
    assert button.isHidden()
    end.setReviewOffered(True)
    assert not button.isHidden()
