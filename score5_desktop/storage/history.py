"""The history of finished games: a local SQLite database in the data folder.

Opening never fails: a damaged file, or one from a newer version of the app,
is reported in plain words, kept aside, and a fresh history is started; if
the folder cannot be written at all, the history lives in memory for this
session. Statistics are SQL queries over the ``games`` and ``seats`` tables
(see ``history_schema``) and come back as small frozen dataclasses.

A ``HistoryDB`` belongs to the thread that opened it (sqlite3's rule). The one
``open_history`` gives is read on the GUI thread, so it waits at most
``BUSY_TIMEOUT_SECONDS`` for another copy of the app holding the file; games
are written by a worker through ``open_writer``, a connection of its own that
may wait longer. A game that cannot be stored then waits in ``history_spool``
and is added later, never dropped. Each game is stored once, keyed by its
setup and decisions (``game_key``): finishing a resumed or re-opened game
again updates its row. A file holding anything but the schema's own tables
and indexes (a trigger would run inside our writes) is set aside on opening.

Rows are checked as they are read (the file may have been edited): every value
is range-checked (a number Qt's 32-bit ``int`` cannot hold crashed the
windows), one that cannot be shown is replaced by a harmless one and the row
is flagged in ``GameSummary.damaged`` rather than stopping the window; the
statistics add up only values in range.

Every game the app hosts shares the history: a game row names its game, the
statistics can be asked for one game, and a seat keeps that game's own numbers
(``SeatResult.stats``). Records are read through the registry, never by a
game's module.

Who is "you": the statistics speak of one player. At an online table it is the
seat this app played (``games.online_seat``), whatever the names. Otherwise a
human seat is yours when it is the only human seat of its game (a game against
bots), or when it bears your own name (``HistoryDB.player_name``, set once in
the preferences) — in a hot-seat game the other humans are other players,
counted under their own names (``player_results``), never as you. A hot-seat
game without your name in it is in the history but not in your statistics.

An online game keeps the whole record the table's server sent at the end (every
hand), but its player saw the game through one seat: ``load_game`` and
``seen_from`` give that seat with the record, and the replay and the coach
show that seat alone (``LoadResult.online_seat``).
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import logging
import sqlite3
import tempfile
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import NamedTuple

from score5_desktop.core import records, registry
from score5_desktop.core.errors import RecordError
from score5_desktop.core.names import fit_name, name_problem, same_player
from score5_desktop.core.protocol import State
from score5_desktop.storage.atomic import quarantine
from score5_desktop.storage.errors import (
    Action,
    Kind,
    Problem,
    Reason,
    StorageError,
)
from score5_desktop.storage.history_schema import (
    SchemaError,
    checked_stats,
    game_key,
    legacy_columns,
    legacy_game_values,
    legacy_seat_values,
    migrate,
    seat_stats,
)
from score5_desktop.storage.paths import AppPaths
from score5_desktop.storage.record_files import LoadResult, LoadStatus, parse_record

log = logging.getLogger(__name__)

#: How long the GUI thread waits for another copy of the app writing a game.
BUSY_TIMEOUT_SECONDS = 0.25
#: How long a worker thread storing a game waits for it (the GUI does not wait).
WORKER_BUSY_TIMEOUT_SECONDS = 2.0
SQLITE_COMPANIONS = ("-journal", "-wal", "-shm")
# Errors of the surroundings, not of the file: it is left alone and used in memory.
_ENVIRONMENT_ERRORS = frozenset(
    {"SQLITE_BUSY", "SQLITE_LOCKED", "SQLITE_CANTOPEN", "SQLITE_IOERR", "SQLITE_FULL",
     "SQLITE_READONLY", "SQLITE_PERM", "SQLITE_NOMEM", "SQLITE_AUTH", "SQLITE_NOLFS"}
)  # fmt: skip
#: The largest score the history shows: far above any game's, and far below what Qt's
#: 32-bit ``int`` holds: a stored value outside is a damaged row, never shown.
MAX_SCORE = 50_000
#: The most seats a stored game may have: the largest table of any game (six).
MAX_SEATS = 6


def _checked_sql(column: str, high: int) -> str:
    """``column`` when it holds a whole number from 0 to ``high``, else NULL: what the
    statistics add up, so a tampered row cannot push an average out of range."""
    return (
        f"(CASE WHEN typeof({column}) = 'integer' AND {column} BETWEEN 0 AND {high}"
        f" THEN {column} END)"
    )


_SCORE_SQL = _checked_sql("s.score", MAX_SCORE)
#: A matchup whose date can be placed in time (``_checked_time``'s years, as text): the
#: win-rate-over-time charts leave the others out rather than plot them in the year 1.
_DATED_SQL = (
    "(typeof(m.finished_at) = 'text' AND m.finished_at BETWEEN '1970' AND '9000'"
    " AND julianday(m.finished_at) IS NOT NULL)"
)
#: The bot levels a statistic may name (``known_level``, registered on every connection,
#: knows every installed game's): a stored level outside them is not grouped on.
_LEVELS_SQL = "known_level"
_ORDER_KEYS = {"date": "finished_at", "score": "top_score", "human_score": "human_score"}
_PERIODS = {
    "week": "date(m.finished_at, 'weekday 0', '-6 days')",  # the Monday starting the week
    "month": "strftime('%Y-%m', m.finished_at)",
}
# Games (aliased ``g``) with a bot of level :level, or every game when it is NULL; and
# of the game :game (its id), or of every game when it is NULL.
_LEVEL_FILTER = """(:level IS NULL OR EXISTS (
    SELECT 1 FROM seats b WHERE b.game_id = g.id AND b.kind = 'bot' AND b.level = :level))
    AND (:game IS NULL OR g.game = :game)"""

# Your seats (see the module docstring): the seat played at an online table; else the
# only human of a game, or the first human seat bearing your name :me.
# ``same_player`` is registered on every connection.
_MINE = """
    mine AS (
        SELECT s.game_id, s.seat FROM seats s
        WHERE s.is_human AND (
            (SELECT g.online_seat FROM games g WHERE g.id = s.game_id) IS s.seat
            OR (SELECT g.online_seat IS NULL FROM games g WHERE g.id = s.game_id) AND (
            (SELECT COUNT(*) FROM seats o WHERE o.game_id = s.game_id AND o.is_human) = 1
            OR (same_player(s.name, :me) AND NOT EXISTS (
                SELECT 1 FROM seats e WHERE e.game_id = s.game_id AND e.is_human
                    AND e.seat < s.seat AND same_player(e.name, :me)))))
    )"""
_IS_MINE = "EXISTS (SELECT 1 FROM mine y WHERE y.game_id = s.game_id AND y.seat = s.seat)"

# Each of your seats against each bot level present in its game: one "matchup".
_MATCHUPS = f"""{_MINE},
    matchups AS (
        SELECT DISTINCT h.game_id, h.seat, (h.won IS 1) AS won, b.level, g.finished_at
        FROM seats h
        JOIN mine y ON y.game_id = h.game_id AND y.seat = h.seat
        JOIN seats b ON b.game_id = h.game_id AND b.kind = 'bot' AND {_LEVELS_SQL}(b.level)
        JOIN games g ON g.id = h.game_id
        WHERE (:game IS NULL OR g.game = :game) AND h.won IN (0, 1)
    )"""
# The columns every game listing selects, seats aliased ``s``, games ``g`` or ``r``.
_SEAT_COLUMNS = f"""s.seat, s.name, s.kind, s.level, s.score, s.is_human, s.won, s.stats,
    {_IS_MINE}"""


# -- results ---------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class SeatResult:
    seat: int
    name: str
    kind: str
    level: str | None
    score: int
    is_human: bool
    won: bool
    is_you: bool = False  # see the module docstring
    #: The game's own numbers; empty for a game migrated from a record that did not replay.
    stats: Mapping[str, int | float] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class GameSummary:
    id: int
    finished_at: datetime  # UTC; the epoch when the stored date could not be read
    players: int
    winner_seat: int | None  # None when the stored winner is not one of the seats
    seats: tuple[SeatResult, ...]
    damaged: tuple[str, ...] = ()  # columns whose stored value could not be shown
    game: str = registry.DEFAULT_GAME  # the id of the game played
    #: The seat this app's player held at an online table; None: played at this screen.
    online_seat: int | None = None

    @property
    def winner(self) -> SeatResult | None:
        seat = self.winner_seat
        return self.seats[seat] if seat is not None and 0 <= seat < len(self.seats) else None

    @property
    def you(self) -> SeatResult | None:
        """Your seat in this game, or None (a game of other players only)."""
        return next((seat for seat in self.seats if seat.is_you), None)


@dataclass(frozen=True, slots=True)
class WinRate:
    """Your results against one bot level (``level`` None: every game of yours)."""

    level: str | None
    games: int
    wins: int

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass(frozen=True, slots=True)
class WinRatePoint:
    """``WinRate`` over one stretch of time: a week (its Monday, "2024-05-06"), a
    month ("2024-05"), or a block of games ("11-20": the 11th to the 20th)."""

    level: str
    period: str
    start: datetime
    games: int
    wins: int

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass(frozen=True, slots=True)
class ScoreAverage:
    """Average final score of a group of seats: ``group`` is "human" (your seats) or a
    bot level; ``stats`` averages the game's own numbers."""

    group: str
    seats: int
    average_score: float
    stats: Mapping[str, float] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class PlayerResults:
    """One named human player's games and wins (hot-seat players each count apart)."""

    name: str
    games: int
    wins: float  # a win the rules share between k seats counts 1/k

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass(frozen=True, slots=True)
class BestGame:
    game_id: int
    finished_at: datetime
    seat: int
    name: str
    score: int
    won: bool


