"""The expert's look-ahead playouts at five and six players, and where they apply."""

from __future__ import annotations

import dataclasses
import random

from score5_desktop.games.five_three_five.bots.fastplay import sample_hands
from score5_desktop.games.five_three_five.bots.rollout import (
    _best_plays,
    playout,
    playout_looking_ahead,
    policy_play,
    rewards,
)
from score5_desktop.games.five_three_five.bots.search import CROWD, EXPERT, SearchBot
from score5_desktop.games.five_three_five.bots.situation import from_view
from score5_desktop.games.five_three_five.rules.decisions import Options
from tests.five_three_five.test_bots_levels import positions


class _Steady:
    """No noise: the policy's one considered choice."""

    @staticmethod
    def random() -> float:
        return 0.5


def _worlds(players: int, seed: int, count: int):
    """Whole deals (every hand dealt) at ``count`` positions along random games."""
    rng = random.Random(seed)
    for state in positions(players, seed, count, Options()):
        sit = from_view(state.view(state.to_act()[0]))
        deal = sit.deal.copy()
        deal.hands = sample_hands(sit.unseen, deal.sizes, sit.me, sit.hand, rng)
        yield sit, deal


def test_best_plays_come_best_first_as_the_policy_ranks_them() -> None:
    for _, deal in _worlds(6, 2, 40):
        best = _best_plays(deal, 3)
        assert 1 <= len(best) <= 3
        assert len(set(best)) == len(best)
        assert set(best) <= set(deal.legal())
        assert best[0] == policy_play(deal, _Steady())  # type: ignore[arg-type]


def test_a_look_ahead_scores_the_best_of_my_next_plays() -> None:
    """At my turn the reward is the best of the policy's three best plays there, each
    played on with the same random numbers, and each branch counts as a playout."""
    branched = 0
    for sit, deal in _worlds(6, 5, 30):
        me = deal.turn
        got, cost = playout_looking_ahead(deal.copy(), random.Random(9), me, 3, *_rules(sit))
        options = _best_plays(deal, 3)
        if len(options) == 1:
            continue
        seed = random.Random(9).getrandbits(32)
        expected = []
        for play in options:
            d = deal.copy()
            d.apply(play)
            playout(d, random.Random(seed))
            expected.append(rewards(d, *_rules(sit))[me])
        assert (got, cost) == (max(expected), len(options))
        branched += 1
    assert branched >= 10


def _rules(sit):
    return sit.totals, sit.target


def test_crowd_settings_leave_fewer_players_as_they_were() -> None:
    """Below ``CROWD`` players the expert searches exactly as it would without them."""
    assert EXPERT.crowd is not None
    plain = dataclasses.replace(EXPERT, crowd=None)
    for players in (2, 4):
        assert players < CROWD
        for state in positions(players, 3, 6, Options()):
            view = state.view(state.to_act()[0])
            with_crowd = SearchBot("expert", EXPERT, seed=4, think=120).decide(view)
            without = SearchBot("expert", plain, seed=4, think=120).decide(view)
            assert with_crowd == without
