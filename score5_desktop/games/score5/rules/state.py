"""The game state and the rules that move it (docs/rulings.md, R3–R8).

One mutable object, cheap to copy (``copy``): every field is an int, a small
list of ints or an immutable value, so search can branch it thousands of times
per second without ``deepcopy``. ``apply`` checks a decision completely before
changing anything, so an illegal one raises ``IllegalDecision`` and leaves the
state as it was.
"""

from __future__ import annotations

import operator
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from score5_desktop.core.protocol import Outcome
from score5_desktop.games.score5.rules import events as ev
from score5_desktop.games.score5.rules.cards import (
    SCORING_FAMILIES,
    Deck,
    Family,
    iter_bits,
)
from score5_desktop.games.score5.rules.decisions import (
    AssignWild,
    Bid,
    Decision,
    Options,
    Phase,
    Pick,
)
from score5_desktop.games.score5.rules.errors import IllegalDecision
from score5_desktop.games.score5.rules.forced import forced_card
from score5_desktop.games.score5.rules.observation import FrozenView
from score5_desktop.games.score5.rules.scoring import FinalResult, best_wild_family, final_result

ROUNDS = 12
# Module constants: enum attribute lookups show up in the profile of a simulated game.
_BID, _ADJUST, _PICK, _WILD, _OVER = Phase.BID, Phase.ADJUST, Phase.PICK, Phase.WILD, Phase.OVER
# Events of every round are built with ``tuple.__new__``: the same NamedTuple objects
# without the Python-level ``__new__`` NamedTuple generates (half the cost; a simulated
# game emits about 150 events). Fields go in declaration order.
_new = tuple.__new__
# Per-seat arithmetic by ``map`` over C functions: no Python frame per seat.
_bit_count, _ne, _or = int.bit_count, operator.ne, operator.or_
_NAMES = {f: str(f) for f in SCORING_FAMILIES}  # plain strings, as records write them


@dataclass(frozen=True, slots=True)
class Setup:
    """Everything chance decided before the first decision (R1, R2)."""

    deck: Deck
    starting_sets: tuple[str, ...]
    pile: tuple[int, ...]  # card indexes, first revealed first, wild last
    options: Options = Options()
    seed: int | None = None

    @property
    def players(self) -> int:
        return len(self.starting_sets)


class RoundLog:
    """The decisions of one round, as the record format stores them (R12)."""

    __slots__ = ("bids", "adjustments", "picks")

    def __init__(self, players: int) -> None:
        self.bids: list[int | None] = [None] * players
        self.adjustments: list[list[int | None]] = []
        self.picks: list[int] = []

    def copy(self) -> RoundLog:
        other = RoundLog.__new__(RoundLog)
        other.bids = list(self.bids)
        other.adjustments = [list(a) for a in self.adjustments]
        other.picks = list(self.picks)
        return other


