"""Do the rollouts bid like the players they stand for? SCORE 5 auctions of real games
set beside the rollout rules' sealed bids on the very same hands.

The search plays every later round of a world with a rollout rule (``search.RolloutRule``):
if the rule bids unlike the table, the search misjudges what a card will cost and who
picks first from a winner's bid. This plays games between bot levels as the arena does
(``--seats``; each level at its app budget, or ``--rollouts R`` as the arena's) and
keeps each auction's starting hands, card and final bids; for each auction it then
draws ``--draws`` sealed bids from each rule for the same hands (rollouts know every
hand) and prints, per tier (one-star rounds 1-4, two-star 5-11, the wild), the share of
seats that bid nothing, the mean bid total and the winning total (both over the card's
value), for the table and for each rule.

    python tools/s5_rollout_calibration.py --seats hard,hard,hard,hard --games 6 \
        --seed 700 --jobs 2

A measurement, not a test: run it by hand. (Session 16, three games of four hard
players at 600 rollouts a decision, 33 one- and two-star auctions, with a first version
of this tool: the expert's rule matched hard's winning totals, 0.63 of the card's value
against 0.65 in one-star rounds and 0.93 against 0.92 in two-star ones, but 67% and 37%
of its seats passed where 21% and 10% of hard's did: hard's losing seats make smaller
bids, which buy the first picks of the winner's cards and win when the rival holds back.)
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from s5_loss_study import play_logged  # noqa: E402

from score5_desktop.games.score5.bots.fastsim import RolloutPolicy  # noqa: E402
from score5_desktop.games.score5.bots.rollout_normal import NormalRollout  # noqa: E402
from score5_desktop.games.score5.bots.tables import Tables, tables_for  # noqa: E402
from score5_desktop.games.score5.rules.cards import load_deck  # noqa: E402
from score5_desktop.tournament.arena import (  # noqa: E402
    GameTask,
    app_budgets,
    tasks_for,
)

#: Per auction: round (0-based), every seat's hand as the round began, the card, the
#: final bid totals.
Auction = tuple[int, tuple[int, ...], int, tuple[int, ...]]

RULES: dict[str, Callable[[Tables, random.Random], RolloutPolicy]] = {
    "normal-greedy (expert)": lambda t, rng: NormalRollout(t, rng, exact=False),
    "light (hard, yardstick)": lambda t, rng: RolloutPolicy(t, rng),
}


def auctions_of(task: GameTask) -> list[Auction]:
    """The auctions of ``task``'s game, played as the arena plays it, read from the loss
    study's round log (``s5_loss_study.play_logged``): every round whose bids were
    revealed."""
    deck = load_deck()
    return [
        (
            r["round"] - 1,
            tuple(deck.mask_of(hand) for hand in r["hands"]),
            deck.card(r["card"]).index,
            tuple(r["totals"]),
        )
        for r in play_logged(task)["rounds"]
        if "totals" in r
    ]


def tier(round_index: int) -> str:
    return "one-star" if round_index < 4 else "two-star" if round_index < 11 else "wild"


class Tally:
    """Seats, passes, bid totals and winning totals over the card's value."""

    def __init__(self) -> None:
        self.seats = self.passes = self.auctions = 0
        self.totals = self.tops = 0.0

    def add(self, totals: tuple[int, ...] | list[int], value: int) -> None:
        self.seats += len(totals)
        self.passes += sum(1 for x in totals if x == 0)
        self.totals += sum(totals) / value
        self.auctions += 1
        self.tops += max(totals) / value

    def line(self) -> str:
        if not self.auctions:
            return "-"
        return (
            f"pass {self.passes / self.seats:4.0%}  total {self.totals / self.seats:4.2f}  "
            f"winning {self.tops / self.auctions:4.2f}"
        )


def compare(auctions: list[Auction], draws: int, seed: int) -> dict[str, dict[str, Tally]]:
    """Per tier: the table's tally and each rule's over ``draws`` sealed bids an auction."""
    t = tables_for(load_deck())
    out: dict[str, dict[str, Tally]] = defaultdict(lambda: defaultdict(Tally))
    rules = {name: make(t, random.Random(seed)) for name, make in RULES.items()}
    for round_index, hands, card, totals in auctions:
        value = t.values[card]
        kind = tier(round_index)
        out[kind]["the table"].add(totals, value)
        for name, rule in rules.items():
            for _ in range(draws):
                bids = rule.bids(list(hands), card, 11 - round_index)
                out[kind][name].add([t.deck.total(b) for b in bids], value)
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--seats", default="hard,hard,hard,hard", help="one level per seat")
    p.add_argument("--games", type=int, default=6)
    p.add_argument("--seed", type=int, default=700)
    p.add_argument("--draws", type=int, default=20, help="rule draws per auction")
    p.add_argument(
        "--rollouts",
        type=int,
        help="the strongest level's rollouts a decision, as the arena's --rollouts "
        "(default: each level's app budget)",
    )
    p.add_argument("--jobs", type=int, default=1)
    args = p.parse_args()
    seats = args.seats.split(",")
    budgets = None if args.rollouts else app_budgets("score5", seats)
    tasks = tasks_for(seats, args.games, args.seed, args.rollouts, "score5", budgets)
    tasks = tasks[: args.games]
    with multiprocessing.Pool(args.jobs) as pool:
        auctions = [a for found in pool.imap(auctions_of, tasks) for a in found]
    print(
        f"{len(tasks)} games of {', '.join(seats)} from seed {args.seed}: {len(auctions)} auctions"
    )
    for kind, tallies in compare(auctions, args.draws, args.seed).items():
        print(f"{kind}:")
        for name, tally in tallies.items():
            print(f"  {name:<24} {tally.line()}")


if __name__ == "__main__":
    main()
