"""Reading the record a command is given (``FILE``, or ``-`` for standard input).

Records come from anyone (bug reports attach them), so ``replay`` and ``review``
read them the same careful way, whatever the game: only a regular file (or
standard input), at most ``MAX_RECORD_BYTES``; the game found by the record's
``format``; anything from the file printed with control characters escaped;
every problem one ``error:`` line on stderr, never a hang or a traceback.
"""

from __future__ import annotations

import sys
from pathlib import Path

from score5_desktop.core import records
from score5_desktop.core.errors import GameError, RecordError
from score5_desktop.core.protocol import Game, Loaded
from score5_desktop.core.records import MAX_RECORD_BYTES
from score5_desktop.model.problem_words import english
from score5_desktop.storage.files import FileRefused, read_regular_file


def _read(path: str) -> bytes:
    """The record's bytes; a file other than a regular one raises ``FileRefused``."""
    if path == "-":
        return sys.stdin.buffer.read(MAX_RECORD_BYTES + 1)
    return read_regular_file(Path(path), MAX_RECORD_BYTES)


def _shown(path: str, limit: int = 120) -> str:
    """A path as one short, printable quote (it may be anything the shell passed)."""
    text = printable(path)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def printable(text: str) -> str:
    """``text`` safe for a terminal: control and format characters (escape sequences,
    bidirectional overrides) shown as ``\\x1b``-style escapes."""
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def load_record_arg(path: str) -> tuple[Game, Loaded] | None:
    """The record at ``path`` read by the game its ``format`` names; on any problem,
    one ``error:`` line on stderr and None (the command then exits with status 2)."""
    try:
        data = _read(path)
    except FileRefused as exc:
        why = english(exc.problem)  # the app's own sentence for the problem, in English
        print(f"error: cannot read {_shown(path)}: {printable(why)}", file=sys.stderr)
        return None
    except OSError as exc:  # standard input
        print(f"error: cannot read {_shown(path)}: {exc.strerror}", file=sys.stderr)
        return None
    try:
        return records.read(data)
    except (RecordError, GameError) as exc:
        print(f"error: {_shown(str(exc), 400)}", file=sys.stderr)
        return None
