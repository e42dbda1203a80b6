"""How a Five Three Five deal's totals turn into chances to win the game, for ``rewards``.

``python tools/f35_win_calibration.py --players 6 [--games 1000] [--seed 1]`` plays
games of ``normal`` bots on the engine and, after every deal that does not end the
game, notes the totals and who went on to win (F8). It then prints, per
temperature T, the log-likelihood of those winners under the model the searching
bots' playouts score a deal with (``rollout.rewards``: a seat's chance to win is
``exp(-total / T)`` over the sum of the same for every seat), overall and by how
far the highest total is from the target. The best T is the one the evidence
favours; ``rewards`` uses 6. With 2,000 games of ``normal`` bots the evidence
favours T = 3 at six players (3.5 at five, 4 at four), but scoring the expert's
playouts at 3 changed none of its choices (see the level-settings comment in
``bots/search.py``).
"""

from __future__ import annotations

import argparse
import math
import sys
from collections import defaultdict

from score5_desktop.games.five_three_five.bots.levels import make_bot
from score5_desktop.games.five_three_five.rules.decisions import Options
from score5_desktop.games.five_three_five.rules.state import new_game

TEMPERATURES = (1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 5.0, 6.0, 8.0, 12.0)

Row = tuple[tuple[int, ...], tuple[int, ...]]  # totals after a deal, the game's winners


def rows(players: int, games: int, seed: int) -> list[Row]:
    """(totals after each deal that did not end the game, the game's winners)."""
    out: list[Row] = []
    for g in range(seed, seed + games):
        state = new_game(players, g, Options())
        bots = [make_bot("normal", seed=g * 10 + s) for s in range(players)]
        seen: list[tuple[int, ...]] = []
        while not state.is_over:
            (seat,) = state.to_act()
            before = tuple(state.totals)
            state.apply(bots[seat].decide(state.view(seat)))
            if tuple(state.totals) != before and not state.is_over:
                seen.append(tuple(state.totals))
        outcome = state.outcome()
        assert outcome is not None
        out.extend((totals, outcome.winners) for totals in seen)
    return out


def log_likelihood(data: list[Row], temperature: float) -> float:
    """Of the winners under the model, a shared win counting each winner equally."""
    found = 0.0
    for totals, winners in data:
        low = min(totals)
        weights = [math.exp((low - t) / temperature) for t in totals]
        whole = sum(weights)
        found += sum(math.log(weights[w] / whole) for w in winners) / len(winners)
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--target", type=int, default=Options().target)
    args = parser.parse_args()
    data = rows(args.players, args.games, args.seed)
    out = sys.stdout
    out.write(
        f"{len(data)} deals not ending the game, {args.games} games, {args.players} players\n"
    )
    out.write("T        " + " ".join(f"{t:>8g}" for t in TEMPERATURES) + "\n")
    out.write("all      " + " ".join(f"{log_likelihood(data, t):8.0f}" for t in TEMPERATURES))
    out.write("\n")
    by_gap: dict[int, list[Row]] = defaultdict(list)
    for row in data:
        by_gap[min(4, (args.target - max(row[0]) - 1) // 4)].append(row)
    for gap in sorted(by_gap):
        part = by_gap[gap]
        best = max(TEMPERATURES, key=lambda t: log_likelihood(part, t))
        label = f"{gap * 4 + 1}-{gap * 4 + 4}" if gap < 4 else f"{gap * 4 + 1}+"
        out.write(f"to go {label:<6} {len(part):>5} deals: best T {best:g}\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
