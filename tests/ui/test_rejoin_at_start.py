"""At start-up, a seat kept at an online table still being played is offered first:
it used to wait in Game > Play online alone, behind the new-game dialog, so a player
back after quitting (a host above all, whose friends wait for the table) could miss it."""

from __future__ import annotations

import pytest

from score5_desktop.app import first_step, open_window, parse_args
from score5_desktop.storage.online_seat import ONLINE_SEAT_FILE, SavedSeat, save_seat
from score5_desktop.storage.paths import AppPaths
from tests.ui.test_leaving_and_autosave import DialogAnswerer


@pytest.fixture
def start(qtbot, monkeypatch):
    """``score5-desktop`` up to its first step; what Rejoin would do is noted, not done."""
    windows, rejoined = [], []

    def run(seat: SavedSeat | None):
        if seat is not None:
            save_seat(AppPaths.from_environment().data_dir / ONLINE_SEAT_FILE, seat)
        args = parse_args([])
        window = open_window(args)
        windows.append(window)
        window.saveSettings(lessons_offered=True)  # not the very first start
        monkeypatch.setattr(window.online, "rejoin", lambda: rejoined.append(True))
        first_step(window, args)()
        return window, rejoined

    yield run
    for window in windows:
        window.confirmLeaving = False
        window.close()
        window.model.shutdown()
        window.deleteLater()


@pytest.mark.parametrize("host", ["", "host-token"], ids=["joined", "hosted"])
def test_a_kept_online_seat_is_offered_first_and_taken_back(start, host):
    answers = DialogAnswerer([("QMessageBox", "Rejoin your seat")])
    _window, rejoined = start(SavedSeat("ws://127.0.0.1:8765", "code", "token", "Bea", host))
    assert rejoined == [True]
    (question,) = answers.seen
    assert "playing as Bea" in question
    assert ("serves it again" in question) == bool(host)


def test_not_now_goes_on_as_any_start(start):
    answers = DialogAnswerer([("QMessageBox", "Not now"), ("NewGameDialog", None)])
    window, rejoined = start(SavedSeat("ws://127.0.0.1:8765", "code", "token", "Bea"))
    assert rejoined == [] and len(answers.seen) == 2
    assert window.online.menu.rejoinAction.isEnabled()  # still there in the menu


def test_no_kept_seat_asks_nothing(start):
    answers = DialogAnswerer([("NewGameDialog", None)])
    _window, rejoined = start(None)
    assert rejoined == [] and [s.split(":")[0] for s in answers.seen] == ["NewGameDialog"]
