"""Before any game, Five Three Five's table may be the one laid (the game last set up):
its bar says what to do first, as SCORE 5's does, where it was empty beside a greyed
Hint button; in the language of the moment."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tests.f35_table.test_table_parts import make_parts
from tests.ui.i18n_helpers import interface_language


def test_before_any_game_the_bar_says_how_to_start_one(qtbot) -> None:
    parts = make_parts(qtbot)
    assert parts.controls.prompt.text() == "Start a new game from the Game menu."
    with interface_language("de"):
        qtbot.waitUntil(
            lambda: parts.controls.prompt.text() == "Starte eine neue Partie über das Menü „Spiel“."
        )
    QCoreApplication.processEvents()
    assert parts.controls.prompt.text() == "Start a new game from the Game menu."
