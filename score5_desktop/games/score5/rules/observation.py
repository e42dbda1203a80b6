"""What one seat may know (R9, R10), built by the engine so no view or bot sees more.

A ``NamedTuple``: immutable, and cheap enough to build for every bot decision in
a fast simulation. Card sets are masks (see ``cards``).

Why the public "known" holdings are nearly complete information: every card
that enters or leaves a hand after the deal does so in public (auction won,
card taken, bid revealed), so an opponent's hand is fixed by their starting
set letter plus the public history. ``possible_sets`` lists the letters still
consistent with what has been seen.
"""

from __future__ import annotations

from typing import NamedTuple

from score5_desktop.games.score5.rules.cards import STARTING_SETS, Deck, Family
from score5_desktop.games.score5.rules.decisions import Options, Phase
from score5_desktop.games.score5.rules.forced import forced_card


class Observation(NamedTuple):
    deck: Deck
    options: Options
    seat: int
    players: int
    round: int  # 1-based; 13 once the 12 auctions are done
    phase: Phase
    to_act: tuple[int, ...]
    hand: int
    my_set: str
    my_bid: int  # this seat's bid as last shown (or just submitted in this step)
    submitted: bool  # this seat has already given its part of the current step
    auction_card: int | None
    pile_left: tuple[int, int, int]  # face-down one-, two-, three-star cards left
    hand_sizes: tuple[int, ...]
    bid_counts: tuple[int, ...]  # counts as last shown this round (all 0 before)
    bids: tuple[int, ...]  # last shown bids: only this seat's entry until the reveal
    count_history: tuple[tuple[int, ...], ...]  # counts after each step of this round
    adjust_done: int
    winner: int | None
    pool: int  # the winner's bid cards still to be taken
    pick_order: tuple[int, ...]
    picks_done: int
    known: tuple[int, ...]  # per seat, cards publicly known to be in that hand
    seen: tuple[int, ...]  # per seat, cards ever shown from that hand
    received: tuple[int, ...]  # per seat, cards publicly received (auctions, picks)
    seen_stars: int  # star cards revealed so far (auction cards, this one included)
    out: int  # auction cards nobody bid for
    wild: tuple[int, Family] | None  # the wild card's index and the family it scores in
    # Every finished auction's bids as revealed (R9), first round first.
    past_bids: tuple[tuple[int, ...], ...] = ()

    @property
    def decision(self) -> Phase | None:
        """The kind of decision asked of this seat now, or None."""
        return self.phase if self.seat in self.to_act else None

    @property
    def revealed(self) -> bool:
        """Bids of this round are face up (distribution under way)."""
        return self.phase is Phase.PICK

    def forced_pick(self) -> int | None:
        """The card this seat must take now if its pick is no decision
        (``forced.forced_card``), else None (also when it is not this seat's pick)."""
        if self.phase is not Phase.PICK or self.seat not in self.to_act:
            return None
        return forced_card(self.pick_order, self.pool)

    def possible_sets(self) -> tuple[frozenset[str], ...]:
        """Per seat, the starting-set letters consistent with public evidence (own: exact).

        A starting card seen with a player that they never publicly received can only
        come from their own set; a letter proven for one seat is nobody else's."""
        deck = self.deck
        mine = self.my_set
        options: list[set[str]] = []
        for s in range(self.players):
            if s == self.seat:
                options.append({mine})
                continue
            evidence = self.seen[s] & ~self.received[s]
            options.append(
                {
                    letter
                    for letter in STARTING_SETS
                    if letter != mine and not evidence & ~deck.set_masks[letter]
                }
            )
        changed = True
        while changed:
            changed = False
            for s in range(self.players):
                if len(options[s]) == 1:
                    (letter,) = options[s]
                    for t in range(self.players):
                        if t != s and letter in options[t]:
                            options[t].discard(letter)
                            changed = True
        return tuple(frozenset(o) for o in options)


_new = tuple.__new__


