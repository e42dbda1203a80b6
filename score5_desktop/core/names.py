"""Players' names, the same for every game: what a name may hold and how long it is.

A name is plain text typed by a player or read from a file. Control characters
would reach terminals and logs as escape sequences, line and bidirectional
controls would rearrange the text around the name, and a lone surrogate is not
text at all (no file can be written with one): all are refused. A name longer
than ``MAX_NAME_CHARS`` is shortened with an ellipsis when read, so older files
(earlier versions allowed 60 characters) still load.
"""

from __future__ import annotations

import unicodedata

#: Longest player name kept.
MAX_NAME_CHARS = 40
# Bidirectional embedding, override and isolate controls: they reorder the text
# around a name (spoofing a message), and nobody types them in a name.
_BIDI_CONTROLS = frozenset([*range(0x202A, 0x202F), *range(0x2066, 0x206A)])


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot be a player's name, or None."""
    for char in name:
        code = ord(char)
        category = unicodedata.category(char)
        if category == "Cs":
            return f"holds a lone surrogate (U+{code:04X}), which is not text"
        if category in ("Cc", "Zl", "Zp") or code in _BIDI_CONTROLS:
            return f"holds the control character U+{code:04X}"
    return None


def record_name_problem(name: str) -> str | None:
    """Why ``name`` cannot stand for a seat in a record, or None: what ``name_problem``
    refuses, and a blank name, which would leave the seat nameless in every sentence
    (the app never writes one: an empty name box gives the seat its default name)."""
    if not name.strip():
        return "is blank"
    return name_problem(name)


def clean_name(text: str) -> str:
    """``text`` typed or pasted as a name, made acceptable: the characters
    ``name_problem`` refuses dropped, spaces trimmed, the length capped."""
    kept = "".join(c for c in text if name_problem(c) is None)
    return fit_name(kept.strip())


def fit_name(name: str) -> str:
    """``name`` cut to ``MAX_NAME_CHARS``, with an ellipsis when it was longer."""
    return name if len(name) <= MAX_NAME_CHARS else name[: MAX_NAME_CHARS - 1] + "…"


def same_player(name: str | None, other: str | None) -> bool:
    """Whether two names name the same player: equal once trimmed and case-folded
    ("Léa " and "léa" are one player); an empty or missing name is nobody."""
    if not name or not other:
        return False
    first, second = name.strip().casefold(), other.strip().casefold()
    return bool(first) and first == second
