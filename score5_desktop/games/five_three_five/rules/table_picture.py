"""Five Three Five's table picture: what the table shows at one moment, folded from events.

The engine applies a play in one go and returns everything it caused (the play, the
trick cleared, the deal's end, the next deal). The table shows those events one
after another, and each must be drawn as the game stood at that event, not at the
end of the batch. ``TablePicture`` is that running picture, an immutable value:
``first_picture`` builds it from a state, ``next_picture`` moves it past one event.
The live table and the replay use these same steps (``core.protocol.TablePictures``),
so a live game, a resumed record (its events replayed from the start) and a replay
lay out the same table.

Beyond a seat's view, the picture remembers the melds the central one covered in
this trick, who played last, where a cleared trick goes and, once a deal has ended,
every hand that was left (the rules show them to all). A folded picture holds every
hand; ``visible_picture`` keeps only the hands of the seats the table may show and
leaves the others as their sizes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from score5_desktop.games.five_three_five.rules import events as ev
from score5_desktop.games.five_three_five.rules.cards import PENALTY, VALUES
from score5_desktop.games.five_three_five.rules.decisions import Action, Play
from score5_desktop.games.five_three_five.rules.state import FiveThreeFiveState, trick_end


@dataclass(frozen=True, slots=True)
class LaidMeld:
    """A meld of this trick: who laid it (or last added to it) and its cards, sorted."""

    seat: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TablePicture:
    """The table at one moment; per-seat tuples have one entry per seat."""

    players: int
    open_pass: bool
    """The *open pass* option: a seat that passed may play again in the same trick."""
    hands: tuple[tuple[int, ...] | None, ...]
    """Each hand's cards, sorted; None for a hand this picture may not show."""
    sizes: tuple[int, ...]
    totals: tuple[int, ...]
    """Penalty points so far (after the last finished deal)."""
    target: int
    """The total that ends the game (F8)."""
    copies: int
    """Copies of each value at this player count (F1)."""
    deal: int = -1
    undealt: int = 0
    passed: tuple[int, ...] = ()
    """Seats out of this trick (open pass: passed since they last played)."""
    to_act: int | None = None
    melds: tuple[LaidMeld, ...] = ()
    """This trick's melds, the central one last."""
    trick_leader: int | None = None
    """Who led this trick (or leads the next one, between tricks)."""
    last_seat: int | None = None
    played: tuple[int, ...] = ()
    """Every card played this deal, sorted (the public memory)."""
    sweep_to: int | None = None
    """Set by the event that cleared the trick: its cards go to this seat."""
    trick_end: ev.TrickEnd | None = None
    dealt: ev.Dealt | None = None
    """Set by the event that dealt: the hands arrive."""
    deal_ended: ev.DealEnded | None = None
    """The last deal's end, until the next deal: every hand left is shown."""
    game_ended: ev.GameEnded | None = None
    deal_points: tuple[tuple[int, ...], ...] = ()
    """Each finished deal's penalty points, per seat."""

    @property
    def visible(self) -> frozenset[int]:
        """The seats whose hands this picture holds."""
        return frozenset(s for s, hand in enumerate(self.hands) if hand is not None)

    @property
    def is_over(self) -> bool:
        return self.game_ended is not None

    def revealed(self, seat: int) -> tuple[int, ...] | None:
        """The cards ``seat`` was left with when the deal ended, while they are shown."""
        if self.deal_ended is None:
            return None
        return tuple(sorted(p.value for p in self.deal_ended.penalties[seat]))


def first_picture(state: FiveThreeFiveState, opening: Sequence[ev.Event] = ()) -> TablePicture:
    """The table of ``state`` before the ``opening`` events. A deal still to be shown
    (``opening`` starts with its ``Dealt``) leaves the table empty: its cards arrive with
    that event. Otherwise the table is ``state`` at rest (a resumed game): its hands, the
    melds of the trick in progress and each finished deal's penalty points, all read
    from its log of deals."""
    n = state.players
    base = TablePicture(
        players=n,
        open_pass=state.options.open_pass,
        hands=((),) * n,
        sizes=(0,) * n,
        totals=tuple(state.totals),
        target=state.options.target,
        copies=state.setup.copies,
        deal_points=_deal_points(state),
    )
    if (opening and isinstance(opening[0], ev.Dealt)) or state.deal < 0:
        return base
    view = state.view(0)
    plays = state.log[-1].plays
    melds = _trick_melds(plays) if view.central else ()
    leader = next(p.seat for p in reversed(plays) if p.action is Action.LEAD) if melds else None
    return replace(
        base,
        hands=tuple(state.hand(s) for s in range(n)),
        sizes=view.hand_sizes,
        deal=view.deal,
        undealt=view.undealt,
        passed=view.passed,
        to_act=view.to_act,
        melds=melds,
        trick_leader=leader if melds else view.to_act,
        last_seat=view.last_player,
        played=_values(view.played_counts()),
    )


