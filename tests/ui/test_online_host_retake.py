"""The host takes their table back after quitting: the app's server stops with the app,
the table stays in the data folder with the host's seat (its token and the table's
host token), and Game > Play online > Rejoin your seat in a new window starts the
server again on the same port; the friend's client, still trying, gets back in on its
own and the game goes to the end for both. Real sockets on 127.0.0.1."""

from __future__ import annotations

import socket
from typing import Any
from urllib.parse import urlsplit

from score5_desktop.storage.online_seat import load_seat
from score5_desktop.ui.online.invites import read_invite
from tests.net.app_seat import BotSeats
from tests.ui.app_fixtures import make_window
from tests.ui.test_online_window import play_own_seat


def hosted(qtbot: Any, window: Any, players: int = 2) -> Any:
    """``window`` hosts a Five Three Five table of ``players``, every seat open but the
    host's; its invite once the host is seated."""
    online = window.online
    assert online.host("five-three-five", players, players, [], {"target": 10}, "Ann", "127.0.0.1")
    qtbot.waitUntil(lambda: online.table is not None and online.table.session is not None)
    qtbot.waitUntil(lambda: load_seat(online.seatFile) is not None, timeout=5000)
    invite = read_invite(online.lobby.invite.text())
    assert invite is not None
    return invite


def quit_window(qtbot: Any, window: Any) -> None:
    window.close()  # the app quits: its server stops
    assert window.online.server is None
    window.deleteLater()
    qtbot.wait(50)


def test_the_host_quits_mid_game_and_takes_the_table_back(qtbot, tmp_path):
    first = make_window(qtbot, tmp_path / "first", register=False)
    play_own_seat(first)
    invite = hosted(qtbot, first)
    kept = load_seat(first.online.seatFile)
    assert kept is not None and kept.host == first.online.table.host and kept.name == "Ann"
    assert kept.port == urlsplit(invite.url).port
    friend = BotSeats(invite, 1)
    friend.start()
    decisions: list[int] = []
    first.model.changed.connect(lambda c: decisions.append(1) if c.decision else None)
    qtbot.waitUntil(lambda: len(decisions) >= 4, timeout=20000)
    assert not first.model.isOver()
    quit_window(qtbot, first)
    assert load_seat(first.online.seatFile) == kept  # the seat to take back is still there

    second = make_window(qtbot, tmp_path / "second")
    play_own_seat(second)
    online = second.online
    assert online.menu.rejoinAction.isEnabled()
    online.menu.rejoinAction.trigger()
    qtbot.waitUntil(lambda: second.endDialog.isVisible(), timeout=60000)
    friend.join()
    assert online.server is not None and online.server.url.endswith(f":{kept.port}")
    assert online.table.host == kept.host  # the host's buttons speak for the table again
    shown = read_invite(online.lobby.invite.text())  # this computer's address, as before
    assert online.lobby.isHost and shown is not None and shown.code == invite.code
    assert urlsplit(shown.url).port == kept.port
    assert second.model.isOver() and second.model.youSeat() == 0
    assert second.model.names()[0] == "Ann"
    # The log as it was before quitting: the server rebuilt it from the table's record.
    assert len(second.model.pastEvents()) >= 4
    (result,) = friend.results
    assert isinstance(result, dict)  # the friend's game ended too
    assert friend.clients[0].reconnects >= 1 and friend.clients[0].seat == 1
    assert load_seat(online.seatFile) is None  # the game over, nothing to take back
    online.shutdown()
    qtbot.wait(300)


