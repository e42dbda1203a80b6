"""How a level bids against another in 2-player duplicate games: is it bluffed by counts?

Prints, per level, the share of sealed bids that are empty, and the issue-16 figure:
in two-star rounds where the opponent's last shown count was 3 or more, how often
this level's final bid was empty; also how often it bid nothing for the wild, and
what share of the value of two-star cards won went to the opponent in bid cards.
A measurement, not a test: run it by hand.

    .venv/bin/python tools/bid_probe.py normal hard --games 200 --seed 9000 --rollouts 400
"""

from __future__ import annotations

import argparse
import multiprocessing
from collections import Counter

from score5_desktop.games.score5.bots.levels import make_bot
from score5_desktop.games.score5.rules.cards import TWO_STAR
from score5_desktop.games.score5.rules.deal import deal
from score5_desktop.games.score5.rules.decisions import Bid, Phase
from score5_desktop.games.score5.rules.observation import SeatView
from score5_desktop.games.score5.rules.state import GameState
from score5_desktop.tournament.arena import bot_seed


class Bluffer:
    """A count bluffer: the ``normal`` heuristic's bid plus its three smallest cards
    besides, at every step, so its count looks like a big bid that is not."""

    level = "bluffer"

    def __init__(self, seed: int) -> None:
        self.normal = make_bot("normal", seed)

    def decide(self, obs):
        decision = self.normal.decide(obs)
        if obs.phase not in (Phase.BID, Phase.ADJUST):
            return decision
        hand = obs.hand
        cards = [i for i in range(len(obs.deck.cards)) if hand >> i & 1]
        small = sorted(cards, key=lambda i: obs.deck.cards[i].value)[:3]
        return Bid(obs.seat, decision.cards | sum(1 << i for i in small))


def _bot(level: str, seed: int, think: float | int | None):
    return Bluffer(seed) if level == "bluffer" else make_bot(level, seed, think)


def play(args: tuple[str, str, int, int, float | int | None]) -> Counter:
    level_a, level_b, deal_seed, rotation, think = args
    levels = (level_a, level_b) if rotation == 0 else (level_b, level_a)
    bots = [_bot(lv, bot_seed(deal_seed, rotation, s), think) for s, lv in enumerate(levels)]
    state = GameState(deal(2, deal_seed), keep_log=True)
    views = [SeatView(state, s) for s in range(2)]
    while not state.is_over:
        for seat in state.to_act():
            state.apply(bots[seat].decide(views[seat]))
    deck = state.deck
    stats: Counter = Counter()
    for rnd, log in enumerate(state.log):
        card = deck.cards[state.setup.pile[rnd]]
        final = list(log.bids)
        counts = [(b or 0).bit_count() for b in final]
        for step in log.adjustments:
            final = [b if b is not None else f for b, f in zip(step, final, strict=True)]
            counts = [(b or 0).bit_count() for b in final]
        totals = [deck.total(b or 0) for b in final]
        for s, level in enumerate(levels):
            o = 1 - s
            stats[level, "sealed"] += 1
            stats[level, "sealed_zero"] += not log.bids[s]
            if card.type == TWO_STAR:
                stats[level, "two_star_rounds"] += 1
                if counts[o] >= 3:
                    stats[level, "opp3"] += 1
                    stats[level, "opp3_zero"] += not final[s]
                if final[s] and totals[s] >= totals[o]:
                    stats[level, "two_star_won_value"] += card.value
                    stats[level, "two_star_paid"] += totals[s]
            if card.is_wild:
                stats[level, "wild_rounds"] += 1
                stats[level, "wild_zero"] += not final[s]
    result = state.result()
    stats[levels[result.winner], "wins"] += 1
    return stats


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("level")
    p.add_argument("opponent")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=9000)
    p.add_argument("--rollouts", type=int, help="fixed search budget (expert's rollouts)")
    p.add_argument("--think", type=float, help="search wall time instead")
    p.add_argument("--jobs", type=int, default=1)
    a = p.parse_args()
    think = a.rollouts if a.rollouts else a.think
    tasks = [
        (a.level, a.opponent, a.seed + d, r, think) for d in range(a.games // 2) for r in (0, 1)
    ]
    total: Counter = Counter()
    if a.jobs > 1:
        with multiprocessing.get_context("fork").Pool(a.jobs) as pool:
            for c in pool.imap_unordered(play, tasks):
                total.update(c)
    else:
        for task in tasks:
            total.update(play(task))
    for level in dict.fromkeys((a.level, a.opponent)):
        g = total[level, "sealed"]
        print(
            f"{level}: wins {total[level, 'wins']}/{len(tasks)}; sealed bids empty "
            f"{total[level, 'sealed_zero']}/{g}; two-star rounds with opponent count>=3: "
            f"final bid empty {total[level, 'opp3_zero']}/{total[level, 'opp3']}; "
            f"wild bid empty {total[level, 'wild_zero']}/{total[level, 'wild_rounds']}; "
            f"paid {total[level, 'two_star_paid']} for {total[level, 'two_star_won_value']} "
            "of two-star value"
        )


if __name__ == "__main__":
    main()
