"""New game: the game first (any installed game, each with a one-line description),
then its seats (each a human or a bot with a level, and names) and its options, each
with a one-line explanation. The game's Qt part (``QT_PART``) gives its name,
description and options as specs: a number option is a labelled number box under the
player count, a yes/no option a check box in the Options group. The dialog names no
game and no option. Starts from the last setup used for each game."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QEvent, QSignalBlocker, Qt
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
from score5_desktop.model.text import bot_name as text_bot_name
from score5_desktop.storage.settings import GameSetup, SeatSetup
from score5_desktop.ui.common.language import in_every_language
from score5_desktop.ui.common.plain import plain_label
from score5_desktop.ui.option_spec import OptionKind, OptionSpec
from score5_desktop.ui.windows.game_parts import playable_games, qt_part

OptionWidget = QCheckBox | QSpinBox
"""What the dialog shows for one option, as its spec's kind decides."""


def bot_name(number: int) -> str:
    """A default bot name, in the interface language when the dialog opens."""
    return text_bot_name(number)


def player_name(number: int) -> str:
    """A human's default name: a name, never a pronoun ("You" would read as a
    stranger in third-person sentences: "You wins"). The log and prompts speak to
    the one human at a table of bots in the second person instead."""
    #: A human player's default name; %1 is the seat number, e.g. "Player 1".
    return arg(QCoreApplication.translate("NewGameDialog", "Player %1"), number)


# Default names older versions gave the human ("You" in each language): a setup
# remembered with one gets a real default name instead.
PRONOUN_NAMES = frozenset({"you", "vous", "ihr", "du", "sie", "voi", "tu", "lei"})


def is_default_player_name(name: str, number: int) -> bool:
    """Whether ``name`` is seat ``number``'s default human name (``player_name``) exactly
    as some interface language words it: a setup remembered in another language then
    shows the seat's default name in this one ("Spieler 1" stood in the Italian and
    French dialogs after a German game). The words come from the translations; a name
    the player typed ("spieler 1", "Joueur 3" on seat 1) is never taken for one."""
    return name.strip() in {
        arg(text, number) for text in in_every_language("NewGameDialog", "Player %1")
    }


def default_setup(
    levels: tuple[str, ...], own_name: str | None = None, game: str = registry.DEFAULT_GAME
) -> GameSetup:
    """A game's first setup: you and three bots, its options at their defaults."""
    level = "normal" if "normal" in levels else levels[-1]
    seats = [SeatSetup(own_name or player_name(1), "human")]
    seats += [SeatSetup(bot_name(i), "bot", level) for i in range(1, 4)]
    return GameSetup(seats=tuple(seats), options=dict(registry.get(game).default_options()))


