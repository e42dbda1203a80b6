"""Taking an online seat back: a joined seat's token is kept in the data folder (the
owner's alone, never in the log), so Game > Play online > Rejoin your seat takes the
same seat again after leaving it (or quitting); the end of the game forgets it."""

from __future__ import annotations

import logging
import stat

from score5_desktop.storage.online_seat import SavedSeat, forget_seat, load_seat, save_seat
from tests.net.app_seat import host_table
from tests.ui.app_fixtures import make_window


def test_a_kept_seat_is_read_back_and_refused_when_it_is_not_ours(tmp_path):
    path = tmp_path / "data" / "online_seat.json"
    assert load_seat(path) is None
    seat = SavedSeat("ws://127.0.0.1:8765", "code", "secret", "Bea")
    save_seat(path, seat)
    assert load_seat(path) == seat
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    path.write_text('{"url": "http://x", "code": "c", "token": "t", "name": "n"}')
    assert load_seat(path) is None
    path.write_text("[1, 2]")
    assert load_seat(path) is None
    forget_seat(path)
    assert not path.exists()
    forget_seat(path)  # nothing to forget: no problem


def test_a_left_seat_is_taken_back_with_its_token(qtbot, tmp_path, monkeypatch, caplog):
    caplog.set_level(logging.DEBUG)
    server, invite, _host = host_table(tmp_path / "server", "five-three-five", 2, 2, target=10)
    window = make_window(qtbot, tmp_path)
    online = window.online
    online.seatFile = tmp_path / "data" / "online_seat.json"
    try:
        online.join(invite, "Bea")
        qtbot.waitUntil(lambda: online.table.session is not None, timeout=5000)
        qtbot.waitUntil(lambda: online.seatFile.exists(), timeout=5000)
        seat = online.table.session.seat
        kept = load_seat(online.seatFile)
        assert kept is not None and kept.name == "Bea" and kept.code == invite.code
        assert kept.token not in caplog.text
        assert not online.menu.rejoinAction.isEnabled()  # the seat is being played
        online.leave()
        assert online.menu.rejoinAction.isEnabled()
        monkeypatch.setattr(window, "mayLeaveGame", lambda quitting=False: True)
        online.menu.rejoinAction.trigger()
        qtbot.waitUntil(
            lambda: online.table is not None and online.table.session is not None, timeout=5000
        )
        assert online.table.session.seat == seat
        assert online.table.session.players[seat].name == "Bea"
        assert kept.token not in caplog.text
    finally:
        online.shutdown()
        server.stop()
    qtbot.wait(200)
