"""What the table remembers of the trick and the deal beyond a seat's view: plain Python.

A ``SeatView`` gives the central meld only; the table also shows the melds it
covered in this trick, who made the last play, where a cleared trick goes and,
at the end of a deal, every hand that was left. Those are folded from the
events, one at a time, so a live game, a resumed record (its events replayed
from the start) and a replay all lay out the same table.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from score5_desktop.games.five_three_five.rules import events as ev
from score5_desktop.games.five_three_five.rules.decisions import Action


@dataclass(frozen=True, slots=True)
class LaidMeld:
    """A meld of this trick: who laid it (or last added to it) and its cards, sorted."""

    seat: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TableFacts:
    melds: tuple[LaidMeld, ...] = ()
    """This trick's melds, the central one last."""
    trick_leader: int | None = None
    """Who led this trick (or leads the next one, between tricks)."""
    last_seat: int | None = None
    sweep_to: int | None = None
    """Set by the event that cleared the trick: its cards go to this seat."""
    trick_end: ev.TrickEnd | None = None
    dealt: ev.Dealt | None = None
    """Set by the event that dealt: the hands arrive."""
    deal: int = 0
    deal_ended: ev.DealEnded | None = None
    """The last deal's end, until the next deal: every hand left is shown."""
    game_ended: ev.GameEnded | None = None
    deal_points: tuple[tuple[int, ...], ...] = ()
    """Each finished deal's penalty points, per seat."""
    cards_left_at_end: tuple[int, ...] = ()

    def revealed(self, seat: int) -> tuple[int, ...] | None:
        """The cards ``seat`` was left with when the deal ended, while they are shown."""
        if self.deal_ended is None:
            return None
        return tuple(sorted(p.value for p in self.deal_ended.penalties[seat]))


def fold(facts: TableFacts, event: object) -> TableFacts:
    """The facts once ``event`` has happened; one-event marks (a sweep, a deal) last only
    for the event that set them."""
    facts = replace(facts, sweep_to=None, dealt=None, trick_end=None)
    if isinstance(event, ev.Dealt):
        return replace(
            facts,
            melds=(),
            trick_leader=event.leader,
            last_seat=None,
            dealt=event,
            deal=event.deal,
            deal_ended=None,
        )
    if isinstance(event, ev.Played):
        cards = tuple(sorted(event.central.cards()))
        laid = LaidMeld(event.seat, cards)
        if event.action is Action.ADD and facts.melds:
            melds = (*facts.melds[:-1], laid)
        elif event.action is Action.LEAD:
            melds = (laid,)
            facts = replace(facts, trick_leader=event.seat)
        else:
            melds = (*facts.melds, laid)
        return replace(facts, melds=melds, last_seat=event.seat)
    if isinstance(event, ev.TrickEnded):
        return replace(
            facts,
            melds=(),
            sweep_to=event.leader,
            trick_leader=event.leader,
            trick_end=event.reason,
            last_seat=None,
        )
    if isinstance(event, ev.DealEnded):
        return replace(
            facts,
            melds=(),
            deal_ended=event,
            deal_points=(*facts.deal_points, event.points),
        )
    if isinstance(event, ev.GameEnded):
        return replace(facts, game_ended=event, cards_left_at_end=event.cards_left)
    return facts
