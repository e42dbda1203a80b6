"""A lean game simulator on bare masks, for the rollouts of search.

The engine checks every decision, keeps events and public bookkeeping, and asks
for adjustment rounds; a rollout needs none of that, only the rules that move
cards (R4 resolving, R5 distributing) and final scores. Rollouts play one sealed
bid per round: adjustments change who bids what, not how cards move, so the
rollout policy simply bids its final answer at once. Tests check that these
rules match the engine's on real games.
"""

from __future__ import annotations

import random
from bisect import bisect_left

from score5_desktop.games.score5.bots.tables import Memo, Tables


def resolve(hands: list[int], bids: list[int], totals: list[int]) -> tuple[int, list[int]]:
    """Winner and pick order of an auction with at least one bidder (R4, R5).

    Does not move cards; see ``award``. The winner is -1 when nobody bid."""
    n = len(hands)
    ranked = [s for s in range(n) if bids[s]]
    if not ranked:
        return -1, []
    ranked.sort(key=lambda s: (totals[s], bids[s].bit_length()), reverse=True)
    idle = [s for s in range(n) if not bids[s]]
    idle.sort(key=lambda s: hands[s].bit_length(), reverse=True)
    return ranked[0], ranked[1:] + idle


def award(hands: list[int], winner: int, pool: int, card: int) -> None:
    """The winner gives up its bid and takes the auction card."""
    hands[winner] = (hands[winner] & ~pool) | (1 << card)


def greedy_pick(t: Tables, hand: int, pool: int) -> int:
    """The rollout's pick: the card that raises my score most, then the biggest."""
    scores = t.score_memo
    values = t.values
    best_card = -1
    best_gain = best_value = -1
    base = scores[hand]
    m = pool
    while m:
        low = m & -m
        card = low.bit_length() - 1
        m ^= low
        gain = scores[hand | low] - base
        if gain > best_gain or (gain == best_gain and values[card] > best_value):
            best_gain = gain
            best_value = values[card]
            best_card = card
    return best_card


def denying_pick(t: Tables, hands: list[int], seat: int, pool: int) -> int:
    """A sensible player's pick (``normal``'s): the card that raises my score most, then
    the one that would raise the leader's most (the best other score), then the biggest."""
    scores = t.score_memo
    return _denying(t, hands, [scores[h] for h in hands], seat, pool)[0]


def _denying(
    t: Tables, hands: list[int], finals: list[int], seat: int, pool: int
) -> tuple[int, int]:
    """``denying_pick`` with every hand's score (``finals``) known, and what the card
    adds to the picker's score (so ``distribute`` need not score the new hand).

    On a deck whose families score their lowest bit (``Tables.lowbit_is_best``), what a
    card adds to a hand without the wild is what it tops that family's best card by:
    worked out here rather than looked up for ``hand | card``, a hand the score memo
    has mostly not met (a miss costs several times the sum)."""
    scores = t.score_memo
    values = t.values
    lead = -1
    lead_base = -1
    for s, score in enumerate(finals):
        if s != seat and score > lead_base:
            lead, lead_base = hands[s], score
    hand = hands[seat]
    base = finals[seat]
    family_mask = t.card_family_mask if t.lowbit_is_best and not hand & t.wild_bit else None
    best_card = best_low = -1
    best_mine = best_value = -1
    best_theirs = None  # the leader's gain from the best card, worked out on a tie only
    m = pool
    while m:
        low = m & -m
        m ^= low
        card = low.bit_length() - 1
        fmask = family_mask[card] if family_mask else 0
        if fmask:
            mine = values[card]
            cards = hand & fmask
            if cards:
                mine -= values[(cards & -cards).bit_length() - 1]
                if mine < 0:
                    mine = 0
        else:
            mine = scores[hand | low] - base
        if mine < best_mine:
            continue
        if mine > best_mine:
            best_mine, best_card, best_low, best_value = mine, card, low, values[card]
            best_theirs = None
            continue
        if best_theirs is None:
            best_theirs = scores[lead | best_low] - lead_base
        theirs = scores[lead | low] - lead_base
        if theirs > best_theirs or (theirs == best_theirs and values[card] > best_value):
            best_card, best_low, best_value, best_theirs = card, low, values[card], theirs
    return best_card, best_mine


