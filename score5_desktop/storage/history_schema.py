"""The history database's schema, and the migrations that bring any older file up to it.

``PRAGMA user_version`` holds the schema version. ``MIGRATIONS[k]`` turns
version ``k`` into ``k + 1``; a new file starts at 0 and runs them all, so
the upgrade path of old files is the path every new file takes too. Each
migration runs in one transaction with its version bump: a file is never
left half-migrated.

Version 1 (the first released history) kept games and per-seat scores.
Version 2 adds the table option, each seat's scoring value per family, and
whether a seat was human and won, so statistics are plain SQL.
Version 3 keys each game by its setup and decisions (``game_key``), so a game
finished again (re-opened from its record) updates its row instead of
counting twice; copies already stored are merged into the first one.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import sqlite3
from collections.abc import Callable
from typing import Any

from score5_desktop.games.score5.rules.cards import SCORING_FAMILIES
from score5_desktop.games.score5.rules.record import load
from score5_desktop.games.score5.rules.state import GameState
from score5_desktop.storage.errors import Reason

log = logging.getLogger(__name__)

FAMILY_COLUMNS: tuple[str, ...] = tuple(str(f) for f in SCORING_FAMILIES)

_V1 = (
    """CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        finished_at TEXT NOT NULL,  -- UTC, ISO 8601
        players INTEGER NOT NULL,
        winner_seat INTEGER NOT NULL,
        record TEXT NOT NULL        -- the full game record (RECORD_FORMAT.md)
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
    "ALTER TABLE games ADD COLUMN max_adjust_rounds INTEGER",
    *(f"ALTER TABLE seats ADD COLUMN {family} INTEGER" for family in FAMILY_COLUMNS),
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


def _to_v2(conn: sqlite3.Connection) -> None:
    for statement in _V2:
        conn.execute(statement)
    rows = conn.execute("SELECT id, record FROM games").fetchall()
    for game_id, text in rows:
        try:
            _record, replayed = load(text)
        except Exception as exc:  # noqa: BLE001 - one bad row must not block the upgrade
            log.warning(
                "history game %s: record unreadable, family scores unknown: %s", game_id, exc
            )
            continue
        state = replayed.state
        conn.execute(
            "UPDATE games SET max_adjust_rounds = ? WHERE id = ?",
            (state.setup.options.max_adjust_rounds, game_id),
        )
        if not state.is_over:
            continue
        assignments = ", ".join(f"{family} = ?" for family in FAMILY_COLUMNS)
        for seat, values in enumerate(family_values(state)):
            conn.execute(
                f"UPDATE seats SET {assignments} WHERE game_id = ? AND seat = ?",
                (*values, game_id, seat),
            )


def family_values(state: GameState) -> list[tuple[int, ...]]:
    """Per seat, the value of its scoring card in each family (0 with none), in
    ``FAMILY_COLUMNS`` order; the wild counts in its assigned family (R7, R8)."""
    values = state.deck.values
    return [
        tuple(0 if cards[f] is None else values[cards[f]] for f in SCORING_FAMILIES)
        for cards in state.result().scoring_cards
    ]


def game_key(record: Any) -> str:
    """One game's identity: a hash of its record's setup and decisions (names, the
    seed and unknown fields left out), or of the whole text if it is not a record."""
    if isinstance(record, dict):
        identity = {
            key: record.get(key)
            for key in ("deck", "options", "starting_sets", "pile", "rounds", "wild")
        }
        identity["seats"] = [
            [p.get("kind"), p.get("level")] if isinstance(p, dict) else p
            for p in record.get("players") or []
        ]
    else:
        identity = {"text": record}
    text = json.dumps(identity, sort_keys=True, ensure_ascii=True, default=str)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


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


MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (_to_v1, _to_v2, _to_v3)
SCHEMA_VERSION = len(MIGRATIONS)

#: Every column the current schema must have, checked when a file is opened.
EXPECTED_COLUMNS: dict[str, tuple[str, ...]] = {
    "games": (
        "id", "finished_at", "players", "max_adjust_rounds", "winner_seat", "record", "game_key",
    ),
    "seats": (
        "game_id", "seat", "name", "kind", "level", "score",
        *FAMILY_COLUMNS, "is_human", "won",
    ),
}  # fmt: skip


class SchemaError(Exception):
    """The file is a database, but not a history this version can use; ``reason``
    says why in the storage layer's words (``errors.Reason``)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def migrate(conn: sqlite3.Connection) -> int:
    """Bring the database to ``SCHEMA_VERSION``; returns the version it had.

    ``conn`` must be in autocommit mode (``isolation_level=None``) so that each
    migration is exactly one explicit transaction."""
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
    for target in range(version + 1, SCHEMA_VERSION + 1):
        conn.execute("BEGIN IMMEDIATE")
        try:
            MIGRATIONS[target - 1](conn)
            conn.execute(f"PRAGMA user_version = {target}")
            conn.execute("COMMIT")
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            raise
        log.info("history database migrated to schema %d", target)
    for table, columns in EXPECTED_COLUMNS.items():
        present = {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
        missing = [c for c in columns if c not in present]
        if missing:
            log.warning("history table %s lacks %s", table, ", ".join(missing))
            raise SchemaError(Reason.DAMAGED)
    return version
