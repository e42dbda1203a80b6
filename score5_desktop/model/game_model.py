"""``GameModel``: the game in progress, carried to Qt views.

The order of things lives in ``Session`` (plain Python): this object only
carries out the steps it returns. An event goes to the table together with the
picture it produces (``eventPublished(event, picture)``); the table animates
it and answers ``eventsConsumed()``. Bot seats are handed to the ``BotPool``
(never the GUI thread), a human is asked through ``decisionRequested`` (or the
hand-over screen first, ``handoverRequested``), the autosave is written by
``Autosaver`` off the GUI thread, and the item models (scoreboard, known
holdings, log) follow each published picture.
"""

from __future__ import annotations

import logging
import random
from collections import deque
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import Property, QObject, QTimer, Signal, Slot

from score5_desktop.core import registry
from score5_desktop.games.score5.rules import events as ev
from score5_desktop.games.score5.rules.cards import Deck, Family
from score5_desktop.games.score5.rules.deal import new_game
from score5_desktop.games.score5.rules.decisions import Decision, Options
from score5_desktop.games.score5.rules.record import GameRecord, Player, Replay
from score5_desktop.games.score5.rules.state import GameState
from score5_desktop.model import session as ss
from score5_desktop.model.autosaver import Autosaver
from score5_desktop.model.bot_pool import BotFactory, BotPool
from score5_desktop.model.decision_text import decision_text
from score5_desktop.model.hint_text import reason_text
from score5_desktop.model.known_model import KnownHoldingsModel, hand_counts
from score5_desktop.model.ledger import Ledger
from score5_desktop.model.log_model import BotFailure, GameLogModel
from score5_desktop.model.scoreboard_model import ScoreboardModel
from score5_desktop.model.text import arg, translate
from score5_desktop.storage.record_files import save_record_file

logger = logging.getLogger(__name__)


