"""The guided first game of each game, played to its end from the keyboard in every
language: the lesson panel explains steps and holds the table until Continue (Enter),
the player answers each question with keys on the table, and the end comes with the
lesson's last words. Also: leaving the lesson lets the game go on, another game ends
the lesson, and the very first start offers it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from score5_desktop.model.game_model import GameModel
from score5_desktop.storage.settings import SettingsStore
from tests.ui.app_fixtures import make_window, setup_of
from tests.ui.i18n_helpers import interface_language

F35 = "five-three-five"


def _window(qtbot, tmp_path):
    """A window whose bots are each game's own (the lessons seat ``normal`` bots)."""
    return make_window(qtbot, tmp_path, model=GameModel(hint_level=lambda: "random"))


def _key(window, key: Qt.Key) -> None:
    """``key`` to whatever has the keyboard in ``window``, as a player's key goes (the
    panel gives Continue the keyboard once the event loop has turned; a window another
    test left behind may hold the application's focus meanwhile)."""
    for _ in range(100):
        widget = QApplication.focusWidget()
        if widget is not None and widget.window() is window:
            break
        QTest.qWait(10)
    else:
        widget = window.focusWidget() or window
    QTest.keyClick(widget, key)


def _answer_score5(window, turn: int) -> None:
    """A bid of the focused card every other round (Right, Space, Enter), else none;
    Enter keeps a bid; Space takes the focused card in a pick; Enter places the wild."""
    phase = window.actions_bar._phase
    if phase == "bid" and turn % 2:
        _key(window, Qt.Key.Key_Right)
        _key(window, Qt.Key.Key_Space)
    if phase == "pick":
        _key(window, Qt.Key.Key_Right)
        _key(window, Qt.Key.Key_Space)
    else:
        _key(window, Qt.Key.Key_Return)


def _answer_f35(window, turn: int) -> None:
    """Lead the focused card (Right, Space, Enter); answer a meld by passing (P)."""
    view = window.model.view(0)
    if view.central:
        _key(window, Qt.Key.Key_P)
    else:
        _key(window, Qt.Key.Key_Right)
        _key(window, Qt.Key.Key_Space)
        _key(window, Qt.Key.Key_Return)


ANSWER = {"score5": _answer_score5, F35: _answer_f35}


def _play_lesson(qtbot, window, game: str) -> tuple[int, int]:
    """Start the lesson and play it to the end window; (notes read, moves made)."""
    assert window.startLesson(game)
    panel = window.lessonPanel
    notes = moves = 0
    for _ in range(1500):
        qtbot.waitUntil(
            lambda: (
                panel.isHolding()
                or window.model.decidingSeat() == 0
                or window.endDialog.isVisible()
            ),
            timeout=10000,
        )
        if window.endDialog.isVisible():
            break
        if panel.isHolding():
            text = panel.text.text()
            _key(window, Qt.Key.Key_Return)
            qtbot.waitUntil(lambda t=text: not panel.isHolding() or panel.text.text() != t)
            notes += 1
            continue
        qtbot.waitUntil(lambda: not window.scene.isAnimating(), timeout=10000)
        before = window.model.recordText()
        ANSWER[game](window, moves)
        qtbot.waitUntil(
            lambda b=before: window.model.recordText() != b or panel.isHolding(), timeout=5000
        )
        moves += 1
    else:
        pytest.fail("the guided game did not end")
    assert window.lessonPanel is panel and not panel.isHidden()
    assert panel.leaveButton.isVisible() and not panel.isHolding()
    # The end window would keep the keyboard for the next test's keys.
    window.endDialog.close()
    return notes, moves


@pytest.mark.parametrize("game", ["score5", F35])
@pytest.mark.parametrize("code", ["en", "fr", "de", "it"])
def test_each_guided_game_plays_to_its_end_from_the_keyboard(qtbot, tmp_path, game, code):
    with interface_language(code):
        window = _window(qtbot, tmp_path)
        notes, moves = _play_lesson(qtbot, window, game)
        words = window.lessonPanel.text.text()
    assert notes >= 8 and moves >= 5
    if code != "en":  # the last words are in the player's language
        assert "Game > New" not in words


def test_leaving_the_lesson_lets_the_game_go_on(qtbot, tmp_path):
    window = _window(qtbot, tmp_path)
    window.startLesson("score5")
    panel = window.lessonPanel
    qtbot.waitUntil(panel.isHolding)
    QTest.mouseClick(panel.leaveButton, Qt.MouseButton.LeftButton)
    assert window.lessonPanel is None and not window.model.isHeld()
    # The game goes on: the first question comes without any Continue.
    qtbot.waitUntil(lambda: window.model.decidingSeat() == 0, timeout=10000)


def test_another_game_ends_the_lesson(qtbot, tmp_path):
    window = _window(qtbot, tmp_path)
    window.confirmLeaving = False
    window.startLesson(F35)
    qtbot.waitUntil(window.lessonPanel.isHolding)
    window.startGame("score5", setup_of(("Ann", "human", None), ("Bo", "bot", "random")))
    assert window.lessonPanel is None and not window.model.isHeld()
    qtbot.waitUntil(lambda: window.model.decidingSeat() == 0, timeout=10000)


def test_the_first_start_offers_a_guided_game_once(qtbot, tmp_path, monkeypatch):
    asked = []

    def answer(box):
        asked.append(box.text())
        box.buttons()[0].click()  # the first game's guided game
        return 0

    monkeypatch.setattr(QMessageBox, "exec", answer)
    window = _window(qtbot, tmp_path)
    window.quiet = False
    window.begin()
    assert len(asked) == 1 and "guided" in asked[0]
    assert window.lessonPanel is not None
    assert SettingsStore(tmp_path / "settings.json").load()[0].lessons_offered


def test_keys_pressed_as_the_table_goes_on_never_leave_the_lesson(qtbot, tmp_path):
    """Enter on Continue, then the keys of a move, again and again (found in a real
    window: as Continue hid, the keyboard went to Leave the lesson and a Space for the
    hand pressed it). Only a click or the button's access key leaves."""
    window = _window(qtbot, tmp_path)
    window.startLesson(F35)
    panel = window.lessonPanel
    keys = (Qt.Key.Key_Return, Qt.Key.Key_Escape, Qt.Key.Key_Right, Qt.Key.Key_Space)
    for _ in range(40):
        for key in (*keys, Qt.Key.Key_Return, Qt.Key.Key_P):
            QTest.keyClick(QApplication.focusWidget() or window, key)
            qtbot.wait(5)
        if window.endDialog.isVisible():
            break
    assert window.lessonPanel is panel and not panel.isHidden()


def test_leave_stays_where_it_is_when_continue_hides(qtbot, tmp_path):
    """A click on Continue that comes once more, as the next step asks for a move and
    Continue hides, never lands on Leave the lesson (found in a real window: Leave moved
    up into Continue's place, and a second click there ended the lesson)."""
    window = _window(qtbot, tmp_path)
    window.startLesson("score5")
    panel = window.lessonPanel
    qtbot.waitUntil(panel.isHolding)
    qtbot.waitUntil(panel.continueButton.isVisible)
    spot = panel.continueButton.geometry().center()
    leave_at = panel.leaveButton.geometry()
    while panel.isHolding():
        QTest.mouseClick(panel.continueButton, Qt.MouseButton.LeftButton)
        qtbot.wait(20)
    qtbot.waitUntil(lambda: panel.continueButton.isHidden(), timeout=5000)
    assert panel.leaveButton.geometry() == leave_at
    assert panel.continueButton.parentWidget().childAt(spot) is not panel.leaveButton
