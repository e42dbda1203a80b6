"""Each opponent's bidding style, read from its revealed bids (``SearchLevel.style_seats``).

Every finished auction shows every seat's final bid (R9), and from the second round on
every starting set is known, so the hands each seat bid from are public too. For each
earlier auction and each other seat, the searching bot works out what its opponent model
offered for that seat then: the ``normal`` heuristic's bid in its seat and each abstract
bid (nothing, the rollout policy's bid, the shares of its worth). How near each offer's
total came to the bid the seat really made is a likelihood; a few steps of EM fit a
mixture over those components per seat, smoothed toward the level's defaults by
``weight`` pseudo-auctions, so a few auctions cannot swing it far.

The fitted normal component becomes that seat's ``model_share``; the abstract ones a
distribution the search may draw the seat's abstract bid from, instead of its UCB
statistics. Everything here reads public facts only (observations the bot was given and
the revealed bids); nothing is per world.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

#: Component 0 is the ``normal`` model; components 1.. are the abstract keys in the
#: order of the search's key list (nothing, the policy's bid, the four shares).
KEYS = 6
COMPONENTS = 1 + KEYS
#: Likelihood of a bid under an offer with no resemblance (a pass against a bid, or a
#: total far off): small, never zero, so one odd auction does not rule a component out.
FLOOR = 0.02
#: EM steps of the fit (it settles in a few: the components are few and fixed).
STEPS = 8


@dataclass(frozen=True, slots=True)
class SeatStyle:
    """One opponent's fitted style: how often it bids like the ``normal`` model, and
    the weights of the abstract bids (``KEYS`` of them) that explain the rest."""

    model_share: float
    keys: tuple[float, ...]
    auctions: int  # auctions the fit read


def likelihood(shown: int, offered: int, value: int) -> float:
    """How well an offered bid total explains the total a seat really bid for a card of
    ``value``: 1 when equal, falling with the distance on a scale of a fifth of the
    card's value (at least 10), ``FLOOR`` for a pass against a bid."""
    if shown == offered:
        return 1.0
    if not shown or not offered:
        return FLOOR
    scale = max(10.0, 0.2 * value)
    return FLOOR + (1.0 - FLOOR) * math.exp(-abs(shown - offered) / scale)


def mean_likelihood(shown: int, offers: Sequence[int], value: int) -> float:
    """``likelihood`` averaged over several draws of a noisy offer."""
    return sum(likelihood(shown, o, value) for o in offers) / len(offers)


def default_prior(model_share: float) -> tuple[float, ...]:
    """The level's defaults as a mixture: the normal model ``model_share`` of the time,
    the abstract keys evenly otherwise."""
    rest = (1.0 - model_share) / KEYS
    return (model_share,) + (rest,) * KEYS


def fit(
    rows: Sequence[Sequence[float]], prior: Sequence[float], weight: float
) -> tuple[float, ...]:
    """Mixture weights over the components that best explain ``rows`` (per auction,
    each component's likelihood), by EM with ``weight`` pseudo-auctions of ``prior``:
    each weight stays within ``len(rows) / (weight + len(rows))`` of its prior and at
    least ``weight / (weight + len(rows))`` times it."""
    pi = list(prior)
    if not rows:
        return tuple(pi)
    total = weight + len(rows)
    for _ in range(STEPS):
        acc = [weight * p for p in prior]
        for row in rows:
            z = sum(p * x for p, x in zip(pi, row, strict=True))
            for c, (p, x) in enumerate(zip(pi, row, strict=True)):
                acc[c] += p * x / z
        pi = [a / total for a in acc]
    return tuple(pi)


def seat_style(rows: Sequence[Sequence[float]], model_share: float, weight: float) -> SeatStyle:
    """A seat's style from its auctions' likelihood rows (see ``fit``)."""
    pi = fit(rows, default_prior(model_share), weight)
    rest = sum(pi[1:])
    keys = tuple(p / rest for p in pi[1:]) if rest > 0 else (1.0 / KEYS,) * KEYS
    return SeatStyle(model_share=pi[0], keys=keys, auctions=len(rows))
