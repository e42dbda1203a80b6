"""The coach's review for the window: a runner that keeps it off the GUI thread, and
a table of the reviewed moments in the interface language.

Any game that reviews decisions (``core.protocol.ReviewsDecisions``) is shown: the
table's columns are the same for every game, and what a moment says (its round,
its decision, the two plays, the first measure and the why) is worded by the game's
own ``CoachWords`` (``Game.coach_words(loaded)``, imported from the game's Qt part
on that call), so no game's words live here.

The review itself runs in the app's one bot pool (``bot_pool.BotPool``, on its coach
lanes: two decisions at once in worker processes), which carries each moment back
as a signal, in game order, so neither the search nor the waiting ever happens on
the GUI thread. Cancel stops that review's processes at once: moments already
reviewed stay.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
    Slot,
)
from PySide6.QtGui import QColor, QFont

from score5_desktop.core import records
from score5_desktop.core.coach import Estimate, costly_steps
from score5_desktop.core.protocol import Decision, Game, Loaded, ReviewsDecisions
from score5_desktop.model.bot_pool import BotPool
from score5_desktop.model.text import arg, number_text, translate

Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()
StepRole = Qt.ItemDataRole.UserRole + 1
"""The moment's step in the game (a replay position is that step minus one)."""
RoundRole = Qt.ItemDataRole.UserRole + 2


Moment = Any  # a game's reviewed decision (``core.protocol.ReviewsDecisions``)


@runtime_checkable
class CoachWords(Protocol):
    """What a game's Qt part says of its reviewed moments, in the interface language."""

    def phase(self, moment: Moment) -> int:
        """The round (or deal) the moment belongs to, 1-based: the first column."""
        ...

    def phase_title(self) -> str:
        """The first column's header ("Round")."""
        ...

    def measure_title(self) -> str:
        """The header of the game's own measure ("Score change", "Penalty points")."""
        ...

    def measure(self, moment: Moment) -> Estimate:
        """That measure as a gain (played minus expert, negative: a cost), for colour."""
        ...

    def measure_text(self, moment: Moment) -> str:
        """That measure with its error, as the cell shows it."""
        ...

    def kind_text(self, moment: Moment) -> str: ...

    def choice_text(self, decision: Decision) -> str:
        """A decision as a short noun phrase for a table cell."""
        ...

    def why_text(self, moment: Moment, names: Sequence[str]) -> str:
        """Why the expert chose as it did."""
        ...

    def intro(self) -> str | None:
        """The window's explanation when the shell's own does not fit, else None."""
        ...

    def marks_text(self, phases: Sequence[int]) -> str | None:
        """The sentence naming the rounds of the costliest moments, when the shell's own
        ("round(s) 3, 7") does not fit the game's word for them (deals), else None."""
        ...

    def watch_hint(self) -> str | None:
        """How to watch a row's round again, when the shell's own does not fit, else None."""
        ...

    def watch_button(self) -> str | None:
        """The button watching the selected row's round (with its access key), when the
        shell's own does not fit, else None."""
        ...


@dataclass(frozen=True, slots=True)
class ReviewSubject:
    """A finished game the coach reviews: its game, its record read, and the text;
    ``online_seat``, for a game played at an online table, the seat its player held
    there: the only seat reviewed (None: any seat may be)."""

    game: Game
    loaded: Loaded
    text: str
    online_seat: int | None = None

    @classmethod
    def of_record(cls, text: str) -> ReviewSubject:
        """A record the app wrote or read (``RecordError`` if it does not read)."""
        game, loaded = records.read(text)
        return cls(game, loaded, text)

    @property
    def names(self) -> list[str]:
        return [p.name for p in self.loaded.players]

    def reviews(self) -> bool:
        """Whether its game's coach reviews decisions in the app."""
        return isinstance(self.game, ReviewsDecisions)

    def words(self) -> CoachWords:
        """The game's coach words (imported from its Qt part on first use)."""
        assert isinstance(self.game, ReviewsDecisions)
        words = self.game.coach_words(self.loaded)
        if not isinstance(words, CoachWords):
            raise TypeError(f"the coach words of {self.game.id!r} are not CoachWords")
        return words