class NewGameDialog(QDialog):
    def __init__(
        self,
        setup: GameSetup | None,
        levels: tuple[str, ...],
        parent=None,
        own_name: str | None = None,
        *,
        game: str = registry.DEFAULT_GAME,
        game_setups: Mapping[str, GameSetup] | None = None,
    ) -> None:
        """``own_name`` is your name from the preferences, offered for your seat;
        ``setup`` the last setup of the registry's default game, ``game_setups`` the
        other games' (each game starts from its defaults when it has none)."""
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self._levels = levels
        self._own_name = own_name
        self._game_setups = dict(game_setups or {})
        if setup is not None:
            self._game_setups[registry.DEFAULT_GAME] = setup
        self._games = playable_games()
        self._parts = {game_id: qt_part(game_id) for game_id in self._games}
        self._max_seats = max(registry.get(game_id).max_players for game_id in self._games)
        self.game = QComboBox()
        self.game.setObjectName("gameChoice")
        for game_id in self._games:
            self.game.addItem(self._parts[game_id].name(), game_id)
        self.gameHelp = plain_label()
        self.gameHelp.setObjectName("gameDescription")
        self.gameHelp.setWordWrap(True)
        self.players = QSpinBox()
        self.players.setObjectName("playerCount")
        self.form = QFormLayout()
        self.gameLabel = plain_label()
        self.gameLabel.setBuddy(self.game)
        self.form.addRow(self.gameLabel, self.game)
        self.form.addRow(self.gameHelp)
        self.playersLabel = plain_label()
        self.playersLabel.setBuddy(self.players)
        self.form.addRow(self.playersLabel, self.players)
        # A number option is a row of the form with its explanation under the form; a
        # check box goes with its explanation into the Options group.
        self.numberHelp = QWidget()
        number_helps = QVBoxLayout(self.numberHelp)
        number_helps.setContentsMargins(0, 0, 0, 0)
        self.optionsBox = QGroupBox()
        self.optionsBox.setObjectName("gameOptions")
        options_layout = QVBoxLayout(self.optionsBox)
        self.optionBoxes: dict[str, dict[str, tuple[OptionWidget, QLabel]]] = {}
        self._number_labels: dict[str, dict[str, QLabel]] = {}
        for game_id in self._games:
            boxes: dict[str, tuple[OptionWidget, QLabel]] = {}
            labels: dict[str, QLabel] = {}
            for spec in self._parts[game_id].options():
                help_label = plain_label()
                help_label.setWordWrap(True)
                widget: OptionWidget
                if spec.kind is OptionKind.NUMBER:
                    widget = QSpinBox()
                    widget.setRange(spec.minimum, spec.maximum)
                    labels[spec.key] = plain_label()
                    labels[spec.key].setBuddy(widget)
                    self.form.addRow(labels[spec.key], widget)
                    number_helps.addWidget(help_label)
                else:
                    widget = QCheckBox()
                    help_label.setContentsMargins(24, 0, 0, 4)
                    options_layout.addWidget(widget)
                    options_layout.addWidget(help_label)
                widget.setObjectName(f"option_{spec.key}")
                boxes[spec.key] = (widget, help_label)
            self.optionBoxes[game_id] = boxes
            self._number_labels[game_id] = labels
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
        for seat in range(self._max_seats):
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
            level.currentIndexChanged.connect(lambda _, seat=seat: self._describe_level(seat))
            self.seatLabels.append(label)
            self.names.append(name)
            self.kinds.append(kind)
            self.levelBoxes.append(level)
        # What the level of the seat last changed does (the first bot's at first): a
        # newcomer choosing opponents reads it here, not only in each level's tooltip.
        self.levelHelp = plain_label()
        self.levelHelp.setObjectName("levelDescription")
        self.levelHelp.setWordWrap(True)
        self._described_seat: int | None = None
        grid.addWidget(self.levelHelp, self._max_seats + 1, 0, 1, 4)
        grid.setColumnStretch(1, 1)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.numberHelp)
        layout.addWidget(self.optionsBox)
        layout.addWidget(self.seatsBox)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self._hosting = False
        self.retranslateUi()
        self.players.valueChanged.connect(self._update_rows)
        index = self.game.findData(game)
        self.game.setCurrentIndex(max(index, 0))
        self._shown_game = self.gameId()
        self.game.currentIndexChanged.connect(self._game_changed)
        self._show_game()

    # -- the game -------------------------------------------------------------------------
    def gameId(self) -> str:
        return self.game.currentData() or self._games[0]

    def _game_changed(self) -> None:
        """Another game: remember this one's choices for the dialog's life, show the other's."""
        self._game_setups[self._shown_game] = self.gameSetup(self._shown_game)
        self._shown_game = self.gameId()
        self._show_game()

    def _specs(self, game: str) -> tuple[OptionSpec, ...]:
        return tuple(self._parts[game].options())

    def _show_game(self) -> None:
        game = self.gameId()
        for game_id in self._games:
            for spec in self._specs(game_id):
                self._show_option(game_id, spec, game_id == game)
        kinds = {spec.kind for spec in self._specs(game)}
        self.optionsBox.setVisible(OptionKind.CHECK in kinds)
        self.numberHelp.setVisible(OptionKind.NUMBER in kinds)
        rules = registry.get(game)
        self.players.setRange(rules.min_players, rules.max_players)
        part = self._parts[game]
        self.gameHelp.setText(part.description())
        self._set_level_tips()
        setup = self._game_setups.get(game) or default_setup(self._levels, self._own_name, game)
        choices = part.choices_from(setup.options)
        for key, (widget, _help) in self.optionBoxes[game].items():
            if isinstance(widget, QSpinBox):
                widget.setValue(choices[key])
            else:
                widget.setChecked(bool(choices.get(key, False)))
        self._load(setup)

    # -- the bot levels ----------------------------------------------------------------
    def _describe_level(self, seat: int) -> None:
        """The player chose a level for ``seat``: say what that level does."""
        self._described_seat = seat
        self._show_level_help()
        if self.isVisible():  # expert's words take a line more than normal's
            self.seatsBox.layout().activate()
            self._fit_height()

    def _show_level_help(self) -> None:
        """The line under the seats: the level of the seat last changed, else of the first
        bot seat shown; hidden when no seat is a bot."""
        part = self._parts[self.gameId()]
        bots = [
            seat for seat in range(self.players.value()) if self.kinds[seat].currentIndex() == 1
        ]
        seat = self._described_seat if self._described_seat in bots else None
        if seat is None and bots:
            seat = bots[0]
        if seat is None:
            self.levelHelp.hide()
            return
        self.levelHelp.setText(part.level_description(self.levelBoxes[seat].currentData()))
        self.levelHelp.show()

    def _set_level_tips(self) -> None:
        """Each level's item carries its description as a tooltip, in the game shown and
        the language in use."""
        part = self._parts[self.gameId()]
        for box in self.levelBoxes:
            for row, value in enumerate(self._levels):
                box.setItemData(row, part.level_description(value), Qt.ItemDataRole.ToolTipRole)

    def _show_option(self, game: str, spec: OptionSpec, shown: bool) -> None:
        """Show or hide one option's widget, its explanation and (a number's) label."""
        widget, help_label = self.optionBoxes[game][spec.key]
        label = self._number_labels[game].get(spec.key)
        for part in (widget, help_label, label):
            if part is not None:
                part.setVisible(shown)

    def gameSetup(self, game: str | None = None) -> GameSetup:
        """The seats and options chosen for ``game`` (the one on show by default)."""
        game = game or self.gameId()
        chosen = {
            key: widget.value() if isinstance(widget, QSpinBox) else widget.isChecked()
            for key, (widget, _h) in self.optionBoxes[game].items()
        }
        options = self._parts[game].options_for(chosen, self.players.value())
        return GameSetup(seats=self._seats(), options=options)

    def gameSetups(self) -> dict[str, GameSetup]:
        """Every game's choices as last seen in the dialog (the chosen one's now)."""
        return {**self._game_setups, self.gameId(): self.gameSetup()}

    def _load(self, setup: GameSetup) -> None:
        self.players.setValue(len(setup.seats))
        humans = [seat for seat, entry in enumerate(setup.seats) if entry.kind == "human"]
        named = any(same_player(setup.seats[s].name, self._own_name) for s in humans)
        for seat in range(self._max_seats):
            entry = setup.seats[seat] if seat < len(setup.seats) else None
            name = entry.name if entry else bot_name(seat)
            if (
                entry
                and entry.kind == "human"
                and (
                    name.strip().lower() in PRONOUN_NAMES or is_default_player_name(name, seat + 1)
                )
            ):
                name = player_name(seat + 1)
            if self._own_name and not named and humans and seat == humans[0]:
                if name == player_name(seat + 1):  # a default name: yours is offered instead
                    name = self._own_name
            self.names[seat].setText(name)
            # Loading is not the player turning a seat into a bot: the name loaded stays
            # (``_kind_changed`` renamed a saved "Bot 2" to the first free "Bot n").
            with QSignalBlocker(self.kinds[seat]):
                self.kinds[seat].setCurrentIndex(1 if entry is None or entry.kind == "bot" else 0)
            level = entry.level if entry and entry.level in self._levels else None
            level = level or ("normal" if "normal" in self._levels else self._levels[-1])
            self.levelBoxes[seat].setCurrentIndex(self._levels.index(level))
        self._update_rows()

    def _kind_changed(self, seat: int) -> None:
        """A seat turned human or bot: a default name follows ("Bot 2" <-> "Player 3");
        a name the player typed stays."""
        name = self.names[seat].text().strip()
        defaults = {bot_name(n) for n in range(1, self._max_seats + 1)}
        defaults |= {player_name(n) for n in range(1, self._max_seats + 1)}
        if not name or name in defaults:
            human = self.kinds[seat].currentIndex() == 0
            self.names[seat].setText(player_name(seat + 1) if human else self._free_bot_name(seat))
        self._update_rows()

    def _free_bot_name(self, seat: int) -> str:
        """The first "Bot n" (n from 1) no other seat is called: seat 0 turned bot
        was "Bot 0", beside "Bot 1" and "Bot 2"."""
        seats = range(self.players.value())  # the rows on show
        taken = {self.names[s].text().strip() for s in seats if s != seat}
        return next(bot_name(n) for n in range(1, self._max_seats + 2) if bot_name(n) not in taken)

    def setHosting(self, hosting: bool) -> None:  # noqa: N802 - Qt naming
        """Set up a table others join: a person's seat but the first (yours) is an open
        seat, whose name comes with whoever takes it, so it offers no name to type."""
        self._hosting = hosting
        self._update_rows()

    def _is_open_seat(self, seat: int) -> bool:
        """Hosting: a person's seat after the first person's."""
        if not self._hosting or self.kinds[seat].currentIndex() != 0:
            return False
        return any(self.kinds[s].currentIndex() == 0 for s in range(seat))

    def _table_seat(self, seat: int) -> int:
        """Hosting: where the seat of row ``seat`` is at the online table, which seats
        the people first (yours, then the open seats) and the bots after them."""
        kinds = [self.kinds[s].currentIndex() for s in range(self.players.value())]
        people = kinds.count(0)
        if kinds[seat] == 0:
            return kinds[:seat].count(0)
        return people + kinds[:seat].count(1)

    def _update_rows(self) -> None:
        count = self.players.value()
        game = self.gameId()
        for spec in self._specs(game):
            self._show_option(game, spec, spec.applies(count))
        for seat in range(self._max_seats):
            shown = seat < count
            for widget in (self.seatLabels[seat], self.names[seat], self.kinds[seat]):
                widget.setVisible(shown)
            self.levelBoxes[seat].setVisible(shown)
            self.levelBoxes[seat].setEnabled(self.kinds[seat].currentIndex() == 1)
            name = self.names[seat]
            open_seat = self._is_open_seat(seat)
            name.setEnabled(not open_seat)
            if open_seat:
                name.clear()
                #: Hosting an online table: the name field of a seat left open for a
                #: friend, whose name comes with them.
                name.setPlaceholderText(self.tr("Open seat"))
            else:
                name.setPlaceholderText("")
                if self._hosting and not name.text().strip():
                    human = self.kinds[seat].currentIndex() == 0
                    name.setText(player_name(seat + 1) if human else self._free_bot_name(seat))
            if shown and self._hosting and self.kinds[seat].currentIndex() == 1:
                # The table names its bots itself, by their seat there (people sit
                # first): a name typed here was not used, "Bot 2" became "Bot 3".
                name.setEnabled(False)
                name.setText(bot_name(self._table_seat(seat) + 1))
        self._show_level_help()
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
            for spec in self._specs(game_id):
                widget, help_label = boxes[spec.key]
                if isinstance(widget, QCheckBox):
                    widget.setText(spec.label())
                else:
                    self._number_labels[game_id][spec.key].setText(spec.label())
                help_label.setText(spec.explanation())
        if hasattr(self, "_shown_game"):  # not while the dialog is being built
            for game_id in self._games:
                self.game.setItemText(self.game.findData(game_id), self._parts[game_id].name())
            self.gameHelp.setText(self._parts[self.gameId()].description())
        self.playersLabel.setText(self.tr("&Players:"))
        self.seatsBox.setTitle(self.tr("Seats"))
        self.headerName.setText(self.tr("Name"))
        self.headerKind.setText(self.tr("Played by"))
        self.headerLevel.setText(self.tr("Bot level"))
        for seat in range(self._max_seats):
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
        if hasattr(self, "_shown_game"):
            self._set_level_tips()
            self._show_level_help()
