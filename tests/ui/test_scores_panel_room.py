"""SCORE 5's scores panel: the room kept for the row that holds the wild apart lies
under the table, not inside it (it was an empty strip under the last row, the row
header's grey beside white), and what the panel needs is measured on a scratch table
only when the font, the style, the language or the names change (it was measured at
every score change)."""

from __future__ import annotations

from score5_desktop.games.score5.qt.panels import side_panels
from tests.ui.app_fixtures import answer, make_window, setup_of

THREE = (("Anna", "human", None), ("Bot 1", "bot", "easy"), ("Bot 2", "bot", "easy"))


def _started(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.model.setAutosave(None)
    window.startGame("score5", setup_of(*THREE), seed=2)
    qtbot.waitUntil(lambda: window.actions_bar._seat >= 0, timeout=5000)
    qtbot.wait(50)
    return window


def _strip(view) -> int:
    """How much of the table's inside no row covers."""
    return view.viewport().height() - view.verticalHeader().length()


def test_the_wild_row_s_room_is_kept_under_the_table(qtbot, tmp_path) -> None:
    window = _started(qtbot, tmp_path)
    panels = window.panels
    view = panels.scoreView
    assert _strip(view) == 0
    box = panels.scoreBox
    kept = box.minimumHeight() - view.height()
    assert kept > 5, kept  # a wrapped total's second line
    dock, table = panels.scores.height(), view.height()
    # Bot 1 is known to hold the wild: its total holds it apart, on two lines.
    picture = window.model.picture()
    known = list(picture.known)
    known[1] |= 1 << picture.deck.wild_index
    panels.scoreboard.update(known, None)
    qtbot.waitUntil(lambda: view.height() > table, timeout=2000)
    qtbot.wait(20)
    assert _strip(view) == 0
    assert view.height() <= box.minimumHeight()
    assert panels.scores.height() == dock  # the docks did not move


def test_the_room_is_measured_once_for_a_game_s_score_changes(qtbot, tmp_path, monkeypatch):
    calls: list[int] = []
    measure = side_panels._room

    def counted(*args):
        calls.append(1)
        return measure(*args)

    monkeypatch.setattr(side_panels, "_room", counted)
    window = _started(qtbot, tmp_path)
    panels = window.panels
    assert len(calls) == 1
    board = panels.scoreboard
    totals = board.totals()
    for _ in range(6):  # a few rounds: cards change hands, the totals change
        answer(window)
        qtbot.waitUntil(lambda: window.actions_bar._seat >= 0, timeout=5000)
    qtbot.wait(20)
    assert board.totals() != totals
    assert len(calls) == 1
    width = panels.scoreView.minimumWidth()
    font = panels.scoreView.font()
    font.setPointSizeF(font.pointSizeF() * 1.5)
    panels.scoreView.setFont(font)
    panels._fit_width()
    assert len(calls) == 2
    assert panels.scoreView.minimumWidth() > width
