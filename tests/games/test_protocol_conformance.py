"""Every installed game keeps the ``core.protocol`` contract the shell relies on.

Parametrised over ``registry.installed()``, so a game that joins the registry
(Five Three Five, the tests' tiny game) is held to the same checks as SCORE 5.
"""

from __future__ import annotations

import json

import pytest

from score5_desktop.core import registry
from score5_desktop.core.errors import GameError
from score5_desktop.core.players import Player
from score5_desktop.core.protocol import Bot, Game, Loaded, Outcome, State

GAMES = registry.installed()
MAX_DECISIONS = 5000  # far more than any game needs: a loop that never ends fails


def players_for(game: Game, count: int) -> tuple[Player, ...]:
    return tuple(Player(f"Seat {seat}", "bot", game.bot_levels[0]) for seat in range(count))


def play_out(game: Game, state: State, seed: int, stop_after: int | None = None) -> list:
    """Play ``state`` with the weakest bots (the fallback for every third decision),
    checking each step's promises; returns the decisions applied."""
    bots = [game.make_bot(game.bot_levels[0], seed=seed + seat) for seat in range(state.players)]
    applied = []
    while not state.is_over and (stop_after is None or len(applied) < stop_after):
        assert len(applied) < MAX_DECISIONS, "the game does not end"
        assert state.outcome() is None
        seats = state.to_act()
        assert seats, "nobody is to act in a game that is not over"
        seat = seats[0]
        assert state.is_legal(state.fallback(seat))
        forced = state.forced(seat)
        if forced is not None:
            decision = forced
        elif len(applied) % 3 == 2:
            decision = state.fallback(seat)
        else:
            decision = bots[seat].decide(state.view(seat))
        assert decision.seat == seat
        assert state.is_legal(decision)
        state.apply(decision)
        applied.append(decision)
    return applied


@pytest.fixture(params=GAMES, ids=[game.id for game in GAMES])
def game(request) -> Game:
    return request.param


def test_registry_finds_each_game_by_id_and_by_record_format(game):
    assert isinstance(game, Game)
    assert registry.get(game.id) is game
    assert registry.by_format(game.record_format) is game
    assert len({g.id for g in GAMES}) == len(GAMES)
    assert len({g.record_format for g in GAMES}) == len(GAMES)
    assert 1 <= game.min_players <= game.max_players
    assert game.bot_levels and len(set(game.bot_levels)) == len(game.bot_levels)
    assert callable(game.qt_part)


def test_options_are_completed_with_defaults_and_unknown_ones_refused(game):
    defaults = dict(game.default_options())
    for count in (game.min_players, game.max_players):
        assert dict(game.check_options({}, count)) == defaults
        assert dict(game.check_options(defaults, count)) == defaults
    with pytest.raises(ValueError):
        game.check_options({"no such option": 1}, game.min_players)
    with pytest.raises(ValueError):
        game.check_options({}, game.max_players + 1)


def test_every_level_makes_a_bot_of_that_level(game):
    for level in game.bot_levels:
        bot = game.make_bot(level, seed=1, think=50)
        assert isinstance(bot, Bot)
        assert bot.level == level
    with pytest.raises(ValueError):
        game.make_bot("no such level")


@pytest.mark.parametrize("extra", [0, 1])
def test_a_whole_game_plays_to_an_outcome(game, extra):
    count = min(game.min_players + extra, game.max_players)
    state = game.new_state(players_for(game, count), 7 + extra, game.default_options())
    assert isinstance(state, State)
    assert state.players == count
    assert isinstance(state.opening_events(), list)
    play_out(game, state, seed=3)
    outcome = state.outcome()
    assert isinstance(outcome, Outcome)
    assert len(outcome.totals) == count
    assert outcome.winners and set(outcome.winners) <= set(range(count))
    assert state.to_act() == ()


def test_a_finished_game_refuses_every_decision_and_stays_unchanged(game):
    players = players_for(game, game.min_players)
    state = game.new_state(players, 11, game.default_options())
    decisions = play_out(game, state, seed=5)
    before = game.dump_record(state, players)
    for decision in decisions[:20]:
        assert not state.is_legal(decision)
        with pytest.raises(GameError):
            state.apply(decision)
    assert game.dump_record(state, players) == before


def test_a_copy_is_independent(game):
    players = players_for(game, game.min_players)
    state = game.new_state(players, 13, game.default_options())
    play_out(game, state, seed=2, stop_after=5)
    before = game.dump_record(state, players)
    branch = state.copy()
    play_out(game, branch, seed=9)
    assert branch.is_over
    assert game.dump_record(state, players) == before


@pytest.mark.parametrize("stop_after", [0, 7, None])
def test_records_load_back_with_their_start_and_decisions(game, stop_after):
    players = players_for(game, game.max_players)
    state = game.new_state(players, 17, game.default_options())
    decisions = play_out(game, state, seed=4, stop_after=stop_after)
    text = game.dump_record(state, players)
    loaded = game.load_record(text)
    assert isinstance(loaded, Loaded)
    assert loaded.players == players
    assert dict(loaded.options) == dict(game.default_options())
    assert list(loaded.decisions) == decisions
    assert game.dump_record(loaded.state, players) == text
    # The start is a state before any decision: its own record holds none.
    start = loaded.start
    assert game.load_record(game.dump_record(start, players)).decisions == ()
    for decision in loaded.decisions:
        start.apply(decision)
    assert game.dump_record(start, players) == text


def test_a_broken_record_is_refused_with_a_game_error(game):
    for text in ("", "{", "[]", json.dumps({"format": game.record_format})):
        with pytest.raises(GameError):
            game.load_record(text)


def test_the_replay_summary_is_plain_json(game):
    players = players_for(game, game.min_players)
    state = game.new_state(players, 19, game.default_options())
    play_out(game, state, seed=6)
    summary = game.replay_summary(state, players)
    assert json.loads(json.dumps(summary)) == summary


def test_registering_a_game_twice_lists_it_once():
    from tests import shell_tiny_game

    shell_tiny_game.install()
    shell_tiny_game.install()
    assert registry.game_ids().count("tiny") == 1
