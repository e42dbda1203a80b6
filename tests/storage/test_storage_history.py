"""History database: round trip, migration from v1, damaged files, statistics on known data."""

from __future__ import annotations

import sqlite3
from collections import defaultdict
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from score5_desktop.games.score5.rules.cards import SCORING_FAMILIES
from score5_desktop.games.score5.rules.record import Player, dumps
from score5_desktop.games.score5.rules.state import GameState
from score5_desktop.model.problem_words import english
from score5_desktop.storage import history
from score5_desktop.storage.history import open_history
from score5_desktop.storage.history_schema import SCHEMA_VERSION
from score5_desktop.storage.paths import AppPaths
from score5_desktop.storage.record_files import LoadStatus
from score5_desktop.storage.replay_navigator import ReplayNavigator

START = datetime(2024, 4, 28, 23, 30, tzinfo=UTC)  # a Sunday, late


def families_of(state: GameState) -> list[dict[str, int]]:
    """Each seat's scoring value per family, from the engine's own result."""
    values = state.deck.values
    return [
        {str(f): 0 if cards[f] is None else values[cards[f]] for f in SCORING_FAMILIES}
        for cards in state.result().scoring_cards
    ]


def old_columns(db, game_id: int) -> tuple[int | None, list[dict[str, int | None]]]:
    """The table option and each seat's family values as the columns older copies of
    the app read hold them (kept filled through SCORE 5's ``LegacyHistory`` hook)."""
    conn = db._conn
    [option] = conn.execute("SELECT max_adjust_rounds FROM games WHERE id = ?", (game_id,))
    names = [str(f) for f in SCORING_FAMILIES]
    rows = conn.execute(
        f"SELECT {', '.join(names)} FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)
    ).fetchall()
    return option[0], [dict(zip(names, row, strict=True)) for row in rows]


def corrupt_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if ".corrupt-" in p.name and "-journal" not in p.name)


# -- known data ------------------------------------------------------------------------
# (bot levels in seat order after the humans, human seats, seed, max adjustment rounds)
PLAN = [
    (("easy",), 1, 1, 2),
    (("easy", "expert"), 1, 2, 2),
    (("normal", "normal"), 2, 3, 1),
    (("easy", "normal", "hard", "expert"), 1, 4, 2),
    (("hard", "expert", "easy"), 0, 5, 3),
    (("expert",), 1, 6, 0),
    (("hard", "hard"), 1, 7, 2),
    (("easy",), 1, 8, 2),
    (("expert", "normal"), 1, 9, 5),
    (("easy", "easy"), 1, 10, 2),
]


def build(games, db) -> list[tuple[int, datetime, tuple[Player, ...], GameState]]:
    stored = []
    for k, (levels, humans, seed, max_adjust) in enumerate(PLAN):
        n = humans + len(levels)
        state = games.finished(n, seed, max_adjust)
        seats = games.players(n, humans=humans, levels=levels)
        when = START + timedelta(days=k * 2, hours=2 * k)
        game_id = db.add_game(dumps(state, seats), state, finished_at=when)
        stored.append((game_id, when, seats, state))
    return stored


#: The player's own name in these tests (the preferences'): which human seat is "you".
OWN_NAME = "Human 1"


def is_you(seats, seat: int) -> bool:
    """Your seat: the only human at a table of bots, or the human bearing your name."""
    humans = [s for s, p in enumerate(seats) if p.kind == "human"]
    return seat in humans and (len(humans) == 1 or seats[seat].name == OWN_NAME)


def matchups(stored):
    """(level, when, game id, seat, won) for each of your seats and each bot level it met."""
    rows = []
    for game_id, when, seats, state in stored:
        winner = state.result().winner
        levels = {p.level for p in seats if p.kind == "bot"}
        for seat in range(len(seats)):
            if is_you(seats, seat):
                rows += [(level, when, game_id, seat, seat == winner) for level in levels]
    return rows


@pytest.fixture
def filled(paths: AppPaths, games):
    db, message = open_history(paths.history_db)
    assert message is None
    db.player_name = OWN_NAME
    stored = build(games, db)
    yield db, stored
    db.close()


