"""No separator is written in code: a hint's reasons are joined by a translatable message
(French puts a no-break space before its semicolon), shared winners by the language's
"and", and a tie between the person and a bot speaks to the person in the end window as
the log does."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from score5_desktop.games.five_three_five.bots.reasons import Reason, ReasonKind
from score5_desktop.games.five_three_five.qt import words
from score5_desktop.games.five_three_five.qt.end_panel import EndPanel, FinalStanding
from score5_desktop.games.five_three_five.rules import events as ev
from score5_desktop.games.five_three_five.rules.decisions import Action
from tests.ui.i18n_helpers import interface_language

ROOT = Path(__file__).resolve().parents[2] / "score5_desktop"
#: Code that words what the player reads: the games' Qt parts, the model and the ui.
WORDING = [*ROOT.glob("games/*/qt/**/*.py"), *ROOT.glob("model/**/*.py"), *ROOT.glob("ui/**/*.py")]
#: A literal string holding punctuation, joining items: '", ".join(', '"; ".join(' ...
LITERAL_JOIN = re.compile(r"""["'][^"'\w\s]+\s*["']\.join\(""")

REASONS = (Reason(ReasonKind.SHEDS_MOST, count=2), Reason(ReasonKind.KEEPS_RUN, (3, 4, 5)))


def test_no_wording_code_joins_with_a_literal_separator() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
        for path in WORDING
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if LITERAL_JOIN.search(line)
    ]
    assert not found, "\n".join(found)


@pytest.mark.parametrize(
    ("code", "joined"),
    [
        ("en", "it plays 2 cards, as many as any play can; it keeps your run 3 4 5 together"),
        ("fr", "\u202f; "),
    ],
)
def test_a_hints_reasons_are_joined_as_the_language_joins_them(qtbot, code, joined) -> None:
    with interface_language(code):
        text = words.hint_text(Action.LEAD, (3,), REASONS, ("Ann",))
    assert joined in text
    assert " ; " not in text.replace("\u202f; ", "")


@pytest.mark.parametrize(
    ("code", "log", "panel"),
    [
        ("en", "Ann and Bo share the win.", "Ann and Bo share the win with 3 points"),
        ("fr", "Ann et Bo se partagent la victoire.", "Ann et Bo se partagent la victoire"),
        ("de", "Ann und Bo teilen sich den Sieg.", "Ann und Bo teilen sich den Sieg"),
        ("it", "Ann e Bo condividono la vittoria.", "Ann e Bo condividono la vittoria"),
    ],
)
def test_shared_winners_are_joined_by_and(qtbot, code, log, panel) -> None:
    names = ("Ann", "Bo", "Cy")
    shared = ev.GameEnded((3, 3, 9), (0, 0, 2), (0, 1, 2), (0, 1), True)
    end = EndPanel()
    qtbot.addWidget(end)
    with interface_language(code):
        assert words.log_lines(shared, names) == [log]
        end.setStanding(_standing(names, you=None))
        assert end.winner.text().startswith(panel)


def _standing(names: tuple[str, ...], you: int | None) -> FinalStanding:
    return FinalStanding(
        names=names,
        penalties=((3, 3, 9),),
        totals=(3, 3, 9),
        cards_left=(0, 0, 2),
        winners=(0, 1),
        target=10,
        you=you,
    )


def test_a_tie_with_a_bot_speaks_to_the_person_in_the_end_window_as_in_the_log(qtbot) -> None:
    names = ("Ann", "Bot 1", "Bot 2")
    shared = ev.GameEnded((3, 3, 9), (0, 0, 2), (0, 1, 2), (0, 1), True)
    end = EndPanel()
    qtbot.addWidget(end)
    end.setStanding(_standing(names, you=0))
    assert words.log_lines(shared, names, 0) == ["You share the win with Bot 1."]
    assert end.winner.text() == "You share the win with Bot 1, with 3 points"
