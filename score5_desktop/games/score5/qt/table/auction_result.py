"""What an auction's result panel shows, read from the table picture (Qt-free).

After the reveal the picture holds every bid: the losers' still lie face up and the
winner's is the pool to share out (whole until the first pick). From those this
keeps what a newcomer needs to see why the auction went as it did: each seat's
total (None for no bid), the winner, the card that broke a tie for the top total
(the single highest tiebreaker in the winner's bid, R4) and the pick order (R5).
"""

from __future__ import annotations

from dataclasses import dataclass

from score5_desktop.games.score5.rules.cards import Card
from score5_desktop.games.score5.rules.table_picture import TablePicture


@dataclass(frozen=True, slots=True)
class AuctionResult:
    totals: tuple[int | None, ...]
    """Per seat, the revealed bid's total; None for a seat that bid nothing."""
    auction_card: Card
    winner: int | None
    deciding: Card | None
    """The winner's highest tiebreaker card, when another bid had the same total."""
    order: tuple[int, ...] = ()
    """Who takes the winner's cards, in turn (empty until the order is set)."""

    def bidders(self) -> tuple[int, ...]:
        """The seats of ``order`` that bid (by total), before those that did not."""
        return tuple(s for s in self.order if self.totals[s] is not None)

    def idle(self) -> tuple[int, ...]:
        return tuple(s for s in self.order if self.totals[s] is None)


def auction_result(picture: TablePicture, auction_card: Card) -> AuctionResult:
    """The result of the auction for ``auction_card`` that ``picture`` has just resolved
    (at ``AuctionWon``, ``NoWinner`` or ``PickOrderSet``, before any card is taken)."""
    winner = picture.winner
    bids = list(picture.bids)
    if winner is not None:
        bids[winner] = picture.pool
    totals = tuple(
        total if mask else None for mask, total in zip(bids, picture.totals, strict=True)
    )
    deciding = None
    if winner is not None:
        top = totals[winner]
        if sum(1 for total in totals if total == top) > 1:
            deciding = picture.deck.cards[picture.pool.bit_length() - 1]
    return AuctionResult(totals, auction_card, winner, deciding, picture.order)
