"""Finding the app's main window from any widget, for windows that borrow its table."""

from __future__ import annotations

from PySide6.QtWidgets import QMainWindow, QWidget


def main_window_of(widget: QWidget | None) -> QMainWindow | None:
    """The app's main window above ``widget`` (the one with the table page), if any."""
    while widget is not None:
        if isinstance(widget, QMainWindow) and hasattr(widget, "tablePage"):
            return widget
        widget = widget.parentWidget()
    return None