class HistoryOpen(NamedTuple):
    db: HistoryDB
    message: Problem | None  # what to tell the user, when something went wrong


# -- opening ---------------------------------------------------------------------------
def open_history(path: Path | None = None) -> HistoryOpen:
    """Open (creating or migrating) the history database; never raises.

    A damaged or too-new file is kept aside and replaced by a new one; if the
    database cannot be used at all, the history is kept in memory for this
    session. Either way ``message`` explains it."""
    path = Path(path) if path is not None else AppPaths.from_environment().history_db
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists() and not path.is_file():
            return _in_memory(Reason.NOT_REGULAR, path)
        return HistoryOpen(HistoryDB(_connect(path), path), None)
    except OSError as exc:
        log.warning("history folder %s unusable: %s", path.parent, exc)
        return _in_memory(Reason.FOLDER, path)
    except (sqlite3.Error, SchemaError) as exc:
        reason = _reason(exc)
        if not _is_damage(exc):
            log.warning("cannot open history %s: %s", path, exc)
            if not _folder_writable(path.parent):
                # A read-only folder (a fresh one too): nothing finished could be kept
                # there to add later, so promise nothing (issue 44).
                return _in_memory(Reason.FOLDER, path)
            return _in_memory(reason, path, retry=True)
    except Exception as exc:  # noqa: BLE001 - the app must start whatever the file holds
        log.exception("unexpected error opening history %s", path)
        return _in_memory(f"unexpected {type(exc).__name__}", path)
    try:
        kept = quarantine(path, reason, companions=SQLITE_COMPANIONS)
    except OSError as exc:
        log.warning("cannot move history %s aside: %s", path, exc)
        return _in_memory(reason, path)
    try:
        db = HistoryDB(_connect(path), path)
    except (sqlite3.Error, SchemaError) as exc:
        log.warning("cannot start a new history %s: %s", path, exc)
        return _in_memory(reason, path)
    return HistoryOpen(db, Problem(Kind.HISTORY_SET_ASIDE, reason=reason, kept_as=kept.name))


