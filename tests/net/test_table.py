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


@pytest.mark.parametrize("game_id", ["score5", "five-three-five"])
def test_a_seat_back_gets_the_log_so_far_and_a_restarted_server_rebuilds_it(tmp_path, game_id):
    """A player back after quitting finds the game's log as it was: the ``state`` of a
    seat drawn at the app's table carries the public events so far, the same events
    (and numbers) the updates carried; a table read back from its folder after a
    restart rebuilds the very same log from its record."""
    from score5_desktop.net.store import TableStore

    game = registry.get(game_id)
    seats = [Seat(SeatKind.OPEN, "Seat 1"), Seat(SeatKind.OPEN, "Seat 2")]
    state = game.new_state([Player("a"), Player("b")], 5, game.check_options({}, 2))
    made = NetTable("0123456789abcdef", game, state, seats, 5, digest("invite"))
    made.take_seat("Ann")
    made.take_seat("Bob")
    made.pictures.add(0)
    assert "log" not in made.seat_state(0)  # nothing to tell before the start
    sent = [event for item in made.start() if item.seat == 1 for event in item.data["events"]]
    bots = [game.make_bot("random", seat) for seat in range(2)]
    while made.decisions < 12:
        seat, ask = next(iter(made.asked.items()))
        decision = made.state.forced(seat) or bots[seat].decide(made.state.view(seat))
        for item in made.decide(seat, ask, made.wire.encode_decision(decision)):
            if item.seat == 1:
                sent += item.data["events"]
    back = made.seat_state(0)
    assert back["log"] == sent and back["seq"] == len(sent) == sent[-1]["n"]
    assert "log" not in made.seat_state(1)  # a bot client draws no table: no log
    json.dumps(back)  # as it goes on the wire

    store = TableStore(tmp_path)
    store.save_record(made.id, made.record_text())
    store.save_table(made.id, TableStore.table_text(made))
    (again,) = store.load_all()
    again.pictures.add(0)
    again.start()
    assert again.seq == made.seq and again.seat_state(0)["log"] == sent


def test_the_app_reads_the_log_of_its_first_state_and_leaves_out_one_that_does_not_read():
    from score5_desktop.model.remote_session import RemoteSession

    made = table()
    made.pictures.add(0)
    hand0 = made.state.view(0).hand
    made.decide(0, 0, made.wire.encode_decision(Bid(0, hand0 & -hand0)))
    made.decide(1, 0, made.wire.encode_decision(Bid(1, 0)))
    back = json.loads(json.dumps(made.seat_state(0)))
    seated = {"type": "seated", "game": "score5", "seat": 0, **made.public()}
    sent: list[dict] = []
    session = RemoteSession(seated, sent.append)
    session.receive(back)
    assert session.started and len(session.past) == len(back["log"]) > 0
    assert session.past == tuple(made.wire.decode_event(item["event"]) for item in back["log"])

    broken = RemoteSession(seated, sent.append)
    broken.receive({**back, "log": [{"n": 1, "event": {"kind": "no such event"}}]})
    assert broken.started and broken.past == () and sent == []  # not asked for again
