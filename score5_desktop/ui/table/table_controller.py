"""Connects the game model to the table scene: pictures in, "events consumed" out.

For every event the model publishes, the controller builds the picture the
table should show after it (from the model's ledger, never from the engine),
lets the scene animate to it, and answers ``eventsConsumed()`` when the
animation has finished. That hand-shake is what makes the game wait for the
table.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractAnimation, QEvent, QObject, QTimer, Signal

from score5_desktop.engine import events as ev
from score5_desktop.engine.cards import SCORING_FAMILIES
from score5_desktop.model.game_model import GameModel
from score5_desktop.model.known_model import hand_counts
from score5_desktop.model.text import arg, cards_count_text, level_text, translate
from score5_desktop.ui.common.motion import Motion
from score5_desktop.ui.table.table_scene import Picture, TableScene

_HOLD_MS = {
    ev.CardRevealed: 350,
    ev.BidCountsShown: 650,
    ev.BidsRevealed: 1100,
    ev.AuctionWon: 650,
    ev.NoWinner: 900,
    ev.TiebreakCardShown: 900,
    ev.PickOrderSet: 450,
    ev.CardTaken: 200,
    ev.BidsReturned: 150,
    ev.WildAssigned: 500,
    ev.GameEnded: 900,
}


class TableController(QObject):
    tableIdle = Signal()
    """The table has shown every event so far."""
    eventShown = Signal(object)
    """The table starts showing this event (sounds play with it)."""

    def __init__(self, model: GameModel, scene: TableScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.scene = scene
        self._generation = 0
        self._queue: list[ev.Event] = []
        self._tiebreak: dict[int, int] = {}
        model.gameStarted.connect(self._on_game_started)
        model.eventPublished.connect(self._on_event)
        for signal in (
            model.toActChanged,
            model.thinkingChanged,
            model.phaseChanged,
            model.exposedSeatChanged,
        ):
            signal.connect(self.refreshPlates)
        model.exposedSeatChanged.connect(self._resync)
        model.decisionApplied.connect(self._resync)

    def event(self, event: QEvent) -> bool:
        # A widget passes LanguageChange on to its QObject children, this one included.
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return super().event(event)

    def retranslate(self) -> None:
        """Word the table again: plates, the tray caption, the pile, bid badges and
        card tooltips (at rest; mid-animation the next picture brings them)."""
        self._resync()

    def setMotion(self, motion: Motion) -> None:
        self.scene.setMotion(motion)
        self.model.setBotPace(motion.bot_pace_ms())

    # -- building the picture --------------------------------------------------------------
    def picture(self) -> Picture:
        model = self.model
        ledger = model.ledger()
        deck = ledger.deck
        n = ledger.players
        stacks: list[list[int | None]] = []
        badges: list[str] = []
        ended = ledger.ended
        for seat in range(n):
            stack: list[int | None] = []
            badge = ""
            if ended is not None:
                chosen = ended.scoring_cards[seat]
                stack = [
                    deck.card(chosen[str(f)]).index for f in SCORING_FAMILIES if chosen[str(f)]
                ]
                badge = arg(translate("Table", "%1 points"), ended.scores[seat])
            elif ledger.revealed and ledger.bids[seat]:
                stack = _by_value(deck, ledger.bids[seat])
                badge = arg(translate("Table", "total %1"), ledger.totals[seat])
            elif ledger.revealed and seat != ledger.winner and not ledger.totals[seat]:
                badge = translate("Table", "no bid")
            elif seat == ledger.winner and ledger.pool:
                stack = _by_value(deck, ledger.pool)
                badge = translate("Table", "to share out")
            elif not ledger.revealed and ledger.step >= 0 and ledger.counts[seat]:
                stack = [None] * ledger.counts[seat]
                badge = cards_count_text(ledger.counts[seat])
            elif not ledger.revealed and ledger.step >= 0:
                badge = cards_count_text(0)
            if seat in self._tiebreak and not stack:
                stack = [self._tiebreak[seat]]
                badge = translate("Table", "highest tiebreaker")
            stacks.append(stack)
            badges.append(badge)
        exposed = model.exposedSeat
        tray: list[int] = []
        raised = 0
        if exposed >= 0:
            tray = [c.index for c in model.handModel(exposed).cards() if c is not None]
            raised = model.ownBid(exposed)
        owners = {}
        for seat, hand in enumerate(ledger.hands):
            for index in range(len(deck.cards)):
                if hand >> index & 1:
                    owners[index] = seat
        return Picture(
            auction=ledger.auction_card,
            stacks=stacks,
            badges=badges,
            tray=tray,
            tray_raised=raised,
            owners=owners,
        )

    def trayCaption(self) -> str:
        model = self.model
        exposed = model.exposedSeat
        names = model.names()
        if exposed >= 0:
            if model.isHotSeat():
                return arg(translate("Table", "%1's hand"), names[exposed])
            return arg(translate("Table", "Your hand, %1"), names[exposed])
        if model.isOver():
            return translate("Table", "Final scoring cards are laid out at each seat")
        if model.isHotSeat():
            return translate("Table", "Hands are hidden until the next player confirms")
        return ""

    # -- plates ----------------------------------------------------------------------------
    def refreshPlates(self) -> None:
        model = self.model
        if not model.hasGame() or not self.scene.isReady(len(model.players())):
            return
        ledger = model.ledger()
        thinking = set(model.thinkingSeats)
        to_act = set(model.toAct)
        deciding = model.decidingSeat
        handover = model.handoverSeat()
        animate = not (self.scene.motion().reduced or self.scene.motion().instant)
        ended = ledger.ended
        for seat, player in enumerate(model.players()):
            plate = self.scene.plate(seat)
            if player.kind == "bot":
                who = arg(translate("Table", "Bot, %1"), level_text(player.level or ""))
            else:
                who = translate("Table", "Human")
            in_hand = hand_counts(ledger)[seat]
            detail = arg(translate("Table", "%1 · %2"), who, cards_count_text(in_hand))
            status = ""
            if ended is not None:
                status = arg(translate("Table", "%1 points"), ended.scores[seat])
                if seat == ended.winner:
                    status = arg(translate("Table", "Winner · %1"), status)
            elif seat in thinking:
                status = translate("Table", "Thinking…")
            elif seat == deciding:
                status = translate("Table", "Deciding…")
            elif seat == handover:
                status = translate("Table", "Waiting for the hand-over")
            elif model.hasSubmitted(seat):
                # Neutral: a seat that bids nothing has decided too, and says so no
                # louder than one that bid (whether it bid shows with the counts).
                status = translate("Table", "Decided")
            plate.setTexts(player.name, detail, status)
            plate.setThinking(seat in thinking, animate)
            plate.setActive(ended is None and (seat in to_act) and not model.hasSubmitted(seat))
            plate.setWinner(ended is not None and seat == ended.winner)
        self.scene.setTrayLabel(self.trayCaption())
        self.scene.pile().setLeft(tuple(model.pileLeft), pile_text(tuple(model.pileLeft)))

    # -- the hand-shake ----------------------------------------------------------------------
    def _on_game_started(self) -> None:
        self._generation += 1
        self._queue.clear()
        self._tiebreak.clear()
        model = self.model
        players = len(model.players())
        self.scene.setup(model.deck(), players, model.homeSeat(), tray=bool(model.humanSeats()))
        self.refreshPlates()
        ledger = model.ledger()
        fresh = ledger.round == 1 and ledger.step < 0 and ledger.auction_card is None
        picture = self.picture()
        if fresh:
            sizes = ledger.hand_sizes
            picture.tray = []
            self.scene.sync(picture)
            self._watch(self.scene.deal(sizes))
        else:
            self.scene.sync(picture)

    def _resync(self) -> None:
        model = self.model
        if not model.hasGame() or not self.scene.isReady(len(model.players())):
            return
        if not self.scene.isAnimating() and not self._queue:
            self.scene.sync(self.picture())
        self.refreshPlates()

    def _on_event(self, event: ev.Event) -> None:
        self._queue.append(event)
        if not self.scene.isAnimating():
            self._show_next()

    def _show_next(self) -> None:
        if not self._queue:
            return
        event = self._queue.pop(0)
        if isinstance(event, ev.TiebreakCardShown):
            self._tiebreak[event.seat] = self.model.deck().card(event.card).index
        elif isinstance(event, ev.PickOrderSet | ev.CardRevealed | ev.GameEnded):
            self._tiebreak.clear()
        picture = self.picture()
        picture.reveal_from_pile = isinstance(event, ev.CardRevealed)
        self.refreshPlates()
        motion = self.scene.motion()
        hold = motion.hold_ms(_HOLD_MS.get(type(event), 300))
        self.eventShown.emit(event)
        animation = self.scene.sync(picture, hold)
        self._watch(animation, consume=True)

    def _watch(self, animation: QAbstractAnimation | None, consume: bool = False) -> None:
        generation = self._generation

        def done() -> None:
            if generation != self._generation:
                return
            if consume:
                self.model.eventsConsumed()
            if self._queue:
                self._show_next()
            else:
                self.refreshPlates()
                self.tableIdle.emit()

        if animation is None:
            if consume:
                done()
            else:
                QTimer.singleShot(0, done)
        else:
            animation.finished.connect(done)


def _by_value(deck, mask: int) -> list[int]:
    return [c.index for c in sorted(deck.cards_of(mask), key=lambda c: (-c.value, -c.tiebreaker))]


def pile_text(left: tuple[int, ...]) -> str:
    if not any(left):
        return translate("Table", "Pile empty")
    return arg(translate("Table", "%1★ · %2★★ · %3★★★"), left[0], left[1], left[2])
