"""Where a SCORE 5 level loses its points to others: duplicate games played as the
arena plays them (same seeds, same bots), logged round by round.

For each round it keeps the auction card (value, stars), every seat's final bid
(total, number of cards, the score that bid gave up), the winner, and each seat's
hand score before and after the round (picks included). The study then averages,
per round and per kind of event, how the first level's lead over the best other
seat moved, so the rounds and decisions where the points go show up.

    python tools/s5_loss_study.py --a expert --b ismcts:2600:g --games 8 --seed 300 \
        --rollouts 1000 --out /tmp/study.jsonl

``--players 4`` seats the first level against three of the second (the ladder's
step: ``score5 ladder --players 4 --levels B,A --no-mixed`` plays the same games).
``--expert-share S`` gives the expert the share S of ``--rollouts`` (the ladder gives it
all, the app's time buys less: ``tools/s5_app_budget.py``), as ``tools/arena_equal_time.py``
does, so the study plays that tool's games:

    python tools/s5_loss_study.py --a expert --b hard --players 4 --expert-share 0.37 \
        --games 24 --seed 9700 --rollouts 3200 --out /tmp/study.jsonl

The log has one JSON object per game; ``--summary FILE`` summarises a log again.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
from collections import defaultdict
from dataclasses import replace

from score5_desktop.games.score5.bots import search
from score5_desktop.games.score5.bots.tables import tables_for
from score5_desktop.games.score5.rules import events as ev
from score5_desktop.games.score5.rules.decisions import Phase
from score5_desktop.games.score5.rules.state import GameState
from score5_desktop.tournament.arena import GameTask, start_task, tasks_for, wilson_interval


def play_logged(task: GameTask) -> dict:
    """One arena game (the arena's seeds), with a per-round log."""
    state, bots = start_task(task)
    rounds: list[dict] = []
    log_rounds(state, bots, rounds)
    return game_log(task, state, rounds)


def log_rounds(state: GameState, bots: list, rounds: list[dict], until: int | None = None) -> None:
    """Play on, appending each finished round's log to ``rounds``: to the end, or with
    ``until`` to the start of that round (1-based), before its first bid, so a study can
    play the rest of the game more than one way from there."""
    t = tables_for(state.deck)
    current: dict = {}
    while not state.is_over:
        if state.phase is Phase.BID and not current:
            if until is not None and state.round + 1 >= until:
                return
            card = state.auction_card
            current = {
                "round": state.round + 1,
                "card": state.deck.cards[card].id,
                "value": t.values[card],
                "stars": state.deck.cards[card].stars,
                "before": [t.score(h) for h in state.hands],
                "counts": [],
                "hands": [state.deck.ids_of(h) for h in state.hands],
            }
        seats = state.to_act()
        decisions = [bots[s].decide(state.view(s)) for s in seats]
        hands_before = list(state.hands)
        events = []
        for d in decisions:
            events += state.apply(d)
        for e in events:
            if isinstance(e, ev.BidCountsShown):
                current["counts"].append(list(e.counts))
            elif isinstance(e, ev.BidsRevealed):
                current["totals"] = list(e.totals)
                current["bids"] = [list(b) for b in e.bids]
                masks = [state.deck.mask_of(b) for b in e.bids]
                current["cost"] = [
                    t.score(h) - t.score(h & ~m) for h, m in zip(hands_before, masks, strict=True)
                ]
            elif isinstance(e, ev.AuctionWon):
                current["winner"] = e.seat
            elif isinstance(e, ev.NoWinner):
                current["winner"] = -1
        if current and state.phase is Phase.BID and state.round + 1 != current["round"]:
            current["after"] = [t.score(h) for h in state.hands]
            rounds.append(current)
            current = {}
        elif current and state.is_over:
            current["after"] = [t.score(h) for h in state.hands]
            rounds.append(current)
            current = {}


def game_log(task: GameTask, state: GameState, rounds: list[dict]) -> dict:
    """The log of a finished game: its task, result and rounds."""
    outcome = state.outcome()
    return {
        "deal": task.deal_seed,
        "rotation": task.rotation,
        "levels": list(task.levels),
        "totals": list(outcome.totals),
        "winners": list(outcome.winners),
        "rounds": rounds,
    }


def _lead(values: list[int], seat: int) -> int:
    """How far ``seat``'s value is above the best other seat's (negative: below)."""
    return values[seat] - max(v for s, v in enumerate(values) if s != seat)


def summarise(games: list[dict], a: str) -> str:
    """Per round, for ``a`` against the best other seat: the mean change of its lead,
    auctions won (by ``a``, by another seat, by nobody), the lead's change by who
    won, the mean winning total and the score the winner gave up for it, and how
    often ``a`` and (per seat) the others passed."""
    lines = []
    wins = sum(1 for g in games if g["levels"][g["winners"][0]] == a)
    low, high = wilson_interval(wins, len(games))
    margins = [_lead(g["totals"], g["levels"].index(a)) for g in games]
    lines.append(
        f"{a} won {wins} of {len(games)}, {wins / len(games):.1%} "
        f"[{low:.1%}-{high:.1%}], mean margin {_mean(margins):+.1f}"
    )
    per_round = defaultdict(list)
    won = defaultdict(lambda: [0, 0, 0])  # a won, another won, nobody
    paid = defaultdict(lambda: [[], []])  # winning totals by a / by another
    gave = defaultdict(lambda: [[], []])  # score the winning bid gave up, a / another
    lead_by_win = defaultdict(lambda: [[], [], []])
    passes = defaultdict(lambda: [0, 0.0, 0])  # a passed, others' mean passes, rounds
    for g in games:
        sa = g["levels"].index(a)
        others = [s for s in range(len(g["levels"])) if s != sa]
        for r in g["rounds"]:
            k = r["round"]
            d = _lead(r["after"], sa) - _lead(r["before"], sa)
            per_round[k].append(d)
            w = r.get("winner", -1)
            slot = 0 if w == sa else 2 if w < 0 else 1
            won[k][slot] += 1
            lead_by_win[k][slot].append(d)
            if w >= 0:
                paid[k][min(slot, 1)].append(r["totals"][w])
                gave[k][min(slot, 1)].append(r["cost"][w])
            passes[k][0] += r["totals"][sa] == 0
            passes[k][1] += sum(r["totals"][s] == 0 for s in others) / len(others)
            passes[k][2] += 1
    lines.append(
        "round  mean Δlead   a/other/none won   Δlead a won / other won   "
        "winning total a / other   score given up a / other   a pass / other pass"
    )
    for k in sorted(per_round):
        ds = per_round[k]
        pa, pb = paid[k]
        ga, gb = gave[k]
        lines.append(
            f"{k:>5} {sum(ds) / len(ds):>10.1f}   {won[k][0]:>4}/{won[k][1]:>4}/{won[k][2]:>4}"
            f"   {_mean(lead_by_win[k][0]):>8.1f} / {_mean(lead_by_win[k][1]):>8.1f}"
            f"   {_mean(pa):>8.1f} / {_mean(pb):>8.1f}"
            f"   {_mean(ga):>8.1f} / {_mean(gb):>8.1f}"
            f"   {passes[k][0]:>3}/{passes[k][1]:>5.1f} of {passes[k][2]}"
        )
    return "\n".join(lines)


def _mean(xs: list[float]) -> float:
    return sum(xs) / len(xs) if xs else float("nan")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--a", default="expert")
    p.add_argument("--b", default="ismcts:2600:g")
    p.add_argument("--players", type=int, default=2, help="a against players-1 of b")
    p.add_argument("--games", type=int, default=8)
    p.add_argument("--seed", type=int, default=300)
    p.add_argument("--rollouts", type=int, default=1000)
    p.add_argument(
        "--expert-share",
        type=float,
        metavar="S",
        help="the expert's share of --rollouts (default: its own, as the ladder plays it)",
    )
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--out", default="/tmp/study.jsonl")
    p.add_argument("--summary", help="only summarise this log")
    args = p.parse_args()
    if args.summary:
        with open(args.summary, encoding="utf-8") as f:
            games = [json.loads(line) for line in f]
        print(summarise(games, args.a))
        return
    if args.expert_share is not None:
        if not 0 < args.expert_share <= 1:
            p.error(f"the expert's share must be in (0, 1], not {args.expert_share:g}")
        search.EXPERT = replace(search.EXPERT, share=args.expert_share)  # read per bot made
        print(
            f"expert share {args.expert_share:g}: "
            f"{search.EXPERT.rollouts_of(args.rollouts)} of {args.rollouts} rollouts",
            flush=True,
        )
    tasks = tasks_for(
        [args.a] + [args.b] * (args.players - 1), args.games, args.seed, args.rollouts
    )
    games = []
    with open(args.out, "w", encoding="utf-8") as f:
        if args.jobs > 1:
            with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
                results = pool.imap_unordered(play_logged, tasks, chunksize=1)
                for g in results:
                    games.append(g)
                    f.write(json.dumps(g) + "\n")
                    f.flush()
        else:
            for task in tasks:
                g = play_logged(task)
                games.append(g)
                f.write(json.dumps(g) + "\n")
                f.flush()
    print(summarise(games, args.a))


if __name__ == "__main__":
    main()
