"""Settings: your name, animation speed, reduced motion, theme, sound, and the language.

Changes show at once (``previewed``) so a player sees the theme and hears the
volume before choosing OK; Cancel puts the saved settings back."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QSlider,
    QVBoxLayout,
)

from score5_desktop.core.names import MAX_NAME_CHARS, clean_name
from score5_desktop.model.text import arg
from score5_desktop.storage.settings import Settings
from score5_desktop.ui.common.language import LANGUAGES, NATIVE_NAMES, resolve, system_language
from score5_desktop.ui.common.motion import SPEEDS
from score5_desktop.ui.common.plain import plain_label
from score5_desktop.ui.common.sound import SoundProblem

THEMES = ("system", "light", "dark")


class SettingsDialog(QDialog):
    previewed = Signal(dict)
    """A value changed: ``values()``, to be applied live (not saved)."""

    def __init__(
        self, settings: Settings, parent=None, sound_problem: SoundProblem | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self._settings = settings
        # Your own name: set once, offered in New game, and how the history and the
        # statistics tell you from the other humans of a hot-seat game.
        self.playerName = QLineEdit(settings.player_name or "")
        self.playerName.setObjectName("playerName")
        self.playerName.setMaxLength(MAX_NAME_CHARS)
        self.playerNameLabel = plain_label()
        self.playerNameLabel.setBuddy(self.playerName)
        self.playerNameHint = plain_label()
        self.playerNameHint.setObjectName("playerNameHint")
        self.playerNameHint.setWordWrap(True)
        self.speed = QComboBox()
        self.speed.setObjectName("animationSpeed")
        self.reduced = QCheckBox()
        self.reduced.setObjectName("reducedMotion")
        self.theme = QComboBox()
        self.theme.setObjectName("theme")
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setObjectName("soundVolume")
        self.volume.setRange(0, 100)
        self.volume.setPageStep(10)
        self.volumeValue = plain_label()
        self.volumeValue.setMinimumWidth(self.volumeValue.fontMetrics().horizontalAdvance("100 %"))
        self.volume.valueChanged.connect(self._show_volume)
        self.mute = QCheckBox()
        self.mute.setObjectName("muted")
        self.mute.toggled.connect(lambda on: self._enable_volume(not on and self._sound_ok))
        self.soundProblem = plain_label()
        self.soundProblem.setObjectName("soundProblem")
        self.soundProblem.setWordWrap(True)
        self._sound_problem = sound_problem
        self._sound_ok = sound_problem is None
        self.autoPick = QCheckBox()
        self.autoPick.setObjectName("autoPick")
        # -- LANGUAGE SELECTOR (issue 5) ------------------------------------------------
        # The system's language first (item data None), then each shipped language by
        # its own name (data: its code). The main window applies the choice through
        # ui.common.language.Language on OK; every window relabels at once.
        self.language = QComboBox()
        self.language.setObjectName("language")
        self.language.addItem("", None)
        for code in LANGUAGES:
            self.language.addItem(NATIVE_NAMES[code], code)
        chosen = resolve(settings.language) if settings.language else None
        self.language.setCurrentIndex(max(self.language.findData(chosen), 0))
        # ---------------------------------------------------------------------------------
        self.speedLabel, self.themeLabel, self.languageLabel = (
            plain_label(),
            plain_label(),
            plain_label(),
        )
        self.volumeLabel = plain_label()
        self.volumeLabel.setBuddy(self.volume)
        self.speedLabel.setBuddy(self.speed)
        self.themeLabel.setBuddy(self.theme)
        self.languageLabel.setBuddy(self.language)
        form = QFormLayout()
        form.addRow(self.playerNameLabel, self.playerName)
        form.addRow("", self.playerNameHint)
        form.addRow(self.speedLabel, self.speed)
        form.addRow("", self.reduced)
        form.addRow("", self.autoPick)
        form.addRow(self.themeLabel, self.theme)
        volume_row = QHBoxLayout()
        volume_row.addWidget(self.volume, 1)
        volume_row.addWidget(self.volumeValue)
        form.addRow(self.volumeLabel, volume_row)
        form.addRow("", self.mute)
        form.addRow("", self.soundProblem)
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
        self.volume.setValue(settings.sound_volume)
        self._show_volume(settings.sound_volume)
        self.mute.setChecked(settings.muted)
        self.autoPick.setChecked(settings.auto_pick)
        # Without sound on this system the controls stay, greyed, with the reason.
        self.soundProblem.setVisible(not self._sound_ok)
        self._enable_volume(self._sound_ok and not settings.muted)
        self.mute.setEnabled(self._sound_ok)
        for changed in (
            self.speed.currentIndexChanged,
            self.reduced.toggled,
            self.theme.currentIndexChanged,
            self.volume.valueChanged,
            self.mute.toggled,
        ):
            changed.connect(lambda *_: self.previewed.emit(self.values()))

    def values(self) -> dict[str, object]:
        """The chosen values, as ``Settings`` field names."""
        return {
            "animation_speed": SPEEDS[self.speed.currentIndex()],
            "reduced_motion": self.reduced.isChecked(),
            "theme": THEMES[self.theme.currentIndex()],
            "sound_volume": self.volume.value(),
            "muted": self.mute.isChecked(),
            "auto_pick": self.autoPick.isChecked(),
            "language": self.language.currentData(),
            "player_name": clean_name(self.playerName.text()) or None,
        }

    def _show_volume(self, value: int) -> None:
        #: A sound volume, e.g. 80 (French: no-break space before %).
        self.volumeValue.setText(arg(self.tr("%1 %"), value))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.playerNameLabel.setText(self.tr("Your &name:"))
        self.playerNameHint.setText(
            self.tr(
                "Offered for your seat in a new game. In a game with several people at "
                "one computer, your statistics count the seat with this name."
            )
        )
        self.speedLabel.setText(self.tr("&Animation speed:"))
        self.themeLabel.setText(self.tr("&Theme:"))
        self.languageLabel.setText(self.tr("&Language:"))
        self.reduced.setText(
            self._wrapped(self.tr("&Reduce motion (cards fade instead of flying)"))
        )
        self.volumeLabel.setText(self.tr("Sound &volume:"))
        self.mute.setText(self.tr("&Mute sound effects"))
        # Whatever the game: an only card to take, a forced pass.
        self.autoPick.setText(
            self._wrapped(
                self.tr("Play automatically when you have no &choice (take the only card, or pass)")
            )
        )
        self.soundProblem.setText(self._sound_problem_text())
        self._show_volume(self.volume.value())
        labels = [self.tr("Slow"), self.tr("Normal"), self.tr("Fast"), self.tr("Instant")]
        _set_items(self.speed, labels)
        _set_items(self.theme, [self.tr("Follow the system"), self.tr("Light"), self.tr("Dark")])
        # Only the first entry is translated: language names are endonyms.
        self.language.setItemText(
            #: %1 the system's language by its own name, e.g. "Deutsch".
            0,
            arg(self.tr("System default (%1)"), NATIVE_NAMES[system_language()]),
        )

    def _wrapped(self, text: str) -> str:
        """A check box's ``text`` broken into lines of at most ``CHECK_TEXT_EMS`` (a
        check box never wraps its words): in French and German the automatic choice's
        one line made the dialog 746 px wide."""
        metrics = self.fontMetrics()
        return wrapped(text, metrics.horizontalAdvance, CHECK_TEXT_EMS * metrics.height())

    def _enable_volume(self, on: bool) -> None:
        """The slider with its label and value: greyed together, not a live-looking
        "70 %" beside a greyed slider under "Sound is not available"."""
        for widget in (self.volumeLabel, self.volume, self.volumeValue):
            widget.setEnabled(on)

    def _sound_problem_text(self) -> str:
        problem = self._sound_problem
        if problem is SoundProblem.NO_MULTIMEDIA:
            return self.tr("Sound is not available: Qt Multimedia is not installed.")
        if problem is SoundProblem.NO_OUTPUT:
            return self.tr("Sound is not available: no audio output was found.")
        if problem is SoundProblem.NO_FILES:
            return self.tr("Sound is not available: the sound files are missing.")
        if problem is SoundProblem.SWITCHED_OFF:
            return self.tr("Sound is switched off for this session (SCORE5_NO_SOUND).")
        return ""


CHECK_TEXT_EMS = 20
"""The longest line of a check box's text, in lines of text (about 40 characters)."""


