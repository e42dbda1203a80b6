"""Rollouts per decision that each SCORE 5 searching level's app time buys, per seat count.

The app gives the expert 0.8 s and hard 0.2 s a decision (``SearchLevel.seconds``), and a
tournament at fixed work (``--rollouts R``) gives the expert R and hard a quarter of R
(``SearchLevel.share``). The two do not agree: the expert's rollouts play the ``normal``
rule for every seat, so each costs more than hard's light ones, and the expert searches on
two cores (``SearchLevel.cores``: a second shard in a helper process) where hard uses one.
``score5 ladder`` / ``score5 arena`` with ``--rollouts app`` play these figures instead, so
a step is measured at the ratio a player meets, still as fixed work (at a fixed budget the
expert's two shards run in turn, so the result does not depend on the load).

Measured with ``tools/s5_app_budget.py --players 2 3 4 5 --positions 30`` (medians over 30
bid and adjustment positions of games between ``normal`` bots from seed 500, each level
deciding on its app time, instinct off), which prints them in this module's form. Session
14, 2 cores at rest (load 0.33; every level's decisions got 100% of a CPU, the expert's
helper 96-98%): the expert plays 5.91, 4.59, 4.12 and 3.99 times hard's rollouts at 2, 3, 4
and 5 seats. On one core (session 13, same positions) it played 4,958 / 1,663, 2,888 /
1,203, 1,898 / 934 and 1,687 / 866 (2.98, 2.40, 2.03, 1.95 times). The positions matter:
each level's quartiles span two to four times its median.

The steps at these figures (``score5 ladder --game score5 --players N --levels hard,expert
--no-mixed --rollouts app --jobs 1``), on the deals measured at the one-core figures before:

- 2 players, expert against hard, seed 9600, 24 games: 18 wins, 75.0% [55.1-88.0], shown,
  margin +79.6 (one core: 20 wins, +56.5). With the last auction weighed exactly at two
  seats too (session 18, the same games finished from round 12): 20 wins, 83.3%
  [64.1-93.3], margin +94.8;
- 3 players, expert against two hard, seed 9125, 30 games: 16 wins, 53.3% [36.1-69.8],
  shown over the fair third, margin +17.8 (one core: 15 wins, 50.0% [33.2-66.8], +2.3).
  With the last auction weighed exactly at three seats too (session 17, the same games
  finished from round 12 by ``tools/s5_last_round_screen.py``): 20 wins, 66.7%
  [48.8-80.8], margin +32.0; fresh seed 10200, 24 games: 13 wins, 54.2% [35.1-72.1],
  margin +8.5 (10 wins, -6.5, without it). Both seeds: 33 of 54, 61.1% [47.8-73.0];
- 4 players, expert against three hard, seed 9900, 24 games: 12 wins, 50.0% [31.4-68.6],
  margin -13.1 (one core: 13 wins, +2.3); seed 9700, 24 games (session 15, 3,751 s at
  load about 4): 9 wins, 37.5% [21.2-57.3], margin -36.9 (one core: 12 wins, -7.5). Both
  seeds: 21 of 48, 43.8% [30.7-57.7], where one core had won 25 of the same 48. Fresh seed
  10100, 24 games (session 16, ``--jobs 2`` beside other runs): 10 wins, 41.7% [24.5-61.2],
  margin -32.9. All three seeds: 31 of 72, 43.1% [32.3-54.6]. Fresh seeds 10900 and 11000
  (session 23, 24 games each, ``--jobs 1``): 14 wins, 58.3% [38.8-75.5], margin -19.8, and
  16 wins, 66.7% [46.7-82.0], +7.1; 30 of 48, 62.5% [48.4-74.8]. All five seeds: 61 of
  120, 50.8% [42.0-59.6], at half only as a point estimate.

Hard's figures rose too between the two runs (by 5-12%: the machine ran faster), so the
second core's share of the difference is smaller than the expert's ratio suggests. Splitting
a fixed budget costs strength, since each shard pays its own early rounds of successive
rejects (see ``EXPERT``'s comment): the second core is worth less than twice the rollouts.
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
