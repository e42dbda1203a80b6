"""A name as long as a name may be (40 wide letters, as anyone at an online table may
type) keeps both tables within a 1024×700 window: SCORE 5's side panels took the whole
name's width, so the window could not be narrower than about 1200 px and, made
narrower, cut the bid's buttons ("alider l'offr")."""

from __future__ import annotations

import pytest

from score5_desktop.core.names import MAX_NAME_CHARS
from score5_desktop.games.score5.qt.table.action_bar import ActionBar
from score5_desktop.games.score5.rules.decisions import Phase
from score5_desktop.storage.settings import GameSetup, SeatSetup
from tests.ui.app_fixtures import setup_of
from tests.ui.i18n_helpers import interface_language
from tests.ui.test_tables_fit_1024 import _fits, _window

LONG = "W" * MAX_NAME_CHARS


@pytest.mark.parametrize("code", ["fr", "de"])
def test_score5_with_the_longest_names_fits_1024_by_700(qtbot, tmp_path, code) -> None:
    with interface_language(code):
        window = _window(qtbot, tmp_path)
        window.model.setAutosave(None)
        bar = window.findChild(ActionBar)
        seats = ((LONG, "human", None), ("<b>x</b>" + LONG[8:], "bot", "easy"))
        window.startGame("score5", setup_of(*seats, ("Bot 2", "bot", "easy")), seed=1)
        qtbot.waitUntil(lambda: bar._phase is Phase.BID, timeout=10000)
        _fits(qtbot, window, bar)
        header = window.panels.scoreView.verticalHeader()
        assert header.width() < header.fontMetrics().horizontalAdvance(LONG)


def test_five_three_five_with_the_longest_names_fits_1024_by_700(qtbot, tmp_path) -> None:
    with interface_language("de"):
        window = _window(qtbot, tmp_path)
        window.model.setAutosave(None)
        seats = (SeatSetup(LONG), SeatSetup(LONG[:-1] + "V", "bot", "easy"))
        window.startGame("five-three-five", GameSetup(seats=seats, options={}), seed=3)
        bar = window.actions_bar
        qtbot.waitUntil(lambda: bar.isDeciding(), timeout=10000)
        _fits(qtbot, window, bar)


def test_the_end_window_leaves_the_families_their_columns_beside_a_long_name(qtbot) -> None:
    from score5_desktop.games.score5.qt.panels.end_screen import EndOfGameDialog
    from score5_desktop.games.score5.rules import events as ev
    from score5_desktop.games.score5.rules.record import Player, dumps, load
    from tests.storage.conftest import finished_game

    players = (Player(LONG, "human"), Player("Ann", "bot", "easy"), Player("Bo", "bot", "easy"))
    _record, replayed = load(dumps(finished_game(3, 4), players))
    ended = next(e for e in replayed.events if isinstance(e, ev.GameEnded))
    dialog = EndOfGameDialog()
    qtbot.addWidget(dialog)
    dialog.setResult([p.name for p in players], replayed.state.deck, ended)
    dialog.show()
    table = dialog.table
    qtbot.waitUntil(lambda: table.verticalHeader().width() > 0)
    assert table.verticalHeader().width() < table.fontMetrics().horizontalAdvance(LONG) // 2
    # Each family's column is at least as wide as its card's name on the narrowest row.
    assert min(table.columnWidth(c) for c in range(table.columnCount())) >= 60
