"""The playout policy of the searching bots: ``normal``'s hand plan, pared down.

Search judges a play by how the deal goes on from it, thousands of times, so
the policy that plays the rest of the deal must be cheap yet play like a
sensible player (a careless policy makes search chase futures nobody would
play: an earlier policy that passed to keep its pairs lost 80% of two-player
games to ``easy``, and search built on it barely beat ``normal``). It weighs
each legal play as ``judge`` does, but only by the hand plan left, the cards
shed, the penalty points shed, the lead an ending play wins and the cost of a
pass, with a little noise so the sampled futures vary.
"""

from __future__ import annotations

import math
import random

from score5_desktop.games.five_three_five.bots.fastplay import (
    LEAD,
    PASS,
    PASS_PLAY,
    Deal,
    Play,
    adds,
    lead_plays,
    overwrites,
)
from score5_desktop.games.five_three_five.bots.judge import CARD_WEIGHT, LEAD_BONUS
from score5_desktop.games.five_three_five.bots.plan import cost_of, memo
from score5_desktop.games.five_three_five.bots.values import PENALTY, penalty_of

_STEP_LIMIT = 2000  # every trick sheds a card, so a deal ends long before this
NOISE = 0.1
#: Penalty-point weight and pass cost by the smallest other hand (as ``judge.danger``).
_DANGER = [(0.3, 0.8), (0.3, 0.8), (0.15, 0.4), (0.15, 0.4), (0.06, 0.15), (0.06, 0.15)]


def policy_play(deal: Deal, rng: random.Random) -> Play:
    p = deal.turn
    h = deal.hands[p]
    central = deal.central
    sizes = deal.sizes
    d = min(sizes[:p] + sizes[p + 1 :])  # the smallest other hand
    w_pen, pass_cost = _DANGER[d] if d < 6 else (0.02, 0.1)
    if central is None:
        plays = lead_plays(h)
    else:
        plays = adds(h, central) + overwrites(h, central, deal.no_limit)
        plays.append(PASS_PLAY)
    size = sizes[p]
    best = plays[0]
    best_value = -math.inf
    noise = rng.random
    for play in plays:
        cards = play[1]
        if len(cards) == size:
            return play
        rest = h[:]
        shed = 0
        for c in cards:
            rest[c] -= 1
            shed += PENALTY[c]
        key = bytes(rest)
        cost = memo.get(key)
        if cost is None:
            cost = cost_of(key)
        value = CARD_WEIGHT * len(cards) + w_pen * shed - cost + NOISE * noise()
        action = play[0]
        if action == PASS:
            value -= pass_cost
        elif action != LEAD and deal.ends_trick(play):
            value += LEAD_BONUS
        if value > best_value:
            best_value = value
            best = play
    return best


def playout(deal: Deal, rng: random.Random) -> None:
    """Play the deal on to its end (someone goes out) with ``policy_play`` for everyone."""
    steps = 0
    while deal.out < 0 and steps < _STEP_LIMIT:
        deal.apply(policy_play(deal, rng))
        steps += 1


def rewards(deal: Deal, totals: tuple[int, ...], target: int) -> list[float]:
    """Per seat, how good the end of this deal is: a share of the game won if it ends
    the game (F8: lowest total, fewer cards breaking ties), else a smooth estimate of
    winning from the new totals, plus a share of this deal's margin."""
    n = deal.n
    points = [0 if s == deal.out else penalty_of(deal.hands[s]) for s in range(n)]
    new = [totals[s] + points[s] for s in range(n)]
    if max(new) >= target:
        key = [new[s] * 100 + deal.sizes[s] for s in range(n)]
        best = min(key)
        winners = [s for s in range(n) if key[s] == best]
        share = [1.0 / len(winners) if s in winners else 0.0 for s in range(n)]
    else:
        weights = [math.exp(-t / 6.0) for t in new]
        whole = sum(weights)
        share = [w / whole for w in weights]
    mean = sum(points) / n
    return [share[s] + 0.3 * max(-1.0, min(1.0, (mean - points[s]) / 10.0)) for s in range(n)]
