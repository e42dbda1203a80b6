"""Every seat view and decision of whole games survives JSON (``core.wire``), and
decoding refuses what the types do not allow."""

from __future__ import annotations

import json
import random

import pytest

from score5_desktop.core import registry
from score5_desktop.core.players import Player
from score5_desktop.core.wire import WireError


@pytest.mark.parametrize(("game_id", "players"), [("score5", 5), ("five-three-five", 6)])
def test_views_and_decisions_round_trip_over_a_whole_game(game_id, players):
    game = registry.get(game_id)
    wire = game.wire
    state = game.new_state([Player(f"p{i}") for i in range(players)], 7, {})
    bots = [game.make_bot("random", seed) for seed in range(players)]
    rng = random.Random(3)
    checked = 0
    while not state.is_over:
        seat = rng.choice(state.to_act())
        view = state.view(seat)
        text = json.dumps(wire.encode(view))
        assert wire.decode_view(json.loads(text)) == view
        decision = bots[seat].decide(view)
        sent = json.loads(json.dumps(wire.encode_decision(decision)))
        assert wire.decode_decision(sent) == decision
        for event in state.apply(decision):
            assert json.loads(json.dumps(wire.encode_tagged(event)))["type"]
        checked += 1
    assert checked > 20


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        {"type": "Bid"},
        {"type": "Bid", "seat": "0", "cards": 1},
        {"type": "Bid", "seat": True, "cards": 1},
        {"type": "Bid", "seat": 0, "cards": 1, "extra": 2},
        {"type": "AssignWild", "seat": 0, "family": "orange"},
        {"type": "GameState", "seat": 0},
        {"type": "Play", "seat": 0, "action": "lead", "cards": [1]},
    ],
)
def test_a_malformed_score5_decision_is_refused(data):
    with pytest.raises(WireError):
        registry.get("score5").wire.decode_decision(data)


def test_a_view_naming_an_unknown_deck_or_table_shape_is_refused():
    score5 = registry.get("score5")
    state = score5.new_state([Player("a"), Player("b")], 1, {})
    data = score5.wire.encode(state.view(0))
    with pytest.raises(WireError):
        score5.wire.decode_view({**data, "deck": "../../etc/passwd"})
    f35 = registry.get("five-three-five")
    state = f35.new_state([Player("a"), Player("b")], 1, {})
    data = f35.wire.encode(state.view(0))
    with pytest.raises(WireError):
        f35.wire.decode_view({**data, "table": [2, 10**9, False]})
    with pytest.raises(WireError):
        f35.wire.decode_view({**data, "history": [[0, "lead", [3]]] * 5000})
