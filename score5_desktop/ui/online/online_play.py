"""Game > Play online: host a table (the server runs inside the app), join one, and the
window of the table (the invite, the seats). The game itself is played on the main
window's own table through its ``GameModel`` (``MainWindow.startRemoteGame``), as a
game at home is, fed by the seat's ``RemoteTable``.

Nothing here waits on the network: the server runs on its own thread
(``LocalServer``), the table is created there and its answer comes back through a
queued signal; the seat's connection lives on the ``SeatLink``'s thread. A seat
whose person is away shows "Reconnecting…" on its plate, over what the game's own
table writes there.
"""

from __future__ import annotations

import logging
from concurrent.futures import Future
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QTimer, Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QMessageBox

from score5_desktop.core import registry
from score5_desktop.model.text import arg, translate
from score5_desktop.storage.online_seat import (
    ONLINE_SEAT_FILE,
    SavedSeat,
    forget_seat,
    load_seat,
    save_seat,
)
from score5_desktop.storage.paths import AppPaths
from score5_desktop.storage.settings import GameSetup, SeatSetup

if TYPE_CHECKING:  # the network's modules load with the first table, not at start-up
    from score5_desktop.model.remote_table import RemoteTable
    from score5_desktop.net.client import Invite
    from score5_desktop.net.local_server import LocalServer
    from score5_desktop.ui.online.lobby import LobbyDialog
    from score5_desktop.ui.windows.main_window import MainWindow

logger = logging.getLogger(__name__)

# The port the app's server tries first (friends' routers forward it); any free one next.
DEFAULT_PORT = 8765


class OnlineMenu(QMenu):
    """Game > Play online, worded again when the language changes."""

    def __init__(self, parent: QObject) -> None:
        super().__init__()
        self.setObjectName("onlineMenu")
        self.hostAction = QAction(self)
        self.hostAction.setObjectName("hostAction")
        self.joinAction = QAction(self)
        self.joinAction.setObjectName("joinAction")
        self.tableAction = QAction(self)
        self.tableAction.setObjectName("onlineTableAction")
        self.tableAction.setEnabled(False)
        self.leaveAction = QAction(self)
        self.leaveAction.setObjectName("leaveTableAction")
        self.leaveAction.setEnabled(False)
        self.rejoinAction = QAction(self)
        self.rejoinAction.setObjectName("rejoinTableAction")
        self.rejoinAction.setEnabled(False)
        actions = (self.hostAction, self.joinAction, self.rejoinAction, self.tableAction)
        for action in (*actions, self.leaveAction):
            self.addAction(action)
        self.retranslateUi()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:
        #: Game menu: the submenu of online tables.
        self.setTitle(self.tr("Play on&line"))
        self.hostAction.setText(self.tr("&Host a table…"))
        self.joinAction.setText(self.tr("&Join a table…"))
        #: Game > Play online: the window of the table being played (invite, seats).
        self.tableAction.setText(self.tr("Online &table…"))
        #: Game > Play online: give up the seat of the online table being played.
        self.leaveAction.setText(self.tr("&Leave the table"))
        #: Game > Play online: take back the seat left (or held when the app quit).
        self.rejoinAction.setText(self.tr("&Rejoin your seat"))


