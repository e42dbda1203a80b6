"""The prompt to overwrite names the central meld once, in no second pair of brackets:
Italian and German read "supera la combinazione (tris (12 12 12))"."""

from __future__ import annotations

import pytest

from score5_desktop.games.five_three_five.qt import words
from tests.ui.i18n_helpers import interface_language


def _depth(text: str) -> int:
    """How deep the brackets of ``text`` nest."""
    depth = deepest = 0
    for char in text:
        depth += {"(": 1, ")": -1}.get(char, 0)
        deepest = max(deepest, depth)
    return deepest


@pytest.mark.parametrize("code", ["en", "fr", "de", "it"])
def test_the_overwrite_prompt_puts_the_meld_in_one_pair_of_brackets(qtbot, code) -> None:
    with interface_language(code):
        for central in ((12, 12, 12), (3, 4, 5), (9,)):
            text = words.prompt_text("Anna", False, central)
            assert "12" in text or "3 4 5" in text or "9" in text
            assert _depth(text) == 1, (code, text)
