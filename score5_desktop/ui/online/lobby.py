"""The online table's window: the invite to pass on (copyable), the seats filling up,
and for the host the buttons that start now or give a seat to a bot.

It stays up while people join; once the table starts it steps aside (the game is on
the main window's table) and comes back from Game > Play online > Online table…,
where the host gives the seat of someone who has been away longer than the time
they set to a bot, so the game always finishes. Names are shown as plain text.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from score5_desktop.model.remote_table import RemoteTable
from score5_desktop.model.text import arg
from score5_desktop.net.client import Invite
from score5_desktop.net.seat_link import Status
from score5_desktop.ui.common.plain import plain_label
from score5_desktop.ui.common.wrapping_label import WrappingLabel
from score5_desktop.ui.online.invites import invite_link

#: The host's default wait before a seat whose person is away may go to a bot.
DEFAULT_AWAY_SECONDS = 60


class LobbyDialog(QDialog):
    def __init__(
        self, table: RemoteTable, parent: QWidget | None = None, invite: Invite | None = None
    ) -> None:
        """``invite``: the one friends use (this computer's address), when it is not the
        one the seat connects with (the host's own seat goes through 127.0.0.1)."""
        super().__init__(parent)
        invite = invite or table.invite
        self.setObjectName("onlineLobby")
        self.table = table
        self.isHost = table.host is not None
        self.inviteLabel = plain_label()
        self.invite = QLineEdit(str(invite))
        self.invite.setObjectName("inviteText")
        self.invite.setReadOnly(True)
        self.copyInvite = QPushButton()
        self.copyInvite.setObjectName("copyInvite")
        self.copyInvite.clicked.connect(lambda: self._copy(self.invite.text()))
        self.linkLabel = plain_label()
        self.link = QLineEdit(invite_link(invite))
        self.link.setObjectName("inviteLink")
        self.link.setReadOnly(True)
        self.copyLink = QPushButton()
        self.copyLink.setObjectName("copyLink")
        self.copyLink.clicked.connect(lambda: self._copy(self.link.text()))
        self.inviteHelp = WrappingLabel()
        invite_grid = QGridLayout()
        invite_grid.addWidget(self.inviteLabel, 0, 0)
        invite_grid.addWidget(self.invite, 0, 1)
        invite_grid.addWidget(self.copyInvite, 0, 2)
        invite_grid.addWidget(self.linkLabel, 1, 0)
        invite_grid.addWidget(self.link, 1, 1)
        invite_grid.addWidget(self.copyLink, 1, 2)
        invite_grid.addWidget(self.inviteHelp, 2, 0, 1, 3)
        invite_grid.setColumnStretch(1, 1)
        self.seatsBox = QGroupBox()
        self.seatGrid = QGridLayout(self.seatsBox)
        self.seatLabels: list[tuple[object, object]] = []
        self.giveButtons: list[QPushButton] = []
        self.awayLabel = plain_label()
        self.awaySeconds = QSpinBox()
        self.awaySeconds.setObjectName("awaySeconds")
        self.awaySeconds.setRange(5, 3600)
        self.awaySeconds.setValue(DEFAULT_AWAY_SECONDS)
        self.awayLabel.setBuddy(self.awaySeconds)
        away = QHBoxLayout()
        away.addWidget(self.awayLabel, 1)
        away.addWidget(self.awaySeconds)
        self.status = WrappingLabel()
        self.status.setObjectName("lobbyStatus")
        self.buttons = QDialogButtonBox()
        self.startButton = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.startButton.setObjectName("startNow")
        self.startButton.clicked.connect(lambda: self.table.startNow())
        self.startButton.setVisible(self.isHost)
        self.closeButton = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.closeButton.clicked.connect(self.hide)
        layout = QVBoxLayout(self)
        layout.addLayout(invite_grid)
        layout.addWidget(self.seatsBox)
        if self.isHost:
            layout.addLayout(away)
        else:
            self.awayLabel.hide()
            self.awaySeconds.hide()
        layout.addWidget(self.status)
        layout.addWidget(self.buttons)
        table.seatsChanged.connect(self.refresh)
        table.presenceChanged.connect(self.refresh)
        table.statusChanged.connect(self.refresh)
        table.started.connect(self.refresh)
        # Away seats become givable as time passes: looked at again every second.
        self._ticker = QTimer(self)
        self._ticker.setInterval(1000)
        self._ticker.timeout.connect(self.refresh)
        self._ticker.start()
        self.retranslateUi()
        # The invite and the link read whole (an address and a 43-letter code); the link
        # is the longer ("score5://"): given the invite's width, it showed cut at its left.
        for line in (self.invite, self.link):
            line.setMinimumWidth(line.fontMetrics().horizontalAdvance(line.text()) + 16)
            line.setCursorPosition(0)

    def _copy(self, text: str) -> None:
        QGuiApplication.clipboard().setText(text)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:
        #: The window of an online table: its invite and its seats.
        self.setWindowTitle(self.tr("Online table"))
        #: Before the invite (ws://address:port/#code) to send to friends.
        self.inviteLabel.setText(self.tr("Invite:"))
        #: Before the same invite as a link (score5://…) that opens the app.
        self.linkLabel.setText(self.tr("Link:"))
        self.copyInvite.setText(self.tr("Copy"))
        self.copyLink.setText(self.tr("Copy"))
        if self.isHost:
            self.inviteHelp.setText(
                self.tr(
                    "Send the invite or the link to your friends: they choose Game > Play "
                    "online > Join a table… and paste it. Friends outside your network need "
                    "this computer's port forwarded to it."
                )
            )
        else:  # the port to forward is the host's, not this computer's
            self.inviteHelp.setText(
                #: The online table's window of a player who joined (not the host).
                self.tr(
                    "Friends may join this table too: send them the invite or the link, "
                    "they choose Game > Play online > Join a table… and paste it."
                )
            )
        self.seatsBox.setTitle(self.tr("Seats"))
        self.awayLabel.setText(
            self.tr("Seconds a player may be away before you can give their seat to a bot:")
        )
        #: The host's button: the empty seats go to bots and the game begins.
        self.startButton.setText(self.tr("Start now"))
        self.refresh()

    def refresh(self) -> None:
        table = self.table
        seats = table.seats()
        session = table.session
        started = session is not None and session.started
        while len(self.seatLabels) < len(seats):
            row = len(self.seatLabels)
            number, name = plain_label(), plain_label()
            name.setObjectName(f"lobbySeat{row}")
            give = QPushButton()
            give.setObjectName(f"giveSeat{row}")
            give.clicked.connect(lambda _=False, seat=row: self.table.giveToBot(seat))
            give.setVisible(self.isHost)
            self.seatGrid.addWidget(number, row, 0)
            self.seatGrid.addWidget(name, row, 1)
            self.seatGrid.addWidget(give, row, 2)
            self.seatGrid.setColumnStretch(1, 1)
            self.seatLabels.append((number, name))
            self.giveButtons.append(give)
        # Before the server has seated this window there is no seat to show: no box.
        self.seatsBox.setVisible(bool(seats))
        # ...nor a table to invite friends to (a joiner's invite may name none).
        self.inviteHelp.setVisible(self.isHost or bool(seats))
        you = session.seat if session is not None else None
        for seat, (kind, name) in enumerate(seats):
            number_label, name_label = self.seatLabels[seat]
            #: A seat of the online table, numbered from 1.
            number_label.setText(arg(self.tr("Seat %1"), str(seat + 1)))
            name_label.setText(self._seat_text(seat, kind, name, you))
            give = self.giveButtons[seat]
            #: The host's button beside a seat: a bot plays it from now on.
            give.setText(self.tr("Give to a bot"))
            away = not table.present(seat) and kind == "person"
            give.setEnabled(
                seat != you
                and (kind == "open" or (away and table.awayFor(seat) >= self.awaySeconds.value()))
            )
        self.startButton.setEnabled(self.isHost and not started)
        self.status.setText(self._status_text(started))

    def _seat_text(self, seat: int, kind: str, name: str, you: int | None) -> str:
        if kind == "open":
            #: An online seat nobody has taken yet.
            return self.tr("Waiting for a player…")
        if kind == "bot":
            #: An online seat played by a bot; %1 its name.
            return arg(self.tr("%1 (bot)"), name)
        if seat == you:
            #: Your own online seat; %1 your name.
            return arg(self.tr("%1 (you)"), name)
        if not self.table.present(seat):
            #: An online seat whose player's connection dropped; %1 their name.
            return arg(self.tr("%1 (reconnecting…)"), name)
        return name

    def _status_text(self, started: bool) -> str:
        status = self.table.status
        if status is Status.FAILED:
            return self.tr("The table cannot be reached any more.")
        if status is Status.RECONNECTING and self.table.session is None:
            # Never seated: nothing dropped, nothing answers (a wrong address, a host gone).
            return self.tr(
                "No table server answers at the invite's address: trying again… Check the "
                "invite, or ask the host whether the table is still open."
            )
        if status is Status.RECONNECTING:
            return self.tr("The connection dropped: reconnecting…")
        if status is Status.CONNECTING:
            return self.tr("Connecting…")
        if started:
            return self.tr("The game is on the table.")
        if self.isHost:
            return self.tr(
                "The game starts when every seat is taken, or when you start it now: "
                "bots then take the empty seats."
            )
        return self.tr("The game starts when every seat is taken.")
