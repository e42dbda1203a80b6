"""One game in progress, as a plain-Python state machine: what happens next, in order.

The session holds the engine state, the players, the table picture (folded from
the events by the game's own ``TablePictures`` step), the events still to be
shown and the hand-shake with the table. Every call returns the steps that must
follow, as small typed values, and the caller carries them out: ``GameModel``
with Qt signals and timers, a test with a fake clock. Nothing here knows about
threads, windows, wording or any one game: it speaks ``core.protocol`` only.

The order it keeps (docs/architecture.md, R11):

- events are published one at a time, each with the picture it produces
  (``Publish``); the next one waits until the view says it has shown it
  (``consumed``);
- only when every event is shown are the next decisions asked for: the bots
  to act get their seat's view (``AskBots``); one human is asked
  (``AskHuman``), through the hand-over screen when several humans share the
  screen (``Handover``), and only that human's hand is ever in a picture;
- a bot's answer is held until it has "thought" for the pace the table asks
  for (``Wake``), so people can follow the game; a failed or illegal answer is
  replaced by the game's fallback and reported (``BotFailed``);
- the end is announced once, after its event has been shown (``GameOver``).

Hidden information: the picture handed out is always the game's
``visible_picture`` for the seats the hand-over rule allows (``visible``): the
one human's seat at a table of bots; in hot seat only the deciding seat, once
the hand-over is confirmed; nobody's at a table of bots alone; every seat once
the game is over.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, Protocol

from score5_desktop.core.errors import IllegalDecision
from score5_desktop.core.players import Player
from score5_desktop.core.protocol import Decision, Event, Game, Outcome, State, TablePictures, View


class TableGame(Game, TablePictures, Protocol):
    """A game that can be played at the table: the protocol and its picture step."""


# -- the steps a call can return ------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Publish:
    """Show ``event``; ``picture`` is the visible table once it has happened. Answer
    ``consumed``."""

    event: Event
    picture: Any


@dataclass(frozen=True, slots=True)
class Show:
    """The picture changed without an event (a hand turned face up or down)."""

    picture: Any


@dataclass(frozen=True, slots=True)
class AskBots:
    """These bot seats decide now, each from its own view; answer ``bot_decided``."""

    requests: dict[int, View]


@dataclass(frozen=True, slots=True)
class AskHuman:
    """This human decides now from ``view`` (their own); their hand is shown. Answer
    ``submit``."""

    seat: int
    view: View


@dataclass(frozen=True, slots=True)
class Handover:
    """Several humans share the screen: every hand is hidden until ``confirm_handover``."""

    seat: int


@dataclass(frozen=True, slots=True)
class Wake:
    """Call ``tick`` after ``seconds``: a bot's answer is held for the table's pace."""

    seconds: float


class FailureKind(Enum):
    ERROR = "error"  # the bot raised; ``detail`` is the exception's text
    NO_DECISION = "no-decision"
    ILLEGAL = "illegal"  # ``detail`` is the decision's repr


@dataclass(frozen=True, slots=True)
class BotFailed:
    """A bot failed; the game's fallback was played for it (``move``)."""

    seat: int
    kind: FailureKind
    detail: str
    move: Decision


@dataclass(frozen=True, slots=True)
class Applied:
    """A decision was applied to the engine state (time to autosave)."""

    decision: Decision


@dataclass(frozen=True, slots=True)
class GameOver:
    """The last event has been shown: the end-of-game screen may come up. ``last_event``
    is the game's own last event shown (None for a finished game resumed as it was)."""

    outcome: Outcome
    last_event: Event | None


@dataclass(frozen=True, slots=True)
class Refused:
    """A human's decision was not taken: not their turn, or against the rules."""

    not_your_turn: bool


Step = (
    Publish | Show | AskBots | AskHuman | Handover | Wake | BotFailed | Applied | GameOver | Refused
)


