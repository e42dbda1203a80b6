"""Writing files so that a crash never leaves half a file, and moving bad files aside.

A save is written to a temporary file in the same folder, flushed to disk,
then renamed over the old one with ``os.replace`` — atomic on the same file
system — so a reader sees either the old file or the new one, never a mix.
A file that cannot be read is never deleted or overwritten: ``quarantine``
renames it to ``name.corrupt-YYYYmmdd-HHMMSS[-n].ext`` so the user (or a bug
report) still has it.
"""

from __future__ import annotations

import contextlib
import itertools
import logging
import os
import tempfile
import time
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path

log = logging.getLogger(__name__)

TEMP_SUFFIX = ".tmp"
#: A temporary file older than this is debris of a crash, not another writer's.
STALE_TEMP_SECONDS = 3600.0


def _read_umask() -> int:
    # Read once at import (before any worker thread exists): os.umask can only be
    # read by setting it.
    mask = os.umask(0)
    os.umask(mask)
    return mask


_UMASK = _read_umask() if os.name != "nt" else 0


def write_bytes_atomic(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` all at once, creating its folder if needed.

    Raises ``OSError`` when the file cannot be written; the old file is then
    unchanged and no temporary file is left behind."""
    path = Path(path)
    if path.is_symlink():
        # Write through a link (say, a settings file kept in a dotfiles repository)
        # instead of replacing the link with a plain file.
        path = path.resolve()
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    _discard_stale_temps(path)
    fd, tmp_name = tempfile.mkstemp(dir=folder, prefix=_temp_prefix(path), suffix=TEMP_SUFFIX)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        _set_mode(tmp, path)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    _fsync_folder(folder)


def write_text_atomic(path: Path, text: str, encoding: str = "utf-8") -> None:
    """``write_bytes_atomic`` for text; newlines are written as given (no translation)."""
    write_bytes_atomic(path, text.encode(encoding))


def _temp_prefix(path: Path) -> str:
    return f".{path.name}."


def _discard_stale_temps(path: Path) -> None:
    """Remove temporary files a crashed earlier write of ``path`` left behind."""
    discard_temps(path, STALE_TEMP_SECONDS)


def discard_temps(path: Path, older_than: float = 0.0) -> None:
    """Remove the temporary files of writes of ``path`` older than ``older_than``
    seconds: with 0, every one, which only the file's sole writer may do (the
    autosave's, at start, holding its lock), since another writer's may be in use."""
    limit = time.time() - older_than
    prefix = _temp_prefix(path)
    try:
        candidates = list(path.parent.iterdir())
    except OSError:
        return
    for candidate in candidates:
        name = candidate.name
        if not (name.startswith(prefix) and name.endswith(TEMP_SUFFIX)):
            continue
        with contextlib.suppress(OSError):
            if candidate.is_file() and candidate.stat().st_mtime <= limit:
                candidate.unlink()
                log.info("removed %s, left by an interrupted save", candidate)


def _set_mode(tmp: Path, target: Path) -> None:
    """Give the new file the old file's permissions, or the user's usual ones
    (``mkstemp`` creates it readable by its owner only)."""
    if os.name == "nt":
        return
    try:
        mode = target.stat().st_mode & 0o7777
    except OSError:
        mode = 0o666 & ~_UMASK
    os.chmod(tmp, mode)


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); best effort, since the data is safe."""
    if os.name == "nt":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


# -- keeping bad files aside ----------------------------------------------------------
def quarantine(
    path: Path,
    reason: str,
    *,
    companions: Sequence[str] = (),
    now: datetime | None = None,
) -> Path:
    """Move ``path`` aside as ``stem.corrupt-YYYYmmdd-HHMMSS[-n]ext`` and return the new
    path. Never overwrites and never deletes: an existing name gets the next ``-n``.

    ``companions`` are suffixes of files that belong to ``path`` (SQLite's
    ``-journal``, ``-wal``, ``-shm``); those present move along under the new name.
    Raises ``OSError`` if the file cannot be moved (it is then left where it was)."""
    path = Path(path)
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    stem, ext = (path.stem, path.suffix) if path.suffix else (path.name, "")
    for n in itertools.count():
        tag = f".corrupt-{stamp}" + (f"-{n}" if n else "")
        target = path.with_name(f"{stem}{tag}{ext}")
        if any(_exists(Path(f"{target}{suffix}")) for suffix in companions):
            continue
        if _move_no_overwrite(path, target):
            break
    for suffix in companions:
        source = Path(f"{path}{suffix}")
        if source.exists():
            try:
                _move_no_overwrite(source, Path(f"{target}{suffix}"))
            except OSError as exc:
                log.warning("could not move %s aside with %s: %s", source, target, exc)
    log.warning("kept %s aside as %s: %s", path, target.name, reason)
    return target


def _exists(path: Path) -> bool:
    return os.path.lexists(path)


def _move_no_overwrite(source: Path, target: Path) -> bool:
    """Rename ``source`` to ``target`` unless ``target`` exists (then False).

    A hard link plus unlink makes "unless it exists" atomic where links work; the
    fallback checks first, then renames (on Windows the rename itself refuses)."""
    try:
        os.link(source, target, follow_symlinks=False)
    except FileExistsError:
        return False
    except FileNotFoundError:
        raise
    except (OSError, NotImplementedError, AttributeError):
        if _exists(target):
            return False
        try:
            os.rename(source, target)
        except FileExistsError:
            return False
        return True
    try:
        os.unlink(source)
    except OSError:
        # Leave the bad file where it was rather than with two names.
        with contextlib.suppress(OSError):
            os.unlink(target)
        raise
    return True
