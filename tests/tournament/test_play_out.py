"""SCORE 5's own fast loop (``core.protocol.PlaysOut``) plays exactly the game the
protocol's loop plays: the same records and outcomes, seed for seed."""

from __future__ import annotations

import pytest

from score5_desktop.core import registry
from score5_desktop.core.players import Player
from score5_desktop.core.protocol import PlaysOut
from score5_desktop.tournament.match import play_game, play_out
from tests import shell_tiny_game


@pytest.mark.parametrize(
    "levels",
    [
        ("random",) * 2,
        ("random", "easy", "normal"),
        ("easy", "random", "normal", "easy"),
        ("random",) * 5,
    ],  # fmt: skip
)
def test_score5_play_out_makes_the_decisions_of_the_protocol_loop(levels):
    game = registry.get("score5")
    assert isinstance(game, PlaysOut)
    players = [Player(f"P{seat}", "bot", level) for seat, level in enumerate(levels)]
    options = game.check_options({}, len(players))
    slow_bots = [game.make_bot(level, 7 + seat) for seat, level in enumerate(levels)]
    fast_bots = [game.make_bot(level, 7 + seat) for seat, level in enumerate(levels)]
    for seed in range(12):
        slow = game.new_state(players, seed, options)
        outcome = play_game(slow, slow_bots)
        fast, fast_outcome = play_out(game, game.new_state(players, seed, options), fast_bots)
        assert fast_outcome == outcome
        assert game.dump_record(fast, players) == game.dump_record(slow, players)


def test_play_out_starts_only_from_a_new_game():
    game = registry.get("score5")
    players = [Player("A", "bot", "random"), Player("B", "bot", "random")]
    state = game.new_state(players, 3, game.check_options({}, 2))
    bots = [game.make_bot("random", seat) for seat in range(2)]
    state.apply(bots[0].decide(state.view(0)))
    with pytest.raises(ValueError, match="new game"):
        game.play_out(state, bots)


def test_a_game_without_the_hook_is_played_by_the_protocol_loop():
    game = shell_tiny_game.install()
    players = [Player("A", "bot", "high"), Player("B", "bot", "random")]
    state = game.new_state(players, 5, {})
    finished, outcome = play_out(game, state, [game.make_bot("high"), game.make_bot("random", 1)])
    assert finished is state and state.is_over and outcome == state.outcome()
