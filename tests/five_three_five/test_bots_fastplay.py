"""The bots' fast rules on counts agree with the engine, play for play."""

from __future__ import annotations

import random

import pytest

from score5_desktop.games.five_three_five.bots.situation import from_view, to_fast, to_play
from score5_desktop.games.five_three_five.rules.decisions import Options
from score5_desktop.games.five_three_five.rules.state import new_game

OPTION_SETS = [
    Options(),
    Options(open_pass=True),
    Options(no_limit=True),
    Options(open_pass=True, no_limit=True, target=10),
]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("options", OPTION_SETS)
def test_fast_rules_follow_the_engine(players: int, options: Options) -> None:
    """Random games: at every decision the fast legal plays are the engine's, and after
    each play the fast deal (built from the view) stands where the engine does."""
    for seed in range(3):
        state = new_game(players, seed, options)
        rng = random.Random(seed)
        while not state.is_over:
            (seat,) = state.to_act()
            view = state.view(seat)
            sit = from_view(view)
            fast = sit.deal.legal()
            engine = state.legal_plays(seat)
            assert sorted(to_play(seat, p) for p in fast) == sorted(engine)
            choice = rng.choice(fast)
            deal = sit.deal.copy()
            deal.hands = [list(_counts(state, s)) for s in range(players)]
            deal.apply(choice)
            deal_index = view.deal
            state.apply(to_play(seat, choice))
            if state.is_over or state.view(seat).deal != deal_index:
                assert deal.out == seat
                continue
            assert deal.out == -1
            after = from_view(state.view(state.to_act()[0]))
            assert deal.turn == after.deal.turn
            assert deal.central == after.deal.central
            assert deal.owner == after.deal.owner
            assert deal.sizes == after.deal.sizes
            if not options.open_pass:
                assert deal.passed == after.deal.passed
            elif deal.central is not None:
                assert deal.passes == after.deal.passes
            assert to_fast(to_play(seat, choice)) == choice


def _counts(state, seat: int) -> tuple[int, ...]:
    return tuple(from_view(state.view(seat)).hand)