def _folder_writable(folder: Path) -> bool:
    """Whether a file can be made in ``folder`` now (asked by making one: permissions
    alone do not tell a read-only file system, or root's rights)."""
    try:
        with tempfile.TemporaryFile(dir=folder):
            return True
    except OSError:
        return False


def open_writer(path: Path) -> HistoryDB:
    """The history file at ``path`` opened for one write on a worker thread, which may
    wait longer than the GUI thread for another copy of the app holding it. Raises
    ``StorageError`` when it cannot be used now (the caller keeps the game pending)."""
    try:
        return HistoryDB(_connect(path, WORKER_BUSY_TIMEOUT_SECONDS), path)
    except (sqlite3.Error, SchemaError) as exc:
        log.warning("history %s cannot take a game now: %s", path, exc)
        raise StorageError(
            Problem(Kind.HISTORY_FAILED, action=Action.STORE, reason=_reason(exc))
        ) from exc


def open_reader(path: Path) -> HistoryDB:
    """The history file at ``path`` opened for reading on a thread other than the GUI's
    (a connection belongs to the thread that opened it). Raises ``StorageError``."""
    try:
        return HistoryDB(_connect(path), path)
    except (sqlite3.Error, SchemaError) as exc:
        log.warning("history %s cannot be read now: %s", path, exc)
        raise StorageError(
            Problem(Kind.HISTORY_FAILED, action=Action.READ, reason=_reason(exc))
        ) from exc


def _connect(target: Path | str, busy_timeout: float = BUSY_TIMEOUT_SECONDS) -> sqlite3.Connection:
    conn = sqlite3.connect(target, timeout=busy_timeout, isolation_level=None)
    # Text that is not UTF-8 (a hand-edited file) is shown with U+FFFD, not a failed query.
    conn.text_factory = _lenient_text
    conn.create_function("same_player", 2, same_player, deterministic=True)
    conn.create_function("known_level", 1, _is_known_level, deterministic=True)
    try:
        conn.execute("PRAGMA foreign_keys = ON")
        check = conn.execute("PRAGMA quick_check").fetchone()[0]
        if check != "ok":
            log.warning("history %s fails its integrity check: %s", target, check)
            raise SchemaError(Reason.DAMAGED)
        migrate(conn)
    except BaseException:
        conn.close()
        raise
    return conn


def _lenient_text(data: bytes) -> str:
    return data.decode("utf-8", "replace")


def _in_memory(reason: str, path: Path | None = None, *, retry: bool = False) -> HistoryOpen:
    """A history for this session only; with ``retry`` (the file is busy or its folder
    unreachable, not damaged) it remembers ``path`` so the caller can open it later."""
    log.warning("history kept in memory only: %s", reason)
    db = HistoryDB(_connect(":memory:"), None, intended=path if retry else None)
    kind = Kind.HISTORY_BUSY if retry else Kind.HISTORY_IN_MEMORY
    return HistoryOpen(db, Problem(kind, reason=reason))


def _error_name(exc: BaseException) -> str:
    name = getattr(exc, "sqlite_errorname", "") or ""
    return "_".join(name.split("_")[:2])  # SQLITE_IOERR_SHORT_READ -> SQLITE_IOERR


def _is_damage(exc: BaseException) -> bool:
    """Whether the file itself is at fault (then it is kept aside and replaced)."""
    return _error_name(exc) not in _ENVIRONMENT_ERRORS


def _reason(exc: BaseException) -> str:
    """Why, in words: one of ``Reason`` when we know it, else the library's own (short)."""
    if isinstance(exc, SchemaError):
        return exc.reason
    name = _error_name(exc)
    if name == "SQLITE_NOTADB":
        return Reason.NOT_DATABASE
    if name == "SQLITE_CORRUPT":
        return Reason.DAMAGED
    if name == "SQLITE_BUSY" or name == "SQLITE_LOCKED":
        return Reason.BUSY
    return str(exc)