class ReviewRunner(QObject):
    """One window's reviews, run by the bot pool one after another; results arrive as
    signals, in game order.

    Each review is a numbered job and every signal carries its number, so a review
    replaced by another (a different player chosen) can never add its rows to the
    new one's, and starting the new one never waits for the old one to stop."""

    momentReady = Signal(int, object, int, int)
    """Job, a reviewed ``Moment``, how many are done, and the total."""
    finished = Signal(int, bool)
    """Job, and True if every decision was reviewed (False: cancelled)."""
    failed = Signal(int, str)

    def __init__(self, pool: BotPool | None = None, parent: QObject | None = None) -> None:
        """``pool``: the app's bot pool; None gives the runner one of its own (a review
        window opened without the main window, as in tests)."""
        super().__init__(parent)
        self._own_pool = pool is None
        self._pool = BotPool(self) if pool is None else pool
        self._pool.reviewed.connect(self._on_reviewed)
        self._pool.reviewEnded.connect(self._on_ended)
        self._pool.reviewFailed.connect(self._on_failed)
        self._job = 0
        self._running = False

    def job(self) -> int:
        """The number of the latest review started."""
        return self._job

    def isRunning(self) -> bool:
        return self._running

    def start(
        self,
        record_text: str,
        seat: int,
        seed: int = 0,
        rollouts: int | None = None,
        worlds: int | None = None,
    ) -> int:
        """Start reviewing ``seat`` of a record of any game that reviews decisions
        (stopping any review under way); returns the number of decisions to review.
        Its signals carry ``job()``. ``None`` budgets are the game's own."""
        self.cancel()
        game, loaded = records.read(record_text)
        if not isinstance(game, ReviewsDecisions):
            raise TypeError(f"the coach does not review {game.id} games")
        total = len(game.review_points(loaded, seat))
        self._running = True
        self._job = self._pool.review(record_text, seat, total, seed, rollouts, worlds)
        return total

    def cancel(self) -> None:
        """Stop the running review (its processes end at once)."""
        if self._running:
            self._pool.cancel_review(self._job)

    def shutdown(self) -> None:
        """Its window closed: the review stops and the coach's processes end."""
        self.cancel()
        if self._own_pool:
            self._pool.shutdown()
        else:
            self._pool.end_coach()

    @Slot(int, object, int, int)
    def _on_reviewed(self, job: int, moment: Moment, done: int, total: int) -> None:
        if job == self._job:
            self.momentReady.emit(job, moment, done, total)

    @Slot(int, bool)
    def _on_ended(self, job: int, complete: bool) -> None:
        if job == self._job:
            self._running = False
            self.finished.emit(job, complete)

    @Slot(int, str)
    def _on_failed(self, job: int, text: str) -> None:
        if job == self._job:
            self.failed.emit(job, text)


