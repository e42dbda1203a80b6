"""Dock panels beside the table: scores, what each player is known to hold, the log,
and the round with the pile's remaining tiers. They own SCORE 5's item models and
fill them from the visible pictures and events the game model publishes (public
facts, and the one hand the table shows), so they are safe to keep on screen in
hot seat."""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QIdentityProxyModel, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QFont, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QHeaderView,
    QStyledItemDelegate,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from score5_desktop.games.score5.qt.card_art import card_theme
from score5_desktop.games.score5.qt.family_icons import family_icon
from score5_desktop.games.score5.qt.panels.known_model import KnownHoldingsModel
from score5_desktop.games.score5.qt.panels.log_model import BotFailure, GameLogModel
from score5_desktop.games.score5.qt.panels.scoreboard_model import ScoreboardModel
from score5_desktop.games.score5.qt.table.table_controller import pile_text
from score5_desktop.games.score5.qt.words.card_words import card_id_text
from score5_desktop.games.score5.rules import events as ev
from score5_desktop.games.score5.rules.cards import SCORING_FAMILIES
from score5_desktop.games.score5.rules.table_picture import TablePicture
from score5_desktop.model.game_model import Changes, GameModel
from score5_desktop.model.text import arg, translate
from score5_desktop.ui.common.appearance import Appearance
from score5_desktop.ui.common.empty_note import NotedListView, NotedTableView
from score5_desktop.ui.common.end_follower import EndFollower
from score5_desktop.ui.common.name_room import cap_row_names, name_room
from score5_desktop.ui.common.wrapping_label import WrappingLabel


class FamilyHeaderProxy(QIdentityProxyModel):
    """Shows each family column as its symbol (the name stays in the tooltip), so the
    five families and the total fit a narrow panel without clipped words."""

    def __init__(self, icons, parent=None) -> None:
        super().__init__(parent)
        self._icons = icons

    def headerData(self, section: int, orientation, role: int = Qt.ItemDataRole.DisplayRole):
        source = self.sourceModel()
        if source is None:
            return None
        family = orientation == Qt.Orientation.Horizontal and section < len(SCORING_FAMILIES)
        if family and role == Qt.ItemDataRole.DecorationRole:
            return self._icons(SCORING_FAMILIES[section])
        if family and role == Qt.ItemDataRole.DisplayRole:
            return None
        if family and role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            return source.headerData(section, orientation, Qt.ItemDataRole.DisplayRole)
        return source.headerData(section, orientation, role)


class RoomyDelegate(QStyledItemDelegate):
    """Rows a little taller than their text, so the panels read less densely (a style
    sheet would do it too, but turns the table's corner button white in a dark theme)."""

    def sizeHint(self, option, index) -> QSize:  # noqa: N802 - Qt's name
        size = super().sizeHint(option, index)
        return QSize(size.width(), size.height() + 6)


def _table() -> NotedTableView:
    """A small read-only table, with air between rows and no grid."""
    view = NotedTableView()
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    view.setAlternatingRowColors(True)
    view.setShowGrid(False)
    view.setItemDelegate(RoomyDelegate(view))
    view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    view.setWordWrap(True)
    return view


class Room(NamedTuple):
    """What the scores panel needs, measured on a scratch table (``_room``)."""

    value: int  # a family column's width for a bold "888"
    total: int  # the total column's width for its widest line
    names: int  # the row header's width, every name bold
    wild_row: int  # the height of a row whose total holds the wild apart, wrapped


def _room(view: QTableView, lines: list[str], wild_total: str, names: list[str]) -> Room:
    """What ``view`` needs for a bold "888" in a family, the widest of the bold total
    ``lines``, its row header with every name bold (the row of the hand on show is) and a
    row whose bold ``wild_total`` wraps at that width, measured on a scratch table laid
    out as the scores are (same delegate, font and style)."""
    scratch = _table()
    scratch.setFont(view.font())
    scratch.setStyle(view.style())
    wild_row = len(lines)
    cells = QStandardItemModel(max(len(names), wild_row + 1), 3, scratch)
    bold = QFont(view.font())
    bold.setBold(True)
    # Column 2 holds the whole wild total, alone on its row, wrapped at column 1's width.
    texts = [(0, 0, WIDEST_VALUE), *((row, 1, line) for row, line in enumerate(lines))]
    for row, column, text in [*texts, (wild_row, 2, wild_total)]:
        item = QStandardItem(text)
        item.setFont(bold)
        cells.setItem(row, column, item)
    for row, name in enumerate(names):
        header = QStandardItem(name)
        header.setFont(bold)
        cells.setVerticalHeaderItem(row, header)
    scratch.setModel(cells)
    total = scratch.sizeHintForColumn(1)
    scratch.setColumnWidth(2, total)
    room = Room(
        value=scratch.sizeHintForColumn(0),
        total=total,
        names=min(scratch.verticalHeader().sizeHint().width(), name_room(view)),
        wild_row=scratch.sizeHintForRow(wild_row),
    )
    scratch.deleteLater()
    return room


