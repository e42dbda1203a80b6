"""Five Three Five through the game protocol, as the shell drives it."""

from __future__ import annotations

import pytest

from score5_desktop.core import registry
from score5_desktop.core.errors import IllegalDecision, RecordError
from score5_desktop.core.players import Player
from score5_desktop.core.protocol import Game, State
from score5_desktop.games.five_three_five.game import GAME
from score5_desktop.games.five_three_five.rules import events as ev
from score5_desktop.games.five_three_five.rules.decisions import Action, Play

PLAYERS = [Player("Léa"), Player("Bot 2", "bot", "random"), Player("Bot 3", "bot", "random")]


def test_the_registry_finds_the_game_by_id_and_by_record_format():
    assert registry.get("five-three-five") is GAME
    assert registry.by_format("five-three-five-record") is GAME
    assert isinstance(GAME, Game)
    assert (GAME.min_players, GAME.max_players) == (2, 6)
    assert GAME.bot_levels[0] == "random"


def test_options_have_defaults_and_are_checked():
    assert GAME.default_options() == {
        "target": 20,
        "hands": 2,
        "big_deal": False,
        "open_pass": False,
        "no_limit": False,
    }
    assert GAME.check_options({"big_deal": True}, 3)["big_deal"] is True
    with pytest.raises(ValueError, match="three players"):
        GAME.check_options({"big_deal": True}, 4)


def test_a_game_through_the_protocol():
    state = GAME.new_state(PLAYERS, 17, GAME.check_options({"target": 10}, 3))
    assert isinstance(state, State) and state.players == 3
    (dealt,) = state.opening_events()
    assert isinstance(dealt, ev.Dealt) and dealt.hand_sizes == (13, 13, 13)
    bots = [GAME.make_bot("random", seed) for seed in range(3)]
    while not state.is_over:
        (seat,) = state.to_act()
        forced = state.forced(seat)
        decision = forced or bots[seat].decide(state.view(seat))
        assert state.is_legal(decision)
        state.apply(decision)
    outcome = state.outcome()
    assert outcome is not None and not outcome.higher_wins and max(outcome.totals) >= 10
    loaded = GAME.load_record(GAME.dump_record(state, PLAYERS))
    assert loaded.players == tuple(PLAYERS) and loaded.state.outcome() == outcome
    summary = GAME.replay_summary(loaded.state, loaded.players)
    assert summary["status"] == "finished" and summary["to_act"] is None
    assert summary["winners"] == list(outcome.winners)


def test_fallback_and_illegal_decisions():
    state = GAME.new_state(PLAYERS, 2, GAME.default_options())
    (seat,) = state.to_act()
    fallback = state.fallback(seat)
    assert fallback.action is Action.LEAD and len(fallback.cards) == 1
    with pytest.raises(IllegalDecision):
        state.apply(Play((seat + 1) % 3, Action.PASS))
    with pytest.raises(IllegalDecision):
        state.apply("lead")  # type: ignore[arg-type]
    assert not state.is_legal(object())


def test_unknown_bot_level_and_a_foreign_record():
    with pytest.raises(ValueError, match="unknown bot level"):
        GAME.make_bot("godlike")
    with pytest.raises(RecordError, match="unknown format"):
        GAME.load_record('{"format": "score5-record", "version": 1}')


def test_replay_lines_say_who_won_or_who_plays():
    state = GAME.new_state(PLAYERS, 4, GAME.default_options())
    names = [p.name for p in PLAYERS]
    (seat,) = state.to_act()
    lines = GAME.replay_lines(GAME.replay_summary(state, PLAYERS), names)
    assert lines[0] == f"In progress, deal 1; to play: {names[seat]} (seat {seat})."
    assert lines[1] == "  seat 0 Léa: 0 points, 13 cards in hand"
    bots = [GAME.make_bot("random", s) for s in range(3)]
    while not state.is_over:
        (seat,) = state.to_act()
        state.apply(bots[seat].decide(state.view(seat)))
    lines = GAME.replay_lines(GAME.replay_summary(state, PLAYERS), names)
    assert lines[0].startswith("Finished after deal") and "Winner: " in lines[0]


def test_malformed_plays_are_illegal_not_crashes():
    state = GAME.new_state(PLAYERS, 2, GAME.default_options())
    (seat,) = state.to_act()
    for play in [Play(seat, Action.LEAD, [3]), Play(seat, "lead", (3,)), Play(seat, Action.LEAD)]:
        assert not state.is_legal(play)
        with pytest.raises(IllegalDecision):
            state.apply(play)
