"""New game offers the game first; Five Three Five's seats and options, remembered per game;
the main window plays it on its own page; the command line's --game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import shiboken6

from score5_desktop.app import check_game, command_setup, parse_args
from score5_desktop.storage.settings import GameSetup, SeatSetup, Settings, SettingsStore
from score5_desktop.ui.windows.new_game_dialog import NewGameDialog

LEVELS = ("random", "easy", "normal", "hard", "expert")
F35 = "five-three-five"


def test_the_dialog_offers_each_game_with_its_seats_and_options(qtbot) -> None:
    dialog = NewGameDialog(None, LEVELS)
    qtbot.addWidget(dialog)
    games = [dialog.game.itemData(i) for i in range(dialog.game.count())]
    assert games[0] == "score5" and F35 in games
    assert dialog.players.maximum() == 5 and not dialog.optionsBox.isVisibleTo(dialog)
    score5_help = dialog.gameHelp.text()
    dialog.game.setCurrentIndex(games.index(F35))
    assert dialog.players.maximum() == 6 and dialog.optionsBox.isVisibleTo(dialog)
    assert dialog.gameHelp.text() != score5_help and "6" in dialog.gameHelp.text()
    boxes = dialog.optionBoxes[F35]
    assert set(boxes) == {"target", "hands", "big_deal", "open_pass", "no_limit"}
    for box, explanation in boxes.values():
        assert box.text() and "(" in explanation.text()  # each says its default
    dialog.players.setValue(3)
    assert boxes["big_deal"][0].isVisibleTo(dialog) and not boxes["hands"][0].isVisibleTo(dialog)
    boxes["big_deal"][0].setChecked(True)
    boxes["target"][0].setChecked(True)
    setup = dialog.gameSetup()
    assert len(setup.seats) == 3
    assert setup.options["big_deal"] is True and setup.options["target"] == 10
    dialog.players.setValue(6)
    assert dialog.gameSetup().options["big_deal"] is False  # not for six players
    dialog.game.setCurrentIndex(0)
    assert dialog.players.maximum() == 5 and dialog.gameId() == "score5"
    assert len(dialog.gameSetups()[F35].seats) == 6  # remembered while the dialog is open


def test_the_last_choices_come_back_per_game(qtbot) -> None:
    seats = (SeatSetup("Léa"), SeatSetup("Bot 1", "bot", "hard"), SeatSetup("Bot 2", "bot", "easy"))
    remembered = GameSetup(seats=seats, options={"target": 10, "open_pass": True})
    dialog = NewGameDialog(None, LEVELS, game=F35, game_setups={F35: remembered})
    qtbot.addWidget(dialog)
    assert dialog.gameId() == F35 and dialog.players.value() == 3
    assert dialog.optionBoxes[F35]["target"][0].isChecked()
    assert dialog.optionBoxes[F35]["open_pass"][0].isChecked()
    assert not dialog.optionBoxes[F35]["no_limit"][0].isChecked()
    assert dialog.names[1].text() == "Bot 1" and dialog.levelBoxes[1].currentData() == "hard"


def test_settings_keep_each_games_setup_and_the_last_game(tmp_path) -> None:
    store = SettingsStore(tmp_path / "settings.json")
    seats = (SeatSetup("Léa"), SeatSetup("Bot 1", "bot", "normal"))
    setup = GameSetup(seats=seats, options={"target": 20, "hands": 1})
    store.save(Settings(last_game=F35, game_setups={F35: setup}))
    loaded, problem = store.load()
    assert problem is None and loaded.last_game == F35
    assert loaded.game_setups[F35].seats == seats
    # Checked against the game: the options it declares, completed with its defaults.
    assert loaded.game_setups[F35].options == {
        "target": 20,
        "hands": 1,
        "big_deal": False,
        "open_pass": False,
        "no_limit": False,
    }
    doc = json.loads((tmp_path / "settings.json").read_text())
    doc["game_setups"][F35]["options"] = {"target": "<b>x</b>", "no_limit": True}
    (tmp_path / "settings.json").write_text(json.dumps(doc))
    kept, problem = store.load()
    assert problem is None and kept.last_game == F35
    assert kept.game_setups[F35].seats == seats  # the bad value alone gives way
    assert kept.game_setups[F35].options["target"] == 20
    assert kept.game_setups[F35].options["no_limit"] is True


def _window(qtbot, tmp_path):
    """The main window with the registry's own bots (the shared test model plays
    SCORE 5's cheap levels for every level asked)."""
    from score5_desktop.model.game_model import GameModel
    from tests.ui.app_fixtures import make_window

    return make_window(qtbot, tmp_path, model=GameModel(hint_level=lambda: "random"))


def test_the_main_window_plays_five_three_five_on_the_shared_model(qtbot, tmp_path) -> None:
    window = _window(qtbot, tmp_path)
    score5_docks = window.panels.docks()
    seats = tuple(SeatSetup(f"Bot {i}", "bot", "random") for i in range(1, 5))
    setup = GameSetup(seats=seats, options={"target": 10})
    finished = []
    window.gameFinished.connect(lambda: finished.append(True))
    window.startGame(F35, setup, seed=5)
    assert window.gameScreen.game_id == F35 and window.model.game_id == F35
    assert window.stack.currentWidget() is window.tablePage
    assert window.gameUi.game_id == F35
    # SCORE 5's screen was dropped, docks and all: nothing of it listens any more.
    assert not any(shiboken6.isValid(dock) for dock in score5_docks)
    qtbot.waitUntil(lambda: bool(finished), timeout=60000)
    assert window.model.isOver() and window.endDialog.isVisible()
    window.playAgain()
    assert window.gameScreen.game_id == F35 and not window.model.isOver()
    f35_table = window.tablePage
    window.startGame("score5", _score5_setup())
    assert window.gameScreen.game_id == "score5" and window.gameUi.game_id == "score5"
    assert window.stack.currentWidget() is window.tablePage is not f35_table


