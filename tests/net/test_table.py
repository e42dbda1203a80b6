"""A table's answers to decisions, without sockets: a stale or repeated answer is refused,
not applied twice; a decision for another seat or against the rules is refused and
changes nothing (never replaced by a bot's fallback, as a failing bot's would be)."""

from __future__ import annotations

import json

import pytest

from score5_desktop.core import registry
from score5_desktop.core.players import Player
from score5_desktop.games.score5.rules.decisions import Bid
from score5_desktop.net.messages import BadMessage, ErrorCode
from score5_desktop.net.table import NetTable, Seat, SeatKind, digest


def table(tokens: list[str] | None = None) -> NetTable:
    game = registry.get("score5")
    seats = [Seat(SeatKind.OPEN, "Seat 1"), Seat(SeatKind.OPEN, "Seat 2")]
    state = game.new_state([Player("a"), Player("b")], 11, {})
    made = NetTable("0123456789abcdef", game, state, seats, 11, digest("invite"))
    for name in ("Ann", "Bob"):
        seat, token = made.take_seat(name)
        if tokens is not None:
            tokens.append(token)
    made.start()
    return made


def refused(code: ErrorCode, made: NetTable, seat: int, ask: int, decision) -> None:
    before = made.record_text()
    with pytest.raises(BadMessage) as caught:
        made.decide(seat, ask, made.wire.encode_decision(decision))
    assert caught.value.code is code
    assert made.record_text() == before


def test_a_stale_or_repeated_decision_is_refused_and_not_applied_twice():
    made = table()
    assert made.asked == {0: 0, 1: 0}  # SCORE 5's sealed bids: both seats at once
    hand0 = made.state.view(0).hand
    first = Bid(0, hand0 & -hand0)
    updates = made.decide(0, 0, made.wire.encode_decision(first))
    assert [u.seat for u in updates] == [0, 1] and made.decisions == 1
    refused(ErrorCode.NOT_YOUR_TURN, made, 0, 0, first)  # sent again
    made.decide(1, 0, made.wire.encode_decision(Bid(1, 0)))
    assert made.decisions == 2
    asked = made.asked.get(0)
    assert asked == 2  # the next question quotes the decisions applied before it
    refused(ErrorCode.STALE, made, 0, 0, first)


def test_a_decision_for_another_seat_or_against_the_rules_is_refused():
    made = table()
    hand1 = made.state.view(1).hand
    refused(ErrorCode.ILLEGAL, made, 0, 0, Bid(1, hand1 & -hand1))
    not_held = made.state.view(1).hand & ~made.state.view(0).hand
    refused(ErrorCode.ILLEGAL, made, 0, 0, Bid(0, not_held & -not_held))
    with pytest.raises(BadMessage) as caught:
        made.decide(0, 0, {"type": "Bid", "seat": 0, "cards": "all"})
    assert caught.value.code is ErrorCode.BAD_MESSAGE
    assert made.asked == {0: 0, 1: 0} and made.decisions == 0


def test_an_open_seat_is_given_once_and_only_its_token_s_digest_is_kept():
    tokens: list[str] = []
    made = table(tokens)
    with pytest.raises(BadMessage) as caught:
        made.take_seat("Eve")
    assert caught.value.code is ErrorCode.TABLE_FULL
    assert len(set(tokens)) == 2 and all(len(token) >= 43 for token in tokens)  # 256 bits
    assert [seat.token for seat in made.seats] == [digest(token) for token in tokens]
    assert all(token not in json.dumps(seat.to_json()) for token in tokens for seat in made.seats)
