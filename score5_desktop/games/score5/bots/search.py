"""The ``hard`` and ``expert`` levels: determinized Monte Carlo search.

Each iteration draws a world consistent with the observation (``determinize``:
the others' starting sets, the face-down pile, the cards behind the bid counts
shown so far). Counts are evidence: a starting set whose sensible sealed bid has
the count a seat showed is drawn more often, and that bid fills its hidden one.
Every other seat then chooses its bid for this step, all at once
as the rules have it: either as a sensible player in its seat would (the
``normal`` heuristic run on that seat's own observation of the world, so it
reads my public count and holdings, never my cards; the level's ``model_share``
says how often), or from a small set
of abstract bids (nothing, the rollout policy's bid, the cheapest subset reaching
a share of what the card is worth to it) by its own UCB1 statistics —
decoupled selection, the usual answer to simultaneous moves, which keeps the
search honest against opponents who do not bid like the model. When an adjustment
step follows, the seats bidding as sensible players then see the new counts (mine
included) and revise once before the auction resolves, so my count is a move with
consequences rather than a final bid. Each of my
candidate decisions is then played in that same world with the same random
numbers (paired comparisons, so luck cancels between candidates) to the end of
the game with a fast rollout policy (``fastsim``). Weak candidates are dropped as
evidence comes in (successive rejects), so the budget goes to the close calls.

The expert weighs the last auction (the wild's) exactly instead (``last_round``):
nothing follows it, its hands are public, and only the others' bids are unknown. At two
seats it also reads its opponent's style from the bids revealed so far (``styles``): how
often it bids as the sensible player would, and which abstract bids explain the rest.

My candidates are the compact bid abstraction (``bids.BidMenu``: the cheapest
subset for each total), the ``normal`` heuristic's own choice and, between
adjustment rounds, my current bid; for a pick, every card on offer.

The search runs in shards (``shards``): each its own loop over its own worlds, merged
at the root. On wall time a level with ``cores`` above one runs the other shards in
helper processes (``shard_helper``) to the same deadline, so the expert thinks on both
cores while the table waits; at a fixed budget the shards run in turn on their parts of
it, so a tournament at fixed work plays the same decisions.

The budget is wall time (seconds) or, for reproducible tests, a number of
rollouts. Levels differ in budget and in deliberate imperfection (``hard``
considers fewer bids, sometimes settles for a near-best one, models its
opponents as sensible players less often, does not read counts and makes some
bids on instinct, without searching), never in what they see.
"""

from __future__ import annotations

import math
import os
import random
import time
from dataclasses import dataclass, replace
from enum import Enum

from score5_desktop.core.search_budget import Stop, deadline_stop, rollout_stop
from score5_desktop.games.score5.bots.base import Advice, ObservationLike
from score5_desktop.games.score5.bots.bids import BidMenu
from score5_desktop.games.score5.bots.determinize import (
    Guesses,
    World,
    hand_for,
    letter_assignments,
    sample_pile,
    sample_world,
    to_state,
)
from score5_desktop.games.score5.bots.explain import bid_gain, describe_wild, forced_pick
from score5_desktop.games.score5.bots.fastsim import (
    RolloutPolicy,
    distribute,
    outcome,
    play_round,
    rollout,
)
from score5_desktop.games.score5.bots.heuristic import NORMAL, HeuristicBot
from score5_desktop.games.score5.bots.last_round import (
    LastRoundModel,
    Options,
    Table,
    base_options,
    best_reply,
    my_bids,
    profiles,
    searched_bids,
    weigh,
)
from score5_desktop.games.score5.bots.reasons import Reason, ReasonKind
from score5_desktop.games.score5.bots.rollout_normal import NormalRollout
from score5_desktop.games.score5.bots.shards import (
    Merged,
    ShardStats,
    choose,
    merge,
    shard_seed,
    split,
)
from score5_desktop.games.score5.bots.styles import SeatStyle, mean_likelihood, seat_style
from score5_desktop.games.score5.bots.tables import Tables, tables_for
from score5_desktop.games.score5.rules.decisions import AssignWild, Bid, Phase, Pick
from score5_desktop.games.score5.rules.observation import Observation, SeatView, observe
from score5_desktop.games.score5.rules.state import ROUNDS

_BID, _ADJUST, _PICK = Phase.BID, Phase.ADJUST, Phase.PICK


class RolloutRule(Enum):
    """How the seats of a searching level's rollouts bid and pick."""

    LIGHT = "light"  # ``fastsim.RolloutPolicy``: a random share of the worth, greedy picks
    NORMAL = "normal"  # ``rollout_normal.NormalRollout``: the ``normal`` rule, with noise
    NORMAL_GREEDY = "normal-greedy"  # the same with the light policy's cheap bid subsets


_OPP_SHARES = (0.3, 0.55, 0.8, 1.05)
_NOTHING, _POLICY, _KEEP = -1, -2, -3
#: The abstract bids every other seat may make, in the order ``styles`` weighs them
#: (``styles.KEYS`` of them): nothing, the rollout policy's bid, the four shares.
_BASE_KEYS = (_NOTHING, _POLICY, 0, 1, 2, 3)
#: Weight of a starting set whose model bid does not have the count its seat showed:
#: players are not the model, so a mismatch is evidence, not proof.
_MISFIT = 0.35
#: Worlds drawn for the last auction: its hands are public, so they differ only in the
#: others' hidden current bids (between adjustment rounds) or, rarely, a starting set.
LAST_ROUND_WORLDS = 4
#: Picks are simpler than bids (a handful of cards, no rival choices to model), so they
#: get this share of the budget; games have nearly as many picks as bids.
PICK_SHARE = 0.4


