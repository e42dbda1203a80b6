"""Both tables fit a 1024×700 window in every language at every seat count: a 1024-wide
screen is a small laptop's. In a German adjustment round SCORE 5's window would not be
narrower than 1143 px (its side panels were off screen), and forced narrower the bid's
total was drawn over the prompt. Pseudo-localisation stands for a language longer than
any we ship."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QWidget

from score5_desktop.games.score5.qt.table.action_bar import ActionBar
from score5_desktop.games.score5.rules.decisions import Phase
from score5_desktop.storage.settings import GameSetup, SeatSetup
from tests.ui.app_fixtures import make_window, setup_of
from tests.ui.endings import record_before_the_wild
from tests.ui.i18n_helpers import interface_language

WIDTH, HEIGHT = 1024, 700
LANGUAGES = [("en", False), ("fr", False), ("de", False), ("it", False), ("en", True)]
LANGUAGE_IDS = ["en", "fr", "de", "it", "pseudo"]


def _fits(qtbot, window, bar: QWidget) -> None:
    """The window may be 1024×700, and at that size nothing in ``bar`` is clipped or
    drawn over another of its parts."""
    least = window.minimumSizeHint()
    assert least.width() <= WIDTH and least.height() <= HEIGHT, least
    qtbot.waitUntil(lambda: window.width() == WIDTH, timeout=2000)
    shown = [
        widget
        for widget in bar.findChildren(QWidget)
        if isinstance(widget, (QLabel, QAbstractButton, QComboBox))
        and widget.isVisibleTo(bar)
        and (not isinstance(widget, QLabel) or widget.text())
    ]
    assert shown

    def laid_out() -> None:
        boxes: list[tuple[QWidget, QRect]] = []
        for widget in shown:
            box = QRect(widget.mapTo(bar, widget.rect().topLeft()), widget.size())
            assert bar.rect().contains(box), (widget.objectName(), box, bar.rect())
            if isinstance(widget, QLabel) and widget.wordWrap():
                needed = widget.heightForWidth(widget.width())
                assert widget.height() >= needed, (widget.objectName(), widget.text())
            else:
                assert widget.width() >= widget.sizeHint().width(), widget.objectName()
            boxes.append((widget, box))
        for n, (one, box) in enumerate(boxes):
            for other, other_box in boxes[n + 1 :]:
                assert not box.intersects(other_box), (one.objectName(), other.objectName())

    qtbot.waitUntil(laid_out, timeout=2000)


def _window(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.resize(WIDTH, HEIGHT)
    return window


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize(("code", "pseudo"), LANGUAGES, ids=LANGUAGE_IDS)
def test_score5_fits_1024_by_700(qtbot, tmp_path, code, pseudo, players) -> None:
    with interface_language(code, pseudo=pseudo):
        window = _window(qtbot, tmp_path)
        bar = window.findChild(ActionBar)
        bots = [(f"Bot {n}", "bot", "easy") for n in range(1, players)]
        window.startGame("score5", setup_of(("Spielerin 1", "human", None), *bots), seed=1)
        qtbot.waitUntil(lambda: bar._phase is Phase.BID, timeout=10000)
        hand = bar._obs.hand
        bar.scene.setSelectedMask(hand)  # the longest total: every card of the hand
        _fits(qtbot, window, bar)
        bar.confirm()
        qtbot.waitUntil(lambda: bar._phase is Phase.ADJUST, timeout=10000)
        bar.scene.setSelectedMask(hand)
        _fits(qtbot, window, bar)


@pytest.mark.parametrize(("code", "pseudo"), LANGUAGES, ids=LANGUAGE_IDS)
def test_score5_wild_fits_1024_by_700(qtbot, tmp_path, code, pseudo) -> None:
    """The last decision: the wild's family box (each family with its score) and its button."""
    with interface_language(code, pseudo=pseudo):
        window = _window(qtbot, tmp_path)
        window.model.setAutosave(None)
        bar = window.findChild(ActionBar)
        assert window.openPath(record_before_the_wild(tmp_path, True))
        qtbot.waitUntil(lambda: bar._phase is Phase.WILD, timeout=10000)
        _fits(qtbot, window, bar)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize(("code", "pseudo"), LANGUAGES, ids=LANGUAGE_IDS)
def test_five_three_five_fits_1024_by_700(qtbot, tmp_path, code, pseudo, players) -> None:
    with interface_language(code, pseudo=pseudo):
        window = _window(qtbot, tmp_path)
        seats = (SeatSetup("Spielerin 1"),) + tuple(
            SeatSetup(f"Bot {n}", "bot", "easy") for n in range(1, players)
        )
        window.startGame("five-three-five", GameSetup(seats=seats, options={}), seed=3)
        bar = window.actions_bar
        qtbot.waitUntil(lambda: bar.isDeciding(), timeout=10000)
        _fits(qtbot, window, bar)
