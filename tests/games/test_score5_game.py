"""SCORE 5's ``GAME``: the protocol over today's engine, with nothing a player sees changed."""

from __future__ import annotations

import json

from score5_desktop.cli.main import main
from score5_desktop.core.players import Player
from score5_desktop.games.score5.bots.levels import LEVELS
from score5_desktop.games.score5.game import GAME
from score5_desktop.games.score5.rules.deal import new_game
from score5_desktop.games.score5.rules.decisions import AssignWild, Bid, Phase, Pick
from score5_desktop.games.score5.rules.observation import observe
from score5_desktop.games.score5.rules.record import dumps

PLAYERS = (Player("Ann"), Player("Bot", "bot", "easy"), Player("Cy", "bot", "random"))


def test_the_game_describes_score5():
    assert GAME.id == "score5"
    assert GAME.record_format == "score5-record"
    assert (GAME.min_players, GAME.max_players) == (2, 5)
    assert GAME.bot_levels == LEVELS
    assert dict(GAME.default_options()) == {"max_adjust_rounds": 2}


def test_new_state_deals_as_the_engine_does():
    state = GAME.new_state(PLAYERS, 42, {"max_adjust_rounds": 1})
    same = new_game(3, 42)
    assert state.setup.starting_sets == same.setup.starting_sets
    assert state.setup.pile == same.setup.pile
    assert state.setup.options.max_adjust_rounds == 1


def test_state_members_are_the_engine_rules():
    state = new_game(3, 8)
    assert state.view(1) == observe(state, 1)
    assert state.fallback(0) == Bid(0, 0)
    assert state.forced(0) is None
    # Seat 0 bids one card, the others nothing: seat 0 wins and the others pick.
    while state.phase is not Phase.PICK:
        assert not state.is_over, "the game ended without a pick"
        for seat in state.to_act():
            decision = state.fallback(seat)
            if seat == 0 and state.phase is Phase.BID:
                hand = state.hands[0]
                decision = Bid(0, hand & -hand)
            state.apply(decision)
    seat = state.picker()
    expected = state.forced_pick()
    assert state.forced(seat) == expected
    assert all(state.forced(other) is None for other in range(3) if other != seat)
    pick = state.fallback(seat)
    assert isinstance(pick, Pick) and state.is_legal(pick)


def test_outcome_is_the_final_result():
    state = new_game(2, 3)
    while not state.is_over:
        seat = state.to_act()[0]
        decision = state.forced(seat) or state.fallback(seat)
        if isinstance(decision, AssignWild):
            assert state.phase is Phase.WILD
        state.apply(decision)
    result = state.result()
    assert state.outcome().totals == result.scores
    assert state.outcome().winners == (result.winner,)
    assert state.outcome().higher_wins


def test_replay_summary_is_what_score5_replay_json_prints(tmp_path, capsys):
    state = GAME.new_state(PLAYERS, 5, GAME.default_options())
    for _ in range(30):
        seat = state.to_act()[0]
        state.apply(state.forced(seat) or state.fallback(seat))
    path = tmp_path / "game.json"
    path.write_text(dumps(state, PLAYERS), encoding="utf-8")
    assert main(["replay", str(path), "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    summary = GAME.replay_summary(GAME.load_record(path.read_text()).state, PLAYERS)
    assert printed == summary
    assert set(summary) == {
        "status",
        "round",
        "scores",
        "winner",
        "scoring_cards",
        "hands",
        "to_act",
        "players",
    }
    assert summary["status"] == "in_progress" and summary["winner"] is None
    assert summary["players"] == ["Ann", "Bot", "Cy"]
    assert summary["hands"] == [list(state.deck.ids_of(h)) for h in state.hands]
