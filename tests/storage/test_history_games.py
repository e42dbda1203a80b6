"""The history hosts every game: a game column, each game's own statistics, who "you"
are, and the upgrade of a history written before there were several games."""

from __future__ import annotations

import shutil
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from score5_desktop.core.players import Player
from score5_desktop.storage.history import open_history
from score5_desktop.storage.history_schema import SCHEMA_VERSION
from tests.shell_tiny_game import install

DATA = Path(__file__).parent / "data"
WHEN = datetime(2025, 6, 2, 12, 0, tzinfo=UTC)


@pytest.fixture
def tiny():
    return install()


@pytest.fixture
def db(tmp_path):
    opened = open_history(tmp_path / "history.sqlite3")
    assert opened.message is None
    yield opened.db
    opened.db.close()


def play_tiny(tiny, seed: int, players: list[Player]):
    state = tiny.new_state(players, seed, {})
    bots = [tiny.make_bot("random", seed * 7 + s) for s in range(2)]
    while not state.is_over:
        for decision in [bots[s].decide(state.view(s)) for s in state.to_act()]:
            state.apply(decision)
    return state


def test_a_tiny_game_goes_into_the_history_with_its_game_and_statistics(db, tiny):
    players = [Player("Ann"), Player("Bot", "bot", "high")]
    state = play_tiny(tiny, 3, players)
    game_id = db.add_game(tiny.dump_record(state, players), state, finished_at=WHEN)
    summary = db.game(game_id)
    assert summary is not None and summary.game == "tiny" and not summary.damaged
    assert [s.score for s in summary.seats] == list(state.tricks)
    assert [s.stats for s in summary.seats] == [{"tricks": t} for t in state.tricks]
    assert summary.you is summary.seats[0]  # the only human
    assert [g.id for g in db.list_games(game="tiny")] == [game_id]
    assert db.list_games(game="other") == [] and db.count_games(game="tiny") == 1
    [average] = [a for a in db.score_averages(game="tiny") if a.group == "human"]
    assert average.stats == {"tricks": state.tricks[0]}
    # Finished again (re-opened from its record): one game, its row updated.
    again = db.add_game(tiny.dump_record(state, players), state, finished_at=WHEN)
    assert again == game_id and db.count_games() == 1
    loaded = db.load_game(game_id)
    assert loaded.ok and loaded.game is tiny and loaded.loaded.state.tricks == state.tricks


def test_a_shared_win_counts_for_each_winner(db, tiny):
    players = [Player("Ann"), Player("Bob")]
    shared = next(
        state
        for seed in range(200)
        if len((state := play_tiny(tiny, seed, players)).outcome().winners) == 2
    )
    game_id = db.add_game(tiny.dump_record(shared, players), shared, finished_at=WHEN)
    summary = db.game(game_id)
    assert summary is not None and [s.won for s in summary.seats] == [True, True]
    results = {p.name: (p.games, p.wins) for p in db.player_results()}
    assert results == {"Ann": (1, 0.5), "Bob": (1, 0.5)}


def test_who_is_you_in_hot_seat_games(db, tiny):
    """Two humans at one table are two players: your name says which one is you."""
    solo = [Player("Ann"), Player("Bot", "bot", "random")]
    hot = [Player("Ann"), Player("Bob")]
    states = [play_tiny(tiny, 1, solo)]
    records = {tiny.dump_record(states[0], hot)}
    for seed in range(2, 50):  # two different hot-seat games
        state = play_tiny(tiny, seed, hot)
        if len(states) < 3 and tiny.dump_record(state, hot) not in records:
            records.add(tiny.dump_record(state, hot))
            states.append(state)
    for k, (state, seats) in enumerate(zip(states, (solo, hot, hot), strict=True)):
        db.add_game(tiny.dump_record(state, seats), state, finished_at=WHEN + timedelta(k))
    assert db.count_games() == 3
    # No name set: only the game against a bot is yours; the two hot-seat games are
    # left out, and counted as left out (the statistics say so).
    assert db.human_win_rate().games == 1
    assert db.hot_seat_left_out() == 2 and db.hot_seat_left_out(game="nope") == 0
    assert [g.you is not None for g in db.list_games(descending=False)] == [True, False, False]
    db.player_name = " ann "  # the preferences' name, however it was typed
    mine = db.human_win_rate()
    assert mine.games == 3
    assert mine.wins == sum(0 in s.outcome().winners for s in states)
    assert all(g.you is not None and g.you.name == "Ann" for g in db.list_games())
    assert db.hot_seat_left_out() == 0
    # Every count agrees: games played, wins, averages and the best game are yours.
    [average] = [a for a in db.score_averages() if a.group == "human"]
    assert average.seats == 3
    assert average.average_score == pytest.approx(sum(s.tricks[0] for s in states) / 3)
    best = db.best_game()
    assert best is not None and best.name == "Ann"
    db.player_name = "Bob"
    assert db.human_win_rate().games == 3  # the solo game (the only human) and Bob's two
    bob = {p.name: p for p in db.player_results()}["Bob"]
    assert bob.games == 2


