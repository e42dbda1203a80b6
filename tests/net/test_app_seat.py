"""The app's seat at an online table, headless, over real sockets on 127.0.0.1: the
in-app server, the ``RemoteTable`` feeding the window's ``GameModel``, bot clients in
the other seats. Whole games of both games at 2 seats and at the most; the picture
each event brings shows no other seat's hand until the end; a dropped connection
comes back on its own with its token; the host starts early and gives seats to bots."""

from __future__ import annotations

from typing import Any

import pytest

from score5_desktop.core import registry
from score5_desktop.model.game_model import Changes
from score5_desktop.model.session import Session
from tests.net.app_seat import BotSeats, RecordingLink, answer_with_bot, app_seat, host_table
from tests.net.test_online_games import scalars, secrets_of, states_by_decisions

CASES = [
    ("score5", 2, {}),
    ("score5", 5, {}),
    ("five-three-five", 2, {"target": 10}),
    ("five-three-five", 6, {"target": 10}),
]


def hands_seen(game_id: str, picture: Any) -> list[bool]:
    """Which seats' hands a picture holds."""
    return [hand is not None for hand in picture.hands]


@pytest.mark.parametrize(("game_id", "players", "options"), CASES)
def test_the_app_plays_a_whole_game_against_bot_clients(
    qtbot, tmp_path, monkeypatch, game_id, players, options
):
    applied: list[Any] = []
    apply_bot = Session._apply_bot

    def logged(session: Session, seat: int, answer: Any, error: str) -> list[Any]:
        if session.players[0].is_bot:  # the server's session (its seats all answer from outside)
            applied.append(answer)
        return apply_bot(session, seat, answer, error)

    monkeypatch.setattr(Session, "_apply_bot", logged)
    server, invite, _host = host_table(tmp_path, game_id, players, players, **options)
    try:
        model, table = app_seat(invite, link=RecordingLink)
        answer_with_bot(model)
        pictures: list[Any] = []
        model.eventPublished.connect(lambda event, picture: pictures.append(picture))
        model.pictureChanged.connect(pictures.append)
        ended: list[Any] = []
        model.gameOver.connect(ended.append)
        table.start()
        qtbot.waitUntil(lambda: table.session is not None, timeout=5000)
        bots = BotSeats(invite, players - 1)
        bots.start()
        qtbot.waitUntil(lambda: bool(ended), timeout=60000)
        bots.join()
        seat = table.session.seat
        assert model.isOver() and not model.isHotSeat() and model.youSeat() == seat
        assert all(isinstance(result, dict) for result in bots.results)
        # Every picture before the last shows this seat's hand and no other.
        for picture in pictures[:-1]:
            assert hands_seen(game_id, picture) == [s == seat for s in range(players)]
        assert all(hands_seen(game_id, pictures[-1]))  # the end shows every hand
        loaded = registry.get(game_id).load_record(model.recordText())
        assert loaded.state.is_over and loaded.state.outcome() == ended[0]
        frames = table.link.frames
        assert frames and [f for f in frames if f.get("type") == "error"] == []
        # No frame the app received holds another seat's hidden cards or the cards face
        # down: its views, events and pictures, checked against the deal.
        game = registry.get(game_id)
        states = states_by_decisions(game, model.recordText(), applied)
        checked = 0
        for message in frames:
            if message.get("view") is None or message.get("over"):
                continue
            state = states[message["decisions"]]
            assert game.wire.decode_view(message["view"]) == state.view(seat)
            ints, texts, lists = scalars(message)
            hidden_ints, hidden_texts, hidden_lists = secrets_of(game, state, seat)
            assert not ints & hidden_ints, message["decisions"]
            assert not texts & hidden_texts, message["decisions"]
            assert not any(hidden in lists for hidden in hidden_lists)
            checked += 1
        assert checked >= 10  # a short game of two: about a dozen frames with a view
        table.close()
    finally:
        server.stop()


def test_a_dropped_connection_comes_back_where_the_table_is(qtbot, tmp_path):
    server, invite, _host = host_table(tmp_path, "five-three-five", 2, 2, target=10)
    try:
        model, table = app_seat(invite, link=RecordingLink)
        answer_with_bot(model)
        ended: list[Any] = []
        model.gameOver.connect(ended.append)
        decisions: list[int] = []
        model.changed.connect(lambda c: decisions.append(1) if c.decision else None)
        table.start()
        qtbot.waitUntil(lambda: table.session is not None, timeout=5000)
        bots = BotSeats(invite, 1)
        bots.start()
        qtbot.waitUntil(lambda: len(decisions) >= 6, timeout=20000)
        token = table.link.token
        table.link.drop()
        qtbot.waitUntil(lambda: bool(ended), timeout=60000)
        bots.join()
        assert table.link.token == token
        assert sum(f.get("type") == "seated" for f in table.link.frames) == 2  # came back
        assert any(f.get("type") == "state" and f.get("started") for f in table.link.frames)
        assert model.isOver()
        table.close()
    finally:
        server.stop()


def test_the_host_starts_now_and_the_open_seats_go_to_bots(qtbot, tmp_path):
    server, invite, host = host_table(tmp_path, "score5", 4, 4)
    try:
        model, table = app_seat(invite, host=host)
        answer_with_bot(model)
        ended: list[Any] = []
        model.gameOver.connect(ended.append)
        seen: list[Changes] = []
        model.changed.connect(seen.append)
        table.start()
        qtbot.waitUntil(lambda: table.session is not None, timeout=5000)
        assert [kind for kind, _ in table.seats()] == ["person", "open", "open", "open"]
        table.startNow("random")
        qtbot.waitUntil(lambda: bool(ended), timeout=60000)
        assert [kind for kind, _ in table.seats()] == ["person", "bot", "bot", "bot"]
        table.close()
    finally:
        server.stop()


@pytest.mark.parametrize(
    ("game_id", "options"), [("score5", {}), ("five-three-five", {"target": 10})]
)
def test_the_hint_works_for_ones_own_seat(qtbot, tmp_path, game_id, options):
    server, invite, host = host_table(tmp_path, game_id, 2, 1, **options)
    try:
        model, table = app_seat(invite, host=host)
        asked: list[Any] = []
        model.decisionRequested.connect(lambda seat, view: asked.append(seat))
        model.eventPublished.connect(lambda *_: model.eventsConsumed())
        hints: list[Any] = []
        model.hintReady.connect(lambda seat, advice: hints.append((seat, advice)))
        table.start()
        qtbot.waitUntil(lambda: bool(asked), timeout=10000)
        assert model.requestHint()
        qtbot.waitUntil(lambda: bool(hints), timeout=20000)
        seat, advice = hints[0]
        assert seat == table.session.seat and advice is not None
        assert advice.decision.seat == seat
        assert model.submit(advice.decision)  # the server takes the hint's decision
        qtbot.waitUntil(lambda: len(asked) >= 2 or model.isOver(), timeout=10000)
        table.close()
    finally:
        server.stop()
