"""The history keeps the seat an online game was played from (``games.online_seat``):
stored with the game, given back with its record (``load_game``, ``seen_from``), counted
as yours by the statistics whatever the names, carried by the pending folder, and added
to an older file in place (an older copy of the app still opens it)."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime

import pytest

from score5_desktop.core import registry
from score5_desktop.core.players import Player
from score5_desktop.storage.game_end import add_pending_games, history_adder
from score5_desktop.storage.history import open_history
from score5_desktop.storage.history_schema import SCHEMA_VERSION
from score5_desktop.storage.history_spool import spool_folder, spool_game, spooled_games
from score5_desktop.storage.record_files import parse_record

F35 = registry.get("five-three-five")
WHEN = datetime(2026, 5, 6, 18, 0, tzinfo=UTC)
#: An online table: two people with the same name (the name cannot tell whose seat is
#: whose) and a bot.
PEOPLE = (Player("Bea"), Player("Bea"), Player("Bot 1", "bot", "easy"))


def finished_record(seed: int = 3, players: tuple[Player, ...] = PEOPLE) -> tuple[str, object]:
    state = F35.new_state(list(players), seed, {"target": 10})
    bots = [F35.make_bot("random", seed=seed + s) for s in range(len(players))]
    while not state.is_over:
        (seat,) = state.to_act()
        state.apply(bots[seat].decide(state.view(seat)))
    return F35.dump_record(state, players), state


def test_an_online_game_keeps_its_seat_and_counts_it_as_yours(tmp_path):
    db = open_history(tmp_path / "history.sqlite3").db
    db.player_name = "Bea"
    text, state = finished_record()
    game_id = db.add_game(text, state, finished_at=WHEN, online_seat=1)
    summary = db.game(game_id)
    assert summary is not None and summary.online_seat == 1
    # By the name, the first "Bea" would be yours; at an online table, the seat played.
    assert summary.you is not None and summary.you.seat == 1
    assert [s.is_you for s in summary.seats] == [False, True, False]
    assert db.human_win_rate().games == 1 and db.hot_seat_left_out() == 0
    assert [(r.level, r.games) for r in db.win_rates_by_level()] == [("easy", 1)]
    assert db.load_game(game_id).online_seat == 1
    # The same record read from a file: the history says whose seat it was.
    assert db.seen_from(parse_record(text, lambda e: None)).online_seat == 1
    db.close()


def test_a_game_at_this_screen_has_no_online_seat_and_names_decide(tmp_path):
    db = open_history(tmp_path / "history.sqlite3").db
    db.player_name = "Bea"
    text, state = finished_record()
    game_id = db.add_game(text, state, finished_at=WHEN)
    summary = db.game(game_id)
    assert summary is not None and summary.online_seat is None
    assert summary.you is not None and summary.you.seat == 0  # the first "Bea"
    assert db.load_game(game_id).online_seat is None
    assert db.seen_from(parse_record(text, lambda e: None)).online_seat is None
    db.player_name = "Someone else"  # two people, neither you: left out, and said so
    assert db.human_win_rate().games == 0 and db.hot_seat_left_out() == 1
    db.close()


def test_an_online_game_finished_again_stays_online_and_a_bot_seat_is_refused(tmp_path):
    db = open_history(tmp_path / "history.sqlite3").db
    text, state = finished_record()
    game_id = db.add_game(text, state, finished_at=WHEN, online_seat=1)
    assert db.add_game(text, state, finished_at=WHEN) == game_id  # the same game again
    assert db.load_game(game_id).online_seat == 1
    with pytest.raises(ValueError, match="online seat"):
        db.add_game(text, state, online_seat=2)  # a bot's seat is nobody's at a screen
    with pytest.raises(ValueError, match="online seat"):
        db.add_game(text, state, online_seat=3)
    db.close()


def test_a_file_without_the_column_gets_it_in_place_and_older_copies_still_open_it(tmp_path):
    path = tmp_path / "history.sqlite3"
    db = open_history(path).db
    text, state = finished_record()
    db.add_game(text, state, finished_at=WHEN)
    db.close()
    # A file of this version written before the column (or by an older copy).
    old = sqlite3.connect(path)
    old.execute("ALTER TABLE games DROP COLUMN online_seat")
    old.commit()
    old.close()
    opened = open_history(path)
    assert opened.message is None, "nothing set aside"
    db = opened.db
    (summary,) = db.list_games()
    assert summary.online_seat is None and db.load_game(summary.id).ok
    online_text, online_state = finished_record(seed=4)
    online = db.add_game(online_text, online_state, finished_at=WHEN, online_seat=0)
    assert db.load_game(online).online_seat == 0
    db.close()
    # The version is the same, so an older copy (which refuses a newer one) opens the
    # file, and its writes, which name their columns, leave the new one NULL.
    raw = sqlite3.connect(path)
    assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    raw.execute(
        "INSERT INTO games (finished_at, players, winner_seat, record, game_key, game)"
        " VALUES (?, 3, 0, ?, 'older-copy', 'five-three-five')",
        (WHEN.isoformat(), finished_record(seed=5)[0]),
    )
    raw.commit()
    raw.close()
    db = open_history(path).db
    rows = db._conn.execute("SELECT online_seat FROM games ORDER BY id").fetchall()
    assert rows == [(None,), (0,), (None,)]
    db.close()


def test_a_tampered_online_seat_still_keeps_every_other_hand_closed(tmp_path):
    db = open_history(tmp_path / "history.sqlite3").db
    text, state = finished_record()
    game_id = db.add_game(text, state, finished_at=WHEN, online_seat=1)
    db._conn.execute("UPDATE games SET online_seat = 'x' WHERE id = ?", (game_id,))
    assert db.load_game(game_id).online_seat == 0  # a person's seat, never every hand
    summary = db.game(game_id)
    assert summary is not None and "online_seat" in summary.damaged
    db.close()


def test_a_game_waiting_in_the_pending_folder_keeps_its_online_seat(tmp_path):
    path = tmp_path / "history.sqlite3"
    open_history(path).db.close()
    folder = spool_folder(path)
    text, _state = finished_record()
    local_text, _ = finished_record(seed=6)
    spool_game(folder, text, WHEN, online_seat=1)
    spool_game(folder, local_text, WHEN)
    assert sorted(g.online_seat is None for g in spooled_games(folder)) == [False, True]
    assert add_pending_games(folder, history_adder(path)) == (2, True)
    db = open_history(path).db
    seats = {db.load_game(g.id).text: g.online_seat for g in db.list_games()}
    assert seats == {text: 1, local_text: None}
    db.close()
