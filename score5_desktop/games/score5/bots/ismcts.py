"""A textbook multi-observer information-set MCTS: the outside yardstick for our levels.

Written after Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree
Search" (IEEE TCIAIG, 2012), MO-ISMCTS, and deliberately generic: it knows the
rules and nothing of our bots' ideas (no heuristics, no bid abstraction, no
opponent model, no tuning to SCORE 5). Its level name carries its budget,
``ismcts:2000`` being 2000 iterations per decision; it is a bench level for the
arena and the ladder, not one the app offers.

Each iteration:

1. **Determinize**: draw a world uniformly among those consistent with what the
   seat has seen — the others' starting sets, the face-down pile, and any bid
   that is only known by its count (a uniform subset of that size); a bid not
   shown at all yet is chosen by its seat's tree, as the step is simultaneous.
2. **Select** down one tree per seat (its information sets): the seat to act
   chooses among the actions legal *in this world* by UCB1 with availability
   counts (c = 0.7, as in the paper's experiments; rewards are 1 for a win, 0
   otherwise), every other tree follows the edge for what its seat observes of
   that action. Simultaneous bids are taken one seat after another, each hidden
   from the others until the step closes; then all trees follow the public
   outcome (the counts shown, or the bids revealed with the pick order).
   When a round ends, every tree follows the edge of the next auction card, which is
   public once revealed (without it, a tree's node for a later round mixed every card
   that might come up, so the search bid there blind).
   A bid is any subset of the hand, as the rules allow: a hand of n cards has 2^n of
   them, too many for each to be tried, so a bid node holds a growing set of whole
   bids (progressive widening): with v visits it may hold 1 + ⌊√v⌋ bids legal in the
   world at hand, and when it may hold one more, a new one is drawn. The first is the
   null move (pass in a bid step, keep the bid in an adjustment step); after it, a
   bid of the rollout policy's (variant ``g``: its cheapest bid reaching a uniform
   share of what the card is worth to the seat, from the seat's own hand only), or
   without ``g`` a uniform size (0 to the whole hand) and uniform cards of that
   size. A drawn bid already there adds nothing this time, so with ``g`` a root may
   keep only two or three candidates; drawing a uniform bid then instead did worse
   (below).
3. **Expand** one untried action of the mover (a pick, or a new whole bid), **roll
   out** to the end of the game, and **back up** each seat's own result (1 for a
   win, else 0; variant ``m``: its score minus the best other's) through its own
   tree.

The decision is the root action visited most (a pick, or a whole bid). The game is
played on card masks (``_Sim``, the rules R3–R5 and R8); tests check it against the
engine, and check that the search converges to the best action of small positions
solved exactly (a last-round bid, a last pick).

Level names: ``ismcts:N`` rolls out with uniformly random decisions (any subset as a
bid, each card in with even odds; any card as a pick): the plain textbook search.
Uniform rollouts make bidding look free (in a random game every card is soon bid
and handed on anyway), so it bids most of its hand for one card and loses to
``normal``. ``ismcts:N:g`` is the yardstick's usual form, with the light rollouts the
issue allows: every seat bids as the cheap greedy policy of ``fastsim.RolloutPolicy``
does (the card's score gain and money worth to it, against a noisy guess at the
others'), keeps that bid through the adjustment steps, and picks the card that
raises its score most. ``m`` (``ismcts:N:m``, ``ismcts:N:mg``) backs up margins
instead of wins, brought to [0, 1] by the range of margins seen in this search.

Two early flaws made it weaker with more iterations (trees that did not follow the
revealed auction card of a new round, and bids chosen one card at a time); both are
fixed, and its strength against ``normal`` and ``hard`` is in docs/bots-measurements.md.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import NamedTuple

from score5_desktop.games.score5.bots.base import Advice, ObservationLike
from score5_desktop.games.score5.bots.determinize import hand_for, letter_assignments, sample_pile
from score5_desktop.games.score5.bots.fastsim import (
    RolloutPolicy,
    award,
    distribute,
    resolve,
    rollout,
)
from score5_desktop.games.score5.bots.tables import Tables, tables_for
from score5_desktop.games.score5.rules.decisions import AssignWild, Bid, Phase, Pick
from score5_desktop.games.score5.rules.observation import Observation, SeatView

#: The level name's prefix; ``ismcts:N`` plays N iterations per decision.
PREFIX = "ismcts"
#: UCB1's exploration constant (Cowling et al. use 0.7 in their experiments).
EXPLORATION = 0.7
#: Budgets a level name may carry (its rollout's bid chance is 1–100%).
MIN_ITERATIONS, MAX_ITERATIONS = 1, 1_000_000

_BID, _ADJUST, _PICK, _OVER = 0, 1, 2, 3
_HIDDEN = -1  # the one edge another seat's secret bid makes in a tree
_BIDKEY = 1 << 52  # a bid's key in its tree: the mask with this bit (picks are 0-50)
_MASK = _BIDKEY - 1
_ROUNDS = 12


#: Variant letters a level name may end with (``ismcts:N:mg``), each a generic MCTS
#: choice that can be switched on alone to measure it: ``m`` the margin reward,
#: ``g`` the light (greedy) rollouts and their bids as candidates.
MARGIN, GREEDY = "m", "g"
VARIANTS = MARGIN + GREEDY


class BenchLevel(NamedTuple):
    """What a level name ``ismcts:N`` or ``ismcts:N:V`` asks for."""

    iterations: int
    variants: str = ""  # letters of VARIANTS, in that order


def parse_level(name: str) -> BenchLevel | None:
    """The budget and variants of a level name ``ismcts:N[:V]``, or None."""
    parts = name.split(":")
    if parts[0] != PREFIX or len(parts) not in (2, 3):
        return None
    variants = parts[2] if len(parts) == 3 else ""
    if len(parts) == 3 and not variants:  # "ismcts:N:"
        return None
    if not parts[1].isdigit() or not _valid_variants(variants):
        return None
    n = int(parts[1])
    if not MIN_ITERATIONS <= n <= MAX_ITERATIONS:
        return None
    return BenchLevel(n, variants)


def _valid_variants(letters: str) -> bool:
    """Known letters, each once, in VARIANTS' order (so a level has one name)."""
    return all(v in VARIANTS for v in letters) and letters == "".join(
        v for v in VARIANTS if v in letters
    )


