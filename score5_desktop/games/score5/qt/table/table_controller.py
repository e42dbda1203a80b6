"""Connects the game model to the table scene: pictures in, "event shown" out.

Every event reaches the table together with the picture it produces (pushed by
the model, never pulled back from it); the controller lets the scene animate to
that picture and answers ``eventsConsumed()`` when the animation has finished.
That hand-shake is what makes the game wait for the table, and since only one
event is ever in flight the table keeps no queue and no game state.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractAnimation, QEvent, QObject, Signal

from score5_desktop.core.players import Player
from score5_desktop.games.score5.qt.table.result_show import ResultShow
from score5_desktop.games.score5.qt.table.table_scene import Picture, TableScene
from score5_desktop.games.score5.rules import events as ev
from score5_desktop.games.score5.rules.cards import SCORING_FAMILIES, hand_order
from score5_desktop.games.score5.rules.table_picture import TablePicture
from score5_desktop.model.game_model import Changes, GameModel
from score5_desktop.model.text import arg, cards_count_text, level_text, points_text, translate
from score5_desktop.ui.common.motion import Motion

HOLD_MS = {  # how long each event stays on show before the next (live play and replays)
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
    """Animates what it is given: ``animate(event, picture)`` moves the table to the
    picture the event produced and emits ``eventDone`` when it has been shown;
    ``setPicture(picture)`` lays a picture out directly (a new game, a hand turned
    face up or down, a replay position). It keeps no game state of its own: the
    picture says everything the table shows."""

    tableIdle = Signal()
    """The table has shown everything it was given."""
    eventShown = Signal(object)
    """The table starts showing this event (sounds play with it)."""
    eventDone = Signal()
    """The event last given to ``animate`` has been shown (the game may go on)."""

    def __init__(self, model: GameModel, scene: TableScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.scene = scene
        self._generation = 0
        self._picture: TablePicture | None = None
        self._event_running = False
        # The hand-shake means at most one event is ever in flight; it waits here only
        # while a non-event move (the deal, a hand turned over) finishes.
        self._waiting: tuple[ev.Event, TablePicture] | None = None
        self._resting: TablePicture | None = None
        self.results = ResultShow(scene)
        model.gameStarted.connect(self._on_game_started)
        model.eventPublished.connect(self.animate)
        model.pictureChanged.connect(self._on_picture)
        self.eventDone.connect(model.eventsConsumed)
        model.changed.connect(self._on_changed)

    def event(self, event: QEvent) -> bool:
        # A widget passes LanguageChange on to its QObject children, this one included.
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return super().event(event)

    def retranslate(self) -> None:
        """Word the table again: plates, the tray caption, the pile, bid badges and
        card tooltips (at rest; mid-animation the next picture brings them)."""
        if self._picture is not None and not self.scene.isAnimating():
            self.setPicture(self._picture)
        self.refreshPlates()
        if self.model.hasGame():
            self.results.retranslate(self.model.names(), self.model.youSeat())

    def setMotion(self, motion: Motion) -> None:
        self.scene.setMotion(motion)
        self.model.setBotPace(motion.bot_pace_ms())

    def _on_picture(self, picture: TablePicture) -> None:
        # In hot seat the table turns to the player at the screen before their hand shows.
        self.scene.setHome(self.model.homeSeat())
        self.setPicture(picture)

    def _on_changed(self, changes: Changes) -> None:
        if changes.seats or changes.exposed or changes.decision:
            self.refreshPlates()

    def picture(self) -> TablePicture | None:
        """The picture the table shows (or is moving to)."""
        return self._picture

    # -- the entry points ----------------------------------------------------------------------
    def animate(self, event: ev.Event, picture: TablePicture) -> None:
        """Show ``event``, ending on ``picture``; ``eventDone`` follows when it has been shown."""
        if not self._ready(picture):
            self._picture = picture
            self.eventDone.emit()
            return
        if self.scene.isAnimating() and not self._event_running:
            self._waiting = (event, picture)
            return
        self._show(event, picture)

    def setPicture(self, picture: TablePicture) -> None:
        """Lay ``picture`` out without an event (after the running animation, if any);
        a hand the picture no longer shows is turned face down at once, never later."""
        shown = tray_seat(self._picture) if self._picture is not None else None
        if shown is not None and tray_seat(picture) != shown:
            self.scene.hideTray()
        if not self._ready(picture):
            self._picture = picture
            return
        if self.scene.isAnimating() or self._waiting is not None:
            self._resting = picture
            return
        self._move_to(picture)

    # -- inside ----------------------------------------------------------------------------------
    def _ready(self, picture: TablePicture) -> bool:
        return self.scene.isReady(picture.players)

    def _show(self, event: ev.Event, picture: TablePicture) -> None:
        self._picture = picture
        self._event_running = True
        self.refreshPlates()
        motion = self.scene.motion()
        hold = motion.hold_ms(HOLD_MS.get(type(event), 300))
        self.eventShown.emit(event)
        self.results.feed(event, picture, self.model.names(), self.model.youSeat())
        scene_picture = table_picture(picture, tray_seat(picture))
        scene_picture.reveal_from_pile = isinstance(event, ev.CardRevealed)
        self._watch(self.scene.sync(scene_picture, hold), event=True)

    def _move_to(self, picture: TablePicture, *, deal: bool = False) -> None:
        self._picture = picture
        self.refreshPlates()
        scene_picture = table_picture(picture, tray_seat(picture))
        if deal:
            scene_picture.tray = []
            self.scene.sync(scene_picture)
            self._watch(self.scene.deal(picture.sizes), event=False)
        else:
            self._watch(self.scene.sync(scene_picture), event=False)

    def _watch(self, animation: QAbstractAnimation | None, *, event: bool) -> None:
        generation = self._generation
        if animation is None:
            self._finished(generation, event)
        else:
            animation.finished.connect(lambda: self._finished(generation, event))

    def _finished(self, generation: int, event: bool) -> None:
        if generation != self._generation:
            return  # a previous game's animation
        if event:
            self._event_running = False
        if self._resting is not None and not self.scene.isAnimating():
            picture, self._resting = self._resting, None
            self._move_to(picture)
        if event:
            self.eventDone.emit()
        if self.scene.isAnimating() or self._event_running:
            return
        if self._waiting is not None:
            waiting, self._waiting = self._waiting, None
            self._show(*waiting)
        else:
            self.refreshPlates()
            self.tableIdle.emit()

    def _on_game_started(self) -> None:
        self._generation += 1
        self._waiting = self._resting = None
        self._event_running = False
        self.results.reset()
        model = self.model
        picture = model.picture()
        self._picture = picture
        players = len(model.players())
        self.scene.setup(picture.deck, players, model.homeSeat(), tray=bool(model.humanSeats()))
        fresh = picture.round == 1 and picture.step < 0 and picture.auction_card is None
        self._move_to(picture, deal=fresh and picture.ended is None)

    def trayCaption(self) -> str:
        model = self.model
        picture = self._picture
        names = model.names()
        if picture is None:
            return ""
        exposed = tray_seat(picture)
        if exposed is not None:
            if model.isHotSeat():
                #: %1 a player's name, e.g. "Ann".
                return arg(translate("Table", "%1's hand"), names[exposed])
            #: Addressed to the player whose hand is shown; %1 their name, e.g. "Ann".
            return arg(translate("Table", "Your hand, %1"), names[exposed])
        if picture.ended is not None:
            return translate("Table", "Final scoring cards are laid out at each seat")
        if model.isHotSeat():
            return translate("Table", "Hands are hidden until the next player confirms")
        return ""

    # -- plates ----------------------------------------------------------------------------
    def refreshPlates(self) -> None:
        model = self.model
        picture = self._picture
        if picture is None or not model.hasGame() or not self._ready(picture):
            return
        thinking = set(model.thinkingSeats())
        to_act = set(model.toAct())
        deciding = model.decidingSeat()
        handover = model.handoverSeat()
        submitted = model.picture().submitted  # now, not at the event being shown
        animate = not (self.scene.motion().reduced or self.scene.motion().instant)
        ended = picture.ended
        in_hand = picture.hand_counts()
        for seat, player in enumerate(model.players()):
            plate = self.scene.plate(seat)
            status = ""
            if ended is not None:
                status = end_status(ended, seat)
            elif seat in thinking:
                status = translate("Table", "Thinking…")
            elif seat == deciding:
                status = translate("Table", "Deciding…")
            elif seat == handover:
                status = translate("Table", "Waiting for the hand-over")
            elif submitted[seat]:
                status = decided_text()
            plate.setTexts(player.name, seat_detail(player, in_hand[seat]), status)
            plate.setThinking(seat in thinking, animate)
            plate.setActive(ended is None and (seat in to_act) and not submitted[seat])
            plate.setWinner(ended is not None and seat == ended.winner)
        self.scene.setTrayLabel(self.trayCaption())
        self.scene.pile().setLeft(picture.pile_left, pile_text(picture.pile_left))


def seat_detail(player: Player, in_hand: int) -> str:
    """A plate's second line: who plays the seat and how many cards it holds."""
    if player.kind == "bot":
        #: %1 a bot level, e.g. "normal".
        who = arg(translate("Table", "Bot, %1"), level_text(player.level or ""))
    else:
        who = translate("Table", "Human")
    #: A seat's detail: %1 "Human" or "Bot, normal"; %2 cards in hand, e.g. "5 cards".
    return arg(translate("Table", "%1 · %2"), who, cards_count_text(in_hand))


