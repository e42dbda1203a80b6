"""The new-game dialog says what each bot level does and how strong it is, in the game
on show: a line under the seats for the level of the seat last changed, and a tooltip on
every level of every seat's list."""

from __future__ import annotations

from PySide6.QtCore import Qt

from score5_desktop.storage.settings import GameSetup, SeatSetup
from score5_desktop.ui.windows.new_game_dialog import NewGameDialog
from tests.ui.i18n_helpers import interface_language

LEVELS = ("random", "easy", "normal", "hard", "expert")
F35 = "five-three-five"


def _dialog(qtbot, seats, game="score5"):
    dialog = NewGameDialog(None, LEVELS, game=game, game_setups={game: GameSetup(seats=seats)})
    qtbot.addWidget(dialog)
    return dialog


def test_the_first_bot_seats_level_is_described_and_a_change_follows(qtbot):
    seats = (
        SeatSetup("Ada"),
        SeatSetup("Bot 1", "bot", "normal"),
        SeatSetup("Bot 2", "bot", "normal"),
    )
    dialog = _dialog(qtbot, seats)
    assert not dialog.levelHelp.isHidden()
    assert dialog.levelHelp.text().startswith("Normal:")
    dialog.levelBoxes[2].setCurrentIndex(LEVELS.index("expert"))
    assert dialog.levelHelp.text().startswith("Expert:")
    assert "hard" in dialog.levelHelp.text()  # how strong, against which level


def test_every_level_has_a_tooltip_in_each_game_and_the_line_follows_the_game(qtbot):
    seats = (SeatSetup("Ada"), SeatSetup("Bot 1", "bot", "easy"))
    dialog = _dialog(qtbot, seats)
    score5_tips = [dialog.levelBoxes[1].itemData(r, Qt.ItemDataRole.ToolTipRole) for r in range(5)]
    assert all(score5_tips) and len(set(score5_tips)) == 5
    dialog.game.setCurrentIndex(dialog.game.findData(F35))
    f35_tips = [dialog.levelBoxes[1].itemData(r, Qt.ItemDataRole.ToolTipRole) for r in range(5)]
    assert all(f35_tips) and not set(f35_tips) & set(score5_tips)
    assert dialog.levelHelp.text() in f35_tips


def test_no_bot_seat_no_level_line(qtbot):
    dialog = _dialog(qtbot, (SeatSetup("Ada"), SeatSetup("Ben")))
    assert dialog.levelHelp.isHidden()
    dialog.kinds[1].setCurrentIndex(1)  # Ben's seat becomes a bot
    assert not dialog.levelHelp.isHidden()


def test_the_descriptions_are_translated(qtbot):
    seats = (SeatSetup("Ada"), SeatSetup("Bot 1", "bot", "expert"))
    with interface_language("fr"):
        dialog = _dialog(qtbot, seats)
        french = dialog.levelHelp.text()
    assert french and not french.startswith("Expert: the deepest")
