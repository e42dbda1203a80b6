"""What the history keeps of each Five Three Five seat besides its total (``core.protocol``'s
``KeepsStatistics``): how many deals it played, the penalty points it took over them, and
its best and worst deal (the fewest and the most points one deal cost it)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from score5_desktop.games.five_three_five.rules.cards import PENALTY
from score5_desktop.games.five_three_five.rules.state import FiveThreeFiveState

#: The keys each seat's statistics hold (short, as the history requires).
DEALS, PENALTY_TOTAL, BEST_DEAL, WORST_DEAL = "deals", "penalty", "best_deal", "worst_deal"


def deal_points(state: FiveThreeFiveState) -> list[list[int]]:
    """Per deal played to its end, the penalty points of each seat (F7): the cards it
    was dealt less those it played; the seat that went out has none left."""
    finished = len(state.log) if state.over else len(state.log) - 1
    out = []
    for deal in state.log[:finished]:
        played: list[Counter[int]] = [Counter() for _ in deal.hands]
        for play in deal.plays:
            played[play.seat].update(play.cards)
        out.append(
            [
                sum(PENALTY[v] for v in (Counter(hand) - played[seat]).elements())
                for seat, hand in enumerate(deal.hands)
            ]
        )
    return out


def seat_stats(state: FiveThreeFiveState) -> list[Mapping[str, int | float]]:
    """One mapping per seat of a finished game (see the module docstring)."""
    deals = deal_points(state)
    return [
        {
            DEALS: len(deals),
            PENALTY_TOTAL: sum(points[seat] for points in deals),
            BEST_DEAL: min((points[seat] for points in deals), default=0),
            WORST_DEAL: max((points[seat] for points in deals), default=0),
        }
        for seat in range(state.n)
    ]
