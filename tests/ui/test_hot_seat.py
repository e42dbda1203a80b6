"""Humans share the screen (R11): a hand-over screen before each private decision, and no
hand or secret bid is ever on screen for anyone but the human who confirmed.

The hand-over screen takes only deliberate input: a double Enter, a held Enter (with
key auto-repeat), Space, or a double click carried over from confirming a bid never
shows the next player's hand (issue 11). Every check runs after every synthetic event.
The hand-over screen's clock is a fake one in those tests, moved by the time a person
would take (``_pause``): its arming delay is counted on that clock, so the tests need
not wait it out; the button's own short timer (a key release settling into a click)
still runs on real time.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from score5_desktop.ui.common.motion import Motion
from score5_desktop.ui.table.card_item import CardItem
from score5_desktop.ui.windows.handover_screen import ARM_MS, DeliberateButton
from tests.model.drive import FakeClock
from tests.model.helpers import state_of
from tests.ui.app_fixtures import click_item, make_window, setup_of


def _visible_faces(window) -> set[int]:
    """Card indexes whose faces show in the hand tray."""
    return {
        item.card().index
        for item in window.scene.trayItems()
        if item.isFaceShown() and item.isVisible()
    }


def _secret_faces(window, allowed: int | None) -> set[int]:
    """Cards anywhere on the table (the tray, a stack, or flying away) whose faces show
    though they belong to a human's hand that is not public: only ``allowed``'s own hand
    may show, and of others only the cards the whole table has seen (a revealed bid)."""
    model = window.model
    state = state_of(model)  # at rest: every event of the batch is on the table
    humans = set(model.humanSeats())
    secret = set()
    for item in window.scene.items():
        if not isinstance(item, CardItem) or not item.isFaceShown() or item.opacity() == 0:
            continue
        index = item.card().index
        for seat in humans - {allowed}:
            if state.hands[seat] >> index & 1 and not state.known[seat] >> index & 1:
                secret.add(index)
    return secret


def _assert_private(window, allowed: int | None) -> None:
    """No hand or secret bid but ``allowed``'s is face up, in the scene or the models, and
    no hand-over was confirmed behind the test's back since the last deliberate one."""
    model = window.model
    assert getattr(window, "_test_confirmations", 0) == 0, (
        "a hand-over was confirmed by carried-over input"
    )
    state = state_of(model)
    faces = _visible_faces(window)
    raised = {i.card().index for i in window.scene.trayItems() if i.property("lift")}
    assert _secret_faces(window, allowed) == set(), "a hidden hand's card shows its face"
    if allowed is None:
        assert faces == set(), "a hand is face up behind the hand-over screen"
        assert raised == set()
    else:
        hand = state.hands[allowed]
        assert all(hand >> i & 1 for i in faces | raised)
    picture = model.picture()  # what the table and the panels are given
    for seat in range(len(model.players())):
        if seat != allowed:
            assert picture.hands[seat] is None
            assert picture.own_bids[seat] == 0


def _on_handover(window) -> bool:
    return window.stack.currentWidget() is window.handover


def _key(window, key: Qt.Key, press: bool = True, repeat: bool = False) -> None:
    """A key event where a real key goes: the focused widget."""
    target = QApplication.focusWidget() or window
    kind = QEvent.Type.KeyPress if press else QEvent.Type.KeyRelease
    text = " " if key == Qt.Key.Key_Space else "\r"
    QApplication.sendEvent(
        target, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, text, repeat)
    )


#: Real time a pause takes at most: long enough for a key release to settle into a click
#: on the hand-over button (its timer runs on real time), and for events to be delivered.
SETTLE_MS = DeliberateButton.REPEAT_GAP_MS * 2 + 10


def _pause(window, qtbot, ms: int) -> None:
    """A person's pause of ``ms``: the hand-over screen's fake clock moves on by all of it,
    the test waits real time only for the button's own timer to fire."""
    window._test_clock.now += ms / 1000
    qtbot.wait(min(ms, SETTLE_MS))


