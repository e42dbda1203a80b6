"""Atomic writes never leave half a file; kept-aside files are never overwritten."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from datetime import datetime
from pathlib import Path

import pytest

from score5_desktop.storage import atomic
from score5_desktop.storage.atomic import quarantine, write_bytes_atomic, write_text_atomic

NOW = datetime(2024, 5, 6, 7, 8, 9)


def test_write_creates_the_folder_and_leaves_only_the_file(tmp_path: Path) -> None:
    target = tmp_path / "deep" / "er" / "save.json"
    write_text_atomic(target, "héllo\n")
    assert target.read_bytes() == "héllo\n".encode()
    assert sorted(p.name for p in target.parent.iterdir()) == ["save.json"]
    write_bytes_atomic(target, b"second")
    assert target.read_bytes() == b"second"
    assert sorted(p.name for p in target.parent.iterdir()) == ["save.json"]


def test_data_is_flushed_to_disk_before_the_rename(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace
    monkeypatch.setattr(atomic.os, "fsync", lambda fd: (calls.append("fsync"), real_fsync(fd))[1])
    monkeypatch.setattr(
        atomic.os, "replace", lambda a, b: (calls.append("replace"), real_replace(a, b))[1]
    )
    write_text_atomic(tmp_path / "x.json", "{}")
    assert calls.index("fsync") < calls.index("replace")


def test_a_failure_before_the_rename_keeps_the_old_file_and_no_temp(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "save.json"
    target.write_text("old")

    def crash(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic.os, "replace", crash)
    with pytest.raises(OSError, match="No space"):
        write_text_atomic(target, "new")
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]


@pytest.mark.skipif(os.name == "nt", reason="file modes are POSIX")
def test_an_existing_file_keeps_its_permissions(tmp_path: Path) -> None:
    target = tmp_path / "private.json"
    target.write_text("old")
    target.chmod(0o640)
    write_text_atomic(target, "new")
    assert target.stat().st_mode & 0o777 == 0o640


@pytest.mark.skipif(os.name == "nt", reason="symbolic links need privileges on Windows")
def test_writing_through_a_symlink_keeps_the_link(tmp_path: Path) -> None:
    real = tmp_path / "dotfiles" / "settings.json"
    real.parent.mkdir()
    real.write_text("old")
    link = tmp_path / "settings.json"
    link.symlink_to(real)
    write_text_atomic(link, "new")
    assert link.is_symlink()
    assert real.read_text() == "new"


def test_a_process_killed_before_the_rename_leaves_the_old_file_intact(tmp_path: Path) -> None:
    """A real crash (the process dies mid-save); the debris is cleared by a later save."""
    target = tmp_path / "autosave.json"
    target.write_text("old game")
    script = (
        "import os, sys\n"
        "from pathlib import Path\n"
        "from score5_desktop.storage import atomic\n"
        "atomic.os.replace = lambda a, b: os._exit(9)\n"
        "atomic.write_text_atomic(Path(sys.argv[1]), 'new game' * 1000)\n"
    )
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    done = subprocess.run([sys.executable, "-c", script, str(target)], env=env, timeout=60)
    assert done.returncode == 9
    assert target.read_text() == "old game"
    debris = [p for p in tmp_path.iterdir() if p != target]
    assert len(debris) == 1 and debris[0].name.endswith(".tmp")

    # Another writer's recent temporary file is left alone; an old one is removed.
    recent = tmp_path / ".autosave.json.other.tmp"
    recent.write_text("in flight")
    old = time.time() - atomic.STALE_TEMP_SECONDS - 60
    os.utime(debris[0], (old, old))
    write_text_atomic(target, "newer game")
    assert target.read_text() == "newer game"
    assert sorted(p.name for p in tmp_path.iterdir()) == [recent.name, "autosave.json"]


def test_quarantine_moves_the_file_aside_untouched(tmp_path: Path) -> None:
    bad = tmp_path / "settings.json"
    bad.write_bytes(b"\xff not json")
    kept = quarantine(bad, "not JSON", now=NOW)
    assert kept == tmp_path / "settings.corrupt-20240506-070809.json"
    assert kept.read_bytes() == b"\xff not json"
    assert not bad.exists()


def test_quarantine_never_overwrites(tmp_path: Path) -> None:
    bad = tmp_path / "autosave.json"
    taken = tmp_path / "autosave.corrupt-20240506-070809.json"
    taken_1 = tmp_path / "autosave.corrupt-20240506-070809-1.json"
    taken.write_text("first bad file")
    taken_1.write_text("second bad file")
    bad.write_text("third bad file")
    kept = quarantine(bad, "broken", now=NOW)
    assert kept.name == "autosave.corrupt-20240506-070809-2.json"
    assert kept.read_text() == "third bad file"
    assert taken.read_text() == "first bad file"
    assert taken_1.read_text() == "second bad file"
    bad.write_text("fourth bad file")
    assert quarantine(bad, "broken", now=NOW).name == "autosave.corrupt-20240506-070809-3.json"
    assert len(list(tmp_path.iterdir())) == 4


def test_quarantine_without_hard_links_still_never_overwrites(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_links(*args: object, **kwargs: object) -> None:
        raise PermissionError(1, "Operation not permitted")

    monkeypatch.setattr(atomic.os, "link", no_links)
    (tmp_path / "data.corrupt-20240506-070809.json").write_text("earlier")
    bad = tmp_path / "data.json"
    bad.write_text("now")
    kept = quarantine(bad, "broken", now=NOW)
    assert kept.name == "data.corrupt-20240506-070809-1.json"
    assert kept.read_text() == "now"
    assert (tmp_path / "data.corrupt-20240506-070809.json").read_text() == "earlier"


def test_quarantine_of_a_name_without_suffix_and_its_companions(tmp_path: Path) -> None:
    db = tmp_path / "history"
    db.write_text("db")
    (tmp_path / "history-journal").write_text("journal")
    kept = quarantine(db, "damaged", companions=("-journal", "-wal"), now=NOW)
    assert kept.name == "history.corrupt-20240506-070809"
    assert Path(f"{kept}-journal").read_text() == "journal"
    assert sorted(p.name for p in tmp_path.iterdir()) == [kept.name, f"{kept.name}-journal"]


def test_quarantine_of_a_missing_file_raises_and_creates_nothing(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        quarantine(tmp_path / "nothing.json", "gone", now=NOW)
    assert list(tmp_path.iterdir()) == []
