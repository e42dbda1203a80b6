"""Diagnostic: a cheap screen for the expert's settings at six players, against the seer.

``python tools/f35_seer_agreement.py [--games 3] [--positions 80] [--rollouts 2400]``
collects positions from games of six ``hard`` bots (every other decision with a
choice, once six plays of the deal are public, with the true hands), lets the
expert search each one seeing every hand (every world the true deal: the
*seer*), then counts, for each variant of the expert's ``SearchLevel`` (and of
its pruning), in how many positions the variant's choice is the seer's. A
variant that agrees with the seer more often reads the same evidence better;
only a clear gain here is worth a ladder run. The plain expert with a second
seed shows how far the count moves by chance alone.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
import time

from score5_desktop.games.five_three_five.bots import search
from score5_desktop.games.five_three_five.bots.inference import view_notes
from score5_desktop.games.five_three_five.bots.levels import make_bot
from score5_desktop.games.five_three_five.bots.search import EXPERT, Searcher, SearchLevel
from score5_desktop.games.five_three_five.bots.situation import from_view
from score5_desktop.games.five_three_five.rules.cards import counts
from score5_desktop.games.five_three_five.rules.decisions import Options
from score5_desktop.games.five_three_five.rules.state import new_game
from score5_desktop.games.five_three_five.rules.view import SeatView

Position = tuple[SeatView, list[list[int]]]


def positions(games: int, limit: int, rollouts: int) -> list[Position]:
    """Views of six-seat games of hard bots where the seat has a choice, with the true hands."""
    found: list[Position] = []
    for seed in range(2000, 2000 + games):
        state = new_game(6, seed, Options())
        bots = [make_bot("hard", seed=seed * 10 + s, think=rollouts) for s in range(6)]
        step = 0
        while not state.is_over:
            (seat,) = state.to_act()
            view = state.view(seat)
            choice = len(from_view(view).deal.legal()) > 1
            if choice and len(view.history) >= 6 and step % 2 == 0:
                hands = [list(counts(state.view(s).hand_code)) for s in range(6)]
                found.append((view, hands))
            step += 1
            state.apply(bots[seat].decide(view))
        if len(found) >= limit:
            break
    return found[:limit]


def pick(level: SearchLevel, pos: Position, seed: int, rollouts: int, seer: bool = False):
    """``level``'s choice at ``pos``; with ``seer`` every world it samples is the true deal."""
    view, true = pos
    sit = from_view(view)
    notes = view_notes(view)
    saved = search.sample_hands, search.blind_hands
    if seer:
        search.sample_hands = search.blind_hands = lambda *_: [h[:] for h in true]
    try:
        return Searcher(level, seed, rollouts).choose(sit, sit.deal.legal(), notes).play
    finally:
        search.sample_hands, search.blind_hands = saved


def _prune_with(every: int, keep: float):
    """Successive rejects dropping more (or less) at each step than the search's own."""

    def prune(alive, sums, count, anchor):
        if len(alive) <= 2 or count < 16 or count % every:
            return alive
        ranked = sorted(alive, key=lambda c: sums[c], reverse=True)
        kept = ranked[: max(2, int(len(ranked) * keep + 0.999))]
        if anchor not in kept:
            kept[-1] = anchor
        return sorted(kept)

    return prune


VARIANTS = {
    "expert": (EXPERT, None),
    "expert, another seed": (EXPERT, None),
    "doubt 2": (dataclasses.replace(EXPERT, doubt=2.0), None),
    "doubt 3": (dataclasses.replace(EXPERT, doubt=3.0), None),
    "6 candidates": (dataclasses.replace(EXPERT, candidates=6), None),
    "6 candidates, doubt 2": (dataclasses.replace(EXPERT, candidates=6, doubt=2.0), None),
    "prune half every 4 worlds": (EXPERT, _prune_with(4, 0.5)),
    "no pruning": (EXPERT, _prune_with(1 << 30, 1.0)),
}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--positions", type=int, default=80)
    parser.add_argument("--rollouts", type=int, default=2400)
    parser.add_argument("--only", help="comma-separated variant names (default: all)")
    args = parser.parse_args()
    out = sys.stdout
    found = positions(args.games, args.positions, args.rollouts)
    out.write(f"{len(found)} positions from games of six hard bots, --rollouts {args.rollouts}\n")
    seer = [pick(EXPERT, p, 1000 + i, args.rollouts, seer=True) for i, p in enumerate(found)]
    wanted = args.only.split(",") if args.only else list(VARIANTS)
    plain = None
    for name in wanted:
        level, prune = VARIANTS[name]
        base = 5000 if name == "expert, another seed" else 1000
        saved = search._prune
        if prune is not None:
            search._prune = prune
        started = time.process_time()
        try:
            got = [pick(level, p, base + i, args.rollouts) for i, p in enumerate(found)]
        finally:
            search._prune = saved
        seconds = time.process_time() - started
        agree = sum(a == b for a, b in zip(got, seer, strict=True))
        plain = plain or got
        moved = sum(a != b for a, b in zip(got, plain, strict=True))
        out.write(
            f"{name:<28} agrees with the seer in {agree} of {len(found)}; "
            f"{moved} choices differ from the plain expert; "
            f"{seconds / len(found) * 1000:.0f} CPU ms a decision\n"
        )
        out.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