def _advance(window, qtbot, ms: int) -> None:
    """The gap between two auto-repeats of a held key: the fake clock moves on by ``ms``,
    and the events so far are delivered (the release timer of a repeat pair, started
    and cancelled at the same instant, may fire later: it then does nothing)."""
    window._test_clock.now += ms / 1000
    qtbot.wait(1)


def _hot_seat(qtbot, tmp_path, humans: int):
    window = make_window(qtbot, tmp_path)
    window.model.setAutosave(None)
    window._test_clock = FakeClock()
    window.handover.button.clock = window._test_clock
    seats = [(name, "human", None) for name in ("Ann", "Ben", "Cid")[:humans]]
    window.startGame("score5", setup_of(*seats, adjust=1), seed=8)
    qtbot.waitUntil(lambda: _on_handover(window), timeout=5000)
    window._test_confirmations = 0

    def confirmed() -> None:
        window._test_confirmations += 1

    window.handover.confirmed.connect(confirmed)
    return window


def _confirm_deliberately(window, qtbot) -> int:
    """Wait as a person would, then press Enter once: the seat's table is shown."""
    seat = window.model.handoverSeat()
    _pause(window, qtbot, ARM_MS + 50)
    _key(window, Qt.Key.Key_Return)
    _assert_private(window, None)  # the press alone shows nothing
    _key(window, Qt.Key.Key_Return, press=False)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.tablePage, timeout=1000)
    assert window._test_confirmations == 1
    window._test_confirmations = 0
    qtbot.waitUntil(lambda: window.actions_bar._seat == seat, timeout=3000)
    _assert_private(window, seat)
    return seat


def _bid_with_enter(window, qtbot) -> None:
    """Choose a card with Space and confirm the bid with Enter, on the table."""
    window.view.setFocus()
    window.view.focusFirstCard()
    QTest.keyClick(window.view, Qt.Key.Key_Space)
    assert window.scene.selectedMask() != 0
    _key(window, Qt.Key.Key_Return)
    _key(window, Qt.Key.Key_Return, press=False)


@pytest.mark.real_speed  # a key release settles into a click on a real timer
@pytest.mark.parametrize("humans", [2, 3])
def test_a_double_enter_never_shows_the_next_hand(qtbot, tmp_path, humans):
    window = _hot_seat(qtbot, tmp_path, humans)
    first = _confirm_deliberately(window, qtbot)
    _bid_with_enter(window, qtbot)
    _assert_private(window, None)
    qtbot.waitUntil(lambda: _on_handover(window), timeout=3000)
    assert window.model.handoverSeat() != first
    # The second Enter of a double press, 120 ms later.
    _pause(window, qtbot, 120)
    _key(window, Qt.Key.Key_Return)
    _assert_private(window, None)
    _key(window, Qt.Key.Key_Return, press=False)
    _assert_private(window, None)
    _pause(window, qtbot, ARM_MS)
    _assert_private(window, None)
    assert _on_handover(window)
    # The next player's own, deliberate Enter shows her hand, and only hers.
    _confirm_deliberately(window, qtbot)


@pytest.mark.real_speed  # a key release settles into a click on a real timer
@pytest.mark.parametrize("humans", [2, 3])
def test_a_held_enter_with_auto_repeat_never_shows_the_next_hand(qtbot, tmp_path, humans):
    window = _hot_seat(qtbot, tmp_path, humans)
    _confirm_deliberately(window, qtbot)
    window.view.setFocus()
    window.view.focusFirstCard()
    QTest.keyClick(window.view, Qt.Key.Key_Space)
    _key(window, Qt.Key.Key_Return)  # pressed, and held down
    qtbot.waitUntil(lambda: _on_handover(window), timeout=3000)
    for _ in range(30):  # about a second of auto-repeat, well past the arming delay
        _advance(window, qtbot, 35)
        _key(window, Qt.Key.Key_Return, repeat=True)
        _assert_private(window, None)
        _key(window, Qt.Key.Key_Return, press=False, repeat=True)
        _assert_private(window, None)
    _key(window, Qt.Key.Key_Return, press=False)  # finally let go
    _assert_private(window, None)
    assert _on_handover(window)
    _confirm_deliberately(window, qtbot)


