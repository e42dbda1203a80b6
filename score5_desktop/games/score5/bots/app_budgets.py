"""Rollouts per decision that each SCORE 5 searching level's app time buys, per seat count.

The app gives the expert 0.8 s and hard 0.2 s a decision (``SearchLevel.seconds``), and a
tournament at fixed work (``--rollouts R``) gives the expert R and hard a quarter of R
(``SearchLevel.share``). The two agreed while both levels played the same rollouts. Since
the expert's rollouts play the ``normal`` rule for every seat, each costs it more than
hard's light ones, and more at more seats: in its 0.8 s the expert plays about 3 times
hard's rollouts at two seats and about 1.2 times at five, not 4 times. ``score5 ladder`` /
``score5 arena`` with ``--rollouts app`` play these figures, so a step is measured at the
ratio a player meets, still as fixed work (independent of the load when it runs).

Measured with ``tools/s5_app_budget.py`` (medians over 30 bid and adjustment positions of
games between ``normal`` bots, each level deciding on its app time, instinct off), which
prints them in this module's form:

- 2 to 4 seats: a quiet machine (load 0.9, session 12, positions of seed 500, 2 cores of
  the shared development machine);
- 5 seats: not measured on a quiet machine. Session 13's run of 2 to 5 seats began at load
  0.3 and ended at 4.5 (other engineers' jobs started during it); its 4-seat counts were
  865.5 and 582.5 where the quiet machine gave 1,179 and 810, so its 5-seat counts (565
  and 454) are scaled by those ratios (x1.362 and x1.391). The expert plays 1.22 times
  hard's rollouts at five seats. Re-measure on a quiet machine and replace this guess.

What the ladder's steps look like at these budgets (session 13, load about 5, one job):

- 2 players, expert against hard, seed 9600, 24 games: 13 wins, 54.2% [35.1-72.1], not
  shown, mean margin +25.6 (at 4,000 against 1,000: 19 wins, 79.2%, shown);
- 3 players, expert against two hard, seed 9025, 30 games: 14 wins, 46.7% [30.2-63.9],
  not shown, margin -8.2 (at 4,000 against 1,000: 19 wins, 63.3%, shown);
- 3 players, hard against two normal, seed 9400, 24 games: 16 wins, 66.7% [46.7-82.0],
  shown, margin +25.8.

On the same deals the expert won 6 and 5 games fewer than at the ladder's 4 times: much
of the lead the ladder measured seems to come from rollouts the app does not give it.
The intervals overlap, so more games would be needed to say how much.
"""

from __future__ import annotations

from score5_desktop.core.protocol import AppBudget

#: Rollouts per decision in the app's time, by seat count, then level.
APP_ROLLOUTS: dict[int, dict[str, int]] = {
    2: {"expert": 3345, "hard": 1121},
    3: {"expert": 1650, "hard": 923},
    4: {"expert": 1179, "hard": 810},
    5: {"expert": 770, "hard": 631},
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