def distribute(
    t: Tables, hands: list[int], order: list[int], pool: int, done: int = 0, deny: bool = False
) -> None:
    """Hand out the winner's bid cards in pick order (R5), each picker greedy or, with
    ``deny``, also keeping from the leader what it cannot use itself."""
    if not order:
        return
    k = done
    if deny:
        # The pool's last card needs no choosing, nor any score after it: a bid of one
        # card (the most common) is handed out without scoring a hand.
        if pool & (pool - 1):
            scores = t.score_memo
            finals = [scores[h] for h in hands]
            while pool & (pool - 1):
                seat = order[k % len(order)]
                card, gain = _denying(t, hands, finals, seat, pool)
                bit = 1 << card
                pool ^= bit
                hands[seat] |= bit
                finals[seat] += gain
                k += 1
        hands[order[k % len(order)]] |= pool
        return
    while pool:
        seat = order[k % len(order)]
        card = greedy_pick(t, hands[seat], pool)
        bit = 1 << card
        pool ^= bit
        hands[seat] |= bit
        k += 1


class RolloutPolicy:
    """Bids of the rollouts: fast, plausible and noisy, so searched decisions are
    tested against a spread of sensible opponents rather than one fixed reply.

    Rollouts know every hand of their world, so each seat sizes up the others: a
    seat values the auction card at its score gain plus a share of its face value
    as future bidding money, expects each rival to bid a random share of the card's
    worth to that rival, and bids just above the highest such bid if that is still
    below its own worth — reaching it with free cards (those below a better card of
    their family, smallest sufficient ones) before scoring ones, and giving up when
    the score it would pay exceeds the worth.

    With ``spend`` (0 by default: the policy as the yardstick plays it) a seat's free
    cards are money it may put on top of that worth: their total (its purse) times
    ``spend``, shared over this and the auctions still to come, raises both the most
    it will bid and what the others expect it to bid. Without it nobody bids more than
    a card's worth, however rich, so a rollout hardly rewards holding money, nor
    punishes handing it to a rival (at two players a winner's whole bid goes to the
    other)."""

    __slots__ = ("t", "rng", "money", "low", "high", "spend", "deny", "_purses", "_plans")

    def __init__(
        self,
        t: Tables,
        rng: random.Random,
        money: float = 0.25,
        low=0.05,
        high=0.45,
        spend: float = 0.0,
    ) -> None:
        self.t = t
        self.rng = rng
        self.money = money
        self.low = low
        self.high = high
        self.spend = spend
        self.deny = False  # pickers greedy (``distribute``); a subclass may deny the leader
        self._purses = Memo(self._purse, 200_000)
        self._plans = Memo(self._plan, 200_000)

    def worth(self, hand: int, card: int, rounds_left: int) -> float:
        return self.t.gain(hand, card) + self._money_worth(card, rounds_left)

    def _money_worth(self, card: int, rounds_left: int) -> float:
        """What ``card``'s money is worth to any hand, with ``rounds_left`` to spend it."""
        return self.money * self.t.values[card] * rounds_left / 11

    def bids(self, hands: list[int], card: int, rounds_left: int) -> list[int]:
        """Everyone's sealed bid for ``card``."""
        scores = self.t.score_memo
        bit = 1 << card
        money = self._money_worth(card, rounds_left)
        # ``worth`` of each hand, its score gain read from the memo in the loop (hot path)
        worths = [scores[h | bit] - scores[h] + money for h in hands]
        uniform = self.rng.uniform
        low, high = self.low, self.high
        caps = worths
        if self.spend:
            share = self.spend / (rounds_left + 1)
            purses = self._purses  # a memo read by subscript: no Python call on a hit
            caps = [
                w + share * purses[h] if w > 0 else w for w, h in zip(worths, hands, strict=True)
            ]
        expect = [c * uniform(low, high) for c in caps]
        first = max(expect)
        top = expect.index(first)
        second = max(expect[:top] + expect[top + 1 :])
        out = []
        for s, hand in enumerate(hands):
            worth = worths[s]
            if worth <= 0:
                out.append(0)
                continue
            rival = second if s == top else first
            target = rival + 5 if rival + 5 <= caps[s] else worth * uniform(0.2, 0.6)
            out.append(self.reach(hand, target, worth))
        return out

    def bid(self, hand: int, card: int, rounds_left: int) -> int:
        """One seat's bid without looking at the others: a random share of its worth."""
        worth = self.worth(hand, card, rounds_left)
        if worth <= 0:
            return 0
        cap = worth
        if self.spend:
            cap += self.spend / (rounds_left + 1) * self._purses[hand]
        return self.reach(hand, cap * self.rng.uniform(self.low, self.high), worth)

    def purse(self, hand: int) -> int:
        """The total face value of the hand's free cards (below a better card of their
        family): what it can bid without losing any score."""
        return self._purses[hand]

    def _purse(self, hand: int) -> int:
        values = self.t.values
        return sum(values[b.bit_length() - 1] for b in self._split(hand)[0])

    def _split(self, hand: int) -> tuple[tuple[int, ...], tuple[tuple[int, int], ...]]:
        """``_parts`` of the hand, memoised on the tables."""
        t = self.t
        parts = t.parts_memo.get(hand)
        if parts is None:
            parts = _parts(t, hand)
            if len(t.parts_memo) > 200_000:
                t.parts_memo.clear()
            t.parts_memo[hand] = parts
        return parts

    def reach(self, hand: int, target: float, worth: float) -> int:
        """A cheap bid of total >= target: free cards first, then scoring cards by
        cost, dropping cards the total does not need; 0 if it costs over ``worth``.

        The light rollouts meet most hands once or twice, so this walks the hand's
        parts (memoised on the tables) rather than build it a plan (``reach_total``)."""
        t = self.t
        values = t.values
        parts = t.parts_memo.get(hand)  # ``_split`` inlined: the hot path
        if parts is None:
            parts = _parts(t, hand)
            if len(t.parts_memo) > 200_000:
                t.parts_memo.clear()
            t.parts_memo[hand] = parts
        free, costly = parts
        for bit in free:
            if values[bit.bit_length() - 1] >= target:
                return bit
        chosen = []
        total = 0
        for bit in reversed(free):
            if total >= target:
                break
            chosen.append(bit)
            total += values[bit.bit_length() - 1]
        if total < target:
            paid = 0
            for cost, bit in costly:
                if total >= target:
                    break
                paid += cost
                if paid > worth:
                    return 0
                chosen.append(bit)
                total += values[bit.bit_length() - 1]
            if total < target:
                return 0
        mask = 0
        for bit in reversed(chosen):
            v = values[bit.bit_length() - 1]
            if total - v >= target:
                total -= v
            else:
                mask |= bit
        return mask

    def reach_total(self, hand: int, target: float, worth: float) -> tuple[int, int]:
        """``reach``'s bid and its total (0 and 0 for none), read off the hand's plan.

        The plan (``_lay_out``, memoised per hand for this policy) turns ``reach``'s walk
        into two binary searches: the smallest free card reaching the target, else how
        many cards of the walk's order (free ones biggest first, then scoring ones
        cheapest first) reach it; only dropping the cards the total does not need loops.
        A plan costs more to build than one walk: it pays where a hand is asked several
        times (``rollout_normal``: every seat's expected bid, then its own)."""
        free_values, free, totals, paid, nfree, values, bits, _ = self._plans[hand]
        if nfree and free_values[-1] >= target:
            j = bisect_left(free_values, target)
            return free[j], free_values[j]
        i = bisect_left(totals, target)
        if i == len(totals) or (i > nfree and paid[i] > worth):
            return 0, 0
        total = totals[i]
        mask = 0
        while i:
            i -= 1
            v = values[i]
            if total - v >= target:
                total -= v
            else:
                mask |= bits[i]
        return mask, total

    def _plan(self, hand: int) -> Plan:
        t = self.t
        if t.free_by_index:
            return _plan_by_index(t, hand)
        free, costly = self._split(hand)
        return _lay_out(t.values, free[::-1], costly)


