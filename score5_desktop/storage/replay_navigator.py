"""Step-by-step replay of a finished or unfinished game, for a slider and arrows.

Position ``i`` is the game after its first ``i`` decisions (0: the deal).
States are rebuilt by re-applying decisions through the engine, which keeps
the replay exactly what was played. Copies of the state every
``checkpoint_every`` steps bound the cost of any jump to that many moves, so
dragging a slider stays smooth for the longest game.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass

from score5_desktop.games.score5.rules import events as ev
from score5_desktop.games.score5.rules.decisions import AssignWild, Bid, Decision, Phase, Pick
from score5_desktop.games.score5.rules.record import GameRecord, Player, Replay, replay
from score5_desktop.games.score5.rules.state import GameState

log = logging.getLogger(__name__)

CHECKPOINT_EVERY = 20


@dataclass(frozen=True, slots=True)
class StepInfo:
    """What decision ``index`` (1-based) was, in fields a UI can phrase in any language.

    ``kind`` is "bid" (the secret bid), "adjust", "pick" or "wild";
    ``adjustment`` is the adjustment round (1, 2, …) for "adjust", else 0;
    ``cards`` the card ids bid or the card picked; ``kept`` whether an
    adjustment repeated the seat's previous bid; ``family`` the wild's family."""

    index: int
    kind: str
    seat: int
    round: int
    adjustment: int = 0
    cards: tuple[str, ...] = ()
    kept: bool = False
    family: str | None = None
    player: str | None = None

    @property
    def text(self) -> str:
        """A short English line (for logs and tests; the UI translates from the fields)."""
        who = f"{self.player} (seat {self.seat})" if self.player else f"seat {self.seat}"
        cards = ", ".join(self.cards) if self.cards else "nothing"
        if self.kind == "bid":
            return f"Round {self.round}: {who} bids {cards}"
        if self.kind == "adjust":
            verb = "keeps the bid" if self.kept else "changes the bid to"
            tail = "" if self.kept else f" {cards}"
            return f"Round {self.round}, adjustment {self.adjustment}: {who} {verb}{tail}"
        if self.kind == "pick":
            return f"Round {self.round}: {who} takes {cards}"
        return f"End: {who} gives the wild to {self.family}"


class ReplayNavigator:
    """A cursor over a replayed game: ``position`` runs from 0 to ``length``."""

    def __init__(
        self,
        replayed: Replay,
        players: Sequence[Player] | None = None,
        *,
        checkpoint_every: int = CHECKPOINT_EVERY,
    ) -> None:
        if checkpoint_every < 1:
            raise ValueError("checkpoint_every must be at least 1")
        setup = replayed.state.setup
        if players is not None and len(players) != setup.players:
            raise ValueError("one player entry per seat is needed")
        self.players: tuple[Player, ...] | None = tuple(players) if players else None
        self._every = checkpoint_every
        self._opening = list(replayed.opening)
        self._decisions: list[Decision] = [d for d, _ in replayed.steps]
        self._events: list[list[ev.Event]] = [list(e) for _, e in replayed.steps]
        self._checkpoints: list[GameState] = []
        self._steps: list[StepInfo] = []
        self._position = 0
        state = GameState(setup)
        for index, decision in enumerate(self._decisions):
            if index % checkpoint_every == 0:
                self._checkpoints.append(state.copy(keep_log=True))
            self._steps.append(self._describe(state, decision, index + 1))
            state.apply(decision)
        if self.length % checkpoint_every == 0:
            self._checkpoints.append(state.copy(keep_log=True))

    @classmethod
    def from_record(cls, record: GameRecord, **kwargs: int) -> ReplayNavigator:
        """Replay a parsed record (``RecordError`` if it breaks the rules)."""
        return cls(replay(record), record.players, **kwargs)

    # -- the cursor ------------------------------------------------------------------
    @property
    def length(self) -> int:
        """The number of decisions; positions run from 0 to ``length``."""
        return len(self._decisions)

    @property
    def position(self) -> int:
        return self._position

    @property
    def at_start(self) -> bool:
        return self._position == 0

    @property
    def at_end(self) -> bool:
        return self._position == self.length

    def forward(self) -> bool:
        """One decision on; False (and no move) at the end."""
        if self.at_end:
            return False
        self._position += 1
        return True

    def back(self) -> bool:
        """One decision back; False (and no move) at the start."""
        if self.at_start:
            return False
        self._position -= 1
        return True

    def seek(self, position: int) -> None:
        self._check(position)
        self._position = position

    # -- what is at a position -------------------------------------------------------
    @property
    def state(self) -> GameState:
        """The game at the current position (a fresh copy, see ``state_at``)."""
        return self.state_at(self._position)

    @property
    def events(self) -> list[ev.Event]:
        """The events that led to the current position."""
        return self.events_at(self._position)

    def state_at(self, position: int) -> GameState:
        """The game after ``position`` decisions: a new state the caller may keep or
        play on from (it has its decision log, so it can be saved as a record)."""
        self._check(position)
        base = position // self._every
        state = self._checkpoints[base].copy(keep_log=True)
        for decision in self._decisions[base * self._every : position]:
            state.apply(decision)
        return state

    def events_at(self, position: int) -> list[ev.Event]:
        """The events caused by decision ``position`` (at 0: the opening reveal)."""
        self._check(position)
        events = self._opening if position == 0 else self._events[position - 1]
        return list(events)

    def decision(self, position: int) -> Decision:
        """The decision that led to ``position`` (1 to ``length``)."""
        if not 1 <= position <= self.length:
            raise IndexError(f"step {position} is not between 1 and {self.length}")
        return self._decisions[position - 1]

    def step(self, position: int) -> StepInfo:
        """The decision that led to ``position`` (1 to ``length``)."""
        if not 1 <= position <= self.length:
            raise IndexError(f"step {position} is not between 1 and {self.length}")
        return self._steps[position - 1]

    @property
    def steps(self) -> tuple[StepInfo, ...]:
        return tuple(self._steps)

    # -- internals -------------------------------------------------------------------
    def _check(self, position: int) -> None:
        if isinstance(position, bool) or not isinstance(position, int):
            raise TypeError(f"a position is an int, not {position!r}")
        if not 0 <= position <= self.length:
            raise IndexError(f"position {position} is not between 0 and {self.length}")

    def _describe(self, state: GameState, decision: Decision, index: int) -> StepInfo:
        deck = state.deck
        seat = decision[0]
        name = self.players[seat].name if self.players else None
        rnd = state.round + 1
        if isinstance(decision, Bid):
            cards = deck.ids_of(decision.cards)
            if state.phase is Phase.BID:
                return StepInfo(index, "bid", seat, rnd, cards=cards, player=name)
            kept = decision.cards == state.bids[seat]
            adjustment = state.adjust_done + 1
            return StepInfo(index, "adjust", seat, rnd, adjustment, cards, kept, player=name)
        if isinstance(decision, Pick):
            card = (deck.cards[decision.card].id,)
            return StepInfo(index, "pick", seat, rnd, cards=card, player=name)
        assert isinstance(decision, AssignWild)
        return StepInfo(index, "wild", seat, rnd, family=str(decision.family), player=name)