class _Sim:
    """One determinized game on card masks, from any decision point to the end.

    Bid steps are sequential here (``lead`` first, then the others by seat), which the
    search hides from the trees so they stay simultaneous in effect."""

    __slots__ = (
        "t",
        "n",
        "hands",
        "pile",
        "rnd",
        "phase",
        "pending",
        "bids",
        "adjust_done",
        "max_adjust",
        "pool",
        "order",
        "picks_done",
        "seats",
    )

    def __init__(
        self,
        t: Tables,
        n: int,
        lead: int,
        max_adjust: int,
    ) -> None:
        self.t = t
        self.n = n
        self.seats = [lead] + [s for s in range(n) if s != lead]
        self.max_adjust = max_adjust
        self.hands: list[int] = []
        self.pile: list[int] = []
        self.rnd = 0
        self.phase = _BID
        self.pending: list[int | None] = [None] * n
        self.bids = [0] * n
        self.adjust_done = 0
        self.pool = 0
        self.order: list[int] = []
        self.picks_done = 0

    def actor(self) -> int:
        if self.phase == _PICK:
            return self.order[self.picks_done % len(self.order)]
        pending = self.pending
        for s in self.seats:
            if pending[s] is None:
                return s
        raise AssertionError("a bid step with nobody to act")

    def bid(self, seat: int, mask: int) -> tuple | None:
        """Record a bid; when the step closes, return what everyone then observes."""
        pending = self.pending
        pending[seat] = mask
        if None in pending:
            return None
        new: list[int] = pending  # type: ignore[assignment]
        self.pending = [None] * self.n
        if self.phase == _BID:
            self.bids = new
            if self.max_adjust:
                self.phase = _ADJUST
                return (0, tuple(b.bit_count() for b in new))
            return self._resolve()
        changed = new != self.bids
        self.bids = new
        self.adjust_done += 1
        if changed and self.adjust_done < self.max_adjust:
            return (0, tuple(b.bit_count() for b in new))
        return self._resolve()

    def _resolve(self) -> tuple:
        bids = self.bids
        hands = self.hands
        card = self.pile[self.rnd]
        total = self.t.deck.total
        winner, order = resolve(hands, bids, [total(b) for b in bids])
        seen = (1, tuple(bids))
        if winner < 0:
            self._next_round()
            return seen
        pool = bids[winner]
        award(hands, winner, pool, card)
        if not order:  # the winner bid alone at a table of one: nothing to hand out
            self._next_round()
            return seen
        self.pool = pool
        self.order = order
        self.picks_done = 0
        self.phase = _PICK
        # Non-bidders show their top card to fix their order: the order says it all.
        return seen + (tuple(order), tuple(hands[s].bit_length() for s in order if not bids[s]))

    def pick(self, seat: int, card: int) -> None:
        bit = 1 << card
        self.pool ^= bit
        self.hands[seat] |= bit
        self.picks_done += 1
        if not self.pool:
            self._next_round()

    def _next_round(self) -> None:
        self.bids = [0] * self.n
        self.adjust_done = 0
        self.pool = 0
        self.order = []
        self.rnd += 1
        self.phase = _BID if self.rnd < _ROUNDS else _OVER

    def light_rollout(self, policy: RolloutPolicy) -> None:
        """Finish the game with a light policy (variant ``g``): bids as a cheap greedy
        player makes them (``fastsim.RolloutPolicy``: the card's worth to each seat
        against a noisy guess at the others'), picks that raise the picker's score
        most, and bids kept through adjustment (a sealed bid per round)."""
        t = self.t
        pending = self.pending
        if self.phase == _PICK:
            distribute(t, self.hands, self.order, self.pool, self.picks_done)
            self._next_round()
        elif self.phase == _BID and any(p is not None for p in pending):
            # Some seats bid in the tree: the others bid as the policy does.
            wanted = policy.bids(self.hands, self.pile[self.rnd], _ROUNDS - 1 - self.rnd)
            for s in self.seats:
                if pending[s] is None:
                    self.bid(s, wanted[s])
        while self.phase == _ADJUST:  # everyone keeps the bid: the step closes
            pending = self.pending
            for s in self.seats:
                if pending[s] is None:
                    self.bid(s, self.bids[s])
        if self.phase == _PICK:
            distribute(t, self.hands, self.order, self.pool, self.picks_done)
            self._next_round()
        if self.phase != _OVER:  # whole rounds left: sealed policy bids, greedy picks
            rollout(t, self.hands, self.pile, self.rnd, policy)
            self.rnd = _ROUNDS
            self.phase = _OVER

    def rollout(self, rng: random.Random) -> int:
        """Finish the game with uniformly random decisions; the winner's seat."""
        bits = rng.getrandbits
        choice = rng.choice
        while self.phase != _OVER:
            if self.phase == _PICK:
                seat = self.order[self.picks_done % len(self.order)]
                pool = self.pool
                self.pick(seat, choice(_CARDS[pool] if pool in _CARDS else _cards(pool)))
                continue
            hands = self.hands
            pending = self.pending
            for s in self.seats:
                if pending[s] is None:
                    self.bid(s, bits(52) & hands[s])
        return self.winner()

    def margins(self) -> list[int]:
        """Each seat's final score minus the best of the others' (the game is over)."""
        score = self.t.score
        scores = [score(h) for h in self.hands]
        out = []
        for s in range(self.n):
            others = scores[:s] + scores[s + 1 :]
            out.append(scores[s] - max(others) if others else scores[s])
        return out

    def winner(self) -> int:
        key = self.t.rank_key
        keys = [key(h) for h in self.hands]
        return max(range(self.n), key=keys.__getitem__)