# A hand's bidding order laid out for ``RolloutPolicy.reach_total``: (free values, free bits,
# totals, paid, free count, values, bits, scoring mask), a plain tuple since one is built
# at almost every bid of a rollout (see ``_lay_out``).
Plan = tuple[
    tuple[int, ...],
    tuple[int, ...],
    tuple[int, ...],
    tuple[int, ...],
    int,
    tuple[int, ...],
    tuple[int, ...],
    int,
]


def _lay_out(value_of: tuple[int, ...], high_first, costly: list[tuple[int, int]]) -> Plan:
    """The plan of a hand with free cards ``high_first`` (biggest first) and scoring
    cards ``costly`` ((cost, bit), cheapest first, as ``_parts`` gives them).

    ``bits`` and ``values`` are the cards in the order ``reach`` walks them (free ones
    biggest first, then scoring ones cheapest first), ``totals[i]`` the sum of the first
    ``i`` values, ``paid[i]`` the score the first ``i`` cards cost (their scoring ones'
    costs). A cost is never negative (removing a card never raises a score), so
    ``paid[i]`` is also the most paid on the way there, where the walk would have given
    up. The free cards' values and bits, smallest first, serve the single-card bid;
    the scoring cards' mask tells a bid that costs no score (none of them in it)."""
    bits = list(high_first)
    values = []
    totals = [0]
    total = 0
    for bit in bits:
        v = value_of[bit.bit_length() - 1]
        values.append(v)
        total += v
        totals.append(total)
    nfree = len(bits)
    paid = [0] * (nfree + 1)
    spent = 0
    scoring = 0
    for cost, bit in costly:
        v = value_of[bit.bit_length() - 1]
        scoring |= bit
        bits.append(bit)
        values.append(v)
        total += v
        totals.append(total)
        spent += cost
        paid.append(spent)
    # Tuples of ints only: the garbage collector stops tracking them (see ``_parts``).
    return (
        tuple(values[nfree - 1 :: -1]) if nfree else (),
        tuple(bits[nfree - 1 :: -1]) if nfree else (),
        tuple(totals),
        tuple(paid),
        nfree,
        tuple(values),
        tuple(bits),
        scoring,
    )