class GameModel(QObject):
    gameStarted = Signal()
    """A new or resumed game: views rebuild from ``picture()`` without animation."""
    eventPublished = Signal(object, object)
    """One engine event and the ``Picture`` after it; the view animates it, then
    calls ``eventsConsumed()``."""
    pictureChanged = Signal(object)
    """The picture changed without an event (a hand turned face up or down)."""
    decisionRequested = Signal(int, object)
    """A human seat may decide now (its ``Phase``); its hand is face up."""
    handoverRequested = Signal(int)
    """Several humans share the screen: show the hand-over screen for this seat."""
    decisionRefused = Signal(str)
    decisionApplied = Signal()
    """After every decision (history, actions)."""
    hintReady = Signal(int, object, str)
    """Seat, suggested decision, and the sentence to show."""
    gameOver = Signal(object)
    """The ``GameEnded`` event, once its animation is done."""
    botFailed = Signal(int, str)

    phaseChanged = Signal()
    roundChanged = Signal()
    auctionCardChanged = Signal()
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
        # The id of the game this model plays, for the registry (the shell finds the
        # game's Qt part by it); only the default game until the session is generic.
        self.game_id = registry.DEFAULT_GAME
        self._hint_level = hint_level or (lambda: registry.get(self.game_id).bot_levels[-1])
        self._auto_forced = True
        self.pool = BotPool(self, factory=bot_factory, think=think)
        self.pool.decided.connect(self._on_bot_decided)
        self.pool.advised.connect(self._on_advised)
        self._session: ss.Session | None = None
        self._game = 0
        self._steps: deque[ss.Step] = deque()
        self._running = False
        self._hint_tag = 0
        self._bot_pace = 0.0
        self._autosave: Autosaver | None = None
        self.log = GameLogModel(self)
        self.scoreboard: ScoreboardModel | None = None
        self.known: KnownHoldingsModel | None = None
        self._shown: tuple = ()

    # -- starting -----------------------------------------------------------------
    def new_game(
        self, players: Sequence[Player], seed: int | None = None, max_adjust_rounds: int = 2
    ) -> None:
        if seed is None:
            seed = random.SystemRandom().randrange(2**63)
        state = new_game(len(players), seed, Options(max_adjust_rounds=max_adjust_rounds))
        self.start(state, players, state.opening_events())

    def resume(self, record: GameRecord, replayed: Replay) -> None:
        """Continue a game read from a record (autosave or File > Open); its log tells
        how the game got here (those events are not shown on the table again)."""
        self.start(replayed.state, record.players, [])
        round_ = 1
        for event in replayed.events:
            if isinstance(event, ev.CardRevealed):
                round_ = event.round
            self.log.append(round_, event)

    def show(self, state: GameState, players: Sequence[Player]) -> None:
        """Show a position without playing it (the replay viewer): every hand is open."""
        self.start(state, players, [], play=False)

    def setAutosave(self, autosaver: Autosaver | None) -> None:
        """Autosave after every decision through ``autosaver`` (None: never)."""
        self._autosave = autosaver

    def autosaver(self) -> Autosaver | None:
        """Where games are autosaved (None: not at all, e.g. a demo); the window's other
        games follow the same choice."""
        return self._autosave

    def saveTo(self, path: Path) -> None:
        """File > Save; raises ``StorageError`` with a message for the player."""
        session = self._require()
        save_record_file(path, session.state, session.players)

    def start(
        self,
        state: GameState,
        players: Sequence[Player],
        opening: Sequence[ev.Event],
        *,
        play: bool = True,
    ) -> None:
        """Take over ``state``; ``opening`` events are published as if just caused."""
        self._steps.clear()
        session = ss.Session(state, players, opening, play=play, bot_pace=self._bot_pace)
        session.auto_forced = self._auto_forced
        self._session = session
        self._game += 1
        self._hint_tag += 1
        seeds = state.setup.seed or 0
        self.pool.seat(
            self._game,
            self.game_id,
            {
                seat: (session.players[seat].level or "random", (seeds + 7919 * seat) % 2**63)
                for seat in session.bots
            },
        )
        names = self.names()
        deck = state.deck
        # The last game's models go once the views have followed ``gameStarted``.
        for old in (self.scoreboard, self.known):
            if old is not None:
                old.deleteLater()
        self.scoreboard = ScoreboardModel(deck, names, self)
        self.known = KnownHoldingsModel(deck, names, self)
        self.log.start(names, deck, self.youSeat())
        self._follow(session.picture())
        self._shown = ()
        self.gameStarted.emit()
        for signal in (
            self.roundChanged,
            self.auctionCardChanged,
            self.pileChanged,
        ):
            signal.emit()
        self._sync_properties()
        if play and self._autosave is not None:
            self._autosave.save(state, session.players)  # "Continue" from the first moment
        game = self._game
        QTimer.singleShot(0, self, lambda: self._run(session.begin(), game))

    def close(self) -> None:
        """Forget the game: answers still on their way are dropped."""
        self._session = None
        self._steps.clear()
        self._game += 1
        self._sync_properties()

    def shutdown(self) -> None:
        """Quitting: stop every bot (no worker process is left) and finish the autosave.
        The game stays readable, but nothing moves any more."""
        self._steps.clear()
        self._game += 1
        self.pool.shutdown()
        if self._autosave is not None:
            self._autosave.close()

    # -- read access for views --------------------------------------------------------
    def _require(self) -> ss.Session:
        assert self._session is not None, "no game"
        return self._session

    def hasGame(self) -> bool:
        return self._session is not None

    def isPlaying(self) -> bool:
        """A game is being played and is not over (leaving it would give it up)."""
        session = self._session
        return session is not None and session.playing and not session.is_over

    def deck(self) -> Deck:
        return self._require().state.deck

    def players(self) -> tuple[Player, ...]:
        return self._session.players if self._session else ()

    def names(self) -> list[str]:
        return [p.name for p in self.players()]

    def humanSeats(self) -> list[int]:
        return list(self._session.humans) if self._session else []

    def isHotSeat(self) -> bool:
        return self._session is not None and self._session.hot_seat

    def youSeat(self) -> int | None:
        """The seat of the one human at a table of bots, whom texts address as "you";
        None in hot seat (everyone is named) and without a game."""
        humans = self.humanSeats()
        return humans[0] if len(humans) == 1 else None

    def homeSeat(self) -> int:
        """The seat drawn nearest the player: the first human, else seat 0."""
        humans = self.humanSeats()
        return humans[0] if humans else 0

    def ledger(self) -> Ledger:
        """The public picture as last published (the table shows the same)."""
        return self._require().ledger

    def picture(self) -> ss.Picture:
        """The table as it stands now; views that start late set it directly."""
        return self._require().picture()

    def options(self) -> Options:
        return self._require().state.setup.options

    def seed(self) -> int | None:
        return self._session.state.setup.seed if self._session else None

    def isOver(self) -> bool:
        return self._session is not None and self._session.is_over

    def currentBid(self, seat: int) -> int:
        return self._require().current_bid(seat)

    def ownBid(self, seat: int) -> int:
        return self._session.own_bid(seat) if self._session else 0

    def hasSubmitted(self, seat: int) -> bool:
        return self._session is not None and self._session.has_submitted(seat)

    def wildChoices(self, seat: int) -> list[tuple[Family, int]]:
        return self._require().wild_choices(seat)

    def bestWildFamily(self, seat: int) -> Family:
        return self._require().best_wild_family(seat)

    def recordText(self) -> str:
        """The game record (RECORD_FORMAT.md) of the game so far."""
        return self._require().record_text()

    def stateForTests(self) -> GameState:
        """The engine state; for tests only: views never reach into the engine."""
        return self._require().state

    def handoverSeat(self) -> int:
        session = self._session
        return -1 if session is None or session.handover is None else session.handover

    def retranslate(self) -> None:
        """The interface language changed: item models word their headers and cells
        again, and the log words its rows again."""
        self.log.retranslate()
        for table in (self.scoreboard, self.known):
            if table is not None:
                table.retranslate()

    # -- Qt properties ----------------------------------------------------------------
    def _get_phase(self) -> str:
        session = self._session
        return str(session.phase) if session and session.playing else ""

    def _get_round(self) -> int:
        return self._session.ledger.round if self._session else 0

    def _get_auction_card(self) -> str:
        ledger = self._session.ledger if self._session else None
        if ledger is None or ledger.auction_card is None:
            return ""
        return ledger.deck.cards[ledger.auction_card].id

    def _get_to_act(self) -> list[int]:
        return list(self._session.to_act()) if self._session else []

    def _get_thinking(self) -> list[int]:
        return sorted(self._session.thinking) if self._session else []

    def _get_exposed(self) -> int:
        session = self._session
        return -1 if session is None or session.exposed is None else session.exposed

    def _get_pile(self) -> list[int]:
        return list(self._session.ledger.pile_left) if self._session else [0, 0, 0]

    def _get_busy(self) -> bool:
        return self._session is not None and self._session.busy

    def _get_deciding(self) -> int:
        session = self._session
        return -1 if session is None or session.deciding is None else session.deciding

    phase = Property(str, _get_phase, notify=phaseChanged)
    round = Property(int, _get_round, notify=roundChanged)
    auctionCard = Property(str, _get_auction_card, notify=auctionCardChanged)
    toAct = Property(list, _get_to_act, notify=toActChanged)
    thinkingSeats = Property(list, _get_thinking, notify=thinkingChanged)
    exposedSeat = Property(int, _get_exposed, notify=exposedSeatChanged)
    pileLeft = Property(list, _get_pile, notify=pileChanged)
    busy = Property(bool, _get_busy, notify=busyChanged)
    decidingSeat = Property(int, _get_deciding, notify=toActChanged)

    # -- pacing ------------------------------------------------------------------------
    def setAutoForced(self, enabled: bool) -> None:
        """Whether a human's decision with no choice is played for them; in hot seat it
        then needs no hand-over screen (the Preferences' automatic pick)."""
        self._auto_forced = enabled
        if self._session is not None:
            self._session.auto_forced = enabled

    def setBotPace(self, ms: int) -> None:
        """Shortest time a bot's seat shows it is thinking, so people can follow the game."""
        self._bot_pace = max(0, int(ms)) / 1000
        if self._session is not None:
            self._session.bot_pace = self._bot_pace

    # -- answers from the views and the bots --------------------------------------------------
    @Slot()
    def eventsConsumed(self) -> None:
        """The view has finished showing the last published event."""
        if self._session is not None:
            self._run(self._session.consumed())

    @Slot()
    def confirmHandover(self) -> None:
        """The player at the screen says they are the one to act: show their hand."""
        if self._session is not None:
            self._run(self._session.confirm_handover())

    def submit(self, decision: Decision) -> bool:
        """A human's decision, from the controls; False (and ``decisionRefused``) if not taken."""
        if self._session is None:
            self.decisionRefused.emit(translate("GameModel", "It is not this player's turn."))
            return False
        steps = self._session.submit(decision)
        refused = bool(steps) and isinstance(steps[0], ss.Refused)
        self._hint_tag += 1
        # The hand is hidden (or kept) at once; what follows starts from the event loop,
        # so the window repaints before the table moves on.
        cut = next((i + 1 for i, s in enumerate(steps) if isinstance(s, ss.Applied)), len(steps))
        self._run(steps[:cut])
        if steps[cut:]:
            self._steps.extend(steps[cut:])
            game = self._game
            QTimer.singleShot(0, self, lambda: self._run([], game))
        return not refused

    @Slot(int, int, object, str)
    def _on_bot_decided(self, game: int, seat: int, answer: Any, error: str) -> None:
        if game == self._game and self._session is not None:
            self._run(self._session.bot_decided(seat, answer, error))

    def _tick(self, game: int) -> None:
        if game == self._game and self._session is not None:
            self._run(self._session.tick())

    # -- carrying out the steps ---------------------------------------------------------------
    def _run(self, steps: list[ss.Step], game: int | None = None) -> None:
        """Carry out ``steps`` in order. A view that answers at once (instant speed) calls
        back while a step is carried out; its steps join the same queue, so a whole batch
        of events goes through without recursion or a trip through the event loop."""
        if game is not None and game != self._game:
            return
        self._steps.extend(steps)
        if self._running:
            return
        self._running = True
        try:
            while self._steps:
                self._do(self._steps.popleft())
                self._sync_properties()
        finally:
            self._running = False

    def _do(self, step: ss.Step) -> None:
        session = self._session
        if session is None:
            return
        match step:
            case ss.Publish(event=event, picture=picture):
                self._follow(picture)
                self.log.append(picture.ledger.round, event)
                self._announce(event)
                self.eventPublished.emit(event, picture)
            case ss.Show(picture=picture):
                self._follow(picture)
                self.pictureChanged.emit(picture)
            case ss.AskBots(requests=requests):
                for seat, view in requests.items():
                    self.pool.ask(self._game, seat, view)
            case ss.AskHuman(seat=seat, phase=phase):
                self._sync_properties()
                self.decisionRequested.emit(seat, phase)
            case ss.Handover(seat=seat):
                self._sync_properties()
                self.handoverRequested.emit(seat)
            case ss.Wake(seconds=seconds):
                game = self._game
                QTimer.singleShot(max(0, round(seconds * 1000)), self, lambda: self._tick(game))
            case ss.BotFailed(seat=seat, kind=kind, detail=detail):
                problem = _failure_text(kind, detail)
                self.log.append(session.ledger.round, BotFailure(seat, problem))
                self.botFailed.emit(seat, problem)
            case ss.Applied():
                if self._autosave is not None:
                    self._autosave.save(session.state, session.players)
                self.decisionApplied.emit()
            case ss.GameOver(result=result):
                self.gameOver.emit(result)
            case ss.Refused(not_your_turn=not_your_turn):
                if not_your_turn:
                    self.decisionRefused.emit(
                        translate("GameModel", "It is not this player's turn.")
                    )
                else:
                    self.decisionRefused.emit(
                        translate("GameModel", "That move is not allowed now.")
                    )

    def _follow(self, picture: ss.Picture) -> None:
        """Item models show ``picture``: the public tables."""
        ledger = picture.ledger
        if self.scoreboard is None or self.known is None:
            return
        self.scoreboard.update(ledger.known, ledger.wild)
        self.known.update(ledger.known, hand_counts(ledger))

    def _announce(self, event: ev.Event) -> None:
        if isinstance(event, ev.CardRevealed):
            self.roundChanged.emit()
            self.auctionCardChanged.emit()
            self.pileChanged.emit()
        elif isinstance(event, ev.AuctionWon | ev.NoWinner | ev.GameEnded):
            self.auctionCardChanged.emit()
        if isinstance(event, ev.GameEnded):
            self.pileChanged.emit()

    def _sync_properties(self) -> None:
        """Emit the change signals of the properties that moved since last time."""
        session = self._session
        now = (
            self._get_phase(),
            self._get_to_act(),
            self._get_deciding(),
            self.handoverSeat(),
            self._get_thinking(),
            self._get_exposed(),
            self._get_busy(),
        )
        before = self._shown or (None,) * len(now)
        self._shown = now
        if session is None and not any(before):
            return
        if now[0] != before[0]:
            self.phaseChanged.emit()
        if now[1:4] != before[1:4]:
            self.toActChanged.emit()
        if now[4] != before[4]:
            self.thinkingChanged.emit()
        if now[5] != before[5]:
            self.exposedSeatChanged.emit()
        if now[6] != before[6]:
            self.busyChanged.emit()

    # -- hints ----------------------------------------------------------------------------
    def requestHint(self) -> bool:
        """Ask the strongest bot what the deciding human should do (answered by ``hintReady``)."""
        session = self._session
        if session is None or session.deciding is None:
            return False
        self._hint_tag += 1
        seat = session.deciding
        view = session.state.view(seat)
        seed = session.state.setup.seed
        self.pool.hint(self._hint_tag, self.game_id, self._hint_level(), seed, seat, view)
        return True

    @Slot(int, int, object, str)
    def _on_advised(self, tag: int, seat: int, advice: Any, error: str) -> None:
        session = self._session
        if session is None or tag != self._hint_tag or seat != session.deciding:
            return
        if error or advice is None or not session.state.is_legal(advice.decision):
            self.hintReady.emit(seat, None, translate("GameModel", "No hint is available now."))
            return
        decision, reasons = advice.decision, advice.reasons
        state = session.state
        what = decision_text(state.deck, decision, session.current_bid(seat))
        why = reason_text(reasons, state.deck, self.names())
        #: A hint: %1 the advice, e.g. "Take green 15."; %2 the reason, e.g. "It adds 15 points to
        #: your green family."
        text = arg(translate("GameModel", "%1 %2"), what, why) if why else what
        self.hintReady.emit(seat, decision, text)


def _failure_text(kind: ss.FailureKind, detail: str) -> str:
    if kind is ss.FailureKind.NO_DECISION:
        #: Why a bot failed, in brackets after its name in the game log.
        return translate("GameModel", "no decision came")
    if kind is ss.FailureKind.ILLEGAL:
        #: Shown in the game log when a bot breaks; %1 is the program's own notation of its
        #: decision.
        return arg(translate("GameModel", "illegal decision %1"), detail)
    return detail