@pytest.mark.real_speed  # a key release settles into a click on a real timer
@pytest.mark.parametrize("humans", [2, 3])
def test_a_held_enter_repeating_without_the_repeat_flag_never_shows_the_next_hand(
    qtbot, tmp_path, humans
):
    """An X server without detectable auto-repeat sends a held key as release/press
    pairs at the same instant, not marked as repeats (seen under Xvfb)."""
    window = _hot_seat(qtbot, tmp_path, humans)
    _confirm_deliberately(window, qtbot)
    window.view.setFocus()
    window.view.focusFirstCard()
    QTest.keyClick(window.view, Qt.Key.Key_Space)
    _key(window, Qt.Key.Key_Return)  # pressed, and held down
    qtbot.waitUntil(lambda: _on_handover(window), timeout=3000)
    for _ in range(30):  # about a second, well past the arming delay
        _advance(window, qtbot, 35)
        _key(window, Qt.Key.Key_Return, press=False)
        _key(window, Qt.Key.Key_Return)
        _assert_private(window, None)
    _key(window, Qt.Key.Key_Return, press=False)  # finally let go
    _pause(window, qtbot, 150)
    _assert_private(window, None)
    assert _on_handover(window)
    _confirm_deliberately(window, qtbot)


@pytest.mark.real_speed  # a key release settles into a click on a real timer
def test_space_carried_over_never_shows_the_next_hand(qtbot, tmp_path):
    window = _hot_seat(qtbot, tmp_path, 2)
    _confirm_deliberately(window, qtbot)
    window.view.setFocus()
    window.view.focusFirstCard()
    QTest.keyClick(window.view, Qt.Key.Key_Space)
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: _on_handover(window), timeout=3000)
    # A Space pressed at once, another held with auto-repeat past the arming delay.
    for repeat in (False, True, True, True):
        _key(window, Qt.Key.Key_Space, repeat=repeat)
        _assert_private(window, None)
        _pause(window, qtbot, ARM_MS // 3)
    _key(window, Qt.Key.Key_Space, press=False)
    _assert_private(window, None)
    assert _on_handover(window)
    # A fresh Space, once the screen has been untouched a moment (every press before
    # started that moment again, issue 43), is deliberate.
    _pause(window, qtbot, ARM_MS + 50)
    _key(window, Qt.Key.Key_Space)
    _key(window, Qt.Key.Key_Space, press=False)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.tablePage, timeout=1000)
    assert window._test_confirmations == 1


@pytest.mark.real_speed  # a key release settles into a click on a real timer
@pytest.mark.parametrize("humans", [2, 3])
def test_a_double_click_never_shows_the_next_hand(qtbot, tmp_path, humans):
    window = _hot_seat(qtbot, tmp_path, humans)
    _confirm_deliberately(window, qtbot)
    click_item(window.view, window.scene.trayItems()[0])
    bar = window.actions_bar
    qtbot.mouseClick(bar.confirmButton, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: _on_handover(window), timeout=3000)
    # The second click of a double click lands on the hand-over button itself.
    _pause(window, qtbot, 100)
    qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
    _assert_private(window, None)
    qtbot.mouseDClick(window.handover.button, Qt.MouseButton.LeftButton)
    _assert_private(window, None)
    assert _on_handover(window)
    _pause(window, qtbot, ARM_MS + 50)  # untouched for a moment since the double click
    seat = window.model.handoverSeat()
    qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.tablePage
    assert window._test_confirmations == 1
    window._test_confirmations = 0
    _assert_private(window, seat)


