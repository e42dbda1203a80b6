"""The one place that decides light or dark, for the widgets, the table and the cards.

By default the app follows the system colour scheme and follows it live; Settings
(and issue 7's theme choice) can force "light" or "dark". Every view asks this
object for colours and listens to ``changed`` instead of reading palettes itself,
so a theme switch repaints everything at once.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication


@dataclass(frozen=True, slots=True)
class TableColors:
    felt: str
    felt_edge: str
    rim: str
    text: str
    muted: str
    plate: str
    plate_edge: str
    active: str
    thinking: str
    winner: str


LIGHT_TABLE = TableColors(
    felt="#2f7d5b",
    felt_edge="#23634a",
    rim="#6b4a2f",
    text="#ffffff",
    muted="#d5eadf",
    plate="#f7f4ec",
    plate_edge="#3a3f47",
    active="#f0a30a",
    thinking="#4f8ff0",
    winner="#e6b800",
)
DARK_TABLE = TableColors(
    felt="#1d3b30",
    felt_edge="#142a22",
    rim="#3b2a1c",
    text="#eceef2",
    muted="#a9c2b6",
    plate="#2a2d34",
    plate_edge="#8b93a1",
    active="#ffb84d",
    thinking="#7fb2ff",
    winner="#ffd24d",
)


def _dark_palette() -> QPalette:
    palette = QPalette()
    colors = {
        QPalette.ColorRole.Window: "#26282d",
        QPalette.ColorRole.WindowText: "#e8e9ec",
        QPalette.ColorRole.Base: "#1d1f23",
        QPalette.ColorRole.AlternateBase: "#2b2e34",
        QPalette.ColorRole.ToolTipBase: "#2b2e34",
        QPalette.ColorRole.ToolTipText: "#e8e9ec",
        QPalette.ColorRole.Text: "#e8e9ec",
        QPalette.ColorRole.Button: "#31343a",
        QPalette.ColorRole.ButtonText: "#e8e9ec",
        QPalette.ColorRole.BrightText: "#ffffff",
        QPalette.ColorRole.Highlight: "#3d7fe0",
        QPalette.ColorRole.HighlightedText: "#ffffff",
        QPalette.ColorRole.Link: "#8ab8ff",
        QPalette.ColorRole.PlaceholderText: "#8b8f98",
    }
    for role, value in colors.items():
        palette.setColor(role, QColor(value))
    for role in (
        QPalette.ColorRole.Text,
        QPalette.ColorRole.ButtonText,
        QPalette.ColorRole.WindowText,
    ):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor("#7c8089"))
    return palette


# Platform themes (KDE, qt6ct, some GTK set-ups) give these widget classes palettes of
# their own, which the application palette does not override: a forced dark theme kept
# a light menu bar. Each is set with the application palette, and restored with it.
THEMED_CLASSES = (
    "QMenuBar",
    "QMenu",
    "QTabBar",
    "QHeaderView",
    "QAbstractItemView",
    "QToolButton",
    "QComboBox",
    "QDockWidget",
    "QStatusBar",
    "QMessageBox",
    "QLabel",
)


class Appearance(QObject):
    """Theme mode ("system", "light", "dark") and the colours that follow from it."""

    changed = Signal()

    def __init__(self, mode: str = "system", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._mode = mode
        self._system_palette = QPalette(QApplication.palette())
        self._system_class_palettes = {
            name: QPalette(QApplication.palette(name)) for name in THEMED_CLASSES
        }
        hints = QGuiApplication.styleHints()
        hints.colorSchemeChanged.connect(self._on_system_scheme)
        self._apply()

    def mode(self) -> str:
        return self._mode

    def setMode(self, mode: str) -> None:
        if mode not in ("system", "light", "dark"):
            raise ValueError(f"unknown theme {mode!r}")
        if mode != self._mode:
            self._mode = mode
            self._apply()

    def isDark(self) -> bool:
        if self._mode == "system":
            scheme = QGuiApplication.styleHints().colorScheme()
            if scheme == Qt.ColorScheme.Unknown:
                return self._system_palette.color(QPalette.ColorRole.Window).lightnessF() < 0.5
            return scheme == Qt.ColorScheme.Dark
        return self._mode == "dark"

    def table(self) -> TableColors:
        return DARK_TABLE if self.isDark() else LIGHT_TABLE

    def _on_system_scheme(self, _scheme) -> None:
        if self._mode == "system":
            self._apply()

    def _apply(self) -> None:
        dark = self.isDark()
        system_dark = self._system_palette.color(QPalette.ColorRole.Window).lightnessF() < 0.5
        if dark == system_dark:
            QApplication.setPalette(self._system_palette)
            for name, palette in self._system_class_palettes.items():
                QApplication.setPalette(palette, name)
        else:
            palette = _dark_palette() if dark else QApplication.style().standardPalette()
            QApplication.setPalette(palette)
            for name in THEMED_CLASSES:
                QApplication.setPalette(palette, name)
        self.changed.emit()
