"""A pick with no choice in it: the table may take that card for the player.

While distributing (R5), a picker has no real choice when one card is left, or
when every card still to be taken goes to them anyway (the pick order comes back
to them each time: two players, or one picker left). Plain Python on public
facts (the cards left, the pick order), so the answer is the same for whoever asks.
"""

from __future__ import annotations


def forced_pick(seat: int, pool: int, order: tuple[int, ...]) -> int | None:
    """The card index ``seat``, now to pick, may be given without asking, or None if
    it has a choice. ``pool``: the cards left (a mask); ``order``: the pick order, in
    which each picker appears once and which repeats until the cards are gone."""
    if not pool or seat not in order:
        return None
    start = order.index(seat)
    left = pool.bit_count()
    pickers = {order[(start + i) % len(order)] for i in range(left)}
    if pickers != {seat}:
        return None
    return (pool & -pool).bit_length() - 1
