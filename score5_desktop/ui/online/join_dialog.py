"""Join a table: paste the invite (or the link), choose a name. Both are checked here:
an invite that does not read is said so before any connection is tried, and the
name is a player's name as the new-game dialog takes it (plain, capped)."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from score5_desktop.core.names import MAX_NAME_CHARS, clean_name
from score5_desktop.net.client import Invite
from score5_desktop.ui.common.plain import plain_label
from score5_desktop.ui.online.invites import MAX_INVITE_CHARS, read_invite


class JoinDialog(QDialog):
    def __init__(self, name: str, invite: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("joinDialog")
        self.invite = QLineEdit(invite[:MAX_INVITE_CHARS])
        self.invite.setObjectName("joinInvite")
        self.invite.setMaxLength(MAX_INVITE_CHARS)
        self.name = QLineEdit(name[:MAX_NAME_CHARS])
        self.name.setObjectName("joinName")
        self.name.setMaxLength(MAX_NAME_CHARS)
        self.inviteLabel = plain_label()
        self.inviteLabel.setBuddy(self.invite)
        self.nameLabel = plain_label()
        self.nameLabel.setBuddy(self.name)
        self.problem = plain_label()
        self.problem.setObjectName("joinProblem")
        self.problem.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.inviteLabel, self.invite)
        form.addRow(self.nameLabel, self.name)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.invite.textChanged.connect(lambda: self.problem.clear())
        self.retranslateUi()
        self.resize(560, self.sizeHint().height())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Join a table"))
        #: Where the player pastes the invite their host sent.
        self.inviteLabel.setText(self.tr("&Invite:"))
        self.nameLabel.setText(self.tr("Your &name:"))

    def chosenInvite(self) -> Invite | None:  # noqa: N802 - Qt naming
        return read_invite(self.invite.text())

    def chosenName(self) -> str:  # noqa: N802
        return clean_name(self.name.text())

    def accept(self) -> None:
        if self.chosenInvite() is None:
            self.problem.setText(
                self.tr("This is not an invite. An invite looks like ws://address:port/#code.")
            )
            self._point_at(self.invite)
            return
        if not self.chosenName():
            self.problem.setText(self.tr("Choose a name."))
            self._point_at(self.name)
            return
        super().accept()

    def _point_at(self, line: QLineEdit) -> None:
        """The field the problem is about takes the keys, its text selected: Enter in the
        name's field left the keys there, and the invite typed again went into the name."""
        line.setFocus()
        line.selectAll()