def test_two_humans_never_see_each_others_hand(qtbot, tmp_path):
    """A whole game: behind every hand-over screen every hand is hidden; after it, only
    the confirmed player's; once a decision is in, hidden again at once."""
    window = make_window(qtbot, tmp_path)
    window.model.setAutosave(None)
    window.handover.button.delay_ms = 0  # the arming delay is tested above
    window.startGame(
        "score5", setup_of(("Ann", "human", None), ("Ben", "human", None), adjust=1), seed=8
    )
    model = window.model
    handovers = 0
    decisions = 0
    while not window.endDialog.isVisible():
        qtbot.waitUntil(lambda: _on_handover(window) or window.endDialog.isVisible(), timeout=5000)
        if window.endDialog.isVisible():
            break
        handovers += 1
        seat = model.handoverSeat()
        assert window.handover.title.text().endswith(model.names()[seat])
        _assert_private(window, None)
        qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
        assert window.stack.currentWidget() is window.tablePage
        assert window.actions_bar._seat == seat
        faces = _visible_faces(window)
        assert faces
        _assert_private(window, seat)
        phase = window.actions_bar._phase
        if phase in ("bid", "adjust"):
            click_item(window.view, window.scene.trayItems()[0])
            qtbot.mouseClick(window.actions_bar.confirmButton, Qt.MouseButton.LeftButton)
        elif phase == "pick":
            click_item(window.view, window.scene.interactiveItems()[0])
        else:
            qtbot.mouseClick(window.actions_bar.confirmButton, Qt.MouseButton.LeftButton)
        decisions += 1
        _assert_private(window, None)  # the decision is in: hidden again at once
        assert decisions < 300
    assert handovers == decisions and decisions >= 24
    assert model.isOver()


@pytest.mark.real_speed  # issue 23 shows only while cards move
@pytest.mark.parametrize("speed", ["normal", "reduced"])
def test_a_confirmed_hand_turns_face_down_at_once_at_a_moving_speed(qtbot, tmp_path, speed):
    """Issue 23: with cards moving, the hand whose bid closes a step used to stay face up
    for a moment and fly face up to its seat. After every confirm, and all the while the
    table moves on, no card of a hidden hand shows its face."""
    window = make_window(qtbot, tmp_path, speed="normal")
    if speed == "reduced":
        window.controller.setMotion(Motion("normal", reduced=True))
    window.model.setAutosave(None)
    window.handover.button.delay_ms = 0
    window.startGame(
        "score5", setup_of(("Ann", "human", None), ("Ben", "human", None), adjust=1), seed=8
    )
    window._test_confirmations = 0

    def confirmed() -> None:
        window._test_confirmations += 1

    window.handover.confirmed.connect(confirmed)
    # The first round's bids and adjustments: each step closed by the second player's
    # confirm, whose hand flies off to the seat as the step ends (the next round's
    # bids are the same again, after seconds of counting).
    for _ in range(4):
        qtbot.waitUntil(lambda: _on_handover(window), timeout=15000)
        qtbot.mouseClick(window.handover.button, Qt.MouseButton.LeftButton)
        assert window._test_confirmations == 1
        window._test_confirmations = 0
        qtbot.waitUntil(lambda: window.actions_bar._seat >= 0, timeout=15000)
        seat = window.actions_bar._seat
        _assert_private(window, seat)
        if window.actions_bar._phase not in ("bid", "adjust"):
            break
        qtbot.waitUntil(lambda: not window.scene.isAnimating(), timeout=15000)
        click_item(window.view, window.scene.trayItems()[0])
        qtbot.mouseClick(window.actions_bar.confirmButton, Qt.MouseButton.LeftButton)
        assert window.actions_bar._seat == -1  # the bid is in
        for _ in range(20):  # the next second of moving cards, every 50 ms
            _assert_private(window, None)
            if _on_handover(window):
                break
            qtbot.wait(50)