class GameState:
    """A game in progress. Ask ``to_act`` who decides, ``apply`` their decisions."""

    __slots__ = (
        "setup",
        "deck",
        "players",
        "hands",
        "round",
        "phase",
        "pending",
        "bids",
        "adjust_done",
        "count_history",
        "past_bids",
        "winner",
        "pool",
        "order",
        "picks_done",
        "discarded",
        "wild",
        "_known",
        "_seen",
        "_received",
        "pile_left",
        "seen_stars",
        "log",
        "_result",
        "_seats",
        "_max_adjust",
        "quiet",
        "_lent",
    )

    # Public fields are tuples replaced on change (never mutated), so observations
    # can share them instead of copying; ``hands`` and ``pending`` are private lists.
    # What each seat is known to hold, has shown and has received changes on every
    # pick, so those three are lists inside and tuples through their properties.
    def __init__(self, setup: Setup, *, keep_log: bool = True, quiet: bool = False) -> None:
        """``keep_log`` keeps the decisions for a record. A ``quiet`` state builds no
        events (``apply`` returns an empty list) for loops that never read them —
        bulk simulation — the way a state without a log skips the record."""
        deck = setup.deck
        self.setup = setup
        self.deck = deck
        self.players = n = setup.players
        self.hands: list[int] = [deck.set_masks[letter] for letter in setup.starting_sets]
        self.round = 0
        self.phase = _BID
        self.pending: list[int | None] = [None] * n
        self.bids: tuple[int, ...] = (0,) * n
        self.adjust_done = 0
        self.count_history: tuple[tuple[int, ...], ...] = ()
        #: Every finished auction's bids as revealed (R9: public), first round first.
        self.past_bids: tuple[tuple[int, ...], ...] = ()
        self.winner: int | None = None
        self.pool = 0
        self.order: tuple[int, ...] = ()
        self.picks_done = 0
        self.discarded = 0
        self.wild: tuple[int, Family] | None = None
        self._known = [0] * n
        self._seen = [0] * n
        self._received = [0] * n
        self.pile_left: tuple[int, int, int] = (0, 0, 0)
        self.seen_stars = 0
        self._result: FinalResult | None = None
        self._seats = tuple(range(n))
        self._max_adjust = setup.options.max_adjust_rounds
        self.quiet = quiet
        self._lent: GameState | None = None
        self._enter_round()
        self.log: list[RoundLog] | None = [RoundLog(n)] if keep_log else None

    # -- copying --------------------------------------------------------------
    def copy(self, *, keep_log: bool = False) -> GameState:
        """An independent copy; the decision log only when asked (search needs none)."""
        other = GameState.__new__(GameState)
        other.setup = self.setup
        other.deck = self.deck
        other.players = self.players
        other.round = self.round
        other.phase = self.phase
        other.bids = self.bids
        other.adjust_done = self.adjust_done
        other.count_history = self.count_history
        other.past_bids = self.past_bids
        other.winner = self.winner
        other.pool = self.pool
        other.order = self.order
        other.picks_done = self.picks_done
        other.discarded = self.discarded
        other.wild = self.wild
        other._known = self._known[:]
        other._seen = self._seen[:]
        other._received = self._received[:]
        other.pile_left = self.pile_left
        other.seen_stars = self.seen_stars
        other._result = self._result
        other._seats = self._seats
        other._max_adjust = self._max_adjust
        other.quiet = self.quiet
        other._lent = None
        other.hands = self.hands[:]
        other.pending = self.pending[:]
        other.log = [r.copy() for r in self.log] if keep_log and self.log is not None else None
        return other

    def _frozen(self) -> GameState:
        """This position, for views: a twin that shares this state's lists instead of
        copying them, so it costs a few field copies. Before its next move the state
        takes copies of its lists for itself (``_unlend``), so the twin never changes
        and a view of it stays what its seat knew when it was made, on any thread.
        Every view asked for between two moves shares one twin."""
        twin = self._lent
        if twin is None:
            twin = GameState.__new__(GameState)
            twin.setup = self.setup
            twin.deck = self.deck
            twin.players = self.players
            twin.hands = self.hands
            twin.round = self.round
            twin.phase = self.phase
            twin.pending = self.pending
            twin.bids = self.bids
            twin.adjust_done = self.adjust_done
            twin.count_history = self.count_history
            twin.past_bids = self.past_bids
            twin.winner = self.winner
            twin.pool = self.pool
            twin.order = self.order
            twin.picks_done = self.picks_done
            twin.discarded = self.discarded
            twin.wild = self.wild
            twin._known = self._known
            twin._seen = self._seen
            twin._received = self._received
            twin.pile_left = self.pile_left
            twin.seen_stars = self.seen_stars
            twin._result = self._result
            twin._seats = self._seats
            twin._max_adjust = self._max_adjust
            twin.quiet = True
            twin.log = None
            twin._lent = None
            self._lent = twin
        return twin

    def _unlend(self) -> None:
        """Take back the lists a twin shares (``_frozen``) before changing them."""
        self._lent = None
        self.hands = self.hands[:]
        self.pending = self.pending[:]
        self._known = self._known[:]
        self._seen = self._seen[:]
        self._received = self._received[:]

    # -- public holdings --------------------------------------------------------
    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """Cards in each hand, bids included (public: everyone can count them)."""
        return tuple(map(_bit_count, self.hands))

    @property
    def known(self) -> tuple[int, ...]:
        """Per seat, the cards everyone knows it holds (R9): shown and not given away."""
        return tuple(self._known)

    @known.setter
    def known(self, masks: Sequence[int]) -> None:
        self._known = list(masks)

    @property
    def seen(self) -> tuple[int, ...]:
        """Per seat, every card it has ever shown (bids and tiebreak cards)."""
        return tuple(self._seen)

    @seen.setter
    def seen(self, masks: Sequence[int]) -> None:
        self._seen = list(masks)

    @property
    def received(self) -> tuple[int, ...]:
        """Per seat, the cards it has taken: auction cards won and picks."""
        return tuple(self._received)

    @received.setter
    def received(self, masks: Sequence[int]) -> None:
        self._received = list(masks)

    # -- what is asked now ----------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.phase is _OVER

    @property
    def auction_card(self) -> int | None:
        """Index of the card up for auction, or None once all 12 are done."""
        return self.setup.pile[self.round] if self.round < ROUNDS else None

    def to_act(self) -> tuple[int, ...]:
        """Seats whose decision the game waits for (several during bids)."""
        phase = self.phase
        if phase is _BID or phase is _ADJUST:
            return self.waiting
        if phase is _PICK:
            return (self.picker(),)
        if phase is _WILD:
            owner = self.wild_owner()
            return () if owner is None else (owner,)
        return ()

    @property
    def waiting(self) -> tuple[int, ...]:
        """Seats yet to bid in the current bid or adjustment step (all, between steps).
        Derived from ``pending`` rather than stored, so a bid updates one list slot."""
        pending = self.pending
        if pending.count(None) == self.players:  # a step starts: everyone
            return self._seats
        return tuple([s for s in range(self.players) if pending[s] is None])

    def picker(self) -> int:
        order = self.order
        return order[self.picks_done % len(order)]

    def wild_owner(self) -> int | None:
        bit = 1 << self.deck.wild_index
        for seat, hand in enumerate(self.hands):
            if hand & bit:
                return seat
        return None

    def _enter_round(self, *, recount: bool = False) -> None:
        """Per-round public facts: face-down cards left per tier (one-, two-, three-star)
        under the auction card, and the star cards revealed so far. Counted at the start
        (or when a position is set up mid-game), then one card comes off per round."""
        tiers = _tiers(self.deck)
        pile = self.setup.pile
        card = pile[self.round]
        if self.round == 0 or recount:
            counts = [0, 0, 0]
            for index in pile[self.round + 1 :]:
                counts[tiers[index]] += 1
        else:
            counts = list(self.pile_left)
            counts[tiers[card]] -= 1
        self.pile_left = (counts[0], counts[1], counts[2])
        self.seen_stars |= 1 << card

    def is_legal(self, decision: Decision) -> bool:
        try:
            self._check(decision)
        except IllegalDecision:
            return False
        return True

    def forced_pick(self) -> Pick | None:
        """The pick the game asks for now if it is no decision (``forced.forced_card``):
        the app and the bots take it at once. None outside a pick or when it is a choice."""
        if self.phase is not _PICK:
            return None
        card = forced_card(self.order, self.pool)
        return None if card is None else Pick(self.picker(), card)

    def forced(self, seat: int) -> Pick | None:
        """``core.protocol.State.forced``: the forced pick when ``seat`` is the one to take it."""
        pick = self.forced_pick()
        return pick if pick is not None and pick.seat == seat else None

    def fallback(self, seat: int) -> Decision:
        """A legal stand-in for a bot that failed: keep the bid (none in a first bid),
        take the lowest card on offer, score the wild in its best family."""
        phase = self.phase
        if phase is _BID:
            return Bid(seat, 0)
        if phase is _ADJUST:
            return Bid(seat, self.bids[seat])
        if phase is _PICK:
            pool = self.pool
            return Pick(seat, (pool & -pool).bit_length() - 1)
        return AssignWild(seat, best_wild_family(self.deck, self.hands[seat]))

    def view(self, seat: int) -> FrozenView:
        """``core.protocol.State.view``: what ``seat`` may know now (``observation.observe``),
        worked out field by field as it is read (``observation.FrozenView``): a bot that
        reads four fields does not pay for thirty."""
        return FrozenView(self._frozen(), seat)

    def outcome(self) -> Outcome | None:
        """``core.protocol.State.outcome``: the final scores once the game is over."""
        if self.phase is not _OVER:
            return None
        result = self.result()
        return Outcome(totals=result.scores, winners=(result.winner,), higher_wins=True)

    def legal_picks(self, seat: int) -> tuple[int, ...]:
        if self.phase is not _PICK or self.picker() != seat:
            return ()
        return tuple(iter_bits(self.pool))

    # -- applying -------------------------------------------------------------
    def _check(self, decision: Decision) -> None:
        """Raise ``IllegalDecision`` unless ``decision`` may be applied now.

        Written flat because it runs for every decision of every simulated game."""
        kind = type(decision)
        if kind is not Bid and kind is not Pick and kind is not AssignWild:
            raise IllegalDecision(f"not a decision: {decision!r}")
        seat = decision[0]
        if type(seat) is not int or not 0 <= seat < self.players:
            raise IllegalDecision(f"there is no seat {seat!r}")
        phase = self.phase
        if kind is Bid:
            if phase is not _BID and phase is not _ADJUST:
                raise IllegalDecision(f"no bid is asked for now (phase {phase})", seat=seat)
            if self.pending[seat] is not None:
                raise IllegalDecision("this seat has already bid in this step", seat=seat)
            cards = decision[1]
            if type(cards) is not int or cards < 0 or cards & ~self.hands[seat]:
                raise self._not_in_hand(seat, cards)
        elif kind is Pick:
            if phase is not _PICK:
                raise IllegalDecision(f"no pick is asked for now (phase {phase})", seat=seat)
            if self.order[self.picks_done % len(self.order)] != seat:
                raise IllegalDecision("it is not this seat's turn to take a card", seat=seat)
            card = decision[1]
            if type(card) is not int or card < 0 or not self.pool >> card & 1:
                name = self.deck.cards[card].id if type(card) is int and 0 <= card < 51 else card
                raise IllegalDecision(f"{name} is not among the winner's bid cards", seat=seat)
        else:
            if phase is not _WILD:
                raise IllegalDecision("the wild is assigned only at the end", seat=seat)
            if self.wild_owner() != seat:
                raise IllegalDecision("only the wild's owner assigns it", seat=seat)
            if decision[1] not in SCORING_FAMILIES:
                raise IllegalDecision("the wild must be given one of the five families", seat=seat)

    def _not_in_hand(self, seat: int, cards: object) -> IllegalDecision:
        if type(cards) is not int or cards < 0:
            return IllegalDecision(f"a bid is a set of cards, not {cards!r}", seat=seat)
        missing = ", ".join(self.deck.ids_of(cards & ~self.hands[seat]))
        return IllegalDecision(f"bid of {missing}, which this seat does not hold", seat=seat)

    def apply(self, decision: Decision) -> list[ev.Event]:
        """Apply one legal decision and return the public events it caused."""
        if self._lent is not None:
            self._unlend()
        kind = type(decision)
        events: list[ev.Event] | None = None if self.quiet else []
        if kind is Bid:
            # The common case checked in one expression; ``_check`` explains refusals.
            seat, cards = decision
            phase = self.phase
            if not (
                (phase is _BID or phase is _ADJUST)
                and type(seat) is int
                and 0 <= seat < self.players
                and self.pending[seat] is None
                and type(cards) is int
                and not cards & ~self.hands[seat]  # a negative mask fails this too
            ):
                self._check(decision)
            self._bid(seat, cards, events)
            return [] if events is None else events
        if kind is Pick:
            seat, card = decision
            order, pool, done = self.order, self.pool, self.picks_done
            if not (
                self.phase is _PICK
                and type(seat) is int
                and type(card) is int
                and card >= 0
                and pool >> card & 1
                and order[done % len(order)] == seat
            ):
                self._check(decision)
            # The card changes hands here rather than in a method of its own: a game
            # makes about 55 picks, and each call costs as much as the move.
            bit = 1 << card
            self.pool = pool = pool ^ bit
            self.hands[seat] |= bit
            self._known[seat] |= bit
            self._received[seat] |= bit
            self.picks_done = done + 1
            if self.log is not None:
                self.log[-1].picks.append(card)
            if events is not None:
                events.append(
                    _new(
                        ev.CardTaken, (self.round + 1, seat, self.deck.cards[card].id, self.winner)
                    )
                )
            if not pool:
                self._next_round(events)
            return [] if events is None else events
        self._check(decision)
        family = Family(decision[1])
        self.wild = (decision[0], family)
        if events is not None:
            events.append(ev.WildAssigned(decision[0], family))
        self._finish(events)
        return [] if events is None else events

    def apply_step(self, decisions: Sequence[Decision]) -> list[ev.Event]:
        """Apply several decisions as one, all or nothing: typically every waiting
        seat's bid of a simultaneous step, which is how bots play (each decides on the
        same position, as at a real table). Each decision is checked as ``apply``
        checks it, in order, before anything changes; then they are applied in order.
        Returns the events of all of them."""
        if len(decisions) == 1:
            return self.apply(decisions[0])
        if self._lent is not None:
            self._unlend()
        phase = self.phase
        if phase is _BID or phase is _ADJUST:
            n = self.players
            events: list[ev.Event] | None = None if self.quiet else []
            if len(decisions) == n and self.pending.count(None) == n:
                # What bots' loops give: one bid per seat in seat order, a whole step.
                new = self._whole_step(decisions)
                if new is not None:
                    log = self.log
                    if log is not None:  # this step's row, which no bid has opened yet
                        if phase is _BID:
                            log[-1].bids = list(new)
                        else:
                            log[-1].adjustments.append(list(new))
                    self._close_step(new, events)
                    return [] if events is None else events
            # Some seats, or seats in another order: bids go into a copy of
            # ``pending``, so a seat named twice is caught too.
            pending = self.pending[:]
            hands = self.hands
            for decision in decisions:
                if type(decision) is not Bid:
                    break
                seat, cards = decision
                if not (
                    type(seat) is int
                    and 0 <= seat < n
                    and pending[seat] is None
                    and type(cards) is int
                    and not cards & ~hands[seat]  # a negative mask fails this too
                ):
                    break
                pending[seat] = cards
            else:
                log = self.log
                if log is not None:
                    # Logged as ``_bid`` logs them one by one: into this step's row.
                    entry = log[-1]
                    if phase is _BID:
                        row = entry.bids
                    else:
                        if len(entry.adjustments) == self.adjust_done:
                            entry.adjustments.append([None] * n)
                        row = entry.adjustments[-1]
                    for seat, cards in decisions:  # type: ignore[misc]
                        row[seat] = cards
                if None in pending:
                    self.pending = pending
                else:
                    self._close_step(tuple(pending), events)  # type: ignore[arg-type]
                return [] if events is None else events
        trial = self.copy()
        for decision in decisions:
            trial.apply(decision)  # raises before this state is touched
        applied: list[ev.Event] = []
        for decision in decisions:
            applied += self.apply(decision)
        return applied

    def _whole_step(self, decisions: Sequence[Decision]) -> tuple[int, ...] | None:
        """The bids of a step given whole, one legal ``Bid`` per seat in seat order (as
        every loop of bots gives them), in one pass; None for anything else, which the
        caller checks one decision at a time and refuses with the reason. The step
        must be open (no seat has bid in it yet)."""
        hands = self.hands
        seat = 0
        for decision in decisions:
            if type(decision) is not Bid:
                return None
            who, cards = decision
            if (
                who != seat
                or type(who) is not int
                or type(cards) is not int
                or cards & ~hands[seat]  # a negative mask fails this too
            ):
                return None
            seat += 1
        return tuple([decision[1] for decision in decisions])

    def opening_events(self) -> list[ev.Event]:
        """The events of a fresh game: the first auction card is revealed."""
        return [ev.CardRevealed(1, self.deck.cards[self.setup.pile[0]].id, self.pile_left)]

    # -- the steps of a round -------------------------------------------------
    def _bid(self, seat: int, cards: int, events: list[ev.Event] | None) -> None:
        pending = self.pending
        pending[seat] = cards
        log = self.log
        if log is not None:
            entry = log[-1]
            if self.phase is _BID:
                entry.bids[seat] = cards
            else:
                if len(entry.adjustments) == self.adjust_done:
                    entry.adjustments.append([None] * self.players)
                entry.adjustments[-1][seat] = cards
        if None not in pending:
            self._close_step(tuple(pending), events)  # type: ignore[arg-type]

    def _close_step(self, new: tuple[int, ...], events: list[ev.Event] | None) -> None:
        """Everyone has bid ``new``: show the counts, then adjust again or resolve (R3).
        ``pending`` starts the next step empty."""
        counts = tuple(map(_bit_count, new))
        self.count_history += (counts,)
        if self.pending.count(None) != self.players:
            self.pending = [None] * self.players
        if self.phase is _BID:
            self.bids = new
            if events is not None:
                events.append(
                    _new(ev.BidCountsShown, (self.round + 1, 0, counts, (True,) * self.players))
                )
            if self._max_adjust == 0:
                self._resolve(events)
            else:
                self.phase = _ADJUST
            return
        old = self.bids
        self.bids = new
        self.adjust_done += 1
        if events is not None:
            changed = tuple(map(_ne, old, new))
            events.append(
                _new(ev.BidCountsShown, (self.round + 1, self.adjust_done, counts, changed))
            )
        if new == old or self.adjust_done >= self._max_adjust:
            self._resolve(events)

    def _resolve(self, events: list[ev.Event] | None) -> None:
        deck = self.deck
        rnd = self.round + 1
        bids = self.bids
        n = self.players
        card = self.setup.pile[self.round]
        totals = tuple(map(deck.total, bids))
        if events is not None:
            card_id = deck.cards[card].id
            bid_ids = tuple(map(deck.ids_of, bids))
            events.append(_new(ev.BidsRevealed, (rnd, bid_ids, totals)))
        self._known = known = list(map(_or, self._known, bids))
        self._seen = seen = list(map(_or, self._seen, bids))
        self.past_bids += (bids,)
        # Highest total wins; equal totals: the single highest tiebreaker card (R4).
        # Bids are disjoint, so (total, top card) never ties and the sort needs no key.
        ranked = [(totals[s], bids[s].bit_length(), s) for s in range(n) if bids[s]]
        if not ranked:
            self.discarded |= 1 << card
            if events is not None:
                events.append(ev.NoWinner(rnd, card_id))
            self._next_round(events)
            return
        ranked.sort(reverse=True)
        winner = ranked[0][2]
        by_tiebreak = len(ranked) > 1 and ranked[1][0] == ranked[0][0]
        pool = bids[winner]
        hands = self.hands
        hands[winner] = (hands[winner] & ~pool) | (1 << card)
        known[winner] = (known[winner] & ~pool) | (1 << card)
        self._received[winner] |= 1 << card
        self.winner = winner
        self.pool = pool
        if events is not None:
            events.append(_new(ev.AuctionWon, (rnd, winner, card_id, totals[winner], by_tiebreak)))
        # Pick order (R5): other bidders by total then tiebreaker, then non-bidders by
        # the highest tiebreaker card in hand.
        order = [r[2] for r in ranked[1:]]
        if len(ranked) < n:
            idle = [(hands[s].bit_length(), s) for s in range(n) if not bids[s]]
            idle.sort(reverse=True)
            if len(idle) > 1 and pool.bit_count() > len(order):
                for top, s in idle:
                    shown = 1 << (top - 1)
                    known[s] |= shown
                    seen[s] |= shown
                    if events is not None:
                        events.append(ev.TiebreakCardShown(rnd, s, deck.cards[top - 1].id))
            order += [s for _top, s in idle]
        self.order = order = tuple(order)
        self.picks_done = 0
        self.phase = _PICK
        if events is not None:
            events.append(_new(ev.PickOrderSet, (rnd, winner, order, bid_ids[winner])))

    def _next_round(self, events: list[ev.Event] | None) -> None:
        if events is not None:
            bids, winner = self.bids, self.winner
            returning = tuple([s for s in range(self.players) if bids[s] and s != winner])
            if returning:
                events.append(_new(ev.BidsReturned, (self.round + 1, returning)))
        self.bids = (0,) * self.players
        self.winner = None
        self.pool = 0
        self.order = ()
        self.picks_done = 0
        self.adjust_done = 0
        self.count_history = ()
        self.round += 1
        if self.round < ROUNDS:
            self.phase = _BID
            self._enter_round()
            if self.log is not None:
                self.log.append(RoundLog(self.players))
            if events is not None:
                card = self.deck.cards[self.setup.pile[self.round]]
                events.append(_new(ev.CardRevealed, (self.round + 1, card.id, self.pile_left)))
        elif self.wild_owner() is not None:
            self.phase = _WILD
        else:
            self._finish(events)

    def _finish(self, events: list[ev.Event] | None) -> None:
        self.phase = _OVER
        self._known = self.hands[:]
        self.pile_left = (0, 0, 0)
        self._result = final_result(self.deck, self.hands, self._wild_for_scoring())
        if events is not None:
            events.append(self.ended_event())

    def ended_event(self) -> ev.GameEnded:
        """The final result as the event a finished game ends with."""
        result = self.result()
        cards = self.deck.cards
        return ev.GameEnded(
            scores=result.scores,
            winner=result.winner,
            by_tiebreak=result.by_tiebreak,
            scoring_cards=tuple(
                [
                    {_NAMES[f]: (cards[i].id if i is not None else None) for f, i in sc.items()}
                    for sc in result.scoring_cards
                ]
            ),
        )

    # -- results --------------------------------------------------------------
    def scores(self) -> tuple[int, ...]:
        """Current scores; the wild counts in its assigned family, else its best one."""
        return self.result().scores

    def result(self) -> FinalResult:
        """Scores and winner as things stand; once the game is over, the final result
        (computed once, when it ended: nothing can change it afterwards)."""
        if self.phase is _OVER and self._result is not None:
            return self._result
        return final_result(self.deck, self.hands, self._wild_for_scoring())

    def _wild_for_scoring(self) -> tuple[int, Family] | None:
        if self.wild is not None:
            return self.wild
        owner = self.wild_owner()
        if owner is None:
            return None
        return owner, best_wild_family(self.deck, self.hands[owner])

    def zones(self) -> dict[str, int]:
        """Where every card is, as disjoint masks covering the deck (for checks and
        tests): hands without their bid, bids, the winner's cards on the table, the
        pile, the auction card, and out of the game."""
        deck = self.deck
        zones: dict[str, int] = {}
        for seat in range(self.players):
            bid = self.bids[seat] if seat != self.winner else 0
            zones[f"hand{seat}"] = self.hands[seat] & ~bid
            zones[f"bid{seat}"] = bid
        zones["table"] = self.pool
        pile = self.setup.pile
        zones["pile"] = sum(1 << i for i in pile[self.round + 1 :])
        up = self.auction_card
        zones["auction"] = 0 if up is None or self.phase is _PICK else 1 << up
        in_play = set(self.setup.starting_sets)
        unused_sets = sum(m for letter, m in deck.set_masks.items() if letter not in in_play)
        unused_stars = deck.full_mask & ~sum(1 << i for i in pile) & ~sum(deck.set_masks.values())
        zones["out"] = unused_sets | unused_stars | self.discarded
        return zones


@lru_cache(maxsize=8)
def _tiers(deck: Deck) -> tuple[int, ...]:
    """Per card index, its pile tier (0 one-star, 1 two-star, 2 three-star; -1 for
    starting cards): the pile count changes every round."""
    return tuple(c.stars - 1 for c in deck.cards)