class OnlinePlay(QObject):
    _created = Signal(object, object)  # (answer or None, problem text) from the server thread

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.menu = OnlineMenu(self)
        self.menu.hostAction.triggered.connect(lambda: self.hostDialog())
        self.menu.joinAction.triggered.connect(lambda: self.joinDialog())
        self.menu.tableAction.triggered.connect(self.showLobby)
        self.menu.leaveAction.triggered.connect(self.leaveTable)
        self.menu.rejoinAction.triggered.connect(self.rejoin)
        self.server: LocalServer | None = None
        self.table: RemoteTable | None = None
        self.lobby: LobbyDialog | None = None
        self._pending: tuple[str, str] | None = None  # (name, shown address) while creating
        self._created.connect(self._on_created)
        self._last_error = ""
        self._link_down = False  # the status bar says the seat's connection is down
        #: Where the seat to take back after quitting is kept (its token included).
        self.seatFile = AppPaths.from_environment().data_dir / ONLINE_SEAT_FILE
        self._offer_rejoin()
        window.model.changed.connect(self._later_marks)
        window.model.eventPublished.connect(self._later_marks)
        window.model.gameStarted.connect(self._later_marks)
        window.model.gameStarted.connect(self._on_game_started)

    # -- hosting ---------------------------------------------------------------------------
    def hostDialog(self, again: bool = False) -> None:
        """Choose the game, its options and the seats (people's seats are left open,
        the first one yours), then host it. ``again``: Play again at the end of an
        online game, set up as that table was (its game, options and seats)."""
        window = self.window
        if not window.mayLeaveGame():
            return
        from score5_desktop.ui.windows.new_game_dialog import NewGameDialog, player_name

        game = window.settings.last_game
        setups = dict(window.settings.game_setups)
        last = self._last_table_setup() if again else None
        if last is not None:
            game, setups[game] = last
        dialog = NewGameDialog(
            None,
            registry.get(registry.DEFAULT_GAME).bot_levels,
            window,
            own_name=window.settings.player_name,
            game=game,
            game_setups=setups,
        )
        #: The new-game dialog, opened to set up a table others join over the network.
        dialog.setWindowTitle(self.tr("Host a table"))
        dialog.setHosting(True)  # open seats: their names come with whoever takes them
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return
        game = dialog.gameId()
        setup = dialog.gameSetup()
        people = [seat for seat in setup.seats if seat.kind != "bot"]
        if not people:
            window.tell(self.tr("Leave at least one seat to a person: yours."))
            return
        name = people[0].name or window.settings.player_name or player_name(1)
        levels = [seat.level for seat in setup.seats if seat.kind == "bot"]
        self.host(game, len(setup.seats), len(people), levels, dict(setup.options), name)

    def _last_table_setup(self) -> tuple[str, GameSetup] | None:
        """The game and seats of the table last played here (your seat first among the
        people, the others open), for Play again; None if there is none."""
        table = self.table
        session = None if table is None else table.session
        if session is None:
            return None
        seats = []
        for seat, (kind, player) in enumerate(zip(session.kinds, session.players, strict=True)):
            if kind == "bot":
                seats.append(SeatSetup(player.name, "bot", player.level))
            else:
                name = player.name if seat == session.seat else ""
                seats.append(SeatSetup(name, "human"))
        own = session.seat
        seats.insert(0, seats.pop(own))  # yours is the first person's seat
        options: dict[str, Any] = {}
        if session.is_over:  # the end's record names the table's options
            try:
                options = dict(session.game.load_record(session.record_text()).options)
            except Exception:  # noqa: BLE001 - the game's defaults then
                logger.warning("the online table's record gave no options")
        try:
            return session.game.id, GameSetup(seats=tuple(seats), options=options)
        except ValueError:
            return None

    def host(
        self,
        game: str,
        players: int,
        open_seats: int,
        levels: list[Any],
        options: dict[str, Any],
        name: str,
        address: str | None = None,
    ) -> bool:
        """Start the app's server (once) and create the table on it; the seat follows
        when the server answers. ``address``: the one friends use (this computer's)."""
        from score5_desktop.net.client import request
        from score5_desktop.ui.online.invites import local_address, with_address

        if not self._ensure_server():
            return False
        assert self.server is not None
        self.leave()
        shown = with_address(self.server.url, address or local_address())
        self._pending = (name, shown)
        local = with_address(self.server.url, "127.0.0.1")
        message = {
            "type": "create",
            "game": game,
            "players": players,
            "open": open_seats,
            "bots": levels[0] if levels else registry.get(game).bot_levels[0],
            "levels": levels,
            "options": options,
        }
        future = self.server.call(request(local, message))
        future.add_done_callback(self._answered)
        return True

    def _ensure_server(self, ports: tuple[int, ...] | None = None, tell: bool = True) -> bool:
        """The app's server running, on the first of ``ports`` free (0: any; by default
        ``DEFAULT_PORT``, then any); it resumes every unfinished table of the data
        folder. ``tell``: say so when none is free."""
        from score5_desktop.net.local_server import LocalServer

        if self.server is not None and self.server.running:
            return True
        folder = AppPaths.from_environment().data_dir / "tables"
        for port in ports or (DEFAULT_PORT, 0):
            server = LocalServer(Path(folder))
            try:
                server.start("0.0.0.0", port)  # noqa: S104 - friends on the network join
            except (OSError, TimeoutError) as problem:
                logger.warning("the table server could not listen on %s: %s", port, problem)
                server.stop()
                continue
            self.server = server
            return True
        if tell:
            self.window.tell(self.tr("The table server could not start on this computer."))
        return False

    def _answered(self, future: Future) -> None:  # on the server's thread
        try:
            self._created.emit(future.result(), "")
        except Exception as problem:  # noqa: BLE001 - told to the player
            self._created.emit(None, str(problem))

    @Slot(object, object)
    def _on_created(self, answer: dict[str, Any] | None, problem: str) -> None:
        pending, self._pending = self._pending, None
        if pending is None or self.server is None:
            return
        if answer is None:
            logger.warning("the table could not be created: %s", problem)
            self.window.tell(self.tr("The table could not be created."))
            return
        from score5_desktop.net.client import Invite
        from score5_desktop.ui.online.invites import with_address

        name, shown = pending
        code = str(answer["invite"])
        local = Invite(with_address(self.server.url, "127.0.0.1"), code)
        self._sit(local, name, host=str(answer["host"]), shown=Invite(shown, code))

    # -- joining ---------------------------------------------------------------------------
    def joinDialog(self, invite: str = "") -> None:
        """Paste the invite, choose a name, take a free seat."""
        window = self.window
        if not window.mayLeaveGame():
            return
        from score5_desktop.ui.online.join_dialog import JoinDialog
        from score5_desktop.ui.windows.new_game_dialog import player_name

        dialog = JoinDialog(window.settings.player_name or player_name(1), invite, window)
        if dialog.exec() != JoinDialog.DialogCode.Accepted:
            return
        chosen = dialog.chosenInvite()
        if chosen is not None:
            self.join(chosen, dialog.chosenName())

    def join(self, invite: Invite, name: str) -> None:
        self.leave()
        self._sit(invite, name)

    def rejoin(self) -> None:
        """Game > Play online > Rejoin your seat: the seat kept when it was left (after
        quitting too), taken back with its token. A host's seat first starts the app's
        server again, on the port the friends' invite names: it resumes the table from
        the data folder, and the friends' apps, still trying, get back in on their own."""
        saved = load_seat(self.seatFile)
        if saved is None or not self.window.mayLeaveGame():
            self._offer_rejoin()
            return
        from score5_desktop.net.client import Invite
        from score5_desktop.ui.online.invites import local_address, with_address

        self.leave()
        invite, shown = Invite(saved.url, saved.code), None
        if saved.host:
            if not self._serve_again(saved):
                self._offer_rejoin()
                return
            assert self.server is not None
            invite = Invite(with_address(self.server.url, "127.0.0.1"), saved.code)
            shown = Invite(with_address(self.server.url, local_address()), saved.code)
        self._sit(invite, saved.name, host=saved.host or None, shown=shown, token=saved.token)

    def offerRejoinAtStart(self) -> bool:  # noqa: N802 - Qt naming
        """At start-up, a seat kept at an online table still being played is offered
        first (the menu alone hid it behind the new-game dialog); True if the player
        takes it back."""
        saved = load_seat(self.seatFile)
        if saved is None or self.window.quiet:
            return False
        box = QMessageBox(self.window)
        box.setObjectName("rejoinBox")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(translate("OnlinePlay", "Score 5 Desktop"))
        box.setText(
            arg(
                #: At start-up; %1 the player's name at that table, e.g. "Ann".
                translate("OnlinePlay", "You left an online game in progress, playing as %1."),
                saved.name,
            )
        )
        box.setInformativeText(
            translate(
                "OnlinePlay",
                "Your table is kept on this computer: rejoining serves it again, and your "
                "friends' apps come back to it on their own.",
            )
            if saved.host
            else translate(
                "OnlinePlay",
                "The table keeps your seat: rejoining takes it back where the game is now.",
            )
        )
        rejoin = box.addButton(
            translate("OnlinePlay", "&Rejoin your seat"), QMessageBox.ButtonRole.AcceptRole
        )
        box.addButton(translate("OnlinePlay", "&Not now"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(rejoin)
        box.exec()
        if box.clickedButton() is not rejoin:
            return False
        self.rejoin()
        return True

    def _serve_again(self, saved: SavedSeat) -> bool:
        """The app's server for a host's kept seat: the one running (it read every table
        of the data folder when it started), else started again on the kept port, the
        one the friends' invite names (another port would be one they cannot find)."""
        if self.server is not None and self.server.running:
            return True
        port = saved.port
        if port is not None and self._ensure_server((port,), tell=False):
            return True
        self.window.tell(
            arg(
                #: The host's table cannot be served again after quitting; %1 the port
                #: number (e.g. 8765) the friends' invite names.
                translate(
                    "OnlinePlay",
                    "Port %1 of this computer is in use by another program, so your table "
                    "cannot be served again: your friends' apps look for it on that port "
                    "alone. Close the other program, then choose Rejoin your seat again.",
                ),
                str(port),
            )
        )
        return False

    def _offer_rejoin(self) -> None:
        self.menu.rejoinAction.setEnabled(self.table is None and self.seatFile.exists())

    def _keep_seat(self, table: RemoteTable) -> None:
        """The seat's token kept, so the seat can be taken back after quitting; a host's
        with the table's host token (its server, which ends with the app, starts again
        on Rejoin and resumes the table from the data folder)."""
        token = table.link.token
        if table is not self.table or not token:
            return
        session = table.session
        if session is None or session.is_over:
            return
        name = session.players[session.seat].name
        kept = SavedSeat(table.invite.url, table.invite.code, token, name, table.host or "")
        if load_seat(self.seatFile) != kept:
            save_seat(self.seatFile, kept)

    def _forget_if_over(self) -> None:
        table = self.table
        if table is not None and table.session is not None and table.session.is_over:
            forget_seat(self.seatFile)

    # -- the seat --------------------------------------------------------------------------
    def _sit(
        self,
        invite: Invite,
        name: str,
        host: str | None = None,
        shown: Invite | None = None,
        token: str | None = None,
    ) -> None:
        from score5_desktop.model.remote_table import RemoteTable
        from score5_desktop.ui.online.lobby import LobbyDialog

        table = RemoteTable(invite, name, self, host=host, token=token)
        self.table = table
        table.seatsChanged.connect(lambda: self._keep_seat(table))
        table.started.connect(lambda: self._on_started(table))
        table.failed.connect(lambda text: self._on_failed(table, text))
        table.refused.connect(lambda code: setattr(self, "_last_error", code))
        table.presenceChanged.connect(self._later_marks)
        table.statusChanged.connect(lambda: self._say_status(table))
        self.lobby = LobbyDialog(table, self.window, shown or invite)
        self.menu.tableAction.setEnabled(True)
        self.menu.leaveAction.setEnabled(True)
        self.menu.rejoinAction.setEnabled(False)
        table.start()
        self.showLobby()

    def showLobby(self) -> None:
        if self.lobby is not None:
            self.lobby.show()
            self.lobby.raise_()
            self.lobby.activateWindow()

    def _on_started(self, table: RemoteTable) -> None:
        if table is not self.table:
            return
        if self.lobby is not None:
            self.lobby.hide()
        self.window.startRemoteGame(table)

    def _say_status(self, table: RemoteTable) -> None:
        """While the game is on the table, the status bar says when this seat's own
        connection is down (the host quit, say: the table waits for their return),
        until it is back; the lobby, out of sight then, says it too."""
        from score5_desktop.net.seat_link import Status

        if table is not self.table or table.session is None or not table.session.started:
            return
        bar = self.window.statusBar()
        if table.status is Status.RECONNECTING:
            if not self._link_down:
                self._link_down = True
                #: The status bar while this window's connection to its online table
                #: is down and being tried again (the same words as the table's window).
                bar.showMessage(translate("LobbyDialog", "The connection dropped: reconnecting…"))
        elif self._link_down:
            self._link_down = False
            bar.clearMessage()

    def _on_failed(self, table: RemoteTable, text: str) -> None:
        if table is not self.table:
            return
        logger.warning("the online seat ended: %s", text)
        if self._last_error in ("bad-invite", "bad-token", "replaced"):
            forget_seat(self.seatFile)  # no seat to take back any more
        self.window.tell(_failure_text(self._last_error))
        if table.session is None:
            # Refused before any seat (a wrong invite, a full table, another version):
            # there is no table here, so no window of one with its invite to copy.
            self.leave(clear=False)

    def hosting(self) -> bool:
        """The seat played here is the host's (the table's server runs in this app)."""
        return self.table is not None and self.table.host is not None

    def leaveTable(self) -> None:
        """Game > Play online > Leave the table: asked first while the game goes on."""
        if self.table is None or not self.window.mayLeaveGame():
            return
        self.leave()

    def leave(self, clear: bool = True) -> None:
        """Give up the seat's connection (the server keeps the seat). A game of it still
        on the table goes (unless quitting): the table shows empty, never the left game
        standing still."""
        table, self.table = self.table, None
        if table is not None:
            table.close()
            window = self.window
            if clear and table.model is window.model and window.model.isRemote():
                window.clearTable()
        if self.lobby is not None:
            self.lobby.hide()
            self.lobby.deleteLater()
            self.lobby = None
        self.menu.tableAction.setEnabled(False)
        self.menu.leaveAction.setEnabled(False)
        if self._link_down:
            self._link_down = False
            self.window.statusBar().clearMessage()
        self._offer_rejoin()

    def _on_game_started(self) -> None:
        """Another game took the table's place (New game, Open…): the seat is left, so
        the server sees this person gone rather than a seat that never answers."""
        table = self.table
        if table is not None and table.model is not None and not self.window.model.isRemote():
            self.leave()

    def shutdown(self) -> None:
        """Quitting: the seat's connection and the app's server end. A hosted table stays
        in the data folder, its seat kept: Rejoin your seat serves it again."""
        self.leave(clear=False)
        if self.server is not None:
            self.server.stop()
            self.server = None

    # -- "Reconnecting…" on the plates --------------------------------------------------------
    def _later_marks(self, *_: object) -> None:
        self._forget_if_over()
        # After the game's own table has written its plates for this change.
        QTimer.singleShot(0, self, self._mark_away)

    def _mark_away(self) -> None:
        table, window = self.table, self.window
        if table is None or table.session is None or table.model is not window.model:
            return  # the table on show is not this seat's (another game, a game left)
        if not window.model.isRemote() or window.model.isOver():
            return
        plate_of = getattr(window.table.scene, "plate", None)
        if plate_of is None:
            return
        marks = seat_marks(
            table.session.kinds, table.session.present, window.model.toAct(), table.session.seat
        )
        if not marks and not getattr(self, "_marked", False):
            return
        window.table.driver.refreshPlates()
        for seat, mark in marks.items():
            plate = plate_of(seat)
            name, detail, status = plate.texts()
            if mark == "away":
                #: On the plate of an online seat whose player's connection dropped.
                plate.setTexts(name, detail, translate("OnlinePlay", "Reconnecting…"))
            elif not status:  # a word of the game's own (e.g. the seat decided) stays
                #: On the plate of another person at an online table while the table
                #: waits for their decision (a bot's plate says "Thinking…" instead).
                plate.setTexts(name, detail, translate("OnlinePlay", "Choosing…"))
        self._marked = bool(marks)


def seat_marks(
    kinds: tuple[str, ...], present: tuple[bool, ...], to_act: tuple[int, ...], own: int
) -> dict[int, str]:
    """What the plates of the other people at the table say over the game's own words:
    "away" for a person whose connection dropped, "choosing" for one the table waits
    for (a bot's seat shows the game's own "Thinking…")."""
    marks: dict[int, str] = {}
    for seat, kind in enumerate(kinds):
        if kind != "person" or seat == own:
            continue
        if seat < len(present) and not present[seat]:
            marks[seat] = "away"
        elif seat in to_act:
            marks[seat] = "choosing"
    return marks


def _failure_text(code: str) -> str:
    """Why the seat cannot be played, in the player's language, from the server's code."""
    if code == "bad-invite":
        return translate(
            "OnlinePlay", "No table has this invite: the game may be over, or the host gone."
        )
    if code == "table-full":
        return translate("OnlinePlay", "Every seat of this table is taken.")
    if code == "version":
        return translate(
            "OnlinePlay",
            "The table's server speaks another version of the online protocol: the older "
            "copy of the app needs an update.",
        )
    if code == "replaced":
        return translate("OnlinePlay", "Your seat was taken back by another window.")
    if code == "bad-token":
        return translate("OnlinePlay", "Your seat at this table is no longer yours.")
    return translate("OnlinePlay", "The online table cannot be played from here.")
