"""Every hint says what it is beside the review (issue 48; ``score5 coach-check`` measures
how often the review marks a hinted choice costly): Five Three Five's is a quick look the
review may judge otherwise; SCORE 5's is the review's own search. The hint's tooltip
ends with a sentence of its own saying so, in every language."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from score5_desktop.games.five_three_five.bots.reasons import Reason, ReasonKind
from score5_desktop.games.five_three_five.game import GAME
from score5_desktop.model.plain_text import plain_tooltip
from score5_desktop.ui.common.hint_note import quick_look_note, same_look_note
from tests.f35_table.test_hint_room import Advice
from tests.f35_table.test_table_parts import make_parts, players_for, settle
from tests.ui.i18n_helpers import interface_language
from tests.ui.test_score5_hint_then_enter import _bidding

ENGLISH = "A hint is a quick look."


@pytest.mark.parametrize("code", ["en", "fr", "de", "it"])
def test_a_five_three_five_hint_ends_with_the_note(qtbot, code) -> None:
    with interface_language(code):
        note = quick_look_note()
        assert (note.startswith(ENGLISH)) == (code == "en")
        parts = make_parts(qtbot, show=True)
        asked: list = []
        parts.model.decisionRequested.connect(lambda seat, view: asked.append((seat, view)))
        parts.model.new_game(GAME.id, players_for(1, 2), 6, GAME.default_options())
        settle(parts, lambda: bool(asked))
        seat, view = asked[-1]
        play = view.legal_plays()[-1]
        parts.controls._on_hint(seat, Advice(play, (Reason(ReasonKind.EIGHT_ENDS_TRICK),)))
        QApplication.processEvents()
        tooltip = parts.controls.hint.toolTip()
        assert plain_tooltip(parts.controls.hint.text()) in tooltip  # the hint, then the note
        assert tooltip.endswith(plain_tooltip(note))
        assert note not in parts.controls.hint.text()  # the two lines keep the advice


def test_a_score5_hint_ends_with_the_note(qtbot, tmp_path) -> None:
    """SCORE 5's hint is the review's own search: its note says the review will not mark
    a followed hint costly, not that it is a quick look."""
    _window, bar, _submitted, hints = _bidding(qtbot, tmp_path, seed=1)
    bar.hintButton.click()
    qtbot.waitUntil(lambda: bool(hints), timeout=20000)
    assert bar.hint.toolTip().endswith(plain_tooltip(same_look_note()))
    assert same_look_note().startswith("A hint is the look Review my game takes")
    assert ENGLISH not in bar.hint.toolTip() and ENGLISH not in bar.hint.text()
