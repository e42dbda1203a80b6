"""Issue 44: a game in progress in the autosave is never replaced silently at start-up.

``--players``, ``--game five-three-five --players`` and an unfinished record passed on
the command line (a double click) ask first, naming the saved game, and keeping it is
the default; a finished record is replayed without a question; ``--demo`` never
touches the autosave."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from score5_desktop.app import first_step, open_window, parse_args
from score5_desktop.core.players import Player
from score5_desktop.games.five_three_five.game import GAME as F35
from score5_desktop.model.autosaver import Autosaver
from score5_desktop.storage.autosave import AutosaveStore
from score5_desktop.storage.paths import AppPaths
from tests.engine.test_records import game_doc
from tests.ui.test_leaving_and_autosave import DialogAnswerer

SAVED = [Player("Ann"), Player("Zed", "bot", "easy")]


def _saved_f35_game() -> str:
    """A Five Three Five game in progress, written where the app keeps its autosave."""
    state = F35.new_state(SAVED, 4242, F35.default_options())
    text = F35.dump_record(state, SAVED)
    path = AppPaths.from_environment().autosave_file
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return text


def _other_record(folder):
    """Another unfinished game, in a file a double click passes to the app."""
    record = folder / "other game.json"
    players = [Player("Bea"), Player("Bot", "bot", "easy")]
    state = F35.new_state(players, 9, F35.default_options())
    record.write_text(F35.dump_record(state, players), "utf-8")
    return record


@pytest.fixture
def start(qtbot):
    """``score5-desktop ARGS`` up to its first step, with the windows closed after."""
    windows = []

    def run(argv: list[str]):
        args = parse_args(argv)
        window = open_window(args)
        windows.append(window)
        first_step(window, args)()
        return window

    yield run
    for window in windows:
        window.confirmLeaving = False
        window.close()
        window.model.shutdown()
        window.deleteLater()


def _record_now(window) -> str | None:
    return window.model.recordText() if window.model.hasGame() else None


@pytest.mark.parametrize(
    "argv", [["--players", "3"], ["--game", "five-three-five", "--players", "4"]]
)
def test_a_game_from_the_command_line_asks_and_keeping_is_the_default(start, argv):
    saved = _saved_f35_game()
    answers = DialogAnswerer([("QMessageBox", "Continue the saved game")])
    window = start(argv)
    assert len(answers.seen) == 1, answers.seen
    question = answers.seen[0]
    assert "Five Three Five" in question and "Ann and Zed" in question
    assert "in round 1" in question and "It was saved on" in question
    assert "The new game takes the place of this one" in question
    # Kept: the saved game goes on, and the autosave still holds it.
    assert window.model.game_id == F35.id and _record_now(window) == saved
    assert AppPaths.from_environment().autosave_file.read_text("utf-8") == saved


def test_escape_keeps_the_saved_game(start):
    saved = _saved_f35_game()

    def press_escape() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            box.reject()
        else:
            QTimer.singleShot(30, press_escape)

    QTimer.singleShot(30, press_escape)
    window = start(["--players", "3"])
    assert _record_now(window) == saved


def test_the_new_game_goes_ahead_when_the_player_says_so(start):
    _saved_f35_game()
    answers = DialogAnswerer([("QMessageBox", "Start the new game")])
    window = start(["--players", "3", "--seed", "5"])
    assert len(answers.seen) == 1
    assert window.model.game_id == "score5" and len(window.model.names()) == 3


def test_an_unfinished_record_passed_at_start_asks_before_it_opens(start, tmp_path):
    saved = _saved_f35_game()
    record = _other_record(tmp_path)
    answers = DialogAnswerer([("QMessageBox", "Continue the saved game")])
    window = start([str(record)])
    assert "The game in “other game.json” takes the place of this one" in answers.seen[0]
    assert _record_now(window) == saved


def test_an_unfinished_record_passed_at_start_opens_when_the_player_says_so(start, tmp_path):
    _saved_f35_game()
    record = _other_record(tmp_path)
    answers = DialogAnswerer([("QMessageBox", "Open the file")])
    window = start([str(record)])
    assert len(answers.seen) == 1 and window.model.names()[0] == "Bea"


def test_a_finished_record_passed_at_start_is_replayed_without_a_question(start, tmp_path):
    saved = _saved_f35_game()
    record = tmp_path / "finished.json"
    record.write_text(json.dumps(game_doc()), "utf-8")
    answers = DialogAnswerer([])
    window = start([str(record)])
    assert answers.seen == [] and not window.model.hasGame()
    assert AppPaths.from_environment().autosave_file.read_text("utf-8") == saved


def test_with_nothing_saved_the_command_line_game_starts_without_a_question(start):
    answers = DialogAnswerer([])
    window = start(["--players", "2", "--seed", "5"])
    assert answers.seen == [] and window.model.hasGame()


def test_the_demo_never_touches_the_autosave(start, qtbot):
    saved = _saved_f35_game()
    path = AppPaths.from_environment().autosave_file
    window = start(["--demo", "--players", "2", "--seed", "3", "--speed", "instant"])
    assert window.model.hasGame()
    # Another window started meanwhile keeps the autosave: the demo holds no lock on it.
    other = Autosaver(AutosaveStore(path))
    try:
        assert other.owner
    finally:
        other.close()
    qtbot.wait(300)
    assert path.read_text("utf-8") == saved
    assert not window.continueAction.isEnabled() and window.messages == []
