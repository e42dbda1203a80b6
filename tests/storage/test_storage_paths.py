"""Where files go: one SCORE5_HOME switch moves all of them, nothing is created early."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from platformdirs import PlatformDirs

from score5_desktop.storage.paths import APP_AUTHOR, APP_NAME, HOME_ENV, AppPaths, ensure_dir


def test_score5_home_puts_every_folder_and_file_under_it(tmp_path: Path) -> None:
    root = tmp_path / "portable"
    paths = AppPaths.from_environment({HOME_ENV: str(root)})
    folders = (paths.config_dir, paths.data_dir, paths.log_dir)
    files = (paths.settings_file, paths.autosave_file, paths.records_dir, paths.history_db)
    for path in folders + files:
        assert path.is_relative_to(root), path
    assert len(set(folders)) == 3
    assert paths.settings_file.parent == paths.config_dir
    assert paths.autosave_file.parent == paths.data_dir
    assert paths.history_db.parent == paths.data_dir
    assert not root.exists()  # created lazily, by the first write


def test_without_score5_home_the_platform_folders_are_used() -> None:
    paths = AppPaths.from_environment({HOME_ENV: "  "})
    dirs = PlatformDirs(APP_NAME, APP_AUTHOR)
    assert paths.config_dir == Path(dirs.user_config_dir)
    assert paths.data_dir == Path(dirs.user_data_dir)
    assert paths.log_dir == Path(dirs.user_log_dir)


def test_the_test_session_is_isolated_by_conftest() -> None:
    home = os.environ.get(HOME_ENV)
    assert home, "tests/conftest.py must set SCORE5_HOME"
    paths = AppPaths.from_environment()
    assert paths.data_dir.is_relative_to(Path(home))


def test_reads_the_live_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv(HOME_ENV, str(tmp_path))
    assert AppPaths.from_environment() == AppPaths.under(tmp_path)


def test_ensure_dir_creates_nested_folders_once(tmp_path: Path) -> None:
    folder = tmp_path / "a" / "b"
    assert ensure_dir(folder) == folder
    assert folder.is_dir()
    assert ensure_dir(folder) == folder


def test_a_saved_record_gets_the_suffix_the_file_association_expects(tmp_path):
    from datetime import datetime
    from pathlib import Path

    from score5_desktop.storage.record_files import record_save_path, suggested_record_path

    assert record_save_path("/a/game") == Path("/a/game.score5.json")
    assert record_save_path("/a/game.v2") == Path("/a/game.v2.score5.json")
    assert record_save_path("/a/game.json") == Path("/a/game.json")
    assert record_save_path("/a/game.score5.json") == Path("/a/game.score5.json")
    stamp = datetime(2026, 11, 24, 15, 7)
    assert suggested_record_path(stamp, tmp_path) == tmp_path / "score5-2026-11-24-1507.score5.json"