def end_status(ended: ev.GameEnded, seat: int) -> str:
    """A plate's status once the game is over: the seat's score, the winner's marked."""
    status = points_text(ended.scores[seat])
    if seat == ended.winner:
        #: %1 the winner's score, e.g. "182 points".
        status = arg(translate("Table", "Winner · %1"), status)
    return status


def decided_text() -> str:
    """A seat that has given its part of the step. Neutral: a seat that bids nothing has
    decided too, and says so no louder than one that bid (the counts show whether it bid)."""
    return translate("Table", "Decided")


def tray_seat(picture: TablePicture) -> int | None:
    """The seat whose hand a live table shows in the tray: the one seat the picture
    shows the hand of, while the game is played."""
    visible = picture.visible
    if len(visible) != 1 or picture.ended is not None:
        return None
    return next(iter(visible))


def table_picture(picture: TablePicture, tray: int | None, open_bids: bool = False) -> Picture:
    """What the scene lays out for a game picture: the stacks and badges at each seat,
    the auction card or the won bid being shared out, and the tray with ``tray``'s hand
    (if the picture shows it) and its own bid. Cards fly to the seats the picture knows
    hold them, no others. ``open_bids`` (a replay through everyone's eyes): a bid the
    picture shows (``own_bids``) lies face up at its seat before the reveal too."""
    deck = picture.deck
    stacks: list[list[int | None]] = []
    badges: list[str] = []
    ended = picture.ended
    # The won bid shared out and the others back in their hands: the round is over, and a
    # seat that bid nothing no longer says so (the others' badges were gone already).
    round_over = picture.winner is not None and not picture.pool and not any(picture.bids)
    for seat in range(picture.players):
        stack: list[int | None] = []
        badge = ""
        if ended is not None:
            chosen = ended.scoring_cards[seat]
            stack = [deck.card(chosen[str(f)]).index for f in SCORING_FAMILIES if chosen[str(f)]]
            badge = points_text(ended.scores[seat])
        elif picture.revealed and picture.bids[seat]:
            stack = _by_value(deck, picture.bids[seat])
            #: A revealed bid's total, e.g. 45.
            badge = arg(translate("Table", "total %1"), picture.totals[seat])
        elif (
            picture.revealed
            and seat != picture.winner
            and not picture.totals[seat]
            and not round_over
        ):
            badge = translate("Table", "no bid")
        elif seat == picture.winner and picture.pool:
            badge = translate("Table", "to share out")  # its cards lie mid-table, in ``pool``
        elif (
            open_bids
            and seat != tray
            and not picture.revealed
            and picture.own_bids[seat]  # a sealed bid too, as soon as it is put down
        ):
            stack = _by_value(deck, picture.own_bids[seat])
            badge = arg(translate("Table", "total %1"), deck.total(picture.own_bids[seat]))
        elif not picture.revealed and picture.step >= 0 and picture.counts[seat]:
            stack = [None] * picture.counts[seat]
            badge = cards_count_text(picture.counts[seat])
        elif not picture.revealed and picture.step >= 0:
            # Before the reveal only the count is public: none is a count, not yet "no bid".
            badge = cards_count_text(0)
        shown = picture.tiebreak[seat]
        if shown is not None and not stack:
            stack = [shown]
            badge = translate("Table", "highest tiebreaker")
        stacks.append(stack)
        badges.append(badge)
    cards: list[int] = []
    raised = 0
    if tray is not None and ended is None and picture.hands[tray] is not None:
        cards = [c.index for c in hand_order(deck, picture.in_hand(tray))]
        raised = picture.own_bids[tray]
    sharing = picture.winner is not None and bool(picture.pool)
    return Picture(
        auction=picture.auction_card,
        stacks=stacks,
        badges=badges,
        tray=cards,
        tray_raised=raised,
        owners=picture.owners(),
        pool=_by_value(deck, picture.pool) if sharing else [],
        pool_seat=picture.winner if sharing else None,
    )


def _by_value(deck, mask: int) -> list[int]:
    return [c.index for c in sorted(deck.cards_of(mask), key=lambda c: (-c.value, -c.tiebreaker))]


def pile_text(left: tuple[int, ...]) -> str:
    if not any(left):
        return translate("Table", "Pile empty")
    #: Face-down cards left in the pile per type, e.g. 3, 5 and 1.
    return arg(translate("Table", "%1★ · %2★★ · %3★★★"), left[0], left[1], left[2])
