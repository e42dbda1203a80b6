"""Rollouts per decision that each SCORE 5 searching level's app time buys, per seat count.

The app gives the expert 0.8 s and hard 0.2 s a decision (``SearchLevel.seconds``), and a
tournament at fixed work (``--rollouts R``) gives the expert R and hard a quarter of R
(``SearchLevel.share``). The two do not agree: the expert's rollouts play the ``normal``
rule for every seat, so each costs more than hard's light ones, and the expert searches on
two cores (``SearchLevel.cores``: a second shard in a helper process) where hard uses one.
``score5 ladder`` / ``score5 arena`` with ``--rollouts app`` play these figures instead, so
a step is measured at the ratio a player meets, still as fixed work (at a fixed budget the
expert's two shards run in turn, so the result does not depend on the load).

The figures are medians over 30 bid and adjustment positions, each level deciding on its
app time on two cores at rest (``tools/s5_app_budget.py`` prints them in this module's
form); how they were measured and the ladder's steps at them are in
docs/bots-measurements.md.
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
