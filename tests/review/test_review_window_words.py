"""The review window's words in every language: Five Three Five's rows are deals
(manches, Runden, smazzate), never SCORE 5's rounds, and no column header is cut
(issue 43: "tours de jeu 1, 3" for deals 1 and 3, the Italian header "mazzat")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from score5_desktop.core.coach import ZERO, Estimate
from score5_desktop.games.five_three_five.bots import review as f35
from score5_desktop.games.five_three_five.rules.decisions import Action, Play
from score5_desktop.model.review_model import ReviewSubject, ReviewTableModel
from score5_desktop.ui.windows.review_window import ReviewWindow
from tests.review.games import known_game
from tests.review.test_f35_review_window import f35_record
from tests.ui.i18n_helpers import interface_language

#: The word for a deal of Five Three Five in each language (GLOSSARY.md), and SCORE 5's
#: word for its round, which must not stand for it.
DEAL = {"en": "round", "fr": "manche", "de": "runde", "it": "smazzat"}
NOT_DEAL = {"fr": "tour", "it": "turn"}


def _window(qtbot, text: str) -> ReviewWindow:
    """The window with its review stopped at once: its words are what is tested."""
    window = ReviewWindow(ReviewSubject.of_record(text), 0, seed=5, rollouts=1, worlds=1)
    window.cancel()
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    qtbot.addWidget(window)
    window.show()
    return window


def _costly(step: int, deal: int) -> f35.Moment:
    lead, other = Play(0, Action.LEAD, (5,)), Play(0, Action.LEAD, (9,))
    cost = Estimate(6.0, 0.5)
    return f35.Moment(step, deal, f35.MomentKind.LEAD, (), lead, other, (), cost, ZERO, 50, 0.0)


@pytest.mark.parametrize("lang", sorted(DEAL))
def test_five_three_five_rows_are_deals(qtbot, lang: str) -> None:
    window = _window(qtbot, f35_record())
    try:
        with interface_language(lang):
            texts = [window.watchButton.text(), window.summary.text()]
            for step, deal in ((3, 1), (40, 3)):
                window.model.add(_costly(step, deal))
            texts.append(window.summary.text())
            assert "1" in texts[-1] and "3" in texts[-1]
            for text in texts:
                words = text.replace("&", "").lower()
                assert DEAL[lang] in words, text
                assert NOT_DEAL.get(lang, "\0") not in words, text
    finally:
        window.close()


@pytest.mark.parametrize("lang", ["en", "fr", "de", "it"])
def test_no_column_header_is_cut(qtbot, lang: str) -> None:
    for text in (f35_record(), known_game()):
        window = _window(qtbot, text)
        try:
            with interface_language(lang):
                header = window.table.horizontalHeader()
                for column in range(ReviewTableModel.WHY):
                    title = window.model.headerData(column, Qt.Orientation.Horizontal)
                    assert header.sectionSize(column) >= header.sectionSizeHint(column), title
        finally:
            window.close()
