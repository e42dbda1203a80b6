"""When a searching level drops its weakest candidates (successive rejects): at the seat
counts in ``SearchLevel.spread_seats``, spread over the whole budget, one at a time, never
below two; elsewhere a quarter every 8 worlds. The budget's pace is known at a fixed
budget and estimated on wall time."""

from __future__ import annotations

import math
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from score5_desktop.core import search_budget
from score5_desktop.core.search_budget import deadline_pace, rollout_pace
from score5_desktop.games.score5.bots.bids import BidMenu
from score5_desktop.games.score5.bots.search import (
    EXPERT,
    HARD,
    SPREAD_FIRST,
    SearchBot,
    _spread_prune,
)
from score5_desktop.games.score5.bots.tables import tables_for
from score5_desktop.games.score5.rules.decisions import Phase
from score5_desktop.games.score5.rules.observation import observe
from tests.script_modules import load_script


def _bid_position(positions, bot: SearchBot):
    """A sealed bid or adjustment (rounds 2-11) with at least four candidates, and them."""
    for state, seat in positions:
        obs = observe(state, seat)
        if obs.phase in (Phase.BID, Phase.ADJUST) and 2 <= obs.round < 12:
            t = tables_for(obs.deck)
            cands = bot._candidates(t, obs, BidMenu(t, obs.hand))
            if len(cands) >= 4:
                return obs, cands
    raise AssertionError("no position with a choice of bids")


def _run(size: int, budget: int, sums: list[float]) -> tuple[list[int], list[int], int]:
    """Worlds played as a shard plays them (every alive candidate once per world) until
    ``budget`` rollouts: the order candidates were dropped, the world count at each
    drop, and the rollouts spent while more than two were alive."""
    alive = list(range(size))
    dropped: list[int] = []
    at: list[int] = []
    done = count = before_two = 0
    while done < budget:
        done += len(alive)
        if len(alive) > 2:
            before_two = done
        count += 1
        kept = _spread_prune(alive, sums, count, size, float(budget))
        for c in alive:
            if c not in kept:
                dropped.append(c)
                at.append(count)
        alive = kept
    return dropped, at, before_two


@given(st.integers(3, 20), st.integers(200, 40_000), st.randoms(use_true_random=False))
def test_spread_rejects_one_at_a_time_worst_first_and_keeps_two(size, budget, rng):
    sums = [rng.random() for _ in range(size)]
    dropped, at, _ = _run(size, budget, sums)
    assert len(dropped) <= size - 2  # never below two
    assert at == sorted(set(at))  # one a world at most
    assert not at or at[0] >= SPREAD_FIRST  # every candidate has a fair look first
    # The worst first: each dropped candidate was the worst of those alive then (the
    # sums do not change here, so they go in ascending order of their sums).
    assert [sums[c] for c in dropped] == sorted(sums)[: len(dropped)]


@given(st.integers(3, 20), st.integers(50, 400))
def test_a_big_budget_is_spread_and_its_last_two_share_a_fair_part(size, per_candidate):
    """With a budget of many worlds per candidate, every rejection happens before the
    budget runs out, the first only after each candidate had its share of the first
    phase, and the last two share what is left: about a third of a phase's unit,
    ``(budget - size) / (3 * logbar)``, as the phases' sum says."""
    budget = size * per_candidate
    sums = [float(c) for c in range(size)]
    dropped, at, before_two = _run(size, budget, sums)
    assert len(dropped) == size - 2
    logbar = 0.5 + sum(1 / i for i in range(2, size + 1))
    first = (budget - size) / (logbar * size)
    assert at[0] == max(SPREAD_FIRST, math.ceil(first))
    assert budget - before_two >= 0.8 * (budget - size) / (3 * logbar)


def test_quarters_reject_as_before():
    """Outside ``spread_seats`` the old schedule: the worst quarter every 8 worlds from
    the 16th, whatever the budget."""
    bot = SearchBot("hard", HARD, 1, 100)
    sums = [float(c) for c in range(8)]
    pace = rollout_pace(100)
    assert bot._reject(list(range(8)), sums, 15, 8, False, pace, 0) == list(range(8))
    assert bot._reject(list(range(8)), sums, 16, 8, False, pace, 0) == list(range(2, 8))
    big = rollout_pace(10_000)  # spread over a big budget, the first phase is longer
    assert bot._reject(list(range(8)), sums, 16, 8, True, big, 0) == list(range(8))
    assert bot._reject(list(range(8)), sums, 16, 8, False, big, 0) == list(range(2, 8))


