"""The question start-up asks before a game from the command line takes the saved game's
place: ``score5-desktop --players 3``, ``--game GAME``, or a record opened by
a double click would otherwise overwrite the autosave, and the game in progress with it.

The player is told which game is waiting (its name, its players, the round it reached
and when it was saved), and keeping it is the default: Enter and Escape both keep it.
"""

from __future__ import annotations

from enum import Enum
from pathlib import Path

from PySide6.QtCore import QDateTime, QLocale
from PySide6.QtWidgets import QMessageBox, QWidget

from score5_desktop.model.text import arg, translate
from score5_desktop.storage.record_files import LoadResult
from score5_desktop.ui.common.plain import message_box
from score5_desktop.ui.game_ui import SavedGame, game_ui


class SavedGameChoice(Enum):
    KEEP = "keep"  # continue the saved game; the new one is not started
    SAVE_FIRST = "save first"  # save the saved game to a file, then start the new one
    REPLACE = "replace"  # start the new one in its place


def saved_game_text(result: LoadResult, saved_at: float | None) -> str:
    """Which game is waiting in the autosave: its game and players, and, where the game
    words it, the round it reached and when it was saved."""
    assert result.game is not None and result.loaded is not None, "a game in progress"
    ui = game_ui(result.game)
    if saved_at is not None:
        when = QLocale().toString(
            QDateTime.fromSecsSinceEpoch(int(saved_at)), QLocale.FormatType.ShortFormat
        )
        return ui.saved_game_text(SavedGame.of(result.loaded, when))
    #: %1 the game's name, as the new-game dialog shows it; %2 its players, e.g. "Ann, Bot 1 and
    #: Bot 2".
    text = translate("SavedGameQuestion", "A game of %1 with %2 is in progress.")
    return arg(text, ui.setup.name(), SavedGame.of(result.loaded).players)


def ask_about_saved_game(
    parent: QWidget, result: LoadResult, saved_at: float | None, opening: Path | None
) -> SavedGameChoice:
    """Ask before the new game (``opening``: the record file that holds it) takes the
    place of the game in progress in the autosave."""
    box = message_box(
        parent, translate("SavedGameQuestion", "Score 5 Desktop"), "", QMessageBox.Icon.Question
    )
    box.setStandardButtons(QMessageBox.StandardButton.NoButton)
    if opening is None:
        replaced = translate(
            "SavedGameQuestion",
            "The new game takes the place of this one in the autosave. To keep this game, "
            "continue it or save it first.",
        )
        go_on = translate("SavedGameQuestion", "Start the &new game")
    else:
        #: %1 the name of the record file being opened, e.g. "game.score5.json".
        replaced = arg(
            translate(
                "SavedGameQuestion",
                "The game in “%1” takes the place of this one in the autosave. To keep "
                "this game, continue it or save it first.",
            ),
            opening.name,
        )
        go_on = translate("SavedGameQuestion", "&Open the file")
    # One plain text: an informative text would be read as markup, and a file's name may
    # hold some.
    box.setText(saved_game_text(result, saved_at) + "\n\n" + replaced)
    keep = box.addButton(
        translate("SavedGameQuestion", "&Continue the saved game"),
        QMessageBox.ButtonRole.AcceptRole,
    )
    save = box.addButton(
        translate("SavedGameQuestion", "&Save it first…"), QMessageBox.ButtonRole.ActionRole
    )
    box.addButton(go_on, QMessageBox.ButtonRole.DestructiveRole)
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    box.exec()
    clicked = box.clickedButton()
    if clicked is keep or clicked is None:
        return SavedGameChoice.KEEP
    return SavedGameChoice.SAVE_FIRST if clicked is save else SavedGameChoice.REPLACE
