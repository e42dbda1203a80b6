"""After a hand-over confirmed with the mouse, the keyboard works on the table at once:
the table has the focus, and Space takes the first card on offer in a pick. (Checked
after a real-window hot-seat game where a pick took no key: a stray click on the felt
had cleared the card focus, as a click on a scene's background does; the arrows bring
it back, as the prompt says.)"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from score5_desktop.games.score5.rules.decisions import Phase
from tests.model.helpers import state_of
from tests.model.score5_humans import quiet_human
from tests.ui.app_fixtures import make_window, setup_of

PEOPLE = (("Ann", "human", None), ("Ben", "human", None), ("Cid", "bot", "random"))


def test_a_pick_after_a_clicked_hand_over_takes_keys(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.model.setAutosave(None)
    window.startGame("score5", setup_of(*PEOPLE, adjust=0), seed=8)
    model = window.model
    picks = 0
    for _ in range(80):
        qtbot.waitUntil(
            lambda: model.handoverSeat() is not None or model.decidingSeat() is not None,
            timeout=20000,
        )
        seat = model.decidingSeat()
        if seat is not None:  # the same person decides again: no hand-over
            assert model.submit(quiet_human(state_of(model), seat))
            continue
        seat = model.handoverSeat()
        button = window.handover.button
        qtbot.waitUntil(button.isArmed, timeout=5000)
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda s=seat: model.decidingSeat() == s, timeout=5000)
        qtbot.waitUntil(lambda: not window.scene.isAnimating(), timeout=20000)
        view = state_of(model).view(seat)
        focus = QApplication.focusWidget()
        assert focus is window.view, f"the focus is on {focus!r} in phase {view.phase}"
        if view.phase is Phase.PICK:
            before = state_of(model).hands[seat]
            QTest.keyClick(window.view.viewport(), Qt.Key.Key_Space)
            qtbot.waitUntil(lambda s=seat, b=before: state_of(model).hands[s] != b, timeout=5000)
            picks += 1
            if picks == 2:
                return
        else:
            assert model.submit(quiet_human(state_of(model), seat))
    pytest.fail("no pick came")