def test_games_round_trip(paths: AppPaths, filled) -> None:
    db, stored = filled
    db.close()
    db, message = open_history(paths.history_db)  # from disk
    assert message is None and db.persistent
    assert db.count_games() == len(PLAN)
    for game_id, when, seats, state in stored:
        summary = db.game(game_id)
        result = state.result()
        assert summary.finished_at == when
        assert summary.players == state.players
        assert old_columns(db, game_id) == (
            state.setup.options.max_adjust_rounds,
            families_of(state),
        )
        assert summary.winner_seat == result.winner and summary.winner.won
        assert [s.score for s in summary.seats] == list(result.scores)
        assert [s.stats for s in summary.seats] == families_of(state)
        assert [(s.name, s.kind, s.level) for s in summary.seats] == [
            (p.name, p.kind, p.level) for p in seats
        ]
        assert [s.is_human for s in summary.seats] == [p.kind == "human" for p in seats]
        assert db.record_json(game_id) == dumps(state, seats)
        loaded = db.load_game(game_id)
        assert loaded.ok and loaded.finished
        nav = ReplayNavigator(loaded.game, loaded.loaded)
        assert nav.state_at(nav.length).scores() == result.scores
    assert db.game(9999) is None and db.record_json(9999) is None
    assert db.load_game(9999).status is LoadStatus.MISSING
    db.close()


def test_listing_orders_filters_and_pages(filled) -> None:
    db, stored = filled
    by_date = [g.id for g in db.list_games()]
    assert by_date == [s[0] for s in sorted(stored, key=lambda s: s[1], reverse=True)]
    assert [g.id for g in db.list_games(descending=False)] == by_date[::-1]

    top = {s[0]: max(s[3].result().scores) for s in stored}
    scores = [top[g.id] for g in db.list_games(order_by="score")]
    assert scores == sorted(scores, reverse=True) and len(scores) == len(PLAN)

    human = [
        max((sc for k, sc in enumerate(s[3].result().scores) if is_you(s[2], k)),
            default=None)
        for s in sorted(stored, key=lambda s: s[0])
    ]  # fmt: skip
    listed = [g for g in db.list_games(order_by="human_score", descending=False)]
    values = [human[g.id - 1] for g in listed]
    assert values[-1] is None  # the bots-only game last, whichever the direction
    assert values[:-1] == sorted(values[:-1])
    assert human[db.list_games(order_by="human_score")[-1].id - 1] is None

    pages = [db.list_games(limit=3, offset=k) for k in range(0, len(PLAN), 3)]
    assert [g.id for page in pages for g in page] == by_date
    assert all(len(g.seats) == g.players for page in pages for g in page)

    for level in ("easy", "normal", "hard", "expert", "random"):
        chosen = db.list_games(opponent_level=level)
        expected = {s[0] for s in stored if any(p.level == level for p in s[2])}
        assert {g.id for g in chosen} == expected
        assert db.count_games(level) == len(expected)
    with pytest.raises(ValueError):
        db.list_games(order_by="name; DROP TABLE games")


def test_win_rates_against_each_level(filled) -> None:
    db, stored = filled
    expected: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for level, _, _, _, won in matchups(stored):
        expected[level][0] += 1
        expected[level][1] += won
    rates = db.win_rates_by_level()
    assert [r.level for r in rates] == ["easy", "normal", "hard", "expert"]
    assert {r.level: [r.games, r.wins] for r in rates} == dict(expected)
    easy = rates[0]
    assert easy.win_rate == pytest.approx(expected["easy"][1] / expected["easy"][0])

    humans = [
        seat == s[3].result().winner
        for s in stored
        for seat in range(len(s[2]))
        if is_you(s[2], seat)
    ]
    overall = db.human_win_rate()
    assert (overall.games, overall.wins) == (len(humans), sum(humans))


def test_win_rate_over_time(filled) -> None:
    db, stored = filled
    weekly: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    monthly: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    for level, when, _, _, won in matchups(stored):
        monday = (when - timedelta(days=when.weekday())).date().isoformat()
        for table, key in ((weekly, (monday, level)), (monthly, (when.strftime("%Y-%m"), level))):
            table[key][0] += 1
            table[key][1] += won
    points = db.win_rate_over_time("week")
    assert {(p.period, p.level): [p.games, p.wins] for p in points} == dict(weekly)
    assert [p.period for p in points] == sorted(p.period for p in points)
    assert points[0].period == "2024-04-22"  # Sunday 28 April belongs to the week of the 22nd
    assert any(p.period == "2024-04-29" for p in points)
    months = db.win_rate_over_time("month")
    assert {(p.period, p.level): [p.games, p.wins] for p in months} == dict(monthly)
    only = db.win_rate_over_time("week", opponent_level="expert")
    assert only and {p.level for p in only} == {"expert"}
    with pytest.raises(ValueError):
        db.win_rate_over_time("fortnight")


