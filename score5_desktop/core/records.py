"""Reading any game's record: the checks every format shares, then the game that reads it.

Every record (docs/records.md) is one UTF-8 JSON object of at
most ``MAX_RECORD_BYTES`` whose ``format`` field names the game. The shell (the
command line, Open, the autosave, the history) never knows which game a file
holds before reading it, so this module reads the envelope with the same care
for every format — size, text, nesting, JSON — and hands the text to the game
registered for its ``format`` (``registry.by_format``), whose ``load_record``
checks the rest. Every refusal is a ``RecordError`` with a typed ``kind``.
"""

from __future__ import annotations

import json
from typing import Any

from score5_desktop.core import registry
from score5_desktop.core.errors import RecordError
from score5_desktop.core.protocol import Game, Loaded

#: The largest record any game writes or reads.
MAX_RECORD_BYTES = 1024 * 1024
#: The deepest nesting of arrays and objects a record may have.
MAX_DEPTH = 12
#: How much of a value read from a file a message may quote.
EXCERPT_CHARS = 32


def excerpt(value: Any) -> str:
    """A short quote of a value read from a file, fit for a one-line message: at most
    ``EXCERPT_CHARS`` characters of a text (control characters escaped by ``repr``),
    never the whole of a long list or object."""
    if isinstance(value, str):
        quoted = repr(value[:EXCERPT_CHARS])
        return quoted + "…" if len(value) > EXCERPT_CHARS else quoted
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    try:
        quoted = repr(value)
    except ValueError:  # an integer too long to print
        return "a very long number"
    return quoted if len(quoted) <= EXCERPT_CHARS else quoted[:EXCERPT_CHARS] + "…"


def decode(data: bytes | str) -> tuple[str, dict[str, Any]]:
    """The record's text and its top-level object, checked as every format requires."""
    raw = data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data
    if not raw.strip():
        raise RecordError("the file is empty", kind="empty")
    if len(raw) > MAX_RECORD_BYTES:
        raise RecordError(
            f"the file is larger than {MAX_RECORD_BYTES // 1024} KiB", kind="too_large"
        )
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise RecordError(
            f"the file is not UTF-8 text (byte {exc.start})", kind="not_text"
        ) from None
    _check_depth(text)
    try:
        doc = json.loads(text, parse_constant=_refuse_constant)
    except RecordError:
        raise
    except RecursionError:
        raise RecordError("the JSON is nested too deeply", kind="not_json") from None
    except ValueError as exc:
        raise RecordError(f"not valid JSON ({str(exc)[:80]})", kind="not_json") from None
    if not isinstance(doc, dict):
        raise RecordError("a record must be an object")
    return text, doc


def game_for(doc: dict[str, Any]) -> Game:
    """The installed game whose records have this ``format``."""
    name = doc.get("format")
    game = registry.by_format(name) if isinstance(name, str) else None
    if game is None:
        known = ", ".join(repr(g.record_format) for g in registry.installed())
        raise RecordError(f"unknown format {excerpt(name)} (expected {known})", kind="format")
    return game


def read(data: bytes | str) -> tuple[Game, Loaded]:
    """The game a record belongs to and the record read by it; ``RecordError`` if not."""
    text, doc = decode(data)
    game = game_for(doc)
    return game, game.load_record(text)


def _refuse_constant(name: str) -> None:
    raise RecordError(f"{name} is not allowed in a record", kind="not_json")


def _check_depth(text: str) -> None:
    """Refuse absurd nesting before the JSON parser recurses into it."""
    if too_deep(text):
        raise RecordError("the JSON is nested too deeply", kind="not_json")


def too_deep(text: str, limit: int = MAX_DEPTH) -> bool:
    """Whether the JSON ``text`` nests objects or lists more than ``limit`` deep: told
    from the brackets outside strings, before the parser recurses into them. Every
    game's record reader asks it."""
    depth = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > limit:
                return True
        elif char in "]}":
            depth -= 1
    return False