# -- the database ----------------------------------------------------------------------
class HistoryDB:
    """Finished games and the statistics drawn from them."""

    def __init__(
        self, conn: sqlite3.Connection, path: Path | None, *, intended: Path | None = None
    ) -> None:
        self._conn = conn
        self.path = path  # None: in memory, forgotten at quit
        #: Your own name (the preferences'): which human seats of a hot-seat game are yours.
        self.player_name: str | None = None
        # In memory because the file was busy: the file to open again later.
        self.reopen_path = intended

    @property
    def persistent(self) -> bool:
        return self.path is not None

    def close(self) -> None:
        self._conn.close()

    def adopt(self, other: HistoryDB) -> None:
        """Become ``other`` (the file, usable again after a session in memory): its
        connection replaces ours, so every holder of this object follows."""
        self._conn.close()
        self._conn, self.path, self.reopen_path = other._conn, other.path, other.reopen_path

    def __enter__(self) -> HistoryDB:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextlib.contextmanager
    def _errors(self, action: Action) -> Iterator[None]:
        try:
            yield
        except sqlite3.Error as exc:
            log.warning("history: %s failed: %s", action, exc)
            raise StorageError(
                Problem(Kind.HISTORY_FAILED, action=action, reason=_reason(exc))
            ) from exc

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        conn = self._conn
        conn.execute("BEGIN IMMEDIATE")
        try:
            yield conn
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")

    # -- writing ---------------------------------------------------------------------
    def add_game(
        self,
        record_json: str,
        state: State,
        *,
        finished_at: datetime | None = None,
        online_seat: int | None = None,
    ) -> int:
        """Store a finished game of any installed game with its record (the game's
        ``dump_record``); returns its id.

        A game already stored (the same setup and decisions: a finished game
        re-opened and finished again) has its row updated, keeping its id, so
        the history and statistics count it once. ``online_seat``: the seat this
        app's player held at an online table (None: a game played at this screen);
        a game once stored as online stays so. A state that is not finished, a
        record that does not fit it, or a seat not at the table is a programming
        error (``ValueError``); a database that cannot be written raises
        ``StorageError``."""
        if not state.is_over:
            raise ValueError("only finished games go into the history")
        try:
            parsed = json.loads(record_json)
            game, loaded = records.read(record_json)
        except (RecordError, ValueError) as exc:
            raise ValueError(f"not a valid record: {exc}") from exc
        players = loaded.players
        key = game_key(parsed)
        if len(players) != state.players:
            raise ValueError("the record and the state have different numbers of seats")
        if online_seat is not None and not (
            0 <= online_seat < len(players) and players[online_seat].kind == "human"
        ):
            raise ValueError("the online seat is not a person's seat of the game")
        outcome = state.outcome()
        if outcome is None or not outcome.winners:
            raise ValueError("a finished game has a result with a winner")
        when = finished_at if finished_at is not None else datetime.now(UTC)
        if when.tzinfo is None:
            raise ValueError("finished_at must carry a time zone")
        stamp = when.astimezone(UTC).isoformat(timespec="seconds")
        stats = seat_stats(game, state)
        # The first game's own columns, kept filled for older copies of the app.
        game_columns, seat_columns = legacy_columns()
        game_names = "".join(f", {name}" for name in game_columns)
        seat_names = "".join(f", {name}" for name in seat_columns)
        values = legacy_seat_values(stats, state.players, seat_columns)
        marks = ", ".join("?" * (9 + len(seat_columns)))
        with self._errors(Action.STORE), self._transaction() as conn:
            row = conn.execute("SELECT id FROM games WHERE game_key = ?", (key,)).fetchone()
            values_row = (
                stamp,
                state.players,
                outcome.winners[0],
                record_json,
                key,
                game.id,
                *legacy_game_values(loaded.options, game_columns),
            )
            if row is None:
                cursor = conn.execute(
                    f"INSERT INTO games (finished_at, players, winner_seat, record, game_key,"
                    f" game{game_names}, online_seat)"
                    f" VALUES ({', '.join('?' * len(values_row))}, ?)",
                    (*values_row, online_seat),
                )
                game_id = cursor.lastrowid
                assert game_id is not None
            else:
                game_id = row[0]
                columns = ("finished_at", "players", "winner_seat", "record", "game_key",
                           "game", *game_columns)  # fmt: skip
                conn.execute(
                    f"UPDATE games SET {', '.join(f'{c} = ?' for c in columns)},"
                    " online_seat = COALESCE(?, online_seat) WHERE id = ?",
                    (*values_row, online_seat, game_id),
                )
                conn.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
                log.info("history game %d finished again: its row is updated", game_id)
            conn.executemany(
                f"INSERT INTO seats (game_id, seat, name, kind, level, score, is_human, won,"
                f" stats{seat_names}) VALUES ({marks})",
                [
                    (
                        game_id,
                        seat,
                        player.name,
                        player.kind,
                        player.level,
                        outcome.totals[seat],
                        player.kind == "human",
                        seat in outcome.winners,
                        None if stats is None else json.dumps(stats[seat]),
                        *values[seat],
                    )
                    for seat, player in enumerate(players)
                ],
            )
        return game_id

    def delete_game(self, game_id: int) -> bool:
        """Remove one game (its seats go with it); False if there was none."""
        with self._errors(Action.DELETE), self._transaction() as conn:
            return conn.execute("DELETE FROM games WHERE id = ?", (game_id,)).rowcount > 0

    # -- games -----------------------------------------------------------------------
    def _params(self, **values: object) -> dict[str, object]:
        """Named query parameters, with your name (``:me``) and no game filter by default."""
        return {"me": self.player_name, "game": None, "level": None, **values}

    def count_games(self, opponent_level: str | None = None, *, game: str | None = None) -> int:
        """Every stored game (of ``game`` when given), yours or not."""
        with self._errors(Action.COUNT):
            return self._conn.execute(
                "SELECT COUNT(*) FROM games g WHERE " + _LEVEL_FILTER,
                self._params(level=opponent_level, game=game),
            ).fetchone()[0]

    def list_games(
        self,
        *,
        order_by: str = "date",
        descending: bool = True,
        opponent_level: str | None = None,
        limit: int | None = None,
        offset: int = 0,
        game: str | None = None,
    ) -> list[GameSummary]:
        """Past games, newest first by default. ``order_by`` is "date", "score" (the
        winning score) or "human_score" (your seat's; games without you last);
        ``opponent_level`` keeps games with a bot of that level, ``game`` those of
        that game."""
        key = _ORDER_KEYS.get(order_by)
        if key is None:
            raise ValueError(f"order_by is one of {', '.join(_ORDER_KEYS)}, not {order_by!r}")
        direction = "DESC" if descending else "ASC"
        sql = f"""
            WITH {_MINE},
            chosen AS (
                SELECT g.id, g.finished_at, g.players, g.winner_seat, g.game, g.online_seat,
                    (SELECT MAX(score) FROM seats s WHERE s.game_id = g.id) AS top_score,
                    (SELECT MAX(s.score) FROM seats s JOIN mine y
                        ON y.game_id = s.game_id AND y.seat = s.seat WHERE s.game_id = g.id)
                        AS human_score
                FROM games g
                WHERE {_LEVEL_FILTER}
            ),
            ranked AS (
                SELECT c.*, ROW_NUMBER() OVER (ORDER BY {key} {direction}
                    NULLS LAST, c.finished_at {direction}, c.id {direction}) AS rank
                FROM chosen c
                ORDER BY rank
                LIMIT :limit OFFSET :offset
            )
            SELECT r.id, r.finished_at, r.players, r.winner_seat, {_SEAT_COLUMNS}, r.game,
                r.online_seat
            FROM ranked r JOIN seats s ON s.game_id = r.id
            ORDER BY r.rank, s.seat
        """
        params = self._params(
            level=opponent_level, game=game, limit=-1 if limit is None else limit, offset=offset
        )
        with self._errors(Action.LIST):
            rows = self._conn.execute(sql, params).fetchall()
        return _summaries(rows)

    def game(self, game_id: int) -> GameSummary | None:
        sql = f"""
            WITH {_MINE}
            SELECT g.id, g.finished_at, g.players, g.winner_seat, {_SEAT_COLUMNS}, g.game,
                g.online_seat
            FROM games g JOIN seats s ON s.game_id = g.id
            WHERE g.id = :id ORDER BY s.seat
        """
        with self._errors(Action.READ):
            rows = self._conn.execute(sql, self._params(id=game_id)).fetchall()
        summaries = _summaries(rows)
        return summaries[0] if summaries else None

    def record_json(self, game_id: int) -> str | None:
        """The game's full record as stored, or None if there is no such game."""
        with self._errors(Action.READ):
            row = self._conn.execute("SELECT record FROM games WHERE id = ?", (game_id,)).fetchone()
        return None if row is None else row[0]

    def load_game(self, game_id: int) -> LoadResult:
        """The game's record read by its game, ready for ``ReplayNavigator``, with the
        seat it was played from at an online table (``LoadResult.online_seat``: the
        replay and the coach show that seat alone); or a message."""
        with self._errors(Action.READ):
            row = self._conn.execute(
                "SELECT record, online_seat FROM games WHERE id = ?", (game_id,)
            ).fetchone()
        if row is None:
            return LoadResult(
                LoadStatus.MISSING, message=Problem(Kind.HISTORY_GAME_MISSING, game=game_id)
            )
        text, seat = row
        if not isinstance(text, str | bytes):
            text = ""  # a tampered row: refused below as an empty record
        result = parse_record(
            text,
            lambda error: Problem(Kind.HISTORY_GAME_UNREADABLE, game=game_id, record=error),
        )
        return _seen_from(result, seat)

    def seen_from(self, result: LoadResult) -> LoadResult:
        """``result`` (a record read from a file: File > Open, a replay) with the seat
        this app's player held when its game was played at an online table, if the
        history holds that game (any copy of its record: the same setup and decisions,
        ``game_key``); unchanged for a game played at this screen or not held here."""
        if not result.ok or result.text is None or result.online_seat is not None:
            return result
        try:
            key = game_key(json.loads(result.text))
        except (TypeError, ValueError, RecursionError):
            return result
        with self._errors(Action.READ):
            row = self._conn.execute(
                "SELECT online_seat FROM games WHERE game_key = ?", (key,)
            ).fetchone()
        return result if row is None else _seen_from(result, row[0])

    # -- statistics ------------------------------------------------------------------
    def human_win_rate(self, *, game: str | None = None) -> WinRate:
        """Every game of yours, bots or not (of ``game`` when given)."""
        sql = f"""
            WITH {_MINE}
            SELECT COUNT(*), COALESCE(SUM(s.won IS 1), 0)
            FROM seats s JOIN mine y ON y.game_id = s.game_id AND y.seat = s.seat
            JOIN games g ON g.id = s.game_id
            WHERE (:game IS NULL OR g.game = :game) AND s.won IN (0, 1)
        """
        with self._errors(Action.STATISTICS):
            games, wins = self._conn.execute(sql, self._params(game=game)).fetchone()
        return WinRate(None, games, wins)

    def hot_seat_left_out(self, *, game: str | None = None) -> int:
        """Games with several human seats, none of them yours (see the module docstring):
        in the history but not in your statistics, which say so rather than leave them out
        silently (of ``game`` when given)."""
        sql = f"""
            WITH {_MINE}
            SELECT COUNT(*) FROM games g
            WHERE (:game IS NULL OR g.game = :game)
                AND (SELECT COUNT(*) FROM seats h WHERE h.game_id = g.id AND h.is_human) > 1
                AND NOT EXISTS (SELECT 1 FROM mine y WHERE y.game_id = g.id)
        """
        with self._errors(Action.STATISTICS):
            (count,) = self._conn.execute(sql, self._params(game=game)).fetchone()
        return int(count)

    def win_rates_by_level(self, *, game: str | None = None) -> list[WinRate]:
        """Your results against each bot level, weakest level first. A game counts once
        for each level among your opponents."""
        sql = f"WITH {_MATCHUPS} SELECT level, COUNT(*), SUM(won) FROM matchups GROUP BY level"
        with self._errors(Action.STATISTICS):
            rows = self._conn.execute(sql, self._params(game=game)).fetchall()
        return sorted((WinRate(*row) for row in rows), key=lambda w: _level_order(w.level))

    def win_rate_over_time(
        self, period: str = "week", opponent_level: str | None = None, *, game: str | None = None
    ) -> list[WinRatePoint]:
        """Your win rate against each bot level per calendar ``period`` ("week" or
        "month", in UTC), oldest first."""
        bucket = _PERIODS.get(period)
        if bucket is None:
            raise ValueError(f"period is one of {', '.join(_PERIODS)}, not {period!r}")
        sql = f"""
            WITH {_MATCHUPS}
            SELECT m.level, {bucket} AS period, MIN(m.finished_at), COUNT(*), SUM(m.won)
            FROM matchups m
            WHERE (:level IS NULL OR m.level = :level) AND {_DATED_SQL}
            GROUP BY m.level, period
        """
        with self._errors(Action.STATISTICS):
            rows = self._conn.execute(sql, self._params(level=opponent_level, game=game)).fetchall()
        points = [
            WinRatePoint(level, str(label), _checked_time(start)[0], games, wins)
            for level, label, start, games, wins in rows
            if _checked_time(start)[1]  # a date that cannot be read is no point in time
        ]
        return sorted(points, key=lambda p: (p.period, _level_order(p.level)))

    def win_rate_per_games(
        self, block: int = 10, opponent_level: str | None = None, *, game: str | None = None
    ) -> list[WinRatePoint]:
        """Your win rate against each bot level over consecutive blocks of ``block``
        games (in the order they were played), so progress shows even without dates."""
        if block < 1:
            raise ValueError("block must be at least 1")
        sql = f"""
            WITH {_MATCHUPS},
            numbered AS (
                SELECT m.level, m.won, m.finished_at,
                    (ROW_NUMBER() OVER (PARTITION BY m.level
                        ORDER BY m.finished_at, m.game_id, m.seat) - 1) / :block AS chunk
                FROM matchups m
                WHERE (:level IS NULL OR m.level = :level) AND {_DATED_SQL}
            )
            SELECT level, chunk, MIN(finished_at), COUNT(*), SUM(won)
            FROM numbered GROUP BY level, chunk
        """
        with self._errors(Action.STATISTICS):
            rows = self._conn.execute(
                sql, self._params(block=block, level=opponent_level, game=game)
            ).fetchall()
        points = [
            WinRatePoint(
                level,
                f"{chunk * block + 1}-{chunk * block + games}",
                _checked_time(start)[0],
                games,
                wins,
            )
            for level, chunk, start, games, wins in rows
        ]
        return sorted(points, key=lambda p: (_level_order(p.level), p.start, p.period))

    def score_averages(
        self, opponent_level: str | None = None, *, game: str | None = None
    ) -> list[ScoreAverage]:
        """Average score, in total and per statistic of the game, of your seats
        ("human") and of each bot level; other humans' seats are left out.
        ``opponent_level`` keeps games with a bot of that level. Only values in range
        are added up."""
        sql = f"""
            WITH {_MINE},
            grouped AS (
                SELECT CASE WHEN {_IS_MINE} THEN 'human'
                    WHEN {_LEVELS_SQL}(s.level) THEN s.level ELSE 'bot' END AS grp, s.*
                FROM seats s JOIN games g ON g.id = s.game_id
                WHERE {_LEVEL_FILTER} AND (NOT s.is_human OR {_IS_MINE})
            )
            SELECT grp, COUNT(*), COALESCE(AVG({_SCORE_SQL}), 0.0)
            FROM grouped s GROUP BY grp
        """
        stats_sql = f"""
            WITH {_MINE}
            SELECT CASE WHEN {_IS_MINE} THEN 'human' ELSE COALESCE(s.level, 'bot') END,
                s.stats
            FROM seats s JOIN games g ON g.id = s.game_id
            WHERE {_LEVEL_FILTER} AND (NOT s.is_human OR {_IS_MINE}) AND s.stats IS NOT NULL
        """
        params = self._params(level=opponent_level, game=game)
        with self._errors(Action.STATISTICS):
            rows = self._conn.execute(sql, params).fetchall()
            stats_rows = self._conn.execute(stats_sql, params).fetchall()
        stats = _average_stats(stats_rows)
        result = [
            ScoreAverage(group, seats, float(average), stats.get(group, {}))
            for group, seats, average in rows
        ]
        return sorted(result, key=lambda a: (a.group != "human", _level_order(a.group)))

    def best_game(
        self, *, humans_only: bool = True, game: str | None = None, lowest: bool = False
    ) -> BestGame | None:
        """Your highest score (or any seat's), or your lowest with ``lowest`` (a game whose
        totals are penalties, ``core.protocol.LowestWins``); the earliest on a tie. A score
        out of range is left out (None when no score is left), never shown as 0."""
        where = f"AND {_IS_MINE}" if humans_only else ""
        direction = "ASC" if lowest else "DESC"
        sql = f"""
            WITH {_MINE}
            SELECT s.game_id, g.finished_at, s.seat, s.name, {_SCORE_SQL} AS score, s.won
            FROM seats s JOIN games g ON g.id = s.game_id
            WHERE (:game IS NULL OR g.game = :game) {where} AND {_SCORE_SQL} IS NOT NULL
            ORDER BY score {direction} NULLS LAST, g.finished_at, g.id, s.seat LIMIT 1
        """
        with self._errors(Action.STATISTICS):
            row = self._conn.execute(sql, self._params(game=game)).fetchone()
        if row is None:
            return None
        game_id, stamp, seat, name, score, won = row
        when, _ok = _checked_time(stamp)
        shown_seat = _ranged(seat, MAX_SEATS - 1)
        return BestGame(
            game_id,
            when,
            0 if shown_seat is None else shown_seat,
            _name(name),
            _ranged(score, MAX_SCORE) or 0,
            won == 1,
        )

    def first_finished(self, *, game: str | None = None) -> datetime | None:
        """When the earliest game (of ``game``) whose date can be read ended; a date that
        cannot be read is left out, never shown as the epoch."""
        sql = """
            SELECT g.finished_at FROM games g WHERE :game IS NULL OR g.game = :game
            ORDER BY g.finished_at
        """
        with self._errors(Action.STATISTICS):
            for (stamp,) in self._conn.execute(sql, self._params(game=game)):
                when, ok = _checked_time(stamp)
                if ok:
                    return when
        return None

    def damaged_games(self, *, game: str | None = None) -> int:
        """How many of your games hold a value of yours (or the game's date) that fails
        its range check, as the list flags it (``GameSummary.damaged``): the statistics
        leave such values out, and the window says how many games that touched."""
        sql = f"""
            WITH {_MINE}
            SELECT g.id, g.finished_at, s.score, s.won, s.stats
            FROM seats s JOIN mine y ON y.game_id = s.game_id AND y.seat = s.seat
            JOIN games g ON g.id = s.game_id
            WHERE :game IS NULL OR g.game = :game
        """
        damaged: set[object] = set()
        with self._errors(Action.STATISTICS):
            for game_id, stamp, score, won, stats in self._conn.execute(
                sql, self._params(game=game)
            ):
                if (
                    not _checked_time(stamp)[1]
                    or _ranged(score, MAX_SCORE) is None
                    or won not in (0, 1)
                    or _stats(stats) is None
                ):
                    damaged.add(game_id)
        return len(damaged)

    def stats_ranges(self, *, game: str | None = None) -> dict[str, tuple[float, float]]:
        """The smallest and largest value of each of the game's own statistics over your
        seats (a best and a worst deal); values that cannot be read are left out."""
        sql = f"""
            WITH {_MINE}
            SELECT s.stats FROM seats s JOIN games g ON g.id = s.game_id
            WHERE (:game IS NULL OR g.game = :game) AND {_IS_MINE} AND s.stats IS NOT NULL
        """
        with self._errors(Action.STATISTICS):
            rows = self._conn.execute(sql, self._params(game=game)).fetchall()
        ranges: dict[str, tuple[float, float]] = {}
        for (text,) in rows:
            for key, value in (_stats(text) or {}).items():
                low, high = ranges.get(key, (value, value))
                ranges[key] = (min(low, value), max(high, value))
        return ranges

    def player_results(self, *, game: str | None = None) -> list[PlayerResults]:
        """Each named human player's games and wins, most games first: hot-seat players
        each under their own name (one name, however it is capitalised or spaced)."""
        sql = """
            SELECT s.name, s.won,
                (SELECT COUNT(*) FROM seats w WHERE w.game_id = s.game_id AND w.won)
            FROM seats s JOIN games g ON g.id = s.game_id
            WHERE s.is_human AND (:game IS NULL OR g.game = :game)
            ORDER BY g.finished_at, g.id, s.seat
        """
        with self._errors(Action.STATISTICS):
            rows = self._conn.execute(sql, self._params(game=game)).fetchall()
        players: dict[str, list] = {}
        for name, won, winners in rows:
            shown = _name(name)
            entry = players.setdefault(shown.strip().casefold(), [shown, 0, 0.0])
            entry[1] += 1
            entry[2] += 1 / winners if won and isinstance(winners, int) and winners else 0.0
        results = [
            PlayerResults(name, games, round(wins, 4)) for name, games, wins in players.values()
        ]
        return sorted(results, key=lambda p: (-p.games, p.name.casefold()))


