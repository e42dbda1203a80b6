"""A rollout policy that plays like a sensible player: the ``normal`` rule, with noise.

The light policy (``fastsim.RolloutPolicy``) bids a random share of a card's worth and
lets every seat bid for a card's money alone; a sensible player (``heuristic``'s
``normal``) bids only for a card that raises its score, just above what it expects
the keenest rival to bid, chooses among the cheapest bids the one that costs it and
gives the others least, and at a pick takes what raises its score, then what would
raise the leader's. Rollouts know every hand of their world, so here each seat reads
the others' true hands where ``normal`` reads the few hands their starting sets allow.
The noise: a rival is expected to bid a random share of the card's worth to it
(``normal`` expects a fixed 0.6), and each seat raises its aim at random as ``normal``
does.
"""

from __future__ import annotations

import random

from score5_desktop.games.score5.bots.bids import BidMenu
from score5_desktop.games.score5.bots.fastsim import RolloutPolicy
from score5_desktop.games.score5.bots.heuristic import NORMAL
from score5_desktop.games.score5.bots.tables import Memo, Tables


class NormalRollout(RolloutPolicy):
    """Every rollout seat bids and picks by the ``normal`` rule, with noise.

    ``exact`` chooses each bid as ``normal`` does, over the cheapest subset for every
    total (``bids.BidMenu``, memoised per hand); otherwise the light policy's greedy
    subset reaching the aim stands in for it (cheaper, and the same bid whenever free
    cards reach the aim)."""

    __slots__ = ("exact", "rival_low", "rival_high", "_frontiers")

    def __init__(
        self,
        t: Tables,
        rng: random.Random,
        exact: bool = True,
        rival_low: float = 0.4,
        rival_high: float = 0.8,
    ) -> None:
        super().__init__(t, rng, money=NORMAL.money)
        self.deny = True
        self.exact = exact
        self.rival_low = rival_low
        self.rival_high = rival_high
        self._frontiers = Memo(lambda hand: tuple(BidMenu(t, hand).frontier()), 100_000)

    def bids(self, hands: list[int], card: int, rounds_left: int) -> list[int]:
        """Everyone's sealed bid for ``card``: 0 from a seat it would not score for."""
        t = self.t
        scores = t.score_memo
        bit = 1 << card
        value = t.values[card]
        fmask = t.card_family_mask[card] if t.lowbit_is_best else 0
        if fmask:
            # What the card tops its family's best card by, in a hand without the wild
            # (as ``fastsim._denying`` works it out): ``hand | bit`` is a hand the score
            # memo has mostly not met.
            wild = t.wild_bit
            values = t.values
            gains = []
            for h in hands:
                cards = h & fmask
                if h & wild:
                    gains.append(scores[h | bit] - scores[h])
                elif cards:
                    best = values[(cards & -cards).bit_length() - 1]
                    gains.append(value - best if value > best else 0)
                else:
                    gains.append(value)
        else:
            gains = [scores[h | bit] - scores[h] for h in hands]
        n = len(hands)
        money = self.money * value * rounds_left / 11
        uniform = self.rng.uniform
        reach_total = self.reach_total
        bidders = [s for s in range(n) if gains[s] > 0 and hands[s]]
        if not bidders:
            return [0] * n
        # What each seat is expected to bid: the cheapest bid reaching a random share of
        # the card's worth to it, if that costs it less than the worth. Every seat draws
        # its share, but only a rival of some bidder needs its bid worked out.
        expect = [0] * n
        low, high = self.rival_low, self.rival_high
        lone = bidders[0] if len(bidders) == 1 else -1  # a lone bidder has no rival
        for o, h in enumerate(hands):
            worth = gains[o] + money
            aim = worth * uniform(low, high)
            if worth > 0 and o != lone:
                expect[o] = reach_total(h, aim, worth)[1]
        first = max(expect)
        top = expect.index(first)
        second = max(expect[:top] + expect[top + 1 :])
        random_ = self.rng.random
        overbid = NORMAL.overbid
        gift_weight = NORMAL.gift / (n - 1)
        out = [0] * n
        for s in bidders:
            hand = hands[s]
            gain = gains[s]
            worth = gain + money
            rival = second if s == top else first
            target = (rival + 5) * (1 + overbid * random_())
            if target > worth * 1.15:
                target = int(worth * 0.8)
            if self.exact:
                others = hands[:s] + hands[s + 1 :]
                out[s] = self._best_bid(hand, gain, target, value, others, gift_weight)
            else:
                out[s] = self._greedy_bid(hands, s, gain, target, gift_weight)
        return out

    def _best_bid(
        self, hand: int, gain: int, target: float, value: int, others: list[int], weight: float
    ) -> int:
        """``normal``'s choice: of the cheapest bids reaching ``target``, the one that
        leaves most of the gain after its cost, its gift to the others and its size."""
        scores = self.t.score_memo
        limit = gain + self.money * value
        gifts: dict[int, int] = {}
        best_net = 0.0
        best = 0
        for cost, total, mask in self._frontiers[hand]:
            if total < target or cost >= limit:
                continue
            gift = 0
            m = mask
            while m:
                low = m & -m
                m ^= low
                g = gifts.get(low)
                if g is None:
                    g = gifts[low] = max(scores[h | low] - scores[h] for h in others)
                gift += g
            net = gain - cost - weight * gift - 0.05 * total
            if net > best_net:
                best_net = net
                best = mask
        return best

    def _greedy_bid(
        self, hands: list[int], seat: int, gain: int, target: float, weight: float
    ) -> int:
        """The light policy's cheap subset reaching ``target`` (paying at most the gain),
        kept if it still leaves some of the gain as ``normal`` counts it."""
        hand = hands[seat]
        mask, total = self.reach_total(hand, target, gain)
        if not mask:
            return 0
        scores = self.t.score_memo
        # A bid of free cards only (none of the plan's scoring cards) costs no score.
        cost = scores[hand] - scores[hand & ~mask] if mask & self._plans[hand][7] else 0
        left = gain - cost - 0.05 * total
        # A card adds at most its value to a hand, so the gift lies between 0 and the
        # bid's total: only a bid between those bounds needs it worked out.
        if left <= 0:
            return 0
        if left > weight * total:
            return mask
        gift = 0
        m = mask
        while m:
            low = m & -m
            m ^= low
            most = 0
            for o, h in enumerate(hands):
                if o != seat:
                    g = scores[h | low] - scores[h]
                    if g > most:
                        most = g
            gift += most
        return mask if left - weight * gift > 0 else 0
