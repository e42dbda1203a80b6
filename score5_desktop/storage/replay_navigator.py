"""Step-by-step replay of a finished or unfinished game of any game, for a slider and arrows.

Position ``i`` is the game after its first ``i`` decisions (0: the deal). The
navigator walks a record as its game read it (``core.protocol.Loaded``: the
state before any decision and the decisions in order); states are rebuilt by
re-applying decisions through the game's rules, which keeps the replay exactly
what was played. Copies of the state every ``checkpoint_every`` steps bound the
cost of any jump to that many moves, so dragging a slider stays smooth for the
longest game. What each step was is the game's own typed description
(``core.protocol.DescribesSteps``), worded by its windows.
"""

from __future__ import annotations

import logging
from typing import Any

from score5_desktop.core.players import Player
from score5_desktop.core.protocol import Decision, DescribesSteps, Event, Game, Loaded, State

log = logging.getLogger(__name__)

CHECKPOINT_EVERY = 20


class ReplayNavigator:
    """A cursor over a replayed game: ``position`` runs from 0 to ``length``."""

    def __init__(
        self, game: Game, loaded: Loaded, *, checkpoint_every: int = CHECKPOINT_EVERY
    ) -> None:
        if checkpoint_every < 1:
            raise ValueError("checkpoint_every must be at least 1")
        if len(loaded.players) != loaded.start.players:
            raise ValueError("one player entry per seat is needed")
        self.game = game
        self.players: tuple[Player, ...] = tuple(loaded.players)
        self._every = checkpoint_every
        self._decisions: list[Decision] = list(loaded.decisions)
        self._events: list[list[Event]] = []
        self._checkpoints: list[State] = []
        self._steps: list[Any] = []
        self._position = 0
        describe = game.describe_step if isinstance(game, DescribesSteps) else None
        state = loaded.start.copy()
        self._opening = list(state.opening_events())
        for index, decision in enumerate(self._decisions):
            if index % checkpoint_every == 0:
                self._checkpoints.append(state.copy())
            if describe is not None:
                name = self.players[decision.seat].name
                self._steps.append(describe(state, decision, index + 1, name))
            self._events.append(list(state.apply(decision)))
        if self.length % checkpoint_every == 0:
            self._checkpoints.append(state.copy())

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
    def state(self) -> State:
        """The game at the current position (a fresh copy, see ``state_at``)."""
        return self.state_at(self._position)

    @property
    def events(self) -> list[Event]:
        """The events that led to the current position."""
        return self.events_at(self._position)

    def state_at(self, position: int) -> State:
        """The game after ``position`` decisions: a new state the caller may keep or
        play on from."""
        self._check(position)
        base = position // self._every
        state = self._checkpoints[base].copy()
        for decision in self._decisions[base * self._every : position]:
            state.apply(decision)
        return state

    def events_at(self, position: int) -> list[Event]:
        """The events caused by decision ``position`` (at 0: the opening reveal)."""
        self._check(position)
        events = self._opening if position == 0 else self._events[position - 1]
        return list(events)

    def decision(self, position: int) -> Decision:
        """The decision that led to ``position`` (1 to ``length``)."""
        if not 1 <= position <= self.length:
            raise IndexError(f"step {position} is not between 1 and {self.length}")
        return self._decisions[position - 1]

    def step(self, position: int) -> Any:
        """The game's description of the decision that led to ``position`` (1 to
        ``length``); None for a game that describes none."""
        if not 1 <= position <= self.length:
            raise IndexError(f"step {position} is not between 1 and {self.length}")
        return self._steps[position - 1] if self._steps else None

    @property
    def steps(self) -> tuple[Any, ...]:
        """Every step's description, in order (empty for a game that describes none)."""
        return tuple(self._steps)

    # -- internals -------------------------------------------------------------------
    def _check(self, position: int) -> None:
        if isinstance(position, bool) or not isinstance(position, int):
            raise TypeError(f"a position is an int, not {position!r}")
        if not 0 <= position <= self.length:
            raise IndexError(f"position {position} is not between 0 and {self.length}")
