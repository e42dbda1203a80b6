"""``RemoteTable``: the app's seat at an online table, carried from the network to Qt.

The connection lives on the ``SeatLink``'s own thread; each message it receives comes
here through a queued signal, so the GUI thread never waits on the network and
never reads a socket. The first ``seated`` makes the ``RemoteSession``; once the
table has started, ``started`` asks the window to put the game on the table
(``GameModel.playRemote``) and every later message is fed to the model as steps.
``seatsChanged``, ``presenceChanged`` and ``statusChanged`` keep the waiting room
and the plates up to date; ``failed`` says the seat cannot be played from here.
"""

from __future__ import annotations

import logging
import time
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from score5_desktop.model.game_model import GameModel
from score5_desktop.model.remote_session import RemoteError, RemoteSession
from score5_desktop.net.client import Invite
from score5_desktop.net.seat_link import SeatLink, Status

logger = logging.getLogger(__name__)


class RemoteTable(QObject):
    seatsChanged = Signal()
    presenceChanged = Signal()
    statusChanged = Signal()
    started = Signal()
    """The table has started: give ``session`` to the model (``attach``)."""
    failed = Signal(str)
    """The seat cannot be played: the server's reason, in English (for the log)."""
    refused = Signal(str)
    """The server refused one message (its error code): the host's, mostly."""
    _received = Signal(object)
    _status = Signal(str, str)

    def __init__(
        self,
        invite: Invite,
        name: str,
        parent: QObject | None = None,
        *,
        host: str | None = None,
        token: str | None = None,
        link: type[SeatLink] = SeatLink,
    ) -> None:
        super().__init__(parent)
        self.invite = invite
        self.host = host  # the host's token: this seat may start and give seats to bots
        self.session: RemoteSession | None = None
        self.model: GameModel | None = None
        self.status = Status.CONNECTING
        self.problem = ""
        self.away_since: dict[int, float] = {}  # seat -> when its person went away
        self._received.connect(self._on_message)
        self._status.connect(self._on_status)
        self.link = link(
            invite,
            name,
            self._received.emit,
            lambda s, t: self._status.emit(str(s), t),
            token=token,
        )

    def start(self) -> None:
        self.link.start()

    def close(self) -> None:
        """Close the connection (the server keeps the seat); ``model`` stays readable:
        the window asks whether its game was this seat's. The window waits at most a
        moment for the link's thread (it sends the close frame)."""
        self.link.close(wait=0.5)

    # -- what the waiting room and the plates read ----------------------------------------------
    def seats(self) -> list[tuple[str, str]]:
        """(kind, name) of each seat: ``open``, ``person`` or ``bot``."""
        session = self.session
        if session is None:
            return []
        return [(kind, p.name) for kind, p in zip(session.kinds, session.players, strict=True)]

    def present(self, seat: int) -> bool:
        session = self.session
        return session is None or seat >= len(session.present) or session.present[seat]

    def awayFor(self, seat: int) -> float:  # noqa: N802 - Qt naming
        """Seconds ``seat``'s person has been away (0: present)."""
        since = self.away_since.get(seat)
        return 0.0 if since is None else time.monotonic() - since

    # -- the host's messages ----------------------------------------------------------------------
    def startNow(self, level: str | None = None) -> None:  # noqa: N802
        if self.host is not None:
            self.link.send({"type": "start", "host": self.host, "level": level})

    def giveToBot(self, seat: int, level: str | None = None) -> None:  # noqa: N802
        if self.host is not None:
            self.link.send({"type": "give-seat", "host": self.host, "seat": seat, "level": level})

    # -- from the link's thread (queued) ------------------------------------------------------
    def attach(self, model: GameModel) -> None:
        """Play the table on ``model`` (once it has started)."""
        assert self.session is not None and self.session.started
        self.model = model
        model.playRemote(self.session)

    @Slot(object)
    def _on_message(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "error":
            self.refused.emit(str(message.get("code", "")))
        if self.session is None:
            if kind != "seated":
                return
            try:
                self.session = RemoteSession(message, self.link.send)
            except RemoteError as problem:
                self.link.close()
                self.failed.emit(str(problem))
                return
            self.seatsChanged.emit()
            return
        if kind == "seated":
            self.session.set_seats(message.get("seats"))
            self.seatsChanged.emit()
            return
        was_started = self.session.started
        steps = self.session.receive(message)
        if kind == "seats":
            self.seatsChanged.emit()
        elif kind == "presence":
            now = time.monotonic()
            for seat, here in enumerate(self.session.present):
                if here:
                    self.away_since.pop(seat, None)
                else:
                    self.away_since.setdefault(seat, now)
            self.presenceChanged.emit()
        if self.model is not None:
            self.model.feedRemote(self.session, steps)  # nothing once it plays another game
        elif self.session.started and not was_started:
            self.started.emit()

    @Slot(str, str)
    def _on_status(self, status: str, text: str) -> None:
        self.status = Status(status)
        if self.status is Status.FAILED:
            self.problem = text
            logger.warning("online seat: %s", text)
            self.failed.emit(text)
        self.statusChanged.emit()
