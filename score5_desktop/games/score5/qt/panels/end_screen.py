"""The end of the game: each player's scoring card per family, the winner, and why."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHeaderView,
    QTableWidgetItem,
    QVBoxLayout,
)

from score5_desktop.core.protocol import Outcome
from score5_desktop.games.score5.qt.card_art import CardTheme
from score5_desktop.games.score5.qt.family_chart import family_key
from score5_desktop.games.score5.qt.family_icons import family_icon
from score5_desktop.games.score5.qt.words.card_words import card_text
from score5_desktop.games.score5.qt.words.family_text import family_text
from score5_desktop.games.score5.rules import events as ev
from score5_desktop.games.score5.rules.cards import SCORING_FAMILIES, Deck
from score5_desktop.model.text import and_list_text, arg
from score5_desktop.ui.charts.score_chart import ScoreBar, ScoreChart
from score5_desktop.ui.common.name_room import cap_row_names
from score5_desktop.ui.common.plain import plain_label
from score5_desktop.ui.common.quiet_tables import QuietTableWidget
from score5_desktop.ui.windows.end_buttons import EndButtons


class EndOfGameDialog(QDialog):
    playAgain = Signal()
    newGame = Signal()
    watchAgain = Signal()
    reviewGame = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("endOfGameDialog")
        self._names: list[str] = []
        self._you: int | None = None
        self._deck: Deck | None = None
        self._ended: ev.GameEnded | None = None
        self.winner = plain_label()
        self.winner.setObjectName("winnerLabel")
        self.winner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = QFont(self.winner.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.winner.setFont(font)
        self.tiebreak = plain_label()
        self.tiebreak.setObjectName("tiebreakLabel")
        self.tiebreak.setWordWrap(True)
        self.tiebreak.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.table = QuietTableWidget()
        self.table.setObjectName("scoreBreakdown")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.chart = ScoreChart(self, key=family_key)
        self.chart.setObjectName("endScoreChart")
        self.buttons = EndButtons()
        self.againButton, self.newButton = self.buttons.againButton, self.buttons.newButton
        self.watchButton, self.reviewButton = self.buttons.watchButton, self.buttons.reviewButton
        self.closeButton = self.buttons.closeButton
        self.buttons.playAgain.connect(self._again)
        self.buttons.newGame.connect(self._new)
        self.buttons.watchAgain.connect(lambda: (self.accept(), self.watchAgain.emit()))
        self.buttons.reviewGame.connect(self.reviewGame)
        self.buttons.closeRequested.connect(self.reject)
        # The focus on the scores: a key pressed late for the last move must not press
        # a button either.
        self.setFocusProxy(self.table)
        layout = QVBoxLayout(self)
        layout.addWidget(self.winner)
        layout.addWidget(self.tiebreak)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.chart)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(720)
        self.resize(820, 300)
        self.retranslateUi()

    def _again(self) -> None:
        self.accept()
        self.playAgain.emit()

    def _new(self) -> None:
        self.accept()
        self.newGame.emit()

    def setResult(
        self, names: list[str], deck: Deck, ended: ev.GameEnded, you: int | None = None
    ) -> None:
        """Show ``ended``; ``you`` is the seat of the one human playing against bots
        (None in hot seat), whom the title and the tie text address."""
        self._names, self._deck, self._ended, self._you = list(names), deck, ended, you
        self.retranslateUi()

    def showResult(self, model, outcome: Outcome) -> None:  # noqa: N802 - Qt naming
        """``ui.game_ui.EndContent``: the result of the model's game (its cards are in the
        finished picture; ``outcome`` alone has only the totals)."""
        picture = model.picture()
        assert picture.ended is not None and picture.ended.scores == outcome.totals
        self.setResult(model.names(), picture.deck, picture.ended, model.youSeat())

    def setReviewOffered(self, offered: bool) -> None:  # noqa: N802 - Qt naming
        """``ui.game_ui.EndContent``: the shell says whether "Review my game" is offered."""
        self.reviewButton.setVisible(offered)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("End of the game"))
        ended, deck = self._ended, self._deck
        if ended is None or deck is None:
            return
        names = self._names
        score = ended.scores[ended.winner]
        if ended.winner == self._you:
            #: The title when the one human playing against bots won; %n their score, e.g. 182.
            self.winner.setText(self.tr("You win with %n point(s)", None, score))
        else:
            #: %1 the winner's name, e.g. "Ann"; %n their score, e.g. 182.
            text = self.tr("%1 wins with %n point(s)", None, score)
            self.winner.setText(arg(text, names[ended.winner]))
        self.tiebreak.setText(self._tiebreak_text(ended, deck))
        self.tiebreak.setVisible(ended.by_tiebreak)
        families = list(SCORING_FAMILIES)
        self.table.setColumnCount(len(families) + 1)
        self.table.setRowCount(len(names))
        theme = CardTheme.for_palette(self.palette())
        for column, family in enumerate(families):
            header = QTableWidgetItem(family_icon(family, theme), family_text(family))
            self.table.setHorizontalHeaderItem(column, header)
        self.table.setHorizontalHeaderItem(len(families), QTableWidgetItem(self.tr("Score")))
        self.table.setVerticalHeaderLabels(names)
        cap_row_names(self.table)  # a long name leaves the families their columns
        for seat in range(len(names)):
            for column, family in enumerate(families):
                card_id = ended.scoring_cards[seat].get(str(family))
                text = card_text(deck.card(card_id)) if card_id else "—"
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(seat, column, item)
            total = QTableWidgetItem(str(ended.scores[seat]))
            total.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.table.setItem(seat, len(families), total)
            if seat == ended.winner:
                for column in range(len(families) + 1):
                    item = self.table.item(seat, column)
                    bold = QFont(item.font())
                    bold.setBold(True)
                    item.setFont(bold)
        self.table.resizeRowsToContents()
        height = self.table.horizontalHeader().height() + 4
        height += sum(self.table.rowHeight(r) for r in range(len(names)))
        self.table.setFixedHeight(height)
        self.chart.setBars(self._bars(ended, deck))
        self.resize(max(self.width(), 820), self.sizeHint().height())

    def _bars(self, ended: ev.GameEnded, deck: Deck) -> list[ScoreBar]:
        """Each seat's score split by family: the value of its scoring card in each
        (the wild counts in the family it was given)."""
        bars = []
        for seat, name in enumerate(self._names):
            chosen = ended.scoring_cards[seat]
            values = tuple(
                deck.card(chosen[str(f)]).value if chosen.get(str(f)) else 0
                for f in SCORING_FAMILIES
            )
            bars.append(ScoreBar(name, values, emphasis=seat == ended.winner))
        return bars

    def _tiebreak_text(self, ended: ev.GameEnded, deck: Deck) -> str:
        if not ended.by_tiebreak:
            return ""
        best = ended.scores[ended.winner]
        tied = [s for s, score in enumerate(ended.scores) if score == best]
        top = max(
            (deck.card(c) for c in ended.scoring_cards[ended.winner].values() if c),
            key=lambda c: c.tiebreaker,
        )
        players = [
            #: The one human playing against bots, in the list of tied players, e.g.
            #: "Tie on 320 points: you and Bot 2."
            self.tr("you", "in the list of tied players") if s == self._you else self._names[s]
            for s in tied
        ]
        if ended.winner == self._you:
            #: %1 the tied players, e.g. "you and Bot 2"; %2 their score, e.g. 320; %3 a card
            #: name, e.g. "green 125"; %4 its tiebreaker value, e.g. 48.
            text = self.tr(
                "Tie on %2 points: %1. The tie goes to the player whose scoring cards "
                "include the highest tiebreaker: you have the card %3 (tiebreaker %4)."
            )
            return arg(text, and_list_text(players), best, card_text(top), top.tiebreaker)
        return arg(
            #: %1 the tied players, e.g. "Ann and Bot 2"; %2 their score, e.g. 320; %3 the
            #: winner's name, e.g. "Ann"; %4 a card name, e.g. "green 125"; %5 its tiebreaker
            #: value, e.g. 48.
            self.tr(
                "Tie on %2 points: %1. The tie goes to the player whose scoring cards "
                "include the highest tiebreaker: %3 has the card %4 (tiebreaker %5)."
            ),
            and_list_text(players),
            best,
            self._names[ended.winner],
            card_text(top),
            top.tiebreaker,
        )
