"""SCORE 5's "no bid" badge belongs to the round being played: once the winner's cards
are shared out and the other bids are back in their hands, a seat that bid nothing says
so no longer (the badge stayed under that seat after the round, the others bare)."""

from __future__ import annotations

import random

import pytest

from score5_desktop.core import registry
from score5_desktop.games.score5.qt.table.table_controller import table_picture
from score5_desktop.games.score5.rules import events as ev
from score5_desktop.games.score5.rules import table_picture as tp
from score5_desktop.games.score5.rules.deal import new_game
from score5_desktop.games.score5.rules.decisions import Options

NO_BID = "no bid"


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_no_bid_is_said_during_the_round_only(players) -> None:
    game = registry.get("score5")
    said_while_sharing = 0
    for seed in range(3):
        rng = random.Random(seed)
        state = new_game(players, seed, Options())
        bots = [game.make_bot("random", seed=seed + s) for s in range(players)]
        picture = tp.first_picture(state, state.opening_events())
        for event in state.opening_events():
            picture = tp.next_picture(picture, event, state)
        while not state.is_over:
            seat = state.to_act()[0]
            # Some seats bid nothing now and then: their fallback.
            decision = (
                state.fallback(seat) if rng.random() < 0.3 else bots[seat].decide(state.view(seat))
            )
            for event in state.apply(decision):
                picture = tp.next_picture(picture, event, state)
                badges = table_picture(picture, None).badges
                round_over = isinstance(event, ev.BidsReturned) or (
                    isinstance(event, ev.CardTaken) and not picture.pool and not any(picture.bids)
                )
                if round_over:
                    assert NO_BID not in badges, (seed, event, badges)
                elif picture.pool and NO_BID in badges:
                    said_while_sharing += 1
    assert said_while_sharing  # while the bid is shared out, a seat that bid nothing says so
