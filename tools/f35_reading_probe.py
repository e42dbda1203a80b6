"""Diagnostic: how close the expert's sampled worlds come to the true hands at six players.

``python tools/f35_reading_probe.py [--games 3] [--worlds 8]`` plays games of
six ``hard`` bots (2,400 playouts for the expert, hard's share for them, as the
ladder's ``--rollouts 2400``) and keeps, of every other decision, those with a
choice once six plays of the deal are public, with the true hands. For each way of
dealing the worlds it prints the share of the other seats' cards a world puts
in the right hand, and the CPU time a world costs: blind deals, worlds that
agree with the passes (``inference``, hard's and the old expert's), and worlds
weighed by every choice (``reading``). Then it searches half the positions with
the expert at 2,400 playouts three ways (passes only, reading, the true deal as
every world) and prints how many choices the reading changes and how often each
agrees with the search that sees every hand.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import sys
import time

from score5_desktop.games.five_three_five.bots import search
from score5_desktop.games.five_three_five.bots.fastplay import sample_hands as blind_hands
from score5_desktop.games.five_three_five.bots.inference import pass_notes, sample_hands
from score5_desktop.games.five_three_five.bots.levels import make_bot
from score5_desktop.games.five_three_five.bots.reading import choices, weighted_hands
from score5_desktop.games.five_three_five.bots.search import EXPERT, Searcher
from score5_desktop.games.five_three_five.bots.situation import from_view
from score5_desktop.games.five_three_five.rules.cards import counts
from score5_desktop.games.five_three_five.rules.decisions import Options
from score5_desktop.games.five_three_five.rules.state import new_game
from score5_desktop.games.five_three_five.rules.view import SeatView

Position = tuple[SeatView, list[list[int]]]


def positions(games: int) -> list[Position]:
    found: list[Position] = []
    for seed in range(2000, 2000 + games):
        state = new_game(6, seed, Options())
        bots = [make_bot("hard", seed=seed * 10 + s, think=2400) for s in range(6)]
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
    return found


def _notes(view: SeatView):
    o = view.options
    args = (view.history, view.hand_sizes, view.seat, view.copies, o.open_pass, o.no_limit)
    return pass_notes(*args), choices(*args)


def deal_ways(draws: int):
    def blind(view, sit, rng):
        return blind_hands(sit.unseen, sit.deal.sizes, view.seat, sit.hand, rng)

    def passes(view, sit, rng):
        notes, _ = _notes(view)
        if not notes:
            return blind(view, sit, rng)
        return sample_hands(sit.unseen, sit.deal.sizes, view.seat, sit.hand, notes, rng)

    def read(view, sit, rng):
        _, notes = _notes(view)
        return weighted_hands(sit.unseen, sit.deal.sizes, view.seat, sit.hand, notes, rng, draws)

    return {"blind": blind, "passes": passes, f"reading ({draws} draws)": read}


def right_share(found: list[Position], way, worlds: int) -> tuple[float, float]:
    right = total = 0
    rng = random.Random(1)
    started = time.process_time()
    for view, true in found:
        sit = from_view(view)
        for _ in range(worlds):
            hands = way(view, sit, rng)
            for s in range(6):
                if s != view.seat:
                    right += sum(min(a, b) for a, b in zip(hands[s], true[s], strict=True))
                    total += sum(true[s])
    seconds = time.process_time() - started
    return right / total, seconds / (len(found) * worlds) * 1000


def pick(level, view: SeatView, i: int, true: list[list[int]] | None = None):
    sit = from_view(view)
    notes, read = _notes(view)
    saved = search.sample_hands, search.blind_hands, search.weighted_hands
    if true is not None:
        search.sample_hands = search.blind_hands = search.weighted_hands = lambda *_: [
            h[:] for h in true
        ]
    try:
        return Searcher(level, 1000 + i, 2400).choose(sit, sit.deal.legal(), notes, read).play
    finally:
        search.sample_hands, search.blind_hands, search.weighted_hands = saved


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--worlds", type=int, default=8)
    args = parser.parse_args()
    out = sys.stdout
    found = positions(args.games)
    out.write(f"{len(found)} positions from {args.games} games of six hard bots\n")
    for name, way in deal_ways(EXPERT.reading or 16).items():
        share, ms = right_share(found, way, args.worlds)
        out.write(f"{name:<20} {share:.1%} of cards in the right hand, {ms:.2f} CPU ms a world\n")
    half = found[::2]
    plain = dataclasses.replace(EXPERT, reading=0)
    reading = dataclasses.replace(EXPERT, reading=EXPERT.reading or 16)
    old = [pick(plain, v, i) for i, (v, _) in enumerate(half)]
    new = [pick(reading, v, i) for i, (v, _) in enumerate(half)]
    seer = [pick(plain, v, i, t) for i, (v, t) in enumerate(half)]
    changed = sum(a != b for a, b in zip(old, new, strict=True))
    out.write(
        f"{len(half)} searched: reading changes {changed}; the search seeing every hand "
        f"agrees with passes only in {sum(a == c for a, c in zip(old, seer, strict=True))}, "
        f"with reading in {sum(b == c for b, c in zip(new, seer, strict=True))}\n"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
