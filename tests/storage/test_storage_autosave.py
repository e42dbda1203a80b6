"""Autosave and record files: exact resume, and bad files reported, kept, never changed."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from score5_desktop.games.score5.rules.record import dumps
from score5_desktop.model.problem_words import english
from score5_desktop.storage import autosave as autosave_module
from score5_desktop.storage.autosave import AutosaveStore
from score5_desktop.storage.errors import StorageError
from score5_desktop.storage.paths import AppPaths
from score5_desktop.storage.record_files import LoadStatus, open_record_file, save_record_file


def corrupt_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if ".corrupt-" in p.name)


def valid_text(games, decisions: int = 7) -> str:
    state = games.partial(3, 5, decisions)
    return dumps(state, games.players(3))


@pytest.mark.parametrize(
    ("players", "seed", "decisions", "max_adjust"),
    [(2, 1, 0, 2), (3, 2, 1, 2), (4, 3, 37, 0), (5, 4, 150, 5), (3, 9, 120, 2)],
)
def test_a_game_in_progress_resumes_exactly(
    paths: AppPaths, games, players: int, seed: int, decisions: int, max_adjust: int
) -> None:
    state = games.partial(players, seed, decisions, max_adjust)
    assert not state.is_over
    seats = games.players(players, humans=2)
    store = AutosaveStore(paths.autosave_file)
    store.save(state, seats)
    assert store.exists()

    result = AutosaveStore(paths.autosave_file).load()
    assert result.status is LoadStatus.OK and result.can_continue and result.message is None
    assert result.loaded.players == seats
    resumed = result.loaded.state
    assert games.fingerprint(resumed) == games.fingerprint(state)
    assert resumed.to_act() == state.to_act()
    assert dumps(resumed, seats) == dumps(state, seats)
    assert [p.name for p in paths.data_dir.iterdir()] == ["autosave.json"]


def test_a_finished_game_clears_the_autosave(paths: AppPaths, games) -> None:
    store = AutosaveStore(paths.autosave_file)
    store.save(games.partial(2, 3, 20), games.players(2))
    assert store.exists()
    store.save(games.finished(2, 3), games.players(2))
    assert not store.exists()
    assert store.load().status is LoadStatus.MISSING
    store.clear()  # nothing to clear is fine


def test_a_finished_game_found_in_the_autosave_is_not_offered_to_continue(
    paths: AppPaths, games
) -> None:
    paths.data_dir.mkdir(parents=True)
    paths.autosave_file.write_text(dumps(games.finished(3, 8), games.players(3)))
    result = AutosaveStore(paths.autosave_file).load()
    assert result.ok and result.finished and not result.can_continue


def test_no_autosave(paths: AppPaths) -> None:
    store = AutosaveStore(paths.autosave_file)
    assert not store.exists()
    result = store.load()
    assert result.status is LoadStatus.MISSING and result.message is None
    assert not result.can_continue


def _break(text: str, how: str) -> bytes:
    doc = json.loads(text)
    if how == "garbage":
        return b"\x00\x01 definitely not a record \xff"
    if how == "truncated":
        return text.encode()[: len(text) // 2]
    if how == "illegal-bid":
        doc["rounds"][0]["bids"][0] = ["wild-75"]
    elif how == "newer-version":
        doc["version"] = 2
    elif how == "empty":
        return b""
    return json.dumps(doc).encode()


@pytest.mark.parametrize(
    ("how", "words"),
    [
        ("garbage", "not UTF-8"),
        ("truncated", "not valid JSON"),
        ("illegal-bid", "round 1, seat 0: bid of wild-75"),
        ("newer-version", "unknown record version 2"),
        ("empty", "empty"),
    ],
)
def test_a_corrupt_autosave_is_reported_kept_aside_and_a_new_one_starts(
    paths: AppPaths, games, how: str, words: str
) -> None:
    bad = _break(valid_text(games), how)
    paths.data_dir.mkdir(parents=True)
    paths.autosave_file.write_bytes(bad)
    store = AutosaveStore(paths.autosave_file)
    result = store.load()
    assert result.status is LoadStatus.BROKEN and not result.can_continue
    assert result.message is not None
    assert words in str(result.message) and "could not be resumed" in english(result.message)
    [kept] = corrupt_files(paths.data_dir)
    assert result.kept_as == kept and kept.name in english(result.message)
    assert kept.read_bytes() == bad
    assert not store.exists()

    state = games.partial(2, 11, 9)
    store.save(state, games.players(2))
    assert store.load().can_continue
    assert kept.read_bytes() == bad


def test_saving_without_loading_first_never_overwrites_a_bad_file(paths: AppPaths, games) -> None:
    paths.data_dir.mkdir(parents=True)
    paths.autosave_file.write_bytes(b"{ half a recor")
    AutosaveStore(paths.autosave_file).save(games.partial(2, 1, 3), games.players(2))
    [kept] = corrupt_files(paths.data_dir)
    assert kept.read_bytes() == b"{ half a recor"
    assert AutosaveStore(paths.autosave_file).load().can_continue


def test_clearing_without_loading_first_never_deletes_a_bad_file(paths: AppPaths) -> None:
    paths.data_dir.mkdir(parents=True)
    paths.autosave_file.write_bytes(b"not json")
    AutosaveStore(paths.autosave_file).clear()
    [kept] = corrupt_files(paths.data_dir)
    assert kept.read_bytes() == b"not json"


def test_a_bad_file_that_cannot_be_moved_is_left_and_not_overwritten(
    paths: AppPaths, games, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(*args: object, **kwargs: object) -> Path:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(autosave_module, "quarantine", refuse)
    paths.data_dir.mkdir(parents=True)
    paths.autosave_file.write_bytes(b"not json")
    store = AutosaveStore(paths.autosave_file)
    result = store.load()
    assert result.status is LoadStatus.BROKEN and result.kept_as is None
    assert "permission denied" in english(result.message)
    with pytest.raises(StorageError):
        store.save(games.partial(2, 1, 3), games.players(2))
    with pytest.raises(StorageError):
        store.clear()
    assert paths.autosave_file.read_bytes() == b"not json"


def test_an_autosave_that_cannot_be_written_raises_a_plain_message(tmp_path: Path, games) -> None:
    (tmp_path / "data").write_text("a file where the folder should be")
    store = AutosaveStore(tmp_path / "data" / "autosave.json")
    with pytest.raises(StorageError) as raised:
        store.save(games.partial(2, 1, 3), games.players(2))
    assert "could not be autosaved" in english(raised.value.problem)


# -- File > Save / Open ----------------------------------------------------------------
def test_record_files_round_trip_finished_and_unfinished(tmp_path: Path, games) -> None:
    for name, state in (
        ("done.json", games.finished(4, 2)),
        ("half.json", games.partial(4, 2, 40)),
    ):
        seats = games.players(4, humans=0)
        save_record_file(tmp_path / name, state, seats)
        result = open_record_file(tmp_path / name)
        assert result.ok and result.message is None
        assert result.finished is state.is_over
        assert games.fingerprint(result.loaded.state) == games.fingerprint(state)
        assert result.loaded.players == seats


@pytest.mark.parametrize("how", ["garbage", "truncated", "illegal-bid", "newer-version", "empty"])
def test_opening_a_bad_record_reports_it_and_never_touches_it(
    tmp_path: Path, games, how: str
) -> None:
    bad = _break(valid_text(games), how)
    path = tmp_path / "friend's game.json"
    path.write_bytes(bad)
    old = path.stat().st_mtime_ns - 10_000_000_000
    os.utime(path, ns=(old, old))
    result = open_record_file(path)
    assert result.status is LoadStatus.BROKEN
    assert english(result.message).startswith("The file friend's game.json is not a game record")
    assert result.kept_as is None
    assert path.read_bytes() == bad
    assert path.stat().st_mtime_ns == old
    assert [p.name for p in tmp_path.iterdir()] == [path.name]


def test_opening_a_missing_file_or_a_folder_is_a_message(tmp_path: Path) -> None:
    missing = open_record_file(tmp_path / "gone.json")
    assert missing.status is LoadStatus.MISSING and "does not exist" in english(missing.message)
    folder = open_record_file(tmp_path)
    assert folder.status is LoadStatus.BROKEN and "not a regular file" in english(folder.message)


def test_saving_a_record_where_it_cannot_be_written_raises_a_plain_message(
    tmp_path: Path, games
) -> None:
    blocker = tmp_path / "not a folder"
    blocker.write_text("x")
    with pytest.raises(StorageError) as raised:
        save_record_file(blocker / "game.json", games.partial(2, 1, 1), games.players(2))
    assert "could not be saved as game.json" in english(raised.value.problem)
