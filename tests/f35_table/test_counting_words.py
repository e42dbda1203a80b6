"""While a finished deal's hands are counted nobody is to play: the bar says the round is
being counted, not "Bot 1 is playing…" for the next deal's leader (whom the game already
knows while the table still shows the hands left)."""

from __future__ import annotations

import random

import pytest

from score5_desktop.games.five_three_five.game import GAME
from score5_desktop.games.five_three_five.rules import events as ev
from tests.f35_table.test_table_parts import make_parts, players_for, random_player, settle


@pytest.mark.parametrize("speed", ["instant", "normal"])
def test_the_bar_says_the_round_is_counted_while_its_hands_are_shown(qtbot, speed) -> None:
    parts = make_parts(qtbot, speed)
    decide = random_player(parts, random.Random(3))

    counted: list[tuple[int, str]] = []

    def look(event) -> None:
        # The table starts the next deal: the bar has not heard of it yet and still says
        # what it said all through the counting.
        if isinstance(event, ev.Dealt) and event.deal > 0:
            counted.append((event.deal - 1, parts.controls.prompt.text()))

    parts.model.decisionRequested.connect(decide)
    parts.table.driver.eventShown.connect(look)
    parts.model.new_game(GAME.id, players_for(1, 2), 6, GAME.default_options())
    settle(parts, lambda: len(counted) >= 2)
    assert counted[0] == (0, "Round 1 is over: counting the points…")
    assert counted[1] == (1, "Round 2 is over: counting the points…")


def test_the_bar_says_the_game_is_over_once_the_table_shows_the_end(qtbot) -> None:
    parts = make_parts(qtbot)
    parts.model.decisionRequested.connect(random_player(parts, random.Random(5)))
    over: list[object] = []
    parts.model.gameOver.connect(over.append)  # once the table has shown the end
    parts.model.new_game(GAME.id, players_for(1, 2), 6, GAME.default_options())
    settle(parts, lambda: bool(over))
    assert parts.controls.prompt.text() == "The game is over."
