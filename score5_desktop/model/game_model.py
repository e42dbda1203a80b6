"""``GameModel``: the one object views talk to about a game in progress.

Flow, one way only (STYLE.md): a view submits a decision; the engine returns
events; the model publishes them *one at a time* (``eventPublished``) and
advances its public picture (the ledger, the log, the scoreboard) as it does;
the table animates the event and answers ``eventsConsumed()``. Only when every
event has been consumed does the model ask for the next decisions: it starts
the bots on a worker and asks a human, through the hand-over screen when
several humans share the screen (R11). The GUI thread never waits on a bot.
"""

from __future__ import annotations

import logging
import random
import time
from collections import deque
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import Property, QObject, QTimer, Signal, Slot

from score5_desktop.engine import events as ev
from score5_desktop.engine.cards import SCORING_FAMILIES, Deck, Family
from score5_desktop.engine.deal import new_game
from score5_desktop.engine.decisions import AssignWild, Bid, Decision, Options, Phase, Pick
from score5_desktop.engine.errors import IllegalDecision
from score5_desktop.engine.observation import Observation, observe
from score5_desktop.engine.record import GameRecord, Player, Replay, dumps, load
from score5_desktop.engine.scoring import best_wild_family, hand_score
from score5_desktop.engine.state import GameState
from score5_desktop.model.bot_process import BotSpec, ProcessBotRunner
from score5_desktop.model.bot_runner import BotRunner
from score5_desktop.model.decision_text import decision_text
from score5_desktop.model.event_text import bot_failure_text, describe_event
from score5_desktop.model.hand_model import HandModel
from score5_desktop.model.hint_text import reason_text
from score5_desktop.model.known_model import KnownHoldingsModel
from score5_desktop.model.ledger import Ledger
from score5_desktop.model.log_model import GameLogModel
from score5_desktop.model.scoreboard_model import ScoreboardModel
from score5_desktop.model.storage_text import storage_text
from score5_desktop.model.text import arg, translate
from score5_desktop.storage.autosave import AutosaveStore
from score5_desktop.storage.errors import StorageError
from score5_desktop.storage.record_files import save_record_file

logger = logging.getLogger(__name__)

BotFactory = Callable[[str, int | None], Any]


THREAD_LEVELS = frozenset({"random", "easy", "normal"})
"""Levels quick enough to think on a thread; stronger ones get their own process
(see ``bot_process``: a thread would let their garbage collection pause the window)."""


def default_bot_factory(level: str, seed: int | None) -> Any:
    """Imported on first use: the window must appear before any bot code loads."""
    from score5_desktop.ai.levels import make_bot

    return make_bot(level, seed)


def strongest_level() -> str:
    from score5_desktop.ai.levels import available_levels

    return available_levels()[-1]


def simple_move(state: GameState, seat: int) -> Decision:
    """A legal stand-in for a bot that failed: keep the bid, take the first card, best wild."""
    phase = state.phase
    if phase is Phase.BID:
        return Bid(seat, 0)
    if phase is Phase.ADJUST:
        return Bid(seat, state.bids[seat])
    if phase is Phase.PICK:
        pool = state.pool
        return Pick(seat, (pool & -pool).bit_length() - 1)
    return AssignWild(seat, best_wild_family(state.deck, state.hands[seat]))