def test_win_rate_per_blocks_of_games(filled) -> None:
    db, stored = filled
    per_level: dict[str, list[bool]] = defaultdict(list)
    for level, _, _, _, won in sorted(matchups(stored), key=lambda m: (m[1], m[2], m[3])):
        per_level[level].append(won)
    points = db.win_rate_per_games(2)
    expected = []
    for level in ("easy", "normal", "hard", "expert"):
        results = per_level[level]
        for start in range(0, len(results), 2):
            chunk = results[start : start + 2]
            expected.append((level, f"{start + 1}-{start + len(chunk)}", len(chunk), sum(chunk)))
    assert [(p.level, p.period, p.games, p.wins) for p in points] == expected
    assert [p.games for p in db.win_rate_per_games(100, "easy")] == [len(per_level["easy"])]


def test_score_averages_and_best_game(filled) -> None:
    db, stored = filled
    groups: dict[str, list[tuple[int, dict[str, int]]]] = defaultdict(list)
    best = None
    for game_id, _when, seats, state in stored:
        scores = state.result().scores
        for seat, (player, fam) in enumerate(zip(seats, families_of(state), strict=True)):
            if player.kind == "human" and not is_you(seats, seat):
                continue  # another player of a hot-seat game: not in your statistics
            group = "human" if player.kind == "human" else player.level
            groups[group].append((scores[seat], fam))
            if player.kind == "human" and (best is None or scores[seat] > best[0]):
                best = (scores[seat], game_id, seat)
    averages = db.score_averages()
    assert [a.group for a in averages] == ["human", "easy", "normal", "hard", "expert"]
    for a in averages:
        rows = groups[a.group]
        assert a.seats == len(rows)
        assert a.average_score == pytest.approx(sum(r[0] for r in rows) / len(rows))
        assert set(a.stats) == {str(f) for f in SCORING_FAMILIES}
        for family, value in a.stats.items():
            assert value == pytest.approx(sum(r[1][family] for r in rows) / len(rows))
    top = db.best_game()
    assert (top.score, top.game_id, top.seat) == best
    anyone = db.best_game(humans_only=False)
    assert anyone.score == max(max(s[3].result().scores) for s in stored)
    versus = db.score_averages(opponent_level="hard")
    assert {a.group for a in versus} == {"human", "easy", "normal", "hard", "expert"}
    assert sum(a.seats for a in versus) == sum(
        s[3].players for s in stored if any(p.level == "hard" for p in s[2])
    )


def test_an_empty_history_has_empty_statistics(paths: AppPaths) -> None:
    db, _ = open_history(paths.history_db)
    assert db.count_games() == 0 and db.list_games() == []
    assert db.win_rates_by_level() == [] and db.win_rate_over_time() == []
    assert db.win_rate_per_games() == [] and db.score_averages() == []
    assert db.best_game() is None
    assert db.human_win_rate().games == 0 and db.human_win_rate().win_rate == 0.0


def test_only_finished_games_with_their_own_record_are_stored(paths: AppPaths, games) -> None:
    db, _ = open_history(paths.history_db)
    unfinished = games.partial(2, 1, 10)
    with pytest.raises(ValueError, match="finished"):
        db.add_game(dumps(unfinished, games.players(2)), unfinished)
    done = games.finished(2, 1)
    with pytest.raises(ValueError, match="numbers of seats"):
        db.add_game(dumps(games.finished(3, 1), games.players(3)), done)
    with pytest.raises(ValueError, match="time zone"):
        db.add_game(dumps(done, games.players(2)), done, finished_at=datetime(2024, 1, 1))
    with pytest.raises(ValueError, match="not a valid record"):
        db.add_game("{}", done)
    assert db.count_games() == 0
    game_id = db.add_game(dumps(done, games.players(2)), done)
    assert abs(db.game(game_id).finished_at - datetime.now(UTC)) < timedelta(minutes=1)
    assert db.delete_game(game_id) and not db.delete_game(game_id)
    assert db.count_games() == 0


