"""Root-parallel search: one decision's worlds split into shards, merged at the root.

A shard is the search's whole loop (draw a world, play every live candidate in it,
drop the weak ones by successive rejects) with its own random stream and its own
share of the budget. Shards share nothing while they run, so they can run on
different cores (``shard_helper``) or one after the other; either way a shard's
statistics depend only on its seed and budget, so at a fixed budget the merged
decision is the same wherever the shards ran.

Merging. Within a shard, every candidate still in at the end was played in every one
of the shard's worlds (pruning only ever drops candidates), so the survivors' sums
are paired comparisons over the same worlds. A candidate that survived in every
shard was played in all the worlds of all shards, so the finalists (the candidates
alive in all shards) are still compared over exactly the same worlds, and their sums
can be compared directly, as one shard's would be. A candidate pruned in one shard
was rejected on that shard's evidence and is not a finalist: its sums cover fewer
and different worlds, and as it was dropped after an unlucky stretch its mean is
biased low, so comparing it with full-length sums would be unsound. Should no
candidate survive in every shard (the shards kept disjoint sets: small budgets and
close calls), the finalists are the candidates alive in any shard, compared on their
mean reward over the worlds each got: unpaired, but each mean is an unbiased
estimate over its own worlds, which is the best the evidence allows.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class ShardStats:
    """What one shard found, per candidate (the root's candidate indices)."""

    sums: tuple[float, ...]  # reward summed over the worlds the candidate was played in
    worlds: tuple[int, ...]  # worlds the candidate was played in
    wins: tuple[int, ...]  # of those, worlds where it won the auction (bids; picks: 0)
    alive: tuple[int, ...]  # candidates still in at the shard's end, ascending
    count: int  # worlds the shard drew
    rollouts: int  # rollouts it played (the measuring tools count them)
    # CPU seconds the shard took where it ran: a measurement, not a result, so two runs
    # of the same shard compare equal without it.
    cpu: float = field(default=0.0, compare=False)


@dataclass(frozen=True, slots=True)
class Merged:
    """The shards' statistics added up, and the candidates the root chooses among."""

    finalists: tuple[int, ...]  # ascending
    sums: tuple[float, ...]
    worlds: tuple[int, ...]
    wins: tuple[int, ...]
    count: int  # worlds drawn over all shards
    rollouts: int
    paired: bool  # every finalist was played in all ``count`` worlds

    def win_share(self, c: int) -> float:
        """The share of its worlds in which candidate ``c`` won the auction."""
        return self.wins[c] / self.worlds[c] if self.worlds[c] else 0.0


def merge(shards: Sequence[ShardStats]) -> Merged:
    """The shards' statistics added up per candidate, with the finalists: the candidates
    alive in every shard or, failing any, in some shard (see the module docstring)."""
    if not shards:
        raise ValueError("no shard to merge")
    size = len(shards[0].sums)
    sums = tuple(sum(s.sums[c] for s in shards) for c in range(size))
    worlds = tuple(sum(s.worlds[c] for s in shards) for c in range(size))
    wins = tuple(sum(s.wins[c] for s in shards) for c in range(size))
    count = sum(s.count for s in shards)
    everywhere = set(shards[0].alive).intersection(*(s.alive for s in shards[1:]))
    paired = bool(everywhere)
    finalists = everywhere or set().union(*(s.alive for s in shards))
    return Merged(
        finalists=tuple(sorted(finalists)),
        sums=sums,
        worlds=worlds,
        wins=wins,
        count=count,
        rollouts=sum(s.rollouts for s in shards),
        paired=paired,
    )


def choose(merged: Merged, slack: float, rng: random.Random) -> int:
    """The best finalist or, with ``slack``, any finalist within ``slack`` reward per
    world of the best, at random. Paired finalists compare on their sums (over the same
    worlds: as one shard would, so a single shard decides exactly as the unsharded
    search did); unpaired ones on their means."""
    finalists = merged.finalists
    if merged.paired:
        score = merged.sums
        tolerance = slack * merged.count
    else:
        score = tuple(s / max(w, 1) for s, w in zip(merged.sums, merged.worlds, strict=True))
        tolerance = slack
    best = max(finalists, key=lambda c: score[c])
    if not slack:
        return best
    near = [c for c in finalists if score[c] >= score[best] - tolerance]
    return rng.choice(sorted(near))


def split(total: int, parts: int) -> list[int]:
    """``total`` rollouts as ``parts`` shards' budgets, as even as whole numbers allow
    (each at least one: a shard always plays a world)."""
    base, extra = divmod(total, parts)
    return [max(1, base + (i < extra)) for i in range(parts)]


def shard_seed(decision_seed: int, index: int) -> int:
    """Shard ``index``'s seed, from the decision's: distinct per shard, and the same
    wherever the shard runs."""
    return decision_seed << 8 | index
