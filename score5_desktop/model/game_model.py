"""``GameModel``: the game in progress, carried to Qt views, for any game of the registry.

The order of things lives in ``Session`` (plain Python): this object only
carries out the steps it returns. An event goes to the table together with the
(masked) picture it produces (``eventPublished(event, picture)``); the table
shows it and answers ``eventsConsumed()``. Bot seats are handed to the
``BotPool`` (never the GUI thread), a human is asked through
``decisionRequested`` (or the hand-over screen first, ``handoverRequested``), and
the autosave is written by ``Autosaver`` off the GUI thread.

What else moved after a step (who is to act or thinking, whose hand is shown, a
decision applied) is told once, by ``changed``
with a ``Changes`` value, as Anki's ``OpChanges``: each view reads the model
again for what it shows.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from score5_desktop.core import registry
from score5_desktop.core.players import Player
from score5_desktop.core.protocol import Decision, Event, Loaded, State, View
from score5_desktop.core.protocol import hint_level as protocol_hint_level
from score5_desktop.model import session as ss
from score5_desktop.model.autosaver import Autosaver
from score5_desktop.model.bot_pool import BotFactory, BotPool
from score5_desktop.model.text import arg, translate
from score5_desktop.storage.record_files import save_record_file

logger = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Changes:
    """What a carried-out step changed, besides the events and pictures themselves."""

    seats: bool = False
    """Who is to act, deciding, awaited at the hand-over or thinking."""
    exposed: bool = False
    """Whose hand the table may show."""
    decision: bool = False
    """A decision was applied (and autosaved)."""

    def __bool__(self) -> bool:
        return self.seats or self.exposed or self.decision


class GameModel(QObject):
    gameStarted = Signal()
    """A new or resumed game: views rebuild from ``picture()`` without animation."""
    eventComing = Signal(object)
    """An event about to be published: a listener that must hold the table while it is
    shown (``holdEvents``) does it here, before any view has shown it."""
    eventPublished = Signal(object, object)
    """One engine event and the visible picture after it; the view shows it, then calls
    ``eventsConsumed()``."""
    pictureChanged = Signal(object)
    """The visible picture changed without an event (a hand turned face up or down)."""
    decisionRequested = Signal(int, object)
    """A human seat may decide now, from its own view (the game's); its hand is shown."""
    handoverRequested = Signal(int)
    """Several humans share the screen: show the hand-over screen for this seat."""
    decisionRefused = Signal(str)
    hintReady = Signal(int, object)
    """Seat, and the bot's ``Advice`` (decision and the game's typed reasons), None when
    no hint came; the game's controls word it."""
    gameOver = Signal(object)
    """The game's ``Outcome``, once its last event has been shown."""
    botFailed = Signal(int, str)
    """A bot failed (seat, the problem in words); the game's fallback was played."""
    changed = Signal(object)
    """A ``Changes`` value: what else moved."""

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
        # game's Qt part by it).
        self.game_id = registry.DEFAULT_GAME
        self._hint_level = hint_level or (lambda: protocol_hint_level(registry.get(self.game_id)))
        self._auto_forced = True
        self.pool = BotPool(self, factory=bot_factory, think=think)
        self.pool.decided.connect(self._on_bot_decided)
        self.pool.advised.connect(self._on_advised)
        self._session: ss.Session | None = None
        self._seed = 0
        self._past: tuple[Event, ...] = ()
        self._game = 0
        self._steps: deque[ss.Step] = deque()
        self._running = False
        self._hint_tag = 0
        self._bot_pace = 0.0
        self._autosave: Autosaver | None = None
        self._shown: tuple = ()
        self._held = False
        self._consumed_while_held = False

    # -- starting -----------------------------------------------------------------
    def new_game(
        self,
        game_id: str,
        players: Sequence[Player],
        seed: int,
        options: Mapping[str, Any] | None = None,
    ) -> None:
        """A new game of ``game_id`` (options completed with the game's defaults)."""
        game = registry.get(game_id)
        state = game.new_state(players, seed, game.check_options(options or {}, len(players)))
        self._start(game_id, state, players, state.opening_events(), seed=seed)

    def resume(self, game_id: str, loaded: Loaded, seed: int = 0) -> None:
        """Continue a game read from a record (autosave or File > Open). How it got here
        (``pastEvents``) is replayed from its start, not shown on the table again."""
        past = loaded.past_events()
        self._start(game_id, loaded.state, loaded.players, [], seed=seed, past=past)

    def playRemote(self, session: Any) -> None:
        """A seat of an online table (``model.remote_session.RemoteSession``), driven as a
        game at home is: the engine state stays on the server, which sends this seat
        its events, view and pictures; they come in through ``feedRemote``. Nothing
        is autosaved (the server keeps the table) and no bot thinks here but the hint."""
        self._steps.clear()
        self._consumed_while_held = False
        self.game_id = session.game.id
        self._session = session
        self._seed = 0
        self._past = tuple(session.past)  # a seat come back: the log as it was
        self._game += 1
        self._hint_tag += 1
        self.pool.seat(self._game, self.game_id, {}, hint=(self._hint_level(), 0))
        self._shown = ()
        self.gameStarted.emit()
        self._sync()
        number = self._game
        QTimer.singleShot(0, self, lambda: self._run(session.begin(), number))

    def feedRemote(self, session: Any, steps: list[ss.Step]) -> None:
        """The steps a message from the server led to (``RemoteSession.receive``); for
        a session this model no longer plays, nothing."""
        if session is not self._session:
            return
        self._run(steps)
        self._sync()

    def isRemote(self) -> bool:
        """The game is a seat of an online table."""
        return bool(getattr(self._session, "remote", False))

    def onlineSeat(self) -> int | None:
        """The seat this window plays at an online table (None: a game at this screen).
        Its record holds every hand, but the player saw the game through this seat
        alone: the replay, the coach and the history show it from here."""
        session = self._session
        if session is None or not getattr(session, "remote", False):
            return None
        return session.seat

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
        if getattr(session, "remote", False):  # the record comes with the game's end
            loaded = session.game.load_record(session.record_text())
            save_record_file(path, loaded.state, loaded.players, session.game)
            return
        save_record_file(path, session.state, session.players, session.game)

    def _start(
        self,
        game_id: str,
        state: State,
        players: Sequence[Player],
        opening: Sequence[Event],
        *,
        seed: int = 0,
        past: Sequence[Event] = (),
    ) -> None:
        """Take over ``state`` of ``game_id``; ``opening`` events are published as if just
        caused; ``past`` are the events that led to ``state`` (the log's first lines)."""
        self._steps.clear()
        self._consumed_while_held = False  # an answer about the last game's table
        self.game_id = game_id
        game = registry.get(game_id)
        session = ss.Session(game, state, players, opening, bot_pace=self._bot_pace)
        session.auto_forced = self._auto_forced
        self._session = session
        self._seed = seed
        self._past = tuple(past)
        self._game += 1
        self._hint_tag += 1
        self.pool.seat(
            self._game,
            game_id,
            {
                seat: (
                    session.players[seat].level or game.bot_levels[0],
                    (seed + 7919 * seat) % 2**63,
                )
                for seat in session.bots
            },
            hint=(self._hint_level(), seed) if session.humans and not session.is_over else None,
        )
        self._shown = ()
        self.gameStarted.emit()
        self._sync()
        if not session.is_over:
            self._autosave_now()  # "Continue" from the first moment
        number = self._game
        QTimer.singleShot(0, self, lambda: self._run(session.begin(), number))

    def close(self) -> None:
        """Forget the game: answers still on their way are dropped."""
        self._session = None
        self._steps.clear()
        self._game += 1
        self._sync()

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
        return session is not None and not session.is_over

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
        """The seat drawn nearest the player, at the bottom of the table: in hot seat the
        human at the screen (the last one asked to decide, so the table turns with each
        hand-over and stays put while hands are hidden), else the first human, else
        seat 0. It changes only with a picture that shows the new seat's hand
        (``pictureChanged``), so a table turns as it takes that picture."""
        session = self._session
        if session is not None and session.hot_seat and session.at_screen is not None:
            return session.at_screen
        humans = self.humanSeats()
        return humans[0] if humans else 0

    def picture(self) -> Any:
        """The table as it stands now, masked for the seats that may be seen (the game's
        own picture value); views that start late set it directly."""
        return self._require().picture()

    def view(self, seat: int) -> View | None:
        """``seat``'s own view while the table may show its hand (the deciding human's,
        the one human's at a table of bots), else None: never another seat's."""
        return self._session.view(seat) if self._session else None

    def pastEvents(self) -> tuple[Event, ...]:
        """The events that led to a resumed game (none for a new game)."""
        return self._past

    def isOver(self) -> bool:
        return self._session is not None and self._session.is_over

    def recordText(self) -> str:
        """The game record of the game so far."""
        return self._require().record_text()

    def toAct(self) -> tuple[int, ...]:
        return self._session.to_act() if self._session else ()

    def thinkingSeats(self) -> list[int]:
        return sorted(self._session.thinking) if self._session else []

    def exposedSeat(self) -> int | None:
        """The seat whose hand is shown while the game is played (None: nobody's)."""
        return self._session.exposed if self._session else None

    def decidingSeat(self) -> int | None:
        return self._session.deciding if self._session else None

    def handoverSeat(self) -> int | None:
        return self._session.handover if self._session else None

    # -- pacing ------------------------------------------------------------------------
    def setAutoForced(self, enabled: bool) -> None:
        """Whether a human's decision with no choice is played for them; in hot seat it
        then needs no hand-over screen (a setting in the Preferences)."""
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
        if self._held:
            self._consumed_while_held = True
            return
        if self._session is not None:
            self._run(self._session.consumed())

    def holdEvents(self) -> None:
        """Let nothing follow the event being shown until ``releaseEvents``: a guided game
        holds the table while its player reads what just happened. The table's answer
        (``eventsConsumed``) is kept and acted on at the release; a new game is held too."""
        self._held = True

    def releaseEvents(self) -> None:
        """Go on from where ``holdEvents`` stopped the game (nothing, if it did not)."""
        self._held = False
        if self._consumed_while_held:
            self._consumed_while_held = False
            self.eventsConsumed()

    def isHeld(self) -> bool:
        return self._held

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
                applied = self._do(self._steps.popleft())
                self._sync(decision=applied)
        finally:
            self._running = False

    def _do(self, step: ss.Step) -> bool:
        """Carry out one step; True when it was a decision applied."""
        session = self._session
        if session is None:
            return False
        match step:
            case ss.Publish(event=event, picture=picture):
                self.eventComing.emit(event)
                self.eventPublished.emit(event, picture)
            case ss.Show(picture=picture):
                self.pictureChanged.emit(picture)
            case ss.AskBots(requests=requests):
                for seat, view in requests.items():
                    self.pool.ask(self._game, seat, view)
            case ss.AskHuman(seat=seat, view=view):
                self._sync()
                self.decisionRequested.emit(seat, view)
            case ss.Handover(seat=seat):
                self._sync()
                self.handoverRequested.emit(seat)
            case ss.Wake(seconds=seconds):
                game = self._game
                QTimer.singleShot(max(0, round(seconds * 1000)), self, lambda: self._tick(game))
            case ss.BotFailed(seat=seat, kind=kind, detail=detail):
                self.botFailed.emit(seat, _failure_text(kind, detail))
            case ss.Applied():
                self._autosave_now()
                return True
            case ss.GameOver(outcome=outcome):
                self.gameOver.emit(outcome)
            case ss.Refused(not_your_turn=not_your_turn):
                if not_your_turn:
                    self.decisionRefused.emit(
                        translate("GameModel", "It is not this player's turn.")
                    )
                else:
                    self.decisionRefused.emit(
                        translate("GameModel", "That move is not allowed now.")
                    )
        return False

    def _autosave_now(self) -> None:
        session = self._session
        if getattr(session, "remote", False):
            return  # an online table is kept by its server
        if self._autosave is not None and session is not None:
            self._autosave.save(session.record_text(), finished=session.is_over)

    def _sync(self, *, decision: bool = False) -> None:
        """Emit ``changed`` with what moved since it was last emitted."""
        session = self._session
        now = (
            (self.toAct(), self.decidingSeat(), self.handoverSeat(), self.thinkingSeats()),
            self.exposedSeat(),
        )
        before = self._shown or (None, None)
        self._shown = now
        if session is None and before == (None, None):
            return
        changes = Changes(seats=now[0] != before[0], exposed=now[1] != before[1], decision=decision)
        if changes:
            self.changed.emit(changes)

    # -- hints ----------------------------------------------------------------------------
    def requestHint(self) -> bool:
        """Ask the strongest bot what the deciding human should do (answered by ``hintReady``)."""
        session = self._session
        if session is None or session.deciding is None:
            return False
        self._hint_tag += 1
        seat = session.deciding
        view = session.state.view(seat)
        self.pool.hint(self._hint_tag, self.game_id, self._hint_level(), self._seed, seat, view)
        return True

    @Slot(int, int, object, str)
    def _on_advised(self, tag: int, seat: int, advice: Any, error: str) -> None:
        session = self._session
        if session is None or tag != self._hint_tag or seat != session.deciding:
            return
        if error or advice is None or not session.state.is_legal(advice.decision):
            advice = None
        self.hintReady.emit(seat, advice)


def _failure_text(kind: ss.FailureKind, detail: str) -> str:
    if kind is ss.FailureKind.NO_DECISION:
        #: Why a bot failed, in brackets after its name in the game log.
        return translate("GameModel", "no decision came")
    if kind is ss.FailureKind.ILLEGAL:
        #: Shown in the game log when a bot breaks; %1 is the program's own notation of its
        #: decision.
        return arg(translate("GameModel", "illegal decision %1"), detail)
    return detail
