"""Review my game: each decision of a player beside the expert bot's, what the
difference cost, and why the expert chose as it did; the costliest moments marked.
The window serves every game whose coach reviews decisions: the game's own words
come from its ``CoachWords`` (``model.review_model``).

The review runs in the app's bot pool (``ReviewRunner``): rows appear as decisions are
reviewed, a progress bar counts them and Cancel stops it, keeping what is done.
Double-clicking a row (or "Watch this round") asks for that round's replay.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QModelIndex, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from score5_desktop.model.bot_pool import BotPool
from score5_desktop.model.review_model import (
    Moment,
    ReviewRunner,
    ReviewSubject,
    ReviewTableModel,
    StepRole,
)
from score5_desktop.model.text import arg, list_text
from score5_desktop.ui.common.plain import set_tooltip
from score5_desktop.ui.common.screen_fit import centre_on
from score5_desktop.ui.windows.window_lookup import main_window_of

#: Each column's usual width, in ems (the last one, the why, takes the rest).
_COLUMN_EMS = {
    ReviewTableModel.ROUND: 5,
    ReviewTableModel.DECISION: 9,
    ReviewTableModel.PLAYED: 16,
    ReviewTableModel.EXPERT: 16,
    ReviewTableModel.SCORE: 11,
    ReviewTableModel.WIN: 13,
}


class ReviewWindow(QWidget):
    replayRequested = Signal(int)
    """Watch the game from this step's round (a step of the reviewed game)."""
    marksChanged = Signal(object)
    """The steps of the costliest moments so far (for the replay's timeline)."""

    def __init__(
        self,
        subject: ReviewSubject,
        seat: int | None = None,
        parent: QWidget | None = None,
        *,
        seed: int = 0,
        rollouts: int | None = None,
        worlds: int | None = None,
        pool: BotPool | None = None,
    ) -> None:
        """``rollouts`` and ``worlds``: the review's budget, None for the game's own;
        ``pool``: the app's bot pool, which reviews (None: one of the window's own)."""
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("reviewWindow")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.subject = subject
        self._text = subject.text
        self._budget = (seed, rollouts, worlds)
        self._names = subject.names
        self._words = subject.words()
        self._total = 0
        self._done = 0
        self._state = "running"
        self._error = ""
        self._watcher: Callable[[ReviewWindow, int], None] | None = None
        self._replay: QWidget | None = None  # the last replay a row opened
        self.runner = ReviewRunner(pool, self)
        self.model = ReviewTableModel(self._words, self._names, self)
        # The window is the receiver, so these run on the GUI thread (queued).
        self.runner.momentReady.connect(self._on_moment)
        self.runner.finished.connect(self._on_finished)
        self.runner.failed.connect(self._on_failed)

        self.intro = QLabel()
        self.intro.setWordWrap(True)
        # The figures (± and pts) explained once, in plain words, for every game.
        self.figures = QLabel()
        self.figures.setObjectName("reviewFigures")
        self.figures.setWordWrap(True)
        self.seatLabel = QLabel()
        self.seatBox = QComboBox()
        self.seatBox.setObjectName("reviewSeat")
        self.seatLabel.setBuddy(self.seatBox)
        self.seatNote = QLabel()
        self.seatNote.setObjectName("reviewSeatNote")
        self.seatNote.setTextFormat(Qt.TextFormat.PlainText)
        self.seatNote.setWordWrap(True)
        own = subject.online_seat
        if own is not None:
            # An online game: the player saw it through their own seat alone, so the
            # coach reviews that seat and offers no other.
            self.seatBox.addItem(self._names[own], own)
            self.seatBox.setEnabled(False)
            self.seat = own
        else:
            for number, name in enumerate(self._names):
                self.seatBox.addItem(name, number)
            humans = [s for s, p in enumerate(subject.loaded.players) if not p.is_bot]
            self.seat = seat if seat is not None else (humans[0] if humans else 0)
            self.seatBox.setCurrentIndex(self.seat)
        self.seatNote.setVisible(own is not None)
        self.progress = QProgressBar()
        self.progress.setObjectName("reviewProgress")
        self.cancelButton = QPushButton()
        self.cancelButton.setObjectName("reviewCancel")
        top = QHBoxLayout()
        top.addWidget(self.seatLabel)
        top.addWidget(self.seatBox)
        top.addWidget(self.seatNote)
        top.addWidget(self.progress, 1)
        top.addWidget(self.cancelButton)

        self.table = QTableView()
        self.table.setObjectName("reviewTable")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(True)
        # Nothing is cut with "…": rows grow to their text (again when a column's width
        # changes, below), and the why's whole text is its tooltip too.
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        # Fixed column widths and one row sized as it arrives: "resize to contents" would
        # measure every row again on each new one, a stall on the GUI thread.
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(ReviewTableModel.WHY, QHeaderView.ResizeMode.Stretch)
        self.status = QLabel()
        self.status.setObjectName("reviewStatus")
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        self.summary = QLabel()
        self.summary.setObjectName("reviewSummary")
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setWordWrap(True)
        self.watchButton = QPushButton()
        self.watchButton.setObjectName("reviewWatch")
        self.watchButton.setEnabled(False)
        self.closeButton = QPushButton()
        buttons = QHBoxLayout()
        buttons.addWidget(self.summary, 1)
        buttons.addWidget(self.watchButton)
        buttons.addWidget(self.closeButton)

        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.figures)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.status)
        layout.addLayout(buttons)

        self.cancelButton.clicked.connect(self.cancel)
        self.closeButton.clicked.connect(self.close)
        self.watchButton.clicked.connect(self._watch_selected)
        self.table.doubleClicked.connect(self._watch_index)
        self.table.selectionModel().selectionChanged.connect(self._refresh_buttons)
        self.seatBox.currentIndexChanged.connect(self._on_seat_chosen)
        self.model.marksChanged.connect(self._on_marks)
        # A column's new width re-wraps every row once the resizing pauses (one pass, not
        # one per pixel dragged).
        self._rewrap = QTimer(self)
        self._rewrap.setSingleShot(True)
        self._rewrap.setInterval(60)
        self._rewrap.timeout.connect(self.table.resizeRowsToContents)
        header.sectionResized.connect(lambda *_: self._rewrap.start())
        self.resize(1180, 660)
        self.retranslateUi()
        self.start(self.seat)

    # -- running -------------------------------------------------------------------------
    def _on_seat_chosen(self, index: int) -> None:
        seat = self.seatBox.itemData(index)
        if isinstance(seat, int) and seat != self.seat:
            self.start(seat)

    def start(self, seat: int) -> None:
        """Review ``seat`` from the beginning (a new choice of player restarts it); an
        online game's own seat whatever is asked."""
        own = self.subject.online_seat
        self.seat = seat = own if own is not None else seat
        self.model.clear()
        self._done = 0
        self._state = "running"
        seed, rollouts, worlds = self._budget
        self._total = self.runner.start(self._text, seat, seed, rollouts, worlds)
        self.progress.setRange(0, max(self._total, 1))
        self.progress.setValue(0)
        self.cancelButton.setEnabled(True)
        self._refresh_status()

    def cancel(self) -> None:
        if self.runner.isRunning():
            self.runner.cancel()

    def isRunning(self) -> bool:
        return self._state == "running"

    @Slot(int, object, int, int)
    def _on_moment(self, job: int, moment: Moment, done: int, total: int) -> None:
        if job != self.runner.job():
            return  # a review replaced by another
        self.model.add(moment)
        self.table.resizeRowToContents(self.model.rowCount() - 1)
        self._done = done
        self.progress.setValue(done)
        self._refresh_status()

    @Slot(int, bool)
    def _on_finished(self, job: int, complete: bool) -> None:
        if job != self.runner.job():
            return
        if self._state != "failed":
            self._state = "complete" if complete else "cancelled"
        self.cancelButton.setEnabled(False)
        if complete:
            self.progress.setValue(self.progress.maximum())
        self._refresh_status()

    @Slot(int, str)
    def _on_failed(self, job: int, text: str) -> None:
        if job != self.runner.job():
            return
        self._state = "failed"
        self._error = text
        self._refresh_status()

    def _on_marks(self) -> None:
        self._refresh_summary()
        self.marksChanged.emit(self.model.marks())

    # -- watching ------------------------------------------------------------------------
    def setWatcher(self, watcher: Callable[[ReviewWindow, int], None] | None) -> None:
        """What watching a row does (given this window and the row's step); it holds no
        widget, so the window is never kept alive from Python by its own connection."""
        self._watcher = watcher

    def keepReplay(self, replay: QWidget) -> None:
        """The replay a row opened: the one before it, if still open, is closed."""
        old = self._replay
        if old is not None:
            old.destroyed.disconnect(self._forget_replay)
            old.close()
        self._replay = replay
        replay.destroyed.connect(self._forget_replay)

    @Slot()
    def _forget_replay(self) -> None:
        self._replay = None

    def _watch_index(self, index: QModelIndex) -> None:
        if index.isValid():
            step = int(index.data(StepRole))
            self.replayRequested.emit(step)
            if self._watcher is not None:
                self._watcher(self, step)

    def _watch_selected(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if rows:
            self._watch_index(rows[0])

    def _refresh_buttons(self, *_args: object) -> None:
        self.watchButton.setEnabled(bool(self.table.selectionModel().selectedRows()))

    # -- words ---------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Review of the game"))
        self.intro.setText(
            self._words.intro()
            or self.tr(
                "The expert bot looks at each of your decisions with what you knew at the "
                "time. Score and win chance show what your choice changed compared with "
                "the expert's, both played out in the same simulated games: a negative "
                "number is what it cost you."
            )
        )
        self.figures.setText(
            self.tr(
                "How to read the figures: each is your choice minus the expert's, so a "
                "minus sign is what your choice cost. Win chance is in percentage points "
                "(pts): −4.0 pts means your chance of winning fell by 4 in 100. The number "
                "after ± is the margin of error from the simulated games: a difference "
                "smaller than twice it may be chance."
            )
        )
        self.seatLabel.setText(self.tr("&Player:"))
        if self.subject.online_seat is not None:
            #: The coach's choice of player, locked: an online game is reviewed for the
            #: seat the player held at its table only.
            note = self.tr("An online game is reviewed for your own seat only.")
            self.seatNote.setText(note)
            set_tooltip(self.seatBox, note)
        self.cancelButton.setText(self.tr("&Cancel"))
        self.watchButton.setText(self._words.watch_button() or self.tr("&Watch this round"))
        self.closeButton.setText(self.tr("C&lose"))
        self.model.retranslate()
        self._fit_columns()
        self._refresh_status()
        self._refresh_summary()

    def _fit_columns(self) -> None:
        """Each column its usual width, wider where its header needs it (a long word in
        another language, as Italian's "Smazzata"): a header is never cut."""
        header = self.table.horizontalHeader()
        em = self.fontMetrics().horizontalAdvance("M")
        for column, ems in _COLUMN_EMS.items():
            header.resizeSection(column, max(ems * em, header.sectionSizeHint(column)))

    def _refresh_status(self) -> None:
        if self._state == "running":
            #: Progress: %1 the decision being reviewed, e.g. 4; %2 how many there are, e.g. 40.
            text = arg(self.tr("Reviewing decision %1 of %2…"), self._done + 1, self._total)
            if self._total == 0:
                text = self.tr("This player had no decision to review.")
        elif self._state == "complete":
            #: %n the number of decisions reviewed, e.g. 40.
            text = self.tr("Review complete: %n decision(s).", None, self._done)
        elif self._state == "cancelled":
            text = arg(
                #: %1 the decisions reviewed, e.g. 12; %2 how many there were, e.g. 40.
                self.tr("Review cancelled after %1 of %2 decisions."),
                self._done,
                self._total,
            )
        else:
            #: %1 what went wrong, in the system's words, e.g. "out of memory".
            text = arg(self.tr("The review could not be completed (%1)."), self._error)
        self.status.setText(text)

    def _refresh_summary(self) -> None:
        rounds = self.model.markedRounds()
        if not rounds:
            hint = self._words.watch_hint()
            self.summary.setText(hint or self.tr("Double-click a row to watch that round."))
            return
        text = self._words.marks_text(rounds)
        if text is None:
            #: %1 the rounds marked ▲ in the table, e.g. "3, 7, 12"; %n how many, e.g. 3.
            text = self.tr(
                "▲ marks the moments that cost you the most: round(s) %1.", None, len(rounds)
            )
            text = arg(text, list_text([str(r) for r in rounds]))
        self.summary.setText(text)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.runner.shutdown()
        super().closeEvent(event)


def open_review(
    parent: QWidget,
    subject: ReviewSubject,
    seat: int | None = None,
    *,
    watch: Callable[[ReviewWindow, int], None],
) -> ReviewWindow:
    """Review my game: the window, whose rows ``watch`` their round (on the main table)."""
    main = main_window_of(parent)
    owner = main or parent
    # The main window's game model holds the app's one bot pool.
    pool = main.model.pool if main is not None else None
    window = ReviewWindow(subject, seat, owner, pool=pool)
    window.setWatcher(watch)
    centre_on(window, owner)
    window.show()
    window.raise_()
    return window
