"""Whole games of both games between the server and bot clients over real sockets, at
2 and at the most seats; every frame each client receives is recorded and checked
against the deal: no other seat's hidden cards, no undealt card, ever."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

from score5_desktop.cli.main import main
from score5_desktop.core import registry
from score5_desktop.core.protocol import Game, State
from score5_desktop.games.five_three_five.rules.cards import encode as f35_code
from score5_desktop.model.session import Session
from tests.net.helpers import Running, clients, create, run

CASES = [
    ("score5", 2, 2, {}),
    ("score5", 5, 4, {}),  # one seat a bot of the server's
    ("five-three-five", 2, 2, {"target": 10}),
    ("five-three-five", 6, 5, {"target": 10}),
]


def scalars(value: Any) -> tuple[set[int], set[str], list[list[Any]]]:
    """Every whole number, every text and every list inside a decoded frame."""
    ints: set[int] = set()
    texts: set[str] = set()
    lists: list[list[Any]] = []
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, bool):
            continue
        if isinstance(item, int):
            ints.add(item)
        elif isinstance(item, str):
            texts.add(item)
        elif isinstance(item, list):
            lists.append(item)
            stack.extend(item)
        elif isinstance(item, dict):
            stack.extend(item.values())
    return ints, texts, lists


def secrets_of(game: Game, state: Any, seat: int) -> tuple[set[int], set[str], list[list[int]]]:
    """What ``seat`` may not learn at ``state``: the others' hands (while not public)
    and the cards face down, as numbers (masks, counts codes), letters and card lists."""
    ints: set[int] = set()
    texts: set[str] = set()
    lists: list[list[int]] = []
    own = state.view(seat)
    if game.id == "score5":
        for other in range(state.players):
            if other != seat and state.hands[other] != own.known[other]:
                ints.add(state.hands[other])
                texts.add(state.setup.starting_sets[other])
        face_down = state.setup.pile[state.round + 1 :]
        if len(face_down) > 1:
            ints.add(sum(1 << index for index in face_down))
            lists.append(list(face_down))
    else:
        for other in range(state.players):
            if other != seat and len(state.hand(other)) > 3:
                ints.add(state.hands[other])
                lists.append(list(state.hand(other)))
        if len(state.undealt) > 3:
            ints.add(f35_code(state.undealt))
            lists.append(sorted(state.undealt))
    ints -= {own.hand if game.id == "score5" else own.hand_code, 0}
    return ints, texts, lists


def states_by_decisions(game: Game, record_text: str, applied: list[Any]) -> list[State]:
    """The state after each number of decisions, in the order the server applied them
    (a record keeps a simultaneous step's decisions in seat order)."""
    loaded = game.load_record(record_text)
    assert sorted(map(repr, applied)) == sorted(map(repr, loaded.decisions))
    state = loaded.start.copy()
    states = [state.copy()]
    for decision in applied:
        state.apply(decision)
        states.append(state.copy())
    return states


@pytest.mark.parametrize(("game_id", "players", "open_seats", "options"), CASES)
def test_a_whole_game_over_sockets_leaks_nothing_and_its_record_replays(
    tmp_path, capsys, monkeypatch, game_id, players, open_seats, options
):
    frames: list[list[str]] = [[] for _ in range(open_seats)]
    applied: list[Any] = []
    apply_bot = Session._apply_bot

    def logged(session: Session, seat: int, answer: Any, error: str) -> list[Any]:
        applied.append(answer)
        return apply_bot(session, seat, answer, error)

    monkeypatch.setattr(Session, "_apply_bot", logged)

    async def play() -> tuple[list[dict[str, Any]], str]:
        async with Running(tmp_path) as (server, url):
            invite = await create(url, game_id, players, open_seats, **options)
            seats = clients(invite, open_seats, frames)
            results = await asyncio.gather(*(client.play() for client in seats))
            (table,) = server.tables.values()
            return results, table.id

    results, table_id = run(play())
    game = registry.get(game_id)
    record = tmp_path / table_id / "record.json"
    states = states_by_decisions(game, record.read_text(encoding="utf-8"), applied)
    assert states[-1].is_over
    assert all(result["status"] == "finished" for result in results)
    assert main(["replay", str(record), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == results[0]

    checked = 0
    events: list[list[Any]] = []
    for received in frames:
        seat_events = []
        for frame in received:
            message = json.loads(frame)
            seat_events += message.get("events", [])
            if message.get("view") is None or message.get("over"):
                continue
            seat = message["seat"]
            state = states[message["decisions"]]
            assert game.wire.decode_view(message["view"]) == state.view(seat)
            ints, texts, lists = scalars(message)
            hidden_ints, hidden_texts, hidden_lists = secrets_of(game, state, seat)
            assert not ints & hidden_ints, (seat, message["decisions"])
            assert not texts & hidden_texts, (seat, message["decisions"])
            assert not any(hidden in lists for hidden in hidden_lists)
            checked += 1
        events.append(seat_events)
    assert checked > 40 * open_seats
    # The events are public: the same for every seat under the same number (a seat
    # that came in by a state message missed the ones before it), and none is lost.
    numbered: dict[int, Any] = {}
    for seat_events in events:
        for item in seat_events:
            assert numbered.setdefault(item["n"], item["event"]) == item["event"]
    assert sorted(numbered) == list(range(1, len(numbered) + 1))
