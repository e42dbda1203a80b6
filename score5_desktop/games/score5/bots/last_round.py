"""The last auction (the wild's round) weighed over the others' bids, not rolled out.

After round 12 only the distribution of the winner's bid and the scoring remain,
and from round 2 on every hand is public (a round-one bid or pass shows a card of
each starting set). So the outcome of a joint bid profile is fixed: resolve the
auction, hand out the winner's cards with the rollouts' own pick rule, score. The
only unknowns are the others' simultaneous bids, and a search that samples them
through a few abstract bids per seat misses the bid that decides this round most
often: a player's spare cards (below a better card of their family) cost it no
score and have no use after this auction, so searching players bid them whole. In
four-player games the expert won 1 wild auction of 24 against three hard players
whose winning bids averaged 104 for a card worth at most 75 to them.

Here each other seat gets a few weighted bid options: what a sensible player
(``normal``) would bid, nothing, the cheapest bids reaching a share of the card's
gain, its biggest free bid and free bid plus score up to half or all of its gain,
its current bid between adjustment rounds, and its best reply to the others bidding
those options (what a searching player in its seat would find). Options off the
count a seat last showed weigh less. My candidates are weighed against every joint
profile of those options (or a sample, when there are many), each played exactly.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from score5_desktop.games.score5.bots.bids import BidMenu
from score5_desktop.games.score5.bots.fastsim import play_round
from score5_desktop.games.score5.bots.tables import Tables

#: Shares of the card's gain the cheapest-subset options aim at (as the search's keys).
SHARES = (0.3, 0.55, 0.8, 1.05)

Rewards = Callable[[list[int]], list[float]]
Options = dict[int, float]  # bid mask -> weight
Profile = tuple[list[int], float]  # every seat's bid, the profile's weight


@dataclass(frozen=True, slots=True)
class LastRoundModel:
    """How the others are expected to bid in the last auction, and how much work
    weighing my candidates gets."""

    normal: float = 0.3  # weight of the sensible player's bid
    reply: float = 0.4  # weight of the seat's best reply to the others' options
    keep: float = 0.1  # between adjustment rounds: weight of its current (sampled) bid
    spread: float = 0.2  # shared by nothing, the shares, and the free bids
    off_count: float = 0.4  # weight factor of an option off the count the seat showed
    #: From this many seats up: every seat count since session 18 (screened at four,
    #: three and two seats, see ``search.EXPERT``'s comment); a screen may set it higher
    #: to compare with the search by rollouts.
    from_seats: int = 2
    profiles: int = 1200  # joint profiles my candidates are weighed over (at most)
    reply_profiles: int = 128  # joint profiles a seat's best reply is found over


def free_bid(menu: BidMenu) -> int:
    """The bid of the biggest total that costs its bidder no score: its spare cards."""
    return biggest_within(menu, 0)


def biggest_within(menu: BidMenu, cost: int, cap: float | None = None) -> int:
    """The bid of the biggest total costing at most ``cost`` score (and, with ``cap``,
    of total at most ``cap``). Along the frontier, more total costs more score."""
    best = 0
    for spent, total, mask in menu.frontier():
        if spent > cost or (cap is not None and total > cap):
            break
        best = mask
    return best


def searched_bids(t: Tables, menu: BidMenu, gain: int, value: int) -> list[int]:
    """The bids a searching player weighs (``SearchBot._candidates`` in the wild's
    round): nothing and every frontier bid of total at most 2.2 times the card's
    value (at least 60), costing at most the gain plus 0.6 of the value."""
    out = [0]
    for cost, total, mask in menu.frontier():
        if mask and total <= max(2.2 * value, 60) and cost <= gain + 0.6 * value:
            out.append(mask)
    return out


def my_bids(menu: BidMenu, gain: int, value: int) -> list[int]:
    """My candidates in the last auction: nothing and every frontier bid costing at most
    the gain plus 0.6 of the card's value, with no cap on the total. So my biggest free
    bid, and the cheapest bid past any rival's total, are among them (a bid beyond my
    gain can still pay: it keeps the wild from the leader)."""
    return [0] + [mask for cost, _, mask in menu.frontier() if mask and cost <= gain + 0.6 * value]


def base_options(
    t: Tables,
    menu: BidMenu,
    gain: int,
    value: int,
    normal_bid: int,
    keep: int | None,
    shown: int | None,
    model: LastRoundModel,
) -> Options:
    """A seat's weighted bids short of its best reply: the sensible player's bid, its
    current bid (``keep``, between adjustment rounds), and the spread of nothing, the
    shares of the gain, the biggest free bid (within a searching player's total cap
    and without it) and free bid plus up to half or all of the gain in score. Weights
    sum to 1 less ``model.reply``; ``shown``: the count it last showed, if any."""
    cap = max(2.2 * value, 60)
    spread = [0]
    for share in SHARES:
        reach = menu.reaching(int(gain * share))
        spread.append(reach[2] if reach is not None and gain > 0 else 0)
    spread += [
        biggest_within(menu, 0, cap),
        biggest_within(menu, 0),
        biggest_within(menu, gain // 2, cap),
        biggest_within(menu, gain, cap),
    ]
    out: Options = {}
    _add(out, normal_bid, model.normal, shown, model)
    keep_weight = model.keep if keep is not None else 0.0
    if keep is not None:
        _add(out, keep, keep_weight, shown, model)
    rest = model.spread + (model.keep - keep_weight)
    for mask in spread:
        _add(out, mask, rest / len(spread), shown, model)
    return out


def _add(out: Options, mask: int, weight: float, shown: int | None, model: LastRoundModel) -> None:
    if shown is not None and mask.bit_count() != shown:
        weight *= model.off_count
    out[mask] = out.get(mask, 0.0) + weight


def profiles(
    options: Sequence[Options], fixed: int, limit: int, rng: random.Random
) -> list[Profile]:
    """Joint bids of every seat but ``fixed`` (its slot left 0), each with its weight:
    all of them when there are at most ``limit``, else ``limit`` drawn by weight (each
    then weighing 1/limit), so the weighing stays a fixed amount of work."""
    seats = [s for s in range(len(options)) if s != fixed]
    items = [list(options[s].items()) for s in seats]
    size = 1
    for it in items:
        size *= len(it)
    out: list[Profile] = []
    if size <= limit:
        for combo in itertools.product(*items):
            bids = [0] * len(options)
            weight = 1.0
            for s, (mask, w) in zip(seats, combo, strict=True):
                bids[s] = mask
                weight *= w
            out.append((bids, weight))
    else:
        masks = [[m for m, _ in it] for it in items]
        weights = [[w for _, w in it] for it in items]
        for _ in range(limit):
            bids = [0] * len(options)
            for k, s in enumerate(seats):
                bids[s] = rng.choices(masks[k], weights[k])[0]
            out.append((bids, 1.0 / limit))
    total = sum(w for _, w in out) or 1.0
    return [(bids, w / total) for bids, w in out]


def play_last(t: Tables, hands: list[int], bids: list[int], card: int, deny: bool) -> list[int]:
    """The hands after the last auction with these final bids (resolve, then the
    distribution by the rollouts' pick rule): what scoring then reads."""
    after = hands[:]
    play_round(t, after, bids, card, t.values, deny)
    return after


class Table:
    """The last auction's results on one set of hands, by joint bid profile: every
    seat's reward and who won the card. The profiles weighed for my candidates and for
    the others' best replies overlap a great deal, so each is played once."""

    __slots__ = ("t", "hands", "card", "reward", "deny", "_results")

    def __init__(self, t: Tables, hands: list[int], card: int, reward: Rewards, deny: bool):
        self.t = t
        self.hands = hands
        self.card = card
        self.reward = reward
        self.deny = deny
        self._results: dict[tuple[int, ...], tuple[list[float], int]] = {}

    def result(self, bids: list[int], seat: int) -> tuple[float, bool]:
        """``seat``'s reward for this profile, and whether it wins the card."""
        key = tuple(bids)
        found = self._results.get(key)
        if found is None:
            after = play_last(self.t, self.hands, bids, self.card, self.deny)
            holder = next((s for s, h in enumerate(after) if h >> self.card & 1), -1)
            found = self._results[key] = (self.reward(after), holder)
        rewards, holder = found
        return rewards[seat], holder == seat

    @property
    def played(self) -> int:
        """Distinct profiles played so far: the work done."""
        return len(self._results)


def weigh(
    table: Table, seat: int, cands: Sequence[int], joint: Sequence[Profile]
) -> tuple[list[float], list[float]]:
    """Per candidate bid of ``seat``: its expected reward and its chance of winning the
    card, over the weighted joint profiles of the others' bids."""
    expect = [0.0] * len(cands)
    won = [0.0] * len(cands)
    for bids, weight in joint:
        trial = bids[:]
        for c, mask in enumerate(cands):
            trial[seat] = mask
            reward, wins = table.result(trial, seat)
            expect[c] += weight * reward
            if wins:
                won[c] += weight
    return expect, won


def best_reply(
    table: Table,
    seat: int,
    cands: Sequence[int],
    options: Sequence[Options],
    limit: int,
    rng: random.Random,
) -> int:
    """The bid among ``cands`` that does best for ``seat`` against the others bidding
    their ``options``: what a searching player in that seat would settle on."""
    joint = profiles(options, seat, limit, rng)
    expect, _ = weigh(table, seat, cands, joint)
    return cands[max(range(len(cands)), key=expect.__getitem__)]
