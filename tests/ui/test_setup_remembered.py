"""The new-game dialog, through the main window: each game starts with the options
chosen, and a later start of the app offers them again."""

from __future__ import annotations

from score5_desktop.ui.windows.new_game_dialog import NewGameDialog
from tests.ui.app_fixtures import make_window

F35 = "five-three-five"


def _adjust(dialog):
    """SCORE 5's number box, as its Qt part's option spec made it."""
    return dialog.optionBoxes["score5"]["max_adjust_rounds"][0]


def _window(qtbot, folder, started: list):
    """A main window over ``folder``'s files; games it starts are only noted."""
    window = make_window(qtbot, folder)
    window.model.new_game = lambda game, players, seed, options=None: started.append(
        (game, len(players), dict(options or {}))
    )
    return window


def test_each_games_options_start_the_game_and_come_back(qtbot, tmp_path, monkeypatch):
    started: list = []
    seen: dict = {}

    def choose_score5(dialog):
        dialog.game.setCurrentIndex(dialog.game.findData("score5"))
        dialog.players.setValue(3)
        _adjust(dialog).setValue(4)
        dialog.accept()
        return dialog.result()

    monkeypatch.setattr(NewGameDialog, "exec", choose_score5)
    _window(qtbot, tmp_path, started).newGameDialog()
    assert started == [("score5", 3, {"max_adjust_rounds": 4})]

    def choose_f35(dialog):
        seen["adjust"] = _adjust(dialog).value()
        dialog.game.setCurrentIndex(dialog.game.findData(F35))
        dialog.players.setValue(2)
        for key in ("hands", "open_pass", "no_limit"):
            dialog.optionBoxes[F35][key][0].setChecked(True)
        dialog.accept()
        return dialog.result()

    monkeypatch.setattr(NewGameDialog, "exec", choose_f35)
    _window(qtbot, tmp_path, started).newGameDialog()  # the app started again
    assert seen["adjust"] == 4
    assert started[-1] == (
        F35,
        2,
        {"target": 20, "hands": 1, "big_deal": False, "open_pass": True, "no_limit": True},
    )

    def look(dialog):
        seen["game"] = dialog.gameId()
        seen["ticked"] = {k: box.isChecked() for k, (box, _h) in dialog.optionBoxes[F35].items()}
        dialog.game.setCurrentIndex(dialog.game.findData("score5"))
        seen["score5"] = (dialog.players.value(), _adjust(dialog).value())
        dialog.reject()
        return dialog.result()

    monkeypatch.setattr(NewGameDialog, "exec", look)
    _window(qtbot, tmp_path, started).newGameDialog()
    assert seen["game"] == F35
    assert seen["ticked"] == {
        "target": False,
        "hands": True,
        "big_deal": False,
        "open_pass": True,
        "no_limit": True,
    }
    assert seen["score5"] == (3, 4)
    assert len(started) == 2  # cancelled: nothing started
