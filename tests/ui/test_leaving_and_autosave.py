"""A game in progress is never lost silently (issue 11): New game, Open and Quit ask first;
a corrupt autosave is set aside and reported in one message before anything is asked;
a failing autosave is said once, retried, and its recovery said; a second window plays
without autosaving."""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QWidget

from score5_desktop.games.score5.rules.deal import new_game
from score5_desktop.games.score5.rules.decisions import Options
from score5_desktop.games.score5.rules.record import Player, dumps
from score5_desktop.model.autosaver import Autosaver
from score5_desktop.storage.autosave import AutosaveStore
from tests.model.helpers import state_of
from tests.ui.app_fixtures import make_window, setup_of

SETUP = setup_of(("Ann", "human", None), ("B1", "bot", "easy"))


class DialogAnswerer:
    """Answers each modal dialog as it comes up, and notes how many were up at once."""

    def __init__(self, answers) -> None:
        self.answers = list(answers)  # (kind, button text or None for reject)
        self.seen: list[str] = []
        self.most_at_once = 0
        self.timer = QTimer()
        self.timer.setInterval(30)
        self.timer.timeout.connect(self._poll)
        self.timer.start()

    def _poll(self) -> None:
        shown = [
            w
            for w in QApplication.topLevelWidgets()
            if isinstance(w, QDialog) and w.isVisible() and w.objectName() != "endOfGameDialog"
        ]
        self.most_at_once = max(self.most_at_once, len(shown))
        modal = QApplication.activeModalWidget()
        if modal is None or not self.answers:
            return
        kind, button = self.answers.pop(0)
        self.seen.append(type(modal).__name__ + ":" + _text(modal))
        assert type(modal).__name__ == kind, self.seen
        if button is None:
            modal.reject()
            return
        assert isinstance(modal, QMessageBox)
        for candidate in modal.buttons():
            if candidate.text().replace("&", "") == button:
                candidate.click()
                return
        raise AssertionError(f"no button {button!r} in {self.seen[-1]}")


def _text(widget: QWidget) -> str:
    if isinstance(widget, QMessageBox):
        return " ".join(t for t in (widget.text(), widget.informativeText()) if t)
    return widget.windowTitle()


@pytest.fixture
def asking(qtbot, tmp_path):
    """Windows that ask before leaving a game (not asked any more once the test is over,
    when the windows are closed)."""
    windows = []

    def make(playing: bool = True):
        window = make_window(qtbot, tmp_path, register=False)
        window.confirmLeaving = True
        windows.append(window)
        if playing:
            window.startGame("score5", SETUP, seed=3)
            qtbot.waitUntil(lambda: window.actions_bar._seat == 0, timeout=5000)
        return window

    yield make
    for window in windows:
        window.confirmLeaving = False
        window.close()
        window.deleteLater()


def test_new_game_during_a_game_asks_first(asking):
    window = asking()
    seed = state_of(window.model).setup.seed
    answers = DialogAnswerer([("QMessageBox", "Cancel")])
    window.newAction.trigger()
    assert answers.seen and "Leave the game in progress?" in answers.seen[0]
    assert state_of(window.model).setup.seed == seed and window.model.isPlaying()
    answers = DialogAnswerer([("QMessageBox", "Leave this game"), ("NewGameDialog", None)])
    window.newAction.trigger()
    assert [s.split(":")[0] for s in answers.seen] == ["QMessageBox", "NewGameDialog"]
    assert answers.most_at_once == 1


def test_open_during_a_game_asks_first(asking):
    window = asking()
    answers = DialogAnswerer([("QMessageBox", "Cancel")])
    window.openAction.trigger()
    assert len(answers.seen) == 1 and window.model.isPlaying()


def test_quit_during_a_game_asks_and_the_autosave_keeps_it(asking, tmp_path):
    window = asking()
    answers = DialogAnswerer([("QMessageBox", "Cancel")])
    assert not window.close()
    assert "Quit while a game is in progress?" in answers.seen[0]
    assert window.isVisible() and window.model.isPlaying()
    answers = DialogAnswerer([("QMessageBox", "Quit")])
    assert window.close()
    assert (tmp_path / "autosave.json").is_file()


def test_a_finished_game_is_left_without_a_question(qtbot, asking):
    window = asking(playing=False)
    window.startGame("score5", setup_of(("B1", "bot", "random"), ("B2", "bot", "random")), seed=4)
    qtbot.waitUntil(window.endDialog.isVisible, timeout=10000)
    answers = DialogAnswerer([])
    assert window.close()
    assert answers.seen == []


