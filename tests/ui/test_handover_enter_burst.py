"""A burst of Enters never confirms the next player's hand-over screen (issue 43).

On Tom's turn he passes (P in Five Three Five; his bid in SCORE 5) and goes on pressing
Enter every 0.2 s; a bot plays and Léa's hand-over screen comes up. Before, Tom's first
Enter once the screen had been up half a second showed Léa's hand. Every press while
the screen is new starts its half second again, so only a press after a pause on an
untouched screen confirms it. The screen's clock is a fake one, moved 0.2 s per press.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from score5_desktop.games.five_three_five.game import GAME as F35
from score5_desktop.games.five_three_five.rules.decisions import Action
from score5_desktop.model.game_model import GameModel
from score5_desktop.storage.settings import GameSetup, SeatSetup
from score5_desktop.ui.windows.handover_screen import ARM_MS, DeliberateButton
from tests.model.drive import FakeClock
from tests.ui.app_fixtures import make_window, setup_of

PEOPLE = (("Tom", "human", None), ("Bot", "bot", "random"), ("Léa", "human", None))
EVERY = 0.2  # seconds between two of Tom's Enters


def _key(window, key: Qt.Key, press: bool) -> None:
    """A key event where a real key goes: the focused widget."""
    target = QApplication.focusWidget() or window
    kind = QEvent.Type.KeyPress if press else QEvent.Type.KeyRelease
    text = "p" if key == Qt.Key.Key_P else "\r"
    QApplication.sendEvent(target, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, text))


def _on_handover(window) -> bool:
    return window.stack.currentWidget() is window.handover


def _tap(window, qtbot, key: Qt.Key) -> None:
    on_screen = _on_handover(window)
    _key(window, key, True)
    _key(window, key, False)
    # On the screen, long enough for a release to settle into a click
    # (``DeliberateButton``); on the table, for the bot to answer.
    qtbot.wait(DeliberateButton.REPEAT_GAP_MS * 2 + 10 if on_screen else 5)


def _confirm_by_code(window, qtbot, seat: int) -> None:
    qtbot.waitUntil(lambda: window.model.handoverSeat() == seat, timeout=5000)
    window.handover.confirmed.emit()
    qtbot.waitUntil(lambda: window.model.decidingSeat() == seat, timeout=5000)


def _burst_then_deliberate(window, qtbot, clock: FakeClock) -> None:
    """Enter every 0.2 s until Léa's hand-over screen is up and for two seconds more:
    nothing is confirmed. Then, after a pause, one Enter confirms it."""
    confirmed: list[int] = []
    window.handover.confirmed.connect(lambda: confirmed.append(1))
    for _ in range(50):
        if _on_handover(window):
            break
        _tap(window, qtbot, Qt.Key.Key_Return)
        clock.now += EVERY
    assert _on_handover(window) and window.model.handoverSeat() == 2
    for _ in range(10):
        _tap(window, qtbot, Qt.Key.Key_Return)
        clock.now += EVERY
        assert not confirmed and _on_handover(window)
        assert window.model.exposedSeat() is None
        assert window.model.picture().hands[2] is None
    clock.now += ARM_MS / 1000 + 0.05
    _tap(window, qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.model.decidingSeat() == 2, timeout=3000)
    assert confirmed == [1]


def _window(qtbot, tmp_path, model: GameModel | None = None):
    window = make_window(qtbot, tmp_path, model=model)
    window.model.setAutosave(None)
    clock = FakeClock()
    window.handover.button.clock = clock
    return window, clock


def test_five_three_five_a_burst_of_enters_never_shows_leas_hand(qtbot, tmp_path):
    window, clock = _window(qtbot, tmp_path, GameModel(hint_level=lambda: "random"))
    setup = GameSetup(seats=tuple(SeatSetup(*seat) for seat in PEOPLE), options={})
    window.startGame(F35.id, setup, seed=5)
    rng = random.Random(5)
    # Play on at random until it is Tom's turn to answer a central meld.
    for _ in range(60):
        qtbot.waitUntil(lambda: window.model.handoverSeat() is not None, timeout=5000)
        seat = window.model.handoverSeat()
        _confirm_by_code(window, qtbot, seat)
        view = window.model.view(seat)
        if seat == 0 and view.central:
            break
        window.model.submit(rng.choice(view.legal_plays()))
    else:
        pytest.fail("Tom never had a central meld to answer")
    window.view.setFocus()
    _tap(window, qtbot, Qt.Key.Key_P)
    state = window.model._require().state  # noqa: SLF001 - the engine, for the test
    assert any(p.seat == 0 and p.action is Action.PASS for p in state.log[-1].plays)
    _burst_then_deliberate(window, qtbot, clock)


def test_score5_a_burst_of_enters_never_shows_leas_hand(qtbot, tmp_path):
    window, clock = _window(qtbot, tmp_path)
    window.startGame("score5", setup_of(*PEOPLE, adjust=1), seed=8)
    _confirm_by_code(window, qtbot, window.model.handoverSeat() or 0)
    assert window.model.decidingSeat() == 0  # Tom bids first
    window.view.setFocus()
    window.view.focusFirstCard()
    QTest.keyClick(window.view, Qt.Key.Key_Space)
    _burst_then_deliberate(window, qtbot, clock)  # the first Enter confirms his bid
