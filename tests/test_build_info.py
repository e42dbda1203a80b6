"""Issue 14: a desktop build records what it was built from; the record is checked on reading."""

from __future__ import annotations

import json
import platform
from pathlib import Path

import pytest

from score5_desktop import build_info
from score5_desktop.build_info import BuildInfo, read_build_info, running_versions, write_build_info

BUILT = BuildInfo(
    app="0.1.0",
    qt="6.11.3",
    pyside6="6.11.3",
    python="3.11.7",
    commit="1ce6517d05435c377a8526282881a2fdd55a335b",
    built="2026-11-22T17:21:13+00:00",
    pyinstaller="6.22.3",
    lock_sha256="47" * 32,
)


def test_a_written_record_reads_back(tmp_path: Path) -> None:
    path = tmp_path / build_info.FILE_NAME
    write_build_info(path, BUILT)
    assert read_build_info(path.read_text(encoding="utf-8")) == BUILT


@pytest.mark.parametrize(
    "text",
    [
        "not json",
        "[1, 2]",
        json.dumps({"app": "0.1.0", "qt": "6.11.3", "pyside6": "6.11.3"}),  # no python
        json.dumps({"app": 1, "qt": "6", "pyside6": "6", "python": "3"}),
    ],
)
def test_a_broken_record_is_ignored(text: str) -> None:
    assert read_build_info(text) is None


def test_values_are_capped_and_unknown_keys_ignored() -> None:
    data = {"app": "9" * 500, "qt": "6", "pyside6": "6", "python": "3", "extra": "x"}
    info = read_build_info(json.dumps(data))
    assert info is not None and info.app == "9" * build_info.MAX_FIELD


def test_running_versions_prefer_the_builds_record(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(build_info, "bundled_build_info", lambda: BUILT)
    assert running_versions("6.0.0", "6.0.0") == BUILT


def test_a_pip_install_reports_what_it_runs_on() -> None:
    info = running_versions("6.11.3", "6.11.3")  # no record ships outside a desktop build
    assert info.commit == ""
    assert info.python == platform.python_version()
    assert info.app == build_info.app_version() != "?"


def test_version_switch_prints_the_versions(capsys: pytest.CaptureFixture[str]) -> None:
    from score5_desktop import app

    assert app.main(["--version"]) == 0
    printed = capsys.readouterr().out.strip()
    assert printed.startswith(f"score5-desktop {build_info.app_version()} (Qt 6.")
    assert f"Python {platform.python_version()})" in printed


def test_a_builds_version_line_names_its_commit() -> None:
    assert build_info.version_line(BUILT).endswith(
        ", desktop build of commit 1ce6517d05435c377a8526282881a2fdd55a335b, 2026-11-22"
    )
