"""The real main window, offscreen, at an online table: Game > Play online hosts a table
on the app's own server, a bot client takes the other seat, and the window plays its
seat on its own table to the end window, the game then in its History. The lobby shows
the invite and the seats; a joining window's invite dialog refuses what is no invite."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from score5_desktop.core import registry
from score5_desktop.net.client import Invite
from score5_desktop.ui.online.invites import invite_link, read_invite
from tests.net.app_seat import BotSeats
from tests.ui.app_fixtures import make_window


def play_own_seat(window: Any) -> None:
    """The person at this window decides as a random bot would (the table's controls
    are the game's own; what matters here is that the window is asked)."""
    bots: dict[str, Any] = {}

    def decide(seat: int, view: Any) -> None:
        game = window.model.game_id
        bot = bots.setdefault(game, registry.get(game).make_bot("random", 1))
        window.model.submit(bot.decide(view))

    window.model.decisionRequested.connect(decide)


@pytest.mark.parametrize(
    ("game_id", "options"), [("score5", {}), ("five-three-five", {"target": 10})]
)
def test_a_window_hosts_a_table_and_plays_it_to_the_end(
    qtbot, tmp_path, monkeypatch, game_id, options
):
    window = make_window(qtbot, tmp_path)
    play_own_seat(window)
    online = window.online
    assert online.host(game_id, 2, 2, [], options, "Ann", address="127.0.0.1")
    qtbot.waitUntil(
        lambda: online.lobby is not None and online.table.session is not None, timeout=5000
    )
    lobby = online.lobby
    assert lobby.isVisible()
    invite = read_invite(lobby.invite.text())
    assert invite is not None and invite.url.startswith("ws://127.0.0.1:")
    assert read_invite(lobby.link.text()) == invite
    for line in (lobby.invite, lobby.link):  # each reads whole, from its start
        assert line.minimumWidth() > line.fontMetrics().horizontalAdvance(line.text())
    assert lobby.seatLabels[1][1].text() == "Waiting for a player…"
    bots = BotSeats(invite, 1)
    bots.start()
    qtbot.waitUntil(lambda: window.endDialog.isVisible(), timeout=60000)
    bots.join()
    assert window.model.isRemote() and window.model.isOver()
    assert not lobby.isVisible()
    assert window.model.names()[0] == "Ann" and window.model.youSeat() == 0
    # Watch again: through Ann's own eyes, no other eyes offered.
    window.watchAgain()
    page = window.centralWidget().currentWidget()
    eyes = page.bar.eyesBox
    assert eyes.currentData() == 0 and not eyes.isEnabled()
    assert page.controller.viewer() == 0
    page.leave()
    # Play again: a new table to host, set up as this one (your seat first, named).
    from score5_desktop.ui.windows.new_game_dialog import NewGameDialog

    seen: list[Any] = []

    def look(dialog: NewGameDialog) -> int:
        seen.append((dialog.gameId(), dialog.gameSetup(), dialog.names[1].isEnabled()))
        return 0

    monkeypatch.setattr(NewGameDialog, "exec", look)
    window.playAgain()
    game, setup, open_named = seen[0]
    assert game == game_id and [s.kind for s in setup.seats] == ["human", "human"]
    assert setup.seats[0].name == "Ann" and not open_named
    assert all(setup.options.get(key) == value for key, value in options.items())
    window.history.flush()
    qtbot.waitUntil(lambda: window.history.db.count_games() >= 1, timeout=5000)
    online.shutdown()
    qtbot.wait(1500)  # the table's own timers (a pick with no choice) run before it goes


def test_the_join_dialog_takes_invites_and_links_only(qtbot):
    from score5_desktop.ui.online.join_dialog import JoinDialog

    dialog = JoinDialog("Bea")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.invite.setText("not an invite")
    dialog.name.setFocus()
    dialog.accept()
    assert dialog.result() != JoinDialog.DialogCode.Accepted and dialog.problem.text()
    qtbot.waitUntil(lambda: dialog.invite.hasFocus())  # the keys go where the fix is
    assert dialog.invite.selectedText() == "not an invite"
    link = invite_link(Invite("ws://10.0.0.2:8765", "abc"))
    assert link == "score5://10.0.0.2:8765/#abc"
    dialog.invite.setText(link)
    assert str(dialog.chosenInvite()) == "ws://10.0.0.2:8765/#abc"
    dialog.name.setText("  B\u0007ea  ")
    assert dialog.chosenName() == "Bea"
    # A link a mail wrapped: the line break pasted becomes a space inside the code.
    dialog.invite.setText(" score5://10.0.0.2:8765/#ab c\n ")
    assert str(dialog.chosenInvite()) == "ws://10.0.0.2:8765/#abc"


def test_a_seat_that_drops_shows_reconnecting_and_the_host_gives_it_to_a_bot(qtbot, tmp_path):
    import asyncio
    import json
    import threading

    from websockets.asyncio.client import connect

    window = make_window(qtbot, tmp_path)
    play_own_seat(window)
    online = window.online
    assert online.host("five-three-five", 2, 2, [], {"target": 10}, "Ann", address="127.0.0.1")
    qtbot.waitUntil(
        lambda: online.lobby is not None and online.table.session is not None, timeout=5000
    )
    invite = read_invite(online.lobby.invite.text())
    assert invite is not None

    async def sit_and_leave() -> None:  # a person who joins, then loses the connection
        async with connect(invite.url) as ws:
            await ws.send(json.dumps({"type": "hello", "protocol": 1}))
            await ws.send(json.dumps({"type": "join", "invite": invite.code, "name": "Bea"}))
            while json.loads(await ws.recv())["type"] != "update":
                pass

    runner = threading.Thread(target=lambda: asyncio.run(sit_and_leave()))
    runner.start()
    runner.join(10)
    qtbot.waitUntil(lambda: window.model.isRemote(), timeout=5000)
    plate = window.table.scene.plate(1)
    qtbot.waitUntil(lambda: plate.texts()[2] == "Reconnecting…", timeout=5000)
    lobby = online.lobby
    give = lobby.giveButtons[1]
    lobby.awaySeconds.setValue(3600)
    lobby.refresh()
    assert lobby.seatLabels[1][1].text() == "Bea (reconnecting…)" and not give.isEnabled()
    online.table.away_since[1] -= 3600  # the host's time has passed
    lobby.refresh()
    assert give.isEnabled()
    give.click()
    qtbot.waitUntil(lambda: window.endDialog.isVisible(), timeout=60000)
    assert [kind for kind, _ in online.table.seats()] == ["person", "bot"]
    assert plate.texts()[2] != "Reconnecting…"
    online.shutdown()
    qtbot.wait(1500)  # the table's own timers (a pick with no choice) run before it goes


def test_a_person_the_table_waits_for_reads_choosing_and_a_left_table_shows_empty(
    qtbot, tmp_path, monkeypatch
):
    """Bea joins and stays without answering: her plate says she is choosing, never
    "Thinking…" as a bot's; the host leaves the table, which then shows empty."""
    import asyncio
    import json
    import threading

    from websockets.asyncio.client import connect

    window = make_window(qtbot, tmp_path)
    play_own_seat(window)
    online = window.online
    assert online.host("score5", 2, 2, [], {}, "Ann", address="127.0.0.1")
    qtbot.waitUntil(
        lambda: online.lobby is not None and online.table.session is not None, timeout=5000
    )
    invite = read_invite(online.lobby.invite.text())
    assert invite is not None
    done = threading.Event()

    async def sit_and_wait() -> None:  # a person who joins and does not decide yet
        async with connect(invite.url) as ws:
            await ws.send(json.dumps({"type": "hello", "protocol": 1}))
            await ws.send(json.dumps({"type": "join", "invite": invite.code, "name": "Bea"}))
            while not done.is_set():
                try:
                    await asyncio.wait_for(ws.recv(), 0.05)
                except TimeoutError:
                    pass

    runner = threading.Thread(target=lambda: asyncio.run(sit_and_wait()))
    runner.start()
    try:
        qtbot.waitUntil(lambda: window.model.isRemote(), timeout=5000)
        plate = window.table.scene.plate(1)
        qtbot.waitUntil(lambda: plate.texts()[2] == "Choosing…", timeout=5000)
        assert 1 not in window.model.thinkingSeats() and not plate._thinking
        assert online.menu.leaveAction.isEnabled()
        monkeypatch.setattr(window, "mayLeaveGame", lambda quitting=False: True)
        online.menu.leaveAction.trigger()
        assert online.table is None and not window.model.hasGame()
        assert not online.menu.leaveAction.isEnabled()
        assert window.stack.currentWidget() is window.tablePage
    finally:
        done.set()
        runner.join(10)
    online.shutdown()
    qtbot.wait(300)


def test_the_question_before_leaving_an_online_seat_speaks_of_the_seat(
    qtbot, tmp_path, monkeypatch
):
    """No autosave, no saving first: the table goes on and the seat waits for Rejoin;
    the host is told that quitting stops the table until the app comes back."""
    from PySide6.QtWidgets import QMessageBox

    window = make_window(qtbot, tmp_path)
    window.confirmLeaving = True
    monkeypatch.setattr(window.model, "isPlaying", lambda: True)
    monkeypatch.setattr(window.model, "isRemote", lambda: True)
    asked: list[tuple[str, str, list[str]]] = []

    def answer(box: QMessageBox) -> int:
        names = [b.text() for b in box.buttons()]
        asked.append((box.text(), box.informativeText(), names))
        box.buttons()[0].click()  # the leave or quit button
        return 0

    monkeypatch.setattr(QMessageBox, "exec", answer)
    assert window.mayLeaveGame()
    text, info, buttons = asked[-1]
    assert text == "Leave the online table?"
    assert "Rejoin your seat" in info and "autosave" not in info
    assert "&Leave the table" in buttons and not any("Save" in b for b in buttons)
    monkeypatch.setattr(window.online, "hosting", lambda: True)
    assert window.mayLeaveGame(quitting=True)
    text, info, _ = asked[-1]
    assert text == "Quit while you play at an online table?"
    assert "the game waits" in info and "Rejoin your seat" in info
    assert window.mayLeaveGame()
    _, info, _ = asked[-1]
    assert "until you quit" in info and "Rejoin your seat" in info


def test_seat_marks_word_only_other_people():
    from score5_desktop.ui.online.online_play import seat_marks

    kinds = ("person", "person", "bot", "person")
    present = (True, True, True, False)
    assert seat_marks(kinds, present, (0, 1, 2, 3), own=0) == {1: "choosing", 3: "away"}
    assert seat_marks(kinds, present, (), own=0) == {3: "away"}


def test_bots_of_an_online_table_are_named_in_the_players_language(qtbot):
    """The server names bots in English ("Bot 3"); the window words them as its own
    bots, the number kept; a person called so keeps the name. (Every language words
    "Bot %1" alike today: the pseudo-language shows the words are the window's.)"""
    from score5_desktop.model.remote_session import RemoteSession
    from tests.ui.i18n_helpers import interface_language

    seats = [
        {"kind": "person", "name": "Ann"},
        {"kind": "person", "name": "Bot 4"},
        {"kind": "bot", "name": "Bot 3", "level": "easy"},
    ]
    message = {"type": "seated", "game": "score5", "seat": 0, "seats": seats}
    from score5_desktop.model.text import bot_name

    with interface_language("en", pseudo=True):
        session = RemoteSession(message, lambda _: None)
        worded = bot_name(3)
    assert worded != "Bot 3"
    assert [p.name for p in session.players] == ["Ann", "Bot 4", worded]


def test_the_host_dialog_offers_no_name_for_open_seats(qtbot):
    """Hosting: the first person's seat is yours and named; the other people's seats
    are open (their names come with whoever takes them), so nothing can be typed."""
    from score5_desktop.ui.windows.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(None, registry.get("score5").bot_levels, own_name="Ann", game="score5")
    qtbot.addWidget(dialog)
    dialog.players.setValue(3)
    dialog.kinds[0].setCurrentIndex(0)
    dialog.kinds[1].setCurrentIndex(0)
    dialog.kinds[2].setCurrentIndex(1)
    assert dialog.names[1].isEnabled()  # a game at home names every seat
    dialog.setHosting(True)
    assert dialog.names[0].isEnabled() and dialog.names[0].text()
    assert not dialog.names[1].isEnabled() and dialog.names[1].text() == ""
    assert dialog.names[1].placeholderText() == "Open seat"
    # A bot is named by the table, by its seat there: shown so, nothing to type.
    assert not dialog.names[2].isEnabled() and dialog.names[2].text() == "Bot 3"
    dialog.kinds[1].setCurrentIndex(1)  # the open seat turned bot: named again
    assert [dialog.names[s].text() for s in (1, 2)] == ["Bot 2", "Bot 3"]
    dialog.kinds[2].setCurrentIndex(0)  # a bot before an open seat sits after it there
    assert dialog.names[1].text() == "Bot 3" and dialog.names[2].text() == ""


def test_a_joined_window_that_reaches_no_server_says_so(qtbot):
    """Nothing answers at the invite's address: the window says so (it said the
    connection had dropped, though there never was one), shows no empty box of seats,
    and does not ask this player to forward their port (that is the host's part)."""
    from score5_desktop.model.remote_table import RemoteTable
    from score5_desktop.net.seat_link import Status
    from score5_desktop.ui.online.lobby import LobbyDialog

    table = RemoteTable(Invite("ws://127.0.0.1:9", "abc"), "Bea")  # port 9: nobody
    lobby = LobbyDialog(table)
    qtbot.addWidget(lobby)
    table.start()
    lobby.show()
    try:
        qtbot.waitUntil(lambda: table.status is Status.RECONNECTING, timeout=5000)
        assert "answers" in lobby.status.text() and "dropped" not in lobby.status.text()
        assert not lobby.seatsBox.isVisible() and not lobby.inviteHelp.isVisible()
        assert "forward" not in lobby.inviteHelp.text()
    finally:
        table.close()


@pytest.mark.parametrize(
    ("game_id", "expected"),
    [("score5", "Waiting for Bea…"), ("five-three-five", "Bea is playing…")],
)
def test_another_person_online_is_waited_for_not_given_a_turn_to_come(
    qtbot, tmp_path, game_id, expected
):
    """Online, the other person decides now at their own screen: the bar waits for them
    (it said "Bea's turn in a moment…", the hot seat's words before a hand-over)."""
    from PySide6.QtWidgets import QLabel

    from score5_desktop.model.remote_table import RemoteTable

    window = make_window(qtbot, tmp_path)
    online = window.online
    assert online.host(game_id, 2, 2, [], {}, "Ann", address="127.0.0.1")
    qtbot.waitUntil(
        lambda: online.lobby is not None and online.table.session is not None, timeout=5000
    )
    guest = RemoteTable(read_invite(online.lobby.invite.text()), "Bea")  # never answers
    guest.start()

    def about_bea() -> list[str]:
        return [
            label.text()
            for label in window.findChildren(QLabel)
            if label.isVisible() and "Bea" in label.text() and "…" in label.text()
        ]

    try:
        if game_id == "score5":  # both bid at once: Ann bids, then waits for Bea
            from score5_desktop.games.score5.qt.table.action_bar import ActionBar
            from score5_desktop.games.score5.rules.decisions import Phase

            bar = window.findChild(ActionBar)
            qtbot.waitUntil(lambda: bar._phase is Phase.BID, timeout=10000)
            bar.confirm()
        else:  # one plays at a time: Ann plays if she leads, then Bea's turn
            play_own_seat(window)
        qtbot.waitUntil(lambda: bool(about_bea()), timeout=15000)
        assert about_bea() == [expected]
    finally:
        guest.close()
        online.shutdown()


def test_a_refused_invite_leaves_no_table_window_behind(qtbot, tmp_path):
    """No table has this invite: the player is told, and the table's window (with the
    wrong invite to copy and "The table cannot be reached any more") goes too."""
    window = make_window(qtbot, tmp_path)
    online = window.online
    assert online.host("score5", 2, 2, [], {}, "Ann", address="127.0.0.1")
    qtbot.waitUntil(
        lambda: online.lobby is not None and online.table.session is not None, timeout=5000
    )
    url = read_invite(online.lobby.invite.text()).url
    try:
        online.join(Invite(url, "not-the-code"), "Bea")
        qtbot.waitUntil(lambda: online.table is None, timeout=5000)
        assert online.lobby is None and not online.menu.tableAction.isEnabled()
        assert "No table has this invite" in window.statusBar().currentMessage()
    finally:
        online.shutdown()


def test_a_seat_given_to_a_bot_is_named_so_in_the_scores_panels(qtbot, tmp_path):
    """The plates and the end window call a seat given to a bot by the bot's name; the
    scores and known-holdings panels kept the person's name to the end."""
    from score5_desktop.games.score5.qt.table.action_bar import ActionBar
    from score5_desktop.games.score5.rules.decisions import Phase
    from score5_desktop.model.remote_table import RemoteTable

    window = make_window(qtbot, tmp_path)
    online = window.online
    assert online.host("score5", 2, 2, [], {}, "Ann", address="127.0.0.1")
    qtbot.waitUntil(
        lambda: online.lobby is not None and online.table.session is not None, timeout=5000
    )
    guest = RemoteTable(read_invite(online.lobby.invite.text()), "Bea")
    guest.start()
    panels = window.panels
    try:
        bar = window.findChild(ActionBar)
        qtbot.waitUntil(lambda: bar._phase is Phase.BID, timeout=10000)
        assert panels.scoreboard.headerData(1, Qt.Orientation.Vertical) == "Bea"
        guest.close()
        qtbot.waitUntil(lambda: not online.table.present(1), timeout=5000)
        online.table.giveToBot(1)
        bar.confirm()  # Ann bids; the bot bids: the round goes on
        qtbot.waitUntil(lambda: window.model.names()[1] != "Bea", timeout=10000)
        bot = window.model.names()[1]
        qtbot.waitUntil(
            lambda: panels.scoreboard.headerData(1, Qt.Orientation.Vertical) == bot,
            timeout=10000,
        )
        assert panels.knownModel.headerData(1, Qt.Orientation.Vertical) == bot
    finally:
        online.shutdown()
