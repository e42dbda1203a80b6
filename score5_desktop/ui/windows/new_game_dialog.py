"""New game: the game first (SCORE 5, or another installed game such as Five Three
Five, each with a one-line description), then its seats (each a human or a bot with a
level, and names) and its options: SCORE 5's maximum number of adjustment rounds
(R3), or the other game's check boxes, each with a one-line explanation. Starts from
the last setup used for each game."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import (
    QCheckBox,
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
    QWidget,
)

from score5_desktop.core import registry
from score5_desktop.core.names import MAX_NAME_CHARS, clean_name, same_player
from score5_desktop.model.text import arg, level_text
from score5_desktop.storage.settings import GameSetup, SeatSetup
from score5_desktop.ui.common.plain import plain_label
from score5_desktop.ui.windows.game_parts import SCORE5, other_games, qt_part

SCORE5_SEATS = 5
MAX_SEATS = 6
"""Rows the dialog holds: the most any installed game seats (Five Three Five: 6)."""
SCORE5_ADJUST = "max_adjust_rounds"
"""SCORE 5's one table option (R3), set on SCORE 5's own page of the dialog."""


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


def default_setup(levels: tuple[str, ...], own_name: str | None = None) -> GameSetup:
    """SCORE 5's first setup: you and three bots, its options at their defaults."""
    level = "normal" if "normal" in levels else levels[-1]
    seats = [SeatSetup(own_name or player_name(1), "human")]
    seats += [SeatSetup(bot_name(i), "bot", level) for i in range(1, 4)]
    return GameSetup(seats=tuple(seats), options=dict(registry.get(SCORE5).default_options()))


def default_game_setup(
    levels: tuple[str, ...], own_name: str | None = None, players: int = 4
) -> GameSetup:
    level = "normal" if "normal" in levels else levels[-1]
    seats = [SeatSetup(own_name or player_name(1), "human")]
    seats += [SeatSetup(bot_name(i), "bot", level) for i in range(1, players)]
    return GameSetup(seats=tuple(seats))


