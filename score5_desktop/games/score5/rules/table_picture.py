"""SCORE 5's table picture: what the table shows at one moment, folded from the events.

The engine applies a decision in one go and returns every event it caused (bids
revealed, the auction won, the next card revealed, ...). The table shows those
events one after another, and every panel must show the game as it stands at the
event being shown, not at the end of the batch, or the scoreboard would announce a
winner before the cards are turned. ``TablePicture`` is that running picture, an
immutable value: ``first_picture`` builds it from a state (a new game or a resumed
one), ``next_picture`` moves it past one event and returns a new value. The live
session and the replay use these same two steps (``core.protocol.TablePictures``).

A folded picture holds every hand; ``visible_picture`` keeps only the hands of the
seats the table may show (the others become their sizes) and adds what those seats
alone know from the state: the bid each has put down in the current step.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from score5_desktop.games.score5.rules import events as ev
from score5_desktop.games.score5.rules.cards import Deck, Family
from score5_desktop.games.score5.rules.decisions import Phase
from score5_desktop.games.score5.rules.state import ROUNDS, GameState


@dataclass(frozen=True, slots=True)
class TablePicture:
    """The table at one moment. Card sets are masks (``cards``); per-seat tuples have
    one entry per seat."""

    deck: Deck
    players: int
    round: int
    auction_card: int | None  # card index on offer, None between auctions
    pile_left: tuple[int, int, int]
    counts: tuple[int, ...]  # bid counts as last shown this round
    step: int  # -1 before any count is shown this round, 0 sealed bids, k adjustment k
    changed: tuple[bool, ...]
    revealed: bool  # this round's bids are face up
    bids: tuple[int, ...]  # revealed bids lying face up (not the winner's)
    totals: tuple[int, ...]
    winner: int | None
    pool: int  # the winner's bid cards still to be taken
    order: tuple[int, ...]
    hands: tuple[int | None, ...]  # None: a hand this picture may not show
    sizes: tuple[int, ...]  # cards in each hand (public)
    known: tuple[int, ...]  # publicly known holdings (R10)
    discarded: int
    wild: tuple[int, Family] | None
    ended: ev.GameEnded | None
    tiebreak: tuple[int | None, ...]  # per seat, the tiebreak card it has shown
    own_bids: tuple[int, ...]  # per visible seat, the bid it has put down this step
    submitted: tuple[bool, ...]  # per seat, has given its part of the current step

    @property
    def visible(self) -> frozenset[int]:
        """The seats whose hands this picture holds."""
        return frozenset(s for s, hand in enumerate(self.hands) if hand is not None)

    def in_hand(self, seat: int) -> int:
        """The seat's cards not lying on the table as a revealed bid (0: hidden)."""
        hand = self.hands[seat]
        return 0 if hand is None else hand & ~self.bids[seat]

    def hand_counts(self) -> tuple[int, ...]:
        """Cards each seat holds in its hand, not counting the bid it has put down (a
        face-down bid is only known by its count, a revealed one by its cards)."""
        counts = []
        for seat, size in enumerate(self.sizes):
            if self.revealed:
                size -= self.bids[seat].bit_count()
            elif self.step >= 0:
                size -= self.counts[seat]
            counts.append(max(size, 0))
        return tuple(counts)

    def owners(self) -> dict[int, int]:
        """Card index -> seat, for every card this picture knows the holder of (the
        public holdings and the visible hands)."""
        owners: dict[int, int] = {}
        for seat in range(self.players):
            mask = self.known[seat] | (self.hands[seat] or 0)
            while mask:
                low = mask & -mask
                owners[low.bit_length() - 1] = seat
                mask ^= low
        return owners


def first_picture(state: GameState, opening: Sequence[ev.Event] = ()) -> TablePicture:
    """The picture of ``state`` at rest (a fresh deal or a resumed game), before the
    ``opening`` events; a first card still to be revealed is not on offer yet."""
    n = state.players
    picking = state.phase is Phase.PICK
    over = state.phase in (Phase.WILD, Phase.OVER)
    unrevealed = bool(opening) and isinstance(opening[0], ev.CardRevealed)
    hands = tuple(state.hands)
    return TablePicture(
        deck=state.deck,
        players=n,
        round=min(state.round + 1, ROUNDS),
        auction_card=None if picking or over or unrevealed else state.auction_card,
        pile_left=state.pile_left,
        counts=state.count_history[-1] if state.count_history else (0,) * n,
        step=len(state.count_history) - 1,
        changed=(False,) * n,
        revealed=picking,
        bids=tuple(b if picking and s != state.winner else 0 for s, b in enumerate(state.bids)),
        totals=tuple(state.deck.total(b) for b in state.bids) if picking else (0,) * n,
        winner=state.winner if picking else None,
        pool=state.pool,
        order=state.order,
        hands=hands,
        sizes=tuple(h.bit_count() for h in hands),
        known=tuple(state.known),
        discarded=state.discarded,
        wild=state.wild,
        ended=state.ended_event() if state.phase is Phase.OVER else None,
        tiebreak=(None,) * n,
        own_bids=(0,) * n,
        submitted=(False,) * n,
    )