def test_a_corrupt_autosave_is_reported_once_before_anything_is_asked(qtbot, tmp_path):
    (tmp_path / "autosave.json").write_text('{"format": "score5-record", "version": 1, "pla')
    window = make_window(qtbot, tmp_path)
    window.quiet = False
    answers = DialogAnswerer([("QMessageBox", "OK"), ("NewGameDialog", None)])
    window.begin()
    assert [s.split(":")[0] for s in answers.seen] == ["QMessageBox", "NewGameDialog"]
    assert "could not be resumed" in answers.seen[0]
    assert "Continue it?" not in " ".join(answers.seen)
    assert answers.most_at_once == 1
    assert len([m for m in window.messages if "could not be resumed" in m]) == 1
    kept = [p for p in tmp_path.iterdir() if "corrupt" in p.name]
    assert kept and kept[0].read_text().endswith('"pla')
    assert not (tmp_path / "autosave.json").exists()


def test_a_good_autosave_is_offered_and_continued(qtbot, tmp_path, asking):
    first = asking()
    first.confirmLeaving = False
    record = first.model.recordText()
    first.close()
    window = make_window(qtbot, tmp_path)
    window.quiet = False
    answers = DialogAnswerer([("QMessageBox", "Continue")])
    window.begin()
    assert "Continue it?" in answers.seen[0]
    assert "A game of SCORE 5 was saved in round 1 of 12" in answers.seen[0]
    assert window.model.recordText() == record


def _state():
    return new_game(2, 5, Options(max_adjust_rounds=1))


PLAYERS = [Player("Ann"), Player("Bo", "bot", "easy")]


def test_an_autosave_that_cannot_be_written_is_said_once_then_its_recovery(qtbot, tmp_path):
    blocked = tmp_path / "data"
    blocked.write_text("a file where the folder should be")  # every write fails, even as root
    saver = Autosaver(AutosaveStore(blocked / "autosave.json"))
    problems, statuses, recovered = [], [], []
    saver.problem.connect(problems.append)
    saver.status.connect(statuses.append)
    saver.recovered.connect(recovered.append)
    state = _state()
    for _ in range(3):
        saver.save(dumps(state, PLAYERS), finished=False)
        saver.flush()
        qtbot.wait(20)
    qtbot.waitUntil(lambda: bool(problems))
    qtbot.wait(50)
    assert len(problems) == 1 and "could not be autosaved" in problems[0]
    assert statuses and statuses[-1]
    # The folder becomes writable: the next save works and says so, once.
    blocked.unlink()
    blocked.mkdir()
    saver.save(dumps(state, PLAYERS), finished=False)
    saver.flush()
    qtbot.waitUntil(lambda: bool(recovered))
    assert statuses[-1] == "" and len(problems) == 1
    assert (blocked / "autosave.json").is_file()
    saver.close()


def test_a_failing_autosave_is_retried_quietly(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr("score5_desktop.model.autosaver.RETRY_MS", 100)
    blocked = tmp_path / "data"
    blocked.write_text("not a folder")
    saver = Autosaver(AutosaveStore(blocked / "autosave.json"))
    recovered = []
    saver.recovered.connect(recovered.append)
    saver.save(dumps(_state(), PLAYERS), finished=False)
    qtbot.wait(50)
    blocked.unlink()
    blocked.mkdir()
    qtbot.waitUntil(lambda: bool(recovered), timeout=3000)  # no new decision was needed
    assert (blocked / "autosave.json").is_file()
    saver.close()


def test_a_second_window_plays_without_autosave_and_says_so(qtbot, tmp_path):
    first = make_window(qtbot, tmp_path)
    second = make_window(qtbot, tmp_path)
    assert first.autosaver.enabled() and not second.autosaver.enabled()
    qtbot.waitUntil(lambda: bool(second.messages))
    assert len(second.messages) == 1 and "another window" in second.messages[0]
    assert first.messages == []
    second.startGame("score5", SETUP, seed=3)
    qtbot.waitUntil(lambda: second.actions_bar._seat == 0, timeout=5000)
    assert not second.continueAction.isEnabled()
    first.close()
    second.close()
    third = make_window(qtbot, tmp_path)
    assert third.autosaver.enabled()  # the lock went with the first window
    third.close()
    shutil.rmtree(tmp_path / "data", ignore_errors=True)


def test_a_second_window_opened_with_a_file_says_it_plays_without_autosave(qtbot, tmp_path):
    first = make_window(qtbot, tmp_path)
    path = tmp_path / "game.json"
    state = new_game(2, 3, Options(max_adjust_rounds=1))

    path.write_text(dumps(state, (Player("Ann"), Player("B1", "bot", "easy"))), encoding="utf-8")
    second = make_window(qtbot, tmp_path, register=False)
    second.quiet = False  # as the app runs it: start-up notes wait for the player
    second.messages.clear()
    second._notes = [second.autosaver.notice()]
    answerer = DialogAnswerer([("QMessageBox", "OK")])
    second.openAtStart(path)
    answerer.timer.stop()
    assert answerer.seen and "another window" in answerer.seen[0]
    assert second.model.hasGame() and not second.autosaver.enabled()
    second.close()
    second.deleteLater()
    first.close()
