"""New game: 2–5 seats, each a human or a bot with a level, names, and the table's
maximum number of adjustment rounds (R3). Starts from the last setup used."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
)

from score5_desktop.core.names import same_player
from score5_desktop.engine.record import MAX_NAME_CHARS, clean_name
from score5_desktop.model.text import arg, level_text
from score5_desktop.storage.settings import NewGameSetup, SeatSetup
from score5_desktop.ui.common.plain import plain_label

MAX_SEATS = 5


def bot_name(number: int) -> str:
    """A default bot name, in the interface language when the dialog opens."""
    #: A bot's default name; %1 a number, e.g. "Bot 2".
    return arg(QCoreApplication.translate("NewGameDialog", "Bot %1"), number)


def player_name(number: int) -> str:
    """A human's default name: a name, never a pronoun ("You" would read as a
    stranger in third-person sentences: "You wins"). The log and prompts speak to
    the one human at a table of bots in the second person instead."""
    #: A human player's default name; %1 is the seat number, e.g. "Player 1".
    return arg(QCoreApplication.translate("NewGameDialog", "Player %1"), number)


#: Default names older versions gave the human ("You" in each language): a setup
#: remembered with one gets a real default name instead.
PRONOUN_NAMES = frozenset({"you", "vous", "ihr", "du", "sie", "voi", "tu", "lei"})


def default_setup(levels: tuple[str, ...], own_name: str | None = None) -> NewGameSetup:
    level = "normal" if "normal" in levels else levels[-1]
    seats = [SeatSetup(own_name or player_name(1), "human")]
    seats += [SeatSetup(bot_name(i), "bot", level) for i in range(1, 4)]
    return NewGameSetup(seats=tuple(seats), max_adjust_rounds=2)


class NewGameDialog(QDialog):
    def __init__(
        self,
        setup: NewGameSetup | None,
        levels: tuple[str, ...],
        parent=None,
        own_name: str | None = None,
    ) -> None:
        """``own_name`` is your name from the preferences, offered for your seat."""
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self._levels = levels
        self._own_name = own_name
        setup = setup or default_setup(levels, own_name)
        self.players = QSpinBox()
        self.players.setObjectName("playerCount")
        self.players.setRange(2, MAX_SEATS)
        self.adjust = QSpinBox()
        self.adjust.setObjectName("maxAdjustRounds")
        self.adjust.setRange(0, 5)
        self.adjust.setValue(setup.max_adjust_rounds)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self.levelBoxes: list[QComboBox] = []
        self.seatLabels: list[QLabel] = []
        self.seatsBox = QGroupBox()
        grid = QGridLayout(self.seatsBox)
        self.headerName, self.headerKind, self.headerLevel = (
            plain_label(),
            plain_label(),
            plain_label(),
        )
        grid.addWidget(self.headerName, 0, 1)
        grid.addWidget(self.headerKind, 0, 2)
        grid.addWidget(self.headerLevel, 0, 3)
        for seat in range(MAX_SEATS):
            label = plain_label()
            name = QLineEdit()
            name.setMaxLength(MAX_NAME_CHARS)
            name.setObjectName(f"seatName{seat}")
            kind = QComboBox()
            kind.setObjectName(f"seatKind{seat}")
            level = QComboBox()
            level.setObjectName(f"seatLevel{seat}")
            for value in levels:
                level.addItem(level_text(value), value)
            label.setBuddy(name)
            grid.addWidget(label, seat + 1, 0)
            grid.addWidget(name, seat + 1, 1)
            grid.addWidget(kind, seat + 1, 2)
            grid.addWidget(level, seat + 1, 3)
            kind.currentIndexChanged.connect(lambda _, seat=seat: self._kind_changed(seat))
            self.seatLabels.append(label)
            self.names.append(name)
            self.kinds.append(kind)
            self.levelBoxes.append(level)
        grid.setColumnStretch(1, 1)
        self.form = QFormLayout()
        self.playersLabel, self.adjustLabel = plain_label(), plain_label()
        self.playersLabel.setBuddy(self.players)
        self.adjustLabel.setBuddy(self.adjust)
        self.form.addRow(self.playersLabel, self.players)
        self.form.addRow(self.adjustLabel, self.adjust)
        self.adjustHelp = plain_label()
        self.adjustHelp.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.adjustHelp)
        layout.addWidget(self.seatsBox)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self.retranslateUi()
        self.players.valueChanged.connect(self._update_rows)
        self._load(setup)

    def _load(self, setup: NewGameSetup) -> None:
        self.players.setValue(len(setup.seats))
        humans = [seat for seat, entry in enumerate(setup.seats) if entry.kind == "human"]
        named = any(same_player(setup.seats[s].name, self._own_name) for s in humans)
        for seat in range(MAX_SEATS):
            entry = setup.seats[seat] if seat < len(setup.seats) else None
            name = entry.name if entry else bot_name(seat)
            if entry and entry.kind == "human" and name.strip().lower() in PRONOUN_NAMES:
                name = player_name(seat + 1)
            if self._own_name and not named and humans and seat == humans[0]:
                if name == player_name(seat + 1):  # a default name: yours is offered instead
                    name = self._own_name
            self.names[seat].setText(name)
            self.kinds[seat].setCurrentIndex(1 if entry is None or entry.kind == "bot" else 0)
            level = entry.level if entry and entry.level in self._levels else None
            level = level or ("normal" if "normal" in self._levels else self._levels[-1])
            self.levelBoxes[seat].setCurrentIndex(self._levels.index(level))
        self._update_rows()

    def _kind_changed(self, seat: int) -> None:
        """A seat turned human or bot: a default name follows ("Bot 2" <-> "Player 3");
        a name the player typed stays."""
        name = self.names[seat].text().strip()
        defaults = {bot_name(n) for n in range(1, MAX_SEATS + 1)}
        defaults |= {player_name(n) for n in range(1, MAX_SEATS + 1)}
        if not name or name in defaults:
            human = self.kinds[seat].currentIndex() == 0
            self.names[seat].setText(player_name(seat + 1) if human else bot_name(seat))
        self._update_rows()

    def _update_rows(self) -> None:
        count = self.players.value()
        for seat in range(MAX_SEATS):
            shown = seat < count
            for widget in (self.seatLabels[seat], self.names[seat], self.kinds[seat]):
                widget.setVisible(shown)
            self.levelBoxes[seat].setVisible(shown)
            self.levelBoxes[seat].setEnabled(self.kinds[seat].currentIndex() == 1)
        # Fewer seats: the dialog shrinks to its rows rather than spreading them apart.
        self.seatsBox.layout().activate()
        self.layout().activate()
        if self.isVisible():
            self.resize(self.width(), self.sizeHint().height())
        else:
            self.adjustSize()

    def setup(self) -> NewGameSetup:
        seats = []
        for seat in range(self.players.value()):
            name = clean_name(self.names[seat].text()) or player_name(seat + 1)
            if self.kinds[seat].currentIndex() == 1:
                seats.append(SeatSetup(name, "bot", self.levelBoxes[seat].currentData()))
            else:
                seats.append(SeatSetup(name, "human"))
        return NewGameSetup(seats=tuple(seats), max_adjust_rounds=self.adjust.value())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        self.playersLabel.setText(self.tr("&Players:"))
        self.adjustLabel.setText(self.tr("Maximum &adjustment rounds:"))
        self.adjustHelp.setText(
            self.tr(
                "After the secret bids, players may change their bids this many times; "
                "0 means one sealed bid."
            )
        )
        self.seatsBox.setTitle(self.tr("Seats"))
        self.headerName.setText(self.tr("Name"))
        self.headerKind.setText(self.tr("Played by"))
        self.headerLevel.setText(self.tr("Bot level"))
        for seat in range(MAX_SEATS):
            #: %1 the seat number, 1 to 5.
            self.seatLabels[seat].setText(arg(self.tr("Seat %1:"), seat + 1))
            kind = self.kinds[seat]
            index = max(kind.currentIndex(), 0)
            kind.blockSignals(True)
            kind.clear()
            kind.addItems([self.tr("Human"), self.tr("Bot")])
            kind.setCurrentIndex(index)
            kind.blockSignals(False)
            for row, value in enumerate(self._levels):
                self.levelBoxes[seat].setItemText(row, level_text(value))
