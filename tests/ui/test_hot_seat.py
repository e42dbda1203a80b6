"""Two humans share the screen (R11): a hand-over screen before each private decision,
and no hand is ever visible while the other human is to act."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.app_fixtures import click_item, make_window, setup_of


def _visible_faces(window) -> set[int]:
    """Card indexes whose faces show in the hand tray."""
    return {
        item.card().index
        for item in window.scene.trayItems()
        if item.isFaceShown() and item.isVisible()
    }


def test_two_humans_never_see_each_others_hand(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.model.setAutosave(None)
    window.startGame(setup_of(("Ann", "human", None), ("Ben", "human", None), adjust=1), seed=8)
    model = window.model
    handovers = 0
    decisions = 0
    while not window.endDialog.isVisible():
        qtbot.waitUntil(
            lambda: window.stack.currentWidget() is window.handover or window.endDialog.isVisible(),
            timeout=5000,
        )
        if window.endDialog.isVisible():
            break
        handovers += 1
        seat = model.handoverSeat()
        other = 1 - seat
        # Behind the hand-over screen: every hand is hidden, in the scene and in the models.
        assert window.handover.title.text().endswith(model.names()[seat])
        assert _visible_faces(window) == set()
        assert all(c is None for s in (0, 1) for c in model.handModel(s).cards())
        qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
        assert window.stack.currentWidget() is window.tablePage
        assert window.actions_bar._seat == seat
        hand = model.ledger().in_hand(seat)
        faces = _visible_faces(window)
        assert faces and all(hand >> i & 1 for i in faces)
        assert not any(model.ledger().hands[other] >> i & 1 for i in faces)
        assert all(c is None for c in model.handModel(other).cards())
        phase = window.actions_bar._phase
        if phase in ("bid", "adjust"):
            click_item(window.view, window.scene.trayItems()[0])
            qtbot.mouseClick(window.actions_bar.confirmButton, Qt.MouseButton.LeftButton)
        elif phase == "pick":
            click_item(window.view, window.scene.interactiveItems()[0])
        else:
            qtbot.mouseClick(window.actions_bar.confirmButton, Qt.MouseButton.LeftButton)
        decisions += 1
        # The decision is in: the hand it showed is hidden again at once.
        assert _visible_faces(window) == set()
        assert decisions < 300
    assert handovers == decisions and decisions >= 24
    assert model.isOver()
