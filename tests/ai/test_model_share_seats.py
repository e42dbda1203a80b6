"""The expert models its opponents as sensible players 70% of the time at two seats and
40% from three on: measured against hard, the 40% model lost the expert's two-player
step and won the three-player one (``search.EXPERT``'s comment)."""

from __future__ import annotations

import dataclasses

from score5_desktop.games.score5.bots.search import EXPERT
from tests.ai.conftest import sealed_bids


def test_the_expert_models_two_seats_apart():
    assert EXPERT.model_share_at(2) == 0.7
    assert EXPERT.model_share_at(3) == EXPERT.model_share_at(5) == 0.4


def test_the_search_reads_the_share_of_its_seat_count(positions):
    """At two seats the search draws with ``heads_up_share``, at three with ``model_share``:
    a level whose shares are swapped plays as the level that holds each value plainly."""
    always = dataclasses.replace(EXPERT, model_share=1.0, heads_up_share=None)
    never = dataclasses.replace(EXPERT, model_share=0.0, heads_up_share=None)
    heads_up_only = dataclasses.replace(EXPERT, model_share=0.0, heads_up_share=1.0)
    two = sealed_bids(heads_up_only, positions, 2)
    assert two == sealed_bids(always, positions, 2) and two != sealed_bids(never, positions, 2)
    three = sealed_bids(heads_up_only, positions, 3)
    assert three == sealed_bids(never, positions, 3) and three != sealed_bids(always, positions, 3)
