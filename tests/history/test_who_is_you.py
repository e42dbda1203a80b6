"""Who "you" are (issue 23): your own name, set once in the preferences and offered in
New game, decides which human seat of a hot-seat game is yours; every count agrees."""

from __future__ import annotations

import json

import pytest

from score5_desktop.storage.settings import GameSetup, SeatSetup, Settings, SettingsStore
from score5_desktop.ui.windows.new_game_dialog import NewGameDialog, player_name
from score5_desktop.ui.windows.settings_dialog import SettingsDialog
from tests.history.games import store

LEVELS = ("random", "easy", "normal", "hard", "expert")


def test_your_name_is_a_setting_that_older_files_lack(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"version": 1, "theme": "dark"}), encoding="utf-8")
    settings, problem = SettingsStore(path).load()
    assert problem is None and settings.player_name is None  # a file from before
    SettingsStore(path).save(Settings(player_name="Léa"))
    assert SettingsStore(path).load()[0].player_name == "Léa"


@pytest.mark.parametrize("bad", ["", " Léa", "L\x1bea", "x" * 41, 7])
def test_a_bad_name_in_the_file_is_reset_alone(tmp_path, bad):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"player_name": bad, "theme": "dark"}), encoding="utf-8")
    settings, problem = SettingsStore(path).load()
    assert settings.player_name is None and settings.theme == "dark"
    assert problem is not None and problem.fields == ("player_name",)


def test_the_preferences_set_your_name(qtbot):
    dialog = SettingsDialog(Settings(player_name="Léa"))
    qtbot.addWidget(dialog)
    assert dialog.playerName.text() == "Léa"
    dialog.playerName.setText("  Bob\u202e ")
    assert dialog.values()["player_name"] == "Bob"  # cleaned as any name is
    dialog.playerName.setText("   ")
    assert dialog.values()["player_name"] is None


def test_new_game_offers_your_name_for_your_seat(qtbot):
    dialog = NewGameDialog(None, LEVELS, own_name="Léa")
    qtbot.addWidget(dialog)
    assert dialog.gameSetup().seats[0].name == "Léa"
    # A remembered setup with a default name: yours is offered instead.
    remembered = GameSetup(
        seats=(SeatSetup(player_name(1)), SeatSetup("Bot 1", "bot", "easy")),
        options={"max_adjust_rounds": 1},
    )
    dialog = NewGameDialog(remembered, LEVELS, own_name="Léa")
    qtbot.addWidget(dialog)
    assert [s.name for s in dialog.gameSetup().seats] == ["Léa", "Bot 1"]
    # A hot seat remembered with real names keeps them.
    hot = GameSetup(seats=(SeatSetup("Bob"), SeatSetup("Ann")), options={"max_adjust_rounds": 1})
    dialog = NewGameDialog(hot, LEVELS, own_name="Léa")
    qtbot.addWidget(dialog)
    assert [s.name for s in dialog.gameSetup().seats] == ["Bob", "Ann"]


def test_statistics_and_history_agree_on_your_games(db):
    """The issue's numbers: "Games played 7" beside "Wins: 1 of 8 games" came from
    counting both hot-seat humans as you. Now every count is of your seats."""
    stored = store(db)
    yours = [(g, seat) for g in stored for seat in g.human_seats()]
    assert all(len(g.human_seats()) <= 1 for g in stored)  # one seat of yours per game
    rate = db.human_win_rate()
    assert rate.games == len(yours) == sum(g.you is not None for g in db.list_games())
    assert rate.wins == sum(1 for g, seat in yours if g.winner == seat)
    [average] = [a for a in db.score_averages() if a.group == "human"]
    assert average.seats == rate.games
    best = db.best_game()
    assert best is not None and best.name == "You"
    levels = {p.level for g, _ in yours for p in g.players if p.kind == "bot"}
    assert {r.level for r in db.win_rates_by_level()} == levels
    people = {p.name: (p.games, p.wins) for p in db.player_results()}
    assert people["You"] == (rate.games, rate.wins)
    friends = [(g, s) for g in stored for s, p in enumerate(g.players) if p.name == "Friend 1"]
    assert people["Friend 1"] == (len(friends), sum(g.winner == s for g, s in friends))
