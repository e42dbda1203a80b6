"""A generic information-set Monte Carlo player, as an outside yardstick for our levels.

Written here, not by others, and deliberately generic: it knows the rules (through
the engine) and nothing of our bots' ideas (no heuristics, no bid abstraction, no
opponent model). Each decision: draw a world uniformly among those consistent with
the seat's observation (starting sets, face-down pile, the cards behind shown
counts), try one of a fixed set of candidate decisions chosen by UCB1 at the root,
and finish the game with uniformly random play (random subsets as bids, random
picks). Candidates: for a bid, nothing, each single card, and up to 40 random
subsets of the hand; for a pick, every card. This is flat IS-MCTS (the tree is the
root only), the usual generic baseline for games with large simultaneous moves.

    .venv/bin/python tools/ismcts_baseline.py expert --games 40 --seed 11000 \\
        --level-rollouts 600 --seconds 0.3
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import statistics
import time

from score5_desktop.tournament.arena import wilson_interval
from score5_desktop.ai.determinize import (
    World,
    hand_for,
    letter_assignments,
    sample_pile,
    to_state,
)
from score5_desktop.ai.levels import make_bot
from score5_desktop.engine.cards import SCORING_FAMILIES
from score5_desktop.engine.deal import deal
from score5_desktop.engine.decisions import AssignWild, Bid, Phase, Pick
from score5_desktop.engine.observation import SeatView
from score5_desktop.engine.scoring import best_wild_family
from score5_desktop.engine.state import GameState


def _bits(mask: int) -> list[int]:
    return [i for i in range(mask.bit_length()) if mask >> i & 1]


def _random_subset(rng: random.Random, cards: list[int], size: int) -> int:
    mask = 0
    for i in rng.sample(cards, size):
        mask |= 1 << i
    return mask


def _world(obs, rng: random.Random, assignments) -> GameState:
    """A uniform world: letters, pile, and hidden bids as uniform subsets of the count."""
    letters = rng.choice(assignments)
    n = obs.players
    hands = [hand_for(obs, s, letters[s]) for s in range(n)]
    bids = [0] * n
    pending: list[int | None] = [None] * n
    if obs.phase is Phase.PICK:
        bids = list(obs.bids)
    elif obs.phase in (Phase.BID, Phase.ADJUST):
        shown = obs.count_history[-1] if obs.count_history else (0,) * n
        for s in range(n):
            if s == obs.seat:
                continue
            if obs.phase is Phase.ADJUST:
                bids[s] = _random_subset(rng, _bits(hands[s]), shown[s])
            if s not in obs.to_act:
                size = (
                    shown[s] if obs.phase is Phase.ADJUST else rng.randint(0, hands[s].bit_count())
                )
                pending[s] = _random_subset(rng, _bits(hands[s]), size)
        if obs.submitted:
            pending[obs.seat] = obs.my_bid
        if obs.phase is Phase.ADJUST:
            bids[obs.seat] = obs.bids[obs.seat]
    state = to_state(obs, World(letters, hands, sample_pile(obs, rng), bids, pending))
    state.quiet = True  # rollouts read no events
    return state


def _random_decision(state: GameState, seat: int, rng: random.Random):
    phase = state.phase
    if phase in (Phase.BID, Phase.ADJUST):
        cards = _bits(state.hands[seat])
        return Bid(seat, _random_subset(rng, cards, rng.randint(0, len(cards))))
    if phase is Phase.PICK:
        return Pick(seat, rng.choice(_bits(state.pool)))
    return AssignWild(seat, rng.choice(SCORING_FAMILIES))


class FlatISMCTS:
    level = "ismcts"

    def __init__(self, seed: int, seconds: float) -> None:
        self.rng = random.Random(seed)
        self.seconds = seconds

    def decide(self, view):
        obs = view.snapshot() if isinstance(view, SeatView) else view
        rng = self.rng
        me = obs.seat
        if obs.phase is Phase.WILD:  # the rules name the best family (R7)
            return AssignWild(me, best_wild_family(obs.deck, obs.hand))
        if obs.phase is Phase.PICK:
            cands = [Pick(me, c) for c in _bits(obs.pool)]
        else:
            cards = _bits(obs.hand)
            masks = {0} | {1 << c for c in cards}
            for _ in range(200 if len(cards) >= 2 else 0):
                if len(masks) >= len(cards) + 41:
                    break
                masks.add(_random_subset(rng, cards, rng.randint(2, len(cards))))
            cands = [Bid(me, m) for m in sorted(masks)]
        if len(cands) == 1:
            return cands[0]
        assignments = letter_assignments(obs)
        n = [0] * len(cands)
        w = [0.0] * len(cands)
        deadline = time.perf_counter() + self.seconds
        total = 0
        while time.perf_counter() < deadline or total < len(cands):
            total += 1
            log_t = math.log(total)
            i = max(
                range(len(cands)),
                key=lambda k: math.inf if not n[k] else w[k] / n[k] + 0.7 * math.sqrt(log_t / n[k]),
            )
            state = _world(obs, rng, assignments)
            state.apply(cands[i])
            while not state.is_over:
                for seat in state.to_act():
                    state.apply(_random_decision(state, seat, rng))
            result = state.result()
            n[i] += 1
            w[i] += 1.0 if result.winner == me else 0.0
        return cands[max(range(len(cands)), key=lambda k: n[k])]


def play(args):
    level, deal_seed, rotation, rollouts, seconds = args
    seats = (level, "ismcts") if rotation == 0 else ("ismcts", level)
    bots = [
        FlatISMCTS(deal_seed * 7 + s, seconds)
        if name == "ismcts"
        else make_bot(name, deal_seed * 7 + s, rollouts)
        for s, name in enumerate(seats)
    ]
    state = GameState(deal(2, deal_seed))
    views = [SeatView(state, s) for s in range(2)]
    times = {level: [], "ismcts": []}
    while not state.is_over:
        for seat in state.to_act():
            started = time.perf_counter()
            decision = bots[seat].decide(views[seat])
            times[seats[seat]].append(time.perf_counter() - started)
            state.apply(decision)
    return seats[state.result().winner], times


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("level")
    p.add_argument("--games", type=int, default=40)
    p.add_argument("--seed", type=int, default=11000)
    p.add_argument("--level-rollouts", type=int, help="fixed budget for hard/expert")
    p.add_argument("--seconds", type=float, default=0.3, help="the baseline's time per decision")
    p.add_argument("--jobs", type=int, default=1)
    a = p.parse_args()
    tasks = [
        (a.level, a.seed + d, r, a.level_rollouts, a.seconds)
        for d in range(a.games // 2)
        for r in (0, 1)
    ]
    with multiprocessing.get_context("fork").Pool(a.jobs) as pool:
        results = list(pool.imap_unordered(play, tasks))
    wins = sum(1 for winner, _ in results if winner == a.level)
    low, high = wilson_interval(wins, len(results))
    for name in (a.level, "ismcts"):
        times = sorted(t for _, ts in results for t in ts[name])
        p95 = times[int(0.95 * (len(times) - 1))] if times else 0.0
        mean = statistics.fmean(times) if times else 0.0
        print(f"{name}: mean decision {mean:.3f} s, p95 {p95:.3f} s")
    print(
        f"{a.level} vs flat IS-MCTS, 2 players: {wins}/{len(results)} = "
        f"{wins / len(results):.1%} [{low:.1%}, {high:.1%}]"
    )


if __name__ == "__main__":
    main()