class ReviewTableModel(QAbstractTableModel):
    """One row per reviewed decision; the costliest moments are marked."""

    ROUND, DECISION, PLAYED, EXPERT, SCORE, WIN, WHY = range(7)
    marksChanged = Signal()

    def __init__(
        self, words: CoachWords, names: Sequence[str], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._words = words
        self._names = list(names)
        self._moments: list[Moment] = []
        self._marks: tuple[int, ...] = ()
        self._texts: dict[tuple[int, int, bool], str] = {}  # worded once, not per paint

    # -- content ----------------------------------------------------------------------
    def clear(self) -> None:
        self.beginResetModel()
        self._moments = []
        self._marks = ()
        self._texts.clear()
        self.endResetModel()
        self.marksChanged.emit()

    def add(self, moment: Moment) -> None:
        row = len(self._moments)
        self.beginInsertRows(QModelIndex(), row, row)
        self._moments.append(moment)
        self.endInsertRows()
        marks = costly_steps(self._moments)
        if marks != self._marks:
            self._marks = marks
            if self._moments:
                self.dataChanged.emit(self.index(0, 0), self.index(row, self.WHY))
            self.marksChanged.emit()

    def marks(self) -> tuple[int, ...]:
        """Steps of the costliest moments, in game order."""
        return self._marks

    def markedRounds(self) -> list[int]:
        words = self._words
        return sorted({words.phase(m) for m in self._moments if m.step in self._marks})

    def retranslate(self) -> None:
        self._texts.clear()
        if self._moments:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._moments) - 1, self.WHY))
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.WHY)

    # -- Qt's item model ----------------------------------------------------------------
    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._moments)

    def columnCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else 7

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (
            self._words.phase_title(),
            translate("Review", "Decision"),
            translate("Review", "You"),
            translate("Review", "Expert"),
            self._words.measure_title(),
            translate("Review", "Win chance change"),
            translate("Review", "Why the expert chose it"),
        )[section]

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0) -> Any:
        if not index.isValid():
            return None
        m = self._moments[index.row()]
        column = index.column()
        marked = m.step in self._marks
        if role == Qt.ItemDataRole.DisplayRole:
            key = (index.row(), column, marked)
            text = self._texts.get(key)
            if text is None:
                text = self._texts[key] = self._display(m, column, marked)
            return text
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == self.WHY:
                return self._display(m, column, marked)
            if column in (self.SCORE, self.WIN) and not (m.same or m.equal):
                return arg(
                    #: A tooltip on the review's gain columns; %1 the number of sampled games,
                    #: e.g. 200.
                    translate(
                        "Review",
                        "Your choice minus the expert's, averaged over %1 sampled games "
                        "played both ways; ± one standard error.",
                    ),
                    m.worlds,
                )
            if marked:
                return translate("Review", "One of the moments that cost you the most.")
            return None
        if role == Qt.ItemDataRole.FontRole and marked:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole and column in (self.SCORE, self.WIN):
            if m.same or m.equal:
                return None
            estimate = self._words.measure(m) if column == self.SCORE else m.win
            if estimate.mean < -2 * estimate.error:
                return QColor("#c0392b")
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (self.SCORE, self.WIN):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == StepRole:
            return m.step
        if role == RoundRole:
            return self._words.phase(m)
        return None

    def _display(self, m: Moment, column: int, marked: bool) -> str:
        words = self._words
        if column == self.ROUND:
            text = str(words.phase(m))
            #: A marked round in the review table: %1 the round number, e.g. 7.
            return arg(translate("Review", "%1 ▲"), text) if marked else text
        if column == self.DECISION:
            return words.kind_text(m)
        if column == self.PLAYED:
            return words.choice_text(m.played)
        if column == self.EXPERT:
            if m.same:
                return translate("Review", "Same as you")
            if m.equal:
                return translate("Review", "As good as yours")
            return words.choice_text(m.expert)
        if column == self.SCORE:
            if m.same or m.equal:
                return translate("Review", "—")
            return words.measure_text(m)
        if column == self.WIN:
            if m.same or m.equal:
                return translate("Review", "—")
            return arg(
                #: A win-chance difference in percentage points: %1 a signed number, e.g. "−4.0"; %2
                #: the error, e.g. "1.2".
                translate("Review", "%1 ± %2 pts"),
                signed(100 * m.win.mean, 1),
                number_text(100 * m.win.error, 1),
            )
        return words.why_text(m, self._names)


def signed(value: float, decimals: int) -> str:
    """A number with its sign always shown (a cost reads "−12.5", a gain "+3.0")."""
    text = number_text(abs(value), decimals)
    if round(value, decimals) == 0:
        return text
    return ("+" if value > 0 else "−") + text
