"""Five Three Five's end window closes from a button, as SCORE 5's does (played in Italian:
its buttons offered no way out but the window's frame), the same row of buttons in both
games, and its buttons' access keys differ in every language."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QPushButton, QWidget

from score5_desktop.core import registry
from score5_desktop.ui.game_ui import game_ui
from score5_desktop.ui.windows.end_buttons import EndButtons
from tests.ui.i18n_helpers import interface_language


def _key(text: str) -> str:
    at = text.replace("&&", "").index("&")
    return text.replace("&&", "")[at + 1].lower()


@pytest.mark.parametrize("code", ["en", "fr", "de", "it"])
def test_the_end_window_closes_from_its_own_button(qtbot, code) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    with interface_language(code):
        end = game_ui(registry.get("five-three-five")).make_end_content(parent)
        end.show()
        qtbot.waitExposed(end)
        buttons = [b for b in end.findChildren(QPushButton) if b.isVisible()]
        keys = [_key(b.text()) for b in buttons]
        assert len(set(keys)) == len(keys) == 5, [b.text() for b in buttons]
        end.buttons.closeButton.click()
        assert not end.isVisible()


@pytest.mark.parametrize("game", ["score5", "five-three-five"])
def test_every_end_window_has_the_one_row_of_buttons(qtbot, game) -> None:
    """One row for both games (``ui.windows.end_buttons``), with the button box's
    standard Close: Five Three Five's end window had its own, worded by itself."""
    parent = QWidget()
    qtbot.addWidget(parent)
    end = game_ui(registry.get(game)).make_end_content(parent)
    row = end.findChild(EndButtons)
    assert row is not None
    assert row.standardButton(row.closeButton) is QDialogButtonBox.StandardButton.Close
    assert not any(b.isDefault() or b.autoDefault() for b in row.buttons())
    end.show()
    qtbot.waitExposed(end)
    row.closeButton.click()
    assert not end.isVisible()
    end.show()
    qtbot.keyClick(end, Qt.Key.Key_Escape)
    assert not end.isVisible()


def test_the_ranking_is_as_tall_as_its_rows_and_the_chart_takes_the_rest(qtbot) -> None:
    """The ranking table stretched over half the window, empty under its rows."""
    from score5_desktop.games.five_three_five.qt.end_panel import EndPanel, FinalStanding

    panel = EndPanel()
    qtbot.addWidget(panel)
    panel.setStanding(
        FinalStanding(
            names=("Ann", "Bo", "Cy"),
            penalties=((0, 3, 5), (4, 0, 2)),
            totals=(4, 3, 7),
            cards_left=(2, 0, 3),
            winners=(1,),
            target=10,
        )
    )
    panel.resize(720, 520)
    panel.show()
    qtbot.waitExposed(panel)
    table = panel.table
    rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
    below = table.height() - table.horizontalHeader().height() - rows - 2 * table.frameWidth()
    assert 0 <= below <= 2  # no strip for a scroll bar that is not shown (it was 16 px)
    assert panel.chart.height() > table.height()
    # Many rounds in a narrow window: the bar shows, below the rows.
    panel.setStanding(replace(panel.standing(), penalties=((0, 3, 5),) * 12, totals=(0, 36, 60)))
    panel.resize(420, 520)
    qtbot.waitUntil(lambda: table.horizontalScrollBar().isVisible(), timeout=2000)
    qtbot.wait(20)
    rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
    bar = table.horizontalScrollBar().height()
    below = table.height() - table.horizontalHeader().height() - rows - 2 * table.frameWidth()
    assert bar <= below <= bar + 2


def test_the_winners_line_addresses_the_one_human_against_bots(qtbot) -> None:
    """Alone against bots the end window read "Player 1 wins with 0 points" (SCORE 5's
    says "You win"); in hot seat the winner is named."""
    from score5_desktop.games.five_three_five.qt.end_panel import EndPanel, FinalStanding

    panel = EndPanel()
    qtbot.addWidget(panel)
    standing = FinalStanding(
        names=("Ann", "Bo", "Cy"),
        penalties=((0, 3, 5),),
        totals=(0, 3, 5),
        cards_left=(0, 2, 3),
        winners=(0,),
        target=10,
        you=0,
    )
    panel.setStanding(standing)
    assert panel.winner.text() == "You win with 0 points"
    panel.setStanding(replace(standing, you=None))
    assert panel.winner.text() == "Ann wins with 0 points"
    panel.setStanding(replace(standing, you=1))
    assert panel.winner.text() == "Ann wins with 0 points"


def test_players_on_the_same_totals_each_keep_a_visible_line() -> None:
    """Two players with the same totals after every round drew one line: the other's
    was hidden under it (seen in Italian: "Giocatore 1" and "Bot 2" both on 10)."""
    from score5_desktop.games.five_three_five.qt.end_panel import tie_nudges

    series = [[0, 10], [0, 0], [0, 10]]
    nudges = tie_nudges(series, 3.0)
    # The three start together at 0: stacked upwards (a negative nudge), none below the axis.
    assert [n[0] for n in nudges] == [0.0, -3.0, -6.0]
    assert [n[1] for n in nudges] == [-1.5, 0.0, 1.5]  # two on 10, one alone on 0
    assert tie_nudges([[0, 4], [0, 7]], 3.0) == [[0.0, 0.0], [-3.0, 0.0]]
    assert tie_nudges([[5, 5], [5, 5]], 3.0) == [[-1.5, -1.5], [1.5, 1.5]]
    assert tie_nudges([], 3.0) == []
