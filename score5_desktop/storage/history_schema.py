"""The history database's schema, and the migrations that bring any older file up to it.

``PRAGMA user_version`` holds the schema version. ``MIGRATIONS[k]`` turns
version ``k`` into ``k + 1``; a new file starts at 0 and runs them all, so
the upgrade path of old files is the path every new file takes too. Each
migration runs in one transaction with its version bump: a file is never
left half-migrated.

Version 1 (the first released history) kept games and per-seat scores.
Version 2 adds the first game's own columns (a table option in ``games``, a
value per seat in ``seats``: named by the game's ``LegacyHistory`` hook), and
whether a seat was human and won, so statistics are plain SQL.
Version 3 keys each game by its setup and decisions (``game_key``), so a game
finished again (re-opened from its record) updates its row instead of
counting twice; copies already stored are merged into the first one.
Version 4 hosts several games: each game row names its game (the id of the
game whose record ``format`` it holds), and each seat keeps the game's own
statistics as a small JSON object (``core.protocol.KeepsStatistics``). The
first game's columns of version 2 stay, filled from its statistics and
options, so older copies of the app keep working; this version reads them no
more (the statistics object holds the same numbers).

Besides the versions, ``ADDED_COLUMNS`` are columns an older copy of the app can
ignore (it names the columns it writes and reads): each is added in place when
missing, without a new ``user_version``, because an older copy refuses a file of a
newer version (it sets the whole history aside). ``games.online_seat`` is the
seat this app's player held at an online table (NULL: a game played at this
screen): such a game is watched again and reviewed through that seat alone, and
it is that seat the statistics count as yours.

Records are read through ``core.records`` and the registry: this module knows
no game's rules.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import sqlite3
from collections.abc import Callable
from typing import Any

from score5_desktop.core import records, registry
from score5_desktop.core.protocol import Game, KeepsStatistics, LegacyHistory, RecordIdentity, State
from score5_desktop.storage.errors import Reason

log = logging.getLogger(__name__)

#: At most this many statistics per seat, each key at most this long (the JSON is read
#: back from a file that may have been edited).
MAX_STATS = 32
MAX_STAT_KEY_CHARS = 40

_V1 = (
    """CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        finished_at TEXT NOT NULL,  -- UTC, ISO 8601
        players INTEGER NOT NULL,
        winner_seat INTEGER NOT NULL,
        record TEXT NOT NULL        -- the full game record (docs/records.md)
    )""",
    """CREATE TABLE seats (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        name TEXT NOT NULL,
        kind TEXT NOT NULL,
        level TEXT,
        score INTEGER NOT NULL,
        PRIMARY KEY (game_id, seat)
    )""",
)

_V2 = (
    "ALTER TABLE seats ADD COLUMN is_human INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE seats ADD COLUMN won INTEGER NOT NULL DEFAULT 0",
    "UPDATE seats SET is_human = (kind = 'human'), won = (seat = "
    "(SELECT winner_seat FROM games WHERE games.id = seats.game_id))",
    "CREATE INDEX games_by_date ON games (finished_at)",
    "CREATE INDEX seats_by_level ON seats (level, game_id)",
)


def _to_v1(conn: sqlite3.Connection) -> None:
    for statement in _V1:
        conn.execute(statement)


def _legacy_game() -> Game | None:
    """The installed game with ``LegacyHistory``, if any. At most one has it, so when the
    default game has it no other game is loaded to look (a new history is made at the
    app's first start, which loads no game it does not show)."""
    try:
        default: Game | None = registry.get(registry.DEFAULT_GAME)
    except KeyError:
        default = None
    if isinstance(default, LegacyHistory):
        return default
    return next((g for g in registry.installed() if isinstance(g, LegacyHistory)), None)


def legacy_columns() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The first game's own columns of ``games`` and of ``seats`` (``LegacyHistory``;
    none when no installed game has the hook)."""
    game = _legacy_game()
    if game is None:
        return (), ()
    columns = (tuple(game.legacy_game_columns), tuple(game.legacy_seat_columns))
    names = [*columns[0], *columns[1]]
    if not all(name.isidentifier() and name.isascii() for name in names):
        raise ValueError(f"{game.id}: history column names must be identifiers")
    return columns


def _first_game_id() -> str:
    """The game every row stored before version 4 belongs to."""
    first = _legacy_game()
    return first.id if first is not None else registry.DEFAULT_GAME


def legacy_game_values(options: Any, columns: tuple[str, ...]) -> tuple[int | None, ...]:
    """The first game's ``games`` columns for a game of ``options``: each the whole-number
    option of its name, else None."""
    get = options.get if hasattr(options, "get") else lambda _name: None
    return tuple(
        value if isinstance(value := get(name), int) and not isinstance(value, bool) else None
        for name in columns
    )


def legacy_seat_values(
    stats: list[dict[str, int | float]] | None, players: int, columns: tuple[str, ...]
) -> list[tuple[Any, ...]]:
    """Per seat, the first game's ``seats`` columns as the statistics give them (None
    where a seat has no such key, or the game keeps no statistics)."""
    seats = stats if stats is not None else [{}] * players
    return [tuple(seat.get(name) for name in columns) for seat in seats]


def _to_v2(conn: sqlite3.Connection) -> None:
    game_columns, seat_columns = legacy_columns()
    for name in game_columns:
        conn.execute(f"ALTER TABLE games ADD COLUMN {name} INTEGER")
    for name in seat_columns:
        conn.execute(f"ALTER TABLE seats ADD COLUMN {name} INTEGER")
    for statement in _V2:
        conn.execute(statement)
    if not game_columns and not seat_columns:
        return
    rows = conn.execute("SELECT id, record FROM games").fetchall()
    for game_id, text in rows:
        try:
            game, loaded = records.read(text)
        except Exception as exc:  # noqa: BLE001 - one bad row must not block the upgrade
            log.warning("history game %s: record unreadable, its values unknown: %s", game_id, exc)
            continue
        if game_columns:
            conn.execute(
                f"UPDATE games SET {', '.join(f'{n} = ?' for n in game_columns)} WHERE id = ?",
                (*legacy_game_values(loaded.options, game_columns), game_id),
            )
        if not loaded.state.is_over or not seat_columns:
            continue
        assignments = ", ".join(f"{name} = ?" for name in seat_columns)
        stats = seat_stats(game, loaded.state)
        for seat, values in enumerate(legacy_seat_values(stats, 0, seat_columns)):
            conn.execute(
                f"UPDATE seats SET {assignments} WHERE game_id = ? AND seat = ?",
                (*values, game_id, seat),
            )


def seat_stats(game: Game, state: State) -> list[dict[str, int | float]] | None:
    """The game's own statistics of each seat of a finished game, checked; None for a
    game that keeps none."""
    if not isinstance(game, KeepsStatistics):
        return None
    return [checked_stats(stats) or {} for stats in game.seat_stats(state)]


def checked_stats(value: Any) -> dict[str, int | float] | None:
    """A statistics object fit to keep and show: at most ``MAX_STATS`` short keys with
    finite numbers; None for anything else (the value came from a game or a file)."""
    if not isinstance(value, dict) or len(value) > MAX_STATS:
        return None
    checked: dict[str, int | float] = {}
    for key, number in value.items():
        if not isinstance(key, str) or not 0 < len(key) <= MAX_STAT_KEY_CHARS:
            return None
        if isinstance(number, bool) or not isinstance(number, int | float):
            return None
        if isinstance(number, float) and number != number or abs(number) > 1e15:
            return None
        checked[key] = number
    return checked


def game_key(record: Any) -> str:
    """One game's identity: a hash of its record's setup and decisions (the fields its
    game names, ``core.protocol.RecordIdentity``; names, the seed and unknown fields
    left out), or of the whole text if it is not a record."""
    if isinstance(record, dict):
        fields = _identity_fields(record)
        identity = {key: record.get(key) for key in fields}
        identity["seats"] = [
            [p.get("kind"), p.get("level")] if isinstance(p, dict) else p
            for p in record.get("players") or []
        ]
    else:
        identity = {"text": record}
    text = json.dumps(identity, sort_keys=True, ensure_ascii=True, default=str)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def _identity_fields(record: dict[str, Any]) -> tuple[str, ...]:
    """The fields that make one game of ``record``'s format; for a format no installed
    game reads, those of the first game (the only one before there were several)."""
    name = record.get("format")
    game = registry.by_format(name) if isinstance(name, str) else None
    if game is None and registry.DEFAULT_GAME in registry.game_ids():
        game = registry.get(registry.DEFAULT_GAME)
    if isinstance(game, RecordIdentity):
        return game.identity_fields
    return tuple(sorted(key for key in record if key not in ("players", "seed")))


def _stored_key(text: Any) -> str:
    try:
        return game_key(json.loads(text))
    except (TypeError, ValueError, RecursionError):
        return game_key(str(text))


def _to_v3(conn: sqlite3.Connection) -> None:
    conn.execute("ALTER TABLE games ADD COLUMN game_key TEXT")
    first: dict[str, int] = {}
    for game_id, text in conn.execute("SELECT id, record FROM games ORDER BY id").fetchall():
        key = _stored_key(text)
        if key in first:
            # The same game stored again (re-opened and finished again): keep the first.
            log.info("history game %s is a copy of game %s: merged", game_id, first[key])
            conn.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
            conn.execute("DELETE FROM games WHERE id = ?", (game_id,))
            continue
        first[key] = game_id
        conn.execute("UPDATE games SET game_key = ? WHERE id = ?", (key, game_id))
    conn.execute("CREATE UNIQUE INDEX games_by_key ON games (game_key)")


def _to_v4(conn: sqlite3.Connection) -> None:
    conn.execute("ALTER TABLE games ADD COLUMN game TEXT")
    conn.execute("ALTER TABLE seats ADD COLUMN stats TEXT")
    for game_id, text in conn.execute("SELECT id, record FROM games ORDER BY id").fetchall():
        try:
            game, loaded = records.read(text)
        except Exception as exc:  # noqa: BLE001 - one bad row must not block the upgrade
            # Every game stored before version 4 was of the first game.
            log.warning("history game %s: record unreadable, kept as it is: %s", game_id, exc)
            conn.execute("UPDATE games SET game = ? WHERE id = ?", (_first_game_id(), game_id))
            continue
        conn.execute("UPDATE games SET game = ? WHERE id = ?", (game.id, game_id))
        if not loaded.state.is_over:
            continue
        for seat, stats in enumerate(seat_stats(game, loaded.state) or []):
            conn.execute(
                "UPDATE seats SET stats = ? WHERE game_id = ? AND seat = ?",
                (json.dumps(stats), game_id, seat),
            )


MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (_to_v1, _to_v2, _to_v3, _to_v4)
SCHEMA_VERSION = len(MIGRATIONS)

#: Columns added in place, without a new version (see the module docstring): table,
#: column and its SQL type. Each is NULL in rows written before it, or by an older copy.
ADDED_COLUMNS: tuple[tuple[str, str, str], ...] = (("games", "online_seat", "INTEGER"),)

#: Every column the current schema must have, checked when a file is opened (with the
#: first game's own columns, ``legacy_columns``).
EXPECTED_COLUMNS: dict[str, tuple[str, ...]] = {
    "games": (
        "id",
        "finished_at",
        "players",
        "winner_seat",
        "record",
        "game_key",
        "game",
        "online_seat",
    ),
    "seats": ("game_id", "seat", "name", "kind", "level", "score", "is_human", "won", "stats"),
}


#: Every table and index the schema creates.
#: A file holding anything else (a trigger, a view, another table) was not written by
#: this app: a trigger would run inside our writes, so the file is set aside unopened.
SCHEMA_OBJECTS: frozenset[tuple[str, str]] = frozenset(
    {
        ("table", "games"),
        ("table", "seats"),
        ("index", "games_by_date"),
        ("index", "seats_by_level"),
        ("index", "games_by_key"),
    }
)


class SchemaError(Exception):
    """The file is a database, but not a history this version can use; ``reason``
    says why in the storage layer's words (``errors.Reason``)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def migrate(conn: sqlite3.Connection) -> int:
    """Bring the database to ``SCHEMA_VERSION``; returns the version it had.

    ``conn`` must be in autocommit mode (``isolation_level=None``) so that each
    migration is exactly one explicit transaction (all of them one, for a new file)."""
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        log.warning("history schema %d is newer than %d", version, SCHEMA_VERSION)
        raise SchemaError(Reason.NEWER)
    if (
        version == 0
        and conn.execute(
            "SELECT COUNT(*) FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'"
        ).fetchone()[0]
    ):
        raise SchemaError(Reason.FOREIGN)
    _refuse_foreign_objects(conn)
    steps = range(version + 1, SCHEMA_VERSION + 1)
    # A new, empty file takes every step in one transaction: one write to the disk at
    # the first start instead of one per step (each waits for the disk), all or nothing.
    batches = [steps] if version == 0 else [range(target, target + 1) for target in steps]
    for batch in batches:
        conn.execute("BEGIN IMMEDIATE")
        try:
            for target in batch:
                MIGRATIONS[target - 1](conn)
                conn.execute(f"PRAGMA user_version = {target}")
            if batch[-1] == SCHEMA_VERSION:
                _alter(conn, _missing_columns(conn))  # in the same transaction
            conn.execute("COMMIT")
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            raise
        log.info("history database migrated to schema %d", batch[-1])
    if not batches:
        _add_columns(conn)
    _refuse_foreign_objects(conn)
    game_columns, seat_columns = legacy_columns()
    expected = {
        "games": (*EXPECTED_COLUMNS["games"], *game_columns),
        "seats": (*EXPECTED_COLUMNS["seats"], *seat_columns),
    }
    for table, columns in expected.items():
        present = {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
        missing = [c for c in columns if c not in present]
        if missing:
            log.warning("history table %s lacks %s", table, ", ".join(missing))
            raise SchemaError(Reason.DAMAGED)
    return version


def _missing_columns(conn: sqlite3.Connection) -> list[tuple[str, str, str]]:
    found: dict[str, set[str]] = {}
    for table, _column, _kind in ADDED_COLUMNS:
        if table not in found:
            found[table] = {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
    return [added for added in ADDED_COLUMNS if added[1] not in found[added[0]]]


def _alter(conn: sqlite3.Connection, missing: list[tuple[str, str, str]]) -> None:
    for table, column, kind in missing:
        conn.execute(f"ALTER TABLE {table} ADD COLUMN {column} {kind}")
        log.info("history column %s.%s added", table, column)


def _add_columns(conn: sqlite3.Connection) -> None:
    """The ``ADDED_COLUMNS`` a file of the current version lacks (made by an older copy,
    or before they were added), in one transaction; a file that has them is not
    written."""
    if not _missing_columns(conn):
        return
    conn.execute("BEGIN IMMEDIATE")
    try:
        _alter(conn, _missing_columns(conn))  # another copy may have added some meanwhile
        conn.execute("COMMIT")
    except BaseException:
        with contextlib.suppress(sqlite3.Error):
            conn.execute("ROLLBACK")
        raise


def _refuse_foreign_objects(conn: sqlite3.Connection) -> None:
    """``SchemaError`` if the file holds an object the schema does not create (SQLite's
    own, named ``sqlite_…``, which no file can hold otherwise, aside)."""
    rows = conn.execute(
        "SELECT type, name FROM sqlite_master WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"
    ).fetchall()
    foreign = [f"{kind} {name!r}" for kind, name in rows if (kind, name) not in SCHEMA_OBJECTS]
    if foreign:
        log.warning("history holds objects of its own: %s", ", ".join(foreign)[:200])
        raise SchemaError(Reason.FOREIGN)
