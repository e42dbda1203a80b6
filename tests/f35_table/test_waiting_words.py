"""While the table settles before the one human's turn against bots, the bar speaks to
them ("Your turn in a moment…"), not of them as of another player ("Léa is playing…")."""

from __future__ import annotations

import random
import time

import pytest
from PySide6.QtCore import QEventLoop, QThread
from PySide6.QtWidgets import QApplication

from score5_desktop.games.five_three_five.game import GAME
from tests.f35_table.test_table_parts import make_parts, players_for


@pytest.mark.real_speed  # what the bar says while the table settles
def test_the_bar_speaks_to_the_player_whose_turn_comes(qtbot) -> None:
    parts = make_parts(qtbot, speed="normal")
    prompts: set[str] = set()
    parts.model.new_game(GAME.id, players_for(1, 2), 4, GAME.default_options())
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and not parts.controls.isDeciding():
        if parts.model.toAct() == (0,):
            prompts.add(parts.controls.prompt.text())
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
        QThread.msleep(1)
    assert parts.controls.isDeciding()
    assert "Your turn in a moment…" in prompts
    assert not any("Léa" in text for text in prompts - {parts.controls.prompt.text()})


@pytest.mark.real_speed  # what the bar says while the table settles
def test_in_hot_seat_a_person_whose_turn_comes_is_not_said_to_be_playing(qtbot) -> None:
    """ "Anna sta giocando…" stood under the table while it swept a trick before Anna's own
    lead, her hand face down: she was not playing, her turn was coming. At the fast
    speed (cards still move), until a bot plays after both people's turns have come."""
    parts = make_parts(qtbot, speed="fast")
    rng = random.Random(2)
    asked: list = []
    parts.model.decisionRequested.connect(lambda _seat, view: asked.append(view))
    prompts: set[str] = set()
    parts.model.new_game(GAME.id, players_for(2, 1), 4, GAME.default_options())
    people = ("Léa", "Hugo")
    coming = {f"{name}'s turn in a moment…" for name in people}
    playing = {f"{name} is playing…" for name in people}
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        text = parts.controls.prompt.text()
        if coming <= prompts and text == "Bot 1 is playing…":
            break
        prompts.add(text)
        if text in playing:
            break  # the fault: no need to play on
        if parts.model.handoverSeat() is not None:
            parts.model.confirmHandover()
        if asked:
            parts.model.submit(rng.choice(asked.pop().legal_plays()))
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
        QThread.msleep(1)
    assert not prompts & playing, prompts
    assert any(f"{name}'s turn in a moment…" in prompts for name in people), prompts
