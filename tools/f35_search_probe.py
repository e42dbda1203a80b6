"""How Five Three Five's searching levels spend their budget, on fixed positions.

``python tools/f35_search_probe.py --players 6 [--games 4] [--positions 50]``
collects positions from games of ``normal`` bots (every third decision that has a
choice to search), then for hard and the expert at ``--rollouts`` (the expert's
playouts; hard plays its share):

- CPU milliseconds per searched decision (this process's CPU time, so a busy
  shared machine slows the run, not the figure much), and for the expert the
  playouts per CPU second this makes: 0.8 s of it is what the expert gets in
  the app on a quiet machine;
- how often two runs with different seeds choose the same play (a choice that
  stays put as the seed changes has settled: more playouts will not move it);
- how often each level leaves ``normal``'s choice, and how often hard and the
  expert choose alike.
"""

from __future__ import annotations

import argparse
import sys
import time

from score5_desktop.games.five_three_five.bots import judge
from score5_desktop.games.five_three_five.bots.inference import view_notes
from score5_desktop.games.five_three_five.bots.levels import make_bot
from score5_desktop.games.five_three_five.bots.search import EXPERT, HARD, Searcher, SearchLevel
from score5_desktop.games.five_three_five.bots.situation import from_view
from score5_desktop.games.five_three_five.rules.decisions import Options
from score5_desktop.games.five_three_five.rules.state import new_game
from score5_desktop.games.five_three_five.rules.view import SeatView


def positions(players: int, games: int, limit: int) -> list[SeatView]:
    """Views where a searching level would search (a choice, no play that goes out)."""
    found: list[SeatView] = []
    for seed in range(1000, 1000 + games):
        state = new_game(players, seed, Options())
        bots = [make_bot("normal", seed=seed * 10 + s) for s in range(players)]
        step = 0
        while not state.is_over:
            (seat,) = state.to_act()
            view = state.view(seat)
            sit = from_view(view)
            plays = sit.deal.legal()
            if step % 3 == 0 and len(plays) > 1:
                if max(judge.scores(sit, plays)) < judge.GOES_OUT:
                    found.append(view)
            step += 1
            state.apply(bots[seat].decide(view))
    return found[:limit]


def choices(level: SearchLevel, views: list[SeatView], rollouts: int, seed: int) -> list:
    """Each view's chosen play, searched with ``rollouts`` as the ladder's budget."""
    out = []
    for i, view in enumerate(views):
        sit = from_view(view)
        notes = view_notes(view)
        out.append(
            Searcher(level, seed * 100_000 + i, rollouts).choose(sit, sit.deal.legal(), notes)
        )
    return [found.play for found in out]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--positions", type=int, default=50)
    parser.add_argument("--rollouts", type=int, default=2400)
    args = parser.parse_args()
    views = positions(args.players, args.games, args.positions)
    normal = []
    for view in views:
        sit = from_view(view)
        plays = sit.deal.legal()
        worth = judge.scores(sit, plays)
        normal.append(plays[max(range(len(plays)), key=worth.__getitem__)])
    out = sys.stdout
    out.write(f"{len(views)} positions at {args.players} players, --rollouts {args.rollouts}\n")
    picked = {}
    for name, level in (("hard", HARD), ("expert", EXPERT)):
        started = time.process_time()
        first = choices(level, views, args.rollouts, 1)
        seconds = time.process_time() - started
        second = choices(level, views, args.rollouts, 2)
        picked[name] = first
        same = sum(a == b for a, b in zip(first, second, strict=True)) / len(views)
        away = sum(a != b for a, b in zip(first, normal, strict=True)) / len(views)
        out.write(
            f"{name:<7} {seconds / len(views) * 1000:6.0f} CPU ms a decision; "
            f"same play with another seed {same:.0%}; leaves normal's choice {away:.0%}\n"
        )
        if level is EXPERT:
            rate = args.rollouts * len(views) / seconds
            out.write(f"        expert: {rate:.0f} playouts per CPU second\n")
    alike = sum(a == b for a, b in zip(picked["hard"], picked["expert"], strict=True))
    out.write(f"hard and the expert choose alike in {alike / len(views):.0%}\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
