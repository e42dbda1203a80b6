"""Structure-aware fuzzing of what the app reads from disk: records, settings, history rows.

Valid inputs are mutated one field at a time (a value replaced by a hostile
one, a key removed, a list entry duplicated or dropped), so most mutants get
past the outer checks and reach the deep ones. Each ``check_*`` states what
must hold whatever the input: a clean refusal or a valid result, never
another exception, never an unbounded message, never a name that is not text.
Used by ``test_fuzz_storage.py`` (a small budget) and ``tools/fuzz_storage.py``.
"""

from __future__ import annotations

import copy
import json
import sqlite3
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

from score5_desktop.core.names import name_problem, record_name_problem
from score5_desktop.games.score5.bots.levels import make_bot
from score5_desktop.games.score5.bots.match import play_game
from score5_desktop.games.score5.rules.deal import deal
from score5_desktop.games.score5.rules.errors import RecordError
from score5_desktop.games.score5.rules.record import (
    MAX_NAME_CHARS,
    Player,
    dumps,
    load,
)
from score5_desktop.model.storage_text import record_text, storage_text
from score5_desktop.storage.errors import Kind, Problem, StorageError
from score5_desktop.storage.history import HistoryDB, _connect
from score5_desktop.storage.settings import Settings, SettingsStore
from tests.storage.conftest import partial_game, players_for

MAX_MESSAGE = 400

HOSTILE_TEXT = st.one_of(
    st.sampled_from(
        [
            "",
            "<img src=/dev/zero>",
            "<b>x</b>",
            "\x1b[31m",
            "\ud800",
            "\u202e",
            "green-15",
            "wild-75",
            "A",
            "standard",
            "score5-record",
            "../../etc/passwd",
            "x" * 5000,
            "مرحبا 👋🏽",
        ]
    ),
    st.text(max_size=60),
)
SCALAR = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.sampled_from([0, 1, -1, 2, 5, 6, 11, 12, 99, 2**63]),
    st.floats(allow_nan=False, allow_infinity=False),
    HOSTILE_TEXT,
)
VALUE = st.recursive(
    SCALAR,
    lambda inner: st.one_of(
        st.lists(inner, max_size=6), st.dictionaries(HOSTILE_TEXT, inner, max_size=4)
    ),
    max_leaves=12,
)


@cache
def valid_records() -> tuple[str, ...]:
    """A few real records: finished and in progress, 2 to 5 seats, bots and humans."""
    texts = []
    for n in range(2, 6):
        players = players_for(n, humans=1 + n % 2)
        finished = play_game(
            deal(n, n * 13), [make_bot("random", n * 5 + s) for s in range(n)], keep_log=True
        )
        texts.append(dumps(finished, players))
        texts.append(dumps(partial_game(n, n * 17, 9 + 4 * n), players))
    return tuple(texts)