WIDEST_VALUE = "888"
"""As wide as any total a scores cell shows (a total is at most a few hundred points;
digits are as wide as each other in most fonts)."""


class SidePanels(QObject):
    """Creates the docks and keeps them bound to the current game's models."""

    def __init__(self, model: GameModel, window, appearance: Appearance) -> None:
        super().__init__(window)
        self.model = model
        self.logModel = GameLogModel(self)
        self.scoreboard: ScoreboardModel | None = None
        self.knownModel: KnownHoldingsModel | None = None
        self.appearance = appearance
        self._window = window
        self._fitted = False
        self.round = QDockWidget(window)
        self.round.setObjectName("roundDock")
        self.roundLabel = WrappingLabel()
        self.roundLabel.setObjectName("roundLabel")
        self.roundLabel.setWordWrap(True)
        self.roundLabel.setMargin(8)
        self.round.setWidget(self.roundLabel)

        self.scores = QDockWidget(window)
        self.scores.setObjectName("scoresDock")
        self.scoreView = _table()
        self.scoreView.setObjectName("scoreboard")
        self.scoreProxy = FamilyHeaderProxy(lambda family: family_icon(family, card_theme()))
        # The table is as tall as its rows; the box under it keeps the room of the row
        # that will hold the wild apart (``_fit_width``), as the dock's own margin: kept
        # inside the table, it was an empty strip under the last row, a glitch to the eye.
        self.scoreBox = QWidget()
        box_layout = QVBoxLayout(self.scoreBox)
        box_layout.setContentsMargins(0, 0, 0, 0)
        box_layout.setSpacing(0)
        box_layout.addWidget(self.scoreView)
        box_layout.addStretch(1)
        self.scores.setWidget(self.scoreBox)
        # Values are shown whole: the panel is kept as wide and as tall as they need
        # (``_fit_width``), so it never scrolls.
        self.scoreView.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scoreView.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._width_pending = False
        # ``_room``'s last measure and what it depended on: a game's every score change
        # asks for the fit, and only the font, the style, the language and the names
        # change what the scratch table would measure.
        self._room: tuple[tuple, Room] | None = None
        for signal in (
            self.scoreProxy.dataChanged,
            self.scoreProxy.modelReset,
            self.scoreProxy.layoutChanged,
            self.scoreProxy.headerDataChanged,
        ):
            signal.connect(self._fit_width_soon)

        self.known = QDockWidget(window)
        self.known.setObjectName("knownDock")
        self.knownView = _table()
        self.knownView.setObjectName("knownHoldings")
        self.known.setWidget(self.knownView)

        self.log = QDockWidget(window)
        self.log.setObjectName("logDock")
        box = QWidget()
        layout = QVBoxLayout(box)
        layout.setContentsMargins(0, 0, 0, 0)
        self.logView = NotedListView()
        self.logView.setObjectName("gameLog")
        self.logView.setWordWrap(True)
        self.logView.setUniformItemSizes(False)
        self.logView.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.logView.setModel(self.logModel)
        layout.addWidget(self.logView)
        self.log.setWidget(box)
        log_end = EndFollower(self.logView)
        self.logModel.rowsInserted.connect(lambda *_: log_end.scroll())

        for dock in (self.round, self.scores, self.known, self.log):
            dock.setAllowedAreas(
                Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea
            )
            window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        model.gameStarted.connect(self.bind)
        model.eventPublished.connect(self._on_event)
        model.pictureChanged.connect(self._follow)
        model.botFailed.connect(self._on_bot_failed)
        model.changed.connect(self._on_changed)
        self.retranslateUi()

    def bind(self) -> None:
        """A new or resumed game: new item models, the log of how it got here."""
        model = self.model
        picture: TablePicture = model.picture()
        names = model.names()
        # The last game's models go once their views have the new ones.
        for old in (self.scoreboard, self.knownModel):
            if old is not None:
                old.deleteLater()
        self.scoreboard = ScoreboardModel(picture.deck, names, self)
        self.knownModel = KnownHoldingsModel(picture.deck, names, self)
        self.logModel.start(names, picture.deck, model.youSeat())
        round_ = 1
        for event in model.pastEvents():
            if isinstance(event, ev.CardRevealed):
                round_ = event.round
            self.logModel.append(round_, event)
        self._follow(picture)
        self.scoreProxy.setSourceModel(self.scoreboard)
        self.scoreView.setModel(self.scoreProxy)
        self.knownView.setModel(self.knownModel)
        for view in (self.scoreView, self.knownView):
            cap_row_names(view)  # a long name is cut: the docks keep their width
        score_header = self.scoreView.horizontalHeader()
        score_header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        # The total's header is a word ("Summe", "Punteggio"), its cell may hold the wild
        # apart: as wide as its widest line (``_fit_width``), whatever it holds now.
        score_header.setSectionResizeMode(len(SCORING_FAMILIES), QHeaderView.ResizeMode.Fixed)
        score_header.setMinimumSectionSize(30)
        known_header = self.knownView.horizontalHeader()
        known_header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        known_header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.refreshOwnScore()
        self._fit_width_soon()
        if not self._fitted:
            self._fitted = True
            QTimer.singleShot(0, self, self._fit_scores)  # dropped with the panels

    def _fit_scores(self) -> None:
        """The round panel as tall as its lines and the scores panel as tall as its rows
        (``_fit_width``), once per run (the player may resize them): the space left goes
        to the known holdings and the game log. The round panel is fitted too: where
        Five Three Five's table was laid first (the game last set up), it took the room
        of that game's docks and showed its three lines in the middle of a tall box."""
        view = self.scoreView
        if view.model() is None or view.model().rowCount() == 0:
            return
        title = self.scores.titleBarWidget()
        extra = title.height() if title else view.fontMetrics().height() + 10
        label = self.roundLabel
        # Its docks just shown, the label may not have its width yet: at least the table's.
        width = max(label.width(), view.minimumWidth(), 1)
        fitted = [label.heightForWidth(width) + extra, self.scoreBox.minimumHeight() + extra]
        # The others ask for the rest, shared, so that none of it goes to the fitted two.
        rest = max(self._window.height() - sum(fitted), 0) // 2
        docks = [self.round, self.scores, self.known, self.log]
        self._window.resizeDocks(docks, [*fitted, rest, rest], Qt.Orientation.Vertical)

    def _fit_width_soon(self, *_args) -> None:
        if not self._width_pending:
            self._width_pending = True
            QTimer.singleShot(0, self.scoreView, self._fit_width)  # dropped with the view

    def _fit_width(self) -> None:
        """The scores panel as wide and as tall as the values it can show, shown or not
        yet, so that it never moves during a game: each family column a bold "888" (they
        share the width evenly), the total column fixed at its widest line ("888 + wild"
        wraps after its "+"), the names all bold, and room for one row two lines tall (the
        one whose total holds the wild apart, kept under the table). Fitted to the values
        of the moment, the columns widened at the first bold three-digit value and the
        docks moved. Being as tall as its rows, the table needs no scroll bar, so none is
        given room: German's five-seat adjustment prompt, beside the table, keeps the
        width it needs to stay on three lines."""
        self._width_pending = False
        view = self.scoreView
        if view.model() is None:
            return
        header = view.horizontalHeader()
        families = len(SCORING_FAMILIES)
        wild_total = arg(translate("Scoreboard", "%1 + wild"), WIDEST_VALUE)
        # "888 + multicolore" wraps after its "+" (the cells wrap words): the column
        # needs its widest line, not the whole.
        words = wild_total.split()
        lines = [WIDEST_VALUE, " ".join(words[:2]), *words[2:]]
        room = self._measured(lines, wild_total)

        def need(column: int) -> int:
            if column == families:  # fixed: its widest line, whatever it holds now
                return max(header.sectionSizeHint(column), room.total)
            return max(header.sectionSizeHint(column), room.value)

        header.resizeSection(families, need(families))
        view.resizeRowsToContents()  # a total wrapped at the new width gets its lines
        width = families * max(need(c) for c in range(families)) + need(families)
        width += min(max(view.verticalHeader().sizeHint().width(), room.names), name_room(view))
        width += 2 * view.frameWidth()
        if width != view.minimumWidth():
            view.setMinimumWidth(width)
        heights = [view.rowHeight(row) for row in range(view.model().rowCount())]
        height = header.sizeHint().height() + 2 * view.frameWidth() + sum(heights)
        if height != view.minimumHeight():
            view.setFixedHeight(height)
        if heights:  # one row may be two lines tall, the others as they are
            height += max(max(heights), room.wild_row) - max(heights)
        if height != self.scoreBox.minimumHeight():
            self.scoreBox.setMinimumHeight(height)

    def _measured(self, lines: list[str], wild_total: str) -> Room:
        """``_room`` for the scores view, measured again only when what it depends on
        has changed (it built and laid out a scratch table at every score change)."""
        view = self.scoreView
        names = self.model.names()
        key = (view.font().key(), view.style().name(), tuple(lines), wild_total, tuple(names))
        if self._room is None or self._room[0] != key:
            self._room = (key, _room(view, lines, wild_total, names))
        return self._room[1]

    def _on_event(self, event: ev.Event, picture: TablePicture) -> None:
        self.logModel.append(picture.round, event)
        self._follow(picture)
        self.refreshOwnScore()

    def _on_bot_failed(self, seat: int, problem: str) -> None:
        if self.model.hasGame():
            self.logModel.append(self.model.picture().round, BotFailure(seat, problem))

    def _on_changed(self, changes: Changes) -> None:
        if changes.exposed:
            self.refreshOwnScore()

    def _follow(self, picture: TablePicture) -> None:
        """The tables and the round panel show ``picture``."""
        if self.scoreboard is None or self.knownModel is None:
            return
        names = self.model.names()  # online, a seat given to a bot is renamed
        self.scoreboard.setNames(names)
        self.knownModel.setNames(names)
        self.scoreboard.update(list(picture.known), picture.wild)
        self.knownModel.update(list(picture.known), picture.hand_counts())
        self.refreshRound(picture)

    def refreshOwnScore(self) -> None:
        """The shown hand's owner sees their true score on their row (hot seat: only
        while that hand is on screen, as the hand itself)."""
        model = self.model
        if not model.hasGame() or self.scoreboard is None:
            return
        seat = model.exposedSeat()
        hand = model.picture().hands[seat] if seat is not None else None
        if hand is None or model.isOver():
            self.scoreboard.setOwnHand(None)
        else:
            self.scoreboard.setOwnHand(seat, hand)
        self._title_scores()

    def _title_scores(self) -> None:
        board = self.scoreboard
        if board is not None and board.ownSeat() is not None:
            # The row in bold counts the whole hand of the player at the screen.
            title = translate("SidePanels", "Scores (known; yours in bold)")
        else:
            title = translate("SidePanels", "Scores (known cards)")
        self.scores.setWindowTitle(title)

    def refreshRound(self, picture: TablePicture | None = None) -> None:
        """The round, the card on offer and the pile, as ``picture`` (default: now) shows."""
        model = self.model
        if not model.hasGame():
            self.roundLabel.setText(translate("SidePanels", "No game yet."))
            return
        if picture is None:
            picture = model.picture()
        card = picture.auction_card
        left = picture.pile_left
        #: %1 is the round number, e.g. 3 (a game has 12 rounds).
        lines = [arg(translate("SidePanels", "Round %1 of 12"), picture.round)]
        if card is not None:
            #: %1 is a card name, e.g. "green 35".
            text = translate("SidePanels", "Up for auction: %1")
            lines.append(arg(text, card_id_text(picture.deck, picture.deck.cards[card].id)))
        else:
            lines.append(translate("SidePanels", "No card is up for auction."))
        if any(left):
            #: %1 counts the face-down cards left per type, e.g. "3★ · 5★★ · 1★★★".
            lines.append(arg(translate("SidePanels", "Pile: %1"), pile_text(left)))
        else:
            lines.append(translate("SidePanels", "The pile is empty."))
        self.roundLabel.setText("\n".join(lines))

    def retranslateUi(self) -> None:
        self.round.setWindowTitle(translate("SidePanels", "Round"))
        self._title_scores()
        self.known.setWindowTitle(translate("SidePanels", "Known holdings"))
        self.log.setWindowTitle(translate("SidePanels", "Game log"))
        self.scoreView.setAccessibleName(
            translate("SidePanels", "Scoreboard: best known card per family")
        )
        self.knownView.setAccessibleName(
            translate("SidePanels", "Cards each player is known to hold")
        )
        self.logView.setAccessibleName(translate("SidePanels", "Game log"))
        # Before any game: what each panel will hold.
        self.scoreView.setEmptyNote(
            #: SCORE 5's scores panel before any game: what it will show.
            translate("SidePanels", "Once a game starts: each player's best known card per family.")
        )
        self.knownView.setEmptyNote(
            #: SCORE 5's known holdings panel before any game: what it will show.
            translate("SidePanels", "Once a game starts: the cards each player is known to hold.")
        )
        self.logView.setEmptyNote(
            #: SCORE 5's game log before any game: what it will show.
            translate("SidePanels", "Once a game starts: every bid, win and card taken.")
        )
        self.logModel.retranslate()
        for table in (self.scoreboard, self.knownModel):
            if table is not None:
                table.retranslate()
        self.refreshRound()
        self._fit_width_soon()

    def docks(self) -> list[QDockWidget]:
        return [self.round, self.scores, self.known, self.log]
