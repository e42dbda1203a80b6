"""The history of finished games: a local SQLite database in the data folder.

Opening never fails: a damaged file, or one from a newer version of the app,
is reported in plain words, kept aside, and a fresh history is started; if
the folder cannot be written at all, the history lives in memory for this
session. Statistics are SQL queries over the ``games`` and ``seats`` tables
(see ``history_schema``) and come back as small frozen dataclasses.

A ``HistoryDB`` belongs to the thread that opened it (sqlite3's rule). It is
used on the GUI thread, so it waits at most ``BUSY_TIMEOUT_SECONDS`` for
another copy of the app holding the file: a game that cannot be stored then
waits in ``history_spool`` and is added later, never dropped. Each game is
stored once, keyed by its setup and decisions (``game_key``): finishing a
resumed or re-opened game again updates its row.

Rows are checked as they are read (the file may have been edited): a value
that cannot be shown is replaced by a harmless one and the row is flagged in
``GameSummary.damaged`` rather than stopping the window.
"""

from __future__ import annotations

import contextlib
import json
import logging
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import NamedTuple

from score5_desktop.games.score5.rules.errors import RecordError
from score5_desktop.games.score5.rules.record import BOT_LEVELS, fit_name, loads
from score5_desktop.games.score5.rules.state import GameState
from score5_desktop.storage.atomic import quarantine
from score5_desktop.storage.errors import (
    Action,
    Kind,
    Problem,
    Reason,
    StorageError,
)
from score5_desktop.storage.history_schema import (
    FAMILY_COLUMNS,
    SchemaError,
    family_values,
    game_key,
    migrate,
)
from score5_desktop.storage.paths import AppPaths
from score5_desktop.storage.record_files import LoadResult, LoadStatus, parse_record

log = logging.getLogger(__name__)

#: How long the GUI thread waits for another copy of the app writing a game.
BUSY_TIMEOUT_SECONDS = 0.25
SQLITE_COMPANIONS = ("-journal", "-wal", "-shm")
# Errors of the surroundings, not of the file: it is left alone and used in memory.
_ENVIRONMENT_ERRORS = frozenset(
    {"SQLITE_BUSY", "SQLITE_LOCKED", "SQLITE_CANTOPEN", "SQLITE_IOERR", "SQLITE_FULL",
     "SQLITE_READONLY", "SQLITE_PERM", "SQLITE_NOMEM", "SQLITE_AUTH", "SQLITE_NOLFS"}
)  # fmt: skip
_FAMILIES_SQL = ", ".join(FAMILY_COLUMNS)
_ORDER_KEYS = {"date": "finished_at", "score": "top_score", "human_score": "human_score"}
_PERIODS = {
    "week": "date(m.finished_at, 'weekday 0', '-6 days')",  # the Monday starting the week
    "month": "strftime('%Y-%m', m.finished_at)",
}
# Games (aliased ``g``) with a bot of level :level, or every game when it is NULL.
_LEVEL_FILTER = """(:level IS NULL OR EXISTS (
    SELECT 1 FROM seats b WHERE b.game_id = g.id AND b.kind = 'bot' AND b.level = :level))"""


# Each human seat against each bot level present in its game: one "matchup".
_MATCHUPS = """
    matchups AS (
        SELECT DISTINCT h.game_id, h.seat, h.won, b.level, g.finished_at
        FROM seats h
        JOIN seats b ON b.game_id = h.game_id AND b.kind = 'bot' AND b.level IS NOT NULL
        JOIN games g ON g.id = h.game_id
        WHERE h.is_human
    )"""


# -- results ---------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class FamilyScores:
    """A value per scoring family (an average, or one seat's scoring cards)."""

    green: float | None
    red: float | None
    yellow: float | None
    purple: float | None
    blue: float | None

    def as_dict(self) -> dict[str, float | None]:
        return {family: getattr(self, family) for family in FAMILY_COLUMNS}


@dataclass(frozen=True, slots=True)
class SeatResult:
    seat: int
    name: str
    kind: str
    level: str | None
    score: int
    families: FamilyScores  # None values: a game migrated from a record that did not replay
    is_human: bool
    won: bool


@dataclass(frozen=True, slots=True)
class GameSummary:
    id: int
    finished_at: datetime  # UTC; the epoch when the stored date could not be read
    players: int
    max_adjust_rounds: int | None
    winner_seat: int | None  # None when the stored winner is not one of the seats
    seats: tuple[SeatResult, ...]
    damaged: tuple[str, ...] = ()  # columns whose stored value could not be shown

    @property
    def winner(self) -> SeatResult | None:
        seat = self.winner_seat
        return self.seats[seat] if seat is not None and 0 <= seat < len(self.seats) else None