def _average_stats(rows: list[tuple]) -> dict[str, dict[str, float]]:
    """Per group, the average of each statistic over the seats that have it (rows of
    group and stored JSON; a value that cannot be read, or beyond ``MAX_SCORE`` either
    way, is left out)."""
    sums: dict[str, dict[str, list[float]]] = {}
    for group, text in rows:
        try:
            stats = checked_stats(json.loads(text)) if isinstance(text, str) else None
        except (ValueError, RecursionError):
            stats = None
        for key, value in (stats or {}).items():
            if abs(value) > MAX_SCORE:  # a tampered row: left out, as out-of-range scores are
                continue
            total = sums.setdefault(group, {}).setdefault(key, [0.0, 0])
            total[0] += value
            total[1] += 1
    return {
        group: {key: total / count for key, (total, count) in values.items()}
        for group, values in sums.items()
    }


def _known_levels() -> tuple[str, ...]:
    """Every installed game's bot levels, weakest first, each once."""
    return tuple(dict.fromkeys(level for game in registry.installed() for level in game.bot_levels))


def _is_known_level(level: object) -> bool:
    return isinstance(level, str) and level in _known_levels()


def _level_order(level: str | None) -> tuple[int, str]:
    levels = _known_levels()
    rank = levels.index(level) if level in levels else len(levels)
    return rank, level or ""


