"""The public-memory panel: what every player at the table could have counted this deal.

For each value, how many of its copies (four or five at this player count)
have been played; how many cards lie face down, unseen, for the whole deal;
and how many cards each seat still holds. Nothing here is hidden information:
it is the table's memory, shown so that nobody has to keep it in their head.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QPainter, QPalette, QPen
from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget

from score5_desktop.games.five_three_five.qt.card_art import F35Theme, band_of
from score5_desktop.games.five_three_five.rules.cards import VALUES
from score5_desktop.model.text import arg
from score5_desktop.ui.common.plain import set_tooltip
from score5_desktop.ui.common.wrapping_label import WrappingLabel


@dataclass(frozen=True, slots=True)
class PublicMemory:
    """``played[value]``: copies of it out of the game this deal (played in any trick);
    ``copies``: copies of each value at this player count; ``undealt``: cards face down;
    ``cards_left``: per seat; ``you``: the seat of the one human against bots, whose line
    speaks to them as the log does (their default name, "Player 1", read as someone
    else's), None in hot seat and replay, where everyone is named."""

    copies: int
    played: tuple[tuple[int, int], ...]
    undealt: int
    names: tuple[str, ...]
    cards_left: tuple[int, ...]
    you: int | None = None

    def played_of(self, value: int) -> int:
        return dict(self.played).get(value, 0)


class PlayedGrid(QWidget):
    """Thirteen columns, one per value: a pip per copy, filled when it has been played."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._memory: PublicMemory | None = None
        self.setMinimumHeight(96)

    def setMemory(self, memory: PublicMemory) -> None:
        rows_changed = self._memory is None or self._memory.copies != memory.copies
        self._memory = memory
        if rows_changed:
            self.setMinimumHeight(self._height())
            self.updateGeometry()
        self.update()

    def _height(self) -> int:
        """Room for the values and a row of pips per copy (four, or five from five
        players), pips at their largest."""
        copies = self._memory.copies if self._memory is not None else 4
        return 30 + copies * 17

    def sizeHint(self) -> QSize:
        return QSize(300, self._height())

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        memory = self._memory
        if memory is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        theme = F35Theme.for_palette(QApplication.palette())
        text = self.palette().windowText().color()
        column = self.width() / len(VALUES)
        font = QFont(self.font())
        font.setBold(True)
        painter.setFont(font)
        for index, value in enumerate(VALUES):
            x = index * column
            color = theme.band_color(band_of(value))
            painter.setPen(text)
            painter.drawText(QRectF(x, 0, column, 20), Qt.AlignmentFlag.AlignCenter, str(value))
            played = memory.played_of(value)
            pip = min(column * 0.3, 7.0)
            for copy in range(memory.copies):
                centre = QPointF(x + column / 2, 30 + copy * (pip * 2 + 3))
                painter.setPen(QPen(color, 1.4))
                painter.setBrush(color if copy < played else Qt.BrushStyle.NoBrush)
                painter.drawEllipse(centre, pip, pip)
        painter.end()


class MemoryPanel(QWidget):
    """The side panel: the played grid, the unseen cards and each seat's cards left."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("f35MemoryPanel")
        self._memory: PublicMemory | None = None
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        bold = QFont(self.title.font())
        bold.setBold(True)
        self.title.setFont(bold)
        self.grid = PlayedGrid()
        # Keep the height their text needs: German and French wrap the unseen cards'
        # line, which a dock's layout otherwise drew over the grid's last row of room.
        self.undealt = WrappingLabel()
        self.seats = WrappingLabel()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.title)
        layout.addWidget(self.grid)
        layout.addWidget(self.undealt)
        layout.addWidget(self.seats)
        layout.addStretch(1)
        self.retranslateUi()

    def setMemory(self, memory: PublicMemory) -> None:
        self._memory = memory
        self.grid.setMemory(memory)
        self.retranslateUi()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:
        #: Five Three Five side panel: the cards played so far in this round, per value.
        self.title.setText(self.tr("Played this round"))
        memory = self._memory
        # Before any game a heading over an empty grid named a round that was not there:
        # the panel says what it will show instead.
        self.title.setVisible(memory is not None)
        self.grid.setVisible(memory is not None)
        # The note is grey, as the log's beside it: a note about the panel, not its content.
        self.undealt.setForegroundRole(
            QPalette.ColorRole.PlaceholderText if memory is None else QPalette.ColorRole.WindowText
        )
        if memory is None:
            self.undealt.setText(
                #: Five Three Five's table memory before any game: what it will show.
                self.tr(
                    "Once a game starts: the cards played this round and the cards each "
                    "player has left."
                )
            )
            self.seats.setText("")
            return
        tip = arg(
            #: Five Three Five: tooltip of the played-cards grid; %1 copies of each value (4 or 5).
            self.tr("A filled dot is a copy already played; each value has %1 copies."),
            memory.copies,
        )
        set_tooltip(self.grid, tip)
        self.grid.setAccessibleDescription(tip)
        self.undealt.setText(
            #: Five Three Five: cards dealt to nobody this round, never seen.
            self.tr("%n card(s) face down, unseen, this round", None, memory.undealt)
        )
        self.seats.setText(
            "\n".join(self._seat_line(memory, seat) for seat in range(len(memory.names)))
        )

    def _seat_line(self, memory: PublicMemory, seat: int) -> str:
        left = memory.cards_left[seat]
        if seat == memory.you:
            #: Five Three Five side panel: the line of the player at the screen (alone
            #: against bots); %n the cards in their hand.
            return self.tr("You: %n card(s) left", None, left)
        #: Five Three Five side panel: %1 a player's name; %n the cards in their hand.
        return arg(self.tr("%1: %n card(s) left", None, left), memory.names[seat])
