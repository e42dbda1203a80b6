"""One game in progress, as a plain-Python state machine: what happens next, in order.

The session holds the engine state, the players, the public picture (the
``Ledger``), the events still to be shown and the hand-shake with the table.
Every call returns the steps that must follow, as small typed values, and the
caller carries them out: ``GameModel`` with Qt signals and timers, a test with
a fake clock. Nothing here knows about threads, windows or wording.

The order it keeps (STYLE.md, R11):

- events are published one at a time, each with the picture it produces
  (``Publish``); the next one waits until the view says it has shown it
  (``consumed``);
- only when every event is shown are the next decisions asked for: the bots
  to act get their observation (``AskBots``); one human is asked
  (``AskHuman``), through the hand-over screen when several humans share the
  screen (``Handover``), and only that human's hand is ever face up;
- a bot's answer is held until it has "thought" for the pace the table asks
  for (``Wake``), so people can follow the game; a failed or illegal answer is
  replaced by a simple legal move and reported (``BotFailed``);
- the end is announced once, after its event has been shown (``GameOver``).
"""

from __future__ import annotations

import dataclasses
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from score5_desktop.games.score5.rules import events as ev
from score5_desktop.games.score5.rules.cards import SCORING_FAMILIES, Family
from score5_desktop.games.score5.rules.decisions import AssignWild, Bid, Decision, Phase, Pick
from score5_desktop.games.score5.rules.errors import IllegalDecision
from score5_desktop.games.score5.rules.observation import Observation, observe
from score5_desktop.games.score5.rules.record import Player, dumps
from score5_desktop.games.score5.rules.scoring import best_wild_family, hand_score
from score5_desktop.games.score5.rules.state import GameState
from score5_desktop.model.ledger import Ledger


@dataclass(frozen=True, slots=True)
class Picture:
    """What the table shows at one moment: the public ledger, whose hand is face up
    (at most one seat while the game is played), and that seat's own bid."""

    ledger: Ledger
    exposed: int | None = None
    own_bid: int = 0
    reveal_all: bool = False  # every hand face up: a finished game, or a replay

    def hand_visible(self, seat: int) -> bool:
        return self.reveal_all or self.ledger.ended is not None or seat == self.exposed


# -- the steps a call can return ------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Publish:
    """Show ``event``; ``picture`` is the table once it has happened. Answer ``consumed``."""

    event: ev.Event
    picture: Picture


@dataclass(frozen=True, slots=True)
class Show:
    """The picture changed without an event (a hand turned face up or down)."""

    picture: Picture


@dataclass(frozen=True, slots=True)
class AskBots:
    """These bot seats decide now, each from its own observation; answer ``bot_decided``."""

    requests: dict[int, Observation]


@dataclass(frozen=True, slots=True)
class AskHuman:
    """This human decides now; their hand is face up. Answer ``submit``."""

    seat: int
    phase: Phase


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
    """A bot failed; a simple legal move was played for it (``move``)."""

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
    """The last event has been shown: the end-of-game screen may come up."""

    result: ev.GameEnded


@dataclass(frozen=True, slots=True)
class Refused:
    """A human's decision was not taken: not their turn, or against the rules."""

    not_your_turn: bool


Step = (
    Publish | Show | AskBots | AskHuman | Handover | Wake | BotFailed | Applied | GameOver | Refused
)


def _copy_ledger(ledger: Ledger) -> Ledger:
    """A picture must not change after it is handed out: the ledger's lists are copied."""
    return dataclasses.replace(
        ledger,
        bids=list(ledger.bids),
        hands=list(ledger.hands),
        known=list(ledger.known),
        tiebreak=dict(ledger.tiebreak),
    )


