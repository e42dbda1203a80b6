"""Picks that are no decision, so nobody has to think or click for them.

A pick is forced when the seat to pick will take every card still on offer (it is
the only seat in the pick order, as in every two-player game, where the loser takes
all of the winner's bid), or when one card is left. The order such cards are taken
in changes nothing, so they go in a fixed order: highest tiebreaker first. They are
still applied and recorded one ``Pick`` at a time, as the record format asks.
"""

from __future__ import annotations

from collections.abc import Sequence


def forced_card(order: Sequence[int], pool: int) -> int | None:
    """The card to take now if the current pick is forced, else None.

    ``order`` is the pick order (R5) and ``pool`` the mask of cards still on offer."""
    if not pool:
        return None
    if len(set(order)) == 1 or pool & (pool - 1) == 0:
        return pool.bit_length() - 1
    return None