def test_the_expert_spreads_its_rejects_from_four_seats_and_hard_never():
    assert EXPERT.spread_seats == (4, 5) and not HARD.spread_seats
    assert not any(EXPERT.spreads_at(n) for n in (2, 3))
    assert EXPERT.spreads_at(4) and EXPERT.spreads_at(5)


def test_a_fixed_budget_paces_exactly_and_wall_time_by_the_time_spent(monkeypatch):
    assert rollout_pace(500)(0) == rollout_pace(500)(499) == 500.0
    now = [100.0]
    monkeypatch.setattr(search_budget, "time", SimpleNamespace(perf_counter=lambda: now[0]))
    pace = deadline_pace(101.0)  # one second from "now"
    assert pace(0) == math.inf  # nothing known yet: nothing is spread
    now[0] = 100.25
    assert pace(300) == 1200.0  # a quarter of the time gave 300
    now[0] = 101.5  # past the deadline: what was played is the whole budget
    assert pace(1800) == 1800.0


def test_a_spread_search_gives_every_candidate_its_first_phase(positions):
    """In a real bid search at a fixed budget, every candidate is played in at least the
    first phase's worlds, and the two finalists in many more."""
    everywhere = replace(EXPERT, cores=1, instinct=0.0, spread_seats=(2, 3, 4, 5))
    bot = SearchBot("expert", everywhere, 5, 3000)
    obs, cands = _bid_position(positions, bot)
    bot.decide(obs)
    (shard,) = bot.last_shards
    size = len(shard.worlds)
    assert size == len(cands)
    logbar = 0.5 + sum(1 / i for i in range(2, size + 1))
    first = max(SPREAD_FIRST, math.ceil((3000 - size) / (logbar * size)))
    assert min(shard.worlds) >= first
    assert len(shard.alive) == 2
    assert min(shard.worlds[c] for c in shard.alive) > 2 * first
    assert shard.rollouts >= 3000 and sum(shard.worlds) == shard.rollouts


def _worlds(config, obs) -> tuple[int, ...]:
    """Each candidate's worlds in a one-shard search of ``obs`` at 1,500 rollouts."""
    bot = SearchBot("expert", replace(config, cores=1, instinct=0.0), 5, 1500)
    bot.decide(obs)
    return bot.last_shards[0].worlds


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_spread_is_in_force_at_its_seat_counts_only(positions, players):
    """Two and three seats were not screened with spread rejects: there the expert
    searches as without the option; at four seats the option changes the search."""
    bot = SearchBot("expert", EXPERT, 5, 1500)
    obs, _ = _bid_position([(s, seat) for s, seat in positions if s.players == players], bot)
    shipped = _worlds(EXPERT, obs)
    quarters = _worlds(replace(EXPERT, spread_seats=()), obs)
    spread = _worlds(replace(EXPERT, spread_seats=(players,)), obs)
    assert quarters != spread  # the position tells the schedules apart
    assert shipped == (spread if players >= 4 else quarters)


def test_the_regret_tool_s_reference_plays_every_candidate_in_every_world(positions, monkeypatch):
    """``tools/s5_rejects_regret.py``: its reference rejects nothing, so each candidate's
    mean is over the same worlds and none is missing."""
    tools = Path(__file__).resolve().parents[2] / "tools"
    monkeypatch.syspath_prepend(str(tools))
    tool = load_script(tools / "s5_rejects_regret.py")
    bot = SearchBot("expert", EXPERT, 99, 300)  # the tool's seed: the same candidates
    obs, cands = _bid_position(positions, bot)
    means = tool.reference_means(replace(EXPERT, instinct=0.0), obs, 300)
    assert sorted(means) == sorted(cands)
    assert all(-1.5 <= m <= 1.6 for m in means.values())
