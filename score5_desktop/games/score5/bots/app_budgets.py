"""Rollouts per decision that each SCORE 5 searching level's app time buys, per seat count.

The app gives the expert 0.8 s and hard 0.2 s a decision (``SearchLevel.seconds``), and a
tournament at fixed work (``--rollouts R``) gives the expert R and hard a quarter of R
(``SearchLevel.share``). The two agreed while both levels played the same rollouts. Since
the expert's rollouts play the ``normal`` rule for every seat, each costs it more than
hard's light ones, and more at more seats: in its 0.8 s the expert plays about 3 times
hard's rollouts at two seats and about 2 times at four and five, not 4 times. ``score5
ladder`` / ``score5 arena`` with ``--rollouts app`` play these figures, so a step is
measured at the ratio a player meets, still as fixed work (independent of the load when
it runs).

Measured with ``tools/s5_app_budget.py --players 2 3 4 5 --positions 30`` (its defaults:
medians over 30 bid and adjustment positions of games between ``normal`` bots from seed
500, each level deciding on its app time, instinct off), which prints them in this
module's form. Session 13, after the expert's rollouts were made about 1.3 times cheaper
(same games), 2 cores of the development machine at rest (load 0.19 at the start, every
level's decisions got 100% of a CPU): the expert plays 2.98, 2.40, 2.03 and 1.95 times
hard's rollouts at 2, 3, 4 and 5 seats. Earlier the same session, on the same positions
before that speed-up (load 0.99): 3,796 / 1,417, 2,430 / 1,062, 1,582 / 953 and
1,364 / 786 (ratios 2.68, 2.29, 1.66, 1.74); the steps below name the figures they used.
The positions matter: session 12's quiet run on other positions gave 3,345 / 1,121,
1,650 / 923 and 1,179 / 810 at 2 to 4 seats (ratios 2.98, 1.79, 1.45).

The steps below were measured (session 13, load about 5, one job each) before this
re-measurement, at session 12's figures for 2 to 4 seats and at 770 / 631 for 5 seats
(a guess scaled from a loaded run; the quiet run's ratio there is 1.74, not 1.22):

- 2 players, expert against hard, seed 9600, 24 games: 13 wins, 54.2% [35.1-72.1], not
  shown, mean margin +25.6 (at 4,000 against 1,000: 19 wins, 79.2%, shown);
- 3 players, expert against two hard, seed 9025, 30 games: 14 wins, 46.7% [30.2-63.9],
  not shown, margin -8.2 (at 4,000 against 1,000: 19 wins, 63.3%, shown);
- 2 players, the same on fresh seed 9700: 20 wins, 83.3% [64.1-93.3], shown, +89.4; both
  seeds 33 of 48, 68.8% [54.7-80.1], shown;
- 5 players, expert against four hard, seeds 9025 and 9027, 10 games each: 3 and 4 wins,
  7 of 20, 35.0% [18.1-56.7], not shown (fair share 20%);
- hard against normal, seed 9400, 24 games: 3 players 16 wins, 66.7% [46.7-82.0], shown,
  margin +25.8; 4 players 17 wins, 70.8% [50.8-85.1], shown, +28.1.

At 2,430 / 1,062 (the figures before the speed-up), 3 players, expert against two hard,
seed 9025, 30 games (load about 2, two jobs, 670 s): 20 wins, 66.7% [48.8-80.8], shown,
margin +26.7; the same deals gave 14 at 1,650 / 923. So the three-player step turns on
which positions the budgets were measured on: a larger, fixed set of positions would
settle them.

At this module's figures (the merged code, load about 2, one job each): 2 players,
seed 9600, 24 games: 20 wins, 83.3% [64.1-93.3], shown, +56.5 (13 at 3,345 / 1,121);
3 players, fresh seed 9125, 30 games: 15 wins, 50.0% [33.2-66.8], not shown by a hair,
+2.3; 4 players, fresh seed 9900 and seed 9700, 24 games each: 13 and 12 wins, 25 of 48,
52.1% [38.3-65.5], shown over the fair 25%.

On seed 9600's and 9025's deals the expert won 6 and 5 games fewer than at the ladder's
4 times; the two-player step holds over both seeds, the three-player one was not shown at
session 12's ratio. The intervals overlap, so more games would be needed to say how much of
the ladder's lead was the extra rollouts.

The expert now searches on two cores (``SearchLevel.cores``: its second shard in a helper
process, ``bots/shard_helper.py``), and at a fixed budget splits it into two shards run in
turn, so ``--rollouts app`` plays what the app plays once these figures count both cores.
They do not yet: the figures below were measured with one core taken by another job (load
1.2-2.6), so the expert's two processes got about 50% of a CPU each and the table above is
left as it was for a quiet re-measurement (``s5_app_budget.py`` prints the helpers' CPU
share too). Same tool and positions, same load, medians of 30, expert / hard:

- two shards (each about 50% of a CPU): 5,564 / 1,882, 3,004 / 1,403, 1,936 / 990 and
  1,704 / 1,008 at 2 to 5 seats;
- one shard (``--expert-cores 1``, 99-100% of the free core): 5,432 / 1,807,
  3,058 / 1,391, 2,187 / 1,098 and 2,194 / 966.

So the two shards played as many rollouts per CPU second as one at two and three seats
(1.00 and 0.97 times) and fewer at four and five (0.87 and 0.78 times) in this run; at a
fixed budget (``s5_decision_cpu.py --rollouts 2000``) two shards cost the same CPU per
rollout as one at four and five seats (1,990 against 1,947 and 1,666 against 1,657 a CPU
second), and per decision at five seats each shard took about 0.4 CPU s with near-equal
counts, so the gap is more likely the load's than the shards'. On two free cores the
expert's count should then rise by about 1.6-2 times; hard's (one core) stays.
"""

from __future__ import annotations

from score5_desktop.core.protocol import AppBudget

#: Rollouts per decision in the app's time, by seat count, then level.
APP_ROLLOUTS: dict[int, dict[str, int]] = {
    2: {"expert": 10366, "hard": 1753},
    3: {"expert": 6143, "hard": 1337},
    4: {"expert": 4319, "hard": 1049},
    5: {"expert": 3970, "hard": 994},
}


def app_budget(level: str, players: int) -> AppBudget | None:
    """``level``'s app budget at ``players`` seats, or None for a level that does not
    search (its decisions take no budget) or a bench level (its name holds its budget).
    ``ValueError`` for a seat count without figures, so a tournament never runs a level
    at a budget nobody measured."""
    if players not in APP_ROLLOUTS:
        known = ", ".join(str(n) for n in sorted(APP_ROLLOUTS))
        raise ValueError(f"no app budgets measured for {players} players (measured: {known})")
    rollouts = APP_ROLLOUTS[players].get(level)
    if rollouts is None:
        return None
    return AppBudget(playouts=rollouts, think=think_for(level, rollouts))


def think_for(level: str, rollouts: int) -> int:
    """The ``think`` (the strongest level's rollouts) under which ``level`` plays exactly
    ``rollouts``: ``make_bot`` hands every level its share of ``think``, so this is the
    inverse of ``SearchLevel.rollouts_of``, checked rather than trusted (a share whose
    inverse rounds to a neighbour would otherwise play a different budget silently)."""
    from score5_desktop.games.score5.bots.search import EXPERT, HARD

    config = {"expert": EXPERT, "hard": HARD}[level]
    think = round(rollouts / config.share)
    if config.rollouts_of(think) != rollouts:
        raise ValueError(f"{level} cannot play exactly {rollouts} rollouts at its share")
    return think
