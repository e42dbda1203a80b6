"""What applying a decision caused, in the order a table would show it.

Events are ``NamedTuple``s — immutable and cheap, since a simulated game
emits over a hundred of them.

Events carry only public facts (R9): the model turns them into signals and the
table animates them one after another, and a replay must reproduce them
exactly. Rounds are numbered from 1 here, as players count them.
"""

from __future__ import annotations

from typing import NamedTuple

from score5_desktop.games.score5.rules.cards import Family


class CardRevealed(NamedTuple):
    """The top card of the pile is turned face up: the card up for auction."""

    round: int
    card: str
    pile_left: tuple[int, int, int]  # one-, two-, three-star cards still face down


class BidCountsShown(NamedTuple):
    """Everyone's number of bid cards after a secret bid (step 0) or adjustment round."""

    round: int
    step: int
    counts: tuple[int, ...]
    changed: tuple[bool, ...]  # per seat: did this step change the bid (all True at step 0)


class BidsRevealed(NamedTuple):
    """All final bids turned face up at once."""

    round: int
    bids: tuple[tuple[str, ...], ...]
    totals: tuple[int, ...]


class AuctionWon(NamedTuple):
    """The highest total took the auction card; ``by_tiebreak`` when totals were equal."""

    round: int
    seat: int
    card: str
    total: int
    by_tiebreak: bool


class NoWinner(NamedTuple):
    """Nobody bid: the auction card leaves the game (R4)."""

    round: int
    card: str


class TiebreakCardShown(NamedTuple):
    """A non-bidder shows their highest-tiebreaker card to settle the pick order (R5)."""

    round: int
    seat: int
    card: str


class PickOrderSet(NamedTuple):
    """Who takes the winner's bid cards, in order; the order repeats until none is left."""

    round: int
    winner: int
    order: tuple[int, ...]
    cards: tuple[str, ...]


class CardTaken(NamedTuple):
    """A player takes one of the winner's bid cards into hand."""

    round: int
    seat: int
    card: str
    from_seat: int


class BidsReturned(NamedTuple):
    """The players who did not win take their bid cards back (step 6)."""

    round: int
    seats: tuple[int, ...]


class WildAssigned(NamedTuple):
    """The wild's owner gave it a family for scoring (R7)."""

    seat: int
    family: Family


class GameEnded(NamedTuple):
    """Final scores (R8); ``scoring_cards[seat][family]`` is a card id or None."""

    scores: tuple[int, ...]
    winner: int
    by_tiebreak: bool
    scoring_cards: tuple[dict[str, str | None], ...]


Event = (
    CardRevealed
    | BidCountsShown
    | BidsRevealed
    | AuctionWon
    | NoWinner
    | TiebreakCardShown
    | PickOrderSet
    | CardTaken
    | BidsReturned
    | WildAssigned
    | GameEnded
)