class NewGameDialog(QDialog):
    def __init__(
        self,
        setup: GameSetup | None,
        levels: tuple[str, ...],
        parent=None,
        own_name: str | None = None,
        *,
        game: str = SCORE5,
        game_setups: Mapping[str, GameSetup] | None = None,
    ) -> None:
        """``own_name`` is your name from the preferences, offered for your seat."""
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self._levels = levels
        self._own_name = own_name
        setup = setup or default_setup(levels, own_name)
        self._score5_setup = setup
        self._game_setups = dict(game_setups or {})
        self._others = other_games()
        self._parts = {game_id: qt_part(game_id) for game_id in self._others}
        self.game = QComboBox()
        self.game.setObjectName("gameChoice")
        self.game.addItem(self._score5_name(), SCORE5)
        for game_id in self._others:
            self.game.addItem(self._parts[game_id].name(), game_id)
        self.gameHelp = plain_label()
        self.gameHelp.setObjectName("gameDescription")
        self.gameHelp.setWordWrap(True)
        self.optionBoxes: dict[str, dict[str, tuple[QCheckBox, QLabel]]] = {}
        self.optionsBox = QGroupBox()
        self.optionsBox.setObjectName("gameOptions")
        options_layout = QVBoxLayout(self.optionsBox)
        self._option_pages: dict[str, QWidget] = {}
        for game_id in self._others:
            page = QWidget()
            rows = QVBoxLayout(page)
            rows.setContentsMargins(0, 0, 0, 0)
            boxes = {}
            for spec in self._parts[game_id].options():
                box = QCheckBox()
                box.setObjectName(f"option_{spec.key}")
                help_label = plain_label()
                help_label.setWordWrap(True)
                help_label.setContentsMargins(24, 0, 0, 4)
                rows.addWidget(box)
                rows.addWidget(help_label)
                boxes[spec.key] = (box, help_label)
            self.optionBoxes[game_id] = boxes
            self._option_pages[game_id] = page
            options_layout.addWidget(page)
        self.players = QSpinBox()
        self.players.setObjectName("playerCount")
        self.players.setRange(2, SCORE5_SEATS)
        self.adjust = QSpinBox()
        self.adjust.setObjectName("maxAdjustRounds")
        self.adjust.setRange(0, 5)
        defaults = registry.get(SCORE5).default_options()
        self.adjust.setValue(setup.options.get(SCORE5_ADJUST, defaults[SCORE5_ADJUST]))
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
        self.gameLabel = plain_label()
        self.gameLabel.setBuddy(self.game)
        self.form.addRow(self.gameLabel, self.game)
        self.form.addRow(self.gameHelp)
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
        layout.addWidget(self.optionsBox)
        layout.addWidget(self.seatsBox)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self.retranslateUi()
        self.players.valueChanged.connect(self._update_rows)
        index = self.game.findData(game)
        self.game.setCurrentIndex(max(index, 0))
        self._shown_game = self.gameId()
        self.game.currentIndexChanged.connect(self._game_changed)
        self._show_game()

    # -- the game -------------------------------------------------------------------------
    def gameId(self) -> str:
        return self.game.currentData() or SCORE5

    def _game_changed(self) -> None:
        """Another game: remember this one's choices for the dialog's life, show the other's."""
        if self._shown_game == SCORE5:
            self._score5_setup = self.setup()
        else:
            self._game_setups[self._shown_game] = self.gameSetup(self._shown_game)
        self._shown_game = self.gameId()
        self._show_game()

    def _show_game(self) -> None:
        game = self.gameId()
        score5 = game == SCORE5
        for widget in (self.adjust, self.adjustLabel, self.adjustHelp):
            widget.setVisible(score5)
        self.optionsBox.setVisible(not score5)
        for game_id, page in self._option_pages.items():
            page.setVisible(game_id == game)
        if score5:
            self.players.setRange(2, SCORE5_SEATS)
            self.gameHelp.setText(self._score5_description())
            self._load(self._score5_setup)
            return
        part = self._parts[game]
        self.players.setRange(part.min_players, part.max_players)
        self.gameHelp.setText(part.description())
        setup = self._game_setups.get(game) or default_game_setup(self._levels, self._own_name)
        ticks = part.ticks_from(setup.options)
        for key, (box, _help) in self.optionBoxes[game].items():
            box.setChecked(ticks.get(key, False))
        self._load(setup)

    def _score5_name(self) -> str:
        #: New game: the name of the auction game, as printed on its box (glossary: ok).
        return self.tr("SCORE 5")

    def _score5_description(self) -> str:
        #: The one line under SCORE 5 in the new-game dialog.
        return self.tr(
            "Bid for the cards you need and score your best card per colour; 2 to 5 players."
        )

    def gameSetup(self, game: str | None = None) -> GameSetup:
        """The seats and options chosen for a game other than SCORE 5."""
        game = game or self.gameId()
        part = self._parts[game]
        count = self.players.value()
        ticks = {key: box.isChecked() for key, (box, _h) in self.optionBoxes[game].items()}
        return GameSetup(seats=self._seats(), options=part.options_for(ticks, count))

    def gameSetups(self) -> dict[str, GameSetup]:
        """Every other game's choices as last seen in the dialog (the chosen one's now)."""
        setups = dict(self._game_setups)
        if self.gameId() != SCORE5:
            setups[self.gameId()] = self.gameSetup()
        return setups

    def _load(self, setup: GameSetup) -> None:
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
            self.names[seat].setText(player_name(seat + 1) if human else self._free_bot_name(seat))
        self._update_rows()

    def _free_bot_name(self, seat: int) -> str:
        """The first "Bot n" (n from 1) no other seat is called: seat 0 turned bot
        was "Bot 0", beside "Bot 1" and "Bot 2"."""
        seats = range(self.players.value())  # the rows on show
        taken = {self.names[s].text().strip() for s in seats if s != seat}
        return next(bot_name(n) for n in range(1, MAX_SEATS + 2) if bot_name(n) not in taken)

    def _update_rows(self) -> None:
        count = self.players.value()
        game = self.gameId()
        if game != SCORE5:
            part = self._parts[game]
            for spec in part.options():
                box, help_label = self.optionBoxes[game][spec.key]
                applies = not spec.players or count in spec.players
                box.setVisible(applies)
                help_label.setVisible(applies)
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
            self._fit_height()
        else:
            self.adjustSize()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        # Wrapped lines (the options' explanations) know their height only at the width
        # the dialog opened with: before, they were cut to one line.
        self._fit_height()

    def _fit_height(self) -> None:
        layout = self.layout()
        layout.activate()
        height = max(self.sizeHint().height(), layout.totalHeightForWidth(self.width()))
        self.resize(self.width(), height)

    def _seats(self) -> tuple[SeatSetup, ...]:
        seats = []
        for seat in range(self.players.value()):
            name = clean_name(self.names[seat].text()) or player_name(seat + 1)
            if self.kinds[seat].currentIndex() == 1:
                seats.append(SeatSetup(name, "bot", self.levelBoxes[seat].currentData()))
            else:
                seats.append(SeatSetup(name, "human"))
        return tuple(seats)

    def setup(self) -> GameSetup:
        """SCORE 5's seats and option (the dialog shows SCORE 5, or showed it last)."""
        if self.gameId() != SCORE5:
            return self._score5_setup
        options = {**self._score5_setup.options, SCORE5_ADJUST: self.adjust.value()}
        return GameSetup(seats=self._seats(), options=options)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        #: New game: the choice of the card game to play.
        self.gameLabel.setText(self.tr("&Game:"))
        self.optionsBox.setTitle(self.tr("Options"))
        for game_id, boxes in self.optionBoxes.items():
            for spec in self._parts[game_id].options():
                box, help_label = boxes[spec.key]
                box.setText(spec.label())
                help_label.setText(spec.explanation())
        if hasattr(self, "_shown_game"):  # not while the dialog is being built
            self.game.setItemText(self.game.findData(SCORE5), self._score5_name())
            for game_id in self._others:
                self.game.setItemText(self.game.findData(game_id), self._parts[game_id].name())
            part = self._parts.get(self.gameId())
            self.gameHelp.setText(part.description() if part else self._score5_description())
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
            #: %1 the seat number, 1 to 6.
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