def test_a_host_back_before_the_start_starts_now(qtbot, tmp_path):
    """The host token comes back with the seat: Start now works after the retake."""
    first = make_window(qtbot, tmp_path / "first", register=False)
    hosted(qtbot, first)
    quit_window(qtbot, first)
    second = make_window(qtbot, tmp_path / "second")
    play_own_seat(second)
    online = second.online
    online.rejoin()
    qtbot.waitUntil(lambda: online.table.session is not None, timeout=5000)
    assert [kind for kind, _ in online.table.seats()] == ["person", "open"]
    assert online.lobby.startButton.isVisible() and online.lobby.startButton.isEnabled()
    online.lobby.startButton.click()
    qtbot.waitUntil(lambda: second.model.isRemote() and second.model.isPlaying(), timeout=10000)
    assert [kind for kind, _ in online.table.seats()] == ["person", "bot"]
    online.shutdown()
    qtbot.wait(300)


def test_a_taken_port_is_said_plainly_and_the_seat_kept(qtbot, tmp_path, monkeypatch):
    first = make_window(qtbot, tmp_path / "first", register=False)
    hosted(qtbot, first)
    port = load_seat(first.online.seatFile).port
    quit_window(qtbot, first)
    squatter = socket.socket()
    squatter.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as asyncio does
    squatter.bind(("0.0.0.0", port))  # noqa: S104 - as the app's server binds
    squatter.listen()
    try:
        second = make_window(qtbot, tmp_path / "second")
        told: list[str] = []
        monkeypatch.setattr(second, "tell", told.append)
        second.online.rejoin()
        assert second.online.table is None and second.online.server is None
        assert len(told) == 1 and f"Port {port} " in told[0] and "Rejoin your seat" in told[0]
        assert second.online.menu.rejoinAction.isEnabled()  # try again once it is free
        assert load_seat(second.online.seatFile) is not None
    finally:
        squatter.close()


def test_a_friends_window_says_its_connection_is_down_until_the_table_is_back(qtbot, tmp_path):
    """The friend's side: the host's server stops (the host quit); the friend's window
    says its connection dropped, keeps trying, and is back on its own once the server
    listens again on the same port with the same folder."""
    from score5_desktop.net.local_server import LocalServer
    from tests.net.app_seat import host_table

    server, invite, _host = host_table(tmp_path / "tables", "five-three-five", 2, 2, target=10)
    window = make_window(qtbot, tmp_path / "friend")
    online = window.online
    online.join(invite, "Bea")
    qtbot.waitUntil(lambda: online.table is not None and online.table.session is not None)
    other = BotSeats(invite, 1)
    other.start()
    qtbot.waitUntil(lambda: window.model.isRemote(), timeout=10000)
    port = urlsplit(invite.url).port
    server.stop()
    bar = window.statusBar()
    qtbot.waitUntil(lambda: "reconnecting" in bar.currentMessage(), timeout=5000)
    again = LocalServer(tmp_path / "tables")
    again.start("127.0.0.1", port)
    try:
        play_own_seat(window)  # asked again on the return: the game goes to its end
        qtbot.waitUntil(lambda: window.endDialog.isVisible(), timeout=60000)
        assert "reconnecting" not in bar.currentMessage()
        other.join()
        assert isinstance(other.results[0], dict)
    finally:
        online.shutdown()
        again.stop()
    qtbot.wait(300)


def test_a_hosts_kept_seat_holds_the_host_token_and_its_port(tmp_path):
    from score5_desktop.storage.online_seat import SavedSeat, save_seat

    path = tmp_path / "online_seat.json"
    seat = SavedSeat("ws://127.0.0.1:41234", "code", "secret", "Ann", host="host-secret")
    save_seat(path, seat)
    assert load_seat(path) == seat and seat.port == 41234
    joined = SavedSeat("ws://10.0.0.2:8765", "code", "secret", "Bea")
    save_seat(path, joined)
    assert load_seat(path) == joined and "host" not in path.read_text()
    path.write_text('{"url": "ws://x", "code": "c", "token": "t", "name": "n", "host": "h"}')
    assert load_seat(path) is None  # a host's seat with no port to serve it on again
    path.write_text('{"url": "ws://x:1", "code": "c", "token": "t", "name": "n", "host": 5}')
    assert load_seat(path) is None
