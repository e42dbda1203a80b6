"""How likely each hand is, given every play and pass its seat made this deal.

``inference`` treats a pass as a hard constraint: a sampled hand is redrawn when
the playout policy would have played instead. That reads little: most hands
agree with a pass, and leads, overwrites and adds say nothing there. Here every
decision of another seat this deal is evidence, weighed softly. A seat is
modelled as choosing among its legal plays with probabilities that grow with
the playout policy's value of each (a softmax at ``TEMPERATURE``, blended with
a uniform choice at ``SLIP``: the others search, so they stray from the policy
now and then). A hand that makes the plays actually made likely, and the passes
too (a pass is unlikely from a hand holding an overwrite the policy rates well),
is likelier to be the true one.

``weighted_hands`` deals a world seat by seat (seats with evidence first, in a
random order): it draws ``draws`` candidate hands for the seat from the cards
left and keeps one with probability in proportion to its likelihood (sampling
importance resampling, one seat at a time). With one draw it is the blind deal.
"""

from __future__ import annotations

import math
import random
from typing import NamedTuple

from score5_desktop.games.five_three_five.bots.fastplay import (
    ADD,
    LEAD,
    OVERWRITE,
    PASS,
    PASS_PLAY,
    Deal,
    Play,
    adds,
    lead_plays,
    overwrites,
)
from score5_desktop.games.five_three_five.bots.judge import CARD_WEIGHT, LEAD_BONUS
from score5_desktop.games.five_three_five.bots.plan import memo, plan
from score5_desktop.games.five_three_five.bots.values import N_VALUES, PENALTY
from score5_desktop.games.five_three_five.rules.cards import INDEX
from score5_desktop.games.five_three_five.rules.decisions import Action
from score5_desktop.games.five_three_five.rules.decisions import Play as EnginePlay

#: Softmax temperature on the policy's values (their spread is a few tenths).
TEMPERATURE = 0.08
#: Share of a uniform choice among the legal plays in the model of a seat.
SLIP = 0.1
#: Worth of a play that empties the hand (always made, as every level does).
_OUT_VALUE = 50.0
_DANGER = [(0.3, 0.8), (0.3, 0.8), (0.15, 0.4), (0.15, 0.4), (0.06, 0.15), (0.06, 0.15)]
_ACTIONS = {Action.LEAD: LEAD, Action.OVERWRITE: OVERWRITE, Action.ADD: ADD, Action.PASS: PASS}


class Choice(NamedTuple):
    """One decision of another seat: the table then, and what the seat did."""

    spot: Deal  # the deal at the decision; hands are blank but for checks
    later: tuple[int, ...]  # per value index, cards the seat played from here on
    made: Play


def choices(
    history: tuple[EnginePlay, ...],
    sizes: tuple[int, ...],
    me: int,
    copies: int,
    open_pass: bool,
    no_limit: bool,
) -> dict[int, list[Choice]]:
    """Per other seat, every decision it made this deal (``history``, the view's),
    with the cards it has played since, its own play included."""
    n = len(sizes)
    if not history:
        return {}
    start = list(sizes)
    for p in history:
        start[p.seat] += len(p.cards)
    big = [[copies] * N_VALUES for _ in range(n)]  # never runs out while replaying
    deal = Deal(big, history[0].seat, copies, open_pass=open_pass, no_limit=no_limit)
    deal.sizes = start
    spots: dict[int, tuple[Deal, Play]] = {}  # by place in the history
    for at, p in enumerate(history):
        seat = p.seat
        made = (_ACTIONS[p.action], tuple(INDEX[v] for v in p.cards))
        deal.turn = seat
        if seat != me and (made[0] != PASS or deal.central is not None):
            spot = deal.copy()
            spot.hands = [[0] * N_VALUES for _ in range(n)]
            spots[at] = (spot, made)
        deal.apply(made)
    # Walk back from the end: what each seat played from each decision on.
    since = [[0] * N_VALUES for _ in range(n)]
    out: dict[int, list[Choice]] = {}
    for at in range(len(history) - 1, -1, -1):
        p = history[at]
        for v in p.cards:
            since[p.seat][INDEX[v]] += 1
        if at in spots:
            spot, made = spots[at]
            out.setdefault(p.seat, []).append(Choice(spot, tuple(since[p.seat]), made))
    for notes in out.values():
        notes.reverse()
    return out