def _score5_setup():
    from score5_desktop.app import command_setup

    return command_setup("score5", 3, demo=False)


def test_the_command_line_knows_the_game() -> None:
    assert check_game(parse_args(["--demo", "--game", F35, "--players", "6"])) is None
    assert "unknown game" in check_game(parse_args(["--game", "chess"]))
    assert "2 to 5" in check_game(parse_args(["--players", "6"]))  # the default game
    setup = command_setup(F35, 6, demo=True)
    assert len(setup.seats) == 6 and all(s.kind == "bot" for s in setup.seats)
    alone = command_setup(F35, 5, demo=False)
    assert [s.kind for s in alone.seats] == ["human"] + ["bot"] * 4


def test_continue_resumes_a_five_three_five_game(qtbot, tmp_path) -> None:
    """The autosave keeps the game after each play; Continue brings it back on its table."""
    window = _window(qtbot, tmp_path)
    seats = (SeatSetup("Léa"),) + tuple(SeatSetup(f"Bot {i}", "bot", "random") for i in (1, 2))
    turns: list[int] = []
    window.model.decisionRequested.connect(lambda seat, view: turns.append(seat))
    window.startGame(F35, GameSetup(seats=seats, options={}), seed=3)
    qtbot.waitUntil(lambda: bool(turns), timeout=20000)
    play = window.model.view(0).legal_plays()[0]
    window.scene.setSelectedValues(play.cards)
    assert window.actions_bar.choose(play.action)
    qtbot.waitUntil(lambda: len(turns) > 1, timeout=20000)
    window.autosaver.flush()
    hand = window.model.view(0).hand
    result = window.autosave.load()  # before a new game's own autosave replaces it
    assert result.ok and result.game is not None and result.game.id == F35
    window.startGame("score5", _score5_setup())  # leave it for a SCORE 5 game, as a player might
    window.resumeGame(F35, result.loaded)
    assert window.gameScreen.game_id == F35
    qtbot.waitUntil(lambda: len(turns) > 2, timeout=20000)
    assert window.model.view(0).hand == hand
    assert sorted(i.value() for i in window.scene.trayItems()) == list(hand)


def test_a_remembered_setup_keeps_its_names_and_the_other_game_gets_distinct_ones(qtbot) -> None:
    """Loading a setup is not the player turning seats into bots: the saved "Bot 2" came
    back as "Bot 1", and SCORE 5's default seats, shown next, read "Player 1, Bot 3,
    Bot 2, Bot 3" (a seat turned bot takes the first free "Bot n")."""
    remembered = GameSetup(
        seats=(
            SeatSetup("Anna", "human"),
            SeatSetup("Bruno", "human"),
            SeatSetup("Bot 2", "bot", "normal"),
        ),
        options={"target": 10},
    )
    dialog = NewGameDialog(None, LEVELS, game=F35, game_setups={F35: remembered})
    qtbot.addWidget(dialog)
    assert [seat.name for seat in dialog.gameSetup().seats] == ["Anna", "Bruno", "Bot 2"]
    dialog.game.setCurrentIndex(dialog.game.findData("score5"))
    names = [seat.name for seat in dialog.gameSetup().seats]
    assert names == ["Player 1", "Bot 1", "Bot 2", "Bot 3"]
    dialog.game.setCurrentIndex(dialog.game.findData(F35))  # and back, as it was left
    assert [seat.name for seat in dialog.gameSetup().seats] == ["Anna", "Bruno", "Bot 2"]


def test_the_command_line_help_and_the_readme_speak_of_both_games(capsys) -> None:
    """The help said "SCORE 5 on the desktop", the README "Game > New: 2–5 seats": the
    help names every game by its id, from the registry."""
    with pytest.raises(SystemExit):
        parse_args(["--help"])
    said = " ".join(capsys.readouterr().out.split())
    assert "score5, five-three-five (default: score5)" in said
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    (new_game,) = [line for line in readme.split("\n- ") if line.startswith("**Game > New**")]
    assert "Five Three Five" in new_game and "2–6" in new_game


def test_new_game_offers_the_game_on_the_table_first(qtbot, tmp_path, monkeypatch) -> None:
    """Five Three Five started from the command line (or resumed, or a lesson): New game
    opens on Five Three Five, not on the game last chosen in the dialog (SCORE 5 by
    default), which a player had to change back by hand (found in a real window)."""
    from tests.ui.app_fixtures import make_window

    window = make_window(qtbot, tmp_path)
    assert window.settings.last_game == "score5"
    seats = (SeatSetup("Ann"), SeatSetup("Bot 1", "bot", "random"))
    window.startGame(F35, GameSetup(seats=seats, options={}))
    window.confirmLeaving = False
    offered = []

    def look(dialog) -> int:
        offered.append(dialog.gameId())
        return NewGameDialog.DialogCode.Rejected

    monkeypatch.setattr(NewGameDialog, "exec", look)
    window.newGameDialog()
    assert offered == [F35]
