"""The human's controls under the table: what to do now, the running bid total,
Confirm, Keep my bid, the wild's family, and the hint.

Cards are chosen on the table itself (click or Space); this bar turns the choice
into a decision for the model. Everything here is reachable with Tab, Enter on
the table confirms a bid and Enter on the wild's family box the family; a click on a
button leaves the keyboard on the table.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QFontMetricsF, QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from score5_desktop.core.protocol import Advice
from score5_desktop.games.score5.qt.table.table_scene import TableScene
from score5_desktop.games.score5.qt.table.table_view import TableView
from score5_desktop.games.score5.qt.words.card_words import card_text
from score5_desktop.games.score5.qt.words.decision_text import decision_text
from score5_desktop.games.score5.qt.words.family_text import family_text
from score5_desktop.games.score5.qt.words.hint_text import reason_text
from score5_desktop.games.score5.rules.cards import SCORING_FAMILIES
from score5_desktop.games.score5.rules.decisions import AssignWild, Bid, Phase, Pick
from score5_desktop.games.score5.rules.observation import Observation
from score5_desktop.games.score5.rules.scoring import best_wild_family, hand_score
from score5_desktop.model.game_model import Changes, GameModel
from score5_desktop.model.text import and_list_text, arg, list_text, unbroken
from score5_desktop.ui.common.hint_note import same_look_note
from score5_desktop.ui.common.plain import plain_label, set_paragraphs_tooltip, set_tooltip

_BIDDING = (Phase.BID, Phase.ADJUST)  # the steps where cards are chosen as a bid


class ActionBar(QWidget):
    def __init__(self, model: GameModel, scene: TableScene, view: TableView, parent=None) -> None:
        super().__init__(parent)
        self.model = model
        self.scene = scene
        self.view = view
        self._seat = -1
        self._phase: Phase | None = None
        self._obs: Observation | None = None  # the deciding seat's own view
        self._auto_pick = True
        self._turn = 0  # counts decisions begun, so a late automatic pick can tell it is stale
        self._hint_pending = False  # a hint asked for and not yet come
        self._enter_after_hint = False  # Enter pressed on the table while it was coming
        self.setObjectName("actionBar")

        self.prompt = plain_label()
        self.prompt.setWordWrap(True)
        self.prompt.setObjectName("prompt")
        self.prompt.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        font = self.prompt.font()
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.prompt.setFont(font)
        self.total = plain_label()
        self.total.setObjectName("bidTotal")
        self.total.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.family = QComboBox()
        self.family.setObjectName("wildFamily")
        self.clearButton = QPushButton()
        self.clearButton.setObjectName("clearButton")
        self.keepButton = QPushButton()
        self.keepButton.setObjectName("keepButton")
        self.hintButton = QPushButton()
        self.hintButton.setObjectName("hintButton")
        self.confirmButton = QPushButton()
        self.confirmButton.setObjectName("confirmButton")
        self.confirmButton.setDefault(True)
        self.hint = plain_label()
        self.hint.setObjectName("hintText")
        self.hint.setWordWrap(True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # The bar keeps one height whatever it says (three lines of prompt, two of hint),
        # so the table above never jumps when a hint or a longer prompt appears: the
        # adjustment round's prompt (the round, every seat's count, what to do) wraps to
        # three lines in Italian and German, or at five seats, where the bid's takes two.
        hint_policy = self.hint.sizePolicy()
        hint_policy.setRetainSizeWhenHidden(True)
        self.hint.setSizePolicy(hint_policy)
        self.hint.setFixedHeight(2 * self.hint.fontMetrics().lineSpacing() + 2)
        # A wrapped line takes the font's line spacing rounded up (16 px for 15.1).
        line = math.ceil(QFontMetricsF(self.prompt.font()).lineSpacing())
        self.prompt.setMinimumHeight(3 * line + 2)
        # Wide enough to keep its words together on three lines: in a small window the
        # prompt wrapped one word per line. This sets the window's least width too.
        self.prompt.setMinimumWidth(30 * self.prompt.fontMetrics().averageCharWidth())
        self.hint.setVisible(False)

        buttons = QHBoxLayout()
        buttons.setSpacing(8)  # some styles lay buttons edge to edge
        for widget in (
            self.family,
            self.clearButton,
            self.keepButton,
            self.hintButton,
            self.confirmButton,
        ):
            buttons.addWidget(widget)
        # The running total stands over the buttons, not beside them: in one row with the
        # prompt it made the window at least 1143 px wide in a German adjustment round, and
        # forced narrower the total was drawn over the prompt. Its room is kept while it is
        # hidden, so the buttons stay put from one step to the next.
        total_policy = self.total.sizePolicy()
        total_policy.setRetainSizeWhenHidden(True)
        self.total.setSizePolicy(total_policy)
        side = QVBoxLayout()
        side.setSpacing(2)
        side.addStretch(1)
        side.addWidget(self.total, 0, Qt.AlignmentFlag.AlignRight)
        side.addLayout(buttons)
        side.addStretch(1)
        row = QHBoxLayout()
        row.setSpacing(8)
        row.addWidget(self.prompt, 1)
        row.addLayout(side)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 4, 12, 4)
        layout.setSpacing(0)
        layout.addLayout(row)
        layout.addWidget(self.hint)

        self.clearButton.clicked.connect(lambda: self.scene.setSelectedMask(0))
        self.keepButton.clicked.connect(self.keepBid)
        self.confirmButton.clicked.connect(self.confirm)
        self.hintButton.clicked.connect(self.askHint)
        self.view.confirmRequested.connect(self._on_table_enter)
        # Enter on the wild's family box confirms the family, as Enter on the table confirms
        # a bid (a box without a popup open lets Enter fall through to nothing).
        self.family.installEventFilter(self)
        self.view.keepKeysAfterClicks(
            self.clearButton, self.keepButton, self.hintButton, self.confirmButton
        )
        # ...but the wild's family is chosen in its box, not on the table: after "Hint" the
        # keyboard goes back there, where Enter confirms (on the table it did nothing).
        self.hintButton.clicked.connect(self._family_keeps_keys)
        scene.bidSelectionChanged.connect(self._on_selection)
        scene.pickRequested.connect(self.pick)
        model.decisionRequested.connect(self.begin)
        model.hintReady.connect(self._on_hint)
        model.changed.connect(self._on_changed)
        model.gameOver.connect(self._on_game_over)
        model.gameStarted.connect(self.end)
        model.decisionRefused.connect(self._on_refused)
        self.retranslateUi()
        self.end()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The event's type first: the filter also sees the box's last events while the
        # bar is torn down, when its attributes may already be gone.
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and watched is self.family
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and not event.isAutoRepeat()
            and self._phase == Phase.WILD
        ):
            self.confirm()
            return True
        return super().eventFilter(watched, event)

    # -- language ---------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:
        self.clearButton.setText(self.tr("C&lear"))
        self.clearButton.setToolTip(self.tr("Take every card out of the bid"))
        self.keepButton.setText(self.tr("&Keep my bid"))
        self.keepButton.setToolTip(
            self.tr("Bid exactly the same cards again in this adjustment round")
        )
        self.hintButton.setText(self.tr("H&int"))
        self.hintButton.setToolTip(self.tr("Ask the strongest bot what it would do"))
        self.family.setAccessibleName(self.tr("Family for the wild"))
        self.total.setAccessibleName(self.tr("Bid total"))
        if self._seat >= 0 and self._phase == Phase.WILD:
            chosen = self.family.currentIndex()
            self._fill_families(self._seat)
            self.family.setCurrentIndex(chosen)
        self._refresh_texts()

    def _refresh_texts(self) -> None:
        phase = self._phase
        self.confirmButton.setText(
            self.tr("Place the &wild") if phase == Phase.WILD else self.tr("&Confirm bid")
        )
        if self._seat < 0:
            self._idle_prompt()
            return
        name = self.model.names()[self._seat]
        view = self._obs
        assert view is not None
        if phase == Phase.BID:
            card = view.deck.cards[view.auction_card] if view.auction_card is not None else None
            self.prompt.setText(
                arg(
                    #: Prompt to the player deciding. %1 their name, e.g. "Ann"; %2 the card up
                    #: for auction, e.g. "green 80".
                    self.tr("%1, choose your secret bid for %2, then confirm."),
                    name,
                    card_text(card) if card else "",
                )
            )
        elif phase == Phase.ADJUST:
            you = self.model.youSeat()
            # Each seat's count stays whole on its line ("Bot 1 : 0" broke after "Bot").
            counts = list_text(
                [
                    #: The one human's number of bid cards in the adjustment prompt, when they
                    #: play against bots: %1 a number, e.g. 3 ("you: 3").
                    unbroken(arg(self.tr("you: %1"), c))
                    if seat == you
                    #: One player's number of bid cards in the adjustment prompt: %1 a name, e.g.
                    #: "Bot 1"; %2 a number, e.g. 3.
                    else unbroken(arg(self.tr("%1: %2"), n, c))
                    for seat, (n, c) in enumerate(
                        zip(self.model.names(), view.bid_counts, strict=True)
                    )
                ]
            )
            self.prompt.setText(
                arg(
                    #: Prompt. %1 a name, e.g. "Ann"; %2 this adjustment round, e.g. 1; %3 the
                    #: table's maximum, e.g. 2; %4 each player's number of bid cards, e.g. "Ann:
                    #: 2, Bot 1: 3".
                    self.tr(
                        "%1, adjustment round %2 of %3 (cards bid: %4). Change your bid or keep it."
                    ),
                    name,
                    len(view.count_history),
                    view.options.max_adjust_rounds,
                    counts,
                )
            )
        elif phase == Phase.PICK:
            winner = view.winner if view.winner is not None else 0
            self.prompt.setText(
                arg(
                    #: Prompt. %1 the player picking, e.g. "Ann"; %2 the auction winner, e.g. "Bot
                    #: 2".
                    self.tr(
                        "%1, take one card from %2's bid: click it, or use the arrows and Space."
                    ),
                    name,
                    self.model.names()[winner],
                )
            )
        elif phase == Phase.WILD:
            self.prompt.setText(
                #: Prompt at the end of the game. %1 the wild card's owner, e.g. "Ann".
                arg(self.tr("%1, choose the family your wild card scores in."), name)
            )
        self._on_selection(self.scene.selectedMask())

    # -- a decision begins ----------------------------------------------------------------
    def setAutoPick(self, enabled: bool) -> None:
        """Whether a pick with no choice in it is made for the player (Preferences)."""
        self._auto_pick = enabled

    def begin(self, seat: int, view: Observation) -> None:
        """``seat`` decides now, from its own ``view``."""
        phase = view.phase
        self._seat, self._phase, self._obs = seat, phase, view
        self._turn += 1
        self._hint_pending = self._enter_after_hint = False
        self.hint.clear()
        set_tooltip(self.hint, "")
        self.hint.setVisible(False)
        bidding = phase in _BIDDING
        self.scene.setPickMode(set())
        self.scene.setBidMode(bidding, self._current_bid())
        if phase == Phase.PICK:
            self.scene.setPickMode(set(_bits(view.pool)))
        self.family.setVisible(phase == Phase.WILD)
        if phase == Phase.WILD:
            self._fill_families(seat)
        self.total.setVisible(bidding)
        self.clearButton.setVisible(bidding)
        self.keepButton.setVisible(phase == Phase.ADJUST)
        self.confirmButton.setVisible(phase != Phase.PICK)
        for button in (self.clearButton, self.keepButton, self.hintButton, self.confirmButton):
            button.setEnabled(True)
        self.hintButton.setVisible(True)
        self._refresh_texts()
        if phase == Phase.WILD:
            self.family.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            self.view.focusFirstCard()
        if phase == Phase.PICK and self._auto_pick:
            self._take_if_forced(seat)

    def _take_if_forced(self, seat: int) -> None:
        """No choice: the one card rises alone, the prompt says why, and after a moment
        it is taken (it flies to the player like any pick)."""
        view = self._obs
        card = view.forced_pick() if view is not None else None
        if view is None or card is None:
            return
        self.scene.setPickMode({card})
        taken = card_text(view.deck.cards[card])
        if seat == self.model.youSeat():
            #: The one human playing against bots has one card left to pick; %1 its name,
            #: e.g. "yellow 5".
            self.prompt.setText(arg(self.tr("You take %1: there is no choice."), taken))
        else:
            #: %1 the player's name, e.g. "Ann"; %2 the only card left, e.g. "yellow 5".
            text = self.tr("%1 takes %2: there is no choice.")
            self.prompt.setText(arg(text, self.model.names()[seat], taken))
        turn = self._turn
        delay = self.scene.motion().hold_ms(650)

        def take() -> None:
            if self._turn == turn and self._seat == seat and self._phase == Phase.PICK:
                self.pick(card)

        QTimer.singleShot(delay, self, take)  # dropped with the bar

    def end(self) -> None:
        """No human decision now: hide the decision controls."""
        self._seat, self._phase, self._obs = -1, None, None
        self._hint_pending = self._enter_after_hint = False
        self.scene.setBidMode(False)
        self.scene.setPickMode(set())
        for widget in (
            self.total,
            self.family,
            self.clearButton,
            self.keepButton,
            self.hintButton,
            self.confirmButton,
        ):
            widget.setVisible(False)
        self.hint.setVisible(False)
        self._idle_prompt()

    def _on_game_over(self, _outcome: object) -> None:
        self._idle_prompt()

    def _idle_prompt(self) -> None:
        if self._seat >= 0:
            return
        if not self.model.hasGame():
            self.prompt.setText(self.tr("Start a new game from the Game menu."))
            return
        if self.model.isOver():
            self.prompt.setText(self.tr("The game is over."))
            return
        # The bots the table shows as deciding (their plates lit), thinking or not: a bot
        # that has chosen may still be held back to the table's pace, and the bar was
        # empty while its plate said it was to play.
        players = self.model.players()
        submitted = self.model.picture().submitted
        pending = [seat for seat in self.model.toAct() if not submitted[seat]]
        waiting = set(self.model.thinkingSeats())
        waiting.update(seat for seat in pending if players[seat].kind == "bot")
        people = [seat for seat in pending if players[seat].kind == "human"]
        if self.model.isRemote():
            # Online, the other people decide now, each at their own screen: waited for
            # as bots are, not a hot seat's "Léa's turn in a moment…".
            you = self.model.youSeat()
            waiting.update(seat for seat in people if seat != you)
            people = [seat for seat in people if seat == you]
        if waiting:
            names = [players[seat].name for seat in sorted(waiting)]
            #: %1 the players still deciding, e.g. "Bot 1 and Bot 3".
            self.prompt.setText(arg(self.tr("Waiting for %1…"), and_list_text(names)))
        elif people and people[0] == self.model.youSeat():
            # The one player's decision comes once the table is at rest: spoken to.
            #: SCORE 5: the player's own turn comes as soon as the table settles.
            self.prompt.setText(self.tr("Your turn in a moment…"))
        elif people:
            #: SCORE 5, hot seat: %1 the person whose turn comes once the table settles.
            text = self.tr("%1's turn in a moment…")
            self.prompt.setText(arg(text, players[people[0]].name))
        else:
            self.prompt.setText("")

    def _on_changed(self, changes: Changes) -> None:
        if changes.seats:
            self._idle_prompt()

    def _current_bid(self) -> int:
        """The bid last shown for the deciding seat this round (what "Keep my bid" keeps)."""
        view = self._obs
        return view.bids[view.seat] if view is not None and view.phase is Phase.ADJUST else 0

    def _fill_families(self, seat: int) -> None:
        view = self._obs
        assert view is not None and view.seat == seat
        best = best_wild_family(view.deck, view.hand)
        self.family.clear()
        for family in SCORING_FAMILIES:
            score = hand_score(view.deck, view.hand, family)
            #: A family in the wild card's list: %1 a family colour, e.g. "green"; %2 the points
            #: it would score, e.g. 75.
            self.family.addItem(arg(self.tr("%1 (score %2)"), family_text(family), score), family)
            if family == best:
                self.family.setCurrentIndex(self.family.count() - 1)

    # -- the decision ------------------------------------------------------------------------
    def _on_selection(self, mask: int) -> None:
        if self._phase not in _BIDDING:
            return
        if self._obs is None:
            return
        deck = self._obs.deck
        count = mask.bit_count()
        #: The bid being built: %n cards chosen; %1 their total value, e.g. 45.
        text = self.tr("Bid: %n card(s), total %1", None, count)
        self.total.setText(arg(text, deck.total(mask)))

    def confirm(self) -> None:
        seat = self._seat
        if seat < 0:
            return
        if self._phase in _BIDDING:
            decision = Bid(seat, self.scene.selectedMask())
        elif self._phase == Phase.WILD:
            decision = AssignWild(seat, self.family.currentData())
        else:
            return
        self._submit(decision)

    def _family_keeps_keys(self) -> None:
        if self._phase == Phase.WILD:
            self.family.setFocus(Qt.FocusReason.OtherFocusReason)

    def _on_table_enter(self) -> None:
        """Enter on the table confirms the bid; pressed while a hint is coming, it waits
        for the hint, whose bid it then confirms (the player asked for it and went on:
        confirming the cards chosen before it came made an empty bid)."""
        if self._hint_pending:
            self._enter_after_hint = True
            return
        self.confirm()

    def keepBid(self) -> None:
        if self._seat >= 0 and self._phase == Phase.ADJUST:
            self._submit(Bid(self._seat, self._current_bid()))

    def pick(self, card: int) -> None:
        if self._seat >= 0 and self._phase == Phase.PICK:
            self._submit(Pick(self._seat, card))

    def _submit(self, decision) -> None:
        seat, view = self._seat, self._obs
        self.end()
        if not self.model.submit(decision) and view is not None:
            self.begin(seat, view)

    def _on_refused(self, message: str) -> None:
        self.hint.setText(message)
        self.hint.setVisible(True)

    # -- hints ---------------------------------------------------------------------------------
    def askHint(self) -> None:
        if self.model.requestHint():
            self._hint_pending = True
            self.hintButton.setEnabled(False)
            self.hint.setText(self.tr("Thinking about a hint…"))
            self.hint.setVisible(True)

    def hintText(self, advice: Advice | None) -> str:
        """A hint in words: the advice and why, or that none came."""
        view = self._obs
        if advice is None or view is None:
            return self.tr("No hint is available now.")
        what = decision_text(view.deck, advice.decision, self._current_bid())
        why = reason_text(advice.reasons, view.deck, self.model.names())
        #: A hint: %1 the advice, e.g. "Take green 15."; %2 the reason, e.g. "It adds 15 points
        #: to your green family."
        return arg(self.tr("%1 %2"), what, why) if why else what

    def _on_hint(self, seat: int, advice: Advice | None) -> None:
        if seat != self._seat:
            return
        text = self.hintText(advice)
        self.hintButton.setEnabled(True)
        #: %1 the hint's advice and reason, e.g. "Bid green 15 (total 15). It adds 60 points to
        #: your green family."
        self.hint.setText(arg(self.tr("Hint: %1"), text))
        # The line keeps two lines; all of it in the tooltip, with the note on hints.
        # SCORE 5's hint is the review's own search (``bots.coach_search``): the same look.
        set_paragraphs_tooltip(self.hint, text, "" if advice is None else same_look_note())
        self.hint.setVisible(True)
        enter, self._hint_pending, self._enter_after_hint = self._enter_after_hint, False, False
        if advice is not None:
            self._take_up(advice.decision)
            if enter:
                self.confirm()

    def _take_up(self, decision: Bid | Pick | AssignWild) -> None:
        """The hint's decision made ready, so that Enter does what it says: its bid chosen
        on the table, its card given the keyboard focus, its family chosen in the box.
        The hint only said it before, and Enter confirmed the player's own (often
        empty) choice."""
        match decision:
            case Bid(cards=mask) if self._phase in _BIDDING:
                self.scene.setSelectedMask(mask)
            case Pick(card=card) if self._phase == Phase.PICK:
                for item in self.scene.interactiveItems():
                    if item.card() is not None and item.card().index == card:
                        item.setFocus(Qt.FocusReason.OtherFocusReason)
            case AssignWild(family=family) if self._phase == Phase.WILD:
                index = self.family.findData(family)
                if index >= 0:
                    self.family.setCurrentIndex(index)


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
