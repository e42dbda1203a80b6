"""Settings: animation speed, reduced motion, theme, and (issue 5) the language."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
)

from score5_desktop.storage.settings import Settings
from score5_desktop.ui.motion import SPEEDS

THEMES = ("system", "light", "dark")


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self._settings = settings
        self.speed = QComboBox()
        self.speed.setObjectName("animationSpeed")
        self.reduced = QCheckBox()
        self.reduced.setObjectName("reducedMotion")
        self.theme = QComboBox()
        self.theme.setObjectName("theme")
        # -- LANGUAGE SELECTOR (issue 5) ------------------------------------------------
        # Fill ``self.language`` with the shipped languages (item data: the code, None for
        # the system language) and apply the choice through ui.language.Language; the
        # switch is live because every window implements retranslateUi().
        self.language = QComboBox()
        self.language.setObjectName("language")
        self.language.setEnabled(False)
        # ---------------------------------------------------------------------------------
        self.speedLabel, self.themeLabel, self.languageLabel = QLabel(), QLabel(), QLabel()
        self.speedLabel.setBuddy(self.speed)
        self.themeLabel.setBuddy(self.theme)
        self.languageLabel.setBuddy(self.language)
        form = QFormLayout()
        form.addRow(self.speedLabel, self.speed)
        form.addRow("", self.reduced)
        form.addRow(self.themeLabel, self.theme)
        form.addRow(self.languageLabel, self.language)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self.retranslateUi()
        self.speed.setCurrentIndex(SPEEDS.index(settings.animation_speed))
        self.reduced.setChecked(settings.reduced_motion)
        self.theme.setCurrentIndex(THEMES.index(settings.theme))

    def values(self) -> dict[str, object]:
        """The chosen values, as ``Settings`` field names."""
        return {
            "animation_speed": SPEEDS[self.speed.currentIndex()],
            "reduced_motion": self.reduced.isChecked(),
            "theme": THEMES[self.theme.currentIndex()],
        }

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.speedLabel.setText(self.tr("&Animation speed:"))
        self.themeLabel.setText(self.tr("&Theme:"))
        self.languageLabel.setText(self.tr("&Language:"))
        self.reduced.setText(self.tr("&Reduce motion (cards fade instead of flying)"))
        labels = [self.tr("Slow"), self.tr("Normal"), self.tr("Fast"), self.tr("Instant")]
        _set_items(self.speed, labels)
        _set_items(self.theme, [self.tr("Follow the system"), self.tr("Light"), self.tr("Dark")])
        _set_items(self.language, [self.tr("System language (more languages coming)")])


def _set_items(box: QComboBox, labels: list[str]) -> None:
    index = box.currentIndex()
    box.blockSignals(True)
    box.clear()
    box.addItems(labels)
    box.setCurrentIndex(max(index, 0))
    box.blockSignals(False)
