"""The hand-over screen (R11): the table is hidden until the next human confirms."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from score5_desktop.model.text import arg
from score5_desktop.ui.common.plain import button_text, plain_label


class HandoverScreen(QWidget):
    confirmed = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("handoverScreen")
        self.setAutoFillBackground(True)
        self._name = ""
        self.title = plain_label()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 2.0)
        font.setBold(True)
        self.title.setFont(font)
        self.body = plain_label()
        self.body.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.body.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("handoverButton")
        self.button.setDefault(True)
        self.button.setAutoDefault(True)
        self.button.setMinimumHeight(44)
        self.button.clicked.connect(self.confirmed)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addSpacing(12)
        layout.addWidget(self.body)
        layout.addSpacing(24)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        self.retranslateUi()

    def setPlayer(self, name: str) -> None:
        self._name = name
        self.retranslateUi()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:
        name = self._name
        self.title.setText(arg(self.tr("Pass the screen to %1"), name))
        self.body.setText(
            arg(
                self.tr(
                    "Every hand is hidden. %1, press the button when nobody else can see "
                    "the screen."
                ),
                name,
            )
        )
        label = arg(self.tr("I am %1: show my hand"), name)
        self.button.setText(button_text(label))  # a "&" in a name is shown, not a key
        self.button.setAccessibleName(label.replace("&", ""))

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.button.setFocus(Qt.FocusReason.OtherFocusReason)
