"""A Five Three Five hint keeps to the two lines the bar has for it: a hint with many
reasons (three lines in French, seen in a real window) grew the bar and shrank the table
until the next turn. The reasons that fit are shown, the whole hint is in the tooltip."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import QApplication

from score5_desktop.games.five_three_five.bots.reasons import Reason, ReasonKind
from score5_desktop.games.five_three_five.game import GAME
from score5_desktop.games.five_three_five.rules.decisions import Play
from tests.f35_table.test_table_parts import make_parts, players_for, settle
from tests.ui.i18n_helpers import interface_language


@dataclass(frozen=True)
class Advice:
    decision: Play
    reasons: tuple[Reason, ...]


# Many reasons, more than the strongest bot gives at once: more than two lines in any
# language at the default width.
REASONS = (
    Reason(ReasonKind.UNBEATABLE, values=(15, 15)),
    Reason(ReasonKind.EIGHT_ENDS_TRICK),
    Reason(ReasonKind.CHEAPEST_OVERWRITE, values=(8, 8)),
    Reason(ReasonKind.PLAYS_WHOLE_MELD, values=(8, 8)),
    Reason(ReasonKind.KEEPS_RUN, values=(4, 5)),
    Reason(ReasonKind.SHEDS_PENALTY, values=(8, 8), points=10),
    Reason(ReasonKind.RACE, seat=1, count=2),
    Reason(ReasonKind.LEADS_LOW, values=(2,)),
    Reason(ReasonKind.KEEPS_SET, values=(12,), count=3),
)


@pytest.mark.parametrize("code", ["en", "fr", "de", "it"])
def test_a_long_hint_keeps_the_bar_at_its_height(qtbot, code) -> None:
    with interface_language(code):
        parts = make_parts(qtbot, show=True)
        controls = parts.controls
        asked: list = []
        parts.model.decisionRequested.connect(lambda seat, view: asked.append((seat, view)))
        parts.model.new_game(GAME.id, players_for(1, 2), 6, GAME.default_options())
        settle(parts, lambda: bool(asked))
        seat, view = asked[-1]
        QApplication.processEvents()
        before = controls.height()
        play = view.legal_plays()[-1]
        controls._on_hint(seat, Advice(play, REASONS))
        QApplication.processEvents()
        text = controls.hint.text()
        whole = QTextDocumentFragment.fromHtml(controls.hint.toolTip()).toPlainText()
        assert controls.height() == before, text
        assert controls.hintFits(text) and text.count(";") < len(REASONS) - 1
        # The tooltip is escaped plain text (an apostrophe's entity holds a ";" too).
        assert whole and whole != text and whole.count("; ") == len(REASONS) - 1
        assert controls.passTurn() or controls.choose(play.action)
        QApplication.processEvents()
        assert controls.height() == before  # and after the play, until the next turn