def _plan_by_index(t: Tables, hand: int) -> Plan:
    """``_lay_out`` of ``_parts(t, hand)`` without building the parts, for a deck whose
    free cards sort by index (``Tables.free_by_index``): a family's scoring card is its
    lowest bit, and the free cards, biggest first, are the hand's other cards from the
    lowest index up, so only the few scoring cards are sorted. A new hand is met at
    almost every bid of a rollout, so building its plan is on the hot path too."""
    value_of = t.values
    costly = []
    tops = 0
    for fmask in t.family_masks:
        cards = hand & fmask
        if cards:
            top = cards & -cards
            rest = cards ^ top
            cost = value_of[top.bit_length() - 1]
            if rest:
                cost -= value_of[(rest & -rest).bit_length() - 1]
            costly.append((cost, top))
            tops |= top
    wild = t.wild_bit
    if hand & wild:
        scores = t.score_memo
        costly.append((scores[hand] - scores[hand & ~wild], wild))
        tops |= wild
    costly.sort()
    high_first = []
    m = hand & ~tops
    while m:
        low = m & -m
        high_first.append(low)
        m ^= low
    return _lay_out(value_of, high_first, costly)


def _parts(t: Tables, hand: int) -> tuple[tuple[int, ...], tuple[tuple[int, int], ...]]:
    """A hand split for bidding: free cards (below a better card of their family),
    smallest first, and scoring cards with the score each would cost, cheapest first."""
    values = t.values
    free: list[int] = []
    costly: list[tuple[int, int]] = []
    for fmask in t.family_masks:
        cards = hand & fmask
        if not cards:
            continue
        top = cards & -cards if t.lowbit_is_best else _top_bit(t, cards)
        rest = cards ^ top
        second = t.best_in(rest, t.family_of[top.bit_length() - 1]) if rest else 0
        costly.append((values[top.bit_length() - 1] - second, top))
        while rest:
            low = rest & -rest
            free.append(low)
            rest ^= low
    if hand & t.wild_bit:
        costly.append((t.score(hand) - t.score(hand & ~t.wild_bit), t.wild_bit))
    free.sort(key=lambda b: values[b.bit_length() - 1])
    costly.sort()
    # Tuples of ints only: the garbage collector stops tracking them, so a memo of
    # many hands does not slow its full collections (which would show as stalls).
    return tuple(free), tuple(costly)


def _top_bit(t: Tables, cards: int) -> int:
    fam = t.family_of[(cards & -cards).bit_length() - 1]
    for bit, _, _ in t.ordered[fam]:
        if cards & bit:
            return bit
    return cards & -cards


def play_round(
    t: Tables,
    hands: list[int],
    bids: list[int],
    card: int,
    values: tuple[int, ...],
    deny: bool = False,
) -> int:
    """Resolve an auction from final bids and distribute (``deny``: see ``distribute``);
    returns the winner or -1."""
    total = t.deck.total
    totals = [total(b) for b in bids]
    winner, order = resolve(hands, bids, totals)
    if winner < 0:
        return -1
    pool = bids[winner]
    award(hands, winner, pool, card)
    distribute(t, hands, order, pool, 0, deny)
    return winner


def rollout(
    t: Tables, hands: list[int], pile: list[int], start: int, policy: RolloutPolicy
) -> None:
    """Play rounds ``start``..11 of ``pile`` (12 auction cards) on ``hands`` in place."""
    values = t.values
    last = len(pile) - 1
    deny = policy.deny
    for rnd in range(start, len(pile)):
        card = pile[rnd]
        rounds_left = last - rnd
        bids = policy.bids(hands, card, rounds_left)
        play_round(t, hands, bids, card, values, deny)


def outcome(t: Tables, hands: list[int]) -> tuple[list[int], int]:
    """Final scores and the winner (R8, the wild in its best family)."""
    scores = t.score_memo
    finals = [scores[h] for h in hands]
    top = max(finals)
    if finals.count(top) == 1:
        return finals, finals.index(top)
    # Equal best scores: the tiebreak (R8) settles it, as ``rank_key`` orders hands.
    tied = [s for s, score in enumerate(finals) if score == top]
    keys = {s: t.rank_key(hands[s]) for s in tied}
    return finals, max(tied, key=lambda s: keys[s])
