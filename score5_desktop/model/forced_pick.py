"""A pick with no choice in it: the table may take that card for the player.

While distributing (R5), a picker has no real choice when one card is left, or
when every card still to be taken goes to them anyway (the pick order comes back
to them each time: two players, or one picker left). Plain Python on the seat's
observation, so the answer is the same for whoever asks.
"""

from __future__ import annotations

from score5_desktop.engine.decisions import Phase
from score5_desktop.engine.observation import Observation


def forced_pick(obs: Observation) -> int | None:
    """The card index ``obs.seat`` may be given without asking, or None if it chooses."""
    if obs.phase is not Phase.PICK or not obs.pick_order or not obs.pool:
        return None
    order = obs.pick_order
    left = obs.pool.bit_count()
    pickers = {order[(obs.picks_done + i) % len(order)] for i in range(left)}
    if pickers != {obs.seat}:
        return None
    return (obs.pool & -obs.pool).bit_length() - 1
