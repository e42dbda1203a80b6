"""Every Five Three Five bot level: a legal play in any position, with typed reasons."""

from __future__ import annotations

import random
import time

import pytest

from score5_desktop.games.five_three_five.bots.levels import LEVELS, available_levels, make_bot
from score5_desktop.games.five_three_five.bots.reasons import Reason
from score5_desktop.games.five_three_five.rules.decisions import Options
from score5_desktop.games.five_three_five.rules.state import new_game


def test_every_level_exists() -> None:
    assert available_levels() == LEVELS == ("random", "easy", "normal", "hard", "expert")


def positions(players: int, seed: int, count: int, options: Options):
    """``count`` states along random games (random legal plays in between)."""
    rng = random.Random(seed)
    state = new_game(players, seed, options)
    found = 0
    while found < count:
        if state.is_over:
            seed += 1000
            state = new_game(players, seed, options)
        (seat,) = state.to_act()
        if rng.random() < 0.3:
            yield state
            found += 1
        state.apply(rng.choice(state.legal_plays(seat)))


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(
    ("players", "options"),
    [
        (2, Options()),
        (3, Options(big_deal=True, open_pass=True)),
        (4, Options()),
        (6, Options(no_limit=True)),
    ],
)
def test_a_legal_play_with_reasons(level: str, players: int, options: Options) -> None:
    bot = make_bot(level, seed=players, think=16)
    for state in positions(players, players * 7, 25, options):
        (seat,) = state.to_act()
        view = state.view(seat)
        advice = bot.advise(view)
        assert state.is_legal(advice.decision)
        assert advice.decision.seat == seat
        if level != "random":
            assert advice.reasons
            assert all(isinstance(r, Reason) for r in advice.reasons)
        assert state.is_legal(bot.decide(view))


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_search_is_reproducible_with_a_playout_budget(level: str) -> None:
    states = list(positions(4, 3, 6, Options()))
    first = [make_bot(level, seed=5, think=60).decide(s.view(s.to_act()[0])) for s in states]
    again = [make_bot(level, seed=5, think=60).decide(s.view(s.to_act()[0])) for s in states]
    assert first == again


def test_a_time_budget_is_kept() -> None:
    """On wall time the search stops before the next world would end past the budget."""
    bot = make_bot("expert", seed=1, think=0.05)
    for state in positions(6, 11, 5, Options()):
        started = time.perf_counter()
        bot.decide(state.view(state.to_act()[0]))
        assert time.perf_counter() - started < 0.5


def test_a_set_is_named_as_the_player_holds_it() -> None:
    """Issue 48: "keeps your pair 3 3 together" was said to a player holding 3 3 3, and
    "plays a whole meld" of 7 7 to one holding 7 7 7. A set a reason names has every copy
    of its value the hand holds; a whole set played is every copy."""
    from score5_desktop.games.five_three_five.bots.reasons import ReasonKind

    bot = make_bot("normal", seed=3)
    seen = 0
    for state in positions(2, 11, 200, Options()):
        (seat,) = state.to_act()
        hand = state.hand(seat)
        for reason in bot.advise(state.view(seat)).reasons:
            if reason.kind in (ReasonKind.KEEPS_SET, ReasonKind.PASS_KEEPS_SET):
                seen += 1
                assert reason.count == hand.count(reason.values[0]), (hand, reason)
            if reason.kind is ReasonKind.PLAYS_WHOLE_MELD and len(set(reason.values)) == 1:
                seen += 1
                assert len(reason.values) == hand.count(reason.values[0]), (hand, reason)
    assert seen
