"""Reading a file the app did not write itself, without trusting what sits at the path.

A path named as a record, an autosave or settings may be a named pipe (reading
it waits forever for a writer), a device (``/dev/zero`` never ends), a folder,
or a regular file far larger than any the app writes. ``read_regular_file``
reads only regular files, checks the size before reading, never reads more
than it was asked to, and never blocks on opening.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from score5_desktop.storage.errors import Kind, Problem, describe_os_error

# Opening a pipe for reading waits for a writer unless O_NONBLOCK is given; a
# terminal must not become our controlling one. Both are POSIX only.
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
_OPEN_FLAGS |= getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)


class FileRefused(Exception):
    """The file was not read; ``problem`` says why (missing, not regular, too large,
    or the system's reason)."""

    def __init__(self, problem: Problem) -> None:
        super().__init__(str(problem))
        self.problem = problem


def read_regular_file(path: Path, max_bytes: int) -> bytes:
    """The whole content of the regular file at ``path``, at most ``max_bytes`` long.

    Raises ``FileRefused`` for anything else: a missing file, a folder, pipe,
    socket or device, a file larger than ``max_bytes``, or one that cannot be
    opened. Symbolic links are followed (to a regular file they are fine)."""
    path = Path(path)
    name = path.name or str(path)
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            raise FileRefused(Problem(Kind.NOT_REGULAR, path=name))
        fd = os.open(path, _OPEN_FLAGS)
    except (FileNotFoundError, NotADirectoryError):
        raise FileRefused(Problem(Kind.MISSING, path=name)) from None
    except OSError as exc:
        reason = describe_os_error(exc)
        raise FileRefused(Problem(Kind.CANNOT_OPEN, path=name, reason=reason)) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):  # replaced between the two looks
            raise FileRefused(Problem(Kind.NOT_REGULAR, path=name))
        limit = Problem(Kind.TOO_LARGE, path=name, limit=max(1, max_bytes // 1024))
        if info.st_size > max_bytes:
            raise FileRefused(limit)
        chunks = []
        left = max_bytes + 1  # one byte more tells a file that grew since fstat
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 16))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        data = b"".join(chunks)
        if len(data) > max_bytes:
            raise FileRefused(limit)
        return data
    except OSError as exc:
        raise FileRefused(
            Problem(Kind.CANNOT_OPEN, path=name, reason=describe_os_error(exc))
        ) from None
    finally:
        os.close(fd)