# -- migration -------------------------------------------------------------------------
# The version-1 schema exactly as it shipped, written out here rather than taken from
# the code, so the test keeps checking real old files whatever the code becomes.
V1_SQL = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    finished_at TEXT NOT NULL,
    players INTEGER NOT NULL,
    winner_seat INTEGER NOT NULL,
    record TEXT NOT NULL
);
CREATE TABLE seats (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    level TEXT,
    score INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
PRAGMA user_version = 1;
"""


def test_a_version_1_file_is_migrated_on_open(paths: AppPaths, games) -> None:
    path = paths.history_db
    path.parent.mkdir(parents=True)
    old = sqlite3.connect(path)
    old.executescript(V1_SQL)
    played = []
    for game_id, (n, seed, max_adjust) in enumerate([(2, 21, 0), (4, 22, 3)], start=1):
        state = games.finished(n, seed, max_adjust)
        seats = games.players(n)
        result = state.result()
        old.execute(
            "INSERT INTO games VALUES (?, ?, ?, ?, ?)",
            (game_id, f"2023-12-0{game_id}T10:00:00+00:00", n, result.winner, dumps(state, seats)),
        )
        old.executemany(
            "INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?)",
            [(game_id, s, p.name, p.kind, p.level, result.scores[s]) for s, p in enumerate(seats)],
        )
        played.append((state, seats))
    # a row whose record no longer replays keeps its scores; family values become unknown
    old.execute("INSERT INTO games VALUES (3, '2023-12-03T10:00:00+00:00', 2, 1, 'garbage')")
    old.executemany(
        "INSERT INTO seats VALUES (3, ?, ?, ?, ?, ?)",
        [(0, "Me", "human", None, 200), (1, "Bot", "bot", "easy", 250)],
    )
    old.commit()
    old.close()

    db, message = open_history(path)
    assert message is None
    assert corrupt_files(paths.data_dir) == []
    version = sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0]
    assert version == SCHEMA_VERSION == 4
    for game_id, (state, seats) in enumerate(played, start=1):
        summary = db.game(game_id)
        assert old_columns(db, game_id) == (
            state.setup.options.max_adjust_rounds,
            families_of(state),
        )
        assert [s.stats for s in summary.seats] == families_of(state)
        assert [s.won for s in summary.seats] == [
            s == state.result().winner for s in range(state.players)
        ]
        assert [s.is_human for s in summary.seats] == [p.kind == "human" for p in seats]
    broken = db.game(3)
    assert [s.score for s in broken.seats] == [200, 250]
    assert [s.won for s in broken.seats] == [False, True]
    assert old_columns(db, 3) == (None, [dict.fromkeys(families_of(played[0][0])[0])] * 2)
    assert [s.stats for s in broken.seats] == [{}, {}]
    assert db.load_game(3).status is LoadStatus.BROKEN
    assert {r.level: (r.games, r.wins) for r in db.win_rates_by_level()}["easy"][0] >= 1
    new = games.finished(3, 23)
    assert db.add_game(dumps(new, games.players(3)), new) == 4
    db.close()
    db, message = open_history(path)  # migrated once: opening again changes nothing
    assert message is None and db.count_games() == 4


# -- damage ----------------------------------------------------------------------------
def _healthy_bytes(tmp_path: Path, games) -> bytes:
    source = tmp_path / "healthy.sqlite3"
    db, _ = open_history(source)
    for seed in range(8):
        state = games.finished(3, seed)
        db.add_game(dumps(state, games.players(3)), state)
    db.close()
    return source.read_bytes()


def _damage(kind: str, tmp_path: Path, games) -> bytes:
    if kind == "not-a-database":
        return b"These are my notes, not a database.\n" * 50
    if kind == "empty-pages":
        data = _healthy_bytes(tmp_path, games)
        return data[:4096] + b"\xab" * 4096 + data[8192:]
    if kind == "truncated":
        data = _healthy_bytes(tmp_path, games)
        return data[: len(data) // 3]
    scratch = tmp_path / f"{kind}.sqlite3"
    conn = sqlite3.connect(scratch)
    if kind == "newer-version":
        conn.executescript("CREATE TABLE games (id INTEGER PRIMARY KEY); PRAGMA user_version = 99;")
    elif kind == "someone-elses-database":
        conn.executescript("CREATE TABLE recipes (name TEXT);")
    elif kind == "v2-without-columns":
        conn.executescript(
            "CREATE TABLE games (id INTEGER PRIMARY KEY);"
            "CREATE TABLE seats (game_id INTEGER);"
            "PRAGMA user_version = 2;"
        )
    conn.close()
    return scratch.read_bytes()


@pytest.mark.parametrize(
    ("kind", "words"),
    [
        ("not-a-database", "not a database file"),
        ("empty-pages", "damaged"),
        ("truncated", "damaged"),
        ("newer-version", "newer version"),
        ("someone-elses-database", "not a game history"),
        ("v2-without-columns", "no such column"),
    ],
)
def test_a_damaged_file_is_kept_aside_and_a_new_history_starts(
    paths: AppPaths, games, tmp_path: Path, kind: str, words: str
) -> None:
    bad = _damage(kind, tmp_path, games)
    path = paths.history_db
    path.parent.mkdir(parents=True)
    path.write_bytes(bad)
    db, message = open_history(path)
    assert (
        message is not None and words in str(message) and "new, empty history" in english(message)
    )
    [kept] = corrupt_files(paths.data_dir)
    assert kept.name in english(message)
    assert kept.read_bytes() == bad
    assert db.persistent and db.count_games() == 0
    state = games.finished(2, 5)
    db.add_game(dumps(state, games.players(2)), state)
    db.close()
    db, message = open_history(path)
    assert message is None and db.count_games() == 1
    assert kept.read_bytes() == bad


def test_an_unusable_folder_keeps_the_history_in_memory(tmp_path: Path, games) -> None:
    (tmp_path / "data").write_text("a file where the folder should be")
    db, message = open_history(tmp_path / "data" / "history.sqlite3")
    assert message is not None and "not be remembered" in english(message)
    assert not db.persistent
    state = games.finished(2, 5)
    db.add_game(dumps(state, games.players(2)), state)
    assert db.count_games() == 1


def test_a_database_in_use_is_left_alone(
    paths: AppPaths, games, monkeypatch: pytest.MonkeyPatch
) -> None:
    db, _ = open_history(paths.history_db)
    state = games.finished(2, 5)
    db.add_game(dumps(state, games.players(2)), state)
    db.close()
    before = paths.history_db.read_bytes()
    monkeypatch.setattr(history, "BUSY_TIMEOUT_SECONDS", 0.05)
    other = sqlite3.connect(paths.history_db, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        db, message = open_history(paths.history_db)
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert message is not None and "in use" in str(message)
    assert not db.persistent
    assert corrupt_files(paths.data_dir) == []
    assert paths.history_db.read_bytes() == before


def test_opening_never_raises_even_on_an_unexpected_error(
    paths: AppPaths, monkeypatch: pytest.MonkeyPatch
) -> None:
    db, _ = open_history(paths.history_db)
    db.close()
    before = paths.history_db.read_bytes()
    real_connect = history._connect

    def first_call_fails(target: Path | str) -> sqlite3.Connection:
        if target == paths.history_db:  # the in-memory fallback still works
            raise RuntimeError("a bug in a migration")
        return real_connect(target)

    monkeypatch.setattr(history, "_connect", first_call_fails)
    db, message = open_history(paths.history_db)
    assert message is not None and "unexpected RuntimeError" in english(message)
    assert not db.persistent
    assert paths.history_db.read_bytes() == before
    assert corrupt_files(paths.data_dir) == []


def test_a_new_file_gets_its_whole_schema_in_one_transaction(tmp_path: Path) -> None:
    """A first start writes the new history once, not once per schema step (each commit
    waits for the disk); an older file still moves one step per transaction."""
    from score5_desktop.storage.history_schema import migrate

    statements: list[str] = []
    conn = sqlite3.connect(tmp_path / "new.sqlite3", isolation_level=None)
    conn.set_trace_callback(statements.append)
    assert migrate(conn) == 0
    assert statements.count("COMMIT") == 1
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    conn.close()
    old = sqlite3.connect(tmp_path / "old.sqlite3", isolation_level=None)
    old.executescript(V1_SQL)
    old.execute("PRAGMA user_version = 1")
    statements.clear()
    old.set_trace_callback(statements.append)
    assert migrate(old) == 1
    assert statements.count("COMMIT") == SCHEMA_VERSION - 1
    old.close()
