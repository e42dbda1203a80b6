"""The playout policy of the searching bots: quick rules of thumb, a little noise.

Search judges a play by how the deal goes on from it, thousands of times, so
the policy that plays the rest of the deal must be cheap yet not silly. It
leads its lowest cards (as a run when the lowest card starts one, as a set when
it has copies), answers with an add when it can (adds shed and take the trick
over), otherwise with the weakest overwrite unless that splits a set, and
always contests when someone is about to go out. A little randomness keeps the
sampled futures varied.
"""

from __future__ import annotations

import math
import random

from score5_desktop.games.five_three_five.bots.fastplay import (
    LEAD,
    PASS_PLAY,
    RUN,
    Deal,
    Play,
    adds,
    lead_plays,
    overwrites,
)
from score5_desktop.games.five_three_five.bots.values import BAND_END, EIGHT, penalty_of

_STEP_LIMIT = 2000  # every trick sheds a card, so a deal ends long before this


def policy_play(deal: Deal, rng: random.Random) -> Play:
    p = deal.turn
    h = deal.hands[p]
    central = deal.central
    if central is None:
        if rng.random() < 0.12:
            plays = lead_plays(h)
            return plays[int(rng.random() * len(plays))]
        return _lowest_lead(h)
    sizes = deal.sizes
    urgent = min(sizes[s] for s in range(deal.n) if s != p) <= 2
    found = adds(h, central)
    if found and (urgent or rng.random() < 0.75):
        return max(found, key=len_cards)
    over = overwrites(h, central, deal.no_limit)
    if not over:
        return PASS_PLAY
    weakest = over[-1] if central[0] == RUN and not deal.no_limit else over[0]
    cards = weakest[1]
    if urgent or EIGHT in cards or len(cards) == sizes[p]:
        return weakest
    splits = any(h[c] > cards.count(c) for c in set(cards))
    return weakest if rng.random() < (0.3 if splits else 0.75) else PASS_PLAY


def len_cards(play: Play) -> int:
    return len(play[1])


def _lowest_lead(h: list[int]) -> Play:
    i = 0
    while not h[i]:
        i += 1
    c = h[i]
    if c == 1 and i < BAND_END[i] and h[i + 1]:
        if i + 1 < BAND_END[i] and h[i + 2]:
            return (LEAD, (i, i + 1, i + 2))
        return (LEAD, (i, i + 1))
    return (LEAD, (i,) * min(c, 3))


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
