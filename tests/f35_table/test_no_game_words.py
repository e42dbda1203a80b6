"""Before any game, Five Three Five's table may be the one laid (the game last set up):
its bar says what to do first, as SCORE 5's does, where it was empty beside a greyed
Hint button; in the language of the moment."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QPalette

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


def test_before_any_game_the_panels_say_what_they_will_show(qtbot) -> None:
    """The table memory showed its heading, "Played this round", over an empty grid, and
    the log was a white box: each now says what it will show, until a game fills it."""
    from score5_desktop.games.five_three_five.game import GAME
    from tests.f35_table.test_table_parts import players_for

    parts = make_parts(qtbot, show=True)
    memory, log = parts.panels.memory, parts.panels.log
    assert not memory.title.isVisible() and not memory.grid.isVisible()
    assert memory.undealt.text().startswith("Once a game starts:")
    # In the placeholder grey of the log's note beside it, not in the panel's text colour.
    assert memory.undealt.foregroundRole() == QPalette.ColorRole.PlaceholderText
    assert log.showsEmptyNote() and log.emptyNote().startswith("Once a game starts:")
    # Two people: no bot left thinking when the test ends.
    parts.model.new_game(GAME.id, players_for(2, 0), 13, GAME.default_options())
    qtbot.waitUntil(lambda: log.model().rowCount() > 0, timeout=5000)
    assert memory.title.isVisible() and memory.grid.isVisible()
    assert not memory.undealt.text().startswith("Once")
    assert memory.undealt.foregroundRole() == QPalette.ColorRole.WindowText
    assert not log.showsEmptyNote()