_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


#: The years a stored date may fall in: the app did not exist before, and a date near
#: the ends of ``datetime``'s range cannot be made local (an ``OverflowError``).
_YEARS = range(1970, 9000)


def _checked_time(stamp: object) -> tuple[datetime, bool]:
    """A stored date in UTC, and whether it could be read (else the epoch)."""
    if not isinstance(stamp, str) or len(stamp) > 40:
        return _EPOCH, False
    try:
        when = datetime.fromisoformat(stamp)
        when = when.replace(tzinfo=UTC) if when.tzinfo is None else when.astimezone(UTC)
    except (ValueError, OverflowError):
        return _EPOCH, False
    if when.year not in _YEARS:
        return _EPOCH, False
    return when, True


def _ranged(value: object, high: int) -> int | None:
    """``value`` if it is a whole number from 0 to ``high`` (what Qt can be given), else None."""
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= high:
        return value
    return None


def _name(value: object) -> str:
    """A stored name fit to show, as it was stored when a record could hold it: the
    characters a record refuses (``name_problem``: controls, lone surrogates) become
    U+FFFD, while joiners, variation selectors and combining marks (parts of ordinary
    emoji and accents) are kept. At most the record limit."""
    if not isinstance(value, str):
        return "?"
    cleaned = "".join(c if name_problem(c) is None else "\ufffd" for c in value[:200])
    return fit_name(cleaned)