@dataclass(frozen=True, slots=True)
class SearchLevel:
    """Budget and imperfection of a searching level."""

    seconds: float  # default wall-time budget per decision
    share: float  # of an explicit budget (``think``), the part this level uses
    candidates: int  # most bids considered (the heuristic's and "keep" come on top)
    slack: float  # settles for any candidate within this reward (per world) of the best
    margin_weight: float  # reward for the score margin besides winning
    opponent_keys: bool = True  # others choose abstract bids by UCB (else: rollout policy)
    model_share: float = 0.7  # chance an opponent bids as a sensible player in its seat would
    heads_up_share: float | None = None  # ``model_share`` at two seats, if it differs
    instinct: float = 0.0  # chance a bid goes with the ``normal`` heuristic, unsearched
    reads_counts: bool = True  # counts as evidence, and the others' replies to my count
    settle: bool = False  # stop before the budget once the best candidate leads clearly
    rollout_spend: float = 0.0  # share of its free cards' total a rollout seat may bid
    rollout_rule: RolloutRule = RolloutRule.LIGHT  # how the rollouts' seats bid and pick
    # The last auction weighed over the others' likely bids (``last_round``) instead of
    # searched with rollouts; None: searched like every other round.
    last_round: LastRoundModel | None = None
    # Shards of the search (``shards``): on wall time, up to this many cores search the
    # decision at once (the root and ``cores - 1`` helper processes); at a fixed budget,
    # the budget is split into this many shards run in turn, so a tournament at fixed
    # work plays what the app plays.
    cores: int = 1
    # At these numbers of seats, each other seat's style read from its revealed bids in
    # this game (``styles``): its own ``model_share`` and, ``style_sample`` of the time it
    # bids abstractly, an abstract bid drawn from its fitted weights instead of its UCB
    # statistics; the fit is smoothed toward the defaults by ``style_weight``
    # pseudo-auctions. Empty: never.
    style_seats: tuple[int, ...] = ()
    style_weight: float = 3.0
    style_sample: float = 0.5

    def reads_styles_at(self, seats: int) -> bool:
        """Whether the search reads each opponent's style (``style_seats``) at ``seats``."""
        return seats in self.style_seats

    def model_share_at(self, seats: int) -> float:
        """The chance an opponent bids as a sensible player would, at ``seats`` players."""
        if seats == 2 and self.heads_up_share is not None:
            return self.heads_up_share
        return self.model_share

    def rollouts_of(self, budget: int) -> int:
        """The rollouts per decision this level plays of an explicit budget of ``budget``
        (``think`` as an int, the arena's ``--rollouts``): its share, at least one."""
        return max(1, round(budget * self.share))


# ``think`` (the arena's --think) is the expert's budget and hard plays a quarter of it,
# so one flag keeps the ladder's gaps at any speed. Budget alone does not separate the
# levels (the search levels off past about a hundred worlds), so hard also bids on
# instinct a fifth of the time, takes shown counts at face value, and keeps a small slack
# so it still ranks close candidates when a win is shared among five. The measurements
# behind each setting are in docs/bots-measurements.md.
HARD = SearchLevel(
    seconds=0.2,
    share=0.25,
    candidates=4,
    slack=0.02,
    margin_weight=0.3,
    model_share=0.6,
    instinct=0.2,
    reads_counts=False,
    # One core: hard's step below the expert is part of the ladder, and the second core
    # is the expert's lever (see EXPERT), not a gift to every searching seat.
)
# The expert: the most candidates, no slack, the others modelled as sensible players
# 40% of the time (70% at two seats, where its one opponent does bid like one) and
# otherwise by their own statistics over abstract bids; rollouts in which every seat
# plays the ``normal`` rule; the wild's auction weighed exactly (``last_round``); two
# cores; and, at two seats, each opponent's style read from its revealed bids. Every
# setting, and the levers tried and dropped, with their games: docs/bots-measurements.md.
EXPERT = SearchLevel(
    seconds=0.8,
    share=1.0,
    candidates=14,
    slack=0.0,
    margin_weight=0.4,
    model_share=0.4,
    heads_up_share=0.7,
    rollout_rule=RolloutRule.NORMAL_GREEDY,
    last_round=LastRoundModel(),
    cores=2,
    style_seats=(2,),
)


class _Stats:
    """UCB1 statistics of one opponent over its abstract bids (decoupled selection)."""

    __slots__ = ("keys", "n", "w", "total")

    def __init__(self, keys: list[int]) -> None:
        self.keys = keys
        self.n = [0] * len(keys)
        self.w = [0.0] * len(keys)
        self.total = 0

    def select(self) -> int:
        best = 0
        best_u = -math.inf
        log_total = math.log(self.total + 1)
        for i in range(len(self.keys)):
            if self.n[i] == 0:
                return i
            u = self.w[i] / self.n[i] + 0.7 * math.sqrt(log_total / self.n[i])
            if u > best_u:
                best_u = u
                best = i
        return best

    def update(self, i: int, reward: float) -> None:
        self.n[i] += 1
        self.w[i] += reward
        self.total += 1


