"""Issue 24: what the app does at start and at quit.

A killed write's ``.autosave.json.*.tmp`` is removed at start (not an hour later);
SIGHUP quits like SIGTERM (autosave lock released); start-up notices are said
when the app starts with a file; no message box while quitting."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from score5_desktop.model.autosaver import Autosaver
from score5_desktop.storage.autosave import AutosaveStore
from score5_desktop.storage.errors import Kind, Problem, StorageError
from tests.engine.test_records import game_doc
from tests.ui.app_fixtures import make_window

ROOT = Path(__file__).resolve().parents[2]


def test_a_fresh_temporary_autosave_is_removed_at_start(qtbot, tmp_path):
    debris = tmp_path / ".autosave.json.k1ll3d.tmp"
    debris.write_text("{half a rec", "utf-8")
    other = tmp_path / ".settings.json.abc.tmp"  # not the autosave's: left alone
    other.write_text("{", "utf-8")
    autosaver = Autosaver(AutosaveStore(tmp_path / "autosave.json"))
    try:
        assert not debris.exists()
        assert other.exists()
    finally:
        autosaver.close()


def test_a_second_window_leaves_the_first_windows_temporary_files(qtbot, tmp_path):
    first = Autosaver(AutosaveStore(tmp_path / "autosave.json"))
    busy = tmp_path / ".autosave.json.writing.tmp"
    busy.write_text("{", "utf-8")
    second = Autosaver(AutosaveStore(tmp_path / "autosave.json"))
    try:
        assert not second.owner and busy.exists()
    finally:
        second.close()
        first.close()


def test_no_message_box_while_quitting(qtbot, tmp_path, monkeypatch):
    window = make_window(qtbot, tmp_path, register=False)
    window.quiet = False
    shown = []
    monkeypatch.setattr(window, "_warning", lambda text: shown.append(text))

    def refuse(settings):
        raise StorageError(Problem(Kind.SETTINGS_SAVE_FAILED, reason="read-only file system"))

    monkeypatch.setattr(window.settingsStore, "save", refuse)
    window.resize(1000, 700)  # the geometry changes: quitting saves it, and fails
    window.confirmLeaving = False
    window.close()
    assert shown == []
    assert any("could not be saved" in m for m in window.messages)  # logged all the same


def _app(home: Path, *args: str) -> subprocess.Popen:
    env = dict(os.environ, SCORE5_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    return subprocess.Popen(
        [sys.executable, "-m", "score5_desktop.app", *args],
        cwd=ROOT,
        env=env,
        stderr=subprocess.PIPE,
    )


def _wait_for(proc: subprocess.Popen, fragment: str, seconds: float = 30) -> list[str]:
    """stderr lines until one holds ``fragment`` (or the time runs out)."""
    fd = proc.stderr.fileno()
    os.set_blocking(fd, False)
    deadline = time.monotonic() + seconds
    buffer = b""
    while time.monotonic() < deadline and fragment.encode() not in buffer:
        try:
            buffer += os.read(fd, 65536)
        except BlockingIOError:
            time.sleep(0.05)
    return buffer.decode("utf-8", "replace").splitlines()


def test_sighup_quits_like_sigterm_and_frees_the_autosave(tmp_path):
    proc = _app(tmp_path, "--players", "2", "--seed", "3")
    try:
        lines = _wait_for(proc, "window shown")
        assert any("window shown" in line for line in lines), lines[-5:]
        lock = tmp_path / "data" / "autosave.json.lock"
        time.sleep(1.0)
        assert lock.exists()
        proc.send_signal(signal.SIGHUP)
        assert proc.wait(30) == 0
        assert not lock.exists()
        assert (tmp_path / "data" / "autosave.json").exists()  # the game is kept
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def test_starting_with_a_file_still_says_the_start_up_notices(tmp_path):
    import json

    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.json").write_text("{not json", "utf-8")
    record = tmp_path / "game.json"
    record.write_text(json.dumps(game_doc()), "utf-8")
    proc = _app(tmp_path, str(record))
    try:
        lines = _wait_for(proc, "settings file could not be read")
        assert any("settings file could not be read" in line for line in lines), lines[-5:]
    finally:
        proc.terminate()
        proc.wait(30)
