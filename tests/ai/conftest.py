"""Shared helpers for the bot tests: seeded games that stop at many kinds of decision."""

from __future__ import annotations

import random

import pytest

from score5_desktop.games.score5.bots.levels import make_bot
from score5_desktop.games.score5.bots.search import SearchBot, SearchLevel
from score5_desktop.games.score5.rules.deal import deal
from score5_desktop.games.score5.rules.decisions import Options, Phase
from score5_desktop.games.score5.rules.observation import Observation, observe
from score5_desktop.games.score5.rules.state import GameState


def sample_positions(players: int, seed: int, every: int = 1) -> list[tuple[GameState, int]]:
    """(state copy, seat to act) at decisions of a game played by normal and random bots."""
    rng = random.Random(seed)
    options = Options(max_adjust_rounds=rng.choice((0, 1, 2, 3)))
    state = GameState(deal(players, seed, options))
    bots = [make_bot(rng.choice(("normal", "random")), seed * 7 + s) for s in range(players)]
    found = []
    k = 0
    while not state.is_over:
        for seat in state.to_act():
            if k % every == 0:
                found.append((state.copy(), seat))
            k += 1
            state.apply(bots[seat].decide(observe(state, seat)))
    return found


@pytest.fixture(scope="session")
def positions() -> list[tuple[GameState, int]]:
    out = []
    for seed in range(12):
        out.extend(sample_positions(2 + seed % 4, seed, every=3))
    return out


def obs_of(state: GameState, seat: int) -> Observation:
    return observe(state, seat)


def sealed_bids(config: SearchLevel, positions, players: int) -> list:
    """The decisions of a searching bot with ``config`` (30 rollouts, seed 11) on the
    sealed bids of ``players``-seat games among ``positions``: what tests compare to see
    whether a setting changes play at a seat count."""
    found = []
    for state, seat in positions:
        obs = observe(state, seat)
        if obs.players == players and obs.phase is Phase.BID:
            found.append(SearchBot("expert", config, 11, 30).decide(obs))
    return found
