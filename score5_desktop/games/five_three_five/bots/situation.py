"""What a bot knows at a decision, on value counts: its view, recast for fast play.

A ``Situation`` is one seat's view as a ``fastplay.Deal`` whose other hands are
unknown (only their sizes are real) plus what is publicly known about the cards:
``unseen`` counts every card of this player count that the seat has not seen
(the others' hands, a second hand not yet played, the undealt cards), so a
sampled world deals exactly those.
"""

from __future__ import annotations

from dataclasses import dataclass

from score5_desktop.games.five_three_five.bots.fastplay import (
    ADD,
    LEAD,
    OVERWRITE,
    PASS,
    RUN,
    SET,
    SINGLE,
    Deal,
)
from score5_desktop.games.five_three_five.bots.fastplay import Play as FastPlay
from score5_desktop.games.five_three_five.bots.values import N_VALUES
from score5_desktop.games.five_three_five.rules.cards import INDEX, VALUES, counts
from score5_desktop.games.five_three_five.rules.decisions import Action, Play
from score5_desktop.games.five_three_five.rules.melds import MeldKind
from score5_desktop.games.five_three_five.rules.view import SeatView


@dataclass(slots=True)
class Situation:
    me: int
    deal: Deal  # others' hands are all zero; ``deal.sizes`` holds their real sizes
    unseen: list[int]  # per value index: copies not in my hand and never played
    totals: tuple[int, ...]  # before this deal
    target: int

    @property
    def hand(self) -> list[int]:
        return self.deal.hands[self.me]

    def fewest_others(self) -> int:
        """The smallest hand among the other seats: how close the deal is to its end."""
        sizes = self.deal.sizes
        return min(sizes[s] for s in range(self.deal.n) if s != self.me)

    def fewest_seat(self) -> int:
        sizes = self.deal.sizes
        return min((s for s in range(self.deal.n) if s != self.me), key=lambda s: sizes[s])


_ACTIONS = {Action.LEAD: LEAD, Action.OVERWRITE: OVERWRITE, Action.ADD: ADD, Action.PASS: PASS}
_ACTION_OF = {code: action for action, code in _ACTIONS.items()}
_KINDS = {MeldKind.SINGLE: SINGLE, MeldKind.SET: SET, MeldKind.RUN: RUN}


def from_view(view: SeatView) -> Situation:
    """The situation of the seat whose view this is (its turn: ``to_act`` is it)."""
    me = view.seat
    n = view.players
    hands = [[0] * N_VALUES for _ in range(n)]
    hands[me] = list(counts(view.hand_code))
    central = None
    meld = view.central_meld
    if meld is not None:
        central = (_KINDS[meld.kind], INDEX[meld.low], meld.size)
    owner = view.last_player if view.last_player is not None else -1
    turn = view.to_act if view.to_act is not None else me
    passed = [False] * n
    for s in view.passed:
        passed[s] = True
    # Under *open pass* the trick ends after n-1 passes in a row; they are exactly the
    # seats between the last play and the seat to act (everyone acts in turn).
    passes = (turn - owner - 1) % n if central is not None else 0
    options = view.options
    deal = Deal(
        hands,
        turn,
        view.copies,
        central=central,
        owner=owner,
        passed=passed,
        passes=passes,
        open_pass=options.open_pass,
        no_limit=options.no_limit,
    )
    deal.sizes = list(view.hand_sizes)
    return Situation(me, deal, list(counts(view.unseen())), view.totals, options.target)


def to_play(seat: int, play: FastPlay) -> Play:
    """A fast ``(action, value indexes)`` play as the engine's ``Play``."""
    return Play(seat, _ACTION_OF[play[0]], tuple(VALUES[c] for c in play[1]))


def to_fast(play: Play) -> FastPlay:
    """The engine's ``Play`` as a fast ``(action, value indexes)`` play."""
    return (_ACTIONS[play.action], tuple(INDEX[v] for v in play.cards))