def test_a_history_of_the_previous_version_is_upgraded_keeping_every_game_once(tmp_path):
    """``data/history-v3.sqlite3`` was written by the app before it hosted several games
    (``data/make_history_v3.py``): eight games, one of them hot seat (Léa and Bob), one
    stored twice (finished again), which that version already kept once."""
    path = tmp_path / "history.sqlite3"
    shutil.copy(DATA / "history-v3.sqlite3", path)
    with sqlite3.connect(path) as old:
        assert old.execute("PRAGMA user_version").fetchone()[0] == 3
        before = old.execute(
            "SELECT g.id, g.finished_at, g.game_key, s.seat, s.name, s.score, s.won,"
            " s.green, s.red, s.yellow, s.purple, s.blue FROM games g JOIN seats s"
            " ON s.game_id = g.id ORDER BY g.id, s.seat"
        ).fetchall()
    opened = open_history(path)
    assert opened.message is None
    db = opened.db
    try:
        with sqlite3.connect(path) as new:
            assert new.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
            after = new.execute(
                "SELECT g.id, g.finished_at, g.game_key, s.seat, s.name, s.score, s.won,"
                " s.green, s.red, s.yellow, s.purple, s.blue FROM games g JOIN seats s"
                " ON s.game_id = g.id ORDER BY g.id, s.seat"
            ).fetchall()
            stats = new.execute("SELECT stats FROM seats ORDER BY game_id, seat").fetchall()
        assert after == before  # every game once, nothing changed
        games = db.list_games(descending=False)
        assert len(games) == 8 and {g.game for g in games} == {"score5"}
        assert not any(g.damaged for g in games)
        names = ("green", "red", "yellow", "purple", "blue")
        columns = {(row[0], row[3]): dict(zip(names, row[7:], strict=True)) for row in after}
        for game in games:
            for seat in game.seats:  # the new statistics repeat the family columns
                assert seat.stats == columns[game.id, seat.seat]
        assert all(text is not None for (text,) in stats)
        # Who is you: Léa's six games against bots without a name; seven with it.
        assert db.human_win_rate() == db.human_win_rate(game="score5")
        assert db.human_win_rate().games == 6
        db.player_name = "Léa"
        mine = db.human_win_rate()
        assert (mine.games, mine.wins) == (7, 3)
        [average] = [a for a in db.score_averages() if a.group == "human"]
        assert average.seats == 7
        assert sum(rate.games for rate in db.win_rates_by_level()) >= 7
        people = {p.name: (p.games, p.wins) for p in db.player_results()}
        assert people == {"Léa": (7, 3), "Bob": (1, 1)}
        # The first game, finished once more after the upgrade, is still stored once.
        record = db.record_json(games[0].id)
        loaded = db.load_game(games[0].id)
        assert loaded.ok and record is not None
        again = db.add_game(record, loaded.loaded.state, finished_at=WHEN)
        assert again == games[0].id and db.count_games() == 8
    finally:
        db.close()


def test_the_autosave_and_record_files_keep_any_game(tmp_path, tiny):
    from score5_desktop.storage.autosave import AutosaveStore
    from score5_desktop.storage.record_files import open_record_file, save_record_file

    players = [Player("Ann"), Player("Bot", "bot", "random")]
    state = tiny.new_state(players, 4, {})
    state.apply(tiny.make_bot("high").decide(state.view(0)))
    store = AutosaveStore(tmp_path / "autosave.json")
    store.save(state, players, tiny)
    resumed = AutosaveStore(tmp_path / "autosave.json").load()
    assert resumed.can_continue and resumed.game is tiny
    assert resumed.loaded.state.plays == state.plays and resumed.loaded.players == tuple(players)
    save_record_file(tmp_path / "game.json", state, players, tiny)
    opened = open_record_file(tmp_path / "game.json")
    assert opened.ok and opened.game is tiny and opened.text == tiny.dump_record(state, players)