class SearchBot:
    """Information-set Monte Carlo search over abstract bids (see module docstring)."""

    def __init__(
        self,
        level: str,
        config: SearchLevel,
        seed: int | None = None,
        think: float | int | None = None,
    ) -> None:
        self.level = level
        self.config = config
        self._rng = random.Random(seed)
        self._heuristic = HeuristicBot("normal", NORMAL, seed)
        self._started = 0.0
        #: The last decision's shards (empty when it was not searched): the measuring
        #: tools count all their rollouts, the helpers' included.
        self.last_shards: tuple[ShardStats, ...] = ()
        #: ``style_seats``: this seat's observation at each round's sealed bid in the
        #: current game, and per (round, other seat) how well each component of the
        #: opponent model explained the bid it revealed.
        self._sealed: dict[int, Observation] = {}
        self._style_rows: dict[tuple[int, int], tuple[float, ...]] = {}
        if isinstance(think, bool):
            raise TypeError("think is seconds (float) or rollouts (int)")
        if isinstance(think, int):
            self._seconds, self._rollouts = None, config.rollouts_of(think)
        elif think:
            self._seconds, self._rollouts = think * config.share, None
        else:
            self._seconds, self._rollouts = config.seconds, None
        if self._shards() > 1 and self._rollouts is None:
            from score5_desktop.games.score5.bots.shard_helper import HELPERS

            HELPERS.start(self._shards() - 1)  # a process takes longer to start than a decision

    def _shards(self) -> int:
        """Shards per searched decision: the level's ``cores``, on wall time no more than
        the machine has (a fixed budget splits the same everywhere, so it stays
        reproducible)."""
        cores = max(1, self.config.cores)
        if self._rollouts is None:
            cores = min(cores, os.cpu_count() or 1)
        return cores

    def decide(self, obs: ObservationLike):
        return self.advise(obs).decision

    def advise(self, obs: ObservationLike) -> Advice:
        self._started = time.perf_counter()
        self.last_shards = ()
        if isinstance(obs, SeatView):
            obs = obs.snapshot()
        t = tables_for(obs.deck)
        phase = obs.phase
        if phase is _BID or phase is _ADJUST:
            return self._search_bid(t, obs)
        if phase is _PICK:
            return self._search_pick(t, obs)
        family = t.wild_family(obs.hand)
        return Advice(AssignWild(obs.seat, family), describe_wild(t, obs.hand, family))

    def _policy(self, t: Tables) -> RolloutPolicy:
        """The rollout policy of this level (``rollout_rule``), with its own generator."""
        rule = self.config.rollout_rule
        if rule is RolloutRule.LIGHT:
            return RolloutPolicy(t, random.Random(), spend=self.config.rollout_spend)
        return NormalRollout(t, random.Random(), exact=rule is RolloutRule.NORMAL)

    # -- the budget ----------------------------------------------------------------
    def _budget(self, share: float = 1.0) -> Stop:
        """A function telling, given rollouts so far, whether to stop: this decision's
        rollouts, or its deadline (``core.search_budget.deadline_stop``)."""
        if self._rollouts is not None:
            return rollout_stop(max(1, int(self._rollouts * share)))
        return deadline_stop(self._started + self._seconds * share)

    # -- shards ----------------------------------------------------------------------
    def _search(
        self,
        kind: str,
        t: Tables,
        obs: Observation,
        cands: list[int],
        share: float,
        styles: tuple[SeatStyle | None, ...] | None = None,
    ) -> Merged:
        """The search over ``cands`` (``kind`` "bid" or "pick"), in shards merged at the
        root (``shards``). One shard is the plain search on the bot's own generators.
        More: each shard's generators come from one seed drawn per decision; at a fixed
        budget they run here in turn on their part of it, on wall time the others run in
        helper processes while this one runs here, all to the same deadline."""
        shards = self._shards()
        if shards == 1:
            found = [
                self._shard(
                    kind, t, obs, cands, self._rng, self._heuristic, self._budget(share), styles
                )
            ]
        else:
            seed = self._rng.getrandbits(64)
            if self._rollouts is not None:
                limits = split(max(1, int(self._rollouts * share)), shards)
                found = [
                    self.seeded_shard(
                        kind, obs, cands, shard_seed(seed, i), rollout_stop(limit), styles
                    )
                    for i, limit in enumerate(limits)
                ]
            else:
                found = self._parallel(kind, obs, cands, seed, shards, share, styles)
        self.last_shards = tuple(found)
        return merge(found)

    def _parallel(
        self,
        kind: str,
        obs: Observation,
        cands: list[int],
        seed: int,
        shards: int,
        share: float,
        styles: tuple[SeatStyle | None, ...] | None = None,
    ) -> list[ShardStats]:
        """Shard 0 here and shards 1.. on the helpers that are ready, to one deadline; a
        helper's shard that does not come back by the deadline (plus ``GRACE``) is left
        out, so the decision never waits on a helper for long."""
        from score5_desktop.games.score5.bots.shard_helper import GRACE, HELPERS, ShardRequest

        deadline = self._started + self._seconds * share
        with HELPERS.borrow(shards - 1) as helpers:
            sent = []
            for i, helper in enumerate(helpers, 1):
                request = ShardRequest(
                    kind,
                    self.level,
                    self.config,
                    obs,
                    tuple(cands),
                    shard_seed(seed, i),
                    None,
                    deadline - time.perf_counter(),
                    time.time(),
                    styles,
                )
                ident = helper.submit(request)
                if ident is not None:
                    sent.append((helper, ident))
            found = [
                self.seeded_shard(
                    kind, obs, cands, shard_seed(seed, 0), self._budget(share), styles
                )
            ]
            for helper, ident in sent:
                stats = helper.collect(ident, max(0.0, deadline - time.perf_counter()) + GRACE)
                if stats is not None:
                    found.append(stats)
        return found

    def seeded_shard(
        self,
        kind: str,
        obs: Observation,
        cands: list[int],
        seed: int,
        stop: Stop,
        styles: tuple[SeatStyle | None, ...] | None = None,
    ) -> ShardStats:
        """One shard whose generators (the search's and the opponent model's) come from
        ``seed`` alone, so it finds the same wherever it runs (here or in a helper)."""
        heuristic = HeuristicBot("normal", NORMAL, seed)
        return self._shard(
            kind, tables_for(obs.deck), obs, cands, random.Random(seed), heuristic, stop, styles
        )

    def _shard(
        self,
        kind: str,
        t: Tables,
        obs: Observation,
        cands: list[int],
        rng: random.Random,
        heuristic: HeuristicBot,
        stop: Stop,
        styles: tuple[SeatStyle | None, ...] | None = None,
    ) -> ShardStats:
        started = time.process_time()
        if kind == "bid":
            found = self._bid_shard(t, obs, cands, rng, heuristic, stop, styles)
        elif kind == "pick":
            found = self._pick_shard(t, obs, cands, rng, stop)
        else:
            raise ValueError(f"unknown shard kind {kind!r}")
        return replace(found, cpu=time.process_time() - started)

    # -- bids ------------------------------------------------------------------------
    def _candidates(self, t: Tables, obs: Observation, menu: BidMenu) -> list[int]:
        card = obs.auction_card
        value = t.values[card]
        gain = t.gain(obs.hand, card)
        frontier = [
            mask
            for cost, total, mask in menu.frontier()
            if mask and total <= max(2.2 * value, 60) and cost <= gain + 0.6 * value
        ]
        limit = self.config.candidates
        if obs.round == 12:
            # The last auction (the wild): nothing follows, so rollouts are nearly free
            # and every bid the frontier offers is tried rather than a spread of them.
            limit = max(limit, len(frontier))
        if len(frontier) > limit:
            step = (len(frontier) - 1) / (limit - 1)
            frontier = [frontier[round(i * step)] for i in range(limit)]
        chosen = [0] + frontier
        extra = [self._heuristic.decide(obs)[1]]
        if obs.phase is _ADJUST:
            extra.append(obs.my_bid)
        for mask in extra:
            if mask not in chosen:
                chosen.append(mask)
        return chosen

    def _search_bid(self, t: Tables, obs: Observation) -> Advice:
        me = obs.seat
        card = obs.auction_card
        assert card is not None
        reads_styles = self.config.reads_styles_at(obs.players)
        if reads_styles:
            self._remember(obs)
        instinct = self.config.instinct
        if instinct and self._rng.random() < instinct:
            return self._heuristic.advise(obs)
        menu = BidMenu(t, obs.hand)
        last = self.config.last_round
        if last is not None and obs.round == ROUNDS and obs.players >= last.from_seats:
            return self._last_round_bid(t, obs, menu, last)
        cands = self._candidates(t, obs, menu)
        if len(cands) == 1:
            return Advice(Bid(me, 0), (Reason(ReasonKind.NOT_WORTH_COST),))
        styles = self._styles(t, obs) if reads_styles else None
        merged = self._search("bid", t, obs, cands, 1.0, styles)
        best = self._choose(merged)
        mask = cands[best]
        count = merged.count
        share = merged.win_share(best)
        if not mask:
            why: tuple[Reason, ...] = (Reason(ReasonKind.SIM_NO_PAY, count=count),)
        elif not merged.wins[best]:
            # Not a bid for the card (its gain would never come): as good as passing on
            # it, but a bidder chooses among the winner's cards before those who pass (R5).
            why = (Reason(ReasonKind.SIM_NEVER_WON, count=count),)
        else:
            won = Reason(ReasonKind.SIM_WON_SHARE, share=share, count=count)
            why = (bid_gain(t, obs.hand, card, mask), won)
        return Advice(Bid(me, mask), why)

    def _bid_shard(
        self,
        t: Tables,
        obs: Observation,
        cands: list[int],
        rng: random.Random,
        heuristic: HeuristicBot,
        stop: Stop,
        styles: tuple[SeatStyle | None, ...] | None = None,
    ) -> ShardStats:
        """One shard of a bid's search (see the module docstring): worlds drawn with
        ``rng``, the others modelled with ``heuristic`` (and, given ``styles``, each by
        its own fitted style), until ``stop``."""
        me = obs.seat
        card = obs.auction_card
        assert card is not None
        n = obs.players
        rnd = obs.round - 1
        rounds_left = 11 - rnd
        value = t.values[card]
        policy = self._policy(t)
        keys = [*_BASE_KEYS, *([_KEEP] if obs.phase is _ADJUST else [])]
        stats = [_Stats(keys) for _ in range(n)]
        menus: dict[int, BidMenu] = {}
        assignments = letter_assignments(obs)
        weights, guesses = None, None
        if self.config.reads_counts:
            weights, guesses = self._count_evidence(obs, assignments, heuristic)
        sums = [0.0] * len(cands)
        wins = [0] * len(cands)
        worlds = [0] * len(cands)
        count = 0
        alive = list(range(len(cands)))
        done = 0
        margin_w = self.config.margin_weight
        model_share = self.config.model_share_at(n)
        shares = [model_share] * n
        drawn: list[SeatStyle | None] = [None] * n
        if styles is not None:
            for o, style in enumerate(styles):
                if style is not None:
                    shares[o] = style.model_share
                    drawn[o] = style
        style_sample = self.config.style_sample
        base_keys = range(len(_BASE_KEYS))
        modelled: dict[tuple[int, int], int] = {}
        replies: dict[tuple[int, int, tuple[int, ...]], int] = {}
        follow = self.config.reads_counts and _step_follows(obs)
        settle = self.config.settle
        history: list[list[float]] = [[] for _ in cands]  # each world's reward (settle)
        while True:
            world = sample_world(obs, t, rng, assignments, weights, guesses)
            bids = [0] * n
            chosen = [0] * n
            seed = rng.getrandbits(32)
            policy.rng.seed(seed ^ 0x5EED)
            if not self.config.opponent_keys:
                bids = policy.bids(world.hands, card, rounds_left)
            for o in range(n):
                if o == me or not self.config.opponent_keys:
                    continue
                if rng.random() < shares[o]:
                    bids[o] = self._model_bid(obs, world, o, modelled, heuristic)
                    chosen[o] = -1
                    continue
                style = drawn[o]
                if style is not None and style_sample and rng.random() < style_sample:
                    i = rng.choices(base_keys, style.keys)[0]
                else:
                    i = stats[o].select()
                chosen[o] = i
                bids[o] = self._opponent_bid(
                    t, world, o, keys[i], card, value, rounds_left, menus, policy
                )
            leader = max(alive, key=lambda c: sums[c])
            lead_rewards: list[float] | None = None
            readers = [o for o in range(n) if o != me and chosen[o] == -1] if follow else []
            for c in alive:
                hands = world.hands[:]
                bids[me] = cands[c]
                final = bids
                if readers:
                    final = self._replies(obs, world, bids, readers, replies, heuristic)
                winner = play_round(t, hands, final, card, t.values, policy.deny)
                policy.rng.seed(seed)
                rollout(t, hands, world.pile, rnd + 1, policy)
                rewards = _rewards(t, hands, margin_w)
                sums[c] += rewards[me]
                if settle:
                    history[c].append(rewards[me])
                worlds[c] += 1
                if winner == me:
                    wins[c] += 1
                if c == leader:
                    lead_rewards = rewards
                done += 1
            count += 1
            if lead_rewards is not None:
                for o in range(n):
                    if o != me and chosen[o] >= 0:
                        stats[o].update(chosen[o], lead_rewards[o])
            if stop(done) or (settle and _clear_leader(alive, sums, history, count)):
                break
            alive = _prune(alive, sums, count)
        return ShardStats(
            sums=tuple(sums),
            worlds=tuple(worlds),
            wins=tuple(wins),
            alive=tuple(alive),
            count=count,
            rollouts=done,
        )

    def _last_round_bid(
        self, t: Tables, obs: Observation, menu: BidMenu, model: LastRoundModel
    ) -> Advice:
        """The last auction weighed exactly over the others' likely bids (see
        ``last_round``): my candidates are every frontier bid I might pay for (no cap on
        the total, so the bid that beats a rival's spare cards is among them)."""
        me = obs.seat
        card = obs.auction_card
        assert card is not None
        n = obs.players
        value = t.values[card]
        cands = my_bids(menu, t.gain(obs.hand, card), value)
        mine = self._heuristic.decide(obs)[1]
        for mask in (mine, obs.my_bid if obs.phase is _ADJUST else 0):
            if mask not in cands:
                cands.append(mask)
        rng = self._rng
        deny = self._policy(t).deny
        margin_w = self.config.margin_weight

        def reward(hands: list[int]) -> list[float]:
            return _rewards(t, hands, margin_w)

        assignments = letter_assignments(obs)
        weights, guesses = None, None
        if self.config.reads_counts:
            weights, guesses = self._count_evidence(obs, assignments)
        adjusting = obs.phase is _ADJUST
        shown = obs.count_history[-1] if adjusting and obs.count_history else None
        worlds = [
            sample_world(obs, t, rng, assignments, weights, guesses)
            for _ in range(LAST_ROUND_WORLDS)
        ]
        expect = [0.0] * len(cands)
        won = [0.0] * len(cands)
        modelled: dict[tuple[int, int], int] = {}
        # Per set of hands (nearly always one): its results, and each seat's bid menu,
        # gain from the card, sensible bid and best reply; the worlds on it differ only
        # in the others' current bids.
        solved: dict[
            tuple[int, ...], tuple[Table, list[BidMenu], list[int], list[int], list[int]]
        ] = {}
        for world in worlds:
            hands = world.hands
            key = tuple(hands)
            if key not in solved:
                table = Table(t, hands, card, reward, deny)
                menus = [menu if s == me else BidMenu(t, hands[s]) for s in range(n)]
                gains = [t.gain(h, card) for h in hands]
                normal = [
                    mine if s == me else self._model_bid(obs, world, s, modelled) for s in range(n)
                ]
                level0 = [
                    base_options(
                        t,
                        menus[s],
                        gains[s],
                        value,
                        normal[s],
                        None,
                        shown[s] if shown is not None and s != me else None,
                        model,
                    )
                    for s in range(n)
                ]
                replies = [
                    0
                    if s == me
                    else best_reply(
                        table,
                        s,
                        searched_bids(t, menus[s], gains[s], value),
                        level0,
                        model.reply_profiles,
                        rng,
                    )
                    for s in range(n)
                ]
                solved[key] = (table, menus, gains, normal, replies)
            table, menus, gains, normal, replies = solved[key]
            options: list[Options] = [{0: 1.0}] * n
            for s in range(n):
                if s == me:
                    continue
                found = base_options(
                    t,
                    menus[s],
                    gains[s],
                    value,
                    normal[s],
                    world.bids[s] if adjusting else None,
                    shown[s] if shown is not None else None,
                    model,
                )
                found[replies[s]] = found.get(replies[s], 0.0) + model.reply
                options[s] = found
            joint = profiles(options, me, model.profiles // LAST_ROUND_WORLDS, rng)
            e, w = weigh(table, me, cands, joint)
            for c in range(len(cands)):
                expect[c] += e[c]
                won[c] += w[c] / LAST_ROUND_WORLDS
        best = max(range(len(cands)), key=expect.__getitem__)
        mask = cands[best]
        played = sum(solved_table.played for solved_table, *_ in solved.values())
        if not mask:
            why: tuple[Reason, ...] = (Reason(ReasonKind.SIM_NO_PAY, count=played),)
        elif not won[best]:
            why = (Reason(ReasonKind.SIM_NEVER_WON, count=played),)
        else:
            chance = Reason(ReasonKind.SIM_WON_SHARE, share=won[best], count=played)
            why = (bid_gain(t, obs.hand, card, mask), chance)
        return Advice(Bid(me, mask), why)

    def _model_bid(
        self,
        obs: Observation,
        world: World,
        seat: int,
        cache: dict[tuple[int, int], int],
        heuristic: HeuristicBot | None = None,
    ) -> int:
        """What the ``normal`` heuristic would bid in another seat of this world: a
        model of a sensible opponent, built from that seat's own observation (so it
        reads my public count and holdings, not my cards). Its bid depends only on
        its hand and public facts, hence the cache."""
        key = (seat, world.hands[seat])
        found = cache.get(key)
        if found is None:
            view = observe(to_state(obs, world), seat)
            found = cache[key] = (heuristic or self._heuristic).decide(view)[1]
        return found

    def _count_evidence(
        self,
        obs: Observation,
        assignments: list[tuple[str, ...]],
        heuristic: HeuristicBot | None = None,
    ) -> tuple[list[float] | None, Guesses | None]:
        """Counts shown this round as evidence about hidden hands and bids: per opponent
        and possible starting set, what a sensible player (the ``normal`` model) would
        have bid. Sets whose model bid has the count the seat showed get more weight,
        and that bid fills the seat's hidden bid when its latest count agrees."""
        if obs.phase is not _ADJUST or not obs.count_history or len(assignments) < 2:
            return None, None
        me = obs.seat
        sealed = obs.count_history[0]
        guesses: Guesses = {}
        fit: dict[tuple[int, str], float] = {}
        for o in range(obs.players):
            if o == me:
                continue
            for letter in sorted({a[o] for a in assignments}):
                world = sample_world(
                    obs,
                    tables_for(obs.deck),
                    random.Random(0),
                    [next(a for a in assignments if a[o] == letter)],
                )
                state = to_state(obs, world)
                state.phase = _BID
                state.pending = [None] * obs.players
                state.bids = (0,) * obs.players
                state.count_history = ()
                state.adjust_done = 0
                bid = (heuristic or self._heuristic).decide(observe(state, o))[1]
                guesses[o, letter] = bid
                fit[o, letter] = 1.0 if bid.bit_count() == sealed[o] else _MISFIT
        weights = []
        for a in assignments:
            w = 1.0
            for o in range(obs.players):
                if o != me:
                    w *= fit[o, a[o]]
            weights.append(w)
        return weights, guesses

    def _replies(
        self,
        obs: Observation,
        world: World,
        bids: list[int],
        readers: list[int],
        cache: dict[tuple[int, int, tuple[int, ...]], int],
        heuristic: HeuristicBot,
    ) -> list[int]:
        """Final bids after the next adjustment step: the seats modelled as sensible
        players see everyone's new counts (mine included) and revise, as the ``normal``
        heuristic would; I keep my bid. So my count is a move with consequences: a big
        count can make a reader back off, a small one can leave it overpaying."""
        counts = tuple(b.bit_count() for b in bids)
        final = bids[:]
        state = None
        for o in readers:
            key = (o, world.hands[o], counts)
            found = cache.get(key)
            if found is None:
                if state is None:
                    state = to_state(obs, world)
                    state.phase = _ADJUST
                    state.pending = [None] * obs.players
                    state.bids = tuple(bids)
                    state.count_history = obs.count_history + (counts,)
                    state.adjust_done = obs.adjust_done + (obs.phase is _ADJUST)
                found = cache[key] = heuristic.decide(observe(state, o))[1]
            final[o] = found
        return final

    # -- styles (``style_seats``) ---------------------------------------------------
    def _remember(self, obs: Observation) -> None:
        """Keep this seat's observation at each round's sealed bid: the hands and public
        facts the others bid from then (known once their starting sets are). An earlier
        round than the last kept, or another seat or starting set, is a new game."""
        if obs.phase is not _BID or obs.submitted:
            return
        sealed = self._sealed
        if sealed:
            last = sealed[max(sealed)]
            if obs.round < last.round or (obs.seat, obs.my_set) != (last.seat, last.my_set):
                sealed.clear()
                self._style_rows.clear()
        if obs.round in sealed:
            for key in [k for k in self._style_rows if k[0] == obs.round]:
                del self._style_rows[key]
        sealed[obs.round] = obs

    def _styles(self, t: Tables, obs: Observation) -> tuple[SeatStyle | None, ...] | None:
        """Each other seat's style (``styles.seat_style``) from the auctions of this game
        whose sealed bid this bot saw, read once every starting set is known; None before."""
        if obs.round < 2 or not obs.past_bids:
            return None
        assignments = letter_assignments(obs)
        if len(assignments) != 1:
            return None
        letters = assignments[0]
        me, n = obs.seat, obs.players
        rows: list[list[tuple[float, ...]]] = [[] for _ in range(n)]
        for rnd, bids in enumerate(obs.past_bids, 1):
            past = self._sealed.get(rnd)
            if past is None or rnd >= obs.round:
                continue
            for o in range(n):
                if o == me:
                    continue
                row = self._style_rows.get((rnd, o))
                if row is None:
                    row = self._style_row(t, past, letters, o, bids[o])
                    self._style_rows[rnd, o] = row
                rows[o].append(row)
        share = self.config.model_share_at(n)
        weight = self.config.style_weight
        return tuple(None if o == me else seat_style(rows[o], share, weight) for o in range(n))

    def _style_row(
        self, t: Tables, past: Observation, letters: tuple[str, ...], seat: int, shown: int
    ) -> tuple[float, ...]:
        """How well each component of the opponent model, as it stood at ``past`` (this
        seat's sealed-bid observation of an earlier round), explains the bid ``seat``
        revealed then: the ``normal`` bid in its seat, then each abstract key's bid.
        Noisy offers (the normal rule's aim, the policy's share) are averaged over three
        draws from fixed generators, so the row depends on public facts alone."""
        n = past.players
        card = past.auction_card
        assert card is not None
        value = t.values[card]
        rounds_left = 11 - (past.round - 1)
        hands = [hand_for(past, s, letters[s]) for s in range(n)]
        world = World(
            letters=letters,
            hands=hands,
            pile=sample_pile(past, random.Random(0)),
            bids=[0] * n,
            pending=[None] * n,
        )
        total = past.deck.total
        view = observe(to_state(past, world), seat)
        normal = HeuristicBot("normal", NORMAL, 0)
        row = [
            mean_likelihood(total(shown), [total(normal.decide(view)[1]) for _ in range(3)], value)
        ]
        policy = self._policy(t)
        policy.rng.seed(0)
        menus: dict[int, BidMenu] = {}
        for key in _BASE_KEYS:
            draws = 3 if key == _POLICY else 1
            offers = [
                total(
                    self._opponent_bid(t, world, seat, key, card, value, rounds_left, menus, policy)
                )
                for _ in range(draws)
            ]
            row.append(mean_likelihood(total(shown), offers, value))
        return tuple(row)

    def _opponent_bid(
        self,
        t: Tables,
        world: World,
        seat: int,
        key: int,
        card: int,
        value: int,
        rounds_left: int,
        menus: dict[int, BidMenu],
        policy: RolloutPolicy,
    ) -> int:
        hand = world.hands[seat]
        if key == _NOTHING:
            return 0
        if key == _KEEP:
            return world.bids[seat]
        if key == _POLICY:
            return policy.bid(hand, card, rounds_left)
        worth = t.gain(hand, card) + 0.25 * value * rounds_left / 11
        menu = menus.get(hand)
        if menu is None:
            menu = menus[hand] = BidMenu(t, hand)
        reach = menu.reaching(int(worth * _OPP_SHARES[key]))
        return reach[2] if reach is not None else 0

    def _choose(self, merged: Merged) -> int:
        """The candidate to play (``shards.choose``: slack draws on the bot's generator)."""
        return choose(merged, self.config.slack, self._rng)

    # -- picks -----------------------------------------------------------------------
    def _search_pick(self, t: Tables, obs: Observation) -> Advice:
        me = obs.seat
        pool = obs.pool
        forced = obs.forced_pick()
        if forced is not None:
            return Advice(Pick(me, forced), forced_pick(pool.bit_count()))
        cands = [i for i in range(len(t.values)) if pool >> i & 1]
        merged = self._search("pick", t, obs, cands, PICK_SHARE)
        best = self._choose(merged)
        card = cands[best]
        gain = t.gain(obs.hand, card)
        if gain > 0:
            why = Reason(ReasonKind.PICK_ADDS, amount=gain, family=t.deck.cards[card].family)
        elif t.values[card] >= max(t.values[c] for c in cands):
            # Nothing to add to a family: the card's worth is what it can win later.
            why = Reason(ReasonKind.BIGGEST_FOR_LATER)
        else:
            why = Reason(ReasonKind.SIM_BEST, count=merged.count)
        return Advice(Pick(me, card), (why,))

    def _pick_shard(
        self, t: Tables, obs: Observation, cands: list[int], rng: random.Random, stop: Stop
    ) -> ShardStats:
        """One shard of a pick's search: every card on offer played in the same worlds."""
        me = obs.seat
        pool = obs.pool
        policy = self._policy(t)
        assignments = letter_assignments(obs)
        order = list(obs.pick_order)
        rnd = obs.round - 1
        sums = [0.0] * len(cands)
        worlds = [0] * len(cands)
        count = 0
        alive = list(range(len(cands)))
        done = 0
        margin_w = self.config.margin_weight
        settle = self.config.settle
        history: list[list[float]] = [[] for _ in cands]  # each world's reward (settle)
        while True:
            world = sample_world(obs, t, rng, assignments)
            seed = rng.getrandbits(32)
            for c in alive:
                hands = world.hands[:]
                bit = 1 << cands[c]
                hands[me] |= bit
                distribute(t, hands, order, pool ^ bit, obs.picks_done + 1, policy.deny)
                policy.rng.seed(seed)
                rollout(t, hands, world.pile, rnd + 1, policy)
                reward = _rewards(t, hands, margin_w)[me]
                sums[c] += reward
                worlds[c] += 1
                if settle:
                    history[c].append(reward)
                done += 1
            count += 1
            if stop(done) or (settle and _clear_leader(alive, sums, history, count)):
                break
            alive = _prune(alive, sums, count)
        return ShardStats(
            sums=tuple(sums),
            worlds=tuple(worlds),
            wins=(0,) * len(cands),
            alive=tuple(alive),
            count=count,
            rollouts=done,
        )


def _step_follows(obs: Observation) -> bool:
    """Another adjustment step comes after the current bid step (it may end earlier if
    nobody changes, which keeping one's bid allows)."""
    limit = obs.options.max_adjust_rounds
    if obs.phase is _BID:
        return limit > 0
    return obs.adjust_done + 1 < limit


def _rewards(t: Tables, hands: list[int], margin_weight: float) -> list[float]:
    """Per seat: 1 for the winner, plus a share of the score margin to the best other.

    The margin counts fully up to 150 points and a little beyond, to 600: a game
    already decided still has better and worse moves (a bot far ahead that let the
    wild go for nothing was indifferent with the margin capped at 150)."""
    scores, winner = outcome(t, hands)
    out = []
    for s, score in enumerate(scores):
        diff = score - max(x for u, x in enumerate(scores) if u != s)
        margin = max(-1.0, min(1.0, diff / 150)) + 0.25 * max(-1.0, min(1.0, diff / 600))
        out.append((1.0 if s == winner else 0.0) + margin_weight * margin)
    return out


#: ``settle``: worlds before the leader may be called clear, how often it is looked at,
#: by how many standard errors of the paired difference it must lead, and the reward
#: per world below which two candidates are as good as each other.
SETTLE_WORLDS = 48
SETTLE_EVERY = 8
SETTLE_ERRORS = 3.0
SETTLE_EQUAL = 0.02


def _clear_leader(
    alive: list[int], sums: list[float], history: list[list[float]], count: int
) -> bool:
    """The best candidate leads the runner-up by more than ``SETTLE_ERRORS`` standard
    errors of their paired difference, or by less than ``SETTLE_EQUAL`` even at that
    many errors: which of two equal candidates wins is no verdict worth more worlds.
    (Both were played in the same worlds with the same random numbers since the
    start: pruning only ever drops candidates.)"""
    if count < SETTLE_WORLDS or count % SETTLE_EVERY or len(alive) < 2:
        return len(alive) == 1
    first, second = sorted(alive, key=lambda c: sums[c], reverse=True)[:2]
    diffs = [a - b for a, b in zip(history[first], history[second], strict=True)]
    n = len(diffs)
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    margin = SETTLE_ERRORS * math.sqrt(var / n)
    return mean > margin or mean + margin < SETTLE_EQUAL


def _prune(alive: list[int], sums: list[float], count: int) -> list[int]:
    """Successive rejects: every 8 worlds, once each candidate has 16, drop the worst
    quarter (never below two)."""
    if len(alive) <= 2 or count < 16 or count % 8:
        return alive
    ranked = sorted(alive, key=lambda c: sums[c], reverse=True)
    keep = max(2, math.ceil(len(ranked) * 0.75))
    return sorted(ranked[:keep])
