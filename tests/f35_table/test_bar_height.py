"""The bar under the Five Three Five table keeps its height when a two-line hint arrives,
so the table above does not jump."""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget

from score5_desktop.games.five_three_five.qt.controls import F35Controls
from score5_desktop.games.five_three_five.rules.offer import Trick


def test_a_two_line_hint_does_not_grow_the_bar(qtbot) -> None:
    page = QWidget()
    qtbot.addWidget(page)
    layout = QVBoxLayout(page)
    table = QWidget()  # stands for the table view: it takes what the bar leaves
    bar = F35Controls()
    layout.addWidget(table, 1)
    layout.addWidget(bar)
    page.resize(960, 700)
    page.show()
    qtbot.waitExposed(page)
    bar.begin("Ann", (1, 2, 3, 7, 12), Trick(0, central=(), to_act=True))
    qtbot.wait(10)
    before = table.height()
    hint = (
        "Hint: lead a run (1 2 3), because it plays a whole meld of your hand; it keeps "
        "your pair 12 12 together; Bot 1 has one card left; it did best over 3187 deals."
    )
    bar.showHint(hint)
    qtbot.wait(10)
    lines = bar.hint.heightForWidth(bar.hint.width()) // bar.hint.fontMetrics().lineSpacing()
    assert lines == 2  # the case at hand: a hint that wraps once
    assert table.height() == before
