"""Diagnostic: what seeing every hand would be worth to Five Three Five's expert.

``python tools/f35_seer_ladder.py --players 6 --games 72 --seed 7100 --rollouts 2400``
plays the ladder's own step games (``score5 ladder --game five-three-five
--levels hard,expert``: the same deals, seat rotations and bot seeds) with one
difference: every world the expert samples is the true deal (its search's
samplers are replaced, only while the expert decides, by the real hands). The
others play as in the ladder. Its win share, next to the ladder's on the same
seed, bounds what any better reading of the hidden hands could buy. It prints a
running tally after each game (Wilson 95% interval).
"""

from __future__ import annotations

import argparse
import sys
from fractions import Fraction

from score5_desktop.core import registry
from score5_desktop.games.five_three_five.bots import search
from score5_desktop.games.five_three_five.rules.cards import counts
from score5_desktop.tournament.arena import start_task, tasks_for, wilson_interval
from score5_desktop.tournament.ladder import step_seats
from score5_desktop.tournament.match import play_game, share_wins


class Seer:
    """The expert's bot, deciding while the search's worlds are the true hands."""

    def __init__(self, bot, state, players: int) -> None:
        self.bot, self.state, self.players = bot, state, players

    def decide(self, view):
        hands = [list(counts(self.state.view(s).hand_code)) for s in range(self.players)]
        sampled, blind = search.sample_hands, search.blind_hands
        search.sample_hands = search.blind_hands = lambda *_: [h[:] for h in hands]
        try:
            return self.bot.decide(view)
        finally:
            search.sample_hands, search.blind_hands = sampled, blind


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--games", type=int, default=72)
    parser.add_argument("--seed", type=int, default=7100)
    parser.add_argument("--rollouts", type=int, default=2400)
    args = parser.parse_args()
    game = registry.get("five-three-five")
    won = Fraction(0)
    played = 0
    seats = step_seats("hard", "expert", args.players)
    for task in tasks_for(seats, args.games, args.seed, args.rollouts, game.id):
        n = len(task.levels)
        state, plain = start_task(task)
        bots = [
            Seer(bot, state, n) if level == "expert" else bot
            for bot, level in zip(plain, task.levels, strict=True)
        ]
        shares = share_wins(play_game(state, bots))
        won += sum(s for s, level in zip(shares, task.levels, strict=True) if level == "expert")
        played += 1
        lo, hi = wilson_interval(float(won), played)
        sys.stdout.write(
            f"{played} games: the expert seeing every hand won {float(won):g}, "
            f"{float(won) / played:.1%} [{lo:.1%}-{hi:.1%}]\n"
        )
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
