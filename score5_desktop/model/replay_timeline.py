"""A recorded game as the table saw it: one frame per event, for the replay on the table.

The navigator (storage) gives engine states and the events each decision caused.
Here those events advance the same running picture the live table uses (the
``Ledger``, tiebreak cards shown included), so a replay shows every
intermediate moment live play showed — the counts, the reveal, the win, each
card taken — and stepping back lands on exactly the frame stepping forward
reached. Each frame also carries what only
one seat knew then (its hand and the bid it had put down), so a replay can be
watched through that seat's eyes without ever showing it more.

Frames are computed once when the replay opens (a whole game is a few hundred
small frames), so any position is available at once, in either direction.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from score5_desktop.engine import events as ev
from score5_desktop.engine.decisions import Phase
from score5_desktop.engine.state import GameState
from score5_desktop.games.score5.replay_steps import StepInfo
from score5_desktop.model.ledger import Ledger
from score5_desktop.storage.replay_navigator import ReplayNavigator


@dataclass(frozen=True, slots=True)
class Frame:
    """The table after one event (or at rest at a position)."""

    ledger: Ledger  # public picture, plus each seat's hand (shown only to that seat)
    own_bids: tuple[int, ...]  # per seat, the cards it has put down in this step (private)
    submitted: tuple[bool, ...]  # per seat, has given its part of this step (public)
    to_act: tuple[int, ...]  # seats whose decision comes next
    event: ev.Event | None  # the event this frame shows (None: the deal)


class ReplayTimeline:
    """Positions 0..length (after that many decisions); frames between them."""

    def __init__(self, navigator: ReplayNavigator) -> None:
        self.navigator = navigator
        state = navigator.state_at(0)
        ledger = Ledger.from_state(state)
        ledger.auction_card = None  # the first card is shown by its reveal
        self._steps: list[list[Frame]] = []
        self._rest: list[Frame] = []
        self._round_starts: list[int] = []
        for position in range(navigator.length + 1):
            if position:
                state.apply(navigator.decision(position))
            private = _private(state)
            frames = []
            for event in navigator.events_at(position):
                ledger.apply(event, list(state.hands) if isinstance(event, ev.GameEnded) else None)
                if isinstance(event, ev.CardRevealed):
                    self._round_starts.append(position)
                frames.append(Frame(_copy(ledger), *private, event))
            if not frames:  # a bid within a step: nothing public but "bid placed"
                frames.append(Frame(_copy(ledger), *private, None))
            self._steps.append(frames)
            self._rest.append(frames[-1])

    @property
    def length(self) -> int:
        return self.navigator.length

    def rest(self, position: int) -> Frame:
        """The table at rest after ``position`` decisions."""
        return self._rest[position]

    def frames(self, position: int) -> list[Frame]:
        """The frames stepping from ``position - 1`` to ``position`` shows, in order
        (at 0: the opening reveal). The last one is ``rest(position)``."""
        return list(self._steps[position])

    def round_starts(self) -> list[int]:
        """Per round (1-based index minus one), the position where its card is revealed."""
        return list(self._round_starts)

    def round_at(self, position: int) -> int:
        """The round shown at ``position`` (1-12)."""
        rnd = 1
        for index, start in enumerate(self._round_starts):
            if start <= position:
                rnd = index + 1
        return rnd

    def round_start(self, rnd: int) -> int:
        return self._round_starts[max(0, min(rnd, len(self._round_starts)) - 1)]

    def step(self, position: int) -> StepInfo | None:
        """The decision that led to ``position`` (None at the deal)."""
        return self.navigator.step(position) if position else None

    def state(self, position: int) -> GameState:
        return self.navigator.state_at(position)


def _private(state: GameState) -> tuple[tuple[int, ...], tuple[bool, ...], tuple[int, ...]]:
    """Per seat its own bid on the table this step, who has submitted, who acts next."""
    n = state.players
    bidding = state.phase in (Phase.BID, Phase.ADJUST)
    own = []
    for seat in range(n):
        pending = state.pending[seat] if bidding else None
        if pending is not None:
            own.append(pending)
        elif state.phase is Phase.ADJUST:
            own.append(state.bids[seat])
        else:
            own.append(0)
    submitted = tuple(bidding and state.pending[s] is not None for s in range(n))
    return tuple(own), submitted, state.to_act()


def _copy(ledger: Ledger) -> Ledger:
    return replace(
        ledger,
        bids=list(ledger.bids),
        hands=list(ledger.hands),
        known=list(ledger.known),
        tiebreak=dict(ledger.tiebreak),
    )
