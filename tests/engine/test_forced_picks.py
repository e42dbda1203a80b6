"""Forced picks (``engine.forced``): a pick is no decision when every remaining card
goes to the seat to pick (two players) or one card is left; the state, the seat's
observation and its live view agree on it, and taking it keeps the record contract."""

from __future__ import annotations

import random

from score5_desktop.games.score5.rules.cards import Family
from score5_desktop.games.score5.rules.deal import deal
from score5_desktop.games.score5.rules.decisions import AssignWild, Bid, Phase, Pick
from score5_desktop.games.score5.rules.forced import forced_card
from score5_desktop.games.score5.rules.observation import SeatView, observe
from score5_desktop.games.score5.rules.record import Player, dumps, loads, replay
from score5_desktop.games.score5.rules.state import GameState


def test_forced_card_rules():
    assert forced_card((1,), 0b1011) == 3  # the only picker: highest tiebreaker first
    assert forced_card((1, 2), 0b1000) == 3  # one card left
    assert forced_card((1, 2), 0b1010) is None  # a real choice
    assert forced_card((1, 1), 0b110) == 2
    assert forced_card((1,), 0) is None


def _play(players: int, seed: int) -> tuple[GameState, list[tuple[bool, int]]]:
    """A random game that takes every forced pick as the state names it; returns the
    finished state and, per pick, (forced?, cards on offer)."""
    rng = random.Random(seed)
    state = GameState(deal(players, seed))
    seen = []
    while not state.is_over:
        seat = state.to_act()[0]
        if state.phase is Phase.PICK:
            forced = state.forced_pick()
            obs = observe(state, seat)
            assert obs.forced_pick() == SeatView(state, seat).forced_pick()
            assert (forced.card if forced else None) == obs.forced_pick()
            for other in range(players):
                if other != seat:
                    assert observe(state, other).forced_pick() is None
            seen.append((forced is not None, state.pool.bit_count()))
            cards = [i for i in range(51) if state.pool >> i & 1]
            state.apply(forced or Pick(seat, rng.choice(cards)))
        elif state.phase in (Phase.BID, Phase.ADJUST):
            assert state.forced_pick() is None
            hand = state.hands[seat]
            state.apply(Bid(seat, hand & rng.getrandbits(51)))
        else:
            state.apply(AssignWild(seat, Family.GREEN))
    return state, seen


def test_every_two_player_pick_is_forced_and_recorded_in_order():
    for seed in range(5):
        state, seen = _play(2, seed)
        assert seen and all(forced for forced, _ in seen)
        text = dumps(state, [Player("A"), Player("B")])
        assert replay(loads(text)).state.result() == state.result()


def test_with_more_players_only_the_last_card_is_forced():
    for seed in range(5):
        _, seen = _play(4, seed)
        assert seen
        assert all(forced == (offered == 1) for forced, offered in seen)
