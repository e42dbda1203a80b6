"""A recorded game as the table saw it: one frame per event, for the replay on the table.

The navigator (storage) gives engine states and the events each decision caused.
Here those events are folded by the game's own ``next_picture``, the very step
live play uses (``core.protocol.TablePictures``), so a replay shows every
intermediate moment live play showed and stepping back lands on exactly the
frame stepping forward reached. A folded picture holds every hand; ``seen``
masks a frame for whose eyes the replay is watched through (``visible_picture``
with that one seat, or with every seat for "everyone"), so a seat's replay never
shows it more than it knew.

Frames are computed once when the replay opens (a whole game is a few hundred
small frames), so any position is available at once, in either direction.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from score5_desktop.core.protocol import Event, State, TablePictures
from score5_desktop.storage.replay_navigator import ReplayNavigator


@dataclass(frozen=True, slots=True)
class Frame:
    """The table after one event (or at rest at a position)."""

    picture: Any  # the game's picture, every hand in it: shown only through ``seen``
    state: State  # the engine state at this frame's position (private facts, who acts)
    event: Event | None  # the event this frame shows (None: nothing public happened)

    @property
    def to_act(self) -> tuple[int, ...]:
        """Seats whose decision comes next."""
        return self.state.to_act()


class ReplayTimeline:
    """Positions 0..length (after that many decisions); frames between them.

    ``round_of`` tells the round a picture is in, for games that count rounds (the
    replay bar's round box); without it the whole game is one round."""

    def __init__(
        self, navigator: ReplayNavigator, round_of: Callable[[Any], int] | None = None
    ) -> None:
        self.navigator = navigator
        game = navigator.game
        if not isinstance(game, TablePictures):
            raise TypeError(f"{game.id} has no table pictures")
        self._pictures = game
        state = navigator.state_at(0)
        picture = game.first_picture(state, navigator.events_at(0))
        self._steps: list[list[Frame]] = []
        self._round_starts: list[int] = [0]
        shown_round = round_of(picture) if round_of else 1
        for position in range(navigator.length + 1):
            if position:
                state.apply(navigator.decision(position))
            at = state.copy()
            frames = []
            for event in navigator.events_at(position):
                picture = game.next_picture(picture, event, state)
                frames.append(Frame(picture, at, event))
                rnd = round_of(picture) if round_of else 1
                if rnd != shown_round and position:
                    self._round_starts.append(position)
                shown_round = rnd
            if not frames:  # a decision within a step: nothing public happened
                frames.append(Frame(picture, at, None))
            self._steps.append(frames)

    @property
    def length(self) -> int:
        return self.navigator.length

    def seen(self, frame: Frame, seat: int | None) -> Any:
        """``frame``'s picture through ``seat``'s eyes (None: every hand, deliberately)."""
        players = frame.state.players
        visible = frozenset(range(players)) if seat is None else frozenset({seat})
        return self._pictures.visible_picture(frame.picture, visible, frame.state)

    def rest(self, position: int) -> Frame:
        """The table at rest after ``position`` decisions."""
        return self._steps[position][-1]

    def frames(self, position: int) -> list[Frame]:
        """The frames stepping from ``position - 1`` to ``position`` shows, in order
        (at 0: the opening events). The last one is ``rest(position)``."""
        return list(self._steps[position])

    def round_starts(self) -> list[int]:
        """Per round (1-based index minus one), the position where it starts."""
        return list(self._round_starts)

    def round_at(self, position: int) -> int:
        """The round shown at ``position`` (1-based)."""
        rnd = 1
        for index, start in enumerate(self._round_starts):
            if start <= position:
                rnd = index + 1
        return rnd

    def round_start(self, rnd: int) -> int:
        return self._round_starts[max(0, min(rnd, len(self._round_starts)) - 1)]

    def step(self, position: int) -> Any:
        """The game's description of the decision that led to ``position`` (None at the
        start, or for a game without ``DescribesSteps``)."""
        return self.navigator.step(position) if position else None

    def state(self, position: int) -> State:
        return self.navigator.state_at(position)