class Session:
    """One game: ``begin``, then answer each returned step until ``GameOver``.

    ``bot_pace`` is the shortest time, in seconds, a bot seat is shown thinking;
    ``clock`` is injectable so tests run every speed without waiting."""

    def __init__(
        self,
        game: TableGame,
        state: State,
        players: Sequence[Player],
        opening: Sequence[Event] = (),
        *,
        bot_pace: float = 0.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if len(players) != state.players:
            raise ValueError("one player per seat")
        self.game = game
        self.state = state
        self.players = tuple(players)
        self.bot_pace = bot_pace
        self._clock = clock
        self._picture = game.first_picture(state, opening)  # every hand: never handed out
        self._queue: deque[Event] = deque(opening)
        self._in_flight = False
        self._last_event: Event | None = None
        self._end_shown = state.is_over and not opening
        self.bots = frozenset(s for s, p in enumerate(self.players) if p.kind == "bot")
        self.humans = tuple(s for s, p in enumerate(self.players) if p.kind != "bot")
        self.thinking: dict[int, float] = {}  # bot seat -> when it was asked
        self._held: dict[int, tuple[float, Any, str]] = {}  # seat -> (due, answer, error)
        self.deciding: int | None = None
        self.handover: int | None = None
        self.at_screen: int | None = None
        """The human last asked to decide: in hot seat, while no other human has been
        asked since, their next turn needs no hand-over screen (nobody else took it)."""
        self.exposed: int | None = self._resting_exposure()
        self._over_announced = False
        self.auto_forced = True
        """In hot seat, a human's decision with no choice (``State.forced``) is played
        at once, with no hand-over screen: nothing private is shown for it."""

    # -- what the views may read ------------------------------------------------------------
    @property
    def hot_seat(self) -> bool:
        return len(self.humans) >= 2

    @property
    def busy(self) -> bool:
        """Events are waiting to be shown, or one is being shown."""
        return self._in_flight or bool(self._queue)

    @property
    def is_over(self) -> bool:
        return self.state.is_over

    @property
    def end_shown(self) -> bool:
        """The game is over and its last event is on the table (or it was already over)."""
        return self._end_shown

    def to_act(self) -> tuple[int, ...]:
        return self.state.to_act()

    def visible(self) -> frozenset[int]:
        """The seats whose hands the table may show now (the hand-over rule)."""
        if self.end_shown:
            return frozenset(range(self.state.players))
        return frozenset() if self.exposed is None else frozenset({self.exposed})

    def seat_picture(self, seat: int) -> Any:
        """The table as ``seat`` alone may see it now: its own hand only, every hand once
        the end is shown. An online table sends each seat this one (masked where the
        state leaves the server, never in a widget)."""
        seats = self.visible() if self.end_shown else frozenset({seat})
        return self.game.visible_picture(self._picture, seats, self.state)

    def picture(self) -> Any:
        """The table as it stands now, masked for ``visible`` (an immutable value)."""
        return self.game.visible_picture(self._picture, self.visible(), self.state)

    def view(self, seat: int) -> View | None:
        """``seat``'s own view, only while its hand may be shown (else None)."""
        return self.state.view(seat) if seat in self.visible() else None

    def record_text(self) -> str:
        """The game record of the game so far."""
        return self.game.dump_record(self.state, self.players)

    # -- the calls ---------------------------------------------------------------------------------
    def begin(self) -> list[Step]:
        """The first steps: the opening events, or the first questions of a resumed game."""
        return self._pump()

    def consumed(self) -> list[Step]:
        """The view has finished showing the event last published."""
        if not self._in_flight:
            return []
        self._in_flight = False
        return self._pump()

    def confirm_handover(self) -> list[Step]:
        """The player at the screen says they are the one to act: show their hand."""
        seat = self.handover
        if seat is None:
            return []
        self.handover = None
        return self._ask_human(seat)

    def submit(self, decision: Decision) -> list[Step]:
        """A human's decision, from the controls."""
        seat = self.deciding
        if seat is None or decision.seat != seat:
            return [Refused(not_your_turn=True)]
        try:
            events = self.state.apply(decision)
        except IllegalDecision:
            return [Refused(not_your_turn=False)]
        self.deciding = None
        shown = self._settle(seat)
        if not shown and not events and self.exposed == seat:
            # Nothing public happened (a sealed bid put down), but what this seat sees
            # did change: the table shows the new picture, its bid set apart in its hand.
            shown = [Show(self.picture())]
        return [*shown, Applied(decision)] + self._after(events)

    def bot_decided(self, seat: int, answer: Any, error: str = "") -> list[Step]:
        """A bot's answer (``error`` if it raised). Held until it has thought long enough."""
        asked = self.thinking.get(seat)
        if asked is None or seat in self._held:
            return []  # not asked, or already answered: a stale result
        due = asked + self.bot_pace
        self._held[seat] = (due, answer, error)
        wait = due - self._clock()
        if wait > 0:
            return [Wake(wait)]
        return self.tick()

    def tick(self) -> list[Step]:
        """Apply the bots' answers whose time has come."""
        now = self._clock()
        steps: list[Step] = []
        for seat in sorted(self._held, key=lambda s: self._held[s][0]):
            due, answer, error = self._held[seat]
            if due > now:
                steps.append(Wake(due - now))
                break
            del self._held[seat]
            del self.thinking[seat]
            steps += self._apply_bot(seat, answer, error)
        return steps

    # -- inside ---------------------------------------------------------------------------------
    def _failure(self, seat: int, answer: Any, error: str) -> tuple[FailureKind, str] | None:
        if error:
            return FailureKind.ERROR, error
        if not isinstance(getattr(answer, "seat", None), int):
            return FailureKind.NO_DECISION, ""
        try:
            legal = answer.seat == seat and self.state.is_legal(answer)
        except (TypeError, ValueError, AttributeError, IndexError, KeyError):
            legal = False  # a value of another game's shape
        return None if legal else (FailureKind.ILLEGAL, repr(answer))

    def _apply_bot(self, seat: int, answer: Any, error: str) -> list[Step]:
        failure = self._failure(seat, answer, error)
        steps: list[Step] = []
        decision = answer
        if failure is not None:
            decision = self.state.fallback(seat)
            steps.append(BotFailed(seat, failure[0], failure[1], decision))
        events = self.state.apply(decision)
        steps.append(Applied(decision))
        return steps + self._after(events)

    def _after(self, events: list[Event]) -> list[Step]:
        self._queue.extend(events)
        if self._in_flight:
            return []
        return self._pump()

    def _pump(self) -> list[Step]:
        """Publish the next event, or, when all are shown, ask for the next decisions."""
        if self._in_flight:
            return []
        if self._queue:
            event = self._queue.popleft()
            self._picture = self.game.next_picture(self._picture, event, self.state)
            self._last_event = event
            if self.state.is_over and not self._queue:
                self._end_shown = True
                self.exposed = None
                self.deciding = self.handover = None
            self._in_flight = True
            return [Publish(event, self.picture())]
        return self._advance()

    def _advance(self) -> list[Step]:
        state = self.state
        if state.is_over:
            outcome = state.outcome()
            if self._over_announced or outcome is None:
                return []
            self._over_announced = True
            return [GameOver(outcome, self._last_event)]
        to_act = state.to_act()
        steps: list[Step] = []
        ask = {
            seat: state.view(seat)
            for seat in to_act
            if seat in self.bots and seat not in self.thinking
        }
        if ask:
            now = self._clock()
            for seat in ask:
                self.thinking[seat] = now
            steps.append(AskBots(ask))
        if self.deciding is not None or self.handover is not None:
            return steps
        humans = [s for s in to_act if s not in self.bots]
        if not humans:
            return steps
        seat = humans[0]
        forced = state.forced(seat) if self.hot_seat and self.auto_forced else None
        if forced is not None:
            events = state.apply(forced)
            steps += [*self._settle(seat), Applied(forced)]
            return steps + self._after(events)
        if self.hot_seat and seat != self.at_screen:
            self.handover = seat
            if self.exposed is not None:
                self.exposed = None
                steps.append(Show(self.picture()))
            steps.append(Handover(seat))
            return steps
        return steps + self._ask_human(seat)

    def _ask_human(self, seat: int) -> list[Step]:
        self.deciding = seat
        self.at_screen = seat
        steps: list[Step] = []
        if self.exposed != seat:
            self.exposed = seat
            steps.append(Show(self.picture()))
        steps.append(AskHuman(seat, self.state.view(seat)))
        return steps

    def _settle(self, seat: int) -> list[Step]:
        """The hand shown once ``seat``'s decision is applied: at rest, or still
        ``seat``'s if it plays on."""
        resting = seat if self._plays_on(seat) else self._resting_exposure()
        if resting == self.exposed:
            return []
        self.exposed = resting
        return [Show(self.picture())]

    def _plays_on(self, seat: int) -> bool:
        """In hot seat, ``seat`` decides again before anyone else does (whatever the
        game's rules make of it): its hand stays face up, as nobody else is to act
        (R11). Hidden and shown again, it flipped down and up between the two turns."""
        state = self.state
        if not self.hot_seat or seat != self.at_screen or state.is_over:
            return False  # a forced decision of another seat shows no hand
        return tuple(state.to_act()) == (seat,)

    def _resting_exposure(self) -> int | None:
        """With one human, their hand stays face up; in hot seat, only while deciding."""
        if len(self.humans) == 1:
            return self.humans[0]
        return None