def wrapped(text: str, width_of: Callable[[str], float], width: float) -> str:
    """``text`` in as few lines as lines of at most ``width`` (by ``width_of``) take, with
    the words shared evenly between them (a last line of one word looked like a slip);
    a mnemonic's "&" takes no room."""
    words = text.split()
    if not words:
        return text
    whole = width_of(" ".join(words).replace("&", ""))
    count = len(_lines(words, width_of, width))
    target = whole / count
    while True:  # the narrowest even measure that needs no more lines
        lines = _lines(words, width_of, target)
        if len(lines) <= count or target >= width:
            return "\n".join(lines)
        target = min(target * 1.03, width)


def _lines(words: list[str], width_of: Callable[[str], float], width: float) -> list[str]:
    """``words`` put on lines greedily, no line wider than ``width`` (a word wider than
    that has a line of its own)."""
    lines: list[str] = []
    for word in words:
        line = f"{lines[-1]} {word}" if lines else word
        if lines and width_of(line.replace("&", "")) <= width:
            lines[-1] = line
        else:
            lines.append(word)
    return lines


def _set_items(box: QComboBox, labels: list[str]) -> None:
    index = box.currentIndex()
    box.blockSignals(True)
    box.clear()
    box.addItems(labels)
    box.setCurrentIndex(max(index, 0))
    box.blockSignals(False)
