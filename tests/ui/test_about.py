"""Issue 14: Help > About names the app, Qt, PySide6 and Python versions (and a build's commit)."""

from __future__ import annotations

import PySide6
from PySide6.QtCore import qVersion
from PySide6.QtWidgets import QMessageBox

from score5_desktop.build_info import BuildInfo, app_version
from score5_desktop.ui.windows.about import versions_html
from tests.ui.app_fixtures import make_window


def test_about_shows_the_versions_it_runs_on(qtbot, tmp_path, monkeypatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: shown.append(text))
    window = make_window(qtbot, tmp_path)
    window.aboutAction.trigger()
    assert len(shown) == 1
    expected = f"Version {app_version()} (Qt {qVersion()}, PySide6 {PySide6.__version__}, Python "
    assert expected in shown[0]
    assert "Desktop build" not in shown[0]


def test_a_builds_commit_is_shown_and_record_text_is_escaped() -> None:
    info = BuildInfo(
        app="<b>1</b>",
        qt="6",
        pyside6="6",
        python="3",
        commit="a" * 40 + "-dirty",
        built="2026-11-22T17:00",
    )
    text = versions_html(info)
    assert "&lt;b&gt;1&lt;/b&gt;" in text and "<b>1" not in text
    assert "Desktop build of commit aaaaaaaaaaaa-dirty, 2026-11-22" in text
