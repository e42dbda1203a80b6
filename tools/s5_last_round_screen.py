"""The SCORE 5 expert's last auction played two ways on the same games, paired.

Rounds 1-11 of a game do not depend on how the expert plays round 12 (the wild's
auction, the last), and at a fixed rollout budget they are the same game whichever
way it does. So each game of the arena (its seeds, its bots, the expert's share of
the budget as ``tools/arena_equal_time.py`` sets it) is played once to the start of
round 12, saved, and finished twice: with the expert searching that round with
rollouts as every other (``base``) and with its exact last round
(``SearchLevel.last_round``, ``lever``). Half the work of two runs, and every game is
paired. Each way writes a ``tools/s5_loss_study.py`` log, summarised as that tool
does; then the paired comparison (games turned each way).

    nice -n 5 python tools/s5_last_round_screen.py --players 4 --expert-share 0.37 \\
        --games 24 --seed 9800 --rollouts 3200 --out /tmp/screen-9800

``--rollouts app`` plays every level at its app budget (``app_budgets``), as ``score5
ladder --rollouts app`` does, and ``--jobs 2`` plays the games to round 12 on two cores.
The exact last round is screened at any seat count (the shipped expert uses it from
``LastRoundModel.from_seats`` up).

``--snapshots DIR`` keeps the saved games; ``--from-snapshots DIR`` finishes them
again without replaying rounds 1-11 (a new setting of the model in seconds).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import multiprocessing
import pickle
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from s5_loss_study import _lead, game_log, log_rounds, summarise  # noqa: E402

from score5_desktop.games.score5.bots import search  # noqa: E402
from score5_desktop.games.score5.bots.last_round import LastRoundModel  # noqa: E402
from score5_desktop.games.score5.rules.state import ROUNDS  # noqa: E402
from score5_desktop.tournament.arena import (  # noqa: E402
    GameTask,
    app_budgets,
    start_task,
    tasks_for,
    wilson_interval,
)

# The lever weighs the last auction exactly whatever the seat count (the shipped expert's
# ``from_seats`` may change), and the base way always searches it with rollouts.
WAYS: dict[str, LastRoundModel | None] = {
    "base": None,
    "lever": LastRoundModel(from_seats=2),
}


def snapshot(task: GameTask) -> bytes:
    """The game (state, bots, round logs) at the start of its last round."""
    state, bots = start_task(task)
    rounds: list[dict] = []
    log_rounds(state, bots, rounds, until=ROUNDS)
    return pickle.dumps((task, state, bots, rounds))


def finish(saved: bytes, level: str, model: LastRoundModel | None) -> dict:
    """The saved game played to its end with ``level``'s bots using ``model`` for the
    last auction (None: searched with rollouts)."""
    task, state, bots, rounds = pickle.loads(saved)
    for bot in bots:
        if bot.level == level:
            bot.config = replace(bot.config, last_round=model)
    log_rounds(state, bots, rounds)
    return game_log(task, state, rounds)


def paired(base: list[dict], lever: list[dict], a: str) -> str:
    """Games turned win -> loss and loss -> win, and the mean change of the margin."""
    key = {(g["deal"], g["rotation"]): g for g in base}
    lost = gained = 0
    moves = []
    for g in lever:
        b = key[g["deal"], g["rotation"]]
        seat = g["levels"].index(a)
        was = b["levels"][b["winners"][0]] == a
        now = g["levels"][g["winners"][0]] == a
        lost += was and not now
        gained += now and not was
        moves.append(_lead(g["totals"], seat) - _lead(b["totals"], seat))
    mean = sum(moves) / len(moves) if moves else 0.0
    return f"paired: {gained} loss->win, {lost} win->loss, margin change {mean:+.1f}"


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--b", default="hard")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--games", type=int, default=24)
    p.add_argument("--seed", type=int, default=9700)
    p.add_argument("--rollouts", default="3200", help="rollouts per decision, or 'app'")
    p.add_argument("--jobs", type=int, default=1, help="processes playing games to round 12")
    p.add_argument("--expert-share", type=float, default=0.37, metavar="S")
    p.add_argument("--out", required=True, help="prefix of the two logs (.base/.lever.jsonl)")
    p.add_argument("--snapshots", help="keep the saved games in this folder")
    p.add_argument("--from-snapshots", help="finish the saved games of this folder")
    args = p.parse_args()
    if not 0 < args.expert_share <= 1:
        p.error(f"the expert's share must be in (0, 1], not {args.expert_share:g}")
    if args.jobs < 1:
        p.error(f"--jobs must be at least 1, not {args.jobs}")
    seats = ["expert"] + [args.b] * (args.players - 1)
    search.EXPERT = replace(search.EXPERT, last_round=None)
    if args.rollouts == "app":
        budgets = app_budgets("score5", seats)
        think = None
        print(f"app budgets: {budgets}", flush=True)
    else:
        try:
            think = int(args.rollouts)
        except ValueError:
            p.error(f"--rollouts is a number or 'app', not {args.rollouts!r}")
        budgets = None
        search.EXPERT = replace(search.EXPERT, share=args.expert_share)
        print(
            f"expert share {args.expert_share:g}: "
            f"{search.EXPERT.rollouts_of(think)} of {think} rollouts",
            flush=True,
        )
    if args.from_snapshots:
        saves = [f.read_bytes() for f in sorted(Path(args.from_snapshots).glob("*.pickle"))]
    else:
        tasks = tasks_for(seats, args.games, args.seed, think, "score5", budgets)
        # Forked workers inherit the expert without its last round (set above).
        pool = multiprocessing.get_context("fork").Pool(args.jobs) if args.jobs > 1 else None
        with pool or contextlib.nullcontext():
            played = pool.imap(snapshot, tasks) if pool else map(snapshot, tasks)
            saves = []
            for task, saved in zip(tasks, played, strict=True):
                saves.append(saved)
                if args.snapshots:
                    folder = Path(args.snapshots)
                    folder.mkdir(parents=True, exist_ok=True)
                    (folder / f"{task.deal_seed}-{task.rotation}.pickle").write_bytes(saved)
                print(f"deal {task.deal_seed} rotation {task.rotation} saved", flush=True)
    logs: dict[str, list[dict]] = {}
    for name, model in WAYS.items():
        games = [finish(saved, "expert", model) for saved in saves]
        logs[name] = games
        with open(f"{args.out}.{name}.jsonl", "w", encoding="utf-8") as f:
            for g in games:
                f.write(json.dumps(g) + "\n")
        print(f"== {name}")
        print(summarise(games, "expert"))
    print(paired(logs["base"], logs["lever"], "expert"))
    wins = sum(1 for g in logs["lever"] if g["levels"][g["winners"][0]] == "expert")
    low, high = wilson_interval(wins, len(logs["lever"]))
    print(f"lever: {wins} of {len(logs['lever'])} [{low:.1%}-{high:.1%}]")


if __name__ == "__main__":
    main()
