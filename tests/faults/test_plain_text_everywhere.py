"""Issue 44: text from files is plain text in every label and tooltip, by construction.

Both games are played in the main window by players with hostile names (as a record
or the autosave may hold them): each table at a human's decision with a hint that
names an opponent up (Five Three Five's hint tooltip took it raw), then each game to
its end window. Every label, widget tooltip, item-view tooltip and table item tooltip
of every window is walked: none may be one Qt would read as rich text, except a
tooltip made by ``set_tooltip`` (markup of our own around escaped text). A source
scan holds the rule for the code too: a tooltip set as it is must be a translated
literal, anything else goes through ``ui.common.plain.set_tooltip``.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt
from PySide6.QtGui import Qt as GuiQt  # mightBeRichText lives in QtGui's Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QGraphicsView, QLabel, QWidget

from score5_desktop.games.five_three_five.bots.reasons import Reason, ReasonKind
from score5_desktop.games.five_three_five.game import GAME as F35
from score5_desktop.model.game_model import GameModel
from score5_desktop.model.plain_text import plain_tooltip
from score5_desktop.storage.settings import GameSetup, SeatSetup
from tests.f35_table.test_hint_room import REASONS
from tests.ui.app_fixtures import make_window, setup_of

ROOT = Path(__file__).resolve().parents[2]
HOSTILE = ("<img src=c.png>", "<b>Bo</b>", "<h1>Cy</h1>", "&Di<i>x")
_WRAP = re.compile(r"^<p style='white-space:pre-wrap'>(.*)</p>$", re.DOTALL)


@dataclass(frozen=True)
class Advice:
    decision: object
    reasons: tuple[Reason, ...]


def _rich(text: str) -> bool:
    return bool(text) and GuiQt.mightBeRichText(text)


def _escaped_by_us(tip: str) -> bool:
    """A tooltip ``plain_tooltip`` made (``set_paragraphs_tooltip``: several in a row): our
    paragraphs around escaped text, and nothing else."""
    pieces = re.findall(r"<p style='white-space:pre-wrap'>.*?</p>", tip, re.S)
    if not pieces or "".join(pieces) != tip:
        return False
    for piece in pieces:
        found = _WRAP.match(piece)
        text = html.unescape(found[1].replace("<br/>", "\n")) if found is not None else None
        if text is None or plain_tooltip(text) != piece:
            return False
    return True


def _tooltip_offence(where: str, tip: object) -> list[str]:
    if isinstance(tip, str) and _rich(tip) and not _escaped_by_us(tip):
        return [f"{where}: {tip[:70]!r}"]
    return []


def offenders() -> tuple[list[str], int]:
    """Every label or tooltip Qt would read as rich text, and how many places were looked at."""
    found: list[str] = []
    looked = 0
    for top in QApplication.topLevelWidgets():
        for widget in [top, *top.findChildren(QWidget)]:
            looked += 1
            name = f"{type(widget).__name__} {widget.objectName()!r}"
            if isinstance(widget, QLabel):
                fmt = widget.textFormat()
                if fmt == Qt.TextFormat.RichText or (
                    fmt == Qt.TextFormat.AutoText and _rich(widget.text())
                ):
                    found.append(f"label {name}: {widget.text()[:70]!r}")
            found += _tooltip_offence(f"tooltip of {name}", widget.toolTip())
            if isinstance(widget, QAbstractItemView) and widget.model() is not None:
                model = widget.model()
                role = Qt.ItemDataRole.ToolTipRole
                list_like = isinstance(model, QAbstractListModel)
                columns = 1 if list_like else max(model.columnCount(QModelIndex()), 1)
                for row in range(min(model.rowCount(QModelIndex()), 60)):
                    for column in range(columns):
                        looked += 1
                        tip = model.data(model.index(row, column), role)
                        found += _tooltip_offence(f"item tooltip in {name}", tip)
            if isinstance(widget, QGraphicsView) and widget.scene() is not None:
                for item in widget.scene().items():
                    looked += 1
                    found += _tooltip_offence(f"table item in {name}", item.toolTip())
    return found, looked


def _walk(qtbot) -> int:
    QApplication.processEvents()
    found, looked = offenders()
    assert found == []
    return looked


def test_both_games_show_hostile_names_as_plain_text_everywhere(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, model=GameModel(think=0))
    looked = 0
    # Five Three Five: a human and two bots, at the human's turn, a hint naming a bot.
    asked: list = []
    window.model.decisionRequested.connect(lambda seat, view: asked.append((seat, view)))
    seats = (SeatSetup(HOSTILE[0], "human"),) + tuple(
        SeatSetup(name, "bot", "random") for name in HOSTILE[1:3]
    )
    options = dict(F35.default_options(), target=10)
    window.startGame(F35.id, GameSetup(seats=seats, options=options), seed=11)
    qtbot.waitUntil(lambda: any(seat == 0 for seat, _view in asked), timeout=10000)
    seat, view = next((s, v) for s, v in asked if s == 0)
    race = Reason(ReasonKind.RACE, seat=1, count=2)
    window.model.hintReady.emit(seat, Advice(view.legal_plays()[-1], (*REASONS, race)))
    tip = window.actions_bar.hint.toolTip()
    assert "Bo" in tip and "has only 2 cards left" in tip  # the whole hint, beyond its line
    looked += _walk(qtbot)
    # To its end window, bots only (the window hidden meanwhile: nothing to paint).
    window.hide()
    bots = tuple(SeatSetup(name, "bot", "random") for name in HOSTILE[1:3])
    window.startGame(F35.id, GameSetup(seats=bots, options=options), seed=12)
    qtbot.waitUntil(window.endDialog.isVisible, timeout=20000)
    window.show()
    looked += _walk(qtbot)
    # SCORE 5: the same, at a human's decision and at its end.
    window.startGame(
        "score5", setup_of((HOSTILE[0], "human", None), (HOSTILE[3], "bot", "random")), 4
    )
    qtbot.waitUntil(lambda: window.actions_bar._seat == 0, timeout=10000)
    looked += _walk(qtbot)
    names = [(name, "bot", "random") for name in HOSTILE[1:3]]
    window.hide()
    window.startGame("score5", setup_of(*names), 5)
    qtbot.waitUntil(window.endDialog.isVisible, timeout=20000)
    window.show()
    looked += _walk(qtbot)
    assert looked > 500  # tables, controls, docks, log, end windows: all of them walked


_SET_AS_IS = re.compile(
    r"\.setToolTip\((?!\s*(#[^\n]*\n\s*)*(\d+,\s*)?(self\.tr\(|translate\(|plain_tooltip\(|\"\"|\)))"
)


def test_every_tooltip_worded_in_code_goes_through_the_one_helper():
    """A tooltip set as it is may only be a translated literal; anything computed (and
    so possibly holding a name) goes through ``set_tooltip`` (``plain_tooltip`` for a
    tree item's column)."""
    found = []
    for path in sorted((ROOT / "score5_desktop").rglob("*.py")):
        if path.name == "plain.py":
            continue
        text = path.read_text("utf-8")
        for match in _SET_AS_IS.finditer(text):
            line = text.count("\n", 0, match.start()) + 1
            found.append(f"{path.relative_to(ROOT)}:{line}")
    assert found == []