def _trick_melds(plays: Sequence[Play]) -> tuple[LaidMeld, ...]:
    """The melds of the trick in progress, from the deal's plays: every trick starts
    with a lead, so the trick is the plays since the last one."""
    start = max(i for i, play in enumerate(plays) if play.action is Action.LEAD)
    melds: list[LaidMeld] = []
    for play in plays[start:]:
        if play.action is Action.ADD:
            melds[-1] = LaidMeld(play.seat, tuple(sorted(melds[-1].cards + play.cards)))
        elif play.action is not Action.PASS:
            melds.append(LaidMeld(play.seat, tuple(sorted(play.cards))))
    return tuple(melds)


def _deal_points(state: FiveThreeFiveState) -> tuple[tuple[int, ...], ...]:
    """Each finished deal's penalty points per seat: the cards dealt and not played."""
    finished = state.log if state.pending or state.is_over else state.log[:-1]
    points = []
    for deal in finished:
        left = [list(hand) for hand in deal.hands]
        for play in deal.plays:
            for card in play.cards:
                left[play.seat].remove(card)
        points.append(tuple(sum(PENALTY[v] for v in hand) for hand in left))
    return tuple(points)


def next_picture(picture: TablePicture, event: ev.Event, state: FiveThreeFiveState) -> TablePicture:
    """``picture`` once ``event`` has happened. ``state`` (at or past the event) gives only
    what the event does not carry: the hands dealt, read from its log of deals.
    One-event marks (a sweep, a deal) last only for the event that set them."""
    picture = replace(picture, sweep_to=None, dealt=None, trick_end=None)
    n = picture.players
    match event:
        case ev.Dealt():
            hands = state.log[event.deal].hands if event.deal < len(state.log) else None
            return replace(
                picture,
                hands=tuple(tuple(sorted(h)) for h in hands) if hands else (None,) * n,
                sizes=event.hand_sizes,
                deal=event.deal,
                undealt=event.undealt,
                passed=(),
                to_act=event.leader,
                melds=(),
                trick_leader=event.leader,
                last_seat=None,
                played=(),
                dealt=event,
                deal_ended=None,
            )
        case ev.Played():
            seat = event.seat
            laid = LaidMeld(seat, tuple(sorted(event.central.cards())))
            if event.action is Action.ADD and picture.melds:
                melds = (*picture.melds[:-1], laid)
            elif event.action is Action.LEAD:
                melds = (laid,)
                picture = replace(picture, trick_leader=seat)
            else:
                melds = (*picture.melds, laid)
            passed = tuple(s for s in picture.passed if s != seat)
            if event.cards_left == 0:
                to_act = None  # a hand played out ends the deal (F7): nobody plays until the next
            elif trick_end(event.action, event.cards, event.central, picture.copies):
                to_act = seat  # the trick ends at once (F6): this seat leads the next
            else:
                to_act = _following(seat, n, passed, picture.open_pass)
            return replace(
                picture,
                hands=_set(picture.hands, seat, _without(picture.hands[seat], event.cards)),
                sizes=_set(picture.sizes, seat, event.cards_left),
                passed=passed,
                to_act=to_act,
                melds=melds,
                last_seat=seat,
                played=tuple(sorted(picture.played + event.cards)),
            )
        case ev.Passed(seat=seat):
            passed = tuple(sorted({*picture.passed, seat}))
            return replace(
                picture,
                passed=passed,
                to_act=_following(seat, n, passed, picture.open_pass),
            )
        case ev.TrickEnded():
            return replace(
                picture,
                melds=(),
                passed=(),
                to_act=event.leader,
                sweep_to=event.leader,
                trick_leader=event.leader,
                trick_end=event.reason,
                last_seat=None,
            )
        case ev.DealEnded():
            return replace(
                picture,
                melds=(),
                passed=(),
                to_act=None,
                totals=event.totals,
                deal_ended=event,
                deal_points=(*picture.deal_points, event.points),
            )
        case ev.GameEnded():
            return replace(picture, to_act=None, totals=event.totals, game_ended=event)
    return picture


def visible_picture(
    picture: TablePicture, visible: frozenset[int], state: FiveThreeFiveState | None = None
) -> TablePicture:
    """``picture`` with the hands of the ``visible`` seats only; the others keep their
    sizes (the hands left at a deal's end stay shown: the rules show them to all)."""
    return replace(
        picture,
        hands=tuple(hand if s in visible else None for s, hand in enumerate(picture.hands)),
    )


def _following(seat: int, n: int, passed: Sequence[int], open_pass: bool) -> int:
    """The next seat clockwise that may still play in this trick (the engine's rule)."""
    following = (seat + 1) % n
    if open_pass:
        return following
    while following != seat and following in passed:
        following = (following + 1) % n
    return following


def _without(hand: tuple[int, ...] | None, cards: Sequence[int]) -> tuple[int, ...] | None:
    if hand is None:
        return None
    left = list(hand)
    for card in cards:
        left.remove(card)
    return tuple(left)


def _set(values: tuple[Any, ...], seat: int, value: Any) -> tuple[Any, ...]:
    """``values`` with ``seat``'s entry replaced."""
    return (*values[:seat], value, *values[seat + 1 :])


def _values(counts: Sequence[int]) -> tuple[int, ...]:
    """Sorted values from a count per value (``cards.VALUES`` order)."""
    return tuple(v for v, k in zip(VALUES, counts, strict=True) for _ in range(k))
