"""The table as players have seen it so far, advanced one public event at a time.

The engine applies a decision in one go and returns all the events it caused
(bids revealed, the auction won, the next card revealed, ...). The table
animates those events one after another, and every panel must show the game
as it stands at the event being animated, not at the end of the batch, or the
scoreboard would announce a winner before the cards are turned. The ledger is
that running picture: built from a state (new game or resumed save), then
moved forward by each event the model publishes. Tests check it agrees with
the engine once a batch is done.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from score5_desktop.games.score5.rules import events as ev
from score5_desktop.games.score5.rules.cards import Deck, Family
from score5_desktop.games.score5.rules.decisions import Phase
from score5_desktop.games.score5.rules.state import GameState


@dataclass(slots=True)
class Ledger:
    deck: Deck
    players: int
    round: int = 1
    auction_card: int | None = None
    pile_left: tuple[int, int, int] = (0, 0, 0)
    counts: tuple[int, ...] = ()
    step: int = -1  # -1 before any count is shown this round, 0 sealed bids, k adjustment k
    changed: tuple[bool, ...] = ()
    revealed: bool = False  # this round's bids are face up
    bids: list[int] = field(default_factory=list)  # revealed bids lying face up (not the winner's)
    totals: tuple[int, ...] = ()
    winner: int | None = None
    pool: int = 0  # the winner's bid cards still to be taken
    order: tuple[int, ...] = ()
    hands: list[int] = field(default_factory=list)  # private truth: only shown to its seat
    known: list[int] = field(default_factory=list)  # publicly known holdings (R10)
    discarded: int = 0
    wild: tuple[int, Family] | None = None
    ended: ev.GameEnded | None = None
    tiebreak: dict[int, int] = field(default_factory=dict)  # seat -> tiebreak card shown

    @classmethod
    def from_state(cls, state: GameState) -> Ledger:
        """The picture of a state at rest (a fresh deal or a resumed game)."""
        n = state.players
        picking = state.phase is Phase.PICK
        over = state.phase in (Phase.WILD, Phase.OVER)
        counts = state.count_history[-1] if state.count_history else (0,) * n
        ledger = cls(
            deck=state.deck,
            players=n,
            round=min(state.round + 1, 12),
            auction_card=None if picking or over else state.auction_card,
            pile_left=state.pile_left,
            counts=counts,
            step=len(state.count_history) - 1,
            changed=(False,) * n,
            revealed=picking,
            bids=[b if picking and s != state.winner else 0 for s, b in enumerate(state.bids)],
            totals=tuple(state.deck.total(b) for b in state.bids) if picking else (0,) * n,
            winner=state.winner if picking else None,
            pool=state.pool,
            order=state.order,
            hands=list(state.hands),
            known=list(state.known),
            discarded=state.discarded,
            wild=state.wild,
        )
        if state.phase is Phase.OVER:
            ledger.ended = state.ended_event()
        return ledger

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        return tuple(h.bit_count() for h in self.hands)

    def in_hand(self, seat: int) -> int:
        """Cards in the seat's hand that are not lying on the table as a revealed bid."""
        return self.hands[seat] & ~self.bids[seat]

    def apply(self, event: ev.Event, final_hands: list[int] | None = None) -> None:
        """Move the picture past one event; ``final_hands`` completes ``GameEnded``."""
        deck = self.deck
        n = self.players
        match event:
            case ev.CardRevealed(round=rnd, card=card_id, pile_left=left):
                self.round = rnd
                self.tiebreak = {}
                self.auction_card = deck.card(card_id).index
                self.pile_left = left
                self.counts = (0,) * n
                self.changed = (False,) * n
                self.step = -1
                self.revealed = False
                self.bids = [0] * n
                self.totals = (0,) * n
                self.winner = None
                self.pool = 0
                self.order = ()
            case ev.BidCountsShown(step=step, counts=counts, changed=changed):
                self.step = step
                self.counts = counts
                self.changed = changed
            case ev.BidsRevealed(bids=bids, totals=totals):
                self.revealed = True
                self.bids = [deck.mask_of(ids) for ids in bids]
                self.totals = totals
                self.known = [k | b for k, b in zip(self.known, self.bids, strict=True)]
            case ev.AuctionWon(seat=seat, card=card_id):
                bit = 1 << deck.card(card_id).index
                pool = self.bids[seat]
                self.hands[seat] = (self.hands[seat] & ~pool) | bit
                self.known[seat] = (self.known[seat] & ~pool) | bit
                self.bids[seat] = 0
                self.pool = pool
                self.winner = seat
                self.auction_card = None
            case ev.NoWinner(card=card_id):
                self.discarded |= 1 << deck.card(card_id).index
                self.auction_card = None
            case ev.TiebreakCardShown(seat=seat, card=card_id):
                index = deck.card(card_id).index
                self.known[seat] |= 1 << index
                self.tiebreak[seat] = index
            case ev.PickOrderSet(order=order):
                self.order = order
                self.tiebreak = {}
            case ev.CardTaken(seat=seat, card=card_id):
                bit = 1 << deck.card(card_id).index
                self.pool &= ~bit
                self.hands[seat] |= bit
                self.known[seat] |= bit
            case ev.BidsReturned(seats=seats):
                for seat in seats:
                    self.bids[seat] = 0
                self.counts = (0,) * n
            case ev.WildAssigned(seat=seat, family=family):
                self.wild = (seat, family)
            case ev.GameEnded():
                self.ended = event
                self.tiebreak = {}
                self.auction_card = None
                self.pile_left = (0, 0, 0)
                self.bids = [0] * n
                if final_hands is not None:
                    self.hands = list(final_hands)
                self.known = list(self.hands)