_CARDS: dict[int, list[int]] = {}


def _cards(mask: int) -> list[int]:
    """The card indices in a mask (memoized: pools recur)."""
    found = [i for i in range(mask.bit_length()) if mask >> i & 1]
    if len(_CARDS) > 50_000:
        _CARDS.clear()
    _CARDS[mask] = found
    return found


class _Node:
    """A node of one seat's tree: an information set of that seat."""

    __slots__ = ("children", "visits", "wins", "avail")

    def __init__(self) -> None:
        self.children: dict[object, _Node] = {}
        self.visits = 0
        self.wins = 0.0
        self.avail = 0


def _untried(node: _Node, keys, rng: random.Random) -> int | None:
    """One of the legal actions ``keys`` with no child yet, at random; None if none."""
    children = node.children
    free = [key for key in keys if key not in children]
    return rng.choice(free) if free else None


def _ucb(node: _Node, keys, low: float = 0.0, span: float = 1.0) -> int:
    """UCB1 over the children legal in this world; each one's availability counts up.

    Rewards are brought to [0, 1] by ``(mean - low) / span``: the identity for win/loss,
    the range of margins seen so far in this search for the margin reward."""
    best_key = -1
    best = -math.inf
    children = node.children
    log = math.log
    for key in keys:
        child = children[key]
        child.avail += 1
        value = (child.wins / child.visits - low) / span + EXPLORATION * math.sqrt(
            log(child.avail) / child.visits
        )
        if value > best:
            best = value
            best_key = key
    return best_key


