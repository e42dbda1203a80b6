"""A set is named by its size where the players have a word for it: a pair of 7s is no
"tris" (Italian for three of a kind), in the log, the prompts and the table's caption."""

from __future__ import annotations

import pytest

from score5_desktop.games.five_three_five.qt import words
from score5_desktop.games.five_three_five.rules import events as ev
from score5_desktop.games.five_three_five.rules.decisions import Action
from score5_desktop.games.five_three_five.rules.melds import classify
from tests.ui.i18n_helpers import interface_language


def test_sets_are_named_by_their_size_in_english() -> None:
    assert words.meld_text((7, 7)) == "pair (7 7)"
    assert words.meld_text((7, 7, 7)) == "three of a kind (7 7 7)"
    assert words.meld_text((7, 7, 7, 7)) == "four of a kind (7 7 7 7)"
    assert words.meld_text((7, 7, 7, 7, 7)) == "five of a kind (7 7 7 7 7)"
    assert words.meld_text((7,)) == "single (7)"
    assert words.meld_text((3, 4, 5)) == "run (3 4 5)"


@pytest.mark.parametrize(
    ("code", "pair", "three"),
    [("it", "coppia", "tris"), ("de", "Paar", "Drilling"), ("fr", "paire", "brelan")],
)
def test_each_language_names_a_pair_and_three_of_a_kind(qtbot, code, pair, three) -> None:
    played = ev.Played(1, Action.LEAD, (7, 7), classify((7, 7)), 10)
    with interface_language(code):
        assert words.meld_text((7, 7)) == f"{pair} (7 7)"
        assert words.meld_text((1, 1, 1)) == f"{three} (1 1 1)"
        assert f"{pair} (7 7)" in " ".join(words.log_lines(played, ("Ann", "Bot")))
        assert f"{pair} (7 7)" in words.central_caption("Bot", (7, 7))
