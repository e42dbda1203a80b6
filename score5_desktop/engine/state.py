"""The game state and the rules that move it (RULES.md, R3–R8).

One mutable object, cheap to copy (``copy``): every field is an int, a small
list of ints or an immutable value, so search can branch it thousands of times
per second without ``deepcopy``. ``apply`` checks a decision completely before
changing anything, so an illegal one raises ``IllegalDecision`` and leaves the
state as it was.
"""

from __future__ import annotations

from dataclasses import dataclass

from score5_desktop.engine import events as ev
from score5_desktop.engine.cards import (
    ONE_STAR,
    SCORING_FAMILIES,
    STAR_TYPES,
    THREE_STAR,
    TWO_STAR,
    Deck,
    Family,
    iter_bits,
)
from score5_desktop.engine.decisions import AssignWild, Bid, Decision, Options, Phase, Pick
from score5_desktop.engine.errors import IllegalDecision
from score5_desktop.engine.scoring import FinalResult, best_wild_family, final_result

ROUNDS = 12
# Module constants: enum attribute lookups show up in the profile of a simulated game.
_BID, _ADJUST, _PICK, _WILD, _OVER = Phase.BID, Phase.ADJUST, Phase.PICK, Phase.WILD, Phase.OVER
PILE_TIERS: tuple[tuple[str, int], ...] = ((ONE_STAR, 4), (TWO_STAR, 7), (THREE_STAR, 1))


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
        "hand_sizes",
        "round",
        "phase",
        "pending",
        "waiting",
        "bids",
        "adjust_done",
        "count_history",
        "winner",
        "pool",
        "order",
        "picks_done",
        "discarded",
        "wild",
        "known",
        "seen",
        "received",
        "pile_left",
        "seen_stars",
        "log",
    )

    # Public fields are tuples replaced on change (never mutated), so observations
    # can share them instead of copying; ``hands`` and ``pending`` are private lists.
    def __init__(self, setup: Setup, *, keep_log: bool = True) -> None:
        deck = setup.deck
        self.setup = setup
        self.deck = deck
        self.players = n = setup.players
        self.hands: list[int] = [deck.set_masks[letter] for letter in setup.starting_sets]
        self.hand_sizes: tuple[int, ...] = (5,) * n
        self.round = 0
        self.phase = _BID
        self.pending: list[int | None] = [None] * n
        self.waiting: tuple[int, ...] = tuple(range(n))
        self.bids: tuple[int, ...] = (0,) * n
        self.adjust_done = 0
        self.count_history: tuple[tuple[int, ...], ...] = ()
        self.winner: int | None = None
        self.pool = 0
        self.order: tuple[int, ...] = ()
        self.picks_done = 0
        self.discarded = 0
        self.wild: tuple[int, Family] | None = None
        self.known: tuple[int, ...] = (0,) * n
        self.seen: tuple[int, ...] = (0,) * n
        self.received: tuple[int, ...] = (0,) * n
        self.pile_left: tuple[int, int, int] = (0, 0, 0)
        self.seen_stars = 0
        self._enter_round()
        self.log: list[RoundLog] | None = [RoundLog(n)] if keep_log else None

    # -- copying --------------------------------------------------------------
    def copy(self, *, keep_log: bool = False) -> GameState:
        """An independent copy; the decision log only when asked (search needs none)."""
        other = GameState.__new__(GameState)
        other.setup = self.setup
        other.deck = self.deck
        other.players = self.players
        other.hand_sizes = self.hand_sizes
        other.round = self.round
        other.phase = self.phase
        other.waiting = self.waiting
        other.bids = self.bids
        other.adjust_done = self.adjust_done
        other.count_history = self.count_history
        other.winner = self.winner
        other.pool = self.pool
        other.order = self.order
        other.picks_done = self.picks_done
        other.discarded = self.discarded
        other.wild = self.wild
        other.known = self.known
        other.seen = self.seen
        other.received = self.received
        other.pile_left = self.pile_left
        other.seen_stars = self.seen_stars
        other.hands = self.hands[:]
        other.pending = self.pending[:]
        other.log = [r.copy() for r in self.log] if keep_log and self.log is not None else None
        return other

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

    def picker(self) -> int:
        order = self.order
        return order[self.picks_done % len(order)]

    def wild_owner(self) -> int | None:
        bit = 1 << self.deck.wild_index
        for seat, hand in enumerate(self.hands):
            if hand & bit:
                return seat
        return None

    def _enter_round(self) -> None:
        """Per-round public facts: face-down cards left per tier (one-, two-, three-star)
        under the auction card, and the star cards revealed so far."""
        cards = self.deck.cards
        counts = [0, 0, 0]
        pile = self.setup.pile
        for index in pile[self.round + 1 :]:
            counts[STAR_TYPES.index(cards[index].type)] += 1
        self.pile_left = (counts[0], counts[1], counts[2])
        self.seen_stars |= 1 << pile[self.round]

    def is_legal(self, decision: Decision) -> bool:
        try:
            self._check(decision)
        except IllegalDecision:
            return False
        return True

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
        kind = type(decision)
        events: list[ev.Event] = []
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
                and cards >= 0
                and not cards & ~self.hands[seat]
            ):
                self._check(decision)
            self._bid(seat, cards, events)
            return events
        self._check(decision)
        if kind is Pick:
            self._pick(decision[0], decision[1], events)
        else:
            family = Family(decision[1])
            self.wild = (decision[0], family)
            events.append(ev.WildAssigned(decision[0], family))
            self._finish(events)
        return events

    def opening_events(self) -> list[ev.Event]:
        """The events of a fresh game: the first auction card is revealed."""
        return [ev.CardRevealed(1, self.deck.cards[self.setup.pile[0]].id, self.pile_left)]

    # -- the steps of a round -------------------------------------------------
    def _bid(self, seat: int, cards: int, events: list[ev.Event]) -> None:
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
        waiting = self.waiting
        if len(waiting) > 1:
            self.waiting = tuple([s for s in waiting if s != seat])
            return
        new: tuple[int, ...] = tuple(pending)  # type: ignore[arg-type]
        counts = tuple([m.bit_count() for m in new])  # list first: faster than a generator
        self.count_history += (counts,)
        self.pending = [None] * self.players
        self.waiting = tuple(range(self.players))
        if self.phase is _BID:
            self.bids = new
            events.append(ev.BidCountsShown(self.round + 1, 0, counts, (True,) * self.players))
            if self.setup.options.max_adjust_rounds == 0:
                self._resolve(events)
            else:
                self.phase = _ADJUST
            return
        old = self.bids
        changed = tuple(a != b for a, b in zip(old, new, strict=True))
        self.bids = new
        self.adjust_done += 1
        events.append(ev.BidCountsShown(self.round + 1, self.adjust_done, counts, changed))
        if not any(changed) or self.adjust_done >= self.setup.options.max_adjust_rounds:
            self._resolve(events)

    def _resolve(self, events: list[ev.Event]) -> None:
        deck = self.deck
        rnd = self.round + 1
        bids = self.bids
        card = self.setup.pile[self.round]
        card_id = deck.cards[card].id
        total = deck.total
        totals = tuple([total(b) for b in bids])
        bidders = [s for s in range(self.players) if bids[s]]
        ids_of = deck.ids_of
        events.append(ev.BidsRevealed(rnd, tuple([ids_of(b) for b in bids]), totals))
        self.known = tuple([k | b for k, b in zip(self.known, bids, strict=True)])
        self.seen = tuple([k | b for k, b in zip(self.seen, bids, strict=True)])
        if not bidders:
            self.discarded |= 1 << card
            events.append(ev.NoWinner(rnd, card_id))
            self._next_round(events)
            return
        # Highest total wins; equal totals: the single highest tiebreaker card (R4).
        ranked = sorted(bidders, key=lambda s: (totals[s], bids[s].bit_length()), reverse=True)
        winner = ranked[0]
        by_tiebreak = len(ranked) > 1 and totals[ranked[1]] == totals[winner]
        pool = bids[winner]
        self.hands[winner] = (self.hands[winner] & ~pool) | (1 << card)
        self.hand_sizes = tuple(h.bit_count() for h in self.hands)
        self.known = _with(self.known, winner, (self.known[winner] & ~pool) | (1 << card))
        self.received = _with(self.received, winner, self.received[winner] | (1 << card))
        self.winner = winner
        self.pool = pool
        events.append(ev.AuctionWon(rnd, winner, card_id, totals[winner], by_tiebreak))
        # Pick order (R5): other bidders by total then tiebreaker, then non-bidders by
        # the highest tiebreaker card in hand.
        others = ranked[1:]
        idle = [s for s in range(self.players) if not bids[s]]
        idle.sort(key=lambda s: self.hands[s].bit_length(), reverse=True)
        if len(idle) > 1 and pool.bit_count() > len(others):
            for s in idle:
                shown = self.hands[s].bit_length() - 1
                self.known = _with(self.known, s, self.known[s] | (1 << shown))
                self.seen = _with(self.seen, s, self.seen[s] | (1 << shown))
                events.append(ev.TiebreakCardShown(rnd, s, deck.cards[shown].id))
        self.order = tuple(others + idle)
        self.picks_done = 0
        self.phase = _PICK
        events.append(ev.PickOrderSet(rnd, winner, self.order, deck.ids_of(pool)))

    def _pick(self, seat: int, card: int, events: list[ev.Event]) -> None:
        bit = 1 << card
        self.pool ^= bit
        self.hands[seat] |= bit
        self.hand_sizes = _with(self.hand_sizes, seat, self.hand_sizes[seat] + 1)
        self.known = _with(self.known, seat, self.known[seat] | bit)
        self.received = _with(self.received, seat, self.received[seat] | bit)
        self.picks_done += 1
        if self.log is not None:
            self.log[-1].picks.append(card)
        events.append(ev.CardTaken(self.round + 1, seat, self.deck.cards[card].id, self.winner))  # type: ignore[arg-type]
        if not self.pool:
            self._next_round(events)

    def _next_round(self, events: list[ev.Event]) -> None:
        returning = tuple(s for s in range(self.players) if self.bids[s] and s != self.winner)
        if returning:
            events.append(ev.BidsReturned(self.round + 1, returning))
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
            card = self.deck.cards[self.setup.pile[self.round]]
            events.append(ev.CardRevealed(self.round + 1, card.id, self.pile_left))
        elif self.wild_owner() is not None:
            self.phase = _WILD
        else:
            self._finish(events)

    def _finish(self, events: list[ev.Event]) -> None:
        self.phase = _OVER
        self.known = tuple(self.hands)
        self.pile_left = (0, 0, 0)
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
                {str(f): (cards[i].id if i is not None else None) for f, i in sc.items()}
                for sc in result.scoring_cards
            ),
        )

    # -- results --------------------------------------------------------------
    def scores(self) -> tuple[int, ...]:
        """Current scores; the wild counts in its assigned family, else its best one."""
        return final_result(self.deck, self.hands, self._wild_for_scoring()).scores

    def result(self) -> FinalResult:
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


def _with(values: tuple[int, ...], index: int, value: int) -> tuple[int, ...]:
    """A copy of a tuple with one item replaced (public fields are never mutated)."""
    return values[:index] + (value,) + values[index + 1 :]
