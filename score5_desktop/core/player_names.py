"""Players' names as every game's record reader checks them (RECORD_FORMAT.md).

A name reaches menus, messages and terminals, so what could rearrange or drive
them is refused, and a long one is shortened. SCORE 5's reader
(``engine/record.py``) holds the same rules; a game added on the seam uses these.
"""

from __future__ import annotations

import unicodedata

#: Longest player name kept; a longer one is shortened with an ellipsis when read.
MAX_NAME_CHARS = 40
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