def _paths(node: Any, prefix: tuple = ()) -> list[tuple]:
    """Every path into a JSON tree (keys and list indexes)."""
    found = [prefix]
    if isinstance(node, dict):
        for key, value in node.items():
            found += _paths(value, (*prefix, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found += _paths(value, (*prefix, index))
    return found


@st.composite
def mutated_json(draw: st.DrawFn, base: Any, mutations: int = 3) -> Any:
    """``base`` with one to ``mutations`` fields changed, removed or duplicated."""
    doc = copy.deepcopy(base)
    for _ in range(draw(st.integers(1, mutations))):
        paths = [p for p in _paths(doc) if p]
        if not paths:
            return draw(VALUE)
        if draw(st.booleans()):
            # Half the time a setup field (players, names, pile, options…), which the
            # many decisions of the rounds would otherwise outnumber.
            paths = [p for p in paths if len(p) <= 3 and p[0] != "rounds"] or paths
        path = draw(st.sampled_from(paths))
        parent = doc
        for step in path[:-1]:
            parent = parent[step]
        last = path[-1]
        action = draw(st.sampled_from(["replace", "replace", "replace", "drop", "copy"]))
        if action == "drop":
            del parent[last]
        elif action == "copy" and isinstance(parent, list):
            parent.insert(last, copy.deepcopy(parent[last]))
        else:
            parent[last] = draw(VALUE)
    return doc


@st.composite
def mutated_records(draw: st.DrawFn) -> bytes:
    base = json.loads(draw(st.sampled_from(valid_records())))
    if draw(st.integers(0, 3)) == 0:
        # A quarter of the records: only a name changed, to text of any kind.
        doc = copy.deepcopy(base)
        seat = draw(st.integers(0, len(doc["players"]) - 1))
        doc["players"][seat]["name"] = draw(HOSTILE_TEXT)
    else:
        doc = draw(mutated_json(base))
    text = json.dumps(doc, ensure_ascii=draw(st.booleans()))
    return text.encode("utf-8", "surrogatepass")


def check_record(data: bytes) -> None:
    """Reading a record: refused with a ``RecordError`` of a known kind and a short
    message, or read into players whose names are text and a state that writes back
    and reads again the same."""
    try:
        record, replayed = load(data)
    except RecordError as exc:
        assert len(str(exc)) < MAX_MESSAGE, str(exc)[:200]
        worded = storage_text(Problem(Kind.NOT_A_RECORD, path="x.json", record=exc))
        assert len(worded) < MAX_MESSAGE and record_text(exc)
        return
    for player in record.players:
        assert record_name_problem(player.name) is None
        assert len(player.name) <= MAX_NAME_CHARS
        player.name.encode("utf-8")
    again, replayed_again = load(dumps(replayed.state, record.players))
    assert again.players == record.players
    assert replayed_again.state.result() == replayed.state.result()


VALID_SETTINGS = {
    "version": 1,
    "language": "fr",
    "animation_speed": "fast",
    "reduced_motion": True,
    "theme": "dark",
    "sound_volume": 40,
    "muted": False,
    "last_setup": {
        "seats": [
            {"name": "Ann", "kind": "human"},
            {"name": "Bot", "kind": "bot", "level": "easy"},
        ],
        "max_adjust_rounds": 1,
    },
    "window_geometry": None,
    "custom": {"kept": [1, 2]},
}


@st.composite
def mutated_settings(draw: st.DrawFn) -> bytes:
    doc = draw(mutated_json(VALID_SETTINGS))
    return json.dumps(doc, ensure_ascii=draw(st.booleans())).encode("utf-8", "surrogatepass")


def check_settings(folder: Path, data: bytes) -> None:
    """Loading settings never raises; whatever loads saves and loads back the same."""
    path = folder / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    store = SettingsStore(path)
    settings, problem = store.load()
    assert isinstance(settings, Settings)
    if problem is not None:
        assert len(storage_text(problem)) < MAX_MESSAGE
    for setup in settings.game_setups.values():
        for seat in setup.seats:
            assert name_problem(seat.name) is None and len(seat.name) <= MAX_NAME_CHARS
    try:
        store.save(settings)
    except StorageError:
        return  # a file kept in place (unreadable) is never overwritten
    reloaded, again = SettingsStore(path).load()
    assert reloaded == settings and again is None


HISTORY_COLUMNS = (
    ("games", "finished_at"),
    ("games", "players"),
    ("games", "max_adjust_rounds"),
    ("games", "winner_seat"),
    ("games", "record"),
    ("seats", "seat"),
    ("seats", "name"),
    ("seats", "kind"),
    ("seats", "level"),
    ("seats", "score"),
    ("seats", "green"),
    ("seats", "is_human"),
    ("seats", "won"),
)
SQL_VALUE = st.one_of(
    SCALAR.filter(lambda v: not isinstance(v, int) or -(2**63) <= v < 2**63),
    st.binary(max_size=20),
)


@st.composite
def history_tampering(draw: st.DrawFn) -> list[tuple[str, str, Any]]:
    return draw(
        st.lists(st.tuples(st.sampled_from(HISTORY_COLUMNS), SQL_VALUE), min_size=1, max_size=4)
    )


@cache
def _history_games() -> tuple[tuple[str, Any], ...]:
    games = []
    for n, seed in ((2, 1), (3, 2), (4, 3)):
        state = play_game(
            deal(n, seed), [make_bot("random", seed * 3 + s) for s in range(n)], keep_log=True
        )
        players = (Player("You"),) + tuple(Player(f"B{s}", "bot", "easy") for s in range(1, n))
        games.append((dumps(state, players), state))
    return tuple(games)


def _encodable(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def check_history(changes: list[tuple[tuple[str, str], Any]]) -> None:
    """Reading a tampered history: every query returns shown-safe values or raises
    ``StorageError``; nothing else, whatever a row holds."""
    db = HistoryDB(_connect(":memory:"), None)
    for text, state in _history_games():
        db.add_game(text, state)
    conn = db._conn
    conn.execute("PRAGMA foreign_keys = OFF")
    for (table, column), value in changes:
        key = "id" if table == "games" else "game_id"
        cast = "?"
        if isinstance(value, str) and not _encodable(value):
            # Text that is not UTF-8 in a TEXT column: what a hand-edited file can hold.
            value, cast = value.encode("utf-8", "surrogatepass"), "CAST(? AS TEXT)"
        try:
            conn.execute(f"UPDATE {table} SET {column} = {cast} WHERE {key} = 1", (value,))
        except (sqlite3.IntegrityError, OverflowError):
            continue  # NOT NULL and friends: the file cannot hold it either
    try:
        for summary in db.list_games() + db.list_games(order_by="score", descending=False):
            assert isinstance(summary.finished_at.year, int)
            assert summary.winner is None or summary.winner in summary.seats
            for seat in summary.seats:
                assert isinstance(seat.name, str) and isinstance(seat.score, int)
                assert name_problem(seat.name) is None or "\ufffd" in seat.name
        db.game(1)
        result = db.load_game(1)
        assert result.ok or len(storage_text(result.message)) < MAX_MESSAGE
        db.human_win_rate()
        db.win_rates_by_level()
        db.win_rate_over_time("week")
        db.win_rate_per_games(2)
        db.score_averages()
        db.best_game()
    except StorageError:
        pass
    finally:
        db.close()
