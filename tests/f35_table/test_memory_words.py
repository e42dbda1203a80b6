"""The table-memory panel speaks to the one player against bots ("You: 7 cards left"),
as the log does; their default name, "Player 1", read as someone else's. In hot seat
everyone is named."""

from __future__ import annotations

from score5_desktop.games.five_three_five.game import GAME
from tests.f35_table.test_table_parts import make_parts, players_for, settle


def _seat_lines(parts) -> list[str]:
    return parts.panels.memory.seats.text().splitlines()


def test_the_memory_speaks_to_the_one_player_against_bots(qtbot) -> None:
    parts = make_parts(qtbot)
    parts.model.new_game(GAME.id, players_for(1, 2), 4, GAME.default_options())
    settle(parts, lambda: parts.controls.isDeciding())
    lines = _seat_lines(parts)
    hand = parts.model.picture().sizes[0]
    assert lines[0] == f"You: {hand} cards left"
    assert lines[1].startswith("Bot 1: ") and lines[2].startswith("Bot 2: ")
    assert not any("Léa" in line for line in lines)


def test_hot_seat_memory_names_everyone(qtbot) -> None:
    parts = make_parts(qtbot)
    parts.model.new_game(GAME.id, players_for(2, 1), 4, GAME.default_options())
    settle(parts, lambda: parts.model.handoverSeat() is not None or parts.controls.isDeciding())
    lines = _seat_lines(parts)
    assert lines[0].startswith("Léa: ") and lines[1].startswith("Hugo: ")
    assert not any(line.startswith("You") for line in lines)
