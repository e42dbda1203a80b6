"""A game of Five Three Five in progress: ``apply`` is the only thing that changes it.

Hands are counts codes (``cards``); legal plays come from the precomputed
tables of ``legal``. All randomness (the first leader, every shuffle) comes from
one ``random.Random`` seeded at the start (F1), so a seed reproduces a game.
A copy shares that generator until either side needs it, then clones it, so
copying a state for a bot's search costs no generator copy.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import NamedTuple, Self

from score5_desktop.core.errors import IllegalDecision
from score5_desktop.core.protocol import Outcome
from score5_desktop.games.five_three_five.rules import events as ev
from score5_desktop.games.five_three_five.rules.cards import (
    EIGHT,
    GUARD,
    MAX_PLAYERS,
    PENALTY,
    Setup,
    deck_code,
    deck_for,
    decode,
    encode,
    encode_play,
    setup_for,
)
from score5_desktop.games.five_three_five.rules.decisions import Action, Options, Play
from score5_desktop.games.five_three_five.rules.legal import Table, legal_plays, table_for
from score5_desktop.games.five_three_five.rules.melds import Meld, MeldKind, after_add, classify
from score5_desktop.games.five_three_five.rules.view import SeatView

RUN_OF_FIVE = 5
#: The seats of each passed-seats bit set, precomputed (views are built millions of times).
_new_view = tuple.__new__
#: ``SeatView``'s fields in the order ``GameState.view`` gives them.
_VIEW_FIELDS = (
    "seat",
    "players",
    "options",
    "copies",
    "deal",
    "hand_code",
    "hand_sizes",
    "undealt",
    "central",
    "central_meld",
    "last_player",
    "to_act",
    "passed",
    "played",
    "earlier_hand",
    "totals",
    "deal_leader",
    "is_over",
    "table",
    "history",
)
assert SeatView._fields == _VIEW_FIELDS, "GameState.view gives the fields in this order"
SEATS_OF: tuple[tuple[int, ...], ...] = tuple(
    tuple(s for s in range(MAX_PLAYERS) if mask >> s & 1) for mask in range(1 << MAX_PLAYERS)
)


class DealLog(NamedTuple):
    """One deal as a record keeps it: the cards dealt and every play, in order."""

    hands: tuple[tuple[int, ...], ...]
    undealt: tuple[int, ...]
    plays: list[Play]
    second_hand: bool


class FiveThreeFiveState:
    """One game. Build it with ``new_game`` (or the record loader)."""

    __slots__ = (
        "n",
        "options",
        "setup",
        "table",
        "_rng",
        "_rng_shared",
        "first_leader",
        "totals",
        "deal",
        "deal_leader",
        "hands",
        "sizes",
        "undealt",
        "central",
        "central_cards",
        "last_player",
        "turn",
        "passed",
        "passes_in_row",
        "played",
        "earlier_hand",
        "log",
        "over",
        "cards_left",
        "ranking",
        "winners",
        "tie_break",
        "pending",
        "hold_deals",
        "script",
        "seed",
        "_second_hands",
        "_dealt",
    )

    def __init__(self, players: int, options: Options, rng: random.Random, first_leader: int):
        self.n = players
        self.options = options
        self.setup: Setup = setup_for(
            players, one_hand=options.hands == 1, big_deal=options.big_deal
        )
        self.table: Table = table_for(players, self.setup.copies, options.no_limit)
        self._rng = rng
        self._rng_shared = False
        self.first_leader = first_leader
        self.totals = [0] * players
        self.deal = -1
        self.deal_leader = first_leader  # who leads the coming / current deal's first trick
        self.hands = [0] * players  # counts codes
        self.sizes = [0] * players
        self.undealt: tuple[int, ...] = ()
        self.central: Meld | None = None
        self.central_cards: tuple[int, ...] = ()
        self.last_player: int | None = None  # who made the last play of this trick
        self.turn = first_leader
        self.passed = 0  # bit s set: seat s passed in this trick (open pass: since it played)
        self.passes_in_row = 0
        self.played = 0  # counts code of every card played this deal (public memory)
        self.earlier_hand = 0  # two players: the cards of this shuffle's first hand (all shown)
        self.log: list[DealLog] = []
        self.over = False
        self.cards_left: tuple[int, ...] = (0,) * players  # at the end of the last deal
        self.ranking: tuple[int, ...] = ()
        self.winners: tuple[int, ...] = ()
        self.tie_break = False
        self.pending = True  # the next deal is still to be dealt
        # Deals given in advance (a record's), dealt in order before the generator is
        # used; ``hold_deals`` leaves the deal after them pending instead of drawing it
        # (a replay that stops where its record stops).
        self.script: tuple[tuple[tuple[tuple[int, ...], ...], tuple[int, ...]], ...] = ()
        self.hold_deals = False
        self.seed: int | None = None  # kept for the record, for information
        self._second_hands: tuple[tuple[int, ...], ...] | None = None
        self._dealt: ev.Dealt | None = None

    # -- the protocol's questions ------------------------------------------------------
    @property
    def players(self) -> int:
        return self.n

    @property
    def is_over(self) -> bool:
        return self.over

    def to_act(self) -> tuple[int, ...]:
        return () if self.over else (self.turn,)

    def legal_plays(self, seat: int) -> list[Play]:
        """Every legal play of ``seat`` now (empty when it is not its turn)."""
        if self.over or seat != self.turn:
            return []
        if self.pending:
            self.start_deal()
        return legal_plays(self.table, seat, self.hands[seat], self.central)

    def hand(self, seat: int) -> tuple[int, ...]:
        """The sorted values in ``seat``'s hand."""
        return decode(self.hands[seat])

    def why_illegal(self, play: Play) -> str | None:
        """Why ``play`` is not allowed now, or None if it is."""
        if self.over:
            return "the game is over"
        if self.pending:
            self.start_deal()
        if play.seat != self.turn:
            return f"it is seat {self.turn}'s turn, not seat {play.seat}'s"
        if type(play.cards) is not tuple or type(play.action) is not Action:
            return "a play is an Action and a tuple of card values"
        if play.action is Action.PASS:
            if play.cards:
                return "a pass plays no cards"
            if self.central is None:
                return "the leader must play (F11)"
            return None
        need = self.table.need(self.central, play.action, play.cards)
        if need is None:
            return self._shape_problem(play)
        if (((self.hands[play.seat] | GUARD) - need) & GUARD) != GUARD:
            return "those cards are not in the player's hand"
        return None

    def _shape_problem(self, play: Play) -> str:
        cards = ", ".join(str(c) for c in play.cards) or "no cards"
        if self.central is None:
            if play.action is not Action.LEAD:
                return "a trick begins with a lead"
            return f"{cards} is not a single, a set of 2 or 3, or a run of 2 or 3"
        if play.action is Action.LEAD:
            return "the trick has a central meld: overwrite, add or pass"
        if play.action is Action.OVERWRITE:
            return f"{cards} does not overwrite the central meld"
        return f"adding {cards} does not leave a set or a run"

    def is_legal(self, decision: Play) -> bool:
        return isinstance(decision, Play) and self.why_illegal(decision) is None

    def forced(self, seat: int) -> Play | None:
        plays = self.legal_plays(seat)
        return plays[0] if len(plays) == 1 else None

    def fallback(self, seat: int) -> Play:
        """A pass, or when leading the lowest single."""
        plays = self.legal_plays(seat)
        if not plays:
            raise IllegalDecision(f"it is not seat {seat}'s turn", seat=seat)
        return plays[0]

    def outcome(self) -> Outcome | None:
        if not self.over:
            return None
        return Outcome(totals=tuple(self.totals), winners=self.winners, higher_wins=False)

    def opening_events(self) -> list[ev.Event]:
        """The current deal's ``Dealt`` (dealing it first if a loaded record stopped at
        the end of a deal)."""
        if self.over:
            return []
        if self.pending:
            self.start_deal()
        assert self._dealt is not None
        return [self._dealt]

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know now. Built for every decision a bot makes, so built
        as a plain tuple in ``SeatView``'s field order (``_VIEW_FIELDS``): a
        NamedTuple's own constructor, by keyword, costs several times as much."""
        if self.pending and not self.over:
            self.start_deal()
        over = self.over
        return _new_view(
            SeatView,
            (
                seat,
                self.n,
                self.options,
                self.setup.copies,
                self.deal,
                self.hands[seat],
                tuple(self.sizes),
                len(self.undealt),
                self.central_cards,
                self.central,
                self.last_player,
                None if over else self.turn,  # to_act
                SEATS_OF[self.passed],
                self.played,
                self.earlier_hand,
                tuple(self.totals),
                self.deal_leader,
                over,
                self.table,
                tuple(self.log[-1].plays) if self.log else (),  # history
            ),
        )

    def passed_seats(self) -> tuple[int, ...]:
        return SEATS_OF[self.passed]

    # -- dealing ---------------------------------------------------------------------
    def _generator(self) -> random.Random:
        if self._rng_shared:
            clone = random.Random()
            clone.setstate(self._rng.getstate())
            self._rng = clone
            self._rng_shared = False
        return self._rng

    def _draw(self) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...], bool]:
        """The next deal's hands and undealt cards from the generator (F1, F2)."""
        setup = self.setup
        size = setup.hand_size
        if self._second_hands is not None:
            hands, self._second_hands = self._second_hands, None
            return hands, self.undealt, True
        if self._second_hand_due():
            # A loaded first hand whose second hand the record does not hold: the rest
            # of the shuffle is known, its split between the seats is not.
            gone = sum(encode(h) for h in self.log[-1].hands) + encode(self.undealt)
            rest = list(decode(deck_code(setup.copies) - gone))
            self._generator().shuffle(rest)
            hands = tuple(tuple(sorted(rest[s * size : (s + 1) * size])) for s in range(self.n))
            return hands, self.undealt, True
        cards = deck_for(setup.copies)
        self._generator().shuffle(cards)
        hands = tuple(tuple(sorted(cards[s * size : (s + 1) * size])) for s in range(self.n))
        dealt = self.n * size
        if setup.hands_per_shuffle == 2:
            self._second_hands = tuple(
                tuple(sorted(cards[dealt + s * size : dealt + (s + 1) * size]))
                for s in range(self.n)
            )
            dealt *= 2
        return hands, tuple(sorted(cards[dealt:])), False

    def keep_second_hands(self, hands: tuple[tuple[int, ...], ...]) -> None:
        """The second hand of the current shuffle (two players), for a loaded game whose
        record ends on a first hand: dealt as the next deal, as F2 wants."""
        self._second_hands = hands

    def _second_hand_due(self) -> bool:
        """Whether the coming deal plays the second hand of the last shuffle (F2)."""
        return self.setup.hands_per_shuffle == 2 and bool(self.log) and not self.log[-1].second_hand

    def start_deal(
        self,
        hands: Sequence[tuple[int, ...]] | None = None,
        undealt: tuple[int, ...] | None = None,
    ) -> ev.Dealt:
        """Deal the next deal: drawn from the generator, or the given cards (a record's,
        checked by the loader). Returns its ``Dealt`` event."""
        if not self.pending or self.over:
            raise IllegalDecision("no deal is due")
        if (hands is None or undealt is None) and self.deal + 1 < len(self.script):
            hands, undealt = self.script[self.deal + 1]
        if hands is None or undealt is None:
            hands, undealt, second = self._draw()
        else:
            second = self._second_hand_due()
            self._second_hands = None  # a given deal replaces what the generator holds
        if second:
            self.earlier_hand = sum(encode(h) for h in self.log[-1].hands)
        else:
            self.earlier_hand = 0
        self.pending = False
        self.deal += 1
        self.hands = [encode(h) for h in hands]
        self.sizes = [len(h) for h in hands]
        self.undealt = tuple(undealt)
        self.central = None
        self.central_cards = ()
        self.last_player = None
        self.turn = self.deal_leader
        self.passed = 0
        self.passes_in_row = 0
        self.played = 0
        self.log.append(DealLog(tuple(hands), self.undealt, [], second))
        self._dealt = ev.Dealt(
            deal=self.deal,
            hand_sizes=tuple(self.sizes),
            undealt=len(self.undealt),
            leader=self.deal_leader,
            second_hand=second,
        )
        return self._dealt

    # -- playing ---------------------------------------------------------------------
    def apply(self, decision: Play) -> list[ev.Event]:
        if not isinstance(decision, Play):
            raise IllegalDecision("not a Five Three Five play")
        problem = self.why_illegal(decision)
        if problem is not None:
            raise IllegalDecision(problem, seat=decision.seat)
        return self.apply_unchecked(decision)

    def apply_unchecked(self, play: Play) -> list[ev.Event]:
        """``apply`` for a play known to be legal (from ``legal_plays``): bots' playouts."""
        if self.pending:
            self.start_deal()
        seat = play.seat
        self.log[-1].plays.append(play)
        if play.action is Action.PASS:
            return self._pass(seat)
        cards = play.cards
        need = encode_play(cards)
        self.hands[seat] -= need
        self.sizes[seat] -= len(cards)
        self.played += need
        if play.action is Action.LEAD:
            meld = classify(cards)
            self.central_cards = cards
        elif play.action is Action.OVERWRITE:
            meld = classify(cards)
            self.central_cards = cards
        else:
            assert self.central is not None
            meld = after_add(self.central, cards)
            self.central_cards = tuple(sorted(self.central_cards + cards))
        assert meld is not None
        self.central = meld
        self.last_player = seat
        self.passes_in_row = 0
        self.passed &= ~(1 << seat)
        events: list[ev.Event] = [ev.Played(seat, play.action, cards, meld, self.sizes[seat])]
        if self.sizes[seat] == 0:
            self._end_deal(seat, events)
            if not self.over and (not self.hold_deals or self.deal + 1 < len(self.script)):
                events.append(self.start_deal())
            return events
        reason = trick_end(play.action, cards, meld, self.setup.copies)
        if reason is None:
            following = self._next_seat(seat)
            if following == seat:
                reason = ev.TrickEnd.ALL_PASSED
            else:
                self.turn = following
        if reason is not None:
            self._end_trick(reason, events)
        return events

    def _next_seat(self, seat: int) -> int:
        """The next seat clockwise that may still play in this trick (``seat`` itself
        when there is none)."""
        n = self.n
        following = (seat + 1) % n
        if self.options.open_pass:
            return following
        while following != seat and self.passed >> following & 1:
            following = (following + 1) % n
        return following

    def _pass(self, seat: int) -> list[ev.Event]:
        self.passed |= 1 << seat
        self.passes_in_row += 1
        events: list[ev.Event] = [ev.Passed(seat)]
        last = self.last_player
        assert last is not None
        if self.options.open_pass:
            done = self.passes_in_row >= self.n - 1
        else:
            done = self.passed | (1 << last) == (1 << self.n) - 1
        if done:
            self._end_trick(ev.TrickEnd.ALL_PASSED, events)
        else:
            self.turn = self._next_seat(seat)
        return events

    def _end_trick(self, reason: ev.TrickEnd, events: list[ev.Event]) -> None:
        leader = self.last_player
        assert leader is not None
        events.append(ev.TrickEnded(reason, leader, self.central_cards))
        self.central = None
        self.central_cards = ()
        self.last_player = None
        self.passed = 0
        self.passes_in_row = 0
        self.turn = leader

    def _end_deal(self, out: int, events: list[ev.Event]) -> None:
        """F7 and F8; then F9 picks the next deal's leader and the next deal is dealt."""
        penalties = tuple(
            tuple(ev.Penalty(v, PENALTY[v]) for v in decode(self.hands[s])) for s in range(self.n)
        )
        points = tuple(sum(p.points for p in seat) for seat in penalties)
        for s in range(self.n):
            self.totals[s] += points[s]
        self.cards_left = tuple(self.sizes)
        events.append(ev.DealEnded(self.deal, out, penalties, points, tuple(self.totals)))
        self.central = None
        self.central_cards = ()
        self.last_player = None
        self.passed = 0
        self.passes_in_row = 0
        self.pending = True
        if max(self.totals) >= self.options.target:
            self._end_game(events)
            return
        low = min(self.totals)
        clockwise = [(self.deal_leader + k) % self.n for k in range(self.n)]
        self.deal_leader = next(s for s in clockwise if self.totals[s] == low)
        self.turn = self.deal_leader

    def _end_game(self, events: list[ev.Event]) -> None:
        """F8: lowest total first, then fewer cards left; equal on both share the win."""
        self.over = True
        key = [(self.totals[s], self.cards_left[s]) for s in range(self.n)]
        self.ranking = tuple(sorted(range(self.n), key=lambda s: (key[s], s)))
        best = key[self.ranking[0]]
        self.winners = tuple(s for s in self.ranking if key[s] == best)
        low = min(self.totals)
        self.tie_break = sum(1 for t in self.totals if t == low) > 1
        events.append(
            ev.GameEnded(
                totals=tuple(self.totals),
                cards_left=self.cards_left,
                ranking=self.ranking,
                winners=self.winners,
                tie_break=self.tie_break,
            )
        )

    def copy(self) -> Self:
        other = object.__new__(type(self))
        for name in self.__slots__:
            setattr(other, name, getattr(self, name))
        other.totals = list(self.totals)
        other.hands = list(self.hands)
        other.sizes = list(self.sizes)
        # Finished deals are never played again: only the current one's plays are copied.
        last = self.log[-1]
        other.log = [*self.log[:-1], last._replace(plays=list(last.plays))]
        self._rng_shared = other._rng_shared = True
        return other


def new_game(players: int, seed: int, options: Options | None = None) -> FiveThreeFiveState:
    """A new game: the first leader drawn, then the first deal shuffled and dealt (F1)."""
    options = options or Options()
    rng = random.Random(seed)
    state = FiveThreeFiveState(players, options, rng, rng.randrange(players))
    state.seed = seed
    state.start_deal()
    return state


def trick_end(
    action: Action, cards: tuple[int, ...], meld: Meld, copies: int
) -> ev.TrickEnd | None:
    """Why the trick ends after a play of ``cards`` that made ``meld`` the central meld
    (F6 2-4), or None. The table picture asks it too: the seat to play next is then the
    one who leads, from the play's first frame."""
    if meld.kind is MeldKind.SET and meld.size == copies:
        return ev.TrickEnd.ALL_COPIES
    if meld.kind is MeldKind.RUN and meld.size == RUN_OF_FIVE:
        return ev.TrickEnd.RUN_OF_FIVE
    if action is not Action.LEAD and EIGHT in cards:
        return ev.TrickEnd.RULE_OF_8
    return None
