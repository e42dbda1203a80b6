"""Qt-style ``%1`` placeholders filled in plain Python, so words can be built without Qt
(the command line words storage problems with the app's own templates)."""

from __future__ import annotations

import re

_PLACEHOLDER = re.compile(r"%(\d\d?)")


def arg(template: str, *values: object) -> str:
    """Fill ``%1``..``%99`` in one pass: a value is never searched for placeholders
    again, so a player named "%1" stays "%1" (a name is data, not a template)."""

    def fill(match: re.Match[str]) -> str:
        digits = match[1]
        if len(digits) == 2 and 1 <= int(digits) <= len(values):
            return str(values[int(digits) - 1])
        first = int(digits[0])
        if 1 <= first <= len(values):
            return str(values[first - 1]) + digits[1:]
        return match[0]

    return _PLACEHOLDER.sub(fill, template)