def _summaries(rows: list[tuple]) -> list[GameSummary]:
    """Group joined game/seat rows (ordered by game, then seat) into summaries, checking
    each value: one the window could not show is replaced and the game flagged."""
    grouped: dict[int, tuple[tuple, list[SeatResult], set[str]]] = {}
    levels = _known_levels()
    for row in rows:
        game_id = row[0]
        head, seats, damaged = grouped.setdefault(game_id, (row[:4] + row[13:], [], set()))
        seat, name, kind, level, score = row[4:9]
        is_human, won, stats_text, is_you = row[9:13]
        shown_name = _name(name)
        if shown_name != name:
            damaged.add("name")
        if kind not in ("human", "bot"):
            damaged.add("kind")
            kind = "human" if is_human else "bot"
        if level is not None and level not in levels:
            damaged.add("level")
            level = None
        shown_score = _ranged(score, MAX_SCORE)
        if shown_score is None:
            damaged.add("score")
        if seat != len(seats) or _ranged(seat, MAX_SEATS - 1) is None:
            damaged.add("seat")  # seats are read in order: the n-th row is seat n
        if is_human not in (0, 1) or won not in (0, 1):
            damaged.add("won" if won not in (0, 1) else "is_human")
        stats = _stats(stats_text)
        if stats is None:
            damaged.add("stats")
        seats.append(
            SeatResult(
                len(seats),
                shown_name,
                kind,
                level,
                shown_score or 0,
                is_human == 1,
                won == 1,
                bool(is_you),
                stats or {},
            )
        )
    summaries = []
    for game_id, (head, seats, damaged) in grouped.items():
        when, ok = _checked_time(head[1])
        if not ok:
            damaged.add("finished_at")
        online_seat = head[5] if len(head) > 5 else None
        if online_seat is not None and not (
            _ranged(online_seat, MAX_SEATS - 1) is not None and online_seat < len(seats)
        ):
            damaged.add("online_seat")
            online_seat = None
        winner = head[3]
        if not (isinstance(winner, int) and 0 <= winner < len(seats)):
            damaged.add("winner_seat")
            winner = None
        played = head[4]
        if not isinstance(played, str) or played not in registry.game_ids():
            damaged.add("game")
            played = registry.DEFAULT_GAME
        if damaged:
            log.warning("history game %s has values that cannot be shown: %s", game_id,
                        ", ".join(sorted(damaged)))  # fmt: skip
        summaries.append(
            GameSummary(
                game_id,
                when,
                len(seats),
                winner,
                tuple(seats),
                tuple(sorted(damaged)),
                played,
                online_seat,
            )
        )
    return summaries


def _seen_from(result: LoadResult, stored_seat: object) -> LoadResult:
    """``result`` with the online seat stored beside its record. A stored value that is
    no seat of the game (an edited file) locks the replay on the first person's seat:
    a game kept as online is never shown with every hand open."""
    if stored_seat is None or not result.ok or result.loaded is None:
        return result
    players = result.loaded.players
    seat = _ranged(stored_seat, len(players) - 1)
    if seat is None or players[seat].kind != "human":
        humans = [s for s, p in enumerate(players) if p.kind == "human"]
        seat = humans[0] if humans else 0
    return dataclasses.replace(result, online_seat=seat)


def _stats(text: object) -> dict[str, int | float] | None:
    """A seat's stored statistics; {} when none were kept, None when they cannot be read."""
    if text is None:
        return {}
    if not isinstance(text, str) or len(text) > 4096:
        return None
    try:
        return checked_stats(json.loads(text))
    except (ValueError, RecursionError):
        return None
