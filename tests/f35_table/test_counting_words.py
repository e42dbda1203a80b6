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


@pytest.mark.parametrize("speed", ["instant", "normal"])
def test_from_the_last_card_of_every_round_the_bar_says_it_is_counted(qtbot, speed) -> None:
    """Also the round that ends the game (its bar was empty), and from the last card on
    (the bar named the next round's leader, or the next seat's plate was lit, while the
    last card landed). A short game (to 10 points) of two rounds: the last one ends it."""
    parts = make_parts(qtbot, speed)
    parts.model.decisionRequested.connect(random_player(parts, random.Random(4)))
    # What the bar says once each event is on the table, read as the next one comes.
    said: list[tuple[ev.Event, str]] = []
    last: list[ev.Event] = []

    def look(event) -> None:
        if last:
            said.append((last[0], parts.controls.prompt.text()))
        last[:] = [event]

    parts.table.driver.eventShown.connect(look)
    over: list[object] = []
    parts.model.gameOver.connect(over.append)
    short = dict(GAME.default_options(), target=10)
    parts.model.new_game(GAME.id, players_for(1, 2), 4, short)
    settle(parts, lambda: bool(over))
    deal = 0
    ends = 0
    for event, text in said:
        if isinstance(event, ev.Dealt):
            deal = event.deal
        out = isinstance(event, ev.Played) and event.cards_left == 0
        if out or isinstance(event, ev.DealEnded):
            assert text == f"Round {deal + 1} is over: counting the points…", (event, text)
            ends += isinstance(event, ev.DealEnded)
    assert ends >= 2 and isinstance(said[-1][0], ev.DealEnded), "the last round was not seen"


def test_the_counts_shown_speak_the_new_language_after_a_switch(qtbot) -> None:
    """The penalty counts stay up until the next deal (or past the end of the game); a
    language switch left them in the old language."""
    from tests.ui.i18n_helpers import interface_language

    parts = make_parts(qtbot)
    parts.model.decisionRequested.connect(random_player(parts, random.Random(5)))
    over: list[object] = []
    parts.model.gameOver.connect(over.append)
    parts.model.new_game(GAME.id, players_for(1, 2), 6, GAME.default_options())
    settle(parts, lambda: bool(over))
    scene = parts.table.driver.scene
    shown = [scene.countBadge(s).text() for s in range(2) if scene.countBadge(s).text()]
    assert shown and all("point" in text for text in shown)
    with interface_language("de"):
        parts.table.driver.refreshPlates()  # as the main window does on LanguageChange
        worded = [scene.countBadge(s).text() for s in range(2) if scene.countBadge(s).text()]
    assert worded and all("Minuspunkt" in text for text in worded), worded