def _values(deal: Deal, hand: list[int]) -> tuple[list[Play], list[float]]:
    """The legal plays of the seat to act holding ``hand``, each with the playout
    policy's value (``rollout.policy_play`` without its noise)."""
    p = deal.turn
    central = deal.central
    sizes = deal.sizes
    d = min(sizes[:p] + sizes[p + 1 :])
    w_pen, pass_cost = _DANGER[d] if d < 6 else (0.02, 0.1)
    if central is None:
        plays = lead_plays(hand)
    else:
        plays = adds(hand, central) + overwrites(hand, central, deal.no_limit)
        plays.append(PASS_PLAY)
    size = sizes[p]
    values = []
    for play in plays:
        action, cards = play
        if len(cards) == size:
            values.append(_OUT_VALUE)
            continue
        rest = hand[:]
        shed = 0
        for c in cards:
            rest[c] -= 1
            shed += PENALTY[c]
        key = tuple(rest)
        found = memo.get(key)
        cost = found.cost if found is not None else plan(key).cost
        value = CARD_WEIGHT * len(cards) + w_pen * shed - cost
        if action == PASS:
            value -= pass_cost
        elif action != LEAD and deal.ends_trick(play):
            value += LEAD_BONUS
        values.append(value)
    return plays, values


def log_likelihood(hand: list[int], notes: list[Choice]) -> float:
    """Log of the chance that a seat holding ``hand`` now made every choice of ``notes``."""
    total = 0.0
    for note in notes:
        then = [hand[c] + note.later[c] for c in range(N_VALUES)]
        spot = note.spot
        plays, values = _values(spot, then)
        if len(plays) == 1:
            continue
        top = max(values)
        weights = [math.exp((v - top) / TEMPERATURE) for v in values]
        try:
            mine = weights[plays.index(note.made)]
        except ValueError:  # cannot happen for a hand that holds the cards; be safe
            mine = 0.0
        chance = (1.0 - SLIP) * mine / sum(weights) + SLIP / len(plays)
        total += math.log(chance)
    return total


def weighted_hands(
    unseen: list[int],
    sizes: list[int],
    me: int,
    my_hand: list[int],
    notes: dict[int, list[Choice]],
    rng: random.Random,
    draws: int,
    known: dict[tuple[int, tuple[int, ...]], float] | None = None,
) -> list[list[int]]:
    """Deal the unseen cards to the other seats, ``sizes[s]`` each (the rest stays
    undealt), each seat's hand kept from ``draws`` candidates in proportion to how
    likely it makes that seat's choices (see the module docstring). ``known`` keeps
    the likelihoods already worked out at this decision, by seat and hand: late in
    a deal, when the evidence is longest, the small hands come back often."""
    if known is None:
        known = {}
    pool = [i for i in range(N_VALUES) for _ in range(unseen[i])]
    hands: list[list[int]] = [[] for _ in sizes]
    hands[me] = my_hand[:]
    order = [s for s in range(len(sizes)) if s != me]
    rng.shuffle(order)
    order.sort(key=lambda s: s not in notes)
    for s in order:
        size = sizes[s]
        mine = notes.get(s)
        picks = rng.sample(range(len(pool)), size)
        if mine and draws > 1:
            options = [picks] + [rng.sample(range(len(pool)), size) for _ in range(draws - 1)]
            logs = []
            for o in options:
                h = _hand(pool, o)
                key = (s, tuple(h))
                x = known.get(key)
                if x is None:
                    x = known[key] = log_likelihood(h, mine)
                logs.append(x)
            top = max(logs)
            weights = [math.exp(x - top) for x in logs]
            picks = rng.choices(options, weights)[0]
        hands[s] = _hand(pool, picks)
        for at in sorted(picks, reverse=True):
            pool[at] = pool[-1]
            pool.pop()
    return hands


def _hand(pool: list[int], picks: list[int]) -> list[int]:
    h = [0] * N_VALUES
    for at in picks:
        h[pool[at]] += 1
    return h