def next_picture(picture: TablePicture, event: ev.Event, state: GameState) -> TablePicture:
    """``picture`` once ``event`` has happened. ``state`` gives only what the event does
    not carry: the final hands when the game ends. ``picture`` must hold every hand."""
    deck = picture.deck
    n = picture.players
    match event:
        case ev.CardRevealed(round=rnd, card=card_id, pile_left=left):
            return replace(
                picture,
                round=rnd,
                tiebreak=(None,) * n,
                auction_card=deck.card(card_id).index,
                pile_left=left,
                counts=(0,) * n,
                changed=(False,) * n,
                step=-1,
                revealed=False,
                bids=(0,) * n,
                totals=(0,) * n,
                winner=None,
                pool=0,
                order=(),
            )
        case ev.BidCountsShown(step=step, counts=counts, changed=changed):
            return replace(picture, step=step, counts=counts, changed=changed)
        case ev.BidsRevealed(bids=bids, totals=totals):
            masks = tuple(deck.mask_of(ids) for ids in bids)
            known = tuple(k | b for k, b in zip(picture.known, masks, strict=True))
            return replace(picture, revealed=True, bids=masks, totals=totals, known=known)
        case ev.AuctionWon(seat=seat, card=card_id):
            bit = 1 << deck.card(card_id).index
            pool = picture.bids[seat]
            hand = picture.hands[seat]
            assert hand is not None, "next_picture folds pictures that hold every hand"
            return replace(
                _with_hand(picture, seat, (hand & ~pool) | bit),
                known=_put(picture.known, seat, (picture.known[seat] & ~pool) | bit),
                bids=_put(picture.bids, seat, 0),
                pool=pool,
                winner=seat,
                auction_card=None,
            )
        case ev.NoWinner(card=card_id):
            return replace(
                picture,
                discarded=picture.discarded | 1 << deck.card(card_id).index,
                auction_card=None,
            )
        case ev.TiebreakCardShown(seat=seat, card=card_id):
            index = deck.card(card_id).index
            return replace(
                picture,
                known=_put(picture.known, seat, picture.known[seat] | 1 << index),
                tiebreak=_put(picture.tiebreak, seat, index),
            )
        case ev.PickOrderSet(order=order):
            return replace(picture, order=order, tiebreak=(None,) * n)
        case ev.CardTaken(seat=seat, card=card_id):
            bit = 1 << deck.card(card_id).index
            hand = picture.hands[seat]
            assert hand is not None, "next_picture folds pictures that hold every hand"
            return replace(
                _with_hand(picture, seat, hand | bit),
                pool=picture.pool & ~bit,
                known=_put(picture.known, seat, picture.known[seat] | bit),
            )
        case ev.BidsReturned(seats=seats):
            bids = tuple(0 if s in seats else b for s, b in enumerate(picture.bids))
            return replace(picture, bids=bids, counts=(0,) * n)
        case ev.WildAssigned(seat=seat, family=family):
            return replace(picture, wild=(seat, family))
        case ev.GameEnded():
            hands = tuple(state.hands)
            return replace(
                picture,
                ended=event,
                tiebreak=(None,) * n,
                auction_card=None,
                pile_left=(0, 0, 0),
                bids=(0,) * n,
                hands=hands,
                sizes=tuple(h.bit_count() for h in hands),
                known=hands,
            )
    raise TypeError(f"not a SCORE 5 event: {event!r}")


def visible_picture(
    picture: TablePicture, visible: frozenset[int], state: GameState
) -> TablePicture:
    """``picture`` with the hands of ``visible`` seats only, their own bids in the
    current step (read from ``state``) and who has submitted (public)."""
    bidding = state.phase in (Phase.BID, Phase.ADJUST)
    own_bids = []
    for seat in range(picture.players):
        pending = state.pending[seat] if bidding else None
        if seat not in visible:
            own_bids.append(0)
        elif pending is not None:
            own_bids.append(pending)
        elif state.phase is Phase.ADJUST:
            own_bids.append(state.bids[seat])
        else:
            own_bids.append(0)
    return replace(
        picture,
        hands=tuple(h if s in visible else None for s, h in enumerate(picture.hands)),
        own_bids=tuple(own_bids),
        submitted=tuple(bidding and p is not None for p in state.pending),
    )


def _put(values: tuple[Any, ...], seat: int, value: Any) -> tuple[Any, ...]:
    return (*values[:seat], value, *values[seat + 1 :])


def _with_hand(picture: TablePicture, seat: int, hand: int) -> TablePicture:
    hands = _put(picture.hands, seat, hand)
    return replace(picture, hands=hands, sizes=_put(picture.sizes, seat, hand.bit_count()))
