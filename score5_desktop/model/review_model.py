"""The coach's review for the window: a runner that keeps it off the GUI thread, and
a table of the reviewed moments in the interface language.

The review itself (``ai.review``) runs in worker processes (``review_job``), two
decisions at once; a thread of a private pool starts them and carries each moment
back as a signal, in game order, so neither the search nor the waiting ever
happens on the GUI thread. Cancel stops the processes at once: moments already
reviewed stay.
"""

from __future__ import annotations

import logging
import multiprocessing
import queue
import threading
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QThreadPool,
    Signal,
)
from PySide6.QtGui import QColor, QFont

from score5_desktop.games.score5.bots.reasons import Reason, ReasonKind
from score5_desktop.games.score5.bots.review import (
    REVIEW_ROLLOUTS,
    REVIEW_WORLDS,
    Gain,
    GainKind,
    Moment,
    MomentKind,
    costly_steps,
    decision_points,
)
from score5_desktop.games.score5.rules.cards import Deck
from score5_desktop.games.score5.rules.decisions import AssignWild, Bid, Decision, Pick
from score5_desktop.games.score5.rules.record import load
from score5_desktop.model.hint_text import percent_text, reason_text
from score5_desktop.model.review_job import REVIEW_WORKERS, run_review
from score5_desktop.model.text import (
    arg,
    card_id_text,
    card_text,
    cards_text,
    family_text,
    number_text,
    translate,
)

logger = logging.getLogger(__name__)

Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()
StepRole = Qt.ItemDataRole.UserRole + 1
"""The moment's step in the game (a replay position is that step minus one)."""
RoundRole = Qt.ItemDataRole.UserRole + 2


class ReviewRunner(QObject):
    """Runs reviews in worker processes, one review after another; results arrive as
    signals, in game order.

    Each review is a numbered job and every signal carries its number, so a review
    replaced by another (a different player chosen) can never add its rows to the
    new one's, and starting the new one never waits for the old one to stop."""

    momentReady = Signal(int, object, int, int)
    """Job, a reviewed ``Moment``, how many are done, and the total."""
    finished = Signal(int, bool)
    """Job, and True if every decision was reviewed (False: cancelled)."""
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(2)  # a new review starts while the old one stops
        self._stop = threading.Event()
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
        rollouts: int = REVIEW_ROLLOUTS,
        worlds: int = REVIEW_WORLDS,
    ) -> int:
        """Start reviewing ``seat`` (stopping any review under way); returns the number
        of decisions to review. Its signals carry ``job()``."""
        self.cancel()
        _record, replayed = load(record_text)
        total = len(decision_points(replayed, seat))
        self._job += 1
        job = self._job
        self._stop = stop = threading.Event()
        self._running = True
        args = (record_text, seat, seed, rollouts, worlds)
        self._pool.start(lambda: self._work(job, args, total, stop))
        return total

    def cancel(self) -> None:
        """Stop the running review (its processes end at once)."""
        self._stop.set()

    def shutdown(self) -> None:
        self.cancel()
        self._pool.waitForDone(3000)

    def _work(self, job: int, args: tuple, total: int, stop: threading.Event) -> None:
        """On the pool's thread: start the processes, relay what they send in game
        order, end them."""
        context = multiprocessing.get_context("spawn")
        out = context.Queue()
        tasks = context.Queue()
        cancel = context.Event()
        workers = min(REVIEW_WORKERS, total)
        for index in range(total):
            tasks.put(index)
        for _ in range(workers):
            tasks.put(None)
        processes = [
            context.Process(target=run_review, args=(*args, tasks, out, cancel), daemon=True)
            for _ in range(workers)
        ]
        arrived: dict[int, Moment] = {}  # reviewed ahead of an earlier decision
        done = 0
        try:
            for process in processes:
                process.start()
            while done < total and not stop.is_set():
                try:
                    message = out.get(timeout=0.05)
                except queue.Empty:
                    if not any(p.is_alive() for p in processes) and out.empty():
                        self._emit_failed(job, "the review process ended unexpectedly")
                        break
                    continue
                kind = message[0]
                if kind == "moment":
                    arrived[message[1]] = message[2]
                    while done in arrived:
                        moment = arrived.pop(done)
                        done += 1
                        self._emit(self.momentReady, job, moment, done, total)
                elif kind == "error":
                    self._emit_failed(job, message[1])
                    break
        except Exception as exc:  # noqa: BLE001 - the window must hear of any failure
            logger.exception("review failed")
            self._emit_failed(job, f"{type(exc).__name__}: {exc}")
        finally:
            cancel.set()
            for process in processes:
                if process.is_alive():
                    process.terminate()
            for process in processes:
                if process.pid is not None:
                    process.join(2)
            out.close()
            tasks.close()
        if job == self._job:
            self._running = False
        self._emit(self.finished, job, done == total and not stop.is_set())

    def _emit(self, signal: Any, *values: Any) -> None:
        try:
            signal.emit(*values)
        except RuntimeError:  # the runner was deleted while its thread finished
            pass

    def _emit_failed(self, job: int, text: str) -> None:
        logger.warning("review failed: %s", text)
        self._emit(self.failed, job, text)


