"""Five Three Five's log speaks to the one human at a table of bots ("You lead a pair"),
as SCORE 5's does, and names everyone in hot seat and replay; in every language."""

from __future__ import annotations

import pytest

from score5_desktop.core import registry
from score5_desktop.games.five_three_five.qt import words
from score5_desktop.games.five_three_five.rules import events as ev
from score5_desktop.games.five_three_five.rules.decisions import Action
from score5_desktop.games.five_three_five.rules.melds import classify
from score5_desktop.ui.game_ui import game_ui
from tests.ui.i18n_helpers import interface_language

NAMES = ("Ann", "Bob", "Cy")
ANN = 0

EVENTS = {
    "dealt": ev.Dealt(0, (10, 10, 10), 5, ANN, False),
    "dealt second hand": ev.Dealt(1, (10, 10), 0, ANN, True),
    "lead": ev.Played(ANN, Action.LEAD, (7, 7), classify((7, 7)), 8),
    "overwrite": ev.Played(ANN, Action.OVERWRITE, (9, 9), classify((9, 9)), 6),
    "add": ev.Played(ANN, Action.ADD, (5,), classify((5, 5, 5)), 5),
    "pass": ev.Passed(ANN),
    "rule of 8": ev.TrickEnded(ev.TrickEnd.RULE_OF_8, ANN, (8,)),
    "every copy": ev.TrickEnded(ev.TrickEnd.ALL_COPIES, ANN, (5, 5, 5)),
    "run of five": ev.TrickEnded(ev.TrickEnd.RUN_OF_FIVE, ANN, (1, 2, 3, 4, 5)),
    "all passed": ev.TrickEnded(ev.TrickEnd.ALL_PASSED, ANN, (9,)),
    "out": ev.DealEnded(0, ANN, ((), (), ()), (0, 3, 4), (0, 3, 4)),
    "takes": ev.DealEnded(0, 1, ((), (), ()), (1, 0, 4), (1, 0, 4)),
    "wins": ev.GameEnded((1, 20, 30), (0, 2, 3), (0, 1, 2), (ANN,), False),
    "shares": ev.GameEnded((1, 1, 30), (0, 0, 3), (0, 1, 2), (ANN, 1), True),
}


def _yours(key: str) -> str:
    """The lines about Ann only (the others stay named in the third person)."""
    lines = words.log_lines(EVENTS[key], NAMES, ANN)
    named = words.log_lines(EVENTS[key], NAMES, None)
    return " ".join(line for line, other in zip(lines, named, strict=True) if line != other)


@pytest.mark.parametrize("key", list(EVENTS))
def test_the_lone_human_is_spoken_to_not_named(key) -> None:
    named = " ".join(words.log_lines(EVENTS[key], NAMES, None))
    yours = _yours(key)
    assert "Ann" in named
    assert yours and "Ann" not in yours
    assert yours.startswith("You") or " you " in yours


def test_the_others_stay_named_and_counts_are_plural() -> None:
    lines = words.log_lines(EVENTS["takes"], NAMES, ANN)
    assert lines == ["Bob goes out: the round ends.", "You take 1 point.", "Cy takes 4 points."]
    shared = words.log_lines(EVENTS["shares"], NAMES, ANN)
    assert shared == ["You share the win with Bob."]
    assert words.log_lines(EVENTS["shares"], NAMES, 2) == ["Ann and Bob share the win."]
    assert words.log_lines(EVENTS["lead"], NAMES, 1) == ["Ann leads a pair (7 7)."]


@pytest.mark.parametrize(
    ("code", "lead", "take", "win"),
    [
        (
            "fr",
            "Vous lancez une paire (7 7).",
            "Vous prenez 4 points.",
            "Vous gagnez la partie.",
        ),
        (
            "de",
            "Du spielst ein Paar (7 7) aus.",
            "Du bekommst 4 Minuspunkte.",
            "Du gewinnst die Partie.",
        ),
        ("it", "Apri con una coppia (7 7).", "Prendi 4 punti di penalità.", "Vinci la partita."),
    ],
)
def test_each_language_speaks_to_the_player(qtbot, code, lead, take, win) -> None:
    takes = ev.DealEnded(0, 1, ((), (), ()), (4, 0, 4), (4, 0, 4))
    with interface_language(code):
        assert words.log_lines(EVENTS["lead"], NAMES, ANN) == [lead]
        assert words.log_lines(takes, NAMES, ANN)[1] == take
        assert words.log_lines(EVENTS["wins"], NAMES, ANN) == [win]
        for key in EVENTS:  # every "you" sentence is translated, none is English
            yours = _yours(key)
            assert yours and "Ann" not in yours
            assert not yours.startswith("You") and " you " not in yours


def test_the_game_part_passes_you_to_the_log_words() -> None:
    part = game_ui(registry.get("five-three-five"))
    assert part.event_sentence(EVENTS["pass"], NAMES, ANN, None) == "You pass."
    assert part.event_sentence(EVENTS["pass"], NAMES, None, None) == "Ann passes."
