"""The player's controls under the Five Three Five table.

Cards are chosen on the table (click, or arrows and Space); this bar asks the
offer what that choice allows and shows only those actions: *Lead*, or
*Overwrite* and/or *Add*, and *Pass* when passing is open, with one short line
saying why a choice makes no play. Enter on the table plays the one action on
offer (with two on offer, Enter plays the one the hint chose for these cards,
else waits for the player to pick a button; with none chosen after a hint to pass,
it passes); P passes. *Pass until the next trick* (Shift+P) is a toggle the player
can set while others play: the bar passes for them whenever their turn comes in this
trick (``passUntilNextTrick``). None of the buttons is a default button, so an Enter
meant for the table never presses one by accident.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from score5_desktop.games.five_three_five.qt import words
from score5_desktop.games.five_three_five.rules.decisions import Action, Play
from score5_desktop.games.five_three_five.rules.offer import Offer, Trick, offer
from score5_desktop.ui.common.hint_note import quick_look_note
from score5_desktop.ui.common.plain import set_paragraphs_tooltip
from score5_desktop.ui.common.wrapping_label import breakable


def _label() -> QLabel:
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    return label


class F35Controls(QWidget):
    playChosen = Signal(object)
    """A ``Play`` the player chose (a lead, overwrite, add or pass)."""
    hintRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("f35Controls")
        self._hand: tuple[int, ...] = ()
        self._trick: Trick | None = None
        self._chosen: tuple[int, ...] = ()
        self._offer: Offer | None = None
        self._name = ""
        self.prompt = _label()
        self.prompt.setObjectName("f35Prompt")
        self.prompt.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.reason = _label()
        self.reason.setObjectName("f35Reason")
        self.hint = _label()
        self.hint.setObjectName("f35Hint")
        self.buttons: dict[Action, QPushButton] = {}
        row = QHBoxLayout()
        row.addWidget(self.prompt, 1)
        for action in (Action.LEAD, Action.OVERWRITE, Action.ADD, Action.PASS):
            button = QPushButton()
            button.setObjectName(f"f35{action.value.capitalize()}Button")
            button.setAutoDefault(False)
            button.setDefault(False)
            button.clicked.connect(lambda _=False, a=action: self.choose(a))
            self.buttons[action] = button
            row.addWidget(button)
        self.hintButton = QPushButton()
        self.hintButton.setObjectName("f35HintButton")
        self.hintButton.setAutoDefault(False)
        self.hintButton.clicked.connect(self.hintRequested)
        # Hidden while nobody at the screen decides (a greyed button there offered nothing),
        # its room kept: the bar's height, and so the table above, stays put.
        keep_room = self.hintButton.sizePolicy()
        keep_room.setRetainSizeWhenHidden(True)
        self.hintButton.setSizePolicy(keep_room)
        row.addWidget(self.hintButton)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 4, 12, 4)
        layout.setSpacing(2)
        layout.addLayout(row)
        # The pre-move sits on the reason's line, at its end: it takes no room from the
        # prompt, and the bar keeps its height.
        self.passTrickBox = QCheckBox()
        self.passTrickBox.setObjectName("f35PassTrickBox")
        self.passTrickBox.setVisible(False)
        keep_box = self.passTrickBox.sizePolicy()
        keep_box.setRetainSizeWhenHidden(True)  # the reason's width stays put
        self.passTrickBox.setSizePolicy(keep_box)
        second = QHBoxLayout()
        second.addWidget(self.reason, 1)
        second.addWidget(self.passTrickBox, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(second)
        layout.addWidget(self.hint)
        keep = self.reason.sizePolicy()
        keep.setRetainSizeWhenHidden(True)
        self.reason.setSizePolicy(keep)
        self.hint.setSizePolicy(keep)
        # A hint wraps to two lines: the bar keeps room for them from the start, so the
        # table above does not shrink the moment a hint arrives (as SCORE 5's bar does).
        # No more: a hint with many reasons (three lines in French) grew the bar, which
        # stayed grown until the next turn; it now gives the reasons that fit
        # (``hintFits``) and the whole in its tooltip.
        self.hint.setFixedHeight(2 * self.hint.fontMetrics().lineSpacing() + 2)
        self.retranslateUi()
        self.idle("")

    # -- state ------------------------------------------------------------------------------
    def begin(self, name: str, hand: tuple[int, ...], trick: Trick) -> None:
        """``name`` decides now with ``hand`` in ``trick``; nothing is chosen yet."""
        self._name, self._hand, self._trick = name, tuple(hand), trick
        self._chosen = ()
        self._hinted = None
        self.hint.setText("")
        self.hint.setVisible(False)
        self.hintButton.setEnabled(True)
        self.hintButton.setVisible(True)
        self._refresh()

    def idle(self, text: str) -> None:
        """Nobody at the screen decides now (a bot plays, the table moves)."""
        self._trick = None
        self._offer = None
        self._hinted: Play | None = None
        self.prompt.setText(breakable(text))
        self.reason.setText("")
        self.hint.setVisible(False)
        for button in self.buttons.values():
            button.setVisible(False)
        self.hintButton.setVisible(False)

    def isDeciding(self) -> bool:
        return self._trick is not None

    def setChosen(self, cards: tuple[int, ...]) -> None:
        """The cards chosen on the table changed."""
        if self._trick is None:
            return
        self._chosen = tuple(sorted(cards))
        self._refresh()

    def currentOffer(self) -> Offer | None:
        return self._offer

    def showHint(self, text: str, play: Play | None = None, whole: str = "") -> None:
        """``text`` under the buttons; ``play`` the hint's own play, if it has one;
        ``whole`` a hint in full (``text`` may leave part of it out), shown in the
        tooltip with the note that a hint is a quick look."""
        self._hinted = play
        self.hint.setText(text)
        # It holds names: never markup; the note that a hint is a quick look follows.
        set_paragraphs_tooltip(self.hint, whole, quick_look_note() if whole else "")
        self.hint.setVisible(bool(text))

    def hintFits(self, text: str) -> bool:
        """Whether ``text`` fits the two lines the hint has, at the bar's width now."""
        hint = self.hint
        margins = hint.contentsMargins()
        width = max(self.contentsRect().width() - self.layout().contentsMargins().left(), 1)
        width -= self.layout().contentsMargins().right() + margins.left() + margins.right()
        area = QRect(0, 0, max(width, 1), 100_000)
        needed = hint.fontMetrics().boundingRect(area, Qt.TextFlag.TextWordWrap, text).height()
        return needed <= hint.height() - margins.top() - margins.bottom()

    # -- acting -----------------------------------------------------------------------------
    def choose(self, action: Action) -> bool:
        """Play ``action`` with the chosen cards if the offer has it; False when not."""
        current = self._offer
        trick = self._trick
        if current is None or trick is None:
            return False
        if action is Action.PASS:
            if not current.can_pass:
                return False
            play: Play | None = Play(trick.seat, Action.PASS, ())
        else:
            play = current.play(action)
        if play is None:
            return False
        self.idle("")
        self.playChosen.emit(play)
        return True

    def playChosenCards(self) -> bool:
        """Enter on the table: the one play on offer, or, when the chosen cards can both
        overwrite and add, the action the hint chose for exactly these cards; with no
        card chosen after a hint to pass, the pass (Enter did nothing there)."""
        hinted = self._hinted
        if hinted is not None and hinted.action is Action.PASS and not self._chosen:
            return self.choose(Action.PASS)
        current = self._offer
        if current is None or not current.plays:
            return False
        if len(current.plays) == 1:
            return self.choose(current.plays[0].action)
        if hinted is not None and tuple(sorted(hinted.cards)) == self._chosen:
            return self.choose(hinted.action)
        return False

    def passTurn(self) -> bool:
        return self.choose(Action.PASS)

    def passUntilNextTrick(self) -> bool:
        """Whether the player asked to pass whenever their turn comes in this trick."""
        return self.passTrickBox.isChecked()

    def _refresh(self) -> None:
        trick = self._trick
        if trick is None:
            return
        current = offer(self._hand, self._chosen, trick)
        self._offer = current
        leading = not trick.central
        self.prompt.setText(breakable(words.prompt_text(self._name, leading, trick.central)))
        offered = {p.action for p in current.plays}
        self.buttons[Action.LEAD].setVisible(leading)
        self.buttons[Action.LEAD].setEnabled(Action.LEAD in offered)
        for action in (Action.OVERWRITE, Action.ADD):
            self.buttons[action].setVisible(not leading)
            self.buttons[action].setEnabled(action in offered)
        self.buttons[Action.PASS].setVisible(not leading)
        self.buttons[Action.PASS].setEnabled(current.can_pass)
        reason = ""
        if current.refusal is not None:
            reason = words.refusal_text(current.refusal, current.central)
        elif len(current.plays) == 2:
            #: Five Three Five: the chosen cards can both overwrite and add.
            reason = self.tr("These cards can overwrite or be added: choose a button.")
        self.reason.setText(reason)

    # -- language ---------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:
        for action, button in self.buttons.items():
            button.setText(words.action_button_text(action))
        self.buttons[Action.PASS].setToolTip(
            #: Five Three Five: tooltip of the Pass button (the P key does the same).
            self.tr("Pass: you are out of this trick (key P)")
        )
        #: Five Three Five: a toggle the player can set while others play; the game then
        #: passes for them each time their turn comes, until the trick is cleared.
        self.passTrickBox.setText(self.tr("Pass until the next trick"))
        # After the text: a text sets the button's shortcut from its "&", if any.
        self.passTrickBox.setShortcut(QKeySequence(Qt.Modifier.SHIFT | Qt.Key.Key_P))
        self.passTrickBox.setToolTip(
            #: Five Three Five: tooltip of the "Pass until the next trick" toggle.
            self.tr(
                "Pass each time your turn comes in this trick; the next trick clears it "
                "(keys Shift+P)"
            )
        )
        self.hintButton.setText(self.tr("H&int"))
        self.hintButton.setToolTip(self.tr("What would the strongest bot play, and why?"))
        if self._trick is not None:
            self._refresh()