class ReviewTableModel(QAbstractTableModel):
    """One row per reviewed decision; the costliest moments are marked."""

    ROUND, DECISION, PLAYED, EXPERT, SCORE, WIN, WHY = range(7)
    marksChanged = Signal()

    def __init__(self, deck: Deck, names: Sequence[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._deck = deck
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
        return sorted({m.round for m in self._moments if m.step in self._marks})

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
            translate("Review", "Round"),
            translate("Review", "Decision"),
            translate("Review", "You"),
            translate("Review", "Expert"),
            translate("Review", "Score change"),
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
            estimate = m.score if column == self.SCORE else m.win
            if estimate.mean < -2 * estimate.error:
                return QColor("#c0392b")
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (self.SCORE, self.WIN):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == StepRole:
            return m.step
        if role == RoundRole:
            return m.round
        return None

    def _display(self, m: Moment, column: int, marked: bool) -> str:
        if column == self.ROUND:
            text = str(m.round)
            #: A marked round in the review table: %1 the round number, e.g. 7.
            return arg(translate("Review", "%1 ▲"), text) if marked else text
        if column == self.DECISION:
            return kind_text(m)
        if column == self.PLAYED:
            return choice_text(self._deck, m.played)
        if column == self.EXPERT:
            if m.same:
                return translate("Review", "Same as you")
            if m.equal:
                return translate("Review", "As good as yours")
            return choice_text(self._deck, m.expert)
        if column == self.SCORE:
            if m.same or m.equal:
                return translate("Review", "—")
            return arg(
                #: A points difference with its error: %1 a signed number, e.g. "−12.5";
                #: %2 the error, e.g. "3.1".
                translate("Review", "%1 ± %2"),
                signed(m.score.mean, 1),
                number_text(m.score.error, 1),
            )
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
        return why_text(m, self._deck, self._names)


def kind_text(m: Moment) -> str:
    if m.kind is MomentKind.BID:
        return translate("Review", "Bid")
    if m.kind is MomentKind.ADJUST:
        #: A decision's kind in the review table: %1 the adjustment round's number, e.g. 1.
        return arg(translate("Review", "Adjustment %1"), m.adjustment)
    if m.kind is MomentKind.PICK:
        return translate("Review", "Card taken")
    return translate("Review", "Wild")


def choice_text(deck: Deck, decision: Decision) -> str:
    """A decision as a short noun phrase for a table cell."""
    match decision:
        case Bid(cards=mask):
            if not mask:
                return translate("Review", "no bid")
            return arg(
                #: A bid in the review table: %1 its cards, e.g. "green 35, blue 10";
                #: %2 their total, e.g. 45.
                translate("Review", "%1 (total %2)"),
                cards_text(deck, mask),
                deck.total(mask),
            )
        case Pick(card=index):
            return card_text(deck.cards[index])
        case AssignWild(family=family):
            #: The wild card's placement in the review table: %1 a family's colour standing alone,
            #: e.g. "green".
            return arg(translate("Review", "wild as %1"), family_text(family))
    raise TypeError(f"not a decision: {decision!r}")


# Reasons that are sampling statistics: the score and win columns say it better.
_STATISTICS = {ReasonKind.SIM_NO_PAY, ReasonKind.SIM_WON_SHARE, ReasonKind.SIM_BEST}


def why_text(m: Moment, deck: Deck, names: Sequence[str]) -> str:
    """Why the expert chose as it did, in the interface language: first what its choice
    brought that the played one did not (``Gain``), then the bots' typed reasons for
    both choices where they differ. The one place that words it: the reason values
    pass through unchanged to the hint wording they share."""
    theirs = _ideas(m.reason)
    if m.same:
        return reason_text(theirs, deck, names)
    if m.equal:
        return translate("Review", "Both choices end the same in every sampled game.")
    parts = [gain_text(g, deck) for g in m.gains]
    mine = _ideas(m.played_reason)
    shared = set(mine) & set(theirs)
    theirs = tuple(r for r in theirs if r not in shared)
    mine = tuple(r for r in mine if r not in shared)
    if theirs:
        #: %1 is one or more sentences: the expert bot's reasons for its choice.
        text = translate("Review", "The expert's choice: %1")
        parts.append(arg(text, reason_text(theirs, deck, names)))
    if mine:
        #: %1 is one or more sentences: what the player's own choice did.
        parts.append(arg(translate("Review", "Your choice: %1"), reason_text(mine, deck, names)))
    if not parts:
        return translate(
            "Review", "The two choices differ little in this round: the rest of the game tells."
        )
    return " ".join(parts)


def _ideas(reasons: Sequence[Reason]) -> tuple[Reason, ...]:
    return tuple(r for r in reasons if r.kind not in _STATISTICS)


def gain_text(gain: Gain, deck: Deck) -> str:
    """What the expert's choice brought, as one sentence."""
    card = card_id_text(deck, gain.card) if gain.card else ""
    match gain.kind:
        case GainKind.WINS_CARD:
            #: %1 a card, e.g. "purple 110"; %2 and %3 percentages, e.g. "80%".
            text = translate(
                "Review", "The expert's bid wins the %1 in %2 of the sampled games, yours in %3."
            )
            return arg(text, card, percent_text(gain.share), percent_text(gain.other))
        case GainKind.LETS_CARD_GO:
            #: %1 a card, e.g. "purple 110"; %2 and %3 percentages, e.g. "5%".
            text = translate(
                "Review",
                "The expert lets the %1 go: its bid wins it in %2 of the sampled games, "
                "yours in %3.",
            )
            return arg(text, card, percent_text(gain.share), percent_text(gain.other))
        case GainKind.TAKES_CARD:
            #: %1 a card taken from the auction winner's bid, e.g. "green 80"; %2 a
            #: percentage of the sampled games, e.g. "60%".
            text = translate(
                "Review", "Instead it takes the %1 from the winning bid in %2 of them."
            )
            return arg(text, card, percent_text(gain.share))
        case GainKind.KEEPS_POINTS:
            #: %1 a number of points, e.g. 45.
            text = translate("Review", "On average it keeps cards worth %1 more points in hand.")
            return arg(text, number_text(gain.amount or 0))
    raise ValueError(f"not a gain: {gain!r}")


def signed(value: float, decimals: int) -> str:
    """A number with its sign always shown (a cost reads "−12.5", a gain "+3.0")."""
    text = number_text(abs(value), decimals)
    if round(value, decimals) == 0:
        return text
    return ("+" if value > 0 else "−") + text