def observe(state, seat: int) -> Observation:  # state: GameState (import cycle avoided)
    """Build the observation of ``seat``: its own hand, and only public facts otherwise."""
    setup = state.setup
    phase = state.phase
    pending = state.pending[seat]
    rnd = state.round
    bids = state.bids
    if phase is not Phase.PICK:
        # Before the reveal only the counts of others' bids are public.
        bids = tuple(b if s == seat else 0 for s, b in enumerate(bids))
    return _new(
        Observation,
        (
            state.deck,
            setup.options,
            seat,
            state.players,
            rnd + 1,
            phase,
            state.to_act(),
            state.hands[seat],
            setup.starting_sets[seat],
            pending if pending is not None else state.bids[seat],
            pending is not None,
            setup.pile[rnd] if rnd < len(setup.pile) else None,
            state.pile_left,
            state.hand_sizes,
            state.count_history[-1] if state.count_history else (0,) * state.players,
            bids,
            state.count_history,
            state.adjust_done,
            state.winner,
            state.pool,
            state.order,
            state.picks_done,
            state.known,
            state.seen,
            state.received,
            state.seen_stars,
            state.discarded,
            state.wild,
            state.past_bids,
        ),
    )


class SeatView:
    """A live, read-only window on one seat's observation (OpenSpiel's "observer").

    Reading a few fields through it costs far less than building an
    ``Observation`` for every decision, which is what makes thousands of
    simulated games per second possible. It shows exactly what ``observe``
    shows — the hot fields through properties, every other field and method
    through a fresh snapshot — but it follows the game as it moves, so code that
    keeps an observation past the current decision (a worker thread, a search)
    must call ``snapshot()``.

    The other fields are properties too (``_through_snapshot``), not a
    ``__getattr__``: a class with ``__getattr__`` gets none of Python's fast
    attribute lookups, so every read of ``seat`` or ``hand`` would pay for it.
    """

    __slots__ = ("_state", "seat")

    def __init__(self, state, seat: int) -> None:
        self._state = state
        self.seat = seat

    def snapshot(self) -> Observation:
        return observe(self._state, self.seat)

    # Read by every bot decision, so each reaches into the state directly.
    @property
    def deck(self) -> Deck:
        return self._state.deck

    @property
    def phase(self) -> Phase:
        return self._state.phase

    @property
    def pool(self) -> int:
        return self._state.pool

    @property
    def hand(self) -> int:
        return self._state.hands[self.seat]

    @property
    def to_act(self) -> tuple[int, ...]:
        return self._state.to_act()

    @property
    def auction_card(self) -> int | None:
        state = self._state
        pile = state.setup.pile
        return pile[state.round] if state.round < len(pile) else None

    def forced_pick(self) -> int | None:
        """As ``Observation.forced_pick``, without building a snapshot."""
        state = self._state
        if state.phase is not Phase.PICK or state.picker() != self.seat:
            return None
        return forced_card(state.order, state.pool)


def _through_snapshot(name: str) -> property:
    """A ``SeatView`` property for an ``Observation`` member it has no shortcut for."""
    return property(lambda view: getattr(observe(view._state, view.seat), name))


for _name in dir(Observation):
    if not _name.startswith("__") and not hasattr(SeatView, _name):
        setattr(SeatView, _name, _through_snapshot(_name))


class FrozenView(SeatView):
    """What ``GameState.view`` gives: one seat's observation at one moment, worked out
    only as far as it is read.

    It reads a twin of the position that never changes (``GameState._frozen``), so,
    unlike a live ``SeatView``, it can be kept, sent to a thread or pickled (as the
    ``Observation`` it stands for). It compares equal to that ``Observation``.
    """

    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, SeatView):
            other = other.snapshot()
        return self.snapshot() == other

    def __hash__(self) -> int:
        return hash(self.snapshot())

    def __reduce__(self):
        return self.snapshot().__reduce__()

    def __repr__(self) -> str:
        return repr(self.snapshot())