@dataclass(frozen=True, slots=True)
class WinRate:
    """Human seats' results against one bot level (``level`` None: every game)."""

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
    """Average final score of a group of seats: ``group`` is "human" or a bot level."""

    group: str
    seats: int
    average_score: float
    families: FamilyScores


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


def _connect(target: Path | str) -> sqlite3.Connection:
    conn = sqlite3.connect(target, timeout=BUSY_TIMEOUT_SECONDS, isolation_level=None)
    # Text that is not UTF-8 (a hand-edited file) is shown with U+FFFD, not a failed query.
    conn.text_factory = _lenient_text
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
        self, record_json: str, state: GameState, *, finished_at: datetime | None = None
    ) -> int:
        """Store a finished game with its record (``engine.record.dumps``); returns its id.

        A game already stored (the same setup and decisions: a finished game
        re-opened and finished again) has its row updated, keeping its id, so
        the history and statistics count it once. A state that is not
        finished, or a record that does not fit it, is a programming error
        (``ValueError``); a database that cannot be written raises
        ``StorageError``."""
        if not state.is_over:
            raise ValueError("only finished games go into the history")
        try:
            parsed = json.loads(record_json)
            players = loads(record_json).players
        except (RecordError, ValueError) as exc:
            raise ValueError(f"not a valid record: {exc}") from exc
        key = game_key(parsed)
        if len(players) != state.players:
            raise ValueError("the record and the state have different numbers of seats")
        when = finished_at if finished_at is not None else datetime.now(UTC)
        if when.tzinfo is None:
            raise ValueError("finished_at must carry a time zone")
        stamp = when.astimezone(UTC).isoformat(timespec="seconds")
        result = state.result()
        values = family_values(state)
        marks = ", ".join("?" * (8 + len(FAMILY_COLUMNS)))
        with self._errors(Action.STORE), self._transaction() as conn:
            row = conn.execute("SELECT id FROM games WHERE game_key = ?", (key,)).fetchone()
            values_row = (
                stamp,
                state.players,
                state.setup.options.max_adjust_rounds,
                result.winner,
                record_json,
                key,
            )
            if row is None:
                cursor = conn.execute(
                    "INSERT INTO games (finished_at, players, max_adjust_rounds, winner_seat,"
                    " record, game_key) VALUES (?, ?, ?, ?, ?, ?)",
                    values_row,
                )
                game_id = cursor.lastrowid
                assert game_id is not None
            else:
                game_id = row[0]
                conn.execute(
                    "UPDATE games SET finished_at = ?, players = ?, max_adjust_rounds = ?,"
                    " winner_seat = ?, record = ?, game_key = ? WHERE id = ?",
                    (*values_row, game_id),
                )
                conn.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
                log.info("history game %d finished again: its row is updated", game_id)
            conn.executemany(
                f"INSERT INTO seats (game_id, seat, name, kind, level, score, {_FAMILIES_SQL},"
                f" is_human, won) VALUES ({marks})",
                [
                    (
                        game_id,
                        seat,
                        player.name,
                        player.kind,
                        player.level,
                        result.scores[seat],
                        *values[seat],
                        player.kind == "human",
                        seat == result.winner,
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
    def count_games(self, opponent_level: str | None = None) -> int:
        with self._errors(Action.COUNT):
            return self._conn.execute(
                "SELECT COUNT(*) FROM games g WHERE " + _LEVEL_FILTER, {"level": opponent_level}
            ).fetchone()[0]

    def list_games(
        self,
        *,
        order_by: str = "date",
        descending: bool = True,
        opponent_level: str | None = None,
        limit: int | None = None,
        offset: int = 0,
    ) -> list[GameSummary]:
        """Past games, newest first by default. ``order_by`` is "date", "score" (the
        winning score) or "human_score" (the best human seat's; games without a
        human last); ``opponent_level`` keeps games with a bot of that level."""
        key = _ORDER_KEYS.get(order_by)
        if key is None:
            raise ValueError(f"order_by is one of {', '.join(_ORDER_KEYS)}, not {order_by!r}")
        direction = "DESC" if descending else "ASC"
        sql = f"""
            WITH chosen AS (
                SELECT g.id, g.finished_at, g.players, g.max_adjust_rounds, g.winner_seat,
                    (SELECT MAX(score) FROM seats s WHERE s.game_id = g.id) AS top_score,
                    (SELECT MAX(score) FROM seats s WHERE s.game_id = g.id AND s.is_human)
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
            SELECT r.id, r.finished_at, r.players, r.max_adjust_rounds, r.winner_seat,
                s.seat, s.name, s.kind, s.level, s.score, {_FAMILIES_SQL}, s.is_human, s.won
            FROM ranked r JOIN seats s ON s.game_id = r.id
            ORDER BY r.rank, s.seat
        """
        params = {
            "level": opponent_level,
            "limit": -1 if limit is None else limit,
            "offset": offset,
        }
        with self._errors(Action.LIST):
            rows = self._conn.execute(sql, params).fetchall()
        return _summaries(rows)

    def game(self, game_id: int) -> GameSummary | None:
        sql = f"""
            SELECT g.id, g.finished_at, g.players, g.max_adjust_rounds, g.winner_seat,
                s.seat, s.name, s.kind, s.level, s.score, {_FAMILIES_SQL}, s.is_human, s.won
            FROM games g JOIN seats s ON s.game_id = g.id
            WHERE g.id = ? ORDER BY s.seat
        """
        with self._errors(Action.READ):
            rows = self._conn.execute(sql, (game_id,)).fetchall()
        summaries = _summaries(rows)
        return summaries[0] if summaries else None

    def record_json(self, game_id: int) -> str | None:
        """The game's full record as stored, or None if there is no such game."""
        with self._errors(Action.READ):
            row = self._conn.execute("SELECT record FROM games WHERE id = ?", (game_id,)).fetchone()
        return None if row is None else row[0]

    def load_game(self, game_id: int) -> LoadResult:
        """The game's record replayed, ready for ``ReplayNavigator``; or a message."""
        text = self.record_json(game_id)
        if text is None:
            return LoadResult(
                LoadStatus.MISSING, message=Problem(Kind.HISTORY_GAME_MISSING, game=game_id)
            )
        if not isinstance(text, str | bytes):
            text = ""  # a tampered row: refused below as an empty record
        return parse_record(
            text,
            lambda error: Problem(Kind.HISTORY_GAME_UNREADABLE, game=game_id, record=error),
        )

    # -- statistics ------------------------------------------------------------------
    def human_win_rate(self) -> WinRate:
        """Every human seat of every game, bots or not."""
        with self._errors(Action.STATISTICS):
            games, wins = self._conn.execute(
                "SELECT COUNT(*), COALESCE(SUM(won), 0) FROM seats WHERE is_human"
            ).fetchone()
        return WinRate(None, games, wins)

    def win_rates_by_level(self) -> list[WinRate]:
        """Human seats against each bot level, weakest level first. A seat's game counts
        once for each level among its opponents; hot-seat humans count each."""
        sql = f"WITH {_MATCHUPS} SELECT level, COUNT(*), SUM(won) FROM matchups GROUP BY level"
        with self._errors(Action.STATISTICS):
            rows = self._conn.execute(sql).fetchall()
        return sorted((WinRate(*row) for row in rows), key=lambda w: _level_order(w.level))

    def win_rate_over_time(
        self, period: str = "week", opponent_level: str | None = None
    ) -> list[WinRatePoint]:
        """Win rate against each bot level per calendar ``period`` ("week" or "month",
        in UTC), oldest first."""
        bucket = _PERIODS.get(period)
        if bucket is None:
            raise ValueError(f"period is one of {', '.join(_PERIODS)}, not {period!r}")
        sql = f"""
            WITH {_MATCHUPS}
            SELECT m.level, {bucket} AS period, MIN(m.finished_at), COUNT(*), SUM(m.won)
            FROM matchups m
            WHERE :level IS NULL OR m.level = :level
            GROUP BY m.level, period
        """
        with self._errors(Action.STATISTICS):
            rows = self._conn.execute(sql, {"level": opponent_level}).fetchall()
        points = [
            WinRatePoint(level, str(label), _checked_time(start)[0], games, wins)
            for level, label, start, games, wins in rows
        ]
        return sorted(points, key=lambda p: (p.period, _level_order(p.level)))

    def win_rate_per_games(
        self, block: int = 10, opponent_level: str | None = None
    ) -> list[WinRatePoint]:
        """Win rate against each bot level over consecutive blocks of ``block`` games
        (in the order they were played), so progress shows even without dates."""
        if block < 1:
            raise ValueError("block must be at least 1")
        sql = f"""
            WITH {_MATCHUPS},
            numbered AS (
                SELECT m.level, m.won, m.finished_at,
                    (ROW_NUMBER() OVER (PARTITION BY m.level
                        ORDER BY m.finished_at, m.game_id, m.seat) - 1) / :block AS chunk
                FROM matchups m
                WHERE :level IS NULL OR m.level = :level
            )
            SELECT level, chunk, MIN(finished_at), COUNT(*), SUM(won)
            FROM numbered GROUP BY level, chunk
        """
        with self._errors(Action.STATISTICS):
            rows = self._conn.execute(sql, {"block": block, "level": opponent_level}).fetchall()
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

    def score_averages(self, opponent_level: str | None = None) -> list[ScoreAverage]:
        """Average score, in total and per family, of human seats ("human") and of
        each bot level; ``opponent_level`` keeps games with a bot of that level."""
        averages = ", ".join(f"AVG(s.{family})" for family in FAMILY_COLUMNS)
        sql = f"""
            SELECT CASE WHEN s.is_human THEN 'human' ELSE COALESCE(s.level, 'bot') END AS grp,
                COUNT(*), AVG(s.score), {averages}
            FROM seats s JOIN games g ON g.id = s.game_id
            WHERE {_LEVEL_FILTER}
            GROUP BY grp
        """
        with self._errors(Action.STATISTICS):
            rows = self._conn.execute(sql, {"level": opponent_level}).fetchall()
        result = [ScoreAverage(row[0], row[1], row[2], FamilyScores(*row[3:])) for row in rows]
        return sorted(result, key=lambda a: (a.group != "human", _level_order(a.group)))

    def best_game(self, *, humans_only: bool = True) -> BestGame | None:
        """The highest score of a human seat (or of any seat); the earliest on a tie."""
        where = "WHERE s.is_human" if humans_only else ""
        sql = f"""
            SELECT s.game_id, g.finished_at, s.seat, s.name, s.score, s.won
            FROM seats s JOIN games g ON g.id = s.game_id {where}
            ORDER BY s.score DESC, g.finished_at, g.id, s.seat LIMIT 1
        """
        with self._errors(Action.STATISTICS):
            row = self._conn.execute(sql).fetchone()
        if row is None:
            return None
        game_id, stamp, seat, name, score, won = row
        when, _ok = _checked_time(stamp)
        return BestGame(game_id, when, _int(seat, 0), _name(name), _int(score, 0), bool(won))


def _level_order(level: str | None) -> tuple[int, str]:
    rank = BOT_LEVELS.index(level) if level in BOT_LEVELS else len(BOT_LEVELS)
    return rank, level or ""


_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def _checked_time(stamp: object) -> tuple[datetime, bool]:
    """A stored date in UTC, and whether it could be read (else the epoch)."""
    if not isinstance(stamp, str) or len(stamp) > 40:
        return _EPOCH, False
    try:
        when = datetime.fromisoformat(stamp)
    except ValueError:
        return _EPOCH, False
    return (when.replace(tzinfo=UTC) if when.tzinfo is None else when.astimezone(UTC)), True


def _int(value: object, default: int) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _name(value: object) -> str:
    """A stored name fit to show: text, no control characters, at most the record limit."""
    if not isinstance(value, str):
        return "?"
    cleaned = "".join(c if c.isprintable() or c == " " else "\ufffd" for c in value[:200])
    return fit_name(cleaned)


def _summaries(rows: list[tuple]) -> list[GameSummary]:
    """Group joined game/seat rows (ordered by game, then seat) into summaries, checking
    each value: one the window could not show is replaced and the game flagged."""
    grouped: dict[int, tuple[tuple, list[SeatResult], set[str]]] = {}
    n = len(FAMILY_COLUMNS)
    for row in rows:
        game_id = row[0]
        head, seats, damaged = grouped.setdefault(game_id, (row[:5], [], set()))
        seat, name, kind, level, score = row[5:10]
        is_human, won = row[10 + n : 12 + n]
        shown_name = _name(name)
        if shown_name != name:
            damaged.add("name")
        if kind not in ("human", "bot"):
            damaged.add("kind")
            kind = "human" if is_human else "bot"
        if level is not None and level not in BOT_LEVELS:
            damaged.add("level")
            level = None
        if not isinstance(score, int) or isinstance(score, bool):
            damaged.add("score")
        families = FamilyScores(*(_family(v) for v in row[10 : 10 + n]))
        seats.append(
            SeatResult(
                _int(seat, len(seats)),
                shown_name,
                kind,
                level,
                _int(score, 0),
                families,
                bool(is_human),
                bool(won),
            )
        )
    summaries = []
    for game_id, (head, seats, damaged) in grouped.items():
        when, ok = _checked_time(head[1])
        if not ok:
            damaged.add("finished_at")
        winner = head[4]
        if not (isinstance(winner, int) and 0 <= winner < len(seats)):
            damaged.add("winner_seat")
            winner = None
        adjust = head[3] if isinstance(head[3], int) and 0 <= head[3] <= 5 else None
        if damaged:
            log.warning("history game %s has values that cannot be shown: %s", game_id,
                        ", ".join(sorted(damaged)))  # fmt: skip
        summaries.append(
            GameSummary(
                game_id, when, len(seats), adjust, winner, tuple(seats), tuple(sorted(damaged))
            )
        )
    return summaries


def _family(value: object) -> float | None:
    return value if isinstance(value, int | float) and not isinstance(value, bool) else None
