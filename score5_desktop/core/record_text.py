"""The guards every game's record reader shares (RECORD_FORMAT.md): a record comes from
anyone, so its bytes, its JSON and its names are checked before a game looks at them.

SCORE 5's reader (``engine/record.py``) holds the same rules; a game added on the
seam uses these instead of copying them.
"""

from __future__ import annotations

import json
import math
import unicodedata
from typing import Any

from score5_desktop.core.errors import RecordError

MAX_BYTES = 1024 * 1024
MAX_DEPTH = 12
#: Longest player name kept; a longer one is shortened with an ellipsis when read.
MAX_NAME_CHARS = 40
#: How much of a value read from a file a message may quote.
EXCERPT_CHARS = 32
# Bidirectional embedding, override and isolate controls: they reorder the text
# around a name (spoofing a message), and nobody types them in a name.
_BIDI_CONTROLS = frozenset([*range(0x202A, 0x202F), *range(0x2066, 0x206A)])


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot be a player's name, or None: control characters, line and
    paragraph separators, bidirectional controls and lone surrogates are refused."""
    for char in name:
        code = ord(char)
        category = unicodedata.category(char)
        if category == "Cs":
            return f"holds a lone surrogate (U+{code:04X}), which is not text"
        if category in ("Cc", "Zl", "Zp") or code in _BIDI_CONTROLS:
            return f"holds the control character U+{code:04X}"
    return None


def fit_name(name: str) -> str:
    """``name`` cut to ``MAX_NAME_CHARS``, with an ellipsis when it was longer."""
    return name if len(name) <= MAX_NAME_CHARS else name[: MAX_NAME_CHARS - 1] + "…"


def excerpt(value: Any) -> str:
    """A short quote of a value read from a file, fit for a one-line message."""
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


def parse_json(data: bytes | str) -> Any:
    """A record's JSON, read carefully: not empty, at most ``MAX_BYTES``, UTF-8, not
    nested absurdly deep, no NaN or Infinity. Each problem is one ``RecordError``."""
    raw = data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data
    if not raw.strip():
        raise RecordError("the file is empty", kind="empty")
    if len(raw) > MAX_BYTES:
        raise RecordError(f"the file is larger than {MAX_BYTES // 1024} KiB", kind="too_large")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise RecordError(
            f"the file is not UTF-8 text (byte {exc.start})", kind="not_text"
        ) from None
    _check_depth(text)
    try:
        return json.loads(text, parse_constant=_refuse_constant)
    except RecordError:
        raise
    except RecursionError:
        raise RecordError("the JSON is nested too deeply", kind="not_json") from None
    except ValueError as exc:
        raise RecordError(f"not valid JSON ({str(exc)[:80]})", kind="not_json") from None


def _refuse_constant(name: str) -> None:
    raise RecordError(f"{name} is not allowed in a record", kind="not_json")


def _check_depth(text: str) -> None:
    """Refuse absurd nesting before the JSON parser recurses into it."""
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
            if depth > MAX_DEPTH:
                raise RecordError("the JSON is nested too deeply", kind="not_json")
        elif char in "]}":
            depth -= 1


def expect(value: Any, kind: type, what: str, *, problem: str = "field") -> Any:
    """``value`` if it is of type ``kind`` (a bool is no number); else a ``RecordError``
    saying ``what`` must be."""
    bad_bool = isinstance(value, bool) and kind in (int, float)
    if bad_bool or not isinstance(value, kind):
        names = {list: "a list", dict: "an object", str: "a string", int: "a whole number"}
        raise RecordError(f"{what} must be {names.get(kind, kind.__name__)}", kind=problem)
    if isinstance(value, float) and not math.isfinite(value):
        raise RecordError(f"{what} must be a finite number", kind=problem)
    return value