class Session:
    """One game: ``begin``, then answer each returned step until ``GameOver``.

    ``play=False`` shows a position without playing it (every hand open, nobody
    asked). ``bot_pace`` is the shortest time, in seconds, a bot seat is shown
    thinking; ``clock`` is injectable so tests run every speed without waiting."""

    def __init__(
        self,
        state: GameState,
        players: Sequence[Player],
        opening: Sequence[ev.Event] = (),
        *,
        play: bool = True,
        bot_pace: float = 0.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if len(players) != state.players:
            raise ValueError("one player per seat")
        self.state = state
        self.players = tuple(players)
        self.playing = play
        self.bot_pace = bot_pace
        self._clock = clock
        self.ledger = Ledger.from_state(state)
        if opening and isinstance(opening[0], ev.CardRevealed):
            # The first card is shown by its event, so the picture starts before it.
            self.ledger.auction_card = None
        self._queue: deque[ev.Event] = deque(opening)
        self._in_flight = False
        self.bots = frozenset(s for s, p in enumerate(self.players) if p.kind == "bot")
        self.humans = tuple(s for s, p in enumerate(self.players) if p.kind != "bot")
        self.thinking: dict[int, float] = {}  # bot seat -> when it was asked
        self._held: dict[int, tuple[float, Any, str]] = {}  # seat -> (due, answer, error)
        self.deciding: int | None = None
        self.handover: int | None = None
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
    def phase(self) -> Phase:
        return self.state.phase

    def to_act(self) -> tuple[int, ...]:
        return self.state.to_act() if self.playing else ()

    def picture(self) -> Picture:
        """The table as it stands now (a copy the caller may keep)."""
        exposed = self.exposed
        return Picture(
            _copy_ledger(self.ledger),
            exposed,
            self.own_bid(exposed) if exposed is not None else 0,
            reveal_all=not self.playing,
        )

    def current_bid(self, seat: int) -> int:
        """The bid last shown for ``seat`` this round (what "Keep my bid" keeps)."""
        return self.state.bids[seat] if self.state.phase is Phase.ADJUST else 0

    def own_bid(self, seat: int) -> int:
        """The exposed seat's own bid this step (submitted or last shown); 0 for others,
        so no other seat's secret bid ever reaches the screen."""
        state = self.state
        if seat != self.exposed or state.phase not in (Phase.BID, Phase.ADJUST):
            return 0
        pending = state.pending[seat]
        return pending if pending is not None else state.bids[seat]

    def has_submitted(self, seat: int) -> bool:
        """Public: this seat has put down its part of the current simultaneous step."""
        state = self.state
        return state.phase in (Phase.BID, Phase.ADJUST) and state.pending[seat] is not None

    def wild_choices(self, seat: int) -> list[tuple[Family, int]]:
        """Each family the wild could take, with the score it would give (R7)."""
        deck, hand = self.state.deck, self.state.hands[seat]
        return [(family, hand_score(deck, hand, family)) for family in SCORING_FAMILIES]

    def best_wild_family(self, seat: int) -> Family:
        return best_wild_family(self.state.deck, self.state.hands[seat])

    def record_text(self) -> str:
        """The game record (RECORD_FORMAT.md) of the game so far."""
        return dumps(self.state, self.players)

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
        if seat is None or decision[0] != seat:
            return [Refused(not_your_turn=True)]
        try:
            events = self.state.apply(decision)
        except IllegalDecision:
            return [Refused(not_your_turn=False)]
        self.deciding = None
        steps: list[Step] = []
        resting = self._resting_exposure()
        if resting != self.exposed:
            self.exposed = resting
            steps.append(Show(self.picture()))
        steps.append(Applied(decision))
        return steps + self._after(events)

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
    def _apply_bot(self, seat: int, answer: Any, error: str) -> list[Step]:
        state = self.state
        failure: tuple[FailureKind, str] | None = None
        if error:
            failure = (FailureKind.ERROR, error)
        elif not isinstance(answer, Bid | Pick | AssignWild):
            failure = (FailureKind.NO_DECISION, "")
        elif answer[0] != seat or not state.is_legal(answer):
            failure = (FailureKind.ILLEGAL, repr(answer))
        steps: list[Step] = []
        decision = answer
        if failure is not None:
            decision = state.fallback(seat)
            steps.append(BotFailed(seat, failure[0], failure[1], decision))
        events = state.apply(decision)
        steps.append(Applied(decision))
        return steps + self._after(events)

    def _after(self, events: list[ev.Event]) -> list[Step]:
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
            final = list(self.state.hands) if isinstance(event, ev.GameEnded) else None
            self.ledger.apply(event, final)
            if isinstance(event, ev.GameEnded):
                self.exposed = None
                self.deciding = self.handover = None
            self._in_flight = True
            return [Publish(event, self.picture())]
        return self._advance()

    def _advance(self) -> list[Step]:
        state = self.state
        if not self.playing:
            return []
        if state.is_over:
            if self._over_announced:
                return []
            self._over_announced = True
            ended = self.ledger.ended if self.ledger.ended is not None else state.ended_event()
            return [GameOver(ended)]
        to_act = state.to_act()
        steps: list[Step] = []
        ask = {
            seat: observe(state, seat)
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
            steps.append(Applied(forced))
            return steps + self._after(events)
        if self.hot_seat:
            self.handover = seat
            if self.exposed is not None:
                self.exposed = None
                steps.append(Show(self.picture()))
            steps.append(Handover(seat))
            return steps
        return steps + self._ask_human(seat)

    def _ask_human(self, seat: int) -> list[Step]:
        self.deciding = seat
        steps: list[Step] = []
        if self.exposed != seat:
            self.exposed = seat
            steps.append(Show(self.picture()))
        steps.append(AskHuman(seat, self.state.phase))
        return steps

    def _resting_exposure(self) -> int | None:
        """With one human, their hand stays face up; in hot seat, only while deciding."""
        if len(self.humans) == 1 and self.playing:
            return self.humans[0]
        return None