def _most_visited(node: _Node, keys) -> int:
    children = node.children
    return max(
        (key for key in keys if key in children), key=lambda k: children[k].visits, default=-1
    )


@dataclass(frozen=True, slots=True)
class _Root:
    """What every determinization of one decision shares."""

    obs: Observation
    assignments: list[tuple[str, ...]]


class ISMCTSBot:
    """The yardstick: MO-ISMCTS with random rollouts and a budget of iterations."""

    def __init__(
        self,
        iterations: int,
        seed: int | None = None,
        variants: str = "",
    ) -> None:
        if not MIN_ITERATIONS <= iterations <= MAX_ITERATIONS:
            raise ValueError(f"iterations must be {MIN_ITERATIONS} to {MAX_ITERATIONS}")
        if not _valid_variants(variants):
            raise ValueError(f"variants must be letters of {VARIANTS!r}, in that order")
        self.level = f"{PREFIX}:{iterations}"
        if variants:
            self.level += f":{variants}"
        self.iterations = iterations
        self.margin = MARGIN in variants
        self.greedy = GREEDY in variants
        self._policy: RolloutPolicy | None = None
        self._low = 0.0
        self._span = 1.0
        self._seen: tuple[float, float] | None = None
        self._rng = random.Random(seed)

    def decide(self, obs: ObservationLike):
        return self.advise(obs).decision

    def advise(self, obs: ObservationLike) -> Advice:
        if isinstance(obs, SeatView):
            obs = obs.snapshot()
        me = obs.seat
        if obs.phase is Phase.WILD:  # the rules have bots place it in its best family (R7)
            return Advice(AssignWild(me, tables_for(obs.deck).wild_family(obs.hand)), ())
        if obs.phase is Phase.PICK:
            if obs.pool.bit_count() == 1:
                return Advice(Pick(me, obs.pool.bit_length() - 1), ())
        elif not obs.hand:
            return Advice(Bid(me, 0), ())
        key = self.search(obs)
        if obs.phase is Phase.PICK:
            return Advice(Pick(me, key), ())
        return Advice(Bid(me, key), ())

    def search(self, obs: Observation) -> int:
        """The root action visited most after the budget's iterations."""
        t = tables_for(obs.deck)
        root = _Root(obs, letter_assignments(obs))
        trees = self.run(t, lambda: self._determinize(t, root), obs.players)
        node = trees[obs.seat]
        if obs.phase is Phase.PICK:
            return _most_visited(node, _cards(obs.pool))
        return _most_visited(node, list(node.children)) & _MASK

    def run(self, t: Tables, worlds, players: int) -> list[_Node]:
        """The trees, one per seat, after the budget's iterations on ``worlds()``."""
        rng = self._rng
        trees = [_Node() for _ in range(players)]
        self._low, self._span = 0.0, 1.0
        self._seen = None
        self._policy = RolloutPolicy(t, rng) if self.greedy else None
        for _ in range(self.iterations):
            self._iterate(worlds(), trees, rng)
        return trees

    def _iterate(self, sim: _Sim, trees: list[_Node], rng: random.Random) -> None:
        nodes = list(trees)
        paths = [[node] for node in nodes]
        n = sim.n
        rnd = sim.rnd
        while sim.phase != _OVER:
            if sim.rnd != rnd:  # a new round: everyone sees its auction card
                rnd = sim.rnd
                edge = (2, sim.pile[rnd])
                for s in range(n):
                    nodes[s] = _child(nodes[s], edge)
                    paths[s].append(nodes[s])
            seat = sim.actor()
            node = nodes[seat]
            if sim.phase == _PICK:
                scope = sim.pool
                action = _untried(node, _cards(scope), rng)
                expanded = action is not None
                if action is None:
                    action = _ucb(node, _cards(scope), self._low, self._span)
                sim.pick(seat, action)
                for s in range(n):  # a pick is public
                    nodes[s] = _child(nodes[s], action)
                    paths[s].append(nodes[s])
                if expanded:
                    break
                continue
            # A whole bid, among candidates widened progressively (module docstring).
            hand = sim.hands[seat]
            legal = [key for key in node.children if not key & ~hand & _MASK]
            key = None
            if len(legal) < 1 + math.isqrt(node.visits):
                key = self._candidate(sim, seat, node, rng)
            expanded = key is not None
            if key is None:
                key = _ucb(node, legal, self._low, self._span)
            node = _child(node, key)
            paths[seat].append(node)
            public = sim.bid(seat, key & _MASK)
            if expanded:
                break
            nodes[seat] = node
            for s in range(n):  # the others see that a bid was made, not which
                if s != seat:
                    nodes[s] = _child(nodes[s], _HIDDEN)
                    paths[s].append(nodes[s])
            if public is not None:
                for s in range(n):
                    nodes[s] = _child(nodes[s], public)
                    paths[s].append(nodes[s])
        if self._policy is not None:
            sim.light_rollout(self._policy)
            winner = sim.winner()
        else:
            winner = sim.rollout(rng)
        if self.margin:
            rewards = [float(m) for m in sim.margins()]
            self._widen(rewards)
        else:
            rewards = [1.0 if s == winner else 0.0 for s in range(n)]
        for s in range(n):
            reward = rewards[s]
            for node in paths[s]:
                node.visits += 1
                node.wins += reward

    def _candidate(self, sim: _Sim, seat: int, node: _Node, rng: random.Random) -> int | None:
        """A new bid for ``node``'s candidates (as a key), or None if the ones drawn are
        there already: the null move first (pass, or keep the bid in an adjustment
        step), then the rollout policy's bid (``g``), or else one of a uniform size (0
        to the whole hand) and uniform cards."""
        children = node.children
        hand = sim.hands[seat]
        key = (sim.bids[seat] if sim.phase == _ADJUST else 0) | _BIDKEY
        if key not in children:  # first the null move: keep the bid shown, or pass
            return key
        if self._policy is not None:  # the policy's cheapest bid reaching a random target
            policy = self._policy
            card = sim.pile[sim.rnd]
            worth = policy.worth(hand, card, _ROUNDS - 1 - sim.rnd)
            key = (
                policy.reach(hand, worth * rng.random(), worth) | _BIDKEY if worth > 0 else _BIDKEY
            )
            return None if key in children else key
        cards = _cards(hand)
        key = _subset(rng, cards, rng.randint(0, len(cards))) | _BIDKEY
        return None if key in children else key

    def _widen(self, rewards: list[float]) -> None:
        """Stretch the range of margins seen in this search (min-max normalization of
        values, as in MuZero: Schrittwieser et al. 2020), so that UCB1 sees [0, 1]."""
        low, high = min(rewards), max(rewards)
        if self._seen is not None:
            low, high = min(low, self._seen[0]), max(high, self._seen[1])
        self._seen = (low, high)
        self._low = low
        self._span = max(high - low, 1.0)

    def _determinize(self, t: Tables, root: _Root) -> _Sim:
        """A world drawn uniformly among those the seat cannot tell apart."""
        obs = root.obs
        rng = self._rng
        n = obs.players
        me = obs.seat
        letters = rng.choice(root.assignments)
        sim = _Sim(t, n, me, obs.options.max_adjust_rounds)
        sim.hands = hands = [hand_for(obs, s, letters[s]) for s in range(n)]
        sim.pile = sample_pile(obs, rng)
        sim.rnd = obs.round - 1
        if obs.phase is Phase.PICK:
            sim.phase = _PICK
            sim.bids = list(obs.bids)
            sim.pool = obs.pool
            sim.order = list(obs.pick_order)
            sim.picks_done = obs.picks_done
            return sim
        adjusting = obs.phase is Phase.ADJUST
        sim.phase = _ADJUST if adjusting else _BID
        sim.adjust_done = obs.adjust_done
        shown = obs.count_history[-1] if obs.count_history else (0,) * n
        for s in range(n):
            cards = _cards(hands[s])
            if adjusting:
                sim.bids[s] = obs.bids[me] if s == me else _subset(rng, cards, shown[s])
            # A seat that already submitted this step chose without seeing my choice,
            # and its choice is hidden from me: its own tree picks it in every world
            # (the step is simultaneous; the engine's order of asking says nothing),
            # rather than a uniform subset of its hand (half of it, on average). The
            # arena asks every seat before any submits; the app may not.
        return sim


def _subset(rng: random.Random, cards: list[int], size: int) -> int:
    mask = 0
    for i in rng.sample(cards, size):
        mask |= 1 << i
    return mask


def _child(node: _Node, key: object) -> _Node:
    child = node.children.get(key)
    if child is None:
        child = node.children[key] = _Node()
    return child