class GameModel(QObject):
    gameStarted = Signal()
    """A new or resumed game: views rebuild from ``ledger()`` without animation."""
    eventPublished = Signal(object)
    """One engine event; the view animates it, then calls ``eventsConsumed()``."""
    decisionRequested = Signal(int, str)
    """A human seat may decide now (phase name); its hand is exposed."""
    handoverRequested = Signal(int)
    """Several humans share the screen: show the hand-over screen for this seat."""
    decisionRefused = Signal(str)
    decisionApplied = Signal()
    """After every decision, e.g. to autosave."""
    hintReady = Signal(int, object, str)
    """Seat, suggested decision, and the sentence to show."""
    gameOver = Signal(object)
    """The ``GameEnded`` event, once its animation is done."""
    botFailed = Signal(int, str)
    storageProblem = Signal(str)
    """A save could not be written; the message is for the player."""

    phaseChanged = Signal()
    roundChanged = Signal()
    auctionCardChanged = Signal()
    bidCountsChanged = Signal()
    scoresChanged = Signal()
    toActChanged = Signal()
    thinkingChanged = Signal()
    exposedSeatChanged = Signal()
    pileChanged = Signal()
    busyChanged = Signal()

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        bot_factory: BotFactory | None = None,
        hint_level: Callable[[], str] | None = None,
        think: float | None = None,
    ) -> None:
        super().__init__(parent)
        self._bot_factory = bot_factory or default_bot_factory
        self._hint_level = hint_level or strongest_level
        self._runner = BotRunner(self)
        self._runner.finished.connect(self._on_bot_finished)
        self._process_runner: ProcessBotRunner | None = None
        self._in_process = bot_factory is None
        self._think = think
        self._specs: dict[int, BotSpec] = {}
        self._tickets = 0
        self._game_id = 0
        self._state: GameState | None = None
        self._players: tuple[Player, ...] = ()
        self._ledger: Ledger | None = None
        self._bots: dict[int, Any] = {}
        self._hint_bot: Any = None
        self._queue: deque[ev.Event] = deque()
        self._in_flight = False
        self._thinking: dict[int, int] = {}  # seat -> ticket
        self._think_started: dict[int, float] = {}
        self._hint_ticket = 0
        self._human_seat: int | None = None
        self._handover_seat: int | None = None
        self._exposed: int | None = None
        self._bot_pace_ms = 0
        self._hands: list[HandModel] = []
        self.log = GameLogModel(self)
        self.scoreboard: ScoreboardModel | None = None
        self.known: KnownHoldingsModel | None = None
        self._phase = ""
        self._to_act: tuple[int, ...] = ()
        self._over_announced = False
        self._playing = True
        self._publishing = False
        self._reveal_all = False
        self._autosave: AutosaveStore | None = None

    # -- starting -----------------------------------------------------------------
    def new_game(
        self, players: Sequence[Player], seed: int | None = None, max_adjust_rounds: int = 2
    ) -> None:
        if seed is None:
            seed = random.SystemRandom().randrange(2**63)
        state = new_game(len(players), seed, Options(max_adjust_rounds=max_adjust_rounds))
        self.start(state, players, state.opening_events())

    def load_record(self, data: bytes | str) -> None:
        """Resume a saved game exactly; raises ``RecordError`` for a bad record."""
        record, replayed = load(data)
        self.resume(record, replayed)

    def resume(self, record: GameRecord, replayed: Replay) -> None:
        """Continue a game read from a record (autosave or File > Open)."""
        self.start(replayed.state, record.players, [])

    def show(self, state: GameState, players: Sequence[Player]) -> None:
        """Show a position without playing it (the replay viewer): every hand is open."""
        self.start(state, players, [], play=False)

    def setAutosave(self, store: AutosaveStore | None) -> None:
        """Write the game to ``store`` after every decision (for Game > Continue)."""
        self._autosave = store

    def saveTo(self, path: Path) -> None:
        """File > Save; raises ``StorageError`` with a message for the player."""
        assert self._state is not None
        save_record_file(path, self._state, self._players)

    def start(
        self,
        state: GameState,
        players: Sequence[Player],
        opening: list[ev.Event],
        *,
        play: bool = True,
    ) -> None:
        """Take over ``state``; ``opening`` events are published as if just caused."""
        self._cancel_work()
        self._playing = play
        self._reveal_all = not play
        self._state = state
        self._players = tuple(players)
        self._ledger = Ledger.from_state(state)
        if opening and isinstance(opening[0], ev.CardRevealed):
            # The first card is shown by its event, so the picture starts before it.
            self._ledger.auction_card = None
        seeds = state.setup.seed or 0
        factory = self._bot_factory if play else _no_bot
        self._game_id += 1
        self._hint_bot = None
        self._bots, self._specs = {}, {}
        for seat, player in enumerate(self._players):
            if player.kind != "bot":
                continue
            level, seed = player.level or "random", (seeds + 7919 * seat) % 2**63
            if self._in_process and level not in THREAD_LEVELS:
                self._specs[seat] = BotSpec(
                    (id(self), self._game_id, seat), level, seed, seat, self._think
                )
                self._bots[seat] = None
            else:
                self._bots[seat] = factory(level, seed)
        names = self.names()
        deck = state.deck
        self._hands = [HandModel(deck, seat, self) for seat in range(state.players)]
        self.scoreboard = ScoreboardModel(deck, names, self)
        self.known = KnownHoldingsModel(deck, names, self)
        self.log.clear()
        self._queue.clear()
        self._in_flight = False
        self._human_seat = self._handover_seat = None
        self._over_announced = False
        self._phase = str(state.phase)
        self._to_act = ()
        self._set_exposed(self._resting_exposure())
        self._refresh_public()
        self.gameStarted.emit()
        for signal in (
            self.phaseChanged,
            self.roundChanged,
            self.auctionCardChanged,
            self.bidCountsChanged,
            self.pileChanged,
            self.toActChanged,
            self.thinkingChanged,
        ):
            signal.emit()
        self._queue.extend(opening)
        self._schedule(self._pump)

    def close(self) -> None:
        """Forget the game: pending bot results will be dropped."""
        self._cancel_work()
        self._state = None

    def shutdown(self) -> None:
        self._cancel_work()
        self._runner.shutdown()
        if self._process_runner is not None:
            self._process_runner.shutdown()

    def _cancel_work(self) -> None:
        if self._thinking:
            self._thinking.clear()
            self.thinkingChanged.emit()
        self._hint_ticket = 0
        self._queue.clear()
        self._in_flight = False

    # -- read access for views --------------------------------------------------------
    def hasGame(self) -> bool:
        return self._state is not None

    def deck(self) -> Deck:
        assert self._state is not None
        return self._state.deck

    def players(self) -> tuple[Player, ...]:
        return self._players

    def names(self) -> list[str]:
        return [p.name for p in self._players]

    def isHuman(self, seat: int) -> bool:
        return self._players[seat].kind == "human"

    def humanSeats(self) -> list[int]:
        return [s for s, p in enumerate(self._players) if p.kind == "human"]

    def isHotSeat(self) -> bool:
        return len(self.humanSeats()) >= 2

    def homeSeat(self) -> int:
        """The seat drawn nearest the player: the first human, else seat 0."""
        humans = self.humanSeats()
        return humans[0] if humans else 0

    def ledger(self) -> Ledger:
        assert self._ledger is not None
        return self._ledger

    def handModel(self, seat: int) -> HandModel:
        return self._hands[seat]

    def options(self) -> Options:
        assert self._state is not None
        return self._state.setup.options

    def seed(self) -> int | None:
        return self._state.setup.seed if self._state else None

    def isOver(self) -> bool:
        return self._state is not None and self._state.is_over

    def observation(self, seat: int) -> Observation:
        """What ``seat`` may know; only for the seat whose decision is asked."""
        assert self._state is not None
        return observe(self._state, seat)

    def currentBid(self, seat: int) -> int:
        """The bid last shown for ``seat`` this round (what "Keep my bid" keeps)."""
        assert self._state is not None
        return self._state.bids[seat] if self._state.phase is Phase.ADJUST else 0

    def ownBid(self, seat: int) -> int:
        """The exposed seat's own bid this step (submitted or last shown); 0 for others."""
        state = self._state
        if state is None or seat != self._exposed or state.phase not in (Phase.BID, Phase.ADJUST):
            return 0
        pending = state.pending[seat]
        return pending if pending is not None else state.bids[seat]

    def hasSubmitted(self, seat: int) -> bool:
        """Public: this seat has put down its part of the current simultaneous step."""
        state = self._state
        return (
            state is not None
            and state.phase in (Phase.BID, Phase.ADJUST)
            and state.pending[seat] is not None
        )

    def wildChoices(self, seat: int) -> list[tuple[Family, int]]:
        """Each family the wild could take, with the score it would give (R7)."""
        assert self._state is not None
        deck, hand = self._state.deck, self._state.hands[seat]
        return [(family, hand_score(deck, hand, family)) for family in SCORING_FAMILIES]

    def bestWildFamily(self, seat: int) -> Family:
        assert self._state is not None
        return best_wild_family(self._state.deck, self._state.hands[seat])

    def recordText(self) -> str:
        """The game record (RECORD_FORMAT.md) of the game so far."""
        assert self._state is not None
        return dumps(self._state, self._players)

    def stateForTests(self) -> GameState:
        """The engine state; for tests only: views never reach into the engine."""
        assert self._state is not None
        return self._state

    def retranslate(self) -> None:
        """The interface language changed: item models word their headers and cells
        again. Log lines already written stay as they are; new ones follow the language."""
        for hand in self._hands:
            hand.retranslate()
        for table in (self.scoreboard, self.known):
            if table is not None:
                table.retranslate()

    # -- Qt properties ----------------------------------------------------------------
    def _get_phase(self) -> str:
        return self._phase

    def _get_round(self) -> int:
        return self._ledger.round if self._ledger else 0

    def _get_auction_card(self) -> str:
        if not self._ledger or self._ledger.auction_card is None:
            return ""
        return self._ledger.deck.cards[self._ledger.auction_card].id

    def _get_bid_counts(self) -> list[int]:
        return list(self._ledger.counts) if self._ledger else []

    def _get_scores(self) -> list[int]:
        return self.scoreboard.totals() if self.scoreboard else []

    def _get_to_act(self) -> list[int]:
        return list(self._to_act)

    def _get_thinking(self) -> list[int]:
        return sorted(self._thinking)

    def _get_exposed(self) -> int:
        return -1 if self._exposed is None else self._exposed

    def _get_pile(self) -> list[int]:
        return list(self._ledger.pile_left) if self._ledger else [0, 0, 0]

    def _get_busy(self) -> bool:
        return self._in_flight or bool(self._queue)

    def _get_deciding(self) -> int:
        return -1 if self._human_seat is None else self._human_seat

    phase = Property(str, _get_phase, notify=phaseChanged)
    round = Property(int, _get_round, notify=roundChanged)
    auctionCard = Property(str, _get_auction_card, notify=auctionCardChanged)
    bidCounts = Property(list, _get_bid_counts, notify=bidCountsChanged)
    scores = Property(list, _get_scores, notify=scoresChanged)
    toAct = Property(list, _get_to_act, notify=toActChanged)
    thinkingSeats = Property(list, _get_thinking, notify=thinkingChanged)
    exposedSeat = Property(int, _get_exposed, notify=exposedSeatChanged)
    pileLeft = Property(list, _get_pile, notify=pileChanged)
    busy = Property(bool, _get_busy, notify=busyChanged)
    decidingSeat = Property(int, _get_deciding, notify=toActChanged)

    # -- pacing ------------------------------------------------------------------------
    def setBotPace(self, ms: int) -> None:
        """Shortest time a bot's seat shows it is thinking, so people can follow the game."""
        self._bot_pace_ms = max(0, int(ms))

    def _schedule(self, fn: Callable[[], None], ms: int = 0) -> None:
        """Continue from the event loop: no deep recursion, and the window repaints.
        The model is the timer's context, so a call still queued when the model is
        deleted is dropped instead of reaching a dead object."""
        QTimer.singleShot(ms, self, fn)

    # -- events, one at a time -----------------------------------------------------------
    def _pump(self) -> None:
        """Publish the next event; a view that consumes at once (instant speed) gets the
        whole batch in one go, without a trip through the event loop per event."""
        if self._state is None or self._in_flight or self._publishing:
            return
        self._publishing = True
        try:
            while self._queue and not self._in_flight and self._state is not None:
                self._publish(self._queue.popleft())
        finally:
            self._publishing = False
        if not self._in_flight and not self._queue:
            self.busyChanged.emit()
            self._advance()

    def _publish(self, event: ev.Event) -> None:
        assert self._ledger is not None and self._state is not None
        final_hands = list(self._state.hands) if isinstance(event, ev.GameEnded) else None
        self._ledger.apply(event, final_hands)
        self.log.append(self._ledger.round, describe_event(event, self.names(), self.deck()))
        self._refresh_public()
        self._announce(event)
        self._in_flight = True
        self.busyChanged.emit()
        self.eventPublished.emit(event)

    @Slot()
    def eventsConsumed(self) -> None:
        """The view has finished showing the last published event."""
        if not self._in_flight:
            logger.debug("eventsConsumed() with no event in flight")
            return
        self._in_flight = False
        if not self._publishing:
            self._schedule(self._pump)

    def _announce(self, event: ev.Event) -> None:
        if isinstance(event, ev.CardRevealed):
            self.roundChanged.emit()
            self.auctionCardChanged.emit()
            self.pileChanged.emit()
            self.bidCountsChanged.emit()
        elif isinstance(event, ev.AuctionWon | ev.NoWinner | ev.GameEnded):
            self.auctionCardChanged.emit()
        elif isinstance(event, ev.BidCountsShown | ev.BidsReturned):
            self.bidCountsChanged.emit()
        if isinstance(event, ev.GameEnded):
            self._set_exposed(None)
            self.pileChanged.emit()

    def _refresh_public(self) -> None:
        ledger = self._ledger
        if ledger is None or self.scoreboard is None or self.known is None:
            return
        before = self.scoreboard.totals()
        self.scoreboard.update(ledger.known, ledger.wild)
        self.known.update(ledger.known, ledger.hand_sizes)
        if self.scoreboard.totals() != before:
            self.scoresChanged.emit()
        self._refresh_hands()

    def _refresh_hands(self) -> None:
        if self._ledger is None:
            return
        over = self._ledger.ended is not None or self._reveal_all
        for seat, model in enumerate(self._hands):
            model.update(self._ledger.in_hand(seat), over or seat == self._exposed)

    # -- who decides next ------------------------------------------------------------
    def _resting_exposure(self) -> int | None:
        """With one human, their hand stays visible; in hot seat, only while deciding."""
        humans = self.humanSeats()
        if len(humans) == 1 and self._playing:
            return humans[0]
        return None

    def _set_exposed(self, seat: int | None) -> None:
        if seat != self._exposed:
            self._exposed = seat
            self._refresh_hands()
            self.exposedSeatChanged.emit()

    def _advance(self) -> None:
        state = self._state
        if state is None or not self._playing:
            return
        phase = str(state.phase)
        to_act = state.to_act()
        if phase != self._phase:
            self._phase = phase
            self.phaseChanged.emit()
        if to_act != self._to_act:
            self._to_act = to_act
            self.toActChanged.emit()
        if state.is_over:
            if not self._over_announced and self._ledger and self._ledger.ended:
                self._over_announced = True
                self.gameOver.emit(self._ledger.ended)
            return
        for seat in to_act:
            if seat in self._bots and seat not in self._thinking:
                self._start_bot(seat)
        if self._human_seat is not None or self._handover_seat is not None:
            return
        humans = [s for s in to_act if not seat_is_bot(self._bots, s)]
        if not humans:
            return
        seat = humans[0]
        if self.isHotSeat():
            self._set_exposed(None)
            self._handover_seat = seat
            self.handoverRequested.emit(seat)
        else:
            self._ask_human(seat)

    @Slot()
    def confirmHandover(self) -> None:
        """The player at the screen says they are the one to act: show their hand."""
        seat = self._handover_seat
        if seat is None:
            return
        self._handover_seat = None
        self._ask_human(seat)

    def handoverSeat(self) -> int:
        return -1 if self._handover_seat is None else self._handover_seat

    def _ask_human(self, seat: int) -> None:
        self._human_seat = seat
        self._set_exposed(seat)
        self.toActChanged.emit()
        assert self._state is not None
        self.decisionRequested.emit(seat, str(self._state.phase))

    # -- decisions ----------------------------------------------------------------------
    def submit(self, decision: Decision) -> bool:
        """A human's decision, from the controls; False (and ``decisionRefused``) if illegal."""
        state = self._state
        if state is None or self._human_seat is None or decision[0] != self._human_seat:
            self.decisionRefused.emit(translate("GameModel", "It is not this player's turn."))
            return False
        try:
            events = state.apply(decision)
        except IllegalDecision as exc:
            # The engine words its refusals for programmers; the player gets a sentence.
            logger.info("refused %r: %s", decision, exc)
            self.decisionRefused.emit(translate("GameModel", "That move is not allowed now."))
            return False
        self._human_seat = None
        self._hint_ticket = 0
        self._set_exposed(self._resting_exposure())
        self.toActChanged.emit()
        self._after_decision(events)
        return True

    def _after_decision(self, events: list[ev.Event]) -> None:
        if self._autosave is not None and self._state is not None:
            try:
                self._autosave.save(self._state, self._players)
            except StorageError as exc:
                self.storageProblem.emit(storage_text(str(exc)))
        self.decisionApplied.emit()
        if events:
            self._queue.extend(events)
            self._schedule(self._pump)
        else:
            self._schedule(self._advance_if_idle)

    def _advance_if_idle(self) -> None:
        if not self._in_flight and not self._queue:
            self._advance()

    def _next_ticket(self) -> int:
        self._tickets += 1
        return self._tickets

    def _processes(self) -> ProcessBotRunner:
        if self._process_runner is None:
            self._process_runner = ProcessBotRunner(self)
            self._process_runner.finished.connect(self._on_bot_finished)
        return self._process_runner

    def _start_bot(self, seat: int) -> None:
        assert self._state is not None
        obs = observe(self._state, seat)
        ticket = self._thinking[seat] = self._next_ticket()
        if seat in self._specs:
            self._processes().submit(ticket, self._specs[seat], obs)
        else:
            self._runner.submit(ticket, self._bots[seat], obs)
        self._think_started[seat] = time.perf_counter()
        self.thinkingChanged.emit()

    @Slot(int, int, object, str, float)
    def _on_bot_finished(
        self, ticket: int, seat: int, result: Any, error: str, secs: float
    ) -> None:
        if ticket == self._hint_ticket and ticket:
            self._hint_ticket = 0
            self._deliver_hint(seat, result, error)
            return
        if self._thinking.get(seat) != ticket:
            return  # an old game's or a cancelled request
        waited = (time.perf_counter() - self._think_started.get(seat, 0.0)) * 1000
        delay = self._bot_pace_ms - waited
        if delay > 0:
            self._schedule(lambda: self._apply_bot(ticket, seat, result, error), int(delay))
        else:
            self._apply_bot(ticket, seat, result, error)

    def _apply_bot(self, ticket: int, seat: int, result: Any, error: str) -> None:
        state = self._state
        if state is None or self._thinking.get(seat) != ticket:
            return
        del self._thinking[seat]
        self.thinkingChanged.emit()
        decision = result
        problem = error
        if not problem and not _is_decision(decision):
            problem = translate("GameModel", "it gave no decision")
        if not problem and (decision[0] != seat or not state.is_legal(decision)):
            problem = arg(translate("GameModel", "illegal decision %1"), repr(decision))
        if problem:
            decision = simple_move(state, seat)
            self.log.append(
                self.ledger().round, bot_failure_text(self._players[seat].name, problem)
            )
            self.botFailed.emit(seat, problem)
        events = state.apply(decision)
        self._after_decision(events)

    # -- hints ----------------------------------------------------------------------------
    def requestHint(self) -> bool:
        """Ask the strongest bot what the deciding human should do (answered by ``hintReady``)."""
        state = self._state
        if state is None or self._human_seat is None:
            return False
        level = self._hint_level()
        obs = observe(state, self._human_seat)
        self._hint_ticket = ticket = self._next_ticket()
        if self._in_process and level not in THREAD_LEVELS:
            spec = BotSpec(
                (id(self), self._game_id, "hint"), level, state.setup.seed, 5, self._think
            )
            self._processes().submit(ticket, spec, obs, advise=True)
            return True
        if self._hint_bot is None:
            self._hint_bot = self._bot_factory(level, state.setup.seed)
        self._runner.submit(ticket, self._hint_bot, obs, advise=True)
        return True

    def _deliver_hint(self, seat: int, advice: Any, error: str) -> None:
        state = self._state
        if state is None or seat != self._human_seat:
            return
        if error or advice is None:
            self.hintReady.emit(seat, None, translate("GameModel", "No hint is available now."))
            return
        decision, reasons = advice
        if not state.is_legal(decision):
            self.hintReady.emit(seat, None, translate("GameModel", "No hint is available now."))
            return
        what = decision_text(state.deck, decision, self.currentBid(seat))
        why = reason_text(reasons, state.deck, self.names())
        text = arg(translate("GameModel", "%1 %2"), what, why) if why else what
        self.hintReady.emit(seat, decision, text)


def _no_bot(level: str, seed: int | None) -> None:
    return None


def seat_is_bot(bots: dict[int, Any], seat: int) -> bool:
    return seat in bots


def _is_decision(value: Any) -> bool:
    return isinstance(value, Bid | Pick | AssignWild)
