"""Between adjustment steps the expert weights each sampled world by how well the others'
bids in it fit the counts they just showed (``search._fit_weight``, ``SearchLevel.count_fit``)."""

from __future__ import annotations

import dataclasses

from score5_desktop.games.score5.bots import search
from score5_desktop.games.score5.bots.search import EXPERT, SearchBot, _fit_weight
from score5_desktop.games.score5.rules.decisions import Phase
from score5_desktop.games.score5.rules.observation import observe


def test_a_world_whose_bids_miss_the_shown_counts_weighs_less():
    shown = (2, 0, 3, 1)
    fits = [0b1001, 0, 0b10101, 0b1]  # seat 0 is me: my bid does not count
    assert _fit_weight(shown, fits, 0, 0.25) == 1.0
    passes_after_three = [0, 0, 0, 0b1]  # seat 2 showed three cards, bids none here
    assert _fit_weight(shown, passes_after_three, 0, 0.25) == 0.25
    two_misses = [0, 0b11, 0, 0b1]
    assert _fit_weight(shown, two_misses, 0, 0.25) == 0.25 * 0.25


def _decisions(config: search.SearchLevel, positions, phase: Phase) -> list:
    found = []
    for state, seat in positions:
        obs = observe(state, seat)
        if obs.players >= 3 and obs.phase is phase:
            found.append(SearchBot("expert", config, 5, 60).decide(obs))
    return found


def test_only_adjustment_steps_are_weighted(positions):
    """The weighting changes some decisions between adjustment steps (counts shown) and
    none at a sealed bid (no count yet): it fails if the search ignores ``count_fit``."""
    off = dataclasses.replace(EXPERT, count_fit=0.0)
    on = dataclasses.replace(EXPERT, count_fit=0.05)
    assert _decisions(on, positions, Phase.BID) == _decisions(off, positions, Phase.BID)
    assert _decisions(on, positions, Phase.ADJUST) != _decisions(off, positions, Phase.ADJUST)
